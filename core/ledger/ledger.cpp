// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/lineage.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace cg::ledger {

namespace {

// The life of a request: which state may follow which, and the audit action that records it.
struct Transition
{
    RequestState from;
    RequestState to;
    const char *action;
};

constexpr Transition kTransitions[] = {
    {RequestState::Draft, RequestState::Submitted, "request.submitted"},
    {RequestState::Submitted, RequestState::Approved, "request.approved"},
    {RequestState::Submitted, RequestState::Rejected, "request.rejected"},
    {RequestState::Submitted, RequestState::Draft, "request.withdrawn"},
    {RequestState::Approved, RequestState::Active, "request.activated"},
    {RequestState::Active, RequestState::Expired, "request.expired"},
    {RequestState::Expired, RequestState::DestructionPending, "request.destruction-pending"},
    {RequestState::DestructionPending, RequestState::Destroyed, "request.destroyed"},
};

const Transition *findTransition(RequestState from, RequestState to)
{
    for (const Transition &t : kTransitions) {
        if (t.from == from && t.to == to)
            return &t;
    }
    return nullptr;
}

// States whose people count toward the year's thresholds: the decision to send was made.
bool counts(RequestState s)
{
    return s == RequestState::Approved || s == RequestState::Active || s == RequestState::Expired ||
           s == RequestState::DestructionPending || s == RequestState::Destroyed;
}

QString subjectOf(qint64 requestId)
{
    return QStringLiteral("request:%1").arg(requestId);
}

QJsonArray toArray(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

// Why a dataset version is not usable (empty: it is): at most 100 characters, no control characters.
QString versionProblem(const QString &version)
{
    if (version.size() > 100)
        return Ledger::tr("is longer than 100 characters");
    if (std::any_of(version.begin(), version.end(),
                    [](QChar c) { return c.category() == QChar::Other_Control; }))
        return Ledger::tr("contains a control character");
    return {};
}

// Effective grades: the dataset's own floor, raised to its sources' highest unless re-graded.
void resolveGrades(QList<Dataset> &all)
{
    Lineage::resolve(all);
}

} // namespace

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
    return seq ? Status(Ok{}) : Status::failure(seq.error());
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
        return Status::failure(existing.error());
    const auto regs = registrations();
    if (!regs)
        return Status::failure(regs.error());
    if (!existing->isEmpty() || !regs->keys().isEmpty())
        return Status::failure(tr("this ledger was founded already; an admin registers new officers"));
    return addOfficer(name, OfficerRole::Admin, founder.publicKey(), name, &founder);
}

Status Ledger::registerOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                               Signer &registrar)
{
    const auto admin = officerByKey(registrar.publicKey());
    if (!admin)
        return Status::failure(admin.error());
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
        return Status::failure(existing.error());
    for (const OfficerKey &k : existing.value()) {
        if (k.name.compare(name, Qt::CaseInsensitive) == 0)
            return Status::failure(
                tr("%1 is already registered; registered keys are never replaced").arg(name));
        if (k.publicKey == publicKey)
            return Status::failure(tr("this key is already registered for %1").arg(k.name));
    }
    const auto regs = registrations();
    if (!regs)
        return Status::failure(regs.error());
    if (regs->byName(name))
        return Status::failure(tr("%1 is already registered; registered keys are never replaced").arg(name));
    if (const RegisteredKey *k = regs->byKey(publicKey))
        return Status::failure(tr("this key is already registered for %1").arg(k->registration.name));
    if (registrar && registrar->publicKey() != publicKey && !regs->isValid(registrar->publicKey()))
        return Status::failure(tr("the registering key has no valid registration in the audit log"));
    const auto origin = m_audit.origin();
    if (!origin)
        return Status::failure(origin.error());
    const QDateTime at = now();
    const OfficerKey officer{name, role, publicKey, at, registeredBy};
    const QString keyText = VerifierKey::make(name, publicKey).text();
    QJsonObject details{{QStringLiteral("role"), roleName(role)}, {QStringLiteral("key"), keyText}};
    if (registrar) {
        const QString registrarKey = VerifierKey::make(registeredBy, registrar->publicKey()).text();
        const auto sig = registrar->sign(Registration::record(origin.value(), name, role, keyText,
                                                              isoTime(at), registeredBy, registrarKey));
        if (!sig)
            return Status::failure(sig.error());
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
        return seq ? Status(Ok{}) : Status::failure(seq.error());
    });
}

