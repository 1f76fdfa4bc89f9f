// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds what a FleetSession reports (hellos, samples, RTTs, node states) into a FleetStore, which the
// fleet heatmap reads. Lives on the FleetSession's thread; the store is thread-safe.
#pragma once

#include <QObject>

namespace cg {

class FleetSession;
class FleetStore;

class FleetStoreFeed : public QObject
{
    Q_OBJECT

public:
    // Neither is owned; both must outlive the feed (or the feed be destroyed first).
    FleetStoreFeed(FleetSession *fleet, FleetStore *store, QObject *parent = nullptr);
};

} // namespace cg
