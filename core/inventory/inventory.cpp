// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/inventory.h"

#include "inventory/ssh_config_import.h"

#include "common/local_user.h"
#include "common/logging.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrl>

namespace cg {

namespace {

bool validPort(quint16 p)
{
    return p >= 1;
}

constexpr int kMaxWaitMinutes = 7 * 24 * 60;

// What the batch script can write as a double-quoted word: an absolute path (or one under ~ / $HOME
// where `home` allows it) of letters, digits and . _ / + @ % , = -, without "..".
bool plainAbsolutePath(const QString &path, bool home)
{
    static const QRegularExpression re(QStringLiteral("^/[A-Za-z0-9._/+@%,=-]*$"));
    QString p = path;
    if (home && (p == QLatin1String("~") || p.startsWith(QLatin1String("~/"))))
        p = p.mid(1);
    else if (home && (p == QLatin1String("$HOME") || p.startsWith(QLatin1String("$HOME/"))))
        p = p.mid(5);
    if (p.isEmpty())
        p = QStringLiteral("/");
    return p.size() <= 1024 && re.match(p).hasMatch() &&
           !p.split(QLatin1Char('/')).contains(QLatin1String(".."));
}

// "user@host:port" per hop, in connection order, as the audit log shows a chain.
QString chainText(const QList<ssh::Endpoint> &jumps)
{
    QStringList hops;
    for (const ssh::Endpoint &e : jumps) {
        QString s = e.user.isEmpty() ? e.host : e.user + QLatin1Char('@') + e.host;
        if (e.port != 22)
            s += QLatin1Char(':') + QString::number(e.port);
        hops << s;
    }
    return hops.join(QLatin1Char(','));
}

QString clusterSubject(const QString &name)
{
    return QStringLiteral("cluster:") + name;
}

} // namespace

Result<int> ClusterPlacement::parseWait(const QString &text)
{
    using R = Result<int>;
    static const QRegularExpression re(QStringLiteral("^(?:(\\d{1,4})-(\\d{1,4})(?::(\\d{1,4})(?::(\\d{1,4}))"
                                                      "?)?|(\\d{1,6})(?::(\\d{1,4})(?::(\\d{1,4}))?)?)$"));
    const QString t = text.trimmed();
    const QRegularExpressionMatch m = re.match(t);
    const auto bad = [&] {
        return R::failure(Inventory::tr("'%1' is not a wait Slurm reads: write minutes (30), "
                                        "minutes:seconds (10:00), hours:minutes:seconds (1:30:00) or "
                                        "days-hours[:minutes[:seconds]] (1-12)")
                              .arg(text));
    };
    if (!m.hasMatch())
        return bad();
    qint64 seconds = 0;
    if (m.hasCaptured(1)) { // days-hours[:minutes[:seconds]]
        seconds = m.captured(1).toLongLong() * 86400 + m.captured(2).toLongLong() * 3600 +
                  m.captured(3).toLongLong() * 60 + m.captured(4).toLongLong();
    } else if (m.hasCaptured(7)) { // hours:minutes:seconds
        seconds =
            m.captured(5).toLongLong() * 3600 + m.captured(6).toLongLong() * 60 + m.captured(7).toLongLong();
    } else if (m.hasCaptured(6)) { // minutes:seconds
        seconds = m.captured(5).toLongLong() * 60 + m.captured(6).toLongLong();
    } else { // minutes
        seconds = m.captured(5).toLongLong() * 60;
    }
    if (seconds % 60 != 0)
        return R::failure(Inventory::tr("the wait '%1' is not a whole number of minutes").arg(text));
    if (seconds / 60 > kMaxWaitMinutes)
        return R::failure(Inventory::tr("the wait '%1' is longer than 7 days").arg(text));
    return int(seconds / 60);
}

QString ClusterPlacement::waitText(int minutes)
{
    if (minutes < 60)
        return QString::number(minutes);
    return QStringLiteral("%1:%2:00").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

Status ClusterPlacement::validate() const
{
    using S = Status;
    // What sbatch --constraint reads as one feature, with none of its operators (& | , * [ ] ( )).
    static const QRegularExpression featureRe(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    if (!interconnectFeature.isEmpty() && !featureRe.match(interconnectFeature).hasMatch())
        return S::failure(Inventory::tr("interconnect feature '%1' is not a Slurm node feature name: use up "
                                        "to 64 letters, digits and . _ - (e.g. ib)")
                              .arg(interconnectFeature));
    if (switchesWaitMinutes < 0 || switchesWaitMinutes > kMaxWaitMinutes)
        return S::failure(Inventory::tr("the switch wait must be 0 to %1 minutes").arg(kMaxWaitMinutes));
    if (!objectStoreRoot.isEmpty() && !plainAbsolutePath(objectStoreRoot, false))
        return S::failure(Inventory::tr("object-store root '%1' is not an absolute path of letters, digits "
                                        "and / . _ - (e.g. /mnt/object-store)")
                              .arg(objectStoreRoot));
    // rclone: letters, digits, _ - . and space, not starting with - or space, not ending with a space;
    // written with or without its colon.
    static const QRegularExpression remoteRe(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_. -]{0,63}:?$"));
    if (!objectStoreRemote.isEmpty() &&
        (!remoteRe.match(objectStoreRemote).hasMatch() || objectStoreRemote.endsWith(QLatin1Char(' ')) ||
         objectStoreRemote.endsWith(QLatin1String(" :"))))
        return S::failure(Inventory::tr("object-store remote '%1' is not an rclone remote name: letters, "
                                        "digits, _ - . and spaces inside (e.g. store or store:)")
                              .arg(objectStoreRemote));
    static const QRegularExpression bucketRe(QStringLiteral("^[a-z0-9][a-z0-9.-]{2,62}$"));
    if (!defaultBucket.isEmpty() && !bucketRe.match(defaultBucket).hasMatch())
        return S::failure(Inventory::tr("default bucket '%1' is not a bucket name: 3 to 63 lower-case "
                                        "letters, digits, . and -")
                              .arg(defaultBucket));
    if (!stagingRoot.isEmpty() && !plainAbsolutePath(stagingRoot, true))
        return S::failure(Inventory::tr("staging root '%1' is not an absolute path (or one under ~ or "
                                        "$HOME) of letters, digits and / . _ -")
                              .arg(stagingRoot));
    for (const QString &r : registries) {
        if (const auto checked = checkRegistry(r); !checked)
            return S::failure(checked.error(), checked.code());
    }
    return Ok{};
}

Result<QString> ClusterPlacement::checkRegistry(const QString &text)
{
    QString t = text.trimmed();
    while (t.endsWith(u'/'))
        t.chop(1);
    const QUrl url(t, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"https" && url.scheme() != u"http") || url.host().isEmpty() ||
        !url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment())
        return Result<QString>::failure(
            Inventory::tr("registry \"%1\": write it as https://HOST[:PORT][/PREFIX] (http:// only for a "
                          "registry without TLS)")
                .arg(text),
            ErrorCode::Invalid);
    return t;
}

Inventory::Inventory(Database &db)
    : m_db(db), m_store(std::make_unique<ledger::SqliteLedgerStore>(db)),
      m_audit(std::make_unique<ledger::AuditLog>(*m_store)), m_actor(localUserName())
{
    if (m_actor.isEmpty())
        m_actor = QStringLiteral("system");
}

Inventory::~Inventory() = default;

QString Inventory::policyName(ssh::HostKeyPolicy p)
{
    return p == ssh::HostKeyPolicy::AcceptNew ? QStringLiteral("accept-new") : QStringLiteral("strict");
}

Result<ssh::HostKeyPolicy> Inventory::parsePolicy(const QString &text)
{
    if (text == QLatin1String("strict"))
        return ssh::HostKeyPolicy::Strict;
    if (text == QLatin1String("accept-new"))
        return ssh::HostKeyPolicy::AcceptNew;
    return Result<ssh::HostKeyPolicy>::failure(
        tr("'%1' is not a host-key policy: use strict (refuse keys not on record) or accept-new (record a "
           "host's first key, refuse a changed one)")
            .arg(text));
}

Status Inventory::transaction(const std::function<Status()> &body)
{
    return m_store->transaction(body);
}

Status Inventory::audit(const QString &action, const QString &subject, const QJsonObject &details)
{
    ledger::AuditEvent e;
    e.actor = m_actor;
    e.action = action;
    e.subject = subject;
    e.details = details;
    const auto seq = m_audit->append(e);
    if (!seq.ok())
        return Status::failure(seq.error());
    qCDebug(lcInventory) << "state change recorded:" << action << subject;
    return Ok{};
}

Status Inventory::auditClusterChange(const std::optional<ClusterRecord> &before, const ClusterRecord &after)
{
    const QString subject = clusterSubject(after.name);
    if (!before) {
        return audit(QStringLiteral("cluster.created"), subject,
                     {{QStringLiteral("host_key_policy"), policyName(after.hostKeyPolicy)},
                      {QStringLiteral("legacy_kex"), after.allowLegacyKex},
                      {QStringLiteral("jump_hosts"), chainText(after.jumps)}});
    }
    QJsonObject renamed;
    if (before->name != after.name)
        renamed.insert(QStringLiteral("renamed_from"), before->name);
    const auto with = [&](QJsonObject o) {
        for (auto it = renamed.begin(); it != renamed.end(); ++it)
            o.insert(it.key(), it.value());
        return o;
    };
    if (before->hostKeyPolicy != after.hostKeyPolicy) {
        if (auto st = audit(QStringLiteral("cluster.host-key-policy"), subject,
                            with({{QStringLiteral("from"), policyName(before->hostKeyPolicy)},
                                  {QStringLiteral("to"), policyName(after.hostKeyPolicy)}}));
            !st)
            return st;
    }
    if (before->allowLegacyKex != after.allowLegacyKex) {
        if (auto st = audit(QStringLiteral("cluster.legacy-kex"), subject,
                            with({{QStringLiteral("from"), before->allowLegacyKex},
                                  {QStringLiteral("to"), after.allowLegacyKex}}));
            !st)
            return st;
    }
    if (chainText(before->jumps) != chainText(after.jumps)) {
        if (auto st = audit(QStringLiteral("cluster.jump-chain"), subject,
                            with({{QStringLiteral("from"), chainText(before->jumps)},
                                  {QStringLiteral("to"), chainText(after.jumps)}}));
            !st)
            return st;
    }
    return Ok{};
}

Status Inventory::recordHostKey(const QString &clusterName, const QString &host, quint16 port,
                                const ssh::HostKey &key, const QList<ssh::HostKey> &replaced,
                                const std::function<Status()> &write)
{
    return transaction([&]() -> Status {
        QJsonObject details{{QStringLiteral("host"), host},
                            {QStringLiteral("port"), int(port)},
                            {QStringLiteral("key_type"), key.type},
                            {QStringLiteral("fingerprint"), key.fingerprintSha256()}};
        if (!clusterName.isEmpty())
            details.insert(QStringLiteral("cluster"), clusterName);
        if (!replaced.isEmpty()) {
            QJsonArray old;
            for (const ssh::HostKey &k : replaced)
                old.append(k.type + QLatin1Char(' ') + k.fingerprintSha256());
            details.insert(QStringLiteral("replaced"), old);
        }
        if (auto st = audit(replaced.isEmpty() ? QStringLiteral("host-key.accepted")
                                               : QStringLiteral("host-key.replaced"),
                            QStringLiteral("host:") + ssh::KnownHosts::hostEntryName(host, port), details);
            !st)
            return st;
        return write();
    });
}

Status Inventory::writeJumps(qint64 clusterId, const QList<ssh::Endpoint> &jumps)
{
    if (auto st = m_db.execute("DELETE FROM jump_hosts WHERE cluster_id = ?1", {clusterId}); !st)
        return st;
    int position = 0;
    for (const ssh::Endpoint &j : jumps) {
        if (j.host.trimmed().isEmpty() || !validPort(j.port))
            return Status::failure(
                tr("jump host %1 needs a host name and a port from 1 to 65535").arg(position + 1));
        if (auto st = m_db.execute("INSERT INTO jump_hosts(cluster_id, position, label, host, port, user) "
                                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                                   {clusterId, ++position, j.displayName(), j.host, int(j.port), j.user});
            !st)
            return st;
    }
    return Ok{};
}

// Inserts (id 0) or updates the cluster's row and its jump chain; inside a transaction.
Status Inventory::writeCluster(ClusterRecord &c)
{
    if (c.name.trimmed().isEmpty())
        return Status::failure(tr("a cluster needs a name"));
    if (auto st = c.placement.validate(); !st)
        return st;
    const auto clash = m_db.query("SELECT id FROM clusters WHERE name = ?1 AND id <> ?2", {c.name, c.id});
    if (!clash.ok())
        return Status::failure(clash.error());
    if (!clash->isEmpty())
        return Status::failure(tr("a cluster named %1 already exists").arg(c.name));
    const QVariantList values{
        c.name,
        c.provider,
        c.region,
        policyName(c.hostKeyPolicy),
        c.identityFiles.join(QLatin1Char('\n')),
        QString::fromUtf8(QJsonDocument(c.contract.toJson()).toJson(QJsonDocument::Compact)),
        c.id,
        c.allowLegacyKex ? 1 : 0};
    const ClusterPlacement &pl = c.placement;
    const QVariantList placement{pl.interconnectFeature, pl.topologySwitches ? 1 : 0,
                                 pl.switchesWaitMinutes, pl.objectStoreRoot,
                                 pl.objectStoreRemote,   pl.defaultBucket,
                                 pl.stagingRoot,         pl.registries.join(QLatin1Char('\n'))};
    if (c.id == 0) {
        if (auto s =
                m_db.execute("INSERT INTO clusters(name, provider, region, host_key_policy, identity_files, "
                             "contract, legacy_kex) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?8)",
                             values);
            !s)
            return s;
        c.id = m_db.lastInsertId();
    } else {
        const auto exists = m_db.query("SELECT id FROM clusters WHERE id = ?1", {c.id});
        if (!exists.ok())
            return Status::failure(exists.error());
        if (exists->isEmpty())
            return Status::failure(tr("no cluster with id %1").arg(c.id));
        if (auto s = m_db.execute("UPDATE clusters SET name = ?1, provider = ?2, region = ?3, "
                                  "host_key_policy = ?4, identity_files = ?5, contract = ?6, "
                                  "legacy_kex = ?8 WHERE id = ?7",
                                  values);
            !s)
            return s;
    }
    if (auto s = m_db.execute("UPDATE clusters SET interconnect_feature = ?1, topology_switches = ?2, "
                              "switches_wait_minutes = ?3, object_store_root = ?4, object_store_remote = ?5, "
                              "default_bucket = ?6, staging_root = ?7, registries = ?8 WHERE id = ?9",
                              placement + QVariantList{c.id});
        !s)
        return s;
    return writeJumps(c.id, c.jumps);
}

Result<qint64> Inventory::addCluster(const ClusterRecord &cluster)
{
    ClusterRecord c = cluster;
    c.id = 0;
    const Status st = transaction([&]() -> Status {
        if (auto s = writeCluster(c); !s)
            return s;
        return auditClusterChange(std::nullopt, c);
    });
    if (!st)
        return Result<qint64>::failure(tr("cannot save cluster %1: %2").arg(c.name, st.error()));
    qCDebug(lcInventory) << "cluster added:" << c.name << "id" << c.id;
    return c.id;
}

Status Inventory::updateCluster(const ClusterRecord &cluster)
{
    ClusterRecord c = cluster;
    const Status st = transaction([&]() -> Status {
        const auto before = this->cluster(c.id);
        if (auto s = writeCluster(c); !s)
            return s;
        return auditClusterChange(before.ok() ? std::optional<ClusterRecord>(before.value()) : std::nullopt,
                                  c);
    });
    if (!st)
        return Status::failure(tr("cannot save cluster %1: %2").arg(c.name, st.error()));
    qCDebug(lcInventory) << "cluster updated:" << c.name << "id" << c.id;
    return st;
}

Result<qint64> Inventory::saveCluster(const ClusterRecord &cluster, const QList<NodeRecord> &nodes)
{
    ClusterRecord c = cluster;
    const Status st = transaction([&]() -> Status {
        std::optional<ClusterRecord> before;
        if (c.id != 0) {
            const auto old = this->cluster(c.id);
            if (old.ok())
                before = old.value();
        }
        if (auto s = writeCluster(c); !s)
            return s;
        if (auto s = auditClusterChange(before, c); !s)
            return s;
        return writeNodeList(c.id, nodes);
    });
    if (!st)
        return Result<qint64>::failure(tr("cannot save cluster %1: %2").arg(c.name, st.error()));
    qCDebug(lcInventory) << "cluster saved:" << c.name << "id" << c.id << "with" << nodes.size() << "nodes";
    return c.id;
}

Status Inventory::setJumpChain(qint64 clusterId, const QList<ssh::Endpoint> &jumps)
{
    return transaction([&]() -> Status {
        const auto before = cluster(clusterId);
        if (auto s = writeJumps(clusterId, jumps); !s)
            return s;
        if (!before.ok())
            return Ok{};
        ClusterRecord after = before.value();
        after.jumps = jumps;
        return auditClusterChange(before.value(), after);
    });
}

Status Inventory::setHostKeyPolicy(qint64 clusterId, ssh::HostKeyPolicy policy)
{
    return transaction([&]() -> Status {
        const auto before = cluster(clusterId);
        if (!before.ok())
            return Status::failure(before.error());
        if (auto s = m_db.execute("UPDATE clusters SET host_key_policy = ?1 WHERE id = ?2",
                                  {policyName(policy), clusterId});
            !s)
            return s;
        ClusterRecord after = before.value();
        after.hostKeyPolicy = policy;
        return auditClusterChange(before.value(), after);
    });
}

Status Inventory::removeCluster(qint64 clusterId)
{
    return transaction([&]() -> Status {
        const auto before = cluster(clusterId);
        if (!before.ok())
            return Ok{}; // nothing to remove
        const auto count = m_db.query("SELECT COUNT(*) FROM nodes WHERE cluster_id = ?1", {clusterId});
        if (!count.ok())
            return Status::failure(count.error());
        if (auto s = m_db.execute("DELETE FROM clusters WHERE id = ?1", {clusterId}); !s)
            return s;
        return audit(QStringLiteral("cluster.deleted"), clusterSubject(before->name),
                     {{QStringLiteral("nodes"), count->isEmpty() ? 0 : count->first().value(0).toInt()},
                      {QStringLiteral("jump_hosts"), chainText(before->jumps)},
                      {QStringLiteral("host_key_policy"), policyName(before->hostKeyPolicy)}});
    });
}

Result<QList<ClusterRecord>> Inventory::clusters() const
{
    using R = Result<QList<ClusterRecord>>;
    const auto rows = m_db.query(
        "SELECT id, name, provider, region, host_key_policy, identity_files, contract, interconnect_feature, "
        "topology_switches, switches_wait_minutes, object_store_root, object_store_remote, default_bucket, "
        "staging_root, legacy_kex, registries FROM clusters ORDER BY name");
    if (!rows.ok())
        return R::failure(rows.error());
    QList<ClusterRecord> out;
    for (const Database::Row &r : rows.value()) {
        ClusterRecord c;
        c.id = r[0].toLongLong();
        c.name = r[1].toString();
        c.provider = r[2].toString();
        c.region = r[3].toString();
        c.hostKeyPolicy = r[4].toString() == QLatin1String("accept-new") ? ssh::HostKeyPolicy::AcceptNew
                                                                         : ssh::HostKeyPolicy::Strict;
        c.identityFiles = r[5].toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        c.allowLegacyKex = r[14].toInt() != 0;
        // A contract that no longer reads (edited by hand) is shown empty rather than hiding the cluster.
        if (const auto contract =
                ClusterContract::fromJson(QJsonDocument::fromJson(r[6].toString().toUtf8()).object()))
            c.contract = contract.value();
        c.placement.interconnectFeature = r[7].toString();
        c.placement.topologySwitches = r[8].toInt() != 0;
        c.placement.switchesWaitMinutes = r[9].toInt();
        c.placement.objectStoreRoot = r[10].toString();
        c.placement.objectStoreRemote = r[11].toString();
        c.placement.defaultBucket = r[12].toString();
        c.placement.stagingRoot = r[13].toString();
        c.placement.registries = r[15].toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const auto jumps = m_db.query("SELECT label, host, port, user FROM jump_hosts WHERE cluster_id = ?1 "
                                      "ORDER BY position",
                                      {c.id});
        if (!jumps.ok())
            return R::failure(jumps.error());
        for (const Database::Row &j : jumps.value()) {
            ssh::Endpoint e;
            e.label = j[0].toString();
            e.host = j[1].toString();
            e.port = quint16(j[2].toInt());
            e.user = j[3].toString();
            e.identityFiles = c.identityFiles;
            c.jumps << e;
        }
        out << c;
    }
    return out;
}

Result<ClusterRecord> Inventory::cluster(qint64 clusterId) const
{
    const auto all = clusters();
    if (!all.ok())
        return Result<ClusterRecord>::failure(all.error());
    for (const ClusterRecord &c : all.value()) {
        if (c.id == clusterId)
            return c;
    }
    return Result<ClusterRecord>::failure(tr("no cluster with id %1").arg(clusterId));
}

Status Inventory::writeNodes(qint64 clusterId, const QList<NodeRecord> &nodes)
{
    for (const NodeRecord &n : nodes) {
        if (n.name.trimmed().isEmpty() || n.endpoint.host.trimmed().isEmpty() || !validPort(n.endpoint.port))
            return Status::failure(
                tr("node %1: needs a name, a host and a port from 1 to 65535").arg(n.name));
        if (auto s = m_db.execute(
                "INSERT INTO nodes(cluster_id, name, host, port, user) VALUES (?1, ?2, ?3, ?4, ?5) "
                "ON CONFLICT(cluster_id, name) DO UPDATE SET host = excluded.host, "
                "port = excluded.port, user = excluded.user",
                {clusterId, n.name, n.endpoint.host, int(n.endpoint.port), n.endpoint.user});
            !s)
            return s;
    }
    qCDebug(lcInventory) << "nodes written for cluster" << clusterId << ":" << nodes.size();
    return Ok{};
}

Result<int> Inventory::upsertNodes(qint64 clusterId, const QList<NodeRecord> &nodes)
{
    const Status st = transaction([&] { return writeNodes(clusterId, nodes); });
    if (!st)
        return Result<int>::failure(st.error());
    return int(nodes.size());
}

Result<QList<NodeRecord>> Inventory::nodes(qint64 clusterId) const
{
    const auto rows = m_db.query(
        "SELECT id, name, host, port, user FROM nodes WHERE cluster_id = ?1 ORDER BY name", {clusterId});
    if (!rows.ok())
        return Result<QList<NodeRecord>>::failure(rows.error());
    QList<NodeRecord> out;
    for (const Database::Row &r : rows.value()) {
        NodeRecord n;
        n.id = r[0].toLongLong();
        n.name = r[1].toString();
        n.endpoint.label = n.name;
        n.endpoint.host = r[2].toString();
        n.endpoint.port = quint16(r[3].toInt());
        n.endpoint.user = r[4].toString();
        out << n;
    }
    return out;
}

Status Inventory::writeNodeList(qint64 clusterId, const QList<NodeRecord> &nodes)
{
    QStringList names;
    for (const NodeRecord &n : nodes) {
        if (names.contains(n.name))
            return Status::failure(tr("node %1 is listed twice").arg(n.name));
        names << n.name;
    }
    const auto current = this->nodes(clusterId);
    if (!current.ok())
        return Status::failure(current.error());
    QString clusterName;
    for (const NodeRecord &old : current.value()) {
        if (!names.contains(old.name)) {
            if (clusterName.isEmpty()) {
                const auto c = cluster(clusterId);
                clusterName = c.ok() ? c->name : QString::number(clusterId);
            }
            if (auto s = m_db.execute("DELETE FROM nodes WHERE id = ?1", {old.id}); !s)
                return s;
            if (auto s = audit(QStringLiteral("node.deleted"),
                               QStringLiteral("node:%1/%2").arg(clusterName, old.name),
                               {{QStringLiteral("host"), old.endpoint.host},
                                {QStringLiteral("port"), int(old.endpoint.port)},
                                {QStringLiteral("user"), old.endpoint.user}});
                !s)
                return s;
        }
    }
    return writeNodes(clusterId, nodes);
}

Status Inventory::replaceNodes(qint64 clusterId, const QList<NodeRecord> &nodes)
{
    return transaction([&] { return writeNodeList(clusterId, nodes); });
}

Result<int> Inventory::importHosts(const QList<ssh::ImportedHost> &hosts)
{
    // Group by chain, keeping the config's order; jump hosts are hops of their clusters, never nodes.
    const QHash<QString, QString> names = SshConfigImport::clusterNames(hosts);
    QStringList order;
    QHash<QString, QList<ssh::ImportedHost>> groups;
    for (const ssh::ImportedHost &h : hosts) {
        if (!names.contains(h.host.alias))
            continue;
        const QString key = names.value(h.host.alias);
        if (!groups.contains(key))
            order << key;
        groups[key] << h;
    }
    const auto existing = clusters();
    if (!existing.ok())
        return Result<int>::failure(existing.error());
    int imported = 0;
    for (const QString &name : std::as_const(order)) {
        const QList<ssh::ImportedHost> &group = groups[name];
        qint64 id = 0;
        for (const ClusterRecord &c : existing.value()) {
            if (c.name == name)
                id = c.id;
        }
        if (id == 0) {
            ClusterRecord c;
            c.name = name;
            for (const ssh::SshHost &hop : group.first().chain) {
                ssh::Endpoint e;
                e.host = hop.hostName;
                e.port = hop.port;
                e.user = hop.user;
                e.label = hop.alias;
                c.jumps << e;
                for (const QString &f : hop.identityFiles) {
                    if (!c.identityFiles.contains(f))
                        c.identityFiles << f;
                }
            }
            for (const ssh::ImportedHost &h : group) {
                for (const QString &f : h.host.identityFiles) {
                    if (!c.identityFiles.contains(f))
                        c.identityFiles << f;
                }
            }
            const auto added = addCluster(c);
            if (!added.ok())
                return Result<int>::failure(added.error());
            id = added.value();
        }
        QList<NodeRecord> nodes;
        for (const ssh::ImportedHost &h : group) {
            NodeRecord n;
            n.name = h.host.alias;
            n.endpoint.host = h.host.hostName;
            n.endpoint.port = h.host.port;
            n.endpoint.user = h.host.user;
            n.endpoint.label = h.host.alias;
            nodes << n;
        }
        const auto written = upsertNodes(id, nodes);
        if (!written.ok())
            return Result<int>::failure(written.error());
        imported += written.value();
    }
    qCDebug(lcInventory) << "ssh_config hosts imported:" << imported;
    return imported;
}

Result<ssh::ChainPlan> Inventory::loginPlan(qint64 clusterId, const QString &preferred) const
{
    using R = Result<ssh::ChainPlan>;
    const auto c = cluster(clusterId);
    const auto all = nodes(clusterId);
    if (!c.ok() || !all.ok())
        return R::failure(c.ok() ? all.error() : c.error());
    QString chosen = preferred;
    if (chosen.isEmpty()) {
        for (const NodeRecord &n : all.value()) {
            if (n.name.startsWith(QLatin1String("login"))) {
                chosen = n.name;
                break;
            }
        }
    }
    if (chosen.isEmpty() && !all->isEmpty())
        chosen = all->first().name;
    if (!chosen.isEmpty())
        return planFor(clusterId, chosen);
    if (c->jumps.isEmpty())
        return R::failure(
            tr("cluster %1 has neither nodes nor jump hosts to reach its login node").arg(c->name));
    ssh::ChainPlan plan; // jump hosts carry the cluster's key files already
    plan.jumps = c->jumps.mid(0, c->jumps.size() - 1);
    plan.target = c->jumps.last();
    return plan;
}

Result<ssh::ChainPlan> Inventory::planFor(qint64 clusterId, const QString &nodeName) const
{
    using R = Result<ssh::ChainPlan>;
    const auto c = cluster(clusterId);
    if (!c.ok())
        return R::failure(c.error());
    const auto ns = nodes(clusterId);
    if (!ns.ok())
        return R::failure(ns.error());
    for (const NodeRecord &n : ns.value()) {
        if (n.name == nodeName) {
            ssh::ChainPlan plan;
            plan.jumps = c->jumps;
            plan.target = n.endpoint;
            plan.target.identityFiles = c->identityFiles;
            return plan;
        }
    }
    return R::failure(tr("cluster %1 has no node named %2").arg(c->name, nodeName));
}

} // namespace cg
