// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/sparkline.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace cg::ui {

Sparkline::Sparkline(const QString &name, const QString &unit, QWidget *parent)
    : QWidget(parent), m_name(name), m_unit(unit)
{
    setObjectName(QStringLiteral("Sparkline"));
    setAccessibleName(name);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void Sparkline::addPoint(double value)
{
    m_points.push_back(value);
    if (m_points.size() > std::size_t(capacity()))
        m_points.erase(m_points.begin(), m_points.begin() + std::ptrdiff_t(m_points.size() - capacity()));
    setToolTip(QStringLiteral("%1: %2").arg(m_name, valueText()));
    update();
}

void Sparkline::setPoints(const std::vector<double> &values)
{
    m_points.assign(values.size() > std::size_t(capacity()) ? values.end() - capacity() : values.begin(),
                    values.end());
    setToolTip(QStringLiteral("%1: %2").arg(m_name, valueText()));
    update();
}

int Sparkline::pointCount() const
{
    return int(std::count_if(m_points.begin(), m_points.end(), [](double v) { return std::isfinite(v); }));
}

double Sparkline::last() const
{
    for (auto it = m_points.rbegin(); it != m_points.rend(); ++it) {
        if (std::isfinite(*it))
            return *it;
    }
    return std::nan("");
}

QString Sparkline::valueText() const
{
    const double v = last();
    if (!std::isfinite(v))
        return QStringLiteral("—");
    return QStringLiteral("%1 %2").arg(v, 0, 'f', v < 10 ? 1 : 0).arg(m_unit);
}

QSize Sparkline::sizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(160, fm.height() + 26);
}

QSize Sparkline::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(80, fm.height() + 26);
}

void Sparkline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    const QRect text(0, 0, width(), fm.height());
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QString value = valueText();
    const int valueWidth = fm.horizontalAdvance(value);
    p.drawText(text.adjusted(0, 0, -valueWidth - 6, 0), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(m_name, Qt::ElideRight, std::max(0, width() - valueWidth - 6)));
    p.setPen(palette().color(QPalette::Text));
    p.drawText(text, Qt::AlignRight | Qt::AlignVCenter, value);

    const QRectF plot(1, fm.height() + 3, width() - 2, height() - fm.height() - 5);
    p.setPen(Qt::NoPen);
    QColor back = palette().color(QPalette::Highlight);
    back.setAlpha(28);
    p.setBrush(back);
    p.drawRoundedRect(plot, 3, 3);
    double top = m_fixedMax;
    for (double v : m_points) {
        if (std::isfinite(v))
            top = std::max(top, v);
    }
    if (m_points.empty())
        return;
    if (top <= 0)
        top = 1; // all zeros: a flat line on the floor, not nothing
    const double step = plot.width() / double(capacity() - 1);
    const double x0 = plot.right() - step * double(m_points.size() - 1);
    QPainterPath line;
    bool drawing = false;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const double v = m_points[i];
        if (!std::isfinite(v)) {
            drawing = false;
            continue;
        }
        const QPointF pt(x0 + step * double(i),
                         plot.bottom() - 1 - (plot.height() - 2) * std::min(v, top) / top);
        if (drawing)
            line.lineTo(pt);
        else
            line.moveTo(pt);
        drawing = true;
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(palette().color(QPalette::Highlight), 1.6));
    p.drawPath(line);
}

} // namespace cg::ui
