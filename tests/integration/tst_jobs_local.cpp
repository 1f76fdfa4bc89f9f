// SPDX-License-Identifier: GPL-3.0-or-later
// "This machine" as a cluster: `clustergate jobs submit SPEC --cluster local` runs the spec here through the
// real agent (its job runner as a child process, no SSH), its log follows, cancel stops its group; and the
// window's path (services::ClusterJobs for This machine, as the Jobs view's worker opens it) runs the same
// spec with the same audit events.
#include "jobs/job_spec.h"
#include "jobs/local_backend.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/jobs_use_cases.h"
#include "storage/database.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QThread>
#include <QtTest>

#include <functional>

using namespace cg;

namespace {

const char *const kSpec = R"(name: here
resources:
  accelerators: 1
storage:
  checkpoint: @WORK@/ckpt/here
command: |
  echo "here on rank $NODE_RANK of $NNODES, master $MASTER_ADDR"
  d="$CG_CHECKPOINT_DIR/step-000001"; mkdir -p "$d"; echo 1 >"$d/state"; touch "$d/.done"
  echo "here done"
)";

const char *const kSleeper = R"(name: nap
storage:
  checkpoint: @WORK@/ckpt/nap
command: |
  echo "nap started"
  sleep 300
)";

} // namespace

class TestJobsLocal : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    Cli cli(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("HOME"), m_userHome.path());
        env.remove(QStringLiteral("XDG_CACHE_HOME"));
        env.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        env.insert(QStringLiteral("USER"), QStringLiteral("alice"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_work.path());
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                QStringList{QStringLiteral("jobs")} + args +
                    QStringList{QStringLiteral("--cluster"), QStringLiteral("local")});
        if (!p.waitForFinished(120000))
            p.kill();
        p.waitForFinished();
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    QString writeSpec(const QString &name, const char *yaml)
    {
        QString text = QString::fromUtf8(yaml);
        text.replace(QStringLiteral("@WORK@"), m_work.path());
        const QString path = m_work.filePath(name + QStringLiteral(".yaml"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(text.toUtf8());
        return path;
    }

    QString submittedId(const Cli &r)
    {
        return QRegularExpression(QStringLiteral("submitted job (\\S+) to"))
            .match(QString::fromUtf8(r.out))
            .captured(1);
    }

    QJsonObject listed(const QString &id)
    {
        const Cli r = cli({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        for (const QByteArray &line : r.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("id")).toString() == id)
                return o;
        }
        return {};
    }

    QStringList auditActions()
    {
        Database db;
        if (!db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok())
            return {};
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        const auto rows = audit.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
        QStringList out;
        if (rows.ok())
            for (const ledger::AuditRow &row : rows.value())
                out << row.action + QLatin1Char(' ') +
                           QJsonDocument::fromJson(row.details.toUtf8())
                               .object()
                               .value(QStringLiteral("backend"))
                               .toString();
        return out;
    }

private slots:
    void initTestCase() { QVERIFY(m_home.isValid() && m_userHome.isValid() && m_work.isValid()); }

    void theSpecRunsHere()
    {
        const Cli r = cli({QStringLiteral("submit"), writeSpec(QStringLiteral("here"), kSpec)});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QString id = submittedId(r);
        QVERIFY(!id.isEmpty());
        // This machine has no GPU here: the job still runs, and says so.
        const Cli f = cli({QStringLiteral("logs"), id, QStringLiteral("-f")});
        QVERIFY2(f.code == 0, (f.out + f.err).constData());
        QVERIFY2(f.out.contains("here on rank 0 of 1, master 127.0.0.1") && f.out.contains("here done"),
                 f.out.constData());
        QCOMPARE(listed(id).value(QStringLiteral("phase")).toString(), QStringLiteral("completed"));
        // The wrapper sealed the checkpoint the job wrote, as on Slurm.
        QVERIFY(QFile::exists(m_work.filePath(QStringLiteral("ckpt/here/step-000001/MANIFEST.sha256"))));
        QVERIFY(auditActions().contains(QStringLiteral("job.submitted local")));
    }

    void cancelStopsIt()
    {
        const Cli r = cli({QStringLiteral("submit"), writeSpec(QStringLiteral("nap"), kSleeper)});
        const QString id = submittedId(r);
        QVERIFY2(!id.isEmpty(), (r.out + r.err).constData());
        QCOMPARE(listed(id).value(QStringLiteral("phase")).toString(), QStringLiteral("running"));
        const Cli c = cli({QStringLiteral("cancel"), id});
        QVERIFY2(c.code == 0, (c.out + c.err).constData());
        QCOMPARE(listed(id).value(QStringLiteral("phase")).toString(), QStringLiteral("cancelled"));
        // Nothing of it runs: its runner recorded the end.
        QFile pgid(m_userHome.filePath(QStringLiteral(".cache/clustergate/jobs/local/%1.0.0/pgid").arg(id)));
        QVERIFY(pgid.open(QIODevice::ReadOnly));
        const QByteArray sid = pgid.readAll().trimmed();
        QProcess ps;
        ps.start(QStringLiteral("ps"), {QStringLiteral("-o"), QStringLiteral("pid=,stat="),
                                        QStringLiteral("-s"), QString::fromLatin1(sid)});
        QVERIFY(ps.waitForFinished(30000));
        for (const QByteArray &line : ps.readAllStandardOutput().split('\n'))
            QVERIFY2(line.trimmed().isEmpty() || line.contains('Z'), line.constData());
    }

    // The window's path: the use cases opened for This machine, as the Jobs view's worker does.
    void theWindowsPathRunsTheSameSpec()
    {
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_userHome.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
        jobs::LocalLoginNode node;
        auto opened = services::ClusterJobs::open(node, services::ClusterJobsSetup::forThisMachine());
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        const QString yaml = QString::fromUtf8(kSpec).replace(QStringLiteral("@WORK@"), m_work.path());
        const jobs::SpecParse parse = jobs::JobSpecs::parse(yaml.toUtf8());
        QVERIFY(parse.spec);
        jobs::SchedulerProfile profile;
        profile.cluster = QStringLiteral("This machine");
        const auto sub = opened.value()->submit(*parse.spec, profile, {});
        QVERIFY2(sub.ok(), qPrintable(sub.error()));
        bool done = false;
        for (int i = 0; i < 120 && !done; ++i) {
            const auto listing = opened.value()->list();
            QVERIFY2(listing.ok(), qPrintable(listing.error()));
            for (const jobs::JobStatus &s : listing.value())
                done |= s.jobId == sub->jobId && s.phase == jobs::JobState::Completed;
            if (!done)
                QThread::msleep(250);
        }
        QVERIFY(done);
        const auto text = opened.value()->tail(sub->jobId, 5);
        QVERIFY2(text.ok() && text->contains("here done"),
                 qPrintable(text.ok() ? QString::fromUtf8(text.value()) : text.error()));
    }

private:
    QTemporaryDir m_home, m_userHome, m_work;
};

QTEST_GUILESS_MAIN(TestJobsLocal)
#include "tst_jobs_local.moc"