Result<RegistrationChain> Ledger::registrations()
{
    using R = Result<RegistrationChain>;
    const auto origin = m_audit.origin();
    if (!origin)
        return R::failure(origin.error());
    const auto rows =
        m_audit.rows(AuditQuery{1, -1, {}, QString::fromLatin1(kRegisteredAction), {}, -1, false});
    if (!rows)
        return R::failure(rows.error());
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
        return R::failure(all.error());
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
        return Result<QList<Dataset>>::failure(st.error());
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
        return R::failure(all.error());
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
            tr("%1 cannot approve their own re-grade of %2: a second person approves it").arg(actor, d.name));
    if (d.isRegraded() && d.regradeApprover.compare(d.owner, Qt::CaseInsensitive) == 0)
        return R::failure(tr("the owner of %1 cannot approve its re-grade").arg(d.name));
    auto all = m_store.datasets();
    if (!all)
        return R::failure(all.error());
    if (auto st = Lineage::attach(m_store, all.value()); !st)
        return R::failure(st.error());
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
        return R::failure(lines.join(QLatin1Char('\n')));
    }
    const bool signedChange = Lineage::classificationChanged(before, d);
    if (signedChange) {
        const auto matches = Lineage::signedChangeMatches(m_store, d);
        if (!matches)
            return R::failure(matches.error());
        if (!matches.value())
            return R::failure(
                tr("[grade-change-second-signature] changing the classification of %1 (grade %2, "
                   "lowering or anonymisation) needs a second person's signature: propose the "
                   "change, and an officer other than the proposer and the owner signs it")
                    .arg(d.name, gradeName(d.grade)));
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
            return Status::failure(saved.error());
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
        return R::failure(st.error());
    return id;
}

