// SPDX-License-Identifier: GPL-3.0-or-later
// Transfer manifests and their resumable state on real files: chunk hashes against sha256sum (the far side's
// own tool), the sender's signature over the canonical bytes (any changed field breaks it), the JSON round
// trip, damaged state refused, and one lock per dataset.
#include "ledger/ed25519.h"
#include "transfer/transfer_engine.h"
#include "transfer/transfer_state.h"

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::transfer;

class TestTransferManifest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QByteArray sha256sum(const QString &path, qint64 offset, qint64 length)
    {
        QProcess p;
        p.start(QStringLiteral("sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("dd if=\"$0\" bs=1M skip=%1 count=%2 iflag=skip_bytes,count_bytes "
                                "status=none | sha256sum")
                     .arg(offset)
                     .arg(length),
                 path});
        p.waitForFinished(30000);
        return QByteArray::fromHex(p.readAllStandardOutput().left(64));
    }

    Manifest sample()
    {
        const QString root = m_dir.filePath(QStringLiteral("ds"));
        QDir().mkpath(root + QStringLiteral("/sub"));
        QFile a(root + QStringLiteral("/a.bin")), b(root + QStringLiteral("/sub/b.txt"));
        if (!a.exists()) {
            a.open(QIODevice::WriteOnly);
            QByteArray buf(300000, Qt::Uninitialized);
            for (int i = 0; i < buf.size(); ++i)
                buf[i] = char(i * 7 + i / 251);
            a.write(buf);
            a.close();
            b.open(QIODevice::WriteOnly);
            b.write("hello\n");
            b.close();
        }
        Manifest m;
        m.id = Manifest::newId();
        m.dataset = QStringLiteral("ds");
        m.form = QStringLiteral("raw");
        m.requestId = 7;
        m.approvalId = 3;
        m.approvalExpires = QDate(2026, 12, 31);
        m.cluster = QStringLiteral("sg-h200");
        m.destination = QStringLiteral("SG");
        m.remotePath = QStringLiteral("clustergate/datasets/ds");
        m.chunkSize = 64 << 10;
        m.created = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);
        auto files = scanLocation(root, m.chunkSize);
        if (files)
            m.files = files.value();
        return m;
    }

private slots:
    void chunkHashesMatchSha256sum()
    {
        const Manifest m = sample();
        QCOMPARE(m.files.size(), 2);
        QCOMPARE(m.files.at(0).relativePath, QStringLiteral("a.bin"));
        QCOMPARE(m.files.at(1).relativePath, QStringLiteral("sub/b.txt"));
        QCOMPARE(m.files.at(0).chunkSha256.size(), 5); // 300000 bytes in 64 KiB chunks
        QCOMPARE(m.chunkCount(), 6);
        for (const ChunkRef &c : m.chunks())
            QCOMPARE(m.files.at(c.file).chunkSha256.at(c.chunk),
                     sha256sum(m.files.at(c.file).localPath, c.offset, c.length));
        QCOMPARE(m.files.at(0).sha256, sha256sum(m.files.at(0).localPath, 0, m.files.at(0).size));
    }

    void signatureCoversEveryField()
    {
        Manifest m = sample();
        auto key = ledger::KeySigner::generate();
        QVERIFY(m.sign(*key, QStringLiteral("sam")).ok());
        QVERIFY(m.signatureValid());
        const Result<Manifest> back = Manifest::fromJson(m.toJson(false));
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QVERIFY(back->signatureValid());
        QCOMPARE(back->sha256(), m.sha256());
        const std::vector<std::function<void(Manifest &)>> edits{
            [](Manifest &x) { x.remotePath += QStringLiteral("x"); },
            [](Manifest &x) { x.approvalId += 1; },
            [](Manifest &x) { x.cluster = QStringLiteral("de-h100"); },
            [](Manifest &x) { x.files[0].chunkSha256[2][0] = char(x.files[0].chunkSha256[2][0] ^ 1); },
            [](Manifest &x) { x.files[1].relativePath = QStringLiteral("sub/c.txt"); },
            [](Manifest &x) { x.approvalExpires = x.approvalExpires.addDays(1); }};
        for (const auto &edit : edits) {
            Manifest t = m;
            edit(t);
            QVERIFY(!t.signatureValid());
        }
    }

    void damagedJsonRefused()
    {
        Manifest m = sample();
        QJsonObject o = m.toJson(true);
        QJsonArray files = o.value(QStringLiteral("files")).toArray();
        QJsonObject f = files.at(0).toObject();
        f.insert(QStringLiteral("path"), QStringLiteral("../../etc/passwd"));
        files[0] = f;
        o.insert(QStringLiteral("files"), files);
        QVERIFY(!Manifest::fromJson(o).ok());
        QJsonObject o2 = m.toJson(true);
        o2.insert(QStringLiteral("remote_path"), QStringLiteral("a\nrm -rf /"));
        QVERIFY(!Manifest::fromJson(o2).ok());
        QVERIFY(!validRemotePath(QStringLiteral("x/../y")));
        QVERIFY(validRemotePath(QStringLiteral("/scratch/ds")));
    }

    void stateRoundTripAndLock()
    {
        TransferStore store(m_dir.filePath(QStringLiteral("transfers")));
        TransferState s;
        s.manifest = sample();
        s.verifiedChunks = {0, 2, 5};
        s.bytesSent = 12345;
        s.status = TransferStatus::Stopped;
        s.reason = QStringLiteral("approval expired");
        QVERIFY(store.save(s).ok());
        const Result<TransferState> back = store.load(s.manifest.id);
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QCOMPARE(back->verifiedChunks, s.verifiedChunks);
        QCOMPARE(back->status, TransferStatus::Stopped);
        QCOMPARE(back->verifiedBytes(), qint64(64 << 10) * 2 + 6);
        QVERIFY(!store.load(QStringLiteral("../etc")).ok());

        auto first = store.lockDataset(QStringLiteral("ds"), s.manifest.id);
        QVERIFY(first.ok());
        auto second = store.lockDataset(QStringLiteral("ds"), QStringLiteral("t-other"));
        QVERIFY(!second.ok());
        QVERIFY(second.error().contains(s.manifest.id));
        first.value().reset();
        QVERIFY(store.lockDataset(QStringLiteral("ds"), QStringLiteral("t-other")).ok());
    }

    // The far side's commands quote every path (a path with a quote and a space stays one argument).
    void commandsQuotePaths()
    {
        Manifest m = sample();
        m.remotePath = QStringLiteral("data/it's here");
        const QByteArray c = TransferEngine::chunkCommand(m, m.chunks().at(1));
        QVERIFY(c.contains("'data/it'\\''s here/.clustergate-transfer-"));
        QVERIFY(c.contains("seek=65536"));
        QVERIFY(c.contains("count=65536"));
    }
};

QTEST_GUILESS_MAIN(TestTransferManifest)
#include "tst_transfer_manifest.moc"
