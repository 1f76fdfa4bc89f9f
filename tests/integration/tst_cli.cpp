// SPDX-License-Identifier: GPL-3.0-or-later
// The headless console end to end: the real clustergate binary runs the real agent and decodes it.
#include "cli.h"
#include "exit_codes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run console(const QStringList &args)
{
    QProcess p;
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTERGATE_HOME"), home.path());
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void version()
    {
        const Run r = console({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("clustergate "));
    }

    // The command table is the one source: --help lists every command with its summary, each dispatches (its
    // own --help or usage, never "unknown command"), and an unknown word is a usage error naming them all.
    void helpListsEveryCommandOfTheTable()
    {
        const Run help = console({QStringLiteral("--help")});
        QCOMPARE(help.code, cg::cli::exit_code::kDone);
        const QString text = QString::fromUtf8(help.out);
        const Run unknown = console({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.code, cg::cli::exit_code::kUsage);
        QVERIFY(unknown.out.isEmpty());
        const QString why = QString::fromUtf8(unknown.err);
        QVERIFY(cg::cli::commands().size() >= 11);
        for (const cg::cli::Command &c : cg::cli::commands()) {
            const QString name = QString::fromLatin1(c.name);
            QVERIFY2(QRegularExpression(QStringLiteral("\\n  %1 +\\S").arg(name)).match(text).hasMatch(),
                     qPrintable(name));
            QVERIFY2(text.contains(QStringLiteral("clustergate %1 ").arg(name)), qPrintable(name));
            QVERIFY2(why.contains(name), qPrintable(name));
            const Run own = console({name, QStringLiteral("--help")});
            QVERIFY2(!own.err.contains("unknown command"), qPrintable(name));
        }
        // The exit statuses named in the help are the table's.
        QVERIFY(text.contains(QStringLiteral("255")));
    }

    void streamLocalPrintsDecodedSamples()
    {
        const Run r = console({QStringLiteral("agent"), QStringLiteral("stream"), QStringLiteral("local"),
                               QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--format"),
                               QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        qint64 lastSeq = -1;
        for (const QByteArray &line : lines) {
            QJsonParseError err{};
            const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
            QVERIFY2(doc.isObject(), qPrintable(err.errorString()));
            const QJsonObject o = doc.object();
            QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("sample"));
            QVERIFY(o.value(QStringLiteral("cpu")).toObject().contains(QStringLiteral("percent")));
            QVERIFY(
                o.value(QStringLiteral("memory")).toObject().value(QStringLiteral("total_bytes")).toDouble() >
                0);
            const QJsonObject net = o.value(QStringLiteral("network")).toObject();
            QVERIFY(net.value(QStringLiteral("nics")).isArray());
            QVERIFY(net.contains(QStringLiteral("tcp_retrans_segs_per_s")));
            const auto seq = qint64(o.value(QStringLiteral("seq")).toInteger(-1));
            QVERIFY(seq >= 0);
            if (lastSeq >= 0)
                QCOMPARE(seq, lastSeq + 1);
            lastSeq = seq;
        }
        // The first sample already carries CPU load (the agent primes its counters before it).
        QVERIFY(!QJsonDocument::fromJson(lines.first())
                     .object()
                     .value(QStringLiteral("cpu"))
                     .toObject()
                     .value(QStringLiteral("percent"))
                     .isNull());
    }

    void badUsageIsExplained_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no target") << QStringList{QStringLiteral("agent"), QStringLiteral("stream")};
        QTest::newRow("push without target") << QStringList{QStringLiteral("agent"), QStringLiteral("push")};
        QTest::newRow("unknown agent verb")
            << QStringList{QStringLiteral("agent"), QStringLiteral("frobnicate")};
        QTest::newRow("bad count") << QStringList{QStringLiteral("agent"), QStringLiteral("stream"),
                                                  QStringLiteral("local"), QStringLiteral("--count"),
                                                  QStringLiteral("many")};
        QTest::newRow("bad format") << QStringList{QStringLiteral("agent"), QStringLiteral("stream"),
                                                   QStringLiteral("local"), QStringLiteral("--format"),
                                                   QStringLiteral("yaml")};
        QTest::newRow("unknown agent subcommand")
            << QStringList{QStringLiteral("agent"), QStringLiteral("dance")};
    }

    void badUsageIsExplained()
    {
        QFETCH(QStringList, args);
        const Run r = console(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.trimmed().isEmpty());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