Result<ImportReport> Ledger::importInventory(const QByteArray &csv, const QString &actor)
{
    using R = Result<ImportReport>;
    const auto existing = m_store.datasets();
    if (!existing)
        return R::failure(existing.error());
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

Result<ExportRequest> Ledger::load(qint64 requestId)
{
    using R = Result<ExportRequest>;
    const auto r = m_store.request(requestId);
    if (!r)
        return R::failure(r.error());
    if (!r->has_value())
        return R::failure(tr("there is no export request %1").arg(requestId));
    return r->value();
}

Result<QList<Dataset>> Ledger::datasetsOf(const ExportRequest &request)
{
    using R = Result<QList<Dataset>>;
    const auto all = datasets();
    if (!all)
        return all;
    QList<Dataset> out;
    for (const QString &name : request.datasets) {
        const auto it =
            std::find_if(all->begin(), all->end(), [&](const Dataset &d) { return d.name == name; });
        if (it == all->end())
            return R::failure(tr("there is no dataset %1 in the ledger").arg(name));
        out << *it;
    }
    return out;
}

Result<qint64> Ledger::createRequest(const ExportRequest &input)
{
    using R = Result<qint64>;
    ExportRequest r = input;
    r.id = 0;
    r.state = RequestState::Draft;
    r.created = now();
    r.requestHash.clear();
    if (!isValidPersonName(r.requester))
        return R::failure(tr("'%1' is not a usable requester name: use 1 to 64 letters, digits and . _ @ -")
                              .arg(r.requester));
    if (r.retentionDays < 1)
        return R::failure(tr("the retention period is at least one day"));
    qint64 id = 0;
    const Status st = m_store.transaction([&]() -> Status {
        const auto inserted = m_store.insertRequest(r);
        if (!inserted)
            return Status::failure(inserted.error());
        id = inserted.value();
        return auditEvent(r.requester, QStringLiteral("request.created"), subjectOf(id),
                          {{QStringLiteral("datasets"), toArray(r.datasets)},
                           {QStringLiteral("form"), formName(r.form)},
                           {QStringLiteral("destination"), r.destinationCluster},
                           {QStringLiteral("country"), r.destinationCountry},
                           {QStringLiteral("mechanism"), mechanismName(r.mechanism)},
                           {QStringLiteral("retention_days"), r.retentionDays}});
    });
    if (!st)
        return R::failure(st.error());
    return id;
}

Result<YearCounters> Ledger::counters(int year, qint64 excludingRequest)
{
    using R = Result<YearCounters>;
    const auto all = m_store.requests();
    const auto ds = datasets();
    if (!all || !ds)
        return R::failure(!all ? all.error() : ds.error());
    YearCounters c{year, 0, 0};
    for (const ExportRequest &r : all.value()) {
        if (r.id == excludingRequest || !counts(r.state) || !r.decided.isValid() ||
            countingYear(r.decided) != year)
            continue;
        if (r.mechanism == LegalMechanism::Exemption &&
            !Provisions::isCounted(scenarioOfClause(r.exemptionClause)))
            continue; // Art. 3, 4, 5(1)-(3), 6: not added to the year's counters
        QList<Dataset> used;
        for (const QString &name : r.datasets) {
            const auto it =
                std::find_if(ds->begin(), ds->end(), [&](const Dataset &d) { return d.name == name; });
            if (it != ds->end())
                used << *it;
        }
        qint64 s = 0, o = 0;
        Rules::peopleIn(r, used, &s, &o);
        c.sensitive += s;
        c.other += o;
    }
    return c;
}

Result<RuleVerdict> Ledger::evaluate(qint64 requestId)
{
    using R = Result<RuleVerdict>;
    const auto r = load(requestId);
    if (!r)
        return R::failure(r.error());
    const auto ds = datasetsOf(r.value());
    if (!ds)
        return R::failure(ds.error());
    const auto before = counters(countingYear(now()), requestId);
    if (!before)
        return R::failure(before.error());
    const auto exporter = ExporterSettings::exporter(m_store);
    const auto list = ExporterSettings::negativeList(m_store);
    if (!exporter || !list)
        return R::failure(!exporter ? exporter.error() : list.error());
    ProvisionsContext context;
    context.exporter = exporter.value();
    context.negativeList = list->has_value() ? &*list.value() : nullptr;
    context.date = now().toUTC().addSecs(8 * 3600).date();
    return Rules::evaluate(r.value(), ds.value(), before.value(), context);
}

Status Ledger::transition(qint64 requestId, RequestState to, const QString &actor,
                          const std::function<Status(ExportRequest &)> &beforeSave,
                          const QJsonObject &details)
{
    auto loaded = load(requestId);
    if (!loaded)
        return Status::failure(loaded.error());
    ExportRequest &r = loaded.value();
    const Transition *t = findTransition(r.state, to);
    if (!t)
        return Status::failure(tr("request %1 is %2 and cannot become %3")
                                   .arg(requestId)
                                   .arg(stateName(r.state), stateName(to)));
    return m_store.transaction([&]() -> Status {
        if (beforeSave) {
            if (auto st = beforeSave(r); !st)
                return st;
        }
        QJsonObject d = details;
        d.insert(QStringLiteral("from"), stateName(r.state));
        d.insert(QStringLiteral("to"), stateName(to));
        const RequestState from = r.state;
        r.state = to;
        if (auto st = m_store.updateRequest(r, from); !st)
            return st;
        return auditEvent(actor, QString::fromLatin1(t->action), subjectOf(requestId), d);
    });
}

Status Ledger::submit(qint64 requestId, const QString &actor)
{
    return submit(requestId, actor, nullptr);
}

Status Ledger::submit(qint64 requestId, Signer &requester)
{
    const auto regs = registrations();
    if (!regs)
        return Status::failure(regs.error());
    const RegisteredKey *k = regs->byKey(requester.publicKey());
    if (!k || !k->valid)
        return Status::failure(tr("the submitting key is not registered in this ledger: an admin registers "
                                  "requesters (clustergate ledger register-officer NAME --role requester)"));
    return submit(requestId, k->registration.name, &requester);
}

QByteArray Ledger::submissionRecord(const QString &origin, qint64 requestId, const QByteArray &requestHash,
                                    const QString &requester, const QString &keyText)
{
    Canonical c;
    c.add(QStringLiteral("clustergate-submission/1"))
        .add(origin)
        .add(requestId)
        .add(toHex(requestHash))
        .add(requester)
        .add(keyText);
    return c.bytes();
}

Status Ledger::submit(qint64 requestId, const QString &actor, Signer *requester)
{
    const auto r = load(requestId);
    if (!r)
        return Status::failure(r.error());
    if (actor.compare(r->requester, Qt::CaseInsensitive) != 0)
        return Status::failure(
            tr("only %1, who requested it, submits request %2").arg(r->requester).arg(requestId));
    const auto verdict = evaluate(requestId);
    if (!verdict)
        return Status::failure(verdict.error());
    if (!verdict->allowed())
        return Status::failure(
            tr("request %1 cannot be submitted:\n%2").arg(requestId).arg(verdict->explanation()));
    const auto ds = datasetsOf(r.value());
    if (!ds)
        return Status::failure(ds.error());
    const QByteArray hash = requestHash(r.value(), ds.value());
    // The versions are taken at submission, not at the decision: the requester signs, and the officer
    // decides, the request as submitted (its hash covers these versions), so an approval can never come to
    // cover a version that appeared while the request waited.
    QMap<QString, QString> versions;
    QJsonObject versionsJson;
    for (const Dataset &d : ds.value()) {
        versions.insert(d.name, d.version);
        versionsJson.insert(d.name, d.version);
    }
    QJsonObject details{{QStringLiteral("request_hash"), toHex(hash)},
                        {QStringLiteral("required"), tierName(verdict->required)},
                        {QStringLiteral("people_sensitive"), verdict->peopleSensitive},
                        {QStringLiteral("people_other"), verdict->peopleOther},
                        {QStringLiteral("dataset_versions"), versionsJson}};
    if (requester) {
        const auto origin = m_audit.origin();
        if (!origin)
            return Status::failure(origin.error());
        const QString keyText = VerifierKey::make(r->requester, requester->publicKey()).text();
        const auto sig =
            requester->sign(submissionRecord(origin.value(), requestId, hash, r->requester, keyText));
        if (!sig)
            return Status::failure(sig.error());
        details.insert(QStringLiteral("requester_key"), keyText);
        details.insert(QStringLiteral("signature"), QString::fromLatin1(sig->toBase64()));
    }
    return transition(
        requestId, RequestState::Submitted, actor,
        [&](ExportRequest &req) {
            req.requestHash = hash;
            req.submitted = now();
            req.datasetVersions = versions;
            return Status(Ok{});
        },
        details);
}

Result<QByteArray> Ledger::submittedBy(qint64 requestId, const QByteArray &requestHash)
{
    using R = Result<QByteArray>;
    const auto origin = m_audit.origin();
    if (!origin)
        return R::failure(origin.error());
    const auto rows = m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("request.submitted"), {}, -1, true});
    if (!rows)
        return R::failure(rows.error());
    const QString subject = subjectOf(requestId);
    for (const AuditRow &row : rows.value()) {
        if (row.subject != subject || row.action != QLatin1String("request.submitted"))
            continue;
        const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        if (d.value(QStringLiteral("request_hash")).toString() != toHex(requestHash))
            continue;
        const auto key = VerifierKey::parse(d.value(QStringLiteral("requester_key")).toString());
        QByteArray sig;
        if (!key)
            return QByteArray(); // not signed
        if (!fromStrictBase64(d.value(QStringLiteral("signature")).toString(), &sig) ||
            !ed25519Verify(key->publicKey,
                           submissionRecord(origin.value(), requestId, requestHash, key->name, key->text()),
                           sig))
            return R::failure(
                tr("the submission of request %1 carries a signature that does not verify").arg(requestId));
        return key->publicKey;
    }
    return QByteArray();
}

