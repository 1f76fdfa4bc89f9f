// SPDX-License-Identifier: GPL-3.0-or-later
// Headless subcommands: `clustergate agent ...` and friends, for scripts and CI.
#pragma once

#include <QStringList>

namespace cg::cli {

// True when the arguments ask for a headless run (a subcommand, --version or --help).
bool isHeadless(const QStringList &arguments);

// True when a headless command lays out text (a PDF report): it needs a QGuiApplication, offscreen.
bool needsFonts(const QStringList &arguments);

// Runs a headless command inside an existing QCoreApplication; returns the exit code.
int run(const QStringList &arguments);

} // namespace cg::cli
