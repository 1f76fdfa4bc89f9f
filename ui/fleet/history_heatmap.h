// SPDX-License-Identifier: GPL-3.0-or-later
// A heatmap over time (rows: GPUs, columns: time steps) drawn into an image of a given size: rows and
// columns beyond the pixels are folded by their maximum (a hot GPU never disappears into its neighbours),
// no data stays the no-data colour. Coloured as the fleet view colours the metric.
#pragma once

#include "agent/fleet_store.h"
#include "history/history_reader.h"

#include <QImage>
#include <QSize>

namespace cg::ui {

QImage renderHistoryHeatmap(const history::Heatmap &heatmap, QSize size,
                            FleetMetric metric = FleetMetric::Utilization);

} // namespace cg::ui