Result<Approval> Ledger::decide(qint64 requestId, bool approve, Signer &signer, const QDate &expiresOn,
                                const QString &reason)
{
    using R = Result<Approval>;
    const auto r = load(requestId);
    if (!r)
        return R::failure(r.error());
    const auto ds = datasetsOf(r.value());
    if (!ds)
        return R::failure(ds.error());
    const auto officer = officerByKey(signer.publicKey());
    if (!officer)
        return R::failure(officer.error());
    ApprovalCheck check;
    check.registeredOfficer = officer->has_value();
    check.approver = check.registeredOfficer ? officer->value().name : QString();
    check.role = check.registeredOfficer ? officer->value().role : OfficerRole::Officer;
    check.approving = approve;
    check.expiresOn = expiresOn;
    check.today = now().date();
    check.approverKey = signer.publicKey();
    const auto requesterKey = submittedBy(requestId, r->requestHash);
    if (!requesterKey)
        return R::failure(requesterKey.error());
    check.requesterKey = requesterKey.value();
    check.requesterName = r->requester;
    if (const auto regs = registrations(); regs) {
        if (const RegisteredKey *k = regs->byKey(signer.publicKey()); k && k->registration.registrarKey)
            check.approverRegistrarKey = k->registration.registrarKey->publicKey;
    }
    QList<Refusal> refusals = Rules::checkDecision(r.value(), ds.value(), check);
    const auto verdict = evaluate(requestId);
    if (!verdict)
        return R::failure(verdict.error());
    if (approve) // the rules bind approvals; a rejection needs no reason beyond the officer's
        refusals << verdict->refusals;
    if (refusals.isEmpty() && requestHash(r.value(), ds.value()) != r->requestHash)
        refusals << Refusal{
            QStringLiteral("request-unchanged"),
            tr("request %1 or the grades or versions of its datasets changed since it was submitted; it "
               "is decided as submitted, so submit it again")
                .arg(requestId)};
    if (!refusals.isEmpty()) {
        RuleVerdict shown;
        shown.refusals = refusals;
        return R::failure(tr("%1 cannot %2 request %3:\n%4")
                              .arg(check.approver.isEmpty() ? tr("this key") : check.approver,
                                   approve ? tr("approve") : tr("reject"))
                              .arg(requestId)
                              .arg(shown.explanation()));
    }
    Approval a;
    a.requestId = requestId;
    a.requestHash = r->requestHash;
    a.approved = approve;
    a.scope = scopeOf(r.value(), verdict.value());
    a.expiresOn = expiresOn.isValid() ? expiresOn : now().date();
    a.approver = check.approver;
    a.keyName = check.approver;
    a.decidedAt = now();
    a.reason = reason;
    const auto sig = signer.sign(a.signedRecord());
    if (!sig)
        return R::failure(sig.error());
    a.signature = sig.value();
    const Status st =
        transition(requestId, approve ? RequestState::Approved : RequestState::Rejected, a.approver,
                   [&](ExportRequest &req) {
                       req.decided = a.decidedAt;
                       return m_store.insertApproval(a);
                   },
                   {{QStringLiteral("request_hash"), toHex(a.requestHash)},
                    {QStringLiteral("scope"), a.scope},
                    {QStringLiteral("expires_on"), a.expiresOn.toString(Qt::ISODate)},
                    {QStringLiteral("reason"), a.reason},
                    {QStringLiteral("key"), VerifierKey::make(a.keyName, signer.publicKey()).text()},
                    {QStringLiteral("signature"), QString::fromLatin1(a.signature.toBase64())}});
    if (!st)
        return R::failure(st.error());
    return a;
}

