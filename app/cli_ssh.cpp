// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_ssh.h"
#include "exit_codes.h"

#include "cli_root.h"
#include "cli_ssh_keychain.h"
#include "cli_stream_options.h"

#include "agent/agent_connection.h"
#include "agent/agent_deploy.h"
#include "agent/agent_locator.h"
#include "common/local_user.h"
#include "common/logging.h"
#include "common/paths.h"
#include "jobs/login_node.h"
#include "ledger/audit_log.h"
#include "ledger/audit_log_sink.h"
#include "secrets/ssh_secrets.h"
#include "services/cluster_connections.h"
#include "services/node_target.h"
#include "services/profile.h"
#include "ssh/chain_plan.h"
#include "ssh/connection_hub.h"
#include "ssh/file_push.h"
#include "ssh/retry.h"
#include "ssh/ssh_config.h"
#include "ssh/ssh_engine.h"
#include "transfer/data_transfers.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>
#include <QThread>

#include "storage/database.h"

#include <cstdio>
#include <fcntl.h>
#include <memory>
#include <termios.h>
#include <unistd.h>

namespace cg::cli {

namespace {

using namespace exit_code;

class SshCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::SshCli)

public:
    static int fail(const QString &message, int code) { return failWith(message, code); }

    // Asks on the controlling terminal, echo off for secrets; no terminal means no answer.
    static bool terminalPrompt(const ssh::PromptRequest &req, QString *answer)
    {
        const int fd = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
        if (fd < 0)
            return false;
        QString text = req.prompt;
        if (req.kind == ssh::PromptRequest::KeyboardInteractive && !req.instruction.isEmpty())
            text = req.instruction + QLatin1Char('\n') + text;
        if (!text.endsWith(QLatin1Char(' ')))
            text += req.kind == ssh::PromptRequest::KeyboardInteractive ? QString() : QStringLiteral(": ");
        const QByteArray prompt = (tr("[%1] ").arg(req.hopName) + text).toLocal8Bit();
        (void)!::write(fd, prompt.constData(), std::size_t(prompt.size()));
        termios old{};
        const bool tty = ::tcgetattr(fd, &old) == 0;
        if (tty && !req.echo) {
            termios quiet = old;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(fd, TCSAFLUSH, &quiet);
        }
        QByteArray line;
        char c = 0;
        bool got = false;
        while (::read(fd, &c, 1) == 1) {
            got = true;
            if (c == '\n' || c == '\r')
                break;
            line.append(c);
        }
        if (tty && !req.echo) {
            ::tcsetattr(fd, TCSAFLUSH, &old);
            (void)!::write(fd, "\n", 1);
        }
        ::close(fd);
        *answer = QString::fromLocal8Bit(line);
        line.fill('\0');
        return got;
    }

    static int run(const QStringList &words, CliRoot &root);
    static int agent(const QStringList &words, CliRoot &root);
    // The verbs' work once connected, on the hub's I/O thread of the chain.
    static int runVerb(const QCommandLineParser &p, const QString &verb, const QStringList &pos,
                       ssh::Engine &engine, ssh::Session *target, const QList<ssh::Session *> &hops,
                       int budget);
    static int agentVerb(const QCommandLineParser &p, const QString &verb, const QString &localAgent, int n,
                         int ms, const QCommandLineOption &remove, ssh::Engine &engine, ssh::Session *target,
                         const QList<ssh::Session *> &hops);
};

