// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_validate.h"

#include "cli_root.h"
#include "exit_codes.h"

#include "agent/agent_locator.h"
#include "common/local_user.h"
#include "common/paths.h"
#include "inventory/inventory.h"
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "ledger/ed25519.h"
#include "ledger/registration.h"
#include "ledger/sqlite_ledger_store.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"
#include "storage/database.h"
#include "validation/acceptance_report.h"
#include "validation/validation_engine.h"
#include "validation/validation_key.h"

#include "services/cluster_connections.h"
#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace cg::cli {

namespace {

using namespace cg::validation;

using namespace exit_code;

class ValidateCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::ValidateCli)

public:
    static int run(const QStringList &words, CliRoot &root);
    static int verifyReport(const QStringList &words);

private:
    static int fail(const QString &message, int code)
    {
        QTextStream(stderr) << "clustergate validate: " << message << Qt::endl;
        return code;
    }

    static void printText(const ValidationEngine &engine, QTextStream &out)
    {
        for (const QString &id : engine.lastRunLevels()) {
            const LevelResult *l = engine.level(id);
            if (!l)
                continue;
            out << l->id << ' ' << Checklists::display(l->title) << ": " << statusLabel(l->status).toUpper();
            if (!l->reason.isEmpty())
                out << " (" << l->reason << ')';
            if (!l->overrideReason.isEmpty())
                out << ' ' << tr("[overridden by %1: %2]").arg(l->overrideBy, l->overrideReason);
            out << '\n';
            if (l->nodesTotal > 0)
                out << "  " << tr("verdict: %1").arg(l->verdict()) << '\n';
            for (const NodeNote &n : l->excluded)
                out << "  " << tr("excluded: %1 (%2)").arg(n.node, n.reason) << '\n';
            for (const CheckResult &c : l->checks) {
                out << "  [" << statusLabel(c.status) << "] " << Checklists::display(c.title);
                if (!c.reason.isEmpty())
                    out << ": " << c.reason;
                out << '\n';
                for (const NodeNote &n : c.notMeasured)
                    out << "      " << tr("%1: %2 (%3)").arg(n.node, notMeasuredLabel(), n.reason) << '\n';
                for (const Figure &f : c.figures) {
                    if (!f.measured) {
                        // Never a number for what nobody measured, and never "met".
                        out << "      " << f.name << " = " << notMeasuredLabel();
                        if (f.hasThreshold)
                            out << "  " << tr("(want %1 %2)").arg(f.op, QString::number(f.threshold, 'g', 6));
                        out << '\n';
                        continue;
                    }
                    out << "      " << f.name << " = " << QString::number(f.value, 'g', 6);
                    if (!f.unit.isEmpty())
                        out << ' ' << f.unit;
                    if (f.hasThreshold)
                        out << "  "
                            << tr("(want %1 %2: %3)")
                                   .arg(f.op, QString::number(f.threshold, 'g', 6),
                                        f.met ? tr("met") : tr("NOT met"));
                    if (f.hasPrevious)
                        out << "  " << tr("previous run: %1").arg(QString::number(f.previous, 'g', 6));
                    out << '\n';
                }
            }
        }
        out.flush();
    }
};

