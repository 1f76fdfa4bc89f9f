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
      m_net(new QNetworkAccessManager(this)), m_timer(new QTimer(this)), m_retry(new QTimer(this))
{
    m_timer->setInterval(std::max(50, m_options.intervalMs));
    connect(m_timer, &QTimer::timeout, this, &RemoteWriter::collect);
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &RemoteWriter::sendNext);
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
    for (SeriesSample &s : fresh)
        m_queue.push_back(std::move(s));
    quint64 overflow = 0;
    if (qint64(m_queue.size()) > m_options.maxQueuedSamples) {
        // The oldest go first: the newest say most about now. A batch in flight is at the front and is
        // not dropped from under its request.
        const std::size_t keep =
            m_inFlight ? std::min<std::size_t>(m_queue.size(), std::size_t(m_options.maxSamplesPerSend)) : 0;
        const std::size_t excess = m_queue.size() - std::size_t(m_options.maxQueuedSamples);
        const std::size_t n = std::min(excess, m_queue.size() - keep);
        m_queue.erase(m_queue.begin() + qsizetype(keep), m_queue.begin() + qsizetype(keep + n));
        overflow = n;
    }
    {
        std::lock_guard lock(m_mutex);
        m_status.dropped += overflow;
        m_status.pending = qint64(m_queue.size());
    }
    if (overflow > 0)
        qCWarning(lcExport) << "remote-write queue full:" << overflow << "oldest samples dropped";
    publishFigures();
    if (!m_retry->isActive())
        sendNext();
}

void RemoteWriter::sendNext()
{
    if (m_inFlight || m_queue.empty())
        return;
    const int count = int(std::min<std::size_t>(m_queue.size(), std::size_t(m_options.maxSamplesPerSend)));
    const std::vector<SeriesSample> batch(m_queue.begin(), m_queue.begin() + count);
    QNetworkRequest req(m_options.url);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-protobuf"));
    req.setRawHeader("Content-Encoding", "snappy");
    req.setRawHeader("X-Prometheus-Remote-Write-Version", "0.1.0");
    req.setRawHeader("User-Agent", "clustergate-remote-write");
    if (!m_options.bearerToken.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_options.bearerToken);
    req.setTransferTimeout(m_options.timeoutMs);
    m_inFlight = true;
    QNetworkReply *reply = m_net->post(req, snappyCompress(encodeWriteRequest(batch)));
    connect(reply, &QNetworkReply::finished, this, [this, reply, count] { finished(reply, count); });
}

void RemoteWriter::finished(QNetworkReply *reply, int count)
{
    reply->deleteLater();
    m_inFlight = false;
    const int http = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool ok = reply->error() == QNetworkReply::NoError && http >= 200 && http < 300;
    // 4xx but 429: the data is bad for this receiver; sending it again will not help.
    const bool bad = http >= 400 && http < 500 && http != 429;
    const QString problem = ok ? QString()
                               : (http > 0 ? QStringLiteral("HTTP %1: %2")
                                                 .arg(http)
                                                 .arg(QString::fromUtf8(reply->readAll().left(300)).trimmed())
                                           : reply->errorString());
    bool changed = false;
    {
        std::lock_guard lock(m_mutex);
        if (ok || bad) {
            const int n = int(std::min<std::size_t>(std::size_t(count), m_queue.size()));
            m_queue.erase(m_queue.begin(), m_queue.begin() + n);
            (ok ? m_status.sent : m_status.rejected) += quint64(n);
        } else {
            ++m_status.failures;
        }
        m_status.pending = qint64(m_queue.size());
        const bool failing = !ok && !bad;
        changed = failing != m_status.failing;
        m_status.failing = failing;
        m_status.lastError = problem;
    }
    if (bad)
        qCWarning(lcExport) << "remote-write receiver refused a batch of" << count << "samples:" << problem;
    if (changed)
        emit healthChanged(problem);
    publishFigures();
    if (ok || bad) {
        m_backoffMs = 0;
        sendNext();
        return;
    }
    m_backoffMs =
        m_backoffMs == 0 ? m_options.minBackoffMs : std::min(m_options.maxBackoffMs, m_backoffMs * 2);
    m_retry->start(m_backoffMs);
}

void RemoteWriter::publishFigures()
{
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
