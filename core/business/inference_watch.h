// SPDX-License-Identifier: GPL-3.0-or-later
// The inference services a team serves, watched continuously: each endpoint (a node of a saved cluster and
// its serving port, reached through the jump chain by a port forward, or a URL reached directly) is scraped
// every interval on a thread of its own (bounded: MetricsScraper), and every two scrapes make a window with
// QPS, error rate, TTFT and end-to-end percentiles, tokens/s, the cost per 1,000 requests from the cluster's
// contract price (the saved prices only where a contract names none) and the GPUs serving, and the guides'
// baseline judged with availability against its SLA. The window, the history and /metrics take its
// readings; the endpoints are kept in the profile's settings.
#pragma once

#include "business/cluster_prices.h"
#include "business/metrics_scraper.h"
#include "business/serving_report.h"
#include "common/result.h"
#include "common/thread_owner.h"
#include "ssh/port_forward.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QSettings;

namespace cg::business {

struct InferenceEndpoint
{
    QString name;    // what people call the service; unique
    QString cluster; // the saved cluster serving it (its price, its GPUs per node, its jump chain)
    QString node;    // the node serving it (with port); empty with url
    quint16 port = 0;
    QString path = QStringLiteral("/metrics");
    QString url;         // http://HOST:PORT/PATH reached directly instead of node and port
    int gpus = 0;        // GPUs serving it; 0: the contract's GPUs per node
    QByteArray baseline; // the guides' template, verbatim; empty: none

    QJsonObject toJson() const;
    static Result<InferenceEndpoint> fromJson(const QJsonObject &json);
    QString where() const; // "lab/gpu01:8000" or the URL, for people
};

class InferenceEndpoints
{
    Q_DECLARE_TR_FUNCTIONS(cg::business::InferenceEndpoints)

public:
    // inference/endpoints in the settings (a JSON array); entries that do not read are skipped.
    static QList<InferenceEndpoint> load(const QSettings &settings);
    static void save(QSettings &settings, const QList<InferenceEndpoint> &endpoints);
    // inference/interval_ms: between the scrapes (default 15 s, at least 1 s).
    static int intervalMs(const QSettings &settings);
    static QString check(const InferenceEndpoint &e); // empty when usable, else what is wrong (translated)
    // The saved cluster's id by name (NotFound naming it).
    static Result<qint64> clusterId(const Inventory &inventory, const QString &cluster);
};

// One endpoint's state after a scrape.
struct InferenceReading
{
    InferenceEndpoint endpoint;
    QDateTime at;
    bool answered = false;
    QString problem;                     // why the scrape or the forward failed; empty when it answered
    std::optional<ServingReport> report; // the latest window (none before the second scrape)
    std::optional<ServiceBaseline> baseline;
    QString baselineProblem; // the template did not read
};

class InferenceWatch : public QObject
{
    Q_OBJECT

public:
    // The port forward's options for an endpoint on a node (ClusterConnections in the caller).
    using ForwardFor = std::function<Result<ssh::PortForwardOptions>(const InferenceEndpoint &)>;

    explicit InferenceWatch(ssh::ConnectionHub *hub, QObject *parent = nullptr);
    ~InferenceWatch() override;

    void setForwardFor(ForwardFor f) { m_forwardFor = std::move(f); }
    // The clusters' prices and GPUs per node (for the cost per 1,000 requests).
    void setClusters(const QList<ClusterRecord> &clusters, const std::optional<planning::PriceBook> &saved);
    void setIntervalMs(int ms);
    int intervalMs() const { return m_timer.interval(); }
    void setLimits(const PromLimits &limits, int timeoutMs);

    // Replaces the watched endpoints (their windows start over); starts or stops the timer.
    void setEndpoints(const QList<InferenceEndpoint> &endpoints);
    QList<InferenceEndpoint> endpoints() const;
    QList<InferenceReading> readings() const;
    std::optional<InferenceReading> reading(const QString &name) const;
    // Scrapes every endpoint now (also on every tick).
    void pollNow();

signals:
    void measured(const cg::business::InferenceReading &reading);

private:
    struct State;
    void scrape(State &s);
    void scraped(const QString &name, quint64 generation, const Result<Scrape> &result);

    ssh::ConnectionHub *m_hub;
    ForwardFor m_forwardFor;
    ClusterPrices m_prices;
    QHash<QString, int> m_gpusPerNode;
    PromLimits m_limits;
    int m_timeoutMs = 10000;
    QTimer m_timer;
    QList<QString> m_order;
    QHash<QString, std::shared_ptr<State>> m_states;
    quint64 m_generation = 0;
    ThreadOwner m_thread;
    QObject *m_worker = nullptr; // on m_thread: runs the blocking scrapes
};

} // namespace cg::business

Q_DECLARE_METATYPE(cg::business::InferenceReading)
