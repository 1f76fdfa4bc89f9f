// SPDX-License-Identifier: GPL-3.0-or-later
// L0 connectivity and the dispatch by kind (the kinds: check_kinds.cpp).
#include "validation/checks.h"

#include "common/logging.h"
#include "validation/check_kinds.h"

#include "agent/agent_deploy.h"

#include "ssh/remote_shell.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace cg::validation {

using ssh::Session;

namespace {

void logLine(CheckResult &r, const QString &line)
{
    r.log += line.toUtf8() + '\n';
}

} // namespace

QList<TargetNode> ValidationTarget::runNodes() const
{
    QList<TargetNode> out;
    for (const TargetNode &n : nodes) {
        if (std::none_of(excluded.begin(), excluded.end(),
                         [&](const NodeNote &e) { return e.node == n.name; }))
            out << n;
    }
    return out;
}

CheckContext::~CheckContext()
{
    for (Session *s : std::as_const(m_nodes)) {
        if (m_engine.owns(s))
            m_engine.close(s);
    }
    if (!sharedHops && !m_hops.isEmpty() && m_engine.owns(m_hops.first()))
        m_engine.close(m_hops.first());
}

ssh::SessionOptions CheckContext::baseOptions() const
{
    ssh::SessionOptions o = m_target.base;
    o.prompt = prompt;
    // Validation proves keys are on record: it never accepts a new one, whatever the cluster's policy.
    o.policy = ssh::HostKeyPolicy::Strict;
    o.timeoutMs = m_target.connectTimeoutMs;
    return o;
}

QList<Session *> CheckContext::hops()
{
    if (m_hopsStarted || m_target.nodes.isEmpty())
        return m_hops;
    m_hopsStarted = true;
    Session *via = nullptr;
    int hop = 0;
    if (sharedHops) {
        for (Session *s = sharedHops(m_target.nodes.first().plan.jumps); s; s = s->via())
            m_hops.prepend(s);
    } else {
        for (const ssh::Endpoint &e : m_target.nodes.first().plan.jumps) {
            ssh::SessionOptions o = baseOptions();
            o.endpoint = e;
            o.hop = ++hop;
            via = m_engine.connect(o, via);
            m_hops << via;
        }
    }
    m_engine.runUntil(
        [this] {
            for (Session *s : std::as_const(m_hops)) {
                if (!s->isFinished())
                    return cancelled();
            }
            return true;
        },
        m_target.connectTimeoutMs * int(m_hops.size() + 1));
    return m_hops;
}

Session *CheckContext::node(int index, ssh::SshError *error)
{
    if (Session *s = m_nodes.value(index)) {
        if (!s->isReady() && error)
            *error = s->error();
        return s->isReady() ? s : nullptr;
    }
    const QList<Session *> via = hops();
    for (Session *h : via) {
        if (!h->isReady()) {
            if (error)
                *error = h->error().ok() ? ssh::SshError{ssh::FailureKind::Timeout, h->options().hop,
                                                         h->options().endpoint.displayName(),
                                                         tr("the jump host did not come up in time")}
                                         : h->error();
            return nullptr;
        }
    }
    const TargetNode &n = m_target.nodes.at(index);
    ssh::SessionOptions o = baseOptions();
    o.endpoint = n.plan.target;
    o.hop = int(via.size()) + 1;
    Session *s = m_engine.connect(o, via.isEmpty() ? nullptr : via.last());
    m_nodes.insert(index, s);
    m_engine.runUntil([&] { return s->isFinished() || cancelled(); }, m_target.connectTimeoutMs + 2000);
    if (!s->isReady()) {
        if (error)
            *error = s->error().ok()
                         ? ssh::SshError{ssh::FailureKind::Timeout, o.hop, n.name,
                                         tr("no login within %1 s").arg(m_target.connectTimeoutMs / 1000)}
                         : s->error();
        return nullptr;
    }
    return s;
}

QList<int> CheckContext::reachable(int wanted, CheckResult &r)
{
    QList<int> out;
    for (int i = 0; i < m_target.nodes.size() && !cancelled(); ++i) {
        if (wanted > 0 && out.size() >= wanted)
            break;
        ssh::SshError err;
        if (node(i, &err))
            out << i;
        else
            Checks::notReached(r, m_target.nodes.at(i).name, err);
    }
    return out;
}

CheckResult Checks::started(const CheckDef &def)
{
    CheckResult r;
    r.id = def.id;
    r.title = def.title;
    r.kind = def.kind;
    r.required = def.required;
    r.status = CheckStatus::Pass;
    return r;
}

Figure Checks::figure(const QString &name, double value, const QString &unit)
{
    Figure f;
    f.name = name;
    f.value = value;
    f.unit = unit;
    return f;
}

