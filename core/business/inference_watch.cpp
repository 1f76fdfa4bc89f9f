// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/inference_watch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QUrl>

namespace cg::business {

namespace {

const QString kSettingsKey = QStringLiteral("inference/endpoints");

} // namespace

QJsonObject InferenceEndpoint::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name}, {QStringLiteral("path"), path}};
    if (!cluster.isEmpty())
        o.insert(QStringLiteral("cluster"), cluster);
    if (!node.isEmpty())
        o.insert(QStringLiteral("node"), node);
    if (port != 0)
        o.insert(QStringLiteral("port"), port);
    if (!url.isEmpty())
        o.insert(QStringLiteral("url"), url);
    if (gpus > 0)
        o.insert(QStringLiteral("gpus"), gpus);
    if (!baseline.isEmpty())
        o.insert(QStringLiteral("baseline"), QString::fromUtf8(baseline));
    return o;
}

Result<InferenceEndpoint> InferenceEndpoint::fromJson(const QJsonObject &o)
{
    InferenceEndpoint e;
    e.name = o.value(QStringLiteral("name")).toString();
    e.cluster = o.value(QStringLiteral("cluster")).toString();
    e.node = o.value(QStringLiteral("node")).toString();
    e.port = quint16(o.value(QStringLiteral("port")).toInt());
    e.path = o.value(QStringLiteral("path")).toString(QStringLiteral("/metrics"));
    e.url = o.value(QStringLiteral("url")).toString();
    e.gpus = o.value(QStringLiteral("gpus")).toInt();
    e.baseline = o.value(QStringLiteral("baseline")).toString().toUtf8();
    if (const QString bad = InferenceEndpoints::check(e); !bad.isEmpty())
        return Result<InferenceEndpoint>::failure(bad, ErrorCode::Invalid);
    return e;
}

QString InferenceEndpoint::where() const
{
    if (!url.isEmpty())
        return url;
    return QStringLiteral("%1/%2:%3").arg(cluster, node).arg(port);
}

QList<InferenceEndpoint> InferenceEndpoints::load(const QSettings &settings)
{
    QList<InferenceEndpoint> out;
    const QJsonArray all = QJsonDocument::fromJson(settings.value(kSettingsKey).toByteArray()).array();
    for (const QJsonValue &v : all)
        if (const auto e = InferenceEndpoint::fromJson(v.toObject()))
            out << e.value();
    return out;
}

void InferenceEndpoints::save(QSettings &settings, const QList<InferenceEndpoint> &endpoints)
{
    QJsonArray all;
    for (const InferenceEndpoint &e : endpoints)
        all << e.toJson();
    settings.setValue(kSettingsKey, QJsonDocument(all).toJson(QJsonDocument::Compact));
}

int InferenceEndpoints::intervalMs(const QSettings &settings)
{
    return qMax(1000, settings.value(QStringLiteral("inference/interval_ms"), 15000).toInt());
}

QString InferenceEndpoints::check(const InferenceEndpoint &e)
{
    if (e.name.trimmed().isEmpty())
        return tr("The inference service needs a name.");
    if (e.gpus < 0 || e.gpus > 100000)
        return tr("%1: the GPUs serving must be between 0 and 100000.").arg(e.name);
    if (!e.url.isEmpty()) {
        const QUrl u(e.url);
        if (!u.isValid() || u.scheme() != QLatin1String("http") || u.port() <= 0)
            return tr("%1: the URL must read http://HOST:PORT/PATH.").arg(e.name);
        return {};
    }
    if (e.cluster.isEmpty() || e.node.isEmpty() || e.port == 0)
        return tr("%1: give the cluster, the node and the serving port, or a URL.").arg(e.name);
    if (!e.path.startsWith(QLatin1Char('/')))
        return tr("%1: the metrics path must start with /.").arg(e.name);
    return {};
}

Result<qint64> InferenceEndpoints::clusterId(const Inventory &inventory, const QString &cluster)
{
    const auto all = inventory.clusters();
    if (!all)
        return Result<qint64>::failureOf(all);
    for (const ClusterRecord &c : all.value())
        if (c.name == cluster)
            return c.id;
    return Result<qint64>::failure(tr("no saved cluster named %1").arg(cluster), ErrorCode::NotFound);
}

