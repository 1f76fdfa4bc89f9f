// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_heatmap.h"

#include "fleet/fleet_colors.h"

#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cg::ui {

namespace {

constexpr int kLabelMinCell = 12;

// A cell's key: its colour in the low 24 bits, how it is drawn in the top 8.
enum Pattern : quint32 { Solid = 0, Hatched = 1, Absent = 2 };
constexpr quint32 key(Pattern p, QRgb c)
{
    return (quint32(p) << 24) | (c & 0xffffffu);
}
Pattern patternOf(quint32 k)
{
    return Pattern(k >> 24);
}
QRgb colorOf(quint32 k)
{
    return 0xff000000u | (k & 0xffffffu);
}

int statusRank(NodeStatus s)
{
    switch (s) {
    case NodeStatus::Unreachable:
        return 0;
    case NodeStatus::Stale:
        return 1;
    case NodeStatus::Pending:
        return 2;
    case NodeStatus::Live:
        return 3;
    }
    return 4;
}

// Runs of digits compare as numbers, the rest case-insensitively: "gpu-2" < "gpu-10" < "GPU-11".
// (QCollator's numeric mode is not available with every collation backend.)
int naturalCompare(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ie = i, je = j;
            while (ie < a.size() && a[ie].isDigit())
                ++ie;
            while (je < b.size() && b[je].isDigit())
                ++je;
            // Compare without leading zeros: by length, then digit by digit.
            qsizetype is = i, js = j;
            while (is + 1 < ie && a[is] == QLatin1Char('0'))
                ++is;
            while (js + 1 < je && b[js] == QLatin1Char('0'))
                ++js;
            if (ie - is != je - js)
                return ie - is < je - js ? -1 : 1;
            if (const int c = QStringView(a).sliced(is, ie - is).compare(QStringView(b).sliced(js, je - js)))
                return c;
            i = ie;
            j = je;
            continue;
        }
        const QChar ca = a[i].toCaseFolded();
        const QChar cb = b[j].toCaseFolded();
        if (ca != cb)
            return ca < cb ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return a.compare(b); // equal but for case or zeros: still a total order
}

} // namespace

FleetHeatmap::FleetHeatmap(QWidget *parent) : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("FleetHeatmap"));
    setAccessibleName(tr("Fleet heatmap"));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setMouseTracking(false);
    relayout();
}

FleetHeatmap::~FleetHeatmap() = default;

void FleetHeatmap::swapSnapshot(FleetSnapshot &snapshot)
{
    std::swap(m_snap, snapshot);
    bool sameNodes =
        m_snap.nodes.size() == snapshot.nodes.size() && m_snap.maxGpusPerNode == snapshot.maxGpusPerNode;
    for (std::size_t i = 0; sameNodes && i < m_snap.nodes.size(); ++i)
        sameNodes =
            m_snap.nodes[i].id == snapshot.nodes[i].id && m_snap.nodes[i].name == snapshot.nodes[i].name;
    const std::vector<int> before = m_order;
    if (!sameNodes)
        rebuildRanks();
    const bool regrouped = rebuildOrder();
    if (!sameNodes || regrouped || before != m_order) {
        relayout();
        recolor(true);
    } else {
        recolor(false);
    }
}

void FleetHeatmap::setMetric(FleetMetric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    if (m_sort == SortKey::Metric && rebuildOrder())
        relayout();
    recolor(true);
}

void FleetHeatmap::setSortKey(SortKey key)
{
    if (key == m_sort)
        return;
    m_sort = key;
    if (rebuildOrder())
        relayout();
    recolor(true);
}

void FleetHeatmap::setTextFilter(const QString &text)
{
    if (text == m_textFilter)
        return;
    m_textFilter = text;
    rebuildOrder();
    relayout();
    recolor(true);
}

