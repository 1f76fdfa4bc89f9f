// SPDX-License-Identifier: GPL-3.0-or-later
// The export rules, the threshold table (every edge: one below, exactly at, one above) and the four-eyes
// rules, as tables of cases; then the same rules through the ledger on a real database, where decisions
// are signed and a self-approval is refused even for an admin.
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/rules.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

Q_DECLARE_METATYPE(cg::ledger::MechanismTier)

namespace {

Dataset dataset(const QString &name, Grade grade, qint64 people = 0, PiCategories sensitive = 0)
{
    Dataset d;
    d.name = name;
    d.owner = QStringLiteral("owen");
    d.grade = grade;
    d.people = people;
    d.personal = people > 0;
    d.sensitive = sensitive;
    if (grade == Grade::Important) // important data is what was notified or published as such (Art. 2)
        d.importantNotice = QStringLiteral("notified by the provincial CAC, 2026-02-01");
    d.effectiveGrade = d.ownFloor();
    return d;
}

ExportRequest request(LegalMechanism mechanism, ExportForm form = ExportForm::DeIdentified)
{
    ExportRequest r;
    r.id = 1;
    r.datasets = {QStringLiteral("d")};
    r.form = form;
    r.destinationCluster = QStringLiteral("sg-h200");
    r.destinationCountry = QStringLiteral("SG");
    r.purpose = QStringLiteral("fine-tuning");
    r.mechanism = mechanism;
    r.retentionDays = 90;
    r.requester = QStringLiteral("rita");
    return r;
}

QStringList ruleIds(const QList<Refusal> &refusals)
{
    QStringList out;
    for (const Refusal &r : refusals)
        out << r.rule;
    return out;
}

} // namespace

class TestLedgerRules : public QObject
{
    Q_OBJECT

private slots:
    void thresholdEdges_data()
    {
        QTest::addColumn<qint64>("sensitive");
        QTest::addColumn<qint64>("other");
        QTest::addColumn<MechanismTier>("required");
        const auto E = MechanismTier::Exemption, C = MechanismTier::ContractOrCertification,
                   A = MechanismTier::SecurityAssessment;
        QTest::newRow("nothing") << qint64(0) << qint64(0) << E;
        QTest::newRow("other 99,999 (one below 100k)") << qint64(0) << qint64(99999) << E;
        QTest::newRow("other 100,000 (at)") << qint64(0) << qint64(100000) << C;
        QTest::newRow("other 100,001 (one above)") << qint64(0) << qint64(100001) << C;
        QTest::newRow("other 999,999 (one below 1M)") << qint64(0) << qint64(999999) << C;
        QTest::newRow("other 1,000,000 (at)") << qint64(0) << qint64(1000000) << A;
        QTest::newRow("other 1,000,001 (one above)") << qint64(0) << qint64(1000001) << A;
        QTest::newRow("sensitive 1 (any)") << qint64(1) << qint64(0) << C;
        QTest::newRow("sensitive 9,999 (one below 10k)") << qint64(9999) << qint64(0) << C;
        QTest::newRow("sensitive 10,000 (at)") << qint64(10000) << qint64(0) << A;
        QTest::newRow("sensitive 10,001 (one above)") << qint64(10001) << qint64(0) << A;
        QTest::newRow("sensitive 9,999 + other 999,999") << qint64(9999) << qint64(999999) << C;
        QTest::newRow("sensitive 10,000 + other 1") << qint64(10000) << qint64(1) << A;
    }

