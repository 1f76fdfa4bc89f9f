// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/provisions.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace cg::ledger {

namespace {

constexpr qint64 kSensitiveAssessment = 10000; // Art. 7(2): 1万人以上敏感个人信息
constexpr qint64 kOtherAssessment = 1000000;   // Art. 7(2): 100万人以上个人信息
constexpr qint64 kOtherContract = 100000; // Art. 8: 10万人以上、不满100万人; Art. 5(4): 不满10万人

QString number(qint64 n)
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    return c.toString(n);
}

struct ScenarioName
{
    Scenario scenario;
    const char *name;
};

const ScenarioName kScenarioNames[] = {
    {Scenario::None, "none"},
    {Scenario::NoPersonalOrImportant, "art3-no-personal-or-important"},
    {Scenario::CollectedAbroad, "art4-collected-abroad"},
    {Scenario::ContractWithPerson, "art5-1-contract"},
    {Scenario::HumanResources, "art5-2-human-resources"},
    {Scenario::Emergency, "art5-3-emergency"},
    {Scenario::FreeTradeZone, "art6-free-trade-zone"},
};

} // namespace

QString scenarioName(Scenario s)
{
    for (const ScenarioName &n : kScenarioNames) {
        if (n.scenario == s)
            return QString::fromLatin1(n.name);
    }
    return {};
}

std::optional<Scenario> scenarioFromName(const QString &s)
{
    for (const ScenarioName &n : kScenarioNames) {
        if (s.compare(QLatin1String(n.name), Qt::CaseInsensitive) == 0)
            return n.scenario;
    }
    return std::nullopt;
}

Scenario scenarioOfClause(const QString &clause)
{
    if (clause == QLatin1String("contract-performance"))
        return Scenario::ContractWithPerson;
    if (clause == QLatin1String("hr-management"))
        return Scenario::HumanResources;
    if (clause == QLatin1String("emergency"))
        return Scenario::Emergency;
    if (clause == QLatin1String("no-personal-or-important"))
        return Scenario::NoPersonalOrImportant;
    if (clause == QLatin1String("collected-abroad"))
        return Scenario::CollectedAbroad;
    if (clause == QLatin1String("ftz-outside-negative-list"))
        return Scenario::FreeTradeZone;
    return Scenario::None;
}

bool Provisions::isCounted(Scenario s)
{
    return s == Scenario::None;
}

YearCounters Provisions::countersFor(const QList<Recorded> &transfers, const QString &exporter, int year)
{
    YearCounters c{year, 0, 0};
    for (const Recorded &t : transfers) {
        if (t.exporter.compare(exporter, Qt::CaseInsensitive) != 0 || t.date.year() != year ||
            !isCounted(t.scenario))
            continue;
        c.sensitive += t.sensitive;
        c.other += t.other;
    }
    return c;
}

