// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger_detail.h"
#include "ledger/lineage.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace cg::ledger {

using namespace detail;

Ledger::Ledger(LedgerStore &store, Clock clock) : m_store(store), m_audit(store), m_clock(std::move(clock)) {}

QDateTime Ledger::now() const
{
    return m_clock ? m_clock().toUTC() : QDateTime::currentDateTimeUtc();
}

int Ledger::countingYear(const QDateTime &t)
{
    return t.toUTC().addSecs(8 * 3600).date().year();
}

Status Ledger::auditEvent(const QString &actor, const QString &action, const QString &subject,
                          const QJsonObject &details)
{
    const auto seq = m_audit.append(AuditEvent{actor, action, subject, details, now()});
    return seq ? Status(Ok{}) : Status::failureOf(seq);
}

Status Ledger::registerOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                               const QString &registeredBy)
{
    return addOfficer(name, role, publicKey, registeredBy, nullptr);
}

Status Ledger::found(const QString &name, Signer &founder)
{
    const auto existing = m_store.officers();
    if (!existing)
        return Status::failureOf(existing);
    const auto regs = registrations();
    if (!regs)
        return Status::failureOf(regs);
    if (!existing->isEmpty() || !regs->keys().isEmpty())
        return Status::failure(tr("this ledger was founded already; an admin registers new officers"));
    return addOfficer(name, OfficerRole::Admin, founder.publicKey(), name, &founder);
}

Status Ledger::registerOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                               Signer &registrar)
{
    const auto admin = officerByKey(registrar.publicKey());
    if (!admin)
        return Status::failureOf(admin);
    if (!admin->has_value())
        return Status::failure(
            tr("the registering key is not registered in this ledger: only an admin registers officers"));
    if (admin->value().role != OfficerRole::Admin)
        return Status::failure(
            tr("%1 is an officer, not an admin: only an admin registers officers").arg(admin->value().name));
    return addOfficer(name, role, publicKey, admin->value().name, &registrar);
}

Status Ledger::addOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                          const QString &registeredBy, Signer *registrar)
{
    if (!isValidPersonName(name))
        return Status::failure(
            tr("'%1' is not a usable officer name: use 1 to 64 letters, digits and . _ @ -").arg(name));
    if (publicKey.size() != kEd25519PublicKeySize)
        return Status::failure(tr("an Ed25519 public key has 32 bytes"));
    const auto existing = m_store.officers();
    if (!existing)
        return Status::failureOf(existing);
    for (const OfficerKey &k : existing.value()) {
        if (k.name.compare(name, Qt::CaseInsensitive) == 0)
            return Status::failure(
                tr("%1 is already registered; registered keys are never replaced").arg(name));
        if (k.publicKey == publicKey)
            return Status::failure(tr("this key is already registered for %1").arg(k.name));
    }
    const auto regs = registrations();
    if (!regs)
        return Status::failureOf(regs);
    if (regs->byName(name))
        return Status::failure(tr("%1 is already registered; registered keys are never replaced").arg(name));
    if (const RegisteredKey *k = regs->byKey(publicKey))
        return Status::failure(tr("this key is already registered for %1").arg(k->registration.name));
    if (registrar && registrar->publicKey() != publicKey && !regs->isValid(registrar->publicKey()))
        return Status::failure(tr("the registering key has no valid registration in the audit log"));
    const auto origin = m_audit.origin();
    if (!origin)
        return Status::failureOf(origin);
    const QDateTime at = now();
    const OfficerKey officer{name, role, publicKey, at, registeredBy};
    const QString keyText = VerifierKey::make(name, publicKey).text();
    QJsonObject details{{QStringLiteral("role"), roleName(role)}, {QStringLiteral("key"), keyText}};
    if (registrar) {
        const QString registrarKey = VerifierKey::make(registeredBy, registrar->publicKey()).text();
        const auto sig = registrar->sign(Registration::record(origin.value(), name, role, keyText,
                                                              isoTime(at), registeredBy, registrarKey));
        if (!sig)
            return Status::failureOf(sig);
        details.insert(QStringLiteral("registrar_key"), registrarKey);
        details.insert(QStringLiteral("signature"), QString::fromLatin1(sig->toBase64()));
    }
    return m_store.transaction([&]() -> Status {
        if (role != OfficerRole::Requester) {
            if (auto st = m_store.insertOfficer(officer); !st)
                return st;
        }
        const auto seq = m_audit.append(AuditEvent{registeredBy, QString::fromLatin1(kRegisteredAction),
                                                   QStringLiteral("officer:%1").arg(name), details, at});
        return seq ? Status(Ok{}) : Status::failureOf(seq);
    });
}

