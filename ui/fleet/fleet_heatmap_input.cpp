// SPDX-License-Identifier: GPL-3.0-or-later
// The heatmap's interaction: hit-testing, the current cell, mouse, keyboard and tooltips.
#include "fleet/fleet_heatmap.h"

#include "fleet/fleet_colors.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace cg::ui {

namespace {

QString formatBytes(double b)
{
    return QLocale().formattedDataSize(qint64(b), 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

int FleetHeatmap::positionOf(const QString &nodeId) const
{
    if (nodeId.isEmpty())
        return -1;
    for (std::size_t p = 0; p < m_order.size(); ++p) {
        if (m_snap.nodes[std::size_t(m_order[p])].id == nodeId)
            return int(p);
    }
    return -1;
}

QStringList FleetHeatmap::visibleNodeIds() const
{
    QStringList out;
    out.reserve(qsizetype(m_order.size()));
    for (int i : m_order)
        out.append(m_snap.nodes[std::size_t(i)].id);
    return out;
}

QRect FleetHeatmap::cellRect(const QString &nodeId, int gpuSlot) const
{
    const int p = positionOf(nodeId);
    if (p < 0 || gpuSlot < 0 || gpuSlot >= m_layout.gpus)
        return {};
    return cellRectAt(p, gpuSlot);
}

bool FleetHeatmap::cellAt(const QPoint &pos, QString *nodeId, int *gpuSlot) const
{
    const Layout &l = m_layout;
    const int x = pos.x() - kMargin;
    if (x < 0 || l.tileWidth <= 0 || l.rowHeight <= 0)
        return false;
    // The group whose lines hold the point: its band and the gap before the next group hold no cell.
    const int contentY = pos.y() + verticalScrollBar()->value();
    const auto section = std::find_if(m_sections.cbegin(), m_sections.cend(), [&](const Section &s) {
        return contentY >= s.linesTop && contentY < s.linesTop + s.lines * l.rowHeight;
    });
    if (section == m_sections.cend())
        return false;
    const int y = contentY - section->linesTop;
    const int line = y / l.rowHeight;
    const int col = x / l.tileWidth;
    if (col >= l.perLine || y - line * l.rowHeight >= m_cell)
        return false;
    const int local = line * l.perLine + col;
    if (local >= section->count)
        return false;
    const int p = section->first + local;
    const int inTile = x - col * l.tileWidth;
    int gpu = 0; // a click on the name means the node's first GPU
    if (inTile >= l.labelWidth) {
        gpu = (inTile - l.labelWidth) / l.pitch;
        if (gpu >= l.gpus || (inTile - l.labelWidth) % l.pitch >= m_cell)
            return false;
    }
    if (nodeId)
        *nodeId = m_snap.nodes[std::size_t(m_order[std::size_t(p)])].id;
    if (gpuSlot)
        *gpuSlot = gpu;
    return true;
}

QString FleetHeatmap::currentNodeId() const
{
    return m_curNode;
}

void FleetHeatmap::setCurrent(const QString &nodeId, int gpuSlot)
{
    const int p = positionOf(nodeId);
    if (p >= 0)
        moveCurrent(p, gpuSlot);
}

void FleetHeatmap::moveCurrent(int position, int gpu)
{
    if (m_order.empty())
        return;
    position = std::clamp(position, 0, int(m_order.size()) - 1);
    const NodeSnapshot &n = m_snap.nodes[std::size_t(m_order[std::size_t(position)])];
    gpu = std::clamp(gpu, 0, std::max(0, std::max(n.gpuCount, 1) - 1));
    const int old = positionOf(m_curNode);
    if (old >= 0)
        viewport()->update(cellRectAt(old, m_curGpu).adjusted(-3, -3, 3, 3));
    m_curNode = n.id;
    m_curGpu = gpu;
    ensureVisible(position);
    viewport()->update(cellRectAt(position, gpu).adjusted(-3, -3, 3, 3));
    emit currentChanged(m_curNode, m_curGpu);
}

void FleetHeatmap::ensureVisible(int position)
{
    if (position < 0)
        return;
    const QRect t = tileRect(position);
    // A group's first line comes into sight with its band.
    const Section &s = m_sections[std::size_t(sectionIndex(position))];
    const int top = position - s.first < m_layout.perLine ? s.top : t.top();
    QScrollBar *vs = verticalScrollBar();
    if (top - kMargin < vs->value())
        vs->setValue(top - kMargin);
    else if (t.bottom() + kMargin > vs->value() + viewport()->height())
        vs->setValue(t.bottom() + kMargin - viewport()->height());
}

void FleetHeatmap::mousePressEvent(QMouseEvent *event)
{
    QString node;
    int gpu = 0;
    if (event->button() == Qt::LeftButton && cellAt(event->position().toPoint(), &node, &gpu)) {
        setFocus(Qt::MouseFocusReason);
        moveCurrent(positionOf(node), gpu);
        emit cellActivated(node, gpu);
        return;
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void FleetHeatmap::keyPressEvent(QKeyEvent *event)
{
    if (m_order.empty()) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    int p = std::max(0, positionOf(m_curNode));
    int g = m_curGpu;
    const int pageLines = std::max(1, viewport()->height() / std::max(1, m_layout.rowHeight) - 1);
    switch (event->key()) {
    case Qt::Key_Left:
        if (g > 0) {
            --g;
        } else if (p > 0) {
            --p;
            g = m_layout.gpus - 1;
        }
        break;
    case Qt::Key_Right: {
        const int count = m_snap.nodes[std::size_t(m_order[std::size_t(p)])].gpuCount;
        if (g + 1 < count) {
            ++g;
        } else if (p + 1 < int(m_order.size())) {
            ++p;
            g = 0;
        }
        break;
    }
    // Up and down keep the column, from one group's lines to the next.
    case Qt::Key_Up:
        p = stepLine(p, -1);
        break;
    case Qt::Key_Down:
        p = stepLine(p, 1);
        break;
    case Qt::Key_PageUp:
        p = stepLine(p, -pageLines);
        break;
    case Qt::Key_PageDown:
        p = stepLine(p, pageLines);
        break;
    case Qt::Key_Home:
        p = 0;
        g = 0;
        break;
    case Qt::Key_End:
        p = int(m_order.size()) - 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        moveCurrent(p, g);
        emit cellActivated(m_curNode, m_curGpu);
        return;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    moveCurrent(p, g);
}

void FleetHeatmap::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->angleDelta().y() > 0)
            zoomIn();
        else if (event->angleDelta().y() < 0)
            zoomOut();
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

bool FleetHeatmap::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QString node;
        int gpu = 0;
        if (cellAt(help->pos(), &node, &gpu)) {
            const int p = positionOf(node);
            QToolTip::showText(help->globalPos(), toolTipFor(p, gpu), viewport(), cellRectAt(p, gpu));
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QString FleetHeatmap::toolTipFor(int position, int gpu) const
{
    const NodeSnapshot &n = m_snap.nodes[std::size_t(m_order[std::size_t(position)])];
    QString text = QStringLiteral("<b>%1</b>").arg(n.name.toHtmlEscaped());
    if (!n.hostName.isEmpty() && n.hostName != n.name)
        text += QStringLiteral(" (%1)").arg(n.hostName.toHtmlEscaped());
    text += QStringLiteral("<br>") + tr("Status: %1").arg(FleetStore::statusText(n.status));
    if (!n.reason.isEmpty())
        text += QStringLiteral(" — ") + n.reason.toHtmlEscaped();
    if (gpu < n.gpuCount) {
        const GpuLatest &g = m_snap.gpus[std::size_t(n.gpuFirst + gpu)];
        text += QStringLiteral("<br><b>") + tr("GPU %1").arg(g.index) + QStringLiteral("</b>");
        if (n.status != NodeStatus::Live)
            text += QStringLiteral(" ") + tr("(last known values)");
        text += QStringLiteral("<br>") +
                tr("Utilization: %1").arg(FleetColors::formatValue(FleetMetric::Utilization, g.utilization));
        if (g.memTotalBytes > 0)
            text += QStringLiteral("<br>") +
                    tr("Memory: %1 of %2 (%3)")
                        .arg(formatBytes(double(g.memUsedBytes)), formatBytes(double(g.memTotalBytes)),
                             FleetColors::formatValue(FleetMetric::Memory, g.memUsedPercent));
        text += QStringLiteral("<br>") +
                tr("Temperature: %1").arg(FleetColors::formatValue(FleetMetric::Temperature, g.temperatureC));
        text += QStringLiteral("<br>") +
                tr("Power: %1").arg(FleetColors::formatValue(FleetMetric::Power, g.powerW));
        if (std::isfinite(g.powerLimitW))
            text += QStringLiteral(" ") +
                    tr("(limit %1)").arg(FleetColors::formatValue(FleetMetric::Power, g.powerLimitW));
        text += QStringLiteral("<br>") +
                tr("Throttling: %1").arg(FleetColors::throttleReasons(g.throttleReasons));
    } else if (n.gpuCount == 0) {
        text += QStringLiteral("<br>") + tr("No GPU reported");
    }
    if (std::isfinite(n.link.rttMs))
        text += QStringLiteral("<br>") +
                tr("Link: RTT %1 ms, jitter %2 ms")
                    .arg(QString::number(n.link.rttMs, 'f', 1), std::isfinite(n.link.jitterMs)
                                                                    ? QString::number(n.link.jitterMs, 'f', 1)
                                                                    : QStringLiteral("–"));
    text +=
        QStringLiteral("<br><i>") + tr("Click or press Enter for the node's charts") + QStringLiteral("</i>");
    return text;
}

} // namespace cg::ui
