// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/history_chart.h"

#include <QDateTime>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace cg::ui {

HistoryChart::HistoryChart(const QString &title, Unit unit, QWidget *parent)
    : QWidget(parent), m_title(title), m_unit(unit)
{
    setAccessibleName(title);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HistoryChart::setLines(QList<Line> lines)
{
    m_lines = std::move(lines);
    m_segments.assign(std::size_t(m_lines.size()), {});
    for (qsizetype l = 0; l < m_lines.size(); ++l) {
        const HistorySeries &h = m_lines[l].data;
        auto &segs = m_segments[std::size_t(l)];
        int start = -1;
        for (int i = 0; i < int(h.tMs.size()); ++i) {
            const bool known = std::isfinite(h.values[std::size_t(i)]);
            if (start >= 0 && (!known || h.breakBefore[std::size_t(i)])) {
                segs.push_back({start, i - 1});
                start = -1;
            }
            if (known && start < 0)
                start = i;
        }
        if (start >= 0)
            segs.push_back({start, int(h.tMs.size()) - 1});
    }
    update();
}

void HistoryChart::setGaps(const QList<GapRecord> &gaps)
{
    m_gaps = gaps;
    update();
}

void HistoryChart::setMarks(const QList<Mark> &marks)
{
    m_marks = marks;
    update();
}

void HistoryChart::setWindow(qint64 fromMs, qint64 toMs)
{
    m_fromMs = fromMs;
    m_toMs = std::max(toMs, fromMs + 1000);
    update();
}

int HistoryChart::segmentCount(int line) const
{
    return line >= 0 && line < int(m_segments.size()) ? int(m_segments[std::size_t(line)].size()) : 0;
}

QRect HistoryChart::plotRect() const
{
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("000.0 MB/s")) + 6;
    const int top = fm.height() * 2 + 6 + fm.height() / 2; // the top axis label stays clear of the legend
    return QRect(left, top, std::max(10, width() - left - 8), std::max(10, height() - top - fm.height() - 6));
}

double HistoryChart::xOf(qint64 t, const QRect &plot) const
{
    return plot.left() + double(t - m_fromMs) / double(m_toMs - m_fromMs) * plot.width();
}

void HistoryChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetrics fm = fontMetrics();
    const QRect plot = plotRect();
    p.fillRect(rect(), palette().color(QPalette::Base));

    // The y range of what is in the window.
    double maxV = 0;
    for (const Line &line : std::as_const(m_lines)) {
        for (std::size_t i = 0; i < line.data.tMs.size(); ++i) {
            const float v = line.data.values[i];
            if (std::isfinite(v) && line.data.tMs[i] >= m_fromMs)
                maxV = std::max(maxV, double(v));
        }
    }
    const AxisScale scale = Units::scaleFor(m_unit, maxV);
    const QString unit = m_unitLabel.isEmpty() ? scale.label : m_unitLabel;
    // Some headroom: a flat line at its maximum must not hide in the frame.
    const double top =
        m_fixedMax > 0 ? m_fixedMax : Units::niceCeiling(maxV * 1.1 / scale.divisor) * scale.divisor;

    // Title and legend.
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(4, 2, width() - 8, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    p.setFont(font());
    int lx = 4;
    if (!m_legendTitle.isEmpty()) {
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(lx, fm.height() + 4, fm.horizontalAdvance(m_legendTitle) + 2, fm.height()),
                   Qt::AlignVCenter, m_legendTitle);
        lx += fm.horizontalAdvance(m_legendTitle) + 8;
    }
    for (const Line &line : std::as_const(m_lines)) {
        const int w = fm.horizontalAdvance(line.label);
        if (lx + w + 16 > width())
            break;
        p.fillRect(QRect(lx, fm.height() + 4 + fm.height() / 2 - 2, 10, line.emphasized ? 4 : 2), line.color);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(lx + 13, fm.height() + 4, w + 2, fm.height()), Qt::AlignVCenter, line.label);
        lx += w + 20;
    }

    // Axes and grid.
    p.setPen(QPen(palette().color(QPalette::Mid), 0));
    p.drawRect(plot);
    for (int i = 0; i <= 2; ++i) {
        const double v = top * i / 2;
        const int y = plot.bottom() - int(plot.height() * i / 2);
        p.setPen(QPen(palette().color(QPalette::Midlight), 0, Qt::DotLine));
        p.drawLine(plot.left(), y, plot.right(), y);
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QString label = QStringLiteral("%1 %2").arg(QString::number(v / scale.divisor, 'g', 4), unit);
        p.drawText(QRect(0, y - fm.height() / 2, plot.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, label.trimmed());
    }
    const qint64 spanS = (m_toMs - m_fromMs) / 1000;
    const QString span = spanS >= 2 * 86400  ? tr("−%1 d").arg(spanS / 86400)
                         : spanS >= 2 * 3600 ? tr("−%1 h").arg(spanS / 3600)
                         : spanS >= 120      ? tr("−%1 min").arg(spanS / 60)
                                             : tr("−%1 s").arg(spanS);
    p.drawText(QRect(plot.left(), plot.bottom() + 2, plot.width(), fm.height()), Qt::AlignLeft | Qt::AlignTop,
               span);
    p.drawText(QRect(plot.left(), plot.bottom() + 2, plot.width(), fm.height()),
               Qt::AlignRight | Qt::AlignTop, tr("now"));

    // Gaps: shaded, never bridged.
    p.save();
    p.setClipRect(plot);
    for (const GapRecord &g : std::as_const(m_gaps)) {
        if (g.toMs < m_fromMs || g.fromMs > m_toMs)
            continue;
        const double x0 = xOf(g.fromMs, plot);
        const double x1 = std::max(x0 + 2, xOf(g.toMs, plot));
        const QRectF band(x0, plot.top(), x1 - x0, plot.height());
        p.fillRect(band, QColor(128, 128, 128, 40));
        p.fillRect(band, QBrush(QColor(128, 128, 128, 90), Qt::BDiagPattern));
    }

    auto yOf = [&](float v) {
        return plot.bottom() - std::clamp(double(v) / top, 0.0, 1.05) * plot.height();
    };
    for (qsizetype l = 0; l < m_lines.size(); ++l) {
        const Line &line = m_lines[l];
        p.setPen(QPen(line.color, line.emphasized ? 2.2 : 1.2));
        p.setBrush(line.color);
        for (const Segment &s : m_segments[std::size_t(l)]) {
            if (line.data.tMs[std::size_t(s.last)] < m_fromMs)
                continue;
            if (s.first == s.last) { // a lone point between gaps stays visible
                p.drawEllipse(QPointF(xOf(line.data.tMs[std::size_t(s.first)], plot),
                                      yOf(line.data.values[std::size_t(s.first)])),
                              1.5, 1.5);
                continue;
            }
            QPainterPath path;
            for (int i = s.first; i <= s.last; ++i) {
                const QPointF pt(xOf(line.data.tMs[std::size_t(i)], plot),
                                 yOf(line.data.values[std::size_t(i)]));
                if (i == s.first)
                    path.moveTo(pt);
                else
                    path.lineTo(pt);
            }
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
            p.setBrush(line.color);
        }
    }
    p.restore();
    // Audit events: a dashed line across the plot and a marker on the time axis.
    const QColor markColor(0x8e, 0x44, 0xad);
    for (const Mark &m : std::as_const(m_marks)) {
        if (m.tMs < m_fromMs || m.tMs > m_toMs)
            continue;
        const double x = xOf(m.tMs, plot);
        p.setPen(QPen(markColor, 1.2, Qt::DashLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(Qt::NoPen);
        p.setBrush(markColor);
        const QPointF tip(x, plot.bottom());
        p.drawPolygon(QPolygonF({tip, tip + QPointF(-5, 7), tip + QPointF(5, 7)}));
    }
    if (m_lines.isEmpty() ||
        std::all_of(m_segments.begin(), m_segments.end(), [](const auto &s) { return s.empty(); })) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(plot, Qt::AlignCenter, tr("no data"));
    }
}

QString HistoryChart::toolTipAt(const QPoint &pos) const
{
    const QRect plot = plotRect();
    // A mark first: it is what a person points at to see what changed.
    QStringList marks;
    for (const Mark &m : std::as_const(m_marks)) {
        const double x = xOf(m.tMs, plot);
        if (m.tMs >= m_fromMs && m.tMs <= m_toMs && std::abs(pos.x() - x) <= 4 && pos.y() >= plot.top() &&
            pos.y() <= plot.bottom() + 8)
            marks << m.text;
    }
    if (!marks.isEmpty())
        return marks.join(QLatin1Char('\n'));
    for (const GapRecord &g : std::as_const(m_gaps)) {
        const double x0 = xOf(g.fromMs, plot);
        const double x1 = std::max(x0 + 2, xOf(g.toMs, plot));
        if (pos.x() >= x0 - 2 && pos.x() <= x1 + 2 && plot.contains(pos)) {
            QString text =
                tr("No data from %1 to %2: %3")
                    .arg(QDateTime::fromMSecsSinceEpoch(g.fromMs).toString(QStringLiteral("HH:mm:ss")),
                         QDateTime::fromMSecsSinceEpoch(g.toMs).toString(QStringLiteral("HH:mm:ss")),
                         FleetStore::gapReasonText(g.reason));
            if (g.missedSamples > 0)
                text += QStringLiteral(" ") + tr("(%n sample(s) missed)", nullptr, int(g.missedSamples));
            return text;
        }
    }
    return {};
}

bool HistoryChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const QString text = toolTipAt(help->pos()); !text.isEmpty()) {
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace cg::ui
