// SPDX-License-Identifier: GPL-3.0-or-later
// Baselines: YAML rule files that say what a benchmark metric must reach on a kind of GPU (in the spirit
// of SuperBench's rules: metric, comparison, threshold, severity), and the judgement of results by them.
// A cluster's contract figures are a second file that overrides figures and rules of the first.
// The format is described in docs/benchmarks.md; resources/baselines/ holds the shipped files.
#pragma once

#include "bench/bench_results.h"
#include "common/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace cg::bench {

enum class Comparison { AtLeast, Above, AtMost, Below, Equal, NotEqual }; // >=  >  <=  <  ==  !=
enum class Severity { Warn, Fail };

QString comparisonSymbol(Comparison c); // ">="
bool compare(double value, Comparison c, double threshold);

struct Rule
{
    QString id;
    QString metric;                       // a metric name; '*' and '?' match any text / one character
    QString device = QStringLiteral("*"); // which devices it applies to, same patterns
    Comparison comparison = Comparison::AtLeast;
    double threshold = 0;           // absolute, in the metric's unit, after percentages are resolved
    std::optional<double> percent;  // "85%": the threshold is this share of the baseline figure
    std::optional<double> baseline; // the figure a percentage refers to
    Severity severity = Severity::Fail;
    QString unit; // optional: when given, results in another unit are refused
    QString description;
    QString origin; // "h200-sxm.yaml:42" for messages
    // `variance: 5%` (SuperBench's variance rules): the value may be this much worse than the baseline
    // figure, in the direction the comparison says (>=: below it, <=: above it).
    std::optional<double> variance;
    // `relative_to: node-best` (gpu-fryer's rule): the percentage is of the best value of the metric among
    // the devices of the same host in the same results.
    bool nodeBest = false;
    // `size: 16G` (nccl-tests' units: K, M, G are powers of 1024): the figure counts only when measured at
    // this message size; at another size the rule says so instead of judging.
    std::optional<double> sizeBytes;
    // `xids: [48, 79, ...]`: the metric is how many of these XIDs the agent saw (health.xid.*).
    QList<int> xids;
};

struct Baseline
{
    QString name;
    QString description;
    QStringList sources;           // files it was read from, in order
    QMap<QString, double> figures; // metric -> baseline figure (the "baselines:" map)
    QList<Rule> rules;
    QStringList disabled; // ids of rules this file switches off (`disabled: true`) in the file it overrides
};

class Baselines
{
    Q_DECLARE_TR_FUNCTIONS(cg::bench::Baselines)

public:
    // Parses one rule file. Errors name the source, line and column.
    static Result<Baseline> parse(const QByteArray &yaml, const QString &source);
    // `over` on top of `base`: its figures replace the base's (and percentages that referred to them
    // are recomputed), a rule with an existing id replaces that rule (or removes it with
    // `disabled: true`), a new id is added.
    static Baseline merge(const Baseline &base, const Baseline &over);
    // Shipped files (":/baselines/NAME.yaml") by name, e.g. "h200-sxm".
    static QStringList builtinNames();
    // A built-in name or a file path; the error says which names exist.
    static Result<Baseline> load(const QString &nameOrPath);
};

// The judgement of one metric by one rule.
struct Verdict
{
    enum Outcome { Pass, Warn, Fail, Missing };
    Outcome outcome = Missing;
    QString ruleId;
    QString metric;
    QString device;
    QString host;
    double value = 0;
    QString unit;
    QString expectation; // ">= 4080 GB/s (85% of 4800)"
    QString reason;      // why it did not pass, or the rule's description
};

QString outcomeName(Verdict::Outcome o); // "pass", "warn", "fail", "skip"

struct Evaluation
{
    QList<Verdict> verdicts;
    int passed = 0;
    int warned = 0;
    int failed = 0;
    int missing = 0;
    bool anyFailed() const { return failed > 0; }
};

class Evaluator
{
    Q_DECLARE_TR_FUNCTIONS(cg::bench::Evaluator)

public:
    // Every rule against every metric it matches; a rule that matches nothing is Missing (not a
    // failure: the benchmark was not run). Checks the agent itself failed or warned about, and
    // benchmarks that did not run, are verdicts too.
    static Evaluation evaluate(const Baseline &baseline, const ResultSet &results);
};

// A baseline made from a fleet's own results (`clustergate bench baseline-from`): per metric the chosen
// statistic over every device of every host, and a variance rule against it.
struct FleetBaselineOptions
{
    QString name;
    QString statistic = QStringLiteral("p50"); // "mean", or "pNN" (a percentile, 0-100)
    double variancePercent = 5;                // allowed distance in the bad direction
    QStringList sources;                       // the results files, named in the output
};

class FleetBaselines
{
    Q_DECLARE_TR_FUNCTIONS(cg::bench::FleetBaselines)

public:
    // The statistic of `values` ("mean", "p50", "p90", ...); an error for an unknown statistic.
    static Result<double> statistic(QList<double> values, const QString &name);
    // The baseline as a map (name, description, source, baselines, rules), ready for YAML or JSON and
    // readable by Baselines::parse. Metrics without a measured value are left out.
    static Result<QJsonObject> generate(const ResultSet &results, const FleetBaselineOptions &options);
    // The same object as YAML (a baseline file), keys in a fixed order.
    static QByteArray toYaml(const QJsonObject &baseline);
};

// nccl-tests' size syntax: a number with an optional K, M or G (powers of 1024). False on anything else.
bool parseByteSize(const QString &text, double *bytes);

// Glob match: '*' any text, '?' one character; everything else literally.
bool globMatch(const QString &pattern, const QString &text);

} // namespace cg::bench
