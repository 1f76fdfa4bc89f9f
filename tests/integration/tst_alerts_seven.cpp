// SPDX-License-Identifier: GPL-3.0-or-later
// The seven alerts from their real sources to a real Alertmanager (Debian's prometheus-alertmanager 0.25),
// on the netlab and its real Slurm, once through `clustergate serve` and once through the window (the
// MainWindow on a services::Console with the exporter the window makes from serve/alertmanager, as
// app/main.cpp wires them; offscreen): the same conditions, the same checks, one data row each. A cluster
// saved with `clustergate clusters add` whose first node is the Slurm node (cg-node, its agent on the
// stand-in NVML: GPU 0 at 97 %, GPU 1 at 0 %) and a second node gpu-a, a contract price in the profile's
// settings, short rule windows in a thresholds file. Produced for real: a job holding the idle GPU 1 under
// Slurm (GPU idle), held jobs that pile up between polls (queue growing), jobs that exit 3 (failure spike),
// GPU jobs in today's accounting against none yesterday (cost jump), a share of the packets reaching gpu-a
// dropped in its namespace (packet loss and link degraded: real TCP retransmits the node's agent counts),
// gpu-a's agent killed (agent silent). Each is checked through Alertmanager's GET /api/v2/alerts (labels,
// what to do, once), the job series on serve's /metrics, and for the window in its Alerts view; then each
// condition is cleared and its alert seen gone from Alertmanager (and from the view's active alerts). The
// contract price changed with `clustergate cost price` while the console runs prices its next jobs poll.
// The cost jump ends at the day boundary. The window's jobs feed is given a clock
// (JobsAlertFeed::setCostClock) that turns to tomorrow, and the alert resolves. serve runs unchanged under
// libfaketime (Debian's faketime) with its clock read from a file the test rewrites: at the end its day
// turns, its next jobs poll judges tomorrow and the alert resolves in its own history; Alertmanager receives
// the resolve with serve's time as the end, a day ahead of Alertmanager's own clock (a Go program libfaketime
// cannot reach), so there it is checked as received, not as gone. An alert acknowledged (`clustergate alerts
// ack` from another process for serve, the Alerts view's Acknowledge for the window) stays so after it
// resolves. Needs root (namespaces, iptables), slurm-wlm and libfaketime; skips loudly otherwise.
#include "lab_process.h"
#include "lab_wait.h"
#include "monitoring_servers.h"
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include "common/paths.h"
#include "export/alertmanager.h"
#include "export/exporter.h"
#include "main/main_window.h"
#include "models/targets_model.h"
#include "planning/alerts.h"
#include "planning/alerts_view.h"
#include "services/cluster_connections.h"
#include "services/cluster_fleet.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTableWidget>
#include <QTreeView>
#include <QtTest>

#include <csignal>
#include <memory>
#include <optional>
#include <unistd.h>

namespace {

using cg::testlab::httpGet;
using cg::testlab::killAgentsIn;

constexpr int kWaitMs = 90000;
const QString kCluster = QStringLiteral("lab-seven");

int exec(const QString &program, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return -1;
    const QByteArray said = p.readAll();
    if (out)
        *out = said;
    if (p.exitCode() != 0)
        qWarning("%s %s: %s", qPrintable(program), qPrintable(args.join(QLatin1Char(' '))), said.constData());
    return p.exitCode();
}

// libfaketime's thread-safe variant as Debian installs it (the multiarch directory), or empty.
QString libfaketime()
{
    for (const QString &dir : {QStringLiteral("/usr/lib"), QStringLiteral("/usr/local/lib")}) {
        QStringList found{dir + QStringLiteral("/faketime/libfaketimeMT.so.1")};
        for (const QString &arch : QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            found << dir + QLatin1Char('/') + arch + QStringLiteral("/faketime/libfaketimeMT.so.1");
        for (const QString &f : found) {
            if (QFileInfo::exists(f))
                return f;
        }
    }
    return {};
}

} // namespace

// A step of a helper that checks with QtTest's macros: the test stops where the step failed.
#define STEP(call)                                                                                           \
    do {                                                                                                     \
        call;                                                                                                \
        if (QTest::currentTestFailed())                                                                      \
            return;                                                                                          \
    } while (false)

class TestAlertsSeven : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    cg::test::SlurmNode m_slurm;
    bool m_dropping = false;

