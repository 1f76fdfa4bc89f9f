// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_jobs_switch.h"
#include "exit_codes.h"

#include "cli_root.h"

#include "common/local_user.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_spec.h"
#include "ledger/ledger.h"
#include "services/job_failover.h"
#include "services/job_failover_open.h"
#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

using namespace exit_code;

class JobsSwitchCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::JobsCli)

public:
    static int fail(const QString &message, int code)
    {
        QTextStream(stderr) << "clustergate: " << message << Qt::endl;
        return code;
    }

    static int show(ledger::Ledger &ledger, const QString &cluster, const QString &id, bool json)
    {
        const auto entries = services::JobFailover::timeline(ledger, cluster, id);
        if (!entries.ok())
            return fail(entries.error(), exitCodeFor(entries.code()));
        QTextStream out(stdout);
        if (json) {
            QJsonArray a, resumes;
            QStringList clusters;
            qint64 stepsLost = 0;
            for (const QJsonObject &e : entries.value()) {
                a.append(e);
                const QString c = e.value(QStringLiteral("cluster")).toString();
                if (!clusters.contains(c))
                    clusters << c;
                if (e.value(QStringLiteral("action")).toString() != QLatin1String("job.resumed"))
                    continue;
                // Each restart after a host lost the job: where it resumed and the steps lost.
                const QJsonObject d = e.value(QStringLiteral("details")).toObject();
                QJsonObject r{{QStringLiteral("cluster"), c},
                              {QStringLiteral("jobId"), e.value(QStringLiteral("jobId"))},
                              {QStringLiteral("at"), e.value(QStringLiteral("at"))}};
                for (const char *key : {"restart", "lastStep", "checkpointStep", "stepsLost", "lostAt",
                                        "resumedAt", "secondsToResume"})
                    r.insert(QLatin1String(key), d.value(QLatin1String(key)));
                resumes.append(r);
                stepsLost += qMax<qint64>(0, d.value(QStringLiteral("stepsLost")).toInteger());
            }
            const QJsonObject o{{QStringLiteral("cluster"), cluster},
                                {QStringLiteral("id"), id},
                                {QStringLiteral("clusters"), QJsonArray::fromStringList(clusters)},
                                {QStringLiteral("resumes"), resumes},
                                {QStringLiteral("stepsLost"), stepsLost},
                                {QStringLiteral("timeline"), a}};
            out << QJsonDocument(o).toJson(QJsonDocument::Indented);
            return 0;
        }
        out << tr("SEQ    WHEN                  CLUSTER          JOBID      EVENT") << '\n';
        for (const QJsonObject &e : entries.value()) {
            QString note;
            const QJsonObject d = e.value(QStringLiteral("details")).toObject();
            if (e.value(QStringLiteral("action")).toString() == QLatin1String("job.switched")) {
                const QJsonObject from = d.value(QStringLiteral("from")).toObject();
                note = tr("from %1 job %2 (%3), checkpoint step %4")
                           .arg(from.value(QStringLiteral("cluster")).toString(),
                                from.value(QStringLiteral("jobId")).toString(),
                                d.value(QStringLiteral("reason")).toString())
                           .arg(d.value(QStringLiteral("checkpoint"))
                                    .toObject()
                                    .value(QStringLiteral("step"))
                                    .toInteger());
            } else if (e.value(QStringLiteral("action")).toString() == QLatin1String("job.resumed")) {
                const qint64 lost = d.value(QStringLiteral("stepsLost")).toInteger(-1);
                note = lost < 0 ? tr("resumed from checkpoint step %1; the last step before the loss is not "
                                     "known")
                                      .arg(d.value(QStringLiteral("checkpointStep")).toInteger())
                                : tr("resumed from checkpoint step %1, %2 step(s) lost (last step %3), %4 s "
                                     "after the loss was seen")
                                      .arg(d.value(QStringLiteral("checkpointStep")).toInteger())
                                      .arg(lost)
                                      .arg(d.value(QStringLiteral("lastStep")).toInteger())
                                      .arg(d.value(QStringLiteral("secondsToResume")).toInteger());
            } else if (e.value(QStringLiteral("action")).toString() == QLatin1String("job.requeued") &&
                       d.contains(QStringLiteral("reason"))) {
                note = d.value(QStringLiteral("reason")).toString();
            } else if (d.contains(QStringLiteral("why"))) {
                note = d.value(QStringLiteral("why")).toString();
            }
            out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                       .arg(e.value(QStringLiteral("seq")).toInteger(), -6)
                       .arg(e.value(QStringLiteral("at")).toString(), -21)
                       .arg(e.value(QStringLiteral("cluster")).toString(), -16)
                       .arg(e.value(QStringLiteral("jobId")).toString(), -10)
                       .arg(e.value(QStringLiteral("action")).toString())
                       .arg(note);
        }
        return 0;
    }
};

} // namespace

