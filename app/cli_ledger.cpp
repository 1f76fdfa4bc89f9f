// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_ledger.h"

#include "common/local_user.h"
#include "common/paths.h"
#include "common/shell_word.h"
#include "ledger/audit_proofs.h"
#include "ledger/canonical.h"
#include "ledger/credential_signer.h"
#include "ledger/ed25519.h"
#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/reports.h"
#include "ledger/sqlite_ledger_store.h"
#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_migrate.h"
#include "ledger/pg_schema.h"
#include "ledger/pg_settings.h"
#endif
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/file_vault_backend.h"
#include "secrets/keychain_backend.h"
#include "secrets/process_secrets.h"
#include "storage/database.h"

#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextStream>

namespace cg::cli {

namespace {

using namespace cg::ledger;

class LedgerCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::LedgerCli)

public:
    static int fail(const QString &message, int code = 1)
    {
        QTextStream(stderr) << "clustergate: " << message << Qt::endl;
        return code;
    }

    static QString usage()
    {
        return tr(
            "usage: clustergate ledger import-datasets FILE.csv [--rejects FILE]\n"
            "       clustergate ledger datasets [--min-grade GRADE] [--format text|json]\n"
            "       clustergate ledger dataset add NAME --owner WHO --grade G [--dataset-version V] "
            "[--description T]\n"
            "           [--location URI] [--records N] [--people N] [--personal yes|no] [--sensitive A;B] "
            "[--sources A;B]\n"
            "       clustergate ledger dataset edit NAME [the same options: each one given changes only "
            "that]\n"
            "       clustergate ledger found NAME --key ID\n"
            "       clustergate ledger register-officer NAME --role officer|admin|requester (--public-key "
            "KEY | "
            "--identity ID) --key ADMIN-ID\n"
            "       clustergate ledger request create --datasets A,B --form FORM [--param K=V]... --cluster "
            "C\n"
            "           --country CC --purpose TEXT --mechanism M [--clause X] [--ref R] [--pia R] "
            "[--consent R]\n"
            "           --retention DAYS [--people-sensitive N] [--people-other N]\n"
            "       clustergate ledger request submit ID --key ID\n"
            "       clustergate ledger request activate ID --key ID\n"
            "       clustergate ledger request show|expire|destruction-pending|withdraw ID\n"
            "       clustergate ledger request approve|reject ID --key ID [--expires DATE] [--reason TEXT]\n"
            "       clustergate ledger request destroyed ID --performed-by WHO --asset A --method M\n"
            "           --verification TEXT --date DATE --witness WHO --evidence FILE\n"
            "       clustergate ledger requests [--state STATE]\n"
            "       clustergate ledger grade-change propose DATASET --grade G [--lower-to G] [--derivation "
            "D] "
            "--reason TEXT\n"
            "       clustergate ledger grade-change sign DATASET --key ID\n"
            "       clustergate ledger grade-change show|withdraw DATASET\n"
            "       clustergate ledger exporter show\n"
            "       clustergate ledger exporter set --name NAME [--ciio] [--ftz-zone ZONE] [--negative-list "
            "FILE]\n"
            "       clustergate ledger verify [--bundle FILE] [--checkpoint FILE]... [--trusted-key KEY]... "
            "[--anchors FILE]\n"
            "       clustergate ledger checkpoint --out FILE --key ID\n"
            "       clustergate ledger prove SEQ [--checkpoint FILE] [--out FILE]\n"
            "       clustergate ledger consistency OLD-CHECKPOINT NEW-CHECKPOINT [--out FILE]\n"
            "       clustergate ledger verify-proof FILE [--trusted-key KEY]... [--anchors FILE]\n"
            "       clustergate ledger witness CHECKPOINT --key ID --as NAME --out FILE\n"
            "       clustergate ledger report --format pdf|csv --out FILE [--kind KIND]... [--from SEQ] "
            "[--to SEQ]\n"
            "           [--trusted-key KEY]... [--checkpoint FILE]... [--anchors FILE]\n"
            "       clustergate ledger bundle --out FILE --key ID [--from SEQ] [--to SEQ]\n"
            "       clustergate ledger server-init postgresql://OWNER@HOST/DB [--password-secret ID]\n"
            "       clustergate ledger connect [postgresql://USER@HOST/DB [--password-secret ID]\n"
            "           [--key-passphrase-secret ID] | --local]\n"
            "       clustergate ledger migrate --to postgresql://OWNER@HOST/DB [--password-secret ID] "
            "[--batch ROWS]\n"
            "  --as NAME: who acts (default: the login name). --key ID: the officer's Ed25519 private key in "
            "the\n"
            "  keychain (kind private-key); --vault FILE: in the encrypted file vault instead (passphrase "
            "from\n"
            "  CLUSTERGATE_VAULT_PASSPHRASE).\n"
            "  verify takes its anchors from outside: --trusted-key, --checkpoint, --anchors FILE or the "
            "file in\n"
            "  $CLUSTERGATE_TRUST_ANCHORS (default: trust-anchors in the config directory).\n"
            "  Exit status: 0 done (verify: intact and anchored), 1 refused or broken (the message says "
            "why),\n"
            "  2 usage, 3 verify: UNANCHORED (consistent, but nothing from outside vouches for it).");
    }

    static QString loginName() { return localUserName(); }