// The options every command that reaches a TARGET over SSH takes (ssh, agent push|stream|stop).
struct SshOptions
{
    const QCommandLineOption config{
        QStringLiteral("ssh-config"),
        SshCli::tr("OpenSSH client configuration to use (default: ~/.ssh/config)."), QStringLiteral("FILE")};
    const QCommandLineOption knownHosts{QStringLiteral("known-hosts"),
                                        SshCli::tr("known_hosts file (default: ~/.ssh/known_hosts)."),
                                        QStringLiteral("FILE")};
    const QCommandLineOption identity{QStringLiteral("identity"),
                                      SshCli::tr("Private key to try first (repeatable)."),
                                      QStringLiteral("FILE")};
    const QCommandLineOption jump{QStringLiteral("jump"),
                                  SshCli::tr("Jump hosts, like ssh -J: [user@]host[:port][,...]."),
                                  QStringLiteral("HOPS")};
    const QCommandLineOption hostKeys{
        QStringLiteral("host-keys"), SshCli::tr("Unknown host keys: strict (refuse) or accept-new (record)."),
        QStringLiteral("POLICY"), QStringLiteral("strict")};
    const QCommandLineOption timeout{QStringLiteral("timeout"),
                                     SshCli::tr("Seconds to reach and log in to each hop."),
                                     QStringLiteral("S"), QStringLiteral("30")};
    const QCommandLineOption noAgent{QStringLiteral("no-agent"), SshCli::tr("Do not use ssh-agent.")};
    const QCommandLineOption noKeychain{
        QStringLiteral("no-keychain"),
        SshCli::tr("Do not answer passphrase and password prompts from the keychain.")};
    const QCommandLineOption remember{
        QStringLiteral("remember"),
        SshCli::tr(
            "Keep the passphrases and passwords typed at the prompts in the keychain, once they worked.")};

    void addTo(QCommandLineParser &p) const
    {
        p.addOptions({config, knownHosts, identity, jump, hostKeys, timeout, noAgent, noKeychain, remember});
    }
};

// Every remote command of this process, in the profile's audit log as the console writes it (one
// "ssh.command" row each: host, hop chain, user, command with secrets masked, times, exit status).
struct CliAudit
{
    services::Profile profile;

    ssh::AuditSink *open()
    {
        if (profile.isOpen())
            return &profile.auditSink();
        if (const Status st = profile.open(localUserName()); !st) {
            QTextStream(stderr) << QCoreApplication::translate("cg::cli::SshCli",
                                                               "clustergate: warning: not audit-logged: %1")
                                       .arg(st.error())
                                << Qt::endl;
            return nullptr;
        }
        return &profile.auditSink();
    }
    ~CliAudit()
    {
        if (!profile.isOpen())
            return;
        if (const int failures = profile.flush(); failures > 0)
            QTextStream(stderr) << QCoreApplication::translate(
                                       "cg::cli::SshCli",
                                       "clustergate: warning: %n audit row(s) could not be written", nullptr,
                                       failures)
                                << Qt::endl;
    }
};

// A connection to TARGET through its jump chain, as the command line asked for it.
struct SshConnection
{
    explicit SshConnection(ssh::ConnectionHub &h) : hub(h) {}

    ssh::ConnectionHub &hub;
    CliAudit audit;
    KeychainAnswers keychain;
    ssh::ChainPlan plan;
    ssh::SessionOptions base;
    bool targetReady = false;

    ~SshConnection()
    {
        hub.setPrompter({});
        hub.setSecretSource({});
        hub.setAuditSink(nullptr);
    }

    // What runs once the target is connected (or could not be: `target` says), on the I/O thread of the
    // chain's tree in the run's connection hub; `chain` is every hop and the target, in order.
    using Body = std::function<int(ssh::Engine &engine, ssh::Session *target,
                                   const QList<ssh::Session *> &chain, int budget)>;
    int run(const Body &body);

    // 0 when an attempt was made (see target->isReady()), else the exit status for a usage or
    // configuration error, already reported.
    int open(const QCommandLineParser &p, const SshOptions &o, const QString &targetSpec)
    {
        // An inventory node (`gpu01`, `lab-otp/gpu01`) is reached as its cluster says; --jump means a host.
        if (!p.isSet(o.jump) && audit.open()) {
            const Inventory inventory(audit.profile.database());
            const auto node = services::NodeTargets::connection(inventory, targetSpec);
            if (!node.ok())
                return SshCli::fail(node.error(), node.code() == ErrorCode::Failed ? kConnectionFailed : 2);
            if (node.value())
                return open(p, o, *node.value());
        }
        ssh::HostKeyPolicy policy = ssh::HostKeyPolicy::Strict;
        int seconds = 0;
        if (const int rc = readOptions(p, o, &policy, &seconds); rc != 0)
            return rc;
        const QString home = QDir::homePath();
        std::optional<ssh::SshConfig> cfg;
        const QString cfgPath =
            p.isSet(o.config) ? p.value(o.config) : QDir(home).filePath(QStringLiteral(".ssh/config"));
        if (p.isSet(o.config) || QFileInfo::exists(cfgPath)) {
            auto loaded = ssh::SshConfig::load(cfgPath, ssh::SshConfigOptions{});
            if (!loaded.ok())
                return SshCli::fail(loaded.error(), kConnectionFailed);
            cfg = loaded.value();
            for (const ssh::SshConfigIssue &issue : cfg->issues())
                QTextStream(stderr) << QCoreApplication::translate("cg::cli::SshCli",
                                                                   "clustergate: note: %1:%2: %3")
                                           .arg(issue.file)
                                           .arg(issue.line)
                                           .arg(issue.message)
                                    << Qt::endl;
        }
        ssh::PlanRequest req;
        req.target = targetSpec;
        req.jump = p.value(o.jump);
        req.identityFiles = p.values(o.identity);
        req.homeDir = home;
        const Result<ssh::ChainPlan> planned = ssh::ChainPlanner::plan(req, cfg ? &*cfg : nullptr);
        if (!planned.ok())
            return SshCli::fail(planned.error(), kConnectionFailed);
        return connectAlong(p, o, planned.value(), policy, seconds);
    }

