// SPDX-License-Identifier: GPL-3.0-or-later
// The 2024 Provisions on Promoting and Regulating Cross-Border Data Flows as a table: every article the
// ledger models (2 to 8) and every exemption, at the edges 9,999 / 10,000 / 99,999 / 100,000 / 999,999 /
// 1,000,000, counted per exporter from 1 January with the year's rollover; the free-trade-zone negative
// list read from the shipped sample file; then the same decisions through a ledger on a real database.
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/provisions.h"
#include "ledger/rules.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ledger;

Q_DECLARE_METATYPE(cg::ledger::MechanismTier)
Q_DECLARE_METATYPE(cg::ledger::Scenario)

namespace {

QString samplePath()
{
    return QStringLiteral(CLUSTERGATE_FIXTURES "/../../resources/compliance/ftz-negative-list-sample.json");
}

const NegativeList &sampleList()
{
    static const NegativeList list = NegativeList::load(samplePath()).value();
    return list;
}

} // namespace

class TestLedgerProvisions : public QObject
{
    Q_OBJECT

private slots:
    void articles_data()
    {
        QTest::addColumn<bool>("ciio");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<QStringList>("categories");
        QTest::addColumn<bool>("important");       // notified or published (Art. 2)
        QTest::addColumn<bool>("gradedImportant"); // graded important in the ledger
        QTest::addColumn<bool>("personal");
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<qint64>("beforeSensitive");
        QTest::addColumn<qint64>("beforeOther");
        QTest::addColumn<qint64>("sensitive");
        QTest::addColumn<qint64>("other");
        QTest::addColumn<MechanismTier>("required");
        QTest::addColumn<QString>("article");
        QTest::addColumn<bool>("counted");
        QTest::addColumn<QStringList>("explained"); // words and numbers the reasoning must contain

        const auto E = MechanismTier::Exemption, C = MechanismTier::ContractOrCertification,
                   A = MechanismTier::SecurityAssessment;
        const QString noZone;
        const QStringList none;
        const QString tj = QStringLiteral("China (Tianjin) Pilot Free Trade Zone");
        auto row = [&](const char *name, bool ciio, const QString &zone, const QStringList &cats, bool imp,
                       bool graded, bool personal, Scenario sc, qint64 bs, qint64 bo, qint64 s, qint64 o,
                       MechanismTier req, const char *art, bool counted, const QStringList &explained) {
            QTest::newRow(name) << ciio << zone << cats << imp << graded << personal << sc << bs << bo << s
                                << o << req << QString::fromLatin1(art) << counted << explained;
        };
        const Scenario N = Scenario::None;
        // Art. 5(4) and Art. 8: non-sensitive personal information of a non-CIIO, at the edges.
        row("other 99,999: Art. 5(4)", false, noZone, none, false, false, true, N, 0, 0, 0, 99999, E,
            "Art. 5(4)", true, {QStringLiteral("99,999"), QStringLiteral("100,000")});
        row("other 100,000: Art. 8", false, noZone, none, false, false, true, N, 0, 0, 0, 100000, C, "Art. 8",
            true, {QStringLiteral("100,000"), QStringLiteral("1,000,000")});
        row("other 999,999: Art. 8", false, noZone, none, false, false, true, N, 0, 0, 0, 999999, C, "Art. 8",
            true, {QStringLiteral("999,999")});
        row("other 1,000,000: Art. 7(2)", false, noZone, none, false, false, true, N, 0, 0, 0, 1000000, A,
            "Art. 7(2)", true, {QStringLiteral("1,000,000")});
        // The same edges reached by the running counter.
        row("99,998 before + 1: Art. 5(4)", false, noZone, none, false, false, true, N, 0, 99998, 0, 1, E,
            "Art. 5(4)", true, {QStringLiteral("99,998"), QStringLiteral("99,999")});
        row("99,999 before + 1: Art. 8", false, noZone, none, false, false, true, N, 0, 99999, 0, 1, C,
            "Art. 8", true, {QStringLiteral("99,999"), QStringLiteral("100,000")});
        row("999,999 before + 0 sensitive: Art. 8", false, noZone, none, false, false, true, N, 0, 999998, 0,
            1, C, "Art. 8", true, {QStringLiteral("999,999")});
        row("999,999 before + 1: Art. 7(2)", false, noZone, none, false, false, true, N, 0, 999999, 0, 1, A,
            "Art. 7(2)", true, {QStringLiteral("999,999"), QStringLiteral("1,000,000")});
        // Sensitive personal information.
        row("sensitive 1: Art. 8", false, noZone, none, false, false, true, N, 0, 0, 1, 0, C, "Art. 8", true,
            {QStringLiteral("10,000")});
        row("sensitive 9,999: Art. 8", false, noZone, none, false, false, true, N, 0, 0, 9999, 0, C, "Art. 8",
            true, {QStringLiteral("9,999"), QStringLiteral("10,000")});
        row("sensitive 10,000: Art. 7(2)", false, noZone, none, false, false, true, N, 0, 0, 10000, 0, A,
            "Art. 7(2)", true, {QStringLiteral("10,000")});
        row("sensitive 9,999 before + 1: Art. 7(2)", false, noZone, none, false, false, true, N, 9999, 0, 1,
            0, A, "Art. 7(2)", true, {QStringLiteral("9,999"), QStringLiteral("10,000")});
        row("sensitive 9,999 + other 999,999: Art. 8", false, noZone, none, false, false, true, N, 0, 0, 9999,
            999999, C, "Art. 8", true, {QStringLiteral("9,999"), QStringLiteral("999,999")});
        // Art. 2 and Art. 7: important data.
        row("notified important data, 0 people: Art. 7(2)", false, noZone, none, true, true, false, N, 0, 0,
            0, 0, A, "Art. 7(2)", true, {QStringLiteral("Art. 2")});
        row("graded important, not notified: by its people (Art. 2)", false, noZone, none, false, true, true,
            N, 0, 0, 0, 500, E, "Art. 5(4)", true, {QStringLiteral("Art. 2"), QStringLiteral("500")});
        row("notified important data under Art. 5(1): still Art. 7", false, noZone, none, true, true, true,
            Scenario::ContractWithPerson, 0, 0, 0, 10, A, "Art. 7(2)", true, {QStringLiteral("Art. 2")});
        // Art. 7(1): a CIIO.
        row("CIIO, 1 person: Art. 7(1)", true, noZone, none, false, false, true, N, 0, 0, 0, 1, A,
            "Art. 7(1)", true, {QStringLiteral("CIIO")});
        row("CIIO, important data: Art. 7(1)", true, noZone, none, true, true, false, N, 0, 0, 0, 0, A,
            "Art. 7(1)", true, {QStringLiteral("CIIO")});
        row("CIIO, no personal information: Art. 3", true, noZone, none, false, false, false, N, 0, 0, 0, 0,
            E, "Art. 3", false, {});
        row("CIIO, contract with the person: Art. 5(1)", true, noZone, none, false, false, true,
            Scenario::ContractWithPerson, 0, 0, 0, 2000000, E, "Art. 5(1)", false, {});
        // Art. 3, 4, 5(1)-(3): whatever the count, and not counted.
        row("no personal information: Art. 3", false, noZone, none, false, false, false, N, 0, 2000000, 0, 0,
            E, "Art. 3", false, {});
        row("Art. 3 claimed for personal data: refused to counts", false, noZone, none, false, false, true,
            Scenario::NoPersonalOrImportant, 0, 0, 0, 150000, C, "Art. 8", true, {QStringLiteral("150,000")});
        row("collected abroad: Art. 4", false, noZone, none, false, false, true, Scenario::CollectedAbroad, 0,
            0, 50000, 5000000, E, "Art. 4", false, {});
        row("contract with the person, 1,000,000: Art. 5(1)", false, noZone, none, false, false, true,
            Scenario::ContractWithPerson, 0, 999999, 0, 1000000, E, "Art. 5(1)", false, {});
        row("HR management, sensitive 10,000: Art. 5(2)", false, noZone, none, false, false, true,
            Scenario::HumanResources, 0, 0, 10000, 0, E, "Art. 5(2)", false, {});
        row("emergency: Art. 5(3)", false, noZone, none, false, false, true, Scenario::Emergency, 20000, 0,
            10000, 0, E, "Art. 5(3)", false, {});
        // Art. 6: the free trade zone's negative list.
        row("FTZ, category off the list, 2,000,000: Art. 6", false, tj, {QStringLiteral("retail.orders")},
            false, false, true, N, 0, 0, 0, 2000000, E, "Art. 6", false, {QStringLiteral("retail.orders")});
        row("FTZ, listed category requiring assessment: Art. 6", false, tj,
            {QStringLiteral("automotive.vehicle-location-tracks")}, false, false, true, N, 0, 0, 0, 5, A,
            "Art. 6", true, {QStringLiteral("vehicle location tracks")});
        row("FTZ, listed contract category, 1,000,000: counts decide", false, tj,
            {QStringLiteral("retail.customer-personal")}, false, false, true, N, 0, 0, 0, 1000000, A,
            "Art. 7(2)", true, {QStringLiteral("1,000,000")});
        row("FTZ, listed contract category, 50 people: Art. 6", false, tj,
            {QStringLiteral("retail.customer-personal")}, false, false, true, N, 0, 0, 0, 50, C, "Art. 6",
            true, {QStringLiteral("contract")});
        row("FTZ without categories: counts decide", false, tj, none, false, false, true, N, 0, 0, 0, 200000,
            C, "Art. 8", true, {QStringLiteral("No data category")});
        row("another zone's list does not apply", false,
            QStringLiteral("China (Beijing) Pilot Free Trade Zone"), {QStringLiteral("retail.orders")}, false,
            false, true, N, 0, 0, 0, 200000, C, "Art. 8", true, {QStringLiteral("no negative list")});
    }

