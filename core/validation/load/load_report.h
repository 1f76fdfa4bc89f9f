// SPDX-License-Identifier: GPL-3.0-or-later
// What an inference load test is asked to do and what it found: per request, per load step, the service
// self-check and the split of latency into the network path and the service. JSON for the evidence store,
// and metrics for the baseline rules of core/bench (resources/baselines/inference-default.yaml).
#pragma once

#include "bench/baseline.h"
#include "bench/bench_results.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace cg::validation {

// An OpenAI-compatible endpoint (vLLM, TGI, SGLang, llama.cpp server, ...), over plain HTTP/1.1: through an
// SSH port forward it is a local port.
struct InferenceEndpoint
{
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 8000;
    QString model;  // the model the service must name in /v1/models and that requests ask for
    QString apiKey; // sent as "Authorization: Bearer"; never reported
    QString healthPath = QStringLiteral("/health");
    QString modelsPath = QStringLiteral("/v1/models");
    QString chatPath = QStringLiteral("/v1/chat/completions");
};

enum class Arrivals {
    Poisson, // exponential gaps with the step's mean rate (seeded): how independent users arrive
    Fixed,   // one request every 1/QPS s exactly
};

struct LoadTestConfig
{
    static QList<double> defaultSteps() { return QList<double>() << 0.3 << 0.6 << 1.0 << 1.2; }

    InferenceEndpoint endpoint;
    double targetQps = 10;
    QList<double> stepFractions = defaultSteps(); // of targetQps, in order
    int stepDurationMs = 30000;
    int maxConcurrency = 64; // requests in flight; arrivals beyond it wait (and are counted as delayed)
    Arrivals arrivals = Arrivals::Poisson;
    quint64 seed = 1;
    QString prompt = QStringLiteral("Count from one to twenty in words.");
    int maxTokens = 64;
    int requestTimeoutMs = 60000; // whole request, from sending to [DONE]
    bool keepAlive = true;        // reuse connections, as real clients do
    // The service self-check before the load.
    bool selfCheck = true;
    int warmupThresholdMs = 10000; // the tiny completion must finish within this
    int probes = 5;                // tiny requests for the network part of latency (minimum taken)
};

enum class RequestError {
    None,
    Connect,     // refused, unreachable
    Http,        // a status other than 200
    Protocol,    // the HTTP response itself was malformed
    Malformed,   // bad SSE or JSON in the stream, or no content at all
    ServerError, // an {"error": ...} chunk in the stream
    Timeout,
    Reset, // the connection closed or broke before [DONE]
};
QString requestErrorName(RequestError e); // "http", "timeout", ...

struct RequestResult
{
    RequestError error = RequestError::None;
    int httpStatus = 0;
    QString errorText;
    double connectMs = 0; // 0 when the request went out on a reused connection
    double ttftMs = -1;   // from writing the request to the first non-empty content delta
    double tpotMs = -1;   // mean gap between content deltas after the first (needs two or more)
    double e2eMs = -1;    // from writing the request to [DONE] (or the end of the response)
    double queuedMs = 0;  // how long the arrival waited for a free slot (concurrency cap)
    int outputTokens = 0; // usage.completion_tokens when sent, else the number of content deltas
    bool ok() const { return error == RequestError::None; }
};

struct Percentiles
{
    int count = 0;
    double p50 = 0, p95 = 0, p99 = 0, mean = 0, min = 0, max = 0;
    // Nearest-rank percentiles (no interpolation), as most load tools report them.
    static Percentiles of(QList<double> values);
    QJsonObject toJson() const;
};

struct StepResult
{
    double fraction = 0;   // of the target QPS
    double offeredQps = 0; // fraction x target
    int durationMs = 0;    // arrivals were generated for this long
    double wallMs = 0;     // until the last request of the step finished
    int sent = 0;
    int succeeded = 0;
    int failed = 0;
    int delayedByCap = 0; // arrivals that waited for a free slot
    double errorRate = 0; // failed / sent (0..1)
    double sentQps = 0;   // requests actually sent per second of the step's duration
    double achievedQps =
        0; // successful requests per second of the step's duration (wallMs: when the last ended)
    double tokensPerSecond = 0; // output tokens of successful requests per second of wall time
    Percentiles ttft, tpot, e2e, queued;
    QMap<QString, int> errors;   // by requestErrorName
    QString firstError;          // one example, for the report
    double serviceTtftP50Ms = 0; // TTFT p50 minus the network path (LatencySplit::pathMs)
    QJsonObject toJson() const;
};

struct SelfCheckResult
{
    bool ran = false;
    int healthStatus = 0;
    bool healthOk = false;
    QStringList models;
    bool modelListed = false;
    bool warmupOk = false;
    double warmupMs = -1;
    int warmupTokens = 0;
    QString error; // the first thing that failed, translated and actionable
    bool passed() const { return ran && healthOk && modelListed && warmupOk; }
    QJsonObject toJson() const;
};

// "Slow in the link or slow in inference": the network path measured on its own with tiny requests to the
// health endpoint on an open connection (the minimum over several is the path's round trip plus a
// negligible handler time), and connection set-up separately.
struct LatencySplit
{
    int probes = 0;
    double connectMinMs = -1; // TCP connect (through a port forward: to the local listener)
    double pathMs = -1;       // min over probes: health request to full answer on an open connection
    double pathMedianMs = -1;
    double firstRequestMs = -1; // the first request on the fresh connection (a port forward opens its
                                // channel here: one more round trip to the target)
    QJsonObject toJson() const;
};

struct LoadTestReport
{
    LoadTestConfig config;
    SelfCheckResult selfCheck;
    LatencySplit network;
    QList<StepResult> steps;
    bool cancelled = false;
    QString error;        // why the test stopped early (self-check failed, cancelled, ...)
    qint64 startedMs = 0; // Unix ms
    qint64 finishedMs = 0;

    QJsonObject toJson() const;
    // Metrics for the baseline rules: inference.ttft.p99 (ms), inference.error_rate (%), ... per step as
    // device "load30", "load60", "load100", "load120"; the self-check as checks.
    bench::ResultSet toMetrics() const;
};

class LoadTestJudge
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::LoadTestJudge)

public:
    // Every rule of the baseline against the report's metrics; a step that did not run leaves its rules
    // Missing, a failed self-check is a failed verdict.
    static bench::Evaluation evaluate(const LoadTestReport &report, const bench::Baseline &baseline);
    static QString stepDevice(double fraction); // 1.0 -> "load100"
};

} // namespace cg::validation