int jobsSwitchCommand(const QStringList &words, CliRoot &root)
{
    using Cli = JobsSwitchCli;
    QCommandLineParser p;
    p.setApplicationDescription(Cli::tr("Move a job to another saved cluster, or show its timeline."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("verb"), Cli::tr("switch or show"));
    p.addPositionalArgument(QStringLiteral("id"), Cli::tr("the job id on --cluster"));
    const auto opt = [&](const QString &name, const QString &help, const QString &value = {},
                         const QString &def = {}) {
        p.addOption(QCommandLineOption(name, help, value, def));
    };
    opt(QStringLiteral("cluster"), Cli::tr("The saved cluster the job is on (was on)."), QStringLiteral("C"));
    opt(QStringLiteral("to"), Cli::tr("switch: the saved cluster to move it to."), QStringLiteral("CLUSTER"));
    opt(QStringLiteral("spec"), Cli::tr("switch: the job's spec file (or template name)."),
        QStringLiteral("FILE"));
    opt(QStringLiteral("format"), Cli::tr("show: text (default) or json."), QStringLiteral("FORMAT"),
        QStringLiteral("text"));
    opt(QStringLiteral("known-hosts"), Cli::tr("known_hosts file (default: ~/.ssh/known_hosts)."),
        QStringLiteral("FILE"));
    opt(QStringLiteral("no-agent"), Cli::tr("Do not use ssh-agent."));
    opt(QStringLiteral("no-keychain"), Cli::tr("Do not answer prompts from the keychain."));
    opt(QStringLiteral("as"), Cli::tr("Who acts, in the audit log (default: the login name)."),
        QStringLiteral("NAME"));
    if (!p.parse(words))
        return Cli::fail(p.errorText(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return 0;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    if (pos.size() != 2 || (verb != QLatin1String("switch") && verb != QLatin1String("show")))
        return Cli::fail(Cli::tr("usage: clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE\n"
                                 "       clustergate jobs show ID --cluster C [--format text|json]"),
                         kUsage);
    const QString id = pos.at(1);
    const QString cluster = p.value(QStringLiteral("cluster"));
    if (cluster.isEmpty())
        return Cli::fail(Cli::tr("jobs %1 needs --cluster (the saved cluster the job is on)").arg(verb),
                         kUsage);
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return Cli::fail(Cli::tr("--format must be text or json"), kUsage);
    QString actor = p.value(QStringLiteral("as"));
    if (actor.isEmpty())
        actor = localUserName();
    if (!ledger::isValidPersonName(actor))
        return Cli::fail(
            Cli::tr("'%1' is not a usable name for --as: use letters, digits and . _ @ -").arg(actor),
            kUsage);

    services::Profile opened;
    if (const Status st = opened.open(actor); !st)
        return Cli::fail(st.error(), kFailed);
    ledger::Ledger &ledger = opened.ledger();
    if (verb == QLatin1String("show"))
        return Cli::show(ledger, cluster, id, format == QLatin1String("json"));

    const QString to = p.value(QStringLiteral("to"));
    if (to.isEmpty() || !p.isSet(QStringLiteral("spec")))
        return Cli::fail(Cli::tr("jobs switch needs --to (a saved cluster) and --spec (the job's spec)"),
                         kUsage);
    const Result<jobs::JobSpec> spec = jobs::JobSpecs::load(p.value(QStringLiteral("spec")));
    if (!spec.ok())
        return Cli::fail(spec.error(), kUsage);
    jobs::ComplianceGate gate(ledger);
    services::SavedClusterAccess access;
    access.db = &opened.database();
    access.hub = &root.hub();
    access.local.knownHostsFile = p.isSet(QStringLiteral("known-hosts"))
                                      ? p.value(QStringLiteral("known-hosts"))
                                      : QDir::home().filePath(QStringLiteral(".ssh/known_hosts"));
    access.local.useAgent = !p.isSet(QStringLiteral("no-agent"));
    access.audit = &ledger.audit();
    access.gate = &gate;
    access.actor = actor;
    access.frontEnd = QStringLiteral("cli");
    services::JobFailover failover(ledger, actor, access.frontEnd, services::savedClusterOpener(access));
    services::SwitchRequest request{
        cluster, id, spec.value(), to, services::FailoverReason::ByHand, Cli::tr("asked for by hand")};
    const services::SwitchOutcome outcome = failover.switchJob(request);
    if (!outcome.moved)
        return Cli::fail(Cli::tr("job %1 stays on %2: %3").arg(id, cluster, outcome.why),
                         outcome.gate.allowed() ? kFailed : kRefused);
    QTextStream(stdout) << Cli::tr("job %1 on %2 is now job %3 on %4 (%5)")
                               .arg(id, cluster, outcome.newJobId, to,
                                    outcome.checkpoint
                                        ? Cli::tr("resuming from checkpoint %1").arg(outcome.checkpoint->name)
                                        : Cli::tr("no verified checkpoint yet: from the start"))
                        << Qt::endl;
    if (!outcome.why.isEmpty())
        QTextStream(stderr) << "clustergate: " << outcome.why << Qt::endl;
    return 0;
}

} // namespace cg::cli
