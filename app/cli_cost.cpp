// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_cost.h"

#include "cli_root.h"
#include "cli_ssh.h"
#include "exit_codes.h"

#include "business/cluster_prices.h"
#include "business/cost_report.h"
#include "history/history_reader.h"
#include "history/history_recorder.h"
#include "inventory/inventory.h"
#include "services/cluster_accounting.h"
#include "services/cluster_connections.h"
#include "services/profile.h"
#include "services/saved_prices.h"
#include "storage/database.h"

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

class CostCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::CostCli)

public:
    static int fail(const QString &message, int code) { return failWith(message, code); }

    static QString usage()
    {
        return tr(
            "usage: clustergate cost report --by project|cluster|day (--cluster C | --records FILE) "
            "[--since 30d]\n"
            "                                [--format table|json|csv] [--gpu-hour-price P] [ssh options]\n"
            "       clustergate cost idle-waste (--cluster C | --records FILE --cluster C) [--since 7d]\n"
            "                                [--idle-below 5] [--history FILE] [--format table|json|csv]\n"
            "       clustergate cost price [C] [--gpu-hour P] [--currency CUR] [--model MODEL=P]... "
            "[--clear] [--format table|json]\n"
            "C is a saved cluster or the login node as a TARGET for 'ssh'; its accounting is read with "
            "the scheduler's\n"
            "own accounting command. --records reads an exported accounting file instead. Prices "
            "are the cluster's\n"
            "contract price ('cost price' shows and sets it), else the ones saved in the Cost view, unless "
            "--gpu-hour-price\n"
            "is given; the output says which was used.");
    }

    static int run(const QStringList &words, CliRoot &root);

private:
    static Result<QList<jobs::JobRecord>> records(const QCommandLineParser &p, CliRoot &root, SshTarget &ssh,
                                                  int *connectRc);
    // The book to price with and, for people and JSON, where the cluster's price came from.
    static Result<planning::PriceBook> prices(const QCommandLineParser &p, const QString &cluster,
                                              QString *source, QString *sourceText);
    static int price(const QCommandLineParser &p, const QString &cluster);
};

Result<planning::PriceBook> CostCli::prices(const QCommandLineParser &p, const QString &cluster,
                                            QString *source, QString *sourceText)
{
    using R = Result<planning::PriceBook>;
    if (p.isSet(QStringLiteral("gpu-hour-price"))) {
        bool ok = false;
        planning::PriceTerms terms;
        terms.gpuHour = p.value(QStringLiteral("gpu-hour-price")).toDouble(&ok);
        if (!ok || terms.gpuHour <= 0)
            return R::failure(tr("--gpu-hour-price takes a price above 0, not %1")
                                  .arg(p.value(QStringLiteral("gpu-hour-price"))),
                              ErrorCode::Invalid);
        if (p.isSet(QStringLiteral("currency")))
            terms.currency = p.value(QStringLiteral("currency"));
        planning::PriceBook book;
        book.setDefault(terms);
        *source = QStringLiteral("option");
        *sourceText = tr("--gpu-hour-price");
        return book;
    }
    services::Profile opened;
    std::optional<business::ClusterPrices> resolved;
    if (opened.openDatabase()) {
        const Inventory inventory(opened.database());
        if (auto loaded = business::ClusterPrices::load(inventory, services::SavedPrices::load()))
            resolved = loaded.value();
    }
    if (!resolved)
        resolved = business::ClusterPrices::resolve({}, services::SavedPrices::load());
    const business::ClusterPrice price = resolved->of(cluster);
    if (price.source == business::PriceSource::None)
        return R::failure(tr("no GPU-hour price for %1: set it in the cluster's contract (clustergate cost "
                             "price %1 --gpu-hour P), or give --gpu-hour-price")
                              .arg(cluster.isEmpty() ? tr("the records") : cluster),
                          ErrorCode::NotFound);
    *source = business::ClusterPrices::sourceName(price.source);
    *sourceText = business::ClusterPrices::sourceText(price.source, cluster);
    planning::PriceBook book = resolved->book();
    if (!cluster.isEmpty())
        book.set(cluster, price.terms);
    return book;
}

