// SPDX-License-Identifier: GPL-3.0-or-later
// Colours of the fleet heatmap: one ramp per metric, fixed ranges (so a colour means the same thing on
// every node and every day), and the colours of node states. Shared by the heatmap and its legend.
#pragma once

#include "agent/fleet_store.h"

#include <QCoreApplication>
#include <QRgb>
#include <QString>

namespace cg::ui {

class FleetColors
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::FleetColors)

public:
    struct Range
    {
        float min = 0;
        float max = 100;
        QString unit;             // "%", "°C", "W"
        bool categorical = false; // throttling: 0..3
    };

    static Range range(FleetMetric metric);
    // The colour of a value (clamped into the range); NaN gets noData().
    static QRgb color(FleetMetric metric, float value);
    // Stale cells keep their value's colour under dark hatching.
    static QRgb hatch(QRgb base);
    static QRgb unreachable() { return qRgb(0x9a, 0x9a, 0x9a); }
    static QRgb noData() { return qRgb(0xe4, 0xe4, 0xe4); }

    // "63 %", "71 °C", "412 W", "thermal".
    static QString formatValue(FleetMetric metric, float value);
    // Throttling categories for people: none, power cap, thermal, hardware slowdown.
    static QString throttleText(int severity);
    // NVML reason bits by name: "SW power cap, HW thermal slowdown".
    static QString throttleReasons(quint64 reasons);
};

} // namespace cg::ui
