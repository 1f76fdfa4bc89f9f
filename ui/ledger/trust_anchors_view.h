// SPDX-License-Identifier: GPL-3.0-or-later
// Audit Log > Trust Anchors: the keys and checkpoint files this profile trusts from outside the ledger, each
// shown with its fingerprint and who vouched for it; add a key (NAME+HASH+BASE64, compared by fingerprint
// with its owner), add a checkpoint file, remove one. The book is ledger::AnchorBook; Verify reads it.
#pragma once

#include "ledger/anchor_book.h"
#include "ledger/ledger_store.h"

#include <QDialog>

class QLabel;
class QTableWidget;

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

private:
    void addKeyForm();
    void addCheckpointForm();
    void report(const Status &st, const QString &success);

    ledger::AnchorBook m_book;
    ledger::LedgerStore *m_store;
    QTableWidget *m_table;
    QLabel *m_status;
};

} // namespace cg::ui