// A signed acceptance report checked against keys from outside it: the public key inside the JSON only
// shows that the results were not changed after signing by whoever holds that key.
int ValidateCli::verifyReport(const QStringList &words)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Checks a signed acceptance report (FILE.json) against trusted keys."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("file"), tr("The signed results, FILE.json."));
    const QCommandLineOption trusted(
        QStringLiteral("trusted-key"),
        tr("A key known out of band (repeatable): a verifier key NAME+HASH+BASE64 or the base64 of the "
           "32-byte Ed25519 public key."),
        QStringLiteral("KEY"));
    const QCommandLineOption anchorsFile(QStringLiteral("anchors"), tr("A file of trusted keys."),
                                         QStringLiteral("FILE"));
    p.addOption(trusted);
    p.addOption(anchorsFile);
    if (!p.parse(QStringList{words.value(0)} + words.mid(2)))
        return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout)
            << p.helpText()
            << tr("Exit status: 0 verified against a trusted key, 1 does not verify, 2 usage, 3 "
                  "UNANCHORED (intact, but no trusted key given).")
            << Qt::endl;
        return kDone;
    }
    if (p.positionalArguments().size() != 1)
        return fail(tr("usage: clustergate validate verify-report FILE.json --trusted-key KEY"), kUsage);
    ledger::TrustAnchors anchors;
    for (const QString &k : p.values(trusted)) {
        const QByteArray raw = QByteArray::fromBase64(k.toLatin1());
        if (raw.size() == ledger::kEd25519PublicKeySize && raw.toBase64() == k.toLatin1()) {
            anchors.keys << ledger::VerifierKey::make(QStringLiteral("key"), raw);
            continue;
        }
        if (auto st = anchors.addKey(k); !st)
            return fail(tr("--trusted-key: %1").arg(st.error()), kUsage);
    }
    if (p.isSet(anchorsFile)) {
        if (auto st = anchors.addFile(p.value(anchorsFile), false); !st)
            return fail(st.error(), kUsage);
    }
    QFile f(p.positionalArguments().first());
    if (!f.open(QIODevice::ReadOnly))
        return fail(tr("cannot read %1: %2").arg(f.fileName(), f.errorString()), kFailed);
    if (f.size() > 64LL * 1024 * 1024)
        return fail(tr("%1 is larger than 64 MiB: not a signed acceptance report").arg(f.fileName()),
                    kFailed);
    const QByteArray data = f.readAll();
    QString why;
    if (!AcceptanceReports::verifySignedJson(data, &why))
        return fail(tr("%1 does NOT verify: %2").arg(f.fileName(), why), kFailed);
    const QByteArray key = QByteArray::fromBase64(QJsonDocument::fromJson(data)
                                                      .object()
                                                      .value(QStringLiteral("signature"))
                                                      .toObject()
                                                      .value(QStringLiteral("public_key"))
                                                      .toString()
                                                      .toLatin1());
    const QString fingerprint = ledger::keyFingerprint(key);
    QTextStream out(stdout);
    if (anchors.keys.isEmpty()) {
        out << tr("UNANCHORED: %1 is intact and signed by the key %2 (base64 %3), but that key is read from "
                  "the "
                  "report itself: anyone can sign a report with a key of their own. Confirm the key with the "
                  "console that made it and give it with --trusted-key.")
                   .arg(f.fileName(), fingerprint, QString::fromLatin1(key.toBase64()))
            << Qt::endl;
        return kUnanchored;
    }
    if (!anchors.trusts(key))
        return fail(tr("%1 does NOT verify: it is signed by %2, which is none of the keys you trust")
                        .arg(f.fileName(), fingerprint),
                    kFailed);
    out << tr("VERIFIED: %1 is intact and signed by %2, a key you trust.").arg(f.fileName(), fingerprint)
        << Qt::endl;
    return kDone;
}

