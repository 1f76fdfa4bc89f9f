// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/prometheus_source.h"

#include "history/history_logging.h"
#include "history/prometheus_names.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::PrometheusHistorySource)
};

qint64 floorTo(qint64 t, qint64 step)
{
    return t >= 0 ? t / step * step : -((-t + step - 1) / step) * step;
}

} // namespace

PrometheusHistorySource::PrometheusHistorySource(PrometheusSourceOptions options)
    : m_options(std::move(options))
{
}

PrometheusHistorySource::~PrometheusHistorySource() = default;

QString PrometheusHistorySource::description() const
{
    return Tr::tr("Prometheus at %1").arg(m_options.url);
}

Result<PromRangeAnswer> PrometheusHistorySource::queryRange(const QString &promql, qint64 startS, qint64 endS,
                                                            qint64 stepS)
{
    using R = Result<PromRangeAnswer>;
    QUrl base(m_options.url);
    if (!base.isValid() ||
        (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https")) ||
        base.host().isEmpty())
        return R::failure(Tr::tr("the Prometheus URL %1 is not an http:// or https:// address with a host "
                                 "(set it with --prometheus-url or history/prometheus_url)")
                              .arg(m_options.url),
                          ErrorCode::Invalid);
    QString path = base.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    base.setPath(path + QStringLiteral("/api/v1/query_range"));
    base.setQuery(QString());
    if (!m_net)
        m_net = std::make_unique<QNetworkAccessManager>();
    QNetworkRequest req(base);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setRawHeader("Accept", "application/json");
    if (!m_options.bearerToken.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_options.bearerToken);
    if (base.scheme() == QLatin1String("https") && !m_options.caFile.isEmpty()) {
        const QList<QSslCertificate> cas = QSslCertificate::fromPath(m_options.caFile, QSsl::Pem);
        if (cas.isEmpty())
            return R::failure(Tr::tr("no PEM certificate could be read from %1 (history/prometheus_ca_file)")
                                  .arg(m_options.caFile),
                              ErrorCode::Invalid);
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.addCaCertificates(cas);
        req.setSslConfiguration(tls);
    }
    // Form-encoded by hand: QUrlQuery leaves '+' as it is, which a form decoder reads as a space.
    QByteArray form;
    auto field = [&form](const char *name, const QString &value) {
        if (!form.isEmpty())
            form += '&';
        form += name;
        form += '=';
        form += QUrl::toPercentEncoding(value);
    };
    field("query", promql);
    field("start", QString::number(startS));
    field("end", QString::number(endS));
    field("step", QString::number(stepS));
    // Prometheus stops evaluating at its own limit too: a little under ours, so that its reason is the one
    // seen.
    field("timeout", QStringLiteral("%1s").arg(std::max(1, m_options.timeoutMs * 9 / 10000)));

    QNetworkReply *reply = m_net->post(req, form);
    QByteArray body;
    bool tooBig = false;
    bool timedOut = false;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        reply->abort();
    });
    auto take = [&] {
        const qint64 declared = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (declared > m_options.maxBytes || body.size() + reply->bytesAvailable() > m_options.maxBytes) {
            tooBig = true;
            reply->abort();
            return;
        }
        body += reply->readAll();
    };
    QObject::connect(reply, &QNetworkReply::metaDataChanged, &loop, take);
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, take);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    timer.start(m_options.timeoutMs);
    if (!reply->isFinished())
        loop.exec();
    if (!tooBig && !timedOut)
        take();
    const int http = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError netError = reply->error();
    const QString netText = reply->errorString();
    reply->deleteLater();
    const QString where = m_options.url;
    if (tooBig)
        return R::failure(Tr::tr("Prometheus at %1 sent more than %2 MiB: narrow the query (label matchers, "
                                 "a longer step or a shorter range)")
                              .arg(where)
                              .arg(m_options.maxBytes >> 20),
                          ErrorCode::Refused);
    if (timedOut)
        return R::failure(Tr::tr("Prometheus at %1 did not answer within %2 s: check that it is up and "
                                 "reachable, or ask for a shorter range")
                              .arg(where)
                              .arg(m_options.timeoutMs / 1000),
                          ErrorCode::Unreachable);
    if (http == 401 || http == 403)
        return R::failure(
            m_options.tokenSecret.isEmpty()
                ? Tr::tr("Prometheus at %1 refused the query (HTTP %2): it wants a bearer token; name its "
                         "keychain entry with --prometheus-token-secret")
                      .arg(where)
                      .arg(http)
                : Tr::tr("Prometheus at %1 refused the query (HTTP %2): check the bearer token in keychain "
                         "entry %3")
                      .arg(where)
                      .arg(http)
                      .arg(m_options.tokenSecret),
            ErrorCode::Refused);
    if (http >= 300 && http < 400)
        return R::failure(
            Tr::tr("Prometheus at %1 answered with a redirect (HTTP %2), which is not followed: "
                   "give its final address")
                .arg(where)
                .arg(http),
            ErrorCode::Invalid);
    if (http == 0 || (netError != QNetworkReply::NoError && body.isEmpty()))
        return R::failure(
            Tr::tr("Prometheus at %1 cannot be reached: %2; check the URL and that it is running")
                .arg(where, netText),
            ErrorCode::Unreachable);
    PromRangeLimits limits;
    limits.maxBytes = m_options.maxBytes;
    limits.maxSeries = m_options.maxSeries;
    limits.maxPoints = m_options.maxPoints;
    // An error answer (400 bad_data, 422, 503) still carries Prometheus' JSON reason.
    auto decoded = PromRangeDecoder::decode(body, limits);
    if (!decoded)
        return R::failureOf(decoded, Tr::tr("Prometheus at %1: %2").arg(where, decoded.error()));
    for (const QString &w : std::as_const(decoded->warnings))
        qCInfo(lcHistory) << "Prometheus warning:" << w;
    return decoded;
}

