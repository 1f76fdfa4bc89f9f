// SPDX-License-Identifier: GPL-3.0-or-later
// Each cluster's recording policy: whether the keys typed into its terminals are recorded too (off unless
// the cluster's policy turns it on: they hold passwords typed at prompts) and how many days its recordings
// are kept (0: until someone deletes them). Kept in the profile's database; every change is an audit
// event. What retention deletes: recording_retention.h.
#pragma once

#include "common/result.h"
#include "terminal/terminal_recording.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>

namespace cg {
class Database;
namespace ledger {
class AuditLog;
}
} // namespace cg

namespace cg::terminal {

struct RecordingPolicy
{
    bool recordInput = false;
    int retentionDays = 0; // 0: kept until deleted
    bool operator==(const RecordingPolicy &o) const
    {
        return recordInput == o.recordInput && retentionDays == o.retentionDays;
    }
};

class RecordingPolicies
{
    Q_DECLARE_TR_FUNCTIONS(cg::terminal::RecordingPolicies)

public:
    static constexpr const char *kAuditAction = "terminal.recording.policy";
    static constexpr int kMaxRetentionDays = 36500;

    explicit RecordingPolicies(Database &db) : m_db(db) {}

    // The cluster's policy; a cluster never set has the default (no input, kept until deleted).
    Result<RecordingPolicy> policy(const QString &cluster) const;
    Result<QHash<QString, RecordingPolicy>> all() const;
    // Stores it and records the change (before and after) in `log`; unchanged: nothing is written.
    Status set(const QString &cluster, const RecordingPolicy &policy, ledger::AuditLog &log,
               const QString &actor);

private:
    Database &m_db;
};

} // namespace cg::terminal

#include "terminal/recording_retention.h" // pruneRecordings(), which reads these policies
