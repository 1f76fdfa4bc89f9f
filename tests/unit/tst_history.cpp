// SPDX-License-Identifier: GPL-3.0-or-later
// The history store on real SQLite files: selectors, rollups against the raw samples they summarise (p95
// exact), repeated samples and a clock that goes back, a restart inside a minute, gaps, retention, hourly
// frames, and a file that cannot grow (a file size limit) stopping history without touching the ledger.
#include "history/history_reader.h"
#include "history/history_recorder.h"
#include "history/rollup.h"
#include "ledger/audit_log.h"
#include "services/profile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <atomic>
#include <csignal>

using namespace cg;
using namespace cg::history;

namespace {

// 2026-12-01 00:00 UTC: whole minutes and hours.
constexpr qint64 kT0 = 1796083200000;

SeriesKey key(const QString &metric, const QString &node, const QString &gpu = {})
{
    SeriesKey k;
    k.metric = metric;
    k.labels.insert(QStringLiteral("cluster"), QStringLiteral("lab"));
    k.labels.insert(QStringLiteral("node"), node);
    if (!gpu.isEmpty())
        k.labels.insert(QStringLiteral("gpu"), gpu);
    return k;
}

Selector sel(const char *text)
{
    auto s = Selector::parse(QString::fromUtf8(text));
    if (!s)
        qFatal("selector: %s", qPrintable(s.error()));
    return s.value();
}

QByteArray sha(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TstHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::atomic<qint64> m_now{kT0};

    HistoryOptions options()
    {
        HistoryOptions o;
        o.flushIntervalMs = 50;
        o.clock = [this] { return m_now.load(); };
        return o;
    }
    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void selector_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("matchesGpu01");
        QTest::newRow("metric") << "gpu_util" << true << true;
        QTest::newRow("equal") << R"(gpu_util{cluster="lab",node="gpu01"})" << true << true;
        QTest::newRow("other node") << R"(gpu_util{node="gpu02"})" << true << false;
        QTest::newRow("not equal") << R"(gpu_util{node!="gpu02"})" << true << true;
        QTest::newRow("regex") << R"(gpu_util{node=~"gpu0[13]"})" << true << true;
        QTest::newRow("regex anchored") << R"(gpu_util{node=~"gpu"})" << true << false;
        QTest::newRow("not regex") << R"(gpu_util{node!~"gpu0.*"})" << true << false;
        QTest::newRow("missing label is empty") << R"(gpu_util{nic=""})" << true << true;
        QTest::newRow("spaces") << R"( gpu_util { node = "gpu01" , gpu="0" } )" << true << true;
        QTest::newRow("other metric") << "gpu_temp_celsius" << true << false;
        QTest::newRow("unclosed") << "gpu_util{node=\"gpu01" << false << false;
        QTest::newRow("no operator") << R"(gpu_util{node})" << false << false;
        QTest::newRow("bad regex") << "gpu_util{node=~\"(\"}" << false << false;
        QTest::newRow("empty") << "" << false << false;
        QTest::newRow("trailing") << R"(gpu_util{node="a"} x)" << false << false;
    }

