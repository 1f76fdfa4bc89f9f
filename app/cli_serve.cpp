// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate serve`: services::Console without a window. This machine's agent always, the fleets of the
// chosen clusters, the alert rules and the jobs poller, as the window runs them; and the team's tools:
// /metrics, remote-write, Alertmanager, the alert history. Stops cleanly on SIGTERM or SIGINT.
#include "cli_serve.h"

#include "exit_codes.h"

#include "agent/agent_locator.h"
#include "agent/fleet_session.h"
#include "common/paths.h"
#include "export/exporter.h"
#include "services/cluster_connections.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QSocketNotifier>
#include <QTextStream>
#include <QTimer>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace cg::cli {

namespace {

using namespace exit_code;

int g_signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &c, 1);
}

class ServeCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::Cli)

public:
    static void say(const QString &line)
    {
        QTextStream out(stdout);
        out << line << Qt::endl;
    }
    static int fail(const QString &message, int code = kFailed)
    {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << Qt::endl;
        return code;
    }

    // The scrape token from the keychain, waiting for the keychain check that Console::open() started.
    static Result<QByteArray> readToken(services::Console &console, const QString &id)
    {
        QEventLoop loop;
        if (!console.secretStore() || !console.keychainAvailable()) {
            QTimer guard;
            guard.setSingleShot(true);
            QObject::connect(&guard, &QTimer::timeout, &loop, &QEventLoop::quit);
            QObject::connect(&console, &services::Console::keychainChecked, &loop, &QEventLoop::quit);
            guard.start(130000);
            loop.exec();
        }
        if (!console.keychainAvailable())
            return Result<QByteArray>::failure(
                tr("the scrape token %1 is kept in the keychain, which is not available: %2")
                    .arg(id, console.keychainProblem()),
                ErrorCode::Refused);
        std::optional<secrets::SecretResult<QByteArray>> got;
        console.secretStore()->read(id, &console, [&](secrets::SecretResult<QByteArray> r) {
            got = std::move(r);
            loop.quit();
        });
        if (!got)
            loop.exec();
        if (!got || !got->ok() || got->value().isEmpty())
            return Result<QByteArray>::failure(
                tr("no scrape token %1 in the keychain (%2); set one with: clustergate secrets set %1 --kind "
                   "api-token < TOKEN")
                    .arg(id, got ? got->error() : QString()),
                ErrorCode::Refused);
        return got->value();
    }

    static int serve(const QStringList &args)
    {
        QSettings settings = paths::settings();
        QCommandLineParser p;
        p.setApplicationDescription(
            tr("Run the console without a window: this machine's agent, the fleets of the chosen clusters, "
               "the alert rules and the jobs poller, with /metrics, remote-write and Alertmanager."));
        p.addHelpOption();
        const QCommandLineOption cluster(
            QStringLiteral("cluster"),
            tr("Stream this cluster's fleet (repeat; default: every saved cluster)."),
            QStringLiteral("NAME"));
        const QCommandLineOption listen(QStringLiteral("listen"),
                                        tr("Serve /metrics on ADDRESS:PORT (default 127.0.0.1:9464; setting "
                                           "serve/listen)."),
                                        QStringLiteral("ADDRESS:PORT"));
        const QCommandLineOption noMetrics(QStringLiteral("no-metrics"), tr("Do not serve /metrics."));
        const QCommandLineOption tlsCert(QStringLiteral("tls-cert"),
                                         tr("TLS certificate (PEM) for /metrics on a non-loopback address."),
                                         QStringLiteral("FILE"));
        const QCommandLineOption tlsKey(QStringLiteral("tls-key"), tr("Its private key (PEM)."),
                                        QStringLiteral("FILE"));
        const QCommandLineOption tokenId(QStringLiteral("token-secret"),
                                         tr("Keychain entry holding the bearer token scrapers must send "
                                            "(default metrics-token)."),
                                         QStringLiteral("ID"), QStringLiteral("metrics-token"));
        const QCommandLineOption remoteWrite(QStringLiteral("remote-write"),
                                             tr("Send the series to this remote-write URL (setting "
                                                "serve/remote_write)."),
                                             QStringLiteral("URL"));
        const QCommandLineOption alertmanager(QStringLiteral("alertmanager"),
                                              tr("Send alerts to this Alertmanager (base URL; setting "
                                                 "serve/alertmanager)."),
                                              QStringLiteral("URL"));
        const QCommandLineOption thresholds(QStringLiteral("thresholds"),
                                            tr("Alert thresholds file (YAML or JSON)."),
                                            QStringLiteral("FILE"));
        const QCommandLineOption knownHosts(QStringLiteral("known-hosts"),
                                            tr("known_hosts file the nodes' host keys are checked against."),
                                            QStringLiteral("FILE"));
        const QCommandLineOption interval(QStringLiteral("interval"), tr("Milliseconds between samples."),
                                          QStringLiteral("MS"), QStringLiteral("1000"));
        const QCommandLineOption evaluate(QStringLiteral("evaluate-every"),
                                          tr("Milliseconds between evaluations of the alert rules."),
                                          QStringLiteral("MS"), QStringLiteral("15000"));
        const QCommandLineOption jobsEvery(
            QStringLiteral("jobs-every"),
            tr("Milliseconds between polls of the clusters' schedulers (0: off)."), QStringLiteral("MS"),
            QStringLiteral("60000"));
        p.addOptions({cluster, listen, noMetrics, tlsCert, tlsKey, tokenId, remoteWrite, alertmanager,
                      thresholds, knownHosts, interval, evaluate, jobsEvery});
        if (!p.parse(args))
            return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return kDone;
        }
        if (!p.positionalArguments().isEmpty())
            return fail(tr("serve takes no arguments, only options (see serve --help)"), kUsage);
        bool ok1 = false, ok2 = false, ok3 = false;
        const int intervalMs = p.value(interval).toInt(&ok1);
        const int evaluateMs = p.value(evaluate).toInt(&ok2);
        const int jobsMs = p.value(jobsEvery).toInt(&ok3);
        if (!ok1 || intervalMs < 50 || !ok2 || evaluateMs < 50 || !ok3 || jobsMs < 0)
            return fail(tr("--interval and --evaluate-every must be 50 ms or more, --jobs-every 0 or more"),
                        kUsage);

        exporting::ExporterOptions options;
        options.serveMetrics = !p.isSet(noMetrics);
        const QString listenText =
            p.isSet(listen)
                ? p.value(listen)
                : settings.value(QStringLiteral("serve/listen"), QStringLiteral("127.0.0.1:9464")).toString();
        const auto parsed = exporting::parseListen(listenText);
        if (!parsed)
            return fail(parsed.error(), kUsage);
        options.metrics = parsed.value();
        options.metrics.tlsCertificateFile = p.value(tlsCert);
        options.metrics.tlsKeyFile = p.value(tlsKey);
        const QString rw = p.isSet(remoteWrite)
                               ? p.value(remoteWrite)
                               : settings.value(QStringLiteral("serve/remote_write")).toString();
        const QString am = p.isSet(alertmanager)
                               ? p.value(alertmanager)
                               : settings.value(QStringLiteral("serve/alertmanager")).toString();
        for (const QString &url : {rw, am}) {
            const QUrl u(url);
            if (!url.isEmpty() && (!u.isValid() || (u.scheme() != QLatin1String("http") &&
                                                    u.scheme() != QLatin1String("https"))))
                return fail(tr("%1 is not an http(s) URL").arg(url), kUsage);
        }
        options.remoteWrite.url = QUrl(rw);
        options.remoteWrite.intervalMs = intervalMs;
        options.alertmanager.url = QUrl(am);

        services::Console console;
        console.open();
        if (!console.databaseError().isEmpty())
            return fail(tr("cannot open the profile: %1").arg(console.databaseError()));
        if (options.serveMetrics && !options.metrics.address.isLoopback()) {
            if (const Status policy = exporting::MetricsServer::checkPolicy(options.metrics);
                !policy &&
                (options.metrics.tlsCertificateFile.isEmpty() || options.metrics.tlsKeyFile.isEmpty()))
                return fail(policy.error(), kRefused);
            const auto token = readToken(console, p.value(tokenId));
            if (!token)
                return fail(token.error(), exitCodeFor(token.code()));
            options.metrics.bearerToken = token.value();
        }
        if (p.isSet(thresholds)) {
            if (const Status st = console.alerts().loadThresholds(p.value(thresholds)); !st)
                return fail(st.error(), kUsage);
        }
        console.alerts().setEvaluationInterval(evaluateMs);

        exporting::Exporter exporter(console, options);
        if (const Status st = exporter.start(); !st)
            return fail(st.error(), exitCodeFor(st.code()));
        QObject::connect(&exporter, &exporting::Exporter::receiverHealth,
                         [](const QString &who, const QString &why) {
                             if (why.isEmpty())
                                 say(tr("%1: delivering again").arg(who));
                             else
                                 fail(tr("%1 is failing, buffering and retrying: %2").arg(who, why));
                         });
        if (options.serveMetrics)
            say(tr("serving http%1://%2:%3/metrics")
                    .arg(options.metrics.tlsCertificateFile.isEmpty() ? QString() : QStringLiteral("s"),
                         options.metrics.address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QLatin1Char('[') + options.metrics.address.toString() + QLatin1Char(']')
                             : options.metrics.address.toString())
                    .arg(exporter.metricsPort()));
        if (!rw.isEmpty())
            say(tr("remote-write to %1").arg(rw));
        if (!am.isEmpty())
            say(tr("alerts to Alertmanager at %1").arg(am));

        // This machine, always (as in the window).
        console.localAgent().setIntervalMs(intervalMs);
        console.localAgent().start();

        // The fleets of the chosen clusters.
        const auto all = console.inventory().clusters();
        if (!all)
            return fail(all.error());
        QStringList wanted = p.values(cluster);
        for (const QString &name : wanted) {
            if (std::none_of(all->begin(), all->end(),
                             [&](const ClusterRecord &c) { return c.name == name; }))
                return fail(tr("no saved cluster named %1 (clustergate clusters list shows them)").arg(name),
                            kUsage);
        }
        const QString knownHostsFile =
            p.isSet(knownHosts) ? p.value(knownHosts) : services::ClusterConnections::defaultKnownHostsFile();
        FleetOptions fleetOptions;
        fleetOptions.base.knownHostsFile = knownHostsFile;
        fleetOptions.base.useAgent = !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
        fleetOptions.localAgent = locateAgent().path;
        fleetOptions.intervalMs = intervalMs;
        for (const ClusterRecord &c : all.value()) {
            if (!wanted.isEmpty() && !wanted.contains(c.name))
                continue;
            if (fleetOptions.localAgent.isEmpty())
                return fail(tr("the bundled agent (clustergate-agent) was not found; set CLUSTERGATE_AGENT "
                               "to its path"));
            QString error;
            if (!console.startFleet(c.id, fleetOptions, &error))
                fail(tr("cluster %1 not streamed: %2").arg(c.name, error));
            else
                say(tr("streaming cluster %1").arg(c.name));
        }
        if (jobsMs > 0)
            console.jobsAlerts().start(
                {paths::databaseFile(), knownHostsFile, fleetOptions.base.useAgent, jobsMs, 2});

        // SIGTERM (systemd stop) and SIGINT end the loop; everything below stops in order.
        if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0)
            return fail(tr("cannot set up signal handling"));
        QSocketNotifier notifier(g_signalPipe[0], QSocketNotifier::Read);
        QEventLoop loop;
        QObject::connect(&notifier, &QSocketNotifier::activated, &loop, &QEventLoop::quit);
        struct sigaction sa
        {
        };
        sa.sa_handler = onSignal;
        sigemptyset(&sa.sa_mask);
        ::sigaction(SIGTERM, &sa, nullptr);
        ::sigaction(SIGINT, &sa, nullptr);
        say(tr("running; stop with SIGTERM or Ctrl+C"));
        loop.exec();
        ::signal(SIGTERM, SIG_DFL);
        ::signal(SIGINT, SIG_DFL);
        say(tr("stopping"));
        console.jobsAlerts().stop();
        exporter.stop();
        console.localAgent().stop();
        ::close(g_signalPipe[0]);
        ::close(g_signalPipe[1]);
        return kDone;
    }
};

} // namespace

int serveCommand(const QStringList &words, CliRoot &)
{
    return ServeCli::serve(words);
}

} // namespace cg::cli