void FleetHeatmap::setStatusFilter(StatusFilter filter)
{
    if (filter == m_statusFilter)
        return;
    m_statusFilter = filter;
    rebuildOrder();
    relayout();
    recolor(true);
}

void FleetHeatmap::setAutoFit(bool fit)
{
    if (fit == m_autoFit)
        return;
    m_autoFit = fit;
    if (fit) {
        const int before = m_cell;
        relayout();
        recolor(true);
        if (m_cell != before)
            emit cellSizeChanged(m_cell);
    }
}

void FleetHeatmap::setCellSize(int pixels)
{
    pixels = std::clamp(pixels, kMinCell, kMaxCell);
    if (pixels == m_cell)
        return;
    m_autoFit = false;
    m_cell = pixels;
    relayout();
    recolor(true);
    ensureVisible(positionOf(m_curNode));
    emit cellSizeChanged(m_cell);
}

void FleetHeatmap::zoomIn()
{
    setCellSize(m_cell + std::max(1, m_cell / 4)); // the user's size from now on
}

void FleetHeatmap::zoomOut()
{
    setCellSize(m_cell - std::max(1, m_cell / 5));
}

bool FleetHeatmap::rebuildOrder()
{
    const auto &nodes = m_snap.nodes;
    m_order.clear();
    m_order.reserve(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const NodeSnapshot &n = nodes[i];
        bool keep = true;
        switch (m_statusFilter) {
        case StatusFilter::All:
            break;
        case StatusFilter::Live:
            keep = n.status == NodeStatus::Live;
            break;
        case StatusFilter::Stale:
            keep = n.status == NodeStatus::Stale;
            break;
        case StatusFilter::Unreachable:
            keep = n.status == NodeStatus::Unreachable;
            break;
        case StatusFilter::Problems:
            keep = n.status != NodeStatus::Live;
            break;
        }
        if (keep && !m_textFilter.isEmpty())
            keep = n.name.contains(m_textFilter, Qt::CaseInsensitive) ||
                   n.hostName.contains(m_textFilter, Qt::CaseInsensitive);
        if (keep)
            m_order.push_back(int(i));
    }
    if (m_rank.size() != nodes.size())
        rebuildRanks();
    const std::vector<int> &rank = m_rank;
    switch (m_sort) {
    case SortKey::Name:
        std::sort(m_order.begin(), m_order.end(),
                  [&](int a, int b) { return rank[std::size_t(a)] < rank[std::size_t(b)]; });
        break;
    case SortKey::Status:
        std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {
            const int sa = statusRank(nodes[std::size_t(a)].status);
            const int sb = statusRank(nodes[std::size_t(b)].status);
            return sa != sb ? sa < sb : rank[std::size_t(a)] < rank[std::size_t(b)];
        });
        break;
    case SortKey::Metric: {
        std::vector<float> top(nodes.size(), -std::numeric_limits<float>::infinity());
        for (int i : m_order) {
            const NodeSnapshot &n = nodes[std::size_t(i)];
            for (int g = 0; g < n.gpuCount; ++g) {
                const float v = FleetStore::metricValue(m_snap.gpus[std::size_t(n.gpuFirst + g)], m_metric);
                if (std::isfinite(v))
                    top[std::size_t(i)] = std::max(top[std::size_t(i)], v);
            }
        }
        std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {
            const float va = top[std::size_t(a)];
            const float vb = top[std::size_t(b)];
            return va != vb ? va > vb : rank[std::size_t(a)] < rank[std::size_t(b)];
        });
        break;
    }
    }
    if (!m_groupOf.isEmpty()) {
        const auto groupAt = [&](int i) {
            return m_groupOf.value(nodes[std::size_t(i)].id, std::numeric_limits<int>::max());
        };
        std::stable_sort(m_order.begin(), m_order.end(),
                         [&](int a, int b) { return groupAt(a) < groupAt(b); });
    }
    if (!m_pinned.isEmpty()) {
        const auto pinnedAt = [&](int i) {
            const qsizetype at = m_pinned.indexOf(nodes[std::size_t(i)].id);
            return at < 0 ? m_pinned.size() : at;
        };
        std::stable_sort(m_order.begin(), m_order.end(),
                         [&](int a, int b) { return pinnedAt(a) < pinnedAt(b); });
    }
    return rebuildSections();
}

