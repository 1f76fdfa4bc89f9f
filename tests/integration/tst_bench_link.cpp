// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent link serve|probe` between two agents in two network namespaces joined by a veth
// pair that tc shapes to 100 Mbit/s (tbf), with one stream and with several. The reference is the
// kernel: the receiving veth's own counters (/proc/PID/net/dev of the server, sampled every 100 ms while
// the probe runs) give the TCP payload rate the link really carried, and the probe's figure must land
// within 10 % of it. Where the link was saturated (the kernel saw at least 90 % of the shaped goodput), the
// probe must also land within 10 % of the shaped rate; on a machine too busy to fill the link that check is
// reported, not failed, since the link then really carried less. An accuracy test of a real measurement,
// so it needs root; without it, or where namespaces or tbf are unavailable, it skips and says why.
//
// Addresses are in 198.18.0.0/15 (RFC 2544 benchmarking) and live only inside the two namespaces: the
// veth pair is their only link, no namespace has a default route, and nothing is routed off the machine.
// Namespaces are named cgl-<pid>-a/-b and deleted afterwards, also when a test fails; ones left behind
// by a killed run (their pid is gone) are deleted at the start.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <unistd.h>
#include <vector>

namespace {

constexpr double kShapedMbps = 100.0;
constexpr double kTolerance = 0.10;
const QString kAddrA = QStringLiteral("198.19.251.1");
const QString kAddrB = QStringLiteral("198.19.251.2");
const QString kToken = QStringLiteral("cgl-test-token-0123456789abcdef");
// Per data frame on the wire: Ethernet 14 + IPv4 20 + TCP 20 with the timestamp option 12.
constexpr double kFrameOverhead = 66;
constexpr double kMtuPayload = 1500 - 20 - 32;
// What a 100 Mbit/s shaper (it counts whole frames) leaves for TCP payload.
constexpr double kShapedGoodputMbps = kShapedMbps * kMtuPayload / (kMtuPayload + kFrameOverhead);

struct Counter
{
    double t = 0; // seconds since the probe started
    double payloadBytes = 0;
};

// rx bytes minus frame overhead for `dev` in /proc/PID/net/dev (the namespace of process `pid`).
bool readPayload(qint64 pid, const QString &dev, double *payload)
{
    QFile f(QStringLiteral("/proc/%1/net/dev").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray name = dev.toUtf8() + ':';
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        if (!line.startsWith(name))
            continue;
        const QList<QByteArray> cols = line.mid(name.size()).simplified().split(' ');
        if (cols.size() < 2)
            return false;
        *payload = cols.at(0).toDouble() - kFrameOverhead * cols.at(1).toDouble();
        return true;
    }
    return false;
}

// The kernel's payload rate in Mbit/s, as the probe measures its own: whole one-second intervals after a
// one-second warm-up, from the first byte to the last; the median of them. 0 where fewer than 3 intervals.
double kernelMbps(const std::vector<Counter> &c)
{
    if (c.size() < 2)
        return 0;
    std::size_t first = 0, last = c.size() - 1;
    while (first + 1 < c.size() && c[first + 1].payloadBytes <= c.front().payloadBytes + 1e5)
        ++first;
    while (last > first && c[last - 1].payloadBytes >= c.back().payloadBytes)
        --last;
    // The sample nearest to time t (samples are about 100 ms apart).
    const auto at = [&](double t) {
        std::size_t best = first;
        for (std::size_t i = first; i <= last; ++i)
            if (std::abs(c[i].t - t) < std::abs(c[best].t - t))
                best = i;
        return best;
    };
    std::vector<double> rates;
    for (double t = c[first].t + 1.0; t + 1.0 <= c[last].t; t += 1.0) {
        const std::size_t a = at(t), b = at(t + 1.0);
        if (b > a && c[b].t > c[a].t)
            rates.push_back((c[b].payloadBytes - c[a].payloadBytes) * 8 / 1e6 / (c[b].t - c[a].t));
    }
    if (rates.size() < 3)
        return 0;
    std::sort(rates.begin(), rates.end());
    return rates.size() % 2 ? rates[rates.size() / 2]
                            : (rates[rates.size() / 2 - 1] + rates[rates.size() / 2]) / 2;
}

struct Cmd
{
    int code = -1;
    QString out;
};

Cmd sh(const QString &program, const QStringList &args, int timeoutMs = 20000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Cmd c;
    if (!p.waitForStarted(5000))
        return c;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return c;
    }
    c.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    c.out = QString::fromUtf8(p.readAll()).trimmed();
    return c;
}