Status Ledger::activate(qint64 requestId, const QString &actor)
{
    return activate(requestId, actor, {});
}

Status Ledger::activate(qint64 requestId, Signer &signer)
{
    const auto regs = registrations();
    if (!regs)
        return Status::failure(regs.error());
    const RegisteredKey *registered = regs->byKey(signer.publicKey());
    if (!registered || !registered->valid)
        return Status::failure(tr("the signing key is not registered in the ledger; only a registered "
                                  "requester or officer activates a request"));
    const auto r = load(requestId);
    const auto origin = m_audit.origin();
    if (!r || !origin)
        return Status::failure(!r ? r.error() : origin.error());
    const QString name = registered->registration.name;
    const QString keyText = VerifierKey::make(name, signer.publicKey()).text();
    const auto sig = signer.sign(activationRecord(origin.value(), requestId, r->requestHash, name, keyText));
    if (!sig)
        return Status::failure(sig.error());
    return activate(requestId, name,
                    {{QStringLiteral("request_hash"), toHex(r->requestHash)},
                     {QStringLiteral("key"), keyText},
                     {QStringLiteral("signature"), QString::fromLatin1(sig->toBase64())}});
}

Status Ledger::activate(qint64 requestId, const QString &actor, const QJsonObject &details)
{
    const auto all = m_store.approvals();
    if (!all)
        return Status::failure(all.error());
    for (const Approval &a : all.value()) {
        if (a.requestId == requestId && a.approved && a.expiresOn < now().date())
            return Status::failure(tr("the approval of request %1 expired on %2; ask for a new decision")
                                       .arg(requestId)
                                       .arg(a.expiresOn.toString(Qt::ISODate)));
    }
    return transition(
        requestId, RequestState::Active, actor,
        [&](ExportRequest &r) {
            r.activated = now();
            return Status(Ok{});
        },
        details);
}

QByteArray Ledger::activationRecord(const QString &origin, qint64 requestId, const QByteArray &requestHash,
                                    const QString &name, const QString &keyText)
{
    Canonical c;
    c.add(QStringLiteral("clustergate-activation/1"))
        .add(origin)
        .add(requestId)
        .add(toHex(requestHash))
        .add(name)
        .add(keyText);
    return c.bytes();
}

Result<QByteArray> Ledger::activatedBy(qint64 requestId)
{
    using R = Result<QByteArray>;
    const auto origin = m_audit.origin();
    if (!origin)
        return R::failure(origin.error());
    const auto rows = m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("request.activated"), {}, -1, true});
    if (!rows)
        return R::failure(rows.error());
    const QString subject = subjectOf(requestId);
    for (const AuditRow &row : rows.value()) {
        if (row.subject != subject || row.action != QLatin1String("request.activated"))
            continue;
        const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        const auto key = VerifierKey::parse(d.value(QStringLiteral("key")).toString());
        if (!key)
            return QByteArray(); // not signed
        QByteArray sig, hash;
        if (!fromStrictBase64(d.value(QStringLiteral("signature")).toString(), &sig) ||
            !fromStrictHex(d.value(QStringLiteral("request_hash")).toString(), kHashSize, &hash) ||
            !ed25519Verify(key->publicKey,
                           activationRecord(origin.value(), requestId, hash, key->name, key->text()), sig))
            return R::failure(
                tr("the activation of request %1 carries a signature that does not verify").arg(requestId));
        return key->publicKey;
    }
    return QByteArray();
}

