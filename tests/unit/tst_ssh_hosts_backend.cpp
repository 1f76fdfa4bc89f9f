// SPDX-License-Identifier: GPL-3.0-or-later
// What the ssh-hosts backend builds and reads without a host: the script (the Slurm wrapper with the
// scheduler's commands answered in place, no #SBATCH lines, the spec's own hash), the rendezvous variables,
// and the hostile answers of a node's agent and a tampered job table, which are refused, never guessed.
#include "jobs/host_agent.h"
#include "jobs/hosts_job_table.h"
#include "jobs/job_backend.h"
#include "jobs/slurm_script.h"
#include "jobs/ssh_hosts_backend.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::jobs;

namespace {

JobSpec spec(const char *yaml)
{
    const SpecParse parse = JobSpecs::parse(QByteArray(yaml));
    return parse.spec ? *parse.spec : JobSpec{};
}

} // namespace

class TestSshHostsBackend : public QObject
{
    Q_OBJECT

private slots:
    void registered()
    {
        for (const QString &name :
             {QStringLiteral("slurm"), QStringLiteral("ssh-hosts"), QStringLiteral("local")})
            QVERIFY2(JobBackendRegistry::instance().has(name), qPrintable(name));
    }

    void scriptIsTheWrapperWithoutAScheduler()
    {
        const JobSpec s = spec(R"(name: train
replicas: 2
resources:
  accelerators: 4
  interconnect: high-speed
command: |
  python train.py
)");
        SchedulerProfile profile;
        profile.cluster = QStringLiteral("hosts");
        const auto built = SshHostsBackend::buildScript(s, profile, {});
        QVERIFY2(built.ok(), qPrintable(built.error()));
        const QString &text = built->text;
        QVERIFY(!text.contains(QLatin1String("#SBATCH")));
        QVERIFY(text.contains(QLatin1String("srun() {")) && text.contains(QLatin1String("scontrol() {")));
        QVERIFY(text.indexOf(QLatin1String("srun() {")) < text.lastIndexOf(QLatin1String("\ncg_main\n")));
        // The spec as written is what the record names (not the copy without the fabric the hosts cannot
        // check).
        QCOMPARE(built->trace.specHash, SlurmScripts::specHash(s, profile));
        QVERIFY(text.contains(QLatin1String("CG_SPEC_HASH=") + built->trace.specHash));
        QVERIFY(std::any_of(built->warnings.begin(), built->warnings.end(),
                            [](const QString &w) { return w.contains(QLatin1String("interconnect")); }));
    }

    void rendezvous()
    {
        const auto env =
            SshHostsBackend::rendezvous(QStringLiteral("j1"), QStringLiteral("10.0.0.5"), 1, 2, 4);
        QCOMPARE(env.value(QStringLiteral("MASTER_ADDR")), QStringLiteral("10.0.0.5"));
        QCOMPARE(env.value(QStringLiteral("NODE_RANK")), QStringLiteral("1"));
        QCOMPARE(env.value(QStringLiteral("NNODES")), QStringLiteral("2"));
        QCOMPARE(env.value(QStringLiteral("NPROC_PER_NODE")), QStringLiteral("4"));
        QCOMPARE(env.value(QStringLiteral("WORLD_SIZE")), QStringLiteral("8"));
        QVERIFY(!env.contains(QStringLiteral("RANK"))); // torchrun sets it per process
        const int port = env.value(QStringLiteral("MASTER_PORT")).toInt();
        QVERIFY(port >= 29500 && port < 31500);
        const auto single =
            SshHostsBackend::rendezvous(QStringLiteral("j1"), QStringLiteral("10.0.0.5"), 1, 2, 0);
        QCOMPARE(single.value(QStringLiteral("RANK")), QStringLiteral("1"));
        QCOMPARE(single.value(QStringLiteral("WORLD_SIZE")), QStringLiteral("2"));
    }

    void agentAnswersAreChecked_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("garbage") << QByteArray("Segmentation fault");
        QTest::newRow("no id") << QByteArray(R"({"state":"running"})");
        QTest::newRow("traversal id") << QByteArray(R"({"id":"../x","state":"running"})");
        QTest::newRow("no state") << QByteArray(R"({"id":"a"})");
        QTest::newRow("huge") << QByteArray("{\"id\":\"a\",\"state\":\"running\",\"reason\":\"" +
                                            QByteArray(100000, 'x') + "\"}");
    }

    void agentAnswersAreChecked()
    {
        QFETCH(QByteArray, line);
        QVERIFY(!AgentJob::parse(line).ok());
    }

    void agentAnswerIsBounded()
    {
        const auto j =
            AgentJob::parse(R"({"id":"a.0.0","state":"running","gpus":[1,-4,99999,2],"restarts":-3})");
        QVERIFY(j.ok());
        QCOMPARE(j->gpus, (QList<int>{1, 2}));
        QCOMPARE(j->restarts, 0);
    }

    void tamperedTableIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("t.json"));
        const auto write = [&](const QByteArray &text) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        };
        write(R"({"jobs":[{"id":"../../x","stage":"queued"}]})");
        {
            HostsJobTable t(file);
            QCOMPARE(t.open().code(), ErrorCode::Invalid);
        }
        write(R"({"jobs":[{"id":"a","stage":"started","nodes":2,"ranks":[{"host":"h1"}]}]})");
        {
            HostsJobTable t(file);
            QCOMPARE(t.open().code(), ErrorCode::Invalid);
        }
        write("not json");
        {
            HostsJobTable t(file);
            QCOMPARE(t.open().code(), ErrorCode::Invalid);
        }
        // What it writes reads back.
        QVERIFY(QFile::remove(file));
        {
            HostsJobTable t(file);
            QVERIFY(t.open().ok());
            HostsJob j;
            j.id = QStringLiteral("train-abc");
            j.stage = HostsJob::Stage::Started;
            j.nodes = 1;
            j.ranks = {HostsRank{QStringLiteral("gpu01"), {0, 1}}};
            j.env.insert(QStringLiteral("K"), QStringLiteral("v"));
            t.jobs << j;
            QVERIFY(t.save().ok());
        }
        HostsJobTable t(file);
        QVERIFY(t.open().ok());
        QCOMPARE(t.jobs.size(), 1);
        QCOMPARE(t.jobs.first().ranks.first().gpus, (QList<int>{0, 1}));
        QCOMPARE(t.jobs.first().agentId(0), QStringLiteral("train-abc.0.0"));
    }
};

QTEST_GUILESS_MAIN(TestSshHostsBackend)
#include "tst_ssh_hosts_backend.moc"
