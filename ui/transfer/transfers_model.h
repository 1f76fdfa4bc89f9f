// SPDX-License-Identifier: GPL-3.0-or-later
// The profile's dataset transfers as a table: what, where, state, progress, rate, ETA, bytes resent, why it
// stopped. Transfers run in any process (the CLI, the console), so the model re-reads their saved state on
// refresh(); rate and ETA come from the verified bytes between two refreshes.
#pragma once

#include "transfer/transfer_state.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QHash>

namespace cg::ui {

class TransfersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Id, Dataset, Destination, Status, Progress, Rate, Eta, Resent, Reason, ColumnCount };
    enum Role { TransferIdRole = Qt::UserRole + 1, StatusRole, ProgressRole };

    explicit TransfersModel(transfer::TransferStore store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void refresh();
    const transfer::TransferStore &store() const { return m_store; }
    QString transferId(int row) const;
    transfer::TransferStatus status(int row) const;

private:
    struct Row
    {
        transfer::TransferState state;
        double bytesPerSecond = 0;
    };
    transfer::TransferStore m_store;
    QList<Row> m_rows;
    QHash<QString, QPair<qint64, qint64>> m_seen; // id -> (verified bytes, at ms)
    QElapsedTimer m_clock;
};

} // namespace cg::ui
