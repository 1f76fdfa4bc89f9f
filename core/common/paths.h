// SPDX-License-Identifier: GPL-3.0-or-later
// Where ClusterGate keeps its state: $CLUSTERGATE_HOME when set, else the XDG data and config dirs.
#pragma once

#include <QSettings>
#include <QString>

namespace cg::paths {

// Directory for the database and other state; created on demand, mode 0700 (tightened if it was not).
QString dataDir();
// Directory for settings (window state, preferences); created on demand, mode 0700.
QString configDir();
// $CLUSTERGATE_HOME/clustergate.sqlite or <XDG data>/clustergate.sqlite
QString databaseFile();
// The INI file every setting lives in (window state, drafts, filters, preferences).
QString settingsFile();
// That file, opened: the one way code reads and writes settings, so all of them follow $CLUSTERGATE_HOME.
QSettings settings();

} // namespace cg::paths
