// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Inference: the business layer of the inference services the console watches
// (business::InferenceWatch): per service its QPS, error rate, TTFT and end-to-end p50/p99, tokens/s, the
// cost per 1,000 requests (from the cluster's contract price, the GPUs serving and the measured requests;
// the price's source as the tooltip), and the baseline's verdicts with the availability against the SLA.
// Services are added (a node of a saved cluster and its serving port, reached through the jump chain, or a
// URL) and removed here; they are kept in the profile and watched with or without this view.
#pragma once

#include "business/inference_watch.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace cg {
class Inventory;
}

namespace cg::ui {

class InferenceView : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        Service,
        Where,
        Stack,
        Qps,
        ErrorRate,
        TtftP50,
        TtftP99,
        E2eP50,
        E2eP99,
        TokensPerSecond,
        CostPer1k,
        Baseline,
        Availability,
        State,
        ColumnCount
    };

    // `inventory` (may be null) lists the saved clusters for a new service.
    InferenceView(business::InferenceWatch *watch, Inventory *inventory, QWidget *parent = nullptr);

    // Adds (or, by name, replaces) a service, keeps the list in the profile and watches it; what is
    // wrong with it otherwise (shown too).
    Status addService(const business::InferenceEndpoint &endpoint);
    void removeService(const QString &name);

    QTableWidget *table() const { return m_table; }
    // The cell of `service` in `column` (empty when there is no such row).
    QString cellText(const QString &service, Column column) const;
    QString cellToolTip(const QString &service, Column column) const;
    QString statusText() const;
    void done(int result) override;

private:
    void addFromForm();
    void showReading(const business::InferenceReading &reading);
    void rebuild();
    void fitTableToRows();
    int rowOf(const QString &service) const;
    void save();

    business::InferenceWatch *m_watch;
    Inventory *m_inventory;
    QTableWidget *m_table;
    QLineEdit *m_name;
    QComboBox *m_cluster;
    QLineEdit *m_node;
    QSpinBox *m_port;
    QLineEdit *m_path;
    QLineEdit *m_url;
    QSpinBox *m_gpus;
    QPlainTextEdit *m_baseline;
    QLabel *m_status;
    QPushButton *m_remove;     // enabled with a service selected
    QPushButton *m_measureNow; // enabled with a service to measure
    void setStatus(const QString &text);
};

} // namespace cg::ui
