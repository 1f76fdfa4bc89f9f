// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_data.h"
#include "exit_codes.h"

#include "cli_root.h"
#include "cli_ssh.h"

#include "common/local_user.h"
#include "common/shell_word.h"
#include "inventory/inventory.h"
#include "ledger/credential_signer.h"
#include "ledger/ledger.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/file_vault_backend.h"
#include "secrets/keychain_backend.h"
#include "secrets/process_secrets.h"
#include "services/cluster_connections.h"
#include "services/identity_signer.h"
#include "services/profile.h"
#include "services/push_run.h"
#include "ssh/chain_plan.h"
#include "ssh/connection_hub.h"
#include "storage/database.h"
#include "transfer/data_transfers.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <atomic>
#include <csignal>
#include <unistd.h>

namespace cg::cli {

namespace {

using namespace exit_code;

std::atomic<bool> g_interrupted{false};

void onSignal(int)
{
    g_interrupted = true;
}

class DataCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::DataCli)

public:
    static int fail(const QString &message, int code) { return failWith(message, code); }

    static QString usage()
    {
        return tr(
            "usage: clustergate data push DATASET --cluster C [--to PATH] [--form FORM] [--connections N]\n"
            "                              [--chunk-size SIZE] [--limit-rate RATE] --key ID [ssh options]\n"
            "       clustergate data status|list [ID] [--format json]\n"
            "       clustergate data resume ID [--connections N] [--limit-rate RATE] [ssh options]\n"
            "       clustergate data cancel ID\n"
            "       clustergate data wipe ID [ssh options]\n"
            "SIZE and RATE: bytes, or with K, M or G (1024-based); RATE is per second for the whole "
            "transfer.");
    }

    // "64M", "1G", "512K", "1048576".
    static qint64 parseSize(const QString &text)
    {
        QString t = text.trimmed().toUpper();
        if (t.endsWith(QLatin1Char('B')))
            t.chop(1);
        qint64 mult = 1;
        if (t.endsWith(QLatin1Char('K')))
            mult = 1ll << 10;
        else if (t.endsWith(QLatin1Char('M')))
            mult = 1ll << 20;
        else if (t.endsWith(QLatin1Char('G')))
            mult = 1ll << 30;
        if (mult != 1)
            t.chop(1);
        bool ok = false;
        const qint64 n = t.toLongLong(&ok);
        return ok && n >= 0 && n < (qint64(1) << 50) / mult ? n * mult : -1;
    }

    static std::unique_ptr<ledger::Signer> signer(const QCommandLineParser &p, Database &db, QString *error)
    {
        const QString id = p.value(QStringLiteral("key"));
        if (id.isEmpty()) {
            *error = tr("the manifest is signed with your identity key: --key ID (a private-key credential)");
            return nullptr;
        }
        const QString vault = p.isSet(QStringLiteral("vault")) ? p.value(QStringLiteral("vault")) : QString();
        QByteArray pass = vault.isEmpty() ? QByteArray() : secrets::takeVaultPassphrase();
        auto s = services::IdentitySigner::fromKeychainOrVault(db, id, vault, pass);
        secrets::wipe(pass);
        if (!s) {
            *error = s.error();
            return nullptr;
        }
        return std::move(s.value());
    }

    static std::optional<ClusterRecord> savedCluster(Database &db, const QString &name)
    {
        const auto all = Inventory(db).clusters();
        if (all.ok())
            for (const ClusterRecord &c : all.value())
                if (c.name == name)
                    return c;
        return std::nullopt;
    }

    static QString human(double bytes)
    {
        const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        while (bytes >= 1024 && u < 4) {
            bytes /= 1024;
            ++u;
        }
        return QStringLiteral("%1 %2").arg(bytes, 0, 'f', u == 0 ? 0 : 1).arg(QLatin1String(units[u]));
    }

