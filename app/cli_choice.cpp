// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_choice.h"

#include "exit_codes.h"

#include "common/paths.h"
#include "inventory/inventory.h"
#include "services/choice_candidates.h"
#include "services/profile.h"
#include "services/saved_prices.h"
#include "validation/evidence_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

namespace cg::cli {

namespace {

using namespace exit_code;

class ChoiceCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::ChoiceCli)

public:
    static QString usage()
    {
        return tr("usage: clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS]\n"
                  "                          [--weights LATENCY,COST,SUPPLY] [--format text|json]\n"
                  "  The saved clusters ranked for a piece of work. RTT: the live fleet's (clustergate "
                  "serve)\n"
                  "  else the newest L1 validation's (stale after %1 days); GPUs: the inventory's nodes x "
                  "the\n"
                  "  contract's GPUs per node; price: the contract's (else the one saved in the Cost view).\n"
                  "  --datasets: the ledger datasets the work reads (a cluster they may not go to never\n"
                  "  qualifies).")
            .arg(services::ChoiceMeasurements::kStaleAfterDays);
    }

    static int run(const QStringList &args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        const QCommandLineOption gpus(QStringLiteral("gpus"), tr("GPUs needed."), QStringLiteral("N"),
                                      QStringLiteral("8"));
        const QCommandLineOption datasets(QStringLiteral("datasets"),
                                          tr("Ledger datasets the work reads, comma separated."),
                                          QStringLiteral("NAMES"));
        const QCommandLineOption maxRtt(QStringLiteral("max-rtt"),
                                        tr("Highest acceptable RTT in ms (0: no limit)."),
                                        QStringLiteral("MS"), QStringLiteral("0"));
        const QCommandLineOption weights(QStringLiteral("weights"),
                                         tr("Weights of latency, cost and supply."), QStringLiteral("L,C,S"));
        const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or json."),
                                        QStringLiteral("FORMAT"), QStringLiteral("text"));
        p.addOptions({gpus, datasets, maxRtt, weights, format});
        if (!p.parse(args))
            return failWith(p.errorText() + QLatin1Char('\n') + usage(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << usage() << Qt::endl;
            return kDone;
        }
        if (!p.positionalArguments().isEmpty())
            return failWith(tr("choice takes no arguments besides options: %1")
                                    .arg(p.positionalArguments().join(QLatin1Char(' '))) +
                                QLatin1Char('\n') + usage(),
                            kUsage);
        const QString fmt = p.value(format);
        if (fmt != QLatin1String("text") && fmt != QLatin1String("json"))
            return failWith(tr("--format must be text or json, not '%1'").arg(fmt), kUsage);
        planning::ChoiceRequest request;
        bool ok = false;
        request.gpusNeeded = p.value(gpus).toInt(&ok);
        if (!ok || request.gpusNeeded < 1)
            return failWith(tr("--gpus must be a whole number of at least 1, not '%1'").arg(p.value(gpus)),
                            kUsage);
        request.maxRttMs = p.value(maxRtt).toDouble(&ok);
        if (!ok || request.maxRttMs < 0)
            return failWith(tr("--max-rtt must be a number of ms, 0 or more, not '%1'").arg(p.value(maxRtt)),
                            kUsage);
        if (p.isSet(weights)) {
            const QStringList w = p.value(weights).split(QLatin1Char(','));
            bool all = w.size() == 3;
            double v[3] = {0, 0, 0};
            for (int i = 0; all && i < 3; ++i) {
                v[i] = w.at(i).toDouble(&all);
                all = all && v[i] >= 0;
            }
            if (!all)
                return failWith(tr("--weights is three numbers, 0 or more: latency,cost,supply (not '%1')")
                                    .arg(p.value(weights)),
                                kUsage);
            request.weights = {v[0], v[1], v[2]};
        }
        const QStringList wanted = p.value(datasets).split(QLatin1Char(','), Qt::SkipEmptyParts);

        // The ledger only when data would leave; otherwise the database is enough.
        services::Profile profile;
        const Status opened = wanted.isEmpty() ? profile.openDatabase() : profile.open();
        if (!opened)
            return failWith(
                tr("cannot open the profile's database %1: %2").arg(paths::databaseFile(), opened.error()),
                kFailed);
        Inventory inventory(profile.database());
        const validation::EvidenceStore validations(profile.database());
        services::MeasureSources sources;
        sources.validations = &validations;
        sources.savedPrices = services::SavedPrices::load();
        const auto measured = services::ChoiceMeasurements::measure(inventory, sources);
        QList<planning::ClusterCandidate> candidates =
            services::ChoiceCandidates::fromInventory(inventory, measured);
        const QStringList problems = services::ChoiceCandidates::applyCompliance(
            profile.isOpen() ? &profile.ledgerStore() : nullptr, wanted, candidates);
        const planning::ClusterChoice choice = planning::ClusterChooser::choose(candidates, request);

        QTextStream out(stdout);
        if (fmt == QLatin1String("json"))
            out << QJsonDocument(json(candidates, measured, choice, problems))
                       .toJson(QJsonDocument::Indented);
        else
            printText(out, candidates, measured, choice, problems);
        out.flush();
        return kDone;
    }

private:
    static QString role(const planning::ClusterChoice &choice, int i)
    {
        if (choice.primary == i)
            return QStringLiteral("primary");
        if (choice.backup == i)
            return QStringLiteral("backup");
        return choice.ranked.at(i).eligible ? QStringLiteral("qualifies")
                                            : QStringLiteral("does_not_qualify");
    }

