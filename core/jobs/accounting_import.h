// SPDX-License-Identifier: GPL-3.0-or-later
// Accounting records brought in as text (a file or pasted output of the scheduler), merged with those
// already held: the newest record of a job wins and keeps a GPU count an earlier one knew. The formats
// read are the backends' (today Slurm's `scontrol -o show job` lines and jobcomp/filetxt files).
#pragma once

#include "common/result.h"
#include "jobs/job_record.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg::jobs {

class AccountingImport
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::AccountingImport)

public:
    // The formats read, for people (the import button's hint, the Cost view's empty state).
    static QString formatDescription();
    // A file dialog's filter for them.
    static QString fileFilter();
    // `held` with the records in `text` merged in; fails (naming the line) when the text does not read.
    static Result<QList<JobRecord>> merge(const QList<JobRecord> &held, const QString &text);
};

} // namespace cg::jobs
