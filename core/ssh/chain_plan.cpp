// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/chain_plan.h"

#include "ssh/ssh_config.h"

#include <QDir>
#include <QFileInfo>

namespace cg::ssh {

namespace {

// OpenSSH's default identities, when neither the config nor the command line names one.
QStringList defaultIdentities(const QString &home)
{
    QStringList out;
    for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
        const QString path = QDir(home).filePath(QStringLiteral(".ssh/") + QLatin1String(name));
        if (QFileInfo::exists(path))
            out << path;
    }
    return out;
}

Endpoint fromHost(const SshHost &h, const QStringList &extraIdentities, const QString &home)
{
    Endpoint e;
    e.host = h.hostName.isEmpty() ? h.alias : h.hostName;
    e.port = h.port;
    e.user = h.user;
    e.label = h.alias;
    e.identityFiles = extraIdentities;
    for (const QString &f : h.identityFiles) {
        if (!e.identityFiles.contains(f) && QFileInfo::exists(f))
            e.identityFiles << f;
    }
    if (e.identityFiles.isEmpty() && !h.noDefaultIdentities)
        e.identityFiles = defaultIdentities(home);
    return e;
}

// One hop spec, looked up in the config by its own name; user@ and :port given in the spec win.
Result<Endpoint> resolveSpec(const QString &spec, const SshConfig *config, const QStringList &ids,
                             const QString &home)
{
    const Result<HopSpec> hop = parseHopSpec(spec);
    if (!hop.ok())
        return Result<Endpoint>::failure(hop.error());
    SshHost h;
    h.alias = hop->host;
    h.hostName = hop->host;
    if (config) {
        const Result<SshHost> r = config->resolve(hop->host);
        if (!r.ok())
            return Result<Endpoint>::failure(r.error());
        h = r.value();
    }
    if (!hop->user.isEmpty())
        h.user = hop->user;
    if (hop->port != 0)
        h.port = hop->port;
    return fromHost(h, ids, home);
}

} // namespace

Result<ChainPlan> ChainPlanner::plan(const PlanRequest &req, const SshConfig *config)
{
    const QString home = req.homeDir.isEmpty() ? QDir::homePath() : req.homeDir;
    ChainPlan plan;
    if (req.target.trimmed().isEmpty())
        return Result<ChainPlan>::failure(tr("no target given"));

    const Result<Endpoint> target = resolveSpec(req.target, config, req.identityFiles, home);
    if (!target.ok())
        return Result<ChainPlan>::failure(target.error());
    plan.target = target.value();

    if (!req.jump.isEmpty()) {
        const QStringList specs = req.jump.split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (config) {
            // Exactly as `ssh -J`: the list replaces the config's ProxyJump, the first hop's own chain
            // still applies, and each hop is looked up under its own name.
            const Result<QList<SshHost>> hops = config->resolveJumpList(specs);
            if (!hops.ok())
                return Result<ChainPlan>::failure(tr("--jump %1: %2").arg(req.jump, hops.error()));
            for (const SshHost &h : hops.value())
                plan.jumps << fromHost(h, req.identityFiles, home);
            return plan;
        }
        for (const QString &spec : specs) {
            const Result<Endpoint> hop = resolveSpec(spec.trimmed(), nullptr, req.identityFiles, home);
            if (!hop.ok())
                return Result<ChainPlan>::failure(tr("--jump %1: %2").arg(spec, hop.error()));
            plan.jumps << hop.value();
        }
        return plan;
    }
    if (config) {
        const Result<HopSpec> spec = parseHopSpec(req.target);
        const Result<ImportedHost> chained = config->resolveWithChain(spec.ok() ? spec->host : req.target);
        if (!chained.ok())
            return Result<ChainPlan>::failure(chained.error());
        for (const SshHost &h : chained->chain)
            plan.jumps << fromHost(h, req.identityFiles, home);
    }
    return plan;
}

Session *connectPlan(Engine &engine, const ChainPlan &plan, const SessionOptions &base, QList<Session *> *all)
{
    Session *via = nullptr;
    int hop = 0;
    const auto add = [&](const Endpoint &e) {
        SessionOptions o = base;
        o.endpoint = e;
        o.hop = ++hop;
        via = engine.connect(o, via);
        if (all)
            all->append(via);
    };
    for (const Endpoint &e : plan.jumps)
        add(e);
    add(plan.target);
    return via;
}

} // namespace cg::ssh