int ValidateCli::run(const QStringList &words, CliRoot &root)
{
    if (words.value(1) == QLatin1String("verify-report"))
        return verifyReport(words);
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Validates a saved cluster level by level (L0 connectivity, L1 link, L2 single "
           "GPU, ...); a level runs only when the one below passed or was overridden."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("cluster"), tr("A saved cluster (see the console's Clusters)."));
    const QCommandLineOption levels(QStringLiteral("levels"),
                                    tr("Levels to run, e.g. L0-L2, L1, L0,L3 or all."),
                                    QStringLiteral("RANGE"), QStringLiteral("L0-L1"));
    const QCommandLineOption checklist(QStringLiteral("checklist"),
                                       tr("A checklist file or shipped name (default: standard)."),
                                       QStringLiteral("FILE|NAME"), QStringLiteral("standard"));
    const QCommandLineOption report(QStringLiteral("report"),
                                    tr("Write the signed acceptance report here (and FILE.json next to it)."),
                                    QStringLiteral("FILE.pdf"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text or json."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption overrides(
        QStringLiteral("override"),
        tr("Let LEVEL count as passed for the gate above it; the reason is recorded "
           "(repeatable)."),
        QStringLiteral("LEVEL=REASON"));
    const QCommandLineOption results(
        QStringLiteral("results"),
        tr("Recorded benchmark results (the agent's JSON) for L2/L3 (repeatable)."), QStringLiteral("FILE"));
    const QCommandLineOption knownHosts(
        QStringLiteral("known-hosts"), tr("known_hosts file the host keys must be on record in."),
        QStringLiteral("FILE"), services::ClusterConnections::defaultKnownHostsFile());
    const QCommandLineOption identity(QStringLiteral("identity"),
                                      tr("Private key to try first (repeatable)."), QStringLiteral("FILE"));
    const QCommandLineOption noAgent(QStringLiteral("no-agent"), tr("Do not use ssh-agent."));
    const QCommandLineOption signKey(
        QStringLiteral("sign-key"),
        tr("Ed25519 key file that signs the report (default: this console's validation "
           "key in the keychain, made on first use)."),
        QStringLiteral("FILE"));
    const QCommandLineOption actor(QStringLiteral("as"), tr("Who runs the validation (default: $USER)."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption timeout(QStringLiteral("connect-timeout"), tr("Seconds to log in to each host."),
                                     QStringLiteral("S"), QStringLiteral("20"));
    const QCommandLineOption exclude(
        QStringLiteral("exclude"),
        tr("Leave these nodes out of the run (a node list: gpu[03-04],gpu07); needs --exclude-reason. "
           "Repeatable, each with its own --exclude-reason."),
        QStringLiteral("EXPR"));
    const QCommandLineOption excludeReason(
        QStringLiteral("exclude-reason"),
        tr("Why the nodes of the matching --exclude are left out (recorded with the results and in the "
           "report)."),
        QStringLiteral("TEXT"));
    for (const auto &o : {levels, checklist, report, format, overrides, results, knownHosts, identity,
                          noAgent, signKey, actor, timeout, exclude, excludeReason})
        p.addOption(o);
    if (!p.parse(words))
        return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1)
        return fail(tr("give one saved cluster name") + QStringLiteral("\n\n") + p.helpText(), kUsage);
    const bool json = p.value(format) == QLatin1String("json");
    if (!json && p.value(format) != QLatin1String("text"))
        return fail(tr("--format is text or json"), kUsage);

    const Result<Checklist> list = Checklists::load(p.value(checklist));
    if (!list.ok())
        return fail(list.error(), kUsage);
    const Result<QStringList> range = Checklists::levelRange(list.value(), p.value(levels));
    if (!range.ok())
        return fail(range.error(), kUsage);

    QString who = p.value(actor);
    if (who.isEmpty())
        who = localUserName();
    services::Profile profile;
    if (const Status st = profile.open(who); !st)
        return fail(st.error(), kFailed);
    Database &db = profile.database();
    Inventory inv(db);
    const auto clusters = inv.clusters();
    if (!clusters.ok())
        return fail(clusters.error(), kFailed);
    std::optional<ClusterRecord> cluster;
    QStringList names;
    for (const ClusterRecord &c : clusters.value()) {
        names << c.name;
        if (c.name == pos.first())
            cluster = c;
    }
    if (!cluster)
        return fail(tr("no saved cluster '%1' (saved: %2)")
                        .arg(pos.first(), names.isEmpty() ? tr("none") : names.join(QLatin1String(", "))),
                    kUsage);
    const auto nodes = inv.nodes(cluster->id);
    if (!nodes.ok())
        return fail(nodes.error(), kFailed);

    ssh::SessionOptions local;
    local.knownHostsFile = p.value(knownHosts);
    local.useAgent = !p.isSet(noAgent) && !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
    const services::ClusterConnections connections(inv, local);
    ValidationTarget target;
    target.cluster = *cluster;
    target.base = services::ClusterConnections::sessionOptions(*cluster, local);
    target.resultsFiles = p.values(results);
    target.connectTimeoutMs = std::max(1, p.value(timeout).toInt()) * 1000;
    target.localAgent = locateAgent().path;
    for (const NodeRecord &n : nodes.value()) {
        auto c = connections.node(cluster->id, n.name);
        if (!c.ok())
            return fail(c.error(), kFailed);
        ssh::ChainPlan plan = c->plan;
        for (ssh::Endpoint &e : plan.jumps)
            e.identityFiles = p.values(identity) + e.identityFiles;
        plan.target.identityFiles = p.values(identity) + plan.target.identityFiles;
        target.nodes << TargetNode{n.name, plan};
    }

    ledger::AuditLog &audit = profile.auditLog();
    ledger::AuditLogSink &sink = profile.auditSink();
    ValidationEngine engine(root.hub(), &db, &audit);
    engine.setOperator(who);
    engine.setChecklist(list.value());
    engine.setTarget(target);
    engine.setCommandAuditSink(&sink);
    const QStringList excludes = p.values(exclude), reasons = p.values(excludeReason);
    if (!reasons.isEmpty() && excludes.isEmpty())
        return fail(tr("--exclude-reason goes with --exclude EXPR"), kUsage);
    if (!excludes.isEmpty() && reasons.isEmpty())
        return fail(tr("--exclude needs --exclude-reason TEXT: the reason is recorded with the results"),
                    kUsage);
    if (reasons.size() != 1 && reasons.size() != excludes.size())
        return fail(tr("give one --exclude-reason for all --exclude options, or one for each (%1 "
                       "--exclude, %2 --exclude-reason)")
                        .arg(excludes.size())
                        .arg(reasons.size()),
                    kUsage);
    for (qsizetype i = 0; i < excludes.size(); ++i) {
        const Status st = engine.excludeNodes(excludes.at(i), reasons.value(reasons.size() == 1 ? 0 : i));
        if (!st.ok())
            return fail(st.error(), kUsage);
    }
    for (const QString &o : p.values(overrides)) {
        const qsizetype eq = o.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return fail(tr("--override takes LEVEL=REASON, not '%1'").arg(o), kUsage);
        if (const Status st = engine.overrideLevel(o.left(eq), o.mid(eq + 1)); !st.ok())
            return fail(st.error(), kUsage);
    }

    QTextStream err(stderr);
    QObject::connect(&engine, &ValidationEngine::checkStarted, &engine,
                     [&](const QString &level, const QString &check) {
                         if (!json)
                             err << tr("%1 %2 ...").arg(level, check) << Qt::endl;
                     });
    QEventLoop loop;
    QObject::connect(&engine, &ValidationEngine::finished, &loop, &QEventLoop::quit);
    if (!engine.start(range.value()))
        return fail(tr("nothing to run"), kUsage);
    loop.exec();
    sink.flush();

    int code = engine.lastRunPassed() ? kDone : kFailed;
    QJsonObject reportJson;
    if (p.isSet(report)) {
        std::unique_ptr<ledger::KeySigner> key;
        if (p.isSet(signKey)) {
            auto fromFile = AcceptanceReports::loadOrCreateKey(p.value(signKey));
            if (!fromFile.ok())
                return fail(fromFile.error(), kReport);
            key = std::move(fromFile.value());
        } else {
            secrets::CredentialStore keychain(std::make_unique<secrets::KeychainBackend>());
            secrets::CredentialRegistry registry(db);
            auto loaded = ValidationKey::load(keychain, &registry, AcceptanceReports::defaultKeyPath());
            if (!loaded.ok())
                return fail(loaded.error(), kReport);
            if (!loaded->notice.isEmpty())
                QTextStream(stderr) << tr("note: %1").arg(loaded->notice) << Qt::endl;
            key = std::move(loaded->key);
        }
        const auto written =
            AcceptanceReports::write(AcceptanceReport::from(engine), *key, p.value(report), &audit);
        if (!written.ok())
            return fail(written.error(), kReport);
        reportJson =
            QJsonObject{{QStringLiteral("pdf"), written->pdfPath},
                        {QStringLiteral("json"), written->jsonPath},
                        {QStringLiteral("pdf_sha256"), QString::fromLatin1(written->pdfSha256)},
                        {QStringLiteral("public_key"), QString::fromLatin1(written->publicKey.toBase64())}};
    }
    QTextStream out(stdout);
    if (json) {
        QJsonObject o = AcceptanceReport::from(engine).toJson();
        // The report's JSON already holds the exclusions and each level's verdict with its node counts.
        o.insert(QStringLiteral("passed"), code == 0);
        if (!reportJson.isEmpty())
            o.insert(QStringLiteral("report"), reportJson);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printText(engine, out);
        if (!reportJson.isEmpty())
            out << tr("report: %1 (SHA-256 %2), signed results: %3")
                       .arg(reportJson.value(QStringLiteral("pdf")).toString(),
                            reportJson.value(QStringLiteral("pdf_sha256")).toString(),
                            reportJson.value(QStringLiteral("json")).toString())
                << Qt::endl;
    }
    if (!engine.storageError().isEmpty())
        err << tr("warning: %1").arg(engine.storageError()) << Qt::endl;
    return code;
}

} // namespace

int validateCommand(const QStringList &words, CliRoot &root)
{
    return ValidateCli::run(words, root);
}

bool validateNeedsFonts(const QStringList &words)
{
    return words.value(0) == QLatin1String("validate") &&
           (words.contains(QStringLiteral("--report")) ||
            std::any_of(words.begin(), words.end(),
                        [](const QString &w) { return w.startsWith(QLatin1String("--report=")); }));
}

} // namespace cg::cli
