// SPDX-License-Identifier: GPL-3.0-or-later
// The alerts' history in the profile: one row per alert (fired, resolved, acknowledged, by whom), in a small
// SQLite file of its own next to the profile's database (alerts.sqlite: the console's schema migrations are
// not touched, and a headless `clustergate serve` and a `clustergate alerts ack` in another process share
// it through SQLite's locking). The ids are the rows': stable across processes and restarts.
#pragma once

#include "common/result.h"
#include "planning/alerts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>

struct sqlite3;

namespace cg::exporting {

struct AlertLogEntry
{
    qint64 id = 0;
    QString key; // kind/cluster/subject
    QString alertname;
    QString severity;
    QString cluster;
    QString subject;
    QString what;
    QString todo;
    QDateTime firedAt;
    QDateTime resolvedAt; // invalid while firing
    QDateTime ackedAt;    // invalid until acknowledged
    QString ackedBy;

    QString state() const; // "firing", "resolved"
    // The row as an alert (kind, severity, cluster, subject, what, to-do, times), for a view that lists it
    // beside the engine's; knownKind is false for an alertname this console does not raise.
    planning::Alert asAlert(bool *knownKind = nullptr) const;
};

class AlertLog
{
    Q_DECLARE_TR_FUNCTIONS(cg::exporting::AlertLog)

public:
    AlertLog() = default;
    ~AlertLog();
    AlertLog(const AlertLog &) = delete;
    AlertLog &operator=(const AlertLog &) = delete;

    // <profile data dir>/alerts.sqlite
    static QString defaultPath();
    // Opens (creating) the file; the error names it.
    Status open(const QString &path = defaultPath());
    bool isOpen() const { return m_db != nullptr; }

    // A fired alert: a new row, or the still-firing row with the same key (a restart). Returns its id.
    Result<qint64> recordFired(const planning::Alert &alert, const QString &alertname,
                               const QString &severity);
    Status recordResolved(const QString &key, const QDateTime &when);
    // NotFound for an unknown id; Conflict when it was already acknowledged (by whom in the message).
    Status acknowledge(qint64 id, const QString &who, const QDateTime &when);
    // Newest first; `firingOnly`: only the rows not resolved.
    Result<QList<AlertLogEntry>> list(int limit = 200, bool firingOnly = false) const;
    Result<AlertLogEntry> entry(qint64 id) const;
    // What fired before `since` (a console's start: its engine's history begins there), newest first, at
    // most `limit`; a row still firing whose alert is in `activeNow` (keys) is left out, the engine shows it.
    Result<QList<AlertLogEntry>> firedBefore(const QDateTime &since, const QSet<QString> &activeNow,
                                             int limit = 200) const;

private:
    Status exec(const char *sql);
    sqlite3 *m_db = nullptr;
    QString m_path;
};

} // namespace cg::exporting