    void articles()
    {
        QFETCH(bool, ciio);
        QFETCH(QString, zone);
        QFETCH(QStringList, categories);
        QFETCH(bool, important);
        QFETCH(bool, gradedImportant);
        QFETCH(bool, personal);
        QFETCH(Scenario, scenario);
        QFETCH(qint64, beforeSensitive);
        QFETCH(qint64, beforeOther);
        QFETCH(qint64, sensitive);
        QFETCH(qint64, other);
        QFETCH(MechanismTier, required);
        QFETCH(QString, article);
        QFETCH(bool, counted);
        QFETCH(QStringList, explained);

        TransferFacts f;
        f.exporter = Exporter{QStringLiteral("acme-cn"), ciio, zone};
        f.date = QDate(2026, 6, 1);
        f.before = YearCounters{2026, beforeSensitive, beforeOther};
        f.peopleSensitive = sensitive;
        f.peopleOther = other;
        f.importantData = important;
        f.gradedImportant = gradedImportant;
        f.personal = personal;
        f.scenario = scenario;
        f.categories = categories;
        f.negativeList = &sampleList();
        const ProvisionsDecision d = Provisions::decide(f);
        const QString why = d.explanation();
        QCOMPARE(d.required, required);
        QVERIFY2(d.article == article, qPrintable(d.article + QLatin1Char('\n') + why));
        QCOMPARE(d.counted, counted);
        QCOMPARE(d.exemption.isEmpty(), required != MechanismTier::Exemption);
        QCOMPARE(d.after.sensitive, counted ? beforeSensitive + sensitive : beforeSensitive);
        QCOMPARE(d.after.other, counted ? beforeOther + other : beforeOther);
        QVERIFY2(why.contains(article), qPrintable(why));
        for (const QString &w : explained)
            QVERIFY2(why.contains(w), qPrintable(QStringLiteral("missing '%1' in:\n%2").arg(w, why)));
    }

