// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ssh_config_import.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace cg {

using ssh::SshConfig;
using ssh::SshConfigIssue;
using ssh::SshHost;

namespace {

// ssh -G resolves one name at a time; the chain in front of it is built the way ssh builds it for
// ProxyJump h1,...,hk: chain(h1) + [h1, ..., hk], every hop resolved under its own name.
bool openSshChain(const SshHost &target, const QString &configFile, const QStringList &path,
                  const std::atomic<bool> &cancel, QList<SshHost> *out, QString *error)
{
    out->clear();
    QStringList jump = target.proxyJump;
    if (jump == QStringList{QStringLiteral("none")})
        jump.clear();
    if (jump.isEmpty())
        return true;
    if (path.size() > SshConfig::kMaxJumpHops || jump.size() > SshConfig::kMaxJumpHops) {
        *error = SshConfigImport::tr("the jump chain to %1 is longer than %2 hops")
                     .arg(path.first(), QString::number(SshConfig::kMaxJumpHops));
        return false;
    }
    QList<SshHost> hops;
    QString firstName;
    for (const QString &hopSpec : std::as_const(jump)) {
        if (cancel)
            return false;
        const auto spec = ssh::parseHopSpec(hopSpec);
        if (!spec) {
            *error = SshConfigImport::tr("%1: bad ProxyJump: %2").arg(target.alias, spec.error());
            return false;
        }
        if (path.contains(spec->host)) {
            *error = SshConfigImport::tr("ProxyJump loop: %1")
                         .arg((path + QStringList{spec->host}).join(QStringLiteral(" -> ")));
            return false;
        }
        auto hop = ssh::resolveWithOpenSsh(spec->host, configFile);
        if (!hop) {
            *error = SshConfigImport::tr("jump host %1: %2").arg(spec->host, hop.error());
            return false;
        }
        if (!spec->user.isEmpty())
            hop->user = spec->user;
        if (spec->port != 0)
            hop->port = spec->port;
        if (hops.isEmpty())
            firstName = spec->host;
        else
            hop->proxyJump = jump.mid(0, hops.size()); // ssh reaches later hops through the earlier ones
        hops << hop.value();
    }
    QList<SshHost> before;
    if (!openSshChain(hops.first(), configFile, path + QStringList{firstName}, cancel, &before, error))
        return false;
    *out = before + hops;
    if (out->size() > SshConfig::kMaxJumpHops) {
        *error = SshConfigImport::tr("the jump chain to %1 is longer than %2 hops")
                     .arg(path.first(), QString::number(SshConfig::kMaxJumpHops));
        return false;
    }
    return true;
}

} // namespace

QString SshConfigImport::defaultConfigPath()
{
    return QDir::homePath() + QStringLiteral("/.ssh/config");
}

bool SshConfigImport::openSshAvailable()
{
    return !QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty();
}

Result<SshImportScan> SshConfigImport::scan(const QString &path)
{
    SshImportScan out;
    out.path = QDir::cleanPath(path);
    const auto loaded = SshConfig::load(out.path, {});
    if (!loaded)
        return Result<SshImportScan>::failure(loaded.error());
    const SshConfig &config = loaded.value();
    out.hasMatchBlocks = config.hasMatchBlocks();

    // importAll() knows where a host that cannot be imported went wrong; resolveWithChain() says why.
    QList<SshConfigIssue> skipped;
    config.importAll(&skipped);
    for (const QString &alias : config.aliases()) {
        SshImportCandidate c;
        c.alias = alias;
        const auto resolved = config.resolveWithChain(alias);
        if (resolved) {
            c.imported = resolved.value();
            c.importable = true;
            c.definedAt = c.imported.host.definedAt;
        } else {
            c.reason = resolved.error();
            const auto it = std::find_if(skipped.cbegin(), skipped.cend(), [&](const SshConfigIssue &s) {
                return s.message == c.reason && !s.file.isEmpty();
            });
            if (it != skipped.cend())
                c.definedAt = it->file + u':' + QString::number(it->line);
        }
        out.hosts << c;
    }
    // The hosts left out are listed with the other issues too, where their whole reason fits on the line.
    out.issues = config.issues() + skipped;
    return out;
}