struct InferenceWatch::State
{
    InferenceEndpoint endpoint;
    std::optional<ServiceBaseline> baseline;
    QString baselineProblem;
    std::unique_ptr<ssh::PortForward> forward;
    quint16 localPort = 0;
    bool busy = false;
    std::optional<ServingScrape> before;
    AvailabilityTracker availability;
    InferenceReading reading;
};

InferenceWatch::InferenceWatch(ssh::ConnectionHub *hub, QObject *parent) : QObject(parent), m_hub(hub)
{
    qRegisterMetaType<cg::business::InferenceReading>();
    m_timer.setInterval(15000);
    connect(&m_timer, &QTimer::timeout, this, &InferenceWatch::pollNow);
    m_worker = m_thread.start(QStringLiteral("inference-scrape"), new QObject);
}

InferenceWatch::~InferenceWatch()
{
    m_timer.stop();
    m_thread.stop(); // a scrape under way ends within its time bound; its answer is not delivered
    for (const auto &s : std::as_const(m_states))
        if (s->forward)
            s->forward->stop();
}

void InferenceWatch::setClusters(const QList<ClusterRecord> &clusters,
                                 const std::optional<planning::PriceBook> &saved)
{
    m_prices = ClusterPrices::resolve(clusters, saved);
    m_gpusPerNode.clear();
    for (const ClusterRecord &c : clusters)
        m_gpusPerNode.insert(c.name, c.contract.gpusPerNode);
}

void InferenceWatch::setIntervalMs(int ms)
{
    m_timer.setInterval(qMax(1000, ms));
}

void InferenceWatch::setLimits(const PromLimits &limits, int timeoutMs)
{
    m_limits = limits;
    m_timeoutMs = timeoutMs;
}

void InferenceWatch::setEndpoints(const QList<InferenceEndpoint> &endpoints)
{
    ++m_generation;
    for (const auto &s : std::as_const(m_states))
        if (s->forward)
            s->forward->stop();
    m_states.clear();
    m_order.clear();
    for (const InferenceEndpoint &e : endpoints) {
        if (!InferenceEndpoints::check(e).isEmpty() || m_states.contains(e.name))
            continue;
        auto s = std::make_shared<State>();
        s->endpoint = e;
        s->reading.endpoint = e;
        if (!e.baseline.isEmpty()) {
            const auto parsed = ServiceBaseline::parse(e.baseline, e.name);
            if (parsed)
                s->baseline = parsed.value();
            else
                s->baselineProblem = parsed.error();
        }
        s->reading.baseline = s->baseline;
        s->reading.baselineProblem = s->baselineProblem;
        m_states.insert(e.name, s);
        m_order << e.name;
    }
    if (m_order.isEmpty())
        m_timer.stop();
    else if (!m_timer.isActive())
        m_timer.start();
}

QList<InferenceEndpoint> InferenceWatch::endpoints() const
{
    QList<InferenceEndpoint> out;
    for (const QString &n : m_order)
        out << m_states.value(n)->endpoint;
    return out;
}

QList<InferenceReading> InferenceWatch::readings() const
{
    QList<InferenceReading> out;
    for (const QString &n : m_order)
        out << m_states.value(n)->reading;
    return out;
}

std::optional<InferenceReading> InferenceWatch::reading(const QString &name) const
{
    const auto s = m_states.value(name);
    if (!s)
        return std::nullopt;
    return s->reading;
}

void InferenceWatch::pollNow()
{
    for (const QString &n : std::as_const(m_order))
        scrape(*m_states.value(n));
}

