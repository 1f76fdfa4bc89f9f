// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/lineage.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/signed_note.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <functional>

namespace cg::ledger {

namespace {

const char *const kKinds[] = {"copy",       "de-identified", "pseudonymised",
                              "aggregated", "sampled",       "anonymised"};

QJsonArray toArray(const QStringList &l)
{
    QJsonArray a;
    for (const QString &s : l)
        a << s;
    return a;
}

QJsonObject parseObject(const QString &text)
{
    if (text.isEmpty())
        return {};
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject changeJson(const GradeChange &c)
{
    QJsonObject o{{QStringLiteral("grade"), gradeName(c.grade)},
                  {QStringLiteral("derivation"), c.derivation},
                  {QStringLiteral("justification"), c.justification},
                  {QStringLiteral("proposer"), c.proposer},
                  {QStringLiteral("proposed"), isoTime(c.proposed)}};
    if (c.loweredTo)
        o.insert(QStringLiteral("lowered_to"), gradeName(*c.loweredTo));
    if (!c.fields.isEmpty()) {
        QJsonArray fields;
        for (const Field &f : c.fields)
            fields.append(QJsonObject{{QStringLiteral("name"), f.name},
                                      {QStringLiteral("grade"), gradeName(f.grade)},
                                      {QStringLiteral("personal"), f.personal},
                                      {QStringLiteral("sensitive"), piCategoriesText(f.sensitive)}});
        o.insert(QStringLiteral("fields"), fields);
    }
    if (c.people)
        o.insert(QStringLiteral("people"), *c.people);
    if (c.personal)
        o.insert(QStringLiteral("personal"), *c.personal);
    if (c.sensitive)
        o.insert(QStringLiteral("sensitive"), piCategoriesText(*c.sensitive));
    return o;
}

std::optional<GradeChange> changeFromJson(const QString &dataset, const QJsonObject &o)
{
    const auto grade = gradeFromName(o.value(QStringLiteral("grade")).toString());
    if (!grade)
        return std::nullopt;
    GradeChange c;
    c.dataset = dataset;
    c.grade = *grade;
    if (o.contains(QStringLiteral("lowered_to")))
        c.loweredTo = gradeFromName(o.value(QStringLiteral("lowered_to")).toString());
    c.derivation = o.value(QStringLiteral("derivation")).toString();
    c.justification = o.value(QStringLiteral("justification")).toString();
    c.proposer = o.value(QStringLiteral("proposer")).toString();
    c.proposed = QDateTime::fromString(o.value(QStringLiteral("proposed")).toString(), Qt::ISODate);
    const QJsonArray fields = o.value(QStringLiteral("fields")).toArray();
    for (const QJsonValue &v : fields) {
        const QJsonObject fo = v.toObject();
        Field f;
        f.name = fo.value(QStringLiteral("name")).toString();
        const auto g = gradeFromName(fo.value(QStringLiteral("grade")).toString());
        if (f.name.isEmpty() || !g)
            return std::nullopt;
        f.grade = *g;
        f.personal = fo.value(QStringLiteral("personal")).toBool();
        f.sensitive = piCategoriesFromText(fo.value(QStringLiteral("sensitive")).toString());
        c.fields << f;
    }
    if (o.contains(QStringLiteral("people"))) {
        const double people = o.value(QStringLiteral("people")).toDouble(-1);
        if (people < 0)
            return std::nullopt;
        c.people = qint64(people);
    }
    if (o.contains(QStringLiteral("personal")))
        c.personal = o.value(QStringLiteral("personal")).toBool();
    if (o.contains(QStringLiteral("sensitive")))
        c.sensitive = piCategoriesFromText(o.value(QStringLiteral("sensitive")).toString());
    return c;
}

// The dataset as the change asks for it: grade, lowering, derivation and the named fields' classification.
Status applyChange(Dataset &d, const GradeChange &c)
{
    d.grade = c.grade;
    d.loweredTo = c.loweredTo;
    if (c.loweredTo)
        d.loweringJustification = c.justification;
    if (!c.derivation.isEmpty())
        d.derivation = c.derivation;
    for (const Field &wanted : c.fields) {
        const auto it = std::find_if(d.fields.begin(), d.fields.end(),
                                     [&](const Field &f) { return f.name == wanted.name; });
        if (it == d.fields.end())
            return Status::failure(Lineage::tr("%1 has no field %2 to reclassify").arg(d.name, wanted.name),
                                   ErrorCode::NotFound);
        it->grade = wanted.grade;
        it->personal = wanted.personal;
        it->sensitive = wanted.sensitive;
    }
    if (c.people)
        d.people = *c.people;
    if (c.personal)
        d.personal = *c.personal;
    if (c.sensitive)
        d.sensitive = *c.sensitive;
    return Status(Ok{});
}

QString refusalText(const QList<Refusal> &refusals)
{
    QStringList lines;
    for (const Refusal &r : refusals)
        lines << QStringLiteral("[%1] %2").arg(r.rule, r.message);
    return lines.join(QLatin1Char('\n'));
}

bool sameLowering(const std::optional<Grade> &a, const std::optional<Grade> &b)
{
    return a.has_value() == b.has_value() && (!a || *a == *b);
}

} // namespace

QString RegradeImpact::summary(const RegradeWords &words) const
{
    QStringList lines;
    for (const GradeDiff &d : datasets)
        lines << tr("%1: %2 -> %3").arg(d.dataset, words.grade(d.before), words.grade(d.after));
    for (const RequestDiff &r : requests) {
        QString line =
            tr("request %1 (%2): %3 -> %4, requires %5 -> %6")
                .arg(r.id)
                .arg(words.state(r.state), words.grade(r.highestBefore), words.grade(r.highestAfter),
                     tierName(r.requiredBefore), tierName(r.requiredAfter));
        if (r.allowedBefore != r.allowedAfter)
            line += r.allowedAfter ? tr("; now allowed") : tr("; now refused: %1").arg(r.explanation);
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QStringList Lineage::derivationKinds()
{
    QStringList out;
    for (const char *k : kKinds)
        out << QString::fromLatin1(k);
    return out;
}

bool Lineage::lowers(const QString &derivation)
{
    return derivation == QLatin1String("de-identified") || derivation == QLatin1String("pseudonymised") ||
           derivation == QLatin1String("aggregated") || derivation == QLatin1String("sampled");
}

QJsonObject Lineage::toJson(const Dataset &d)
{
    QJsonObject o;
    if (!d.importantNotice.isEmpty())
        o.insert(QStringLiteral("important_notice"), d.importantNotice);
    if (!d.categories.isEmpty())
        o.insert(QStringLiteral("categories"), toArray(d.categories));
    if (!d.derivation.isEmpty())
        o.insert(QStringLiteral("derivation"), d.derivation);
    if (d.loweredTo) {
        o.insert(QStringLiteral("lowered_to"), gradeName(*d.loweredTo));
        o.insert(QStringLiteral("lowering_justification"), d.loweringJustification);
        o.insert(QStringLiteral("lowering_signed_by"), d.loweringSignedBy);
    }
    if (d.retired)
        o.insert(QStringLiteral("retired"), true);
    return o;
}

void Lineage::fromJson(Dataset &d, const QJsonObject &o)
{
    d.importantNotice = o.value(QStringLiteral("important_notice")).toString();
    d.categories.clear();
    for (const QJsonValue &v : o.value(QStringLiteral("categories")).toArray())
        d.categories << v.toString();
    d.derivation = o.value(QStringLiteral("derivation")).toString();
    d.loweredTo.reset();
    if (o.contains(QStringLiteral("lowered_to")))
        d.loweredTo = gradeFromName(o.value(QStringLiteral("lowered_to")).toString());
    d.loweringJustification = o.value(QStringLiteral("lowering_justification")).toString();
    d.loweringSignedBy = o.value(QStringLiteral("lowering_signed_by")).toString();
    d.retired = o.value(QStringLiteral("retired")).toBool();
    d.lineageKnown = true;
}

Status Lineage::attach(LedgerStore &store, QList<Dataset> &datasets)
{
    for (Dataset &d : datasets) {
        const auto text = store.meta(metaKey(d.name));
        if (!text)
            return Status::failureOf(text);
        fromJson(d, parseObject(text.value()));
    }
    return Ok{};
}

Status Lineage::store(LedgerStore &store, const Dataset &d)
{
    const QJsonObject o = toJson(d);
    return store.setMeta(metaKey(d.name), o.isEmpty() ? QString() : compact(o));
}

void Lineage::resolve(QList<Dataset> &all)
{
    QHash<QString, qsizetype> byName;
    for (qsizetype i = 0; i < all.size(); ++i)
        byName.insert(all[i].name, i);
    QList<int> state(all.size(), 0); // 0 new, 1 visiting, 2 done
    std::function<Grade(qsizetype)> visit = [&](qsizetype i) -> Grade {
        if (state[i] == 2)
            return all[i].effectiveGrade;
        if (state[i] == 1) // a cycle (refused on save; old ledgers): stop here, at the strictest grade
            return Grade::Core;
        state[i] = 1;
        Grade inherited = Grade::Public;
        for (const QString &s : std::as_const(all[i].sources)) {
            const auto it = byName.constFind(s);
            if (it != byName.constEnd())
                inherited = std::max(inherited, visit(*it));
        }
        Dataset &d = all[i];
        d.inheritedGrade = inherited;
        const Grade own = d.ownFloor();
        if (inherited == Grade::Core)
            d.effectiveGrade = std::max(own, inherited); // core stays core, whatever was recorded
        else if (d.isRegraded() || d.isAnonymised())
            d.effectiveGrade = own;
        else if (d.loweredTo && !d.loweringSignedBy.isEmpty() && lowers(d.derivation))
            d.effectiveGrade = std::max(own, std::min(inherited, *d.loweredTo));
        else
            d.effectiveGrade = std::max(own, inherited);
        state[i] = 2;
        return d.effectiveGrade;
    };
    for (qsizetype i = 0; i < all.size(); ++i)
        visit(i);
}

QList<Refusal> Lineage::check(const Dataset &d, const QList<Dataset> &existing,
                              const std::optional<Dataset> &before)
{
    QList<Refusal> out;
    QHash<QString, const Dataset *> byName;
    for (const Dataset &e : existing)
        byName.insert(e.name, &e);
    if (d.people < 0 || d.records < 0)
        out << Refusal{QStringLiteral("counts-not-negative"),
                       tr("%1: the number of people (%2) and of records (%3) cannot be negative")
                           .arg(d.name)
                           .arg(d.people)
                           .arg(d.records)};
    if (!d.derivation.isEmpty() && !derivationKinds().contains(d.derivation))
        out << Refusal{QStringLiteral("lineage-derivation"),
                       tr("%1: '%2' is not a derivation; use one of %3")
                           .arg(d.name, d.derivation, derivationKinds().join(QStringLiteral(", ")))};
    if (!d.derivation.isEmpty() && d.sources.isEmpty())
        out << Refusal{QStringLiteral("lineage-derivation"),
                       tr("%1 is %2 but names no source it was derived from").arg(d.name, d.derivation)};
    qint64 sourcePeople = 0;
    Grade inherited = Grade::Public;
    for (const QString &s : d.sources) {
        const Dataset *src = byName.value(s);
        if (s == d.name) {
            out << Refusal{QStringLiteral("lineage-no-cycle"),
                           tr("%1 cannot be derived from itself").arg(d.name)};
            continue;
        }
        if (!src) {
            out << Refusal{QStringLiteral("lineage-source-exists"),
                           tr("%1 names the source %2, which is not in the ledger").arg(d.name, s)};
            continue;
        }
        const bool newSource = !before || !before->sources.contains(s);
        if (src->retired && newSource)
            out << Refusal{QStringLiteral("lineage-source-retired"),
                           tr("%1 is retired: nothing new is derived from it (%2)").arg(s, d.name)};
        sourcePeople += src->people;
        inherited = std::max(inherited, src->effectiveGrade);
    }
    // A cycle: d reached again from its sources through the datasets as they are.
    {
        QSet<QString> seen;
        QStringList stack = d.sources;
        QString via;
        while (!stack.isEmpty()) {
            const QString n = stack.takeLast();
            if (n == d.name) {
                out << Refusal{QStringLiteral("lineage-no-cycle"),
                               tr("%1 would be derived from itself through its sources (%2): lineage has no "
                                  "loops")
                                   .arg(d.name, d.sources.join(QStringLiteral(", ")))};
                break;
            }
            if (seen.contains(n))
                continue;
            seen.insert(n);
            if (const Dataset *e = byName.value(n))
                stack << e->sources;
        }
    }
    if (!d.sources.isEmpty() && d.people > sourcePeople)
        out << Refusal{QStringLiteral("lineage-people-within-sources"),
                       tr("%1 counts %2 people, more than its sources hold together (%3): a derivation "
                          "cannot add people")
                           .arg(d.name, QString::number(d.people), QString::number(sourcePeople))};
    if (d.loweredTo) {
        if (!lowers(d.derivation))
            out << Refusal{QStringLiteral("lineage-lowering"),
                           tr("%1: only a de-identified, pseudonymised, aggregated or sampled derivation "
                              "lowers a grade, not '%2'")
                               .arg(d.name, d.derivation.isEmpty() ? tr("none") : d.derivation)};
        if (d.loweringJustification.trimmed().isEmpty())
            out << Refusal{QStringLiteral("lineage-lowering"),
                           tr("%1: a lowering transformation states why it lowers the grade").arg(d.name)};
        if (*d.loweredTo >= inherited && !d.sources.isEmpty())
            out << Refusal{QStringLiteral("lineage-lowering"),
                           tr("%1: %2 is not below the inherited grade %3")
                               .arg(d.name, gradeName(*d.loweredTo), gradeName(inherited))};
    }
    if (inherited == Grade::Core && (d.loweredTo || d.isAnonymised()))
        out << Refusal{QStringLiteral("lineage-core-stays-core"),
                       tr("%1 is derived from core data: core data stays core, no transformation lowers it")
                           .arg(d.name)};
    if (d.retired && before && !before->retired) {
        // Retiring is allowed; deriving from a retired dataset is what is refused.
    }
    return out;
}

bool Lineage::ownLowered(const Dataset &before, const Dataset &after)
{
    return after.people < before.people || (before.personal && !after.personal) ||
           (before.sensitive & ~after.sensitive) != 0;
}

bool Lineage::fieldsLowered(const QList<Field> &before, const QList<Field> &after)
{
    for (const Field &f : before) {
        const auto it =
            std::find_if(after.begin(), after.end(), [&](const Field &g) { return g.name == f.name; });
        if (it == after.end()) {
            if (f.grade > Grade::Public || f.personal || f.sensitive != 0)
                return true;
            continue;
        }
        if (it->grade < f.grade || (f.personal && !it->personal) || (f.sensitive & ~it->sensitive) != 0)
            return true;
    }
    return false;
}

bool Lineage::classificationChanged(const std::optional<Dataset> &before, const Dataset &after)
{
    // An older re-grade (a justification and an approver's typed name, as the inventory CSV has them)
    // lowers a grade too: it is a classification change like any other, never taken on a typed name.
    const auto regrade = [](const Dataset &d) {
        return d.isRegraded() ? d.regradeJustification + QLatin1Char('\n') + d.regradeApprover : QString();
    };
    if (!before)
        return after.loweredTo.has_value() || after.isAnonymised() || after.isRegraded();
    return before->grade != after.grade || !sameLowering(before->loweredTo, after.loweredTo) ||
           before->isAnonymised() != after.isAnonymised() || regrade(*before) != regrade(after) ||
           fieldsLowered(before->fields, after.fields) || ownLowered(*before, after);
}

Status Lineage::propose(Ledger &ledger, const GradeChange &input)
{
    GradeChange c = input;
    c.proposed = ledger.now();
    if (!isValidPersonName(c.proposer))
        return Status::failure(tr("'%1' is not a usable name for the proposer").arg(c.proposer));
    if (c.justification.trimmed().isEmpty())
        return Status::failure(tr("a classification change states why"));
    const auto current = ledger.dataset(c.dataset);
    if (!current)
        return Status::failureOf(current);
    Dataset d = current.value();
    if (Status applied = applyChange(d, c); !applied)
        return applied;
    if (!classificationChanged(current.value(), d))
        return Status::failure(tr("%1 is already classified so: nothing to change").arg(c.dataset));
    auto all = ledger.datasets();
    if (!all)
        return Status::failureOf(all);
    if (const auto refusals = check(d, all.value(), current.value()); !refusals.isEmpty())
        return Status::failure(refusalText(refusals), ErrorCode::Refused);
    return ledger.store().transaction([&]() -> Status {
        if (auto st = ledger.store().setMeta(pendingKey(c.dataset), compact(changeJson(c))); !st)
            return st;
        QJsonObject details = changeJson(c);
        details.insert(QStringLiteral("previous_grade"), gradeName(current->grade));
        const auto seq = ledger.audit().append(
            AuditEvent{c.proposer, QStringLiteral("dataset.grade-change.proposed"),
                       QStringLiteral("dataset:%1").arg(c.dataset), details, ledger.now()});
        return seq ? Status(Ok{}) : Status::failureOf(seq);
    });
}

Result<std::optional<GradeChange>> Lineage::pending(Ledger &ledger, const QString &dataset)
{
    using R = Result<std::optional<GradeChange>>;
    const auto text = ledger.store().meta(pendingKey(dataset));
    if (!text)
        return R::failureOf(text);
    if (text->isEmpty())
        return R(std::nullopt);
    return R(changeFromJson(dataset, parseObject(text.value())));
}

Status Lineage::withdraw(Ledger &ledger, const QString &dataset, const QString &actor)
{
    const auto p = pending(ledger, dataset);
    if (!p)
        return Status::failureOf(p);
    if (!p->has_value())
        return Status::failure(tr("no classification change of %1 is waiting").arg(dataset));
    return ledger.store().transaction([&]() -> Status {
        if (auto st = ledger.store().setMeta(pendingKey(dataset), QString()); !st)
            return st;
        const auto seq = ledger.audit().append(
            AuditEvent{actor, QStringLiteral("dataset.grade-change.withdrawn"),
                       QStringLiteral("dataset:%1").arg(dataset), changeJson(*p.value()), ledger.now()});
        return seq ? Status(Ok{}) : Status::failureOf(seq);
    });
}

QByteArray Lineage::signedRecord(const QString &origin, const GradeChange &c, const QString &signer,
                                 const QString &keyText)
{
    Canonical out;
    // Format 2 adds the fields reclassified, format 3 the dataset's own people count and sensitive
    // categories; a change without them keeps the older format's bytes.
    const bool own = c.people || c.personal || c.sensitive;
    out.add(own                  ? QStringLiteral("clustergate-grade-change/3")
            : c.fields.isEmpty() ? QStringLiteral("clustergate-grade-change/1")
                                 : QStringLiteral("clustergate-grade-change/2"))
        .add(origin)
        .add(c.dataset)
        .add(gradeName(c.grade))
        .add(c.loweredTo ? gradeName(*c.loweredTo) : QString())
        .add(c.derivation);
    if (!c.fields.isEmpty() || own) {
        out.add(QString::number(c.fields.size()));
        for (const Field &f : c.fields)
            out.add(f.name)
                .add(gradeName(f.grade))
                .add(f.personal ? QStringLiteral("personal") : QString())
                .add(piCategoriesText(f.sensitive));
    }
    if (own)
        out.add(c.people ? QString::number(*c.people) : QString())
            .add(!c.personal   ? QString()
                 : *c.personal ? QStringLiteral("personal")
                               : QStringLiteral("not-personal"))
            .add(c.sensitive ? piCategoriesText(*c.sensitive) : QString());
    out.add(c.justification).add(c.proposer).add(signer).add(keyText);
    return out.bytes();
}

Result<bool> Lineage::signedChangeMatches(LedgerStore &store, const Dataset &d,
                                          const std::optional<Dataset> &before)
{
    const auto text = store.meta(signedKey(d.name));
    if (!text)
        return Result<bool>::failureOf(text);
    if (text->isEmpty())
        return false;
    const auto c = changeFromJson(d.name, parseObject(text.value()));
    if (!c || c->grade != d.grade || !sameLowering(c->loweredTo, d.loweredTo) ||
        (!c->derivation.isEmpty() && c->derivation != d.derivation))
        return false;
    if (!before)
        return true;
    // The fields may be lowered as far as the change names them, no further.
    Dataset allowed = *before;
    if (!applyChange(allowed, *c))
        return false;
    return !fieldsLowered(allowed.fields, d.fields) && !ownLowered(allowed, d);
}

Result<Lineage::Snapshot> Lineage::snapshot(Ledger &ledger)
{
    using R = Result<Snapshot>;
    Snapshot s;
    const auto ds = ledger.datasets();
    if (!ds)
        return R::failureOf(ds);
    s.datasets = ds.value();
    RequestFilter open;
    open.states = {RequestState::Draft, RequestState::Submitted, RequestState::Approved,
                   RequestState::Active};
    const auto rs = ledger.requests(open);
    if (!rs)
        return R::failureOf(rs);
    for (const RequestView &v : rs.value()) {
        const auto verdict = ledger.evaluate(v.request.id);
        if (!verdict)
            return R::failureOf(verdict);
        RequestDiff d;
        d.id = v.request.id;
        d.state = v.request.state;
        d.highestBefore = verdict->highestGrade;
        d.requiredBefore = verdict->required;
        d.allowedBefore = verdict->allowed();
        s.requests << d;
    }
    return s;
}

Result<RegradeImpact> Lineage::compare(Ledger &ledger, const Snapshot &before)
{
    using R = Result<RegradeImpact>;
    const auto after = snapshot(ledger);
    if (!after)
        return R::failureOf(after);
    RegradeImpact impact;
    for (const Dataset &d : after->datasets) {
        const auto it = std::find_if(before.datasets.cbegin(), before.datasets.cend(),
                                     [&](const Dataset &b) { return b.name == d.name; });
        if (it != before.datasets.cend() && it->effectiveGrade != d.effectiveGrade)
            impact.datasets << GradeDiff{d.name, it->effectiveGrade, d.effectiveGrade};
    }
    for (const RequestDiff &a : after->requests) {
        const auto it = std::find_if(before.requests.cbegin(), before.requests.cend(),
                                     [&](const RequestDiff &b) { return b.id == a.id; });
        if (it == before.requests.cend())
            continue;
        if (it->highestBefore == a.highestBefore && it->requiredBefore == a.requiredBefore &&
            it->allowedBefore == a.allowedBefore)
            continue;
        RequestDiff d = *it;
        d.highestAfter = a.highestBefore;
        d.requiredAfter = a.requiredBefore;
        d.allowedAfter = a.allowedBefore;
        if (!d.allowedAfter) {
            const auto v = ledger.evaluate(a.id);
            if (v)
                d.explanation = v->explanation();
        }
        impact.requests << d;
    }
    return impact;
}

Result<RegradeImpact> Lineage::sign(Ledger &ledger, const QString &dataset, Signer &second)
{
    using R = Result<RegradeImpact>;
    const auto p = pending(ledger, dataset);
    if (!p)
        return R::failureOf(p);
    if (!p->has_value())
        return R::failure(tr("no classification change of %1 is waiting for a signature").arg(dataset));
    const GradeChange change = *p.value();
    const auto regs = ledger.registrations();
    if (!regs)
        return R::failureOf(regs);
    const RegisteredKey *key = regs->byKey(second.publicKey());
    if (!key || !key->valid)
        return R::failure(tr("[grade-change-second-signature] the signing key has no valid registration in "
                             "the ledger"),
                          ErrorCode::Refused);
    const QString signer = key->registration.name;
    if (key->registration.role == OfficerRole::Requester)
        return R::failure(tr("[grade-change-second-signature] %1 is registered as a requester: an officer or "
                             "admin signs classification changes")
                              .arg(signer),
                          ErrorCode::Refused);
    if (signer.compare(change.proposer, Qt::CaseInsensitive) == 0)
        return R::failure(tr("[grade-change-second-signature] %1 proposed this change of %2 and cannot sign "
                             "it: a second person signs")
                              .arg(signer, dataset),
                          ErrorCode::Refused);
    const auto current = ledger.dataset(dataset);
    if (!current)
        return R::failureOf(current);
    if (signer.compare(current->owner, Qt::CaseInsensitive) == 0)
        return R::failure(tr("[grade-change-second-signature] %1 owns %2 and cannot sign a change of its "
                             "classification")
                              .arg(signer, dataset),
                          ErrorCode::Refused);
    const auto origin = ledger.audit().origin();
    if (!origin)
        return R::failureOf(origin);
    const QString keyText = VerifierKey::make(signer, second.publicKey()).text();
    const auto signature = second.sign(signedRecord(origin.value(), change, signer, keyText));
    if (!signature)
        return R::failureOf(signature);
    const auto before = snapshot(ledger);
    if (!before)
        return R::failureOf(before);
    Dataset d = current.value();
    if (Status applied = applyChange(d, change); !applied)
        return R::failure(applied.error(), applied.code());
    if (change.loweredTo)
        d.loweringSignedBy = signer;
    RegradeImpact impact;
    const Status st = ledger.store().transaction([&]() -> Status {
        // The signed row first: a team server accepts the sign-off key only right after it.
        QJsonObject details = changeJson(change);
        details.insert(QStringLiteral("signer"), signer);
        details.insert(QStringLiteral("key"), keyText);
        details.insert(QStringLiteral("signature"), QString::fromLatin1(signature->toBase64()));
        const auto seq = ledger.audit().append(
            AuditEvent{signer, QStringLiteral("dataset.grade-change.signed"),
                       QStringLiteral("dataset:%1").arg(dataset), details, ledger.now()});
        if (!seq)
            return Status::failureOf(seq);
        if (auto s = ledger.store().setMeta(signedKey(dataset), compact(changeJson(change))); !s)
            return s;
        const auto saved = ledger.saveDataset(d, change.proposer);
        if (!saved)
            return Status::failureOf(saved);
        if (auto s = ledger.store().setMeta(pendingKey(dataset), QString()); !s)
            return s;
        const auto diff = compare(ledger, before.value());
        if (!diff)
            return Status::failureOf(diff);
        impact = diff.value();
        for (const RequestDiff &r : std::as_const(impact.requests)) {
            QJsonObject rd{{QStringLiteral("dataset"), dataset},
                           {QStringLiteral("highest_grade_before"), gradeName(r.highestBefore)},
                           {QStringLiteral("highest_grade_after"), gradeName(r.highestAfter)},
                           {QStringLiteral("required_before"), tierName(r.requiredBefore)},
                           {QStringLiteral("required_after"), tierName(r.requiredAfter)},
                           {QStringLiteral("allowed_after"), r.allowedAfter}};
            const auto s =
                ledger.audit().append(AuditEvent{signer, QStringLiteral("request.reevaluated"),
                                                 QStringLiteral("request:%1").arg(r.id), rd, ledger.now()});
            if (!s)
                return Status::failureOf(s);
        }
        return Status(Ok{});
    });
    if (!st)
        return R::failureOf(st);
    return impact;
}

} // namespace cg::ledger
