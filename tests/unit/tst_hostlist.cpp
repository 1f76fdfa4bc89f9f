// SPDX-License-Identifier: GPL-3.0-or-later
// Slurm hostlist expressions as onboarding reads them: what each expands to, and where bad ones break.
#include "inventory/hostlist.h"

#include <QtTest>

using cg::Hostlist;

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
    void expands_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("hosts");
        QTest::newRow("plain") << QStringLiteral("login1") << names({"login1"});
        QTest::newRow("padded range")
            << QStringLiteral("gpu[001-003]") << names({"gpu001", "gpu002", "gpu003"});
        QTest::newRow("list and suffix")
            << QStringLiteral("a[1-3,7]-ib") << names({"a1-ib", "a2-ib", "a3-ib", "a7-ib"});
        QTest::newRow("padding past width")
            << QStringLiteral("n[98-101]") << names({"n98", "n99", "n100", "n101"});
        QTest::newRow("padded crossing width")
            << QStringLiteral("n[098-101]") << names({"n098", "n099", "n100", "n101"});
        QTest::newRow("two groups") << QStringLiteral("r[1-2]n[01-02]")
                                    << names({"r1n01", "r1n02", "r2n01", "r2n02"});
        QTest::newRow("top-level comma")
            << QStringLiteral("gpu[1-2],login.example.org") << names({"gpu1", "gpu2", "login.example.org"});
        QTest::newRow("single in brackets") << QStringLiteral("x[5]") << names({"x5"});
        QTest::newRow("spaces trimmed") << QStringLiteral("  gpu[1-2]  ") << names({"gpu1", "gpu2"});
        QTest::newRow("fqdn suffix") << QStringLiteral("h[1-2].dc1") << names({"h1.dc1", "h2.dc1"});
    }

    void expands()
    {
        QFETCH(QString, expression);
        QFETCH(QStringList, hosts);
        const auto got = Hostlist::expand(expression);
        QVERIFY2(got.ok(), qPrintable(got.error()));
        QCOMPARE(got.value(), hosts);
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("empty") << QStringLiteral("") << QStringLiteral("column 1")
                               << QStringLiteral("host name was expected");
        QTest::newRow("unclosed") << QStringLiteral("gpu[1-4") << QStringLiteral("column 8")
                                  << QStringLiteral("unclosed '[' at column 4");
        QTest::newRow("backwards") << QStringLiteral("gpu[9-1]") << QStringLiteral("column 5")
                                   << QStringLiteral("runs backwards");
        QTest::newRow("missing end") << QStringLiteral("gpu[1-]") << QStringLiteral("column 7")
                                     << QStringLiteral("end of the range 1- is missing");
        QTest::newRow("letters") << QStringLiteral("gpu[a-b]") << QStringLiteral("column 5")
                                 << QStringLiteral("number was expected");
        QTest::newRow("stray close") << QStringLiteral("gpu]") << QStringLiteral("column 4")
                                     << QStringLiteral("']' without '['");
        QTest::newRow("bad char") << QStringLiteral("gpu 1") << QStringLiteral("column 4")
                                  << QStringLiteral("cannot be part of a host name");
        QTest::newRow("trailing comma")
            << QStringLiteral("gpu1,") << QStringLiteral("column 6") << QStringLiteral("after ','");
        QTest::newRow("empty item") << QStringLiteral("gpu1,,gpu2") << QStringLiteral("column 6")
                                    << QStringLiteral("host name was expected");
        QTest::newRow("too many") << QStringLiteral("n[1-200000]") << QStringLiteral("column 3")
                                  << QStringLiteral("more than 100000 hosts");
        QTest::newRow("product too big") << QStringLiteral("a[1-1000]b[1-1000]") << QStringLiteral("column 1")
                                         << QStringLiteral("more than 100000 hosts");
        QTest::newRow("huge number") << QStringLiteral("n[1-99999999999]") << QStringLiteral("column 3")
                                     << QStringLiteral("at most 9 digits");
    }

    void refuses()
    {
        QFETCH(QString, expression);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const auto got = Hostlist::expand(expression);
        QVERIFY(!got.ok());
        QVERIFY2(got.error().startsWith(where + QLatin1Char(':')), qPrintable(got.error()));
        QVERIFY2(got.error().contains(what), qPrintable(got.error()));
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