    static QJsonObject json(const QList<planning::ClusterCandidate> &candidates,
                            const QHash<QString, services::ClusterMeasurement> &measured,
                            const planning::ClusterChoice &choice, const QStringList &problems)
    {
        QJsonArray clusters;
        for (const planning::ClusterCandidate &c : candidates) {
            QJsonObject o = measured.value(c.name).toJson();
            o.insert(QStringLiteral("name"), c.name);
            o.insert(QStringLiteral("region"), c.region);
            clusters.append(o);
        }
        QJsonArray ranked;
        for (int i = 0; i < choice.ranked.size(); ++i) {
            const planning::CandidateScore &s = choice.ranked.at(i);
            ranked.append(QJsonObject{{QStringLiteral("name"), s.candidate.name},
                                      {QStringLiteral("role"), role(choice, i)},
                                      {QStringLiteral("eligible"), s.eligible},
                                      {QStringLiteral("score"), s.score},
                                      {QStringLiteral("latency_score"), s.latencyScore},
                                      {QStringLiteral("cost_score"), s.costScore},
                                      {QStringLiteral("supply_score"), s.supplyScore},
                                      {QStringLiteral("notes"), QJsonArray::fromStringList(s.notes)}});
        }
        const auto nameAt = [&](const std::optional<int> &i) {
            return i ? QJsonValue(choice.ranked.at(*i).candidate.name) : QJsonValue();
        };
        return QJsonObject{{QStringLiteral("clusters"), clusters},
                           {QStringLiteral("ranked"), ranked},
                           {QStringLiteral("primary"), nameAt(choice.primary)},
                           {QStringLiteral("backup"), nameAt(choice.backup)},
                           {QStringLiteral("explanation"), choice.explanation()},
                           {QStringLiteral("problems"), QJsonArray::fromStringList(problems)}};
    }

    static void printText(QTextStream &out, const QList<planning::ClusterCandidate> &candidates,
                          const QHash<QString, services::ClusterMeasurement> &measured,
                          const planning::ClusterChoice &choice, const QStringList &problems)
    {
        if (candidates.isEmpty())
            out << tr("No saved clusters. Add one with clustergate clusters add NAME --jump HOPS --nodes "
                      "EXPR.")
                << Qt::endl;
        const QString unknown = tr("unknown");
        for (const planning::ClusterCandidate &c : candidates) {
            const services::ClusterMeasurement m = measured.value(c.name);
            out << c.name;
            if (!c.region.isEmpty())
                out << " (" << c.region << ')';
            out << '\n'
                << "  "
                << tr("RTT: %1").arg(
                       m.rttMs ? tr("%1 ms").arg(*m.rttMs, 0, 'f', 1)
                               : tr("unknown: stream the cluster or run clustergate validate %1 --levels "
                                    "L0-L1")
                                     .arg(c.name));
            if (!m.rttSource.isEmpty())
                out << "  [" << m.rttSource << ']';
            out << '\n' << "  " << tr("GPUs: %1").arg(m.gpus > 0 ? QString::number(m.gpus) : unknown);
            if (!m.gpusSource.isEmpty())
                out << "  [" << m.gpusSource << ']';
            out << '\n'
                << "  "
                << tr("Price per GPU-hour: %1")
                       .arg(m.gpuHourPrice
                                ? QStringLiteral("%1 %2").arg(*m.gpuHourPrice, 0, 'f', 2).arg(m.currency)
                                : unknown);
            if (!m.priceSource.isEmpty())
                out << "  [" << m.priceSource << ']';
            out << '\n';
        }
        if (!choice.ranked.isEmpty())
            out << '\n' << choice.explanation() << '\n';
        for (const QString &problem : problems)
            out << problem << '\n';
    }
};

} // namespace

int choiceCommand(const QStringList &words)
{
    return ChoiceCli::run(words);
}

} // namespace cg::cli
