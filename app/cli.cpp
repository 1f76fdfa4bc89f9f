// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "cli_bench.h"
#include "cli_clusters.h"
#include "cli_data.h"
#include "cli_jobs.h"
#include "cli_ledger.h"
#include "cli_plan.h"
#include "cli_recordings.h"
#include "cli_root.h"
#include "cli_secrets.h"
#include "cli_ssh.h"
#include "cli_stream_options.h"
#include "cli_validate.h"

#include "agent/agent_connection.h"
#include "agent/agent_locator.h"
#include "protocol/messages.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QProcess>
#include <QTextStream>

#include <cstdio>

namespace cg::cli {

namespace {

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::Cli)

public:
    static int fail(const QString &message, int code = 1)
    {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << Qt::endl;
        return code;
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
            return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), 2);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return 0;
        }
        const QStringList pos = p.positionalArguments();
        if (pos.size() != 1 || pos.first() != QLatin1String("local"))
            return fail(tr("agent stream needs one target; only 'local' (this machine) exists so far"), 2);
        int n = 0, ms = 0;
        if (const QString bad = stream.read(p, &n, &ms); !bad.isEmpty())
            return fail(bad, 2);

        int code = 0;
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
            fail(msg, 0);
        });
        QObject::connect(&conn, &AgentConnection::agentMessage, [&](const QString &msg) { fail(msg, 0); });
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
        return errors ? 1 : 0;
    }

    static int agentInfo(const QStringList &args)
    {
        if (args.size() != 2 || args.at(1) != QLatin1String("local"))
            return fail(tr("usage: clustergate agent info local"), 2);
        int code = 0;
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

    static int agent(const QStringList &args, CliRoot &root)
    {
        // args[0] == "agent"
        const QString sub = args.value(1);
        // A node reached over SSH: everything but "stream local".
        if (sub == QLatin1String("push") || sub == QLatin1String("stop") ||
            (sub == QLatin1String("stream") && !args.mid(2).contains(QLatin1String("local"))))
            return remoteAgentCommand(args, root);
        if (sub == QLatin1String("stream"))
            return agentStream(args.mid(1));
        if (sub == QLatin1String("info"))
            return agentInfo(args.mid(1));
        if (sub == QLatin1String("path")) {
            if (args.size() != 2)
                return fail(tr("usage: clustergate agent path (takes no arguments or options)"), 2);
            int code = 0;
            const QString path = locateOrExplain(&code);
            if (!path.isEmpty())
                QTextStream(stdout) << path << Qt::endl;
            return code;
        }
        return fail(
            tr("usage: clustergate agent stream|push|stop|info|path ...\n"
               "  agent stream local|TARGET [--count N] [--interval MS] [--format json] [ssh options]\n"
               "  agent push TARGET [ssh options]\n"
               "  agent stop TARGET [--remove] [ssh options]\n"
               "  agent info local\n"
               "  agent path"),
            2);
    }

    static QString usage()
    {
        return tr(
            "Usage: clustergate [--lang zh_CN|en]            open the console\n"
            "       clustergate --version\n"
            "       clustergate agent stream local|TARGET [--count N] [--interval MS] [--format json]\n"
            "       clustergate agent push|stop TARGET [ssh options]\n"
            "       clustergate agent info local\n"
            "       clustergate agent path\n"
            "       clustergate ssh check TARGET [--jump HOPS] [--ssh-config FILE] [--known-hosts FILE]\n"
            "       clustergate ssh exec TARGET [options] -- COMMAND...\n"
            "       clustergate ssh push TARGET [options] LOCAL REMOTE\n"
            "       clustergate ssh shell TARGET [options] [-- COMMAND...]\n"
            "       clustergate recordings list|show ID|export ID FILE|verify [ID] [--format json]\n"
            "       clustergate secrets list|check [--vault FILE]\n"
            "       clustergate secrets set ID --kind KIND [--label TEXT] [--vault FILE] < SECRET\n"
            "       clustergate secrets delete ID [--vault FILE]\n"
            "       clustergate secrets rotate ID NEW_ID [--vault FILE] < NEW_SECRET\n"
            "       clustergate ledger import-datasets FILE.csv [--rejects FILE]\n"
            "       clustergate ledger request create|show|submit|approve|reject|... (see ledger --help)\n"
            "       clustergate ledger verify [--bundle FILE] [--checkpoint FILE]...\n"
            "       clustergate ledger checkpoint --out FILE --key ID\n"
            "       clustergate ledger report --format pdf|csv --out FILE\n"
            "       clustergate bench evaluate RESULTS.json --baseline FILE|NAME [--baseline FILE]...\n"
            "       clustergate bench baselines\n"
            "       clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U\n"
            "                        [--headroom H] [--group G] [--format text|json]\n"
            "       clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script]\n"
            "       clustergate jobs list|cancel ID|logs ID [-f] --cluster C (see jobs --help)\n"
            "       clustergate validate CLUSTER --levels L0-L2 [--report FILE.pdf] [--format json]\n"
            "       clustergate validate verify-report FILE.json --trusted-key KEY\n"
            "       clustergate clusters list|show NAME [--format json]\n"
            "       clustergate clusters add|edit NAME [--jump HOPS] [--nodes EXPR] [--host-keys "
            "strict|accept-new]\n"
            "                        [--identity FILE]... (see clusters add --help)\n"
            "       clustergate clusters remove NAME\n"
            "       clustergate data push DATASET --cluster C [--to PATH] [--connections N] | data "
            "status|list|resume|cancel|wipe (see data --help)\n"
            "       clustergate clusters import-ssh-config [FILE] [--openssh] [--dry-run] [--format json]\n"
            "       clustergate [--lang zh_CN|en] [Qt options: -platform NAME, -style NAME, ...]\n");
    }
};