Result<RegistrationChain> Ledger::registrations()
{
    using R = Result<RegistrationChain>;
    const auto origin = m_audit.origin();
    if (!origin)
        return R::failureOf(origin);
    const auto rows =
        m_audit.rows(AuditQuery{1, -1, {}, QString::fromLatin1(kRegisteredAction), {}, -1, false});
    if (!rows)
        return R::failureOf(rows);
    QList<AuditRow> exact;
    for (const AuditRow &r : rows.value()) {
        if (r.action == QLatin1String(kRegisteredAction))
            exact << r;
    }
    return RegistrationChain::check(origin.value(), exact);
}

Result<std::optional<OfficerKey>> Ledger::officerByKey(const QByteArray &publicKey)
{
    using R = Result<std::optional<OfficerKey>>;
    const auto all = m_store.officers();
    if (!all)
        return R::failureOf(all);
    for (const OfficerKey &k : all.value()) {
        if (k.publicKey == publicKey)
            return R(k);
    }
    return R(std::nullopt);
}

Result<QList<Dataset>> Ledger::datasets(const DatasetFilter &f)
{
    auto all = m_store.datasets();
    if (!all)
        return all;
    if (auto st = Lineage::attach(m_store, all.value()); !st)
        return Result<QList<Dataset>>::failureOf(st);
    resolveGrades(all.value());
    QList<Dataset> out;
    for (const Dataset &d : std::as_const(all.value())) {
        if (f.minGrade && d.effectiveGrade < *f.minGrade)
            continue;
        if (!f.owner.isEmpty() && d.owner.compare(f.owner, Qt::CaseInsensitive) != 0)
            continue;
        if (f.personalOnly && !d.hasPersonalInformation())
            continue;
        if (!f.text.isEmpty() && !d.name.contains(f.text, Qt::CaseInsensitive) &&
            !d.description.contains(f.text, Qt::CaseInsensitive) &&
            !d.location.contains(f.text, Qt::CaseInsensitive))
            continue;
        out << d;
    }
    return out;
}

Result<Dataset> Ledger::dataset(const QString &name)
{
    using R = Result<Dataset>;
    const auto all = datasets();
    if (!all)
        return R::failureOf(all);
    for (const Dataset &d : all.value()) {
        if (d.name == name)
            return d;
    }
    return R::failure(tr("there is no dataset %1 in the ledger").arg(name));
}

