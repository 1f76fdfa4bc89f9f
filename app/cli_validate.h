// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate validate CLUSTER --levels L0-L2 [--report FILE.pdf] [--format json] [--override L=REASON]`:
// runs a validation checklist's levels against a saved cluster, with gating, evidence in the database and
// the audit log, and optionally the signed acceptance report.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// words[0] == "validate". Exit status: 0 every level that ran passed, 1 a level failed, did not run or
// was blocked, 2 usage errors, 3 the report could not be written.
int validateCommand(const QStringList &words, CliRoot &root);
// A PDF report needs a QGuiApplication (fonts).
bool validateNeedsFonts(const QStringList &words);

} // namespace cg::cli