bool FleetHeatmap::rebuildSections()
{
    std::vector<Section> sections;
    const auto &nodes = m_snap.nodes;
    const bool grouped = !m_groupOf.isEmpty();
    for (std::size_t p = 0; p < m_order.size(); ++p) {
        int group = 0;
        if (grouped) {
            const QString &id = nodes[std::size_t(m_order[p])].id;
            group =
                m_pinned.contains(id) ? kPinnedGroup : m_groupOf.value(id, std::numeric_limits<int>::max());
        }
        if (sections.empty() || sections.back().group != group) {
            Section s;
            s.first = int(p);
            s.group = group;
            sections.push_back(s);
        }
        ++sections.back().count;
    }
    const bool changed = sections.size() != m_sections.size() ||
                         !std::equal(sections.cbegin(), sections.cend(), m_sections.cbegin(),
                                     [](const Section &a, const Section &b) { return a.sameRun(b); });
    m_sections = std::move(sections);
    placeSections();
    return changed;
}

void FleetHeatmap::placeSections()
{
    const Layout &l = m_layout;
    int y = kMargin;
    for (Section &s : m_sections) {
        s.top = y;
        s.linesTop = y + l.headerHeight;
        s.lines = (s.count + std::max(1, l.perLine) - 1) / std::max(1, l.perLine);
        y = s.linesTop + s.lines * l.rowHeight + l.groupGap;
    }
}

int FleetHeatmap::sectionIndex(int position) const
{
    if (m_sections.size() <= 1)
        return 0;
    const auto it = std::upper_bound(m_sections.cbegin(), m_sections.cend(), position,
                                     [](int p, const Section &s) { return p < s.first; });
    return std::max(0, int(it - m_sections.cbegin()) - 1);
}

bool FleetHeatmap::positionsIn(int top, int bottom, int *first, int *last) const
{
    const int rowH = std::max(1, m_layout.rowHeight);
    const int perLine = std::max(1, m_layout.perLine);
    *first = std::numeric_limits<int>::max();
    *last = -1;
    for (const Section &s : m_sections) {
        const int end = s.linesTop + s.lines * rowH;
        if (s.lines == 0 || bottom < s.linesTop || top >= end)
            continue;
        const int lf = std::max(0, (top - s.linesTop) / rowH);
        const int ll = std::min(s.lines - 1, (bottom - s.linesTop) / rowH);
        *first = std::min(*first, s.first + lf * perLine);
        *last = std::max(*last, std::min(s.first + s.count - 1, s.first + (ll + 1) * perLine - 1));
    }
    return *last >= 0;
}

int FleetHeatmap::stepLine(int position, int lines) const
{
    if (m_sections.empty())
        return position;
    const int perLine = std::max(1, m_layout.perLine);
    std::size_t si = std::size_t(sectionIndex(position));
    const int local = position - m_sections[si].first;
    const int col = local % perLine;
    int line = local / perLine + lines;
    while (line < 0 && si > 0)
        line += m_sections[--si].lines;
    while (line >= m_sections[si].lines && si + 1 < m_sections.size())
        line -= m_sections[si++].lines;
    const Section &s = m_sections[si];
    line = std::clamp(line, 0, std::max(0, s.lines - 1));
    return std::min(s.first + line * perLine + col, s.first + s.count - 1);
}

QList<QPair<QString, QRect>> FleetHeatmap::groupHeaders() const
{
    QList<QPair<QString, QRect>> out;
    if (m_layout.headerHeight <= 0)
        return out;
    for (const Section &s : m_sections)
        out.append({m_groupTitles.value(s.group),
                    QRect(kMargin, s.top - verticalScrollBar()->value(), viewport()->width() - 2 * kMargin,
                          m_layout.headerHeight - 2)});
    return out;
}

