// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate choice`: Planning > Cluster Choice without a window: the saved clusters with their RTT, GPUs
// and price and where each came from, ranked with a primary and a backup (text or JSON).
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "choice". Returns 0 with a ranking, 1 when the profile cannot be read, 2 for usage errors.
int choiceCommand(const QStringList &words);

} // namespace cg::cli
