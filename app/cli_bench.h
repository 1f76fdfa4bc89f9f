// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate bench evaluate|baselines`: judge benchmark results (from `clustergate-agent bench ...
// --format json`) by baseline rule files, pass / warn / fail per metric.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "bench". Returns 0 when nothing failed, 1 when a rule or an agent check failed, 2 for
// usage errors and unreadable or malformed inputs.
int benchCommand(const QStringList &words);

} // namespace cg::cli