    static QJsonObject summary(const transfer::TransferState &s)
    {
        const transfer::Manifest &m = s.manifest;
        return QJsonObject{{QStringLiteral("id"), m.id},
                           {QStringLiteral("dataset"), m.dataset},
                           {QStringLiteral("cluster"), m.cluster},
                           {QStringLiteral("remote_path"), m.remotePath},
                           {QStringLiteral("request"), m.requestId},
                           {QStringLiteral("approval"), m.approvalId},
                           {QStringLiteral("status"), transfer::statusName(s.status)},
                           {QStringLiteral("reason"), s.reason},
                           {QStringLiteral("files"), int(m.files.size())},
                           {QStringLiteral("total_bytes"), QString::number(m.totalBytes())},
                           {QStringLiteral("verified_bytes"), QString::number(s.verifiedBytes())},
                           {QStringLiteral("chunks"), m.chunkCount()},
                           {QStringLiteral("verified_chunks"), int(s.verifiedChunks.size())},
                           {QStringLiteral("bytes_sent"), QString::number(s.bytesSent)},
                           {QStringLiteral("bytes_resent"), QString::number(s.bytesResent)},
                           {QStringLiteral("stall_restarts"), s.stallRestarts},
                           {QStringLiteral("connections"), s.connections},
                           {QStringLiteral("connection_note"), s.connectionNote},
                           {QStringLiteral("manifest_sha256"), QString::fromLatin1(m.sha256().toHex())},
                           {QStringLiteral("updated"), s.updated.toString(Qt::ISODateWithMs)}};
    }

    static int run(const QStringList &words, CliRoot &root);

private:
    static int status(const QCommandLineParser &p, transfer::TransferStore &store, const QStringList &pos);
    // push DATASET or resume ID: one services::runPush, as the window runs it.
    static int send(const QCommandLineParser &p, SshTarget &ssh, services::Profile &profile,
                    transfer::DataTransfers &transfers, const QStringList &pos, const QString &actor);
    static int wipe(const QCommandLineParser &p, SshTarget &ssh, services::Profile &profile,
                    transfer::DataTransfers &transfers, const QString &id, const QString &actor);
};

int DataCli::status(const QCommandLineParser &p, transfer::TransferStore &store, const QStringList &pos)
{
    QList<transfer::TransferState> list;
    if (pos.size() == 2) {
        Result<transfer::TransferState> s = store.load(pos.at(1));
        if (!s)
            return fail(s.error(), kFailed);
        list << s.value();
    } else {
        Result<QList<transfer::TransferState>> all = store.list();
        if (!all)
            return fail(all.error(), kFailed);
        list = all.value();
    }
    QTextStream out(stdout);
    if (p.value(QStringLiteral("format")) == QLatin1String("json")) {
        QJsonArray a;
        for (const transfer::TransferState &s : std::as_const(list))
            a.append(summary(s));
        out << QJsonDocument(a).toJson(QJsonDocument::Indented);
        return kDone;
    }
    for (const transfer::TransferState &s : std::as_const(list)) {
        const transfer::Manifest &m = s.manifest;
        out << tr("%1  %2 -> %3:%4  %5  %6 of %7 verified (%8 of %9 chunks)")
                   .arg(m.id, m.dataset, m.cluster, m.remotePath, transfer::statusName(s.status),
                        human(double(s.verifiedBytes())), human(double(m.totalBytes())))
                   .arg(s.verifiedChunks.size())
                   .arg(m.chunkCount())
            << Qt::endl;
        if (!s.reason.isEmpty())
            out << "    " << s.reason << Qt::endl;
    }
    return kDone;
}

