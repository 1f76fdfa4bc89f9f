// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled agent on a node behind a bastion, through the real CLI and OpenSSH servers in network
// namespaces (netlab, needs root): pushed once (again only when the node's copy differs), streamed as JSON
// lines carrying the node's own host name, stopped and removed.
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "netlab/netlab.h"
#include "storage/database.h"

#include <QJsonArray>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestAgentRemote : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    Cli cli(QStringList args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        p.waitForFinished(120000);
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    QStringList toNode(const QString &verb, const QStringList &extra = {}) const
    {
        return QStringList{QStringLiteral("agent"),
                           verb,
                           QStringLiteral("root@") + m_lab.value("NODE"),
                           QStringLiteral("--jump"),
                           QStringLiteral("root@") + m_lab.value("BASTION1"),
                           QStringLiteral("--identity"),
                           m_lab.file(QStringLiteral("id_ed25519")),
                           QStringLiteral("--known-hosts"),
                           m_lab.file(QStringLiteral("known_hosts")),
                           QStringLiteral("--no-agent")} +
               extra;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("remote agent tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    void pushOnlyWhenTheNodesCopyDiffers()
    {
        Cli r = cli(toNode(QStringLiteral("push")));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("pushed"), r.out.constData());
        QVERIFY2(r.out.contains("clustergate-agent"), r.out.constData());
        r = cli(toNode(QStringLiteral("push")));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("already up to date"), r.out.constData());

        // Someone altered the node's copy: it is replaced.
        Cli alter =
            cli({QStringLiteral("ssh"), QStringLiteral("exec"), QStringLiteral("root@") + m_lab.value("NODE"),
                 QStringLiteral("--jump"), QStringLiteral("root@") + m_lab.value("BASTION1"),
                 QStringLiteral("--identity"), m_lab.file(QStringLiteral("id_ed25519")),
                 QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
                 QStringLiteral("--no-agent"), QStringLiteral("--"),
                 QStringLiteral("echo x >> \"$HOME/.cache/clustergate/clustergate-agent\"")});
        QVERIFY2(alter.code == 0, alter.err.constData());
        r = cli(toNode(QStringLiteral("push")));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("pushed"), r.out.constData());
    }

    // Acceptance: 3 samples through the jump chain, carrying the node's host name.
    void streamsThroughTheJumpChain()
    {
        const Cli r =
            cli(toNode(QStringLiteral("stream"),
                       {QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--interval"),
                        QStringLiteral("200"), QStringLiteral("--format"), QStringLiteral("json")}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        qint64 lastSeq = -1;
        for (const QByteArray &line : lines) {
            QJsonParseError error;
            const QJsonObject o = QJsonDocument::fromJson(line, &error).object();
            QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
            QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("sample"));
            QCOMPARE(o.value(QStringLiteral("host")).toString(), QStringLiteral("cg-node"));
            QVERIFY(o.value(QStringLiteral("seq")).toInteger() > lastSeq);
            lastSeq = o.value(QStringLiteral("seq")).toInteger();
        }
    }

    void stopAndRemove()
    {
        Cli r = cli(toNode(QStringLiteral("stop"), {QStringLiteral("--remove")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("removed"), r.out.constData());
        r = cli(toNode(QStringLiteral("push")));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("pushed"), r.out.constData()); // it was gone
    }

    // Every remote command of the CLI is a row of the profile's audit log, as the console writes it: host,
    // the hop chain, user, the command with secrets masked, start, end and exit status.
    void everyRemoteCommandIsAudited()
    {
        const auto rows = [&] {
            cg::Database db;
            if (!db.open(QDir(m_home.path()).filePath(QStringLiteral("clustergate.sqlite"))).ok())
                return QList<QJsonObject>{};
            cg::ledger::SqliteLedgerStore store(db);
            cg::ledger::AuditLog log(store);
            cg::ledger::AuditQuery q;
            q.actionPrefix = QStringLiteral("ssh.command");
            q.limit = -1;
            QList<QJsonObject> out;
            const auto got = log.rows(q);
            for (const cg::ledger::AuditRow &r : got.ok() ? got.value() : QList<cg::ledger::AuditRow>{})
                out << QJsonDocument::fromJson(r.details.toUtf8()).object();
            return out;
        };
        const int before = int(rows().size());
        const QString node = m_lab.value("NODE");
        const QStringList common{
            QStringLiteral("--jump"),        QStringLiteral("root@") + m_lab.value("BASTION1"),
            QStringLiteral("--identity"),    m_lab.file(QStringLiteral("id_ed25519")),
            QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts")),
            QStringLiteral("--no-agent")};
        Cli r =
            cli(QStringList{QStringLiteral("ssh"), QStringLiteral("exec"), QStringLiteral("root@") + node} +
                common +
                QStringList{QStringLiteral("--"), QStringLiteral("API_TOKEN=hunter2"), QStringLiteral("sh"),
                            QStringLiteral("-c"), QStringLiteral("'exit 3'")});
        QCOMPARE(r.code, 3);
        QList<QJsonObject> after = rows();
        QCOMPARE(int(after.size()), before + 1);
        const QJsonObject exec = after.last();
        QCOMPARE(exec.value(QStringLiteral("host")).toString(), node);
        QCOMPARE(exec.value(QStringLiteral("user")).toString(), QStringLiteral("root"));
        QCOMPARE(exec.value(QStringLiteral("exit_status")).toInt(), 3);
        QCOMPARE(exec.value(QStringLiteral("via")).toArray().first().toString(),
                 QStringLiteral("root@%1:22").arg(m_lab.value("BASTION1")));
        const QString command = exec.value(QStringLiteral("command")).toString();
        QVERIFY2(command.contains(QLatin1String("API_TOKEN=***")) &&
                     !command.contains(QLatin1String("hunter2")),
                 qPrintable(command));
        QVERIFY(exec.value(QStringLiteral("started_ms")).toInteger() > 0);
        QVERIFY(exec.value(QStringLiteral("ended_ms")).toInteger() >=
                exec.value(QStringLiteral("started_ms")).toInteger());

        QTemporaryDir files;
        QFile f(files.filePath(QStringLiteral("payload.bin")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(100000, 'x'));
        f.close();
        r = cli(QStringList{QStringLiteral("ssh"), QStringLiteral("push"), QStringLiteral("root@") + node,
                            f.fileName(), QStringLiteral("/tmp/cg-audit-push.bin")} +
                common);
        QVERIFY2(r.code == 0, r.err.constData());
        after = rows();
        QVERIFY(after.size() > before + 1); // the push's own commands
        QVERIFY(after.last()
                    .value(QStringLiteral("command"))
                    .toString()
                    .contains(QLatin1String("cg-audit-push.bin")));

        for (const QString &verb :
             {QStringLiteral("push"), QStringLiteral("stream"), QStringLiteral("stop")}) {
            const int n = int(rows().size());
            const QStringList extra = verb == QLatin1String("stream")
                                          ? QStringList{QStringLiteral("--count"), QStringLiteral("2"),
                                                        QStringLiteral("--interval"), QStringLiteral("200")}
                                          : QStringList{};
            r = cli(toNode(verb, extra));
            QVERIFY2(r.code == 0, r.err.constData());
            after = rows();
            QVERIFY2(after.size() > n, qPrintable(verb));
            QCOMPARE(after.last().value(QStringLiteral("host")).toString(), node);
            QVERIFY(!after.last().value(QStringLiteral("via")).toArray().isEmpty());
        }
    }

    void unreachableNodeExits255()
    {
        QStringList args = toNode(QStringLiteral("push"), {QStringLiteral("--timeout"), QStringLiteral("3")});
        args[2] = QStringLiteral("root@198.18.4.250:2"); // nothing listens there
        const Cli r = cli(args);
        QCOMPARE(r.code, 255);
        // The node that did not answer is named.
        QVERIFY2(r.err.contains("198.18.4.250"), r.err.constData());
    }

private:
    cg::test::NetLab m_lab;
    QTemporaryDir m_home;
};

QTEST_MAIN(TestAgentRemote)
#include "tst_agent_remote.moc"
