// SPDX-License-Identifier: GPL-3.0-or-later
// Slurm hostlist expressions: what each expands to in Slurm's dialect (values checked with Slurm 22.05's
// `scontrol show hostnames`; tst_hostlist_scontrol compares generated ones live) and in the dialect people
// type, where bad ones break, compression, and the bounds on hostile input.
#include "inventory/hostlist.h"

#include <QtTest>

using cg::Hostlist;
using Dialect = cg::Hostlist::Dialect;

namespace {

QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *n : list)
        out << QString::fromLatin1(n);
    return out;
}

} // namespace

class TestHostlist : public QObject
{
    Q_OBJECT

private slots:
    void slurmExpands_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("hosts");
        QTest::newRow("plain") << QStringLiteral("login1") << names({"login1"});
        QTest::newRow("padded range")
            << QStringLiteral("gpu[001-003]") << names({"gpu001", "gpu002", "gpu003"});
        QTest::newRow("width of the lower bound")
            << QStringLiteral("a[01-3]") << names({"a01", "a02", "a03"});
        QTest::newRow("unpadded lower bound") << QStringLiteral("a[1-03]") << names({"a1", "a2", "a3"});
        QTest::newRow("crossing a width")
            << QStringLiteral("n[098-101]") << names({"n098", "n099", "n100", "n101"});
        QTest::newRow("two groups") << QStringLiteral("r[1-2]n[01-02]")
                                    << names({"r1n01", "r1n02", "r2n01", "r2n02"});
        QTest::newRow("three groups: the middle one is slowest")
            << QStringLiteral("a[1-2]b[3-4]c[5-6]")
            << names({"a1b3c5", "a1b3c6", "a2b3c5", "a2b3c6", "a1b4c5", "a1b4c6", "a2b4c5", "a2b4c6"});
        QTest::newRow("four groups") << QStringLiteral("a[1-2]b[3-4]c[5-6]d[7]")
                                     << names({"a1b3c5d7", "a2b3c5d7", "a1b4c5d7", "a2b4c5d7", "a1b3c6d7",
                                               "a2b3c6d7", "a1b4c6d7", "a2b4c6d7"});
        QTest::newRow("adjacent groups")
            << QStringLiteral("a[1-2][3-4]") << names({"a13", "a14", "a23", "a24"});
        QTest::newRow("white space separates")
            << QStringLiteral("a[1-2] b\tc,d") << names({"a1", "a2", "b", "c", "d"});
        QTest::newRow("separators collapse") << QStringLiteral(",a,, b,") << names({"a", "b"});
        QTest::newRow("space inside brackets keeps the name")
            << QStringLiteral("a[1, 2]") << names({"a1", "a02"});
        QTest::newRow("ten digits") << QStringLiteral("a[1234567890-1234567892]")
                                    << names({"a1234567890", "a1234567891", "a1234567892"});
        QTest::newRow("nineteen digits")
            << QStringLiteral("n9223372036854775807") << names({"n9223372036854775807"});
        QTest::newRow("twenty digits") << QStringLiteral("a[18446744073709551613-18446744073709551614]")
                                       << names({"a18446744073709551613", "a18446744073709551614"});
        QTest::newRow("digits only") << QStringLiteral("0005,[1-2]") << names({"0005", "1", "2"});
        QTest::newRow("65536 hosts in one range is Slurm's limit")
            << QStringLiteral("a[0-65535]") << QStringList();
        QTest::newRow("Slurm: leading '+' counts in the width")
            << QStringLiteral("a[+1-2]") << names({"a01", "a02"});
        QTest::newRow("Slurm: a missing end is one host") << QStringLiteral("a[1-]") << names({"a1"});
        QTest::newRow("Slurm: unclosed '[' becomes ']'") << QStringLiteral("a[1-3") << names({"a]"});
        QTest::newRow("Slurm: leading '['") << QStringLiteral("[a") << names({"a"});
        QTest::newRow("Slurm: ']' is a name character") << QStringLiteral("a]b") << names({"a]b"});
    }

    void slurmExpands()
    {
        QFETCH(QString, expression);
        QFETCH(QStringList, hosts);
        const auto got = Hostlist::parse(expression, Dialect::Slurm);
        QVERIFY2(got.ok(), qPrintable(got.error()));
        if (hosts.isEmpty()) {
            QCOMPARE(got->count(), 65536);
            QCOMPARE(got->hosts().last(), QStringLiteral("a65535"));
            return;
        }
        QCOMPARE(got->hosts(), hosts);
        QCOMPARE(got->count(), hosts.size());
    }

    void slurmRefuses_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("suffix is an extension")
            << QStringLiteral("a[1-3]-ib") << QStringLiteral("column 7") << QStringLiteral("as an extension");
        QTest::newRow("empty brackets") << QStringLiteral("gpu,a[]") << QStringLiteral("column 7")
                                        << QStringLiteral("not a number or a range");
        QTest::newRow("backwards") << QStringLiteral("a[3-1]") << QStringLiteral("column 3")
                                   << QStringLiteral("runs backwards");
        QTest::newRow("letters") << QStringLiteral("a[x]") << QStringLiteral("column 3")
                                 << QStringLiteral("not a number");
        QTest::newRow("negative") << QStringLiteral("a[1--2]") << QStringLiteral("column 4")
                                  << QStringLiteral("not a number");
        QTest::newRow("range over Slurm's limit")
            << QStringLiteral("a[0-65536]") << QStringLiteral("column 3")
            << QStringLiteral("more than 65536 hosts (Slurm's limit)");
        QTest::newRow("group before the last over Slurm's limit")
            << QStringLiteral("a[0-40000,0-30000]b[1]") << QStringLiteral("column 2")
            << QStringLiteral("group before the last");
        QTest::newRow("number Slurm would wrap") << QStringLiteral("a99999999999999999999999")
                                                 << QStringLiteral("column 1") << QStringLiteral("too large");
        QTest::newRow("range Slurm would wrap") << QStringLiteral("a[0-18446744073709551615]")
                                                << QStringLiteral("column 3") << QStringLiteral("too large");
        QTest::newRow("bracket after the last")
            << QStringLiteral("a[1]]") << QStringLiteral("column 5") << QStringLiteral("as an extension");
        QTest::newRow("a bad group deep inside")
            << QStringLiteral("a[x]b[1]c[2]") << QStringLiteral("column 3") << QStringLiteral("not a number");
        QTest::newRow("product over ClusterGate's limit")
            << QStringLiteral("a[0-999]b[0-999]") << QStringLiteral("column 1")
            << QStringLiteral("more than 100000 hosts (ClusterGate's limit)");
    }

    void slurmRefuses()
    {
        QFETCH(QString, expression);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const auto got = Hostlist::parse(expression, Dialect::Slurm);
        QVERIFY(!got.ok());
        QVERIFY2(got.error().startsWith(where + u':'), qPrintable(got.error()));
        QVERIFY2(got.error().contains(what), qPrintable(got.error()));
    }

    void typedExpands_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("hosts");
        QTest::newRow("plain") << QStringLiteral("login1") << names({"login1"});
        QTest::newRow("suffix extension")
            << QStringLiteral("a[1-3,7]-ib") << names({"a1-ib", "a2-ib", "a3-ib", "a7-ib"});
        QTest::newRow("suffix after several groups")
            << QStringLiteral("r[1-2]n[1-2].dc1") << names({"r1n1.dc1", "r1n2.dc1", "r2n1.dc1", "r2n2.dc1"});
        QTest::newRow("fqdn") << QStringLiteral("h[1-2].dc1") << names({"h1.dc1", "h2.dc1"});
        QTest::newRow("Slurm's order")
            << QStringLiteral("a[1-2]b[3-4]c[5]") << names({"a1b3c5", "a2b3c5", "a1b4c5", "a2b4c5"});
        QTest::newRow("top-level comma")
            << QStringLiteral("gpu[1-2],login.example.org") << names({"gpu1", "gpu2", "login.example.org"});
        QTest::newRow("white space separates, as in Slurm")
            << QStringLiteral("  gpu[1-2]  gpu9 ") << names({"gpu1", "gpu2", "gpu9"});
        QTest::newRow("empty items skipped, as in Slurm")
            << QStringLiteral("gpu1,,gpu2,") << names({"gpu1", "gpu2"});
        QTest::newRow("twelve digits")
            << QStringLiteral("n[100000000000-100000000001]") << names({"n100000000000", "n100000000001"});
    }

    void typedExpands()
    {
        QFETCH(QString, expression);
        QFETCH(QStringList, hosts);
        const auto got = Hostlist::expand(expression);
        QVERIFY2(got.ok(), qPrintable(got.error()));
        QCOMPARE(got.value(), hosts);
        // Without the extension, the typed reading is Slurm's.
        if (!expression.contains(QLatin1String("]-")) && !expression.contains(QLatin1String("].")))
            QCOMPARE(Hostlist::expandSlurm(expression).value(), hosts);
    }

    void typedRefuses_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("empty") << QString() << QStringLiteral("column 1")
                               << QStringLiteral("host name was expected");
        QTest::newRow("only commas") << QStringLiteral(" , ") << QStringLiteral("column 2")
                                     << QStringLiteral("host name was expected");
        QTest::newRow("unclosed") << QStringLiteral("gpu[1-4") << QStringLiteral("column 4")
                                  << QStringLiteral("unclosed '['");
        QTest::newRow("unclosed before a group")
            << QStringLiteral("a[1b[2]") << QStringLiteral("column 2") << QStringLiteral("unclosed '['");
        QTest::newRow("backwards") << QStringLiteral("gpu[9-1]") << QStringLiteral("column 5")
                                   << QStringLiteral("runs backwards");
        QTest::newRow("missing end") << QStringLiteral("gpu[1-]") << QStringLiteral("column 7")
                                     << QStringLiteral("end of the range 1- is missing");
        QTest::newRow("plus sign") << QStringLiteral("gpu[+1]") << QStringLiteral("column 5")
                                   << QStringLiteral("number was expected");
        QTest::newRow("space before a number") << QStringLiteral("gpu[1, 2]") << QStringLiteral("column 7")
                                               << QStringLiteral("number was expected");
        QTest::newRow("letters") << QStringLiteral("gpu[a-b]") << QStringLiteral("column 5")
                                 << QStringLiteral("number was expected");
        QTest::newRow("empty brackets")
            << QStringLiteral("gpu[]") << QStringLiteral("column 5") << QStringLiteral("number was expected");
        QTest::newRow("stray close") << QStringLiteral("gpu]") << QStringLiteral("column 4")
                                     << QStringLiteral("']' without '['");
        QTest::newRow("close in the suffix")
            << QStringLiteral("a[1]x]") << QStringLiteral("column 6") << QStringLiteral("']' without '['");
        QTest::newRow("bad char") << QStringLiteral("gpu@1") << QStringLiteral("column 4")
                                  << QStringLiteral("cannot be part of a host name");
        QTest::newRow("too many") << QStringLiteral("n[1-60000],m[1-60000]") << QStringLiteral("column 12")
                                  << QStringLiteral("more than 100000 hosts");
        QTest::newRow("range over Slurm's limit")
            << QStringLiteral("n[1-200000]") << QStringLiteral("column 3") << QStringLiteral("Slurm's limit");
        QTest::newRow("huge number") << QStringLiteral("n[1-99999999999999999999]")
                                     << QStringLiteral("column 3") << QStringLiteral("too large");
    }

    void typedRefuses()
    {
        QFETCH(QString, expression);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const auto got = Hostlist::expand(expression);
        QVERIFY(!got.ok());
        QVERIFY2(got.error().startsWith(where + u':'), qPrintable(got.error()));
        QVERIFY2(got.error().contains(what), qPrintable(got.error()));
    }

    // `scontrol show hostlist` of these names (checked with Slurm 22.05): no sorting, duplicates kept,
    // consecutive ranges of one prefix in one bracket.
    void compresses_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QString>("ranged");
        QTest::newRow("run and a stranger")
            << QStringLiteral("a1,a2,a3,b,a4") << QStringLiteral("a[1-3],b,a4");
        QTest::newRow("widths kept") << QStringLiteral("a1 a2 a03 a004") << QStringLiteral("a[1-2,03,004]");
        QTest::newRow("padded and not") << QStringLiteral("a01,a1,a2,a02") << QStringLiteral("a[01,1-2,02]");
        QTest::newRow("over a digit") << QStringLiteral("a9,a10") << QStringLiteral("a[9-10]");
        QTest::newRow("padded over a digit") << QStringLiteral("a09,a10") << QStringLiteral("a[09-10]");
        QTest::newRow("duplicates kept") << QStringLiteral("a1,a1,a2") << QStringLiteral("a[1,1-2]");
        QTest::newRow("one") << QStringLiteral("a") << QStringLiteral("a");
        QTest::newRow("groups come back one prefix at a time")
            << QStringLiteral("a[1-3]b[1-2]") << QStringLiteral("a1b[1-2],a2b[1-2],a3b[1-2]");
        QTest::newRow("digits only") << QStringLiteral("1,2,3") << QStringLiteral("[1-3]");
        QTest::newRow("order kept") << QStringLiteral("b1,a1,b2") << QStringLiteral("b1,a1,b2");
        QTest::newRow("nothing") << QString() << QString();
    }

    void compresses()
    {
        QFETCH(QString, list);
        QFETCH(QString, ranged);
        const auto parsed = Hostlist::parse(list, Dialect::Slurm);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        QCOMPARE(parsed->ranged(), ranged);
        QCOMPARE(Hostlist::compress(parsed->hosts()), ranged);
    }

    // What compression prints reads back to the same hosts.
    void compressionRoundTrips()
    {
        const QStringList expressions{QStringLiteral("gpu[001-128],login[1-2],n[7,9-12,0100]"),
                                      QStringLiteral("r[1-4]n[01-16]"), QStringLiteral("a9,a10,a11,b,a12")};
        for (const QString &e : expressions) {
            const QStringList hosts = Hostlist::expandSlurm(e).value();
            const QString ranged = Hostlist::compress(hosts);
            QCOMPARE(Hostlist::expandSlurm(ranged).value(), hosts);
        }
    }

    // A crafted accounting file once crashed the console by recursion: 200,000 bracket groups.
    void bracketFloodIsRefusedCheaply()
    {
        QString oneName = QStringLiteral("a");
        for (int i = 0; i < 200000; ++i)
            oneName += QStringLiteral("[1]");
        for (Dialect d : {Dialect::Slurm, Dialect::Typed}) {
            const auto got = Hostlist::parse(oneName, d);
            QVERIFY(!got.ok());
            QVERIFY2(got.error().contains(QLatin1String("more than 64 bracket groups")),
                     qPrintable(got.error()));
        }
        QStringList many;
        for (int i = 0; i < 200000; ++i)
            many << QStringLiteral("a[%1]").arg(i % 1000);
        const auto got = Hostlist::parse(many.join(u','), Dialect::Slurm);
        QVERIFY(!got.ok());
        QVERIFY2(got.error().contains(QLatin1String("more than 100000 hosts")), qPrintable(got.error()));
        // Unbalanced brackets everywhere: linear, whatever the dialect says.
        const QString open = QString(300000, u'[');
        QVERIFY(Hostlist::parse(open, Dialect::Slurm).ok());
        QVERIFY(!Hostlist::parse(open, Dialect::Typed).ok());
        const QString mixed = QStringLiteral("a[,").repeated(50000);
        QVERIFY(Hostlist::parse(mixed, Dialect::Slurm).ok());
        // Names too long in all.
        Hostlist::Limits limits;
        limits.maxChars = 1000000;
        const auto longNames =
            Hostlist::parse(QString(10000, u'x') + QStringLiteral("[1-1000]"), Dialect::Slurm, limits);
        QVERIFY(!longNames.ok());
        QVERIFY2(longNames.error().contains(QLatin1String("characters in all")),
                 qPrintable(longNames.error()));
    }

    void partOfALineCountsColumnsFromItsStart()
    {
        const QString line = QStringLiteral("gpu01 root@10.0.0.[1-");
        const auto got = Hostlist::parse(line, 11, line.size(), Dialect::Typed, Hostlist::Limits{});
        QVERIFY(!got.ok());
        QVERIFY2(got.error().startsWith(QLatin1String("column 19:")), qPrintable(got.error()));
    }

    void linesNameTheLine()
    {
        const auto ok = Hostlist::expandLines(QStringLiteral("# rack 1\ngpu[1-2]\n\nlogin1\n"));
        QVERIFY2(ok.ok(), qPrintable(ok.error()));
        QCOMPARE(ok.value(), names({"gpu1", "gpu2", "login1"}));
        const auto bad = Hostlist::expandLines(QStringLiteral("gpu[1-2]\ngpu[3-\n"));
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().startsWith(QLatin1String("line 2, column")), qPrintable(bad.error()));
        // The cap holds across lines.
        QVERIFY(!Hostlist::expandLines(QStringLiteral("a[1-60]\nb[1-60]"), 100).ok());
    }
};

QTEST_GUILESS_MAIN(TestHostlist)
#include "tst_hostlist.moc"