    void yearRollover()
    {
        // 999,999 people in 2025: one more on 31 December needs an assessment, on 1 January nothing.
        TransferFacts f;
        f.exporter.name = QStringLiteral("acme-cn");
        f.before = YearCounters{2025, 0, 999999};
        f.peopleOther = 1;
        f.personal = true;
        f.date = QDate(2025, 12, 31);
        ProvisionsDecision d = Provisions::decide(f);
        QCOMPARE(d.required, MechanismTier::SecurityAssessment);
        QCOMPARE(d.after.other, 1000000);
        f.date = QDate(2026, 1, 1);
        d = Provisions::decide(f);
        QCOMPARE(d.required, MechanismTier::Exemption);
        QCOMPARE(d.after.year, 2026);
        QCOMPARE(d.after.other, 1);
        QVERIFY2(d.explanation().contains(QStringLiteral("1 January 2026")), qPrintable(d.explanation()));
        QVERIFY2(d.explanation().contains(QStringLiteral("999,999")), qPrintable(d.explanation()));

        // The counters themselves: per exporter, per year, exempt scenarios left out.
        const QList<Provisions::Recorded> sent{
            {QStringLiteral("acme-cn"), QDate(2025, 12, 31), 9999, 999999, Scenario::None},
            {QStringLiteral("acme-cn"), QDate(2026, 1, 1), 1, 10, Scenario::None},
            {QStringLiteral("acme-cn"), QDate(2026, 3, 1), 0, 500000, Scenario::HumanResources},
            {QStringLiteral("other-co"), QDate(2026, 3, 1), 7, 70, Scenario::None},
        };
        const YearCounters y25 = Provisions::countersFor(sent, QStringLiteral("acme-cn"), 2025);
        QCOMPARE(y25.sensitive, 9999);
        QCOMPARE(y25.other, 999999);
        const YearCounters y26 = Provisions::countersFor(sent, QStringLiteral("ACME-CN"), 2026);
        QCOMPARE(y26.sensitive, 1);
        QCOMPARE(y26.other, 10);
        QCOMPARE(Provisions::countersFor(sent, QStringLiteral("other-co"), 2026).other, 70);
        // Midnight in Beijing is 16:00 UTC the day before.
        QCOMPARE(Ledger::countingYear(QDateTime(QDate(2025, 12, 31), QTime(16, 0), Qt::UTC)), 2026);
        QCOMPARE(Ledger::countingYear(QDateTime(QDate(2025, 12, 31), QTime(15, 59, 59), Qt::UTC)), 2025);
    }

