// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_marks.h"

#include "ledger/audit_log.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::TimeMark)
};

} // namespace

QString TimeMark::text() const
{
    const QString when = QDateTime::fromMSecsSinceEpoch(tMs).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    return actor.isEmpty() ? Tr::tr("%1 %2 %3").arg(when, action, subject)
                           : Tr::tr("%1 %2 %3 by %4").arg(when, action, subject, actor);
}

bool isMarkedAction(const QString &action)
{
    static const QStringList prefixes = {QStringLiteral("agent."),
                                         QStringLiteral("cluster."),
                                         QStringLiteral("clusters."),
                                         QStringLiteral("job."),
                                         QStringLiteral("settings."),
                                         QStringLiteral("config."),
                                         QStringLiteral("validation.override")};
    return std::any_of(prefixes.cbegin(), prefixes.cend(),
                       [&](const QString &p) { return action.startsWith(p); });
}

Result<QList<TimeMark>> auditMarks(ledger::AuditLog &log, qint64 fromMs, qint64 toMs, const QString &cluster,
                                   int limit)
{
    // Newest first, in pages, until the range is passed: the audit log has no time index, and a chart asks
    // for recent days.
    QList<TimeMark> marks;
    ledger::AuditQuery q;
    q.newestFirst = true;
    q.limit = 2000;
    const auto head = log.head();
    if (!head)
        return Result<QList<TimeMark>>::failureOf(head);
    q.toSeq = head->size;
    const QString quoted = QStringLiteral("\"") + cluster + QStringLiteral("\"");
    while (q.toSeq >= 1 && marks.size() < limit) {
        q.fromSeq = std::max<qint64>(1, q.toSeq - q.limit + 1);
        const auto rows = log.rows(q);
        if (!rows)
            return Result<QList<TimeMark>>::failureOf(rows);
        bool older = false;
        for (const ledger::AuditRow &r : rows.value()) {
            const QDateTime at = QDateTime::fromString(r.recordedAt, Qt::ISODateWithMs);
            const qint64 t = at.isValid() ? at.toMSecsSinceEpoch() : 0;
            if (t < fromMs) {
                older = true;
                break;
            }
            if (t >= toMs || !isMarkedAction(r.action))
                continue;
            if (!cluster.isEmpty() && !r.subject.contains(cluster) && !r.details.contains(quoted) &&
                (r.details.contains(QStringLiteral("\"cluster\"")) ||
                 r.subject.startsWith(QStringLiteral("cluster"))))
                continue;
            marks.append(TimeMark{t, r.action, r.subject, r.actor});
            if (marks.size() >= limit)
                break;
        }
        if (older || rows->isEmpty())
            break;
        q.toSeq = q.fromSeq - 1;
    }
    std::reverse(marks.begin(), marks.end());
    return marks;
}

} // namespace cg::history
