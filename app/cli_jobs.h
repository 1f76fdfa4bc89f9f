// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate jobs submit|list|cancel|requeue|hold|release|logs ...`: jobs on a cluster's scheduler, through its
// login node over SSH.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// words[0] == "jobs". Returns the exit status: 0 done, 1 the scheduler or the ledger said no, 2 usage
// errors, 3 refused by the compliance gate, 255 the login node could not be reached.
int jobsCommand(const QStringList &words, CliRoot &root);

} // namespace cg::cli