Cmd ip(const QStringList &args)
{
    return sh(QStringLiteral("ip"), args);
}

// Deletes namespaces a killed earlier run left behind.
void reapStale()
{
    const Cmd list = ip({QStringLiteral("netns"), QStringLiteral("list")});
    for (const QString &line : list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString name = line.section(QLatin1Char(' '), 0, 0);
        if (!name.startsWith(QLatin1String("cgl-")))
            continue;
        const pid_t pid = name.section(QLatin1Char('-'), 1, 1).toInt();
        if (pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH)
            ip({QStringLiteral("netns"), QStringLiteral("del"), name});
    }
}

} // namespace

class TestBenchLink : public QObject
{
    Q_OBJECT

    QString m_nsA, m_nsB, m_vethB;
    QString m_skip;

    bool step(const QStringList &args, QString *why)
    {
        const Cmd c = ip(args);
        if (c.code != 0)
            *why = QStringLiteral("'ip %1' failed: %2").arg(args.join(QLatin1Char(' ')), c.out);
        return c.code == 0;
    }

    void teardown()
    {
        // Deleting a namespace deletes its end of the veth pair, and with it the other end.
        for (const QString &ns : {m_nsA, m_nsB})
            if (!ns.isEmpty())
                ip({QStringLiteral("netns"), QStringLiteral("del"), ns});
    }

