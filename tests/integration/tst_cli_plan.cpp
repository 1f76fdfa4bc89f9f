// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate plan` through the real binary: the worked example in text and JSON, both group sizes,
// and invalid inputs refused with a message and exit status 2.
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
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
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

QStringList worked(const QStringList &more = {})
{
    return QStringList{QStringLiteral("plan"),        QStringLiteral("--qps"),      QStringLiteral("60"),
                       QStringLiteral("--in"),        QStringLiteral("1000"),       QStringLiteral("--out"),
                       QStringLiteral("300"),         QStringLiteral("--tps"),      QStringLiteral("2500"),
                       QStringLiteral("--batch-eff"), QStringLiteral("2"),          QStringLiteral("--util"),
                       QStringLiteral("0.7"),         QStringLiteral("--headroom"), QStringLiteral("0.25")} +
           more;
}

} // namespace

class TestCliPlan : public QObject
{
    Q_OBJECT

private slots:
    void text_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("headline");
        QTest::addColumn<QString>("lastStep");
        QTest::newRow("group 1") << QStringList{} << QStringLiteral("GPUs needed: 28")
                                 << QStringLiteral("ceil(27.857) = 28 GPUs");
        QTest::newRow("group 8") << QStringList{QStringLiteral("--group"), QStringLiteral("8")}
                                 << QStringLiteral("GPUs needed: 32 (4 groups of 8)")
                                 << QStringLiteral("4 x 8 = 32 GPUs");
    }

    void text()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, headline);
        QFETCH(QString, lastStep);
        const Run r = console(worked(extra));
        QVERIFY2(r.code == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        const QStringList lines = out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), headline);
        QVERIFY2(out.contains(QStringLiteral("60 x (1000 + 300) = 78000 tokens/s")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("78000 x (1 + 0.25) = 97500 tokens/s")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("2500 x 2 x 0.7 = 3500 tokens/s")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("97500 / 3500 = 27.857")), qPrintable(out));
        QVERIFY2(lines.last().endsWith(lastStep), qPrintable(out));
    }

    void json_data()
    {
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("groups");
        QTest::newRow("group 1") << 1 << 28 << 28;
        QTest::newRow("group 8") << 8 << 32 << 4;
    }

    void json()
    {
        QFETCH(int, group);
        QFETCH(int, gpus);
        QFETCH(int, groups);
        const Run r = console(worked({QStringLiteral("--group"), QString::number(group),
                                      QStringLiteral("--format"), QStringLiteral("json")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &err);
        QVERIFY2(doc.isObject(), qPrintable(err.errorString()));
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QStringLiteral("gpus")).toInt(), gpus);
        QCOMPARE(o.value(QStringLiteral("groups")).toInt(), groups);
        QCOMPARE(o.value(QStringLiteral("group_size")).toInt(), group);
        QCOMPARE(o.value(QStringLiteral("gpus_before_groups")).toInt(), 28);
        QVERIFY(qAbs(o.value(QStringLiteral("exact_gpus")).toDouble() - 27.857142857) < 1e-6);
        QCOMPARE(o.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("headroom")).toDouble(),
                 0.25);
        const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), group > 1 ? 7 : 5);
        QCOMPARE(steps.first().toObject().value(QStringLiteral("value")).toDouble(), 78000.0);
        QCOMPARE(steps.last().toObject().value(QStringLiteral("value")).toDouble(), double(gpus));
        QVERIFY(steps.first()
                    .toObject()
                    .value(QStringLiteral("formula"))
                    .toString()
                    .contains(QStringLiteral("60 x (1000 + 300)")));
        QVERIFY(!o.contains(QStringLiteral("sensitivity")));
    }

    void zonesAndSensitivity()
    {
        const Run r = console(
            worked({QStringLiteral("--group"), QStringLiteral("8"), QStringLiteral("--zones"),
                    QStringLiteral("3"), QStringLiteral("--survive-zone-loss"),
                    QStringLiteral("--sensitivity"), QStringLiteral("--format"), QStringLiteral("json")}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject z = o.value(QStringLiteral("zones")).toObject();
        QCOMPARE(z.value(QStringLiteral("total_gpus")).toInt(),
                 48); // 4 groups -> 2+2+2, any two zones hold 4
        QCOMPARE(o.value(QStringLiteral("sensitivity")).toArray().size(), 7);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing options")
            << QStringList{QStringLiteral("plan"), QStringLiteral("--qps"), QStringLiteral("60")}
            << QStringLiteral("plan needs --in, --out, --tps, --batch-eff, --util");
        QTest::newRow("util above 1")
            << worked({QStringLiteral("--util"), QStringLiteral("1.5")}) << QStringLiteral("--util");
        QTest::newRow("not a number") << worked({QStringLiteral("--tps"), QStringLiteral("fast")})
                                      << QStringLiteral("--tps must be a number, not 'fast'");
        QTest::newRow("zero qps") << worked({QStringLiteral("--qps"), QStringLiteral("0")})
                                  << QStringLiteral("--qps");
        QTest::newRow("group not whole") << worked({QStringLiteral("--group"), QStringLiteral("2.5")})
                                         << QStringLiteral("--group must be a whole number");
        QTest::newRow("bad format") << worked({QStringLiteral("--format"), QStringLiteral("yaml")})
                                    << QStringLiteral("--format must be text or json");
        QTest::newRow("survive without zones")
            << worked({QStringLiteral("--survive-zone-loss")}) << QStringLiteral("--zones");
        QTest::newRow("survive with one zone")
            << worked({QStringLiteral("--zones"), QStringLiteral("1"), QStringLiteral("--survive-zone-loss")})
            << QStringLiteral("at least 2 zones");
    }

    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = console(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
