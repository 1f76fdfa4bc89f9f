// SPDX-License-Identifier: GPL-3.0-or-later
// Transfer manifests and their resumable state on real files: chunk hashes against sha256sum (the far side's
// own tool), the sender's signature over the canonical bytes (any changed field breaks it), the JSON round
// trip, damaged state refused, and one lock per dataset.
#include "ledger/ed25519.h"
#include "transfer/data_transfers.h"
#include "transfer/transfer_engine.h"
#include "transfer/transfer_state.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
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
    // A push without --to (or an empty directory in the dialog) lands where the cluster's jobs look for
    // staged datasets: its staging root, else clustergate/datasets in the login's home.
    void defaultRemoteDirFollowsTheStagingRoot()
    {
        using cg::transfer::DataTransfers;
        QCOMPARE(DataTransfers::defaultRemoteDir({}, QStringLiteral("logs")),
                 QStringLiteral("clustergate/datasets/logs"));
        QCOMPARE(DataTransfers::defaultRemoteDir(QStringLiteral("/scratch/stage/"), QStringLiteral("logs")),
                 QStringLiteral("/scratch/stage/logs"));
        QCOMPARE(DataTransfers::defaultRemoteDir(QStringLiteral("/"), QStringLiteral("logs")),
                 QStringLiteral("/logs"));
        // The inventory allows roots under ~ and $HOME; the path is quoted, so they are made relative.
        QCOMPARE(DataTransfers::defaultRemoteDir(QStringLiteral("$HOME/stage"), QStringLiteral("logs")),
                 QStringLiteral("stage/logs"));
        QCOMPARE(DataTransfers::defaultRemoteDir(QStringLiteral("~/stage/"), QStringLiteral("logs")),
                 QStringLiteral("stage/logs"));
        QCOMPARE(DataTransfers::defaultRemoteDir(QStringLiteral("~"), QStringLiteral("logs")),
                 QStringLiteral("logs"));
    }

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

    // The chunk command run here as the far side runs it (sh -c, the part under a relative path), with
    // python3 (hashing as it writes) and without (dd, then the read-back), and through the deployed agent's
    // `chunk-write` (the real agent binary where AgentDeployer puts it, with neither python3 nor dd on the
    // PATH, with the node's libcrypto or the agent's own SHA-256); an agent that does not speak the protocol
    // (exit 2 before reading) leaves the chunk to python3. The chunk lands at its offset and the hash printed
    // is the chunk's; a prefix already there is checked before the rest is taken, and a wrong one writes
    // nothing.
    void chunkCommandsWriteAndHash_data()
    {
        QTest::addColumn<bool>("python");
        QTest::addColumn<QString>("agent"); // "": none deployed, "real", "portable", "old"
        QTest::newRow("python3") << true << QString();
        QTest::newRow("sh and coreutils only") << false << QString();
        QTest::newRow("agent") << false << QStringLiteral("real");
        QTest::newRow("agent, its own SHA-256") << false << QStringLiteral("portable");
        QTest::newRow("agent of another protocol, python3") << true << QStringLiteral("old");
    }
    void chunkCommandsWriteAndHash()
    {
        QFETCH(bool, python);
        QFETCH(QString, agent);
        // A PATH holding only the tools the command may use: without python3, the fallback must do; with the
        // agent, not even dd.
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        QStringList tools{QStringLiteral("sh"), QStringLiteral("mkdir")};
        if (agent.isEmpty() || agent == QLatin1String("old"))
            tools << QStringLiteral("dd") << QStringLiteral("cut") << QStringLiteral("sha256sum")
                  << QStringLiteral("openssl");
        if (python)
            tools << QStringLiteral("python3");
        for (const QString &t : std::as_const(tools)) {
            // The system's tools (a version manager's python3 shim is a script needing more than this PATH).
            const QString at =
                QStandardPaths::findExecutable(t, {QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
            if (at.isEmpty() && t == QLatin1String("python3"))
                QSKIP("no python3 here");
            if (!at.isEmpty())
                QVERIFY(QFile::link(at, bin.filePath(t)));
        }
        QTemporaryDir far;
        QVERIFY(far.isValid());
        // The agent where AgentDeployer keeps it: $XDG_CACHE_HOME/clustergate/clustergate-agent.
        const QString deployed = far.filePath(QStringLiteral("cache/clustergate/clustergate-agent"));
        QVERIFY(QDir().mkpath(QFileInfo(deployed).absolutePath()));
        if (agent == QLatin1String("real") || agent == QLatin1String("portable")) {
            QVERIFY(QFile::copy(QStringLiteral(CLUSTERGATE_AGENT_BINARY), deployed));
        } else if (agent == QLatin1String("old")) {
            QFile old(deployed);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("#!/bin/sh\necho \"clustergate-agent: unknown command '$1'\" >&2\nexit 2\n");
            old.close();
            QVERIFY(old.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        }
        const bool viaAgent = !agent.isEmpty();
        const auto runOnFarSide = [&](const QByteArray &cmd, const QByteArray &in, QByteArray *out) {
            QProcess p;
            QProcessEnvironment env;
            env.insert(QStringLiteral("PATH"), bin.path());
            env.insert(QStringLiteral("XDG_CACHE_HOME"), far.filePath(QStringLiteral("cache")));
            if (agent == QLatin1String("portable"))
                env.insert(QStringLiteral("CLUSTERGATE_AGENT_NO_LIBCRYPTO"), QStringLiteral("1"));
            p.setProcessEnvironment(env);
            p.setWorkingDirectory(far.path());
            p.start(bin.filePath(QStringLiteral("sh")), {QStringLiteral("-c"), QString::fromUtf8(cmd)});
            p.write(in);
            p.closeWriteChannel();
            if (!p.waitForFinished(30000))
                return -1;
            *out = p.readAllStandardOutput();
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        Manifest m = sample();
        m.remotePath = QStringLiteral("landed/it's here");
        const QList<ChunkRef> chunks = m.chunks();
        QFile local(m.files.at(0).localPath);
        QVERIFY(local.open(QIODevice::ReadOnly));
        const QByteArray whole = local.readAll();
        const QString part = far.filePath(m.partPath(0));
        const auto onFarSide = [&](const ChunkRef &c) {
            QFile f(part);
            return f.open(QIODevice::ReadOnly) && f.seek(c.offset) ? f.read(c.length) : QByteArray();
        };

        // Chunk 1 of a.bin, from nothing.
        const ChunkRef one = chunks.at(1);
        QByteArray out;
        QCOMPARE(runOnFarSide(TransferEngine::chunkCommand(m, one, 0, {}, viaAgent),
                              whole.mid(one.offset, one.length), &out),
                 0);
        QCOMPARE(out.left(64), m.files.at(0).chunkSha256.at(1).toHex());
        QCOMPARE(onFarSide(one), whole.mid(one.offset, one.length));

        // Chunk 2 with its first 10,000 bytes already there: checked, then only the rest is sent.
        const ChunkRef two = chunks.at(2);
        const qint64 skip = 10000;
        {
            QFile f(part);
            QVERIFY(f.open(QIODevice::ReadWrite) && f.seek(two.offset));
            QCOMPARE(f.write(whole.mid(two.offset, skip)), skip);
        }
        const QByteArray prefixHex =
            QCryptographicHash::hash(whole.mid(two.offset, skip), QCryptographicHash::Sha256).toHex();
        QCOMPARE(runOnFarSide(TransferEngine::chunkCommand(m, two, skip, prefixHex, viaAgent),
                              whole.mid(two.offset + skip, two.length - skip), &out),
                 0);
        QVERIFY2(out.startsWith("prefix-ok\n"), out.constData());
        QCOMPARE(out.mid(10, 64), m.files.at(0).chunkSha256.at(2).toHex());
        QCOMPARE(onFarSide(two), whole.mid(two.offset, two.length));

        // A prefix that is not the chunk's: refused, nothing written.
        const ChunkRef three = chunks.at(3);
        const QByteArray before = onFarSide(three);
        QCOMPARE(runOnFarSide(TransferEngine::chunkCommand(m, three, skip, prefixHex, viaAgent),
                              whole.mid(three.offset + skip, three.length - skip), &out),
                 3);
        QVERIFY2(out.startsWith("prefix-bad"), out.constData());
        QCOMPARE(onFarSide(three), before);
        // No prefix hash at all (the local prefix could not be read): refused the same way.
        QCOMPARE(runOnFarSide(TransferEngine::chunkCommand(m, three, skip, {}, viaAgent),
                              whole.mid(three.offset + skip, three.length - skip), &out),
                 3);
        QVERIFY2(out.startsWith("prefix-bad"), out.constData());
        QCOMPARE(onFarSide(three), before);
    }

    // The probe the engine runs before it lets the node's agent write chunks: "-" where none is deployed,
    // else the deployed file's SHA-256 (the engine compares it with the agent this console ships).
    void agentProbeNamesTheDeployedAgent()
    {
        QTemporaryDir cache;
        QVERIFY(cache.isValid());
        const auto probe = [&] {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
            p.setProcessEnvironment(env);
            p.start(QStringLiteral("sh"),
                    {QStringLiteral("-c"), QString::fromUtf8(TransferEngine::agentProbeCommand())});
            return p.waitForFinished(30000) && p.exitCode() == 0 ? p.readAllStandardOutput().trimmed()
                                                                 : QByteArray("failed");
        };
        QCOMPARE(probe(), QByteArray("-"));
        const QString deployed = cache.filePath(QStringLiteral("clustergate/clustergate-agent"));
        QVERIFY(QDir().mkpath(QFileInfo(deployed).absolutePath()));
        QVERIFY(QFile::copy(QStringLiteral(CLUSTERGATE_AGENT_BINARY), deployed));
        QFile f(deployed);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(probe(), QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
    }

    // The agent's chunk-write refuses a protocol it does not speak with status 2 before reading or creating
    // anything, which is what lets the console's command fall back to its Python writer.
    void agentRefusesOtherProtocols()
    {
        QTemporaryDir far;
        QVERIFY(far.isValid());
        const QString part = far.filePath(QStringLiteral("0.part"));
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                {QStringLiteral("chunk-write"), QStringLiteral("--protocol"), QStringLiteral("2"), part,
                 QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("-")});
        p.write("data");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(p.readAllStandardError().contains("protocol 2 is not spoken here"), "");
        QVERIFY(!QFileInfo::exists(part));
    }

    // The command printed for copying names a dataset and a cluster as one shell word each, whatever
    // their names hold: pasted into a shell it runs nothing else and passes each as one argument.
    void printedCommandsQuoteNames()
    {
        const QString dataset = QStringLiteral("scans $(touch pwned); rm x 'q'");
        jobs::Destination d;
        d.cluster = QStringLiteral("de 1`touch pwned2`");
        d.country = QStringLiteral("DE");
        const QString command = DataTransfers::requestCommand(dataset, {}, d);
        QVERIFY(command.startsWith(QLatin1String("clustergate ")));
        QTemporaryDir dir;
        QProcess p;
        p.setWorkingDirectory(dir.path());
        // The shell reads the line as printed; printf shows the words it made.
        p.start(QStandardPaths::findExecutable(QStringLiteral("sh")),
                {QStringLiteral("-c"), QStringLiteral("printf '%s\\n' ") + command.mid(12)});
        QVERIFY(p.waitForFinished(30000));
        const QStringList words = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n');
        QCOMPARE(words.value(words.indexOf(QStringLiteral("--datasets")) + 1), dataset);
        QCOMPARE(words.value(words.indexOf(QStringLiteral("--cluster")) + 1), d.cluster);
        QCOMPARE(words.value(words.indexOf(QStringLiteral("--country")) + 1), QStringLiteral("DE"));
        QVERIFY(QDir(dir.path()).isEmpty());
        // Plain names stay as they are.
        d.cluster = QStringLiteral("de-1");
        QVERIFY(DataTransfers::requestCommand(QStringLiteral("scans"), {}, d)
                    .startsWith(QLatin1String("clustergate ledger request create --datasets scans --form raw "
                                              "--cluster de-1 --country DE")));
    }

    // A destination whose path starts with '-' is a path to every command on the far side, never options:
    // each chunk lands, the file is placed where it belongs, nothing else is made.
    void dashedPathsAreNotOptions()
    {
        QTemporaryDir far;
        QVERIFY(far.isValid());
        Manifest m = sample();
        m.remotePath = QStringLiteral("-v landed");
        const QString sh = QStandardPaths::findExecutable(QStringLiteral("sh"));
        const auto run = [&](const QByteArray &cmd, const QByteArray &in, QByteArray *out) {
            QProcess p;
            p.setWorkingDirectory(far.path());
            p.start(sh, {QStringLiteral("-c"), QString::fromUtf8(cmd)});
            p.write(in);
            p.closeWriteChannel();
            if (!p.waitForFinished(30000))
                return -1;
            *out = p.readAllStandardOutput() + p.readAllStandardError();
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        QFile local(m.files.at(0).localPath);
        QVERIFY(local.open(QIODevice::ReadOnly));
        const QByteArray whole = local.readAll();
        QByteArray out;
        for (const ChunkRef &c : m.chunks()) {
            if (c.file != 0)
                continue;
            QVERIFY2(run(TransferEngine::chunkCommand(m, c), whole.mid(c.offset, c.length), &out) == 0,
                     out.constData());
        }
        QVERIFY2(run(TransferEngine::finalizeCommand(m, 0), {}, &out) == 0, out.constData());
        QVERIFY2(out.startsWith("placed"), out.constData());
        QFile placed(far.filePath(m.finalPath(0)));
        QVERIFY2(placed.open(QIODevice::ReadOnly), qPrintable(placed.fileName()));
        QCOMPARE(placed.readAll(), whole);
        QCOMPARE(QDir(far.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("-v landed")});
    }
};

QTEST_GUILESS_MAIN(TestTransferManifest)
#include "tst_transfer_manifest.moc"
