// SPDX-License-Identifier: GPL-3.0-or-later
// Lineage on a real ledger database: a derived dataset inherits its sources' grade, a recorded lowering
// transformation signed by a second person lowers it, an anonymisation stops the propagation, core stays
// core; a source's grade change re-grades its derivatives and re-evaluates the open requests (the
// differences returned and in the audit log); bad input (loops, retired sources, negative counts, more
// people than the sources hold, core exports) is refused with its rule and leaves nothing behind.
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace cg;
using namespace cg::ledger;

namespace {

struct Fixture
{
    QTemporaryDir dir;
    Database db;
    std::unique_ptr<SqliteLedgerStore> store;
    std::unique_ptr<Ledger> ledger;
    std::unique_ptr<KeySigner> rita = KeySigner::generate();
    std::unique_ptr<KeySigner> owen = KeySigner::generate();
    std::unique_ptr<KeySigner> olga = KeySigner::generate();

    bool open()
    {
        if (!db.open(dir.filePath(QStringLiteral("l.sqlite"))))
            return false;
        store = std::make_unique<SqliteLedgerStore>(db);
        ledger = std::make_unique<Ledger>(*store);
        return ledger->registerOfficer(QStringLiteral("rita"), OfficerRole::Officer, rita->publicKey(),
                                       QStringLiteral("root")) &&
               ledger->registerOfficer(QStringLiteral("owen"), OfficerRole::Officer, owen->publicKey(),
                                       QStringLiteral("root")) &&
               ledger->registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root"));
    }
    Dataset get(const QString &name) { return ledger->dataset(name).value(); }
    qint64 auditRows() { return ledger->audit().rows(AuditQuery{1, -1, {}, {}, {}, -1, false})->size(); }
};

Dataset make(const QString &name, Grade grade, qint64 people, const QStringList &sources = {},
             const QString &derivation = {})
{
    Dataset d;
    d.name = name;
    d.owner = QStringLiteral("owen");
    d.grade = grade;
    d.people = people;
    d.personal = people > 0;
    d.sources = sources;
    d.derivation = derivation;
    d.lineageKnown = true;
    return d;
}

GradeChange change(const QString &dataset, Grade grade, std::optional<Grade> lowered = std::nullopt,
                   const QString &derivation = {})
{
    return GradeChange{dataset,
                       grade,
                       lowered,
                       derivation,
                       QStringLiteral("k-anonymity 50 verified by the privacy team"),
                       QStringLiteral("rita"),
                       {},
                       {},
                       {},
                       {},
                       {}};
}

} // namespace