Figure Checks::unmeasured(const QString &name, const QString &unit)
{
    Figure f = figure(name, 0, unit);
    f.measured = false;
    f.met = false;
    return f;
}

void Checks::notReached(CheckResult &r, const QString &node, const ssh::SshError &error)
{
    for (const NodeNote &n : std::as_const(r.notMeasured)) {
        if (n.node == node)
            return;
    }
    r.notMeasured << NodeNote{node, tr("not reached: %1").arg(error.describe())};
}

void Checks::settleUnmeasured(CheckResult &r)
{
    if (r.notMeasured.isEmpty() || (r.status != CheckStatus::Pass && r.status != CheckStatus::Warn))
        return;
    QStringList nodes;
    for (const NodeNote &n : std::as_const(r.notMeasured))
        nodes << QStringLiteral("%1 (%2)").arg(n.node, n.reason);
    const QString what = tr("not measured on %1").arg(nodes.join(QLatin1String("; ")));
    r.reason = r.reason.isEmpty() ? what : what + QLatin1String("; ") + r.reason;
    r.status = CheckStatus::NotRun;
}

bool Checks::bundledAgent(CheckContext &ctx, CheckResult &r, BundledAgent *agent)
{
    const BundledAgent found = AgentDeployer::inspect(ctx.target().localAgent);
    if (agent)
        *agent = found;
    if (found.ok())
        return true;
    r.status = CheckStatus::NotRun;
    r.reason = tr("needs the bundled agent: %1").arg(found.error);
    return false;
}

QStringList Checks::kinds()
{
    return CheckKinds::names();
}

CheckResult Checks::run(const CheckDef &def, CheckContext &ctx)
{
    const qint64 t0 = QDateTime::currentMSecsSinceEpoch();
    CheckResult r;
    const std::optional<CheckKind> kind = CheckKinds::find(def.kind);
    if (!kind) {
        r = started(def);
        r.status = CheckStatus::NotRun;
        r.reason =
            tr("no runner for check kind '%1' (known: %2)").arg(def.kind, kinds().join(QLatin1String(", ")));
    } else if (kind->needsNodes && ctx.target().nodes.isEmpty()) {
        r = started(def);
        r.status = CheckStatus::NotRun;
        r.reason = tr("the cluster has no nodes");
    } else {
        qCDebug(lcValidation) << "check" << def.id << "of kind" << def.kind << "starts";
        r = kind->factory()(def, ctx);
    }
    if (ctx.isCancelled() && r.status != CheckStatus::Fail) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("cancelled");
    }
    r.startedMs = t0;
    r.endedMs = QDateTime::currentMSecsSinceEpoch();
    qCDebug(lcValidation) << "check" << def.id << "ended:" << statusLabel(r.status) << r.reason;
    return r;
}

// ---- L0 ------------------------------------------------------------------------------------------

CheckResult Checks::hops(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const QList<Session *> hops = ctx.hops();
    if (hops.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("the cluster has no jump host: there is no chain to prove");
        return r;
    }
    QJsonArray evidence;
    int up = 0;
    QStringList problems;
    for (Session *s : hops) {
        const ssh::SessionOptions &o = s->options();
        QJsonObject h{{QStringLiteral("hop"), o.hop},
                      {QStringLiteral("name"), o.endpoint.displayName()},
                      {QStringLiteral("host"), o.endpoint.host},
                      {QStringLiteral("port"), o.endpoint.port},
                      {QStringLiteral("user"), o.endpoint.user}};
        if (s->isReady()) {
            ++up;
            h.insert(QStringLiteral("status"), QStringLiteral("up"));
            h.insert(QStringLiteral("host_key"), s->hostKeyFingerprint());
            h.insert(QStringLiteral("host_key_on_record"),
                     s->hostKeyLookup().file + QLatin1Char(':') + QString::number(s->hostKeyLookup().line));
            h.insert(QStringLiteral("auth"), s->authMethodUsed());
            h.insert(QStringLiteral("connect_ms"), double(s->timing().connectMs));
            h.insert(QStringLiteral("handshake_ms"), double(s->timing().handshakeMs));
            h.insert(QStringLiteral("auth_ms"), double(s->timing().authMs));
            logLine(r, tr("hop %1 (%2): up, host key %3 verified against known_hosts, authenticated by %4")
                           .arg(o.hop)
                           .arg(o.endpoint.displayName(), s->hostKeyFingerprint(), s->authMethodUsed()));
        } else {
            const QString why = s->error().ok() ? tr("did not come up in time") : s->error().describe();
            h.insert(QStringLiteral("status"), QStringLiteral("down"));
            h.insert(QStringLiteral("error"), why);
            if (!s->offeredHostKey().blob.isEmpty())
                h.insert(QStringLiteral("offered_host_key"), s->offeredHostKey().fingerprintSha256());
            logLine(r, tr("hop %1 (%2): %3").arg(o.hop).arg(o.endpoint.displayName(), why));
            problems << why;
        }
        evidence.append(h);
    }
    r.json.insert(QStringLiteral("hops"), evidence);
    r.figures << figure(QStringLiteral("hops_up"), up, QString())
              << figure(QStringLiteral("hops_total"), double(hops.size()), QString());
    if (up < hops.size()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.value(0, tr("a jump host is down"));
    }
    return r;
}

