// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_alerts.h"

#include "exit_codes.h"

#include "common/local_user.h"
#include "export/alert_log.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

using namespace exit_code;

class AlertsCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::Cli)

public:
    static int fail(const QString &message, int code = kFailed)
    {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << Qt::endl;
        return code;
    }

    static QString time(const QDateTime &t)
    {
        return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
    }

    static int list(const QStringList &args)
    {
        QCommandLineParser p;
        p.setApplicationDescription(tr("The alerts fired in this profile, newest first."));
        p.addHelpOption();
        const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."),
                                        QStringLiteral("FORMAT"), QStringLiteral("text"));
        const QCommandLineOption firing(QStringLiteral("firing"), tr("Only the alerts still firing."));
        const QCommandLineOption limit(QStringLiteral("limit"), tr("At most N alerts."), QStringLiteral("N"),
                                       QStringLiteral("200"));
        p.addOptions({format, firing, limit});
        if (!p.parse(args))
            return fail(p.errorText(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return kDone;
        }
        bool ok = false;
        const int n = p.value(limit).toInt(&ok);
        const QString fmt = p.value(format);
        if (!ok || n <= 0 || (fmt != QLatin1String("text") && fmt != QLatin1String("json")) ||
            !p.positionalArguments().isEmpty())
            return fail(tr("usage: clustergate alerts list [--format text|json] [--firing] [--limit N]"),
                        kUsage);
        exporting::AlertLog log;
        if (const Status st = log.open(); !st)
            return fail(st.error());
        const auto rows = log.list(n, p.isSet(firing));
        if (!rows)
            return fail(rows.error());
        QTextStream out(stdout);
        if (fmt == QLatin1String("json")) {
            QJsonArray a;
            for (const exporting::AlertLogEntry &e : rows.value()) {
                a.append(QJsonObject{{QStringLiteral("id"), e.id},
                                     {QStringLiteral("alertname"), e.alertname},
                                     {QStringLiteral("severity"), e.severity},
                                     {QStringLiteral("cluster"), e.cluster},
                                     {QStringLiteral("subject"), e.subject},
                                     {QStringLiteral("state"), e.state()},
                                     {QStringLiteral("what"), e.what},
                                     {QStringLiteral("todo"), e.todo},
                                     {QStringLiteral("fired_at"), time(e.firedAt)},
                                     {QStringLiteral("resolved_at"), time(e.resolvedAt)},
                                     {QStringLiteral("acked_at"), time(e.ackedAt)},
                                     {QStringLiteral("acked_by"), e.ackedBy}});
            }
            out << QJsonDocument(a).toJson(QJsonDocument::Indented);
            return kDone;
        }
        if (rows->isEmpty()) {
            out << tr("no alerts") << Qt::endl;
            return kDone;
        }
        for (const exporting::AlertLogEntry &e : rows.value()) {
            out << e.id << '\t' << e.state() << '\t' << e.severity << '\t' << e.alertname << '\t' << e.cluster
                << '\t' << e.subject << '\t' << time(e.firedAt) << '\t'
                << (e.ackedAt.isValid() ? tr("acked by %1").arg(e.ackedBy) : tr("not acked")) << '\t'
                << e.what << Qt::endl;
        }
        return kDone;
    }

    static int ack(const QStringList &args)
    {
        QCommandLineParser p;
        p.setApplicationDescription(tr("Acknowledge an alert: someone is on it."));
        p.addHelpOption();
        p.addPositionalArgument(QStringLiteral("id"), tr("The alert's id (alerts list shows it)."));
        const QCommandLineOption by(QStringLiteral("by"), tr("Who acknowledges (default: this user)."),
                                    QStringLiteral("NAME"));
        p.addOption(by);
        if (!p.parse(args))
            return fail(p.errorText(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return kDone;
        }
        bool ok = false;
        const qint64 id = p.positionalArguments().value(0).toLongLong(&ok);
        if (p.positionalArguments().size() != 1 || !ok || id <= 0)
            return fail(tr("usage: clustergate alerts ack ID [--by NAME]"), kUsage);
        exporting::AlertLog log;
        if (const Status st = log.open(); !st)
            return fail(st.error());
        const QString who = p.isSet(by) ? p.value(by) : localUserName();
        if (const Status st = log.acknowledge(id, who, QDateTime::currentDateTimeUtc()); !st)
            return fail(st.error(), st.code() == ErrorCode::Conflict ? kDone : exitCodeFor(st.code()));
        QTextStream(stdout) << tr("alert %1 acknowledged by %2").arg(id).arg(who) << Qt::endl;
        return kDone;
    }
};

} // namespace

int alertsCommand(const QStringList &words)
{
    const QString sub = words.value(1);
    if (sub == QLatin1String("list"))
        return AlertsCli::list(words.mid(1));
    if (sub == QLatin1String("ack"))
        return AlertsCli::ack(words.mid(1));
    return AlertsCli::fail(
        QCoreApplication::translate("cg::cli::Cli",
                                    "usage: clustergate alerts list [--format text|json] [--firing]\n"
                                    "       clustergate alerts ack ID [--by NAME]"),
        exit_code::kUsage);
}

} // namespace cg::cli
