// SPDX-License-Identifier: GPL-3.0-or-later
// Dataset transfers end to end through the netlab's jump chain (client namespace -> bastion1 -> node), each
// first-hop TCP connection through the core's relay (validation/link_relay.h), which limits every
// connection's rate and can cut or stall them; the real SQLite ledger with signed approvals under a trust
// anchor decides what may go. The node shares this machine's file system, so what landed there is read
// directly (and damaged directly, for the corruption case).
#include "netlab/netlab.h"

#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/connection_hub.h"
#include "ssh/file_push.h"
#include "storage/database.h"
#include "transfer/data_transfers.h"
#include "validation/link_relay.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QtTest>

#include <fcntl.h>
#include <sched.h>

using namespace cg;
using namespace cg::ledger;
using namespace cg::transfer;

namespace {

QByteArray fileSha(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

void writeRandom(const QString &path, qint64 size, quint32 seed)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QRandomGenerator rng(seed);
    QByteArray buf(1 << 20, Qt::Uninitialized);
    qint64 left = size;
    while (left > 0) {
        rng.fillRange(reinterpret_cast<quint32 *>(buf.data()), buf.size() / 4);
        const qint64 n = std::min<qint64>(left, buf.size());
        QCOMPARE(f.write(buf.constData(), n), n);
        left -= n;
    }
}

} // namespace

class TestDataTransfer : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    QTemporaryDir m_dir;
    QString m_remoteRoot;
    Database m_db;
    std::unique_ptr<SqliteLedgerStore> m_store;
    std::unique_ptr<Ledger> m_ledger;
    qint64 m_lastRequest = 0;
    std::unique_ptr<KeySigner> m_adam, m_olga, m_sender;
    TrustAnchors m_anchors;
    std::atomic<qint64> m_clockOffsetDays{0};
    cg::validation::LinkRelay m_relay;
    ssh::ChainPlan m_plan;
    ssh::SessionOptions m_base;
    std::unique_ptr<ssh::ConnectionHub> m_hub;
    std::unique_ptr<DataTransfers> m_transfers;

    QDateTime now() const { return QDateTime::currentDateTimeUtc().addDays(m_clockOffsetDays.load()); }

    ssh::Endpoint endpoint(const char *key) const
    {
        ssh::Endpoint e;
        e.host = m_lab.value(key);
        e.user = QStringLiteral("root");
        e.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        return e;
    }

    void addDataset(const QString &name, const QString &location)
    {
        Dataset d;
        d.name = name;
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        d.location = location;
        const auto id = m_ledger->saveDataset(d, QStringLiteral("owen"));
        QVERIFY2(id.ok(), qPrintable(id.error()));
    }

    void approve(const QString &dataset, const QString &country,
                 const QString &cluster = QStringLiteral("sg-h200"))
    {
        ExportRequest r;
        r.datasets = {dataset};
        r.form = ExportForm::DeIdentified;
        r.destinationCluster = cluster;
        r.destinationCountry = country;
        r.purpose = QStringLiteral("training");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 90;
        r.requester = QStringLiteral("rita");
        const auto id = m_ledger->createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        QVERIFY(m_ledger->submit(id.value(), QStringLiteral("rita")).ok());
        const auto decided =
            m_ledger->decide(id.value(), true, *m_olga, now().date().addDays(30), QStringLiteral("ok"));
        QVERIFY2(decided.ok(), qPrintable(decided.error()));
        QVERIFY(m_ledger->activate(id.value(), QStringLiteral("rita")).ok());
        m_lastRequest = id.value();
    }

    PushRequest push(const QString &dataset, const QString &to, qint64 chunk = 1 << 20)
    {
        PushRequest p;
        p.dataset = dataset;
        p.cluster = QStringLiteral("sg-h200");
        p.country = QStringLiteral("SG");
        p.region = QStringLiteral("SG");
        p.remotePath = to;
        p.chunkSize = chunk;
        return p;
    }

    TransferState prepared(const PushRequest &p)
    {
        Result<TransferState> s = m_transfers->prepare(p, *m_sender, QStringLiteral("sam"));
        if (!s)
            qWarning("prepare: %s", qPrintable(s.error()));
        return s ? s.value() : TransferState{};
    }

    void verifyLanded(const TransferState &s)
    {
        for (int i = 0; i < s.manifest.files.size(); ++i)
            QCOMPARE(fileSha(s.manifest.finalPath(i)), s.manifest.files.at(i).sha256);
        QVERIFY(!QFileInfo::exists(s.manifest.stagingDir()));
    }

