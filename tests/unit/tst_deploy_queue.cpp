// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet's deploy queue: one turn at a time in arrival order, nodes that no longer want a turn passed
// over and dropped, a node queued again served again.
#include "agent/deploy_queue.h"

#include <QSet>
#include <QtTest>

using cg::DeployQueue;

class TestDeployQueue : public QObject
{
    Q_OBJECT

private slots:
    void oneTurnAtATimeInOrder()
    {
        DeployQueue q;
        QVERIFY(q.isEmpty());
        for (const char *id : {"a", "b", "c"})
            q.push(QString::fromLatin1(id));
        QCOMPARE(q.size(), 3);
        const auto all = [](const QString &) { return true; };
        QCOMPARE(q.takeNext(all).value(), QStringLiteral("a"));
        QCOMPARE(q.size(), 2);
        QCOMPARE(q.takeNext(all).value(), QStringLiteral("b"));
        QCOMPARE(q.takeNext(all).value(), QStringLiteral("c"));
        QVERIFY(!q.takeNext(all).has_value());
        QVERIFY(q.isEmpty());
    }

    void nodesThatNoLongerWaitArePassedOverAndDropped()
    {
        DeployQueue q;
        for (const char *id : {"stopped", "lost", "ready", "later"})
            q.push(QString::fromLatin1(id));
        QSet<QString> asked;
        const auto waiting = [&asked](const QString &id) {
            asked.insert(id);
            return id == QLatin1String("ready") || id == QLatin1String("later");
        };
        QCOMPARE(q.takeNext(waiting).value(), QStringLiteral("ready"));
        QCOMPARE(asked,
                 (QSet<QString>{QStringLiteral("stopped"), QStringLiteral("lost"), QStringLiteral("ready")}));
        QCOMPARE(q.size(), 1); // the two passed over are gone, "later" waits for the next turn
        QCOMPARE(q.takeNext(waiting).value(), QStringLiteral("later"));
    }

    void noneWaiting()
    {
        DeployQueue q;
        q.push(QStringLiteral("x"));
        q.push(QStringLiteral("y"));
        QVERIFY(!q.takeNext([](const QString &) { return false; }).has_value());
        QVERIFY(q.isEmpty());
    }

    void queuedAgainServedAgain()
    {
        DeployQueue q;
        q.push(QStringLiteral("n")); // deploy
        q.push(QStringLiteral("n")); // then remove, queued before the deploy's turn
        const auto all = [](const QString &) { return true; };
        QCOMPARE(q.takeNext(all).value(), QStringLiteral("n"));
        QCOMPARE(q.takeNext(all).value(), QStringLiteral("n"));
    }
};

QTEST_APPLESS_MAIN(TestDeployQueue)
#include "tst_deploy_queue.moc"