Status Ledger::expire(qint64 requestId, const QString &actor)
{
    return transition(requestId, RequestState::Expired, actor, [&](ExportRequest &r) {
        r.expired = now();
        return Status(Ok{});
    });
}

Status Ledger::withdraw(qint64 requestId, const QString &actor)
{
    return transition(requestId, RequestState::Draft, actor, [&](ExportRequest &r) {
        if (r.requester.compare(actor, Qt::CaseInsensitive) != 0)
            return Status::failure(
                tr("request %1 is %2's: only the requester withdraws it").arg(requestId).arg(r.requester));
        r.requestHash.clear();
        r.submitted = QDateTime();
        r.datasetVersions.clear();
        return Status(Ok{});
    });
}

Status Ledger::markForDestruction(qint64 requestId, const QString &actor)
{
    return transition(requestId, RequestState::DestructionPending, actor);
}

Status Ledger::recordDestruction(const DestructionCertificate &input, const QString &actor)
{
    DestructionCertificate c = input;
    c.recorded = now();
    QStringList missing;
    if (c.performedBy.trimmed().isEmpty())
        missing << tr("who destroyed it");
    if (c.asset.trimmed().isEmpty())
        missing << tr("the asset");
    if (c.verification.trimmed().isEmpty())
        missing << tr("how the result was verified");
    if (!c.performedOn.isValid())
        missing << tr("the date");
    if (c.witness.trimmed().isEmpty())
        missing << tr("the witness");
    if (c.evidenceSha256.size() != 32)
        missing << tr("the SHA-256 of the evidence file");
    if (!missing.isEmpty())
        return Status::failure(
            tr("the destruction certificate lacks: %1").arg(missing.join(QStringLiteral(", "))));
    if (c.witness.compare(c.performedBy, Qt::CaseInsensitive) == 0)
        return Status::failure(tr("the witness of a destruction is not the person who performed it"));
    if (c.performedOn > now().date())
        return Status::failure(
            tr("the destruction date %1 is in the future").arg(c.performedOn.toString(Qt::ISODate)));
    return transition(c.requestId, RequestState::Destroyed, actor,
                      [&](ExportRequest &r) {
                          r.destroyed = c.recorded;
                          return m_store.insertDestruction(c);
                      },
                      {{QStringLiteral("performed_by"), c.performedBy},
                       {QStringLiteral("asset"), c.asset},
                       {QStringLiteral("method"), methodName(c.method)},
                       {QStringLiteral("verification"), c.verification},
                       {QStringLiteral("performed_on"), c.performedOn.toString(Qt::ISODate)},
                       {QStringLiteral("witness"), c.witness},
                       {QStringLiteral("evidence_sha256"), toHex(c.evidenceSha256)}});
}

Result<int> Ledger::expireDue(const QString &actor)
{
    using R = Result<int>;
    const auto all = m_store.requests();
    if (!all)
        return R::failure(all.error());
    int n = 0;
    for (const ExportRequest &r : all.value()) {
        if (r.state != RequestState::Active || !r.destructionDue().isValid() ||
            r.destructionDue() > now().date())
            continue;
        if (auto st = expire(r.id, actor); !st)
            return R::failure(st.error());
        ++n;
    }
    return n;
}