    // One row's profile, Alertmanager and console (serve's process, or the window's in this process).
    std::unique_ptr<QTemporaryDir> m_home;
    cg::testlab::MonitoringServer m_alertmanager;
    QProcess m_serve;
    quint16 m_metricsPort = 0; // serve's /metrics
    QString m_log;             // what serve said
    std::unique_ptr<cg::services::Console> m_console;
    std::unique_ptr<cg::exporting::Exporter> m_exporter;
    std::unique_ptr<cg::ui::MainWindow> m_window;
    cg::ui::AlertsView *m_alertsView = nullptr;
    qint64 m_clusterId = 0;
    int m_costDaysAhead = 0;  // how far the window's cost clock runs ahead of the system's
    QString m_faketime;       // libfaketime, which serve runs under
    QString m_serveClockFile; // serve's clock: an offset from the system's that libfaketime reads
    QString m_costCurrency;   // the currency of the window's last jobs poll's costs

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home->path());
        e.insert(QStringLiteral("HOME"), m_home->path());
        e.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        e.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral(CLUSTERGATE_FAKE_NVML_DIR));
        e.remove(QStringLiteral("SSH_AUTH_SOCK"));
        e.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        return e;
    }

    std::pair<int, QByteArray> run(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(60000))
            return {-1, {}};
        return {p.exitCode(), p.readAll()};
    }

    // A command on the Slurm node as its ssh sessions see it (the test's setup, not the code under test).
    QByteArray onNode(const QString &command)
    {
        QByteArray out;
        exec(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT),
             {QStringLiteral("exec"), m_lab.dir(), QStringLiteral("bash"), QStringLiteral("-c"), command},
             &out);
        return out.trimmed();
    }

    // Drops a share of the packets reaching gpu-a's namespace: real loss on the wire (its TCP stack hears no
    // acknowledgement and retransmits; a drop on the way out would only be a local send failure).
    bool dropOnGpuA(bool on)
    {
        const QStringList rule{QStringLiteral("INPUT"),     QStringLiteral("-p"),
                               QStringLiteral("tcp"),       QStringLiteral("-m"),
                               QStringLiteral("statistic"), QStringLiteral("--mode"),
                               QStringLiteral("random"),    QStringLiteral("--probability"),
                               QStringLiteral("0.5"),       QStringLiteral("-j"),
                               QStringLiteral("DROP")};
        const int rc =
            exec(QStringLiteral("ip"),
                 QStringList{QStringLiteral("netns"), QStringLiteral("exec"), m_lab.value("NS_BASTION2"),
                             QStringLiteral("iptables"), on ? QStringLiteral("-A") : QStringLiteral("-D")} +
                     rule);
        if (rc == 0)
            m_dropping = on;
        return rc == 0;
    }

    // The alerts in Alertmanager named `name` about `node` (every one when `node` is empty).
    QList<QJsonObject> inAlertmanager(const QString &name, const QString &node = {})
    {
        return cg::testlab::alertmanagerAlerts(
            m_alertmanager.port(), name,
            {{QStringLiteral("cluster"), kCluster}, {QStringLiteral("node"), node}});
    }

    static cg::planning::AlertKind kindOf(const QString &alertname)
    {
        using K = cg::planning::AlertKind;
        for (K k : {K::GpuIdle, K::QueueGrowing, K::LinkDegraded, K::JobFailures, K::AgentStale,
                    K::CostAnomaly, K::PacketLoss}) {
            if (cg::exporting::AlertmanagerClient::alertName(k) == alertname)
                return k;
        }
        qFatal("no alert named %s", qPrintable(alertname));
        return K::GpuIdle;
    }

    // The ids of the window Alerts view's active rows for the alert `name` about `subject` (any when empty).
    QList<quint64> inWindow(const QString &name, const QString &subject = {})
    {
        QList<quint64> out;
        const cg::planning::AlertKind kind = kindOf(name);
        QTableWidget *t = m_alertsView->activeTable();
        for (int r = 0; r < t->rowCount(); ++r) {
            if (!t->item(r, 1) || t->item(r, 1)->text() != kCluster ||
                t->item(r, 2)->text() != cg::planning::kindName(kind))
                continue;
            const quint64 id = t->item(r, 0)->data(Qt::UserRole + 1).toULongLong();
            const auto alert = m_console->alerts().engine().alert(id);
            if (alert && alert->kind == kind && (subject.isEmpty() || alert->subject == subject))
                out << id;
        }
        return out;
    }

    // serve's /metrics (the window serves none: its series go nowhere).
    QByteArray metrics() { return m_window ? QByteArray() : httpGet(m_metricsPort, "/metrics"); }

    // Both nodes stream: on serve's /metrics, in the window's fleet.
    bool bothNodesStream()
    {
        if (m_window) {
            const cg::services::ClusterFleet *fleet = m_console->fleet(m_clusterId);
            return fleet && fleet->streamingCount() == 2;
        }
        const QByteArray text = metrics();
        return text.contains("Hostname=\"cg-node\",cluster=\"lab-seven\"") &&
               text.contains("Hostname=\"gpu-a\",cluster=\"lab-seven\"");
    }

    // serve's clock from now on: an offset from the system's in libfaketime's notation ("+0", "+1d").
    bool setServeClock(const QByteArray &offset)
    {
        QFile f(m_serveClockFile);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(offset + '\n') > 0;
    }

    // serve's alert history as `clustergate alerts list --format json` gives it: the entry `id`.
    std::optional<QJsonObject> inServeHistory(qint64 id)
    {
        auto [code, out] = run({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--format"),
                                QStringLiteral("json")});
        if (code != 0)
            return std::nullopt;
        for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
            if (v.toObject().value(QStringLiteral("id")).toInteger() == id)
                return v.toObject();
        }
        return std::nullopt;
    }

    QString said()
    {
        if (m_serve.state() != QProcess::NotRunning)
            m_log += QString::fromUtf8(m_serve.readAllStandardOutput() + m_serve.readAllStandardError());
        return m_log;
    }

    // A fresh profile with the cluster and its price, and an Alertmanager of this row's own.
    void prepareRow()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
        m_log.clear();
        auto [code, out] =
            run({QStringLiteral("clusters"), QStringLiteral("add"), kCluster, QStringLiteral("--jump"),
                 QStringLiteral("root@") + m_lab.value("BASTION1"), QStringLiteral("--nodes"),
                 QStringLiteral("cg-node root@") + m_lab.value("NODE"), QStringLiteral("--nodes"),
                 QStringLiteral("gpu-a root@") + m_lab.value("BASTION2"), QStringLiteral("--identity"),
                 m_lab.file(QStringLiteral("id_ed25519"))});
        QVERIFY2(code == 0, out.constData());
        const QString down =
            m_alertmanager.startAlertmanager(m_home->filePath(QStringLiteral("alertmanager")));
        QVERIFY2(down.isEmpty(), qPrintable(down));
        // The contract's price: the daily cost comes from the accounting records and this. The window
        // sends its alerts to the Alertmanager `serve` is given.
        QSettings settings(m_home->filePath(QStringLiteral("clustergate.ini")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("cost/gpu_hour"), QStringLiteral("4.2"));
        settings.setValue(QStringLiteral("cost/currency"), QStringLiteral("EUR"));
        settings.setValue(QStringLiteral("serve/alertmanager"), m_alertmanager.url());
    }

    QString thresholdsFile()
    {
        QFile thresholds(m_lab.file(QStringLiteral("alerts7.yaml")));
        if (thresholds.open(QIODevice::WriteOnly)) {
            thresholds.write("defaults:\n"
                             "  gpu_idle_minutes: 1\n"
                             "  queue_growth_cycles: 2\n"
                             "  job_failure_min_jobs: 3\n"
                             "  job_failure_share: 0.5\n"
                             "  job_failure_window_minutes: 1\n"
                             "  agent_stale_seconds: 6\n"
                             "  link_samples: 2\n"
                             "  link_loss_percent: 2\n"
                             "  link_retrans_per_s: 0.5\n");
        }
        return thresholds.fileName();
    }

    // serve as it ships, its clock from a file: libfaketime preloaded, the file read at every call
    // (FAKETIME_NO_CACHE), the monotonic clock left alone so that timers and timeouts keep their pace.
    void startServe()
    {
        m_serveClockFile = m_home->filePath(QStringLiteral("serve-clock.rc"));
        QVERIFY(setServeClock("+0"));
        QProcessEnvironment e = env();
        e.insert(QStringLiteral("LD_PRELOAD"), m_faketime);
        e.insert(QStringLiteral("FAKETIME_TIMESTAMP_FILE"), m_serveClockFile);
        e.insert(QStringLiteral("FAKETIME_NO_CACHE"), QStringLiteral("1"));
        e.insert(QStringLiteral("FAKETIME_DONT_FAKE_MONOTONIC"), QStringLiteral("1"));
        e.remove(QStringLiteral("FAKETIME"));
        m_serve.setProcessEnvironment(e);
        m_serve.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                      {QStringLiteral("serve"), QStringLiteral("--cluster"), kCluster,
                       QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                       QStringLiteral("--alertmanager"), m_alertmanager.url(),
                       QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                       QStringLiteral("--thresholds"), thresholdsFile(), QStringLiteral("--evaluate-every"),
                       QStringLiteral("500"), QStringLiteral("--interval"), QStringLiteral("500"),
                       QStringLiteral("--jobs-every"), QStringLiteral("3000")});
        QVERIFY(m_serve.waitForStarted(10000));
        const QRegularExpression serving(QStringLiteral("serving http://127\\.0\\.0\\.1:(\\d+)/metrics"));
        QTRY_VERIFY_WITH_TIMEOUT((m_metricsPort = quint16(serving.match(said()).captured(1).toUInt())) > 0,
                                 30000);
    }

    // The window as app/main.cpp makes it, the cluster streamed from its Clusters tree; its rules and jobs
    // poll at serve's pace.
    void startWindow()
    {
        qputenv("CLUSTERGATE_HOME", m_home->path().toUtf8());
        qputenv("HOME", m_home->path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        qunsetenv("SSH_AUTH_SOCK");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        // The host keys where the window looks for them.
        QVERIFY(QDir(m_home->path()).mkpath(QStringLiteral(".ssh")));
        QVERIFY(QFile::copy(m_lab.file(QStringLiteral("known_hosts")),
                            cg::services::ClusterConnections::defaultKnownHostsFile()));

        m_console = std::make_unique<cg::services::Console>();
        m_console->open();
        QVERIFY2(m_console->databaseError().isEmpty(), qPrintable(m_console->databaseError()));
        m_exporter = std::make_unique<cg::exporting::Exporter>(*m_console,
                                                               cg::exporting::ExporterOptions::forWindow());
        QVERIFY(m_exporter->start().ok());
        QVERIFY(m_exporter->alerting());
        m_window = std::make_unique<cg::ui::MainWindow>(m_console.get());
        m_window->resize(1360, 860);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_console->alerts().loadThresholds(thresholdsFile()).ok());
        m_console->alerts().setEvaluationInterval(500);
        cg::services::JobsAlertFeed &feed = m_console->jobsAlerts();
        QVERIFY(feed.isRunning());
        m_costDaysAhead = 0;
        feed.setCostClock([this] { return QDateTime::currentDateTimeUtc().addDays(m_costDaysAhead); });
        m_costCurrency.clear();
        connect(&feed, &cg::services::JobsAlertFeed::pollsFed, this,
                [this](const QList<cg::services::JobsAlertPoll> &polls) {
                    for (const cg::services::JobsAlertPoll &p : polls) {
                        if (p.cluster == kCluster && !p.costs.isEmpty())
                            m_costCurrency = p.costs.last().currency;
                    }
                });
        feed.start({cg::paths::databaseFile(), cg::services::ClusterConnections::defaultKnownHostsFile(),
                    false, 3000, 2});

        const auto clusters = m_console->inventory().clusters();
        QVERIFY(clusters.ok());
        for (const cg::ClusterRecord &c : clusters.value())
            m_clusterId = c.name == kCluster ? c.id : m_clusterId;
        QVERIFY(m_clusterId > 0);
        // Stream Telemetry on the cluster, as a person starts it from the Clusters tree.
        QVERIFY(m_window->navigate(QStringLiteral("clusters")));
        auto *tree = m_window->findChild<QTreeView *>();
        QVERIFY(tree);
        auto *model = qobject_cast<cg::ui::TargetsModel *>(tree->model());
        QVERIFY(model);
        tree->setCurrentIndex(model->indexOfCluster(m_clusterId));
        auto *stream = m_window->findChild<QAction *>(QStringLiteral("StreamTelemetryAction"));
        QVERIFY(stream && stream->isEnabled());
        stream->trigger();
        QVERIFY(m_console->fleet(m_clusterId));
        QVERIFY(m_window->navigate(QStringLiteral("alerts")));
        m_alertsView =
            qobject_cast<cg::ui::AlertsView *>(m_window->workspace()->view(QStringLiteral("alerts")));
        QVERIFY(m_alertsView);
    }

    void stopRow()
    {
        if (m_serve.state() != QProcess::NotRunning) {
            m_serve.kill();
            m_serve.waitForFinished(10000);
        }
        m_alertsView = nullptr;
        m_window.reset();
        m_exporter.reset();
        m_console.reset();
        m_alertmanager.stop();
    }

