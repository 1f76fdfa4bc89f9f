// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import ssh config: the hosts of an OpenSSH client config, which of them can be imported and why
// the others cannot, for the operator to pick from.
#pragma once

#include "models/checkable_table_model.h"

#include "ssh/ssh_config.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QList>
#include <QString>

#include <atomic>
#include <memory>

class QLabel;
class QPushButton;
class QTableView;
class QThread;

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

    struct Row
    {
        QString alias;
        ssh::ImportedHost imported; // meaningful only when importable
        bool importable = false;
        QString reason;    // why not, when not importable (translated)
        QString definedAt; // "file:line"; for rows left out, where the reason is
        bool checked = false;
        bool resolvedByOpenSsh = false;
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

class SshConfigImportDialog : public QDialog
{
    Q_OBJECT

public:
    // An empty path opens defaultConfigPath().
    explicit SshConfigImportDialog(const QString &configPath = {}, QWidget *parent = nullptr);
    ~SshConfigImportDialog() override;

    static QString defaultConfigPath();

    // Reads and resolves the file; on failure the table is empty and the error is shown (and returned).
    bool openConfig(const QString &path);
    QString configPath() const { return m_path; }
    QString loadError() const { return m_loadError; }

    // The checked rows, with their jump chains.
    QList<ssh::ImportedHost> selectedHosts() const;

    SshConfigImportModel *hostsModel() const { return m_hosts; }
    SshConfigIssuesModel *issuesModel() const { return m_issues; }
    QString summaryText() const;
    bool canResolveWithOpenSsh() const;
    bool isResolving() const { return m_resolver != nullptr; }

public slots:
    // Resolves every listed alias again with `ssh -G`, off the GUI thread; resolveFinished() follows.
    void resolveWithOpenSsh();

signals:
    void resolveFinished();

protected:
    void done(int result) override;

private:
    void chooseFile();
    void updateSummary();
    void updateButtons();
    void applyOpenSshResults(const QList<SshConfigImportModel::Row> &rows);
    void stopResolver();

    QString m_path;
    QString m_loadError;
    bool m_hasMatchBlocks = false;
    SshConfigImportModel *m_hosts = nullptr;
    SshConfigIssuesModel *m_issues = nullptr;
    QLabel *m_pathLabel = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_issuesTitle = nullptr;
    QTableView *m_table = nullptr;
    QTableView *m_issuesTable = nullptr;
    QPushButton *m_chooseButton = nullptr;
    QPushButton *m_resolveButton = nullptr;
    QPushButton *m_importButton = nullptr;
    QThread *m_resolver = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelResolve;
};

} // namespace cg::ui
