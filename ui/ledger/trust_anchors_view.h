// SPDX-License-Identifier: GPL-3.0-or-later
// Audit Log > Trust Anchors: the keys and checkpoint files this profile trusts from outside the ledger, each
// shown with its fingerprint and who vouched for it; add a key (NAME+HASH+BASE64, compared by fingerprint
// with its owner), add a checkpoint file, remove one, or Sign Checkpoint…: the acting officer's or admin's
// key signs a checkpoint of the current head (what `clustergate ledger checkpoint` does), written to a file
// and added here. The book is ledger::AnchorBook; Verify reads it.
#pragma once

#include "ledger/anchor_book.h"
#include "ledger/ledger_store.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace cg::services {
class DeskIdentity;
}

namespace cg::ui {

class TrustAnchorsView : public QDialog
{
    Q_OBJECT

public:
    // `store` (may be null) offers the ledger's registered keys to pick from, fingerprint shown.
    TrustAnchorsView(const QString &bookFile, ledger::LedgerStore *store, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QString statusText() const;
    // What the buttons do after their forms; the outcome is shown and returned.
    Status addKey(const QString &keyText, const QString &vouchedBy);
    Status addCheckpoint(const QString &path, const QString &vouchedBy);
    Status removeRow(int row);
    void reload();
    // Who signs a checkpoint here: the person the desktop acts as (must outlive the view; null: nobody).
    void setIdentity(services::DeskIdentity *identity);
    QPushButton *signCheckpointButton() const { return m_sign; }
    QPushButton *removeButton() const { return m_remove; }
    // Signs a checkpoint of the current head with `keyId` (one of the acting person's keys), writes it to
    // `file` and adds it as an anchor; the outcome is shown.
    Result<ledger::CheckpointSigned> signCheckpoint(const QString &keyId, const QString &file);
    // Sign Checkpoint…: asks where to write the note, then signCheckpoint() with the acting person's key.
    void signCheckpointForm();

signals:
    void anchorsChanged();

private:
    void addKeyForm();
    void addCheckpointForm();
    void report(const Status &st, const QString &success);
    void updateButtons();

    ledger::AnchorBook m_book;
    ledger::LedgerStore *m_store;
    services::DeskIdentity *m_identity = nullptr;
    QTableWidget *m_table;
    QLabel *m_status;
    QPushButton *m_sign;
    QPushButton *m_remove;
};

} // namespace cg::ui
