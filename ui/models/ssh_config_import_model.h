// SPDX-License-Identifier: GPL-3.0-or-later
// The tables of the ssh config import: every alias with its resolution or why it is left out, and the
// problems found while reading the config.
#pragma once

#include "inventory/ssh_config_import.h"
#include "models/checkable_table_model.h"
#include "ssh/ssh_config.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace cg::ui {

// One row per alias of the config: the resolved host and its jump chain, or why it is left out.
class SshConfigImportModel : public CheckableTableModel
{
    Q_OBJECT

public:
    enum Column {
        AliasColumn,
        HostNameColumn,
        UserColumn,
        PortColumn,
        ChainColumn,
        DefinedAtColumn,
        StatusColumn
    };
    enum Role { ImportableRole = Qt::UserRole + 1 };

    // An alias of the config (SshConfigImport) and whether it is chosen.
    struct Row : SshImportCandidate
    {
        Row() = default;
        explicit Row(const SshImportCandidate &c, bool chosen = false)
            : SshImportCandidate(c), checked(chosen)
        {
        }
        bool checked = false;
    };

    explicit SshConfigImportModel(QObject *parent = nullptr);

    // configDir shortens "defined at" to paths relative to the config's folder.
    void setRows(const QList<Row> &rows, const QString &configDir);
    // Replaces one row's resolution, keeping the check for rows that stay importable.
    void updateRow(int row, const Row &replacement);
    const Row &row(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool setChecked(int row, bool checked) override;
    bool isChecked(int row) const override { return m_rows.at(row).checked; }
    void checkAllImportable();
    int checkedCount() const;
    QList<ssh::ImportedHost> checkedHosts() const;

    // "jump.example-dc.net → bastion-2.internal": the host names passed through, in connection order.
    static QString chainText(const QList<ssh::SshHost> &chain);

signals:
    void checkedChanged();

protected:
    int checkColumn() const override { return AliasColumn; }
    bool isCheckable(int row) const override { return m_rows.at(row).importable; }

private:
    QString displayPath(const QString &fileAndLine) const;
    QString statusText(const Row &row) const;

    QList<Row> m_rows;
    QString m_configDir;
};

// The problems found while reading the config (lines skipped, Match blocks not imported), in file order.
class SshConfigIssuesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { WhereColumn, MessageColumn };

    explicit SshConfigIssuesModel(QObject *parent = nullptr);

    void setIssues(const QList<ssh::SshConfigIssue> &issues, const QString &configDir);
    const ssh::SshConfigIssue &issue(int row) const { return m_issues.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ssh::SshConfigIssue> m_issues;
    QString m_configDir;
};

} // namespace cg::ui