class TestLedgerLineage : public QObject
{
    Q_OBJECT

private slots:
    void inheritsLowersAndStops()
    {
        Fixture fx;
        QVERIFY(fx.open());
        Dataset patients = make(QStringLiteral("patients"), Grade::Internal, 10000);
        patients.sensitive = unsigned(PiCategory::MedicalHealth);
        QVERIFY(fx.ledger->saveDataset(patients, QStringLiteral("owen")).ok());
        const Dataset deid = make(QStringLiteral("patients-deid"), Grade::Public, 8000,
                                  {QStringLiteral("patients")}, QStringLiteral("de-identified"));
        QVERIFY(fx.ledger->saveDataset(deid, QStringLiteral("owen")).ok());
        QCOMPARE(fx.get(QStringLiteral("patients-deid")).effectiveGrade, Grade::SensitivePersonal);

        // A lowering saved directly is refused: a second person signs it.
        Dataset lowered = fx.get(QStringLiteral("patients-deid"));
        lowered.loweredTo = Grade::Internal;
        lowered.loweringJustification = QStringLiteral("x");
        const qint64 rows = fx.auditRows();
        const auto direct = fx.ledger->saveDataset(lowered, QStringLiteral("owen"));
        QVERIFY(!direct.ok());
        QVERIFY2(direct.error().contains(QStringLiteral("[grade-change-second-signature]")),
                 qPrintable(direct.error()));
        QCOMPARE(fx.auditRows(), rows);

        QVERIFY(Lineage::propose(*fx.ledger,
                                 change(QStringLiteral("patients-deid"), Grade::Public, Grade::Internal))
                    .ok());
        QVERIFY(Lineage::pending(*fx.ledger, QStringLiteral("patients-deid"))->has_value());
        const auto self = Lineage::sign(*fx.ledger, QStringLiteral("patients-deid"), *fx.rita);
        QVERIFY(!self.ok());
        QVERIFY2(self.error().contains(QStringLiteral("proposed")), qPrintable(self.error()));
        const auto owner = Lineage::sign(*fx.ledger, QStringLiteral("patients-deid"), *fx.owen);
        QVERIFY(!owner.ok());
        QVERIFY2(owner.error().contains(QStringLiteral("owns")), qPrintable(owner.error()));
        auto stranger = KeySigner::generate();
        QVERIFY(!Lineage::sign(*fx.ledger, QStringLiteral("patients-deid"), *stranger).ok());
        QCOMPARE(fx.get(QStringLiteral("patients-deid")).effectiveGrade, Grade::SensitivePersonal);

        const auto impact = Lineage::sign(*fx.ledger, QStringLiteral("patients-deid"), *fx.olga);
        QVERIFY2(impact.ok(), qPrintable(impact.error()));
        const Dataset after = fx.get(QStringLiteral("patients-deid"));
        QCOMPARE(after.effectiveGrade, Grade::Internal);
        QCOMPARE(after.inheritedGrade, Grade::SensitivePersonal);
        QCOMPARE(after.loweringSignedBy, QStringLiteral("olga"));
        QCOMPARE(impact->datasets.size(), 1);
        QCOMPARE(impact->datasets.first().before, Grade::SensitivePersonal);
        QCOMPARE(impact->datasets.first().after, Grade::Internal);
        QVERIFY(!Lineage::pending(*fx.ledger, QStringLiteral("patients-deid"))->has_value());
        const auto signedRows = fx.ledger->audit().rows(
            AuditQuery{1, -1, {}, QStringLiteral("dataset.grade-change.signed"), {}, -1, false});
        QCOMPARE(signedRows->size(), 1);
        QVERIFY(signedRows->first().details.contains(QStringLiteral("\"signature\"")));

        // A dataset derived from the lowered one inherits the lowered grade; an anonymisation stops it.
        QVERIFY(fx.ledger
                    ->saveDataset(make(QStringLiteral("features"), Grade::Public, 0,
                                       {QStringLiteral("patients-deid")}, QStringLiteral("aggregated")),
                                  QStringLiteral("owen"))
                    .ok());
        QCOMPARE(fx.get(QStringLiteral("features")).effectiveGrade, Grade::Internal);
        QVERIFY(fx.ledger
                    ->saveDataset(make(QStringLiteral("stats"), Grade::Public, 0,
                                       {QStringLiteral("patients")}, QStringLiteral("copy")),
                                  QStringLiteral("owen"))
                    .ok());
        QCOMPARE(fx.get(QStringLiteral("stats")).effectiveGrade, Grade::SensitivePersonal);
        QVERIFY(Lineage::propose(*fx.ledger, change(QStringLiteral("stats"), Grade::Public, std::nullopt,
                                                    QStringLiteral("anonymised")))
                    .ok());
        QVERIFY(Lineage::sign(*fx.ledger, QStringLiteral("stats"), *fx.olga).ok());
        QCOMPARE(fx.get(QStringLiteral("stats")).effectiveGrade, Grade::Public);
        QVERIFY(fx.ledger->audit().verify().intact);
    }

