// SPDX-License-Identifier: GPL-3.0-or-later
// Slurm hostlist expressions, as `scontrol show hostnames` reads them: `gpu[001-128]`, `a[1-3,7]-ib`,
// several bracket groups (`r[1-2]n[01-04]`: every combination, left to right), and comma lists at the top
// level (`gpu[01-02],login1`). A range keeps the zero padding of its lower bound. Bad input gets an error
// naming the column and what was expected; expansion is capped so a typo cannot exhaust memory.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace cg {

class Hostlist
{
    Q_DECLARE_TR_FUNCTIONS(cg::Hostlist)

public:
    static constexpr int kMaxHosts = 100000;

    // Every host name the expression stands for, in order, duplicates kept as written.
    static Result<QStringList> expand(const QString &expression, int maxHosts = kMaxHosts);
    // Expands each non-empty line (blank lines and `#` comments skipped); errors name the line too.
    static Result<QStringList> expandLines(const QString &text, int maxHosts = kMaxHosts);
};

} // namespace cg
