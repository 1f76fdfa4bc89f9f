// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate history QUERY --since 24h [--until T] [--step 1m] [--format table|json|csv]`: the series a
// selector picks from the profile's history file, in steps, gaps as gaps.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "history". 0 with the series (none matching is not an error), 1 when the history cannot be
// read, 2 for usage errors.
int historyCommand(const QStringList &words);

} // namespace cg::cli
