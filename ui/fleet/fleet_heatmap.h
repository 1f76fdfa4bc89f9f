// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet heatmap: one tile per node (its name, then one cell per GPU), tiles flowing in lines,
// coloured by one metric. Painted from a flat array of cell colours into a backing image: a refresh
// writes only the cells whose colour changed and repaints only their rectangles. No per-cell objects.
// Until the user zooms, the cells take the size at which every node fits the space (largest first).
// Several clusters (groups) are set apart: each under a band with its name, a gap before the next.
#pragma once

#include "agent/fleet_store.h"

#include <QAbstractScrollArea>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPair>

#include <vector>

namespace cg::ui {

class FleetHeatmap : public QAbstractScrollArea
{
    Q_OBJECT

public:
    enum class SortKey { Name, Metric, Status };
    enum class StatusFilter { All, Live, Stale, Unreachable, Problems };

    explicit FleetHeatmap(QWidget *parent = nullptr);
    ~FleetHeatmap() override;

    // Takes the snapshot's contents (swapped: `snapshot` gets the previous one back, to be refilled).
    void swapSnapshot(FleetSnapshot &snapshot);
    const FleetSnapshot &snapshot() const { return m_snap; }

    void setMetric(FleetMetric metric);
    FleetMetric shownMetric() const { return m_metric; }
    // Name: natural order (gpu-2 before gpu-10); Metric: the node's highest value first;
    // Status: unreachable, stale, waiting, then live, each by name.
    void setSortKey(SortKey key);
    SortKey sortKey() const { return m_sort; }
    void setTextFilter(const QString &text); // case-insensitive, on name and host name
    void setStatusFilter(StatusFilter filter);
    // Nodes shown first whatever the sort (this machine beside a cluster's nodes), in this order; takes
    // effect with the next snapshot.
    void setPinnedFirst(const QStringList &nodeIds) { m_pinned = nodeIds; }
    // Nodes kept together by group (ascending; a node without one after them), each group sorted as
    // chosen: the clusters of View > Fleet; takes effect with the next snapshot. Pinned nodes stay first.
    void setGroupOf(const QHash<QString, int> &groupOfNode) { m_groupOf = groupOfNode; }
    // With groups, each group starts a line of its own below a gap and a band with its title (the
    // cluster's name), so two clusters' cells never read as one block. kPinnedGroup titles the pinned
    // nodes. Takes effect with the next snapshot.
    static constexpr int kPinnedGroup = -1;
    void setGroupTitles(const QHash<int, QString> &titles) { m_groupTitles = titles; }
    // The groups' bands shown (title and rectangle in viewport coordinates), in display order.
    QList<QPair<QString, QRect>> groupHeaders() const;
    StatusFilter statusFilter() const { return m_statusFilter; }
    QString textFilter() const { return m_textFilter; }

    // Cell edge in pixels (names are shown from 12 px up). An explicit size stops the fitting.
    void setCellSize(int pixels);
    // Fit the cells to the space (on by default; zooming turns it off).
    void setAutoFit(bool fit);
    bool autoFit() const { return m_autoFit; }
    // How the names' column is sized: the longest few names measured (default), or every name (the
    // earlier way, kept for the benchmark's comparison in the same run).
    void setMeasureEveryName(bool every) { m_measureEvery = every; }
    int cellSize() const { return m_cell; }
    static constexpr int kMinCell = 4;
    static constexpr int kMaxCell = 40;

    // What is shown, in display order.
    QStringList visibleNodeIds() const;
    int visibleNodeCount() const { return int(m_order.size()); }
    // A cell's rectangle in viewport coordinates (empty when filtered out).
    QRect cellRect(const QString &nodeId, int gpuSlot) const;
    // The node and GPU slot under a viewport point; false when none.
    bool cellAt(const QPoint &viewportPos, QString *nodeId, int *gpuSlot) const;

