// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate recordings list|show|export|verify`: the terminal recordings the audit log knows.
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "recordings". 0 on success; 1 when a recording failed verification; 2 for usage errors.
int recordingsCommand(const QStringList &words);

} // namespace cg::cli
