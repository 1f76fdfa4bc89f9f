// SPDX-License-Identifier: GPL-3.0-or-later
// The team ledger on PostgreSQL: 8 desktops (8 connections, one thread each) appending audit events at
// once, one event per transaction as the console writes them, in total appends per second; the anchor, in
// the same run: one writer appending the same number of events to the console's SQLite ledger file. Then
// queue-update latency from one desktop to another: a request filed on one connection until the other's
// requestChanged() (LISTEN/NOTIFY) arrives, p50 and p99. Goal: p99 <= 1 s. Measured, never asserted.
// The server is a real PostgreSQL 15 started for the run (tests/integration/postgres/pg_server.sh) with
// fsync on, like a server that keeps its data.
//
//   bench_ledger_pg [APPENDS_PER_CLIENT] [NOTIFY_SAMPLES]      (defaults 250 and 200)
#include "ledger/audit_log.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_schema.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace cg;
using namespace cg::ledger;

namespace {

constexpr int kClients = 8;

QString url(const QString &socketDir, const QString &user)
{
    return QStringLiteral("postgresql://%1@/bench?host=%2").arg(user, socketDir);
}

int script(const QString &verb, const QString &dir, QString *out = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PG_FSYNC"), QStringLiteral("on"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {verb, dir});
    p.waitForFinished(60000);
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    if (p.exitCode() != 0)
        std::fprintf(stderr, "%s", p.readAllStandardError().constData());
    return p.exitCode();
}

AuditEvent event(int client, int k)
{
    return AuditEvent{QStringLiteral("desktop-%1").arg(client),
                      QStringLiteral("ssh.command"),
                      QStringLiteral("ssh:ops@gpu-%1").arg(k % 64),
                      QJsonObject{{QStringLiteral("command"), QStringLiteral("nvidia-smi -q")}},
                      {}};
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int each = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 250;
    const int samples = argc > 2 ? std::max(1, QString::fromLocal8Bit(argv[2]).toInt()) : 200;
    if (QProcess::execute(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {QStringLiteral("check")}) != 0) {
        std::fprintf(stderr, "bench_ledger_pg: SKIPPED: no PostgreSQL 15 server binaries\n");
        return 77;
    }
    QTemporaryDir dir;
    QString socketDir;
    if (script(QStringLiteral("start"), dir.filePath(QStringLiteral("pg")), &socketDir) != 0)
        return 1;
    const auto stop =
        qScopeGuard([&] { script(QStringLiteral("stop"), dir.filePath(QStringLiteral("pg"))); });
    {
        PgConnection su;
        if (!su.open(QStringLiteral("postgresql://postgres@/postgres?host=%1").arg(socketDir)) ||
            !su.executeScript(QStringLiteral("CREATE DATABASE bench")))
            return 1;
        PgConnection owner;
        if (!owner.open(url(socketDir, QStringLiteral("postgres"))) || !PgSchema::initialise(owner))
            return 1;
        for (int i = 0; i < kClients; ++i) {
            if (!owner.executeScript(
                    QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE "
                                   "rolname = 'desktop%1') THEN CREATE ROLE desktop%1 LOGIN "
                                   "PASSWORD 'pw%1' IN ROLE clustergate_officer; END IF; END $$")
                        .arg(i)))
                return 1;
        }
    }
    std::printf("PostgreSQL 15 (fsync on, unix socket) vs SQLite (WAL), one audit event per transaction\n");

    // 8 desktops at once.
    std::atomic<int> failures{0};
    QElapsedTimer t;
    t.start();
    std::vector<std::thread> threads;
    for (int i = 0; i < kClients; ++i) {
        threads.emplace_back([&, i] {
            PgConnection c;
            if (!c.open(url(socketDir, QStringLiteral("desktop%1").arg(i)),
                        QByteArray("pw") + QByteArray::number(i))) {
                ++failures;
                return;
            }
            PgLedgerStore store(c);
            AuditLog log(store);
            for (int k = 0; k < each; ++k) {
                if (!log.append(event(i, k)))
                    ++failures;
            }
        });
    }
    for (std::thread &th : threads)
        th.join();
    const double pgSeconds = double(t.nsecsElapsed()) / 1e9;
    const int total = kClients * each;
    qint64 pgRows = 0;
    bool pgIntact = false;
    {
        PgConnection c;
        if (!c.open(url(socketDir, QStringLiteral("desktop0")), "pw0"))
            return 1;
        PgLedgerStore store(c);
        AuditLog log(store);
        const ChainReport r = log.verify();
        pgRows = r.rows;
        pgIntact = r.intact;
    }

