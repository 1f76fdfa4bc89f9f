// SPDX-License-Identifier: GPL-3.0-or-later
// The inference load generator's own cost: requests per second it drives, and CPU time per request, against
// the zero-latency streaming test server (no TTFT, no gap between its 16 tokens), next to an anchor measured
// in the same run: a plain Python client (http.client, keep-alive, the same concurrency, reading the same
// SSE stream line by line) against the same server. The server's own CPU is not counted for either.
#include "validation/load/load_generator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>

#include <cstdio>
#include <sys/resource.h>

using namespace cg::validation;

namespace {

constexpr int kConcurrency = 4;
constexpr int kRequests = 1200;

double cpuSeconds()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

const char *kPythonClient = R"PY(
import http.client, json, resource, sys, threading, time
port, conc, total = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
body = json.dumps({"model": "test-model", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 64,
                   "stream": True, "stream_options": {"include_usage": True}})
left = [total]; lock = threading.Lock(); ok = [0]
def worker():
    c = http.client.HTTPConnection("127.0.0.1", port)
    while True:
        with lock:
            if left[0] == 0: return
            left[0] -= 1
        c.request("POST", "/v1/chat/completions", body, {"Content-Type": "application/json"})
        r = c.getresponse(); first = None
        for line in r:
            if line.startswith(b"data: ") and line[6:].strip() != b"[DONE]":
                d = json.loads(line[6:])
                if d["choices"] and d["choices"][0]["delta"].get("content") and first is None:
                    first = time.monotonic()
        r.read()
        with lock: ok[0] += 1
t0 = time.monotonic(); u0 = resource.getrusage(resource.RUSAGE_SELF)
ts = [threading.Thread(target=worker) for _ in range(conc)]
[t.start() for t in ts]; [t.join() for t in ts]
t1 = time.monotonic(); u1 = resource.getrusage(resource.RUSAGE_SELF)
cpu = (u1.ru_utime - u0.ru_utime) + (u1.ru_stime - u0.ru_stime)
print(json.dumps({"requests": ok[0], "seconds": t1 - t0, "cpu_s": cpu}))
)PY";

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(QStringLiteral("python3"),
                 {QStringLiteral(CLUSTERGATE_STREAM_SERVER), QStringLiteral("--ttft-ms"), QStringLiteral("0"),
                  QStringLiteral("--itl-ms"), QStringLiteral("0"), QStringLiteral("--tokens"),
                  QStringLiteral("16")});
    if (!server.waitForReadyRead(10000)) {
        std::fprintf(stderr, "the test server did not start\n");
        return 1;
    }
    const quint16 port = quint16(server.readLine().trimmed().mid(5).toUInt());

    // The generator: one step whose arrivals come faster than the server answers, so the concurrency cap
    // keeps exactly kConcurrency requests in flight (a closed loop) until all kRequests are done.
    LoadTestConfig c;
    c.endpoint.port = port;
    c.endpoint.model = QStringLiteral("test-model");
    c.selfCheck = false;
    c.stepFractions = {1.0};
    c.targetQps = 1000;
    c.stepDurationMs = kRequests; // 1000 QPS x 1.2 s
    c.arrivals = Arrivals::Fixed;
    c.maxConcurrency = kConcurrency;
    LoadGenerator gen;
    QSignalSpy done(&gen, &LoadGenerator::finished);
    const double cpu0 = cpuSeconds();
    gen.start(c);
    done.wait(300000);
    const double cpu = cpuSeconds() - cpu0;
    const StepResult s = gen.report().steps.value(0);
    const double genRps = s.wallMs > 0 ? s.succeeded / (s.wallMs / 1000.0) : 0;

    QProcess py;
    py.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    py.start(QStringLiteral("python3"),
             {QStringLiteral("-c"), QString::fromLatin1(kPythonClient), QString::number(port),
              QString::number(kConcurrency), QString::number(kRequests)});
    py.waitForFinished(300000);
    const QJsonObject a = QJsonDocument::fromJson(py.readAllStandardOutput()).object();
    const double pyRps =
        a.value(QStringLiteral("requests")).toDouble() / a.value(QStringLiteral("seconds")).toDouble();
    const double pyCpuMs =
        a.value(QStringLiteral("cpu_s")).toDouble() * 1000.0 / a.value(QStringLiteral("requests")).toDouble();
    server.terminate();
    server.waitForFinished(3000);

    const double genCpuMs = s.succeeded > 0 ? cpu * 1000.0 / s.succeeded : 0;
    std::printf("load generator, %d streaming requests (16 tokens each), %d in flight, zero-latency server\n",
                kRequests, kConcurrency);
    std::printf("  generator       : %6d ok %4d failed  %7.0f req/s  %6.3f ms CPU/request  %5.1f %% of a "
                "core  TTFT p50 %.2f ms\n",
                s.succeeded, s.failed, genRps, genCpuMs, s.wallMs > 0 ? cpu * 100000.0 / s.wallMs : 0,
                s.ttft.p50);
    std::printf("  python anchor   : %6.0f ok              %7.0f req/s  %6.3f ms CPU/request\n",
                a.value(QStringLiteral("requests")).toDouble(), pyRps, pyCpuMs);
    std::printf("  generator / anchor: %.2fx the requests per second, %.2fx the CPU per request\n",
                pyRps > 0 ? genRps / pyRps : 0, pyCpuMs > 0 ? genCpuMs / pyCpuMs : 0);
    return s.succeeded > 0 ? 0 : 1;
}
