// SPDX-License-Identifier: GPL-3.0-or-later
// Who is at this console: the name every locally made audit row, ledger action and report carries by default.
#pragma once

#include <QString>

namespace cg {

// The operating system account running this process (its passwd entry, as `id -un` prints it); where the
// account has no entry, $USER or $LOGNAME; failing those, "uid-N". Never empty.
QString localUserName();

} // namespace cg