    // The anchor: one writer on the console's SQLite file.
    Database db;
    if (!db.open(dir.filePath(QStringLiteral("bench.sqlite"))))
        return 1;
    SqliteLedgerStore sqlite(db);
    AuditLog local(sqlite);
    t.restart();
    for (int k = 0; k < total; ++k) {
        if (!local.append(event(k % kClients, k)))
            ++failures;
    }
    const double sqliteSeconds = double(t.nsecsElapsed()) / 1e9;
    const double pgRate = total / pgSeconds, sqliteRate = total / sqliteSeconds;
    std::printf("  %d clients x %d appends on PostgreSQL: %.0f appends/s (%.2f s), chain %s, %lld rows\n",
                kClients, each, pgRate, pgSeconds, pgIntact ? "intact" : "BROKEN",
                static_cast<long long>(pgRows));
    std::printf("  1 writer x %d appends on SQLite:       %.0f appends/s (%.2f s)\n", total, sqliteRate,
                sqliteSeconds);
    std::printf("  ratio PostgreSQL(8 clients) / SQLite(1 writer): %.2f\n", pgRate / sqliteRate);

    // Queue-update latency: filed on one desktop's connection, seen by another's listener.
    PgConnection officerConn, requesterConn;
    if (!officerConn.open(url(socketDir, QStringLiteral("desktop1")), "pw1") ||
        !requesterConn.open(url(socketDir, QStringLiteral("desktop2")), "pw2"))
        return 1;
    PgLedgerStore officer(officerConn), requester(requesterConn);
    if (!officer.listen())
        return 1;
    Ledger filing(requester);
    Dataset d;
    d.name = QStringLiteral("telemetry-logs");
    d.owner = QStringLiteral("owen");
    d.grade = Grade::Internal;
    if (!filing.saveDataset(d, QStringLiteral("desktop2")))
        return 1;
    std::vector<double> latencies;
    QElapsedTimer since;
    qint64 waitingFor = -1;
    QEventLoop loop;
    QObject::connect(&officer, &PgLedgerStore::requestChanged, &loop, [&](qint64 id) {
        if (id == waitingFor) {
            latencies.push_back(double(since.nsecsElapsed()) / 1e6);
            loop.quit();
        }
    });
    for (int i = 0; i < samples; ++i) {
        ExportRequest r;
        r.datasets = {d.name};
        r.form = ExportForm::Raw;
        r.destinationCluster = QStringLiteral("sg-h200-a");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("fine-tuning");
        r.mechanism = LegalMechanism::StandardContract;
        r.retentionDays = 30;
        r.requester = QStringLiteral("desktop2");
        since.start();
        const auto id = filing.createRequest(r);
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(id.error()));
            return 1;
        }
        waitingFor = id.value();
        if (!latencies.empty() && latencies.size() == std::size_t(i + 1))
            continue; // already delivered while createRequest ran
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        loop.exec();
        if (latencies.size() != std::size_t(i + 1)) {
            std::fprintf(stderr, "request %lld: no notification within 5 s\n",
                         static_cast<long long>(id.value()));
            ++failures;
            latencies.push_back(5000);
        }
    }
    std::printf(
        "  queue update desktop -> desktop (file request .. listener notified), %d samples: p50 %.1f ms, "
        "p99 %.1f ms (goal p99 <= 1000 ms)\n",
        samples, percentile(latencies, 0.50), percentile(latencies, 0.99));
    if (failures > 0)
        std::printf("  %d failure(s)\n", int(failures));
    return failures > 0 || !pgIntact || pgRows != total ? 1 : 0;
}
