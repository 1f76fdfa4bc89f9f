// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/load/load_generator.h"

#include "validation/load/http_exchange.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

#include <algorithm>
#include <cmath>

namespace cg::validation {

namespace {
constexpr int kSelfCheckTimeoutMs = 15000;
constexpr int kWarmupMaxTokens = 8;
} // namespace

LoadGenerator::LoadGenerator(QObject *parent) : QObject(parent)
{
    m_arrivalTimer.setSingleShot(true);
    m_arrivalTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_arrivalTimer, &QTimer::timeout, this, &LoadGenerator::onArrivalTimer);
}

LoadGenerator::~LoadGenerator()
{
    for (HttpExchange *x : std::as_const(m_inFlight))
        x->abort();
    qDeleteAll(m_idle);
}

void LoadGenerator::start(const LoadTestConfig &config)
{
    if (m_running)
        return;
    m_running = true;
    m_config = config;
    m_config.targetQps = std::max(0.001, m_config.targetQps);
    m_config.maxConcurrency = std::max(1, m_config.maxConcurrency);
    m_config.probes = std::max(1, m_config.probes);
    m_report = LoadTestReport{};
    m_report.config = m_config;
    m_report.startedMs = QDateTime::currentMSecsSinceEpoch();
    m_rng.seed(m_config.seed);
    if (m_config.selfCheck)
        runSelfCheck();
    else
        runNetworkProbe();
}

HttpExchange *LoadGenerator::newExchange(int kind, const QString &path, const QByteArray &body, int timeoutMs)
{
    QTcpSocket *s = nullptr;
    while (m_config.keepAlive && !m_idle.isEmpty() && !s) {
        s = m_idle.takeLast();
        if (s->state() != QAbstractSocket::ConnectedState) {
            s->deleteLater();
            s = nullptr;
        }
    }
    auto *x = new HttpExchange(m_config.endpoint, HttpExchange::Kind(kind), path, body, timeoutMs, s, this);
    return x;
}

// Later, not now: the caller may be inside one of these sockets' own signals.
void LoadGenerator::dropIdle()
{
    for (QTcpSocket *s : std::as_const(m_idle)) {
        s->abort();
        s->deleteLater();
    }
    m_idle.clear();
}

void LoadGenerator::recycle(HttpExchange *x)
{
    if (m_config.keepAlive) {
        if (QTcpSocket *s = x->takeSocket())
            m_idle.append(s);
    }
    x->deleteLater();
}

// ---------------------------------------------------------------------------------------------------
// The service self-check: health, model list, a tiny completion.

void LoadGenerator::runSelfCheck()
{
    m_report.selfCheck.ran = true;
    selfCheckStep(0);
}

