// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import ssh config: the hosts of an OpenSSH client config, which of them can be imported and why
// the others cannot, for the operator to pick from.
#pragma once

#include "common/thread_owner.h"
#include "models/ssh_config_import_model.h"

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
    bool isResolving() const { return m_resolver.isRunning(); }

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
    ThreadOwner m_resolver;
    std::shared_ptr<std::atomic<bool>> m_cancelResolve;
};

} // namespace cg::ui
