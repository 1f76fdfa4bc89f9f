// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_cost.h"

#include "cli_root.h"
#include "cli_ssh.h"
#include "exit_codes.h"

#include "business/cost_report.h"
#include "history/history_reader.h"
#include "history/history_recorder.h"
#include "inventory/inventory.h"
#include "jobs/accounting_import.h"
#include "services/cluster_connections.h"
#include "services/jobs_use_cases.h"
#include "services/profile.h"
#include "services/saved_prices.h"
#include "storage/database.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
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
            "C is a saved cluster or the login node as a TARGET for 'ssh'; its accounting is read with "
            "the scheduler's\n"
            "own command (sacct on Slurm). --records reads an exported accounting file instead. Prices "
            "are the ones\n"
            "saved in the Cost view unless --gpu-hour-price is given.");
    }

    static int run(const QStringList &words, CliRoot &root);

private:
    static Result<QList<jobs::JobRecord>> records(const QCommandLineParser &p, CliRoot &root, SshTarget &ssh,
                                                  int *connectRc);
    static Result<planning::PriceBook> prices(const QCommandLineParser &p);
};

Result<planning::PriceBook> CostCli::prices(const QCommandLineParser &p)
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
        return book;
    }
    if (const auto saved = services::SavedPrices::load())
        return *saved;
    return R::failure(tr("no GPU-hour price saved: enter the cluster's prices in the Cost view, or give "
                         "--gpu-hour-price"),
                      ErrorCode::NotFound);
}

Result<QList<jobs::JobRecord>> CostCli::records(const QCommandLineParser &p, CliRoot &, SshTarget &ssh,
                                                int *connectRc)
{
    using R = Result<QList<jobs::JobRecord>>;
    if (p.isSet(QStringLiteral("records"))) {
        QList<jobs::JobRecord> held;
        for (const QString &path : p.values(QStringLiteral("records"))) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return R::failure(tr("cannot read %1: %2").arg(path, file.errorString()),
                                  ErrorCode::NotFound);
            const auto merged = jobs::AccountingImport::merge(held, QString::fromUtf8(file.readAll()));
            if (!merged)
                return R::failure(tr("%1: %2").arg(path, merged.error()), ErrorCode::Invalid);
            held = merged.value();
        }
        return held;
    }
    const QString cluster = p.value(QStringLiteral("cluster"));
    services::Profile opened;
    if (const Status st = opened.openDatabase(); !st)
        return R::failure(st.error());
    Database &db = opened.database();
    const Inventory inventory(db);
    const auto clusters = inventory.clusters();
    if (!clusters)
        return R::failureOf(clusters);
    std::optional<ClusterRecord> saved;
    for (const ClusterRecord &c : clusters.value())
        if (c.name == cluster)
            saved = c;
    services::ClusterJobsSetup setup;
    setup.cluster = cluster;
    if (saved) {
        const auto chosen = services::ClusterJobsSetup::forCluster(db, *saved);
        if (!chosen)
            return R::failureOf(chosen);
        setup = chosen.value();
        const services::ClusterConnections connections(inventory);
        const auto planned = connections.connection(saved->id);
        if (!planned)
            return R::failureOf(planned);
        *connectRc = ssh.connect(p, planned.value());
    } else {
        *connectRc = ssh.connect(p, cluster);
    }
    if (*connectRc != 0)
        return R::failure(tr("the login node of %1 could not be reached").arg(cluster),
                          ErrorCode::Unreachable);
    const std::unique_ptr<jobs::LoginNode> node = ssh.loginNode();
    setup.frontEnd = QStringLiteral("cli");
    auto made = services::ClusterJobs::open(*node, setup);
    if (!made)
        return R::failureOf(made);
    return made.value()->accounting();
}

int CostCli::run(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("What the clusters cost, from accounting records and saved prices."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("verb"), tr("report or idle-waste"));
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

    const auto book = prices(p);
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
            out << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
        } else if (format == QLatin1String("csv")) {
            out << report.toCsv();
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
        out << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    } else if (format == QLatin1String("csv")) {
        out << report.toCsv();
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
    }
    return kDone;
}

} // namespace

int costCommand(const QStringList &words, CliRoot &root)
{
    return CostCli::run(words, root);
}

} // namespace cg::cli
