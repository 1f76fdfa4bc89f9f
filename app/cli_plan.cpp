// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_plan.h"

#include "exit_codes.h"

#include "planning/planner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

namespace cg::cli {

namespace {

using namespace exit_code;

using namespace cg::planning;

class PlanCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::PlanCli)

public:
    static int fail(const QString &message, int code = kUsage) { return failWith(message, code); }

    static QString usage()
    {
        return tr(
            "usage: clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U\n"
            "                        [--headroom H] [--group G] [--zones N [--survive-zone-loss]]\n"
            "                        [--sensitivity] [--format text|json]\n"
            "  GPUs = ceil(Q x (L_in + L_out) x (1 + H) / (T x B x U)), rounded up to whole groups of G\n"
            "  --qps: peak requests per second; --in/--out: mean input/output tokens per request\n"
            "  --tps: measured single-GPU throughput (tokens/s); --batch-eff: batching gain (1.5-4)\n"
            "  --util: target utilization, 0 < U <= 1 (0.6-0.75); --headroom: 0.25 = 25 % (default 0)\n"
            "  --group: GPUs one model replica needs (default 1)");
    }

    static int run(const QStringList &args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        const auto value = [](const char *name, const QString &help, const QString &def = {}) {
            return QCommandLineOption(QString::fromLatin1(name), help, QStringLiteral("N"), def);
        };
        const QCommandLineOption qps = value("qps", tr("Peak requests per second."));
        const QCommandLineOption in = value("in", tr("Mean input tokens per request."));
        const QCommandLineOption out = value("out", tr("Mean output tokens per request."));
        const QCommandLineOption tps = value("tps", tr("Measured single-GPU throughput, tokens per second."));
        const QCommandLineOption batch = value("batch-eff", tr("Batching efficiency."));
        const QCommandLineOption util = value("util", tr("Target GPU utilization (0-1]."));
        const QCommandLineOption headroom =
            value("headroom", tr("Headroom, 0.25 = 25 %."), QStringLiteral("0"));
        const QCommandLineOption group = value("group", tr("GPU group size."), QStringLiteral("1"));
        const QCommandLineOption zones = value("zones", tr("Availability zones to spread over."));
        const QCommandLineOption survive(QStringLiteral("survive-zone-loss"),
                                         tr("Plan so that losing any one zone still carries the peak."));
        const QCommandLineOption sensitivity(
            QStringLiteral("sensitivity"), tr("Also show the GPU count with each input at -20 % and +20 %."));
        const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."),
                                        QStringLiteral("FORMAT"), QStringLiteral("text"));
        p.addOptions({qps, in, out, tps, batch, util, headroom, group, zones, survive, sensitivity, format});
        if (!p.parse(args))
            return fail(p.errorText() + QLatin1Char('\n') + usage());
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << usage() << Qt::endl;
            return kDone;
        }
        if (!p.positionalArguments().isEmpty())
            return fail(tr("plan takes no arguments besides options: %1")
                            .arg(p.positionalArguments().join(QLatin1Char(' '))) +
                        QLatin1Char('\n') + usage());
        const QString fmt = p.value(format);
        if (fmt != QLatin1String("text") && fmt != QLatin1String("json"))
            return fail(tr("--format must be text or json, not '%1'").arg(fmt));

        QStringList missing;
        for (const QCommandLineOption *o : {&qps, &in, &out, &tps, &batch, &util}) {
            if (!p.isSet(*o))
                missing << QStringLiteral("--") + o->names().first();
        }
        if (!missing.isEmpty())
            return fail(tr("plan needs %1").arg(missing.join(QStringLiteral(", "))) + QLatin1Char('\n') +
                        usage());

        QString bad;
        const auto number = [&](const QCommandLineOption &o) {
            bool ok = false;
            const double v = p.value(o).toDouble(&ok);
            if (!ok && bad.isEmpty())
                bad = tr("--%1 must be a number, not '%2'").arg(o.names().first(), p.value(o));
            return v;
        };
        const auto whole = [&](const QCommandLineOption &o) {
            bool ok = false;
            const int v = p.value(o).toInt(&ok);
            if (!ok && bad.isEmpty())
                bad = tr("--%1 must be a whole number, not '%2'").arg(o.names().first(), p.value(o));
            return v;
        };
        InferenceInputs inputs;
        inputs.qps = number(qps);
        inputs.inputTokens = number(in);
        inputs.outputTokens = number(out);
        inputs.tpsPerGpu = number(tps);
        inputs.batchEfficiency = number(batch);
        inputs.utilization = number(util);
        inputs.headroom = number(headroom);
        inputs.groupSize = whole(group);
        const int zoneCount = p.isSet(zones) ? whole(zones) : 0;
        if (!bad.isEmpty())
            return fail(bad);
        if (p.isSet(survive) && !p.isSet(zones))
            return fail(tr("--survive-zone-loss needs --zones N (2 or more)"));

        const auto plan = Planner::planInference(inputs);
        if (!plan)
            return fail(plan.error());
        std::optional<ZonePlan> zonePlan;
        if (p.isSet(zones)) {
            const auto z = Planner::planZones(plan->gpus, inputs.groupSize, zoneCount, p.isSet(survive));
            if (!z)
                return fail(z.error());
            zonePlan = z.value();
        }
        QList<Sensitivity> table;
        if (p.isSet(sensitivity)) {
            const auto s = Planner::sensitivity(inputs, 0.2);
            if (!s)
                return fail(s.error());
            table = s.value();
        }
        if (fmt == QLatin1String("json"))
            printJson(plan.value(), zonePlan, table, p.isSet(sensitivity));
        else
            printText(plan.value(), zonePlan, table);
        return kDone;
    }

    static void printText(const InferencePlan &plan, const std::optional<ZonePlan> &zones,
                          const QList<Sensitivity> &table)
    {
        QTextStream out(stdout);
        if (plan.inputs.groupSize > 1)
            out << tr("GPUs needed: %1 (%2 groups of %3)")
                       .arg(plan.gpus)
                       .arg(plan.groups)
                       .arg(plan.inputs.groupSize)
                << Qt::endl;
        else
            out << tr("GPUs needed: %1").arg(plan.gpus) << Qt::endl;
        for (const PlanStep &s : plan.steps)
            out << "  " << s.text() << Qt::endl;
        if (zones) {
            out << tr("Over %n availability zone(s)%1: %2 GPUs", nullptr, zones->zones)
                       .arg(zones->surviveZoneLoss ? tr(", surviving the loss of one") : QString())
                       .arg(zones->totalGpus)
                << Qt::endl;
            for (const PlanStep &s : zones->steps)
                out << "  " << s.text() << Qt::endl;
        }
        if (!table.isEmpty()) {
            out << tr("Sensitivity (GPUs with one input at -20 % / +20 %):") << Qt::endl;
            int w = 0;
            for (const Sensitivity &s : table)
                w = qMax(w, int(s.label.size()));
            for (const Sensitivity &s : table) {
                QString line = QStringLiteral("  ") + s.label.leftJustified(w) +
                               QStringLiteral("  %1 -> %2   %3 -> %4")
                                   .arg(Planner::number(s.lowValue))
                                   .arg(s.lowGpus)
                                   .arg(Planner::number(s.highValue))
                                   .arg(s.highGpus);
                if (!s.note.isEmpty())
                    line += QStringLiteral("  (") + s.note + QLatin1Char(')');
                out << line << Qt::endl;
            }
        }
    }

    static QJsonArray stepsJson(const QList<PlanStep> &steps)
    {
        QJsonArray a;
        for (const PlanStep &s : steps)
            a.append(QJsonObject{{QStringLiteral("label"), s.label},
                                 {QStringLiteral("formula"), s.formula},
                                 {QStringLiteral("value"), s.value},
                                 {QStringLiteral("unit"), s.unit}});
        return a;
    }

    static void printJson(const InferencePlan &plan, const std::optional<ZonePlan> &zones,
                          const QList<Sensitivity> &table, bool withSensitivity)
    {
        const InferenceInputs &i = plan.inputs;
        QJsonObject root{
            {QStringLiteral("gpus"), plan.gpus},
            {QStringLiteral("groups"), plan.groups},
            {QStringLiteral("group_size"), i.groupSize},
            {QStringLiteral("exact_gpus"), plan.exactGpus},
            {QStringLiteral("gpus_before_groups"), plan.gpusBeforeGroups},
            {QStringLiteral("peak_tokens_per_s"), plan.peakTokensPerSecond},
            {QStringLiteral("needed_tokens_per_s"), plan.neededTokensPerSecond},
            {QStringLiteral("effective_tokens_per_s_per_gpu"), plan.effectivePerGpu},
            {QStringLiteral("inputs"), QJsonObject{{QStringLiteral("qps"), i.qps},
                                                   {QStringLiteral("in"), i.inputTokens},
                                                   {QStringLiteral("out"), i.outputTokens},
                                                   {QStringLiteral("tps"), i.tpsPerGpu},
                                                   {QStringLiteral("batch_eff"), i.batchEfficiency},
                                                   {QStringLiteral("util"), i.utilization},
                                                   {QStringLiteral("headroom"), i.headroom},
                                                   {QStringLiteral("group"), i.groupSize}}},
            {QStringLiteral("formula"),
             QStringLiteral(
                 "ceil(Q x (L_in + L_out) x (1 + headroom) / (TPS x BatchEff x Util)), rounded up to "
                 "the group size")},
            {QStringLiteral("steps"), stepsJson(plan.steps)}};
        if (zones) {
            QJsonArray per;
            for (int g : zones->groupsPerZone)
                per.append(g);
            root.insert(QStringLiteral("zones"),
                        QJsonObject{{QStringLiteral("zones"), zones->zones},
                                    {QStringLiteral("survive_zone_loss"), zones->surviveZoneLoss},
                                    {QStringLiteral("groups_per_zone"), per},
                                    {QStringLiteral("total_groups"), zones->totalGroups},
                                    {QStringLiteral("total_gpus"), zones->totalGpus},
                                    {QStringLiteral("extra_gpus"), zones->extraGpus},
                                    {QStringLiteral("steps"), stepsJson(zones->steps)}});
        }
        if (withSensitivity) {
            QJsonArray a;
            for (const Sensitivity &s : table)
                a.append(QJsonObject{{QStringLiteral("input"), s.input},
                                     {QStringLiteral("base"), s.base},
                                     {QStringLiteral("low_value"), s.lowValue},
                                     {QStringLiteral("low_gpus"), s.lowGpus},
                                     {QStringLiteral("high_value"), s.highValue},
                                     {QStringLiteral("high_gpus"), s.highGpus},
                                     {QStringLiteral("note"), s.note}});
            root.insert(QStringLiteral("sensitivity"), a);
        }
        QTextStream(stdout) << QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
};

} // namespace

int planCommand(const QStringList &words)
{
    return PlanCli::run(words);
}

} // namespace cg::cli