    // One probe against a fresh server; returns the JSON result and the receiving veth's counters.
    QJsonObject probe(int streams, double seconds, std::vector<Counter> *counters)
    {
        QProcess server;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_LINK_TOKEN"), kToken);
        server.setProcessEnvironment(env);
        server.start(QStringLiteral("ip"),
                     {QStringLiteral("netns"), QStringLiteral("exec"), m_nsB,
                      QStringLiteral(CLUSTERGATE_AGENT_BINARY), QStringLiteral("link"),
                      QStringLiteral("serve"), QStringLiteral("--bind"), kAddrB, QStringLiteral("--port"),
                      QStringLiteral("5201"), QStringLiteral("--timeout"), QStringLiteral("60")});
        if (!server.waitForStarted(5000))
            return {};
        QByteArray banner;
        for (int i = 0; i < 50 && !banner.contains('\n'); ++i) {
            server.waitForReadyRead(100);
            banner += server.readAllStandardOutput();
        }
        if (!banner.startsWith("listening " + kAddrB.toUtf8() + ":5201")) {
            server.kill();
            server.waitForFinished();
            qWarning("server did not start: %s %s", banner.constData(),
                     server.readAllStandardError().constData());
            return {};
        }
        QProcess client;
        client.setProcessEnvironment(env);
        client.start(QStringLiteral("ip"),
                     {QStringLiteral("netns"), QStringLiteral("exec"), m_nsA,
                      QStringLiteral(CLUSTERGATE_AGENT_BINARY), QStringLiteral("link"),
                      QStringLiteral("probe"), kAddrB + QStringLiteral(":5201"), QStringLiteral("--seconds"),
                      QString::number(seconds), QStringLiteral("--streams"), QString::number(streams),
                      QStringLiteral("--format"), QStringLiteral("json")});
        QElapsedTimer clock;
        clock.start();
        bool done = false;
        while (!done && clock.elapsed() < qint64(seconds * 1000) + 60000) {
            double payload = 0;
            if (readPayload(server.processId(), m_vethB, &payload))
                counters->push_back({double(clock.nsecsElapsed()) / 1e9, payload});
            done = client.waitForFinished(100);
        }
        server.waitForFinished(10000);
        if (server.state() != QProcess::NotRunning) {
            server.kill();
            server.waitForFinished();
        }
        if (!done) {
            client.kill();
            client.waitForFinished();
            return {};
        }
        const QByteArray out = client.readAllStandardOutput();
        if (client.exitCode() != 0)
            qWarning("probe exited %d: %s %s", client.exitCode(), out.constData(),
                     client.readAllStandardError().constData());
        return QJsonDocument::fromJson(out).object();
    }

private slots:
    void initTestCase()
    {
        if (::geteuid() != 0) {
            m_skip = QStringLiteral("link probe accuracy test SKIPPED: network namespaces and tc need root");
            return;
        }
        if (sh(QStringLiteral("ip"), {QStringLiteral("-V")}).code != 0 ||
            sh(QStringLiteral("tc"), {QStringLiteral("-V")}).code != 0) {
            m_skip = QStringLiteral("link probe accuracy test SKIPPED: 'ip' and 'tc' (iproute2) are needed");
            return;
        }
        reapStale();
        const QString id = QString::number(::getpid());
        m_nsA = QStringLiteral("cgl-%1-a").arg(id);
        m_nsB = QStringLiteral("cgl-%1-b").arg(id);
        const QString vethA = QStringLiteral("cgla%1").arg(id), vethB = QStringLiteral("cglb%1").arg(id);
        m_vethB = vethB;
        QString why;
        const bool ok = step({QStringLiteral("netns"), QStringLiteral("add"), m_nsA}, &why) &&
                        step({QStringLiteral("netns"), QStringLiteral("add"), m_nsB}, &why) &&
                        step({QStringLiteral("link"), QStringLiteral("add"), vethA, QStringLiteral("netns"),
                              m_nsA, QStringLiteral("type"), QStringLiteral("veth"), QStringLiteral("peer"),
                              QStringLiteral("name"), vethB, QStringLiteral("netns"), m_nsB},
                             &why) &&
                        step({QStringLiteral("-n"), m_nsA, QStringLiteral("addr"), QStringLiteral("add"),
                              kAddrA + QStringLiteral("/30"), QStringLiteral("dev"), vethA},
                             &why) &&
                        step({QStringLiteral("-n"), m_nsB, QStringLiteral("addr"), QStringLiteral("add"),
                              kAddrB + QStringLiteral("/30"), QStringLiteral("dev"), vethB},
                             &why) &&
                        step({QStringLiteral("-n"), m_nsA, QStringLiteral("link"), QStringLiteral("set"),
                              vethA, QStringLiteral("up")},
                             &why) &&
                        step({QStringLiteral("-n"), m_nsB, QStringLiteral("link"), QStringLiteral("set"),
                              vethB, QStringLiteral("up")},
                             &why) &&
                        step({QStringLiteral("-n"), m_nsA, QStringLiteral("link"), QStringLiteral("set"),
                              QStringLiteral("lo"), QStringLiteral("up")},
                             &why) &&
                        step({QStringLiteral("-n"), m_nsB, QStringLiteral("link"), QStringLiteral("set"),
                              QStringLiteral("lo"), QStringLiteral("up")},
                             &why);
        if (!ok) {
            teardown();
            m_skip =
                QStringLiteral("link probe accuracy test SKIPPED: cannot build the namespaces: %1").arg(why);
            return;
        }
        for (const auto &[ns, dev] : {std::pair{m_nsA, vethA}, std::pair{m_nsB, vethB}}) {
            const Cmd tc = sh(QStringLiteral("ip"),
                              {QStringLiteral("netns"), QStringLiteral("exec"), ns, QStringLiteral("tc"),
                               QStringLiteral("qdisc"), QStringLiteral("add"), QStringLiteral("dev"), dev,
                               QStringLiteral("root"), QStringLiteral("tbf"), QStringLiteral("rate"),
                               QStringLiteral("100mbit"), QStringLiteral("burst"), QStringLiteral("128kbit"),
                               QStringLiteral("latency"), QStringLiteral("400ms")});
            if (tc.code != 0) {
                teardown();
                m_skip = QStringLiteral("link probe accuracy test SKIPPED: tc tbf is not available: %1")
                             .arg(tc.out);
                return;
            }
        }
        // Nothing here may lead anywhere else: each namespace knows only its /30.
        const Cmd routes = ip({QStringLiteral("-n"), m_nsA, QStringLiteral("route"), QStringLiteral("show")});
        QVERIFY2(!routes.out.contains(QStringLiteral("default")), qPrintable(routes.out));
    }

    void cleanupTestCase()
    {
        teardown();
        if (!m_nsA.isEmpty()) {
            const Cmd list = ip({QStringLiteral("netns"), QStringLiteral("list")});
            QVERIFY2(!list.out.contains(m_nsA) && !list.out.contains(m_nsB), qPrintable(list.out));
        }
    }

