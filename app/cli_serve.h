// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate serve`: the console without a window, for an ops machine under systemd.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

int serveCommand(const QStringList &words, CliRoot &root);

} // namespace cg::cli
