// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate ssh check|exec ...`: the SSH engine from the command line, with ssh-like exit codes.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "ssh". Returns the exit status: the remote command's, 255 for connection failures
// (like ssh), 2 for usage errors.
int sshCommand(const QStringList &words);

// words[0] == "agent", words[1] == push|stream|stop, then TARGET and the ssh options: the bundled agent
// on a node reached over SSH.
int remoteAgentCommand(const QStringList &words);

} // namespace cg::cli
