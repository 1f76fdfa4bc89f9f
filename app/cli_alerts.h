// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate alerts list|ack`: the alert history in the profile, read and acknowledged from any process.
#pragma once

#include <QStringList>

namespace cg::cli {

int alertsCommand(const QStringList &words);

} // namespace cg::cli