    // To a saved cluster (services::ClusterConnections): its chain, host-key policy, legacy key exchange and
    // key files; --host-keys and --known-hosts when given say otherwise.
    int open(const QCommandLineParser &p, const SshOptions &o, const services::ClusterConnection &saved)
    {
        ssh::HostKeyPolicy policy = ssh::HostKeyPolicy::Strict;
        int seconds = 0;
        if (const int rc = readOptions(p, o, &policy, &seconds); rc != 0)
            return rc;
        const int rc =
            connectAlong(p, o, saved.plan, p.isSet(o.hostKeys) ? policy : saved.base.policy, seconds);
        base.allowLegacyKex = saved.base.allowLegacyKex;
        if (!p.isSet(o.knownHosts) && !saved.base.knownHostsFile.isEmpty())
            base.knownHostsFile = saved.base.knownHostsFile;
        return rc;
    }

private:
    static int readOptions(const QCommandLineParser &p, const SshOptions &o, ssh::HostKeyPolicy *policyOut,
                           int *secondsOut)
    {
        ssh::HostKeyPolicy policy;
        if (p.value(o.hostKeys) == QLatin1String("strict"))
            policy = ssh::HostKeyPolicy::Strict;
        else if (p.value(o.hostKeys) == QLatin1String("accept-new"))
            policy = ssh::HostKeyPolicy::AcceptNew;
        else
            return SshCli::fail(
                QCoreApplication::translate("cg::cli::SshCli", "--host-keys must be strict or accept-new"),
                2);
        bool okTimeout = false;
        const int seconds = p.value(o.timeout).toInt(&okTimeout);
        if (!okTimeout || seconds < 1 || seconds > 3600)
            return SshCli::fail(QCoreApplication::translate("cg::cli::SshCli",
                                                            "--timeout must be between 1 and 3600 seconds"),
                                2);
        *policyOut = policy;
        *secondsOut = seconds;
        return kDone;
    }

    int connectAlong(const QCommandLineParser &p, const SshOptions &o, const ssh::ChainPlan &chain,
                     ssh::HostKeyPolicy policy, int seconds)
    {
        const QString home = QDir::homePath();
        plan = chain;
        base.policy = policy;
        base.knownHostsFile = p.isSet(o.knownHosts) ? p.value(o.knownHosts)
                                                    : QDir(home).filePath(QStringLiteral(".ssh/known_hosts"));
        if (!p.isSet(o.noKeychain))
            keychain.open(p.isSet(o.remember));
        base.useAgent = !p.isSet(o.noAgent);
        base.timeoutMs = seconds * 1000;
        // Every prompt goes through the hub: the keychain first, then the terminal; without a terminal the
        // error names the keychain entry that would answer.
        hub.setAuditSink(audit.open());
        hub.setSecretSource(
            [this](const ssh::PromptRequest &r, QString *answer) { return keychain.fromStore(r, answer); });
        hub.auth().setSecretNamer(
            [](const ssh::PromptRequest &r) { return secrets::SshSecrets::metaFor(r).id; });
        const int tty = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
        if (tty >= 0) {
            ::close(tty);
            hub.setPrompter([this](const ssh::PromptRequest &r, QString *answer) {
                if (!SshCli::terminalPrompt(r, answer))
                    return false;
                keychain.typed(r, *answer);
                return true;
            });
        } else {
            hub.setPrompter({});
        }
        return kDone;
    }
};

