// SPDX-License-Identifier: GPL-3.0-or-later
// The changes to line a chart up with: agent deployments, cluster and configuration changes, job switches
// and overrides, read from the audit log (the ledger's API, read only) for a time range.
#pragma once

#include "common/result.h"

#include <QList>
#include <QString>

namespace cg::ledger {
class AuditLog;
}

namespace cg::history {

struct TimeMark
{
    qint64 tMs = 0;
    QString action; // "agent.deploy", "job.submitted", ...
    QString subject;
    QString actor;
    QString text() const; // "12:04 agent.deploy node:gpu01 by alice"
};

// Whether an audit action is a change a chart marks.
bool isMarkedAction(const QString &action);

// The marked events recorded in [fromMs, toMs), oldest first; with `cluster`, those whose subject or
// details name it (or name no cluster at all, such as a console setting). At most `limit` of the newest.
Result<QList<TimeMark>> auditMarks(ledger::AuditLog &log, qint64 fromMs, qint64 toMs,
                                   const QString &cluster = {}, int limit = 500);

} // namespace cg::history
