// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate secrets list|set|delete|rotate|check`: the credential keychain from the command line.
// Secrets come from standard input (never from the arguments) and are never printed.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "secrets". Returns 0 on success, 1 when the keychain or vault failed (the message says
// why and what to do), 2 for usage errors.
int secretsCommand(const QStringList &words);

} // namespace cg::cli