int SshConnection::run(const Body &body)
{
    int rc = kConnectionFailed;
    ssh::TaskOptions to;
    to.connectTarget = false;
    to.retry = false;
    const auto task = [&](ssh::TaskContext &ctx) -> ssh::SshError {
        // Connect, retrying what the network broke (never what a person must decide) with backoff.
        const ssh::RetryPolicy retry;
        QRandomGenerator rng{quint32(QDateTime::currentMSecsSinceEpoch())};
        int attempt = 0;
        ssh::Session *target = nullptr;
        QList<ssh::Session *> chain;
        int budget = 0;
        for (;;) {
            ++attempt;
            ssh::Session *via = ctx.hopsFor(plan.jumps);
            chain.clear();
            for (ssh::Session *s = via; s; s = s->via())
                chain.prepend(s);
            ssh::SessionOptions o = ctx.base;
            o.endpoint = plan.target;
            o.hop = int(chain.size()) + 1;
            target = ctx.connect(o, via);
            chain << target;
            budget = base.timeoutMs * int(chain.size()) + 5000;
            ctx.engine.runUntil([&] { return target->isFinished() || ctx.cancelled(); }, budget);
            ssh::SshError firstError;
            for (ssh::Session *s : std::as_const(chain)) {
                if (s->state() == ssh::Session::State::Failed) {
                    firstError = s->error();
                    break;
                }
            }
            if (target->isReady() || !retry.shouldRetry(firstError, attempt))
                break;
            const int wait = retry.delayBefore(attempt + 1, rng);
            QTextStream(stderr) << QCoreApplication::translate(
                                       "cg::cli::SshCli",
                                       "clustergate: %1; retrying in %2 ms (attempt %3 of %4)")
                                       .arg(firstError.describe())
                                       .arg(wait)
                                       .arg(attempt + 1)
                                       .arg(retry.maxAttempts)
                                << Qt::endl;
            ctx.engine.close(target);
            ctx.replaceHops(plan.jumps);
            ctx.engine.runUntil([] { return false; }, wait);
        }
        targetReady = target->isReady();
        rc = body(ctx.engine, target, chain, budget);
        return {};
    };
    std::unique_ptr<ssh::TaskRequest> t(hub.task(plan, base, task, to));
    t->waitForFinished();
    if (targetReady) {
        for (const QString &note : keychain.connected())
            QTextStream(stderr) << "clustergate: " << note << Qt::endl;
    }
    return rc;
}

int SshCli::run(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Reach a host through its jump hosts and check it or run a command."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("check|exec|push|shell"),
                            tr("check: connect every hop and report; exec: run a command; push: copy a file; "
                               "shell: an interactive shell on a terminal, recorded"));
    p.addPositionalArgument(QStringLiteral("target"),
                            tr("an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, or "
                               "[user@]host[:port]"));
    p.addPositionalArgument(QStringLiteral("command"),
                            tr("for exec, after --: the command and its arguments"),
                            QStringLiteral("[-- command...]"));
    const SshOptions o;
    o.addTo(p);
    if (!p.parse(words))
        return fail(p.errorText(), 2);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    if ((verb != QLatin1String("check") && verb != QLatin1String("exec") && verb != QLatin1String("push") &&
         verb != QLatin1String("shell")) ||
        pos.size() < 2)
        return fail(tr("usage: clustergate ssh check TARGET | ssh exec TARGET -- COMMAND... | ssh push "
                       "TARGET LOCAL REMOTE | ssh shell TARGET [-- COMMAND...]"),
                    2);
    if (verb == QLatin1String("push") && pos.size() != 4)
        return fail(tr("ssh push takes a target, a local file and a remote path"), 2);
    if (verb == QLatin1String("push")) {
        // Datasets leave only through the ledger's gate (data push), never as plain files.
        services::Profile profile;
        if (const Status st = profile.open(localUserName()); !st)
            return fail(tr("the ledger cannot be opened to check %1: %2").arg(pos.at(2), st.error()), 3);
        const QString why = transfer::pushGuard(profile.ledger(), transfer::TransferStore(), pos.at(2));
        if (!why.isEmpty())
            return fail(why, 3);
    }
    if (verb == QLatin1String("check") && pos.size() != 2)
        return fail(tr("ssh check takes one target"), 2);
    if (verb == QLatin1String("exec") && pos.size() < 3)
        return fail(tr("ssh exec needs a command after --"), 2);
    SshConnection c(root.hub());
    if (const int rc = c.open(p, o, pos.at(1)); rc != 0)
        return rc;
    if (verb == QLatin1String("shell")) {
        QByteArray command;
        for (const QString &w : pos.mid(2))
            command += (command.isEmpty() ? "" : " ") + w.toLocal8Bit();
        return interactiveShell(c.hub, c.plan, c.base,
                                c.audit.profile.isOpen() ? &c.audit.profile.auditLog() : nullptr, command);
    }
    return c.run([&](ssh::Engine &engine, ssh::Session *target, const QList<ssh::Session *> &hops,
                     int budget) { return runVerb(p, verb, pos, engine, target, hops, budget); });
}

