// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job_progress.h"

#include <QList>
#include <QRegularExpression>

namespace cg::jobs {

qint64 JobProgress::lastStep(const QByteArray &log)
{
    static const QRegularExpression step(QStringLiteral("\\bstep\\s*[:= ]\\s*(\\d{1,15})\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QList<QByteArray> lines = log.split('\n');
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const QString line = QString::fromUtf8(lines.at(i));
        if (line.startsWith(QLatin1String("[clustergate ")))
            continue; // the wrapper's own lines are not the job's progress
        if (const auto m = step.match(line); m.hasMatch())
            return m.captured(1).toLongLong();
    }
    return -1;
}

std::optional<ResumePoint> JobProgress::resumedFrom(const QByteArray &log)
{
    static const QRegularExpression wrapper(QStringLiteral("^\\[clustergate (\\S+)\\] (.*)$"));
    static const QRegularExpression checkpoint(
        QStringLiteral("^resuming from checkpoint step-(\\d{1,15}) \\(verified\\)"));
    for (const QByteArray &raw : log.split('\n')) {
        const auto m = wrapper.match(QString::fromUtf8(raw).trimmed());
        if (!m.hasMatch())
            continue;
        const QString text = m.captured(2);
        ResumePoint p;
        p.at = QDateTime::fromString(m.captured(1), Qt::ISODate);
        if (const auto c = checkpoint.match(text); c.hasMatch()) {
            p.step = c.captured(1).toLongLong();
            return p;
        }
        if (text.endsWith(QLatin1String("starting from scratch")) ||
            text.contains(QLatin1String("starting from scratch;")))
            return p;
    }
    return std::nullopt;
}

} // namespace cg::jobs
