// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_inference.h"

#include "cli_root.h"
#include "cli_ssh.h"
#include "exit_codes.h"

#include "business/cluster_prices.h"
#include "business/metrics_scraper.h"
#include "business/serving_report.h"
#include "history/history_reader.h"
#include "inventory/inventory.h"
#include "services/profile.h"
#include "services/saved_prices.h"
#include "ssh/port_forward.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <csignal>
#include <memory>

namespace cg::cli {

namespace {

using namespace exit_code;

volatile std::sig_atomic_t g_stop = 0;
void onInterrupt(int)
{
    g_stop = 1;
}

class InferenceCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::InferenceCli)

public:
    static int fail(const QString &message, int code) { return failWith(message, code); }

    static QString usage()
    {
        return tr(
            "usage: clustergate inference status|watch (--url http://HOST:PORT/metrics | TARGET --port P "
            "[ssh options])\n"
            "                 [--path /metrics] [--baseline FILE] [--gpus N] [--gpu-hour-price P] "
            "[--interval 10s]\n"
            "                 [--count N] [--format text|json]\n"
            "TARGET is the node serving the model, reached through the jump chain (--jump); its port P is "
            "forwarded.\n"
            "The GPU-hour price is the contract's of the saved cluster C (else the prices saved in the Cost "
            "view);\n"
            "--gpus defaults to the contract's GPUs per node.\n"
            "status measures one window; watch keeps measuring until --count windows or Ctrl+C.\n"
            "clustergate inference add|remove|list: the services the console and 'serve' keep watching.");
    }

    static int run(const QStringList &words, CliRoot &root);
};

// Waits `ms` while the event loop runs (the port forward's signals), or until Ctrl+C.
void pause(int ms)
{
    QEventLoop loop;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (g_stop)
            loop.quit();
    });
    tick.start(100);
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

