// SPDX-License-Identifier: GPL-3.0-or-later
// Transfers > Push Dataset…: a dataset of the ledger, a saved cluster, the export form and the directory on
// the cluster, and the identity key that signs the manifest. Push asks the ledger's gate first (as
// `clustergate data push` does); a refusal names its rule and says why in one sentence, with a Request
// Export… button that asks for the export this push would need (the caller opens the pre-filled request).
#pragma once

#include "ledger/ledger.h"
#include "transfer/data_transfers.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cg {
class Inventory;
}

namespace cg::ui {

class PushDialog : public QDialog
{
    Q_OBJECT

public:
    // `keyIds`: the private-key credentials this person holds; `actor`: who is refused, in the audit log.
    PushDialog(ledger::LedgerStore *store, Inventory *inventory, QStringList keyIds, QString actor,
               QWidget *parent = nullptr);

    QComboBox *datasetBox() const { return m_dataset; }
    QComboBox *clusterBox() const { return m_cluster; }
    QComboBox *formBox() const { return m_form; }
    QComboBox *keyBox() const { return m_key; }
    QLineEdit *remoteEdit() const { return m_remote; }
    QPushButton *pushButton() const { return m_push; }
    QPushButton *requestExportButton() const { return m_requestExport; }
    QString statusText() const;

    // Asks the ledger's gate for the chosen dataset, form and cluster and shows a refusal.
    Result<transfer::Clearance> check();
    transfer::PushRequest request() const;
    QString keyId() const;
    qint64 clusterId() const;

    // Push: accepted only once the gate cleared it and a key is chosen.
    void accept() override;

signals:
    // Request Export…: the export this push would need.
    void exportRequested(const QStringList &datasets, qint64 clusterId, const QString &purpose);

private:
    void updateRemotePlaceholder();

    ledger::Ledger m_ledger;
    Inventory *m_inventory;
    QString m_actor;
    QComboBox *m_dataset;
    QComboBox *m_cluster;
    QComboBox *m_form;
    QLineEdit *m_remote;
    QComboBox *m_key;
    QLabel *m_status;
    QPushButton *m_push;
    QPushButton *m_requestExport;
};

} // namespace cg::ui
