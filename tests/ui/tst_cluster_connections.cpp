// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30, acceptance 3: each connection setting of a saved cluster (host-key policy, legacy key exchange,
// key file, jump chain), set once in the inventory, is honoured by every path the console reaches the
// cluster on: the connectivity check, the telemetry stream, a terminal, the jobs service's login-node
// request (and the same from `clustergate jobs list`), a dataset push and a validation run, each started as
// the window (or the command line) starts it, with only the known_hosts file of its own. The cluster's node
// is the netlab's old server on port 2225 behind bastion1, which offers only diffie-hellman-group14-sha1.
// Each setting is tried wrong, then right: every path must fail with it wrong and succeed with it right.
// The jobs rows read a stand-in squeue (an empty queue); one more row reads the real Slurm of the jobs tests
// (slurm/slurm_node.sh, on the node's network) through the old server, with the legacy key exchange setting
// wrong and right, and must see a job held there.
#include "cli_run.h"
#include "export_fixture.h"
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include "agent/fleet_session.h"
#include "secrets/credential_ops.h"
#include "services/cluster_connections.h"
#include "services/cluster_fleet.h"
#include "services/connectivity_check.h"
#include "services/console.h"
#include "services/dataset_push.h"
#include "services/jobs_service.h"
#include "ssh/connection_hub.h"
#include "terminal/terminal_session.h"
#include "terminal/terminal_tab.h"
#include "transfer/transfers_view.h"
#include "validation/checklist_view.h"
#include "validation/validation_engine.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace cg;
using namespace cg::services;

namespace {

// What one path said: reached the node, or why not.
struct Outcome
{
    bool reached = false;
    QString detail;
};

} // namespace

