// SPDX-License-Identifier: GPL-3.0-or-later
// Units for chart axes: picks a readable scale (kB/s, MB/s, ...) for the values on screen.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace cg::ui {

enum class Unit { Percent, BytesPerSecond, PerSecond, Bytes, Celsius, Watts, MegaHertz, Count };

struct AxisScale
{
    double divisor = 1;
    QString label;
};

class Units
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::Units)

public:
    // The scale for values up to `maxValue`.
    static AxisScale scaleFor(Unit unit, double maxValue);
    // A "nice" axis maximum at or above v (1, 2, 2.5, 5 x 10^n).
    static double niceCeiling(double v);
};

} // namespace cg::ui