    void throughputMatchesTheShapedRate_data()
    {
        QTest::addColumn<int>("streams");
        QTest::newRow("one stream") << 1;
        QTest::newRow("four streams") << 4;
    }
    void throughputMatchesTheShapedRate()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        QFETCH(int, streams);
        std::vector<Counter> counters;
        const QJsonObject r = probe(streams, 6, &counters);
        QVERIFY2(!r.isEmpty(), "no result from the probe");
        QCOMPARE(r.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        const QJsonObject s = r.value(QStringLiteral("summary")).toObject();
        for (const char *key : {"throughput_mbps", "rtt_ms_p50", "rtt_ms_p99", "streams", "seconds"})
            QVERIFY2(s.contains(QLatin1String(key)), key);
        const double mbps = s.value(QStringLiteral("throughput_mbps")).toDouble();
        const double p50 = s.value(QStringLiteral("rtt_ms_p50")).toDouble();
        const double p99 = s.value(QStringLiteral("rtt_ms_p99")).toDouble();
        const double kernel = kernelMbps(counters);
        qInfo("shaped %.0f Mbit/s (%.2f Mbit/s of TCP payload), %d stream(s): measured %.2f Mbit/s, the "
              "kernel counted %.2f Mbit/s (%+.1f %%), RTT p50 %.3f ms p99 %.3f ms, %d retransmits",
              kShapedMbps, kShapedGoodputMbps, streams, mbps, kernel,
              kernel > 0 ? (mbps / kernel - 1) * 100 : 0, p50, p99,
              s.value(QStringLiteral("retransmits")).toInt());
        QCOMPARE(s.value(QStringLiteral("streams")).toInt(), streams);
        QCOMPARE(s.value(QStringLiteral("seconds")).toDouble(), 6.0);
        QVERIFY2(kernel > 0,
                 qPrintable(
                     QStringLiteral("too few counter samples of %1 (%2)").arg(m_vethB).arg(counters.size())));
        // Against the kernel's count of the same traffic: holds however busy the machine is.
        QVERIFY2(
            mbps >= kernel * (1 - kTolerance) && mbps <= kernel * (1 + kTolerance),
            qPrintable(
                QStringLiteral("%1 Mbit/s is not within 10 % of the kernel's %2").arg(mbps).arg(kernel)));
        // The shaper holds the link to its rate, and so does the probe's figure.
        QVERIFY2(mbps <= kShapedGoodputMbps * (1 + kTolerance),
                 qPrintable(QStringLiteral("%1 Mbit/s is above the shaped rate").arg(mbps)));
        if (kernel >= kShapedGoodputMbps * (1 - kTolerance))
            QVERIFY2(mbps >= kShapedGoodputMbps * (1 - kTolerance),
                     qPrintable(QStringLiteral("%1 Mbit/s is not within 10 % of %2 on a saturated link")
                                    .arg(mbps)
                                    .arg(kShapedGoodputMbps)));
        else
            qInfo("the link was not saturated (the kernel counted %.2f of %.2f Mbit/s): this machine was too "
                  "busy to fill it, so only the comparison with the kernel counts",
                  kernel, kShapedGoodputMbps);
        QVERIFY(p50 > 0 && p50 <= p99);
        // Several whole one-second intervals were measured, and they agree with each other.
        const QJsonObject stats = r.value(QStringLiteral("metrics"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QStringLiteral("stats"))
                                      .toObject();
        QVERIFY(stats.value(QStringLiteral("n")).toInt() >= 3);
    }

    void wrongTokenIsRefused()
    {
        if (!m_skip.isEmpty())
            QSKIP(qPrintable(m_skip));
        QProcess server;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_LINK_TOKEN"), kToken);
        server.setProcessEnvironment(env);
        server.start(QStringLiteral("ip"),
                     {QStringLiteral("netns"), QStringLiteral("exec"), m_nsB,
                      QStringLiteral(CLUSTERGATE_AGENT_BINARY), QStringLiteral("link"),
                      QStringLiteral("serve"), QStringLiteral("--bind"), kAddrB, QStringLiteral("--port"),
                      QStringLiteral("5202"), QStringLiteral("--timeout"), QStringLiteral("5")});
        QVERIFY(server.waitForStarted(5000));
        QVERIFY(server.waitForReadyRead(5000));
        QProcessEnvironment wrong = env;
        wrong.insert(QStringLiteral("CLUSTERGATE_LINK_TOKEN"), QStringLiteral("guess"));
        QProcess client;
        client.setProcessEnvironment(wrong);
        client.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("exec"), m_nsA,
                                            QStringLiteral(CLUSTERGATE_AGENT_BINARY), QStringLiteral("link"),
                                            QStringLiteral("probe"), kAddrB + QStringLiteral(":5202"),
                                            QStringLiteral("--seconds"), QStringLiteral("1")});
        QVERIFY(client.waitForFinished(20000));
        QCOMPARE(client.exitCode(), 1);
        QVERIFY2(client.readAllStandardError().contains("refused the token"), "expected a refusal");
        // The server is still waiting for the real probe, and gives up at its timeout.
        QVERIFY(server.waitForFinished(15000));
        QCOMPARE(server.exitCode(), 1);
    }
};

QTEST_GUILESS_MAIN(TestBenchLink)
#include "tst_bench_link.moc"
