// SPDX-License-Identifier: GPL-3.0-or-later
// The units TransferEngine is made of, alone: the chunk scheduler (what goes next, what a cut, a bad prefix
// or a mismatch leaves, attempts), the pace (the rate people see, the ETA, the bandwidth limit's token
// bucket) and the connection pool's decisions (backoff, giving a connection up, how many connections a
// login allows). The engine over a real jump chain is tst_data_transfer's.
#include "transfer/chunk_scheduler.h"
#include "transfer/connection_pool.h"
#include "transfer/transfer_rate.h"

#include <QtTest>

using namespace cg::transfer;

namespace {

// A manifest of files with these sizes, in chunks of `chunk` bytes (hashes are placeholders: the scheduler
// only counts them).
TransferState stateOf(const QList<qint64> &sizes, qint64 chunk)
{
    TransferState s;
    s.manifest.chunkSize = chunk;
    for (const qint64 size : sizes) {
        ManifestFile f;
        f.size = size;
        const qint64 n = size == 0 ? 1 : (size + chunk - 1) / chunk;
        for (qint64 i = 0; i < n; ++i)
            f.chunkSha256 << QByteArray(32, char(i));
        s.manifest.files << f;
    }
    return s;
}

QList<int> drain(ChunkScheduler &s)
{
    QList<int> order;
    while (s.hasPending())
        order << s.takeNext();
    return order;
}

} // namespace

class TestTransferUnits : public QObject
{
    Q_OBJECT

private slots:
    // Verified chunks and the chunks of placed files are not sent again; the rest go in file order.
    void schedulerSkipsWhatIsDone()
    {
        TransferState s = stateOf({3 << 20, 2 << 20, 0}, 1 << 20);
        s.verifiedChunks = {1};
        s.placedFiles = {1};
        ChunkScheduler c(s);
        QCOMPARE(c.count(), 6);
        QCOMPARE(c.firstChunkOf(0), 0);
        QCOMPARE(c.firstChunkOf(1), 3);
        QCOMPARE(c.firstChunkOf(2), 5);
        QCOMPARE(c.chunk(2).offset, qint64(2 << 20));
        QCOMPARE(drain(c), (QList<int>{0, 2, 5}));
        QCOMPARE(c.attempts(0), 1);
        QCOMPARE(c.attempts(1), 0);
        QVERIFY(!c.fileVerified(0, {0, 1}));
        QVERIFY(c.fileVerified(0, {0, 1, 2}));
        QVERIFY(c.fileVerified(2, {5}));
    }

    // A cut attempt keeps what surely landed: the bytes the channel took less the in-flight margin, in
    // whole MiB, never the whole chunk; it goes first again and the rest is counted as resent.
    void cutKeepsWhatSurelyLanded_data()
    {
        QTest::addColumn<qint64>("skip");
        QTest::addColumn<qint64>("fed");
        QTest::addColumn<qint64>("acked");
        QTest::addColumn<bool>("prefixChecked");
        QTest::addColumn<qint64>("kept");
        const qint64 mib = 1 << 20;
        QTest::newRow("nothing acked") << qint64(0) << 4 * mib << qint64(0) << true << qint64(0);
        QTest::newRow("20 MiB acked") << qint64(0) << 24 * mib << 20 * mib << true << 12 * mib;
        QTest::newRow("rounded down") << qint64(0) << 24 * mib << 20 * mib + 5 << true << 12 * mib;
        QTest::newRow("after a prefix") << 10 * mib << 30 * mib << 30 * mib << true << 32 * mib;
        QTest::newRow("prefix unchecked") << 10 * mib << 0 * mib << 0 * mib << false << 10 * mib;
        QTest::newRow("never the whole chunk") << qint64(0) << 64 * mib << 64 * mib << true << 56 * mib;
    }
    void cutKeepsWhatSurelyLanded()
    {
        QFETCH(qint64, skip);
        QFETCH(qint64, fed);
        QFETCH(qint64, acked);
        QFETCH(bool, prefixChecked);
        QFETCH(qint64, kept);
        TransferState s = stateOf({64 << 20, 64 << 20}, 64 << 20);
        ChunkScheduler c(s);
        QCOMPARE(c.takeNext(), 0);
        QCOMPARE(c.requeueCut(0, skip, fed, acked, prefixChecked), std::max<qint64>(0, skip + fed - kept));
        QCOMPARE(c.landed(0), kept);
        QCOMPARE(c.takeNext(), 0); // first again
        QCOMPARE(c.attempts(0), 2);
    }

    // A small chunk cut after all of it went: it may all still have been in flight, so nothing is kept.
    void cutOfAWholeSmallChunk()
    {
        TransferState s = stateOf({100}, 1 << 20);
        ChunkScheduler c(s);
        QCOMPARE(c.takeNext(), 0);
        QCOMPARE(c.requeueCut(0, 0, 100, 100, true), qint64(100));
        QCOMPARE(c.landed(0), qint64(0));
    }

