// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "cli_agent.h"
#include "cli_alerts.h"
#include "cli_bench.h"
#include "cli_choice.h"
#include "cli_clusters.h"
#include "cli_cost.h"
#include "cli_data.h"
#include "cli_history.h"
#include "cli_inference.h"
#include "cli_jobs.h"
#include "cli_ledger.h"
#include "cli_plan.h"
#include "cli_recordings.h"
#include "cli_root.h"
#include "cli_secrets.h"
#include "cli_serve.h"
#include "cli_ssh.h"
#include "cli_validate.h"
#include "exit_codes.h"

#include <QCoreApplication>
#include <QTextStream>

namespace cg::cli {

namespace {

using namespace exit_code;

// A command that reaches no host: it takes no part of the run's composition root.
template <int (*F)(const QStringList &)> int plain(const QStringList &words, CliRoot &)
{
    return F(words);
}

// The commands. A new one is a row here (and its file): --help, the dispatch and the list of commands in the
// unknown-command error follow from this table.
const std::vector<Command> kCommands = {
    {"agent",
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "stream telemetry from the bundled agent; push it to a node, stop it"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate agent stream local|TARGET [--count N] [--interval MS] [--format json]\n"
                       "clustergate agent push|stop TARGET [ssh options]\n"
                       "clustergate agent info local\n"
                       "clustergate agent path"),
     agentCommand},
    {"ssh",
     QT_TRANSLATE_NOOP("cg::cli::Commands", "check, run commands on, push files to and open shells on hosts"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate ssh check TARGET [--jump HOPS] [--ssh-config FILE] [--known-hosts FILE]\n"
                       "clustergate ssh exec TARGET [options] -- COMMAND...\n"
                       "clustergate ssh push TARGET [options] LOCAL REMOTE\n"
                       "clustergate ssh shell TARGET [options] [-- COMMAND...]"),
     sshCommand},
    {"clusters",
     QT_TRANSLATE_NOOP("cg::cli::Commands", "list, show, add, edit, remove and import saved clusters"),
     QT_TRANSLATE_NOOP(
         "cg::cli::Commands",
         "clustergate clusters list|show NAME [--format json]\n"
         "clustergate clusters add|edit NAME [--jump HOPS] [--nodes EXPR] [--host-keys strict|accept-new]\n"
         "                         [--identity FILE]... (see clusters add --help)\n"
         "clustergate clusters remove NAME\n"
         "clustergate clusters import-ssh-config [FILE] [--openssh] [--dry-run] [--format json]"),
     plain<clustersCommand>},
    {"data",
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "push datasets to a cluster under the ledger's gate; follow and wipe them"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate data push DATASET --cluster C [--to PATH] [--connections N]\n"
                       "clustergate data status|list|resume|cancel|wipe (see data --help)"),
     dataCommand},
    {"jobs",
     QT_TRANSLATE_NOOP("cg::cli::Commands", "submit, list, cancel and follow jobs on a cluster's scheduler"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script]\n"
                       "clustergate jobs list|cancel ID|logs ID [-f] --cluster C (see jobs --help)"),
     jobsCommand},
    {"validate",
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "run the acceptance checklist on a cluster; verify a signed report"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate validate CLUSTER --levels L0-L2 [--report FILE.pdf] [--format json]\n"
                       "clustergate validate verify-report FILE.json --trusted-key KEY"),
     validateCommand, validateNeedsFonts},
    {"ledger",
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "the data-classification ledger: datasets, export requests, audit log"),
     QT_TRANSLATE_NOOP(
         "cg::cli::Commands",
         "clustergate ledger import-datasets FILE.csv [--rejects FILE]\n"
         "clustergate ledger request create|show|submit|approve|reject|... (see ledger --help)\n"
         "clustergate ledger verify [--bundle FILE] [--checkpoint FILE]...\n"
         "clustergate ledger checkpoint --out FILE --key ID\n"
         "clustergate ledger report --format pdf|csv --out FILE"),
     plain<ledgerCommand>, ledgerNeedsFonts},
    {"secrets", QT_TRANSLATE_NOOP("cg::cli::Commands", "the credentials in the keychain or the vault file"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate secrets list|check [--vault FILE]\n"
                       "clustergate secrets set ID --kind KIND [--label TEXT] [--vault FILE] < SECRET\n"
                       "clustergate secrets delete ID [--vault FILE]\n"
                       "clustergate secrets rotate ID NEW_ID [--vault FILE] < NEW_SECRET"),
     plain<secretsCommand>},
    {"recordings", QT_TRANSLATE_NOOP("cg::cli::Commands", "terminal recordings: list, show, export, verify"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate recordings list|show ID|export ID FILE|verify [ID] [--format json]"),
     plain<recordingsCommand>},
    {"bench", QT_TRANSLATE_NOOP("cg::cli::Commands", "judge benchmark results against baselines"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate bench evaluate RESULTS.json --baseline FILE|NAME [--baseline FILE]...\n"
                       "clustergate bench baselines"),
     plain<benchCommand>},
    {"plan", QT_TRANSLATE_NOOP("cg::cli::Commands", "size the GPUs for an inference load"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U\n"
                       "                 [--headroom H] [--group G] [--format text|json]"),
     plain<planCommand>},
    {"choice",
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "rank the saved clusters by measured RTT, GPUs, price and the ledger's rules"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS] [--format text|json]"),
     plain<choiceCommand>},
    {"serve",
     QT_TRANSLATE_NOOP(
         "cg::cli::Commands",
         "run the console without a window: fleets, alerts, /metrics, remote-write, Alertmanager"),
     QT_TRANSLATE_NOOP(
         "cg::cli::Commands",
         "clustergate serve [--cluster NAME]... [--listen 127.0.0.1:9464] [--remote-write URL]\n"
         "                  [--alertmanager URL] [--thresholds FILE] (see serve --help)"),
     serveCommand},
    {"alerts", QT_TRANSLATE_NOOP("cg::cli::Commands", "the alert history: list and acknowledge alerts"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate alerts list [--format text|json] [--firing] [--limit N]\n"
                       "clustergate alerts ack ID [--by NAME]"),
     plain<alertsCommand>},
    {"history",
     QT_TRANSLATE_NOOP("cg::cli::Commands", "the telemetry and jobs history: a series over a range"),
     QT_TRANSLATE_NOOP(
         "cg::cli::Commands",
         "clustergate history QUERY [--since 24h] [--until T] [--step 1m] [--format table|json|csv]"),
     plain<historyCommand>},
    {"cost", QT_TRANSLATE_NOOP("cg::cli::Commands", "cost by project, cluster or day, and idle GPU waste"),
     QT_TRANSLATE_NOOP(
         "cg::cli::Commands",
         "clustergate cost report --by project|cluster|day (--cluster C | --records FILE)\n"
         "                        [--since 30d] [--format table|json|csv]\n"
         "clustergate cost idle-waste --cluster C [--records FILE] [--since 7d] [--format ...]"),
     costCommand},
    {"inference",
     QT_TRANSLATE_NOOP("cg::cli::Commands", "an inference service's QPS, latency, cost and baseline verdict"),
     QT_TRANSLATE_NOOP("cg::cli::Commands",
                       "clustergate inference status|watch (--url URL | TARGET --port P) [--baseline FILE]\n"
                       "                      [--gpus N] [--interval 10s] [--count N] [--format text|json]"),
     inferenceCommand},
};

