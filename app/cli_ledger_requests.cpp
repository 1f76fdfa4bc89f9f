// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_ledger_internal.h"

#include "common/shell_word.h"
#include "secrets/process_secrets.h"

namespace cg::cli::ledger_cli {

// A classification change: proposed by one person, signed by a second (docs/compliance.md).
int LedgerCli::gradeChange(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                           const QString &actor)
{
    const QString step = pos.value(1);
    const QString name = pos.value(2);
    if (pos.size() != 3)
        return fail(usage(), kUsage);
    if (step == QLatin1String("propose")) {
        GradeChange c;
        c.dataset = name;
        const auto grade = gradeFromName(p.value(QStringLiteral("grade")));
        if (!grade)
            return fail(tr("--grade must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))),
                        kUsage);
        c.grade = *grade;
        if (p.isSet(QStringLiteral("lower-to"))) {
            c.loweredTo = gradeFromName(p.value(QStringLiteral("lower-to")));
            if (!c.loweredTo)
                return fail(tr("--lower-to must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))),
                            kUsage);
        }
        c.derivation = p.value(QStringLiteral("derivation"));
        for (const QString &spec : p.values(QStringLiteral("field"))) {
            // NAME=GRADE[,personal][,CATEGORY...]
            const qsizetype eq = spec.indexOf(u'=');
            QStringList parts = spec.mid(eq + 1).split(u',', Qt::SkipEmptyParts);
            Field f;
            f.name = spec.left(eq).trimmed();
            const auto g = gradeFromName(parts.value(0).trimmed());
            if (eq <= 0 || f.name.isEmpty() || !g)
                return fail(tr("--field %1: write NAME=GRADE[,personal][,CATEGORY...], GRADE one of: %2")
                                .arg(spec, gradeNames().join(QStringLiteral(", "))),
                            2);
            f.grade = *g;
            parts.removeFirst();
            f.personal = parts.removeAll(QStringLiteral("personal")) > 0;
            QStringList bad;
            f.sensitive = piCategoriesFromText(parts.join(u';'), &bad);
            if (!bad.isEmpty())
                return fail(tr("--field %1: unknown sensitive categories: %2")
                                .arg(spec, bad.join(QStringLiteral(", "))),
                            2);
            c.fields << f;
        }
        if (p.isSet(QStringLiteral("people"))) {
            bool ok = false;
            const qint64 people = p.value(QStringLiteral("people")).toLongLong(&ok);
            if (!ok || people < 0)
                return fail(tr("--people must be a whole number, 0 or more"), kUsage);
            c.people = people;
        }
        if (p.isSet(QStringLiteral("personal"))) {
            const QString yes = p.value(QStringLiteral("personal")).toLower();
            if (yes != QLatin1String("yes") && yes != QLatin1String("no"))
                return fail(tr("--personal is yes or no, not '%1'").arg(p.value(QStringLiteral("personal"))),
                            kUsage);
            c.personal = yes == QLatin1String("yes");
        }
        if (p.isSet(QStringLiteral("sensitive"))) {
            QStringList bad;
            c.sensitive = piCategoriesFromText(p.value(QStringLiteral("sensitive")), &bad);
            if (!bad.isEmpty())
                return fail(
                    tr("--sensitive: unknown sensitive categories: %1").arg(bad.join(QStringLiteral(", "))),
                    kUsage);
        }
        c.justification = p.value(QStringLiteral("reason"));
        c.proposer = actor;
        if (const Status st = Lineage::propose(ledger, c); !st)
            return fail(st);
        QTextStream(stdout) << tr("The change of %1 waits for a second person's signature: clustergate "
                                  "ledger grade-change sign %1 --key ID")
                                   .arg(name)
                            << Qt::endl;
        return kDone;
    }
    if (step == QLatin1String("sign")) {
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(error, kUsage);
        const auto impact = Lineage::sign(ledger, name, *s);
        if (!impact)
            return fail(impact);
        QTextStream out(stdout);
        out << tr("The classification change of %1 is signed and applied.").arg(name) << Qt::endl;
        if (const QString diff = impact->summary(); !diff.isEmpty())
            out << diff << Qt::endl;
        return kDone;
    }
    if (step == QLatin1String("withdraw")) {
        if (const Status st = Lineage::withdraw(ledger, name, actor); !st)
            return fail(st);
        return kDone;
    }
    if (step == QLatin1String("show")) {
        const auto pending = Lineage::pending(ledger, name);
        if (!pending)
            return fail(pending);
        QTextStream out(stdout);
        if (!pending->has_value()) {
            out << tr("No classification change of %1 is waiting.").arg(name) << Qt::endl;
            return kDone;
        }
        const GradeChange &c = *pending.value();
        out << tr("%1: grade %2%3, proposed by %4 on %5: %6")
                   .arg(name, gradeName(c.grade),
                        c.loweredTo ? tr(", lowered to %1").arg(gradeName(*c.loweredTo)) : QString(),
                        c.proposer, c.proposed.toString(Qt::ISODate), c.justification)
            << Qt::endl;
        return kDone;
    }
    return fail(usage(), kUsage);
}

// The exporter the ledger speaks for, for the 2024 Provisions.
int LedgerCli::exporter(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                        const QString &actor)
{
    if (pos.value(1) == QLatin1String("show") && pos.size() == 2) {
        const auto e = ExporterSettings::exporter(ledger.store());
        const auto list = ExporterSettings::negativeList(ledger.store());
        if (!e || !list)
            return fail(!e ? e.error() : list.error());
        QTextStream out(stdout);
        out << tr("exporter: %1").arg(e->name.isEmpty() ? tr("(not named)") : e->name) << Qt::endl;
        out << tr("CIIO: %1").arg(e->ciio ? tr("yes") : tr("no")) << Qt::endl;
        out << tr("free trade zone: %1").arg(e->ftzZone.isEmpty() ? tr("none") : e->ftzZone) << Qt::endl;
        if (list->has_value())
            out << tr("negative list: %1 (%2 entries), source: %3")
                       .arg(list.value()->zone)
                       .arg(list.value()->entries.size())
                       .arg(list.value()->source)
                << Qt::endl;
        return kDone;
    }
    if (pos.value(1) != QLatin1String("set") || pos.size() != 2)
        return fail(usage(), kUsage);
    Exporter e;
    e.name = p.value(QStringLiteral("name"));
    e.ciio = p.isSet(QStringLiteral("ciio"));
    e.ftzZone = p.value(QStringLiteral("ftz-zone"));
    QByteArray list;
    if (p.isSet(QStringLiteral("negative-list"))) {
        QFile f(p.value(QStringLiteral("negative-list")));
        if (!f.open(QIODevice::ReadOnly))
            return fail(tr("cannot read %1: %2").arg(f.fileName(), f.errorString()));
        list = f.readAll();
    }
    if (const Status st =
            ExporterSettings::save(ledger.store(), ledger.audit(), e, list, actor, ledger.now());
        !st)
        return fail(st);
    return kDone;
}

int LedgerCli::importDatasets(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                              const QString &actor)
{
    if (pos.size() != 2)
        return fail(usage(), kUsage);
    QByteArray csv;
    QString error;
    if (!readFile(pos.at(1), &csv, &error, InventoryCsv::kMaxFileSize))
        return fail(error);
    const auto report = ledger.importInventory(csv, actor);
    if (!report)
        return fail(report);
    QTextStream out(stdout);
    out << tr("Imported %1 dataset(s) and %2 field(s) from %3 row(s); %4 row(s) rejected.")
               .arg(report->datasets)
               .arg(report->fields)
               .arg(report->rowsRead)
               .arg(report->rowsRejected)
        << Qt::endl;
    for (const ImportError &e : report->errors)
        QTextStream(stderr) << "  " << e.text() << Qt::endl;
    if (p.isSet(QStringLiteral("rejects")) && !report->rejectsCsv.isEmpty()) {
        if (!writeFile(p.value(QStringLiteral("rejects")), report->rejectsCsv, &error))
            return fail(error);
        out << tr("The rejected rows, with their errors, are in %1: fix them and import that file.")
                   .arg(p.value(QStringLiteral("rejects")))
            << Qt::endl;
    }
    return report->rowsRejected > 0 ? kFailed : kDone;
}

int LedgerCli::datasets(Ledger &ledger, const QCommandLineParser &p)
{
    DatasetFilter f;
    if (p.isSet(QStringLiteral("min-grade"))) {
        f.minGrade = gradeFromName(p.value(QStringLiteral("min-grade")));
        if (!f.minGrade)
            return fail(tr("--min-grade must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))),
                        kUsage);
    }
    const auto all = ledger.datasets(f);
    if (!all)
        return fail(all);
    if (const int code = listFormat(p); code != kText) {
        if (code != kJson)
            return code;
        QJsonArray out;
        for (const Dataset &d : all.value())
            out.append(QJsonObject{
                {QStringLiteral("name"), d.name},
                {QStringLiteral("grade"), gradeName(d.effectiveGrade)},
                {QStringLiteral("declared_grade"), gradeName(d.grade)},
                {QStringLiteral("gbt_level"), gbtLevel(d.effectiveGrade)},
                {QStringLiteral("owner"), d.owner},
                {QStringLiteral("people"), d.people},
                {QStringLiteral("sensitive"), QJsonArray::fromStringList(piCategoryNames(d.allSensitive()))},
                {QStringLiteral("fields"), int(d.fields.size())},
                {QStringLiteral("sources"), QJsonArray::fromStringList(d.sources)},
                {QStringLiteral("version"), d.version}});
        QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Indented);
        return kDone;
    }
    QList<QStringList> table{{tr("DATASET"), tr("VERSION"), tr("GRADE"), tr("GB/T"), tr("OWNER"),
                              tr("PEOPLE"), tr("SENSITIVE"), tr("FIELDS"), tr("SOURCES")}};
    for (const Dataset &d : all.value())
        table << QStringList{d.name,
                             d.version.isEmpty() ? QStringLiteral("-") : d.version,
                             gradeName(d.effectiveGrade),
                             gbtLevel(d.effectiveGrade),
                             d.owner,
                             QString::number(d.people),
                             piCategoriesText(d.allSensitive()),
                             QString::number(d.fields.size()),
                             d.sources.join(QLatin1Char(';'))};
    printTable(table);
    return kDone;
}

// dataset add|edit NAME: one dataset from options, through the same checks and audit events as an
// import (a grade change of an existing dataset still needs grade-change propose and sign).
int LedgerCli::dataset(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor)
{
    const QString step = pos.value(1);
    if (pos.size() != 3 || (step != QLatin1String("add") && step != QLatin1String("edit")))
        return fail(usage(), kUsage);
    const QString name = pos.at(2);
    Dataset d;
    if (step == QLatin1String("edit")) {
        const auto existing = ledger.dataset(name);
        if (!existing)
            return fail(existing);
        d = existing.value();
    } else {
        if (ledger.dataset(name))
            return fail(tr("dataset %1 is already in the ledger: use 'clustergate ledger dataset edit %2'")
                            .arg(name, shellWord(name)));
        if (!p.isSet(QStringLiteral("owner")) || !p.isSet(QStringLiteral("grade")))
            return fail(tr("dataset add needs --owner and --grade"), kUsage);
        d.name = name;
        d.lineageKnown = true;
    }
    const auto set = [&](const char *option) { return p.isSet(QLatin1String(option)); };
    const auto value = [&](const char *option) { return p.value(QLatin1String(option)).trimmed(); };
    if (set("owner"))
        d.owner = value("owner");
    if (set("grade")) {
        const auto g = gradeFromName(value("grade"));
        if (!g)
            return fail(tr("--grade must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))),
                        kUsage);
        d.grade = *g;
    }
    if (set("dataset-version"))
        d.version = value("dataset-version");
    if (set("description"))
        d.description = value("description");
    if (set("location"))
        d.location = value("location");
    for (const char *count : {"records", "people"}) {
        if (!set(count))
            continue;
        bool ok = false;
        const qint64 n = value(count).toLongLong(&ok);
        if (!ok || n < 0)
            return fail(
                tr("--%1 is a whole number of 0 or more, not '%2'").arg(QLatin1String(count), value(count)),
                kUsage);
        (qstrcmp(count, "records") == 0 ? d.records : d.people) = n;
    }
    if (set("personal")) {
        const QString yes = value("personal").toLower();
        if (yes != QLatin1String("yes") && yes != QLatin1String("no"))
            return fail(tr("--personal is yes or no, not '%1'").arg(value("personal")), kUsage);
        d.personal = yes == QLatin1String("yes");
    }
    if (set("sensitive")) {
        QStringList bad;
        d.sensitive = piCategoriesFromText(value("sensitive"), &bad);
        if (!bad.isEmpty())
            return fail(
                tr("--sensitive: '%1' is not a PIPL sensitive category; they are %2")
                    .arg(bad.join(QStringLiteral("; ")), allPiCategoryNames().join(QStringLiteral("; "))),
                kUsage);
    }
    if (set("sources")) {
        d.sources.clear();
        for (const QString &s :
             value("sources").split(QRegularExpression(QStringLiteral("[;,]")), Qt::SkipEmptyParts)) {
            if (!s.trimmed().isEmpty() && !d.sources.contains(s.trimmed()))
                d.sources << s.trimmed();
        }
    }
    if (d.people > 0 && !d.hasPersonalInformation())
        d.personal = true; // people covered means personal information, as in an import
    const auto saved = ledger.saveDataset(d, actor);
    if (!saved)
        return fail(saved);
    const auto after = ledger.dataset(name);
    if (!after)
        return fail(after);
    QTextStream(stdout) << tr("Saved dataset %1 (version %2, grade %3).")
                               .arg(name, after->version.isEmpty() ? tr("unversioned") : after->version,
                                    gradeName(after->effectiveGrade))
                        << Qt::endl;
    return kDone;
}

int LedgerCli::found(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos)
{
    if (pos.size() != 2)
        return fail(usage(), kUsage);
    QString error;
    const auto s = signer(p, db, &error);
    if (!s)
        return fail(error);
    // The same use case as the window's Found Ledger….
    const auto founded = services::OfficerKeys::found(ledger, pos.at(1), *s);
    if (!founded)
        return fail(founded);
    QTextStream(stdout) << founded->summary << QLatin1Char('\n')
                        << tr("Confirm the fingerprint with %1 in person or by phone, and give auditors the "
                              "key: they verify with --trusted-key %2")
                               .arg(founded->name, founded->verifierKey)
                        << Qt::endl;
    return kDone;
}

int LedgerCli::createKey(Database &db, const QCommandLineParser &p, const QStringList &pos)
{
    if (pos.size() != 2)
        return fail(usage(), kUsage);
    std::unique_ptr<cg::secrets::SecretBackend> backend;
    if (p.isSet(QStringLiteral("vault"))) {
        QByteArray passphrase = cg::secrets::takeVaultPassphrase();
        if (passphrase.isEmpty())
            return fail(tr("the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE"), kUsage);
        backend = std::make_unique<cg::secrets::FileVaultBackend>(
            QFileInfo(p.value(QStringLiteral("vault"))).absoluteFilePath(), passphrase);
        cg::secrets::wipe(passphrase);
    } else {
        backend = std::make_unique<cg::secrets::KeychainBackend>();
    }
    cg::secrets::CredentialStore store(std::move(backend));
    cg::secrets::CredentialRegistry registry(db);
    const auto made = services::OfficerKeys::create(
        store, registry, pos.at(1), QDateTime::currentDateTimeUtc(), p.value(QStringLiteral("id")));
    if (!made)
        return fail(made);
    QTextStream(stdout) << tr("Made a signing key for %1, kept as %2.\nFingerprint: %3\nVerifier key: %4\n"
                              "Give the verifier key to an admin (confirm the fingerprint with them), who "
                              "registers it:\n  clustergate ledger register-officer %1 --role officer "
                              "--public-key %4 --key ADMIN-ID")
                               .arg(made->person, made->credentialId, made->fingerprint, made->verifierKey)
                        << Qt::endl;
    return kDone;
}

int LedgerCli::registerOfficer(Ledger &ledger, Database &db, const QCommandLineParser &p,
                               const QStringList &pos)
{
    if (pos.size() != 2)
        return fail(usage(), kUsage);
    const auto role = roleFromName(p.value(QStringLiteral("role")));
    if (!role)
        return fail(tr("--role must be officer, admin or requester"), kUsage);
    QByteArray publicKey;
    QString error;
    if (p.isSet(QStringLiteral("public-key"))) {
        const auto key =
            services::OfficerKeys::keyFromVerifier(pos.at(1), p.value(QStringLiteral("public-key")));
        if (!key)
            return fail(tr("--public-key must be %1's verifier key (%1+HASH+BASE64)").arg(pos.at(1)), kUsage);
        publicKey = key.value();
    } else if (p.isSet(QStringLiteral("identity"))) {
        const auto s = signer(p, db, &error, QStringLiteral("identity"));
        if (!s)
            return fail(error);
        publicKey = s->publicKey();
    } else {
        return fail(tr("register-officer needs the new officer's key: --public-key KEY or --identity ID"),
                    kUsage);
    }
    if (!p.isSet(QStringLiteral("key")))
        return fail(tr("register-officer needs the signing key of the admin who registers: --key ID"),
                    kUsage);
    const auto admin = signer(p, db, &error);
    if (!admin)
        return fail(error);
    // The same signed registration row the window's Register Officer… writes.
    const auto registered =
        services::OfficerKeys::registerOfficer(ledger, pos.at(1), *role, publicKey, *admin);
    if (!registered)
        return fail(registered);
    QTextStream(stdout) << registered->summary << Qt::endl;
    return kDone;
}

// The version of each dataset as submitted (null before submission; "" for unversioned).
QJsonValue LedgerCli::versionsJson(const ExportRequest &r)
{
    if (!r.submitted.isValid())
        return QJsonValue(QJsonValue::Null);
    QJsonObject o;
    for (const QString &name : r.datasets)
        o.insert(name, r.datasetVersions.value(name));
    return o;
}

void LedgerCli::printRequest(const RequestView &v, const RuleVerdict *verdict, const QDate &today)
{
    const ExportRequest &r = v.request;
    QTextStream out(stdout);
    out << tr("Request %1: %2").arg(r.id).arg(stateName(r.state)) << Qt::endl;
    out << tr("  datasets: %1 (highest grade %2)")
               .arg(r.datasets.join(QStringLiteral(", ")), gradeName(v.highestGrade))
        << Qt::endl;
    if (r.submitted.isValid()) {
        QStringList versions;
        for (const QString &name : r.datasets) {
            const QString version = r.datasetVersions.value(name);
            versions << QStringLiteral("%1 %2").arg(name, version.isEmpty() ? tr("unversioned") : version);
        }
        out << tr("  versions as submitted: %1").arg(versions.join(QStringLiteral(", "))) << Qt::endl;
    }
    out << tr("  form: %1  destination: %2 (%3)  mechanism: %4 %5")
               .arg(formName(r.form), r.destinationCluster, r.destinationCountry, mechanismName(r.mechanism),
                    r.mechanism == LegalMechanism::Exemption ? r.exemptionClause : r.mechanismRef)
        << Qt::endl;
    out << tr("  requester: %1  retention: %2 day(s)").arg(r.requester).arg(r.retentionDays) << Qt::endl;
    if (verdict) {
        out << tr("  people this year after it: %1 sensitive, %2 other; required: %3")
                   .arg(verdict->after.sensitive)
                   .arg(verdict->after.other)
                   .arg(tierName(verdict->required))
            << Qt::endl;
        out << tr("  2024 Provisions: %1").arg(verdict->provisions.article) << Qt::endl;
        for (const QString &why : verdict->provisions.reasons)
            out << QStringLiteral("    ") << why << Qt::endl;
        out << (verdict->allowed() ? tr("  rules: pass")
                                   : tr("  rules refuse:\n%1").arg(verdict->explanation()))
            << Qt::endl;
    }
    for (const Approval &a : v.approvals) {
        // Only an approval holds until a date; a rejection stands as it is.
        const QString decided =
            tr("  %1 by %2 on %3").arg(a.decisionName(), a.approver, isoTime(a.decidedAt));
        if (!a.approved)
            out << decided << Qt::endl;
        else if (a.expiresOn < today)
            out << tr("%1 (expired %2)").arg(decided, a.expiresOn.toString(Qt::ISODate)) << Qt::endl;
        else
            out << tr("%1 (until %2)").arg(decided, a.expiresOn.toString(Qt::ISODate)) << Qt::endl;
    }
    if (v.destructionDue.isValid())
        out << tr("  destruction due: %1%2")
                   .arg(v.destructionDue.toString(Qt::ISODate),
                        v.destructionOverdue ? tr(" (overdue)") : QString())
            << Qt::endl;
}

int LedgerCli::request(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor)
{
    const QString verb = pos.value(1);
    if (verb == QLatin1String("create")) {
        ExportRequest r;
        r.requester = actor;
        r.datasets = p.value(QStringLiteral("datasets")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QString &d : r.datasets)
            d = d.trimmed();
        const auto form = formFromName(p.value(QStringLiteral("form")));
        const auto mechanism = mechanismFromName(p.value(QStringLiteral("mechanism")));
        if (!form)
            return fail(tr("--form must be one of: %1").arg(formNames().join(QStringLiteral(", "))), kUsage);
        if (!mechanism)
            return fail(tr("--mechanism must be one of: %1").arg(mechanismNames().join(QStringLiteral(", "))),
                        kUsage);
        r.form = *form;
        r.mechanism = *mechanism;
        for (const QString &kv : p.values(QStringLiteral("param"))) {
            const qsizetype eq = kv.indexOf(QLatin1Char('='));
            if (eq <= 0)
                return fail(tr("--param takes NAME=VALUE, not %1").arg(kv), kUsage);
            r.formParams.insert(kv.left(eq).trimmed(), kv.mid(eq + 1).trimmed());
        }
        r.destinationCluster = p.value(QStringLiteral("cluster"));
        r.destinationCountry = p.value(QStringLiteral("country"));
        r.purpose = p.value(QStringLiteral("purpose"));
        r.exemptionClause = p.value(QStringLiteral("clause"));
        r.mechanismRef = p.value(QStringLiteral("ref"));
        r.piaRef = p.value(QStringLiteral("pia"));
        r.consentRef = p.value(QStringLiteral("consent"));
        bool ok = false;
        r.retentionDays = p.value(QStringLiteral("retention")).toInt(&ok);
        if (!ok || r.retentionDays < 1)
            return fail(tr("--retention must be a number of days, 1 or more"), kUsage);
        for (const char *opt : {"people-sensitive", "people-other"}) {
            if (!p.isSet(QLatin1String(opt)))
                continue;
            const qint64 n = p.value(QLatin1String(opt)).toLongLong(&ok);
            if (!ok || n < 0)
                return fail(tr("--%1 must be a whole number, 0 or more").arg(QLatin1String(opt)), kUsage);
            (qstrcmp(opt, "people-sensitive") == 0 ? r.peopleSensitive : r.peopleOther) = n;
        }
        const auto id = ledger.createRequest(r);
        if (!id)
            return fail(id);
        QTextStream(stdout) << tr("Created request %1 (draft).").arg(id.value()) << Qt::endl;
        return kDone;
    }
    bool ok = false;
    const qint64 id = pos.value(2).toLongLong(&ok);
    if (!ok || pos.size() != 3)
        return fail(usage(), kUsage);
    if (verb == QLatin1String("show")) {
        const auto v = ledger.request(id);
        if (!v)
            return fail(v);
        const auto verdict = ledger.evaluate(id);
        printRequest(v.value(), verdict ? &verdict.value() : nullptr, ledger.now().date());
        return kDone;
    }
    Status st = Status::failure(QString());
    if (verb == QLatin1String("submit")) {
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(tr("%1 (the requester signs the submission)").arg(error), kUsage);
        st = ledger.submit(id, *s);
    } else if (verb == QLatin1String("approve") || verb == QLatin1String("reject")) {
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(error);
        QDate expires = ledger.now().date().addDays(30);
        if (p.isSet(QStringLiteral("expires"))) {
            expires = QDate::fromString(p.value(QStringLiteral("expires")), Qt::ISODate);
            if (!expires.isValid())
                return fail(tr("--expires takes a date: YYYY-MM-DD"), kUsage);
        }
        const auto a = ledger.decide(id, verb == QLatin1String("approve"), *s, expires,
                                     p.value(QStringLiteral("reason")));
        if (!a)
            return fail(a);
        QTextStream(stdout) << tr("Request %1 %2 by %3, signed.").arg(id).arg(a->decisionName(), a->approver)
                            << Qt::endl;
        return kDone;
    } else if (verb == QLatin1String("activate")) {
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(tr("%1 (activating a request is signed, like its decision)").arg(error), kUsage);
        st = ledger.activate(id, *s);
    } else if (verb == QLatin1String("expire")) {
        st = ledger.expire(id, actor);
    } else if (verb == QLatin1String("withdraw")) {
        st = ledger.withdraw(id, actor);
    } else if (verb == QLatin1String("destruction-pending")) {
        st = ledger.markForDestruction(id, actor);
    } else if (verb == QLatin1String("destroyed")) {
        DestructionCertificate c;
        c.requestId = id;
        c.performedBy = p.value(QStringLiteral("performed-by"));
        c.asset = p.value(QStringLiteral("asset"));
        const auto method = methodFromName(p.value(QStringLiteral("method")));
        if (!method)
            return fail(tr("--method must be one of: %1").arg(methodNames().join(QStringLiteral(", "))),
                        kUsage);
        c.method = *method;
        c.verification = p.value(QStringLiteral("verification"));
        c.performedOn = QDate::fromString(p.value(QStringLiteral("date")), Qt::ISODate);
        c.witness = p.value(QStringLiteral("witness"));
        QFile evidence(p.value(QStringLiteral("evidence")));
        if (!evidence.open(QIODevice::ReadOnly))
            return fail(tr("--evidence: cannot read %1: %2").arg(evidence.fileName(), evidence.errorString()),
                        kUsage);
        QCryptographicHash hash(QCryptographicHash::Sha256);
        hash.addData(&evidence);
        c.evidenceSha256 = hash.result();
        st = ledger.recordDestruction(c, actor);
    } else {
        return fail(usage(), kUsage);
    }
    if (!st)
        return fail(st);
    const auto v = ledger.request(id);
    QTextStream(stdout)
        << tr("Request %1 is now %2.").arg(id).arg(v ? stateName(v->request.state) : QString()) << Qt::endl;
    return kDone;
}

int LedgerCli::requests(Ledger &ledger, const QCommandLineParser &p)
{
    RequestFilter f;
    if (p.isSet(QStringLiteral("state"))) {
        const auto s = stateFromName(p.value(QStringLiteral("state")));
        if (!s)
            return fail(tr("--state must be one of: %1").arg(stateNames().join(QStringLiteral(", "))),
                        kUsage);
        f.states << *s;
    }
    const auto all = ledger.requests(f);
    if (!all)
        return fail(all);
    if (const int code = listFormat(p); code != kText) {
        if (code != kJson)
            return code;
        QJsonArray out;
        for (const RequestView &v : all.value()) {
            const ExportRequest &r = v.request;
            out.append(
                QJsonObject{{QStringLiteral("id"), r.id},
                            {QStringLiteral("state"), stateName(r.state)},
                            {QStringLiteral("grade"), gradeName(v.highestGrade)},
                            {QStringLiteral("datasets"), QJsonArray::fromStringList(r.datasets)},
                            {QStringLiteral("form"), formName(r.form)},
                            {QStringLiteral("destination_cluster"), r.destinationCluster},
                            {QStringLiteral("destination_country"), r.destinationCountry},
                            {QStringLiteral("mechanism"), mechanismName(r.mechanism)},
                            {QStringLiteral("mechanism_ref"), r.mechanismRef},
                            {QStringLiteral("requester"), r.requester},
                            {QStringLiteral("age_days"), v.ageDays},
                            {QStringLiteral("retention_days"), r.retentionDays},
                            {QStringLiteral("destruction_due"),
                             v.destructionDue.isValid() ? QJsonValue(v.destructionDue.toString(Qt::ISODate))
                                                        : QJsonValue(QJsonValue::Null)},
                            {QStringLiteral("destruction_overdue"), v.destructionOverdue},
                            {QStringLiteral("request_sha256"), QString::fromLatin1(r.requestHash.toHex())},
                            {QStringLiteral("dataset_versions"), versionsJson(r)}});
        }
        QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Indented);
        return kDone;
    }
    QList<QStringList> table{{tr("ID"), tr("STATE"), tr("GRADE"), tr("DATASETS"), tr("DESTINATION"),
                              tr("MECHANISM"), tr("REQUESTER"), tr("AGE (DAYS)"), tr("DESTRUCTION DUE")}};
    for (const RequestView &v : all.value())
        table << QStringList{
            QString::number(v.request.id),
            stateName(v.request.state),
            gradeName(v.highestGrade),
            v.request.datasets.join(QLatin1Char(',')),
            QStringLiteral("%1 (%2)").arg(v.request.destinationCluster, v.request.destinationCountry),
            mechanismName(v.request.mechanism),
            v.request.requester,
            QString::number(v.ageDays),
            v.destructionDue.toString(Qt::ISODate) + (v.destructionOverdue ? tr(" overdue") : QString())};
    printTable(table);
    return kDone;
}

} // namespace cg::cli::ledger_cli
