// SPDX-License-Identifier: GPL-3.0-or-later
// The node a cluster's accounting is read through (services::ClusterAccounting::accountingNodes): a login or
// head node first, then the nodes the console already streams from, then the rest in saved order; a node the
// fleet marks unreachable is not tried while another is left (walk 4: Cost > Read from Cluster went to the
// dead node dead1, spun 20 s and failed while n01..n04 answered).
#include "services/cluster_accounting.h"
#include "services/jobs_listing.h"

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

    // Walk 5: a cluster without Slurm gave the same "scontrol: command not found" once per node, 16 lines of
    // raw English stderr; the read now says it once, in words, and keeps each node's error for Details.
    void sameCauseOnEveryNodeSaidOnce()
    {
        QList<AccountingNodeFailure> failures;
        for (const char *n : {"n01", "n02", "n03", "n04"})
            failures << AccountingNodeFailure{
                QString::fromLatin1(n), cg::ErrorCode::NotFound,
                QStringLiteral("%1: bash: line 1: scontrol: command not found").arg(QString::fromLatin1(n))};
        QString details;
        const AccountingRecords r =
            ClusterAccounting::summarize(QStringLiteral("walk5-lab"), QString(), failures, {}, &details);
        QVERIFY(!r);
        QCOMPARE(r.code(), cg::ErrorCode::NotFound);
        QVERIFY2(r.error().startsWith(QStringLiteral("no node of walk5-lab has Slurm's accounting")),
                 qPrintable(r.error()));
        QVERIFY2(r.error().contains(QStringLiteral("Import Job Records")), qPrintable(r.error()));
        QVERIFY2(!r.error().contains(QStringLiteral("command not found")), qPrintable(r.error()));
        QVERIFY(!r.error().contains(QLatin1Char('\n')));
        QCOMPARE(details.count(QStringLiteral("command not found")), 4);
        QVERIFY(details.contains(QStringLiteral("n04")));
    }

    void differentCausesNamedPerNode()
    {
        const QList<AccountingNodeFailure> failures{
            {QStringLiteral("n01"), cg::ErrorCode::NotFound, QStringLiteral("scontrol: command not found")},
            {QStringLiteral("n02"), cg::ErrorCode::Failed, QStringLiteral("slurm_load_jobs error")}};
        const AccountingRecords r = ClusterAccounting::summarize(QStringLiteral("c"), QStringLiteral("slurm"),
                                                                 failures, {QStringLiteral("dead1")});
        QVERIFY(!r);
        QCOMPARE(r.code(), cg::ErrorCode::Failed);
        QVERIFY(r.error().contains(QStringLiteral("n01: scontrol: command not found")));
        QVERIFY(r.error().contains(QStringLiteral("n02: slurm_load_jobs error")));
        QVERIFY(r.error().contains(QStringLiteral("dead1")));
    }

    void detailsCapped()
    {
        QList<AccountingNodeFailure> failures;
        for (int i = 0; i < 50; ++i)
            failures << AccountingNodeFailure{QStringLiteral("n%1").arg(i), cg::ErrorCode::NotFound,
                                              QString(200, QLatin1Char('x'))};
        QString details;
        QVERIFY(!ClusterAccounting::summarize(QStringLiteral("c"), QString(), failures, {}, &details));
        QVERIFY(details.size() <= ClusterAccounting::kMaxDetails + 1);
    }

    // Walk 6: the jobs listing (JobsListing, the same node order) told a dead node as "the scheduler did not
    // answer as expected", naming it twice. Every node unreachable is one sentence with
    // ErrorCode::Unreachable; a node that answered with a failure keeps its own word and code; each node is
    // named once.
    void jobsListingSummary()
    {
        const QString hop =
            QStringLiteral("dead1: the jump host 198.18.1.1 could not reach 198.18.4.250 port 22");
        QCOMPARE(JobsListing::nodeError(QStringLiteral("dead1"), hop), hop);
        QCOMPARE(JobsListing::nodeError(QStringLiteral("n01"), QStringLiteral("exit status 1")),
                 QStringLiteral("n01: exit status 1"));

        const QList<AccountingNodeFailure> dead{
            {QStringLiteral("dead1"), cg::ErrorCode::Unreachable, hop},
            {QStringLiteral("dead2"), cg::ErrorCode::Unreachable, QStringLiteral("dead2: timed out")}};
        QString details;
        const JobsList none =
            JobsListing::summarize(QStringLiteral("walk6-lab"), dead, {QStringLiteral("dead3")}, &details);
        QVERIFY(!none);
        QCOMPARE(none.code(), cg::ErrorCode::Unreachable);
        QVERIFY2(none.error().startsWith(
                     QStringLiteral("walk6-lab cannot be reached: none of its nodes answered")),
                 qPrintable(none.error()));
        QVERIFY2(none.error().contains(QStringLiteral("dead1, dead2")) &&
                     none.error().contains(QStringLiteral("dead3")),
                 qPrintable(none.error()));
        QVERIFY(!none.error().contains(QLatin1Char('\n')));
        QCOMPARE(details.count(QStringLiteral("dead1")), 1);

        QList<AccountingNodeFailure> mixed = dead;
        mixed << AccountingNodeFailure{QStringLiteral("n01"), cg::ErrorCode::NotFound,
                                       QStringLiteral("n01: squeue: command not found")};
        const JobsList answered = JobsListing::summarize(QStringLiteral("walk6-lab"), mixed, {});
        QCOMPARE(answered.code(), cg::ErrorCode::NotFound);
        QCOMPARE(answered.error(), QStringLiteral("n01: squeue: command not found"));
    }
};

QTEST_GUILESS_MAIN(TestAccountingNodes)
#include "tst_accounting_nodes.moc"
