// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing a cluster: scores from latency, cost and supply, compliance as a hard rule, and a backup in
// another region when one qualifies.
#include "planning/cluster_choice.h"

#include <QtTest>

using namespace cg::planning;

namespace {

ClusterCandidate candidate(const char *name, const char *region, std::optional<double> rtt, double price,
                           int gpus, int deliveryDays = 0, bool compliant = true)
{
    ClusterCandidate c;
    c.name = QString::fromLatin1(name);
    c.region = QString::fromLatin1(region);
    c.rttMs = rtt;
    c.gpuHourPrice = price;
    c.availableGpus = gpus;
    c.deliveryDays = deliveryDays;
    c.compliant = compliant;
    if (!compliant)
        c.complianceReason = QStringLiteral("dataset patients: no export request to ") + c.region;
    return c;
}

} // namespace

class TestClusterChoice : public QObject
{
    Q_OBJECT

private slots:
    void primaryAndBackup_data()
    {
        QTest::addColumn<QList<ClusterCandidate>>("candidates");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("primary");
        QTest::addColumn<QString>("backup"); // empty: none
        // sg-a: fastest and cheapest; sg-b same region; jp-a another region, slower.
        const QList<ClusterCandidate> three{candidate("sg-b", "SG", 40, 2.6, 64),
                                            candidate("sg-a", "SG", 35, 2.4, 64),
                                            candidate("jp-a", "JP", 60, 2.5, 64)};
        QTest::newRow("backup in another region") << three << 32 << "sg-a"
                                                  << "jp-a";
        QList<ClusterCandidate> noData = three;
        noData[1].compliant = false;
        noData[1].complianceReason = QStringLiteral("dataset patients: no export request to SG");
        QTest::newRow("compliance is a hard rule") << noData << 32 << "sg-b"
                                                   << "jp-a";
        QList<ClusterCandidate> allNo = three;
        for (ClusterCandidate &c : allNo)
            c.compliant = false;
        QTest::newRow("nowhere allowed") << allNo << 32 << QString() << QString();
        const QList<ClusterCandidate> sameRegion{candidate("sg-a", "SG", 35, 2.4, 64),
                                                 candidate("sg-b", "SG", 40, 2.6, 64),
                                                 candidate("us-a", "US", 200, 2.0, 64, 0, false)};
        QTest::newRow("backup in the same region when no other qualifies") << sameRegion << 32 << "sg-a"
                                                                           << "sg-b";
        // Cheap but only 8 of 64 GPUs now and 90 days for the rest: supply decides.
        const QList<ClusterCandidate> supply{candidate("cheap", "SG", 35, 1.8, 8, 90),
                                             candidate("ready", "JP", 35, 2.2, 64)};
        QTest::newRow("supply outweighs a lower price") << supply << 64 << "ready"
                                                        << "cheap";
        const QList<ClusterCandidate> unmeasured{candidate("measured", "SG", 30, 2.4, 64),
                                                 candidate("new", "JP", std::nullopt, 2.4, 64)};
        QTest::newRow("unmeasured latency is middling") << unmeasured << 8 << "measured"
                                                        << "new";
    }

    void primaryAndBackup()
    {
        QFETCH(QList<ClusterCandidate>, candidates);
        QFETCH(int, gpus);
        QFETCH(QString, primary);
        QFETCH(QString, backup);
        ChoiceRequest r;
        r.gpusNeeded = gpus;
        const ClusterChoice c = ClusterChooser::choose(candidates, r);
        QCOMPARE(c.primary ? c.ranked.at(*c.primary).candidate.name : QString(), primary);
        QCOMPARE(c.backup ? c.ranked.at(*c.backup).candidate.name : QString(), backup);
        // Never a candidate the data may not go to.
        for (const std::optional<int> &i : {c.primary, c.backup}) {
            if (i)
                QVERIFY(c.ranked.at(*i).candidate.compliant);
        }
        QVERIFY(!c.explanation().isEmpty());
    }

    void scoresAreExplained()
    {
        ChoiceRequest r;
        r.gpusNeeded = 16;
        r.maxRttMs = 100;
        const ClusterChoice c = ClusterChooser::choose(
            {candidate("a", "SG", 50, 2.0, 16), candidate("far", "US", 180, 1.5, 64),
             candidate("closed", "DE", 40, 2.0, 64, 0, false), candidate("later", "JP", 45, 2.0, 4, 30)},
            r);
        QCOMPARE(c.ranked.first().candidate.name, QStringLiteral("a"));
        const auto find = [&](const char *name) {
            for (const CandidateScore &s : c.ranked) {
                if (s.candidate.name == QLatin1String(name))
                    return s;
            }
            return CandidateScore{};
        };
        QVERIFY(!find("far").eligible);
        QVERIFY(find("far").notes.join(QLatin1Char(' ')).contains(QStringLiteral("over the limit")));
        QVERIFY(!find("closed").eligible);
        QVERIFY(find("closed").notes.join(QLatin1Char(' ')).contains(QStringLiteral("patients")));
        const CandidateScore later = find("later");
        QVERIFY(later.eligible);
        // 4 of 16 now, the other 12 worth half after 30 days: 0.25 + 0.75 x 0.5.
        QCOMPARE(later.supplyScore, 0.625);
        QVERIFY(later.notes.join(QLatin1Char(' ')).contains(QStringLiteral("4 of 16 GPUs now")));
        QCOMPARE(find("a").latencyScore, 40.0 / 50.0); // against the fastest measured (closed, 40 ms)
        QCOMPARE(find("a").costScore, 1.5 / 2.0);      // against the cheapest (far)
    }

    // Walk 6: 100 GPUs needed, 40 on offer and no delivery date given. A blank date is not "the rest in 0
    // days": the candidate cannot run the work and is not recommended.
    void aShortfallWithNoDateDoesNotQualify()
    {
        ChoiceRequest r;
        r.gpusNeeded = 100;
        ClusterCandidate short40 = candidate("short", "SG", 30, 3.2, 40);
        short40.deliveryDays.reset();
        ClusterCandidate full = candidate("full", "JP", 60, 3.5, 128);
        full.deliveryDays.reset();
        const ClusterChoice c = ClusterChooser::choose({short40, full}, r);
        QVERIFY(c.primary);
        QCOMPARE(c.ranked.at(*c.primary).candidate.name, QStringLiteral("full"));
        const CandidateScore &s = c.ranked.last();
        QCOMPARE(s.candidate.name, QStringLiteral("short"));
        QVERIFY(!s.eligible);
        QVERIFY2(s.notes.join(QLatin1Char(' ')).contains(QStringLiteral("no delivery date")),
                 qPrintable(s.notes.join(QLatin1Char(' '))));
        QCOMPARE(s.supplyScore, 0.4);
    }
};

QTEST_GUILESS_MAIN(TestClusterChoice)
#include "tst_cluster_choice.moc"