int SshCli::runVerb(const QCommandLineParser &p, const QString &verb, const QStringList &pos,
                    ssh::Engine &engine, ssh::Session *target, const QList<ssh::Session *> &hops, int budget)
{
    (void)p;
    if (verb == QLatin1String("check")) {
        engine.runUntil([&] { return target->isFinished(); }, budget);
        QTextStream out(stdout);
        for (ssh::Session *s : std::as_const(hops)) {
            const ssh::HopTiming &t = s->timing();
            const ssh::Endpoint &ep = s->options().endpoint;
            const QString where = QStringLiteral("%1:%2").arg(ep.host).arg(ep.port);
            out << (ep.displayName() == ep.host
                        ? tr("hop %1 %2: ").arg(s->options().hop).arg(where)
                        : tr("hop %1 %2 (%3): ").arg(s->options().hop).arg(ep.displayName(), where));
            if (s->isReady())
                out << tr("ok — connect %1 ms, handshake %2 ms, auth %3 ms (%4), host key %5")
                           .arg(t.connectMs)
                           .arg(t.handshakeMs)
                           .arg(t.authMs)
                           .arg(s->authMethodUsed(), s->hostKeyFingerprint());
            else if (s->state() == ssh::Session::State::Failed)
                out << tr("FAILED — %1").arg(s->error().message);
            else
                out << tr("not reached");
            out << Qt::endl;
        }
        return target->isReady() ? kDone : kConnectionFailed;
    }

    if (verb == QLatin1String("push")) {
        ssh::PushOptions po;
        po.localPath = pos.at(2);
        po.remotePath = pos.at(3);
        int lastPercent = -1;
        const bool tty = ::isatty(2);
        po.progress = [&](qint64 done, qint64 total) {
            const int percent = total > 0 ? int(done * 100 / total) : 100;
            if (percent != lastPercent && tty) {
                lastPercent = percent;
                QTextStream(stderr) << '\r'
                                    << tr("%1: %2 % of %3 bytes").arg(po.localPath).arg(percent).arg(total);
            }
        };
        const ssh::PushResult r = ssh::FilePush::run(engine, target, po);
        if (tty) {
            QTextStream err(stderr);
            err << Qt::endl;
        }
        if (!r.ok()) {
            for (ssh::Session *s : std::as_const(hops)) {
                if (s->state() == ssh::Session::State::Failed)
                    return fail(s->error().describe(), kConnectionFailed);
            }
            return fail(r.error.describe(), kConnectionFailed);
        }
        QTextStream(stdout) << tr("%1 -> %2: %3 bytes (%4 resumed), SHA-256 %5 verified on the far side")
                                   .arg(po.localPath, po.remotePath)
                                   .arg(r.total)
                                   .arg(r.resumedFrom)
                                   .arg(QString::fromLatin1(r.sha256Hex))
                            << Qt::endl;
        return kDone;
    }

    QByteArray command;
    for (const QString &w : pos.mid(2)) {
        if (!command.isEmpty())
            command += ' ';
        command += w.toLocal8Bit();
    }
    ssh::Exec *e = engine.exec(target, command,
                               ssh::ExecCallbacks{[](const char *d, std::size_t n) {
                                                      std::fwrite(d, 1, n, stdout);
                                                      std::fflush(stdout);
                                                  },
                                                  [](const char *d, std::size_t n) {
                                                      std::fwrite(d, 1, n, stderr);
                                                      std::fflush(stderr);
                                                  }});
    e->closeStdin();
    if (!engine.runUntil([&] { return e->isFinished() && (target->isFinished()); },
                         budget + 24 * 3600 * 1000))
        return fail(tr("timed out"), kConnectionFailed);
    if (!e->error().ok()) {
        // The first hop that failed tells the real story.
        for (ssh::Session *s : std::as_const(hops)) {
            if (s->state() == ssh::Session::State::Failed)
                return fail(s->error().describe(), kConnectionFailed);
        }
        return fail(e->error().describe(), kConnectionFailed);
    }
    if (!e->exitSignal().isEmpty())
        return fail(tr("the remote command was killed by signal %1").arg(e->exitSignal()), kConnectionFailed);
    return e->exitStatus();
}