const QStringList kSubcommands{
    QStringLiteral("agent"),  QStringLiteral("ssh"),      QStringLiteral("secrets"),
    QStringLiteral("ledger"), QStringLiteral("bench"),    QStringLiteral("plan"),
    QStringLiteral("jobs"),   QStringLiteral("validate"), QStringLiteral("recordings")};
const QStringList kInventorySubcommands{QStringLiteral("clusters"), QStringLiteral("data")};

// What QGuiApplication and QApplication read from the command line (with one dash or two): they open the
// console, as no arguments do.
const QStringList kQtOptionsWithValue{QStringLiteral("platform"),        QStringLiteral("platformpluginpath"),
                                      QStringLiteral("platformtheme"),   QStringLiteral("plugin"),
                                      QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
                                      QStringLiteral("qwindowtitle"),    QStringLiteral("session"),
                                      QStringLiteral("display"),         QStringLiteral("geometry"),
                                      QStringLiteral("style"),           QStringLiteral("stylesheet"),
                                      QStringLiteral("qmljsdebugger")};
const QStringList kQtFlags{QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
                           QStringLiteral("dograb"), QStringLiteral("sync")};
const QStringList kQtAssignedOnly{QStringLiteral("dialogs"), QStringLiteral("fontengine")};

// True when `words` are only options of the console (--lang) and of Qt, with their values.
bool onlyConsoleOptions(const QStringList &words)
{
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (!w.startsWith(QLatin1Char('-')) || w == QLatin1String("-") || w == QLatin1String("--"))
            return false;
        QString name = w.mid(w.startsWith(QLatin1String("--")) ? 2 : 1);
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        const bool assigned = eq >= 0;
        if (assigned)
            name.truncate(eq);
        if (name == QLatin1String("lang") || kQtOptionsWithValue.contains(name)) {
            if (!assigned && ++i >= words.size())
                return false; // the value is missing
            continue;
        }
        if ((kQtFlags.contains(name) && !assigned) || (kQtAssignedOnly.contains(name) && assigned))
            continue;
        return false;
    }
    return true;
}

// Drops the program name and a leading --lang option (handled by main).
QStringList commandWords(const QStringList &arguments)
{
    QStringList words = arguments.mid(1);
    while (!words.isEmpty() && words.first().startsWith(QLatin1String("--lang"))) {
        const bool separate = words.first() == QLatin1String("--lang");
        words.removeFirst();
        if (separate && !words.isEmpty())
            words.removeFirst();
    }
    return words;
}

} // namespace

bool isHeadless(const QStringList &arguments)
{
    // Anything but console and Qt options is a command: a known one runs, any other is a usage error.
    return !onlyConsoleOptions(commandWords(arguments));
}

bool needsFonts(const QStringList &arguments)
{
    return ledgerNeedsFonts(commandWords(arguments)) || validateNeedsFonts(commandWords(arguments));
}

int run(const QStringList &arguments)
{
    const QStringList words = commandWords(arguments);
    const QString first = words.value(0);
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' '
                            << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
        QTextStream(stdout) << Cli::usage();
        return 0;
    }
    // The run's composition root: the hub every subcommand that reaches a host connects through.
    CliRoot root;
    if (first == QLatin1String("agent"))
        return Cli::agent(words, root);
    if (first == QLatin1String("ssh"))
        return sshCommand(words, root);
    if (first == QLatin1String("secrets"))
        return secretsCommand(words);
    if (first == QLatin1String("recordings"))
        return recordingsCommand(words);
    if (first == QLatin1String("ledger"))
        return ledgerCommand(words);
    if (first == QLatin1String("bench"))
        return benchCommand(words);
    if (first == QLatin1String("plan"))
        return planCommand(words);
    if (first == QLatin1String("jobs"))
        return jobsCommand(words, root);
    if (first == QLatin1String("validate"))
        return validateCommand(words, root);
    if (first == QLatin1String("clusters"))
        return clustersCommand(words);
    if (first == QLatin1String("data"))
        return dataCommand(words, root);
    return Cli::fail(Cli::tr("unknown command '%1'; the commands are %2, or no command to open the console")
                             .arg(first, (kSubcommands + kInventorySubcommands).join(QStringLiteral(", "))) +
                         QStringLiteral("\n\n") + Cli::usage(),
                     2);
}

} // namespace cg::cli