SshImportCandidate SshConfigImport::resolveWithOpenSsh(const SshImportCandidate &old,
                                                       const QString &configFile,
                                                       const std::atomic<bool> &cancel)
{
    SshImportCandidate c;
    c.alias = old.alias;
    c.definedAt = old.definedAt; // ssh -G does not say where a value came from
    c.resolvedByOpenSsh = true;
    auto host = ssh::resolveWithOpenSsh(old.alias, configFile);
    if (!host) {
        c.reason = host.error();
        return c;
    }
    c.imported.host = host.value();
    c.imported.host.definedAt = old.definedAt;
    QString error;
    if (!openSshChain(c.imported.host, configFile, {old.alias}, cancel, &c.imported.chain, &error)) {
        c.imported = {};
        c.reason = error;
        return c;
    }
    c.importable = true;
    return c;
}

namespace {

QString hopKey(const ssh::SshHost &h)
{
    return h.user + u'@' + h.hostName + u':' + QString::number(h.port);
}

QString chainKey(const ssh::ImportedHost &h)
{
    QStringList keys;
    for (const ssh::SshHost &hop : h.chain)
        keys << hopKey(hop);
    return keys.join(u',');
}

// The aliases' common beginning, without a trailing separator or number: "h200-sg" for h200-sg-01,
// h200-sg-02.
QString commonStem(const QStringList &aliases)
{
    if (aliases.size() < 2)
        return {};
    QString prefix = aliases.first();
    for (const QString &a : aliases) {
        qsizetype n = 0;
        while (n < prefix.size() && n < a.size() && prefix.at(n) == a.at(n))
            ++n;
        prefix.truncate(n);
    }
    while (!prefix.isEmpty() && prefix.back().isDigit())
        prefix.chop(1);
    while (!prefix.isEmpty() && QStringLiteral("-_.[").contains(prefix.back()))
        prefix.chop(1);
    return prefix.size() >= 2 ? prefix : QString();
}

} // namespace

bool SshConfigImport::isJumpHost(const ssh::ImportedHost &host, const QList<ssh::ImportedHost> &hosts)
{
    for (const ssh::ImportedHost &other : hosts) {
        for (const ssh::SshHost &hop : other.chain) {
            if (hop.alias == host.host.alias ||
                (hop.hostName == host.host.hostName && hop.port == host.host.port))
                return true;
        }
    }
    return false;
}

QHash<QString, QString> SshConfigImport::clusterNames(const QList<ssh::ImportedHost> &hosts)
{
    QStringList order;
    QHash<QString, QList<const ssh::ImportedHost *>> groups;
    for (const ssh::ImportedHost &h : hosts) {
        if (isJumpHost(h, hosts))
            continue;
        const QString key = chainKey(h);
        if (!groups.contains(key))
            order << key;
        groups[key] << &h;
    }
    QHash<QString, QString> out;
    QSet<QString> used;
    for (const QString &key : std::as_const(order)) {
        const auto &group = groups[key];
        QStringList aliases;
        for (const ssh::ImportedHost *h : group)
            aliases << h->host.alias;
        const QList<ssh::SshHost> &chain = group.first()->chain;
        QString name = commonStem(aliases);
        if (name.isEmpty())
            name =
                chain.isEmpty() ? (aliases.size() == 1 ? aliases.first() : tr("direct")) : chain.last().alias;
        if (used.contains(name) && !chain.isEmpty())
            name = tr("%1 via %2").arg(name, chain.last().alias);
        const QString base = name;
        for (int n = 2; used.contains(name); ++n)
            name = QStringLiteral("%1 (%2)").arg(base).arg(n);
        used.insert(name);
        for (const QString &a : std::as_const(aliases))
            out.insert(a, name);
    }
    return out;
}

QString SshConfigImport::clusterNameFor(const ssh::ImportedHost &host, const QList<ssh::ImportedHost> &hosts)
{
    return clusterNames(hosts).value(host.host.alias);
}

} // namespace cg
