// SPDX-License-Identifier: GPL-3.0-or-later
// Command line of `clustergate-agent bench ...`, `health` and `link ...`.
#pragma once

namespace cg::agent::bench {

// argv[1] is "bench", "health" or "link". Returns the exit code (result.h: kExit*).
int runBenchCommand(int argc, char **argv);

// The help text of the three commands, appended to the agent's usage.
const char *benchUsage();

} // namespace cg::agent::bench