void FleetHeatmap::rebuildRanks()
{
    // Names in natural order ("gpu-2" before "gpu-10"); the rank breaks every other tie. Computed when
    // the nodes change, not on every refresh.
    const auto &nodes = m_snap.nodes;
    std::vector<int> byName(nodes.size());
    std::iota(byName.begin(), byName.end(), 0);
    std::stable_sort(byName.begin(), byName.end(), [&](int a, int b) {
        return naturalCompare(nodes[std::size_t(a)].name, nodes[std::size_t(b)].name) < 0;
    });
    m_rank.assign(nodes.size(), 0);
    for (std::size_t r = 0; r < byName.size(); ++r)
        m_rank[std::size_t(byName[r])] = int(r);
}

int FleetHeatmap::labelWidthFor(int cell)
{
    if (cell < kLabelMinCell)
        return 0;
    if (m_labelWidth < 0) {
        // The widest name decides the column. Measuring every name is what made the first frame of a large
        // fleet slow; names that are longer in characters are the wide ones, so only the longest few are
        // measured (a shorter name that is wider still is elided in the middle, its tooltip whole).
        const QFontMetrics fm(font());
        std::vector<int> byLength(m_order);
        const auto &nodes = m_snap.nodes;
        const std::size_t measured =
            m_measureEvery ? byLength.size() : std::min<std::size_t>(byLength.size(), 24);
        std::partial_sort(byLength.begin(), byLength.begin() + std::ptrdiff_t(measured), byLength.end(),
                          [&](int a, int b) {
                              return nodes[std::size_t(a)].name.size() > nodes[std::size_t(b)].name.size();
                          });
        int widest = 0;
        for (std::size_t i = 0; i < measured; ++i)
            widest = std::max(widest, fm.horizontalAdvance(nodes[std::size_t(byLength[i])].name));
        m_labelWidth = std::clamp(widest, fm.averageCharWidth() * 4, fm.averageCharWidth() * 24) + 6;
    }
    return m_labelWidth;
}

FleetHeatmap::Layout FleetHeatmap::layoutFor(int cell, int labelWidth) const
{
    Layout l;
    l.gpus = std::max(1, m_snap.maxGpusPerNode);
    l.pitch = cell + 1;
    l.labelWidth = labelWidth;
    const int tileGap = cell >= 8 ? 8 : 4;
    l.tileWidth = l.labelWidth + l.gpus * l.pitch + tileGap;
    l.rowHeight = l.pitch + (l.labelWidth > 0 ? 3 : 1);
    const int avail = viewport()->width() - 2 * kMargin + tileGap;
    l.perLine = std::max(1, avail / l.tileWidth);
    l.lines = 0;
    for (const Section &s : m_sections)
        l.lines += (s.count + l.perLine - 1) / l.perLine;
    if (!m_groupOf.isEmpty()) {
        // A band a line of text high, and a gap the size of a few tiles' spacing before the next group.
        l.headerHeight = QFontMetrics(font()).height() + 6;
        l.groupGap = std::max(8, cell / 2);
    }
    const int groups = int(m_sections.size());
    l.contentHeight =
        2 * kMargin + l.lines * l.rowHeight + groups * l.headerHeight + std::max(0, groups - 1) * l.groupGap;
    return l;
}