int CostCli::price(const QCommandLineParser &p, const QString &name)
{
    services::Profile opened;
    if (const Status st = opened.openDatabase(); !st)
        return fail(st.error(), exitCodeFor(st.code()));
    Inventory inventory(opened.database());
    const auto clusters = inventory.clusters();
    if (!clusters)
        return fail(clusters.error(), exitCodeFor(clusters.code()));
    const bool change = p.isSet(QStringLiteral("gpu-hour")) || p.isSet(QStringLiteral("currency")) ||
                        p.isSet(QStringLiteral("model")) || p.isSet(QStringLiteral("clear"));
    std::optional<ClusterRecord> chosen;
    for (const ClusterRecord &c : clusters.value())
        if (c.name == name)
            chosen = c;
    if (!name.isEmpty() && !chosen)
        return fail(tr("no saved cluster named %1 ('clustergate clusters list' shows them)").arg(name),
                    kFailed);
    if (change) {
        if (!chosen)
            return fail(tr("cost price: name the cluster whose contract price to set"), kUsage);
        ClusterContract k = chosen->contract;
        if (p.isSet(QStringLiteral("clear"))) {
            k.gpuHourPrice = 0;
            k.currency.clear();
            k.gpuModelPrices.clear();
        }
        bool ok = true;
        if (p.isSet(QStringLiteral("gpu-hour"))) {
            k.gpuHourPrice = p.value(QStringLiteral("gpu-hour")).toDouble(&ok);
            if (!ok || k.gpuHourPrice < 0)
                return fail(tr("--gpu-hour takes the price of one GPU-hour, not %1")
                                .arg(p.value(QStringLiteral("gpu-hour"))),
                            kUsage);
        }
        if (p.isSet(QStringLiteral("currency")))
            k.currency = p.value(QStringLiteral("currency")).trimmed().toUpper();
        for (const QString &m : p.values(QStringLiteral("model"))) {
            const int eq = m.lastIndexOf(QLatin1Char('='));
            const double v = eq > 0 ? m.mid(eq + 1).toDouble(&ok) : 0;
            if (eq <= 0 || !ok || v < 0)
                return fail(tr("--model takes MODEL=PRICE, such as H200=3.1, not %1").arg(m), kUsage);
            if (v == 0)
                k.gpuModelPrices.remove(m.left(eq).trimmed());
            else
                k.gpuModelPrices.insert(m.left(eq).trimmed(), v);
        }
        if (const QStringList problems = k.problems(); !problems.isEmpty())
            return fail(problems.join(QLatin1String("; ")), kUsage);
        chosen->contract = k;
        if (const Status st = inventory.updateCluster(*chosen); !st)
            return fail(st.error(), exitCodeFor(st.code()));
    }
    const auto now = inventory.clusters();
    if (!now)
        return fail(now.error(), exitCodeFor(now.code()));
    const business::ClusterPrices resolved =
        business::ClusterPrices::resolve(now.value(), services::SavedPrices::load());
    const bool json = p.value(QStringLiteral("format")) == QLatin1String("json");
    QJsonArray rows;
    QTextStream out(stdout);
    if (!json)
        out << qSetFieldWidth(24) << Qt::left << tr("cluster") << qSetFieldWidth(16) << tr("GPU-hour")
            << qSetFieldWidth(0) << tr("from") << Qt::endl;
    for (const ClusterRecord &c : now.value()) {
        if (!name.isEmpty() && c.name != name)
            continue;
        const business::ClusterPrice cp = resolved.of(c.name);
        const bool priced = cp.source != business::PriceSource::None;
        if (json) {
            QJsonObject row{{QStringLiteral("cluster"), c.name},
                            {QStringLiteral("source"), business::ClusterPrices::sourceName(cp.source)},
                            {QStringLiteral("contract"), c.contract.toJson()}};
            if (priced) {
                row.insert(QStringLiteral("gpu_hour"), cp.terms.gpuHour);
                row.insert(QStringLiteral("effective_gpu_hour"), cp.terms.effectiveGpuHour());
                row.insert(QStringLiteral("currency"), cp.terms.currency);
            }
            rows << row;
        } else {
            out << qSetFieldWidth(24) << c.name << qSetFieldWidth(16)
                << (priced ? planning::CostModel::money(cp.terms.effectiveGpuHour(), cp.terms.currency)
                           : QStringLiteral("-"))
                << qSetFieldWidth(0) << business::ClusterPrices::sourceText(cp.source, c.name) << Qt::endl;
        }
    }
    if (json)
        out << QJsonDocument(rows).toJson(QJsonDocument::Indented);
    return kDone;
}

Result<QList<jobs::JobRecord>> CostCli::records(const QCommandLineParser &p, CliRoot &, SshTarget &ssh,
                                                int *connectRc)
{
    using R = Result<QList<jobs::JobRecord>>;
    if (p.isSet(QStringLiteral("records")))
        return services::ClusterAccounting::readFiles(p.values(QStringLiteral("records")));
    const QString cluster = p.value(QStringLiteral("cluster"));
    services::Profile opened;
    if (const Status st = opened.openDatabase(); !st)
        return R::failure(st.error());
    const Inventory inventory(opened.database());
    const auto planned = services::ClusterAccounting::plan(opened.database(),
                                                           services::ClusterConnections(inventory), cluster);
    if (!planned)
        return R::failureOf(planned);
    *connectRc = planned->login ? ssh.connect(p, *planned->login) : ssh.connect(p, cluster);
    if (*connectRc != 0)
        return R::failure(tr("the login node of %1 could not be reached").arg(cluster),
                          ErrorCode::Unreachable);
    const std::unique_ptr<jobs::LoginNode> node = ssh.loginNode();
    services::ClusterJobsSetup setup = planned->setup;
    setup.frontEnd = QStringLiteral("cli");
    return services::ClusterAccounting::read(*node, setup);
}

