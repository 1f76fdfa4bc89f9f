// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_ledger_internal.h"

#include "secrets/process_secrets.h"

namespace cg::cli::ledger_cli {

int LedgerCli::fail(const QString &message, int code)
{
    return failWith(message, code);
}

QString LedgerCli::usage()
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
        "       clustergate ledger create-key NAME [--id ID] [--vault FILE]\n"
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
        "[--field NAME=GRADE[,personal][,CATEGORY...]]... [--people N] [--personal yes|no] [--sensitive A;B] "
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

bool LedgerCli::writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        *error = tr("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

bool LedgerCli::readFile(const QString &path, QByteArray *bytes, QString *error, qint64 limit)
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

void LedgerCli::printTable(const QList<QStringList> &table)
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
std::unique_ptr<Signer> LedgerCli::signer(const QCommandLineParser &p, Database &db, QString *error,
                                          const QString &option)
{
    const QString id = p.value(option);
    if (id.isEmpty()) {
        *error = tr("this needs the officer's signing key: --%1 ID (a private-key credential)").arg(option);
        return nullptr;
    }
    // The vault's passphrase is taken out of the environment on first use and kept for this command's keys
    // (a registration reads two), wiped when the process ends.
    struct Passphrase
    {
        QByteArray bytes;
        bool read = false;
        ~Passphrase() { cg::secrets::wipe(bytes); }
    };
    static Passphrase passphrase;
    const QString vault = p.isSet(QStringLiteral("vault")) ? p.value(QStringLiteral("vault")) : QString();
    if (!vault.isEmpty() && !passphrase.read) {
        passphrase.read = true;
        passphrase.bytes = cg::secrets::takeVaultPassphrase();
    }
    auto s = services::IdentitySigner::fromKeychainOrVault(db, id, vault, passphrase.bytes);
    if (!s) {
        *error = s.error();
        return nullptr;
    }
    return std::move(s.value());
}

int LedgerCli::listFormat(const QCommandLineParser &p)
{
    if (!p.isSet(QStringLiteral("format")))
        return kText;
    const QString f = p.value(QStringLiteral("format"));
    if (f == QLatin1String("text"))
        return kText;
    if (f == QLatin1String("json"))
        return kJson;
    return fail(tr("--format for this verb is text or json, not '%1'").arg(f), kUsage);
}

// Team mode: the ledger on a PostgreSQL server.
int LedgerCli::server(const QString &verb, const QCommandLineParser &p, const QStringList &pos,
                      const QString &actor)
{
#if CLUSTERGATE_WITH_POSTGRESQL
    QTextStream out(stdout);
    if (verb == QLatin1String("connect") && p.isSet(QStringLiteral("local"))) {
        LedgerServerSettings::clear();
        out << tr("This profile's ledger is its own SQLite database again (%1).").arg(paths::databaseFile())
            << Qt::endl;
        return kDone;
    }
    if (verb == QLatin1String("connect") && pos.size() == 1) {
        const auto current = LedgerServerSettings::load();
        out << (current.isServer()
                    ? tr("This profile's ledger is on the server %1.").arg(current.url)
                    : tr("This profile's ledger is its own SQLite database (%1).").arg(paths::databaseFile()))
            << Qt::endl;
        return kDone;
    }
    LedgerServerSettings settings;
    settings.url = verb == QLatin1String("migrate") ? p.value(QStringLiteral("to")) : pos.value(1);
    settings.passwordSecret = p.value(QStringLiteral("password-secret"));
    settings.keyPassphraseSecret = p.value(QStringLiteral("key-passphrase-secret"));
    if (!PgConnection::isServerUrl(settings.url) || (verb != QLatin1String("migrate") && pos.size() != 2))
        return fail(usage(), kUsage);
    auto conn = settings.connect();
    if (!conn)
        return fail(conn);
    if (verb == QLatin1String("server-init")) {
        const auto done = PgSchema::initialise(*conn.value());
        if (!done)
            return fail(done);
        for (const QString &line : done.value())
            out << line << Qt::endl;
        out << tr("Logins join one of the roles %1 (GRANT clustergate_officer TO alice), then run "
                  "'clustergate ledger connect URL' on their desktop.")
                   .arg(PgSchema::roles().join(QStringLiteral(", ")))
            << Qt::endl;
        return kDone;
    }
    if (verb == QLatin1String("connect")) {
        PgLedgerStore store(*conn.value());
        if (const Status st = store.check(); !st)
            return fail(st);
        // What this login may do on the server, shown before anything relies on it.
        const auto roles = conn.value()->exec(
            "SELECT coalesce(string_agg(g.rolname, ', ' ORDER BY g.rolname), '') FROM pg_roles g "
            "WHERE g.rolname = ANY($1::text[]) AND pg_has_role(current_user, g.oid, 'MEMBER')",
            {QStringLiteral("{%1}").arg(PgSchema::roles().join(QLatin1Char(',')))});
        if (!roles)
            return fail(roles);
        const QString granted = roles->text(0, 0);
        if (granted.isEmpty())
            return fail(tr("the login %1 is in none of the roles %2 on this server: its owner grants one "
                           "(GRANT clustergate_officer TO %1); nothing was changed")
                            .arg(conn.value()->user(), PgSchema::roles().join(QStringLiteral(", "))));
        if (const Status st = settings.save(); !st)
            return fail(st);
        out << tr("This profile's ledger is now on the server %1 (as %2, roles: %3). 'clustergate ledger "
                  "connect --local' goes back to the local one.")
                   .arg(PgConnection::withoutPassword(settings.url), conn.value()->user(), granted)
            << Qt::endl;
        return kDone;
    }
    bool ok = false;
    const int batch = p.isSet(QStringLiteral("batch")) ? p.value(QStringLiteral("batch")).toInt(&ok) : 5000;
    if (p.isSet(QStringLiteral("batch")) && (!ok || batch < 1 || batch > 1000000))
        return fail(tr("--batch takes a number of rows from 1 to 1000000"), kUsage);
    services::Profile profile;
    if (const Status st = profile.openLocal(actor); !st)
        return fail(st);
    QTextStream err(stderr);
    const auto report =
        PgMigration::run(profile.ledgerStore(), *conn.value(), batch, [&](qint64 copied, qint64 total) {
            err << tr("audit rows on the server: %1 of %2").arg(copied).arg(total) << Qt::endl;
        });
    if (!report)
        return fail(report);
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
    return kDone;
#else
    Q_UNUSED(verb);
    Q_UNUSED(p);
    Q_UNUSED(pos);
    Q_UNUSED(actor);
    return fail(tr("this build of ClusterGate has no team ledger support (built without libpq)"));
#endif
}

int LedgerCli::run(const QStringList &words)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("The data-classification ledger, export approvals and the audit log."));
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
        opt("id", tr("create-key: the new key's credential id (default: NAME-signing-key)."), "ID"),
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
        opt("people",
            tr("dataset add/edit: people whose personal information it holds; grade-change propose: the "
               "count asked for (a lower count needs the second signature)."),
            "N"),
        opt("personal",
            tr("dataset add/edit: it holds personal information (yes or no); grade-change propose: "
               "the mark asked for."),
            "yes|no"),
        opt("sensitive",
            tr("dataset add/edit: PIPL Art. 28 categories, separated by ;; grade-change propose: the "
               "dataset's own categories asked for (\"\" for none)."),
            "A;B"),
        opt("sources", tr("dataset add/edit: the datasets it was derived from, separated by ;."), "A;B"),
        opt("datasets", tr("request create: dataset names, comma-separated."), "A,B"),
        opt("form", tr("request create: raw, de-identified, pseudonymised, aggregated or sampled."), "FORM"),
        opt("param", tr("request create: a form parameter (repeatable), e.g. fraction=0.1."), "K=V"),
        opt("cluster", tr("request create: the destination cluster."), "NAME"),
        opt("country", tr("request create: the destination country or region."), "CC"),
        opt("purpose", tr("request create: what the data is for."), "TEXT"),
        opt("mechanism",
            tr("request create: security-assessment, standard-contract, certification or exemption."), "M"),
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
        opt("field",
            tr("grade-change propose: reclassify a field: NAME=GRADE, then ',personal' and sensitive "
               "categories (repeatable)."),
            "SPEC"),
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
            tr("connect: the keychain credential that unlocks the client certificate's key (sslkey)."), "ID"),
        opt("local", tr("connect: use this profile's own SQLite ledger again.")),
        opt("batch", tr("migrate: audit rows per committed batch (default 5000)."), "ROWS"),
    });
    if (!p.parse(words))
        return fail(p.errorText() + QStringLiteral("\n\n") + usage(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText() << Qt::endl << usage() << Qt::endl;
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    const QString actor = p.isSet(QStringLiteral("as")) ? p.value(QStringLiteral("as")) : loginName();
    if (!isValidPersonName(actor))
        return fail(tr("'%1' is not a usable name for --as: use letters, digits and . _ @ -").arg(actor),
                    kUsage);

    if (verb == QLatin1String("verify") && p.isSet(QStringLiteral("bundle")))
        return verifyBundle(p); // offline: no database
    if (verb == QLatin1String("verify-proof"))
        return verifyProof(p, pos); // offline too

    if (verb == QLatin1String("server-init") || verb == QLatin1String("connect") ||
        verb == QLatin1String("migrate"))
        return server(verb, p, pos, actor);

    const QStringList verbs{
        QStringLiteral("import-datasets"),  QStringLiteral("datasets"),  QStringLiteral("dataset"),
        QStringLiteral("register-officer"), QStringLiteral("found"),     QStringLiteral("request"),
        QStringLiteral("requests"),         QStringLiteral("verify"),    QStringLiteral("checkpoint"),
        QStringLiteral("report"),           QStringLiteral("bundle"),    QStringLiteral("prove"),
        QStringLiteral("consistency"),      QStringLiteral("witness"),   QStringLiteral("grade-change"),
        QStringLiteral("exporter"),         QStringLiteral("create-key")};
    if (!verbs.contains(verb))
        return fail(usage(), kUsage);
    services::Profile profile;
    if (const Status st = profile.open(actor); !st)
        return fail(st);
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
    if (verb == QLatin1String("create-key"))
        return createKey(db, p, pos);
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

} // namespace cg::cli::ledger_cli

namespace cg::cli {

using ledger_cli::LedgerCli;

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