    void thresholdEdges()
    {
        QFETCH(qint64, sensitive);
        QFETCH(qint64, other);
        QFETCH(MechanismTier, required);
        QCOMPARE(Rules::requiredTier(YearCounters{2026, sensitive, other}), required);

        // The same edge reached by a running counter: what went abroad before plus this request.
        const qint64 beforeOther = other / 2, beforeSensitive = sensitive / 2;
        ExportRequest r = request(LegalMechanism::StandardContract);
        r.mechanismRef = QStringLiteral("SC-2026-001");
        r.piaRef = QStringLiteral("PIA-7");
        r.consentRef = QStringLiteral("CONSENT-7");
        r.peopleSensitive = sensitive - beforeSensitive;
        r.peopleOther = other - beforeOther;
        const RuleVerdict v = Rules::evaluate(r,
                                              {dataset(QStringLiteral("d"), Grade::Internal, 1,
                                                       sensitive ? unsigned(PiCategory::MedicalHealth) : 0u)},
                                              YearCounters{2026, beforeSensitive, beforeOther});
        QCOMPARE(v.after.sensitive, sensitive);
        QCOMPARE(v.after.other, other);
        QCOMPARE(v.required, required);
        QCOMPARE(ruleIds(v.refusals).contains(QStringLiteral("threshold-mechanism")),
                 required == MechanismTier::SecurityAssessment);

        // Each mechanism against the edge: it passes exactly when it is at least as strong as required.
        for (LegalMechanism m : {LegalMechanism::Exemption, LegalMechanism::StandardContract,
                                 LegalMechanism::Certification, LegalMechanism::SecurityAssessment}) {
            ExportRequest rm = r;
            rm.mechanism = m;
            rm.exemptionClause = QStringLiteral("below-100k");
            const RuleVerdict vm =
                Rules::evaluate(rm,
                                {dataset(QStringLiteral("d"), Grade::Internal, 1,
                                         sensitive ? unsigned(PiCategory::MedicalHealth) : 0u)},
                                YearCounters{2026, beforeSensitive, beforeOther});
            const bool refused = ruleIds(vm.refusals).contains(QStringLiteral("threshold-mechanism"));
            QCOMPARE(refused, tierOf(m) < required);
            if (refused) {
                const QString msg = vm.explanation();
                QVERIFY2(msg.contains(QString::number(vm.after.year)), qPrintable(msg));
                QVERIFY2(msg.contains(tierName(required)), qPrintable(msg));
            }
        }
    }

    void exemptionClausesThatIgnoreCounts()
    {
        ExportRequest r = request(LegalMechanism::Exemption);
        r.exemptionClause = QStringLiteral("hr-management");
        r.peopleOther = 5000000;
        RuleVerdict v = Rules::evaluate(r, {dataset(QStringLiteral("d"), Grade::Internal, 1)}, {2026, 0, 0});
        QVERIFY2(v.allowed(), qPrintable(v.explanation()));
        r.exemptionClause = QStringLiteral("no-such-clause");
        v = Rules::evaluate(r, {dataset(QStringLiteral("d"), Grade::Internal, 1)}, {2026, 0, 0});
        // An unknown clause exempts nothing: the counts decide as well (5,000,000 people: Art. 7).
        QCOMPARE(ruleIds(v.refusals),
                 (QStringList{QStringLiteral("mechanism-reference"), QStringLiteral("threshold-mechanism")}));
        QVERIFY(v.refusals.first().message.contains(QStringLiteral("below-100k")));
    }

    void exportRules_data()
    {
        QTest::addColumn<int>("grade");
        QTest::addColumn<bool>("sensitive");
        QTest::addColumn<int>("form");
        QTest::addColumn<int>("mechanism");
        QTest::addColumn<QString>("ref");
        QTest::addColumn<QString>("pia");
        QTest::addColumn<QString>("consent");
        QTest::addColumn<QStringList>("refused");
        const int raw = int(ExportForm::Raw), deid = int(ExportForm::DeIdentified),
                  agg = int(ExportForm::Aggregated);
        const int sa = int(LegalMechanism::SecurityAssessment), sc = int(LegalMechanism::StandardContract);
        const QString ref = QStringLiteral("REF-1"), pia = QStringLiteral("PIA-1"),
                      consent = QStringLiteral("C-1");
        const QString none;
        QTest::newRow("public, raw, contract")
            << int(Grade::Public) << false << raw << sc << ref << none << none << QStringList{};
        QTest::newRow("contract without its reference")
            << int(Grade::Internal) << false << raw << sc << none << none << none
            << QStringList{QStringLiteral("mechanism-reference")};
        QTest::newRow("core never, even aggregated under assessment")
            << int(Grade::Core) << false << agg << sa << ref << none << none
            << QStringList{QStringLiteral("core-never-exports")};
        QTest::newRow("core raw") << int(Grade::Core) << false << raw << sa << ref << none << none
                                  << QStringList{QStringLiteral("core-never-exports")};
        QTest::newRow("important under a contract")
            << int(Grade::Important) << false << deid << sc << ref << none << none
            << QStringList{QStringLiteral("important-needs-security-assessment"),
                           QStringLiteral("threshold-mechanism")};
        QTest::newRow("important under assessment without number")
            << int(Grade::Important) << false << deid << sa << none << none << none
            << QStringList{QStringLiteral("important-needs-security-assessment"),
                           QStringLiteral("mechanism-reference")};
        QTest::newRow("important under assessment")
            << int(Grade::Important) << false << deid << sa << ref << none << none << QStringList{};
        QTest::newRow("sensitive, all references, de-identified")
            << int(Grade::SensitivePersonal) << true << deid << sc << ref << pia << consent << QStringList{};
        QTest::newRow("sensitive raw") << int(Grade::SensitivePersonal) << true << raw << sc << ref << pia
                                       << consent << QStringList{QStringLiteral("sensitive-not-raw")};
        QTest::newRow("sensitive without impact assessment")
            << int(Grade::SensitivePersonal) << true << deid << sc << ref << none << consent
            << QStringList{QStringLiteral("sensitive-needs-impact-assessment")};
        QTest::newRow("sensitive without consent")
            << int(Grade::SensitivePersonal) << true << deid << sc << ref << pia << none
            << QStringList{QStringLiteral("sensitive-needs-consent")};
        QTest::newRow("sensitive category under internal grade is sensitive")
            << int(Grade::Internal) << true << raw << sc << ref << none << none
            << QStringList{QStringLiteral("sensitive-needs-impact-assessment"),
                           QStringLiteral("sensitive-needs-consent"), QStringLiteral("sensitive-not-raw")};
        QTest::newRow("aggregated without group size")
            << int(Grade::Internal) << false << agg << sc << ref << none << none
            << QStringList{QStringLiteral("form-parameters")};
    }