// `agent push|stream|stop TARGET`: the bundled agent on a node, through its jump chain.
int SshCli::agent(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Put the agent on a node (push), stream its telemetry (stream) or stop it."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("push|stream|stop"), tr("what to do"));
    p.addPositionalArgument(QStringLiteral("target"),
                            tr("an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, or "
                               "[user@]host[:port]"));
    const SshOptions o;
    o.addTo(p);
    const StreamOptions stream;
    stream.addTo(p);
    const QCommandLineOption remove(QStringLiteral("remove"),
                                    tr("stop: also delete the agent from the node."));
    p.addOption(remove);
    if (!p.parse(words))
        return fail(p.errorText(), 2);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    if (pos.size() != 2 ||
        (verb != QLatin1String("push") && verb != QLatin1String("stream") && verb != QLatin1String("stop")))
        return fail(tr("usage: clustergate agent push|stream|stop TARGET [options]"), 2);
    int n = 0, ms = 0;
    if (const QString bad = stream.read(p, &n, &ms); !bad.isEmpty())
        return fail(bad, 2);
    QString localAgent;
    if (verb != QLatin1String("stop")) {
        const AgentLocation loc = locateAgent();
        if (loc.path.isEmpty())
            return fail(tr("the bundled agent (clustergate-agent) was not found; looked in: %1. "
                           "Set CLUSTERGATE_AGENT to its path.")
                            .arg(loc.searched.join(QStringLiteral(", "))),
                        2);
        localAgent = loc.path;
    }

    SshConnection c(root.hub());
    if (const int rc = c.open(p, o, pos.at(1)); rc != 0)
        return rc;
    return c.run([&](ssh::Engine &engine, ssh::Session *target, const QList<ssh::Session *> &hops, int) {
        return agentVerb(p, verb, localAgent, n, ms, remove, engine, target, hops);
    });
}