Result<qint64> Ledger::saveDataset(const Dataset &input, const QString &actor)
{
    using R = Result<qint64>;
    Dataset d = input;
    d.updated = now();
    if (d.name.trimmed().isEmpty() || d.owner.trimmed().isEmpty())
        return R::failure(tr("a dataset needs a name and an owner"));
    d.version = d.version.trimmed();
    if (const QString why = versionProblem(d.version); !why.isEmpty())
        return R::failure(tr("[dataset-version] the version of %1 %2").arg(d.name, why));
    if (d.isRegraded() && d.regradeApprover.compare(actor, Qt::CaseInsensitive) == 0)
        return R::failure(
            tr("%1 cannot approve their own re-grade of %2: a second person approves it").arg(actor, d.name),
            ErrorCode::Refused);
    if (d.isRegraded() && d.regradeApprover.compare(d.owner, Qt::CaseInsensitive) == 0)
        return R::failure(tr("the owner of %1 cannot approve its re-grade").arg(d.name), ErrorCode::Refused);
    auto all = m_store.datasets();
    if (!all)
        return R::failureOf(all);
    if (auto st = Lineage::attach(m_store, all.value()); !st)
        return R::failureOf(st);
    resolveGrades(all.value());
    std::optional<Dataset> before;
    for (const Dataset &e : all.value()) {
        if (e.name == d.name)
            before = e;
    }
    if (!d.lineageKnown && before) { // a caller that does not speak of lineage keeps the ledger's
        d.importantNotice = before->importantNotice;
        d.categories = before->categories;
        d.derivation = before->derivation;
        d.loweredTo = before->loweredTo;
        d.loweringJustification = before->loweringJustification;
        d.loweringSignedBy = before->loweringSignedBy;
        d.retired = before->retired;
    }
    d.lineageKnown = true;
    if (const QList<Refusal> refusals = Lineage::check(d, all.value(), before); !refusals.isEmpty()) {
        QStringList lines;
        for (const Refusal &r : refusals)
            lines << QStringLiteral("[%1] %2").arg(r.rule, r.message);
        return R::failure(lines.join(QLatin1Char('\n')), ErrorCode::Refused);
    }
    const bool signedChange = Lineage::classificationChanged(before, d);
    if (signedChange) {
        const auto matches = Lineage::signedChangeMatches(m_store, d, before);
        if (!matches)
            return R::failureOf(matches);
        if (!matches.value())
            return R::failure(
                tr("[grade-change-second-signature] changing the classification of %1 (grade %2, "
                   "lowering, anonymisation, fewer people or a sensitive category removed, or a field's "
                   "grade, personal mark or sensitive categories lowered or a classified field removed) "
                   "needs a second person's signature: propose "
                   "the change, and an officer other than the proposer and the owner signs it")
                    .arg(d.name, gradeName(d.grade)),
                ErrorCode::Refused);
    }
    // The new effective grade, with the sources as they are now.
    QList<Dataset> withNew = all.value();
    withNew.erase(
        std::remove_if(withNew.begin(), withNew.end(), [&](const Dataset &e) { return e.name == d.name; }),
        withNew.end());
    withNew << d;
    resolveGrades(withNew);
    const Dataset &after = withNew.last();
    qint64 id = 0;
    const Status st = m_store.transaction([&]() -> Status {
        const auto saved = m_store.saveDataset(d);
        if (!saved)
            return Status::failureOf(saved);
        id = saved.value();
        if (auto written = Lineage::store(m_store, d); !written)
            return written;
        if (signedChange) {
            if (auto cleared = m_store.setMeta(Lineage::signedKey(d.name), QString()); !cleared)
                return cleared;
        }
        QJsonObject details{{QStringLiteral("grade"), gradeName(d.grade)},
                            {QStringLiteral("effective_grade"), gradeName(after.effectiveGrade)},
                            {QStringLiteral("gbt_level"), gbtLevel(after.effectiveGrade)},
                            {QStringLiteral("owner"), d.owner},
                            {QStringLiteral("fields"), int(d.fields.size())},
                            {QStringLiteral("people"), d.people},
                            {QStringLiteral("sensitive"), toArray(piCategoryNames(d.allSensitive()))},
                            {QStringLiteral("sources"), toArray(d.sources)},
                            {QStringLiteral("version"), d.version}};
        // A new version is new data under the same name: what was approved for the old one does not
        // cover it, so the change is on record with what it replaced.
        if (before && before->version != d.version)
            details.insert(QStringLiteral("previous_version"), before->version);
        const QJsonObject lineage = Lineage::toJson(d);
        for (auto it = lineage.constBegin(); it != lineage.constEnd(); ++it)
            details.insert(it.key(), it.value());
        if (d.isRegraded()) {
            details.insert(QStringLiteral("inherited_grade"), gradeName(after.inheritedGrade));
            details.insert(QStringLiteral("justification"), d.regradeJustification);
            details.insert(QStringLiteral("approver"), d.regradeApprover);
        }
        QString action = before ? QStringLiteral("dataset.updated") : QStringLiteral("dataset.created");
        if (before && before->effectiveGrade != after.effectiveGrade) {
            action = QStringLiteral("dataset.regraded");
            details.insert(QStringLiteral("previous_grade"), gradeName(before->effectiveGrade));
        }
        if (auto written = auditEvent(actor, action, QStringLiteral("dataset:%1").arg(d.name), details);
            !written)
            return written;
        // Datasets derived from this one inherit its grade: their changes are classification changes too.
        for (const Dataset &old : std::as_const(all.value())) {
            if (old.name == d.name)
                continue;
            const auto now = std::find_if(withNew.cbegin(), withNew.cend(),
                                          [&](const Dataset &e) { return e.name == old.name; });
            if (now == withNew.cend() || now->effectiveGrade == old.effectiveGrade)
                continue;
            if (auto written = auditEvent(
                    actor, QStringLiteral("dataset.regraded"), QStringLiteral("dataset:%1").arg(old.name),
                    {{QStringLiteral("effective_grade"), gradeName(now->effectiveGrade)},
                     {QStringLiteral("previous_grade"), gradeName(old.effectiveGrade)},
                     {QStringLiteral("inherited_from"), d.name}});
                !written)
                return written;
        }
        return Status(Ok{});
    });
    if (!st)
        return R::failureOf(st);
    return id;
}

