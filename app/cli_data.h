// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate data push|status|list|resume|cancel|wipe ...`: datasets sent to a cluster only under an active
// approved export, as signed manifests over parallel, verified, resumable chunks; and their remote copies
// wiped with evidence.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// words[0] == "data". Exit status: 0 done, 1 failed (resumable where it says so), 2 usage errors, 3 refused
// by the ledger, 4 cancelled or stopped (resumable), 255 the cluster could not be reached.
int dataCommand(const QStringList &words, CliRoot &root);

} // namespace cg::cli
