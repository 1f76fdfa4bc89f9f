// SPDX-License-Identifier: GPL-3.0-or-later
// The compliance gate against a real ledger file: datasets with export requests in every state (active,
// approved, submitted, draft, rejected, expired, run out, for another country), decided with signed
// approvals by an officer registered by the founding admin, whose key is the gate's trust anchor. A table
// says, for a job's datasets and a destination, whether the job may go and what each refusal must name;
// switching the destination re-checks it. Then the file is edited with the sqlite3 shell (a state flipped
// to active, an approval's terms changed): the gate refuses, because it checks signatures, not columns.
#include "jobs/compliance_gate.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::jobs;
using namespace cg::ledger;

Q_DECLARE_METATYPE(cg::jobs::GateProblem)

class TestComplianceGate : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Database m_db;
    std::unique_ptr<SqliteLedgerStore> m_store;
    std::unique_ptr<Ledger> m_ledger;
    std::unique_ptr<KeySigner> m_olga;
    std::unique_ptr<KeySigner> m_adam;
    TrustAnchors m_anchors;
    QDateTime m_clock = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);
    QMap<QString, qint64> m_requests; // dataset -> its request id
    qint64 m_clearedId = 0;

    void addDataset(const QString &name)
    {
        Dataset d;
        d.name = name;
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        const auto id = m_ledger->saveDataset(d, QStringLiteral("owen"));
        QVERIFY2(id.ok(), qPrintable(id.error()));
        if (name == QLatin1String("cleared"))
            m_clearedId = id.value();
    }

    // The cluster the table's requests go to, by country or region (requests are approved per cluster).
    static QString clusterFor(const QString &country, const QString &region = {})
    {
        if (!region.isEmpty())
            return QStringLiteral("apse-h100");
        if (country.compare(QLatin1String("JP"), Qt::CaseInsensitive) == 0)
            return QStringLiteral("jp-a100");
        if (country.compare(QLatin1String("ap-southeast"), Qt::CaseInsensitive) == 0)
            return QStringLiteral("apse-h100");
        return QStringLiteral("sg-h200");
    }

    // A request for `dataset` to `country` (on its cluster), taken as far as `until` in its life.
    void addRequest(const QString &dataset, const QString &country, RequestState until,
                    int retentionDays = 90, const QString &cluster = {})
    {
        ExportRequest r;
        r.datasets = {dataset};
        r.form = ExportForm::DeIdentified;
        r.destinationCluster = cluster.isEmpty() ? clusterFor(country) : cluster;
        r.destinationCountry = country;
        r.purpose = QStringLiteral("training");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = retentionDays;
        r.requester = QStringLiteral("rita");
        const auto id = m_ledger->createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_requests.insert(dataset, id.value());
        if (until == RequestState::Draft)
            return;
        const Status submitted = m_ledger->submit(id.value(), QStringLiteral("rita"));
        QVERIFY2(submitted.ok(), qPrintable(submitted.error()));
        if (until == RequestState::Submitted)
            return;
        const bool approve = until != RequestState::Rejected;
        const auto decided =
            m_ledger->decide(id.value(), approve, *m_olga, m_clock.date().addDays(30), QStringLiteral("ok"));
        QVERIFY2(decided.ok(), qPrintable(decided.error()));
        if (until == RequestState::Approved || until == RequestState::Rejected)
            return;
        const Status active = m_ledger->activate(id.value(), QStringLiteral("rita"));
        QVERIFY2(active.ok(), qPrintable(active.error()));
        if (until == RequestState::Expired)
            QVERIFY(m_ledger->expire(id.value(), QStringLiteral("olga")).ok());
    }

    static QList<DatasetRef> refs(const QStringList &names)
    {
        QList<DatasetRef> out;
        for (const QString &n : names)
            out << DatasetRef{n, {}};
        return out;
    }

    QString shell(const QString &sql)
    {
        QProcess p;
        p.start(QStringLiteral("sqlite3"),
                {QStringLiteral("-bail"), m_dir.filePath(QStringLiteral("ledger.sqlite")), sql});
        if (!p.waitForFinished(30000))
            return QStringLiteral("sqlite3 did not finish");
        return p.exitCode() == 0 ? QString() : QString::fromUtf8(p.readAllStandardError());
    }

    GateProblem problemOf(const QString &dataset, const TrustAnchors &anchors, QString *reason = nullptr)
    {
        ComplianceGate gate(*m_ledger, anchors);
        const auto d =
            gate.check(refs({dataset}), Destination{QStringLiteral("sg-h200"), QStringLiteral("SG"), {}});
        if (!d.ok() || d->datasets.size() != 1)
            return GateProblem::UnknownDataset;
        if (reason)
            *reason = d->datasets.first().reason;
        return d->datasets.first().problem;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("ledger.sqlite"))));
        m_store = std::make_unique<SqliteLedgerStore>(m_db);
        m_ledger = std::make_unique<Ledger>(*m_store, [this] { return m_clock; });
        m_olga = KeySigner::generate();
        m_adam = KeySigner::generate();
        QVERIFY(m_olga && m_adam);
        QVERIFY(m_ledger->found(QStringLiteral("adam"), *m_adam));
        QVERIFY(m_ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, m_olga->publicKey(),
                                          *m_adam));
        m_anchors.keys << VerifierKey::make(QStringLiteral("adam"), m_adam->publicKey());
        for (const char *name : {"cleared", "cleared-too", "approved", "pending", "draft", "rejected",
                                 "expired", "ran-out", "elsewhere", "no-request", "regional", "retried"})
            addDataset(QLatin1String(name));
        addRequest(QStringLiteral("cleared"), QStringLiteral("SG"), RequestState::Active);
        addRequest(QStringLiteral("cleared-too"), QStringLiteral("sg"), RequestState::Active);
        addRequest(QStringLiteral("approved"), QStringLiteral("SG"), RequestState::Approved);
        addRequest(QStringLiteral("pending"), QStringLiteral("SG"), RequestState::Submitted);
        addRequest(QStringLiteral("draft"), QStringLiteral("SG"), RequestState::Draft);
        addRequest(QStringLiteral("rejected"), QStringLiteral("SG"), RequestState::Rejected);
        addRequest(QStringLiteral("expired"), QStringLiteral("SG"), RequestState::Expired);
        addRequest(QStringLiteral("ran-out"), QStringLiteral("SG"), RequestState::Active, 5);
        addRequest(QStringLiteral("elsewhere"), QStringLiteral("JP"), RequestState::Active);
        addRequest(QStringLiteral("regional"), QStringLiteral("ap-southeast"), RequestState::Active);
        // A rejected request and then an active one: the active one clears it.
        addRequest(QStringLiteral("retried"), QStringLiteral("SG"), RequestState::Rejected);
        addRequest(QStringLiteral("retried"), QStringLiteral("SG"), RequestState::Active);
        // Ten days later: "ran-out" (5 days of retention) has run out though nobody marked it expired.
        m_clock = m_clock.addDays(10);
    }

    void gate_data()
    {
        QTest::addColumn<QStringList>("datasets");
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("region");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QList<GateProblem>>("problems");
        QTest::addColumn<QStringList>("fragments"); // each refused dataset's reason contains its fragment
        using P = GateProblem;
        const auto L = [](std::initializer_list<const char *> names) {
            QStringList out;
            for (const char *n : names)
                out << QLatin1String(n);
            return out;
        };
        const QString sg = QStringLiteral("SG"), none;
        QTest::newRow("no datasets") << QStringList{} << sg << none << true << QList<P>{} << QStringList{};
        QTest::newRow("active to SG")
            << L({"cleared"}) << sg << none << true << QList<P>{P::None} << QStringList{QString()};
        QTest::newRow("country in other case")
            << L({"cleared-too", "cleared"}) << QStringLiteral("Sg") << none << true
            << QList<P>{P::None, P::None} << QStringList{QString(), QString()};
        QTest::newRow("a later active request after a rejection")
            << L({"retried"}) << sg << none << true << QList<P>{P::None} << QStringList{QString()};
        QTest::newRow("switching to JP re-checks")
            << L({"cleared"}) << QStringLiteral("JP") << none << false << QList<P>{P::OtherDestination}
            << QStringList{QStringLiteral("only for other destinations: SG")};
        QTest::newRow("cleared for JP only")
            << L({"elsewhere"}) << sg << none << false << QList<P>{P::OtherDestination}
            << QStringList{QStringLiteral("JP")};
        QTest::newRow("JP is where it is cleared") << L({"elsewhere"}) << QStringLiteral("JP") << none << true
                                                   << QList<P>{P::None} << QStringList{QString()};
        QTest::newRow("region") << L({"regional"}) << sg << QStringLiteral("ap-southeast") << true
                                << QList<P>{P::None} << QStringList{QString()};
        QTest::newRow("approved, not activated")
            << L({"approved"}) << sg << none << false << QList<P>{P::NotActivated}
            << QStringList{QStringLiteral("approved but not activated")};
        QTest::newRow("submitted") << L({"pending"}) << sg << none << false << QList<P>{P::NotApproved}
                                   << QStringList{QStringLiteral("is submitted, not yet approved")};
        QTest::newRow("draft") << L({"draft"}) << sg << none << false << QList<P>{P::NotApproved}
                               << QStringList{QStringLiteral("is draft, not yet approved")};
        QTest::newRow("rejected") << L({"rejected"}) << sg << none << false << QList<P>{P::Rejected}
                                  << QStringList{QStringLiteral("was rejected")};
        QTest::newRow("expired") << L({"expired"}) << sg << none << false << QList<P>{P::Expired}
                                 << QStringList{QStringLiteral("is expired")};
        QTest::newRow("retention ran out") << L({"ran-out"}) << sg << none << false << QList<P>{P::Expired}
                                           << QStringList{QStringLiteral("ran out on 2026-03-06")};
        QTest::newRow("no request") << L({"no-request"}) << sg << none << false << QList<P>{P::NoRequest}
                                    << QStringList{QStringLiteral("has no export request")};
        QTest::newRow("not in the ledger")
            << L({"mystery"}) << sg << none << false << QList<P>{P::UnknownDataset}
            << QStringList{QStringLiteral("'mystery' is not in the ledger")};
        QTest::newRow("one refused among cleared")
            << L({"cleared", "pending", "cleared-too"}) << sg << none << false
            << QList<P>{P::None, P::NotApproved, P::None}
            << QStringList{QString(), QStringLiteral("pending"), QString()};
    }

    void gate()
    {
        QFETCH(QStringList, datasets);
        QFETCH(QString, country);
        QFETCH(QString, region);
        QFETCH(bool, allowed);
        QFETCH(QList<GateProblem>, problems);
        QFETCH(QStringList, fragments);
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto d = gate.check(refs(datasets), Destination{clusterFor(country, region), country, region});
        QVERIFY2(d.ok(), qPrintable(d.error()));
        QCOMPARE(d->allowed(), allowed);
        QCOMPARE(d->datasets.size(), problems.size());
        for (int i = 0; i < problems.size(); ++i) {
            const DatasetClearance &c = d->datasets.at(i);
            QCOMPARE(c.dataset, datasets.at(i));
            QCOMPARE(c.problem, problems.at(i));
            QVERIFY(!c.reason.isEmpty());
            if (!c.allowed()) {
                QVERIFY2(c.reason.contains(QStringLiteral("'%1'").arg(datasets.at(i))), qPrintable(c.reason));
                QVERIFY2(c.reason.contains(fragments.at(i)), qPrintable(c.reason));
                QVERIFY2(d->explanation().contains(c.reason), qPrintable(d->explanation()));
            }
            if (c.problem != GateProblem::NoRequest && c.problem != GateProblem::UnknownDataset)
                QVERIFY(c.requestId > 0);
        }
        QCOMPARE(d->explanation().isEmpty(), allowed);
        const QJsonObject j = d->toJson();
        QCOMPARE(j.value(QStringLiteral("allowed")).toBool(), allowed);
        QCOMPARE(j.value(QStringLiteral("datasets")).toArray().size(), datasets.size());
    }

    void refusalNamesTheRequest()
    {
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto d = gate.check(refs({QStringLiteral("approved")}),
                                  Destination{QStringLiteral("sg-h200"), QStringLiteral("SG"), {}});
        QVERIFY(d.ok());
        QCOMPARE(d->datasets.first().requestId, m_requests.value(QStringLiteral("approved")));
        QVERIFY(d->datasets.first().reason.contains(
            QStringLiteral("#%1").arg(m_requests.value(QStringLiteral("approved")))));
    }

    void datasetByLedgerId()
    {
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto d = gate.check(refs({QString::number(m_clearedId)}),
                                  Destination{QStringLiteral("sg-h200"), QStringLiteral("SG"), {}});
        QVERIFY(d.ok());
        QVERIFY2(d->allowed(), qPrintable(d->explanation()));
    }

    void specDatasetsAreChecked()
    {
        const SpecParse p =
            JobSpecs::parse("name: j\ncommand: x\ndatasets:\n  - cleared\n  - {id: pending, version: v2}\n");
        QVERIFY(p.ok());
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto d = gate.check(*p.spec, Destination{QStringLiteral("sg-h200"), QStringLiteral("SG"), {}});
        QVERIFY(d.ok());
        QVERIFY(!d->allowed());
        QCOMPARE(d->datasets.size(), 2);
        QVERIFY(d->explanation().contains(QStringLiteral("sg-h200")));
    }

    // The gate trusts an approval only through an anchor from outside the database.
    void withoutTheRightAnchorNothingClears()
    {
        QString reason;
        QCOMPARE(problemOf(QStringLiteral("cleared"), TrustAnchors{}, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("no trust anchor is configured")), qPrintable(reason));
        TrustAnchors other;
        other.keys << VerifierKey::make(QStringLiteral("adam"), KeySigner::generate()->publicKey());
        QCOMPARE(problemOf(QStringLiteral("cleared"), other, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("no trust anchor vouches for")), qPrintable(reason));
        QCOMPARE(problemOf(QStringLiteral("cleared"), m_anchors), GateProblem::None);
        // Olga's own key, trusted directly, anchors her approvals too.
        TrustAnchors olga;
        olga.keys << VerifierKey::make(QStringLiteral("olga"), m_olga->publicKey());
        QCOMPARE(problemOf(QStringLiteral("cleared"), olga), GateProblem::None);
    }

    void approvalsExpire()
    {
        const QDateTime saved = m_clock;
        m_clock = QDateTime(QDate(2026, 4, 2), QTime(9, 0), Qt::UTC); // the approvals held until 2026-03-31
        QString reason;
        QCOMPARE(problemOf(QStringLiteral("cleared"), m_anchors, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("expired on 2026-03-31")), qPrintable(reason));
        m_clock = saved;
    }

    void aRegradeAfterTheApprovalNeedsANewDecision()
    {
        // A grade change is proposed by one person and signed by a second (ledger/lineage.h).
        const auto regrade = [&](Grade g) {
            return Lineage::propose(*m_ledger, GradeChange{QStringLiteral("cleared-too"),
                                                           g,
                                                           std::nullopt,
                                                           {},
                                                           QStringLiteral("review"),
                                                           QStringLiteral("rita"),
                                                           {},
                                                           {},
                                                           {},
                                                           {},
                                                           {}})
                       .ok() &&
                   Lineage::sign(*m_ledger, QStringLiteral("cleared-too"), *m_adam).ok();
        };
        QVERIFY(regrade(Grade::Important));
        QString reason;
        QCOMPARE(problemOf(QStringLiteral("cleared-too"), m_anchors, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("changed after olga approved it")), qPrintable(reason));
        QVERIFY(regrade(Grade::Internal));
        QCOMPARE(problemOf(QStringLiteral("cleared-too"), m_anchors), GateProblem::None);
    }

    // Someone with the file and the sqlite3 shell: a submitted and a rejected request flipped to active, and
    // an approval's end date moved (the triggers dropped first).
    void columnsEditedByHandDoNotClear()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty())
            QFAIL("the sqlite3 shell is missing: apt-get install sqlite3 (installer/debian-packages.txt)");
        const qint64 pending = m_requests.value(QStringLiteral("pending"));
        const qint64 rejected = m_requests.value(QStringLiteral("rejected"));
        QCOMPARE(problemOf(QStringLiteral("pending"), m_anchors), GateProblem::NotApproved);
        QString error = shell(QStringLiteral("UPDATE ledger_requests SET state = 'active', activated_at = "
                                             "submitted_at WHERE id IN (%1, %2);")
                                  .arg(pending)
                                  .arg(rejected));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QString reason;
        QCOMPARE(problemOf(QStringLiteral("pending"), m_anchors, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("no signed approval")), qPrintable(reason));
        QCOMPARE(problemOf(QStringLiteral("rejected"), m_anchors, &reason), GateProblem::NoValidApproval);
        // A rejection turned into an approval: the decision is part of what was signed.
        error = shell(QStringLiteral("DROP TRIGGER ledger_approvals_no_update; UPDATE ledger_approvals SET "
                                     "decision = 'approved' WHERE request_id = %1;")
                          .arg(rejected));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(problemOf(QStringLiteral("rejected"), m_anchors, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("does not verify")), qPrintable(reason));
        // An approval's end moved: signed over, so refused too; the others still clear.
        error = shell(
            QStringLiteral("UPDATE ledger_approvals SET expires_on = '2099-01-01' WHERE request_id = %1;")
                .arg(m_requests.value(QStringLiteral("cleared"))));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(problemOf(QStringLiteral("cleared"), m_anchors, &reason), GateProblem::NoValidApproval);
        QCOMPARE(problemOf(QStringLiteral("elsewhere"), m_anchors), GateProblem::OtherDestination);
        QCOMPARE(problemOf(QStringLiteral("retried"), m_anchors), GateProblem::None);
    }

    void commandsNamingDataMustListIt_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("a dataset's location, not listed")
            << QByteArray("name: j\ncommand: python train.py --data s3://corp-data/clicks/2026\n") << false
            << QStringLiteral("which is dataset 'located' in the ledger");
        QTest::newRow("the same, listed and cleared")
            << QByteArray("name: j\ncommand: python train.py --data s3://corp-data/clicks/2026\ndatasets: "
                          "[located]\n")
            << true << QString();
        QTest::newRow("a data path and no dataset")
            << QByteArray("name: j\ncommand: torchrun train.py --train /data/patients/scans\n") << false
            << QStringLiteral("lists no ledger dataset");
        QTest::newRow("an object store URI and no dataset")
            << QByteArray("name: j\ncommand: aws s3 cp gs://other/x.parquet .\n") << false
            << QStringLiteral("gs://other/x.parquet");
        QTest::newRow("a prefix of the location is not the location")
            << QByteArray("name: j\ncommand: ls s3://corp-data/clicks/2026-old\ndatasets: [retried]\n")
            << true << QString();
        QTest::newRow("no data named") << QByteArray("name: j\ncommand: nvidia-smi\n") << true << QString();
    }

    void commandsNamingDataMustListIt()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(bool, allowed);
        QFETCH(QString, fragment);
        if (!m_ledger->dataset(QStringLiteral("located")).ok()) {
            Dataset d;
            d.name = QStringLiteral("located");
            d.owner = QStringLiteral("owen");
            d.grade = Grade::Internal;
            d.location = QStringLiteral("s3://corp-data/clicks/2026/");
            QVERIFY(m_ledger->saveDataset(d, QStringLiteral("owen")).ok());
            addRequest(QStringLiteral("located"), QStringLiteral("SG"), RequestState::Active);
        }
        const SpecParse p = JobSpecs::parse(yaml);
        QVERIFY2(p.ok(), qPrintable(p.errorText(QStringLiteral("spec"))));
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto d = gate.check(*p.spec, Destination{QStringLiteral("sg-h200"), QStringLiteral("SG"), {}});
        QVERIFY2(d.ok(), qPrintable(d.error()));
        QVERIFY2(d->allowed() == allowed, qPrintable(d->explanation()));
        if (!allowed) {
            QVERIFY2(d->explanation().contains(fragment), qPrintable(d->explanation()));
            QVERIFY(std::any_of(d->datasets.begin(), d->datasets.end(), [](const DatasetClearance &c) {
                return c.problem == GateProblem::UndeclaredData;
            }));
        }
    }

    // Issue 31: an approval for cluster de-1 in DE does not clear a push to de-2 after someone edits de-2's
    // region (or country) to DE in the local inventory: the gate compares the approved cluster.
    void anotherClusterEditedToTheApprovedRegionIsRefused()
    {
        addDataset(QStringLiteral("german"));
        addRequest(QStringLiteral("german"), QStringLiteral("DE"), RequestState::Active, 90,
                   QStringLiteral("de-1"));
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto ok = gate.check(refs({QStringLiteral("german")}),
                                   Destination{QStringLiteral("de-1"), QStringLiteral("DE"), {}});
        QVERIFY2(ok.ok() && ok->allowed(), qPrintable(ok.ok() ? ok->explanation() : ok.error()));
        for (const Destination &edited :
             {Destination{QStringLiteral("de-2"), QStringLiteral("DE"), {}},
              Destination{QStringLiteral("de-2"), {}, QStringLiteral("DE")},
              Destination{QStringLiteral("us-east"), QStringLiteral("DE"), QStringLiteral("DE")}}) {
            const auto d = gate.check(refs({QStringLiteral("german")}), edited);
            QVERIFY2(d.ok(), qPrintable(d.error()));
            QVERIFY(!d->allowed());
            QCOMPARE(d->datasets.first().problem, GateProblem::OtherDestination);
            QVERIFY2(d->explanation().contains(QStringLiteral("DE on cluster de-1")),
                     qPrintable(d->explanation()));
        }
    }

    // Issue 31: a request taken to destroyed (with a certificate) and revived with the sqlite3 shell, by
    // every means: the state and times rewritten, the certificate removed, the audit rows left (they are
    // chained). Likewise an expired one. None clears again.
    void aDestroyedOrExpiredRequestRevivedIsRefused()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty())
            QFAIL("the sqlite3 shell is missing: apt-get install sqlite3 (installer/debian-packages.txt)");
        addDataset(QStringLiteral("shredded"));
        addRequest(QStringLiteral("shredded"), QStringLiteral("SG"), RequestState::Expired);
        const qint64 id = m_requests.value(QStringLiteral("shredded"));
        QVERIFY(m_ledger->markForDestruction(id, QStringLiteral("olga")));
        DestructionCertificate c;
        c.requestId = id;
        c.performedBy = QStringLiteral("ops");
        c.asset = QStringLiteral("/scratch/shredded");
        c.verification = QStringLiteral("listing empty");
        c.performedOn = m_clock.date();
        c.witness = QStringLiteral("olga");
        c.evidenceSha256 = QByteArray(32, '\x5a');
        const Status destroyed = m_ledger->recordDestruction(c, QStringLiteral("olga"));
        QVERIFY2(destroyed, qPrintable(destroyed.error()));
        QCOMPARE(problemOf(QStringLiteral("shredded"), m_anchors), GateProblem::Expired);
        // Revived: state and times rewritten (the request's triggers dropped first).
        QString error = shell(QStringLiteral("DROP TRIGGER IF EXISTS ledger_requests_no_update; UPDATE "
                                             "ledger_requests SET state = 'active', expired_at = NULL, "
                                             "destroyed_at = NULL WHERE id = %1;")
                                  .arg(id));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QString reason;
        QCOMPARE(problemOf(QStringLiteral("shredded"), m_anchors, &reason), GateProblem::Expired);
        QVERIFY2(reason.contains(QStringLiteral("destruction certificate")), qPrintable(reason));
        // And the certificate removed too: the audit log still says it was destroyed.
        error = shell(QStringLiteral("DROP TRIGGER IF EXISTS ledger_destructions_no_delete; DELETE FROM "
                                     "ledger_destructions WHERE request_id = %1;")
                          .arg(id));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(problemOf(QStringLiteral("shredded"), m_anchors, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("cannot be revived")), qPrintable(reason));
        // An expired request flipped back to active.
        const qint64 expired = m_requests.value(QStringLiteral("expired"));
        error = shell(
            QStringLiteral("UPDATE ledger_requests SET state = 'active', expired_at = NULL WHERE id = %1;")
                .arg(expired));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(problemOf(QStringLiteral("expired"), m_anchors, &reason), GateProblem::NoValidApproval);
        QVERIFY2(reason.contains(QStringLiteral("expired (row")), qPrintable(reason));
    }

    void destinationWithoutClusterIsAnError()
    {
        ComplianceGate gate(*m_ledger, m_anchors);
        const auto d =
            gate.check(refs({QStringLiteral("cleared")}), Destination{{}, QStringLiteral("SG"), {}});
        QVERIFY(!d.ok());
        QVERIFY2(d.error().contains(QStringLiteral("names no cluster")), qPrintable(d.error()));
        // The local inventory's country is not needed: the approved request says where the cluster is.
        const auto named =
            gate.check(refs({QStringLiteral("retried")}), Destination{QStringLiteral("sg-h200"), {}, {}});
        QVERIFY2(named.ok() && named->allowed(),
                 qPrintable(named.ok() ? named->explanation() : named.error()));
        // Nothing to check: allowed whatever the destination.
        QVERIFY(gate.check(QList<DatasetRef>{}, Destination{})->allowed());
    }
};

QTEST_GUILESS_MAIN(TestComplianceGate)
#include "tst_compliance_gate.moc"