ProvisionsDecision Provisions::decide(const TransferFacts &f)
{
    ProvisionsDecision d;
    const int year = f.date.isValid() ? f.date.year() : f.before.year;
    d.before = f.before.year == year ? f.before : YearCounters{year, 0, 0};
    if (f.before.year != year && (f.before.sensitive != 0 || f.before.other != 0))
        d.reasons << tr("The counters start again on 1 January %1: the %2 people's sensitive and %3 people's "
                        "non-sensitive personal information sent in %4 no longer count.")
                         .arg(year)
                         .arg(number(f.before.sensitive), number(f.before.other))
                         .arg(f.before.year);
    const QString who = f.exporter.name.isEmpty() ? tr("the exporter") : f.exporter.name;
    // Whole sentences: a translation puts the name where its grammar wants it, with no space of ours.
    const QString exporter = f.exporter.name.isEmpty() ? tr("The exporter") : f.exporter.name;
    d.reasons << (f.exporter.ciio
                      ? tr("%1 is a critical information infrastructure operator (CIIO).").arg(exporter)
                      : tr("%1 is not a critical information infrastructure operator.").arg(exporter));

    auto exempt = [&](const QString &article, const QString &why) {
        d.required = MechanismTier::Exemption;
        d.article = article;
        d.exemption = article;
        d.counted = false;
        d.after = d.before;
        d.reasons << why;
        d.reasons << tr("%1 needs no security assessment, standard contract or certification, and its people "
                        "are not added to the year's counters.")
                         .arg(article);
    };

    // Art. 2: important data is what the authorities notified or published.
    if (f.gradedImportant && !f.importantData)
        d.reasons << tr("Graded important in the ledger, but not notified or published as important data: "
                        "under Art. 2 it is not declared as important data, and its personal information "
                        "decides.");
    if (f.importantData) {
        d.required = MechanismTier::SecurityAssessment;
        d.article = f.exporter.ciio ? tr("Art. 7(1)") : tr("Art. 7(2)");
        d.after = d.before;
        d.after.sensitive += f.peopleSensitive;
        d.after.other += f.peopleOther;
        d.reasons << tr("It holds data notified or published as important data (Art. 2): important data "
                        "leaves only after a security assessment (%1), whatever the number of people and "
                        "whatever exemption is claimed.")
                         .arg(d.article);
        return d;
    }
    const bool anyPeople = f.personal || f.peopleSensitive > 0 || f.peopleOther > 0;
    if (!anyPeople) {
        exempt(tr("Art. 3"), tr("It holds no personal information and no important data (Art. 3)."));
        return d;
    }
    switch (f.scenario) {
    case Scenario::CollectedAbroad:
        exempt(tr("Art. 4"), tr("The personal information was collected abroad and is sent back without "
                                "domestic personal information or important data added (Art. 4)."));
        return d;
    case Scenario::ContractWithPerson:
        exempt(tr("Art. 5(1)"), tr("Sending it is necessary to conclude or perform a contract to which the "
                                   "person is a party (Art. 5(1)), %1 people.")
                                    .arg(number(f.peopleSensitive + f.peopleOther)));
        return d;
    case Scenario::HumanResources:
        exempt(tr("Art. 5(2)"), tr("Sending it is necessary for cross-border human-resources management "
                                   "under lawful labour rules or a collective contract (Art. 5(2))."));
        return d;
    case Scenario::Emergency:
        exempt(tr("Art. 5(3)"), tr("Sending it is necessary in an emergency to protect a person's life, "
                                   "health or property (Art. 5(3))."));
        return d;
    case Scenario::NoPersonalOrImportant:
        d.reasons << tr("Art. 3 was claimed, but the data holds personal information of %1 people: Art. 3 "
                        "covers only data without personal information or important data.")
                         .arg(number(f.peopleSensitive + f.peopleOther));
        break;
    case Scenario::FreeTradeZone:
    case Scenario::None:
        break;
    }

    // Art. 6: a pilot free trade zone's negative list.
    MechanismTier listTier = MechanismTier::Exemption;
    QString listArticle;
    if (!f.exporter.ftzZone.isEmpty()) {
        if (!f.negativeList || f.negativeList->zone.compare(f.exporter.ftzZone, Qt::CaseInsensitive) != 0) {
            d.reasons << tr("%1 is registered in %2, but no negative list of that zone is loaded: Art. 6 "
                            "cannot apply.")
                             .arg(who, f.exporter.ftzZone);
        } else {
            QStringList listed;
            for (const QString &c : f.categories) {
                if (const NegativeListEntry *e = f.negativeList->find(c)) {
                    listed << QStringLiteral("%1 (%2)").arg(e->category, e->description);
                    listTier = std::max(listTier, e->tier);
                }
            }
            if (listed.isEmpty() && !f.categories.isEmpty()) {
                exempt(tr("Art. 6"),
                       tr("%1 is in %2 and none of the data's categories (%3) is on the zone's negative "
                          "list (%4) (Art. 6).")
                           .arg(who, f.negativeList->zone, f.categories.join(QStringLiteral(", ")),
                                f.negativeList->title.isEmpty() ? f.negativeList->source
                                                                : f.negativeList->title));
                return d;
            }
            if (f.categories.isEmpty())
                d.reasons << tr("No data category is recorded for the data, so the negative list of %1 "
                                "cannot exempt it (Art. 6).")
                                 .arg(f.negativeList->zone);
            else {
                listArticle = tr("Art. 6");
                d.reasons << tr("On the negative list of %1: %2; the list requires %3.")
                                 .arg(f.negativeList->zone, listed.join(QStringLiteral("; ")),
                                      tierName(listTier));
            }
        }
    }

    d.after = d.before;
    d.after.sensitive += f.peopleSensitive;
    d.after.other += f.peopleOther;
    d.reasons
        << tr("Since 1 January %1, %2 has sent abroad %3 people's sensitive and %4 people's non-sensitive "
              "personal information; this transfer adds %5 and %6, making %7 and %8.")
               .arg(year)
               .arg(who, number(d.before.sensitive), number(d.before.other), number(f.peopleSensitive),
                    number(f.peopleOther), number(d.after.sensitive), number(d.after.other));

    if (f.exporter.ciio) {
        d.required = MechanismTier::SecurityAssessment;
        d.article = tr("Art. 7(1)");
        d.reasons << tr("A CIIO sends any personal information abroad only after a security assessment "
                        "(Art. 7(1)), whatever the number; the Art. 5(4) exemption is not open to it.");
        return d;
    }
    if (d.after.sensitive >= kSensitiveAssessment) {
        d.required = MechanismTier::SecurityAssessment;
        d.article = tr("Art. 7(2)");
        d.reasons << tr("%1 people's sensitive personal information is at or above %2: a security assessment "
                        "(Art. 7(2)).")
                         .arg(number(d.after.sensitive), number(kSensitiveAssessment));
    } else if (d.after.other >= kOtherAssessment) {
        d.required = MechanismTier::SecurityAssessment;
        d.article = tr("Art. 7(2)");
        d.reasons << tr("%1 people's non-sensitive personal information is at or above %2: a security "
                        "assessment (Art. 7(2)).")
                         .arg(number(d.after.other), number(kOtherAssessment));
    } else if (d.after.other >= kOtherContract) {
        d.required = MechanismTier::ContractOrCertification;
        d.article = tr("Art. 8");
        d.reasons << tr("%1 people's non-sensitive personal information is at least %2 and fewer than %3: a "
                        "standard contract or certification (Art. 8).")
                         .arg(number(d.after.other), number(kOtherContract), number(kOtherAssessment));
    } else if (d.after.sensitive > 0) {
        d.required = MechanismTier::ContractOrCertification;
        d.article = tr("Art. 8");
        d.reasons << tr("%1 people's sensitive personal information is fewer than %2: a standard contract or "
                        "certification (Art. 8); Art. 5(4) exempts only non-sensitive personal information.")
                         .arg(number(d.after.sensitive), number(kSensitiveAssessment));
    } else {
        d.required = MechanismTier::Exemption;
        d.article = tr("Art. 5(4)");
        d.exemption = d.article;
        d.reasons << tr("%1 people's non-sensitive personal information is fewer than %2 and none is "
                        "sensitive: no mechanism (Art. 5(4)); the people still count towards the year.")
                         .arg(number(d.after.other), number(kOtherContract));
    }
    if (listTier > d.required) {
        d.required = listTier;
        d.article = listArticle;
        d.exemption.clear();
        d.reasons
            << tr("The negative list's requirement is the stronger: %1 (Art. 6).").arg(tierName(listTier));
    }
    return d;
}

