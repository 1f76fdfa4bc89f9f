// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 33, planning from measurements: a cluster that does not stream takes the RTT of its newest L1
// validation, stored the way the validation runner stores it (EvidenceStore on the profile's real SQLite
// file), and names it as the source; a live fleet figure wins over it; an L1 result older than 30 days is
// shown with its age and marked stale. The same rows through `clustergate choice --format json`.
#include "agent/fleet_store.h"
#include "common/paths.h"
#include "inventory/inventory.h"
#include "services/choice_candidates.h"
#include "services/choice_measurements.h"
#include "storage/database.h"
#include "validation/checks.h"
#include "validation/evidence_store.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::services;

namespace {

// One run as ValidationEngine records it: the run, L0's check and level, and (when `rttP50` is set) L1's
// console_rtt check with its figures, its evidence hash, the level, the end of the run.
qint64 storeRun(validation::EvidenceStore &store, qint64 clusterId, const QString &cluster,
                std::optional<double> rttP50)
{
    const auto run = store.beginRun(clusterId, cluster, QStringLiteral("standard"), QStringLiteral("vera"));
    if (!run.ok())
        return 0;
    const auto record = [&](const QString &level, const QString &id, const QString &kind,
                            const QList<validation::Figure> &figures) {
        validation::CheckResult r;
        r.level = level;
        r.id = id;
        r.kind = kind;
        r.title = id;
        r.status = validation::CheckStatus::Pass;
        r.figures = figures;
        r.evidenceSha256 = QCryptographicHash::hash(r.evidenceJson(), QCryptographicHash::Sha256).toHex();
        validation::LevelResult l;
        l.id = level;
        l.status = validation::CheckStatus::Pass;
        l.checks << r;
        return store.recordCheck(run.value(), r).ok() && store.recordLevel(run.value(), l).ok();
    };
    using validation::Checks;
    bool ok = record(QStringLiteral("L0"), QStringLiteral("hops"), QStringLiteral("ssh.hops"),
                     {Checks::figure(QStringLiteral("hops_up"), 1, QString())});
    if (rttP50)
        ok = ok &&
             record(QStringLiteral("L1"), QStringLiteral("console_rtt"), QStringLiteral("link.console_rtt"),
                    {Checks::figure(QStringLiteral("rtt_ms_p50"), *rttP50, QStringLiteral("ms")),
                     Checks::figure(QStringLiteral("rtt_ms_p99"), *rttP50 * 2, QStringLiteral("ms")),
                     Checks::figure(QStringLiteral("jitter_ms"), 0.4, QStringLiteral("ms")),
                     Checks::figure(QStringLiteral("echoes_lost"), 0, QString())});
    return ok && store.endRun(run.value()).ok() ? run.value() : 0;
}

} // namespace