QString tc(const char *text)
{
    return QCoreApplication::translate("cg::cli::Commands", text);
}

const Command *find(const QString &name)
{
    for (const Command &c : kCommands) {
        if (name == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

QStringList names()
{
    QStringList out;
    for (const Command &c : kCommands)
        out << QString::fromLatin1(c.name);
    return out;
}

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

const std::vector<Command> &commands()
{
    return kCommands;
}

QString usage()
{
    QString text;
    QTextStream out(&text);
    out << tc("Usage: clustergate [--lang zh_CN|en] [Qt options: -platform NAME, -style NAME, ...]   open "
              "the "
              "console\n"
              "       clustergate --version | --help\n"
              "       clustergate COMMAND ... (clustergate COMMAND ACTION --help shows its options)\n")
        << '\n'
        << tc("Commands:") << '\n';
    for (const Command &c : kCommands) {
        out << "  " << QString::fromLatin1(c.name).leftJustified(12) << tc(c.summary) << '\n';
        for (const QString &line : tc(c.synopsis).split(QLatin1Char('\n')))
            out << "      " << line << '\n';
    }
    out << '\n'
        << tc("Exit status: 0 done, 1 failed, 2 usage, 3 refused (verify: unanchored), 4 interrupted, 5 "
              "report not "
              "written, 255 connection failed (docs/cli.md).")
        << '\n';
    out.flush();
    return text;
}

bool isHeadless(const QStringList &arguments)
{
    // Anything but console and Qt options is a command: a known one runs, any other is a usage error.
    return !onlyConsoleOptions(commandWords(arguments));
}

bool needsFonts(const QStringList &arguments)
{
    const QStringList words = commandWords(arguments);
    const Command *c = find(words.value(0));
    return c && c->needsFonts && c->needsFonts(words);
}

int run(const QStringList &arguments)
{
    const QStringList words = commandWords(arguments);
    const QString first = words.value(0);
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' '
                            << QCoreApplication::applicationVersion() << Qt::endl;
        return kDone;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
        QTextStream(stdout) << usage();
        return kDone;
    }
    if (const Command *c = find(first)) {
        // The run's composition root: the hub every command that reaches a host connects through.
        CliRoot root;
        return c->run(words, root);
    }
    QTextStream(stderr) << QCoreApplication::applicationName() << ": "
                        << tc("unknown command '%1'; the commands are %2, or no command to open the console")
                               .arg(first, names().join(QStringLiteral(", ")))
                        << "\n\n"
                        << usage() << Qt::endl;
    return kUsage;
}

} // namespace cg::cli
