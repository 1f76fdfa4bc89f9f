// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate cost report --by project|cluster|day` and `clustergate cost idle-waste`: what the clusters
// cost from the scheduler's accounting records (the job backend's accounting through the jump chain, or an imported
// file) and the saved prices, and GPU-hours allocated against used per project from the utilization history.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// words[0] == "cost". 0 with the report, 1 when the records or prices cannot be had, 2 for usage errors,
// 255 when the cluster could not be reached.
int costCommand(const QStringList &words, CliRoot &root);

} // namespace cg::cli
