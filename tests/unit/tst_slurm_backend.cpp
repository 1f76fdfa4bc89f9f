// SPDX-License-Identifier: GPL-3.0-or-later
// The Slurm backend's own logic, with a scripted login node (the real sshd + Slurm path is
// integration/tst_jobs_slurm.cpp): what sbatch and scontrol print, what is sent for each action, the gate
// before anything is sent, and the audit events on a real ledger file.
#include "jobs/slurm_backend.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::jobs;

namespace {

// Answers each command with the next scripted reply and remembers what it was sent.
class ScriptedLoginNode : public LoginNode
{
public:
    QList<QByteArray> commands;
    QList<QByteArray> inputs;
    QList<RemoteRun> replies;

    RemoteRun run(const QByteArray &command, const QByteArray &input, int) override
    {
        commands << command;
        inputs << input;
        if (replies.isEmpty()) {
            RemoteRun ok;
            ok.status = 0;
            return ok;
        }
        return replies.takeFirst();
    }
    RemoteRun stream(const QByteArray &command, const std::function<void(const QByteArray &)> &out,
                     const std::function<bool()> &) override
    {
        const RemoteRun r = run(command, {}, 0);
        out(r.out);
        return r;
    }
    QString describe() const override { return QStringLiteral("root@login"); }
};

RemoteRun reply(int status, const QByteArray &out, const QByteArray &err = {})
{
    RemoteRun r;
    r.status = status;
    r.out = out;
    r.err = err;
    return r;
}

JobSpec spec(bool withDataset)
{
    JobSpec s;
    s.name = QStringLiteral("unit");
    s.command = QStringLiteral("echo hi");
    s.seed = 7;
    if (withDataset)
        s.datasets << DatasetRef{QStringLiteral("patients-2026"), QStringLiteral("3")};
    return s;
}

} // namespace

class TestSlurmBackend : public QObject
{
    Q_OBJECT

