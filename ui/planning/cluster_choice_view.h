// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Cluster Choice: the saved clusters (and any other candidate typed in) with their measured
// RTT, GPU-hour price, GPUs on offer and delivery time; the ledger says for each whether the datasets
// the work reads may go to its region; the recommendation names a primary and a backup with every score.
#pragma once

#include "planning/cluster_choice.h"
#include "services/choice_measurements.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace cg {
class Inventory;
namespace ledger {
class LedgerStore;
}
} // namespace cg

namespace cg::ui {

class ClusterChoiceView : public QDialog
{
    Q_OBJECT

public:
    enum Column { Name, Region, Rtt, Price, Gpus, Delivery, ColumnCount };

    // Either may be null (no database): then candidates are typed and compliance is not checked.
    ClusterChoiceView(Inventory *inventory, ledger::LedgerStore *ledger, QWidget *parent = nullptr);

    QTableWidget *candidates() const { return m_candidates; }
    QTableWidget *results() const { return m_results; }
    QLineEdit *datasets() const { return m_datasets; }
    QSpinBox *gpusNeeded() const { return m_gpus; }
    QString explanation() const;
    // What the console measured per cluster name (services::ChoiceMeasurements): fills the RTT, GPU and
    // price cells a person has not typed, each with its source as the tooltip (a stale L1 RTT in italics,
    // greyed, its age in the tooltip). Called again, it replaces what it filled before.
    void setMeasurements(const QHash<QString, services::ClusterMeasurement> &measured);

    // Reads the table, asks the ledger, scores; the result is shown and returned.
    planning::ClusterChoice recommend();
    void done(int result) override;

private:
    static constexpr int kMeasuredRole = Qt::UserRole + 1; // the text a measurement filled in

    QList<planning::ClusterCandidate> readCandidates(QStringList *problems) const;
    void addRow(const QString &name, const QString &region);

    Inventory *m_inventory;
    ledger::LedgerStore *m_ledger;
    QSpinBox *m_gpus;
    QLineEdit *m_datasets;
    QDoubleSpinBox *m_wLatency;
    QDoubleSpinBox *m_wCost;
    QDoubleSpinBox *m_wSupply;
    QDoubleSpinBox *m_maxRtt;
    QTableWidget *m_candidates;
    QTableWidget *m_results;
    QLabel *m_explanation;
};

} // namespace cg::ui
