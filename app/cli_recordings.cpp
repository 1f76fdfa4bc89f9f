// SPDX-License-Identifier: GPL-3.0-or-later
// The recordings are found through their audit events ("terminal.recording"), never by listing the
// directory: a file without its event is not a recording anyone can vouch for. verify hashes each file
// again and compares with its event; export copies a verified recording (and records that it did).
#include "cli_recordings.h"

#include "exit_codes.h"

#include "common/local_user.h"
#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "services/profile.h"
#include "terminal/recording_policy.h"
#include "terminal/terminal_recording.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

namespace cg::cli {

namespace {

using namespace exit_code;

// The texts of this file, under one context that lupdate and the runtime agree on.
struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::RecordingsCli)
};

int fail(const QString &message, int code)
{
    QTextStream(stderr) << "clustergate: " << message << Qt::endl;
    return code;
}

void printJson(const QJsonValue &v)
{
    const QByteArray text = v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                                        : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    QTextStream(stdout) << QString::fromUtf8(text) << Qt::endl;
}

QJsonObject entryJson(const terminal::RecordingEntry &e)
{
    QJsonObject o = e.summary.toJson();
    o.insert(QStringLiteral("id"), e.seq);
    if (e.deletedSeq > 0)
        o.insert(QStringLiteral("deleted"), e.deletedSeq);
    o.insert(QStringLiteral("recorded_at"), e.recordedAt);
    return o;
}

QJsonObject checkJson(const terminal::RecordingEntry &e, const terminal::RecordingCheck &c)
{
    return QJsonObject{{QStringLiteral("id"), e.seq},
                       {QStringLiteral("file"), e.summary.path},
                       {QStringLiteral("intact"), c.intact},
                       {QStringLiteral("sha256_recorded"), QString::fromLatin1(e.summary.sha256)},
                       {QStringLiteral("sha256_actual"), QString::fromLatin1(c.actualSha256)},
                       {QStringLiteral("bytes_recorded"), e.summary.bytes},
                       {QStringLiteral("bytes_actual"), c.actualBytes},
                       {QStringLiteral("problem"), c.problem}};
}

int policyCommand(const QString &cluster, const QString &input, const QString &retentionText, bool json)
{
    services::Profile profile;
    if (const Status st = profile.open(localUserName()); !st)
        return fail(st.error(), kFailed);
    terminal::RecordingPolicies policies(profile.database());
    QTextStream out(stdout);
    const auto line = [](const QString &name, const terminal::RecordingPolicy &pol) {
        return Texts::tr("%1  input %2  kept %3")
            .arg(name, pol.recordInput ? Texts::tr("recorded") : Texts::tr("not recorded"),
                 pol.retentionDays > 0 ? Texts::tr("%n day(s)", nullptr, pol.retentionDays)
                                       : Texts::tr("until deleted"));
    };
    const auto asJson = [](const QString &name, const terminal::RecordingPolicy &pol) {
        return QJsonObject{{QStringLiteral("cluster"), name},
                           {QStringLiteral("record_input"), pol.recordInput},
                           {QStringLiteral("retention_days"), pol.retentionDays}};
    };
    if (cluster.isEmpty()) {
        if (!input.isEmpty() || !retentionText.isEmpty())
            return fail(Texts::tr("policy: name the cluster whose policy to set"), kUsage);
        const auto every = policies.all();
        if (!every.ok())
            return fail(every.error(), kFailed);
        const auto clusters = Inventory(profile.database()).clusters();
        if (!clusters.ok())
            return fail(clusters.error(), kFailed);
        QJsonArray a;
        for (const ClusterRecord &c : clusters.value()) {
            if (json)
                a.append(asJson(c.name, every->value(c.name)));
            else
                out << line(c.name, every->value(c.name)) << Qt::endl;
        }
        if (json)
            printJson(a);
        else if (clusters->isEmpty())
            out << Texts::tr("no clusters") << Qt::endl;
        return kDone;
    }
    const auto clusters = Inventory(profile.database()).clusters();
    if (!clusters.ok())
        return fail(clusters.error(), kFailed);
    if (std::none_of(clusters->cbegin(), clusters->cend(),
                     [&](const ClusterRecord &c) { return c.name == cluster; }))
        return fail(Texts::tr("no cluster named %1 (see clusters list)").arg(cluster), kFailed);
    auto current = policies.policy(cluster);
    if (!current.ok())
        return fail(current.error(), kFailed);
    terminal::RecordingPolicy next = current.value();
    if (!input.isEmpty()) {
        if (input != QLatin1String("on") && input != QLatin1String("off"))
            return fail(Texts::tr("--record-input must be on or off, not %1").arg(input), kUsage);
        next.recordInput = input == QLatin1String("on");
    }
    if (!retentionText.isEmpty()) {
        bool ok = false;
        next.retentionDays = retentionText.toInt(&ok);
        if (!ok || next.retentionDays < 0 ||
            next.retentionDays > terminal::RecordingPolicies::kMaxRetentionDays)
            return fail(Texts::tr("--retention must be 0 (until deleted) to %1 days, not %2")
                            .arg(terminal::RecordingPolicies::kMaxRetentionDays)
                            .arg(retentionText),
                        kUsage);
    }
    if (const Status st = policies.set(cluster, next, profile.auditLog(), localUserName()); !st)
        return fail(st.error(), kFailed);
    if (json)
        printJson(asJson(cluster, next));
    else
        out << line(cluster, next) << Qt::endl;
    return kDone;
}