void InferenceWatch::scrape(State &s)
{
    if (s.busy)
        return;
    ScrapeTarget target;
    target.limits = m_limits;
    target.timeoutMs = m_timeoutMs;
    target.path = s.endpoint.path;
    if (!s.endpoint.url.isEmpty()) {
        const QUrl u(s.endpoint.url);
        target.host = u.host();
        target.port = quint16(u.port());
        if (!u.path().isEmpty())
            target.path = u.path();
    } else if (s.localPort != 0) {
        target.port = s.localPort;
    } else {
        if (s.forward)
            return; // connecting: its ready() scrapes
        const auto options = m_forwardFor ? m_forwardFor(s.endpoint)
                                          : Result<ssh::PortForwardOptions>::failure(
                                                tr("no way to reach the cluster's nodes"), ErrorCode::Failed);
        const QString name = s.endpoint.name;
        const quint64 generation = m_generation;
        if (!options) {
            scraped(name, generation, Result<Scrape>::failureOf(options));
            return;
        }
        ssh::PortForwardOptions o = options.value();
        o.remotePort = s.endpoint.port;
        s.forward = std::make_unique<ssh::PortForward>(m_hub);
        connect(s.forward.get(), &ssh::PortForward::ready, this, [this, name, generation](quint16 port) {
            const auto st = m_states.value(name);
            if (!st || generation != m_generation)
                return;
            st->localPort = port;
            scrape(*st);
        });
        connect(s.forward.get(), &ssh::PortForward::failed, this, [this, name, generation](const QString &e) {
            const auto st = m_states.value(name);
            if (!st || generation != m_generation || !st->forward)
                return;
            st->localPort = 0;
            st->forward.release()->deleteLater(); // a new forward at the next tick
            scraped(
                name, generation,
                Result<Scrape>::failure(tr("the port forward to %1 failed: %2").arg(st->endpoint.where(), e),
                                        ErrorCode::Unreachable));
        });
        s.forward->start(o);
        return;
    }
    s.busy = true;
    const QString name = s.endpoint.name;
    const quint64 generation = m_generation;
    QMetaObject::invokeMethod(m_worker, [this, target, name, generation] {
        const Result<Scrape> result = MetricsScraper::scrape(target);
        QMetaObject::invokeMethod(this,
                                  [this, name, generation, result] { scraped(name, generation, result); });
    });
}

void InferenceWatch::scraped(const QString &name, quint64 generation, const Result<Scrape> &result)
{
    const auto sp = m_states.value(name);
    if (!sp || generation != m_generation)
        return;
    State &s = *sp;
    s.busy = false;
    const QDateTime at = QDateTime::currentDateTimeUtc();
    s.reading.at = at;
    if (!result) {
        s.reading.answered = false;
        s.reading.problem = result.error();
        if (s.before && s.baseline) // a window in which the service did not answer
            s.availability.addWindow(false, nullptr, *s.baseline);
        s.before.reset();
        emit measured(s.reading);
        return;
    }
    const ServingScrape now = ServingScrape::fromSamples(result->parse.samples, at);
    if (now.stack.isEmpty()) {
        s.reading.answered = false;
        s.reading.problem = tr("%1 serves none of vLLM's, SGLang's or TGI's metrics (%n line(s) unreadable)",
                               "", result->parse.badLines)
                                .arg(s.endpoint.where());
        s.before.reset();
        emit measured(s.reading);
        return;
    }
    s.reading.answered = true;
    s.reading.problem.clear();
    if (s.before) {
        ServingCost cost;
        cost.gpus = s.endpoint.gpus > 0 ? s.endpoint.gpus : m_gpusPerNode.value(s.endpoint.cluster);
        const ClusterPrice price = m_prices.of(s.endpoint.cluster);
        ServingReport report;
        report.stack = now.stack;
        report.service = s.endpoint.name;
        report.priceSource = ClusterPrices::sourceName(price.source);
        if (price.source != PriceSource::None) {
            cost.gpuHourPrice = price.terms.effectiveGpuHour();
            cost.currency = price.terms.currency;
            report.priceText = s.endpoint.cluster.isEmpty()
                                   ? tr("the prices saved in the Cost view")
                                   : ClusterPrices::sourceText(price.source, s.endpoint.cluster);
        } else {
            report.priceText = ClusterPrices::sourceText(price.source, s.endpoint.cluster);
        }
        report.window = ServingMetrics::window(*s.before, now, cost);
        report.scrape = result->parse;
        report.scrape.samples.clear();
        report.missing = now.missing;
        if (s.baseline) {
            s.availability.addWindow(true, &report.window, *s.baseline);
            report.hasBaseline = true;
            report.checks = BaselineJudge::judge(*s.baseline, report.window, s.availability);
            report.availability = s.availability.availability();
        }
        s.reading.report = report;
    }
    s.before = now;
    emit measured(s.reading);
}

} // namespace cg::business