Result<QList<RequestView>> Ledger::requests(const RequestFilter &f)
{
    using R = Result<QList<RequestView>>;
    const auto all = m_store.requests();
    const auto ds = datasets();
    const auto approvals = m_store.approvals();
    const auto destructions = m_store.destructions();
    if (!all || !ds || !approvals || !destructions)
        return R::failure(!all         ? all.error()
                          : !ds        ? ds.error()
                          : !approvals ? approvals.error()
                                       : destructions.error());
    const QDateTime t = now();
    QList<RequestView> out;
    for (const ExportRequest &r : all.value()) {
        RequestView v;
        v.request = r;
        for (const QString &name : r.datasets) {
            const auto it =
                std::find_if(ds->begin(), ds->end(), [&](const Dataset &d) { return d.name == name; });
            if (it != ds->end())
                v.highestGrade = std::max(v.highestGrade, it->effectiveGrade);
        }
        const QDateTime since = r.submitted.isValid() ? r.submitted : r.created;
        v.ageDays = int(since.daysTo(t));
        v.destructionDue = r.destructionDue();
        v.destructionOverdue =
            v.destructionDue.isValid() && r.state != RequestState::Destroyed && v.destructionDue < t.date();
        for (const Approval &a : approvals.value()) {
            if (a.requestId == r.id)
                v.approvals << a;
        }
        for (const DestructionCertificate &c : destructions.value()) {
            if (c.requestId == r.id)
                v.destruction = c;
        }
        if (!f.states.isEmpty() && !f.states.contains(r.state))
            continue;
        if (f.minGrade && v.highestGrade < *f.minGrade)
            continue;
        if (!f.destinationCountry.isEmpty() &&
            r.destinationCountry.compare(f.destinationCountry, Qt::CaseInsensitive) != 0)
            continue;
        if (!f.destinationCluster.isEmpty() &&
            r.destinationCluster.compare(f.destinationCluster, Qt::CaseInsensitive) != 0)
            continue;
        if (f.mechanism && r.mechanism != *f.mechanism)
            continue;
        if (!f.requester.isEmpty() && r.requester.compare(f.requester, Qt::CaseInsensitive) != 0)
            continue;
        if (f.minAgeDays >= 0 && v.ageDays < f.minAgeDays)
            continue;
        out << v;
    }
    return out;
}

Result<RequestView> Ledger::request(qint64 requestId)
{
    using R = Result<RequestView>;
    const auto all = requests();
    if (!all)
        return R::failure(all.error());
    for (const RequestView &v : all.value()) {
        if (v.request.id == requestId)
            return v;
    }
    return R::failure(tr("there is no export request %1").arg(requestId));
}

Result<QList<SignatureCheck>> Ledger::verifySignatures()
{
    using R = Result<QList<SignatureCheck>>;
    const auto approvals = m_store.approvals();
    const auto officers = m_store.officers();
    const auto registrations =
        m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("officer.registered"), {}, -1, false});
    if (!approvals || !officers || !registrations)
        return R::failure(!approvals  ? approvals.error()
                          : !officers ? officers.error()
                                      : registrations.error());
    QList<SignatureCheck> out;
    for (const Approval &a : approvals.value()) {
        SignatureCheck c{a, false, {}};
        const auto key = std::find_if(officers->begin(), officers->end(),
                                      [&](const OfficerKey &k) { return k.name == a.keyName; });
        const auto req = m_store.request(a.requestId);
        if (key == officers->end()) {
            c.problem = tr("signed as %1, whose key is not registered").arg(a.keyName);
        } else if (!std::any_of(registrations->begin(), registrations->end(), [&](const AuditRow &row) {
                       return row.details.contains(VerifierKey::make(key->name, key->publicKey).text());
                   })) {
            c.problem = tr("the key of %1 is not the one the audit log recorded when it was registered")
                            .arg(a.keyName);
        } else if (!ed25519Verify(key->publicKey, a.signedRecord(), a.signature)) {
            c.problem = tr(
                "the signature does not match the decision record (the record or the signature was altered)");
        } else if (!req || !req->has_value() || req->value().requestHash != a.requestHash) {
            c.problem = tr("the request no longer has the hash that was signed");
        } else {
            c.valid = true;
        }
        out << c;
    }
    return out;
}

Result<QByteArray> Ledger::checkpoint(Signer &signer)
{
    using R = Result<QByteArray>;
    const auto officer = officerByKey(signer.publicKey());
    if (!officer)
        return R::failure(officer.error());
    if (!officer->has_value())
        return R::failure(
            tr("the signing key does not belong to a compliance officer registered in the ledger; "
               "register it first (clustergate ledger register-officer)"));
    return m_audit.checkpoint(signer, officer->value().name);
}

