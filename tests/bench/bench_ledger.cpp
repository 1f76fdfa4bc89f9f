// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log at scale: 1,000,000 rows appended in batches (one transaction per batch) to a real SQLite
// file, then the whole log verified (the hash chain and the RFC 9162 Merkle tree, against a signed tree
// head), in rows per second. Anchor, measured in the same run on the same file: a plain Python verifier of
// the same chain and tree (tests/bench/verify_audit_log.py: sqlite3 + hashlib). Then inclusion proofs: made
// from the stored tree (O(log n) nodes read, what `clustergate ledger prove` does), and one verified offline
// (the path alone, and with the tree head's signature).
// Goals: >= 50,000 rows/s batched append, >= 1,000,000 rows/s verify and >= 4x the Python verifier, < 1 ms
// to verify an inclusion proof. Measured, never asserted.
//
//   bench_ledger [ROWS] [BATCH]      (defaults 1000000 and 10000)
#include "ledger/audit_log.h"
#include "ledger/audit_proofs.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/merkle.h"
#include "ledger/registration.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <sys/resource.h>

using namespace cg;
using namespace cg::ledger;

namespace {

// CPU seconds used by this process (all its threads): on a shared machine the wall-clock rate follows the
// load, the CPU time per row much less.
double processCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// CPU seconds used by the children waited for (the Python anchor).
double childrenCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 rows = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1000000;
    const int batch = argc > 2 ? QByteArray(argv[2]).toInt() : 10000;
    if (rows < 1 || batch < 1) {
        std::fprintf(stderr, "usage: bench_ledger [ROWS] [BATCH]\n");
        return 2;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    Database db;
    if (const Status st = db.open(path); !st) {
        std::fprintf(stderr, "%s\n", qPrintable(st.error()));
        return 1;
    }
    SqliteLedgerStore store(db);
    AuditLog log(store);

    // What the SSH layer records for every remote command: the bulk of a busy console's audit log.
    QElapsedTimer t;
    qint64 appendNs = 0;
    double appendCpu = 0;
    QList<AuditEvent> events;
    events.reserve(batch);
    const QDateTime base = QDateTime(QDate(2026, 5, 9), QTime(7, 0), Qt::UTC);
    for (qint64 done = 0; done < rows;) {
        events.clear();
        const qint64 n = qMin<qint64>(batch, rows - done);
        for (qint64 i = 0; i < n; ++i) {
            const qint64 k = done + i;
            events << AuditEvent{
                QStringLiteral("ops"),
                QStringLiteral("ssh.command"),
                QStringLiteral("ssh:ops@gpu-%1").arg(k % 512, 3, 10, QLatin1Char('0')),
                {{QStringLiteral("host"), QStringLiteral("gpu-%1").arg(k % 512, 3, 10, QLatin1Char('0'))},
                 {QStringLiteral("user"), QStringLiteral("ops")},
                 {QStringLiteral("command"),
                  QStringLiteral("nvidia-smi --query-gpu=utilization.gpu --format=csv")},
                 {QStringLiteral("exit_status"), 0},
                 {QStringLiteral("started_ms"), base.toMSecsSinceEpoch() + k * 10},
                 {QStringLiteral("ended_ms"), base.toMSecsSinceEpoch() + k * 10 + 7}},
                base.addMSecs(k * 10)};
        }
        t.start();
        const double cpu0 = processCpuSeconds();
        const auto last = log.appendBatch(events);
        appendCpu += processCpuSeconds() - cpu0;
        appendNs += t.nsecsElapsed();
        if (!last) {
            std::fprintf(stderr, "%s\n", qPrintable(last.error()));
            return 1;
        }
        done += n;
    }
    const double appendS = double(appendNs) / 1e9;
    std::printf(
        "append (batched, %d rows per transaction, 1 thread): %lld rows in %.2f s = %.0f rows/s (goal >= "
        "50,000); CPU %.2f s per 1,000,000 rows (%.0f rows per CPU second)\n",
        batch, rows, appendS, double(rows) / appendS, appendCpu * 1e6 / double(rows),
        double(rows) / appendCpu);

    auto officer = KeySigner::generate();
    const auto note = log.checkpoint(*officer, QStringLiteral("olga"));
    if (!note) {
        std::fprintf(stderr, "%s\n", qPrintable(note.error()));
        return 1;
    }
    VerifyOptions withHead;
    withHead.trustedKeys << VerifierKey::make(QStringLiteral("olga"), officer->publicKey());
    // Each way verify() can walk the chain, twice: one thread, then reading and hashing apart (what
    // `clustergate ledger verify` does on a machine with two cores or more).
    double bestOne = 0, bestAuto = 0, cpuOne = 1e9, cpuAuto = 1e9;
    int autoThreads = 1;
    for (int pass = 1; pass <= 4; ++pass) {
        VerifyOptions o = withHead;
        o.threads = pass % 2 ? 1 : 2;
        t.start();
        const double cpu0 = processCpuSeconds();
        const ChainReport r = log.verify(o);
        const double s = double(t.nsecsElapsed()) / 1e9;
        const double cpu = processCpuSeconds() - cpu0;
        if (!r.intact || r.checkpointsMatched != 1) {
            std::fprintf(stderr, "%s\n", qPrintable(r.summary()));
            return 1;
        }
        std::printf(
            "verify pass %d (C++, %d thread(s), chain + Merkle tree against the signed head): %lld rows in "
            "%.3f s = %.0f rows/s (goal >= 1,000,000); CPU %.3f s per 1,000,000 rows\n",
            pass, r.threads, r.rows, s, double(r.rows) / s, cpu * 1e6 / double(r.rows));
        double &best = pass % 2 ? bestOne : bestAuto;
        best = qMax(best, double(r.rows) / s);
        double &bestCpu = pass % 2 ? cpuOne : cpuAuto;
        bestCpu = qMin(bestCpu, cpu * 1e6 / double(r.rows));
        if (!(pass % 2))
            autoThreads = r.threads;
    }
    // Inclusion proofs made as `clustergate ledger prove` makes them (from the stored tree), then one
    // verified as an auditor would.
    const auto head = SignedNotes::parseCheckpoint(note.value());
    constexpr int kProofs = 100;
    t.start();
    for (int i = 1; i < kProofs; ++i) {
        const auto p = AuditProofs::prove(store, 1 + (rows - 1) * i / kProofs, head.value());
        if (!p) {
            std::fprintf(stderr, "%s\n", qPrintable(p.error()));
            return 1;
        }
    }
    const auto proof = AuditProofs::prove(store, rows / 3 + 1, head.value());
    const double proveMs = double(t.nsecsElapsed()) / 1e6 / kProofs;
    if (!proof) {
        std::fprintf(stderr, "%s\n", qPrintable(proof.error()));
        return 1;
    }
    const QByteArray leaf = merkleLeafHash(auditLeaf(proof->entry));
    constexpr int kLoops = 10000;
    t.start();
    int verified = 0;
    for (int i = 0; i < kLoops; ++i)
        verified +=
            verifyInclusion(proof->leafIndex, proof->treeSize, leaf, proof->path, head->merkleRoot) ? 1 : 0;
    const double pathUs = double(t.nsecsElapsed()) / 1e3 / kLoops;
    TrustAnchors anchors;
    anchors.keys = withHead.trustedKeys;
    const QByteArray json = proof->toJson();
    t.start();
    int full = 0;
    for (int i = 0; i < 1000; ++i)
        full += AuditProofs::verifyJson(json, anchors).exitCode() == 0 ? 1 : 0;
    const double fullUs = double(t.nsecsElapsed()) / 1e3 / 1000;
    if (verified != kLoops || full != 1000) {
        std::fprintf(stderr, "the inclusion proof did not verify\n");
        return 1;
    }
    std::printf(
        "inclusion proof of entry %lld in %lld: %lld hashes, made in %.2f ms (mean of %d proofs across the "
        "log, from the stored tree); verified in %.2f us (path) and %.1f us (JSON read, Ed25519 tree head "
        "signature, path) (goal < 1 ms)\n",
        proof->entry.seq, proof->treeSize, qint64(proof->path.size()), proveMs, kProofs, pathUs, fullUs);
    db.close(); // everything in the main file for the anchor

    const double childCpu0 = childrenCpuSeconds();
    QProcess py;
    py.start(QStringLiteral("python3"), {QStringLiteral(CLUSTERGATE_LEDGER_PY), path,
                                         QStringLiteral("--root-at"), QString::number(head->treeSize)});
    if (!py.waitForFinished(1800000) || py.exitCode() != 0) {
        std::printf("anchor: python3 verifier failed: %s%s\n", py.readAllStandardOutput().constData(),
                    py.readAllStandardError().constData());
        return 1;
    }
    const double pyCpu = (childrenCpuSeconds() - childCpu0) * 1e6 / double(head->treeSize + 1);
    const QString out = QString::fromUtf8(py.readAllStandardOutput()).trimmed();
    const auto m = QRegularExpression(
                       QStringLiteral("= ([0-9.]+) rows/s, root [0-9a-f]{64}, root at [0-9]+ ([0-9a-f]{64})"))
                       .match(out);
    if (m.hasMatch() && m.captured(2) != toHex(head->merkleRoot)) {
        std::printf("anchor: the Python verifier computed another root (%s) than the signed head's (%s)\n",
                    qPrintable(m.captured(2)), qPrintable(toHex(head->merkleRoot)));
        return 1;
    }
    const double pyRate = m.hasMatch() ? m.captured(1).toDouble() : 0;
    std::printf(
        "anchor (plain Python verifier of the same chain and tree, sqlite3 + hashlib, same file): %s\n",
        qPrintable(out));
    if (pyRate > 0)
        std::printf(
            "verify: C++ / Python = %.1fx with 1 thread, %.1fx with %d (goal >= 4x; Python uses one)\n",
            bestOne / pyRate, bestAuto / pyRate, autoThreads);
    std::printf(
        "verify CPU per 1,000,000 rows: C++ %.3f s with 1 thread, %.3f s with %d; Python %.3f s (%.1fx "
        "less CPU with 1 thread)\n",
        cpuOne, cpuAuto, autoThreads, pyCpu, pyCpu / cpuOne);
    std::printf("database file: %.0f MB for %lld rows\n", double(QFileInfo(path).size()) / 1e6, rows);
    return 0;
}
