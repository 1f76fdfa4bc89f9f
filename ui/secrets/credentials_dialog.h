// SPDX-License-Identifier: GPL-3.0-or-later
// The credentials manager: every credential ClusterGate knows (never its secret), with who uses it, when
// it was last used and when it is due for rotation (overdue ones first, in red); add, rotate and delete.
// Secrets are typed into password fields, go to the keychain and are wiped from memory.
#pragma once

#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace cg::ui {

class CredentialsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Id, Kind, Label, Store, LastUsed, RotationDue, UsedBy, ColumnCount };

    explicit CredentialsModel(QObject *parent = nullptr) : QAbstractTableModel(parent) {}

    void setCredentials(QList<secrets::CredentialMeta> rows, const QDateTime &now);
    const secrets::CredentialMeta *at(int row) const;
    int dueCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<secrets::CredentialMeta> m_rows;
    QDateTime m_now;
};

class CredentialsDialog : public QDialog
{
    Q_OBJECT

public:
    // The store and registry outlive the dialog. Operations block for at most the store's time limit.
    CredentialsDialog(secrets::CredentialStore *store, secrets::CredentialRegistry *registry,
                      QWidget *parent = nullptr);

    CredentialsModel *model() const { return m_model; }
    void reload();
    void done(int result) override;

signals:
    // Something was added, rotated or deleted: whoever answers prompts from the keychain re-reads.
    void credentialsChanged();

private:
    void addCredential();
    void rotateSelected();
    void deleteSelected();
    void updateButtons();
    const secrets::CredentialMeta *selected() const;

    secrets::CredentialStore *m_store;
    secrets::CredentialRegistry *m_registry;
    CredentialsModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
    QPushButton *m_rotate;
    QPushButton *m_delete;
};

} // namespace cg::ui