private slots:
    void initTestCase()
    {
        if (const QString missing = cg::testlab::missingPrograms({cg::testlab::kAlertmanagerProgram});
            !missing.isEmpty())
            QSKIP(qPrintable(missing));
        m_faketime = libfaketime();
        if (m_faketime.isEmpty())
            QSKIP("seven alerts test SKIPPED: libfaketime not installed (Debian package faketime)");
        qputenv("NETLAB_SSHD_SETENV", "LD_LIBRARY_PATH=" CLUSTERGATE_FAKE_NVML_DIR);
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("seven alerts test SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("seven alerts test SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace()); // serve, alertmanager and the CLI start from here
    }

    void cleanup()
    {
        if (m_dropping)
            dropOnGpuA(false);
        onNode(QStringLiteral("scancel -u \"$(id -un)\""));
        stopRow();
    }

    void cleanupTestCase()
    {
        m_slurm.down();
        m_lab.down();
    }

    void sevenAlertsFireReachAlertmanagerAndResolve_data()
    {
        QTest::addColumn<bool>("window");
        QTest::newRow("serve") << false;
        QTest::newRow("window") << true;
    }

    void sevenAlertsFireReachAlertmanagerAndResolve()
    {
        QFETCH(bool, window);
        STEP(prepareRow());
        STEP(window ? startWindow() : startServe());
        CG_LAB_WAIT2(bothNodesStream(), qPrintable(said()), 120000);

        // GPU idle under a running allocation: the first GPU job gets GPU 0 (busy), the second GPU 1 (idle).
        const QString busyJob = QString::fromUtf8(onNode(
            QStringLiteral("sbatch --parsable -J busy -w cg-node --gres=gpu:1 -t 10 --wrap 'sleep 600'")));
        CG_LAB_WAIT(onNode(QStringLiteral("squeue -h -j %1 -o %T").arg(busyJob)).contains("RUNNING"), 60000);
        const QString idleJob = QString::fromUtf8(onNode(
            QStringLiteral("sbatch --parsable -J idle -w cg-node --gres=gpu:1 -t 10 --wrap 'sleep 600'")));
        QVERIFY2(!idleJob.isEmpty(), "the idle job was not submitted");

        // Fires once with what to do (and in the window's Alerts view); resolves: gone from both.
        const auto firesOnce = [&](const QString &name, const QString &node) {
            QTRY_VERIFY2_WITH_TIMEOUT(
                !inAlertmanager(name, node).isEmpty(),
                qPrintable(name + QStringLiteral(" not in Alertmanager\n") + said() +
                           QString::fromUtf8(metrics())
                               .split(QLatin1Char('\n'))
                               .filter(kCluster)
                               .filter(QRegularExpression(QStringLiteral("link|jobs|alert")))
                               .join(QLatin1Char('\n'))),
                kWaitMs);
            const QList<QJsonObject> got = inAlertmanager(name, node);
            QVERIFY2(got.size() == 1, qPrintable(name));
            const QJsonObject notes = got.first().value(QStringLiteral("annotations")).toObject();
            QVERIFY2(!notes.value(QStringLiteral("what_to_do")).toString().isEmpty(), qPrintable(name));
            QVERIFY2(!notes.value(QStringLiteral("description")).toString().isEmpty(), qPrintable(name));
            if (m_window)
                QTRY_COMPARE_WITH_TIMEOUT(inWindow(name, node).size(), 1, 10000);
        };
        const auto resolves = [&](const QString &name, const QString &node) {
            QTRY_VERIFY2_WITH_TIMEOUT(inAlertmanager(name, node).isEmpty(),
                                      qPrintable(name + QStringLiteral(" still firing\n") + said()), kWaitMs);
            if (m_window)
                QTRY_VERIFY_WITH_TIMEOUT(inWindow(name, node).isEmpty(), 10000);
        };

        // A queue that grows at every poll (held jobs stay pending), then stops growing.
        for (int i = 0; i < 20 && inAlertmanager(QStringLiteral("ClusterGateQueueGrowing")).isEmpty(); ++i) {
            onNode(QStringLiteral("sbatch --hold -J waits -t 5 --wrap 'sleep 1'"));
            QTest::qWait(1500); // faster than the jobs polls (every 3 s): each sees more pending
        }
        STEP(firesOnce(QStringLiteral("ClusterGateQueueGrowing"), QString()));
        if (!m_window) {
            const QByteArray series = metrics();
            for (const char *s : {"clustergate_jobs_pending{cluster=\"lab-seven\"}",
                                  "clustergate_jobs_running{cluster=\"lab-seven\"} 2",
                                  "clustergate_jobs_failed{cluster=\"lab-seven\"}",
                                  "clustergate_cost_daily{cluster=\"lab-seven\",currency=\"EUR\""})
                QVERIFY2(series.contains(s), s);
        }
        onNode(QStringLiteral("scancel -n waits"));
        STEP(resolves(QStringLiteral("ClusterGateQueueGrowing"), QString()));

        // A burst of failing jobs; it resolves as they age out of the one-minute window (checked below).
        for (int i = 0; i < 4; ++i)
            onNode(QStringLiteral("sbatch -J breaks -t 5 --wrap 'exit 3'"));
        STEP(firesOnce(QStringLiteral("ClusterGateJobFailures"), QString()));

        // Loss on gpu-a's link: packet loss and link degraded, then clean again.
        const QString gpuALink = QStringLiteral("console -> gpu-a");
        QVERIFY(dropOnGpuA(true));
        STEP(firesOnce(QStringLiteral("ClusterGatePacketLoss"), gpuALink));
        STEP(firesOnce(QStringLiteral("ClusterGateLinkDegraded"), gpuALink));
        QVERIFY(dropOnGpuA(false));
        STEP(resolves(QStringLiteral("ClusterGatePacketLoss"), gpuALink));
        STEP(resolves(QStringLiteral("ClusterGateLinkDegraded"), gpuALink));

        // The idle job's GPU (a minute idle since it started) and today's cost against none yesterday.
        STEP(firesOnce(QStringLiteral("ClusterGateGpuIdle"), idleJob));
        QVERIFY(inAlertmanager(QStringLiteral("ClusterGateGpuIdle"), busyJob).isEmpty());
        STEP(firesOnce(QStringLiteral("ClusterGateCostJump"), QString()));
        QVERIFY(inAlertmanager(QStringLiteral("ClusterGateCostJump"))
                    .first()
                    .value(QStringLiteral("annotations"))
                    .toObject()
                    .value(QStringLiteral("description"))
                    .toString()
                    .contains(QLatin1String("EUR")));

        // The contract's price set from another process while the console runs: the next jobs poll prices
        // today's cost with it (serve's daily cost series, the window's feed), not the saved price it
        // started with.
        {
            auto [code, out] =
                run({QStringLiteral("cost"), QStringLiteral("price"), kCluster, QStringLiteral("--gpu-hour"),
                     QStringLiteral("8.4"), QStringLiteral("--currency"), QStringLiteral("USD")});
            QVERIFY2(code == 0, out.constData());
            if (m_window)
                QTRY_COMPARE_WITH_TIMEOUT(m_costCurrency, QStringLiteral("USD"), 30000);
            else
                QTRY_VERIFY2_WITH_TIMEOUT(
                    metrics().contains("clustergate_cost_daily{cluster=\"lab-seven\",currency=\"USD\""),
                    metrics().constData(), 30000);
        }

        // Acknowledged (from another process for serve, in the Alerts view for the window): kept while it
        // fires and after it resolves.
        qint64 idleId = 0;
        if (m_window) {
            const QList<quint64> rows = inWindow(QStringLiteral("ClusterGateGpuIdle"), idleJob);
            QCOMPARE(rows.size(), 1);
            idleId = qint64(rows.first());
            QTableWidget *t = m_alertsView->activeTable();
            for (int r = 0; r < t->rowCount(); ++r) {
                if (t->item(r, 0)->data(Qt::UserRole + 1).toULongLong() == rows.first())
                    t->selectRow(r);
            }
            QCOMPARE(m_alertsView->acknowledgeSelected(), 1);
        } else {
            auto [code, out] =
                run({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--firing"),
                     QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(code, 0);
            for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
                if (v.toObject().value(QStringLiteral("alertname")).toString() ==
                    QLatin1String("ClusterGateGpuIdle"))
                    idleId = v.toObject().value(QStringLiteral("id")).toInteger();
            }
            QVERIFY(idleId > 0);
            std::tie(code, out) =
                run({QStringLiteral("alerts"), QStringLiteral("ack"), QString::number(idleId)});
            QVERIFY2(code == 0, out.constData());
            QTest::qWait(3000); // serve takes acknowledgements from the history every 2 s
        }
        onNode(QStringLiteral("scancel %1").arg(idleJob));
        STEP(resolves(QStringLiteral("ClusterGateGpuIdle"), idleJob));
        if (m_window) {
            const auto idle = m_console->alerts().engine().alert(quint64(idleId));
            QVERIFY(idle && !idle->active() && idle->isAcknowledged());
        } else {
            auto [code, out] = run({QStringLiteral("alerts"), QStringLiteral("list"),
                                    QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(code, 0);
            bool acked = false;
            for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
                const QJsonObject o = v.toObject();
                if (o.value(QStringLiteral("id")).toInteger() == idleId)
                    acked = !o.value(QStringLiteral("acked_at")).toString().isEmpty() &&
                            o.value(QStringLiteral("state")).toString() != QLatin1String("firing");
            }
            QVERIFY2(acked, out.constData());
        }
        STEP(resolves(QStringLiteral("ClusterGateJobFailures"), QString()));

        // The day turns (the window's cost clock, a day ahead): today's cost is nothing against
        // yesterday's, the jump is over and resolves. serve's day turns at the end (its whole clock moves).
        if (m_window) {
            m_costDaysAhead = 1;
            STEP(resolves(QStringLiteral("ClusterGateCostJump"), QString()));
            bool cleared = false; // and kept in the history as ended
            for (const cg::planning::Alert &a : m_console->alerts().engine().history())
                cleared = cleared || (a.kind == cg::planning::AlertKind::CostAnomaly &&
                                      a.cluster == kCluster && !a.active());
            QVERIFY(cleared);
        }

        // Agent silent: gpu-a's agent killed each time the console restarts it, until the node falls
        // silent; then left alone, the console brings it back and the alert resolves.
        QVERIFY(killAgentsIn(m_lab.value("NS_BASTION2")) >= 1);
        QTRY_VERIFY_WITH_TIMEOUT(
            !inAlertmanager(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a")).isEmpty() ||
                (killAgentsIn(m_lab.value("NS_BASTION2")), false),
            kWaitMs);
        if (m_window)
            QTRY_COMPARE_WITH_TIMEOUT(
                inWindow(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a")).size(), 1, 10000);
        STEP(resolves(QStringLiteral("ClusterGateAgentSilent"), QStringLiteral("gpu-a")));
        onNode(QStringLiteral("scancel %1").arg(busyJob));

        // serve's day turns (its clock a day ahead, every job ended): its next jobs poll judges tomorrow,
        // with nothing against today's cost, and the jump resolves in its history. Alertmanager gets the
        // resolve: the alert's end is the moment serve cleared it (by serve's clock, a day ahead of
        // Alertmanager's, which lists the alert until then).
        if (!m_window) {
            QTRY_VERIFY_WITH_TIMEOUT(onNode(QStringLiteral("squeue -h -u \"$(id -un)\"")).isEmpty(), 30000);
            const QList<QJsonObject> jump = inAlertmanager(QStringLiteral("ClusterGateCostJump"));
            QCOMPARE(jump.size(), 1);
            const QString day = jump.first()
                                    .value(QStringLiteral("labels"))
                                    .toObject()
                                    .value(QStringLiteral("node"))
                                    .toString();
            qint64 jumpId = 0;
            {
                auto [code, out] =
                    run({QStringLiteral("alerts"), QStringLiteral("list"), QStringLiteral("--firing"),
                         QStringLiteral("--format"), QStringLiteral("json")});
                QCOMPARE(code, 0);
                for (const QJsonValue &v : QJsonDocument::fromJson(out).array()) {
                    const QJsonObject o = v.toObject();
                    if (o.value(QStringLiteral("alertname")).toString() ==
                            QLatin1String("ClusterGateCostJump") &&
                        o.value(QStringLiteral("subject")).toString() == day)
                        jumpId = o.value(QStringLiteral("id")).toInteger();
                }
                QVERIFY2(jumpId > 0, out.constData());
            }
            QVERIFY(setServeClock("+1d"));
            std::optional<QJsonObject> ended;
            QTRY_VERIFY2_WITH_TIMEOUT(
                (ended = inServeHistory(jumpId)) &&
                    ended->value(QStringLiteral("state")).toString() == QLatin1String("resolved"),
                qPrintable(QStringLiteral("the cost jump of %1 still firing in serve's history\n").arg(day) +
                           said()),
                kWaitMs);
            const QDateTime resolvedAt =
                QDateTime::fromString(ended->value(QStringLiteral("resolved_at")).toString(), Qt::ISODate);
            QCOMPARE(resolvedAt.toUTC().date(), QDate::fromString(day, Qt::ISODate).addDays(1));
            // The end Alertmanager holds for serve's alert (in whole seconds), or -1.
            const auto endInAlertmanager = [&]() -> qint64 {
                const QList<QJsonObject> got = inAlertmanager(QStringLiteral("ClusterGateCostJump"), day);
                if (got.size() != 1)
                    return -1;
                return QDateTime::fromString(got.first().value(QStringLiteral("endsAt")).toString(),
                                             Qt::ISODateWithMs)
                    .toSecsSinceEpoch();
            };
            QTRY_VERIFY2_WITH_TIMEOUT(
                endInAlertmanager() == resolvedAt.toSecsSinceEpoch(),
                qPrintable(QStringLiteral("Alertmanager did not receive the resolve at %1\n")
                               .arg(resolvedAt.toString(Qt::ISODate)) +
                           QString::fromUtf8(httpGet(m_alertmanager.port(), "/api/v2/alerts"))),
                10000);
        }
        if (!m_window) {
            ::kill(pid_t(m_serve.processId()), SIGTERM);
            QVERIFY(m_serve.waitForFinished(30000));
            QCOMPARE(m_serve.exitCode(), 0);
        }
    }
};

QTEST_MAIN(TestAlertsSeven)
#include "tst_alerts_seven.moc"
