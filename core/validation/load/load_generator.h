// SPDX-License-Identifier: GPL-3.0-or-later
// The L4 inference load test: the service self-check (health endpoint, the expected model listed, a tiny
// completion within the warm-up threshold), the network path measured on its own, then a step load of
// open-loop arrivals at 30 %, 60 %, 100 % and 120 % of the target QPS against an OpenAI-compatible
// streaming endpoint, timing every request's first token, tokens and end.
//
// Open loop: arrivals follow the clock (Poisson or a fixed interval), not the answers, so a slow service
// meets the load it will meet in production. Arrivals beyond the concurrency cap wait for a free slot (the
// wait is reported, and latencies count from the moment a request is written). A step's requests all
// finish (or time out) before the next step starts, so the steps do not blur into each other.
//
// Event driven on the thread it lives on; for figures undisturbed by a busy GUI, move it to a thread of
// its own. Signals are emitted on that thread.
#pragma once

#include "validation/load/load_report.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <random>

class QTcpSocket;

namespace cg::validation {

class HttpExchange;

class LoadGenerator : public QObject
{
    Q_OBJECT

public:
    explicit LoadGenerator(QObject *parent = nullptr);
    ~LoadGenerator() override;

    // Starts the test; finished() reports it. A second start() while running is ignored.
    void start(const LoadTestConfig &config);
    // Stops at once: requests in flight are dropped, finished() comes with cancelled set.
    void cancel();
    bool isRunning() const { return m_running; }
    const LoadTestReport &report() const { return m_report; }

signals:
    void selfCheckFinished(const cg::validation::SelfCheckResult &result);
    void networkMeasured(const cg::validation::LatencySplit &split);
    void stepStarted(int index, int count, double qps);
    // After every finished request of the current step.
    void progress(int stepIndex, int sent, int succeeded, int failed);
    void stepFinished(int index, const cg::validation::StepResult &result);
    void finished(const cg::validation::LoadTestReport &report);

private:
    struct Pending
    {
        qint64 arrivalNs = 0;
    };
    HttpExchange *newExchange(int kind, const QString &path, const QByteArray &body, int timeoutMs);
    void runSelfCheck();
    void selfCheckStep(int stage);
    void runNetworkProbe();
    void probeNext();
    void startStep(int index);
    void onArrivalTimer();
    void dispatch(qint64 arrivalNs);
    void onRequestFinished(HttpExchange *x, qint64 arrivalNs, qint64 dispatchedNs);
    void maybeEndStep();
    void finishStep();
    void finishAll(const QString &error = {});
    void recycle(HttpExchange *x);
    void dropIdle();

    LoadTestConfig m_config;
    LoadTestReport m_report;
    bool m_running = false;
    QList<QTcpSocket *> m_idle; // open keep-alive connections
    QList<HttpExchange *> m_inFlight;
    QByteArray m_chatBody;

    // Self-check and network probe.
    HttpExchange *m_probe = nullptr;
    QList<double> m_probeTimes;
    QTcpSocket *m_probeSocket = nullptr;

    // The current step.
    int m_step = -1;
    QElapsedTimer m_stepClock;
    QList<qint64> m_arrivals; // ns from the step's start, ascending
    int m_nextArrival = 0;
    QList<qint64> m_waiting; // arrivals waiting for a slot
    QTimer m_arrivalTimer;
    QList<RequestResult> m_results;
    qint64 m_lastDoneNs = 0;
    std::mt19937_64 m_rng;
};

} // namespace cg::validation

Q_DECLARE_METATYPE(cg::validation::SelfCheckResult)
Q_DECLARE_METATYPE(cg::validation::LatencySplit)
Q_DECLARE_METATYPE(cg::validation::StepResult)
Q_DECLARE_METATYPE(cg::validation::LoadTestReport)
