// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_clusters.h"

#include "cli_clusters_common.h"

#include "common/paths.h"
#include "common/shell_word.h"
#include "inventory/inventory.h"
#include "inventory/node_list.h"
#include "inventory/ssh_config_import.h"
#include "jobs/job_backend.h"
#include "services/cluster_draft.h"
#include "storage/database.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

namespace cg::cli {

namespace {

class ClustersCli : public ClustersCliCommon
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::ClustersCli)

public:
    static int run(const QStringList &words);

    static QString usage()
    {
        return tr(
            "usage: clustergate clusters list|show|add|edit|remove|import-ssh-config ...\n"
            "  clusters list [--format text|json]\n"
            "  clusters show NAME [--format text|json]\n"
            "  clusters add NAME --jump HOPS --nodes EXPR [--host-keys strict|accept-new]\n"
            "               [--identity FILE]... [--user USER] [--legacy-kex on|off] [more, see --help]\n"
            "  clusters edit NAME [the options of add] [--rename NEW] [--no-jump] [--no-identity]\n"
            "  clusters remove NAME\n"
            "  clusters import-ssh-config [FILE] [--openssh] [--host ALIAS]... [--dry-run]\n"
            "                             [--format text|json]");
    }

private:
    // The saved cluster called `name`, or a message that lists the saved ones.
    static Result<ClusterRecord> find(Inventory &inv, const QString &name)
    {
        const auto all = inv.clusters();
        if (!all.ok())
            return Result<ClusterRecord>::failure(all.error());
        QStringList names;
        for (const ClusterRecord &c : all.value()) {
            if (c.name == name)
                return c;
            names << c.name;
        }
        return Result<ClusterRecord>::failure(
            tr("no saved cluster '%1' (saved: %2); see clustergate clusters list")
                .arg(name, names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "))));
    }

    // What `show` and `remove` start from: one cluster name and --format read, the profile's database
    // opened, the saved cluster found and its nodes read (the caller decides what a failed read means).
    static QString jobBackendOf(Database &db, qint64 clusterId)
    {
        const Result<QString> chosen = jobs::JobBackendChoice::of(db, clusterId);
        return chosen.ok() ? chosen.value() : chosen.error();
    }

    struct OneCluster
    {
        services::Profile profile;
        std::optional<Inventory> inventory;
        ClusterRecord cluster;
        std::optional<Result<QList<NodeRecord>>> nodes;
        bool json = false;
    };

    // Returns the exit status when the action cannot go on.
    static std::optional<int> loadOne(const QCommandLineParser &p, const QString &verb,
                                      const QString &argumentError, OneCluster &one)
    {
        if (p.positionalArguments().size() != 1)
            return usageError(argumentError, helpText(p, verb));
        int code = exit_code::kDone;
        const auto json = jsonFormat(p, verb, &code);
        if (!json)
            return code;
        one.json = *json;
        if (const auto failed = openDatabase(one.profile))
            return failed;
        one.inventory.emplace(one.profile.database());
        const auto c = find(*one.inventory, p.positionalArguments().first());
        if (!c.ok())
            return fail(c.error(), kFailed);
        one.cluster = c.value();
        one.nodes.emplace(one.inventory->nodes(one.cluster.id));
        return std::nullopt;
    }

    static QJsonObject endpointJson(const ssh::Endpoint &e)
    {
        return {{QStringLiteral("host"), e.host},
                {QStringLiteral("port"), int(e.port)},
                {QStringLiteral("user"), e.user},
                {QStringLiteral("label"), e.label}};
    }

    static QString hopsText(const QList<ssh::Endpoint> &jumps)
    {
        return NodeList::jumpsText(jumps).replace(QLatin1Char('\n'), QLatin1Char(','));
    }

    // The keys documented in docs/cli.md; `nodes` empty with `full` false: a list entry.
    static QJsonObject clusterJson(const ClusterRecord &c, const QList<NodeRecord> &nodes, bool full)
    {
        QJsonObject o{{QStringLiteral("name"), c.name},
                      {QStringLiteral("provider"), c.provider},
                      {QStringLiteral("region"), c.region},
                      {QStringLiteral("host_key_policy"), Inventory::policyName(c.hostKeyPolicy)},
                      {QStringLiteral("legacy_kex"), c.allowLegacyKex},
                      {QStringLiteral("identity_files"), QJsonArray::fromStringList(c.identityFiles)},
                      {QStringLiteral("node_count"), int(nodes.size())},
                      {QStringLiteral("node_names"), NodeList::compressedNames(nodes)}};
        QJsonArray jumps;
        for (const ssh::Endpoint &e : c.jumps)
            jumps.append(endpointJson(e));
        o.insert(QStringLiteral("jump_hosts"), jumps);
        if (!full)
            return o;
        QJsonArray ns;
        for (const NodeRecord &n : nodes) {
            QJsonObject e = endpointJson(n.endpoint);
            e.remove(QStringLiteral("label"));
            e.insert(QStringLiteral("name"), n.name);
            ns.append(e);
        }
        o.insert(QStringLiteral("nodes"), ns);
        const ClusterPlacement &pl = c.placement;
        o.insert(QStringLiteral("placement"),
                 QJsonObject{{QStringLiteral("interconnect_feature"), pl.interconnectFeature},
                             {QStringLiteral("topology_switches"), pl.topologySwitches},
                             {QStringLiteral("switches_wait_minutes"), pl.switchesWaitMinutes},
                             {QStringLiteral("object_store_root"), pl.objectStoreRoot},
                             {QStringLiteral("object_store_remote"), pl.objectStoreRemote},
                             {QStringLiteral("default_bucket"), pl.defaultBucket},
                             {QStringLiteral("staging_root"), pl.stagingRoot},
                             {QStringLiteral("registries"), QJsonArray::fromStringList(pl.registries)}});
        return o;
    }

    static int list(const QStringList &args);
    static int show(const QStringList &args);
    static int define(const QStringList &args, bool edit);
    static int remove(const QStringList &args);

    static void addDefinitionOptions(QCommandLineParser &p, bool edit);
    // Applies the options given to `c` and `nodes`; the first that does not read is the error.
    static Status applyDefinition(const QCommandLineParser &p, bool edit, ClusterRecord *c,
                                  QList<NodeRecord> *nodes, bool *nodesGiven);
};

void ClustersCli::addDefinitionOptions(QCommandLineParser &p, bool edit)
{
    p.addOption({QStringLiteral("jump"),
                 tr("Jump hosts in connection order, [user@]host[:port], comma-separated as with ssh -J "
                    "(repeatable; %1).")
                     .arg(edit ? tr("replaces the chain") : tr("none: the nodes are reached directly")),
                 QStringLiteral("HOPS")});
    p.addOption({QStringLiteral("nodes"),
                 tr("Nodes, one line of the node-list grammar: [NAMES] [user@]HOSTS[:port] with "
                    "hostlists (gpu[01-08] 10.0.0.[11-18]); repeatable, one line each%1.")
                     .arg(edit ? tr("; replaces the node list") : QString()),
                 QStringLiteral("EXPR")});
    p.addOption({QStringLiteral("nodes-file"),
                 tr("Read node lines from FILE (- for standard input), after the --nodes lines."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("user"),
                 tr("Login for the jump hosts and nodes written without user@ (default: your login)."),
                 QStringLiteral("USER")});
    p.addOption({QStringLiteral("port"),
                 tr("SSH port for the --jump hops and --nodes lines written without :port (default 22)."),
                 QStringLiteral("PORT")});
    p.addOption({QStringLiteral("host-keys"),
                 tr("strict: refuse host keys not on record (default); accept-new: record a host's first "
                    "key, refuse a changed one."),
                 QStringLiteral("POLICY")});
    p.addOption({QStringLiteral("identity"),
                 tr("Private key file used on every hop and node (repeatable, in order%1).")
                     .arg(edit ? tr("; replaces the list") : QString()),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("legacy-kex"),
                 tr("on: allow SHA-1 key exchange (group1/group14-sha1, group-exchange-sha1) for old "
                    "servers; off (default)."),
                 QStringLiteral("on|off")});
    p.addOption({QStringLiteral("provider"), tr("Who rents the cluster out."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("region"), tr("Country or region, e.g. SG."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("interconnect-feature"),
                 tr("Node feature of the high-speed fabric (the scheduler's node constraint)."),
                 QStringLiteral("FEATURE")});
    p.addOption({QStringLiteral("topology-switches"),
                 tr("on: the topology plugin honours --switches; off (default)."), QStringLiteral("on|off")});
    p.addOption({QStringLiteral("switches-wait"),
                 tr("How long a job waits for one switch, as the scheduler reads it "
                    "(30, 1:30:00, 1-12)."),
                 QStringLiteral("WAIT")});
    p.addOption({QStringLiteral("object-store-root"),
                 tr("Absolute path where the object store is mounted on the cluster."),
                 QStringLiteral("PATH")});
    p.addOption({QStringLiteral("object-store-remote"), tr("Else the nodes' rclone remote for it."),
                 QStringLiteral("REMOTE")});
    p.addOption({QStringLiteral("default-bucket"), tr("What the guides' placeholder <bucket> stands for."),
                 QStringLiteral("BUCKET")});
    p.addOption({QStringLiteral("staging-root"),
                 tr("Where datasets are staged (default: $HOME/clustergate/datasets)."),
                 QStringLiteral("PATH")});
    p.addOption(
        {QStringLiteral("registry"),
         tr("A container registry job images are resolved and pulled from, in order: the first is the "
            "primary, the rest mirrors (repeatable; https://HOST[:PORT][/PREFIX]; \"none\" clears "
            "the list)."),
         QStringLiteral("URL")});
    if (edit) {
        p.addOption({QStringLiteral("rename"), tr("New name of the cluster."), QStringLiteral("NEW")});
        p.addOption(
            {QStringLiteral("no-jump"), tr("Remove the jump chain: the nodes are reached directly.")});
        p.addOption(
            {QStringLiteral("no-identity"), tr("Remove the key files (the ssh agent and ~/.ssh/id_*).")});
    }
}

Status ClustersCli::applyDefinition(const QCommandLineParser &p, bool edit, ClusterRecord *c,
                                    QList<NodeRecord> *nodes, bool *nodesGiven)
{
    using S = Status;
    const auto onOff = [&](const char *name, bool *out) -> Status {
        const QString option = QString::fromLatin1(name);
        if (!p.isSet(option))
            return Ok{};
        const QString v = p.value(option);
        if (v != QLatin1String("on") && v != QLatin1String("off"))
            return S::failure(tr("--%1 is on or off, not '%2'").arg(option, v));
        *out = v == QLatin1String("on");
        return Ok{};
    };
    // Name, settings, key files, jump chain and nodes as every front end makes them
    // (services::ClusterDrafts): the jump hosts resolved through ~/.ssh/config, a bare name that no Host
    // block renames refused.
    services::ClusterDraft draft;
    draft.user = p.value(QStringLiteral("user"));
    draft.jumpsWhat = QStringLiteral("--jump");
    if (p.isSet(QStringLiteral("port"))) {
        bool ok = false;
        const uint n = p.value(QStringLiteral("port")).toUInt(&ok);
        if (!ok || n < 1 || n > 65535)
            return S::failure(
                tr("--port is a number from 1 to 65535, not '%1'").arg(p.value(QStringLiteral("port"))));
        draft.port = quint16(n);
    }
    if (edit && p.isSet(QStringLiteral("rename")))
        draft.name = p.value(QStringLiteral("rename"));
    if (p.isSet(QStringLiteral("provider")))
        draft.provider = p.value(QStringLiteral("provider"));
    if (p.isSet(QStringLiteral("region")))
        draft.region = p.value(QStringLiteral("region"));
    if (p.isSet(QStringLiteral("host-keys"))) {
        const auto policy = Inventory::parsePolicy(p.value(QStringLiteral("host-keys")));
        if (!policy.ok())
            return S::failure(tr("--host-keys: %1").arg(policy.error()));
        draft.hostKeyPolicy = policy.value();
    }
    bool legacy = c->allowLegacyKex;
    if (auto st = onOff("legacy-kex", &legacy); !st)
        return st;
    draft.allowLegacyKex = legacy;
    if (edit && p.isSet(QStringLiteral("no-identity"))) {
        if (p.isSet(QStringLiteral("identity")))
            return S::failure(tr("give either --identity or --no-identity"));
        draft.identityFiles = QStringList();
    }
    if (p.isSet(QStringLiteral("identity")))
        draft.identityFiles = p.values(QStringLiteral("identity"));
    if (edit && p.isSet(QStringLiteral("no-jump"))) {
        if (p.isSet(QStringLiteral("jump")))
            return S::failure(tr("give either --jump or --no-jump"));
        draft.jumps = QString();
    }
    if (p.isSet(QStringLiteral("jump")))
        draft.jumps = p.values(QStringLiteral("jump")).join(QLatin1Char('\n'));

    *nodesGiven = p.isSet(QStringLiteral("nodes")) || p.isSet(QStringLiteral("nodes-file"));
    if (*nodesGiven) {
        QStringList lines = p.values(QStringLiteral("nodes"));
        draft.nodesWhat = p.isSet(QStringLiteral("nodes-file")) ? tr("Nodes") : QStringLiteral("--nodes");
        if (p.isSet(QStringLiteral("nodes-file"))) {
            const QString file = p.value(QStringLiteral("nodes-file"));
            QFile f;
            const bool opened = file == QLatin1String("-")
                                    ? f.open(stdin, QIODevice::ReadOnly)
                                    : (f.setFileName(file), f.open(QIODevice::ReadOnly));
            if (!opened)
                return S::failure(tr("cannot read --nodes-file %1: %2").arg(file, f.errorString()));
            // Far more than kMaxNodes lines of any sensible length; a larger file is refused, not read.
            const QByteArray data = f.read(64 * 1024 * 1024 + 1);
            if (data.size() > 64 * 1024 * 1024)
                return S::failure(tr("--nodes-file %1 is larger than 64 MiB").arg(file));
            lines << QString::fromUtf8(data).split(QLatin1Char('\n'));
        }
        draft.nodes = lines.join(QLatin1Char('\n'));
    }
    const std::optional<ssh::SshConfig> config = services::ClusterDrafts::loadConfig({});
    const auto defined = services::ClusterDrafts(config ? &*config : nullptr, {}).resolve(draft, *c, *nodes);
    if (!defined.ok())
        return S::failureOf(defined);
    *c = defined->cluster;
    *nodes = defined->nodes;

    ClusterPlacement &pl = c->placement;
    if (p.isSet(QStringLiteral("interconnect-feature")))
        pl.interconnectFeature = p.value(QStringLiteral("interconnect-feature")).trimmed();
    if (auto st = onOff("topology-switches", &pl.topologySwitches); !st)
        return st;
    if (p.isSet(QStringLiteral("switches-wait"))) {
        const auto minutes = ClusterPlacement::parseWait(p.value(QStringLiteral("switches-wait")));
        if (!minutes.ok())
            return S::failure(tr("--switches-wait: %1").arg(minutes.error()));
        pl.switchesWaitMinutes = minutes.value();
    }
    if (p.isSet(QStringLiteral("object-store-root")))
        pl.objectStoreRoot = p.value(QStringLiteral("object-store-root")).trimmed();
    if (p.isSet(QStringLiteral("object-store-remote")))
        pl.objectStoreRemote = p.value(QStringLiteral("object-store-remote")).trimmed();
    if (p.isSet(QStringLiteral("default-bucket")))
        pl.defaultBucket = p.value(QStringLiteral("default-bucket")).trimmed();
    if (p.isSet(QStringLiteral("staging-root")))
        pl.stagingRoot = p.value(QStringLiteral("staging-root")).trimmed();
    if (p.isSet(QStringLiteral("registry"))) {
        pl.registries.clear();
        for (const QString &r : p.values(QStringLiteral("registry"))) {
            if (r.trimmed() == QLatin1String("none"))
                continue;
            const auto checked = ClusterPlacement::checkRegistry(r);
            if (!checked)
                return Status::failure(checked.error(), checked.code());
            pl.registries << checked.value();
        }
    }
    if (auto st = pl.validate(); !st)
        return st;
    return Ok{};
}

int ClustersCli::list(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Lists the saved clusters of this profile."));
    p.addHelpOption();
    addFormat(p);
    if (const int code = parse(p, args); code >= 0)
        return code;
    if (!p.positionalArguments().isEmpty())
        return usageError(tr("clusters list takes no arguments"), helpText(p, QStringLiteral("list")));
    int code = exit_code::kDone;
    const auto json = jsonFormat(p, QStringLiteral("list"), &code);
    if (!json)
        return code;
    services::Profile profile;
    if (const auto failed = openDatabase(profile))
        return *failed;
    Inventory inv(profile.database());
    const auto all = inv.clusters();
    if (!all.ok())
        return fail(all.error(), kFailed);
    QJsonArray out;
    QTextStream text(stdout);
    if (!*json && all->isEmpty())
        text << tr("No saved clusters. Add one with clustergate clusters add NAME --jump HOPS --nodes EXPR.")
             << Qt::endl;
    for (const ClusterRecord &c : all.value()) {
        const auto nodes = inv.nodes(c.id);
        if (!nodes.ok())
            return fail(nodes.error(), kFailed);
        if (*json) {
            out.append(clusterJson(c, nodes.value(), false));
            continue;
        }
        text << c.name << '\t' << tr("%n node(s)", nullptr, int(nodes->size()));
        if (!nodes->isEmpty())
            text << " (" << NodeList::compressedNames(nodes.value()) << ')';
        text << '\t' << tr("host keys: %1").arg(Inventory::policyName(c.hostKeyPolicy)) << '\t'
             << (c.jumps.isEmpty() ? tr("direct") : tr("via %1").arg(hopsText(c.jumps))) << '\n';
    }
    if (*json)
        text << QJsonDocument(QJsonObject{{QStringLiteral("clusters"), out}}).toJson(QJsonDocument::Indented);
    text.flush();
    return exit_code::kDone;
}

int ClustersCli::show(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Shows one saved cluster: its jump chain, nodes, policies and placement."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("name"), tr("The saved cluster."));
    addFormat(p);
    if (const int code = parse(p, args); code >= 0)
        return code;
    OneCluster one;
    if (const auto failed =
            loadOne(p, QStringLiteral("show"), tr("clusters show takes one cluster name"), one))
        return *failed;
    const ClusterRecord *c = &one.cluster;
    const auto &nodes = *one.nodes;
    if (!nodes.ok())
        return fail(nodes.error(), kFailed);
    QTextStream out(stdout);
    if (one.json) {
        out << QJsonDocument(clusterJson(*c, nodes.value(), true)).toJson(QJsonDocument::Indented);
        return exit_code::kDone;
    }
    const ClusterPlacement &pl = c->placement;
    out << tr("name: %1").arg(c->name) << '\n'
        << tr("provider: %1").arg(c->provider) << '\n'
        << tr("region: %1").arg(c->region) << '\n'
        << tr("host keys: %1").arg(Inventory::policyName(c->hostKeyPolicy)) << '\n'
        << tr("legacy key exchange: %1").arg(c->allowLegacyKex ? tr("allowed") : tr("off")) << '\n'
        << tr("key files: %1")
               .arg(c->identityFiles.isEmpty() ? tr("(the ssh agent and ~/.ssh/id_*)")
                                               : c->identityFiles.join(QStringLiteral(", ")))
        << '\n'
        << tr("jump hosts: %1").arg(c->jumps.isEmpty() ? tr("(none: direct)") : hopsText(c->jumps)) << '\n'
        << tr("job backend: %1").arg(jobBackendOf(one.profile.database(), c->id)) << '\n'
        << tr("nodes (%1): %2").arg(nodes->size()).arg(NodeList::compressedNames(nodes.value())) << '\n';
    for (const QString &line : NodeList::text(nodes.value()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        out << "  " << line << '\n';
    out << tr("placement: interconnect feature %1, switches %2 (wait %3), object store %4, bucket %5, "
              "staging %6")
               .arg(pl.interconnectFeature.isEmpty() ? tr("-") : pl.interconnectFeature,
                    pl.topologySwitches ? tr("on") : tr("off"),
                    ClusterPlacement::waitText(pl.switchesWaitMinutes),
                    !pl.objectStoreRoot.isEmpty()     ? pl.objectStoreRoot
                    : !pl.objectStoreRemote.isEmpty() ? pl.objectStoreRemote
                                                      : tr("-"),
                    pl.defaultBucket.isEmpty() ? tr("-") : pl.defaultBucket,
                    pl.stagingRoot.isEmpty() ? tr("$HOME/clustergate/datasets") : pl.stagingRoot)
        << Qt::endl;
    return exit_code::kDone;
}

int ClustersCli::define(const QStringList &args, bool edit)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        edit ? tr("Changes a saved cluster: only the settings given change. A loosened host-key policy, "
                  "legacy key exchange, a new jump chain and removed nodes are recorded in the audit log "
                  "with the change.")
             : tr("Saves a new cluster. Nothing is saved unless every hop and node line reads."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("name"), edit ? tr("The saved cluster.") : tr("Its name."));
    addDefinitionOptions(p, edit);
    p.addOption(QCommandLineOption(
        QStringLiteral("job-backend"),
        tr("How its jobs run (default %1):\n%2")
            .arg(jobs::JobBackendRegistry::defaultName(), jobs::JobBackendRegistry::instance().help()),
        QStringLiteral("NAME")));
    addFormat(p);
    if (const int code = parse(p, args); code >= 0)
        return code;
    int formatCode = 0;
    const auto json = jsonFormat(p, edit ? QStringLiteral("edit") : QStringLiteral("add"), &formatCode);
    if (!json)
        return formatCode;
    if (p.positionalArguments().size() != 1)
        return usageError(edit ? tr("clusters edit takes one cluster name")
                               : tr("clusters add takes one name"),
                          helpText(p, edit ? QStringLiteral("edit") : QStringLiteral("add")));
    const QString name = p.positionalArguments().first().trimmed();
    if (name.isEmpty())
        return usageError(tr("a cluster needs a name"),
                          helpText(p, edit ? QStringLiteral("edit") : QStringLiteral("add")));

    services::Profile profile;
    if (const auto failed = openDatabase(profile))
        return *failed;
    Inventory inv(profile.database());
    ClusterRecord c;
    QList<NodeRecord> nodes;
    if (edit) {
        const auto found = find(inv, name);
        if (!found.ok())
            return fail(found.error(), kFailed);
        c = found.value();
        const auto current = inv.nodes(c.id);
        if (!current.ok())
            return fail(current.error(), kFailed);
        nodes = current.value();
    } else {
        if (find(inv, name).ok())
            return fail(tr("a cluster named %1 already exists; change it with clustergate clusters edit %2")
                            .arg(name, shellWord(name)),
                        kFailed);
        c.name = name;
    }
    const QString backend = p.value(QStringLiteral("job-backend"));
    if (p.isSet(QStringLiteral("job-backend")) && !jobs::JobBackendRegistry::instance().has(backend))
        return fail(
            tr("%1 not saved: no job backend is called '%2' (known: %3)")
                .arg(name, backend, jobs::JobBackendRegistry::instance().names().join(QStringLiteral(", "))),
            kUsage);
    const ClusterRecord before = c;
    bool nodesGiven = false;
    if (const Status st = applyDefinition(p, edit, &c, &nodes, &nodesGiven); !st)
        return fail(tr("%1 not saved: %2").arg(name, st.error()), kFailed);
    const auto saved = inv.saveCluster(c, nodes);
    if (!saved.ok())
        return fail(saved.error(), kFailed);
    if (p.isSet(QStringLiteral("job-backend"))) {
        if (const Status st = jobs::JobBackendChoice::set(profile.database(), saved.value(), backend); !st)
            return fail(tr("%1 saved, but its job backend was not: %2").arg(name, st.error()), kFailed);
    }

    QTextStream out(stdout);
    if (*json) {
        const auto stored = inv.cluster(saved.value());
        const auto storedNodes = inv.nodes(saved.value());
        if (!stored.ok() || !storedNodes.ok())
            return fail(stored.ok() ? storedNodes.error() : stored.error(), kFailed);
        out << QJsonDocument(clusterJson(stored.value(), storedNodes.value(), true))
                   .toJson(QJsonDocument::Indented);
    } else {
        out << (edit ? tr("saved cluster %1").arg(c.name) : tr("added cluster %1").arg(c.name)) << ": "
            << tr("%n node(s)", nullptr, int(nodes.size()));
        if (!nodes.isEmpty())
            out << " (" << NodeList::compressedNames(nodes) << ')';
        out << ", " << (c.jumps.isEmpty() ? tr("reached directly") : tr("via %1").arg(hopsText(c.jumps)))
            << ", " << tr("host keys: %1").arg(Inventory::policyName(c.hostKeyPolicy)) << Qt::endl;
    }
    QTextStream err(stderr);
    const bool loosened = c.hostKeyPolicy == ssh::HostKeyPolicy::AcceptNew &&
                          (!edit || before.hostKeyPolicy == ssh::HostKeyPolicy::Strict);
    if (loosened)
        err << tr("note: %1 records the host key of any bastion or node it has not seen before without "
                  "asking "
                  "(trust on first use); changed keys are still refused. Recorded in the audit log.")
                   .arg(c.name)
            << Qt::endl;
    if (c.allowLegacyKex && (!edit || !before.allowLegacyKex))
        err << tr("note: %1 allows SHA-1 key exchange with old servers. Recorded in the audit log.")
                   .arg(c.name)
            << Qt::endl;
    if (c.hostKeyPolicy == ssh::HostKeyPolicy::Strict && !edit)
        err << tr("note: host keys are checked strictly: record them first (clustergate ssh check or the "
                  "console's host-key review), or connections are refused.")
            << Qt::endl;
    return exit_code::kDone;
}

int ClustersCli::remove(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Deletes a saved cluster with its jump chain and nodes (recorded in the "
                                   "audit log). Agents stay on the nodes and recorded host keys are kept."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("name"), tr("The saved cluster."));
    addFormat(p);
    if (const int code = parse(p, args); code >= 0)
        return code;
    OneCluster one;
    if (const auto failed =
            loadOne(p, QStringLiteral("remove"), tr("clusters remove takes one cluster name"), one))
        return *failed;
    const ClusterRecord *c = &one.cluster;
    const int count = one.nodes->ok() ? int(one.nodes->value().size()) : 0;
    if (const Status st = one.inventory->removeCluster(c->id); !st)
        return fail(tr("cannot delete cluster %1: %2").arg(c->name, st.error()), kFailed);
    if (one.json) {
        QTextStream(stdout) << QJsonDocument(
                                   QJsonObject{{QStringLiteral("deleted"), c->name},
                                               {QStringLiteral("nodes"), count},
                                               {QStringLiteral("jump_hosts"), int(c->jumps.size())}})
                                   .toJson(QJsonDocument::Indented);
        return exit_code::kDone;
    }
    QTextStream(stdout)
        << tr("deleted cluster %1 with its jump chain and %n node(s); agents stay on the nodes "
              "and recorded host keys are kept",
              nullptr, count)
               .arg(c->name)
        << Qt::endl;
    return exit_code::kDone;
}

int ClustersCli::run(const QStringList &words)
{
    const QString verb = words.value(1);
    const QStringList args = words.mid(1);
    if (verb == QLatin1String("list"))
        return list(args);
    if (verb == QLatin1String("show"))
        return show(args);
    if (verb == QLatin1String("add"))
        return define(args, false);
    if (verb == QLatin1String("edit"))
        return define(args, true);
    if (verb == QLatin1String("remove"))
        return remove(args);
    if (verb == QLatin1String("import-ssh-config"))
        return clustersImportSshConfig(args);
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h")) {
        QTextStream(stdout) << usage() << Qt::endl;
        return exit_code::kDone;
    }
    QTextStream(stderr) << (verb.isEmpty() ? tr("clustergate clusters: which action?")
                                           : tr("clustergate clusters: unknown action '%1'").arg(verb))
                        << "\n\n"
                        << usage() << Qt::endl;
    return kUsage;
}

} // namespace

int clustersCommand(const QStringList &words)
{
    return ClustersCli::run(words);
}

} // namespace cg::cli
