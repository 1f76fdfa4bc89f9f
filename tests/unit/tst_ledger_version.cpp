// SPDX-License-Identifier: GPL-3.0-or-later
// Dataset versions on real SQLite ledger files: a schema 9 file (before versions) migrates with its
// datasets unversioned and its approval still valid; a request records each dataset's version at
// submission and its hash covers them; the transfer gate (DataTransfers::clear) sends only the approved
// version and refuses any other with rule version-not-approved; the CSV inventory takes an optional version
// column and leaves versions alone without it. The audit chain is verified after each.
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"
#include "transfer/data_transfers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

using namespace cg;
using namespace cg::ledger;

namespace {

const jobs::Destination kSg{QStringLiteral("sg-h200"), QStringLiteral("SG"), QStringLiteral("SG")};

Dataset telemetry(const QString &version = {})
{
    Dataset d;
    d.name = QStringLiteral("telemetry");
    d.owner = QStringLiteral("owen");
    d.grade = Grade::Internal;
    d.records = 1000;
    d.version = version;
    d.lineageKnown = true;
    return d;
}

ExportRequest draft()
{
    ExportRequest r;
    r.datasets = {QStringLiteral("telemetry")};
    r.form = ExportForm::Raw;
    r.destinationCluster = kSg.cluster;
    r.destinationCountry = kSg.country;
    r.purpose = QStringLiteral("fine-tuning");
    r.mechanism = LegalMechanism::StandardContract;
    r.mechanismRef = QStringLiteral("SC-2026-0042");
    r.retentionDays = 30;
    r.requester = QStringLiteral("rita");
    return r;
}

// The newest audit row with this action, as JSON details.
QJsonObject lastDetails(Ledger &ledger, const QString &action)
{
    const auto rows = ledger.audit().rows(AuditQuery{1, -1, {}, action, {}, -1, true});
    if (!rows || rows->isEmpty())
        return {};
    return QJsonDocument::fromJson(rows->first().details.toUtf8()).object();
}

// The export-request record as it was before datasets had versions (schema 9), written out independently.
QByteArray versionOneHash(const ExportRequest &r, const Dataset &d)
{
    Canonical c;
    c.add(QStringLiteral("clustergate-export-request/1")).add(r.id).add(qint64(1));
    c.add(d.name).add(gradeName(d.effectiveGrade)).add(piCategoriesText(d.allSensitive())).add(d.people);
    c.add(formName(r.form)).add(qint64(0));
    c.add(r.destinationCluster)
        .add(r.destinationCountry)
        .add(r.purpose)
        .add(mechanismName(r.mechanism))
        .add(r.exemptionClause)
        .add(r.mechanismRef)
        .add(r.piaRef)
        .add(r.consentRef)
        .add(qint64(r.retentionDays))
        .add(r.requester)
        .add(r.peopleSensitive.value_or(-1))
        .add(r.peopleOther.value_or(-1))
        .add(isoTime(r.created));
    return sha256(c.bytes());
}

} // namespace