CheckResult Checks::nodesReached(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    QJsonArray evidence;
    int reached = 0;
    QStringList problems;
    const auto &nodes = ctx.target().nodes;
    for (int i = 0; i < nodes.size() && !ctx.isCancelled(); ++i) {
        ctx.progress(tr("reaching %1 (%2 of %3)").arg(nodes.at(i).name).arg(i + 1).arg(nodes.size()));
        ssh::SshError err;
        Session *s = ctx.node(i, &err);
        QJsonObject n{{QStringLiteral("node"), nodes.at(i).name},
                      {QStringLiteral("host"), nodes.at(i).plan.target.host},
                      {QStringLiteral("via_hops"), nodes.at(i).plan.jumps.size()}};
        if (s) {
            ++reached;
            n.insert(QStringLiteral("status"), QStringLiteral("reached"));
            n.insert(QStringLiteral("host_key"), s->hostKeyFingerprint());
            n.insert(QStringLiteral("host_key_verified"), true);
            n.insert(QStringLiteral("auth"), s->authMethodUsed());
            logLine(r, tr("%1: reached through the chain, host key %2 verified, authenticated by %3")
                           .arg(nodes.at(i).name, s->hostKeyFingerprint(), s->authMethodUsed()));
        } else {
            // A node never reached never proved its host key: not verified, whatever the jump hosts did.
            n.insert(QStringLiteral("status"), QStringLiteral("failed"));
            n.insert(QStringLiteral("error"), err.describe());
            n.insert(QStringLiteral("host_key"), QJsonValue());
            n.insert(QStringLiteral("host_key_verified"), false);
            logLine(r, tr("%1: %2 (host key not verified)").arg(nodes.at(i).name, err.describe()));
            problems << tr("%1: %2").arg(nodes.at(i).name, err.describe());
            notReached(r, nodes.at(i).name, err);
        }
        evidence.append(n);
    }
    r.json.insert(QStringLiteral("nodes"), evidence);
    r.figures << figure(QStringLiteral("nodes_reached"), reached, QString())
              << figure(QStringLiteral("nodes_total"), double(nodes.size()), QString())
              << figure(QStringLiteral("host_keys_verified"), reached, QString());
    if (reached < nodes.size()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.isEmpty() ? tr("not every node was reached") : problems.join(QLatin1String("; "));
    }
    return r;
}

bool Checks::tcpConnects(const QString &host, quint16 port, int timeoutMs, QString *detail)
{
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *res = nullptr;
    const QByteArray h = host.toUtf8();
    const QByteArray p = QByteArray::number(port);
    if (::getaddrinfo(h.constData(), p.constData(), &hints, &res) != 0 || !res) {
        *detail = tr("the name does not resolve here");
        return false;
    }
    bool connected = false;
    QString last;
    for (addrinfo *ai = res; ai && !connected; ai = ai->ai_next) {
        const int fd =
            ::socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0)
            continue;
        int rc = ::connect(fd, ai->ai_addr, ai->ai_addrlen);
        if (rc == 0) {
            connected = true;
        } else if (errno == EINPROGRESS) {
            pollfd pfd{fd, POLLOUT, 0};
            rc = ::poll(&pfd, 1, timeoutMs);
            if (rc == 0) {
                last = tr("no answer within %1 ms").arg(timeoutMs);
            } else {
                int err = 0;
                socklen_t len = sizeof err;
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len);
                if (err == 0)
                    connected = true;
                else
                    last = QString::fromLocal8Bit(std::strerror(err));
            }
        } else {
            last = QString::fromLocal8Bit(std::strerror(errno));
        }
        ::close(fd);
    }
    ::freeaddrinfo(res);
    *detail = connected ? tr("connected") : last;
    return connected;
}