    QList<ledger::AuditRow> rows()
    {
        ledger::AuditQuery q;
        q.limit = -1;
        return m_audit->rows(q).value();
    }

private slots:
    // sinfo -N lists a node once per partition: each node once, its state neutral, the default mark dropped.
    void sinfoNodesOncePerNode()
    {
        const auto nodes = jobs::SlurmBackend::parseSinfo("gpu-01|idle|debug*\ngpu-01|idle|long\n"
                                                          "gpu-02|drained*|debug*\n\n");
        QVERIFY2(nodes.ok(), qPrintable(nodes.error()));
        QCOMPARE(nodes->size(), 2);
        QCOMPARE(nodes->at(0).name, QStringLiteral("gpu-01"));
        QCOMPARE(nodes->at(0).phase, jobs::NodeState::Idle);
        QCOMPARE(nodes->at(0).partition, QStringLiteral("debug"));
        QCOMPARE(nodes->at(1).state, QStringLiteral("drained*"));
        QCOMPARE(nodes->at(1).phase, jobs::NodeState::Down); // '*': not responding
        QVERIFY(!jobs::SlurmBackend::parseSinfo("what is this\n").ok());
    }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_db = std::make_unique<Database>();
        QVERIFY(m_db->open(m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_n))).ok());
        m_store = std::make_unique<ledger::SqliteLedgerStore>(*m_db);
        m_audit = std::make_unique<ledger::AuditLog>(*m_store);
    }

    void cleanup()
    {
        m_audit.reset();
        m_store.reset();
        m_db.reset();
    }

    void parseSbatch_data()
    {
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("cluster");
        QTest::newRow("plain") << QByteArray("123\n") << QStringLiteral("123") << QString();
        QTest::newRow("federated") << QByteArray("456;gpu-east\n") << QStringLiteral("456")
                                   << QStringLiteral("gpu-east");
        QTest::newRow("banner first")
            << QByteArray("Welcome to the cluster\n789\n") << QStringLiteral("789") << QString();
        QTest::newRow("empty") << QByteArray() << QString() << QString();
        QTest::newRow("not parsable") << QByteArray("Submitted batch job 5\n") << QString() << QString();
        QTest::newRow("two ids") << QByteArray("5 6\n") << QString() << QString();
    }
    void parseSbatch()
    {
        QFETCH(QByteArray, out);
        QFETCH(QString, id);
        QFETCH(QString, cluster);
        const auto parsed = SlurmBackend::parseSbatch(out);
        QCOMPARE(parsed.has_value(), !id.isEmpty());
        if (parsed) {
            QCOMPARE(parsed->first, id);
            QCOMPARE(parsed->second, cluster);
        }
    }

    void stdoutPath_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("path");
        QTest::newRow("middle") << QByteArray(
                                       "JobId=4 StdErr=/h/e.out StdIn=/dev/null StdOut=/h/slurm-4.out Power=")
                                << QStringLiteral("/h/slurm-4.out");
        QTest::newRow("end") << QByteArray("JobId=4 StdOut=/h/x-4.out\n") << QStringLiteral("/h/x-4.out");
        QTest::newRow("spaces in path")
            << QByteArray("JobId=4 StdOut=/h/my runs/x-4.out Power= TresPerNode=gres:gpu:2")
            << QStringLiteral("/h/my runs/x-4.out");
        QTest::newRow("missing") << QByteArray("slurm_load_jobs error: Invalid job id specified")
                                 << QString();
    }
    void stdoutPath()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, path);
        QCOMPARE(SlurmBackend::stdoutPathOf(line), path);
    }

    void jobIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << QStringLiteral("12") << true;
        QTest::newRow("array task") << QStringLiteral("12_3") << true;
        QTest::newRow("het component") << QStringLiteral("12+1") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("shell") << QStringLiteral("12;rm -rf ~") << false;
        QTest::newRow("negative") << QStringLiteral("-1") << false;
        QTest::newRow("name") << QStringLiteral("train") << false;
    }
    void jobIds()
    {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        QCOMPARE(SlurmBackend::validJobId(id), valid);
    }

    // Datasets and no gate: refused before anything reaches the login node, and audited.
    void datasetsWithoutAGateAreRefused()
    {
        ScriptedLoginNode node;
        SlurmBackend backend(node, QStringLiteral("lab"));
        backend.setAuditLog(m_audit.get(), QStringLiteral("tester"));
        bool refused = false;
        const auto sub = backend.submit(spec(true), SlurmProfile{}, {}, &refused);
        QVERIFY(!sub.ok());
        QVERIFY(refused);
        QVERIFY(node.commands.isEmpty());
        const auto all = rows();
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().action, QStringLiteral("job.refused"));
        QCOMPARE(all.first().subject, QStringLiteral("job:lab/unit"));
    }

    void submitSendsTheScriptAndAudits()
    {
        ScriptedLoginNode node;
        node.replies << reply(0, "42\n");
        SlurmBackend backend(node, QStringLiteral("lab"));
        backend.setAuditLog(m_audit.get(), QStringLiteral("tester"));
        SlurmProfile profile;
        profile.cluster = QStringLiteral("lab");
        profile.account = QStringLiteral("ml");
        bool refused = true;
        const auto sub = backend.submit(spec(false), profile, {}, &refused);
        QVERIFY2(sub.ok(), qPrintable(sub.error()));
        QVERIFY(!refused);
        QCOMPARE(sub->jobId, QStringLiteral("42"));
        QCOMPARE(node.commands.size(), 1);
        QVERIFY(node.commands.first().contains("sbatch --parsable \"$f\""));
        QVERIFY(node.commands.first().contains("cat >\"$f\""));
        QCOMPARE(node.inputs.first(), sub->script.text.toUtf8()); // the script goes over stdin, unquoted
        const auto all = rows();
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().action, QStringLiteral("job.submitted"));
        QCOMPARE(all.first().subject, QStringLiteral("job:lab/42"));
        const QJsonObject d = QJsonDocument::fromJson(all.first().details.toUtf8()).object();
        const QJsonObject trace = d.value(QStringLiteral("trace")).toObject();
        QCOMPARE(trace.value(QStringLiteral("account")).toString(), QStringLiteral("ml"));
        QCOMPARE(trace.value(QStringLiteral("seed")).toString(), QStringLiteral("7"));
        QCOMPARE(trace.value(QStringLiteral("spec_sha256")).toString(), sub->script.trace.specHash);
    }

    void dryRunAsksTestOnlyAndQueuesNothing()
    {
        ScriptedLoginNode node;
        node.replies << reply(
            0, {},
            "sbatch: Job 43 to start at 2026-11-30T15:00:00 using 1 processors on nodes n1 in "
            "partition low\n");
        SlurmBackend backend(node, QStringLiteral("lab"));
        backend.setAuditLog(m_audit.get(), QStringLiteral("tester"));
        SubmitOptions o;
        o.dryRun = true;
        const auto sub = backend.submit(spec(false), SlurmProfile{}, o);
        QVERIFY2(sub.ok(), qPrintable(sub.error()));
        QVERIFY(sub->jobId.isEmpty());
        QVERIFY(node.commands.first().contains("sbatch --test-only"));
        QVERIFY(sub->schedulerSays.startsWith(QLatin1String("Job 43 to start at")));
        QVERIFY(rows().isEmpty());
    }

    void sbatchErrorsReachThePerson()
    {
        ScriptedLoginNode node;
        node.replies << reply(1, {}, "sbatch: error: invalid partition specified: nosuch\n");
        SlurmBackend backend(node, QStringLiteral("lab"));
        const auto sub = backend.submit(spec(false), SlurmProfile{});
        QVERIFY(!sub.ok());
        QVERIFY2(sub.error().contains(QLatin1String("invalid partition specified: nosuch")),
                 qPrintable(sub.error()));
        QVERIFY2(sub.error().contains(QLatin1String("root@login")), qPrintable(sub.error()));
    }

    void actions_data()
    {
        QTest::addColumn<int>("action");
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("audit");
        QTest::newRow("cancel") << int(JobAction::Cancel) << QByteArray("scancel 12")
                                << QStringLiteral("job.cancelled");
        QTest::newRow("requeue") << int(JobAction::Requeue) << QByteArray("scontrol requeue 12")
                                 << QStringLiteral("job.requeued");
        QTest::newRow("hold") << int(JobAction::Hold) << QByteArray("scontrol hold 12")
                              << QStringLiteral("job.held");
        QTest::newRow("release") << int(JobAction::Release) << QByteArray("scontrol release 12")
                                 << QStringLiteral("job.released");
    }
    void actions()
    {
        QFETCH(int, action);
        QFETCH(QByteArray, command);
        QFETCH(QString, audit);
        ScriptedLoginNode node;
        SlurmBackend backend(node, QStringLiteral("lab"));
        backend.setAuditLog(m_audit.get(), QStringLiteral("tester"));
        QVERIFY(backend.act(JobAction(action), QStringLiteral("12")).ok());
        QCOMPARE(node.commands.size(), 1);
        // Unknown ids must fail: scancel alone exits 0 for them.
        QVERIFY(node.commands.first().startsWith("scontrol -o show job 12 >/dev/null && "));
        QVERIFY(node.commands.first().endsWith(command));
        if (JobAction(action) == JobAction::Cancel)
            QVERIFY(node.commands.first().contains("Requeue=0")); // the wrapper must not requeue a cancel
        QCOMPARE(rows().size(), 1);
        QCOMPARE(rows().first().action, audit);

        // Not a job id: nothing is sent.
        QVERIFY(!backend.act(JobAction(action), QStringLiteral("12; reboot")).ok());
        QCOMPARE(node.commands.size(), 1);
    }

    void failedActionsAreNotAudited()
    {
        ScriptedLoginNode node;
        node.replies << reply(1, {}, "slurm_load_jobs error: Invalid job id specified\n");
        SlurmBackend backend(node, QStringLiteral("lab"));
        backend.setAuditLog(m_audit.get(), QStringLiteral("tester"));
        const Status st = backend.cancel(QStringLiteral("99"));
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(QLatin1String("Invalid job id")), qPrintable(st.error()));
        QVERIFY(rows().isEmpty());
    }

    void tailSaysWhenThereIsNoOutputYet()
    {
        ScriptedLoginNode node;
        node.replies << reply(0, "JobId=7 JobState=PENDING StdOut=/h/x-7.out Power=\n") << reply(66, {});
        SlurmBackend backend(node, QStringLiteral("lab"));
        const auto text = backend.tail(QStringLiteral("7"), 10);
        QVERIFY(!text.ok());
        QVERIFY2(text.error().contains(QLatin1String("/h/x-7.out")), qPrintable(text.error()));
        QVERIFY(node.commands.at(1).contains("tail -n 10 -- '/h/x-7.out'"));
    }

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<ledger::SqliteLedgerStore> m_store;
    std::unique_ptr<ledger::AuditLog> m_audit;
};

QTEST_GUILESS_MAIN(TestSlurmBackend)
#include "tst_slurm_backend.moc"
