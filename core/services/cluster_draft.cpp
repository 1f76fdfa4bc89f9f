// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/cluster_draft.h"

#include "inventory/node_list.h"

#include <QDir>
#include <QFileInfo>

namespace cg::services {

ClusterDrafts::ClusterDrafts(const ssh::SshConfig *config, QString configPath)
    : m_config(config), m_configPath(configPath.isEmpty() ? defaultConfigPath() : std::move(configPath))
{
}

QString ClusterDrafts::defaultConfigPath()
{
    return QDir::home().filePath(QStringLiteral(".ssh/config"));
}

std::optional<ssh::SshConfig> ClusterDrafts::loadConfig(const QString &path)
{
    const QString file = path.isEmpty() ? defaultConfigPath() : path;
    if (!QFileInfo::exists(file))
        return std::nullopt;
    auto config = ssh::SshConfig::load(file, {});
    if (!config.ok())
        return std::nullopt;
    return config.value();
}

Result<QList<ssh::Endpoint>> ClusterDrafts::resolveJumps(const QString &text, const QString &user,
                                                         quint16 port, const QString &what) const
{
    using R = Result<QList<ssh::Endpoint>>;
    const QString label = what.isEmpty() ? tr("Jump hosts") : what;
    auto typed = NodeList::parseJumps(text, user, label, port);
    if (!typed.ok() || typed->isEmpty())
        return typed;
    // The hop specs as typed (parseJumps checked them): an unset port stays unset, so the config's Port
    // counts.
    QStringList specs;
    for (QString line : text.split(QLatin1Char('\n'))) {
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            line.truncate(hash);
        for (const QString &part : line.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!part.trimmed().isEmpty())
                specs << part.trimmed();
        }
    }
    const QStringList aliases = m_config ? m_config->aliases() : QStringList();
    for (const QString &spec : std::as_const(specs)) {
        const auto hop = ssh::parseHopSpec(spec);
        if (!hop.ok())
            return R::failure(hop.error(), ErrorCode::Invalid);
        const QString name = hop->host;
        if (aliases.contains(name))
            continue;
        QString hostName = name;
        if (m_config) {
            const auto resolved = m_config->resolve(name);
            if (!resolved.ok())
                return R::failure(tr("Jump host %1: %2").arg(name, resolved.error()), ErrorCode::Invalid);
            hostName = resolved->hostName;
        }
        // A bare word that no Host block renames would go to DNS as it is: almost always a mistyped or
        // missing alias, which would then fail on every node as "cannot resolve".
        const bool bare = !hostName.contains(QLatin1Char('.')) && !hostName.contains(QLatin1Char(':')) &&
                          hostName.compare(QLatin1String("localhost"), Qt::CaseInsensitive) != 0;
        if (bare && hostName.compare(name, Qt::CaseInsensitive) == 0) {
            return R::failure(m_config
                                  ? tr("Jump host %1 is not a Host in %2 and not a full host name: add a "
                                       "\"Host %1\" block there, or type its address or full DNS name.")
                                        .arg(name, QDir::toNativeSeparators(m_configPath))
                                  : tr("Jump host %1 is not a full host name and there is no ssh config "
                                       "(%2) to look it up in: type its address or full DNS name.")
                                        .arg(name, QDir::toNativeSeparators(m_configPath)),
                              ErrorCode::Invalid);
        }
    }
    if (!m_config)
        return typed;
    const auto hops = m_config->resolveJumpList(specs);
    if (!hops.ok())
        return R::failure(tr("%1: %2").arg(label, hops.error()), ErrorCode::Invalid);
    QList<ssh::Endpoint> out;
    for (const ssh::SshHost &h : hops.value()) {
        ssh::Endpoint e;
        e.host = h.hostName.isEmpty() ? h.alias : h.hostName;
        e.port = h.port;
        e.user = h.user.isEmpty() ? user : h.user;
        if (h.alias.compare(e.host, Qt::CaseInsensitive) != 0)
            e.label = h.alias;
        for (const QString &f : h.identityFiles) {
            if (QFileInfo::exists(f) && !e.identityFiles.contains(f))
                e.identityFiles << f;
        }
        out << e;
    }
    return out;
}

Result<ClusterDefinition> ClusterDrafts::resolve(const ClusterDraft &draft, const ClusterRecord &current,
                                                 const QList<NodeRecord> &currentNodes) const
{
    using R = Result<ClusterDefinition>;
    ClusterDefinition d{current, currentNodes};
    ClusterRecord &c = d.cluster;
    if (draft.name)
        c.name = draft.name->trimmed();
    if (c.name.isEmpty())
        return R::failure(tr("The cluster needs a name."), ErrorCode::Invalid);
    if (draft.provider)
        c.provider = draft.provider->trimmed();
    if (draft.region)
        c.region = draft.region->trimmed();
    if (draft.hostKeyPolicy)
        c.hostKeyPolicy = *draft.hostKeyPolicy;
    if (draft.allowLegacyKex)
        c.allowLegacyKex = *draft.allowLegacyKex;
    if (draft.identityFiles) {
        c.identityFiles.clear();
        int line = 0;
        for (const QString &given : *draft.identityFiles) {
            ++line;
            const QString typed = given.trimmed();
            if (typed.isEmpty())
                continue;
            const QString path =
                typed.startsWith(QLatin1String("~/")) ? QDir::home().filePath(typed.mid(2)) : typed;
            const QFileInfo info(path);
            if (!info.isFile())
                return R::failure(
                    tr("Key files, line %1: %2 does not exist or is not a file.").arg(line).arg(typed),
                    ErrorCode::Invalid);
            c.identityFiles << info.absoluteFilePath();
        }
    }
    if (draft.jumps) {
        const auto jumps = resolveJumps(*draft.jumps, draft.user, draft.port, draft.jumpsWhat);
        if (!jumps.ok())
            return R::failureOf(jumps);
        c.jumps = jumps.value();
    } else if (!draft.user.isEmpty()) {
        for (ssh::Endpoint &e : c.jumps) {
            if (e.user.isEmpty())
                e.user = draft.user;
        }
    }
    // Jump hosts log in with the cluster's keys: the ones the config names for a hop join them.
    for (const ssh::Endpoint &j : std::as_const(c.jumps)) {
        for (const QString &f : j.identityFiles) {
            if (!c.identityFiles.contains(f))
                c.identityFiles << f;
        }
    }
    for (ssh::Endpoint &j : c.jumps)
        j.identityFiles = c.identityFiles;
    if (draft.nodes) {
        const auto nodes = NodeList::parse(
            *draft.nodes, draft.user, draft.nodesWhat.isEmpty() ? tr("Nodes") : draft.nodesWhat, draft.port);
        if (!nodes.ok())
            return R::failure(nodes.error(), ErrorCode::Invalid);
        d.nodes = nodes.value();
    } else if (!draft.user.isEmpty()) {
        for (NodeRecord &n : d.nodes) {
            if (n.endpoint.user.isEmpty())
                n.endpoint.user = draft.user;
        }
    }
    if (draft.contract) {
        if (const QStringList problems = draft.contract->problems(); !problems.isEmpty())
            return R::failure(problems.join(QLatin1Char('\n')), ErrorCode::Invalid);
        c.contract = *draft.contract;
    }
    if (draft.placement)
        c.placement = *draft.placement;
    return d;
}

} // namespace cg::services