void LoadGenerator::selfCheckStep(int stage)
{
    const InferenceEndpoint &ep = m_config.endpoint;
    SelfCheckResult &sc = m_report.selfCheck;
    const QString where = QStringLiteral("%1:%2").arg(ep.host).arg(ep.port);
    const auto done = [this, &sc] {
        emit selfCheckFinished(sc);
        if (!sc.passed()) {
            finishAll(tr("the service self-check failed: %1").arg(sc.error));
            return;
        }
        runNetworkProbe();
    };
    if (stage == 0) {
        m_probe = newExchange(int(HttpExchange::Kind::Get), ep.healthPath, {}, kSelfCheckTimeoutMs);
        connect(m_probe, &HttpExchange::finished, this, [this, &sc, where, done, &ep] {
            HttpExchange *x = std::exchange(m_probe, nullptr);
            const RequestResult r = x->result();
            recycle(x);
            sc.healthStatus = r.httpStatus;
            sc.healthOk = r.ok();
            if (!sc.healthOk) {
                sc.error = r.error == RequestError::Http
                               ? tr("the health endpoint %1 on %2 answered %3; the service is not ready")
                                     .arg(ep.healthPath, where, r.errorText)
                               : tr("the health endpoint %1 on %2 did not answer: %3")
                                     .arg(ep.healthPath, where, r.errorText);
                done();
                return;
            }
            selfCheckStep(1);
        });
        m_probe->start();
        return;
    }
    if (stage == 1) {
        m_probe = newExchange(int(HttpExchange::Kind::Get), ep.modelsPath, {}, kSelfCheckTimeoutMs);
        connect(m_probe, &HttpExchange::finished, this, [this, &sc, where, done, &ep] {
            HttpExchange *x = std::exchange(m_probe, nullptr);
            const RequestResult r = x->result();
            const QByteArray body = x->body();
            recycle(x);
            if (!r.ok()) {
                sc.error = tr("the model list %1 on %2 failed: %3").arg(ep.modelsPath, where, r.errorText);
                done();
                return;
            }
            const QJsonArray data =
                QJsonDocument::fromJson(body).object().value(QLatin1String("data")).toArray();
            for (const QJsonValue &m : data)
                sc.models << m.toObject().value(QLatin1String("id")).toString();
            if (m_config.endpoint.model.isEmpty() && !sc.models.isEmpty())
                m_config.endpoint.model = sc.models.first(); // none asked for: the one the service has
            sc.modelListed =
                !m_config.endpoint.model.isEmpty() && sc.models.contains(m_config.endpoint.model);
            if (!sc.modelListed) {
                sc.error = sc.models.isEmpty()
                               ? tr("%1 on %2 lists no model").arg(ep.modelsPath, where)
                               : tr("%1 on %2 does not list the expected model '%3' (it lists: %4); check "
                                    "the model the service was started with")
                                     .arg(ep.modelsPath, where, m_config.endpoint.model,
                                          sc.models.join(QStringLiteral(", ")));
                done();
                return;
            }
            m_report.config.endpoint.model = m_config.endpoint.model;
            selfCheckStep(2);
        });
        m_probe->start();
        return;
    }
    // A tiny completion: the service loads the model lazily on some stacks, so the first one shows it.
    m_probe = newExchange(
        int(HttpExchange::Kind::ChatStream), ep.chatPath,
        HttpExchange::chatBody(m_config.endpoint.model, QStringLiteral("Say OK."), kWarmupMaxTokens),
        std::max(m_config.warmupThresholdMs * 2, kSelfCheckTimeoutMs));
    connect(m_probe, &HttpExchange::finished, this, [this, &sc, where, done] {
        HttpExchange *x = std::exchange(m_probe, nullptr);
        const RequestResult r = x->result();
        recycle(x);
        sc.warmupMs = r.e2eMs;
        sc.warmupTokens = r.outputTokens;
        if (!r.ok()) {
            sc.error = tr("a tiny completion on %1 failed: %2").arg(where, r.errorText);
        } else if (r.e2eMs > m_config.warmupThresholdMs) {
            sc.error = tr("a tiny completion took %1 ms, more than the warm-up threshold of %2 ms; the model "
                          "may still be loading")
                           .arg(qRound(r.e2eMs))
                           .arg(m_config.warmupThresholdMs);
        } else {
            sc.warmupOk = true;
        }
        done();
    });
    m_probe->start();
}

// ---------------------------------------------------------------------------------------------------
// The network path: tiny requests on one fresh connection; the first pays for the connection (and for a
// port forward's channel), the others are the path's round trip.

void LoadGenerator::runNetworkProbe()
{
    m_probeTimes.clear();
    m_report.network = LatencySplit{};
    dropIdle(); // a fresh connection, so its set-up is measured too
    probeNext();
}