    // A bad prefix or a hash mismatch sends the whole chunk again (first or last); after kMaxAttempts
    // attempts the chunk is exhausted.
    void resendWholeAndAttempts()
    {
        TransferState s = stateOf({3 << 20}, 1 << 20);
        ChunkScheduler c(s);
        QCOMPARE(c.takeNext(), 0);
        (void)c.requeueCut(0, 0, 20 << 20, 20 << 20, true);
        QVERIFY(c.landed(0) > 0);
        QCOMPARE(c.takeNext(), 0);
        c.resendWhole(0, false);
        QCOMPARE(c.landed(0), qint64(0));
        QCOMPARE(drain(c), (QList<int>{1, 2, 0}));
        c.retryFirst(2);
        QCOMPARE(c.takeNext(), 2);
        for (int i = c.attempts(0); i < ChunkScheduler::kMaxAttempts; ++i) {
            QVERIFY(!c.exhausted(0));
            c.resendWhole(0, true);
            QCOMPARE(c.takeNext(), 0);
        }
        QVERIFY(c.exhausted(0));
    }

    // The rate is folded in once a second or more (60 % the past, 40 % the last window); the ETA follows it.
    void rateAndEta()
    {
        RateMeter r;
        QCOMPARE(r.etaSeconds(1000), qint64(-1));
        r.add(1000);
        r.tick(500); // under a second: nothing yet
        QCOMPARE(r.bytesPerSecond(), 0.0);
        r.tick(1000);
        QCOMPARE(r.bytesPerSecond(), 1000.0);
        QCOMPARE(r.etaSeconds(5000), qint64(5));
        r.add(4000);
        r.tick(3000); // 2000 B/s over two seconds
        QCOMPARE(r.bytesPerSecond(), 0.6 * 1000 + 0.4 * 2000);
        r.tick(4000); // a silent second
        QCOMPARE(r.bytesPerSecond(), 0.6 * 1400);
    }

    // Without a limit everything goes; with one, the bucket refills at the limit and holds a tenth of a
    // second (at least the minimum burst); a connection waiting for tokens is not stalled.
    void tokenBucket()
    {
        TokenBucket open(0, 512 << 10);
        QVERIFY(!open.limited());
        QCOMPARE(open.take(1 << 20, 0), qint64(1 << 20));
        QVERIFY(open.hasTokens());

        TokenBucket b(10 << 20, 512 << 10); // 10 MiB/s: holds 1 MiB
        QCOMPARE(b.take(512 << 10, 0), qint64(0));
        QVERIFY(!b.hasTokens());
        QCOMPARE(b.take(512 << 10, 10), qint64(104857));   // 10 ms of 10 MiB/s
        QCOMPARE(b.take(4 << 20, 10000), qint64(1 << 20)); // capped at a tenth of a second
        QCOMPARE(b.take(0, 10000), qint64(0));
        qint64 sent = 0;
        for (qint64 t = 10000; t <= 11000; t += 5)
            sent += b.take(512 << 10, t);
        QVERIFY2(sent <= (10 << 20) + 1, qPrintable(QString::number(sent)));
        QVERIFY2(sent >= (10 << 20) - 1, qPrintable(QString::number(sent)));

        TokenBucket slow(1000, 512 << 10); // the burst is at least the minimum
        QCOMPARE(slow.take(1 << 20, 1000000), qint64(512 << 10));
    }

    // A dropped connection waits 0.25 s doubling to 5 s before it connects again; failures in a row beyond
    // maxReconnects give it up; a drop that is no failure (a stall) does not count.
    void reconnectBackoff()
    {
        PooledConnection c;
        QList<qint64> waits;
        for (int i = 0; i < 7; ++i) {
            c.dropped(true, 8, 1000);
            waits << c.retryAtMs - 1000;
        }
        QCOMPARE(waits, (QList<qint64>{500, 1000, 2000, 4000, 5000, 5000, 5000}));
        QVERIFY(!c.dead);
        c.dropped(false, 8, 0);
        QCOMPARE(c.failures, 7);
        QVERIFY(!c.dead);
        c.dropped(true, 8, 0);
        QVERIFY(!c.dead);
        c.dropped(true, 8, 0);
        QVERIFY(c.dead);
        QVERIFY(!c.target && !c.first && !c.up);
        QCOMPARE(PooledConnection::reconnectDelayMs(0), qint64(250));
    }

    // A hop that logged in with keyboard-interactive (a one-time password per login) leaves the transfer
    // on one connection, naming the hop, unless extra prompts are allowed.
    void widthFollowsTheLogin()
    {
        QString note;
        const QList<HopLogin> keys{{QStringLiteral("node"), QStringLiteral("publickey")},
                                   {QStringLiteral("bastion"), QStringLiteral("publickey")}};
        QCOMPARE(ConnectionPool::width(4, false, keys, &note), 4);
        QVERIFY(note.isEmpty());
        QCOMPARE(ConnectionPool::width(0, false, keys, &note), 1);
        const QList<HopLogin> otp{
            {QStringLiteral("node"), QStringLiteral("publickey")},
            {QStringLiteral("bastion"), QStringLiteral("publickey,keyboard-interactive")}};
        QCOMPARE(ConnectionPool::width(4, false, otp, &note), 1);
        QVERIFY2(note.contains(QLatin1String("bastion")), qPrintable(note));
        QCOMPARE(ConnectionPool::width(4, true, otp, &note), 4);
        QVERIFY(note.isEmpty());
        QCOMPARE(ConnectionPool::width(1, false, otp, &note), 1);
        QVERIFY(note.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestTransferUnits)
#include "tst_transfer_units.moc"
