// SPDX-License-Identifier: GPL-3.0-or-later
// A node detail's charts beyond the live buffer: the same eight charts filled from the console's history
// file (raw samples within the last hour, minute rollups further back), gaps left as gaps, and the audit
// events of the range marked on the time axis.
#pragma once

#include "common/result.h"
#include "fleet/history_chart.h"
#include "history/history_marks.h"
#include "history/history_reader.h"
#include "history/history_source.h"

#include <QColor>
#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace cg::secrets {
class CredentialStore;
}

namespace cg::ui {

// Where a node detail reads history: the file, the fleet's name in it (a cluster's name, or "local") and
// the audit events to mark (read through the ledger's API by whoever wires it).
struct NodeHistorySource
{
    using Marks = std::function<QList<history::TimeMark>(qint64 fromMs, qint64 toMs)>;
    NodeHistorySource() = default;
    NodeHistorySource(QString file_, QString fleet_, Marks marks_ = {},
                      std::shared_ptr<history::HistorySource> reader_ = {})
        : file(std::move(file_)), fleet(std::move(fleet_)), marks(std::move(marks_)),
          reader(std::move(reader_))
    {
    }

    QString file;
    QString fleet;
    Marks marks;
    // Where the charts read instead of `file` (a team's Prometheus); null: the file.
    std::shared_ptr<history::HistorySource> reader;
    bool isValid() const { return (!file.isEmpty() || reader) && !fleet.isEmpty(); }
};

// The history source the profile's settings choose (history/source): null for the console's own file, else
// a team's Prometheus, its bearer token read from `store` (waits up to the store's time limit).
std::shared_ptr<history::HistorySource> chosenHistorySource(secrets::CredentialStore *store);

// The chart lines' colours (Tableau 10: distinct for the eight GPUs of a node).
QColor detailLineColor(int i);

class NodeHistory
{
public:
    // Fills `charts` (4 GPU charts, then RTT/jitter, retransmits, NICs, InfiniBand) for [fromMs, toMs) in
    // about `steps` steps; `gpuSlot` is emphasized.
    Status fill(const NodeHistorySource &source, const QString &node, int gpuSlot, qint64 fromMs, qint64 toMs,
                int steps, const QList<HistoryChart *> &charts);

private:
    std::unique_ptr<history::LocalHistorySource> m_local;
    QString m_file;
};

} // namespace cg::ui