int DataCli::send(const QCommandLineParser &p, SshTarget &ssh, services::Profile &profile,
                  transfer::DataTransfers &transfers, const QStringList &pos, const QString &actor)
{
    const bool push = pos.at(1) == QLatin1String("push");
    services::PushRun run;
    run.frontEnd = services::cliFrontEnd();
    run.actor = actor;
    transfer::TransferOptions &o = run.options;
    bool ok = true;
    o.connections = p.value(QStringLiteral("connections")).toInt(&ok);
    if (!ok || o.connections < 1 || o.connections > 32)
        return fail(tr("--connections must be between 1 and 32"), kUsage);
    if (p.isSet(QStringLiteral("limit-rate"))) {
        o.limitBytesPerSecond = parseSize(p.value(QStringLiteral("limit-rate")));
        if (o.limitBytesPerSecond < 1)
            return fail(
                tr("--limit-rate: '%1' is not a rate (e.g. 40M)").arg(p.value(QStringLiteral("limit-rate"))),
                kUsage);
    }
    o.stallSeconds = p.value(QStringLiteral("stall-seconds")).toInt(&ok);
    if (!ok || o.stallSeconds < 1)
        return fail(tr("--stall-seconds must be a positive number"), kUsage);

    QString clusterName;
    if (push) {
        clusterName = p.value(QStringLiteral("cluster"));
        if (clusterName.isEmpty())
            return fail(tr("data push needs --cluster NAME (a saved cluster)"), kUsage);
    } else {
        run.resumeId = pos.at(2);
        const Result<transfer::TransferState> s = transfers.store().load(run.resumeId);
        if (!s)
            return fail(s.error(), kFailed);
        clusterName = s->manifest.cluster;
    }
    const std::optional<ClusterRecord> cluster = savedCluster(profile.database(), clusterName);
    if (!cluster)
        return fail(tr("no saved cluster '%1' ('clustergate clusters list' shows them)").arg(clusterName),
                    kUsage);
    if (push) {
        const QString dataset = pos.at(2);
        transfer::PushRequest &req = run.request;
        req.dataset = dataset;
        req.form = p.value(QStringLiteral("form"));
        req.cluster = cluster->name;
        req.country = cluster->region;
        req.region = cluster->region;
        req.remotePath =
            p.isSet(QStringLiteral("to"))
                ? p.value(QStringLiteral("to"))
                : transfer::DataTransfers::defaultRemoteDir(cluster->placement.stagingRoot, dataset);
        req.chunkSize = parseSize(p.value(QStringLiteral("chunk-size")));
        req.frontEnd = run.frontEnd;
    }
    run.hub = &ssh.hub();
    run.signer = [&p, &profile]() -> Result<std::unique_ptr<ledger::Signer>> {
        QString error;
        std::unique_ptr<ledger::Signer> key = signer(p, profile.database(), &error);
        if (!key)
            return Result<std::unique_ptr<ledger::Signer>>::failure(error, ErrorCode::Invalid);
        return key;
    };
    run.prepared = [](const transfer::TransferState &state) {
        QTextStream(stderr)
            << tr("%1: %2 file(s), %3, %4 chunk(s), signed manifest %5 recorded; approval %6 of "
                  "request %7 (until %8)")
                   .arg(state.manifest.id)
                   .arg(state.manifest.files.size())
                   .arg(human(double(state.manifest.totalBytes())))
                   .arg(state.manifest.chunkCount())
                   .arg(QString::fromLatin1(state.manifest.sha256().toHex().left(16)))
                   .arg(state.manifest.approvalId)
                   .arg(state.manifest.requestId)
                   .arg(state.manifest.approvalExpires.toString(Qt::ISODate))
            << Qt::endl;
    };
    int connectRc = 0;
    QElapsedTimer took;
    QString sending; // the transfer's id, once it is known
    run.connection = [&](const transfer::Manifest &m, ssh::ChainPlan *plan, ssh::SessionOptions *base) {
        sending = m.id;
        const Inventory inventory(profile.database());
        const auto planned = services::ClusterConnections(inventory).connection(cluster->id);
        if (!planned.ok()) {
            connectRc = fail(planned.error(), kUsage);
            return Status::failureOf(planned);
        }
        if (const int rc = ssh.connect(p, planned.value()); rc != 0) {
            connectRc = rc;
            return Status::failure(tr("not connected"), ErrorCode::Unreachable);
        }
        *plan = ssh.plan();
        *base = ssh.base();
        // From here an interrupt stops the transfer before its next chunk, resumable.
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
        took.start();
        return Status(Ok{});
    };
    run.cancelled = [] { return g_interrupted.load(); };
    const bool tty = ::isatty(2);
    run.progress = [tty, &sending](const transfer::TransferProgress &pr) {
        if (!tty)
            return;
        const int percent = pr.totalBytes > 0 ? int(pr.verifiedBytes * 100 / pr.totalBytes) : 100;
        QTextStream(stderr) << '\r'
                            << tr("%1: %2 % of %3, %4/s, %5 connection(s), ETA %6 s   ")
                                   .arg(sending)
                                   .arg(percent)
                                   .arg(human(double(pr.totalBytes)), human(pr.bytesPerSecond))
                                   .arg(pr.connections)
                                   .arg(pr.etaSeconds < 0 ? QStringLiteral("?")
                                                          : QString::number(pr.etaSeconds));
    };
    const Result<transfer::TransferState> ran = services::runPush(transfers, run);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!ran) {
        if (connectRc != 0)
            return connectRc; // the reason is already printed
        switch (ran.code()) {
        case ErrorCode::Refused:
        case ErrorCode::Conflict:
            return fail(ran.error(), kRefused);
        case ErrorCode::Invalid:
            return fail(ran.error(), kUsage);
        case ErrorCode::Cancelled:
            return fail(ran.error(), kInterrupted);
        default:
            return fail(ran.error(), kFailed);
        }
    }
    const transfer::TransferState &state = ran.value();
    if (tty) {
        QTextStream err(stderr);
        err << Qt::endl;
    }
    if (!state.connectionNote.isEmpty())
        QTextStream(stderr) << "clustergate: " << state.connectionNote << Qt::endl;
    const double secs = std::max<qint64>(1, took.isValid() ? took.elapsed() : 1) / 1000.0;
    switch (state.status) {
    case transfer::TransferStatus::Complete:
        QTextStream(stdout)
            << tr("%1: %2 (%3 file(s), %4) on %5:%6, every chunk and file verified by SHA-256 on "
                  "the far side; %7 resent; %8/s over %9 connection(s)")
                   .arg(state.manifest.id, state.manifest.dataset)
                   .arg(state.manifest.files.size())
                   .arg(human(double(state.manifest.totalBytes())), state.manifest.cluster,
                        state.manifest.remotePath, human(double(state.bytesResent)),
                        human(double(state.bytesSent) / secs))
                   .arg(state.connections)
            << Qt::endl;
        return kDone;
    case transfer::TransferStatus::Cancelled:
    case transfer::TransferStatus::Stopped:
        return fail(state.reason, kInterrupted);
    default:
        return fail(state.reason, kFailed);
    }
}

