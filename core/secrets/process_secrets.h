// SPDX-License-Identifier: GPL-3.0-or-later
// Secrets in the process itself: a secret handed over in an environment variable (the vault's master
// passphrase) is taken once and scrubbed from the environment block, and the process refuses core dumps.
#pragma once

#include <QByteArray>

namespace cg::secrets {

inline constexpr const char *kVaultPassphraseVariable = "CLUSTERGATE_VAULT_PASSPHRASE";

// The value of `name`, then gone from the process: the bytes of every NAME=value string in the environment
// block are overwritten (unsetenv() alone only drops the pointer: the kernel's /proc/PID/environ still
// shows the original block) and the variable is unset. Empty when it was not set.
QByteArray takeEnvironmentSecret(const char *name);

// The vault's master passphrase from CLUSTERGATE_VAULT_PASSPHRASE, taken as above.
inline QByteArray takeVaultPassphrase()
{
    return takeEnvironmentSecret(kVaultPassphraseVariable);
}

// PR_SET_DUMPABLE 0: no core file with secrets in it, no ptrace attach and no /proc/PID/mem, environ or
// maps for other processes of the same user. Called first thing at start-up; false if the kernel refused.
bool refuseCoreDumps();

} // namespace cg::secrets