CheckResult Checks::notDirect(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    if (ctx.target().cluster.jumps.isEmpty() && ctx.target().nodes.first().plan.jumps.isEmpty()) {
        r.status = CheckStatus::NotRun;
        r.reason = tr("the cluster has no jump host: its nodes are meant to be reached directly");
        return r;
    }
    const int timeoutMs = def.intParam(QStringLiteral("timeout_ms"), 3000);
    QJsonArray evidence;
    int reachable = 0;
    QStringList exposed;
    for (const TargetNode &n : ctx.target().nodes) {
        if (ctx.isCancelled())
            break;
        QString detail;
        const quint16 port = n.plan.target.port;
        const bool connects = tcpConnects(n.plan.target.host, port, timeoutMs, &detail);
        evidence.append(QJsonObject{
            {QStringLiteral("node"), n.name},
            {QStringLiteral("address"), QStringLiteral("%1:%2").arg(n.plan.target.host).arg(port)},
            {QStringLiteral("tcp_connect"), connects},
            {QStringLiteral("detail"), detail}});
        logLine(r, tr("%1: TCP connect to %2:%3 from this machine: %4")
                       .arg(n.name, n.plan.target.host)
                       .arg(port)
                       .arg(detail));
        if (connects) {
            ++reachable;
            exposed << QStringLiteral("%1:%2").arg(n.plan.target.host).arg(port);
        }
    }
    r.json.insert(QStringLiteral("probes"), evidence);
    r.figures << figure(QStringLiteral("nodes_directly_reachable"), reachable, QString());
    if (reachable > 0) {
        r.status = CheckStatus::Fail;
        r.reason =
            tr("reachable directly from this machine, bypassing the jump host: %1 (the management plane "
               "is exposed)")
                .arg(exposed.join(QLatin1String(", ")));
    }
    return r;
}

CheckResult Checks::leastPrivilege(const CheckDef &def, CheckContext &ctx)
{
    CheckResult r = started(def);
    const bool allowRoot = def.params.value(QStringLiteral("allow_root")).toBool();
    QJsonArray evidence;
    QStringList problems;
    int refused = 0;
    const auto &nodes = ctx.target().nodes;
    for (int i = 0; i < nodes.size() && !ctx.isCancelled(); ++i) {
        ssh::SshError err;
        Session *s = ctx.node(i, &err);
        if (!s) {
            // Its own failure is L0's "nodes reached"; here it is a node this check could not measure.
            notReached(r, nodes.at(i).name, err);
            evidence.append(QJsonObject{{QStringLiteral("node"), nodes.at(i).name},
                                        {QStringLiteral("measured"), false},
                                        {QStringLiteral("error"), err.describe()}});
            continue;
        }
        // The privileged command must be refused; the SSH audit sink records that it was tried.
        const ssh::ShellResult sh =
            ssh::RemoteShell::run(ctx.engine(), s, "id -u; sudo -n true 2>&1; echo \"sudo_exit=$?\"", 20000);
        const QString out = QString::fromUtf8(sh.out + sh.err);
        logLine(r, tr("%1$ id -u; sudo -n true").arg(nodes.at(i).name));
        r.log += out.toUtf8();
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const int uid = lines.value(0).trimmed().toInt();
        int sudoExit = -1;
        for (const QString &l : lines) {
            if (l.startsWith(QLatin1String("sudo_exit=")))
                sudoExit = l.mid(10).toInt();
        }
        const bool sudoRefused = sudoExit != 0;
        QJsonObject n{{QStringLiteral("node"), nodes.at(i).name},
                      {QStringLiteral("uid"), uid},
                      {QStringLiteral("sudo_exit"), sudoExit},
                      {QStringLiteral("sudo_refused"), sudoRefused}};
        if (!sh.error.ok()) {
            problems << tr("%1: %2").arg(nodes.at(i).name, sh.error.describe());
        } else if (!sudoRefused) {
            problems << tr("%1: 'sudo -n true' succeeded: the login can become root without a password")
                            .arg(nodes.at(i).name);
        } else if (uid == 0 && !allowRoot) {
            problems
                << tr("%1: logged in as root (uid 0): every command is privileged").arg(nodes.at(i).name);
        } else {
            ++refused;
            if (uid == 0)
                n.insert(QStringLiteral("note"),
                         tr("logged in as root, allowed by the checklist (allow_root)"));
        }
        evidence.append(n);
    }
    r.json.insert(QStringLiteral("nodes"), evidence);
    const bool anyMeasured = r.notMeasured.size() < nodes.size();
    r.figures << (anyMeasured ? figure(QStringLiteral("nodes_privilege_refused"), refused, QString())
                              : unmeasured(QStringLiteral("nodes_privilege_refused"), QString()));
    if (!problems.isEmpty()) {
        r.status = CheckStatus::Fail;
        r.reason = problems.join(QLatin1String("; "));
    } else if (r.notMeasured.isEmpty()) {
        r.reason = allowRoot
                       ? tr("privileged command refused (sudo -n true); root logins allowed by the checklist")
                       : tr("privileged command refused (sudo -n true) on every node");
    } else if (anyMeasured) {
        r.reason = tr("privileged command refused (sudo -n true) on every node reached");
    }
    settleUnmeasured(r);
    return r;
}

} // namespace cg::validation
