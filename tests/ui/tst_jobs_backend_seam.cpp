// SPDX-License-Identifier: GPL-3.0-or-later
// The JobBackend seam: a second backend written here, in this file only ("ledgerbook", an in-process
// scheduler that keeps its queue in memory), registered by name and chosen for a saved cluster, drives
// Clusters > Jobs (queue, state colours from the neutral states, Show Script, submit, cancel, log) and the
// `clustergate jobs` command code (list, submit, cancel, logs, a refused job id) in this process, with
// nothing changed outside this file. Its submissions pass the same compliance gate and leave audit rows
// naming the backend and the front end. No network: the backend never uses its login node.
#include "cli_jobs.h"
#include "cli_root.h"

#include "common/paths.h"
#include "inventory/inventory.h"
#include "jobs/job_backend.h"
#include "jobs/jobs_view.h"
#include "ledger/audit_log.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "services/jobs_service.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include <cstdio>
#include <unistd.h>

using namespace cg;

namespace {

// The scheduler the backend talks to: one queue for every instance (the window's worker thread and the
// command line make their own backends).
struct Ledgerbook
{
    QMutex mutex;
    QList<jobs::JobStatus> queue;
    QStringList submittedSpecs;
    QStringList actions; // "cancel m-1"
    int next = 1;

    QString add(const QString &name, jobs::JobState phase, const QString &word)
    {
        jobs::JobStatus j;
        j.jobId = QStringLiteral("m-%1").arg(next++);
        j.name = name;
        j.phase = phase;
        j.state = word;
        j.partition = QStringLiteral("shelf");
        j.inQueue = true;
        queue << j;
        return j.jobId;
    }
};

Ledgerbook &book()
{
    static Ledgerbook b;
    return b;
}

class LedgerbookBackend : public jobs::JobBackend
{
public:
    using JobBackend::JobBackend;

    QString kind() const override { return QStringLiteral("ledgerbook"); }

    Result<jobs::BatchScript> script(const jobs::JobSpec &spec, const jobs::SchedulerProfile &,
                                     const jobs::ScriptOptions &) const override
    {
        jobs::BatchScript s;
        s.text = QStringLiteral("# ledgerbook entry\nrun %1\n").arg(spec.name);
        return s;
    }

    Result<jobs::Submission> submit(const jobs::JobSpec &spec, const jobs::SchedulerProfile &profile,
                                    const jobs::SubmitOptions &options, bool *refused) override
    {
        using R = Result<jobs::Submission>;
        const auto cleared = clear(spec, options.dryRun, refused);
        if (!cleared.ok())
            return R::failureOf(cleared);
        jobs::Submission sub;
        sub.gate = cleared.value();
        sub.script = script(spec, profile, options.script).value();
        if (options.dryRun) {
            sub.schedulerSays = QStringLiteral("would be written in the book");
            return sub;
        }
        {
            QMutexLocker lock(&book().mutex);
            sub.jobId = book().add(spec.name, jobs::JobState::Pending, QStringLiteral("waiting"));
            book().submittedSpecs << spec.name;
        }
        const Status st =
            audit(QStringLiteral("job.submitted"), QStringLiteral("job:%1/%2").arg(m_cluster, sub.jobId),
                  QJsonObject{{QStringLiteral("cluster"), m_cluster},
                              {QStringLiteral("jobId"), sub.jobId},
                              {QStringLiteral("spec"), spec.name}});
        if (!st.ok())
            return R::failureOf(st);
        return sub;
    }

    Status act(jobs::JobAction action, const QString &jobId) override
    {
        QMutexLocker lock(&book().mutex);
        for (jobs::JobStatus &j : book().queue) {
            if (j.jobId != jobId)
                continue;
            book().actions << jobs::jobActionName(action) + QLatin1Char(' ') + jobId;
            if (action == jobs::JobAction::Cancel) {
                j.phase = jobs::JobState::Cancelled;
                j.state = QStringLiteral("struck out");
            }
            return Ok{};
        }
        return Status::failure(QStringLiteral("no entry %1").arg(jobId), ErrorCode::NotFound);
    }

    Result<QList<jobs::JobStatus>> list(bool) override
    {
        QMutexLocker lock(&book().mutex);
        return book().queue;
    }

    Result<QByteArray> tail(const QString &jobId, int) override
    {
        return QByteArray("entry ") + jobId.toUtf8() + " was written\n";
    }

    Status follow(const QString &jobId, int lines, const std::function<void(const QByteArray &)> &out,
                  const std::function<bool()> &, int) override
    {
        out(tail(jobId, lines).value());
        return Ok{};
    }