    static bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
    {
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
            *error = tr("cannot write %1: %2").arg(path, f.errorString());
            return false;
        }
        return true;
    }

    static bool readFile(const QString &path, QByteArray *bytes, QString *error, qint64 limit = 1LL << 30)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = tr("cannot read %1: %2").arg(path, f.errorString());
            return false;
        }
        if (f.size() > limit) {
            *error = tr("%1 is larger than %2 MiB").arg(path).arg(limit >> 20);
            return false;
        }
        *bytes = f.readAll();
        return true;
    }

    static void printTable(const QList<QStringList> &table)
    {
        if (table.isEmpty())
            return;
        QList<qsizetype> widths(table.first().size(), 0);
        for (const QStringList &row : table)
            for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c)
                widths[c] = qMax(widths[c], row[c].size());
        QTextStream out(stdout);
        for (const QStringList &row : table) {
            QString line;
            for (qsizetype c = 0; c < row.size(); ++c)
                line += c + 1 < row.size() ? row[c].leftJustified(widths[c] + 2) : row[c];
            out << line << Qt::endl;
        }
    }

    // The officer's signing key from the keychain, or from the vault when --vault is given.
    static std::unique_ptr<Signer> signer(const QCommandLineParser &p, Database &db, QString *error,
                                          const QString &option = QStringLiteral("key"))
    {
        const QString id = p.value(option);
        if (id.isEmpty()) {
            *error =
                tr("this needs the officer's signing key: --%1 ID (a private-key credential)").arg(option);
            return nullptr;
        }
        std::unique_ptr<cg::secrets::SecretBackend> backend;
        if (p.isSet(QStringLiteral("vault"))) {
            // Taken out of the environment on first use and kept for this command's keys (a registration
            // reads two), wiped when the process ends.
            struct Passphrase
            {
                QByteArray bytes;
                bool read = false;
                ~Passphrase() { cg::secrets::wipe(bytes); }
            };
            static Passphrase passphrase;
            if (!passphrase.read) {
                passphrase.read = true;
                passphrase.bytes = cg::secrets::takeVaultPassphrase();
            }
            if (passphrase.bytes.isEmpty()) {
                *error = tr("the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE");
                return nullptr;
            }
            backend = std::make_unique<cg::secrets::FileVaultBackend>(
                QFileInfo(p.value(QStringLiteral("vault"))).absoluteFilePath(), passphrase.bytes);
        } else {
            backend = std::make_unique<cg::secrets::KeychainBackend>();
        }
        cg::secrets::CredentialStore store(std::move(backend));
        cg::secrets::CredentialRegistry registry(db);
        auto s = CredentialSigner::load(store, id, &registry);
        if (!s) {
            *error = s.error();
            return nullptr;
        }
        return std::move(s.value());
    }

    // A classification change: proposed by one person, signed by a second (docs/compliance.md).
    static int gradeChange(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                           const QString &actor)
    {
        const QString step = pos.value(1);
        const QString name = pos.value(2);
        if (pos.size() != 3)
            return fail(usage(), 2);
        if (step == QLatin1String("propose")) {
            GradeChange c;
            c.dataset = name;
            const auto grade = gradeFromName(p.value(QStringLiteral("grade")));
            if (!grade)
                return fail(tr("--grade must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))), 2);
            c.grade = *grade;
            if (p.isSet(QStringLiteral("lower-to"))) {
                c.loweredTo = gradeFromName(p.value(QStringLiteral("lower-to")));
                if (!c.loweredTo)
                    return fail(
                        tr("--lower-to must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))), 2);
            }
            c.derivation = p.value(QStringLiteral("derivation"));
            c.justification = p.value(QStringLiteral("reason"));
            c.proposer = actor;
            if (const Status st = Lineage::propose(ledger, c); !st)
                return fail(st.error());
            QTextStream(stdout) << tr("The change of %1 waits for a second person's signature: clustergate "
                                      "ledger grade-change sign %1 --key ID")
                                       .arg(name)
                                << Qt::endl;
            return 0;
        }
        if (step == QLatin1String("sign")) {
            QString error;
            const auto s = signer(p, db, &error);
            if (!s)
                return fail(error, 2);
            const auto impact = Lineage::sign(ledger, name, *s);
            if (!impact)
                return fail(impact.error());
            QTextStream out(stdout);
            out << tr("The classification change of %1 is signed and applied.").arg(name) << Qt::endl;
            if (const QString diff = impact->summary(); !diff.isEmpty())
                out << diff << Qt::endl;
            return 0;
        }
        if (step == QLatin1String("withdraw")) {
            if (const Status st = Lineage::withdraw(ledger, name, actor); !st)
                return fail(st.error());
            return 0;
        }
        if (step == QLatin1String("show")) {
            const auto pending = Lineage::pending(ledger, name);
            if (!pending)
                return fail(pending.error());
            QTextStream out(stdout);
            if (!pending->has_value()) {
                out << tr("No classification change of %1 is waiting.").arg(name) << Qt::endl;
                return 0;
            }
            const GradeChange &c = *pending.value();
            out << tr("%1: grade %2%3, proposed by %4 on %5: %6")
                       .arg(name, gradeName(c.grade),
                            c.loweredTo ? tr(", lowered to %1").arg(gradeName(*c.loweredTo)) : QString(),
                            c.proposer, c.proposed.toString(Qt::ISODate), c.justification)
                << Qt::endl;
            return 0;
        }
        return fail(usage(), 2);
    }

    // The exporter the ledger speaks for, for the 2024 Provisions.
    static int exporter(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
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
            return 0;
        }
        if (pos.value(1) != QLatin1String("set") || pos.size() != 2)
            return fail(usage(), 2);
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
            return fail(st.error());
        return 0;
    }

    static int importDatasets(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                              const QString &actor)
    {
        if (pos.size() != 2)
            return fail(usage(), 2);
        QByteArray csv;
        QString error;
        if (!readFile(pos.at(1), &csv, &error, InventoryCsv::kMaxFileSize))
            return fail(error);
        const auto report = ledger.importInventory(csv, actor);
        if (!report)
            return fail(report.error());
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
        return report->rowsRejected > 0 ? 1 : 0;
    }

    // --format for the listing verbs: kText, kJson, or the exit status of a usage error.
    static constexpr int kText = -1;
    static constexpr int kJson = -2;
    static int listFormat(const QCommandLineParser &p)
    {
        if (!p.isSet(QStringLiteral("format")))
            return kText;
        const QString f = p.value(QStringLiteral("format"));
        if (f == QLatin1String("text"))
            return kText;
        if (f == QLatin1String("json"))
            return kJson;
        return fail(tr("--format for this verb is text or json, not '%1'").arg(f), 2);
    }

    static int datasets(Ledger &ledger, const QCommandLineParser &p)
    {
        DatasetFilter f;
        if (p.isSet(QStringLiteral("min-grade"))) {
            f.minGrade = gradeFromName(p.value(QStringLiteral("min-grade")));
            if (!f.minGrade)
                return fail(tr("--min-grade must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))),
                            2);
        }
        const auto all = ledger.datasets(f);
        if (!all)
            return fail(all.error());
        if (const int code = listFormat(p); code != kText) {
            if (code != kJson)
                return code;
            QJsonArray out;
            for (const Dataset &d : all.value())
                out.append(QJsonObject{{QStringLiteral("name"), d.name},
                                       {QStringLiteral("grade"), gradeName(d.effectiveGrade)},
                                       {QStringLiteral("declared_grade"), gradeName(d.grade)},
                                       {QStringLiteral("gbt_level"), gbtLevel(d.effectiveGrade)},
                                       {QStringLiteral("owner"), d.owner},
                                       {QStringLiteral("people"), d.people},
                                       {QStringLiteral("sensitive"),
                                        QJsonArray::fromStringList(piCategoryNames(d.allSensitive()))},
                                       {QStringLiteral("fields"), int(d.fields.size())},
                                       {QStringLiteral("sources"), QJsonArray::fromStringList(d.sources)},
                                       {QStringLiteral("version"), d.version}});
            QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Indented);
            return 0;
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
        return 0;
    }

    // dataset add|edit NAME: one dataset from options, through the same checks and audit events as an
    // import (a grade change of an existing dataset still needs grade-change propose and sign).
    static int dataset(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor)
    {
        const QString step = pos.value(1);
        if (pos.size() != 3 || (step != QLatin1String("add") && step != QLatin1String("edit")))
            return fail(usage(), 2);
        const QString name = pos.at(2);
        Dataset d;
        if (step == QLatin1String("edit")) {
            const auto existing = ledger.dataset(name);
            if (!existing)
                return fail(existing.error());
            d = existing.value();
        } else {
            if (ledger.dataset(name))
                return fail(
                    tr("dataset %1 is already in the ledger: use 'clustergate ledger dataset edit %2'")
                        .arg(name, shellWord(name)));
            if (!p.isSet(QStringLiteral("owner")) || !p.isSet(QStringLiteral("grade")))
                return fail(tr("dataset add needs --owner and --grade"), 2);
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
                return fail(tr("--grade must be one of: %1").arg(gradeNames().join(QStringLiteral(", "))), 2);
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
                return fail(tr("--%1 is a whole number of 0 or more, not '%2'")
                                .arg(QLatin1String(count), value(count)),
                            2);
            (qstrcmp(count, "records") == 0 ? d.records : d.people) = n;
        }
        if (set("personal")) {
            const QString yes = value("personal").toLower();
            if (yes != QLatin1String("yes") && yes != QLatin1String("no"))
                return fail(tr("--personal is yes or no, not '%1'").arg(value("personal")), 2);
            d.personal = yes == QLatin1String("yes");
        }
        if (set("sensitive")) {
            QStringList bad;
            d.sensitive = piCategoriesFromText(value("sensitive"), &bad);
            if (!bad.isEmpty())
                return fail(
                    tr("--sensitive: '%1' is not a PIPL sensitive category; they are %2")
                        .arg(bad.join(QStringLiteral("; ")), allPiCategoryNames().join(QStringLiteral("; "))),
                    2);
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
            return fail(saved.error());
        const auto after = ledger.dataset(name);
        if (!after)
            return fail(after.error());
        QTextStream(stdout) << tr("Saved dataset %1 (version %2, grade %3).")
                                   .arg(name, after->version.isEmpty() ? tr("unversioned") : after->version,
                                        gradeName(after->effectiveGrade))
                            << Qt::endl;
        return 0;
    }

    static int found(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos)
    {
        if (pos.size() != 2)
            return fail(usage(), 2);
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(error);
        if (auto st = ledger.found(pos.at(1), *s); !st)
            return fail(st.error());
        const auto origin = ledger.audit().origin();
        QTextStream(stdout)
            << tr("Founded the ledger %1 with %2 as its first admin.\n"
                  "Key: %3\nFingerprint: %4\n"
                  "Confirm the fingerprint with %2 in person or by phone, and give auditors the "
                  "key: they verify with --trusted-key %3")
                   .arg(origin ? origin.value() : QString(), pos.at(1),
                        VerifierKey::make(pos.at(1), s->publicKey()).text(), keyFingerprint(s->publicKey()))
            << Qt::endl;
        return 0;
    }

    static int registerOfficer(Ledger &ledger, Database &db, const QCommandLineParser &p,
                               const QStringList &pos)
    {
        if (pos.size() != 2)
            return fail(usage(), 2);
        const auto role = roleFromName(p.value(QStringLiteral("role")));
        if (!role)
            return fail(tr("--role must be officer, admin or requester"), 2);
        QByteArray publicKey;
        QString error;
        if (p.isSet(QStringLiteral("public-key"))) {
            const auto vk = VerifierKey::parse(p.value(QStringLiteral("public-key")));
            if (!vk || vk->name != pos.at(1))
                return fail(tr("--public-key must be %1's verifier key (%1+HASH+BASE64)").arg(pos.at(1)), 2);
            publicKey = vk->publicKey;
        } else if (p.isSet(QStringLiteral("identity"))) {
            const auto s = signer(p, db, &error, QStringLiteral("identity"));
            if (!s)
                return fail(error);
            publicKey = s->publicKey();
        } else {
            return fail(tr("register-officer needs the new officer's key: --public-key KEY or --identity ID"),
                        2);
        }
        if (!p.isSet(QStringLiteral("key")))
            return fail(tr("register-officer needs the signing key of the admin who registers: --key ID"), 2);
        const auto admin = signer(p, db, &error);
        if (!admin)
            return fail(error);
        if (auto st = ledger.registerOfficer(pos.at(1), *role, publicKey, *admin); !st)
            return fail(st.error());
        QTextStream(stdout) << tr("Registered %1 (%2) with key %3 (fingerprint %4)")
                                   .arg(pos.at(1), roleName(*role),
                                        VerifierKey::make(pos.at(1), publicKey).text(),
                                        keyFingerprint(publicKey))
                            << Qt::endl;
        return 0;
    }

    // The version of each dataset as submitted (null before submission; "" for unversioned).
    static QJsonValue versionsJson(const ExportRequest &r)
    {
        if (!r.submitted.isValid())
            return QJsonValue(QJsonValue::Null);
        QJsonObject o;
        for (const QString &name : r.datasets)
            o.insert(name, r.datasetVersions.value(name));
        return o;
    }

    static void printRequest(const RequestView &v, const RuleVerdict *verdict, const QDate &today)
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
                versions << QStringLiteral("%1 %2").arg(name,
                                                        version.isEmpty() ? tr("unversioned") : version);
            }
            out << tr("  versions as submitted: %1").arg(versions.join(QStringLiteral(", "))) << Qt::endl;
        }
        out << tr("  form: %1  destination: %2 (%3)  mechanism: %4 %5")
                   .arg(formName(r.form), r.destinationCluster, r.destinationCountry,
                        mechanismName(r.mechanism),
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

    static int request(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
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
                return fail(tr("--form must be one of: %1").arg(formNames().join(QStringLiteral(", "))), 2);
            if (!mechanism)
                return fail(
                    tr("--mechanism must be one of: %1").arg(mechanismNames().join(QStringLiteral(", "))), 2);
            r.form = *form;
            r.mechanism = *mechanism;
            for (const QString &kv : p.values(QStringLiteral("param"))) {
                const qsizetype eq = kv.indexOf(QLatin1Char('='));
                if (eq <= 0)
                    return fail(tr("--param takes NAME=VALUE, not %1").arg(kv), 2);
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
                return fail(tr("--retention must be a number of days, 1 or more"), 2);
            for (const char *opt : {"people-sensitive", "people-other"}) {
                if (!p.isSet(QLatin1String(opt)))
                    continue;
                const qint64 n = p.value(QLatin1String(opt)).toLongLong(&ok);
                if (!ok || n < 0)
                    return fail(tr("--%1 must be a whole number, 0 or more").arg(QLatin1String(opt)), 2);
                (qstrcmp(opt, "people-sensitive") == 0 ? r.peopleSensitive : r.peopleOther) = n;
            }
            const auto id = ledger.createRequest(r);
            if (!id)
                return fail(id.error());
            QTextStream(stdout) << tr("Created request %1 (draft).").arg(id.value()) << Qt::endl;
            return 0;
        }
        bool ok = false;
        const qint64 id = pos.value(2).toLongLong(&ok);
        if (!ok || pos.size() != 3)
            return fail(usage(), 2);
        if (verb == QLatin1String("show")) {
            const auto v = ledger.request(id);
            if (!v)
                return fail(v.error());
            const auto verdict = ledger.evaluate(id);
            printRequest(v.value(), verdict ? &verdict.value() : nullptr, ledger.now().date());
            return 0;
        }
        Status st = Status::failure(QString());
        if (verb == QLatin1String("submit")) {
            QString error;
            const auto s = signer(p, db, &error);
            if (!s)
                return fail(tr("%1 (the requester signs the submission)").arg(error), 2);
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
                    return fail(tr("--expires takes a date: YYYY-MM-DD"), 2);
            }
            const auto a = ledger.decide(id, verb == QLatin1String("approve"), *s, expires,
                                         p.value(QStringLiteral("reason")));
            if (!a)
                return fail(a.error());
            QTextStream(stdout)
                << tr("Request %1 %2 by %3, signed.").arg(id).arg(a->decisionName(), a->approver) << Qt::endl;
            return 0;
        } else if (verb == QLatin1String("activate")) {
            QString error;
            const auto s = signer(p, db, &error);
            if (!s)
                return fail(tr("%1 (activating a request is signed, like its decision)").arg(error), 2);
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
                            2);
            c.method = *method;
            c.verification = p.value(QStringLiteral("verification"));
            c.performedOn = QDate::fromString(p.value(QStringLiteral("date")), Qt::ISODate);
            c.witness = p.value(QStringLiteral("witness"));
            QFile evidence(p.value(QStringLiteral("evidence")));
            if (!evidence.open(QIODevice::ReadOnly))
                return fail(
                    tr("--evidence: cannot read %1: %2").arg(evidence.fileName(), evidence.errorString()), 2);
            QCryptographicHash hash(QCryptographicHash::Sha256);
            hash.addData(&evidence);
            c.evidenceSha256 = hash.result();
            st = ledger.recordDestruction(c, actor);
        } else {
            return fail(usage(), 2);
        }
        if (!st)
            return fail(st.error());
        const auto v = ledger.request(id);
        QTextStream(stdout)
            << tr("Request %1 is now %2.").arg(id).arg(v ? stateName(v->request.state) : QString())
            << Qt::endl;
        return 0;
    }

    static int requests(Ledger &ledger, const QCommandLineParser &p)
    {
        RequestFilter f;
        if (p.isSet(QStringLiteral("state"))) {
            const auto s = stateFromName(p.value(QStringLiteral("state")));
            if (!s)
                return fail(tr("--state must be one of: %1").arg(stateNames().join(QStringLiteral(", "))), 2);
            f.states << *s;
        }
        const auto all = ledger.requests(f);
        if (!all)
            return fail(all.error());
        if (const int code = listFormat(p); code != kText) {
            if (code != kJson)
                return code;
            QJsonArray out;
            for (const RequestView &v : all.value()) {
                const ExportRequest &r = v.request;
                out.append(QJsonObject{
                    {QStringLiteral("id"), r.id},
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
            return 0;
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
        return 0;
    }

    // Anchors from outside what is verified: the options, or else the configured anchor file.
    static bool anchors(const QCommandLineParser &p, TrustAnchors *out, QString *error)
    {
        for (const QString &text : p.values(QStringLiteral("trusted-key"))) {
            if (auto st = out->addKey(text); !st) {
                *error = tr("--trusted-key: %1").arg(st.error());
                return false;
            }
            out->sources << tr("--trusted-key %1").arg(text);
        }
        for (const QString &file : p.values(QStringLiteral("checkpoint"))) {
            if (auto st = out->addCheckpointFile(file); !st) {
                *error = st.error();
                return false;
            }
        }
        const bool explicitFile = p.isSet(QStringLiteral("anchors"));
        if (explicitFile || out->isEmpty()) {
            const QString file =
                explicitFile ? p.value(QStringLiteral("anchors")) : TrustAnchors::configuredFile();
            if (auto st = out->addFile(file, !explicitFile); !st) {
                *error = st.error();
                return false;
            }
        }
        return true;
    }

    static void printAnchors(const TrustAnchors &a)
    {
        QTextStream out(stdout);
        if (a.isEmpty())
            out << tr("Anchors: none given.") << Qt::endl;
        for (const QString &s : a.sources)
            out << tr("Anchor: %1").arg(s) << Qt::endl;
    }

    static int verifyBundle(const QCommandLineParser &p)
    {
        QString error;
        TrustAnchors a;
        if (!anchors(p, &a, &error))
            return fail(error, 2);
        QByteArray json;
        if (!readFile(p.value(QStringLiteral("bundle")), &json, &error, EvidenceBundle::kMaxSize))
            return fail(error);
        const BundleReport r = EvidenceBundles::verifyJson(json, a);
        printAnchors(a);
        (r.ok ? QTextStream(stdout) : QTextStream(stderr)) << r.summary() << Qt::endl;
        return r.exitCode();
    }

    static int verify(Ledger &ledger, const QCommandLineParser &p)
    {
        QString error;
        TrustAnchors a;
        if (!anchors(p, &a, &error))
            return fail(error, 2);
        const LedgerVerification v = ledger.verify(a);
        printAnchors(a);
        (v.trust == Trust::Failed ? QTextStream(stderr) : QTextStream(stdout)) << v.summary() << Qt::endl;
        return v.exitCode();
    }

    static int checkpoint(Ledger &ledger, Database &db, const QCommandLineParser &p)
    {
        if (!p.isSet(QStringLiteral("out")))
            return fail(tr("checkpoint needs --out FILE"), 2);
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(error);
        const auto note = ledger.checkpoint(*s);
        if (!note)
            return fail(note.error());
        if (!writeFile(p.value(QStringLiteral("out")), note.value(), &error))
            return fail(error);
        QTextStream(stdout) << note.value();
        return 0;
    }

    static bool readCheckpoint(const QString &path, Checkpoint *out, QString *error)
    {
        QByteArray note;
        if (!readFile(path, &note, error, SignedNotes::kMaxNoteSize))
            return false;
        auto cp = SignedNotes::parseCheckpoint(note);
        if (!cp) {
            *error = tr("%1: %2").arg(path, cp.error());
            return false;
        }
        *out = cp.value();
        return true;
    }

    static int writeOrPrint(const QCommandLineParser &p, const QByteArray &bytes)
    {
        if (!p.isSet(QStringLiteral("out"))) {
            QTextStream(stdout) << bytes;
            return 0;
        }
        QString error;
        if (!writeFile(p.value(QStringLiteral("out")), bytes, &error))
            return fail(error);
        return 0;
    }

    // An inclusion proof of entry SEQ against a signed tree head: the one given, or the newest stored one
    // that covers the entry.
    static int prove(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos)
    {
        bool ok = false;
        const qint64 seq = pos.value(1).toLongLong(&ok);
        if (pos.size() != 2 || !ok || seq < 1)
            return fail(usage(), 2);
        Checkpoint head;
        QString error;
        if (p.isSet(QStringLiteral("checkpoint"))) {
            if (!readCheckpoint(p.value(QStringLiteral("checkpoint")), &head, &error))
                return fail(error);
        } else {
            const auto stored = ledger.audit().storedCheckpoints();
            if (!stored)
                return fail(stored.error());
            for (const Checkpoint &c : stored.value()) {
                if (!c.merkleRoot.isEmpty() && c.treeSize >= seq &&
                    (head.raw.isEmpty() || c.treeSize > head.treeSize))
                    head = c;
            }
            if (head.raw.isEmpty())
                return fail(tr("no signed tree head covers entry %1 yet: make one with 'clustergate ledger "
                               "checkpoint --out FILE --key ID'")
                                .arg(seq));
        }
        const auto proof = AuditProofs::prove(ledger.store(), seq, head);
        if (!proof)
            return fail(proof.error());
        return writeOrPrint(p, proof->toJson());
    }

    static int consistency(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos)
    {
        if (pos.size() != 3)
            return fail(usage(), 2);
        Checkpoint older, newer;
        QString error;
        if (!readCheckpoint(pos.at(1), &older, &error) || !readCheckpoint(pos.at(2), &newer, &error))
            return fail(error);
        const auto proof = AuditProofs::consistency(ledger.store(), older, newer);
        if (!proof)
            return fail(proof.error());
        return writeOrPrint(p, proof->toJson());
    }

    static int verifyProof(const QCommandLineParser &p, const QStringList &pos)
    {
        if (pos.size() != 2)
            return fail(usage(), 2);
        QString error;
        TrustAnchors a;
        if (!anchors(p, &a, &error))
            return fail(error, 2);
        QByteArray json;
        if (!readFile(pos.at(1), &json, &error, AuditProofs::kMaxProofSize))
            return fail(error);
        const ProofReport r = AuditProofs::verifyJson(json, a);
        printAnchors(a);
        (r.ok ? QTextStream(stdout) : QTextStream(stderr)) << r.summary() << Qt::endl;
        return r.exitCode();
    }

    // A second console or an officer countersigns a tree head after checking it against its own copy.
    static int witness(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor)
    {
        if (pos.size() != 2 || !p.isSet(QStringLiteral("out")))
            return fail(usage(), 2);
        Checkpoint cp;
        QString error;
        if (!readCheckpoint(pos.at(1), &cp, &error))
            return fail(error);
        const auto origin = ledger.audit().origin();
        if (!origin)
            return fail(origin.error());
        if (cp.origin != origin.value())
            return fail(
                tr("the checkpoint is of %1, this console's log is %2").arg(cp.origin, origin.value()));
        if (const auto l = AuditProofs::leaves(ledger.store(), cp); !l)
            return fail(tr("not witnessed: %1").arg(l.error()));
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(error);
        const auto note = SignedNotes::cosign(cp.raw, actor, *s);
        if (!note)
            return fail(note.error());
        if (!writeFile(p.value(QStringLiteral("out")), note.value(), &error))
            return fail(error);
        const auto witnessed = ledger.audit().append(
            AuditEvent{actor,
                       QStringLiteral("audit.witnessed"),
                       QStringLiteral("audit:%1").arg(cp.treeSize),
                       {{QStringLiteral("tree_size"), cp.treeSize},
                        {QStringLiteral("root"), toHex(cp.merkleRoot)},
                        {QStringLiteral("key"), VerifierKey::make(actor, s->publicKey()).text()}},
                       {}});
        if (!witnessed.ok())
            return fail(tr("wrote the cosignature, but could not record it in the audit log: %1")
                            .arg(witnessed.error()));
        QTextStream(stdout) << note.value();
        return 0;
    }

    static bool seqRange(const QCommandLineParser &p, qint64 *from, qint64 *to)
    {
        bool ok = true;
        *from = p.isSet(QStringLiteral("from")) ? p.value(QStringLiteral("from")).toLongLong(&ok) : 1;
        if (!ok || *from < 1)
            return false;
        *to = p.isSet(QStringLiteral("to")) ? p.value(QStringLiteral("to")).toLongLong(&ok) : -1;
        return ok && (*to == -1 || *to >= *from);
    }

    static int report(Ledger &ledger, const QCommandLineParser &p, const QString &actor)
    {
        const QString format = p.value(QStringLiteral("format"));
        if (format != QLatin1String("pdf") && format != QLatin1String("csv"))
            return fail(tr("--format must be pdf or csv"), 2);
        if (!p.isSet(QStringLiteral("out")))
            return fail(tr("report needs --out FILE"), 2);
        ReportOptions options;
        for (const QString &k : p.values(QStringLiteral("kind"))) {
            const auto kind = reportKindFromName(k);
            if (!kind)
                return fail(tr("--kind must be one of: %1").arg(reportKindNames().join(QStringLiteral(", "))),
                            2);
            options.kinds << *kind;
        }
        if (!seqRange(p, &options.audit.fromSeq, &options.audit.toSeq))
            return fail(tr("--from and --to take sequence numbers, --from at least 1 and --to not below it"),
                        2);
        options.audit.limit = p.isSet(QStringLiteral("from")) || p.isSet(QStringLiteral("to")) ? -1 : 1000;
        options.audit.newestFirst = options.audit.limit > 0;
        QString anchorError;
        if (!anchors(p, &options.anchors, &anchorError))
            return fail(anchorError, 2);
        const auto r = Reports::build(ledger, options);
        if (!r)
            return fail(r.error());
        const QString out = p.value(QStringLiteral("out"));
        QString error;
        if (format == QLatin1String("csv")) {
            if (!writeFile(out, Reports::toCsv(r.value()), &error))
                return fail(error);
        } else if (auto st = Reports::writePdf(r.value(), out); !st) {
            return fail(st.error());
        }
        const auto exported =
            ledger.audit().append(AuditEvent{actor,
                                             QStringLiteral("report.exported"),
                                             QStringLiteral("report"),
                                             {{QStringLiteral("format"), format},
                                              {QStringLiteral("file"), QFileInfo(out).fileName()},
                                              {QStringLiteral("chain_intact"), r->chainIntact}},
                                             {}});
        if (!exported.ok())
            return fail(tr("wrote %1, but could not record the export in the audit log: %2")
                            .arg(out, exported.error()));
        QTextStream(r->trustworthy() ? stdout : stderr) << tr("Wrote %1. %2 Signatures: %3 of %4 valid.")
                                                               .arg(out, r->chainSummary)
                                                               .arg(r->signaturesValid)
                                                               .arg(r->signatures)
                                                        << Qt::endl;
        return r->trustworthy() ? 0 : 1;
    }

    static int bundle(Ledger &ledger, Database &db, const QCommandLineParser &p)
    {
        if (!p.isSet(QStringLiteral("out")))
            return fail(tr("bundle needs --out FILE"), 2);
        qint64 from = 1, to = -1;
        if (!seqRange(p, &from, &to))
            return fail(tr("--from and --to take sequence numbers, --from at least 1 and --to not below it"),
                        2);
        QString error;
        const auto s = signer(p, db, &error);
        if (!s)
            return fail(error);
        const auto b = EvidenceBundles::make(ledger, *s, from, to);
        if (!b)
            return fail(b.error());
        if (!writeFile(p.value(QStringLiteral("out")), b->toJson(), &error))
            return fail(error);
        const auto exported = ledger.audit().append(
            AuditEvent{b->generatedBy,
                       QStringLiteral("bundle.exported"),
                       QStringLiteral("bundle"),
                       {{QStringLiteral("rows"), qint64(b->rows.size())},
                        {QStringLiteral("file"), QFileInfo(p.value(QStringLiteral("out"))).fileName()},
                        {QStringLiteral("content_sha256"), toHex(b->contentHash())}},
                       {}});
        if (!exported.ok())
            return fail(tr("wrote %1, but could not record the export in the audit log: %2")
                            .arg(p.value(QStringLiteral("out")), exported.error()));
        QTextStream(stdout) << tr("Wrote %1: %2 row(s), %3 checkpoint(s), %4 decision(s), sealed by %5.")
                                   .arg(p.value(QStringLiteral("out")))
                                   .arg(b->rows.size())
                                   .arg(b->checkpoints.size())
                                   .arg(b->approvals.size())
                                   .arg(b->generatedBy)
                            << Qt::endl;
        return 0;
    }

    // Team mode: the ledger on a PostgreSQL server.
    static int server(const QString &verb, const QCommandLineParser &p, const QStringList &pos,
                      const QString &actor)
    {
#if CLUSTERGATE_WITH_POSTGRESQL
        QTextStream out(stdout);
        if (verb == QLatin1String("connect") && p.isSet(QStringLiteral("local"))) {
            LedgerServerSettings::clear();
            out << tr("This profile's ledger is its own SQLite database again (%1).")
                       .arg(paths::databaseFile())
                << Qt::endl;
            return 0;
        }
        if (verb == QLatin1String("connect") && pos.size() == 1) {
            const auto current = LedgerServerSettings::load();
            out << (current.isServer() ? tr("This profile's ledger is on the server %1.").arg(current.url)
                                       : tr("This profile's ledger is its own SQLite database (%1).")
                                             .arg(paths::databaseFile()))
                << Qt::endl;
            return 0;
        }
        LedgerServerSettings settings;
        settings.url = verb == QLatin1String("migrate") ? p.value(QStringLiteral("to")) : pos.value(1);
        settings.passwordSecret = p.value(QStringLiteral("password-secret"));
        settings.keyPassphraseSecret = p.value(QStringLiteral("key-passphrase-secret"));
        if (!PgConnection::isServerUrl(settings.url) || (verb != QLatin1String("migrate") && pos.size() != 2))
            return fail(usage(), 2);
        auto conn = settings.connect();
        if (!conn)
            return fail(conn.error());
        if (verb == QLatin1String("server-init")) {
            const auto done = PgSchema::initialise(*conn.value());
            if (!done)
                return fail(done.error());
            for (const QString &line : done.value())
                out << line << Qt::endl;
            out << tr("Logins join one of the roles %1 (GRANT clustergate_officer TO alice), then run "
                      "'clustergate ledger connect URL' on their desktop.")
                       .arg(PgSchema::roles().join(QStringLiteral(", ")))
                << Qt::endl;
            return 0;
        }
        if (verb == QLatin1String("connect")) {
            PgLedgerStore store(*conn.value());
            if (const Status st = store.check(); !st)
                return fail(st.error());
            // What this login may do on the server, shown before anything relies on it.
            const auto roles = conn.value()->exec(
                "SELECT coalesce(string_agg(g.rolname, ', ' ORDER BY g.rolname), '') FROM pg_roles g "
                "WHERE g.rolname = ANY($1::text[]) AND pg_has_role(current_user, g.oid, 'MEMBER')",
                {QStringLiteral("{%1}").arg(PgSchema::roles().join(QLatin1Char(',')))});
            if (!roles)
                return fail(roles.error());
            const QString granted = roles->text(0, 0);
            if (granted.isEmpty())
                return fail(tr("the login %1 is in none of the roles %2 on this server: its owner grants one "
                               "(GRANT clustergate_officer TO %1); nothing was changed")
                                .arg(conn.value()->user(), PgSchema::roles().join(QStringLiteral(", "))));
            if (const Status st = settings.save(); !st)
                return fail(st.error());
            out << tr("This profile's ledger is now on the server %1 (as %2, roles: %3). 'clustergate ledger "
                      "connect --local' goes back to the local one.")
                       .arg(PgConnection::withoutPassword(settings.url), conn.value()->user(), granted)
                << Qt::endl;
            return 0;
        }
        bool ok = false;
        const int batch =
            p.isSet(QStringLiteral("batch")) ? p.value(QStringLiteral("batch")).toInt(&ok) : 5000;
        if (p.isSet(QStringLiteral("batch")) && (!ok || batch < 1 || batch > 1000000))
            return fail(tr("--batch takes a number of rows from 1 to 1000000"), 2);
        services::Profile profile;
        if (const Status st = profile.openLocal(actor); !st)
            return fail(st.error());
        QTextStream err(stderr);
        const auto report =
            PgMigration::run(profile.ledgerStore(), *conn.value(), batch, [&](qint64 copied, qint64 total) {
                err << tr("audit rows on the server: %1 of %2").arg(copied).arg(total) << Qt::endl;
            });
        if (!report)
            return fail(report.error());
        out << tr("Migrated %1 dataset(s), %2 officer key(s), %3 request(s), %4 approval(s), %5 destruction "
                  "certificate(s), %6 checkpoint(s); audit rows: %7 copied now, %8 already there, %9 in all.")
                   .arg(report->datasets)
                   .arg(report->officers)
                   .arg(report->requests)
                   .arg(report->approvals)
                   .arg(report->destructions)
                   .arg(report->checkpoints)
                   .arg(report->auditCopied)
                   .arg(report->auditPresent)
                   .arg(report->auditRows)
            << Qt::endl;
        out << tr("Source: %1").arg(report->source.summary()) << Qt::endl;
        out << tr("Server: %1").arg(report->target.summary()) << Qt::endl;
        if (!report->same)
            return fail(tr("the server's audit log does not verify like the source's: do not switch to it"));
        out << tr("Both verify alike. 'clustergate ledger connect URL' (with each person's own login) "
                  "switches a profile to the server.")
            << Qt::endl;
        return 0;
#else
        Q_UNUSED(verb);
        Q_UNUSED(p);
        Q_UNUSED(pos);
        Q_UNUSED(actor);
        return fail(tr("this build of ClusterGate has no team ledger support (built without libpq)"));
#endif
    }

    static int run(const QStringList &words)
    {
        QCommandLineParser p;
        p.setApplicationDescription(
            tr("The data-classification ledger, export approvals and the audit log."));
        p.addHelpOption();
        p.addPositionalArgument(QStringLiteral("command"), tr("what to do"));
        const auto opt = [](const char *name, const QString &help, const char *value = nullptr) {
            return value ? QCommandLineOption(QLatin1String(name), help, QLatin1String(value))
                         : QCommandLineOption(QLatin1String(name), help);
        };
        p.addOptions({
            opt("as", tr("Who acts (default: the login name)."), "NAME"),
            opt("key", tr("The officer's signing key: a private-key credential id."), "ID"),
            opt("vault", tr("Read --key from the encrypted file vault FILE."), "FILE"),
            opt("public-key", tr("register-officer: the new officer's verifier key."), "KEY"),
            opt("identity",
                tr("register-officer: the new officer's private-key credential (its public key "
                   "is registered)."),
                "ID"),
            opt("anchors", tr("verify: a file of trusted keys and checkpoint files."), "FILE"),
            opt("role", tr("register-officer: officer or admin."), "ROLE"),
            opt("rejects", tr("import-datasets: write the rejected rows with their errors to FILE."), "FILE"),
            opt("min-grade", tr("datasets: only this grade and above."), "GRADE"),
            opt("owner", tr("dataset add/edit: who owns the dataset."), "WHO"),
            opt("dataset-version",
                tr("dataset add/edit: the data's version (empty: unversioned); an export covers only the "
                   "version it was submitted with."),
                "V"),
            opt("description", tr("dataset add/edit: what it holds."), "TEXT"),
            opt("location", tr("dataset add/edit: where it lives (URI or path)."), "URI"),
            opt("records", tr("dataset add/edit: how many records."), "N"),
            opt("people", tr("dataset add/edit: people whose personal information it holds."), "N"),
            opt("personal", tr("dataset add/edit: it holds personal information (yes or no)."), "yes|no"),
            opt("sensitive", tr("dataset add/edit: PIPL Art. 28 categories, separated by ;."), "A;B"),
            opt("sources", tr("dataset add/edit: the datasets it was derived from, separated by ;."), "A;B"),
            opt("datasets", tr("request create: dataset names, comma-separated."), "A,B"),
            opt("form", tr("request create: raw, de-identified, pseudonymised, aggregated or sampled."),
                "FORM"),
            opt("param", tr("request create: a form parameter (repeatable), e.g. fraction=0.1."), "K=V"),
            opt("cluster", tr("request create: the destination cluster."), "NAME"),
            opt("country", tr("request create: the destination country or region."), "CC"),
            opt("purpose", tr("request create: what the data is for."), "TEXT"),
            opt("mechanism",
                tr("request create: security-assessment, standard-contract, certification or exemption."),
                "M"),
            opt("clause", tr("request create: the exemption clause."), "ID"),
            opt("ref", tr("request create: assessment number, contract filing number or certificate number."),
                "REF"),
            opt("pia", tr("request create: the PI impact assessment reference."), "REF"),
            opt("consent", tr("request create: the separate-consent attestation reference."), "REF"),
            opt("retention", tr("request create: days the data may stay abroad."), "DAYS"),
            opt("people-sensitive", tr("request create: people whose sensitive PI it carries."), "N"),
            opt("people-other", tr("request create: people whose other PI it carries."), "N"),
            opt("expires", tr("approve: the last day the approval holds (default: in 30 days)."), "DATE"),
            opt("reason", tr("approve/reject: why."), "TEXT"),
            opt("performed-by", tr("destroyed: who destroyed the data."), "WHO"),
            opt("asset", tr("destroyed: the asset (volume, bucket, node)."), "TEXT"),
            opt("method", tr("destroyed: clear, purge, destroy or crypto-erase."), "M"),
            opt("verification", tr("destroyed: how the result was verified."), "TEXT"),
            opt("date", tr("destroyed: when (YYYY-MM-DD)."), "DATE"),
            opt("witness", tr("destroyed: who witnessed it."), "WHO"),
            opt("evidence", tr("destroyed: the evidence file (its SHA-256 is recorded)."), "FILE"),
            opt("state", tr("requests: only this state."), "STATE"),
            opt("grade", tr("grade-change propose: the declared grade asked for; dataset add: its grade."),
                "GRADE"),
            opt("lower-to", tr("grade-change propose: lower the inherited grade to this (a transformation)."),
                "GRADE"),
            opt("derivation", tr("grade-change propose: how it was derived (e.g. anonymised)."), "D"),
            opt("name", tr("exporter set: the exporter (data processor) the ledger speaks for."), "NAME"),
            opt("ciio", tr("exporter set: it is a critical information infrastructure operator.")),
            opt("ftz-zone", tr("exporter set: the pilot free trade zone it is registered in."), "ZONE"),
            opt("negative-list", tr("exporter set: the zone's negative list (JSON file)."), "FILE"),
            opt("bundle", tr("verify: an evidence bundle, offline."), "FILE"),
            opt("checkpoint", tr("verify: a checkpoint file kept elsewhere (repeatable)."), "FILE"),
            opt("trusted-key", tr("verify: a verifier key known out of band (repeatable)."), "KEY"),
            opt("out", tr("checkpoint, report, bundle: the file to write."), "FILE"),
            opt("format", tr("report: pdf or csv; datasets, requests: text or json."), "FORMAT"),
            opt("kind",
                tr("report: register, pending, destruction, thresholds, signatures or audit (repeatable; "
                   "default all)."),
                "KIND"),
            opt("from", tr("report, bundle: the first audit row."), "SEQ"),
            opt("to", tr("report, bundle: the last audit row; migrate: the ledger server URL."), "SEQ|URL"),
            opt("password-secret",
                tr("server-init, connect, migrate: the keychain credential (kind password) to log in with."),
                "ID"),
            opt("key-passphrase-secret",
                tr("connect: the keychain credential that unlocks the client certificate's key (sslkey)."),
                "ID"),
            opt("local", tr("connect: use this profile's own SQLite ledger again.")),
            opt("batch", tr("migrate: audit rows per committed batch (default 5000)."), "ROWS"),
        });
        if (!p.parse(words))
            return fail(p.errorText() + QStringLiteral("\n\n") + usage(), 2);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText() << Qt::endl << usage() << Qt::endl;
            return 0;
        }
        const QStringList pos = p.positionalArguments();
        const QString verb = pos.value(0);
        const QString actor = p.isSet(QStringLiteral("as")) ? p.value(QStringLiteral("as")) : loginName();
        if (!isValidPersonName(actor))
            return fail(tr("'%1' is not a usable name for --as: use letters, digits and . _ @ -").arg(actor),
                        2);

        if (verb == QLatin1String("verify") && p.isSet(QStringLiteral("bundle")))
            return verifyBundle(p); // offline: no database
        if (verb == QLatin1String("verify-proof"))
            return verifyProof(p, pos); // offline too

        if (verb == QLatin1String("server-init") || verb == QLatin1String("connect") ||
            verb == QLatin1String("migrate"))
            return server(verb, p, pos, actor);

        const QStringList verbs{
            QStringLiteral("import-datasets"),  QStringLiteral("datasets"), QStringLiteral("dataset"),
            QStringLiteral("register-officer"), QStringLiteral("found"),    QStringLiteral("request"),
            QStringLiteral("requests"),         QStringLiteral("verify"),   QStringLiteral("checkpoint"),
            QStringLiteral("report"),           QStringLiteral("bundle"),   QStringLiteral("prove"),
            QStringLiteral("consistency"),      QStringLiteral("witness"),  QStringLiteral("grade-change"),
            QStringLiteral("exporter")};
        if (!verbs.contains(verb))
            return fail(usage(), 2);
        services::Profile profile;
        if (const Status st = profile.open(actor); !st)
            return fail(st.error());
        Database &db = profile.database();
        Ledger &ledger = profile.ledger();
        if (verb == QLatin1String("import-datasets"))
            return importDatasets(ledger, p, pos, actor);
        if (verb == QLatin1String("datasets"))
            return datasets(ledger, p);
        if (verb == QLatin1String("dataset"))
            return dataset(ledger, p, pos, actor);
        if (verb == QLatin1String("found"))
            return found(ledger, db, p, pos);
        if (verb == QLatin1String("prove"))
            return prove(ledger, p, pos);
        if (verb == QLatin1String("consistency"))
            return consistency(ledger, p, pos);
        if (verb == QLatin1String("witness"))
            return witness(ledger, db, p, pos, actor);
        if (verb == QLatin1String("register-officer"))
            return registerOfficer(ledger, db, p, pos);
        if (verb == QLatin1String("request"))
            return request(ledger, db, p, pos, actor);
        if (verb == QLatin1String("requests"))
            return requests(ledger, p);
        if (verb == QLatin1String("verify"))
            return verify(ledger, p);
        if (verb == QLatin1String("checkpoint"))
            return checkpoint(ledger, db, p);
        if (verb == QLatin1String("report"))
            return report(ledger, p, actor);
        if (verb == QLatin1String("grade-change"))
            return gradeChange(ledger, db, p, pos, actor);
        if (verb == QLatin1String("exporter"))
            return exporter(ledger, p, pos, actor);
        return bundle(ledger, db, p);
    }
};

} // namespace

int ledgerCommand(const QStringList &words)
{
    return LedgerCli::run(words);
}

bool ledgerNeedsFonts(const QStringList &words)
{
    return words.value(0) == QLatin1String("ledger") && words.value(1) == QLatin1String("report") &&
           !words.contains(QStringLiteral("--format=csv")) &&
           !(words.contains(QStringLiteral("--format")) &&
             words.value(words.indexOf(QStringLiteral("--format")) + 1) == QLatin1String("csv"));
}

} // namespace cg::cli