    QString currentNodeId() const;
    int currentGpu() const { return m_curGpu; }
    void setCurrent(const QString &nodeId, int gpuSlot);

    // Cells rewritten by the last refresh (the rest were left alone).
    int lastCellsRepainted() const { return m_lastRepainted; }

public slots:
    void zoomIn();
    void zoomOut();

signals:
    // A click, Enter or Return on a cell: open that node's detail.
    void cellActivated(const QString &nodeId, int gpuSlot);
    void currentChanged(const QString &nodeId, int gpuSlot);
    void cellSizeChanged(int pixels);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    static constexpr int kMargin = 4;
    struct Layout
    {
        int labelWidth = 0; // 0: names hidden
        int pitch = 0;      // cell + gap
        int tileWidth = 0;
        int rowHeight = 0;
        int perLine = 1;
        int lines = 0;
        int gpus = 0;         // cells per tile
        int headerHeight = 0; // a group's band (0: no groups)
        int groupGap = 0;     // space between one group's last line and the next group's band
        int contentHeight = 0;
    };
    // A run of display positions of one group: its band at `top` (content coordinates), its lines below.
    struct Section
    {
        int first = 0;
        int count = 0;
        int group = 0;
        int top = 0;
        int linesTop = 0;
        int lines = 0;
        bool sameRun(const Section &o) const
        {
            return first == o.first && count == o.count && group == o.group;
        }
    };

    void rebuildRanks();
    bool rebuildOrder(); // true when the groups' runs changed
    // Splits the display order into its groups' runs; true when the runs changed.
    bool rebuildSections();
    void placeSections(); // their bands and lines, for the current layout
    int sectionIndex(int position) const;
    // The display positions with a line in content rows [top, bottom]; false when none.
    bool positionsIn(int top, int bottom, int *first, int *last) const;
    void renderHeader(QPainter *painter, const Section &section);
    int stepLine(int position, int lines) const; // the same column `lines` lines down (up when negative)
    void relayout();
    Layout layoutFor(int cell, int labelWidth) const;
    int labelWidthFor(int cell); // the names' column; 0 when names are hidden at that size
    // Recomputes every cell's colour key; repaints the changed ones (or everything after a relayout).
    void recolor(bool everything);
    void renderAll();
    void renderTile(QPainter *painter, int position);
    void writeCell(int position, int gpu, quint32 key);
    QRect tileRect(int position) const; // content coordinates
    QRect cellRectAt(int position, int gpu) const;
    int positionOf(const QString &nodeId) const;
    void moveCurrent(int position, int gpu);
    void ensureVisible(int position);
    QString toolTipFor(int position, int gpu) const;
    quint32 cellKey(const NodeSnapshot &node, int gpu) const;

    FleetSnapshot m_snap;
    FleetMetric m_metric = FleetMetric::Utilization;
    SortKey m_sort = SortKey::Name;
    StatusFilter m_statusFilter = StatusFilter::All;
    QString m_textFilter;
    int m_cell = 14;
    bool m_autoFit = true;
    bool m_measureEvery = false;
    int m_labelWidth = -1; // the names' column at label sizes; -1: to measure again
    Layout m_layout;
    std::vector<int> m_rank;       // per node: its place in name order
    std::vector<int> m_order;      // node indices into m_snap.nodes, in display order
    QStringList m_pinned;          // node ids shown first
    QHash<QString, int> m_groupOf; // node id -> its group
    QHash<int, QString> m_groupTitles;
    std::vector<Section> m_sections; // one without a band when there are no groups
    std::vector<quint32> m_keys;     // per display position x gpus: colour + pattern (flat)
    std::vector<quint8> m_labelKeys; // per display position: node status (label colour)
    QImage m_canvas;                 // the viewport's pixels, cells and names
    int m_canvasScroll = -1;         // the scroll offset the canvas was rendered at
    QString m_curNode;
    int m_curGpu = 0;
    int m_lastRepainted = 0;
};

} // namespace cg::ui