int DataCli::run(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Send a dataset to a cluster under its export approval, and wipe it there."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("push|status|list|resume|cancel|wipe"), tr("what to do"));
    const auto opt = [](const char *name, const QString &help, const char *value = nullptr,
                        const char *def = nullptr) {
        QCommandLineOption o(QString::fromLatin1(name), help);
        if (value)
            o.setValueName(QString::fromLatin1(value));
        if (def)
            o.setDefaultValue(QString::fromLatin1(def));
        return o;
    };
    p.addOptions(
        {opt("cluster", tr("push: the saved cluster to send to."), "NAME"),
         opt("to",
             tr("push: the directory on the cluster (default: the cluster's staging root, else "
                "clustergate/datasets, then DATASET)."),
             "PATH"),
         opt("form", tr("push: the export form (default: the one the approval names)."), "FORM"),
         opt("connections", tr("Parallel SSH connections."), "N", "4"),
         opt("chunk-size", tr("push: chunk size."), "SIZE", "64M"),
         opt("limit-rate", tr("Bandwidth limit for the whole transfer, per second."), "RATE"),
         opt("stall-seconds", tr("Restart a connection without progress for this long."), "S", "30"),
         opt("key", tr("push: your identity key that signs the manifest (a private-key credential)."), "ID"),
         opt("vault", tr("Read --key from the encrypted file vault FILE."), "FILE"),
         opt("as", tr("Who acts (default: the login name)."), "NAME"),
         opt("format", tr("status|list: text or json."), "FORMAT", "text")});
    SshTarget ssh(root.hub());
    ssh.addOptions(p);
    QStringList args = words;
    args.prepend(QStringLiteral("clustergate"));
    if (!p.parse(args))
        return fail(p.errorText(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText() << usage() << Qt::endl;
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(1);
    const QString actor = p.isSet(QStringLiteral("as")) ? p.value(QStringLiteral("as")) : localUserName();
    const bool withId =
        verb == QLatin1String("resume") || verb == QLatin1String("cancel") || verb == QLatin1String("wipe");
    if ((verb == QLatin1String("push") && pos.size() != 3) || (withId && pos.size() != 3) ||
        ((verb == QLatin1String("status") || verb == QLatin1String("list")) && pos.size() > 3) ||
        (verb != QLatin1String("push") && !withId && verb != QLatin1String("status") &&
         verb != QLatin1String("list")))
        return fail(usage(), kUsage);

    transfer::TransferStore store;
    if (verb == QLatin1String("status") || verb == QLatin1String("list"))
        return status(p, store, pos.mid(1));
    if (verb == QLatin1String("cancel")) {
        Result<transfer::TransferState> s = store.load(pos.at(2));
        if (!s)
            return fail(s.error(), kFailed);
        auto lock = store.lockDataset(s->manifest.dataset, s->manifest.id);
        if (!lock.ok()) {
            // Running: the transfer reads the marker before its next chunk and stops resumable.
            QFile marker(QDir(store.dir()).filePath(s->manifest.id + QStringLiteral(".cancel")));
            if (!marker.open(QIODevice::WriteOnly))
                return fail(marker.errorString(), kFailed);
            QTextStream(stdout)
                << tr("%1: asked to stop; 'clustergate data resume %1' continues it").arg(s->manifest.id)
                << Qt::endl;
            return kDone;
        }
        if (s->status == transfer::TransferStatus::Running) {
            s->status = transfer::TransferStatus::Cancelled;
            s->reason = tr("cancelled; 'clustergate data resume %1' continues it").arg(s->manifest.id);
            if (const Status st = store.save(s.value()); !st)
                return fail(st.error(), kFailed);
        }
        QTextStream(stdout) << tr("%1: not running (%2)").arg(s->manifest.id, transfer::statusName(s->status))
                            << Qt::endl;
        return kDone;
    }

    services::Profile profile;
    if (const Status st = profile.open(actor); !st)
        return fail(st.error(), kFailed);
    ledger::TrustAnchors anchors;
    (void)anchors.addFile(ledger::TrustAnchors::configuredFile(), true);
    transfer::DataTransfers transfers(profile.ledger(), anchors, store);

    if (verb == QLatin1String("wipe"))
        return wipe(p, ssh, profile, transfers, pos.at(2), actor);
    return send(p, ssh, profile, transfers, pos, actor);
}

int DataCli::wipe(const QCommandLineParser &p, SshTarget &ssh, services::Profile &profile,
                  transfer::DataTransfers &transfers, const QString &id, const QString &actor)
{
    transfer::TransferStore &store = transfers.store();
    Result<transfer::TransferState> s = store.load(id);
    if (!s)
        return fail(s.error(), kFailed);
    transfer::TransferState state = s.value();
    if (!state.manifest.signatureValid())
        return fail(tr("the manifest of %1 does not verify against its sender's key: not resumed")
                        .arg(state.manifest.id),
                    kFailed);
    const std::optional<ClusterRecord> cluster = savedCluster(profile.database(), state.manifest.cluster);
    if (!cluster)
        return fail(
            tr("no saved cluster '%1' ('clustergate clusters list' shows them)").arg(state.manifest.cluster),
            kUsage);
    auto lock = store.lockDataset(state.manifest.dataset, state.manifest.id);
    if (!lock.ok())
        return fail(lock.error(), kRefused);
    if (state.status == transfer::TransferStatus::Wiped)
        return fail(
            tr("%1 was already wiped on %2").arg(state.manifest.id, state.wiped.toString(Qt::ISODate)),
            kFailed);
    const Inventory inventory(profile.database());
    const auto planned = services::ClusterConnections(inventory).connection(cluster->id);
    if (!planned.ok())
        return fail(planned.error(), kUsage);
    if (const int rc = ssh.connect(p, planned.value()); rc != 0)
        return rc;
    Result<transfer::WipeEvidence> ev = transfers.wipe(ssh.hub(), ssh.plan(), ssh.base(), state, actor);
    if (!ev)
        return fail(ev.error(), kFailed);
    QTextStream(stdout) << tr("%1: removed from %2:%3 and checked gone; evidence %4 (SHA-256 %5)\n"
                              "for the destruction certificate: clustergate ledger request destroyed %6 "
                              "--method clear --asset %7 --verification 'checked gone' --evidence %8 "
                              "--performed-by NAME --date DATE")
                               .arg(state.manifest.id, state.manifest.cluster, state.manifest.remotePath,
                                    ev->file, QString::fromLatin1(ev->sha256.toHex()),
                                    QString::number(state.manifest.requestId),
                                    shellWord(state.manifest.cluster + QLatin1Char(':') +
                                              state.manifest.remotePath),
                                    shellWord(ev->file))
                        << Qt::endl;
    return kDone;
}

} // namespace

int dataCommand(const QStringList &words, CliRoot &root)
{
    return DataCli::run(words, root);
}

} // namespace cg::cli