    void exportRules()
    {
        QFETCH(int, grade);
        QFETCH(bool, sensitive);
        QFETCH(int, form);
        QFETCH(int, mechanism);
        QFETCH(QString, ref);
        QFETCH(QString, pia);
        QFETCH(QString, consent);
        QFETCH(QStringList, refused);
        ExportRequest r = request(LegalMechanism(mechanism), ExportForm(form));
        if (r.form == ExportForm::Aggregated && !QByteArray(QTest::currentDataTag()).contains("group size"))
            r.formParams.insert(QStringLiteral("min_group_size"), QStringLiteral("50"));
        r.mechanismRef = ref;
        r.piaRef = pia;
        r.consentRef = consent;
        r.peopleSensitive = sensitive ? 10 : 0; // under every threshold that needs an assessment
        r.peopleOther = 0;
        const Dataset d =
            dataset(QStringLiteral("d"), Grade(grade), 10, sensitive ? unsigned(PiCategory::Biometrics) : 0u);
        const RuleVerdict v = Rules::evaluate(r, {d}, {2026, 0, 0});
        QCOMPARE(ruleIds(v.refusals), refused);
        for (const Refusal &f : v.refusals)
            QVERIFY2(!f.message.isEmpty() && (f.message.contains(QStringLiteral("d")) ||
                                              f.rule == QLatin1String("mechanism-reference") ||
                                              f.rule == QLatin1String("form-parameters")),
                     qPrintable(f.message));
    }

