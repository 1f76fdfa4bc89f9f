// SPDX-License-Identifier: GPL-3.0-or-later
// New / edit cluster: name, provider, region, host-key policy, key files, the jump chain (one hop per
// line), the nodes (NodeList's grammar: one node or hostlist per line) and where its scheduler places jobs
// and its object store is. Nothing is saved until every line reads correctly; a wrong line is named with
// what is wrong. Its terminal recording policy (typed input recorded or not, retention) is shown with a
// warning that recorded input holds the passwords typed at prompts; the caller saves it (audited).
#pragma once

#include "common/result.h"
#include "inventory/inventory.h"
#include "terminal/recording_policy.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace cg::ui {

class ClusterDialog : public QDialog
{
    Q_OBJECT

public:
    ClusterDialog(const ClusterRecord &cluster, const QList<NodeRecord> &nodes, QWidget *parent = nullptr);

    // Valid after accept().
    ClusterRecord cluster() const { return m_cluster; }
    QList<NodeRecord> nodes() const { return m_nodes; }

    // How the cluster's jobs run (jobs::JobBackendRegistry's names and its default).
    void setJobBackend(const QString &name);
    QString jobBackend() const;

    void setRecordingPolicy(const terminal::RecordingPolicy &policy);
    terminal::RecordingPolicy recordingPolicy() const;
    // Stores the policy for the cluster named `cluster` through RecordingPolicies::set (an audit event when
    // it changed).
    Status saveRecordingPolicy(const QString &cluster, Database &db, ledger::AuditLog *log,
                               const QString &actor) const;

    // "[user@]host[:port]" per line, in connection order; blank lines and # comments are skipped.
    static Result<QList<ssh::Endpoint>> parseJumps(const QString &text);
    // NodeList's grammar: "[name] [user@]host[:port]" per line, names and hosts as hostlists
    // (gpu[01-08]); the name defaults to the host.
    static Result<QList<NodeRecord>> parseNodes(const QString &text);
    static QString jumpsText(const QList<ssh::Endpoint> &jumps);
    static QString nodesText(const QList<NodeRecord> &nodes);

    void accept() override;
    void done(int result) override;

private:
    bool collect(QString *error);
    bool collectPlacement(ClusterPlacement *placement, QString *error);
    void addKeyFile();

    ClusterRecord m_cluster;
    QList<NodeRecord> m_nodes;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_provider = nullptr;
    QLineEdit *m_region = nullptr;
    QComboBox *m_policy = nullptr;
    QComboBox *m_jobBackend = nullptr;
    QCheckBox *m_legacyKex = nullptr;
    QPlainTextEdit *m_keys = nullptr;
    QPlainTextEdit *m_jumps = nullptr;
    QPlainTextEdit *m_nodeText = nullptr;
    QLineEdit *m_feature = nullptr;
    QCheckBox *m_switches = nullptr;
    QLineEdit *m_switchesWait = nullptr;
    QLineEdit *m_storeRoot = nullptr;
    QLineEdit *m_storeRemote = nullptr;
    QLineEdit *m_bucket = nullptr;
    QLineEdit *m_stagingRoot = nullptr;
    QLineEdit *m_registries = nullptr;
    QCheckBox *m_recordInput = nullptr;
    QLabel *m_inputWarning = nullptr;
    QSpinBox *m_retention = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace cg::ui
