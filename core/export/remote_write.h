// SPDX-License-Identifier: GPL-3.0-or-later
// Prometheus remote-write of the registry's series to a receiver (Prometheus with its receiver on,
// VictoriaMetrics, Thanos, Mimir). Every interval the series that changed are queued with their latest value
// and its time (sampled at the interval, as a scrape would be). As Prometheus's own remote-write does, the
// queue is split into shards by series (a series always goes through the same shard), each sending its
// batches in order, one request at a time, so up to `shards` requests are in flight and a receiver across a
// WAN (one round trip per request) still takes the fleet's second within the second; a series' samples still
// arrive in time order. All on a worker thread. A failed request (receiver down, 5xx, 429) is retried with a
// growing delay and nothing is lost while the queue holds; past the queue's bound (all shards together) the
// oldest samples are dropped and counted. A batch the receiver refuses as bad (another 4xx) is dropped and
// counted, never retried. Figures go back into the registry (clustergate_remote_write_*) and to status().
#pragma once

#include "export/metric_registry.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <mutex>
#include <vector>

namespace cg::exporting {

struct RemoteWriteOptions
{
    QUrl url;
    QByteArray bearerToken;         // sent as Authorization: Bearer; empty: none
    int intervalMs = 1000;          // how often changed series are queued
    int maxSamplesPerSend = 10000;  // per request
    int shards = 4;                 // requests in flight at once at most (Prometheus: max_shards)
    int maxQueuedSamples = 2000000; // the buffer across an outage
    int timeoutMs = 10000;          // per request
    int minBackoffMs = 250;
    int maxBackoffMs = 30000;
};

struct RemoteWriteStatus
{
    quint64 sent = 0;     // samples the receiver accepted
    quint64 dropped = 0;  // samples dropped because the queue was full
    quint64 rejected = 0; // samples in batches the receiver refused as bad
    quint64 failures = 0; // requests that failed and were retried
    qint64 pending = 0;   // samples queued now
    bool failing = false; // the last request failed
    QString lastError;
};

class RemoteWriter : public QObject
{
    Q_OBJECT

public:
    RemoteWriter(MetricRegistry *registry, RemoteWriteOptions options, QObject *parent = nullptr);
    ~RemoteWriter() override;

    // On the thread it lives on: starts the interval timer.
    Q_INVOKABLE void start();
    // Queues what changed now and sends (also called by the timer).
    Q_INVOKABLE void collect();

    RemoteWriteStatus status() const;
    static void declareFamilies(MetricRegistry &registry);

signals:
    // The receiver started failing (with why) or recovered (empty): for a log line, once per change.
    void healthChanged(const QString &problem);

private:
    struct Shard
    {
        std::deque<SeriesSample> queue;
        QByteArray body;  // the batch taken off the queue, encoded and compressed, until the receiver has it
        int inFlight = 0; // samples in it
        bool out = false; // its request is out now
        int backoffMs = 0;
        bool failing = false;
        QTimer *retry = nullptr;
    };

    void sendNext(std::size_t shard);
    void finished(QNetworkReply *reply, std::size_t shard);
    void dropOverflow();
    void publishFigures();

    MetricRegistry *m_registry;
    RemoteWriteOptions m_options;
    QNetworkAccessManager *m_net;
    QTimer *m_timer;
    std::uint64_t m_cursor = 0;
    std::vector<Shard> m_shards;
    qint64 m_queued = 0;        // over all shards, the batches taken off the queues included
    mutable std::mutex m_mutex; // guards m_status
    RemoteWriteStatus m_status;
};

} // namespace cg::exporting