    void selector()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(bool, matchesGpu01);
        const auto s = Selector::parse(text);
        QCOMPARE(s.ok(), valid);
        if (!valid) {
            QCOMPARE(s.code(), ErrorCode::Invalid);
            QVERIFY(s.error().contains(QLatin1String("gpu_util{cluster=")));
            return;
        }
        QCOMPARE(s->matches(key(QStringLiteral("gpu_util"), QStringLiteral("gpu01"), QStringLiteral("0"))),
                 matchesGpu01);
        // The canonical text parses back to the same series.
        const SeriesKey k = key(QStringLiteral("m"), QStringLiteral("a \"quoted\" \\ node"));
        const auto back = Selector::parse(k.text());
        QVERIFY(back.ok());
        QVERIFY(back->matches(k));
        QCOMPARE(back->matchers().size(), 2);
    }

    void percentileIsNearestRank()
    {
        std::vector<float> v{5, 1, 4, 2, 3};
        QCOMPARE(percentile95(v), 5.0f); // ceil(0.95 * 5) = 5th
        std::vector<float> w;
        for (int i = 1; i <= 100; ++i)
            w.push_back(float(101 - i));
        QCOMPARE(percentile95(w), 95.0f);
        std::vector<float> one{7};
        QCOMPARE(percentile95(one), 7.0f);
    }

    // Acceptance: the rollups checked against the raw samples they summarise.
    void rollupsMatchRawSamples()
    {
        HistoryRecorder rec;
        QVERIFY(rec.open(file("rollup.sqlite"), options()).ok());
        const quint32 a =
            rec.seriesId(key(QStringLiteral("gpu_util"), QStringLiteral("gpu01"), QStringLiteral("0")));
        const quint32 b =
            rec.seriesId(key(QStringLiteral("gpu_util"), QStringLiteral("gpu01"), QStringLiteral("1")));
        QVERIFY(a != 0 && b != 0 && a != b);
        QRandomGenerator rng(34);
        std::map<std::pair<quint32, qint64>, std::vector<float>> expected; // (series, minute) -> values
        std::vector<HistoryPoint> points;
        for (qint64 s = 0; s < 5 * 60; ++s) {
            for (quint32 id : {a, b}) {
                // 1 Hz with jitter in the millisecond part, and a few minutes at 2 Hz.
                const int per = (s / 60) == 2 ? 2 : 1;
                for (int k = 0; k < per; ++k) {
                    const qint64 t = kT0 + s * 1000 + k * 500 + qint64(rng.bounded(400));
                    const float v = float(rng.bounded(10000)) / 100.0f;
                    points.push_back({id, t, v});
                    expected[{id, (t - kT0) / 60000}].push_back(v);
                }
            }
        }
        rec.append(points);
        m_now = kT0 + 5 * 60000;
        rec.flush();
        QCOMPARE(rec.stats().accepted, quint64(points.size()));

        HistoryReader reader;
        QVERIFY(reader.open(rec.file()).ok());
        // Within the raw hour a one-minute step reads the raw samples; past it, the rollups: both the same.
        const auto raw = reader.query(sel("gpu_util"), {kT0, kT0 + 5 * 60000, 30000}, m_now, 60);
        QVERIFY2(raw.ok(), qPrintable(raw.error()));
        QCOMPARE(raw->resolution, Resolution::Raw);
        const auto minutes =
            reader.query(sel("gpu_util"), {kT0, kT0 + 5 * 60000, 60000}, kT0 + 48 * 3600000, 60);
        QVERIFY2(minutes.ok(), qPrintable(minutes.error()));
        QCOMPARE(minutes->resolution, Resolution::Minute);
        QCOMPARE(minutes->series.size(), 2);
        QCOMPARE(minutes->series[0].key.labels.value(QStringLiteral("gpu")), QStringLiteral("0"));
        for (const SeriesData &s : minutes->series) {
            const quint32 id = s.key.labels.value(QStringLiteral("gpu")) == QLatin1String("0") ? a : b;
            QCOMPARE(s.buckets.size(), std::size_t(5));
            for (std::size_t m = 0; m < 5; ++m) {
                std::vector<float> v = expected[{id, qint64(m)}];
                const Bucket &bk = s.buckets[m];
                QCOMPARE(bk.count, quint32(v.size()));
                std::sort(v.begin(), v.end());
                QCOMPARE(float(bk.min), v.front());
                QCOMPARE(float(bk.max), v.back());
                const std::size_t rank = std::size_t(std::ceil(0.95 * double(v.size())));
                QCOMPARE(float(bk.p95), v[rank - 1]); // exact: one of the samples
                double sum = 0;
                for (float x : v)
                    sum += double(x);
                QVERIFY(std::abs(bk.mean - sum / double(v.size())) < 1e-3);
            }
        }
        // The raw query's two half-minute steps per minute hold the same samples.
        for (const SeriesData &s : raw->series) {
            const quint32 id = s.key.labels.value(QStringLiteral("gpu")) == QLatin1String("0") ? a : b;
            QCOMPARE(s.buckets.size(), std::size_t(10));
            for (std::size_t m = 0; m < 5; ++m) {
                QCOMPARE(s.buckets[2 * m].count + s.buckets[2 * m + 1].count,
                         quint32(expected[{id, qint64(m)}].size()));
                QCOMPARE(std::max(s.buckets[2 * m].max, s.buckets[2 * m + 1].max),
                         minutes->series[id == a ? 0 : 1].buckets[m].max);
            }
        }
        // A five-minute step over the rollups: the p95 reported is never below the true one.
        const auto coarse = reader.query(sel(R"(gpu_util{gpu="0"})"), {kT0, kT0 + 5 * 60000, 5 * 60000},
                                         kT0 + 48 * 3600000, 60);
        QVERIFY(coarse.ok());
        QCOMPARE(coarse->series.size(), 1);
        std::vector<float> all;
        for (qint64 m = 0; m < 5; ++m)
            all.insert(all.end(), expected[{a, m}].begin(), expected[{a, m}].end());
        const float trueP95 = percentile95(all);
        QVERIFY(coarse->series[0].buckets[0].p95 >= double(trueP95));
        QCOMPARE(coarse->series[0].buckets[0].count, quint32(all.size()));
    }

    // Repeated samples and a clock that goes back are dropped and counted; what was written stays as it was.
    void duplicatesAndClockJumpsDoNotCorrupt()
    {
        HistoryRecorder rec;
        QVERIFY(rec.open(file("clock.sqlite"), options()).ok());
        const quint32 id = rec.seriesId(key(QStringLiteral("link_rtt_ms"), QStringLiteral("gpu01")));
        std::vector<HistoryPoint> first;
        for (int s = 0; s < 180; ++s)
            first.push_back({id, kT0 + s * 1000, float(s)});
        rec.append(first);
        rec.append(first); // the same frames again (a replay, a reconnect)
        rec.flush();
        // The clock goes back ten minutes and runs on: nothing before the newest sample is taken.
        std::vector<HistoryPoint> back;
        for (int s = 0; s < 60; ++s)
            back.push_back({id, kT0 - 600000 + s * 1000, 1000.0f});
        for (int s = 0; s < 60; ++s)
            back.push_back({id, kT0 + 90000 + s * 1000, 2000.0f}); // inside minutes already written
        rec.append(back);
        // Later it is past what is held again: taken.
        rec.append(std::vector<HistoryPoint>{{id, kT0 + 181000, 181.0f}});
        m_now = kT0 + 4 * 60000;
        rec.flush();
        const HistoryStats st = rec.stats();
        QCOMPARE(st.accepted, quint64(181));
        QCOMPARE(st.outOfOrder, quint64(180 + 120));

        HistoryReader reader;
        QVERIFY(reader.open(rec.file()).ok());
        const auto r =
            reader.query(sel("link_rtt_ms"), {kT0 - 600000, kT0 + 4 * 60000, 60000}, kT0 + 48 * 3600000);
        QVERIFY(r.ok());
        QCOMPARE(r->series.size(), 1);
        const auto &b = r->series[0].buckets;
        QCOMPARE(b.size(), std::size_t(14));
        for (int m = 0; m < 10; ++m)
            QVERIFY(b[std::size_t(m)].isGap()); // the jumped-back minutes hold nothing
        QCOMPARE(b[10].count, quint32(60));
        QCOMPARE(b[10].max, 59.0);
        QCOMPARE(b[11].count, quint32(60));
        QCOMPARE(b[11].max, 119.0);
        QCOMPARE(b[12].count, quint32(60));
        QCOMPARE(b[12].min, 120.0);
        QCOMPARE(b[13].count, quint32(1));
        QCOMPARE(b[13].mean, 181.0);
    }

    // A series that went quiet has its minute written; if it speaks again in that minute (an agent whose
    // clock lags), the minute continues from what is on disk instead of being replaced.
    void quietSeriesContinuesItsMinute()
    {
        m_now = kT0;
        HistoryRecorder rec;
        QVERIFY(rec.open(file("quiet.sqlite"), options()).ok());
        const quint32 id = rec.seriesId(
            key(QStringLiteral("gpu_power_watts"), QStringLiteral("gpu09"), QStringLiteral("0")));
        std::vector<HistoryPoint> p;
        for (int s = 0; s < 10; ++s)
            p.push_back({id, kT0 + s * 1000, float(100 + s)});
        rec.append(p);
        rec.flush(false);
        m_now = kT0 + 3 * 60000; // quiet for three minutes: written
        rec.flush(false);
        rec.append(std::vector<HistoryPoint>{{id, kT0 + 30000, 500.0f}});
        rec.flush();
        HistoryReader reader;
        QVERIFY(reader.open(rec.file()).ok());
        const auto r = reader.query(sel("gpu_power_watts"), {kT0, kT0 + 60000, 60000}, kT0 + 48 * 3600000);
        QVERIFY(r.ok());
        QCOMPARE(r->series[0].buckets[0].count, quint32(11));
        QCOMPARE(r->series[0].buckets[0].min, 100.0);
        QCOMPARE(r->series[0].buckets[0].max, 500.0);
    }

    // A restart inside a minute continues that minute; gaps stay gaps.
    void restartContinuesTheMinute()
    {
        const QString f = file("restart.sqlite");
        const SeriesKey k = key(QStringLiteral("gpu_util"), QStringLiteral("gpu07"), QStringLiteral("3"));
        {
            HistoryRecorder rec;
            QVERIFY(rec.open(f, options()).ok());
            const quint32 id = rec.seriesId(k);
            std::vector<HistoryPoint> p;
            for (int s = 0; s < 30; ++s)
                p.push_back({id, kT0 + s * 1000, float(s)});
            rec.append(p);
        } // closed: the open minute written as it is
        {
            HistoryRecorder rec;
            QVERIFY(rec.open(f, options()).ok());
            const quint32 id = rec.seriesId(k);
            QVERIFY(id != 0);
            std::vector<HistoryPoint> p;
            for (int s = 20; s < 60; ++s) // 20..29 again: already held
                p.push_back({id, kT0 + s * 1000, float(s)});
            for (int s = 180; s < 200; ++s) // minutes 1 and 2 are a gap
                p.push_back({id, kT0 + s * 1000, float(s)});
            rec.append(p);
            m_now = kT0 + 5 * 60000;
            rec.flush();
            QCOMPARE(rec.stats().outOfOrder, quint64(10));
        }
        HistoryReader reader;
        QVERIFY(reader.open(f).ok());
        const auto r =
            reader.query(sel(R"(gpu_util{node="gpu07"})"), {kT0, kT0 + 4 * 60000, 60000}, kT0 + 48 * 3600000);
        QVERIFY(r.ok());
        QCOMPARE(r->series.size(), 1);
        const auto &b = r->series[0].buckets;
        QCOMPARE(b[0].count, quint32(60));
        QCOMPARE(b[0].min, 0.0);
        QCOMPARE(b[0].max, 59.0);
        QVERIFY(b[1].isGap());
        QVERIFY(b[2].isGap());
        QVERIFY(std::isnan(b[1].mean));
        QCOMPARE(b[3].count, quint32(20));
    }

    // Raw samples go after rawMinutes, rollups after rollupDays; hourly frames are built once an hour is
    // over.
    void retentionPrunesAndFramesAreBuilt()
    {
        HistoryOptions o = options();
        o.rawMinutes = 60;
        o.rollupDays = 2;
        HistoryRecorder rec;
        m_now = kT0;
        QVERIFY(rec.open(file("retention.sqlite"), o).ok());
        const quint32 a =
            rec.seriesId(key(QStringLiteral("gpu_util"), QStringLiteral("n1"), QStringLiteral("0")));
        const quint32 b =
            rec.seriesId(key(QStringLiteral("gpu_util"), QStringLiteral("n2"), QStringLiteral("0")));
        std::vector<HistoryPoint> p;
        for (int s = 0; s < 3600; s += 10) {
            p.push_back({a, kT0 + s * 1000, 40.0f});
            p.push_back({b, kT0 + s * 1000, float(s % 20 == 0 ? 100 : 0)});
        }
        rec.append(p);
        m_now = kT0 + 3600000;
        rec.flush();
        HistoryReader reader;
        QVERIFY(reader.open(rec.file()).ok());
        auto raw = reader.query(sel("gpu_util"), {kT0, kT0 + 60000, 10000}, m_now, 60);
        QVERIFY(raw.ok());
        QCOMPARE(raw->resolution, Resolution::Raw);
        QCOMPARE(raw->series[0].buckets[0].count, quint32(1));

        // Two hours later: the raw samples are gone, the rollups answer, and the hour has its frame.
        m_now = kT0 + 2 * 3600000 + 5 * 60000;
        rec.flush();
        rec.flush(); // the writer prunes on its next pass
        raw = reader.query(sel("gpu_util"), {kT0, kT0 + 60000, 10000}, kT0 + 30 * 60000, 60);
        QVERIFY(raw.ok());
        QCOMPARE(raw->resolution, Resolution::Raw);
        QVERIFY(raw->series[0].buckets[0].isGap());
        const auto minutes = reader.query(sel("gpu_util"), {kT0, kT0 + 3600000, 60000}, m_now, 60);
        QVERIFY(minutes.ok());
        QCOMPARE(minutes->series[0].buckets[0].count, quint32(6));
        const auto heat = reader.heatmap(sel("gpu_util"), kT0, kT0 + 2 * 3600000, 2);
        QVERIFY2(heat.ok(), qPrintable(heat.error()));
        QCOMPARE(heat->resolution, Resolution::Hour);
        QCOMPARE(heat->rows.size(), 2);
        QCOMPARE(heat->at(0, 0), 40.0f);
        QCOMPARE(heat->at(1, 0), 50.0f);
        QVERIFY(std::isnan(heat->at(0, 1)));
        // A minute-resolution heatmap of the same hour reads the rollups: the same means.
        const auto fine = reader.heatmap(sel(R"(gpu_util{node="n2"})"), kT0, kT0 + 3600000, 6);
        QVERIFY(fine.ok());
        QCOMPARE(fine->resolution, Resolution::Minute);
        QCOMPARE(fine->at(0, 3), 50.0f);

        // Past the rollup days: gone too.
        m_now = kT0 + 3 * 24 * 3600000;
        rec.flush();
        rec.flush();
        const auto old = reader.query(sel("gpu_util"), {kT0, kT0 + 3600000, 60000}, m_now, 60);
        QVERIFY(old.ok());
        for (const Bucket &bk : old->series[0].buckets)
            QVERIFY(bk.isGap());
    }

    // A history file that cannot be created: a clear message, and nothing recorded or crashed.
    void unwritableFileIsReported()
    {
        QFile blocker(file("not-a-dir"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        HistoryRecorder rec;
        const Status st = rec.open(file("not-a-dir") + QStringLiteral("/history.sqlite"), options());
        QVERIFY(!st.ok());
        QVERIFY2(rec.problem().contains(QLatin1String("not-a-dir")), qPrintable(rec.problem()));
        QVERIFY(!rec.isRecording());
        QCOMPARE(rec.seriesId(key(QStringLiteral("x"), QStringLiteral("y"))), quint32(0));
        rec.append(std::vector<HistoryPoint>{{1, kT0, 1.0f}});
        rec.flush();
    }

    // A full disk (here: a file size limit the history file reaches) stops history with a clear message;
    // the ledger's database is not written by it, and the ledger goes on working.
    void fullDiskStopsHistoryNotTheLedger()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        qputenv("CLUSTERGATE_HOME", home.path().toUtf8());
        services::Profile profile;
        QVERIFY(profile.open(QStringLiteral("tester")).ok());
        ledger::AuditEvent e{
            QStringLiteral("tester"), QStringLiteral("test.before"), QStringLiteral("x"), {}, {}};
        QVERIFY(profile.auditLog().append(e).ok());
        profile.flush();
        const auto headBefore = profile.auditLog().head();
        QVERIFY(headBefore.ok());
        const QString ledgerFile = profile.database().path();
        QVERIFY(QFile::exists(ledgerFile));
        const QByteArray ledgerBefore = sha(ledgerFile);
        const QByteArray walBefore = sha(ledgerFile + QStringLiteral("-wal"));

        HistoryRecorder rec;
        const QString f = home.filePath(QStringLiteral("history.sqlite"));
        QVERIFY(rec.open(f, options()).ok());
        std::vector<quint32> ids;
        for (int i = 0; i < 2000; ++i)
            ids.push_back(rec.seriesId(
                key(QStringLiteral("gpu_util"), QStringLiteral("n%1").arg(i / 8), QString::number(i % 8))));
        rec.flush();
        QVERIFY(rec.isRecording());

        // Writes past 512 KiB fail with EFBIG (SIGXFSZ ignored), as a full disk fails them with ENOSPC.
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        rlimit small = saved;
        small.rlim_cur = 512 * 1024;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        std::vector<HistoryPoint> p;
        for (int s = 0; s < 180; ++s)
            for (quint32 id : ids)
                p.push_back({id, kT0 + s * 1000, float(s % 100)});
        rec.append(p);
        m_now = kT0 + 4 * 60000;
        rec.flush();
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &saved), 0);

        QVERIFY(!rec.isRecording());
        const QString problem = rec.problem();
        QVERIFY2(problem.contains(QLatin1String("History stopped")), qPrintable(problem));
        QVERIFY2(problem.contains(f), qPrintable(problem));
        QVERIFY2(problem.contains(QLatin1String("ledger")), qPrintable(problem));
        // Later samples are refused at once, and nothing grows in memory.
        rec.append(p);
        QCOMPARE(rec.seriesId(key(QStringLiteral("gpu_util"), QStringLiteral("new"))), quint32(0));
        // The ledger: not one byte written by history, and it goes on.
        QCOMPARE(sha(ledgerFile), ledgerBefore);
        QCOMPARE(sha(ledgerFile + QStringLiteral("-wal")), walBefore);
        e.action = QStringLiteral("test.after");
        QVERIFY(profile.auditLog().append(e).ok());
        const auto head = profile.auditLog().head();
        QVERIFY(head.ok());
        QCOMPARE(head->size, headBefore->size + 1);
        // What history had written before it stopped still reads.
        HistoryReader reader;
        QVERIFY(reader.open(f).ok());
        QVERIFY(reader.series(sel("gpu_util")).ok());
    }
};

QTEST_GUILESS_MAIN(TstHistory)
#include "tst_history.moc"
