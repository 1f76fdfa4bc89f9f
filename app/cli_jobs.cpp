// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_jobs.h"
#include "cli_jobs_switch.h"
#include "exit_codes.h"

#include "cli_root.h"
#include "cli_ssh.h"

#include "common/local_user.h"
#include "common/paths.h"
#include "inventory/inventory.h"
#include "jobs/compliance_gate.h"
#include "jobs/job_backend.h"
#include "jobs/job_hosts.h"
#include "jobs/job_spec.h"
#include "jobs/job_types.h"
#include "jobs/local_backend.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/chain_plan.h"
#include "storage/database.h"

#include "services/cluster_connections.h"
#include "services/cluster_job_hosts.h"
#include "services/job_failover_watch.h"
#include "services/jobs_listing.h"
#include "services/jobs_use_cases.h"
#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <csignal>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>

namespace cg::cli {

namespace {

using namespace exit_code;

volatile std::sig_atomic_t g_interrupted = 0;
void onInterrupt(int)
{
    g_interrupted = 1;
}

// The login node, reached only when the backend first needs it: a gate refusal sends nothing anywhere. A
// saved cluster's nodes are job hosts behind it (a backend without a scheduler runs jobs on them), each
// through the same connection; "local" is this machine, no SSH.
class LazyLoginNode : public jobs::LoginNode, public jobs::JobHosts
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::JobsCli)

public:
    using Connect = std::function<int(SshTarget &)>;
    LazyLoginNode(SshTarget &target, Connect connect, QList<jobs::HubJobHosts::Entry> hosts = {})
        : m_target(target), m_connect(std::move(connect)), m_hosts(std::move(hosts))
    {
    }
    // This machine: commands run here.
    explicit LazyLoginNode(SshTarget &target)
        : m_target(target), m_node(std::make_unique<jobs::LocalLoginNode>()), m_tried(true)
    {
    }

    QList<jobs::JobHost> jobHosts() const override
    {
        QList<jobs::JobHost> out;
        for (const auto &e : m_hosts)
            out << e.host;
        return out;
    }
    jobs::LoginNode *jobHost(const QString &name) override
    {
        if (!ensure())
            return this; // its commands fail saying the login node could not be reached
        for (const auto &e : std::as_const(m_hosts)) {
            if (e.host.name != name)
                continue;
            auto &made = m_hostNodes[name];
            if (!made)
                made = std::make_unique<jobs::HubLoginNode>(m_target.hub(), e.plan, m_target.base());
            return made.get();
        }
        return nullptr;
    }

    jobs::RemoteRun run(const QByteArray &command, const QByteArray &input, int timeoutMs) override
    {
        if (!ensure())
            return unreachable();
        return m_node->run(command, input, timeoutMs);
    }
    jobs::RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                           const std::function<bool()> &stop) override
    {
        if (!ensure())
            return unreachable();
        return m_node->stream(command, out, stop);
    }
    QString describe() const override { return m_node ? m_node->describe() : tr("the login node"); }
    int connectStatus() const { return m_rc; }

private:
    bool ensure()
    {
        if (!m_tried) {
            m_tried = true;
            m_rc = m_connect(m_target);
            if (m_rc == 0)
                m_node = m_target.loginNode();
        }
        return m_node != nullptr;
    }
    jobs::RemoteRun unreachable() const
    {
        jobs::RemoteRun r;
        r.error = QCoreApplication::translate("cg::cli::JobsCli",
                                              "the login node could not be reached (see above)");
        return r;
    }

    SshTarget &m_target;
    Connect m_connect;
    QList<jobs::HubJobHosts::Entry> m_hosts;
    std::map<QString, std::unique_ptr<jobs::LoginNode>> m_hostNodes;
    std::unique_ptr<jobs::LoginNode> m_node;
    bool m_tried = false;
    int m_rc = 0;
};

class JobsCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::JobsCli)

