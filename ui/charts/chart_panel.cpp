// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart_panel.h"

#include "agent/telemetry_store.h"

#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>
#include <QWheelEvent>

namespace cg::ui {

ChartPanel::ChartPanel(const QString &title, Unit unit, QWidget *parent)
    : QChartView(parent), m_title(title), m_unit(unit)
{
    auto *chart = new QChart;
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    m_x = new QValueAxis(chart);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("seconds"));
    m_y = new QValueAxis(chart);
    m_y->setLabelFormat(QStringLiteral("%.3g"));
    m_y->setRange(0, 1);
    // The unit goes into the chart's title, upright: the axis' own title is drawn turned by 90 degrees,
    // where a unit that mixes fonts ("/秒": the slash from the Latin font, the rest from a CJK fallback)
    // lands its glyphs on each other and, in a narrow chart, on the tick labels.
    m_y->setTitleVisible(false);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    setChart(chart);
    showUnit(Units::scaleFor(unit, 0).label);
    setRenderHint(QPainter::Antialiasing, false);
    setMinimumHeight(180);
}

QString ChartPanel::shownTitle() const
{
    return chart()->title();
}

void ChartPanel::addSeries(const QString &target, const QString &metric, const QString &label)
{
    auto *s = new QLineSeries(chart());
    s->setName(label);

    // OpenGL would be faster for huge series, but decimation keeps ours at ~4 points per pixel.
    chart()->addSeries(s);
    QPen pen = s->pen(); // the theme's colour is assigned by addSeries()
    pen.setWidthF(2.0);
    s->setPen(pen);
    s->attachAxis(m_x);
    s->attachAxis(m_y);
    m_series.push_back(Line{target, metric, label, -1, s});
}

QList<QPointF> ChartPanel::pointsOf(int i) const
{
    if (i < 0 || i >= int(m_series.size()))
        return {};
    return m_series[std::size_t(i)].series->points();
}

QString ChartPanel::seriesName(int i) const
{
    return i >= 0 && i < int(m_series.size()) ? m_series[std::size_t(i)].series->name() : QString();
}

void ChartPanel::refresh(const TelemetryStore &store, qint64 nowMs, qint64 windowMs)
{
    const int columns = std::max(16, int(chart()->plotArea().width()));
    DecimationWindow w{nowMs - windowMs, nowMs, columns, nowMs};
    if (windowMs != m_lastWindowMs) {
        m_x->setRange(-double(windowMs) / 1000.0, 0);
        m_x->setTickCount(windowMs >= 600000 ? 7 : 6);
        m_lastWindowMs = windowMs;
    }

    // Read every series first so the unit scale fits the largest of them.
    ValueRange all;
    std::vector<QList<QPointF>> points(m_series.size());
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        Line &line = m_series[i];
        if (line.id < 0)
            line.id = store.seriesId(line.target, line.metric);
        if (line.id < 0)
            continue;
        const ValueRange r = store.read(line.id, w, points[i], m_decimate);
        if (r.valid) {
            all.include(r.min);
            all.include(r.max);
        }
    }

    const double maxSeen = all.valid ? all.max : 0.0;
    const AxisScale scale = Units::scaleFor(m_unit, m_fixedMax > 0 ? m_fixedMax : maxSeen);
    m_pointsShown = 0;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QList<QPointF> &pts = points[i];
        if (scale.divisor != 1) {
            for (QPointF &p : pts)
                p.setY(p.y() / scale.divisor);
        }
        m_pointsShown += int(pts.size());
        Line &line = m_series[i];
        line.series->replace(pts);
        // The legend carries the newest value, so a fresh chart says something before its line grows.
        const QString name =
            pts.isEmpty()
                ? line.label
                : tr("%1: %2 %3")
                      .arg(line.label, QLocale().toString(pts.last().y(), 'f', pts.last().y() < 10 ? 1 : 0),
                           scale.label);
        if (line.series->name() != name)
            line.series->setName(name);
    }
    const double top = m_fixedMax > 0 ? m_fixedMax : Units::niceCeiling(maxSeen / scale.divisor * 1.1);
    const double bottom = (all.valid && all.min < 0) ? -Units::niceCeiling(-all.min / scale.divisor) : 0.0;
    if (m_y->max() != top || m_y->min() != bottom)
        m_y->setRange(bottom, top);
    showUnit(scale.label);
}

void ChartPanel::showUnit(const QString &unit)
{
    const QString title =
        unit.isEmpty() ? m_title
                       : tr("%1 (%2)", "a chart's title and the unit of its values").arg(m_title, unit);
    if (chart()->title() != title)
        chart()->setTitle(title);
}

void ChartPanel::wheelEvent(QWheelEvent *event)
{
    // Touchpads and high-resolution wheels send small deltas: add them up to whole notches.
    m_wheelAccum += event->angleDelta().y();
    const int steps = m_wheelAccum / 120;
    m_wheelAccum -= steps * 120;
    event->accept();
    if (steps != 0)
        emit zoomRequested(steps);
}

} // namespace cg::ui
