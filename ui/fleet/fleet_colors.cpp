// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_colors.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>

namespace cg::ui {

namespace {

using Ramp = std::array<QRgb, 256>;

// Evenly spaced control points (ColorBrewer schemes YlGnBu, BuPu, RdYlBu, YlOrBr: colour-blind safe,
// light = low).
Ramp makeRamp(std::initializer_list<QRgb> stops)
{
    const std::vector<QRgb> s(stops);
    Ramp r{};
    for (int i = 0; i < 256; ++i) {
        const double x = double(i) / 255.0 * double(s.size() - 1);
        const std::size_t k = std::min<std::size_t>(std::size_t(x), s.size() - 2);
        const double f = x - double(k);
        auto mix = [f](int a, int b) { return int(std::lround(a + (b - a) * f)); };
        r[std::size_t(i)] = qRgb(mix(qRed(s[k]), qRed(s[k + 1])), mix(qGreen(s[k]), qGreen(s[k + 1])),
                                 mix(qBlue(s[k]), qBlue(s[k + 1])));
    }
    return r;
}

const Ramp &rampFor(FleetMetric m)
{
    // The lightest stops of the schemes are left out: an idle cell must not vanish into the background.
    static const Ramp util = makeRamp({0xedf8b1, 0xc7e9b4, 0x7fcdbb, 0x41b6c4, 0x1d91c0, 0x225ea8, 0x0c2c84});
    static const Ramp memory =
        makeRamp({0xe0ecf4, 0xbfd3e6, 0x9ebcda, 0x8c96c6, 0x8c6bb1, 0x88419d, 0x6e016b});
    static const Ramp temp = makeRamp({0x313695, 0x74add1, 0xfee090, 0xf46d43, 0xa50026});
    static const Ramp power =
        makeRamp({0xfff7bc, 0xfee391, 0xfec44f, 0xfe9929, 0xec7014, 0xcc4c02, 0x8c2d04});
    switch (m) {
    case FleetMetric::Memory:
        return memory;
    case FleetMetric::Temperature:
        return temp;
    case FleetMetric::Power:
        return power;
    case FleetMetric::Utilization:
    case FleetMetric::Throttling:
        break;
    }
    return util;
}

constexpr QRgb kThrottle[4] = {0xffd9f0d3, 0xfffdd49e, 0xfff46d43, 0xffa50026};

} // namespace

FleetColors::Range FleetColors::range(FleetMetric metric)
{
    switch (metric) {
    case FleetMetric::Utilization:
    case FleetMetric::Memory:
        return {0, 100, QStringLiteral("%"), false};
    case FleetMetric::Temperature:
        return {25, 90, QStringLiteral("°C"), false};
    case FleetMetric::Power:
        return {0, 800, QStringLiteral("W"), false};
    case FleetMetric::Throttling:
        return {0, 3, QString(), true};
    }
    return {};
}

QRgb FleetColors::color(FleetMetric metric, float value)
{
    if (!std::isfinite(value))
        return noData();
    if (metric == FleetMetric::Throttling)
        return kThrottle[std::clamp(int(value), 0, 3)];
    const Range r = range(metric);
    const float f = std::clamp((value - r.min) / (r.max - r.min), 0.0f, 1.0f);
    return rampFor(metric)[std::size_t(std::lround(f * 255.0f))];
}

QRgb FleetColors::hatch(QRgb base)
{
    // Darker and greyer: readable as "the same value, but old".
    const int grey = (qRed(base) * 11 + qGreen(base) * 16 + qBlue(base) * 5) / 32;
    auto mix = [grey](int c) { return (c + grey) / 2 * 6 / 10; };
    return qRgb(mix(qRed(base)), mix(qGreen(base)), mix(qBlue(base)));
}

QString FleetColors::formatValue(FleetMetric metric, float value)
{
    if (!std::isfinite(value))
        return tr("unknown");
    switch (metric) {
    case FleetMetric::Utilization:
    case FleetMetric::Memory:
        return tr("%1 %").arg(QString::number(double(value), 'f', 0));
    case FleetMetric::Temperature:
        return tr("%1 °C").arg(QString::number(double(value), 'f', 0));
    case FleetMetric::Power:
        return tr("%1 W").arg(QString::number(double(value), 'f', 0));
    case FleetMetric::Throttling:
        return throttleText(int(value));
    }
    return {};
}

QString FleetColors::throttleText(int severity)
{
    switch (severity) {
    case 0:
        return tr("not throttled");
    case 1:
        return tr("power capped");
    case 2:
        return tr("thermal");
    default:
        return tr("hardware slowdown");
    }
}

QString FleetColors::throttleReasons(quint64 reasons)
{
    struct Bit
    {
        quint64 bit;
        const char *text;
    };
    static const Bit bits[] = {
        {0x1, QT_TR_NOOP("GPU idle")},
        {0x2, QT_TR_NOOP("application clocks setting")},
        {0x4, QT_TR_NOOP("software power cap")},
        {0x8, QT_TR_NOOP("hardware slowdown")},
        {0x10, QT_TR_NOOP("sync boost")},
        {0x20, QT_TR_NOOP("software thermal slowdown")},
        {0x40, QT_TR_NOOP("hardware thermal slowdown")},
        {0x80, QT_TR_NOOP("power brake")},
        {0x100, QT_TR_NOOP("display clock setting")},
    };
    QStringList out;
    for (const Bit &b : bits) {
        if (reasons & b.bit)
            out << tr(b.text);
    }
    return out.isEmpty() ? tr("none") : out.join(QStringLiteral(", "));
}

} // namespace cg::ui
