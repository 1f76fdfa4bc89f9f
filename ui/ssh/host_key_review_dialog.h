// SPDX-License-Identifier: GPL-3.0-or-later
// Onboarding: every host key of a new cluster in one table, to compare with the fingerprints the provider
// sent out of band; new keys are accepted only when a person ticks them, changed and revoked ones never.
#pragma once

#include "models/checkable_table_model.h"

#include "services/host_key_row.h"
#include "ssh/known_hosts.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QList>
#include <QString>

class QLabel;
class QPushButton;
class QTableView;

namespace cg::ui {

using services::HostKeyRow;

class HostKeyReviewModel : public CheckableTableModel
{
    Q_OBJECT

public:
    enum Column { HostColumn, AddressColumn, KeyTypeColumn, FingerprintColumn, StatusColumn };
    enum Role { AcceptableRole = Qt::UserRole + 1, BlockedRole };

    explicit HostKeyReviewModel(const QList<HostKeyRow> &rows, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const HostKeyRow &row(int row) const { return m_rows.at(row); }
    // Only new keys (nothing on record for the host) can be accepted here.
    bool isAcceptable(int row) const;
    // A changed or revoked key: the connection must not go on.
    bool isBlocked(int row) const;
    bool isChecked(int row) const override { return m_checked.at(row); }
    bool setChecked(int row, bool checked) override;
    void checkAllNew();
    int checkedCount() const;
    int blockedCount() const;
    int newCount() const;
    QList<HostKeyRow> checkedRows() const;

    // The untranslated word the CSV export uses: known, new, changed, revoked, other-type-known.
    static QString statusKey(ssh::KnownHosts::Match match);
    // "host:port", with brackets around IPv6 addresses.
    static QString addressText(const QString &address, quint16 port);

signals:
    void checkedChanged();

protected:
    int checkColumn() const override { return HostColumn; }
    bool isCheckable(int row) const override { return isAcceptable(row); }

private:
    QString statusText(ssh::KnownHosts::Match match) const;
    QString toolTip(const HostKeyRow &row) const;

    QList<HostKeyRow> m_rows;
    QList<bool> m_checked;
};

class HostKeyReviewDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HostKeyReviewDialog(const QList<HostKeyRow> &rows, QWidget *parent = nullptr);

    // The new keys a person ticked.
    QList<HostKeyRow> acceptedRows() const;
    // The changed keys a person chose to replace, one by one, after seeing the old and new fingerprints.
    QList<HostKeyRow> replacedRows() const { return m_replaced; }
    // host,address,port,key_type,sha256,status; one line per row after the header.
    bool exportCsv(const QString &path, QString *error) const;

    HostKeyReviewModel *model() const { return m_model; }

public slots:
    void selectAllNew();
    // Asks whether the selected row's changed key replaces the one on record (old and new fingerprints
    // shown, Cancel the default); on Replace it is accepted with the dialog.
    void replaceSelectedKey();

protected:
    void done(int result) override;

private:
    void exportWithDialog();
    void updateState();

    HostKeyReviewModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_blocked = nullptr;
    QPushButton *m_selectAllNew = nullptr;
    QPushButton *m_acceptButton = nullptr;
    QPushButton *m_replaceButton = nullptr;
    QList<HostKeyRow> m_replaced;
};

} // namespace cg::ui
