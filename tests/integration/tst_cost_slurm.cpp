// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate cost report` and `clustergate cost idle-waste` on the real Slurm behind the netlab bastion:
// two jobs of two projects with two GPUs each run on the cluster; their accounting records are read through
// the jump chain, priced with the given GPU-hour price, grouped by project, cluster and day (JSON and CSV);
// the idle-waste report joins the allocations with a utilization history in which one project's GPUs sat
// idle.
#include "history/history_recorder.h"
#include "netlab/netlab.h"
#include "slurm/slurm_node.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace cg;

namespace {

struct Cli
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestCostSlurm : public QObject
{
    Q_OBJECT

    test::NetLab m_lab;
    test::SlurmNode m_slurm;
    QTemporaryDir m_home;

    QByteArray onNode(const QStringList &command)
    {
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT),
                QStringList{QStringLiteral("exec"), m_lab.dir()} + command);
        p.waitForFinished(60000);
        return p.readAllStandardOutput() + p.readAllStandardError();
    }

    Cli cost(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("USER"), QStringLiteral("tester"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                QStringList{QStringLiteral("cost")} + args + sshArgs());
        p.waitForFinished(180000);
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    QString cluster() const { return QStringLiteral("root@") + m_lab.value("NODE"); }

    QStringList sshArgs() const
    {
        return {QStringLiteral("--cluster"),        cluster(),
                QStringLiteral("--jump"),           QStringLiteral("root@") + m_lab.value("BASTION1"),
                QStringLiteral("--identity"),       m_lab.file(QStringLiteral("id_ed25519")),
                QStringLiteral("--known-hosts"),    m_lab.file(QStringLiteral("known_hosts")),
                QStringLiteral("--no-agent"),       QStringLiteral("--no-keychain"),
                QStringLiteral("--gpu-hour-price"), QStringLiteral("3.5"),
                QStringLiteral("--since"),          QStringLiteral("10m")};
    }

    // Submits a two-GPU job for `account` and waits until Slurm says it completed; its job id.
    QString runJob(const QString &account, int seconds)
    {
        const QByteArray out = onNode(
            {QStringLiteral("sbatch"), QStringLiteral("--parsable"), QStringLiteral("--account=") + account,
             QStringLiteral("--gres=gpu:2"), QStringLiteral("--partition=high"),
             QStringLiteral("--output=/dev/null"), QStringLiteral("--wrap=sleep %1").arg(seconds)});
        const QString id = QString::fromUtf8(out).trimmed().section(QLatin1Char(';'), 0, 0);
        if (id.isEmpty() || !id.at(0).isDigit())
            return QString::fromUtf8(out);
        for (int i = 0; i < 600; ++i) { // readiness poll: the job's state, not a fixed sleep
            const QByteArray state = onNode({QStringLiteral("scontrol"), QStringLiteral("-o"),
                                             QStringLiteral("show"), QStringLiteral("job"), id});
            if (state.contains("JobState=COMPLETED"))
                return id;
            if (state.contains("JobState=FAILED") || state.contains("JobState=CANCELLED"))
                return QString::fromUtf8(state);
            QThread::msleep(200);
        }
        return QStringLiteral("job %1 did not complete").arg(id);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("Slurm cost tests SKIPPED: %1").arg(why)));
        const QString slurm = m_slurm.up(m_lab);
        if (slurm.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(slurm));
        if (!slurm.isEmpty())
            QSKIP(qPrintable(QStringLiteral("Slurm cost tests SKIPPED: %1").arg(slurm)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void costAndIdleWasteFromAccounting()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc();
        const QString a = runJob(QStringLiteral("proj-vision"), 3);
        QVERIFY2(!a.isEmpty() && a.at(0).isDigit(), qPrintable(a));
        const QDateTime between = QDateTime::currentDateTimeUtc();
        // Slurm records whole seconds: proj-speech's job starts a whole second after the history's switch
        // from idle to busy, so that no step around the switch falls inside its recorded run.
        const QDateTime switchPast = QDateTime::fromSecsSinceEpoch(between.toSecsSinceEpoch() + 2, Qt::UTC);
        while (QDateTime::currentDateTimeUtc() < switchPast)
            QThread::msleep(50);
        const QString b = runJob(QStringLiteral("proj-speech"), 3);
        QVERIFY2(!b.isEmpty() && b.at(0).isDigit(), qPrintable(b));
        const QDateTime after = QDateTime::currentDateTimeUtc();

        // By project: each job's GPU-hours (2 GPUs x its run time) at 3.5 a GPU-hour, computed from the
        // records.
        const Cli byProject =
            cost({QStringLiteral("report"), QStringLiteral("--by"), QStringLiteral("project"),
                  QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(byProject.code == 0, byProject.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(byProject.out).object();
        qInfo().noquote() << byProject.out;
        QCOMPARE(report[QStringLiteral("by")].toString(), QStringLiteral("project"));
        QHash<QString, QJsonObject> rows;
        for (const QJsonValue &r : report[QStringLiteral("rows")].toArray())
            rows.insert(r[QStringLiteral("project")].toString(), r.toObject());
        QVERIFY(rows.contains(QStringLiteral("proj-vision")));
        QVERIFY(rows.contains(QStringLiteral("proj-speech")));
        double total = 0;
        for (const QJsonObject &r : rows) {
            QCOMPARE(r[QStringLiteral("jobs")].toInt(), 1);
            const double hours = r[QStringLiteral("gpu_hours")].toDouble();
            // At least the 3 s slept on 2 GPUs; at most the time the test waited for it.
            QVERIFY2(hours >= 2 * 3 / 3600.0 - 1e-9 && hours <= 2 * double(before.secsTo(after) + 2) / 3600.0,
                     qPrintable(QString::number(hours)));
            QVERIFY(qFuzzyCompare(r[QStringLiteral("cost")].toDouble(), hours * 3.5));
            total += r[QStringLiteral("cost")].toDouble();
        }
        QVERIFY(qFuzzyCompare(report[QStringLiteral("cost")].toDouble(), total));

        // By cluster and by day: the same money in one row each (the jobs ran within seconds of each other).
        const Cli byCluster =
            cost({QStringLiteral("report"), QStringLiteral("--by"), QStringLiteral("cluster"),
                  QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(byCluster.code, 0);
        const QJsonObject clusterReport = QJsonDocument::fromJson(byCluster.out).object();
        QVERIFY(qFuzzyCompare(clusterReport[QStringLiteral("cost")].toDouble(), total));
        const Cli byDay = cost({QStringLiteral("report"), QStringLiteral("--by"), QStringLiteral("day"),
                                QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(byDay.code, 0);
        QVERIFY2(byDay.out.startsWith("day,jobs,jobs_without_gpu_count,gpu_hours,cost,currency\n"),
                 byDay.out.constData());
        QVERIFY(byDay.out.contains(after.date().toString(Qt::ISODate).toUtf8()));

        // Idle waste: the GPUs sat at 0 % while proj-vision's job ran and at 90 % during proj-speech's. The
        // history is read in about 1,000 steps over --since (10 minutes: raw steps of 0.6 s), each step's
        // mean at its middle, so these jobs of a few seconds have samples.
        const QString historyFile = m_home.filePath(QStringLiteral("history.sqlite"));
        {
            history::HistoryRecorder rec;
            QVERIFY(rec.open(historyFile).ok());
            std::vector<history::HistoryPoint> points;
            for (int gpu = 0; gpu < 4; ++gpu) {
                history::SeriesKey key;
                key.metric = QStringLiteral("gpu_util");
                key.labels = {{QStringLiteral("cluster"), cluster()},
                              {QStringLiteral("node"), QStringLiteral("cg-node")},
                              {QStringLiteral("gpu"), QString::number(gpu)}};
                const quint32 id = rec.seriesId(key);
                for (qint64 t = before.toMSecsSinceEpoch() - 2000; t < after.toMSecsSinceEpoch() + 2000;
                     t += 250)
                    points.push_back({id, t, t < between.toMSecsSinceEpoch() ? 0.0f : 90.0f});
            }
            rec.append(points);
            rec.flush();
            rec.close();
        }
        const Cli waste = cost({QStringLiteral("idle-waste"), QStringLiteral("--history"), historyFile,
                                QStringLiteral("--format"), QStringLiteral("json")});
        qInfo().noquote() << waste.out << waste.err;
        QVERIFY2(waste.code == 0, waste.err.constData());
        const QJsonObject w = QJsonDocument::fromJson(waste.out).object();
        QHash<QString, QJsonObject> wr;
        for (const QJsonValue &r : w[QStringLiteral("rows")].toArray())
            wr.insert(r[QStringLiteral("project")].toString(), r.toObject());
        const QJsonObject vision = wr.value(QStringLiteral("proj-vision"));
        const QJsonObject speech = wr.value(QStringLiteral("proj-speech"));
        QCOMPARE(vision[QStringLiteral("jobs_without_telemetry")].toInt(), 0);
        // Allocated and idle: all of proj-vision's hours are waste, none of proj-speech's.
        QVERIFY(vision[QStringLiteral("allocated_gpu_hours")].toDouble() > 0);
        QVERIFY(qFuzzyCompare(vision[QStringLiteral("idle_gpu_hours")].toDouble(),
                              vision[QStringLiteral("allocated_gpu_hours")].toDouble()));
        QVERIFY(qFuzzyCompare(vision[QStringLiteral("waste_cost")].toDouble(),
                              vision[QStringLiteral("idle_gpu_hours")].toDouble() * 3.5));
        QCOMPARE(speech[QStringLiteral("idle_gpu_hours")].toDouble(), 0.0);
        QVERIFY(qFuzzyCompare(speech[QStringLiteral("used_gpu_hours")].toDouble(),
                              speech[QStringLiteral("allocated_gpu_hours")].toDouble() * 0.9));
    }
};

QTEST_GUILESS_MAIN(TestCostSlurm)
#include "tst_cost_slurm.moc"