void FleetHeatmap::relayout()
{
    m_labelWidth = -1;
    if (m_autoFit && !m_order.empty() && viewport()->height() > 2 * kMargin) {
        // The largest cells at which every node is on screen; where none fit, a size that still reads.
        int fit = 0;
        for (int cell = kMaxCell; cell >= kMinCell && fit == 0; --cell) {
            const Layout l = layoutFor(cell, labelWidthFor(cell));
            if (l.contentHeight <= viewport()->height())
                fit = cell;
        }
        const int before = m_cell;
        m_cell = fit > 0 ? fit : 8;
        if (m_cell != before)
            emit cellSizeChanged(m_cell);
    }
    const Layout l = layoutFor(m_cell, labelWidthFor(m_cell));
    m_layout = l;
    placeSections();

    const int contentHeight = l.contentHeight;
    QScrollBar *vs = verticalScrollBar();
    vs->setRange(0, std::max(0, contentHeight - viewport()->height()));
    vs->setPageStep(std::max(1, viewport()->height()));
    vs->setSingleStep(l.rowHeight);
    m_canvasScroll = -1; // everything is drawn again
}

QRect FleetHeatmap::tileRect(int position) const
{
    const Layout &l = m_layout;
    const Section &s = m_sections[std::size_t(sectionIndex(position))];
    const int local = position - s.first;
    return QRect(kMargin + (local % l.perLine) * l.tileWidth, s.linesTop + (local / l.perLine) * l.rowHeight,
                 l.labelWidth + l.gpus * l.pitch - 1, m_cell);
}

QRect FleetHeatmap::cellRectAt(int position, int gpu) const
{
    const QRect t = tileRect(position);
    return QRect(t.x() + m_layout.labelWidth + gpu * m_layout.pitch, t.y() - verticalScrollBar()->value(),
                 m_cell, m_cell);
}

quint32 FleetHeatmap::cellKey(const NodeSnapshot &n, int gpu) const
{
    if (gpu >= n.gpuCount) {
        if (gpu > 0 || n.gpuCount > 0)
            return key(Absent, palette().color(QPalette::Base).rgb());
        // A node without GPUs still gets one cell: its status must show.
        if (n.status == NodeStatus::Unreachable)
            return key(Solid, FleetColors::unreachable());
        return key(n.status == NodeStatus::Stale ? Hatched : Solid, FleetColors::noData());
    }
    if (n.status == NodeStatus::Unreachable)
        return key(Solid, FleetColors::unreachable());
    const float v = FleetStore::metricValue(m_snap.gpus[std::size_t(n.gpuFirst + gpu)], m_metric);
    const QRgb c = FleetColors::color(m_metric, v);
    return key(n.status == NodeStatus::Stale ? Hatched : Solid, c);
}

void FleetHeatmap::recolor(bool everything)
{
    const int gpus = m_layout.gpus;
    const std::size_t count = m_order.size() * std::size_t(gpus);
    if (m_keys.size() != count || m_labelKeys.size() != m_order.size()) {
        m_keys.assign(count, 0);
        m_labelKeys.assign(m_order.size(), 0xff);
        everything = true;
    }
    const bool canvasValid = !everything && m_canvasScroll == verticalScrollBar()->value() &&
                             m_canvas.size() == viewport()->size() * viewport()->devicePixelRatio();
    // Which positions are on screen.
    const int scroll = verticalScrollBar()->value();
    int firstPos = 0, lastPos = -1;
    positionsIn(scroll, scroll + viewport()->height(), &firstPos, &lastPos);

    QRegion dirty;
    QRect bounds;
    int changed = 0;
    std::vector<int> labels;
    for (std::size_t p = 0; p < m_order.size(); ++p) {
        const NodeSnapshot &n = m_snap.nodes[std::size_t(m_order[p])];
        const bool onScreen = int(p) >= firstPos && int(p) <= lastPos;
        quint32 *row = &m_keys[p * std::size_t(gpus)];
        for (int g = 0; g < gpus; ++g) {
            const quint32 k = cellKey(n, g);
            if (k == row[g])
                continue;
            row[g] = k;
            if (canvasValid && onScreen) {
                writeCell(int(p), g, k);
                const QRect r = cellRectAt(int(p), g);
                bounds |= r;
                if (++changed <= 64)
                    dirty += r;
            }
        }
        const quint8 lk = quint8(n.status);
        if (lk != m_labelKeys[p]) {
            m_labelKeys[p] = lk;
            if (canvasValid && onScreen && m_layout.labelWidth > 0)
                labels.push_back(int(p));
        }
    }
    if (!canvasValid) {
        renderAll();
        m_lastRepainted = int(count);
        viewport()->update();
        return;
    }
    if (!labels.empty()) {
        QPainter painter(&m_canvas);
        for (int p : labels) {
            renderTile(&painter, p);
            const QRect t = tileRect(p).translated(0, -scroll);
            dirty += QRect(t.x(), t.y(), m_layout.labelWidth, t.height());
            bounds |= dirty.boundingRect();
        }
    }
    m_lastRepainted = changed;
    if (changed > 64)
        viewport()->update(bounds);
    else if (!dirty.isEmpty())
        viewport()->update(dirty);
}