QByteArray Ledger::requestHash(const ExportRequest &r, const QList<Dataset> &datasets)
{
    // Version 2 of the record adds each dataset's version. Without any versioned dataset it is version 1,
    // byte for byte: requests submitted and approved before datasets had versions keep their hashes.
    const bool versioned =
        std::any_of(datasets.begin(), datasets.end(), [](const Dataset &d) { return !d.version.isEmpty(); });
    Canonical c;
    c.add(versioned ? QStringLiteral("clustergate-export-request/2")
                    : QStringLiteral("clustergate-export-request/1"))
        .add(r.id)
        .add(qint64(datasets.size()));
    for (const Dataset &d : datasets) {
        c.add(d.name).add(gradeName(d.effectiveGrade)).add(piCategoriesText(d.allSensitive())).add(d.people);
        if (versioned)
            c.add(d.version);
    }
    c.add(formName(r.form)).add(qint64(r.formParams.size()));
    for (auto it = r.formParams.begin(); it != r.formParams.end(); ++it)
        c.add(it.key()).add(it.value());
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

QString Ledger::scopeOf(const ExportRequest &r, const RuleVerdict &v)
{
    QStringList params;
    for (auto it = r.formParams.begin(); it != r.formParams.end(); ++it)
        params << it.key() + QLatin1Char('=') + it.value();
    return QStringLiteral(
               "datasets=%1; form=%2%3; destination=%4 (%5); retention=%6d; people=%7 sensitive, %8 other")
        .arg(r.datasets.join(QLatin1Char(',')), formName(r.form),
             params.isEmpty() ? QString()
                              : QLatin1Char('(') + params.join(QLatin1Char(',')) + QLatin1Char(')'),
             r.destinationCluster, r.destinationCountry)
        .arg(r.retentionDays)
        .arg(v.peopleSensitive)
        .arg(v.peopleOther);
}

} // namespace cg::ledger

namespace cg::ledger {

static QJsonObject copyDetails(const RemoteCopy &c)
{
    QJsonObject o{{QStringLiteral("dataset"), c.dataset},
                  {QStringLiteral("cluster"), c.cluster},
                  {QStringLiteral("remote_path"), c.remotePath},
                  {QStringLiteral("transfer"), c.transferId},
                  {QStringLiteral("manifest_sha256"), QString::fromLatin1(c.manifestSha256.toHex())}};
    if (!c.evidenceSha256.isEmpty())
        o.insert(QStringLiteral("evidence_sha256"), QString::fromLatin1(c.evidenceSha256.toHex()));
    return o;
}

Status recordRemoteCopy(Ledger &ledger, const RemoteCopy &copy, const QString &actor)
{
    AuditEvent e;
    e.actor = actor;
    e.action = QStringLiteral("copy.recorded");
    e.subject = QStringLiteral("request:%1").arg(copy.requestId);
    e.details = copyDetails(copy);
    const Result<qint64> r = ledger.audit().append(e);
    return r ? Status(Ok{}) : Status::failure(r.error());
}

Status recordCopyWiped(Ledger &ledger, const RemoteCopy &copy, const QString &actor)
{
    AuditEvent e;
    e.actor = actor;
    e.action = QStringLiteral("copy.wiped");
    e.subject = QStringLiteral("request:%1").arg(copy.requestId);
    e.details = copyDetails(copy);
    const Result<qint64> r = ledger.audit().append(e);
    return r ? Status(Ok{}) : Status::failure(r.error());
}

Result<QList<RemoteCopy>> remoteCopies(Ledger &ledger, qint64 requestId)
{
    AuditQuery query;
    query.actionPrefix = QStringLiteral("copy.");
    query.limit = -1;
    const Result<QList<AuditRow>> rows = ledger.audit().rows(query);
    if (!rows)
        return Result<QList<RemoteCopy>>::failure(rows.error());
    QList<RemoteCopy> out;
    for (const AuditRow &row : rows.value()) {
        const qint64 id =
            row.subject.startsWith(QLatin1String("request:")) ? row.subject.mid(8).toLongLong() : 0;
        if (requestId != 0 && id != requestId)
            continue;
        const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
        const QString transfer = d.value(QStringLiteral("transfer")).toString();
        if (row.action == QLatin1String("copy.recorded")) {
            RemoteCopy c;
            c.requestId = id;
            c.dataset = d.value(QStringLiteral("dataset")).toString();
            c.cluster = d.value(QStringLiteral("cluster")).toString();
            c.remotePath = d.value(QStringLiteral("remote_path")).toString();
            c.transferId = transfer;
            c.manifestSha256 =
                QByteArray::fromHex(d.value(QStringLiteral("manifest_sha256")).toString().toLatin1());
            c.recorded = parseIsoTime(row.recordedAt);
            out << c;
        } else if (row.action == QLatin1String("copy.wiped")) {
            for (RemoteCopy &c : out) {
                if (c.transferId == transfer && !c.wiped.isValid()) {
                    c.wiped = parseIsoTime(row.recordedAt);
                    c.evidenceSha256 =
                        QByteArray::fromHex(d.value(QStringLiteral("evidence_sha256")).toString().toLatin1());
                }
            }
        }
    }
    return out;
}

} // namespace cg::ledger