Result<ImportReport> Ledger::importInventory(const QByteArray &csv, const QString &actor)
{
    using R = Result<ImportReport>;
    const auto existing = m_store.datasets();
    if (!existing)
        return R::failureOf(existing);
    QSet<QString> names;
    QHash<QString, Dataset> byName;
    for (const Dataset &d : existing.value()) {
        names.insert(d.name);
        byName.insert(d.name, d);
    }
    InventoryParse parsed = InventoryCsv::parse(csv, names);
    ImportReport report;
    report.rowsRead = parsed.dataRows;

    // Sources first: place an entry once every source it names is in the ledger or already placed.
    QList<InventoryEntry> pending = parsed.entries;
    QList<InventoryEntry> ordered;
    QSet<QString> placed = names;
    while (!pending.isEmpty()) {
        const qsizetype before = pending.size();
        for (qsizetype i = 0; i < pending.size();) {
            const InventoryEntry &e = pending[i];
            const bool ready =
                e.fieldsOnly || std::all_of(e.dataset.sources.begin(), e.dataset.sources.end(),
                                            [&](const QString &s) { return placed.contains(s); });
            if (!ready) {
                ++i;
                continue;
            }
            placed.insert(e.dataset.name);
            ordered << e;
            pending.removeAt(i);
        }
        if (pending.size() == before) {
            for (const InventoryEntry &e : std::as_const(pending)) {
                for (int row : e.rows)
                    parsed.errors << ImportError{
                        row, QStringLiteral("sources"),
                        tr("%1 and its sources derive from each other in a loop").arg(e.dataset.name)};
            }
            break;
        }
    }

    QList<ImportError> saveErrors;
    const Status st = m_store.transaction([&]() -> Status {
        for (InventoryEntry e : std::as_const(ordered)) {
            Dataset d = e.dataset;
            if (!e.fieldsOnly && !e.versionGiven && byName.contains(d.name))
                d.version = byName.value(d.name).version;
            if (e.fieldsOnly) {
                d = byName.value(d.name);
                for (const Field &f : std::as_const(e.dataset.fields)) {
                    auto it = std::find_if(d.fields.begin(), d.fields.end(), [&](const Field &g) {
                        return g.name.compare(f.name, Qt::CaseInsensitive) == 0;
                    });
                    if (it != d.fields.end())
                        *it = f;
                    else
                        d.fields << f;
                }
            }
            const auto saved = saveDataset(d, actor);
            if (!saved) {
                for (int row : std::as_const(e.rows))
                    saveErrors << ImportError{row, {}, saved.error()};
                continue;
            }
            byName.insert(d.name, d);
            ++report.datasets;
            report.fields += int(e.dataset.fields.size());
        }
        parsed.errors << saveErrors;
        std::stable_sort(parsed.errors.begin(), parsed.errors.end(),
                         [](const ImportError &a, const ImportError &b) { return a.row < b.row; });
        report.rowsRejected = int(parsed.rejectedRows().size());
        return auditEvent(actor, QStringLiteral("inventory.imported"), QStringLiteral("inventory"),
                          {{QStringLiteral("rows"), report.rowsRead},
                           {QStringLiteral("datasets"), report.datasets},
                           {QStringLiteral("fields"), report.fields},
                           {QStringLiteral("rejected_rows"), report.rowsRejected}});
    });
    if (!st)
        return R::failure(tr("the inventory was not imported: %1").arg(st.error()));
    report.errors = parsed.errors;
    if (!report.errors.isEmpty())
        report.rejectsCsv = InventoryCsv::rejects(parsed);
    return report;
}

} // namespace cg::ledger