void LoadGenerator::probeNext()
{
    QTcpSocket *s = m_probeSocket;
    m_probeSocket = nullptr;
    m_probe = new HttpExchange(m_config.endpoint, HttpExchange::Kind::Get, m_config.endpoint.healthPath, {},
                               kSelfCheckTimeoutMs, s, this);
    connect(m_probe, &HttpExchange::finished, this, [this] {
        HttpExchange *x = std::exchange(m_probe, nullptr);
        const RequestResult r = x->result();
        LatencySplit &n = m_report.network;
        if (r.ok()) {
            if (r.connectMs > 0)
                n.connectMinMs = n.connectMinMs < 0 ? r.connectMs : std::min(n.connectMinMs, r.connectMs);
            if (n.firstRequestMs < 0)
                n.firstRequestMs = r.e2eMs;
            else
                m_probeTimes << r.e2eMs;
        }
        m_probeSocket = x->takeSocket();
        x->deleteLater();
        const int wanted = m_config.probes + 1;
        if (r.ok() && int(m_probeTimes.size()) + 1 < wanted) {
            probeNext();
            return;
        }
        if (!m_probeTimes.isEmpty()) {
            const Percentiles p = Percentiles::of(m_probeTimes);
            n.probes = p.count;
            n.pathMs = p.min;
            n.pathMedianMs = p.p50;
        } else if (n.firstRequestMs >= 0) {
            // No keep-alive: every probe is a first request.
            n.probes = 1;
            n.pathMs = n.firstRequestMs;
            n.pathMedianMs = n.firstRequestMs;
        }
        if (m_probeSocket)
            m_idle.append(std::exchange(m_probeSocket, nullptr));
        emit networkMeasured(n);
        if (m_config.stepFractions.isEmpty()) {
            finishAll();
            return;
        }
        m_chatBody = HttpExchange::chatBody(m_config.endpoint.model, m_config.prompt, m_config.maxTokens);
        startStep(0);
    });
    m_probe->start();
}

// ---------------------------------------------------------------------------------------------------
// The load steps.

void LoadGenerator::startStep(int index)
{
    m_step = index;
    const double fraction = m_config.stepFractions.at(index);
    const double qps = m_config.targetQps * fraction;
    const qint64 durationNs = qint64(m_config.stepDurationMs) * 1000000;
    m_arrivals.clear();
    m_waiting.clear();
    m_results.clear();
    m_nextArrival = 0;
    m_lastDoneNs = 0;
    if (qps > 0) {
        if (m_config.arrivals == Arrivals::Fixed) {
            const double gapNs = 1e9 / qps;
            for (qint64 k = 0;; ++k) {
                const qint64 t = qint64(std::llround(double(k) * gapNs));
                if (t >= durationNs)
                    break;
                m_arrivals << t;
            }
        } else {
            std::exponential_distribution<double> gap(qps);
            double t = 0;
            for (;;) {
                t += gap(m_rng) * 1e9;
                if (t >= double(durationNs))
                    break;
                m_arrivals << qint64(t);
            }
        }
    }
    StepResult s;
    s.fraction = fraction;
    s.offeredQps = qps;
    s.durationMs = m_config.stepDurationMs;
    m_report.steps << s;
    emit stepStarted(index, int(m_config.stepFractions.size()), qps);
    m_stepClock.start();
    onArrivalTimer();
}

void LoadGenerator::onArrivalTimer()
{
    if (!m_running)
        return;
    const qint64 now = m_stepClock.nsecsElapsed();
    while (m_nextArrival < m_arrivals.size() && m_arrivals.at(m_nextArrival) <= now)
        dispatch(m_arrivals.at(m_nextArrival++));
    if (m_nextArrival < m_arrivals.size()) {
        const qint64 waitNs = m_arrivals.at(m_nextArrival) - m_stepClock.nsecsElapsed();
        m_arrivalTimer.start(int(std::max<qint64>(0, waitNs / 1000000)));
        return;
    }
    maybeEndStep();
}

void LoadGenerator::dispatch(qint64 arrivalNs)
{
    StepResult &s = m_report.steps.last();
    if (m_inFlight.size() >= m_config.maxConcurrency) {
        if (m_waiting.isEmpty() || m_waiting.last() != arrivalNs)
            ++s.delayedByCap;
        m_waiting << arrivalNs;
        return;
    }
    ++s.sent;
    HttpExchange *x = newExchange(int(HttpExchange::Kind::ChatStream), m_config.endpoint.chatPath, m_chatBody,
                                  m_config.requestTimeoutMs);
    const qint64 dispatched = m_stepClock.nsecsElapsed();
    m_inFlight << x;
    connect(x, &HttpExchange::finished, this,
            [this, x, arrivalNs, dispatched] { onRequestFinished(x, arrivalNs, dispatched); });
    x->start();
}