int SshCli::agentVerb(const QCommandLineParser &p, const QString &verb, const QString &localAgent, int n,
                      int ms, const QCommandLineOption &remove, ssh::Engine &engine, ssh::Session *target,
                      const QList<ssh::Session *> &hops)
{
    if (!target->isReady()) {
        for (ssh::Session *s : std::as_const(hops)) {
            if (s->state() == ssh::Session::State::Failed)
                return fail(s->error().describe(), kConnectionFailed);
        }
        return fail(target->error().describe(), kConnectionFailed);
    }
    if (verb == QLatin1String("stop")) {
        const ssh::SshError e = AgentDeployer::stop(engine, target, p.isSet(remove));
        if (!e.ok())
            return fail(e.describe(), kConnectionFailed);
        QTextStream(stdout) << (p.isSet(remove) ? tr("agent stopped and removed") : tr("agent stopped"))
                            << Qt::endl;
        return kDone;
    }
    const AgentDeployment d = AgentDeployer::ensure(engine, target, localAgent);
    if (!d.ok())
        return fail(d.error.describe(), kConnectionFailed);
    if (verb == QLatin1String("push")) {
        QTextStream(stdout)
            << (d.pushed ? tr("%1: pushed %2 bytes, %3").arg(d.remotePath).arg(d.bytes).arg(d.remoteVersion)
                         : tr("%1: already up to date, %2").arg(d.remotePath, d.remoteVersion))
            << Qt::endl;
        return kDone;
    }

    // stream: binary frames over the exec channel, decoded here, one JSON line per sample with the node's
    // host name from the agent's hello.
    AgentConnection conn;
    QString host;
    int printed = 0;
    int errors = 0;
    QObject::connect(&conn, &AgentConnection::helloReceived, [&](const QJsonObject &hello) {
        host = hello.value(QStringLiteral("hostname")).toString();
    });
    QObject::connect(&conn, &AgentConnection::sampleReceived, [&](const proto::Sample &sample) {
        QJsonObject line =
            QJsonDocument::fromJson(QByteArray::fromStdString(proto::sampleToJsonLine(sample))).object();
        line.insert(QStringLiteral("host"), host);
        const QByteArray text = QJsonDocument(line).toJson(QJsonDocument::Compact);
        std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
        ++printed;
    });
    QObject::connect(&conn, &AgentConnection::protocolError, [&](const QString &msg) {
        ++errors;
        fail(msg, 0);
    });
    QObject::connect(&conn, &AgentConnection::agentMessage, [&](const QString &msg) { fail(msg, 0); });
    ssh::Exec *e = engine.exec(
        target, AgentDeployer::telemetryCommand(d.remotePath, d.sha256Hex, ms, n),
        ssh::ExecCallbacks{
            [&](const char *data, std::size_t size) { conn.feed(QByteArray(data, qsizetype(size))); },
            [](const char *data, std::size_t size) { std::fwrite(data, 1, size, stderr); }});
    engine.runUntil([&] { return e->isFinished(); }, n > 0 ? n * ms + 60000 : 24 * 3600 * 1000);
    conn.finish();
    if (!e->isFinished())
        return fail(tr("the agent sent %1 of %2 samples in time").arg(printed).arg(n), kConnectionFailed);
    if (!e->error().ok())
        return fail(e->error().describe(), kConnectionFailed);
    if (e->exitStatus() != 0)
        return fail(tr("the agent stopped with exit code %1").arg(e->exitStatus()), 1);
    if (n > 0 && printed < n)
        return fail(tr("the agent sent %1 of %2 samples").arg(printed).arg(n), 1);
    return errors ? kFailed : kDone;
}

} // namespace

struct SshTarget::Impl
{
    explicit Impl(ssh::ConnectionHub &hub) : connection(hub) {}

    SshOptions options;
    SshConnection connection;

    // Connects once (the hub keeps the jump hosts for the commands that follow).
    int connected(int rc)
    {
        if (rc != 0)
            return rc;
        return connection.run(
            [](ssh::Engine &, ssh::Session *target, const QList<ssh::Session *> &chain, int) {
                if (target->isReady())
                    return kDone;
                for (ssh::Session *s : std::as_const(chain)) {
                    if (s->state() == ssh::Session::State::Failed)
                        return SshCli::fail(s->error().describe(), kConnectionFailed);
                }
                return SshCli::fail(target->error().describe(), kConnectionFailed);
            });
    }
};

SshTarget::SshTarget(ssh::ConnectionHub &hub) : d(std::make_unique<Impl>(hub)) {}
SshTarget::~SshTarget() = default;

void SshTarget::addOptions(QCommandLineParser &p) const
{
    d->options.addTo(p);
}

int SshTarget::connect(const QCommandLineParser &p, const QString &target)
{
    return d->connected(d->connection.open(p, d->options, target));
}

int SshTarget::connect(const QCommandLineParser &p, const services::ClusterConnection &cluster)
{
    return d->connected(d->connection.open(p, d->options, cluster));
}

std::unique_ptr<jobs::LoginNode> SshTarget::loginNode() const
{
    return std::make_unique<jobs::HubLoginNode>(d->connection.hub, d->connection.plan, d->connection.base);
}

ssh::ConnectionHub &SshTarget::hub() const
{
    return d->connection.hub;
}

const ssh::ChainPlan &SshTarget::plan() const
{
    return d->connection.plan;
}

const ssh::SessionOptions &SshTarget::base() const
{
    return d->connection.base;
}

ledger::AuditLog *SshTarget::auditLog() const
{
    return d->connection.audit.profile.isOpen() ? &d->connection.audit.profile.auditLog() : nullptr;
}

int sshCommand(const QStringList &words, CliRoot &root)
{
    return SshCli::run(words, root);
}

int remoteAgentCommand(const QStringList &words, CliRoot &root)
{
    return SshCli::agent(words, root);
}

} // namespace cg::cli