int InferenceCli::run(const QStringList &words, CliRoot &root)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("An inference service's business layer from its own metrics."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("verb"), tr("status or watch"));
    p.addPositionalArgument(QStringLiteral("target"), tr("The node serving the model (with --port)."));
    const auto opt = [&](const QString &name, const QString &help, const QString &value = {},
                         const QString &def = {}) {
        p.addOption(QCommandLineOption(name, help, value, def));
    };
    opt(QStringLiteral("url"), tr("The metrics endpoint reached directly: http://HOST:PORT/PATH."),
        QStringLiteral("URL"));
    opt(QStringLiteral("port"), tr("The serving port on TARGET (forwarded through the jump chain)."),
        QStringLiteral("P"));
    opt(QStringLiteral("path"), tr("The metrics path on the serving port."), QStringLiteral("PATH"),
        QStringLiteral("/metrics"));
    opt(QStringLiteral("baseline"),
        tr("The service baseline template (baseline: p99_first_token_latency_ms ...)."),
        QStringLiteral("FILE"));
    opt(QStringLiteral("gpus"), tr("How many GPUs serve this endpoint (for the cost per 1,000 requests)."),
        QStringLiteral("N"));
    opt(QStringLiteral("cluster"),
        tr("The saved cluster serving it: its contract's GPU-hour price and GPUs per node."),
        QStringLiteral("C"));
    opt(QStringLiteral("gpu-hour-price"),
        tr("The price of one GPU-hour (default: the cluster's contract, else the saved prices)."),
        QStringLiteral("P"));
    opt(QStringLiteral("interval"), tr("Between the scrapes of a window: a duration such as 10s or 1m."),
        QStringLiteral("D"), QStringLiteral("10s"));
    opt(QStringLiteral("count"), tr("watch: stop after this many windows (default: until Ctrl+C)."),
        QStringLiteral("N"), QStringLiteral("0"));
    opt(QStringLiteral("format"), tr("text (default) or json (one object per window and line)."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    opt(QStringLiteral("max-bytes"), tr("The most bytes one scrape reads."), QStringLiteral("N"),
        QString::number(16 * 1024 * 1024));
    opt(QStringLiteral("max-series"), tr("The most series one scrape keeps."), QStringLiteral("N"),
        QStringLiteral("200000"));
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
    const bool viaTarget = pos.size() == 2;
    if ((verb != QLatin1String("status") && verb != QLatin1String("watch")) || pos.size() > 2 ||
        viaTarget == p.isSet(QStringLiteral("url")))
        return fail(usage(), kUsage);
    const bool json = p.value(QStringLiteral("format")) == QLatin1String("json");
    if (!json && p.value(QStringLiteral("format")) != QLatin1String("text"))
        return fail(tr("--format must be text or json"), kUsage);
    const qint64 intervalMs = history::HistoryReader::parseDuration(p.value(QStringLiteral("interval")));
    if (intervalMs < 1000)
        return fail(tr("--interval takes a duration of at least 1s, such as 10s or 1m"), kUsage);
    bool ok = true;
    const int count = verb == QLatin1String("status") ? 1 : p.value(QStringLiteral("count")).toInt(&ok);
    if (!ok || count < 0)
        return fail(tr("--count takes a number of windows"), kUsage);

    business::ScrapeTarget target;
    target.path = p.value(QStringLiteral("path"));
    target.limits.maxBytes = p.value(QStringLiteral("max-bytes")).toLongLong(&ok);
    if (!ok || target.limits.maxBytes <= 0)
        return fail(tr("--max-bytes takes a number of bytes"), kUsage);
    target.limits.maxSeries = p.value(QStringLiteral("max-series")).toInt(&ok);
    if (!ok || target.limits.maxSeries <= 0)
        return fail(tr("--max-series takes a number of series"), kUsage);

    business::ServingCost cost;
    if (p.isSet(QStringLiteral("gpus"))) {
        cost.gpus = p.value(QStringLiteral("gpus")).toInt(&ok);
        if (!ok || cost.gpus <= 0)
            return fail(tr("--gpus takes the number of GPUs serving the endpoint"), kUsage);
    }
    QString priceSource = QStringLiteral("none");
    QString priceText = tr("no price");
    const QString clusterName = p.value(QStringLiteral("cluster"));
    std::optional<business::ClusterPrices> prices;
    std::optional<ClusterRecord> cluster;
    {
        services::Profile opened;
        if (opened.openDatabase()) {
            const Inventory inventory(opened.database());
            if (const auto all = inventory.clusters()) {
                prices = business::ClusterPrices::resolve(all.value(), services::SavedPrices::load());
                for (const ClusterRecord &c : all.value())
                    if (c.name == clusterName)
                        cluster = c;
            }
        }
    }
    if (!clusterName.isEmpty() && !cluster)
        return fail(tr("--cluster: no saved cluster named %1").arg(clusterName), kUsage);
    if (!prices)
        prices = business::ClusterPrices::resolve({}, services::SavedPrices::load());
    if (cluster && !p.isSet(QStringLiteral("gpus")))
        cost.gpus = cluster->contract.gpusPerNode;
    if (p.isSet(QStringLiteral("gpu-hour-price"))) {
        cost.gpuHourPrice = p.value(QStringLiteral("gpu-hour-price")).toDouble(&ok);
        if (!ok || cost.gpuHourPrice <= 0)
            return fail(tr("--gpu-hour-price takes a price above 0"), kUsage);
        priceSource = QStringLiteral("option");
        priceText = tr("--gpu-hour-price");
    } else if (const business::ClusterPrice price = prices->of(clusterName);
               price.source != business::PriceSource::None) {
        cost.gpuHourPrice = price.terms.effectiveGpuHour();
        cost.currency = price.terms.currency;
        priceSource = business::ClusterPrices::sourceName(price.source);
        priceText = clusterName.isEmpty() ? tr("the prices saved in the Cost view")
                                          : business::ClusterPrices::sourceText(price.source, clusterName);
    }

    std::optional<business::ServiceBaseline> baseline;
    if (p.isSet(QStringLiteral("baseline"))) {
        const QString path = p.value(QStringLiteral("baseline"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(tr("cannot read %1: %2").arg(path, file.errorString()), kFailed);
        const auto parsed = business::ServiceBaseline::parse(file.readAll(), path);
        if (!parsed)
            return fail(parsed.error(), kUsage);
        baseline = parsed.value();
    }

    // Directly, or through the jump chain: the target's serving port forwarded to one here.
    std::unique_ptr<ssh::PortForward> forward;
    if (viaTarget) {
        const quint16 port = quint16(p.value(QStringLiteral("port")).toUInt(&ok));
        if (!ok || port == 0)
            return fail(tr("TARGET needs --port, the serving port on it"), kUsage);
        if (const int rc = ssh.connect(p, pos.at(1)); rc != 0)
            return rc;
        forward = std::make_unique<ssh::PortForward>(&root.hub());
        ssh::PortForwardOptions fo;
        fo.plan = ssh.plan();
        fo.base = ssh.base();
        fo.remotePort = port;
        QString error;
        QEventLoop loop;
        QObject::connect(forward.get(), &ssh::PortForward::ready, &loop, [&] { loop.quit(); });
        QObject::connect(forward.get(), &ssh::PortForward::failed, &loop, [&](const QString &e) {
            error = e;
            loop.quit();
        });
        forward->start(fo);
        loop.exec();
        if (!error.isEmpty())
            return fail(tr("the port forward to %1:%2 failed: %3").arg(pos.at(1)).arg(port).arg(error),
                        kConnectionFailed);
        target.port = forward->localPort();
    } else {
        const QUrl url(p.value(QStringLiteral("url")));
        if (!url.isValid() || url.scheme() != QLatin1String("http") || url.port() <= 0)
            return fail(tr("--url takes http://HOST:PORT/PATH"), kUsage);
        target.host = url.host();
        target.port = quint16(url.port());
        if (!url.path().isEmpty())
            target.path = url.path();
    }

    g_stop = 0;
    std::signal(SIGINT, onInterrupt);
    QTextStream out(stdout);
    business::AvailabilityTracker availability;
    std::optional<business::ServingScrape> before;
    bool allMet = true;
    bool anyWindow = false;
    int windows = 0;
    int rc = kDone;
    while (!g_stop && (count == 0 || windows < count)) {
        const auto scraped = business::MetricsScraper::scrape(target);
        const QDateTime at = QDateTime::currentDateTimeUtc();
        if (!scraped) {
            QTextStream(stderr) << tr("clustergate: %1").arg(scraped.error()) << Qt::endl;
            if (before && baseline) // a window in which the service did not answer
                availability.addWindow(false, nullptr, *baseline);
            before.reset();
            if (verb == QLatin1String("status")) {
                rc = exitCodeFor(scraped.code());
                break;
            }
        } else {
            const business::ServingScrape now =
                business::ServingScrape::fromSamples(scraped->parse.samples, at);
            if (now.stack.isEmpty() && verb == QLatin1String("status")) {
                rc = fail(tr("the endpoint serves none of vLLM's, SGLang's or TGI's metrics (%n line(s) "
                             "unreadable)",
                             "", scraped->parse.badLines),
                          kFailed);
                break;
            }
            if (before) {
                business::ServingReport report;
                report.stack = now.stack;
                report.priceSource = priceSource;
                report.priceText = priceText;
                report.window = business::ServingMetrics::window(*before, now, cost);
                report.scrape = scraped->parse;
                report.scrape.samples.clear();
                report.missing = now.missing;
                if (baseline) {
                    availability.addWindow(true, &report.window, *baseline);
                    report.hasBaseline = true;
                    report.checks = business::BaselineJudge::judge(*baseline, report.window, availability);
                    report.availability = availability.availability();
                    allMet = allMet && business::BaselineJudge::passed(report.checks);
                }
                if (json)
                    out << QJsonDocument(business::ServingReportFormat::toJson(report))
                               .toJson(QJsonDocument::Compact)
                        << Qt::endl;
                else
                    out << business::ServingReportFormat::toLines(report).join(QLatin1Char('\n')) << Qt::endl;
                anyWindow = true;
                ++windows;
                if (count != 0 && windows >= count)
                    break;
            }
            before = now;
        }
        pause(int(intervalMs));
    }
    std::signal(SIGINT, SIG_DFL);
    if (forward)
        forward->stop();
    if (rc != kDone)
        return rc;
    if (g_stop && !anyWindow)
        return kInterrupted;
    return allMet ? kDone : kFailed;
}

} // namespace

int inferenceCommand(const QStringList &words, CliRoot &root)
{
    const QString verb = words.value(1);
    if (verb == QLatin1String("add") || verb == QLatin1String("remove") || verb == QLatin1String("list"))
        return inferenceServicesCommand(words);
    return InferenceCli::run(words, root);
}

} // namespace cg::cli
