// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_agent.h"

#include "cli_ssh.h"
#include "cli_stream_options.h"
#include "exit_codes.h"

#include "agent/agent_connection.h"
#include "agent/agent_locator.h"
#include "cli_root.h"
#include "common/local_user.h"
#include "protocol/messages.h"
#include "services/agent_restart.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QProcess>
#include <QTextStream>

#include <cstdio>

namespace cg::cli {

namespace {

using namespace exit_code;

class AgentCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::Cli)

public:
    static int fail(const QString &message, int code = kFailed)
    {
        warn(message);
        return code;
    }

    static void warn(const QString &message)
    {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << Qt::endl;
    }

    static QString locateOrExplain(int *code)
    {
        const AgentLocation loc = locateAgent();
        if (loc.path.isEmpty()) {
            *code = fail(tr("the bundled agent (clustergate-agent) was not found; looked in: %1. "
                            "Set CLUSTERGATE_AGENT to its path.")
                             .arg(loc.searched.join(QStringLiteral(", "))));
        }
        return loc.path;
    }

    static int agentStream(const QStringList &args)
    {
        QCommandLineParser p;
        p.setApplicationDescription(
            tr("Run the agent on a target and print each decoded sample as a JSON line."));
        p.addHelpOption();
        p.addPositionalArgument(QStringLiteral("target"), tr("Target to stream from: local"));
        const StreamOptions stream;
        stream.addTo(p);
        if (!p.parse(args))
            return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return kDone;
        }
        const QStringList pos = p.positionalArguments();
        if (pos.size() != 1 || pos.first() != QLatin1String("local"))
            return fail(tr("agent stream needs one target; only 'local' (this machine) exists so far"),
                        kUsage);
        int n = 0, ms = 0;
        if (const QString bad = stream.read(p, &n, &ms); !bad.isEmpty())
            return fail(bad, kUsage);

        int code = kDone;
        const QString agentPath = locateOrExplain(&code);
        if (agentPath.isEmpty())
            return code;

        QProcess proc;
        AgentConnection conn;
        int printed = 0;
        int errors = 0;
        QObject::connect(&conn, &AgentConnection::sampleReceived, [&](const proto::Sample &s) {
            const std::string line = proto::sampleToJsonLine(s);
            std::fwrite(line.data(), 1, line.size(), stdout);
            std::fputc('\n', stdout);
            std::fflush(stdout);
            ++printed;
        });
        QObject::connect(&conn, &AgentConnection::protocolError, [&](const QString &msg) {
            ++errors;
            warn(msg);
        });
        QObject::connect(&conn, &AgentConnection::agentMessage, [&](const QString &msg) { warn(msg); });
        QObject::connect(&proc, &QProcess::readyReadStandardOutput,
                         [&] { conn.feed(proc.readAllStandardOutput()); });
        proc.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        proc.start(agentPath, {QStringLiteral("telemetry"), QStringLiteral("--format"),
                               QStringLiteral("binary"), QStringLiteral("--interval"), QString::number(ms),
                               QStringLiteral("--count"), QString::number(n)});
        if (!proc.waitForStarted(10000))
            return fail(tr("cannot start the agent %1: %2").arg(agentPath, proc.errorString()));
        QEventLoop loop;
        QObject::connect(&proc, &QProcess::finished, &loop, &QEventLoop::quit);
        if (proc.state() != QProcess::NotRunning)
            loop.exec();
        conn.feed(proc.readAllStandardOutput());
        conn.finish();
        if (proc.exitStatus() != QProcess::NormalExit || proc.exitCode() != 0)
            return fail(tr("the agent stopped with exit code %1").arg(proc.exitCode()));
        if (n > 0 && printed < n)
            return fail(tr("the agent sent %1 of %2 samples").arg(printed).arg(n));
        return errors ? kFailed : kDone;
    }

    static int agentInfo(const QStringList &args)
    {
        if (args.size() != 2 || args.at(1) != QLatin1String("local"))
            return fail(tr("usage: clustergate agent info local"), kUsage);
        int code = kDone;
        const QString agentPath = locateOrExplain(&code);
        if (agentPath.isEmpty())
            return code;
        QProcess proc;
        proc.setProcessChannelMode(QProcess::ForwardedChannels);
        proc.start(agentPath, {QStringLiteral("info")});
        if (!proc.waitForStarted(10000) || !proc.waitForFinished(60000))
            return fail(tr("cannot run the agent %1: %2").arg(agentPath, proc.errorString()));
        return proc.exitCode();
    }

    // `agent restart NODE`: the agent on one node stopped, put back and answering (services::AgentRestart).
    static int agentRestart(const QStringList &args, CliRoot &root)
    {
        QCommandLineParser p;
        p.setApplicationDescription(tr(
            "Restart the agent on a node: stop it, put the bundled agent back and check that it answers."));
        p.addHelpOption();
        p.addPositionalArgument(
            QStringLiteral("node"),
            tr("an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, "
               "or [user@]host[:port]"));
        SshTarget target(root.hub());
        target.addOptions(p);
        if (!p.parse(args))
            return fail(p.errorText(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return kDone;
        }
        const QStringList pos = p.positionalArguments();
        if (pos.size() != 1)
            return fail(tr("usage: clustergate agent restart NODE [ssh options]"), kUsage);
        int code = kDone;
        const QString agentPath = locateOrExplain(&code);
        if (agentPath.isEmpty())
            return code;
        if (const int rc = target.connect(p, pos.first()); rc != 0)
            return rc;
        services::ClusterConnection node;
        node.node = pos.first();
        node.plan = target.plan();
        node.base = target.base();
        const services::AgentRestartOutcome o =
            services::AgentRestart::run(target.hub(), node, agentPath, target.auditLog(), localUserName());
        if (!o.ok())
            return fail(tr("the agent on %1 was not restarted: %2").arg(o.node, o.error), kConnectionFailed);
        QTextStream(stdout) << tr("agent restarted on %1: %2 (%3)").arg(o.node, o.remoteVersion, o.remotePath)
                            << Qt::endl;
        return kDone;
    }

    static int agent(const QStringList &args, CliRoot &root)
    {
        // args[0] == "agent"
        const QString sub = args.value(1);
        // A node reached over SSH: everything but "stream local".
        if (sub == QLatin1String("push") || sub == QLatin1String("stop") ||
            (sub == QLatin1String("stream") && !args.mid(2).contains(QLatin1String("local"))))
            return remoteAgentCommand(args, root);
        if (sub == QLatin1String("restart"))
            return agentRestart(args.mid(1), root);
        if (sub == QLatin1String("stream"))
            return agentStream(args.mid(1));
        if (sub == QLatin1String("info"))
            return agentInfo(args.mid(1));
        if (sub == QLatin1String("path")) {
            if (args.size() != 2)
                return fail(tr("usage: clustergate agent path (takes no arguments or options)"), kUsage);
            int code = kDone;
            const QString path = locateOrExplain(&code);
            if (!path.isEmpty())
                QTextStream(stdout) << path << Qt::endl;
            return code;
        }
        return fail(
            tr("usage: clustergate agent stream|push|stop|restart|info|path ...\n"
               "  agent stream local|TARGET [--count N] [--interval MS] [--format json] [ssh options]\n"
               "  agent push TARGET [ssh options]\n"
               "  agent stop TARGET [--remove] [ssh options]\n"
               "  agent restart NODE [ssh options]\n"
               "  agent info local\n"
               "  agent path"),
            kUsage);
    }
};

} // namespace

int agentCommand(const QStringList &words, CliRoot &root)
{
    return AgentCli::agent(words, root);
}

} // namespace cg::cli
