// SPDX-License-Identifier: GPL-3.0-or-later
// The node a cluster's accounting is read through (services::ClusterAccounting::accountingNodes): a login or
// head node first, then the nodes the console already streams from, then the rest in saved order; a node the
// fleet marks unreachable is not tried while another is left (walk 4: Cost > Read from Cluster went to the
// dead node dead1, spun 20 s and failed while n01..n04 answered).
#include "services/cluster_accounting.h"

#include <QtTest>

using namespace cg::services;

class TestAccountingNodes : public QObject
{
    Q_OBJECT

private slots:
    void order_data()
    {
        QTest::addColumn<QStringList>("nodes");
        QTest::addColumn<QStringList>("connected");
        QTest::addColumn<QStringList>("unreachable");
        QTest::addColumn<QStringList>("expected");
        const QStringList walk = {QStringLiteral("dead1"), QStringLiteral("n01"), QStringLiteral("n02"),
                                  QStringLiteral("n03"), QStringLiteral("n04")};
        QTest::newRow("no fleet: saved order") << walk << QStringList() << QStringList() << walk;
        QTest::newRow("walk 4: dead1 unreachable, n01..n04 live")
            << walk << walk.mid(1) << QStringList{QStringLiteral("dead1")} << walk.mid(1);
        QTest::newRow("the connected node first")
            << walk << QStringList{QStringLiteral("n03")} << QStringList{QStringLiteral("dead1")}
            << QStringList{QStringLiteral("n03"), QStringLiteral("n01"), QStringLiteral("n02"),
                           QStringLiteral("n04")};
        QTest::newRow("login node first")
            << QStringList{QStringLiteral("gpu1"), QStringLiteral("login-1"), QStringLiteral("gpu2")}
            << QStringList{QStringLiteral("gpu2")} << QStringList()
            << QStringList{QStringLiteral("login-1"), QStringLiteral("gpu2"), QStringLiteral("gpu1")};
        QTest::newRow("head node first, unless unreachable")
            << QStringList{QStringLiteral("a"), QStringLiteral("head0"), QStringLiteral("b")} << QStringList()
            << QStringList{QStringLiteral("head0")} << QStringList{QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("every node unreachable: all, head first")
            << QStringList{QStringLiteral("a"), QStringLiteral("head0")} << QStringList()
            << QStringList{QStringLiteral("a"), QStringLiteral("head0")}
            << QStringList{QStringLiteral("head0"), QStringLiteral("a")};
        QTest::newRow("no nodes") << QStringList() << QStringList() << QStringList() << QStringList();
    }

    void order()
    {
        QFETCH(QStringList, nodes);
        QFETCH(QStringList, connected);
        QFETCH(QStringList, unreachable);
        QFETCH(QStringList, expected);
        QCOMPARE(ClusterAccounting::accountingNodes(nodes, AccountingNodeHints{connected, unreachable}),
                 expected);
    }
};

QTEST_GUILESS_MAIN(TestAccountingNodes)
#include "tst_accounting_nodes.moc"
