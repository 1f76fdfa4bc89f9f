// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate agent ...`: this machine's agent (stream local, info, path); nodes over SSH go to cli_ssh.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// `words` start with "agent"; returns the exit status (app/exit_codes.h).
int agentCommand(const QStringList &words, CliRoot &root);

} // namespace cg::cli