class TestChoiceSources : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        QVERIFY(m_db.open(paths::databaseFile()).ok());
        Inventory inventory(m_db);
        // lab-otp: 2 nodes x 4 GPUs, priced by its contract; lab-new: never validated.
        for (const char *name : {"lab-otp", "lab-new"}) {
            ClusterRecord c;
            c.name = QString::fromLatin1(name);
            c.region = QStringLiteral("SG");
            c.contract.gpusPerNode = 4;
            c.contract.gpuHourPrice = 2.5;
            c.contract.currency = QStringLiteral("EUR");
            const auto id = inventory.addCluster(c);
            QVERIFY(id.ok());
            QList<NodeRecord> nodes;
            for (const char *n : {"gpu01", "gpu02"}) {
                NodeRecord r;
                r.name = QString::fromLatin1(n);
                r.endpoint.host = QStringLiteral("198.18.4.10");
                nodes << r;
            }
            QVERIFY(inventory.upsertNodes(id.value(), nodes).ok());
            m_ids.insert(c.name, id.value());
        }
        validation::EvidenceStore store(m_db);
        const qint64 otp = m_ids.value(QStringLiteral("lab-otp"));
        // An older L1, the newest L1, then a run that stopped before L1 (it says nothing about the link).
        QVERIFY(storeRun(store, otp, QStringLiteral("lab-otp"), 40.0) > 0);
        m_l1Run = storeRun(store, otp, QStringLiteral("lab-otp"), 7.5);
        QVERIFY(m_l1Run > 0);
        QVERIFY(storeRun(store, otp, QStringLiteral("lab-otp"), std::nullopt) > m_l1Run);
    }

    void notStreamingTakesTheNewestL1()
    {
        Inventory inventory(m_db);
        const validation::EvidenceStore store(m_db);
        MeasureSources sources;
        sources.validations = &store;
        const auto measured = ChoiceMeasurements::measure(inventory, sources);
        const ClusterMeasurement otp = measured.value(QStringLiteral("lab-otp"));
        QVERIFY(otp.rttMs);
        QCOMPARE(*otp.rttMs, 7.5);
        QCOMPARE(otp.rttFrom, FigureSource::L1Validation);
        QCOMPARE(otp.rttRun, m_l1Run);
        QVERIFY(!otp.rttStale);
        QCOMPARE(otp.rttAgeDays, 0);
        const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
        QVERIFY2(otp.rttSource.contains(QStringLiteral("L1 validation of ") + today),
                 qPrintable(otp.rttSource));
        // GPUs from the inventory and the contract, the price from the contract, each named.
        QCOMPARE(otp.gpus, 8);
        QCOMPARE(otp.gpusFrom, FigureSource::InventoryContract);
        QVERIFY(otp.gpuHourPrice);
        QCOMPARE(*otp.gpuHourPrice, 2.5);
        QCOMPARE(otp.priceFrom, FigureSource::Contract);
        QVERIFY2(otp.priceSource.contains(QStringLiteral("contract")), qPrintable(otp.priceSource));
        // Never validated, not streaming: no RTT, and no source claimed for it.
        const ClusterMeasurement fresh = measured.value(QStringLiteral("lab-new"));
        QVERIFY(!fresh.rttMs);
        QCOMPARE(fresh.rttFrom, FigureSource::None);

        // The candidate scored with it: its latency counts as measured.
        QList<planning::ClusterCandidate> candidates = ChoiceCandidates::fromInventory(inventory, measured);
        QCOMPARE(candidates.size(), 2);
        const planning::ClusterChoice choice = planning::ClusterChooser::choose(candidates, {});
        for (const planning::CandidateScore &s : choice.ranked) {
            if (s.candidate.name == QLatin1String("lab-otp")) {
                QVERIFY(s.candidate.rttMs);
                QCOMPARE(*s.candidate.rttMs, 7.5);
            }
        }
    }

    void olderThanThirtyDaysIsStale()
    {
        Inventory inventory(m_db);
        const validation::EvidenceStore store(m_db);
        MeasureSources sources;
        sources.validations = &store;
        sources.now = QDateTime::currentDateTimeUtc().addDays(45);
        const ClusterMeasurement otp =
            ChoiceMeasurements::measure(inventory, sources).value(QStringLiteral("lab-otp"));
        QVERIFY(otp.rttMs);
        QCOMPARE(otp.rttFrom, FigureSource::L1Validation);
        QVERIFY(otp.rttStale);
        QCOMPARE(otp.rttAgeDays, 45);
        QVERIFY2(otp.rttSource.contains(QStringLiteral("45 day")) &&
                     otp.rttSource.contains(QStringLiteral("stale")),
                 qPrintable(otp.rttSource));
        const QJsonObject json = otp.toJson().value(QStringLiteral("rtt_source")).toObject();
        QCOMPARE(json.value(QStringLiteral("stale")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("age_days")).toInt(), 45);

        sources.now = QDateTime::currentDateTimeUtc().addDays(ChoiceMeasurements::kStaleAfterDays);
        QVERIFY(!ChoiceMeasurements::measure(inventory, sources).value(QStringLiteral("lab-otp")).rttStale);
    }

    void liveFleetWinsOverL1()
    {
        Inventory inventory(m_db);
        const validation::EvidenceStore store(m_db);
        FleetStore fleet;
        fleet.addNode(QStringLiteral("gpu01"));
        fleet.addNode(QStringLiteral("gpu02"));
        fleet.recordRtt(QStringLiteral("gpu01"), 1.0);
        fleet.recordRtt(QStringLiteral("gpu02"), 1.4);
        MeasureSources sources;
        sources.validations = &store;
        const qint64 otpId = m_ids.value(QStringLiteral("lab-otp"));
        sources.fleetOf = [&](qint64 id) -> const FleetStore * { return id == otpId ? &fleet : nullptr; };
        const ClusterMeasurement otp =
            ChoiceMeasurements::measure(inventory, sources).value(QStringLiteral("lab-otp"));
        QVERIFY(otp.rttMs);
        QCOMPARE(*otp.rttMs, 1.2);
        QCOMPARE(otp.rttFrom, FigureSource::Fleet);
        QCOMPARE(otp.rttRun, 0);
        QVERIFY2(otp.rttSource.contains(QStringLiteral("fleet")), qPrintable(otp.rttSource));
        QCOMPARE(otp.toJson()
                     .value(QStringLiteral("rtt_source"))
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("fleet"));
    }

    // The CLI shows the same rows, each figure with its source, from the same profile.
    void cliJsonNamesTheSources()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                {QStringLiteral("choice"), QStringLiteral("--gpus"), QStringLiteral("8"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 p.readAllStandardError().constData());
        const QByteArray out = p.readAllStandardOutput();
        const QJsonObject root = QJsonDocument::fromJson(out).object();
        QJsonObject otp;
        for (const QJsonValue &c : root.value(QStringLiteral("clusters")).toArray()) {
            if (c.toObject().value(QStringLiteral("name")) == QLatin1String("lab-otp"))
                otp = c.toObject();
        }
        QVERIFY2(!otp.isEmpty(), out.constData());
        QCOMPARE(otp.value(QStringLiteral("rtt_ms")).toDouble(), 7.5);
        const QJsonObject rtt = otp.value(QStringLiteral("rtt_source")).toObject();
        QCOMPARE(rtt.value(QStringLiteral("kind")).toString(), QStringLiteral("l1_validation"));
        QCOMPARE(rtt.value(QStringLiteral("run")).toInteger(), m_l1Run);
        QCOMPARE(rtt.value(QStringLiteral("stale")).toBool(true), false);
        QVERIFY(rtt.value(QStringLiteral("text")).toString().contains(QStringLiteral("L1 validation of ")));
        QCOMPARE(otp.value(QStringLiteral("gpus")).toInt(), 8);
        QCOMPARE(otp.value(QStringLiteral("gpus_source")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("inventory_contract"));
        QCOMPARE(otp.value(QStringLiteral("price_per_gpu_hour")).toDouble(), 2.5);
        QCOMPARE(otp.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
        QCOMPARE(
            otp.value(QStringLiteral("price_source")).toObject().value(QStringLiteral("kind")).toString(),
            QStringLiteral("contract"));
        QJsonObject fresh;
        for (const QJsonValue &c : root.value(QStringLiteral("clusters")).toArray()) {
            if (c.toObject().value(QStringLiteral("name")) == QLatin1String("lab-new"))
                fresh = c.toObject();
        }
        QVERIFY(fresh.value(QStringLiteral("rtt_ms")).isNull());
        QCOMPARE(
            fresh.value(QStringLiteral("rtt_source")).toObject().value(QStringLiteral("kind")).toString(),
            QStringLiteral("none"));
        // The ranking: both have 8 GPUs at the same price; the measured RTT makes lab-otp the primary.
        QCOMPARE(root.value(QStringLiteral("primary")).toString(), QStringLiteral("lab-otp"));
    }

private:
    QTemporaryDir m_home;
    Database m_db;
    QHash<QString, qint64> m_ids;
    qint64 m_l1Run = 0;
};

QTEST_GUILESS_MAIN(TestChoiceSources)
#include "tst_choice_sources.moc"
