// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled agent on a node behind a bastion, through the real CLI and OpenSSH servers in network
// namespaces (netlab, needs root): pushed once (again only when the node's copy differs), streamed as JSON
// lines carrying the node's own host name, stopped and removed.
#include "netlab/netlab.h"

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

    void unreachableNodeExits255()
    {
        QStringList args = toNode(QStringLiteral("push"), {QStringLiteral("--timeout"), QStringLiteral("3")});
        args[2] = QStringLiteral("root@198.18.4.250:2"); // nothing listens there
        const Cli r = cli(args);
        QCOMPARE(r.code, 255);
        QVERIFY2(r.err.contains("hop 2"), r.err.constData());
    }

private:
    cg::test::NetLab m_lab;
    QTemporaryDir m_home;
};

QTEST_MAIN(TestAgentRemote)
#include "tst_agent_remote.moc"
