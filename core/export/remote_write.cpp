// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/remote_write.h"

#include "export/export_logging.h"
#include "export/remote_write_encode.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <algorithm>

namespace cg::exporting {

namespace {

const QByteArray kSent = "clustergate_remote_write_samples_sent_total";
const QByteArray kDropped = "clustergate_remote_write_samples_dropped_total";
const QByteArray kRejected = "clustergate_remote_write_samples_rejected_total";
const QByteArray kFailures = "clustergate_remote_write_failed_requests_total";
const QByteArray kPending = "clustergate_remote_write_samples_pending";

} // namespace

void RemoteWriter::declareFamilies(MetricRegistry &r)
{
    using T = MetricRegistry::Type;
    r.declare(kSent, T::Counter, "Samples the remote-write receiver accepted.");
    r.declare(kDropped, T::Counter, "Samples dropped because the remote-write queue was full.");
    r.declare(kRejected, T::Counter, "Samples in batches the remote-write receiver refused as bad.");
    r.declare(kFailures, T::Counter, "Remote-write requests that failed and were retried.");
    r.declare(kPending, T::Gauge, "Samples waiting in the remote-write queue.");
}

RemoteWriter::RemoteWriter(MetricRegistry *registry, RemoteWriteOptions options, QObject *parent)
    : QObject(parent), m_registry(registry), m_options(std::move(options)),
      m_net(new QNetworkAccessManager(this)), m_timer(new QTimer(this)),
      m_shards(std::size_t(std::clamp(m_options.shards, 1, 64)))
{
    m_timer->setInterval(std::max(50, m_options.intervalMs));
    connect(m_timer, &QTimer::timeout, this, &RemoteWriter::collect);
    for (std::size_t i = 0; i < m_shards.size(); ++i) {
        Shard &sh = m_shards[i];
        sh.retry = new QTimer(this);
        sh.retry->setSingleShot(true);
        connect(sh.retry, &QTimer::timeout, this, [this, i] { sendNext(i); });
    }
    m_net->setTransferTimeout(m_options.timeoutMs);
}

RemoteWriter::~RemoteWriter() = default;

void RemoteWriter::start()
{
    m_timer->start();
}

RemoteWriteStatus RemoteWriter::status() const
{
    std::lock_guard lock(m_mutex);
    return m_status;
}

void RemoteWriter::collect()
{
    std::vector<SeriesSample> fresh = m_registry->changedSince(&m_cursor);
    const std::size_t n = m_shards.size();
    for (SeriesSample &s : fresh) {
        // The series' hash, made once with its labels: hashing here (qHash over every label byte, one cold
        // cache line after another) cost more than the encoding at 91,000 series a second.
        Shard &sh = m_shards[s.labelsHash % n];
        sh.queue.push_back(std::move(s));
    }
    m_queued += qint64(fresh.size());
    dropOverflow();
    publishFigures();
    for (std::size_t i = 0; i < n; ++i) {
        if (!m_shards[i].retry->isActive())
            sendNext(i);
    }
}

void RemoteWriter::dropOverflow()
{
    if (m_queued <= m_options.maxQueuedSamples)
        return;
    // The oldest go first, from the fullest shards (the newest say most about now). A batch taken off its
    // queue for a request is not dropped from under it.
    quint64 overflow = 0;
    std::vector<std::size_t> droppable(m_shards.size());
    for (std::size_t i = 0; i < m_shards.size(); ++i)
        droppable[i] = m_shards[i].queue.size();
    std::vector<std::size_t> drop(m_shards.size(), 0);
    qint64 excess = m_queued - m_options.maxQueuedSamples;
    while (excess > 0) {
        std::size_t fullest = 0;
        for (std::size_t i = 1; i < m_shards.size(); ++i) {
            if (droppable[i] - drop[i] > droppable[fullest] - drop[fullest])
                fullest = i;
        }
        const std::size_t left = droppable[fullest] - drop[fullest];
        if (left == 0)
            break; // everything left is in flight
        // Down to the next fullest shard's size in one step (at least one sample).
        std::size_t next = 0;
        for (std::size_t i = 0; i < m_shards.size(); ++i) {
            if (i != fullest)
                next = std::max(next, droppable[i] - drop[i]);
        }
        const std::size_t step =
            std::min<std::size_t>(std::size_t(excess), std::max<std::size_t>(1, left - next));
        drop[fullest] += step;
        excess -= qint64(step);
    }
    for (std::size_t i = 0; i < m_shards.size(); ++i) {
        if (drop[i] == 0)
            continue;
        std::deque<SeriesSample> &q = m_shards[i].queue;
        q.erase(q.begin(), q.begin() + qsizetype(drop[i]));
        overflow += drop[i];
    }
    m_queued -= qint64(overflow);
    {
        std::lock_guard lock(m_mutex);
        m_status.dropped += overflow;
    }
    if (overflow > 0)
        qCWarning(lcExport) << "remote-write queue full:" << overflow << "oldest samples dropped";
}

void RemoteWriter::sendNext(std::size_t shard)
{
    Shard &sh = m_shards[shard];
    if (sh.out)
        return;
    if (sh.body.isEmpty()) {
        if (sh.queue.empty())
            return;
        // The batch leaves the queue as it is encoded, a few hundred samples at a time, so each sample's
        // labels are let go while still in the cache (a WriteRequest's TimeSeries simply concatenate). Kept
        // compressed until the receiver has it, for the retries.
        const int count =
            int(std::min<std::size_t>(sh.queue.size(), std::size_t(m_options.maxSamplesPerSend)));
        QByteArray raw;
        for (int done = 0; done < count;) {
            const int n = std::min(count - done, 256);
            raw += encodeWriteRequest(sh.queue.cbegin(), sh.queue.cbegin() + n);
            sh.queue.erase(sh.queue.begin(), sh.queue.begin() + n);
            done += n;
        }
        sh.body = snappyCompress(raw);
        sh.inFlight = count;
    }
    QNetworkRequest req(m_options.url);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-protobuf"));
    req.setRawHeader("Content-Encoding", "snappy");
    req.setRawHeader("X-Prometheus-Remote-Write-Version", "0.1.0");
    req.setRawHeader("User-Agent", "clustergate-remote-write");
    if (!m_options.bearerToken.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_options.bearerToken);
    req.setTransferTimeout(m_options.timeoutMs);
    sh.out = true;
    QNetworkReply *reply = m_net->post(req, sh.body);
    connect(reply, &QNetworkReply::finished, this, [this, reply, shard] { finished(reply, shard); });
}

void RemoteWriter::finished(QNetworkReply *reply, std::size_t shard)
{
    reply->deleteLater();
    Shard &sh = m_shards[shard];
    sh.out = false;
    const int count = sh.inFlight;
    const int http = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool ok = reply->error() == QNetworkReply::NoError && http >= 200 && http < 300;
    // 4xx but 429: the data is bad for this receiver; sending it again will not help.
    const bool bad = http >= 400 && http < 500 && http != 429;
    const QString problem = ok ? QString()
                               : (http > 0 ? QStringLiteral("HTTP %1: %2")
                                                 .arg(http)
                                                 .arg(QString::fromUtf8(reply->readAll().left(300)).trimmed())
                                           : reply->errorString());
    if (ok || bad) {
        sh.body.clear();
        sh.inFlight = 0;
        m_queued -= count;
        std::lock_guard lock(m_mutex);
        (ok ? m_status.sent : m_status.rejected) += quint64(count);
    }
    sh.failing = !ok && !bad;
    bool anyFailing = false;
    for (const Shard &other : m_shards)
        anyFailing = anyFailing || other.failing;
    bool changed = false;
    {
        std::lock_guard lock(m_mutex);
        if (sh.failing)
            ++m_status.failures;
        changed = anyFailing != m_status.failing;
        m_status.failing = anyFailing;
        if (!ok || !anyFailing)
            m_status.lastError = problem;
    }
    if (bad)
        qCWarning(lcExport) << "remote-write receiver refused a batch of" << count << "samples:" << problem;
    if (changed)
        emit healthChanged(anyFailing ? problem : QString());
    publishFigures();
    if (ok || bad) {
        sh.backoffMs = 0;
        sendNext(shard);
        return;
    }
    sh.backoffMs =
        sh.backoffMs == 0 ? m_options.minBackoffMs : std::min(m_options.maxBackoffMs, sh.backoffMs * 2);
    sh.retry->start(sh.backoffMs);
}

void RemoteWriter::publishFigures()
{
    {
        std::lock_guard lock(m_mutex);
        m_status.pending = m_queued;
    }
    const RemoteWriteStatus s = status();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // Console-wide series (no owner): not sent by remote-write themselves (changedSince skips them
    // only when they carry no time), so they carry the time and go along.
    m_registry->set(kSent, {}, double(s.sent), now);
    m_registry->set(kDropped, {}, double(s.dropped), now);
    m_registry->set(kRejected, {}, double(s.rejected), now);
    m_registry->set(kFailures, {}, double(s.failures), now);
    m_registry->set(kPending, {}, double(s.pending), now);
}

} // namespace cg::exporting