int CostCli::run(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("What the clusters cost, from accounting records and saved prices."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("verb"), tr("report, idle-waste or price"));
    const auto opt = [&](const QString &name, const QString &help, const QString &value = {},
                         const QString &def = {}) {
        p.addOption(QCommandLineOption(name, help, value, def));
    };
    opt(QStringLiteral("by"), tr("report: project, cluster or day."), QStringLiteral("BY"),
        QStringLiteral("project"));
    opt(QStringLiteral("cluster"), tr("A saved cluster, or the login node as [user@]host[:port]."),
        QStringLiteral("C"));
    opt(QStringLiteral("records"),
        tr("An exported accounting file (repeatable) instead of asking the cluster."),
        QStringLiteral("FILE"));
    opt(QStringLiteral("since"), tr("How far back: a duration such as 24h, 7d or 30d."), QStringLiteral("D"),
        QStringLiteral("30d"));
    opt(QStringLiteral("format"), tr("table (default), json or csv."), QStringLiteral("FORMAT"),
        QStringLiteral("table"));
    opt(QStringLiteral("gpu-hour-price"), tr("The price of one GPU-hour (default: the saved prices)."),
        QStringLiteral("P"));
    opt(QStringLiteral("currency"), tr("The currency of --gpu-hour-price (default USD)."),
        QStringLiteral("CUR"));
    opt(QStringLiteral("gpu-hour"), tr("price: the contract's list price of one GPU-hour."),
        QStringLiteral("P"));
    opt(QStringLiteral("model"), tr("price: a GPU model's own GPU-hour price, MODEL=P (0 removes it)."),
        QStringLiteral("MODEL=P"));
    opt(QStringLiteral("clear"), tr("price: remove the contract's prices (the saved ones apply again)."));
    opt(QStringLiteral("idle-below"), tr("idle-waste: a GPU below this utilization (%) is idle."),
        QStringLiteral("PCT"), QStringLiteral("5"));
    opt(QStringLiteral("history"), tr("idle-waste: the history file (default: the profile's)."),
        QStringLiteral("FILE"));
    SshTarget ssh(root.hub());
    ssh.addOptions(p);
    if (!p.parse(words))
        return fail(p.errorText() + QStringLiteral("\n\n") + usage(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    if (verb == QLatin1String("price") && pos.size() <= 2) {
        if (p.value(QStringLiteral("format")) == QLatin1String("csv"))
            return fail(tr("cost price: --format is table or json"), kUsage);
        return price(p, pos.value(1));
    }
    if (pos.size() != 1 || (verb != QLatin1String("report") && verb != QLatin1String("idle-waste")))
        return fail(usage(), kUsage);
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return fail(tr("--format must be table, json or csv"), kUsage);
    const QString by = p.value(QStringLiteral("by"));
    business::CostGrouping grouping = business::CostGrouping::Project;
    if (by == QLatin1String("cluster"))
        grouping = business::CostGrouping::Cluster;
    else if (by == QLatin1String("day"))
        grouping = business::CostGrouping::Day;
    else if (by != QLatin1String("project"))
        return fail(tr("--by must be project, cluster or day"), kUsage);
    const qint64 back = history::HistoryReader::parseDuration(p.value(QStringLiteral("since")));
    if (back <= 0)
        return fail(tr("--since takes a duration such as 24h, 7d or 30d, not %1")
                        .arg(p.value(QStringLiteral("since"))),
                    kUsage);
    bool idleOk = false;
    const double idleBelow = p.value(QStringLiteral("idle-below")).toDouble(&idleOk);
    if (!idleOk || idleBelow < 0 || idleBelow > 100)
        return fail(tr("--idle-below takes a percentage from 0 to 100"), kUsage);
    const QString cluster = p.value(QStringLiteral("cluster"));
    if (cluster.isEmpty() && (!p.isSet(QStringLiteral("records")) || verb == QLatin1String("idle-waste")))
        return fail(tr("cost %1 needs --cluster (a saved cluster or the login node)").arg(verb), kUsage);

    QString priceSource, priceSourceText;
    const auto book = prices(p, cluster, &priceSource, &priceSourceText);
    if (!book)
        return fail(book.error(), exitCodeFor(book.code()));
    int connectRc = 0;
    const auto held = records(p, root, ssh, &connectRc);
    if (!held)
        return fail(held.error(), connectRc != 0 ? connectRc : exitCodeFor(held.code()));
    const QDateTime to = QDateTime::currentDateTimeUtc();
    const QDateTime from = to.addMSecs(-back);
    QTextStream out(stdout);

    if (verb == QLatin1String("report")) {
        const auto report =
            business::CostReport::build(held.value(), book.value(), grouping, from, to, cluster);
        if (format == QLatin1String("json")) {
            QJsonObject o = report.toJson();
            o.insert(QStringLiteral("price_source"), priceSource);
            out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        } else if (format == QLatin1String("csv")) {
            out << report.toCsv();
            QTextStream(stderr) << tr("priced by %1").arg(priceSourceText) << Qt::endl;
        } else {
            out << qSetFieldWidth(24) << Qt::left << by << qSetFieldWidth(8) << tr("jobs")
                << qSetFieldWidth(12) << tr("GPU-hours") << qSetFieldWidth(0) << tr("cost") << Qt::endl;
            for (const auto &r : report.rows)
                out << qSetFieldWidth(24) << r.key << qSetFieldWidth(8) << r.jobs << qSetFieldWidth(12)
                    << QString::number(r.gpuHours, 'f', 2) << qSetFieldWidth(0)
                    << planning::CostModel::money(r.cost, report.currency)
                    << (r.jobsWithoutGpuCount
                            ? tr(" (%n job(s) without a GPU count)", "", r.jobsWithoutGpuCount)
                            : QString())
                    << Qt::endl;
            out << tr("total: %1 GPU-hours, %2")
                       .arg(report.gpuHours, 0, 'f', 2)
                       .arg(planning::CostModel::money(report.cost, report.currency))
                << Qt::endl;
            out << tr("priced by %1").arg(priceSourceText) << Qt::endl;
        }
        return kDone;
    }

    history::HistoryReader reader;
    const QString historyFile = p.isSet(QStringLiteral("history")) ? p.value(QStringLiteral("history"))
                                                                   : history::HistoryRecorder::defaultFile();
    QList<planning::GpuUtilSample> samples;
    if (Status st = reader.open(historyFile); !st) {
        QTextStream(stderr)
            << tr("clustergate: no utilization history (%1): GPU use is unknown").arg(st.error()) << Qt::endl;
    } else {
        const auto read = business::GpuUtilHistory::read(reader, cluster, from, to);
        if (!read)
            return fail(read.error(), exitCodeFor(read.code()));
        samples = read.value();
    }
    const auto report =
        business::IdleWasteReport::build(held.value(), samples, book.value(), from, to, cluster, idleBelow);
    if (format == QLatin1String("json")) {
        QJsonObject o = report.toJson();
        o.insert(QStringLiteral("price_source"), priceSource);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else if (format == QLatin1String("csv")) {
        out << report.toCsv();
        QTextStream(stderr) << tr("priced by %1").arg(priceSourceText) << Qt::endl;
    } else {
        out << qSetFieldWidth(20) << Qt::left << tr("project") << qSetFieldWidth(12) << tr("allocated")
            << tr("used") << tr("idle") << qSetFieldWidth(0) << tr("waste") << Qt::endl;
        for (const auto &r : report.rows)
            out << qSetFieldWidth(20) << r.project << qSetFieldWidth(12)
                << QString::number(r.allocatedGpuHours, 'f', 2) << QString::number(r.usedGpuHours, 'f', 2)
                << QString::number(r.idleGpuHours, 'f', 2) << qSetFieldWidth(0)
                << planning::CostModel::money(r.wasteCost, report.currency)
                << (r.jobsWithoutTelemetry ? tr(" (%n job(s) without telemetry)", "", r.jobsWithoutTelemetry)
                                           : QString())
                << Qt::endl;
        out << tr("GPU-hours allocated %1, used %2, idle %3 (below %4 %), waste %5")
                   .arg(report.total.allocatedGpuHours, 0, 'f', 2)
                   .arg(report.total.usedGpuHours, 0, 'f', 2)
                   .arg(report.total.idleGpuHours, 0, 'f', 2)
                   .arg(idleBelow)
                   .arg(planning::CostModel::money(report.total.wasteCost, report.currency))
            << Qt::endl;
        out << tr("priced by %1").arg(priceSourceText) << Qt::endl;
    }
    return kDone;
}

} // namespace

int costCommand(const QStringList &words, CliRoot &root)
{
    return CostCli::run(words, root);
}

} // namespace cg::cli