class TestLedgerVersion : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
        m_olga = KeySigner::generate();
        m_anchors.keys = {VerifierKey::make(QStringLiteral("olga"), m_olga->publicKey())};
    }

    // A ledger written before versions (schema 9): an approved, active export of an unversioned dataset.
    void aSchemaNineLedgerMigrates()
    {
        const QString path = m_dir.filePath(QStringLiteral("v9.sqlite"));
        qint64 id = 0;
        {
            Database db;
            QVERIFY(db.open(path).ok());
            SqliteLedgerStore store(db);
            Ledger l(store);
            id = approvedAndActive(l, telemetry());
        }
        // Back to schema 9: the columns migration 10 added are dropped, the version set back.
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
        for (const char *sql : {"ALTER TABLE ledger_datasets DROP COLUMN version",
                                "ALTER TABLE ledger_requests DROP COLUMN dataset_versions",
                                "ALTER TABLE clusters DROP COLUMN registries", "PRAGMA user_version=9"}) {
            char *err = nullptr;
            QVERIFY2(sqlite3_exec(raw, sql, nullptr, nullptr, &err) == SQLITE_OK, err);
        }
        sqlite3_close(raw);

        Database db;
        const Status opened = db.open(path);
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        SqliteLedgerStore store(db);
        Ledger l(store);
        const auto d = l.dataset(QStringLiteral("telemetry"));
        QVERIFY2(d.ok(), d.ok() ? "" : qPrintable(d.error()));
        QVERIFY(d->version.isEmpty()); // unversioned
        const auto v = l.request(id);
        QVERIFY(v.ok());
        QVERIFY(v->request.datasetVersions.isEmpty()); // none recorded before versions
        // The hash the officer signed is the schema 9 record, byte for byte, and still verifies.
        QCOMPARE(v->request.requestHash, versionOneHash(v->request, d.value()));
        const auto checks = l.verifySignatures();
        QVERIFY(checks.ok());
        QCOMPARE(checks->size(), 1);
        QVERIFY2(checks->first().valid, qPrintable(checks->first().problem));

        // The unversioned dataset is still cleared by the approval made before the migration ...
        transfer::DataTransfers transfers(l, m_anchors);
        auto c = transfers.clear(QStringLiteral("telemetry"), {}, kSg);
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error()));
        QVERIFY2(c->allowed, qPrintable(c->message));
        QCOMPARE(c->requestId, id);
        QVERIFY(l.audit().verify().intact);

        // ... and a new version of it is not: an audited edit, then a refusal that names both versions.
        QVERIFY(l.saveDataset(telemetry(QStringLiteral("2026-07")), QStringLiteral("owen")).ok());
        const QJsonObject edit = lastDetails(l, QStringLiteral("dataset.updated"));
        QCOMPARE(edit.value(QStringLiteral("version")).toString(), QStringLiteral("2026-07"));
        QVERIFY(edit.contains(QStringLiteral("previous_version")));
        QCOMPARE(edit.value(QStringLiteral("previous_version")).toString(), QString());
        c = transfers.clear(QStringLiteral("telemetry"), {}, kSg);
        QVERIFY(c.ok());
        QVERIFY(!c->allowed);
        QCOMPARE(c->rule, QStringLiteral("version-not-approved"));
        QVERIFY2(c->message.contains(QStringLiteral("(unversioned)")) &&
                     c->message.contains(QStringLiteral("2026-07")) &&
                     c->message.contains(QStringLiteral("clustergate ledger request create")),
                 qPrintable(c->message));
        // Set back: the unversioned data is what was approved, and it goes again.
        QVERIFY(l.saveDataset(telemetry(), QStringLiteral("owen")).ok());
        c = transfers.clear(QStringLiteral("telemetry"), {}, kSg);
        QVERIFY2(c->allowed, qPrintable(c->message));
        QVERIFY(l.audit().verify().intact);
    }

    // Versions recorded at submission, covered by the hash, enforced at the decision and at the gate.
    void onlyTheApprovedVersionIsSent()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("versions.sqlite"))).ok());
        SqliteLedgerStore store(db);
        Ledger l(store);
        QVERIFY(l.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, m_olga->publicKey(),
                                  QStringLiteral("root")));
        QVERIFY(l.saveDataset(telemetry(QStringLiteral("v1")), QStringLiteral("owen")).ok());
        const qint64 id = l.createRequest(draft()).value();
        QVERIFY(l.request(id)->request.datasetVersions.isEmpty()); // a draft records none
        QVERIFY(l.submit(id, QStringLiteral("rita")).ok());
        QCOMPARE(l.request(id)->request.datasetVersions.value(QStringLiteral("telemetry")),
                 QStringLiteral("v1"));
        QCOMPARE(lastDetails(l, QStringLiteral("request.submitted"))
                     .value(QStringLiteral("dataset_versions"))
                     .toObject()
                     .value(QStringLiteral("telemetry"))
                     .toString(),
                 QStringLiteral("v1"));
        // A versioned record is not the version 1 one.
        const Dataset v1 = l.dataset(QStringLiteral("telemetry")).value();
        QVERIFY(l.request(id)->request.requestHash != versionOneHash(l.request(id)->request, v1));

        // A new version while the request waits: it is decided as submitted, so it is refused ...
        QVERIFY(l.saveDataset(telemetry(QStringLiteral("v2")), QStringLiteral("owen")).ok());
        const auto refused = l.decide(id, true, *m_olga, QDate::currentDate().addDays(20), {});
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("[request-unchanged]")),
                 qPrintable(refused.error()));
        // ... until the submitted version is back.
        QVERIFY(l.saveDataset(telemetry(QStringLiteral("v1")), QStringLiteral("owen")).ok());
        const auto approved = l.decide(id, true, *m_olga, QDate::currentDate().addDays(20), {});
        QVERIFY2(approved.ok(), approved.ok() ? "" : qPrintable(approved.error()));
        QVERIFY(l.activate(id, QStringLiteral("rita")).ok());

        transfer::DataTransfers transfers(l, m_anchors);
        auto c = transfers.clear(QStringLiteral("telemetry"), {}, kSg);
        QVERIFY2(c->allowed, qPrintable(c->message));

        // v2 is new data under the same name: refused, naming the approved version and what to do.
        QVERIFY(l.saveDataset(telemetry(QStringLiteral("v2")), QStringLiteral("owen")).ok());
        c = transfers.clear(QStringLiteral("telemetry"), {}, kSg);
        QVERIFY(!c->allowed);
        QCOMPARE(c->rule, QStringLiteral("version-not-approved"));
        QCOMPARE(c->requestId, id);
        QVERIFY2(c->message.contains(QStringLiteral("at version v1")) &&
                     c->message.contains(QStringLiteral("v2")),
                 qPrintable(c->message));
        // The jobs' gate refuses it too (the approval no longer covers the request as it is).
        const auto gate = jobs::ComplianceGate(l, m_anchors)
                              .check({jobs::DatasetRef{QStringLiteral("telemetry"), {}}}, kSg);
        QVERIFY(gate.ok());
        QCOMPARE(gate->datasets.first().problem, jobs::GateProblem::NoValidApproval);

        // An approved request for v2 clears v2.
        const qint64 second = approvedAndActive(l, {}, false);
        QCOMPARE(l.request(second)->request.datasetVersions.value(QStringLiteral("telemetry")),
                 QStringLiteral("v2"));
        c = transfers.clear(QStringLiteral("telemetry"), {}, kSg);
        QVERIFY2(c->allowed, qPrintable(c->message));
        QCOMPARE(c->requestId, second);
        QVERIFY(l.audit().verify().intact);
    }

    void theInventoryCarriesVersions()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("inventory.sqlite"))).ok());
        SqliteLedgerStore store(db);
        Ledger l(store);
        const QByteArray with = "dataset,owner,grade,people,version\n"
                                "clicks,owen,internal,0,2026-06\n"
                                "scans,paula,public,0,\n";
        auto report = l.importInventory(with, QStringLiteral("li"));
        QVERIFY(report.ok());
        QCOMPARE(report->rowsRejected, 0);
        QCOMPARE(l.dataset(QStringLiteral("clicks"))->version, QStringLiteral("2026-06"));
        QVERIFY(l.dataset(QStringLiteral("scans"))->version.isEmpty());

        // Without the column, a re-import changes what it names and leaves the versions as they are.
        report = l.importInventory("dataset,owner,grade,description\nclicks,owen,internal,Click stream\n",
                                   QStringLiteral("li"));
        QVERIFY(report.ok());
        QCOMPARE(report->rowsRejected, 0);
        QCOMPARE(l.dataset(QStringLiteral("clicks"))->description, QStringLiteral("Click stream"));
        QCOMPARE(l.dataset(QStringLiteral("clicks"))->version, QStringLiteral("2026-06"));

        // With it, an empty cell makes it unversioned again; a too-long one is refused with its column.
        report = l.importInventory("dataset,owner,grade,version\nclicks,owen,internal,\nscans,paula,public," +
                                       QByteArray(101, 'x') + "\n",
                                   QStringLiteral("li"));
        QVERIFY(report.ok());
        QCOMPARE(report->rowsRejected, 1);
        QVERIFY(l.dataset(QStringLiteral("clicks"))->version.isEmpty());
        QCOMPARE(report->errors.first().column, QStringLiteral("version"));
        QCOMPARE(report->errors.first().row, 3);
        QVERIFY(InventoryCsv::columns().contains(QStringLiteral("version")));

        // The ledger refuses a version the CSV never sees, from any caller.
        Dataset bad = telemetry(QStringLiteral("v\n1"));
        const auto saved = l.saveDataset(bad, QStringLiteral("owen"));
        QVERIFY(!saved.ok());
        QVERIFY2(saved.error().contains(QStringLiteral("[dataset-version]")), qPrintable(saved.error()));
        QVERIFY(l.audit().verify().intact);
    }

private:
    // Saves `d` (unless empty), and takes a request for it through submission, approval and activation.
    qint64 approvedAndActive(Ledger &l, const Dataset &d, bool registerOlga = true)
    {
        if (registerOlga && !l.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer,
                                               m_olga->publicKey(), QStringLiteral("root")))
            return 0;
        if (!d.name.isEmpty() && !l.saveDataset(d, QStringLiteral("owen")))
            return 0;
        const auto id = l.createRequest(draft());
        if (!id || !l.submit(id.value(), QStringLiteral("rita")))
            return 0;
        if (!l.decide(id.value(), true, *m_olga, QDate::currentDate().addDays(20), {}))
            return 0;
        if (!l.activate(id.value(), QStringLiteral("rita")))
            return 0;
        return id.value();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<KeySigner> m_olga;
    TrustAnchors m_anchors;
};

QTEST_GUILESS_MAIN(TestLedgerVersion)
#include "tst_ledger_version.moc"
