// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_bench.h"

#include "exit_codes.h"

#include "bench/baseline.h"
#include "bench/bench_results.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace cg::cli {

namespace {

using namespace exit_code;

using namespace cg::bench;

constexpr qint64 kMaxResultsBytes = 256 * 1024 * 1024;

class BenchCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::BenchCli)

public:
    static int fail(const QString &message, int code) { return failWith(message, code); }

    static QString usage()
    {
        return tr(
            "usage: clustergate bench evaluate RESULTS.json... --baseline FILE|NAME [--baseline FILE]... "
            "[--format text|json]\n"
            "       clustergate bench baselines\n"
            "       clustergate bench baseline-from RESULTS.json... [--output FILE] [--format yaml|json]\n"
            "           [--statistic mean|pNN] [--variance PCT] [--name NAME]\n"
            "  RESULTS.json: output of 'clustergate-agent bench|health|link ... --format json' (one result,\n"
            "  an array, or one per line; - reads standard input)\n"
            "  --baseline: a rule file or a built-in name (see 'bench baselines'); a later file overrides\n"
            "  figures and rules of the earlier ones (a cluster's contract figures)\n"
            "  baseline-from: a baseline from a fleet's own results (SuperBench-style): per metric the\n"
            "  statistic (default p50, the median) over every device and host, and a rule failing a value\n"
            "  more than PCT % (default 5) worse than it; use it as --baseline FILE\n"
            "  Exit status: 0 nothing failed, 1 a rule or an agent check failed, 2 bad input");
    }

    static QString number(double v) { return QString::number(v, 'g', 6); }

    static int evaluate(const QStringList &args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        QCommandLineOption baseline(QStringLiteral("baseline"), tr("Rule file or built-in baseline name."),
                                    QStringLiteral("FILE"));
        QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."),
                                  QStringLiteral("FORMAT"), QStringLiteral("text"));
        p.addOptions({baseline, format});
        p.addPositionalArgument(QStringLiteral("results"), tr("Benchmark results (JSON)."));
        if (!p.parse(args))
            return fail(p.errorText() + QLatin1Char('\n') + usage(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << usage() << Qt::endl;
            return kDone;
        }
        const QStringList files = p.positionalArguments();
        const QStringList baselines = p.values(baseline);
        const QString fmt = p.value(format);
        if (files.isEmpty())
            return fail(tr("bench evaluate needs at least one results file") + QLatin1Char('\n') + usage(),
                        kUsage);
        if (baselines.isEmpty())
            return fail(tr("bench evaluate needs --baseline (built-in: %1)")
                            .arg(Baselines::builtinNames().join(QStringLiteral(", "))),
                        kUsage);
        if (fmt != QLatin1String("text") && fmt != QLatin1String("json"))
            return fail(tr("--format must be text or json, not '%1'").arg(fmt), kUsage);

        Baseline merged;
        for (int i = 0; i < baselines.size(); ++i) {
            const Result<Baseline> b = Baselines::load(baselines.at(i));
            if (!b)
                return fail(b.error(), kUsage);
            merged = i == 0 ? b.value() : Baselines::merge(merged, b.value());
        }

        ResultSet all;
        if (const QString why = readResults(files, &all); !why.isEmpty())
            return fail(why, kUsage);

        const Evaluation e = Evaluator::evaluate(merged, all);
        if (fmt == QLatin1String("json"))
            printJson(merged, e);
        else
            printText(merged, e);
        return e.anyFailed() ? kFailed : kDone;
    }

    // Every results file into `all`; the error, or empty.
    static QString readResults(const QStringList &files, ResultSet *all)
    {
        for (const QString &file : files) {
            QFile f;
            const bool stdinInput = file == QLatin1String("-");
            const bool opened = stdinInput ? f.open(stdin, QIODevice::ReadOnly)
                                           : (f.setFileName(file), f.open(QIODevice::ReadOnly));
            if (!opened)
                return tr("cannot read %1: %2").arg(file, f.errorString());
            const QByteArray data = f.read(kMaxResultsBytes + 1);
            const Result<ResultSet> r = BenchResults::parse(data, stdinInput ? tr("standard input") : file);
            if (!r)
                return r.error();
            all->results += r->results;
            all->metrics << r->metrics;
            all->checks << r->checks;
            all->notRun << r->notRun;
            for (const QString &note : r->notes)
                QTextStream(stderr) << tr("note: %1").arg(note) << Qt::endl;
        }
        return {};
    }

    static int baselineFrom(const QStringList &args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        QCommandLineOption output(QStringLiteral("output"), tr("Write the baseline here (default: stdout)."),
                                  QStringLiteral("FILE"));
        QCommandLineOption format(QStringLiteral("format"), tr("yaml (a baseline file) or json."),
                                  QStringLiteral("FORMAT"), QStringLiteral("yaml"));
        QCommandLineOption statistic(QStringLiteral("statistic"),
                                     tr("mean, or a percentile such as p50 (the default) or p10."),
                                     QStringLiteral("STAT"), QStringLiteral("p50"));
        QCommandLineOption variance(QStringLiteral("variance"),
                                    tr("How much worse than the baseline a value may be, in percent."),
                                    QStringLiteral("PCT"), QStringLiteral("5"));
        QCommandLineOption name(QStringLiteral("name"), tr("The baseline's name."), QStringLiteral("NAME"));
        p.addOptions({output, format, statistic, variance, name});
        p.addPositionalArgument(QStringLiteral("results"), tr("Benchmark results (JSON) of the fleet."));
        if (!p.parse(args))
            return fail(p.errorText() + QLatin1Char('\n') + usage(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << usage() << Qt::endl;
            return kDone;
        }
        const QStringList files = p.positionalArguments();
        if (files.isEmpty())
            return fail(tr("bench baseline-from needs at least one results file") + QLatin1Char('\n') +
                            usage(),
                        kUsage);
        const QString fmt = p.value(format);
        if (fmt != QLatin1String("yaml") && fmt != QLatin1String("json"))
            return fail(tr("--format must be yaml or json, not '%1'").arg(fmt), kUsage);
        bool ok = false;
        FleetBaselineOptions o;
        o.variancePercent = p.value(variance).remove(QLatin1Char('%')).toDouble(&ok);
        if (!ok || o.variancePercent < 0 || o.variancePercent >= 100)
            return fail(tr("--variance is a percentage from 0 to below 100, not '%1'").arg(p.value(variance)),
                        kUsage);
        o.statistic = p.value(statistic);
        o.name = p.value(name);
        o.sources = files;
        ResultSet all;
        if (const QString why = readResults(files, &all); !why.isEmpty())
            return fail(why, kUsage);
        const Result<QJsonObject> b = FleetBaselines::generate(all, o);
        if (!b)
            return fail(b.error(), kUsage);
        const QByteArray text = fmt == QLatin1String("json")
                                    ? QJsonDocument(b.value()).toJson(QJsonDocument::Indented)
                                    : FleetBaselines::toYaml(b.value());
        // What is written must read back as a baseline.
        if (const Result<Baseline> back = Baselines::parse(text, tr("the generated baseline")); !back)
            return fail(back.error(), kUsage);
        if (!p.isSet(output)) {
            QTextStream(stdout) << QString::fromUtf8(text);
            return kDone;
        }
        QFile f(p.value(output));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text) != text.size())
            return fail(tr("cannot write %1: %2").arg(p.value(output), f.errorString()), kFailed);
        return kDone;
    }

    static void printText(const Baseline &b, const Evaluation &e)
    {
        QTextStream out(stdout);
        out << tr("Baseline: %1 (%2)")
                   .arg(b.name.isEmpty() ? tr("unnamed") : b.name, b.sources.join(QStringLiteral(" + ")))
            << Qt::endl;
        int wMetric = 6, wDevice = 6, wValue = 5;
        QStringList values;
        for (const Verdict &v : e.verdicts) {
            const QString value =
                v.outcome == Verdict::Missing || v.ruleId == QLatin1String("agent-check") ||
                        v.ruleId == QLatin1String("not-run")
                    ? QStringLiteral("-")
                    : (number(v.value) + (v.unit.isEmpty() ? QString() : QLatin1Char(' ') + v.unit));
            values << value;
            wMetric = qMax(wMetric, int(v.metric.size()));
            wDevice = qMax(wDevice,
                           int((v.host.isEmpty() ? v.device : v.host + QLatin1Char(':') + v.device).size()));
            wValue = qMax(wValue, int(value.size()));
        }
        out << tr("status").leftJustified(6) << "  " << tr("metric").leftJustified(wMetric) << "  "
            << tr("device").leftJustified(wDevice) << "  " << tr("value").leftJustified(wValue) << "  "
            << tr("expected") << Qt::endl;
        for (int i = 0; i < e.verdicts.size(); ++i) {
            const Verdict &v = e.verdicts.at(i);
            const QString device = v.host.isEmpty() ? v.device : v.host + QLatin1Char(':') + v.device;
            QString line = outcomeName(v.outcome).leftJustified(6) + QStringLiteral("  ") +
                           v.metric.leftJustified(wMetric) + QStringLiteral("  ") +
                           device.leftJustified(wDevice) + QStringLiteral("  ") +
                           values.at(i).leftJustified(wValue) + QStringLiteral("  ") + v.expectation;
            if (!v.ruleId.isEmpty())
                line += QStringLiteral(" [%1]").arg(v.ruleId);
            if (v.outcome != Verdict::Pass && !v.reason.isEmpty())
                line += QStringLiteral(" - ") + v.reason;
            out << line.trimmed() << Qt::endl;
        }
        out << tr("%1 passed, %2 warnings, %3 failed, %4 skipped")
                   .arg(e.passed)
                   .arg(e.warned)
                   .arg(e.failed)
                   .arg(e.missing)
            << Qt::endl;
    }

    static void printJson(const Baseline &b, const Evaluation &e)
    {
        QJsonArray verdicts;
        for (const Verdict &v : e.verdicts) {
            QJsonObject o{{QStringLiteral("status"), outcomeName(v.outcome)},
                          {QStringLiteral("rule"), v.ruleId},
                          {QStringLiteral("metric"), v.metric},
                          {QStringLiteral("device"), v.device},
                          {QStringLiteral("host"), v.host},
                          {QStringLiteral("expected"), v.expectation},
                          {QStringLiteral("reason"), v.reason}};
            if (v.outcome != Verdict::Missing && v.ruleId != QLatin1String("agent-check") &&
                v.ruleId != QLatin1String("not-run")) {
                o.insert(QStringLiteral("value"), v.value);
                o.insert(QStringLiteral("unit"), v.unit);
            }
            verdicts.append(o);
        }
        const QJsonObject root{{QStringLiteral("baseline"), b.name},
                               {QStringLiteral("sources"), QJsonArray::fromStringList(b.sources)},
                               {QStringLiteral("passed"), e.passed},
                               {QStringLiteral("warnings"), e.warned},
                               {QStringLiteral("failed"), e.failed},
                               {QStringLiteral("skipped"), e.missing},
                               {QStringLiteral("verdicts"), verdicts}};
        QTextStream(stdout) << QJsonDocument(root).toJson(QJsonDocument::Indented);
    }

    static int listBaselines()
    {
        QTextStream out(stdout);
        const QStringList names = Baselines::builtinNames();
        if (names.isEmpty()) {
            out << tr("no built-in baselines in this build") << Qt::endl;
            return kDone;
        }
        for (const QString &n : names) {
            const Result<Baseline> b = Baselines::load(n);
            if (!b) {
                out << n << ": " << b.error() << Qt::endl;
                continue;
            }
            out << n << " - " << b->name << Qt::endl;
            for (const Rule &r : b->rules) {
                out << "  " << r.id << ": " << r.metric << " [" << r.device << "] "
                    << comparisonSymbol(r.comparison) << ' ' << number(r.threshold)
                    << (r.unit.isEmpty() ? QString() : QLatin1Char(' ') + r.unit) << " ("
                    << (r.severity == Severity::Fail ? tr("fail") : tr("warn")) << ")" << Qt::endl;
            }
        }
        return kDone;
    }
};

} // namespace

int benchCommand(const QStringList &words)
{
    const QString sub = words.value(1);
    if (sub == QLatin1String("evaluate"))
        return BenchCli::evaluate(words.mid(1));
    if (sub == QLatin1String("baseline-from"))
        return BenchCli::baselineFrom(words.mid(1));
    if (sub == QLatin1String("baselines") && words.size() == 2)
        return BenchCli::listBaselines();
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        QTextStream(stdout) << BenchCli::usage() << Qt::endl;
        return kDone;
    }
    return BenchCli::fail(BenchCli::usage(), kUsage);
}

} // namespace cg::cli
