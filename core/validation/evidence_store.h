// SPDX-License-Identifier: GPL-3.0-or-later
// Validation runs in SQLite (schema 6): a run per start, its levels with overrides, and per check the
// evidence as canonical JSON with its SHA-256; the figures of a cluster's previous runs for comparison.
#pragma once

#include "common/result.h"
#include "validation/validation_types.h"

#include <QCoreApplication>
#include <QHash>

namespace cg {
class Database;
}

namespace cg::validation {

struct RunSummary
{
    qint64 id = 0;
    QString cluster;
    QString checklist;
    QString operatorName;
    QDateTime started;
    QDateTime ended;
    QHash<QString, CheckStatus> levels; // level id -> status
};

class EvidenceStore
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::EvidenceStore)

public:
    explicit EvidenceStore(Database &db) : m_db(db) {}

    Result<qint64> beginRun(qint64 clusterId, const QString &cluster, const QString &checklist,
                            const QString &operatorName);
    Status endRun(qint64 runId);
    Status recordCheck(qint64 runId, const CheckResult &result); // result.evidenceSha256 must be set
    Status recordLevel(qint64 runId, const LevelResult &level);

    // Newest first.
    Result<QList<RunSummary>> runs(const QString &cluster, int limit = 50) const;
    // The last recorded status of each level of `cluster` (any run before `beforeRun`; 0: any run).
    Result<QHash<QString, CheckStatus>> lastLevelStatus(const QString &cluster, qint64 beforeRun = 0) const;
    // "L1/link_rtt/rtt_ms_p99" -> value, from the newest run before `beforeRun` that has each check.
    Result<QHash<QString, double>> previousFigures(const QString &cluster, qint64 beforeRun) const;
    // The stored evidence of one check of a run (canonical JSON), with its recorded hash.
    Result<QPair<QByteArray, QByteArray>> evidence(qint64 runId, const QString &level,
                                                   const QString &check) const;

private:
    Database &m_db;
};

} // namespace cg::validation