void LoadGenerator::onRequestFinished(HttpExchange *x, qint64 arrivalNs, qint64 dispatchedNs)
{
    m_inFlight.removeOne(x);
    RequestResult r = x->result();
    r.queuedMs = double(dispatchedNs - arrivalNs) / 1e6;
    recycle(x);
    m_results << r;
    m_lastDoneNs = m_stepClock.nsecsElapsed();
    StepResult &s = m_report.steps.last();
    if (r.ok()) {
        ++s.succeeded;
    } else {
        ++s.failed;
        ++s.errors[requestErrorName(r.error)];
        if (s.firstError.isEmpty())
            s.firstError = r.errorText;
    }
    emit progress(m_step, s.sent, s.succeeded, s.failed);
    if (!m_running)
        return;
    while (!m_waiting.isEmpty() && m_inFlight.size() < m_config.maxConcurrency)
        dispatch(m_waiting.takeFirst());
    maybeEndStep();
}

void LoadGenerator::maybeEndStep()
{
    if (m_nextArrival < m_arrivals.size() || !m_waiting.isEmpty() || !m_inFlight.isEmpty())
        return;
    finishStep();
}

void LoadGenerator::finishStep()
{
    StepResult &s = m_report.steps.last();
    QList<double> ttft, tpot, e2e, queued;
    qint64 tokens = 0;
    for (const RequestResult &r : std::as_const(m_results)) {
        queued << r.queuedMs;
        if (!r.ok())
            continue;
        ttft << r.ttftMs;
        e2e << r.e2eMs;
        if (r.tpotMs >= 0)
            tpot << r.tpotMs;
        tokens += r.outputTokens;
    }
    s.ttft = Percentiles::of(ttft);
    s.tpot = Percentiles::of(tpot);
    s.e2e = Percentiles::of(e2e);
    s.queued = Percentiles::of(queued);
    s.wallMs = double(std::max<qint64>(m_lastDoneNs, qint64(s.durationMs) * 1000000)) / 1e6;
    s.errorRate = s.sent > 0 ? double(s.failed) / double(s.sent) : 0;
    s.sentQps = s.durationMs > 0 ? double(s.sent) / (double(s.durationMs) / 1000.0) : 0;
    s.achievedQps = s.durationMs > 0 ? double(s.succeeded) / (double(s.durationMs) / 1000.0) : 0;
    s.tokensPerSecond = s.wallMs > 0 ? double(tokens) / (s.wallMs / 1000.0) : 0;
    if (s.ttft.count > 0 && m_report.network.pathMs >= 0)
        s.serviceTtftP50Ms = std::max(0.0, s.ttft.p50 - m_report.network.pathMs);
    emit stepFinished(m_step, s);
    if (m_step + 1 < m_config.stepFractions.size())
        startStep(m_step + 1);
    else
        finishAll();
}

void LoadGenerator::cancel()
{
    if (!m_running)
        return;
    m_report.cancelled = true;
    finishAll(tr("cancelled"));
}

void LoadGenerator::finishAll(const QString &error)
{
    m_arrivalTimer.stop();
    for (HttpExchange *x : std::as_const(m_inFlight)) {
        x->abort();
        x->deleteLater();
    }
    m_inFlight.clear();
    if (m_probe) {
        m_probe->abort();
        m_probe->deleteLater();
        m_probe = nullptr;
    }
    if (m_report.cancelled && !m_report.steps.isEmpty() && m_step >= 0) {
        // The step cut short still reports what finished.
        StepResult &s = m_report.steps.last();
        s.errorRate = s.sent > 0 ? double(s.failed) / double(s.sent) : 0;
    }
    dropIdle();
    m_report.error = error;
    m_report.finishedMs = QDateTime::currentMSecsSinceEpoch();
    m_running = false;
    emit finished(m_report);
}

} // namespace cg::validation
