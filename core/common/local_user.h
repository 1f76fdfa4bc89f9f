// SPDX-License-Identifier: GPL-3.0-or-later
// Who is at this console: the name every locally made audit row, ledger action and report carries by default.
#pragma once

#include <QString>

namespace cg {

// The login name: $USER, else $LOGNAME (as the session set them), else the account's passwd entry (as `id
// -un` prints it), else "uid-N". Never empty.
QString localUserName();

} // namespace cg
