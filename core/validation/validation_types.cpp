// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/validation_types.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cg::validation {

QString statusName(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pending:
        return QStringLiteral("pending");
    case CheckStatus::Running:
        return QStringLiteral("running");
    case CheckStatus::Pass:
        return QStringLiteral("pass");
    case CheckStatus::Warn:
        return QStringLiteral("warn");
    case CheckStatus::Fail:
        return QStringLiteral("fail");
    case CheckStatus::NotRun:
        return QStringLiteral("not run");
    case CheckStatus::Blocked:
        return QStringLiteral("blocked");
    }
    return {};
}

QString statusLabel(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pending:
        return QCoreApplication::translate("cg::validation", "pending");
    case CheckStatus::Running:
        return QCoreApplication::translate("cg::validation", "running");
    case CheckStatus::Pass:
        return QCoreApplication::translate("cg::validation", "pass");
    case CheckStatus::Warn:
        return QCoreApplication::translate("cg::validation", "warn");
    case CheckStatus::Fail:
        return QCoreApplication::translate("cg::validation", "fail");
    case CheckStatus::NotRun:
        return QCoreApplication::translate("cg::validation", "not run");
    case CheckStatus::Blocked:
        return QCoreApplication::translate("cg::validation", "blocked");
    }
    return {};
}

CheckStatus statusFromName(const QString &name)
{
    for (CheckStatus s : {CheckStatus::Pending, CheckStatus::Running, CheckStatus::Pass, CheckStatus::Warn,
                          CheckStatus::Fail, CheckStatus::NotRun, CheckStatus::Blocked}) {
        if (statusName(s) == name)
            return s;
    }
    return CheckStatus::Pending;
}

QJsonObject CheckResult::toJson(bool withEvidence) const
{
    QJsonObject o{{QStringLiteral("level"), level},
                  {QStringLiteral("check"), id},
                  {QStringLiteral("title"), title},
                  {QStringLiteral("kind"), kind},
                  {QStringLiteral("status"), statusName(status)},
                  {QStringLiteral("reason"), reason},
                  {QStringLiteral("required"), required}};
    QJsonArray figs;
    for (const Figure &f : figures) {
        QJsonObject fo{{QStringLiteral("name"), f.name},
                       {QStringLiteral("value"), f.measured ? QJsonValue(f.value) : QJsonValue()},
                       {QStringLiteral("unit"), f.unit}};
        if (!f.measured)
            fo.insert(QStringLiteral("measured"), false);
        if (f.hasThreshold) {
            fo.insert(QStringLiteral("op"), f.op);
            fo.insert(QStringLiteral("threshold"), f.threshold);
            fo.insert(QStringLiteral("threshold_from"), f.thresholdText);
            fo.insert(QStringLiteral("met"), f.measured && f.met);
        }
        if (f.hasPrevious)
            fo.insert(QStringLiteral("previous"), f.previous);
        figs.append(fo);
    }
    o.insert(QStringLiteral("figures"), figs);
    if (!notMeasured.isEmpty())
        o.insert(QStringLiteral("not_measured"), nodeNotesJson(notMeasured));
    if (!excluded.isEmpty())
        o.insert(QStringLiteral("excluded"), nodeNotesJson(excluded));
    if (!evidenceSha256.isEmpty())
        o.insert(QStringLiteral("evidence_sha256"), QString::fromLatin1(evidenceSha256));
    if (withEvidence) {
        o.insert(QStringLiteral("log"), QString::fromUtf8(log));
        o.insert(QStringLiteral("data"), json);
        if (!series.isEmpty()) {
            QJsonArray pts;
            for (const QPointF &p : series)
                pts.append(QJsonArray{p.x(), p.y()});
            o.insert(QStringLiteral("series"),
                     QJsonObject{{QStringLiteral("name"), seriesName}, {QStringLiteral("points"), pts}});
        }
        o.insert(QStringLiteral("started_ms"), startedMs);
        o.insert(QStringLiteral("ended_ms"), endedMs);
    }
    return o;
}

bool CheckResult::nothingMeasured() const
{
    if (figures.isEmpty())
        return status == CheckStatus::NotRun || status == CheckStatus::Blocked ||
               status == CheckStatus::Pending;
    for (const Figure &f : figures) {
        if (f.measured)
            return false;
    }
    return true;
}

QString notMeasuredLabel()
{
    return QCoreApplication::translate("cg::validation", "not measured");
}

QJsonArray nodeNotesJson(const QList<NodeNote> &notes)
{
    QJsonArray a;
    for (const NodeNote &n : notes)
        a.append(QJsonObject{{QStringLiteral("node"), n.node}, {QStringLiteral("reason"), n.reason}});
    return a;
}

QString LevelResult::verdict() const
{
    QString v = statusLabel(status);
    if (nodesTotal <= 0)
        return v;
    v = QCoreApplication::translate("cg::validation", "%1, %2 of %3 nodes")
            .arg(v)
            .arg(nodesCounted())
            .arg(nodesTotal);
    if (excluded.isEmpty())
        return v;
    QStringList reasons;
    for (const NodeNote &n : excluded) {
        if (!reasons.contains(n.reason))
            reasons << n.reason;
    }
    return QCoreApplication::translate("cg::validation", "%1, %2 excluded: %3")
        .arg(v)
        .arg(excluded.size())
        .arg(reasons.join(QLatin1String("; ")));
}

QJsonObject LevelResult::summaryJson() const
{
    QJsonObject o{{QStringLiteral("status"), statusName(status)}, {QStringLiteral("verdict"), verdict()}};
    if (nodesTotal > 0) {
        o.insert(QStringLiteral("nodes_total"), nodesTotal);
        o.insert(QStringLiteral("nodes_counted"), nodesCounted());
        o.insert(QStringLiteral("excluded"), nodeNotesJson(excluded));
    }
    return o;
}

QByteArray CheckResult::evidenceJson() const
{
    QJsonObject o = toJson(true);
    o.remove(QStringLiteral("evidence_sha256"));
    // Previous-run figures are a view, not evidence of this run.
    QJsonArray figs = o.value(QStringLiteral("figures")).toArray();
    for (qsizetype i = 0; i < figs.size(); ++i) {
        QJsonObject f = figs.at(i).toObject();
        f.remove(QStringLiteral("previous"));
        figs.replace(i, f);
    }
    o.insert(QStringLiteral("figures"), figs);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace cg::validation
