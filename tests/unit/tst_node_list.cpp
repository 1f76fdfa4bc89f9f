// SPDX-License-Identifier: GPL-3.0-or-later
// The one node-list grammar of the wizard, the cluster editor and the CLI: lines, Slurm hostlists,
// [user@]host[:port], names paired with hosts, and errors that name the line and the column.
#include "inventory/node_list.h"

#include <QtTest>

using cg::NodeList;
using cg::NodeRecord;

namespace {

// "name=user@host:port;..."
QString shown(const QList<NodeRecord> &nodes)
{
    QStringList out;
    for (const NodeRecord &n : nodes)
        out << QStringLiteral("%1=%2@%3:%4")
                   .arg(n.name, n.endpoint.user, n.endpoint.host)
                   .arg(n.endpoint.port);
    return out.join(u';');
}

} // namespace

class TestNodeList : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("nodes");
        QTest::newRow("named and bare")
            << QStringLiteral("gpu-001 10.0.0.11\nroot@10.0.0.12:2022")
            << QStringLiteral("gpu-001=@10.0.0.11:22;10.0.0.12=root@10.0.0.12:2022");
        QTest::newRow("hostlist of hosts")
            << QStringLiteral("gpu[01-03]")
            << QStringLiteral("gpu01=@gpu01:22;gpu02=@gpu02:22;gpu03=@gpu03:22");
        QTest::newRow("names paired with hosts")
            << QStringLiteral("gpu[01-02] 198.18.4.[10-11]")
            << QStringLiteral("gpu01=@198.18.4.10:22;gpu02=@198.18.4.11:22");
        QTest::newRow("user and port on every host")
            << QStringLiteral("ops@n[1-2]:2022") << QStringLiteral("n1=ops@n1:2022;n2=ops@n2:2022");
        QTest::newRow("Slurm's order")
            << QStringLiteral("r[1-2]n[1-2]s[1]")
            << QStringLiteral("r1n1s1=@r1n1s1:22;r2n1s1=@r2n1s1:22;r1n2s1=@r1n2s1:22;"
                              "r2n2s1=@r2n2s1:22");
        QTest::newRow("suffix extension")
            << QStringLiteral("a[1-2]-ib") << QStringLiteral("a1-ib=@a1-ib:22;a2-ib=@a2-ib:22");
        QTest::newRow("comma list") << QStringLiteral("login1,login2")
                                    << QStringLiteral("login1=@login1:22;login2=@login2:22");
        QTest::newRow("space inside brackets does not split")
            << QStringLiteral("x[1-2] h[1,2]") << QStringLiteral("x1=@h1:22;x2=@h2:22");
        QTest::newRow("IPv6 in brackets")
            << QStringLiteral("v6 [fe80::1]:2200") << QStringLiteral("v6=@fe80::1:2200");
        QTest::newRow("comments and blanks")
            << QStringLiteral("# rack 1\n\n  gpu1   # first\n") << QStringLiteral("gpu1=@gpu1:22");
        QTest::newRow("one host for several names, as before")
            << QStringLiteral("gpu[1-2] 10.0.0.1") << QStringLiteral("gpu1=@10.0.0.1:22;gpu2=@10.0.0.1:22");
    }

    void reads()
    {
        QFETCH(QString, text);
        QFETCH(QString, nodes);
        const auto got = NodeList::parse(text);
        QVERIFY2(got.ok(), qPrintable(got.error()));
        QCOMPARE(shown(got.value()), nodes);
        // What text() writes reads back the same.
        const auto again = NodeList::parse(NodeList::text(got.value()));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(shown(again.value()), nodes);
    }

    void defaultUserFillsTheGaps()
    {
        const auto got = NodeList::parse(QStringLiteral("gpu[1-2]\nroot@login"), QStringLiteral("ops"));
        QVERIFY2(got.ok(), qPrintable(got.error()));
        QCOMPARE(shown(got.value()), QStringLiteral("gpu1=ops@gpu1:22;gpu2=ops@gpu2:22;login=root@login:22"));
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("unclosed, with the column") << QStringLiteral("ok\ngpu[1-3 10.0.0.1")
                                                   << QStringLiteral("Nodes, line 2, column 4: unclosed '['");
        QTest::newRow("column counts from the line")
            << QStringLiteral("n1 root@10.0.0.[1-")
            << QStringLiteral("Nodes, line 1, column 16: unclosed '['");
        QTest::newRow("three words") << QStringLiteral("a b c") << QStringLiteral("Nodes, line 1: expected");
        QTest::newRow("counts differ") << QStringLiteral("gpu[1-3] 10.0.0.[1-2]")
                                       << QStringLiteral("Nodes, line 1: 3 names for 2 hosts");
        QTest::newRow("listed twice")
            << QStringLiteral("n 10.0.0.1\nn 10.0.0.2") << QStringLiteral("Nodes, line 2: n is listed twice");
        QTest::newRow("bad port") << QStringLiteral("gpu[1-2]:99999") << QStringLiteral("Nodes, line 1:");
        QTest::newRow("empty host") << QStringLiteral("n @:22") << QStringLiteral("Nodes, line 1:");
        QTest::newRow("backwards range")
            << QStringLiteral("gpu[9-1]")
            << QStringLiteral("Nodes, line 1, column 5: the range 9-1 runs backwards");
        QTest::newRow("too many") << QStringLiteral("a[0-60000]\nb[0-60000]")
                                  << QStringLiteral("Nodes, line 2, column 1: more than");
    }

    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const auto got = NodeList::parse(text, QString(), QStringLiteral("Nodes"));
        QVERIFY(!got.ok());
        QVERIFY2(got.error().startsWith(error), qPrintable(got.error()));
    }

    void namesCompressForDisplay()
    {
        const auto got = NodeList::parse(QStringLiteral("gpu[01-08]\nlogin1\ngpu09"));
        QVERIFY2(got.ok(), qPrintable(got.error()));
        QCOMPARE(NodeList::compressedNames(got.value()), QStringLiteral("gpu[01-08],login1,gpu09"));
    }
};

QTEST_GUILESS_MAIN(TestNodeList)
#include "tst_node_list.moc"
