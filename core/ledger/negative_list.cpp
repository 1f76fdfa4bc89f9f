// SPDX-License-Identifier: GPL-3.0-or-later
// A free-trade zone's negative list (Art. 6 of the 2024 Provisions) read from its JSON file: bounded in
// size and entries, every entry with a category and a mechanism, no category twice. Apart from the rest of
// the Provisions so that the parser is fuzzed on its own (tests/fuzz/fuzz_negative_list.cpp).
#include "ledger/provisions.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace cg::ledger {

namespace {

constexpr qsizetype kMaxListEntries = 10000; // a negative list is a few hundred lines
constexpr qint64 kMaxListBytes = 8 * 1024 * 1024;

std::optional<MechanismTier> tierFromListName(const QString &s)
{
    if (s == QLatin1String("security-assessment"))
        return MechanismTier::SecurityAssessment;
    if (s == QLatin1String("contract-or-certification"))
        return MechanismTier::ContractOrCertification;
    return std::nullopt;
}

} // namespace

Result<NegativeList> NegativeList::parse(const QByteArray &json)
{
    using R = Result<NegativeList>;
    if (json.size() > kMaxListBytes)
        return R::failure(tr("a negative list file is at most %1 bytes").arg(kMaxListBytes));
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return R::failure(
            tr("the negative list is not valid JSON: %1 at byte %2").arg(err.errorString()).arg(err.offset));
    if (!doc.isObject())
        return R::failure(tr("a negative list is a JSON object with zone, source and entries"));
    const QJsonObject o = doc.object();
    NegativeList list;
    list.zone = o.value(QStringLiteral("zone")).toString().trimmed();
    list.title = o.value(QStringLiteral("title")).toString().trimmed();
    list.source = o.value(QStringLiteral("source")).toString().trimmed();
    list.published = QDate::fromString(o.value(QStringLiteral("published")).toString(), Qt::ISODate);
    if (list.zone.isEmpty())
        return R::failure(tr("the negative list names no zone"));
    if (list.source.isEmpty())
        return R::failure(tr("the negative list of %1 names no source (who published it)").arg(list.zone));
    const QJsonValue entries = o.value(QStringLiteral("entries"));
    if (!entries.isArray())
        return R::failure(tr("the negative list of %1 has no entries array").arg(list.zone));
    const QJsonArray a = entries.toArray();
    if (a.size() > kMaxListEntries)
        return R::failure(tr("a negative list has at most %1 entries").arg(kMaxListEntries));
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonObject e = a.at(i).toObject();
        NegativeListEntry entry;
        entry.category = e.value(QStringLiteral("category")).toString().trimmed();
        entry.sector = e.value(QStringLiteral("sector")).toString().trimmed();
        entry.description = e.value(QStringLiteral("description")).toString().trimmed();
        const QString mech = e.value(QStringLiteral("mechanism")).toString();
        const auto tier = tierFromListName(mech);
        if (entry.category.isEmpty())
            return R::failure(tr("entry %1 of the negative list names no category").arg(i + 1));
        if (!tier)
            return R::failure(tr("entry %1 (%2) of the negative list: mechanism is security-assessment or "
                                 "contract-or-certification, not '%3'")
                                  .arg(i + 1)
                                  .arg(entry.category, mech));
        if (list.find(entry.category))
            return R::failure(
                tr("entry %1 of the negative list repeats the category %2").arg(i + 1).arg(entry.category));
        entry.tier = *tier;
        list.entries << entry;
    }
    return list;
}

Result<NegativeList> NegativeList::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<NegativeList>::failure(
            tr("cannot read the negative list %1: %2").arg(path, f.errorString()));
    if (f.size() > kMaxListBytes)
        return Result<NegativeList>::failure(
            tr("a negative list file is at most %1 bytes").arg(kMaxListBytes));
    return parse(f.readAll());
}

const NegativeListEntry *NegativeList::find(const QString &category) const
{
    for (const NegativeListEntry &e : entries) {
        if (e.category.compare(category, Qt::CaseInsensitive) == 0)
            return &e;
    }
    return nullptr;
}

} // namespace cg::ledger
