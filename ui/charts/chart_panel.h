// SPDX-License-Identifier: GPL-3.0-or-later
// One live chart: a few series of one target over a fixed relative-time axis, redrawn from the
// telemetry store with per-pixel decimation (never point-by-point appends).
#pragma once

#include "charts/units.h"

#include <QChartView>
#include <QList>
#include <QPointF>

class QLineSeries;
class QValueAxis;

namespace cg {
class TelemetryStore;
}

namespace cg::ui {

class ChartPanel : public QChartView
{
    Q_OBJECT

public:
    ChartPanel(const QString &title, Unit unit, QWidget *parent = nullptr);

    // Percentages and similar have a fixed range; others scale to what is visible.
    void setFixedMaximum(double max) { m_fixedMax = max; }
    void addSeries(const QString &target, const QString &metric, const QString &label);
    // Off draws every stored point; only the benchmark that measures what decimation saves wants that.
    void setDecimation(bool on) { m_decimate = on; }

    // Redraws from the store. `nowMs` is the right edge, `windowMs` the visible span.
    void refresh(const TelemetryStore &store, qint64 nowMs, qint64 windowMs);

    QString title() const { return m_title; }
    // The title as the chart shows it, with the unit of its values ("TCP retransmits (k/s)").
    QString shownTitle() const;
    // Points currently drawn over all series (tests and the status bar use it).
    int pointsShown() const { return m_pointsShown; }
    QList<QPointF> pointsOf(int seriesIndex) const;
    QString seriesName(int seriesIndex) const; // as the legend shows it, with the newest value
    int seriesCount() const { return int(m_series.size()); }

signals:
    void zoomRequested(int steps); // positive: zoom in

protected:
    void wheelEvent(QWheelEvent *event) override;

private:
    void showUnit(const QString &unit);

    struct Line
    {
        QString target;
        QString metric;
        QString label;
        int id = -1;
        QLineSeries *series = nullptr;
    };

    QString m_title;
    Unit m_unit;
    double m_fixedMax = 0;
    QValueAxis *m_x = nullptr;
    QValueAxis *m_y = nullptr;
    std::vector<Line> m_series;
    QList<QPointF> m_scratch;
    qint64 m_lastWindowMs = 0;
    int m_pointsShown = 0;
    bool m_decimate = true;
    int m_wheelAccum = 0;
};

} // namespace cg::ui