public:
    static int fail(const QString &message, int code) { return failWith(message, code); }

    static QString usage()
    {
        return tr(
            "usage: clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script] [--smoke]\n"
            "       clustergate jobs list --cluster C [--all-users] [--format text|json]\n"
            "       clustergate jobs cancel|requeue|hold|release ID --cluster C\n"
            "       clustergate jobs logs ID --cluster C [-f] [--lines N]\n"
            "       clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE\n"
            "       clustergate jobs show ID --cluster C [--format text|json]\n"
            "C is a saved cluster, 'local' (this machine) or a TARGET as for 'ssh' (the login node), with "
            "the\n"
            "ssh options.\n"
            "A saved cluster's placement and object-store settings apply; the options override them.");
    }

    static int run(const QStringList &words, CliRoot &root);

private:
    // A saved cluster by name, or nothing (then C is an ssh TARGET).
    static std::optional<ClusterRecord> savedCluster(Database &db, const QString &name, QString *error)
    {
        if (!db.isOpen())
            return std::nullopt;
        Inventory inv(db);
        const auto all = inv.clusters();
        if (!all.ok()) {
            *error = all.error();
            return std::nullopt;
        }
        for (const ClusterRecord &c : all.value()) {
            if (c.name == name)
                return c;
        }
        return std::nullopt;
    }

    // How the cluster's scheduler is used: a saved cluster's placement and object-store settings, the
    // options over them.
    static Result<jobs::SchedulerProfile> profileFrom(const QCommandLineParser &p, const QString &cluster,
                                                      const std::optional<ClusterRecord> &saved)
    {
        using R = Result<jobs::SchedulerProfile>;
        jobs::SchedulerProfile profile;
        profile.cluster = cluster;
        ClusterPlacement placement = saved ? saved->placement : ClusterPlacement{};
        const auto over = [&](const char *option, QString &field) {
            if (p.isSet(QLatin1String(option)))
                field = p.value(QLatin1String(option));
        };
        over("interconnect-feature", placement.interconnectFeature);
        over("object-store-root", placement.objectStoreRoot);
        over("object-store-remote", placement.objectStoreRemote);
        over("bucket", placement.defaultBucket);
        over("staging-root", placement.stagingRoot);
        if (p.isSet(QStringLiteral("switches")))
            placement.topologySwitches = true;
        if (p.isSet(QStringLiteral("switches-wait"))) {
            const Result<int> wait = ClusterPlacement::parseWait(p.value(QStringLiteral("switches-wait")));
            if (!wait.ok())
                return R::failure(tr("--switches-wait: %1").arg(wait.error()));
            placement.switchesWaitMinutes = wait.value();
        }
        if (const Status st = placement.validate(); !st)
            return R::failure(saved ? tr("cluster %1: %2").arg(cluster, st.error()) : st.error());
        profile.applyPlacement(placement);
        profile.defaultPartition = p.value(QStringLiteral("default-partition"));
        profile.account = p.value(QStringLiteral("account"));
        profile.checkpointRoot = p.value(QStringLiteral("checkpoint-root"));
        profile.logDirectory = p.value(QStringLiteral("log-dir"));
        if (p.isSet(QStringLiteral("signal-lead"))) {
            bool ok = false;
            profile.signalLeadSeconds = p.value(QStringLiteral("signal-lead")).toInt(&ok);
            if (!ok || profile.signalLeadSeconds < 1)
                return R::failure(tr("--signal-lead takes a number of seconds"));
        }
        const QString runtime = p.value(QStringLiteral("container-runtime"));
        if (runtime == QLatin1String("pyxis"))
            profile.containerRuntime = jobs::ContainerRuntime::Pyxis;
        else if (!runtime.isEmpty() && runtime != QLatin1String("apptainer"))
            return R::failure(tr("--container-runtime must be apptainer or pyxis"));
        for (const QString &kind : {QStringLiteral("partition"), QStringLiteral("qos")}) {
            for (const QString &pair : p.values(kind)) {
                const qsizetype eq = pair.indexOf(QLatin1Char('='));
                const QString key = pair.left(eq);
                const QString value = pair.mid(eq + 1);
                if (eq <= 0 || value.isEmpty())
                    return R::failure(
                        tr("--%1 takes PRIORITY=NAME (high, normal, low or preemptible)").arg(kind));
                jobs::SchedulingTarget *t = nullptr;
                if (key == QLatin1String("preemptible")) {
                    t = &profile.preemptible;
                } else if (const auto prio = jobs::priorityFromName(key)) {
                    t = &profile.priorities[*prio];
                } else {
                    return R::failure(
                        tr("--%1: '%2' is not high, normal, low or preemptible").arg(kind, key));
                }
                (kind == QLatin1String("qos") ? t->qos : t->partition) = value;
            }
        }
        return profile;
    }

    static int submit(services::ClusterJobs &backend, const QCommandLineParser &p, const QString &specPath,
                      const jobs::SchedulerProfile &profile, LazyLoginNode &node, Database &db)
    {
        const Result<jobs::JobSpec> spec = jobs::JobSpecs::load(specPath);
        if (!spec.ok())
            return fail(spec.error(), kUsage);
        jobs::SubmitOptions options;
        options.dryRun = p.isSet(QStringLiteral("dry-run"));
        options.script.smokeRun = p.isSet(QStringLiteral("smoke"));
        if (p.isSet(QStringLiteral("show-script"))) {
            const Result<jobs::BatchScript> script = backend.script(spec.value(), profile, options);
            if (!script.ok())
                return fail(script.error(), kUsage);
            QTextStream(stdout) << script->text << Qt::endl;
        }
        bool refused = false;
        const Result<jobs::Submission> sub = backend.submit(spec.value(), profile, options, &refused);
        if (!sub.ok()) {
            if (refused)
                return fail(sub.error(), kRefused);
            return fail(sub.error(), node.connectStatus() != 0 ? node.connectStatus() : kFailed);
        }
        QTextStream out(stdout);
        for (const QString &w : sub->script.warnings)
            QTextStream(stderr) << tr("clustergate: note: %1").arg(w) << Qt::endl;
        if (options.dryRun) {
            out << tr("dry run on %1: %2").arg(profile.cluster, sub->schedulerSays) << Qt::endl;
            return kDone;
        }
        out << tr("submitted job %1 to %2 (spec %3, script %4)")
                   .arg(sub->jobId, profile.cluster, sub->script.trace.specHash.left(12), sub->remoteScript)
            << Qt::endl;
        if (spec->failover.enabled() && !profile.cluster.isEmpty()) {
            // On the profile's watch list: the console's failover watch (window or `clustergate serve`)
            // moves it when its limits run out.
            QFile specFile(specPath);
            const Status kept = specFile.open(QIODevice::ReadOnly)
                                    ? services::FailoverWatchList(db).add(
                                          {profile.cluster, sub->jobId, specFile.readAll(), {}, {}})
                                    : Status::failure(specFile.errorString());
            if (kept.ok())
                out << tr("watched for failover to %1 by the console (window or clustergate serve)")
                           .arg(spec->failover.backups.join(QStringLiteral(", ")))
                    << Qt::endl;
            else
                QTextStream(stderr) << tr("clustergate: note: job %1 is not watched for failover: %2")
                                           .arg(sub->jobId, kept.error())
                                    << Qt::endl;
        }
        return kDone;
    }

    static int list(services::ClusterJobs &backend, const QCommandLineParser &p, LazyLoginNode &node)
    {
        const auto jobsNow = backend.list(p.isSet(QStringLiteral("all-users")));
        if (!jobsNow.ok())
            return fail(jobsNow.error(), node.connectStatus() != 0 ? node.connectStatus() : kFailed);
        QTextStream out(stdout);
        if (p.value(QStringLiteral("format")) == QLatin1String("json")) {
            for (const jobs::JobStatus &j : jobsNow.value()) {
                const QJsonObject o{{QStringLiteral("id"), j.jobId},
                                    {QStringLiteral("name"), j.name},
                                    {QStringLiteral("state"), j.state},
                                    {QStringLiteral("phase"), jobs::jobStateName(j.phase)},
                                    {QStringLiteral("reason"), j.reason},
                                    {QStringLiteral("restarts"), j.restarts},
                                    {QStringLiteral("elapsed"), j.elapsed},
                                    {QStringLiteral("partition"), j.partition},
                                    {QStringLiteral("nodes"), j.nodeList}};
                out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
            }
            return kDone;
        }
        out << tr("JOBID      STATE        REASON           RESTARTS  ELAPSED      PARTITION  NAME") << '\n';
        for (const jobs::JobStatus &j : jobsNow.value())
            out << QStringLiteral("%1 %2 %3 %4  %5 %6 %7\n")
                       .arg(j.jobId, -10)
                       .arg(j.state, -12)
                       .arg(j.reason, -16)
                       .arg(j.restarts, 8)
                       .arg(j.elapsed, -12)
                       .arg(j.partition, -10)
                       .arg(j.name);
        return kDone;
    }

    static int logs(services::ClusterJobs &backend, const QCommandLineParser &p, const QString &id,
                    LazyLoginNode &node)
    {
        bool ok = false;
        const int lines = p.value(QStringLiteral("lines")).toInt(&ok);
        if (!ok || lines < 0)
            return fail(tr("--lines takes a number"), kUsage);
        const auto failed = [&](const QString &why) {
            return fail(why, node.connectStatus() != 0 ? node.connectStatus() : kFailed);
        };
        if (!p.isSet(QStringLiteral("follow"))) {
            const Result<QByteArray> text = backend.tail(id, lines);
            if (!text.ok())
                return failed(text.error());
            std::fwrite(text->constData(), 1, std::size_t(text->size()), stdout);
            return kDone;
        }
        std::signal(SIGINT, onInterrupt);
        std::signal(SIGTERM, onInterrupt);
        const Status st = backend.follow(
            id, lines,
            [](const QByteArray &data) {
                std::fwrite(data.constData(), 1, std::size_t(data.size()), stdout);
                std::fflush(stdout);
            },
            [] { return g_interrupted != 0; });
        return st.ok() ? kDone : failed(st.error());
    }
};