    void negativeListFile()
    {
        const auto list = NegativeList::load(samplePath());
        QVERIFY2(list.ok(), qPrintable(list.error()));
        QVERIFY(!list->source.isEmpty());
        QVERIFY(list->source.contains(QStringLiteral("Tianjin")));
        QVERIFY(list->published.isValid());
        QCOMPARE(list->entries.size(), 5);
        QVERIFY(list->find(QStringLiteral("biomedicine.genetic-resources")));
        QVERIFY(!list->find(QStringLiteral("retail.orders")));

        const QByteArray noSource = R"({"zone":"z","entries":[]})";
        QVERIFY(NegativeList::parse(noSource).error().contains(QStringLiteral("source")));
        const QByteArray badMechanism =
            R"({"zone":"z","source":"s","entries":[{"category":"a","mechanism":"none"}]})";
        QVERIFY(NegativeList::parse(badMechanism).error().contains(QStringLiteral("'none'")));
        const QByteArray twice =
            R"({"zone":"z","source":"s","entries":[{"category":"a","mechanism":)"
            R"("security-assessment"},{"category":"A","mechanism":"security-assessment"}]})";
        QVERIFY(NegativeList::parse(twice).error().contains(QStringLiteral("repeats")));
        QVERIFY(!NegativeList::parse("{not json").ok());
        QVERIFY(!NegativeList::parse("[]").ok());
        QVERIFY(!NegativeList::load(QStringLiteral("/nonexistent/list.json")).ok());
    }

