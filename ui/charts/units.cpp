// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/units.h"

#include <cmath>

namespace cg::ui {

AxisScale Units::scaleFor(Unit unit, double maxValue)
{
    auto decimal = [&](const QString &base, const QStringList &prefixed) {
        double div = 1;
        int i = 0;
        while (i < prefixed.size() && maxValue >= div * 1000.0) {
            div *= 1000.0;
            ++i;
        }
        return AxisScale{div, i == 0 ? base : prefixed[i - 1]};
    };
    switch (unit) {
    case Unit::Percent:
        return {1, tr("%")};
    case Unit::BytesPerSecond:
        return decimal(tr("B/s"), {tr("kB/s"), tr("MB/s"), tr("GB/s"), tr("TB/s")});
    case Unit::Bytes:
        return decimal(tr("B"), {tr("kB"), tr("MB"), tr("GB"), tr("TB")});
    case Unit::PerSecond:
        return decimal(tr("/s"), {tr("k/s"), tr("M/s")});
    case Unit::Celsius:
        return {1, tr("°C")};
    case Unit::Watts:
        return {1, tr("W")};
    case Unit::MegaHertz:
        return {1, tr("MHz")};
    case Unit::Count:
        return {1, QString()};
    }
    return {};
}

double Units::niceCeiling(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return 1;
    const double exp = std::floor(std::log10(v));
    const double base = std::pow(10.0, exp);
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (v <= m * base * (1 + 1e-9))
            return m * base;
    }
    return 10 * base;
}

} // namespace cg::ui
