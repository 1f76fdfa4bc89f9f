// SPDX-License-Identifier: GPL-3.0-or-later
// The heatmap's legend: the chosen metric's colour ramp with its range, and how node states look.
#pragma once

#include "agent/fleet_store.h"

#include <QWidget>

namespace cg::ui {

class FleetLegend : public QWidget
{
    Q_OBJECT

public:
    explicit FleetLegend(QWidget *parent = nullptr);

    void setMetric(FleetMetric metric);
    FleetMetric shownMetric() const { return m_metric; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    FleetMetric m_metric = FleetMetric::Utilization;
};

} // namespace cg::ui