    // The same decisions through a ledger on a real database: the exporter's profile and list are kept
    // in it, and exempt transfers do not move the counters.
    void throughTheLedger()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("l.sqlite"))));
        SqliteLedgerStore store(db);
        QDateTime clock(QDate(2026, 5, 1), QTime(9, 0), Qt::UTC);
        Ledger ledger(store, [&] { return clock; });
        auto olga = KeySigner::generate();
        QVERIFY(ledger.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, olga->publicKey(),
                                       QStringLiteral("root")));
        Dataset staff;
        staff.name = QStringLiteral("staff");
        staff.owner = QStringLiteral("owen");
        staff.grade = Grade::Internal;
        staff.people = 90000;
        staff.personal = true;
        QVERIFY(ledger.saveDataset(staff, QStringLiteral("owen")).ok());

        ExportRequest r;
        r.datasets = {QStringLiteral("staff")};
        r.form = ExportForm::Pseudonymised;
        r.destinationCluster = QStringLiteral("sg-h200");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("payroll");
        r.retentionDays = 30;
        r.requester = QStringLiteral("rita");
        r.mechanism = LegalMechanism::Exemption;
        r.exemptionClause = QStringLiteral("hr-management");
        const qint64 hr = ledger.createRequest(r).value();
        QVERIFY(ledger.submit(hr, QStringLiteral("rita")).ok());
        QVERIFY(ledger.decide(hr, true, *olga, clock.date().addDays(5), {}).ok());
        QCOMPARE(ledger.counters(2026)->other, 0); // Art. 5(2): not counted

        r.exemptionClause = QStringLiteral("below-100k");
        const qint64 small = ledger.createRequest(r).value();
        const auto v = ledger.evaluate(small);
        QVERIFY2(v->allowed(), qPrintable(v->explanation()));
        QCOMPARE(v->provisions.article, QStringLiteral("Art. 5(4)"));
        QVERIFY(ledger.submit(small, QStringLiteral("rita")).ok());
        QVERIFY(ledger.decide(small, true, *olga, clock.date().addDays(5), {}).ok());
        QCOMPARE(ledger.counters(2026)->other, 90000);

        // The exporter becomes a CIIO: the same request now needs a security assessment.
        QVERIFY(ExporterSettings::save(store, ledger.audit(), Exporter{QStringLiteral("acme-cn"), true, {}},
                                       {}, QStringLiteral("admin"), clock)
                    .ok());
        const qint64 third = ledger.createRequest(r).value();
        const auto ciio = ledger.evaluate(third);
        QCOMPARE(ciio->required, MechanismTier::SecurityAssessment);
        QCOMPARE(ciio->provisions.article, QStringLiteral("Art. 7(1)"));
        const Status refused = ledger.submit(third, QStringLiteral("rita"));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("[threshold-mechanism]")),
                 qPrintable(refused.error()));
        QVERIFY2(refused.error().contains(QStringLiteral("Art. 7(1)")), qPrintable(refused.error()));

        // In the free trade zone, with the sample list, a category off the list is exempt (Art. 6).
        QFile f(samplePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(ExporterSettings::save(store, ledger.audit(),
                                       Exporter{QStringLiteral("acme-cn"), false,
                                                QStringLiteral("China (Tianjin) Pilot Free Trade Zone")},
                                       f.readAll(), QStringLiteral("admin"), clock)
                    .ok());
        QVERIFY(ExporterSettings::negativeList(store)->has_value());
        QVERIFY(!ExporterSettings::save(store, ledger.audit(), Exporter{}, "{broken", QStringLiteral("admin"),
                                        clock)
                     .ok());
        QCOMPARE(ExporterSettings::exporter(store)->ftzZone,
                 QStringLiteral("China (Tianjin) Pilot Free Trade Zone")); // the broken save left nothing
        Dataset s2 = ledger.dataset(QStringLiteral("staff")).value();
        s2.categories = {QStringLiteral("hr.payroll")};
        QVERIFY(ledger.saveDataset(s2, QStringLiteral("owen")).ok());
        ExportRequest ftz = r;
        ftz.exemptionClause = QStringLiteral("ftz-outside-negative-list");
        const qint64 fourth = ledger.createRequest(ftz).value();
        const auto zoneVerdict = ledger.evaluate(fourth);
        QVERIFY2(zoneVerdict->allowed(), qPrintable(zoneVerdict->explanation()));
        QCOMPARE(zoneVerdict->provisions.article, QStringLiteral("Art. 6"));
        QVERIFY(ledger.audit().verify().intact);
    }
};

QTEST_GUILESS_MAIN(TestLedgerProvisions)
#include "tst_ledger_provisions.moc"