private slots:
    void initTestCase()
    {
        const QString err = m_lab.up();
        if (err.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(err));
        if (!err.isEmpty())
            QSKIP(qPrintable(err));
        QVERIFY(m_lab.enterClientNamespace());
        QVERIFY(m_dir.isValid());
        m_remoteRoot = m_dir.filePath(QStringLiteral("remote"));
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("ledger.sqlite"))));
        m_store = std::make_unique<SqliteLedgerStore>(m_db);
        m_ledger = std::make_unique<Ledger>(*m_store, [this] { return now(); });
        m_adam = KeySigner::generate();
        m_olga = KeySigner::generate();
        m_sender = KeySigner::generate();
        QVERIFY(m_ledger->found(QStringLiteral("adam"), *m_adam));
        QVERIFY(m_ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, m_olga->publicKey(),
                                          *m_adam));
        m_anchors.keys << VerifierKey::make(QStringLiteral("adam"), m_adam->publicKey());

        const QString data = m_dir.filePath(QStringLiteral("genomes"));
        writeRandom(data + QStringLiteral("/a.bin"), 5 * (1 << 20) + 12345, 1);
        writeRandom(data + QStringLiteral("/sub/b.bin"), 3 * (1 << 20) + 1, 2);
        writeRandom(data + QStringLiteral("/empty.txt"), 0, 3);
        addDataset(QStringLiteral("genomes"), data);
        approve(QStringLiteral("genomes"), QStringLiteral("SG"));
        writeRandom(m_dir.filePath(QStringLiteral("big/model.bin")), 40 << 20, 4);
        addDataset(QStringLiteral("big"), m_dir.filePath(QStringLiteral("big")));
        approve(QStringLiteral("big"), QStringLiteral("SG"));
        addDataset(QStringLiteral("unapproved"), data);
        addDataset(QStringLiteral("elsewhere"), data);
        approve(QStringLiteral("elsewhere"), QStringLiteral("DE"), QStringLiteral("de-h100"));
        // Approved, expired, then revived in the database file (the request table's guard dropped, state and
        // times rewritten): the audit log still says it expired, and the push must say no.
        addDataset(QStringLiteral("revived"), data);
        approve(QStringLiteral("revived"), QStringLiteral("SG"));
        QVERIFY(m_ledger->expire(m_lastRequest, QStringLiteral("rita")).ok());
        QVERIFY(m_db.execute("DROP TRIGGER IF EXISTS ledger_requests_no_update").ok());
        const Status revived = m_db.execute(
            "UPDATE ledger_requests SET state = 'active', expired_at = NULL WHERE id = ?1", {m_lastRequest});
        QVERIFY2(revived.ok(), qPrintable(revived.error()));

        QString why;
        QVERIFY2(m_relay.start(QStringLiteral("127.0.0.1"), 0, m_lab.value("BASTION1"), 22, &why),
                 qPrintable(why));
        m_plan.jumps = {endpoint("BASTION1")};
        m_plan.target = endpoint("NODE");
        m_base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        m_base.useAgent = false;
        m_base.timeoutMs = 15000;
        m_base.connectHost = QStringLiteral("127.0.0.1");
        m_base.connectPort = m_relay.port();
        m_hub = std::make_unique<ssh::ConnectionHub>();
        m_transfers = std::make_unique<DataTransfers>(
            *m_ledger, m_anchors, TransferStore(m_dir.filePath(QStringLiteral("transfers"))));
    }

    void cleanup() { m_relay.setRateLimit(0); }

    // No request for the dataset, or one for another country: refused with the rule and the command that
    // would request the export; nothing is recorded as a copy.
    void refusedWithoutApproval_data()
    {
        QTest::addColumn<QString>("dataset");
        QTest::addColumn<QString>("cluster");
        QTest::addColumn<QString>("rule");
        QTest::newRow("no request") << QStringLiteral("unapproved") << QStringLiteral("sg-h200")
                                    << QStringLiteral("no-request");
        QTest::newRow("other country") << QStringLiteral("elsewhere") << QStringLiteral("sg-h200")
                                       << QStringLiteral("other-destination");
        // Approved for sg-h200: another cluster whose region says SG too (edited, or a second contract in
        // the same country) is not what the officer approved.
        QTest::newRow("other cluster, same country")
            << QStringLiteral("genomes") << QStringLiteral("sg-a100") << QStringLiteral("other-destination");
        QTest::newRow("expired request revived in the database")
            << QStringLiteral("revived") << QStringLiteral("sg-h200") << QStringLiteral("no-valid-approval");
    }
    void refusedWithoutApproval()
    {
        QFETCH(QString, dataset);
        QFETCH(QString, cluster);
        QFETCH(QString, rule);
        PushRequest p = push(dataset, m_remoteRoot + QStringLiteral("/refused"));
        p.cluster = cluster;
        const Result<TransferState> s = m_transfers->prepare(p, *m_sender, QStringLiteral("sam"));
        QVERIFY(!s.ok());
        QCOMPARE(s.code(), ErrorCode::Refused);
        QVERIFY2(s.error().contains(rule), qPrintable(s.error()));
        QVERIFY2(s.error().contains(QLatin1String("clustergate ledger request create --datasets ") + dataset),
                 qPrintable(s.error()));
        const auto copies = remoteCopies(*m_ledger);
        QVERIFY(copies.ok());
        for (const RemoteCopy &c : copies.value())
            QVERIFY(c.dataset != dataset);
    }

    // Four connections through the jump chain (four TCP connections at the relay), every file in place
    // with its hash, the signed manifest in the audit log, the copy in destruction tracking; then the wipe.
    void pushThroughJumpChainAndWipe()
    {
        TransferState s = prepared(push(QStringLiteral("genomes"), m_remoteRoot + QStringLiteral("/ok")));
        QVERIFY(!s.manifest.id.isEmpty());
        QVERIFY(s.manifest.signatureValid());
        QCOMPARE(s.manifest.senderKey, m_sender->publicKey());
        QCOMPARE(s.manifest.chunkCount(), 6 + 4 + 1);
        const int servedBefore = m_relay.connectionsServed();
        TransferOptions o;
        o.connections = 4;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o);
        QVERIFY2(s.status == TransferStatus::Complete, qPrintable(s.reason));
        QCOMPARE(s.connections, 4);
        QVERIFY(m_relay.connectionsServed() - servedBefore >= 3); // one may ride an earlier pooled login
        QCOMPARE(s.bytesSent, s.manifest.totalBytes());
        verifyLanded(s);

        AuditQuery q;
        q.actionPrefix = QStringLiteral("data.manifest");
        const auto rows = m_ledger->audit().rows(q);
        QVERIFY(rows.ok());
        bool found = false;
        for (const AuditRow &r : rows.value()) {
            const QJsonObject d = QJsonDocument::fromJson(r.details.toUtf8()).object();
            if (d.value(QStringLiteral("id")).toString() != s.manifest.id)
                continue;
            found = true;
            const Result<Manifest> back = Manifest::fromJson(d);
            QVERIFY2(back.ok(), qPrintable(back.error()));
            QVERIFY(back->signatureValid());
            QCOMPARE(back->sha256(), s.manifest.sha256());
            QVERIFY(!r.details.contains(
                m_dir.filePath(QStringLiteral("genomes")))); // local paths are the sender's own
        }
        QVERIFY(found);
        const auto copies = remoteCopies(*m_ledger, s.manifest.requestId);
        QVERIFY(copies.ok());
        QVERIFY(std::any_of(copies->begin(), copies->end(), [&](const RemoteCopy &c) {
            return c.transferId == s.manifest.id && c.remotePath == s.manifest.remotePath &&
                   !c.wiped.isValid();
        }));

        const Result<WipeEvidence> ev = m_transfers->wipe(*m_hub, m_plan, m_base, s, QStringLiteral("sam"));
        QVERIFY2(ev.ok(), qPrintable(ev.error()));
        for (int i = 0; i < s.manifest.files.size(); ++i)
            QVERIFY(!QFileInfo::exists(s.manifest.finalPath(i)));
        QCOMPARE(fileSha(ev->file), ev->sha256);
        QCOMPARE(ev->json.value(QStringLiteral("where")).toString(),
                 QStringLiteral("sg-h200:") + s.manifest.remotePath);
        QCOMPARE(ev->json.value(QStringLiteral("what")).toArray().size(), 3);
        const auto after = remoteCopies(*m_ledger, s.manifest.requestId);
        QVERIFY(std::any_of(after->begin(), after->end(), [&](const RemoteCopy &c) {
            return c.transferId == s.manifest.id && c.wiped.isValid() && c.evidenceSha256 == ev->sha256;
        }));
        QCOMPARE(m_transfers->store().load(s.manifest.id)->status, TransferStatus::Wiped);
    }

    // Every connection reset just after a chunk verified (the others mid-chunk): the transfer reconnects
    // and resends only what had not verified; then a cancel, and a resume from the saved state (as after
    // a restart) sends only the rest.
    void cutThenCancelThenResume()
    {
        TransferState s = prepared(push(QStringLiteral("genomes"), m_remoteRoot + QStringLiteral("/cut")));
        QVERIFY(!s.manifest.id.isEmpty());
        m_relay.setRateLimit(3 << 20);
        std::atomic<bool> cancel{false};
        int verified = 0;
        TransferHooks hooks;
        hooks.chunkVerified = [&](const TransferState &) {
            ++verified;
            if (verified == 2)
                m_relay.resetConnections();
            if (verified == 6)
                cancel = true;
        };
        hooks.cancelled = [&] { return cancel.load(); };
        TransferOptions o;
        o.connections = 3;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o, hooks);
        QCOMPARE(s.status, TransferStatus::Cancelled);
        QVERIFY2(s.bytesResent > 0, "the reset cut chunks in flight, which had to be sent again");
        QVERIFY(s.chunksResent >= 1);
        // Nothing counted that did not verify: each counted chunk is on the far side as sent.
        Result<TransferState> saved = m_transfers->store().load(s.manifest.id);
        QVERIFY(saved.ok());
        QVERIFY(saved->verifiedChunks.size() >= 6);
        QVERIFY(saved->verifiedChunks.size() < s.manifest.chunkCount());
        const QList<ChunkRef> chunks = s.manifest.chunks();
        for (int idx : saved->verifiedChunks) {
            const ChunkRef c = chunks.at(idx);
            QFile part(s.manifest.partPath(c.file));
            QVERIFY(part.open(QIODevice::ReadOnly) && part.seek(c.offset));
            QCOMPARE(QCryptographicHash::hash(part.read(c.length), QCryptographicHash::Sha256),
                     s.manifest.files.at(c.file).chunkSha256.at(c.chunk));
        }
        const qint64 left = s.manifest.totalBytes() - saved->verifiedBytes();
        const qint64 sentBefore = saved->bytesSent;
        TransferState resumed = saved.value();
        TransferEngine::run(*m_hub, m_plan, m_base, resumed, m_transfers->store(), o);
        QVERIFY2(resumed.status == TransferStatus::Complete, qPrintable(resumed.reason));
        QCOMPARE(resumed.bytesSent - sentBefore, left);
        verifyLanded(resumed);
    }

    // A 32 MiB chunk cut well past its middle: the far side checks the prefix that surely landed and only
    // the rest is sent again, not the whole chunk.
    void cutMidChunkResumesInsideTheChunk()
    {
        TransferState s = prepared(
            push(QStringLiteral("big"), m_remoteRoot + QStringLiteral("/midchunk"), qint64(32) << 20));
        QCOMPARE(s.manifest.chunkCount(), 2);
        m_relay.setRateLimit(8 << 20);
        std::atomic<bool> cut{false};
        TransferHooks hooks;
        hooks.progress = [&](const TransferProgress &p) {
            if (!cut && p.sentThisRun > (24 << 20)) {
                cut = true;
                m_relay.resetConnections();
            }
        };
        TransferOptions o;
        o.connections = 1;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o, hooks);
        QVERIFY2(s.status == TransferStatus::Complete, qPrintable(s.reason));
        QVERIFY(cut);
        QVERIFY(s.chunksResent >= 1);
        QVERIFY2(s.bytesResent > 0 && s.bytesResent < (qint64(32) << 20) / 2,
                 qPrintable(QString::number(s.bytesResent)));
        QCOMPARE(s.bytesSent, s.manifest.totalBytes() + s.bytesResent);
        verifyLanded(s);
    }

    // A chunk that verified is damaged on the far side before the file is put in place: the whole-file
    // check finds it, the chunk is sent again, the file lands intact.
    void corruptedRemoteChunkResent()
    {
        TransferState s =
            prepared(push(QStringLiteral("genomes"), m_remoteRoot + QStringLiteral("/corrupt")));
        std::atomic<bool> cancel{false};
        TransferHooks hooks;
        hooks.chunkVerified = [&](const TransferState &st) { cancel = st.verifiedChunks.contains(0); };
        hooks.cancelled = [&] { return cancel.load(); };
        TransferOptions o;
        o.connections = 1;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o, hooks);
        QCOMPARE(s.status, TransferStatus::Cancelled);
        QVERIFY(s.verifiedChunks.contains(0));
        {
            QFile part(s.manifest.partPath(0));
            QVERIFY(part.open(QIODevice::ReadWrite));
            QVERIFY(part.seek(1000));
            const char x = part.read(1).at(0);
            QVERIFY(part.seek(1000));
            part.write(QByteArray(1, char(x ^ 0x5a)));
        }
        o.connections = 2;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o);
        QVERIFY2(s.status == TransferStatus::Complete, qPrintable(s.reason));
        QCOMPARE(s.corruptChunks, 1);
        verifyLanded(s);
    }

    // The approval runs out while the transfer is under way: it stops before the next chunk and says why;
    // a second transfer of the same dataset meanwhile is refused.
    void approvalExpiresMidTransferAndConcurrentRefused()
    {
        TransferState s = prepared(push(QStringLiteral("genomes"), m_remoteRoot + QStringLiteral("/expire")));
        auto lock = m_transfers->store().lockDataset(s.manifest.dataset, s.manifest.id);
        QVERIFY2(lock.ok(), qPrintable(lock.error()));
        m_relay.setRateLimit(2 << 20);
        QString concurrent;
        TransferHooks hooks;
        hooks.stopReason = [&] { return DataTransfers::expiry(s.manifest, now()); };
        hooks.chunkVerified = [&](const TransferState &st) {
            if (st.verifiedChunks.size() == 2) {
                const auto other =
                    m_transfers->store().lockDataset(s.manifest.dataset, QStringLiteral("t-x"));
                concurrent = other.ok() ? QStringLiteral("not refused") : other.error();
                m_clockOffsetDays = 31;
            }
        };
        TransferOptions o;
        o.connections = 1;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o, hooks);
        m_clockOffsetDays = 0;
        QCOMPARE(s.status, TransferStatus::Stopped);
        QVERIFY2(s.reason.contains(QLatin1String("expired")), qPrintable(s.reason));
        QVERIFY(s.verifiedChunks.size() < s.manifest.chunkCount());
        QVERIFY2(concurrent.contains(QLatin1String("already being sent")) &&
                     concurrent.contains(s.manifest.id),
                 qPrintable(concurrent));
    }

    // A connection that stops moving (the middlebox keeps it open, forwards nothing) is restarted by the
    // stall detector and the transfer completes.
    void stalledConnectionRestarted()
    {
        TransferState s = prepared(push(QStringLiteral("genomes"), m_remoteRoot + QStringLiteral("/stall")));
        m_relay.setRateLimit(3 << 20);
        bool stalled = false;
        TransferHooks hooks;
        hooks.chunkVerified = [&](const TransferState &) {
            if (!stalled) {
                stalled = true;
                m_relay.stallConnections();
            }
        };
        TransferOptions o;
        o.connections = 2;
        o.stallSeconds = 2;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o, hooks);
        QVERIFY2(s.status == TransferStatus::Complete, qPrintable(s.reason));
        QVERIFY(s.stallRestarts >= 1);
        QVERIFY2(s.connectionNote.contains(QLatin1String("MTU")), qPrintable(s.connectionNote));
        verifyLanded(s);
    }

    // The far side's disk fills up: a clear error naming it, the state resumable.
    void farDiskFull()
    {
        // The node's sshd has a mount namespace of its own (ip netns exec): the small disk is mounted there.
        const QString small = m_dir.filePath(QStringLiteral("small"));
        const auto onNode = [&](const QByteArray &cmd) {
            std::unique_ptr<ssh::ExecRequest> r(m_hub->exec(m_plan, m_base, cmd));
            r->waitForFinished();
            return r->result().ok();
        };
        const QByteArray q = ssh::FilePush::shellQuote(small);
        if (!onNode("mkdir -p " + q + " && mount -t tmpfs -o size=2m tmpfs " + q))
            QSKIP("cannot mount a small tmpfs on the node (needs root)");
        TransferState s = prepared(push(QStringLiteral("genomes"), small + QStringLiteral("/ds")));
        TransferOptions o;
        o.connections = 2;
        TransferEngine::run(*m_hub, m_plan, m_base, s, m_transfers->store(), o);
        QVERIFY(onNode("umount " + q));
        QVERIFY2(s.status == TransferStatus::Failed,
                 qPrintable(statusName(s.status) + QLatin1Char(' ') + s.reason));
        QVERIFY2(s.reason.contains(QLatin1String("out of disk space")), qPrintable(s.reason));
        QVERIFY(s.verifiedChunks.size() < s.manifest.chunkCount());
    }
};

QTEST_GUILESS_MAIN(TestDataTransfer)
#include "tst_data_transfer.moc"