    Result<QList<jobs::NodeStatus>> nodes() override
    {
        jobs::NodeStatus n;
        n.name = QStringLiteral("shelf-1");
        n.phase = jobs::NodeState::Idle;
        n.state = QStringLiteral("dusty");
        return QList<jobs::NodeStatus>{n};
    }

    Result<QList<jobs::JobRecord>> accounting() override { return QList<jobs::JobRecord>{}; }

    bool acceptsJobId(const QString &jobId) const override { return jobId.startsWith(QLatin1String("m-")); }
};

const char *const kSpec = "name: hello-book\nqueue: low\ncommand: echo hi\n";

} // namespace

class TestJobsBackendSeam : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
    };

    // `clustergate jobs ARGS` in this process, its standard output kept.
    Cli jobsCli(const QStringList &args)
    {
        QTemporaryFile capture;
        if (!capture.open())
            qFatal("no capture file");
        std::fflush(stdout);
        const int saved = ::dup(STDOUT_FILENO);
        ::dup2(capture.handle(), STDOUT_FILENO);
        Cli r;
        cli::CliRoot root;
        r.code =
            cli::jobsCommand(QStringList{QStringLiteral("jobs")} + args, root); // words as main() hands them
        std::fflush(stdout);
        ::dup2(saved, STDOUT_FILENO);
        ::close(saved);
        QFile back(capture.fileName());
        if (back.open(QIODevice::ReadOnly))
            r.out = back.readAll();
        return r;
    }

    QList<QJsonObject> submittedRows()
    {
        Database db;
        if (!db.open(paths::databaseFile()).ok())
            return {};
        ledger::SqliteLedgerStore store(db);
        ledger::Ledger ledger(store);
        ledger::AuditQuery q;
        q.actionPrefix = QStringLiteral("job.submitted");
        q.limit = -1;
        QList<QJsonObject> out;
        const auto rows = ledger.audit().rows(q);
        for (const ledger::AuditRow &row : rows.ok() ? rows.value() : QList<ledger::AuditRow>{})
            out << QJsonDocument::fromJson(row.details.toUtf8()).object();
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        jobs::JobBackendRegistry::instance().add(
            QStringLiteral("ledgerbook"),
            [](jobs::LoginNode &node, const QString &cluster) -> std::unique_ptr<jobs::JobBackend> {
                return std::make_unique<LedgerbookBackend>(node, cluster);
            });
        QVERIFY(m_db.open(paths::databaseFile()).ok());
        ClusterRecord c;
        c.name = QStringLiteral("bookshop");
        c.region = QStringLiteral("DE");
        NodeRecord login; // never reached: the backend keeps its book in this process
        login.name = QStringLiteral("login-1");
        login.endpoint.host = QStringLiteral("198.18.7.7");
        login.endpoint.user = QStringLiteral("clerk");
        m_cluster = Inventory(m_db).saveCluster(c, {login}).value();
        QVERIFY(jobs::JobBackendChoice::set(m_db, m_cluster, QStringLiteral("ledgerbook")).ok());
        QCOMPARE(jobs::JobBackendChoice::of(m_db, m_cluster).value(), QStringLiteral("ledgerbook"));
        // A name nobody registered is refused.
        QVERIFY(!jobs::JobBackendChoice::set(m_db, m_cluster, QStringLiteral("no-such-backend")).ok());
        QMutexLocker lock(&book().mutex);
        m_running = book().add(QStringLiteral("reading"), jobs::JobState::Running, QStringLiteral("open"));
        m_failed = book().add(QStringLiteral("torn"), jobs::JobState::Failed, QStringLiteral("torn page"));
    }

    void theWindowDrivesIt()
    {
        Inventory inv(m_db);
        services::JobsServiceOptions o;
        o.databaseFile = paths::databaseFile();
        o.actor = QStringLiteral("tester");
        o.useAgent = false;
        ssh::ConnectionHub hub;
        ui::JobsView view(&inv, &hub, o);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setCluster(m_cluster);
        const auto row = [&](const QString &id) {
            for (int r = 0; r < view.queue()->rowCount(); ++r) {
                if (view.queue()->item(r, ui::JobsView::Id)->text() == id)
                    return r;
            }
            return -1;
        };
        view.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(row(m_failed) >= 0, 20000);
        // The backend's own words are shown; the colour comes from the neutral state.
        QTableWidgetItem *failed = view.queue()->item(row(m_failed), ui::JobsView::State);
        QCOMPARE(failed->text(), QStringLiteral("torn page"));
        QCOMPARE(failed->foreground().color(), view.stateColour(jobs::JobState::Failed));
        QVERIFY(view.stateColour(jobs::JobState::Failed) != view.stateColour(jobs::JobState::Running));

        view.specEditor()->setPlainText(QString::fromLatin1(kSpec));
        QVERIFY2(view.showScript().contains(QStringLiteral("# ledgerbook entry")),
                 qPrintable(view.showScript()));
        view.submit(false);
        QTRY_VERIFY_WITH_TIMEOUT(!view.lastJobId().isEmpty(), 20000);
        const QString id = view.lastJobId();
        QVERIFY(id.startsWith(QLatin1String("m-")));
        view.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(row(id) >= 0, 20000);
        QCOMPARE(view.queue()->item(row(id), ui::JobsView::State)->text(), QStringLiteral("waiting"));

        view.selectJob(id);
        view.loadLog(false);
        QTRY_VERIFY_WITH_TIMEOUT(
            view.log()->toPlainText().contains(QStringLiteral("entry %1 was written").arg(id)), 20000);
        view.act(jobs::JobAction::Cancel);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QMutexLocker lock(&book().mutex);
                return book().actions.contains(QStringLiteral("cancel ") + id);
            }(),
            20000);
        view.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(row(id) >= 0 ? view.queue()->item(row(id), ui::JobsView::State)->text()
                                               : QString(),
                                  QStringLiteral("struck out"), 20000);

        // The service's node list goes through the same backend.
        QSignalSpy nodes(view.service(), &services::JobsService::nodesListed);
        view.service()->nodes(m_cluster);
        QTRY_COMPARE_WITH_TIMEOUT(nodes.count(), 1, 20000);
        const auto listed = nodes.first().at(2).value<QList<jobs::NodeStatus>>();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().name, QStringLiteral("shelf-1"));

        const QList<QJsonObject> rows = submittedRows();
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows.last().value(QStringLiteral("backend")).toString(), QStringLiteral("ledgerbook"));
        QCOMPARE(rows.last().value(QStringLiteral("frontEnd")).toString(), QStringLiteral("window"));
    }

    void theCommandLineDrivesIt()
    {
        const QStringList at{QStringLiteral("--cluster"), QStringLiteral("bookshop"),
                             QStringLiteral("--no-agent")};
        const Cli list = jobsCli(
            QStringList{QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")} + at);
        QCOMPARE(list.code, 0);
        bool sawFailed = false;
        for (const QByteArray &line : list.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("id")).toString() == m_failed) {
                sawFailed = true;
                QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("torn page"));
                QCOMPARE(o.value(QStringLiteral("phase")).toString(), QStringLiteral("failed"));
            }
        }
        QVERIFY2(sawFailed, list.out.constData());

        const QString specPath = QDir(m_home.path()).filePath(QStringLiteral("hello-book.yaml"));
        QFile spec(specPath);
        QVERIFY(spec.open(QIODevice::WriteOnly));
        spec.write(kSpec);
        spec.close();
        const int before = [] {
            QMutexLocker lock(&book().mutex);
            return int(book().submittedSpecs.size());
        }();
        const Cli submitted =
            jobsCli(QStringList{QStringLiteral("submit"), specPath, QStringLiteral("--show-script")} + at);
        QCOMPARE(submitted.code, 0);
        QVERIFY2(submitted.out.contains("# ledgerbook entry"), submitted.out.constData());
        QVERIFY2(submitted.out.contains("submitted job m-"), submitted.out.constData());
        {
            QMutexLocker lock(&book().mutex);
            QCOMPARE(int(book().submittedSpecs.size()), before + 1);
        }

        QCOMPARE(jobsCli(QStringList{QStringLiteral("cancel"), m_running} + at).code, 0);
        {
            QMutexLocker lock(&book().mutex);
            QVERIFY(book().actions.contains(QStringLiteral("cancel ") + m_running));
        }
        const Cli logs = jobsCli(QStringList{QStringLiteral("logs"), m_running} + at);
        QCOMPARE(logs.code, 0);
        QVERIFY2(logs.out.contains("was written"), logs.out.constData());
        // The backend says which ids are its own: a Slurm-looking one is refused before anything runs.
        QCOMPARE(jobsCli(QStringList{QStringLiteral("cancel"), QStringLiteral("1234")} + at).code, 2);

        const QList<QJsonObject> rows = submittedRows();
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows.last().value(QStringLiteral("backend")).toString(), QStringLiteral("ledgerbook"));
        QCOMPARE(rows.last().value(QStringLiteral("frontEnd")).toString(), QStringLiteral("cli"));
    }

private:
    QTemporaryDir m_home;
    Database m_db;
    qint64 m_cluster = 0;
    QString m_running;
    QString m_failed;
};

QTEST_MAIN(TestJobsBackendSeam)
#include "tst_jobs_backend_seam.moc"