void FleetHeatmap::writeCell(int position, int gpu, quint32 k)
{
    const qreal dpr = m_canvas.devicePixelRatio();
    const QRect r = cellRectAt(position, gpu);
    const int x0 = std::max(0, int(std::floor(r.x() * dpr)));
    const int y0 = std::max(0, int(std::floor(r.y() * dpr)));
    const int x1 = std::min(m_canvas.width(), int(std::floor((r.x() + r.width()) * dpr)));
    const int y1 = std::min(m_canvas.height(), int(std::floor((r.y() + r.height()) * dpr)));
    if (x0 >= x1 || y0 >= y1)
        return;
    const QRgb base = colorOf(k);
    const Pattern pattern = patternOf(k);
    const QRgb stripe = pattern == Hatched ? FleetColors::hatch(base) : base;
    const int ox = int(std::floor(r.x() * dpr));
    const int oy = int(std::floor(r.y() * dpr));
    const int period = std::max(3, int(4 * dpr));
    uchar *bits = m_canvas.bits();
    const qsizetype bpl = m_canvas.bytesPerLine();
    for (int y = y0; y < y1; ++y) {
        QRgb *line = reinterpret_cast<QRgb *>(bits + y * bpl);
        std::fill(line + x0, line + x1, base);
        if (pattern == Hatched) {
            // Diagonal stripes: the value's colour stays readable between them.
            for (int x = x0 + ((period - (x0 - ox + y - oy) % period) % period); x < x1; x += period)
                line[x] = stripe;
        }
    }
}

void FleetHeatmap::renderAll()
{
    const qreal dpr = viewport()->devicePixelRatio();
    const QSize size = viewport()->size() * dpr;
    if (m_canvas.size() != size) {
        m_canvas = QImage(size, QImage::Format_RGB32);
        m_canvas.setDevicePixelRatio(dpr);
    }
    m_canvas.fill(palette().color(QPalette::Base));
    m_canvasScroll = verticalScrollBar()->value();
    if (m_order.empty())
        return;
    const int scroll = m_canvasScroll;
    const int bottom = scroll + viewport()->height();
    int firstPos = 0, lastPos = -1;
    positionsIn(scroll, bottom, &firstPos, &lastPos);
    const int gpus = m_layout.gpus;
    for (int p = firstPos; p <= lastPos; ++p) {
        for (int g = 0; g < gpus; ++g)
            writeCell(p, g, m_keys[std::size_t(p) * std::size_t(gpus) + std::size_t(g)]);
    }
    if (m_layout.labelWidth > 0 || m_layout.headerHeight > 0) {
        QPainter painter(&m_canvas);
        for (int p = firstPos; p <= lastPos && m_layout.labelWidth > 0; ++p)
            renderTile(&painter, p);
        for (const Section &s : m_sections) {
            if (m_layout.headerHeight > 0 && s.top < bottom && s.top + m_layout.headerHeight > scroll)
                renderHeader(&painter, s);
        }
    }
}