    // Issue 31: a dataset's own grade is at least its fields'. Lowering a field (grade, personal mark,
    // sensitive categories) or removing a classified one lowers the dataset as surely as its grade: saved
    // directly, it is refused; proposed naming the field and signed by a second person, it is applied.
    void fieldsAreLoweredOnlyThroughASignedChange()
    {
        Fixture fx;
        QVERIFY(fx.open());
        Dataset visits = make(QStringLiteral("visits"), Grade::Internal, 500);
        Field id{QStringLiteral("national_id"), QStringLiteral("ID card number"), Grade::SensitivePersonal,
                 true, unsigned(PiCategory::MedicalHealth)};
        Field ward{QStringLiteral("ward"), QStringLiteral("hospital ward"), Grade::Internal, false, 0};
        visits.fields = {id, ward};
        QVERIFY(fx.ledger->saveDataset(visits, QStringLiteral("owen")).ok());
        QCOMPARE(fx.get(QStringLiteral("visits")).effectiveGrade, Grade::SensitivePersonal);
        const qint64 rows = fx.auditRows();

        const auto refusedSave = [&](const std::function<void(Dataset &)> &edit) {
            Dataset d = fx.get(QStringLiteral("visits"));
            edit(d);
            const auto saved = fx.ledger->saveDataset(d, QStringLiteral("owen"));
            QVERIFY(!saved.ok());
            QVERIFY2(saved.error().contains(QStringLiteral("[grade-change-second-signature]")),
                     qPrintable(saved.error()));
        };
        refusedSave([](Dataset &d) { d.fields[0].grade = Grade::Public; });
        refusedSave([](Dataset &d) { d.fields[0].personal = false; });
        refusedSave([](Dataset &d) { d.fields[0].sensitive = 0; });
        refusedSave([](Dataset &d) { d.fields.removeFirst(); });
        refusedSave([](Dataset &d) { d.fields.clear(); });
        QCOMPARE(fx.auditRows(), rows);
        QCOMPARE(fx.get(QStringLiteral("visits")).effectiveGrade, Grade::SensitivePersonal);

        // Raising, describing or adding a field needs nobody else.
        Dataset d = fx.get(QStringLiteral("visits"));
        d.fields[1].grade = Grade::Important;
        d.fields[0].description = QStringLiteral("resident identity card number");
        d.fields << Field{QStringLiteral("note"), {}, Grade::Public, false, 0};
        QVERIFY(fx.ledger->saveDataset(d, QStringLiteral("owen")).ok());

        // Proposed naming the field, signed by a second person: applied, and only as far as it names.
        GradeChange c = change(QStringLiteral("visits"), Grade::Internal);
        c.fields = {Field{QStringLiteral("national_id"), {}, Grade::Internal, false, 0}};
        const Status proposed = Lineage::propose(*fx.ledger, c);
        QVERIFY2(proposed.ok(), qPrintable(proposed.error()));
        GradeChange unknown = c;
        unknown.fields = {Field{QStringLiteral("no_such_field"), {}, Grade::Public, false, 0}};
        QCOMPARE(Lineage::propose(*fx.ledger, unknown).code(), ErrorCode::NotFound);
        const auto impact = Lineage::sign(*fx.ledger, QStringLiteral("visits"), *fx.olga);
        QVERIFY2(impact.ok(), qPrintable(impact.error()));
        const Dataset after = fx.get(QStringLiteral("visits"));
        QCOMPARE(after.fields[0].grade, Grade::Internal);
        QVERIFY(!after.fields[0].personal);
        QCOMPARE(after.effectiveGrade, Grade::Important); // ward, raised above
        // The change is used up: the next lowering needs its own.
        refusedSave([](Dataset &e) {
            for (Field &f : e.fields) {
                if (f.name == QLatin1String("ward"))
                    f.grade = Grade::Internal;
            }
        });
        const auto signedRows = fx.ledger->audit().rows(
            AuditQuery{1, -1, {}, QStringLiteral("dataset.grade-change.signed"), {}, -1, false});
        QCOMPARE(signedRows->size(), 1);
        QVERIFY(signedRows->first().details.contains(QStringLiteral("national_id")));
        QVERIFY(fx.ledger->audit().verify().intact);
    }

    // Issue 31: the dataset's own people count, personal mark and sensitive categories move the thresholds
    // (1 million people; 10,000 with sensitive information) and the personal-information rules: lowering
    // them is a lowering like a grade's, refused when saved directly, applied when proposed and signed.
    void ownCountsAreLoweredOnlyThroughASignedChange()
    {
        Fixture fx;
        QVERIFY(fx.open());
        Dataset patients = make(QStringLiteral("patients"), Grade::Internal, 1500000);
        patients.sensitive = unsigned(PiCategory::MedicalHealth);
        QVERIFY(fx.ledger->saveDataset(patients, QStringLiteral("owen")).ok());
        const qint64 rows = fx.auditRows();
        const auto refusedSave = [&](const std::function<void(Dataset &)> &edit) {
            Dataset d = fx.get(QStringLiteral("patients"));
            edit(d);
            const auto saved = fx.ledger->saveDataset(d, QStringLiteral("owen"));
            QVERIFY(!saved.ok());
            QCOMPARE(saved.code(), ErrorCode::Refused);
            QVERIFY2(saved.error().contains(QStringLiteral("[grade-change-second-signature]")),
                     qPrintable(saved.error()));
        };
        refusedSave([](Dataset &d) { d.people = 999999; }); // under the 1 million threshold
        refusedSave([](Dataset &d) { d.personal = false; });
        refusedSave([](Dataset &d) { d.sensitive = 0; });
        QCOMPARE(fx.auditRows(), rows);
        // More people or another category needs nobody else.
        Dataset more = fx.get(QStringLiteral("patients"));
        more.people = 2000000;
        more.sensitive |= unsigned(PiCategory::Biometrics);
        QVERIFY(fx.ledger->saveDataset(more, QStringLiteral("owen")).ok());

        // Proposed stating the counts, signed by a second person: applied as far as it states.
        GradeChange c = change(QStringLiteral("patients"), Grade::Internal);
        c.people = 800000;
        c.sensitive = unsigned(PiCategory::MedicalHealth);
        QVERIFY(Lineage::propose(*fx.ledger, c).ok());
        // The proposer cannot sign it.
        QVERIFY(!Lineage::sign(*fx.ledger, QStringLiteral("patients"), *fx.rita).ok());
        const auto impact = Lineage::sign(*fx.ledger, QStringLiteral("patients"), *fx.olga);
        QVERIFY2(impact.ok(), qPrintable(impact.error()));
        Dataset after = fx.get(QStringLiteral("patients"));
        QCOMPARE(after.people, qint64(800000));
        QCOMPARE(after.sensitive, PiCategories(unsigned(PiCategory::MedicalHealth)));
        // Used up: lowering further needs its own change.
        refusedSave([](Dataset &d) { d.people = 1; });
        const auto signedRows = fx.ledger->audit().rows(
            AuditQuery{1, -1, {}, QStringLiteral("dataset.grade-change.signed"), {}, -1, false});
        QCOMPARE(signedRows->size(), 1);
        QVERIFY(signedRows->first().details.contains(QStringLiteral("800000")));
        QVERIFY(fx.ledger->audit().verify().intact);
    }