int pruneCommand(bool dryRun, bool json)
{
    services::Profile profile;
    if (const Status st = profile.open(localUserName()); !st)
        return fail(st.error(), kFailed);
    const terminal::RecordingPolicies policies(profile.database());
    const auto report = terminal::pruneRecordings(profile.auditLog(), policies,
                                                  QDateTime::currentDateTimeUtc(), localUserName(), dryRun);
    if (!report.ok())
        return fail(report.error(), kFailed);
    QTextStream out(stdout);
    if (json) {
        QJsonArray a;
        for (const terminal::RecordingEntry &e : report->deleted)
            a.append(entryJson(e));
        printJson(QJsonObject{{QStringLiteral("dry_run"), dryRun},
                              {QStringLiteral("deleted"), a},
                              {QStringLiteral("problems"), QJsonArray::fromStringList(report->problems)}});
    } else {
        for (const terminal::RecordingEntry &e : report->deleted)
            out << (dryRun ? Texts::tr("%1  due      %2 (%3, ended %4)")
                           : Texts::tr("%1  deleted  %2 (%3, ended %4)"))
                       .arg(e.seq)
                       .arg(e.summary.path, e.summary.cluster, e.summary.ended.toString(Qt::ISODate))
                << Qt::endl;
        for (const QString &problem : report->problems)
            out << Texts::tr("not deleted: %1").arg(problem) << Qt::endl;
        out << (dryRun ? Texts::tr("%n recording(s) due for deletion", nullptr, int(report->deleted.size()))
                       : Texts::tr("%n recording(s) deleted; each deletion is in the audit log", nullptr,
                                   int(report->deleted.size())))
            << Qt::endl;
    }
    return report->problems.isEmpty() ? kDone : kFailed;
}

} // namespace