void FleetHeatmap::renderHeader(QPainter *painter, const Section &section)
{
    // A band across the view with the group's name, a rule under it: where one cluster ends and the next
    // begins reads at a glance, at every cell size.
    const QRect band(kMargin, section.top - verticalScrollBar()->value(), viewport()->width() - 2 * kMargin,
                     m_layout.headerHeight - 2);
    painter->fillRect(band, palette().color(QPalette::Window));
    painter->fillRect(QRect(band.left(), band.bottom(), band.width(), 1), palette().color(QPalette::Mid));
    QFont f = font();
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(palette().color(QPalette::WindowText));
    const QRect text = band.adjusted(6, 0, -6, 0);
    painter->drawText(
        text, Qt::AlignVCenter | Qt::AlignLeft,
        painter->fontMetrics().elidedText(m_groupTitles.value(section.group), Qt::ElideRight, text.width()));
}

void FleetHeatmap::renderTile(QPainter *painter, int position)
{
    const NodeSnapshot &n = m_snap.nodes[std::size_t(m_order[std::size_t(position)])];
    const QRect t = tileRect(position).translated(0, -verticalScrollBar()->value());
    const QRect label(t.x(), t.y() - 1, m_layout.labelWidth - 4, t.height() + 2);
    painter->fillRect(QRect(t.x(), t.y() - 1, m_layout.labelWidth, t.height() + 2),
                      palette().color(QPalette::Base));
    const bool dim = n.status != NodeStatus::Live;
    painter->setPen(palette().color(dim ? QPalette::PlaceholderText : QPalette::Text));
    QFont f = font();
    f.setItalic(n.status == NodeStatus::Stale);
    f.setStrikeOut(n.status == NodeStatus::Unreachable);
    painter->setFont(f);
    painter->drawText(label, Qt::AlignVCenter | Qt::AlignRight,
                      painter->fontMetrics().elidedText(n.name, Qt::ElideMiddle, label.width()));
}

void FleetHeatmap::paintEvent(QPaintEvent *event)
{
    if (m_canvasScroll != verticalScrollBar()->value() ||
        m_canvas.size() != viewport()->size() * viewport()->devicePixelRatio())
        renderAll();
    QPainter p(viewport());
    const QRect r = event->rect();
    const qreal dpr = m_canvas.devicePixelRatio();
    p.drawImage(r, m_canvas,
                QRectF(r.x() * dpr, r.y() * dpr, r.width() * dpr, r.height() * dpr).toAlignedRect());
    if (m_order.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(viewport()->rect(), Qt::AlignCenter,
                   m_snap.nodes.empty()
                       ? tr("No nodes yet: attach a cluster, or wait for this machine's agent")
                       : tr("No node matches the filter"));
        return;
    }
    const int pos = positionOf(m_curNode);
    if (pos >= 0 && hasFocus()) {
        // Two rings around the cell, outside it: the cell keeps showing its value.
        const QRect c = cellRectAt(pos, m_curGpu);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(palette().color(QPalette::Highlight), 1));
        p.drawRect(c.adjusted(-1, -1, 0, 0));
        p.drawRect(c.adjusted(-2, -2, 1, 1));
    }
}

void FleetHeatmap::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    const int perLine = m_layout.perLine;
    const int cell = m_cell;
    relayout();
    if (perLine != m_layout.perLine || cell != m_cell)
        recolor(true);
}

void FleetHeatmap::scrollContentsBy(int, int)
{
    viewport()->update(); // paintEvent renders at the new offset
}

void FleetHeatmap::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange) {
        relayout();
        recolor(true);
    }
}

void FleetHeatmap::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    if (positionOf(m_curNode) < 0 && !m_order.empty())
        m_curNode = m_snap.nodes[std::size_t(m_order.front())].id;
    viewport()->update();
}

void FleetHeatmap::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

} // namespace cg::ui