    void badInputIsRefusedWithItsRule_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("sources");
        QTest::addColumn<qint64>("people");
        QTest::addColumn<QString>("derivation");
        QTest::addColumn<QString>("rule");
        QTest::newRow("derived from itself")
            << "raw" << QStringList{QStringLiteral("raw")} << qint64(1) << "copy"
            << "lineage-no-cycle";
        QTest::newRow("a loop through a derivative")
            << "raw" << QStringList{QStringLiteral("derived")} << qint64(1) << "copy"
            << "lineage-no-cycle";
        QTest::newRow("retired source")
            << "new" << QStringList{QStringLiteral("old")} << qint64(1) << "sampled"
            << "lineage-source-retired";
        QTest::newRow("negative people") << "new" << QStringList{} << qint64(-1) << ""
                                         << "counts-not-negative";
        QTest::newRow("more people than the source")
            << "new" << QStringList{QStringLiteral("raw")} << qint64(1001) << "sampled"
            << "lineage-people-within-sources";
        QTest::newRow("unknown source")
            << "new" << QStringList{QStringLiteral("nowhere")} << qint64(0) << "copy"
            << "lineage-source-exists";
        QTest::newRow("unknown derivation")
            << "new" << QStringList{QStringLiteral("raw")} << qint64(0) << "shuffled"
            << "lineage-derivation";
        QTest::newRow("derivation without a source") << "new" << QStringList{} << qint64(0) << "sampled"
                                                     << "lineage-derivation";
    }

    void badInputIsRefusedWithItsRule()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, sources);
        QFETCH(qint64, people);
        QFETCH(QString, derivation);
        QFETCH(QString, rule);
        Fixture fx;
        QVERIFY(fx.open());
        QVERIFY(
            fx.ledger->saveDataset(make(QStringLiteral("raw"), Grade::Internal, 1000), QStringLiteral("owen"))
                .ok());
        QVERIFY(fx.ledger
                    ->saveDataset(make(QStringLiteral("derived"), Grade::Internal, 10,
                                       {QStringLiteral("raw")}, QStringLiteral("sampled")),
                                  QStringLiteral("owen"))
                    .ok());
        Dataset old = make(QStringLiteral("old"), Grade::Internal, 1000);
        old.retired = true;
        QVERIFY(fx.ledger->saveDataset(old, QStringLiteral("owen")).ok());
        const qint64 rows = fx.auditRows();
        const QList<Dataset> before = fx.ledger->datasets().value();

        Dataset d = name == QLatin1String("raw") ? fx.get(name) : make(name, Grade::Internal, people);
        d.sources = sources;
        d.people = people;
        d.derivation = derivation;
        const auto saved = fx.ledger->saveDataset(d, QStringLiteral("owen"));
        QVERIFY(!saved.ok());
        QVERIFY2(saved.error().contains(QStringLiteral("[%1]").arg(rule)), qPrintable(saved.error()));
        // Nothing half-saved: the same datasets, sources and audit log.
        QCOMPARE(fx.auditRows(), rows);
        const QList<Dataset> after = fx.ledger->datasets().value();
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < after.size(); ++i) {
            QCOMPARE(after[i].name, before[i].name);
            QCOMPARE(after[i].sources, before[i].sources);
            QCOMPARE(after[i].people, before[i].people);
        }
        QVERIFY(fx.ledger->audit().verify().intact);
    }

    void coreStaysCoreAndNeverLeaves()
    {
        Fixture fx;
        QVERIFY(fx.open());
        QVERIFY(fx.ledger->saveDataset(make(QStringLiteral("grid"), Grade::Core, 0), QStringLiteral("owen"))
                    .ok());
        QVERIFY(fx.ledger
                    ->saveDataset(make(QStringLiteral("grid-agg"), Grade::Public, 0, {QStringLiteral("grid")},
                                       QStringLiteral("aggregated")),
                                  QStringLiteral("owen"))
                    .ok());
        QCOMPARE(fx.get(QStringLiteral("grid-agg")).effectiveGrade, Grade::Core);
        const Status lowering =
            Lineage::propose(*fx.ledger, change(QStringLiteral("grid-agg"), Grade::Public, Grade::Internal));
        QVERIFY(!lowering.ok());
        QVERIFY2(lowering.error().contains(QStringLiteral("[lineage-core-stays-core]")),
                 qPrintable(lowering.error()));

        ExportRequest r;
        r.datasets = {QStringLiteral("grid-agg")};
        r.form = ExportForm::Aggregated;
        r.formParams.insert(QStringLiteral("min_group_size"), QStringLiteral("50"));
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("forecasting");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        r.mechanism = LegalMechanism::SecurityAssessment;
        r.mechanismRef = QStringLiteral("SA-1");
        const qint64 id = fx.ledger->createRequest(r).value();
        const Status st = fx.ledger->submit(id, QStringLiteral("rita"));
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(QStringLiteral("[core-never-exports]")), qPrintable(st.error()));
        QCOMPARE(fx.ledger->request(id)->request.state, RequestState::Draft);
        QVERIFY(fx.ledger->audit().verify().intact);
    }

    void sourceGradeChangeReevaluatesOpenRequests()
    {
        Fixture fx;
        QVERIFY(fx.open());
        QVERIFY(
            fx.ledger
                ->saveDataset(make(QStringLiteral("logs"), Grade::Internal, 50000), QStringLiteral("owen"))
                .ok());
        QVERIFY(fx.ledger
                    ->saveDataset(make(QStringLiteral("logs-sample"), Grade::Internal, 5000,
                                       {QStringLiteral("logs")}, QStringLiteral("sampled")),
                                  QStringLiteral("owen"))
                    .ok());
        ExportRequest r;
        r.datasets = {QStringLiteral("logs-sample")};
        r.form = ExportForm::Sampled;
        r.formParams.insert(QStringLiteral("fraction"), QStringLiteral("0.1"));
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("evaluation");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        r.mechanism = LegalMechanism::Exemption;
        r.exemptionClause = QStringLiteral("below-100k");
        const qint64 id = fx.ledger->createRequest(r).value();
        QVERIFY(fx.ledger->submit(id, QStringLiteral("rita")).ok());

        QVERIFY(Lineage::propose(*fx.ledger, change(QStringLiteral("logs"), Grade::Core)).ok());
        const auto impact = Lineage::sign(*fx.ledger, QStringLiteral("logs"), *fx.olga);
        QVERIFY2(impact.ok(), qPrintable(impact.error()));
        QCOMPARE(impact->datasets.size(), 2); // logs and logs-sample
        QCOMPARE(impact->requests.size(), 1);
        const RequestDiff &diff = impact->requests.first();
        QCOMPARE(diff.id, id);
        QCOMPARE(diff.highestBefore, Grade::Internal);
        QCOMPARE(diff.highestAfter, Grade::Core);
        QVERIFY(diff.allowedBefore);
        QVERIFY(!diff.allowedAfter);
        QVERIFY2(diff.explanation.contains(QStringLiteral("[core-never-exports]")),
                 qPrintable(diff.explanation));
        QVERIFY2(impact->summary().contains(QStringLiteral("now refused")), qPrintable(impact->summary()));
        const auto reevaluated = fx.ledger->audit().rows(
            AuditQuery{1, -1, {}, QStringLiteral("request.reevaluated"), {}, -1, false});
        QCOMPARE(reevaluated->size(), 1);
        QCOMPARE(reevaluated->first().subject, QStringLiteral("request:%1").arg(id));
        // The submitted request can no longer be approved.
        const auto decided = fx.ledger->decide(id, true, *fx.olga, QDate::currentDate().addDays(3), {});
        QVERIFY(!decided.ok());
        QVERIFY(fx.ledger->audit().verify().intact);
    }
};

QTEST_GUILESS_MAIN(TestLedgerLineage)
#include "tst_ledger_lineage.moc"
