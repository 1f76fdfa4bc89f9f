// SPDX-License-Identifier: GPL-3.0-or-later
// What the person said to a session's prompts, for the hub's clients (a fleet's nodes) that decide on it:
// a login that failed because the person cancelled its one-time password or passphrase is not a refused
// key, and is said once for everything that rode on it. Read by its code, never from the error's text.
#pragma once

#include "ssh/ssh_engine.h"

namespace cg::ssh {

// Called on a hub tree's I/O thread (a client's tick or start, a task) about a session of that tree: true
// when the person cancelled one of its prompts; `kind` (may be null) is then that prompt's kind.
bool promptCancelled(const Session *session, PromptRequest::Kind *kind = nullptr);

} // namespace cg::ssh
