// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/check_kinds.h"

#include "common/logging.h"
#include "validation/checks.h"
#include "validation/checks_hosts_drill.h"

#include <QHash>
#include <QReadWriteLock>
#include <QSet>

#include <algorithm>

namespace cg::validation {

namespace {

// A kind whose runner is a plain function of Checks.
CheckKind builtin(const char *name, CheckResult (*run)(const CheckDef &, CheckContext &),
                  bool needsNodes = true)
{
    return CheckKind{QString::fromLatin1(name), needsNodes, [run] { return CheckRunner(run); }};
}

// A check written into a checklist before its runner exists: not run, saying what it needs.
CheckResult pending(const CheckDef &def, CheckContext &)
{
    CheckResult r = Checks::started(def);
    r.status = CheckStatus::NotRun;
    const QString needs = def.stringParam(QStringLiteral("needs"));
    r.reason = Checks::tr("needs %1")
                   .arg(needs.isEmpty() ? Checks::tr("a runner this console does not have yet") : needs);
    return r;
}

// The built-in kinds. A new kind: its runner in a file of its own, and a row here.
QList<CheckKind> builtinKinds()
{
    return {
        // L0: the way in
        builtin("ssh.hops", Checks::hops),
        builtin("ssh.nodes", Checks::nodesReached),
        builtin("net.not_direct", Checks::notDirect),
        builtin("ssh.least_privilege", Checks::leastPrivilege),
        // L1: the links
        builtin("link.console_rtt", Checks::consoleRtt),
        builtin("link.node_to_node", Checks::nodeToNode),
        builtin("link.path_mtu", Checks::pathMtu),
        builtin("link.large_transfer", Checks::largeTransfer),
        // L2/L3: benchmarks, recorded or run now
        builtin("bench.baseline", Checks::benchBaseline, false),
        builtin("bench.run", Checks::benchRun),
        // L4-L6: load, training drill, operations
        builtin("inference.load", Checks::inferenceLoad),
        builtin("training.drill", Checks::trainingDrill),
        builtin("training.hosts_drill", HostsDrillCheck::run),
        builtin("ops.agent_kill", Checks::agentKill),
        builtin("ops.node_drain", Checks::nodeDrain),
        builtin("ops.link_cut", Checks::linkCut),
        builtin("pending", pending, false),
    };
}

struct Registry
{
    QReadWriteLock lock;
    QHash<QString, CheckKind> kinds;
    QSet<QString> builtins;

    Registry()
    {
        for (CheckKind &k : builtinKinds()) {
            builtins.insert(k.name);
            kinds.insert(k.name, std::move(k));
        }
    }
};

Registry &registry()
{
    static Registry r;
    return r;
}

} // namespace

bool CheckKinds::add(CheckKind kind)
{
    if (kind.name.isEmpty() || !kind.factory)
        return false;
    Registry &r = registry();
    QWriteLocker locked(&r.lock);
    if (r.kinds.contains(kind.name))
        return false;
    qCDebug(lcValidation) << "check kind registered:" << kind.name;
    const QString name = kind.name;
    r.kinds.insert(name, std::move(kind));
    return true;
}

bool CheckKinds::remove(const QString &name)
{
    Registry &r = registry();
    QWriteLocker locked(&r.lock);
    if (r.builtins.contains(name) || !r.kinds.remove(name))
        return false;
    qCDebug(lcValidation) << "check kind removed:" << name;
    return true;
}

std::optional<CheckKind> CheckKinds::find(const QString &name)
{
    Registry &r = registry();
    QReadLocker locked(&r.lock);
    const auto it = r.kinds.constFind(name);
    if (it == r.kinds.constEnd())
        return std::nullopt;
    return *it;
}

QStringList CheckKinds::names()
{
    Registry &r = registry();
    QReadLocker locked(&r.lock);
    QStringList out = r.kinds.keys();
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace cg::validation