    void everyRuleIsInTheCatalogue()
    {
        QStringList ids;
        for (const Rules::Info &i : Rules::exportRules() + Rules::approvalRules()) {
            QVERIFY(!i.description.isEmpty());
            ids << i.id;
        }
        for (const char *id :
             {"core-never-exports", "important-needs-security-assessment", "sensitive-not-raw",
              "threshold-mechanism", "four-eyes-requester", "four-eyes-key", "four-eyes-owner"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
    }

    // Four eyes through the ledger: who may decide a request, on a real database with signed decisions.
    void fourEyes_data()
    {
        QTest::addColumn<int>("grade");
        QTest::addColumn<QString>("requester");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QString>("approver");
        QTest::addColumn<QString>("role");
        QTest::addColumn<bool>("approving");
        QTest::addColumn<QString>("refusedBy");
        const QString ok;
        QTest::newRow("officer approves another's internal request") << int(Grade::Internal) << "rita"
                                                                     << "owen"
                                                                     << "olga"
                                                                     << "officer" << true << ok;
        QTest::newRow("self-approval as officer") << int(Grade::Internal) << "olga"
                                                  << "owen"
                                                  << "olga"
                                                  << "officer" << true << "four-eyes-requester";
        QTest::newRow("self-approval as admin") << int(Grade::Internal) << "adam"
                                                << "owen"
                                                << "adam"
                                                << "admin" << true << "four-eyes-requester";
        QTest::newRow("self-approval, name in other case") << int(Grade::Internal) << "Adam"
                                                           << "owen"
                                                           << "adam"
                                                           << "admin" << true << "four-eyes-requester";
        QTest::newRow("owner approves internal data") << int(Grade::Internal) << "rita"
                                                      << "olga"
                                                      << "olga"
                                                      << "officer" << true << ok;
        QTest::newRow("owner approves sensitive-personal data") << int(Grade::SensitivePersonal) << "rita"
                                                                << "olga"
                                                                << "olga"
                                                                << "officer" << true << "four-eyes-owner";
        QTest::newRow("owner approves important data, as admin") << int(Grade::Important) << "rita"
                                                                 << "adam"
                                                                 << "adam"
                                                                 << "admin" << true << "four-eyes-owner";
        QTest::newRow("non-owner approves sensitive-personal data") << int(Grade::SensitivePersonal) << "rita"
                                                                    << "owen"
                                                                    << "olga"
                                                                    << "officer" << true << ok;
        QTest::newRow("unregistered key") << int(Grade::Internal) << "rita"
                                          << "owen"
                                          << ""
                                          << "officer" << true << "approver-registered";
        QTest::newRow("owner rejects sensitive-personal data") << int(Grade::SensitivePersonal) << "rita"
                                                               << "olga"
                                                               << "olga"
                                                               << "officer" << false << ok;
    }

    void fourEyes()
    {
        QFETCH(int, grade);
        QFETCH(QString, requester);
        QFETCH(QString, owner);
        QFETCH(QString, approver);
        QFETCH(QString, role);
        QFETCH(bool, approving);
        QFETCH(QString, refusedBy);

        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("l.sqlite"))));
        SqliteLedgerStore store(db);
        Ledger ledger(store);
        auto key = KeySigner::generate();
        if (!approver.isEmpty())
            QVERIFY(ledger.registerOfficer(approver, *roleFromName(role), key->publicKey(),
                                           QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("patients");
        d.owner = owner;
        d.grade = Grade(grade);
        d.people = 100;
        d.personal = true;
        if (Grade(grade) == Grade::SensitivePersonal)
            d.sensitive = unsigned(PiCategory::MedicalHealth);
        QVERIFY(ledger.saveDataset(d, QStringLiteral("root")).ok());
        ExportRequest r = request(Grade(grade) == Grade::Important ? LegalMechanism::SecurityAssessment
                                                                   : LegalMechanism::StandardContract);
        r.datasets = {QStringLiteral("patients")};
        r.requester = requester;
        r.mechanismRef = QStringLiteral("REF-1");
        r.piaRef = QStringLiteral("PIA-1");
        r.consentRef = QStringLiteral("C-1");
        const auto id = ledger.createRequest(r);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        const Status submitted = ledger.submit(id.value(), requester);
        QVERIFY2(submitted.ok(), qPrintable(submitted.error()));

        const auto decided = ledger.decide(id.value(), approving, *key, QDate::currentDate().addDays(10),
                                           QStringLiteral("ok"));
        if (refusedBy.isEmpty()) {
            QVERIFY2(decided.ok(), qPrintable(decided.error()));
            const auto checks = ledger.verifySignatures();
            QVERIFY(checks.ok());
            QCOMPARE(checks->size(), 1);
            QVERIFY2(checks->first().valid, qPrintable(checks->first().problem));
            QCOMPARE(ledger.request(id.value())->request.state,
                     approving ? RequestState::Approved : RequestState::Rejected);
        } else {
            QVERIFY(!decided.ok());
            QVERIFY2(decided.error().contains(QStringLiteral("[%1]").arg(refusedBy)),
                     qPrintable(decided.error()));
            QCOMPARE(ledger.request(id.value())->request.state, RequestState::Submitted);
            QCOMPARE(ledger.verifySignatures()->size(), 0);
        }
        QVERIFY(ledger.audit().verify().intact);
    }

    void requestLifeFollowsTheStateMachine()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("l.sqlite"))));
        SqliteLedgerStore store(db);
        QDateTime clock = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);
        Ledger ledger(store, [&] { return clock; });
        auto olga = KeySigner::generate();
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("logs");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("owen")).ok());
        ExportRequest r = request(LegalMechanism::StandardContract);
        r.datasets = {QStringLiteral("logs")};
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 30;
        const qint64 id = ledger.createRequest(r).value();

        QVERIFY(!ledger.activate(id, QStringLiteral("rita")).ok()); // draft -> active: no
        QVERIFY(!ledger.submit(id, QStringLiteral("olga")).ok());   // only the requester submits
        QVERIFY(ledger.submit(id, QStringLiteral("rita")).ok());
        QVERIFY(!ledger.submit(id, QStringLiteral("rita")).ok()); // twice: no
        QVERIFY(ledger.decide(id, true, *olga, clock.date().addDays(7), {}).ok());
        clock = clock.addDays(8);
        const Status late = ledger.activate(id, QStringLiteral("rita")); // the approval expired
        QVERIFY(!late.ok());
        QVERIFY(late.error().contains(QStringLiteral("expired")));
        clock = clock.addDays(-2);
        QVERIFY(ledger.activate(id, QStringLiteral("rita")).ok());
        QCOMPARE(ledger.request(id)->destructionDue, QDate(2026, 4, 6));
        QCOMPARE(ledger.expireDue(QStringLiteral("system")).value(), 0);
        clock = QDateTime(QDate(2026, 4, 7), QTime(0, 0), Qt::UTC);
        QVERIFY(ledger.request(id)->destructionOverdue);
        QCOMPARE(ledger.expireDue(QStringLiteral("system")).value(), 1);
        QVERIFY(ledger.markForDestruction(id, QStringLiteral("olga")).ok());
        DestructionCertificate c;
        c.requestId = id;
        c.performedBy = QStringLiteral("sam");
        c.asset = QStringLiteral("s3://sg-bucket/logs");
        c.method = DestructionMethod::CryptoErase;
        c.verification = QStringLiteral("key destroyed in KMS; reads fail");
        c.performedOn = clock.date();
        c.witness = QStringLiteral("sam");
        QVERIFY(!ledger.recordDestruction(c, QStringLiteral("sam")).ok()); // no evidence, witness = performer
        c.evidenceSha256 = QByteArray(32, '\x11');
        QVERIFY(!ledger.recordDestruction(c, QStringLiteral("sam")).ok()); // witness = performer
        c.witness = QStringLiteral("wendy");
        QVERIFY(ledger.recordDestruction(c, QStringLiteral("sam")).ok());
        const auto v = ledger.request(id);
        QCOMPARE(v->request.state, RequestState::Destroyed);
        QVERIFY(v->destruction.has_value());
        QCOMPARE(v->destruction->method, DestructionMethod::CryptoErase);
        const auto events =
            ledger.audit().rows(AuditQuery{1, -1, {}, QStringLiteral("request."), {}, -1, false});
        QStringList actions;
        for (const AuditRow &row : events.value())
            actions << row.action;
        const QStringList expected =
            QStringLiteral("request.created request.submitted request.approved "
                           "request.activated request.expired request.destruction-pending "
                           "request.destroyed")
                .split(QLatin1Char(' '));
        QCOMPARE(actions, expected);
        // Counters: the approval's people count in the year it was decided.
        QCOMPARE(ledger.counters(2026)->other, 0);
    }

    void countersFollowTheChineseCalendarYear()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("l.sqlite"))));
        SqliteLedgerStore store(db);
        // 16:00 UTC on 31 December is midnight, 1 January, in Beijing.
        QDateTime clock = QDateTime(QDate(2025, 12, 31), QTime(16, 0), Qt::UTC);
        Ledger ledger(store, [&] { return clock; });
        QCOMPARE(Ledger::countingYear(clock), 2026);
        QCOMPARE(Ledger::countingYear(clock.addSecs(-1)), 2025);
        auto olga = KeySigner::generate();
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root")));
        Dataset d;
        d.name = QStringLiteral("users");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        d.people = 60000;
        d.personal = true;
        QVERIFY(ledger.saveDataset(d, QStringLiteral("owen")).ok());
        ExportRequest r = request(LegalMechanism::Exemption);
        r.datasets = {QStringLiteral("users")};
        r.exemptionClause = QStringLiteral("below-100k");
        const qint64 first = ledger.createRequest(r).value();
        QVERIFY(ledger.submit(first, QStringLiteral("rita")).ok());
        QVERIFY(ledger.decide(first, true, *olga, clock.date().addDays(5), {}).ok());
        QCOMPARE(ledger.counters(2026)->other, 60000);
        QCOMPARE(ledger.counters(2025)->other, 0);
        // A second 60,000 in the same year reaches 120,000: the exemption no longer holds.
        const qint64 second = ledger.createRequest(r).value();
        const Status st = ledger.submit(second, QStringLiteral("rita"));
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(QStringLiteral("[threshold-mechanism]")), qPrintable(st.error()));
        QVERIFY2(st.error().contains(QStringLiteral("120,000")), qPrintable(st.error()));
    }
};

QTEST_GUILESS_MAIN(TestLedgerRules)
#include "tst_ledger_rules.moc"