int JobsCli::run(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Jobs on a cluster's scheduler, through its login node."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("verb"),
                            tr("submit, list, cancel, requeue, hold, release or logs"));
    p.addPositionalArgument(QStringLiteral("what"),
                            tr("submit: the spec file (or a template name); others: the job id"));
    const auto opt = [&](const QString &name, const QString &help, const QString &value = {},
                         const QString &def = {}) {
        p.addOption(QCommandLineOption(name, help, value, def));
    };
    opt(QStringLiteral("cluster"),
        tr("A saved cluster, or the login node as [user@]host[:port] or an ssh_config alias."),
        QStringLiteral("C"));
    opt(QStringLiteral("login"),
        tr("Saved cluster: the node to use as the login node (default: login*, else the first)."),
        QStringLiteral("NODE"));
    opt(QStringLiteral("country"), tr("Where a bare TARGET is (ISO 3166 code), for the compliance gate."),
        QStringLiteral("CC"));
    opt(QStringLiteral("region"), tr("The region a bare TARGET is in, for the compliance gate."),
        QStringLiteral("R"));
    opt(QStringLiteral("dry-run"),
        tr("submit: ask the scheduler where and when it would start; queue nothing."));
    opt(QStringLiteral("show-script"), tr("submit: print the batch script first."));
    opt(QStringLiteral("smoke"), tr("submit: a smoke run (one node, one accelerator, a few steps)."));
    opt(QStringLiteral("partition"), tr("Partition for a priority: PRIORITY=NAME (repeatable)."),
        QStringLiteral("P=NAME"));
    opt(QStringLiteral("qos"), tr("QoS for a priority: PRIORITY=NAME (repeatable)."),
        QStringLiteral("P=NAME"));
    opt(QStringLiteral("default-partition"), tr("Partition when the priority table names none."),
        QStringLiteral("NAME"));
    opt(QStringLiteral("account"), tr("Account charged when the spec names none."), QStringLiteral("NAME"));
    opt(QStringLiteral("checkpoint-root"), tr("Shared-filesystem directory for checkpoints."),
        QStringLiteral("DIR"));
    opt(QStringLiteral("log-dir"), tr("Directory for the jobs' output files."), QStringLiteral("DIR"));
    opt(QStringLiteral("signal-lead"), tr("Seconds of warning before the time limit (USR1)."),
        QStringLiteral("S"));
    opt(QStringLiteral("switches"), tr("The cluster's topology plugin honours --switches."));
    opt(QStringLiteral("switches-wait"),
        tr("How long a job waits for one switch (--switches=1@WAIT): minutes or e.g. 10:00."),
        QStringLiteral("WAIT"));
    opt(QStringLiteral("interconnect-feature"),
        tr("Node feature of the high-speed fabric, for 'interconnect: high-speed' (--constraint)."),
        QStringLiteral("NAME"));
    opt(QStringLiteral("object-store-root"),
        tr("Where the object store is mounted on the cluster: object-store://B/K is ROOT/B/K."),
        QStringLiteral("DIR"));
    opt(QStringLiteral("object-store-remote"),
        tr("The nodes' rclone remote for the object store: object-store://B/K is REMOTE:B/K."),
        QStringLiteral("REMOTE"));
    opt(QStringLiteral("bucket"), tr("The bucket the guides' placeholder <bucket> stands for."),
        QStringLiteral("NAME"));
    opt(QStringLiteral("staging-root"), tr("Shared-filesystem directory datasets are staged in."),
        QStringLiteral("DIR"));
    opt(QStringLiteral("container-runtime"), tr("apptainer (default) or pyxis."), QStringLiteral("NAME"));
    opt(QStringLiteral("all-users"), tr("list: every user's jobs, not only yours."));
    opt(QStringLiteral("format"), tr("list: text (default) or json."), QStringLiteral("FORMAT"),
        QStringLiteral("text"));
    p.addOption(QCommandLineOption({QStringLiteral("f"), QStringLiteral("follow")},
                                   tr("logs: keep printing until the job has finished (Ctrl+C stops).")));
    opt(QStringLiteral("lines"), tr("logs: how many of the last lines to print first."), QStringLiteral("N"),
        QStringLiteral("100"));
    opt(QStringLiteral("as"), tr("Who acts, in the audit log (default: the login name)."),
        QStringLiteral("NAME"));
    SshTarget ssh(root.hub());
    ssh.addOptions(p);
    if (!p.parse(words))
        return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    const QStringList actions{QStringLiteral("cancel"), QStringLiteral("requeue"), QStringLiteral("hold"),
                              QStringLiteral("release")};
    const bool known = verb == QLatin1String("submit") || verb == QLatin1String("list") ||
                       verb == QLatin1String("logs") || actions.contains(verb);
    if (!known || pos.size() != (verb == QLatin1String("list") ? 1 : 2))
        return fail(usage(), kUsage);
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(tr("--format must be text or json"), kUsage);
    if (!p.isSet(QStringLiteral("cluster")))
        return fail(tr("jobs %1 needs --cluster (a saved cluster or the login node)").arg(verb), kUsage);
    QString actor = p.value(QStringLiteral("as"));
    if (actor.isEmpty())
        actor = localUserName();
    if (!ledger::isValidPersonName(actor))
        return fail(tr("'%1' is not a usable name for --as: use letters, digits and . _ @ -").arg(actor),
                    kUsage);

    // The database holds saved clusters, the ledger the gate reads, and the audit log.
    services::Profile opened;
    if (const Status st = opened.open(actor); !st)
        return fail(st.error(), kFailed);
    Database &db = opened.database();
    const QString clusterArg = p.value(QStringLiteral("cluster"));
    QString error;
    const std::optional<ClusterRecord> saved = savedCluster(db, clusterArg, &error);
    if (!error.isEmpty())
        return fail(error, kFailed);
    // The cluster's backend (a saved cluster's choice, else the default), checked and recorded as the
    // window's are, by the same use cases.
    services::ClusterJobsSetup setup;
    setup.cluster = clusterArg;
    const bool local = !saved && clusterArg == jobs::LocalBackend::clusterName();
    if (local)
        setup.backend = jobs::LocalBackend::name();
    if (saved) {
        const auto chosen = services::ClusterJobsSetup::forCluster(db, *saved);
        if (!chosen.ok())
            return fail(chosen.error(), kFailed);
        setup = chosen.value();
        setup.cluster = clusterArg;
    }
    jobs::Destination destination;
    destination.cluster = clusterArg;
    destination.country = p.value(QStringLiteral("country"));
    destination.region = p.value(QStringLiteral("region"));
    std::optional<services::ClusterConnection> connection;
    QList<services::ClusterConnection>
        tryInTurn; // a saved cluster's nodes, as the window's Jobs view orders them
    QList<jobs::HubJobHosts::Entry> hosts;
    if (saved) {
        const Inventory inventory(db);
        const services::ClusterConnections connections(inventory);
        if (p.isSet(QStringLiteral("login"))) {
            const auto planned = connections.connection(saved->id, p.value(QStringLiteral("login")));
            if (!planned.ok())
                return fail(planned.error(), kUsage);
            tryInTurn = {planned.value()};
        } else {
            const auto planned = services::JobsListing::candidates(connections, saved->id, {});
            if (!planned.ok() || planned->isEmpty())
                return fail(planned.ok() ? tr("%1 has no node to reach").arg(saved->name) : planned.error(),
                            kUsage);
            tryInTurn = planned.value();
        }
        connection = tryInTurn.first();
        hosts = services::clusterJobHosts(connections, *saved);
        if (destination.country.isEmpty())
            destination.country = saved->region;
        if (destination.region.isEmpty())
            destination.region = saved->region;
    } else if (destination.country.isEmpty()) {
        destination.country = destination.region;
    }

    std::unique_ptr<LazyLoginNode> lazy =
        local ? std::make_unique<LazyLoginNode>(ssh)
              : std::make_unique<LazyLoginNode>(
                    ssh,
                    [&](SshTarget &target) {
                        if (!connection)
                            return target.connect(p, clusterArg);
                        // Each node in turn until one can be reached (each failure is said as it comes).
                        QList<services::AccountingNodeFailure> failed;
                        for (const services::ClusterConnection &c : std::as_const(tryInTurn)) {
                            const int rc = target.connect(p, c);
                            if (rc != kConnectionFailed) {
                                connection = c;
                                return rc;
                            }
                            failed << services::AccountingNodeFailure{c.node, ErrorCode::Unreachable, {}};
                        }
                        if (tryInTurn.size() > 1)
                            QTextStream(stderr)
                                << "clustergate: "
                                << services::JobsListing::summarize(clusterArg, failed, {}).error()
                                << Qt::endl;
                        return kConnectionFailed;
                    },
                    hosts);
    LazyLoginNode &node = *lazy;
    ledger::Ledger &ledger = opened.ledger();
    jobs::ComplianceGate gate(ledger);
    setup.audit = &ledger.audit();
    setup.actor = actor;
    setup.frontEnd = QStringLiteral("cli");
    setup.gate = &gate;
    setup.destination = destination;
    auto made = services::ClusterJobs::open(node, setup);
    if (!made.ok())
        return fail(made.error(), kUsage);
    services::ClusterJobs &backend = *made.value();
    if (pos.size() == 2 && verb != QLatin1String("submit")) {
        if (const Status st = backend.checkJobId(pos.at(1)); !st.ok())
            return fail(st.error(), kUsage);
    }

    if (verb == QLatin1String("submit")) {
        const Result<jobs::SchedulerProfile> profile = profileFrom(p, clusterArg, saved);
        if (!profile.ok())
            return fail(profile.error(), kUsage);
        return submit(backend, p, pos.at(1), profile.value(), node, db);
    }
    if (verb == QLatin1String("list"))
        return list(backend, p, node);
    if (verb == QLatin1String("logs"))
        return logs(backend, p, pos.at(1), node);
    const jobs::JobAction action = verb == QLatin1String("cancel")    ? jobs::JobAction::Cancel
                                   : verb == QLatin1String("requeue") ? jobs::JobAction::Requeue
                                   : verb == QLatin1String("hold")    ? jobs::JobAction::Hold
                                                                      : jobs::JobAction::Release;
    const Status st = backend.act(action, pos.at(1));
    if (!st.ok())
        return fail(st.error(), node.connectStatus() != 0 ? node.connectStatus() : kFailed);
    QTextStream(stdout) << (action == jobs::JobAction::Cancel    ? tr("job %1 cancelled")
                            : action == jobs::JobAction::Requeue ? tr("job %1 requeued")
                            : action == jobs::JobAction::Hold    ? tr("job %1 held")
                                                                 : tr("job %1 released"))
                               .arg(pos.at(1))
                        << Qt::endl;
    return kDone;
}

} // namespace

int jobsCommand(const QStringList &words, CliRoot &root)
{
    if (words.value(1) == QLatin1String("switch") || words.value(1) == QLatin1String("show"))
        return jobsSwitchCommand(words, root);
    return JobsCli::run(words, root);
}

} // namespace cg::cli
