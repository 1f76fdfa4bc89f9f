// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate clusters list|show|add|edit|remove|import-ssh-config ...`: the saved clusters of the profile,
// managed without the console; the same inventory, node-list grammar, ssh config import and audit rows as
// the GUI's.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "clusters". Returns the exit status: 0 done, 1 refused (a definition that does not read, no
// such cluster, the database said no), 2 usage errors.
int clustersCommand(const QStringList &words);

} // namespace cg::cli
