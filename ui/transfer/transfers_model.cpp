// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfers_model.h"

#include <QLocale>

namespace cg::ui {

namespace {

QString bytesText(double b)
{
    return QLocale().formattedDataSize(qint64(b), 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

TransfersModel::TransfersModel(transfer::TransferStore store, QObject *parent)
    : QAbstractTableModel(parent), m_store(std::move(store))
{
    m_clock.start();
    refresh();
}

int TransfersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TransfersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TransfersModel::transferId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).state.manifest.id : QString();
}

transfer::TransferStatus TransfersModel::status(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).state.status : transfer::TransferStatus::Failed;
}

void TransfersModel::refresh()
{
    Result<QList<transfer::TransferState>> all = m_store.list();
    QList<Row> rows;
    const qint64 now = m_clock.elapsed();
    if (all) {
        for (const transfer::TransferState &s : all.value()) {
            Row r{s, 0};
            const qint64 verified = s.verifiedBytes();
            const auto prev = m_seen.constFind(s.manifest.id);
            if (prev != m_seen.constEnd() && now > prev->second &&
                s.status == transfer::TransferStatus::Running)
                r.bytesPerSecond = double(verified - prev->first) * 1000.0 / double(now - prev->second);
            if (prev == m_seen.constEnd() || verified != prev->first)
                m_seen.insert(s.manifest.id, {verified, now});
            rows << r;
        }
    }
    const bool sameShape =
        rows.size() == m_rows.size() &&
        std::equal(rows.begin(), rows.end(), m_rows.begin(),
                   [](const Row &a, const Row &b) { return a.state.manifest.id == b.state.manifest.id; });
    if (!sameShape) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    m_rows = rows;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

QVariant TransfersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows.at(index.row());
    const transfer::TransferState &s = r.state;
    const qint64 total = s.manifest.totalBytes();
    const int percent = total > 0 ? int(s.verifiedBytes() * 100 / total) : (s.complete() ? 100 : 0);
    if (role == TransferIdRole)
        return s.manifest.id;
    if (role == StatusRole)
        return int(s.status);
    if (role == ProgressRole)
        return percent;
    if (role == Qt::ToolTipRole && index.column() == Reason)
        return s.reason;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Id:
        return s.manifest.id;
    case Dataset:
        return s.manifest.dataset;
    case Destination:
        return QStringLiteral("%1:%2").arg(s.manifest.cluster, s.manifest.remotePath);
    case Status:
        return transfer::statusName(s.status);
    case Progress:
        return tr("%1 % of %2").arg(percent).arg(bytesText(double(total)));
    case Rate:
        return r.bytesPerSecond > 0 ? tr("%1/s").arg(bytesText(r.bytesPerSecond)) : QString();
    case Eta:
        if (r.bytesPerSecond <= 0)
            return QString();
        return tr("%1 s").arg(qint64(double(total - s.verifiedBytes()) / r.bytesPerSecond));
    case Resent:
        return bytesText(double(s.bytesResent));
    case Reason:
        return s.connectionNote.isEmpty() ? s.reason : s.reason + QLatin1Char(' ') + s.connectionNote;
    }
    return {};
}

QVariant TransfersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Transfer");
    case Dataset:
        return tr("Dataset");
    case Destination:
        return tr("Destination");
    case Status:
        return tr("Status");
    case Progress:
        return tr("Progress");
    case Rate:
        return tr("Rate");
    case Eta:
        return tr("ETA");
    case Resent:
        return tr("Resent");
    case Reason:
        return tr("Reason");
    }
    return {};
}

} // namespace cg::ui