int recordingsCommand(const QStringList &words)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Texts::tr("Terminal session recordings (asciicast v2) and their audit events."));
    p.addHelpOption();
    p.addPositionalArgument(
        QStringLiteral("list|show|export|verify|delete|policy|prune"),
        Texts::tr("list: every recording; show ID; export ID FILE: copy a verified recording; "
                  "verify [ID]: hash again and compare with the audit event; delete ID: remove "
                  "the file, audited; policy [CLUSTER]: show or set a cluster's input recording and "
                  "retention; prune: delete what retention says is due, audited"));
    const QCommandLineOption reason(QStringLiteral("reason"),
                                    Texts::tr("delete: why (recorded in the audit log)."),
                                    QStringLiteral("TEXT"));
    p.addOption(reason);
    const QCommandLineOption format(QStringLiteral("format"), Texts::tr("Output format: text or json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    p.addOption(format);
    const QCommandLineOption recordInput(
        QStringLiteral("record-input"),
        Texts::tr("policy: on or off: whether keys typed into this cluster's terminals are recorded too "
                  "(off by default: they hold passwords typed at prompts)."),
        QStringLiteral("on|off"));
    p.addOption(recordInput);
    const QCommandLineOption retention(
        QStringLiteral("retention"),
        Texts::tr("policy: days a recording of this cluster is kept after it ended (0: until deleted)."),
        QStringLiteral("DAYS"));
    p.addOption(retention);
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    Texts::tr("prune: only list what would be deleted."));
    p.addOption(dryRun);
    if (!p.parse(words))
        return fail(p.errorText(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    const bool json = p.value(format) == QLatin1String("json");
    if (!json && p.value(format) != QLatin1String("text"))
        return fail(Texts::tr("--format must be text or json"), kUsage);
    if (verb == QLatin1String("policy") && pos.size() <= 2)
        return policyCommand(pos.value(1), p.isSet(recordInput) ? p.value(recordInput) : QString(),
                             p.isSet(retention) ? p.value(retention) : QString(), json);
    if (verb == QLatin1String("prune") && pos.size() == 1)
        return pruneCommand(p.isSet(dryRun), json);
    const bool known = (verb == QLatin1String("list") && pos.size() == 1) ||
                       (verb == QLatin1String("show") && pos.size() == 2) ||
                       (verb == QLatin1String("export") && pos.size() == 3) ||
                       (verb == QLatin1String("verify") && pos.size() <= 2) ||
                       (verb == QLatin1String("delete") && pos.size() == 2);
    if (!known)
        return fail(
            Texts::tr(
                "usage: clustergate recordings list | show ID | export ID FILE | verify [ID] | delete ID "
                "--reason TEXT | policy [CLUSTER [--record-input on|off] [--retention DAYS]] | prune "
                "[--dry-run] [--format json]"),
            kUsage);
    qint64 id = -1;
    if (pos.size() >= 2) {
        bool ok = false;
        id = pos.at(1).toLongLong(&ok);
        if (!ok || id < 1)
            return fail(Texts::tr("%1 is not a recording id (see recordings list)").arg(pos.at(1)), kUsage);
    }

    services::Profile profile;
    if (const Status st = profile.open(localUserName()); !st)
        return fail(st.error(), kFailed);
    const Result<QList<terminal::RecordingEntry>> all = terminal::listRecordings(profile.auditLog());
    if (!all.ok())
        return fail(all.error(), kFailed);
    QList<terminal::RecordingEntry> chosen;
    for (const terminal::RecordingEntry &e : all.value())
        if (id < 0 || e.seq == id)
            chosen << e;
    if (id >= 0 && chosen.isEmpty())
        return fail(Texts::tr("no recording with id %1 in the audit log").arg(id), kFailed);

    QTextStream out(stdout);
    if (verb == QLatin1String("list")) {
        if (json) {
            QJsonArray a;
            for (const auto &e : chosen)
                a.append(entryJson(e));
            printJson(a);
            return kDone;
        }
        for (const auto &e : chosen)
            out << Texts::tr("%1  %2  %3 -> %4@%5  %6 bytes  %7  %8")
                       .arg(e.seq)
                       .arg(e.summary.started.toString(Qt::ISODate), e.summary.actor, e.summary.remoteUser,
                            e.summary.node)
                       .arg(e.summary.bytes)
                       .arg(QString::fromLatin1(e.summary.sha256.left(12)),
                            e.deletedSeq > 0 ? Texts::tr("deleted") : e.summary.end)
                << Qt::endl;
        if (chosen.isEmpty())
            out << Texts::tr("no recordings") << Qt::endl;
        return kDone;
    }
    if (verb == QLatin1String("show")) {
        const auto &e = chosen.constFirst();
        if (json) {
            printJson(entryJson(e));
            return kDone;
        }
        const terminal::RecordingSummary &s = e.summary;
        out << Texts::tr("recording %1").arg(e.seq) << Qt::endl
            << Texts::tr("  file:     %1").arg(s.path) << Qt::endl
            << Texts::tr("  sha256:   %1").arg(QString::fromLatin1(s.sha256)) << Qt::endl
            << Texts::tr("  bytes:    %1%2")
                   .arg(s.bytes)
                   .arg(s.truncated ? Texts::tr(" (stopped at the size limit)") : QString())
            << Qt::endl
            << Texts::tr("  user:     %1").arg(s.actor) << Qt::endl
            << Texts::tr("  node:     %1@%2").arg(s.remoteUser, s.node)
            << (s.nodeName.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.nodeName)) << Qt::endl
            << Texts::tr("  via:      %1")
                   .arg(s.hops.isEmpty() ? Texts::tr("(direct)") : s.hops.join(QStringLiteral(" -> ")))
            << Qt::endl
            << Texts::tr("  started:  %1").arg(s.started.toString(Qt::ISODateWithMs)) << Qt::endl
            << Texts::tr("  ended:    %1").arg(s.ended.toString(Qt::ISODateWithMs)) << Qt::endl
            << Texts::tr("  input:    %1")
                   .arg(s.inputRecorded ? Texts::tr("recorded") : Texts::tr("not recorded"))
            << Qt::endl
            << Texts::tr("  end:      %1").arg(s.end) << Qt::endl;
        return kDone;
    }
    if (verb == QLatin1String("export")) {
        const auto &e = chosen.constFirst();
        const terminal::RecordingCheck c = terminal::verifyRecording(e.summary);
        if (!c.intact)
            return fail(
                Texts::tr("recording %1 fails verification, not exported: %2").arg(e.seq).arg(c.problem),
                kFailed);
        const QString dest = pos.at(2);
        if (QFileInfo::exists(dest))
            return fail(Texts::tr("%1 exists; not overwritten").arg(dest), kFailed);
        if (!QFile::copy(e.summary.path, dest))
            return fail(Texts::tr("cannot write %1").arg(dest), kFailed);
        ledger::AuditEvent ev;
        ev.actor = localUserName();
        ev.action = QStringLiteral("terminal.recording.exported");
        ev.subject = QStringLiteral("recording:%1").arg(e.seq);
        ev.details = QJsonObject{{QStringLiteral("file"), QFileInfo(dest).absoluteFilePath()},
                                 {QStringLiteral("sha256"), QString::fromLatin1(c.actualSha256)}};
        if (const Result<qint64> row = profile.auditLog().append(ev); !row.ok()) {
            QFile::remove(dest);
            return fail(
                Texts::tr("the export could not be audit-logged, so it was undone: %1").arg(row.error()),
                kFailed);
        }
        if (json)
            printJson(QJsonObject{{QStringLiteral("id"), e.seq},
                                  {QStringLiteral("file"), QFileInfo(dest).absoluteFilePath()},
                                  {QStringLiteral("sha256"), QString::fromLatin1(c.actualSha256)}});
        else
            out << Texts::tr("recording %1 -> %2, SHA-256 %3 (verified against the audit log)")
                       .arg(e.seq)
                       .arg(dest, QString::fromLatin1(c.actualSha256))
                << Qt::endl;
        return kDone;
    }
    if (verb == QLatin1String("delete")) {
        if (p.value(reason).trimmed().isEmpty())
            return fail(Texts::tr("delete needs --reason (it goes into the audit log)"), kUsage);
        if (const Status st = terminal::deleteRecording(profile.auditLog(), chosen.constFirst(),
                                                        localUserName(), p.value(reason));
            !st)
            return fail(st.error(), kFailed);
        out << Texts::tr("recording %1 deleted; the deletion is in the audit log").arg(id) << Qt::endl;
        return kDone;
    }
    // verify
    int bad = 0;
    QJsonArray results;
    int deleted = 0;
    for (const auto &e : chosen) {
        if (e.deletedSeq > 0) {
            ++deleted;
            if (json)
                results.append(QJsonObject{{QStringLiteral("id"), e.seq},
                                           {QStringLiteral("file"), e.summary.path},
                                           {QStringLiteral("deleted"), e.deletedSeq}});
            else
                out << Texts::tr("%1  deleted  %2 (audit row %3)")
                           .arg(e.seq)
                           .arg(e.summary.path)
                           .arg(e.deletedSeq)
                    << Qt::endl;
            continue;
        }
        const terminal::RecordingCheck c = terminal::verifyRecording(e.summary);
        bad += c.intact ? kDone : kFailed;
        if (json)
            results.append(checkJson(e, c));
        else if (c.intact)
            out << Texts::tr("%1  ok       %2").arg(e.seq).arg(e.summary.path) << Qt::endl;
        else
            out << Texts::tr("%1  CHANGED  %2: %3").arg(e.seq).arg(e.summary.path, c.problem) << Qt::endl;
    }
    if (json)
        printJson(results);
    else
        out << Texts::tr("%1 recording(s), %2 intact, %3 failed")
                   .arg(chosen.size())
                   .arg(chosen.size() - bad)
                   .arg(bad)
            << Qt::endl;
    return bad ? kFailed : kDone;
}

} // namespace cg::cli
