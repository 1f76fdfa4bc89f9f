// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log at scale: 1,000,000 rows appended in batches (one transaction per batch) to a real SQLite
// file, then the whole chain verified, in rows per second. Anchor, measured in the same run on the same
// file: a plain Python verifier of the same algorithm (tests/bench/verify_audit_log.py: sqlite3 + hashlib).
// Goals: >= 50,000 rows/s batched append, >= 1,000,000 rows/s verify. Measured, never asserted.
//
//   bench_ledger [ROWS] [BATCH]      (defaults 1000000 and 10000)
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>

using namespace cg;
using namespace cg::ledger;

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
        const auto last = log.appendBatch(events);
        appendNs += t.nsecsElapsed();
        if (!last) {
            std::fprintf(stderr, "%s\n", qPrintable(last.error()));
            return 1;
        }
        done += n;
    }
    const double appendS = double(appendNs) / 1e9;
    std::printf(
        "append (batched, %d rows per transaction): %lld rows in %.2f s = %.0f rows/s (goal >= 50,000)\n",
        batch, rows, appendS, double(rows) / appendS);

    double bestVerify = 0;
    for (int pass = 1; pass <= 2; ++pass) {
        t.start();
        const ChainReport r = log.verify();
        const double s = double(t.nsecsElapsed()) / 1e9;
        if (!r.intact) {
            std::fprintf(stderr, "%s\n", qPrintable(r.summary()));
            return 1;
        }
        std::printf(
            "verify pass %d (C++, whole chain): %lld rows in %.3f s = %.0f rows/s (goal >= 1,000,000)\n",
            pass, r.rows, s, double(r.rows) / s);
        bestVerify = qMax(bestVerify, double(r.rows) / s);
    }
    db.close(); // everything in the main file for the anchor

    QProcess py;
    py.start(QStringLiteral("python3"), {QStringLiteral(CLUSTERGATE_LEDGER_PY), path});
    if (!py.waitForFinished(1800000) || py.exitCode() != 0) {
        std::printf("anchor: python3 verifier failed: %s%s\n", py.readAllStandardOutput().constData(),
                    py.readAllStandardError().constData());
        return 1;
    }
    const QString out = QString::fromUtf8(py.readAllStandardOutput()).trimmed();
    const auto m = QRegularExpression(QStringLiteral("= ([0-9.]+) rows/s")).match(out);
    const double pyRate = m.hasMatch() ? m.captured(1).toDouble() : 0;
    std::printf("anchor (plain Python verifier, sqlite3 + hashlib, same file): %s\n", qPrintable(out));
    if (pyRate > 0)
        std::printf("verify: C++ / Python = %.1fx\n", bestVerify / pyRate);
    std::printf("database file: %.0f MB for %lld rows\n", double(QFileInfo(path).size()) / 1e6, rows);
    return 0;
}
