// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate ledger ...`: the data-classification ledger, export requests, signed decisions, the audit
// log's verification and checkpoints, reports and evidence bundles from the command line.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "ledger". Returns 0 on success (verify: the log is intact), 1 when the ledger refused or
// found something broken (the message says what), 2 for usage errors.
int ledgerCommand(const QStringList &words);

// True for the ledger commands that lay out text (PDF reports): they need a QGuiApplication.
bool ledgerNeedsFonts(const QStringList &words);

} // namespace cg::cli
