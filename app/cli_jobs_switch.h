// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate jobs switch ID --cluster FROM --to CLUSTER --spec FILE` and `clustergate jobs show ID
// --cluster C [--format json]`: a job moved to another saved cluster by hand (services::JobFailover, the
// same as the console's automatic failover and the Jobs view's Switch Cluster), and its timeline across
// every cluster it ran on.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// words[0] == "jobs", words[1] == "switch" or "show". Exit status as jobsCommand's.
int jobsSwitchCommand(const QStringList &words, CliRoot &root);

} // namespace cg::cli