class TestClusterConnections : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    cg::test::SlurmNode m_slurm;
    QString m_slurmWhy; // why the real Slurm is not up here (empty: it is)
    QTemporaryDir m_home;
    std::unique_ptr<Console> m_console;
    cg::test::ApprovedExports m_exports;
    qint64 m_cluster = 0;
    QString m_keyId;
    QString m_wrongKey;
    int m_files = 0;
    int m_pushes = 0;

    static QByteArray identityPem()
    {
        auto key = ledger::KeySigner::generate();
        return "-----BEGIN PRIVATE KEY-----\n" +
               (QByteArray::fromHex("302e020100300506032b657004220420") + key->seed()).toBase64() +
               "\n-----END PRIVATE KEY-----\n";
    }

    // The settings that reach the node: through bastion1, the lab's key, SHA-1 key exchange allowed,
    // host keys checked strictly.
    ClusterRecord rightCluster() const
    {
        const auto c = m_console->inventory().cluster(m_cluster);
        ClusterRecord r = c.value();
        r.hostKeyPolicy = ssh::HostKeyPolicy::Strict;
        r.allowLegacyKex = true;
        r.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        r.jumps = {bastion};
        return r;
    }

    // A known_hosts file of its own for each attempt (accept-new writes to it): the lab's keys, with the
    // node's key on record for the old server or not at all (libssh2 takes a key recorded for the host on
    // port 22 for its other ports too, so "not on record" leaves the node's plain line out as well).
    QString knownHosts(bool withOldServer)
    {
        const QString path = m_home.filePath(QStringLiteral("known_hosts.%1").arg(++m_files));
        QFile lab(m_lab.file(QStringLiteral("known_hosts")));
        if (!lab.open(QIODevice::ReadOnly))
            return {};
        const QByteArray node = m_lab.value("NODE").toUtf8() + ' ';
        QByteArray text;
        for (const QByteArray &line : lab.readAll().split('\n')) {
            if (!line.isEmpty() && (withOldServer || !line.startsWith(node)))
                text += line + '\n';
        }
        if (withOldServer) {
            QFile pub(m_lab.file(QStringLiteral("node/host_ed25519.pub")));
            if (pub.open(QIODevice::ReadOnly)) {
                const QList<QByteArray> parts = pub.readAll().split(' ');
                text += "[" + m_lab.value("NODE").toUtf8() + "]:" + m_lab.value("SHA1_KEX_PORT").toUtf8() +
                        ' ' + parts.value(0) + ' ' + parts.value(1).trimmed() + '\n';
            }
        }
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(text);
        return path;
    }

    Outcome check(const QString &kh)
    {
        ConnectivityCheck check(&m_console->ssh(), &m_console->inventory());
        QString text;
        connect(&check, &ConnectivityCheck::nodeChecked, this,
                [&](qint64, const QString &, bool, const QString &t) { text = t; });
        QSignalSpy done(&check, &ConnectivityCheck::finished);
        QString error;
        if (!check.start(m_cluster, kh, &error))
            return {false, error};
        if (!done.wait(90000))
            return {false, QStringLiteral("no answer")};
        return {done.first().at(0).toInt() == 1, text};
    }

    // As the main window starts it: only the known_hosts file of its own.
    Outcome stream(const QString &kh)
    {
        FleetOptions o;
        o.base.knownHostsFile = kh;
        o.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
        o.intervalMs = 500;
        QString error;
        ClusterFleet *fleet = m_console->startFleet(m_cluster, o, &error);
        if (!fleet)
            return {false, error};
        const bool settled =
            QTest::qWaitFor([&] { return fleet->nodes().size() == 1 && fleet->settledCount() == 1; }, 120000);
        const ClusterFleet::NodeStatus s = fleet->status(fleet->nodes().value(0));
        const Outcome out{settled && fleet->streamingCount() == 1,
                          FleetSession::stateName(s.state) + QStringLiteral(": ") + s.reason};
        m_console->forgetFleet(m_cluster);
        return out;
    }

    Outcome terminal(const QString &kh)
    {
        QString error;
        std::unique_ptr<ui::TerminalTab> tab(
            ui::openClusterTerminal(*m_console, m_cluster, {}, kh, nullptr, &error));
        if (!tab)
            return {false, error};
        using State = terminal::TerminalSession::State;
        QString reason;
        connect(tab->session(), &terminal::TerminalSession::disconnected, this,
                [&](const QString &r) { reason = r; });
        connect(tab->session(), &terminal::TerminalSession::finished, this,
                [&](const ssh::ExecResult &r) { reason = r.describe(); });
        (void)QTest::qWaitFor(
            [&] {
                return tab->session()->state() != State::Connecting && tab->session()->state() != State::Idle;
            },
            90000);
        const bool running = tab->session()->state() == State::Running;
        return {running, running ? QStringLiteral("running") : reason};
    }

    // The login-node request: squeue on the node (a stand-in that prints an empty queue; Slurm itself is
    // not needed to see how the connection was made). With `heldJob`, the real Slurm's queue: reached when
    // it shows that job (held there at the start).
    Outcome jobs(const QString &kh, const QString &heldJob = {})
    {
        JobsServiceOptions o;
        o.databaseFile = m_console->database().path();
        o.knownHostsFile = kh;
        o.actor = QStringLiteral("tester");
        JobsService service(o, &m_console->hub());
        QSignalSpy listed(&service, &JobsService::listed);
        service.list(m_cluster);
        if (!listed.wait(90000))
            return {false, QStringLiteral("no answer")};
        const QString error = listed.first().at(3).toString();
        if (!error.isEmpty() || heldJob.isEmpty())
            return {error.isEmpty(), error};
        for (const jobs::JobStatus &j : listed.first().at(2).value<QList<jobs::JobStatus>>()) {
            if (j.name == heldJob)
                return {true, j.jobId};
        }
        return {false, QStringLiteral("the queue does not show the held job %1").arg(heldJob)};
    }

    // The same request from the command line (`clustergate jobs list --cluster`, its own hub).
    Outcome cliJobs(const QString &kh)
    {
        const cg::test::CliRun r = cg::test::runConsole(
            m_home.path(),
            {QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--cluster"),
             QStringLiteral("old-kex"), QStringLiteral("--known-hosts"), kh, QStringLiteral("--no-keychain"),
             QStringLiteral("--no-agent"), QStringLiteral("--format"), QStringLiteral("json")});
        return {r.code == 0,
                QStringLiteral("exit %1: %2").arg(r.code).arg(QString::fromUtf8(r.err).trimmed())};
    }

    // A push from the Transfers view, gated by the ledger (an approved export of `genomes`).
    Outcome push(const QString &kh)
    {
        ui::TransfersView view(m_console.get(), nullptr, kh);
        transfer::PushRequest req;
        req.dataset = QStringLiteral("genomes");
        req.cluster = QStringLiteral("old-kex");
        req.country = QStringLiteral("SG");
        req.region = QStringLiteral("SG");
        req.remotePath = m_home.filePath(QStringLiteral("remote/genomes-%1").arg(++m_pushes));
        services::DatasetPush *p = view.startPush(req, m_keyId, m_cluster);
        if (!p)
            return {false, QStringLiteral("not started")};
        QSignalSpy finished(p, &services::DatasetPush::finished);
        if (!finished.wait(120000))
            return {false, QStringLiteral("no answer")};
        return {finished.first().at(0).toBool(), finished.first().at(1).toString()};
    }

    // A validation run of L0 as the Validate view starts it; the node is reached when its "nodes" check
    // passes (the level's other checks judge the lab itself: it logs in as root).
    Outcome validate(const QString &kh)
    {
        QWidget parent;
        QString error;
        ui::ChecklistView *view =
            ui::ChecklistView::createFor(m_console.get(), m_cluster, kh, &parent, &error);
        if (!view)
            return {false, error};
        Outcome out{false, QStringLiteral("the nodes check did not run")};
        connect(view->engine(), &validation::ValidationEngine::checkFinished, this,
                [&](const validation::CheckResult &r) {
                    if (r.id == QLatin1String("nodes"))
                        out = {r.status == validation::CheckStatus::Pass, r.reason};
                });
        QSignalSpy finished(view->engine(), &validation::ValidationEngine::finished);
        if (!view->runLevel(QStringLiteral("L0")))
            return {false, QStringLiteral("L0 did not start")};
        if (!finished.wait(180000))
            return {false, QStringLiteral("no answer")};
        return out;
    }

    void save(const ClusterRecord &c)
    {
        const Status st = m_console->inventory().updateCluster(c);
        QVERIFY2(st.ok(), qPrintable(st.error()));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8());
        const QString anchors = m_home.filePath(QStringLiteral("trust-anchors"));
        qputenv("CLUSTERGATE_TRUST_ANCHORS", anchors.toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        // The login node's squeue: an empty queue, so that the jobs service's request succeeds once the
        // connection does (the servers give their sessions this PATH). Where the real Slurm runs (its
        // configuration folder linked where SLURM_CONF points once it is up), Slurm's own squeue answers.
        const QString bin = m_home.filePath(QStringLiteral("bin"));
        const QString slurmEtc = m_home.filePath(QStringLiteral("slurm-etc"));
        const QString slurmConf = slurmEtc + QStringLiteral("/slurm.conf");
        QVERIFY(QDir().mkpath(bin));
        QFile squeue(bin + QStringLiteral("/squeue"));
        QVERIFY(squeue.open(QIODevice::WriteOnly));
        squeue.write("#!/bin/sh\n[ -e \"$SLURM_CONF\" ] && exec /usr/bin/squeue \"$@\"\nexit 0\n");
        squeue.close();
        squeue.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther |
                              QFile::ExeOther);
        qputenv("NETLAB_SSHD_SETENV",
                (QStringLiteral("PATH=") + bin + QStringLiteral(":/usr/bin:/bin SLURM_CONF=") + slurmConf)
                    .toUtf8());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("cluster connections test SKIPPED: %1").arg(why)));
        // The real Slurm on the node's network (its daemons on the node's loopback, which the old server
        // shares), with one job held in its queue for the Slurm row to find.
        m_slurmWhy = m_slurm.up(m_lab);
        if (m_slurmWhy.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(m_slurmWhy));
        if (m_slurmWhy.isEmpty()) {
            QVERIFY(QFile::link(m_lab.dir() + QStringLiteral("/slurm/etc"), slurmEtc));
            QCOMPARE(QProcess::execute(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT),
                                       {QStringLiteral("exec"), m_lab.dir(), QStringLiteral("sbatch"),
                                        QStringLiteral("--hold"), QStringLiteral("--job-name=kex-probe"),
                                        QStringLiteral("-t"), QStringLiteral("5"), QStringLiteral("--wrap"),
                                        QStringLiteral("sleep 1")}),
                     0);
        }
        QVERIFY(m_lab.enterClientNamespace());
        // A key the servers do not know.
        m_wrongKey = m_home.filePath(QStringLiteral("id_wrong"));
        QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                    QStringLiteral("-N"), QString(), QStringLiteral("-f"), m_wrongKey}),
                 0);

        m_console = std::make_unique<Console>();
        m_console->open();
        QVERIFY2(m_console->databaseError().isEmpty(), qPrintable(m_console->databaseError()));
        // Refusals are the point here: one attempt each, no retries after a network failure.
        m_console->hub().setRetryPolicy(ssh::RetryPolicy{1, 100, 100});
        QTRY_VERIFY2_WITH_TIMEOUT(m_console->keychainAvailable(), qPrintable(m_console->keychainProblem()),
                                  15000);
        secrets::CredentialMeta meta;
        meta.id = QStringLiteral("sam-key-%1").arg(QCoreApplication::applicationPid());
        meta.kind = secrets::CredentialKind::PrivateKey;
        const auto saved = secrets::CredentialOps::save(*m_console->secretStore(), *m_console->credentials(),
                                                        meta, identityPem(), QDateTime::currentDateTimeUtc());
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        m_keyId = meta.id;

        ClusterRecord c;
        c.name = QStringLiteral("old-kex");
        c.region = QStringLiteral("SG");
        const auto id = m_console->inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_cluster = id.value();
        NodeRecord login;
        login.name = QStringLiteral("login-1");
        login.endpoint.host = m_lab.value("NODE");
        login.endpoint.port = quint16(m_lab.value("SHA1_KEX_PORT").toUInt());
        login.endpoint.user = QStringLiteral("root");
        QVERIFY(m_console->inventory().upsertNodes(m_cluster, {login}).ok());

        ledger::Ledger ledger(*m_console->ledgerStore());
        QCOMPARE(m_exports.found(ledger, anchors), QString());
        const QString genomes = m_home.filePath(QStringLiteral("data/genomes"));
        QVERIFY(cg::test::ApprovedExports::writeRandom(genomes + QStringLiteral("/a.bin"), (1 << 20) + 7, 1));
        QCOMPARE(cg::test::ApprovedExports::addDataset(ledger, QStringLiteral("genomes"), genomes),
                 QString());
        QCOMPARE(m_exports.approve(ledger, QStringLiteral("genomes"), c.name, c.region), QString());
    }

    void cleanupTestCase()
    {
        m_console.reset();
        m_slurm.down();
        m_lab.down();
    }

    void eachSettingOnEveryPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("setting");
        for (const char *path : {"check", "stream", "terminal", "jobs", "cli jobs", "push", "validate"}) {
            for (const char *setting : {"host-key policy", "legacy key exchange", "key file", "jump chain"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(path), QLatin1String(setting))))
                    << QString::fromLatin1(path) << QString::fromLatin1(setting);
        }
        QTest::newRow("jobs on Slurm, legacy key exchange")
            << QStringLiteral("jobs on Slurm") << QStringLiteral("legacy key exchange");
    }

    void eachSettingOnEveryPath()
    {
        QFETCH(QString, path);
        QFETCH(QString, setting);
        if (path == QLatin1String("jobs on Slurm") && !m_slurmWhy.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no real Slurm here: %1").arg(m_slurmWhy)));
        const auto run = [&](const QString &kh) {
            if (path == QLatin1String("check"))
                return check(kh);
            if (path == QLatin1String("stream"))
                return stream(kh);
            if (path == QLatin1String("terminal"))
                return terminal(kh);
            if (path == QLatin1String("jobs"))
                return jobs(kh);
            if (path == QLatin1String("jobs on Slurm"))
                return jobs(kh, QStringLiteral("kex-probe"));
            if (path == QLatin1String("cli jobs"))
                return cliJobs(kh);
            if (path == QLatin1String("push"))
                return push(kh);
            return validate(kh);
        };
        ClusterRecord wrong = rightCluster();
        ClusterRecord right = rightCluster();
        bool keyOnRecord = true;
        if (setting == QLatin1String("host-key policy")) {
            // The old server's key is not on record: strict refuses it, accept-new records it. Validation
            // proves keys are on record and never accepts a new one: for it, right is the key on record.
            keyOnRecord = false;
            right.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        } else if (setting == QLatin1String("legacy key exchange")) {
            wrong.allowLegacyKex = false;
        } else if (setting == QLatin1String("key file")) {
            wrong.identityFiles = {m_wrongKey};
        } else {
            // The node is behind bastion1: without the jump it cannot be reached from here.
            wrong.jumps.clear();
        }

        save(wrong);
        const Outcome refused = run(knownHosts(keyOnRecord));
        QVERIFY2(!refused.reached,
                 qPrintable(QStringLiteral("reached with the %1 wrong: %2").arg(setting, refused.detail)));

        save(right);
        const bool strictAnyway = !keyOnRecord && path == QLatin1String("validate");
        if (strictAnyway) {
            const Outcome stillRefused = run(knownHosts(false));
            QVERIFY2(!stillRefused.reached,
                     qPrintable(
                         QStringLiteral("validation accepted a new host key: %1").arg(stillRefused.detail)));
        }
        const Outcome reached = run(knownHosts(keyOnRecord || strictAnyway));
        QVERIFY2(
            reached.reached,
            qPrintable(QStringLiteral("not reached with the %1 right: %2").arg(setting, reached.detail)));
    }
};

QTEST_MAIN(TestClusterConnections)
#include "tst_cluster_connections.moc"
