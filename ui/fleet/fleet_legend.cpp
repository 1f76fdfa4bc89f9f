// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_legend.h"

#include "fleet/fleet_colors.h"

#include <QPainter>

namespace cg::ui {

namespace {

void swatch(QPainter &p, const QRect &r, QRgb color, bool hatched)
{
    p.fillRect(r, QColor(color));
    if (hatched) {
        p.save();
        p.setClipRect(r);
        p.setPen(QColor(FleetColors::hatch(color)));
        for (int d = -r.height(); d < r.width(); d += 4)
            p.drawLine(r.left() + d, r.bottom(), r.left() + d + r.height(), r.top());
        p.restore();
    }
    p.setPen(QColor(0, 0, 0, 60));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(0, 0, -1, -1));
}

} // namespace

FleetLegend::FleetLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("FleetLegend"));
    setAccessibleName(tr("Heatmap legend"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void FleetLegend::setMetric(FleetMetric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    update();
}

QSize FleetLegend::sizeHint() const
{
    return QSize(600, fontMetrics().height() + 12);
}

void FleetLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setClipping(false);
    const QFontMetrics fm = fontMetrics();
    const int h = fm.height();
    const int y = (height() - h) / 2;
    int x = 4;
    p.setPen(palette().color(QPalette::WindowText));
    auto text = [&](const QString &t) {
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(x, y, fm.horizontalAdvance(t) + 2, h), Qt::AlignVCenter | Qt::AlignLeft, t);
        x += fm.horizontalAdvance(t) + 8;
    };
    const FleetColors::Range r = FleetColors::range(m_metric);
    text(FleetStore::metricText(m_metric) + QLatin1Char(':'));
    if (r.categorical) {
        for (int s = 0; s <= 3; ++s) {
            swatch(p, QRect(x, y + 2, h - 4, h - 4), FleetColors::color(m_metric, float(s)), false);
            x += h;
            text(FleetColors::throttleText(s));
        }
    } else {
        text(FleetColors::formatValue(m_metric, r.min));
        const int w = 160;
        for (int i = 0; i < w; ++i) {
            const float v = r.min + (r.max - r.min) * float(i) / float(w - 1);
            p.fillRect(QRect(x + i, y + 2, 1, h - 4), QColor(FleetColors::color(m_metric, v)));
        }
        x += w + 6;
        text(FleetColors::formatValue(m_metric, r.max));
    }
    x += 12;
    swatch(p, QRect(x, y + 2, h - 4, h - 4), FleetColors::color(m_metric, r.min + (r.max - r.min) / 2), true);
    x += h;
    text(tr("stale (last values)"));
    swatch(p, QRect(x, y + 2, h - 4, h - 4), FleetColors::unreachable(), false);
    x += h;
    text(tr("unreachable"));
    swatch(p, QRect(x, y + 2, h - 4, h - 4), FleetColors::noData(), false);
    x += h;
    text(tr("no data"));
}

} // namespace cg::ui