Result<Exporter> ExporterSettings::exporter(LedgerStore &store)
{
    const auto text = store.meta(QStringLiteral("provisions.exporter"));
    if (!text)
        return Result<Exporter>::failureOf(text);
    const QJsonObject o = QJsonDocument::fromJson(text->toUtf8()).object();
    Exporter e;
    e.name = o.value(QStringLiteral("name")).toString();
    e.ciio = o.value(QStringLiteral("ciio")).toBool();
    e.ftzZone = o.value(QStringLiteral("ftz_zone")).toString();
    return e;
}

Result<std::optional<NegativeList>> ExporterSettings::negativeList(LedgerStore &store)
{
    using R = Result<std::optional<NegativeList>>;
    const auto text = store.meta(QStringLiteral("provisions.negative-list"));
    if (!text)
        return R::failureOf(text);
    if (text->isEmpty())
        return R(std::nullopt);
    const auto list = NegativeList::parse(text->toUtf8());
    if (!list)
        return R::failureOf(list);
    return R(list.value());
}

Status ExporterSettings::save(LedgerStore &store, AuditLog &audit, const Exporter &exporter,
                              const QByteArray &negativeListJson, const QString &actor, const QDateTime &at)
{
    std::optional<NegativeList> list;
    if (!negativeListJson.isEmpty()) {
        const auto parsed = NegativeList::parse(negativeListJson);
        if (!parsed)
            return Status::failureOf(parsed);
        list = parsed.value();
    }
    const QJsonObject o{{QStringLiteral("name"), exporter.name},
                        {QStringLiteral("ciio"), exporter.ciio},
                        {QStringLiteral("ftz_zone"), exporter.ftzZone}};
    return store.transaction([&]() -> Status {
        if (auto st = store.setMeta(QStringLiteral("provisions.exporter"),
                                    QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
            !st)
            return st;
        QJsonObject details = o;
        if (list) {
            if (auto st = store.setMeta(QStringLiteral("provisions.negative-list"),
                                        QString::fromUtf8(negativeListJson));
                !st)
                return st;
            details.insert(QStringLiteral("negative_list_zone"), list->zone);
            details.insert(QStringLiteral("negative_list_source"), list->source);
            details.insert(QStringLiteral("negative_list_entries"), int(list->entries.size()));
        }
        const auto seq = audit.append(AuditEvent{actor, QStringLiteral("provisions.exporter-set"),
                                                 QStringLiteral("exporter"), details, at});
        return seq ? Status(Ok{}) : Status::failureOf(seq);
    });
}

} // namespace cg::ledger