Result<QueryResult> PrometheusHistorySource::query(const Selector &selector, HistoryRange range, qint64 nowMs)
{
    Q_UNUSED(nowMs)
    using R = Result<QueryResult>;
    if (range.toMs <= range.fromMs)
        return R::failure(Tr::tr("the range ends before it starts"), ErrorCode::Invalid);
    if (selector.metric().isEmpty())
        return R::failure(Tr::tr("a query on Prometheus needs a metric name"), ErrorCode::Invalid);
    const qint64 span = range.toMs - range.fromMs;
    qint64 step = range.stepMs > 0 ? range.stepMs : std::max<qint64>(1000, (span + 999) / 1000);
    step = std::max<qint64>(1000, (step + 999) / 1000 * 1000); // whole seconds
    QueryResult out;
    out.resolution = Resolution::Prometheus;
    out.stepMs = step;
    out.fromMs = floorTo(range.fromMs, step);
    out.toMs = range.toMs;
    const qint64 buckets = (out.toMs - out.fromMs + step - 1) / step;
    if (buckets > kMaxSteps)
        return R::failure(
            Tr::tr("%1 steps is too many for one Prometheus query: choose a longer step (at most %2 steps)")
                .arg(buckets)
                .arg(kMaxSteps),
            ErrorCode::Invalid);
    // The value at t covers the window (t - step, t]: bucket i is evaluated at its end.
    const auto answer = queryRange(PromNames::rangeQuery(selector, step), (out.fromMs + step) / 1000,
                                   (out.fromMs + buckets * step) / 1000, step / 1000);
    if (!answer)
        return R::failureOf(answer);

    struct Merged
    {
        SeriesData data;
        bool ownCluster = false;
    };
    QList<Merged> merged;
    QHash<QString, qsizetype> byKey;
    for (const PromRangeSeries &s : answer->series) {
        const QString agg = s.labels.value(QStringLiteral("cg_agg"));
        SeriesKey key{selector.metric(), PromNames::historyLabels(s.labels, selector)};
        if (!selector.matches(key))
            continue;
        const bool own = PromNames::ownCluster(s.labels);
        // Several Prometheus series may map to one history key (ours and a provider's exporter for the same
        // GPU); ours wins.
        const QString text = key.text();
        qsizetype at = byKey.value(text, -1);
        if (at < 0) {
            Merged m;
            m.data.key = key;
            m.ownCluster = own;
            m.data.buckets.resize(std::size_t(buckets));
            for (qint64 i = 0; i < buckets; ++i)
                m.data.buckets[std::size_t(i)].tMs = out.fromMs + i * step;
            merged.append(std::move(m));
            at = merged.size() - 1;
            byKey.insert(text, at);
        } else if (merged[at].ownCluster && !own) {
            continue; // a provider's series where ours exists
        } else if (!merged[at].ownCluster && own) {
            merged[at].ownCluster = true; // ours replaces what a provider's gave
            for (Bucket &b : merged[at].data.buckets)
                b = Bucket{b.tMs};
        }
        for (const auto &[tMs, v] : s.points) {
            const qint64 i = (tMs - out.fromMs) / step - 1;
            if (i < 0 || i >= buckets)
                continue;
            Bucket &b = merged[at].data.buckets[std::size_t(i)];
            if (agg == QLatin1String("count"))
                b.count = std::isfinite(v) && v > 0 ? quint32(std::min(v, 4e9)) : 0;
            else if (agg == QLatin1String("mean"))
                b.mean = v;
            else if (agg == QLatin1String("min"))
                b.min = v;
            else if (agg == QLatin1String("max"))
                b.max = v;
            else if (agg == QLatin1String("p95"))
                b.p95 = v;
        }
    }
    for (Merged &m : merged) {
        for (Bucket &b : m.data.buckets) {
            if (b.count == 0) // a gap, whatever else came
                b = Bucket{b.tMs};
        }
        out.series.append(std::move(m.data));
    }
    std::stable_sort(out.series.begin(), out.series.end(), [](const SeriesData &a, const SeriesData &b) {
        auto ai = a.key.labels.cbegin(), bi = b.key.labels.cbegin();
        for (; ai != a.key.labels.cend() && bi != b.key.labels.cend(); ++ai, ++bi) {
            if (ai.key() != bi.key())
                return ai.key() < bi.key();
            if (ai.value() != bi.value()) {
                bool an = false, bn = false;
                const qint64 av = ai.value().toLongLong(&an), bv = bi.value().toLongLong(&bn);
                return an && bn ? av < bv : ai.value() < bi.value();
            }
        }
        return a.key.labels.size() < b.key.labels.size();
    });
    return out;
}

} // namespace cg::history
