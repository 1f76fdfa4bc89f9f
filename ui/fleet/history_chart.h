// SPDX-License-Identifier: GPL-3.0-or-later
// A small history chart for the node detail: a few lines over the node's recent history, broken where
// the store recorded a gap (never bridged), with the gaps shaded and explained in a tooltip.
#pragma once

#include "agent/fleet_store.h"
#include "charts/units.h"

#include <QColor>
#include <QList>
#include <QWidget>

#include <vector>

namespace cg::ui {

class HistoryChart : public QWidget
{
    Q_OBJECT

public:
    struct Line
    {
        QString label;
        HistorySeries data;
        QColor color;
        bool emphasized = false; // the GPU that was clicked
    };

    HistoryChart(const QString &title, Unit unit, QWidget *parent = nullptr);

    // Percentages have a fixed range; others scale to what is shown.
    void setFixedMaximum(double max) { m_fixedMax = max; }
    // For values Units has no scale for (milliseconds).
    void setUnitLabel(const QString &label) { m_unitLabel = label; }
    // Shown before the line labels ("GPU", then "0 1 2 ...").
    void setLegendTitle(const QString &title) { m_legendTitle = title; }
    void setLines(QList<Line> lines);
    void setGaps(const QList<GapRecord> &gaps);
    // Changes to line the lines up with (audit events), drawn on the time axis with a tooltip.
    struct Mark
    {
        qint64 tMs = 0;
        QString text;
    };
    void setMarks(const QList<Mark> &marks);
    int markCount() const { return int(m_marks.size()); }
    // The tooltip at a point of the widget (a gap's or a mark's), empty where there is none.
    QString toolTipAt(const QPoint &pos) const;
    // The time span shown (agent clock, Unix ms).
    void setWindow(qint64 fromMs, qint64 toMs);

    QString title() const { return m_title; }
    int lineCount() const { return int(m_lines.size()); }
    qint64 windowFromMs() const { return m_fromMs; }
    qint64 windowToMs() const { return m_toMs; }
    // Unbroken runs of a line: one more than the gaps (and unknown values) inside what is stored.
    int segmentCount(int line) const;
    QSize sizeHint() const override { return QSize(360, 180); }
    QSize minimumSizeHint() const override { return QSize(200, 120); }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Segment
    {
        int first = 0;
        int last = 0; // inclusive
    };
    QRect plotRect() const;
    double xOf(qint64 t, const QRect &plot) const;

    QString m_title;
    Unit m_unit;
    QString m_unitLabel;
    QString m_legendTitle;
    double m_fixedMax = 0;
    QList<Line> m_lines;
    std::vector<std::vector<Segment>> m_segments;
    QList<GapRecord> m_gaps;
    QList<Mark> m_marks;
    qint64 m_fromMs = 0;
    qint64 m_toMs = 0;
};

} // namespace cg::ui
