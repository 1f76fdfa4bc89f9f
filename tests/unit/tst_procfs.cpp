// SPDX-License-Identifier: GPL-3.0-or-later
// The agent's /proc and /sys parsers against fixture files (tests/fixtures/proc), and garbage.
#include "host_sampler.h"
#include "procfs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg::agent;

namespace {

const QString kFixtures = QStringLiteral(CLUSTERGATE_FIXTURES "/proc");

std::string fixture(const char *name)
{
    const auto text = readFile((kFixtures + QLatin1Char('/') + QLatin1String(name)).toStdString());
    return text.value_or(std::string());
}

} // namespace

class TestProcfs : public QObject
{
    Q_OBJECT

private slots:
    void stat()
    {
        const auto s = parseProcStat(fixture("stat"));
        QVERIFY(s.has_value());
        QCOMPARE(s->cpu.user, 4705356ull);
        QCOMPARE(s->cpu.nice, 12741ull);
        QCOMPARE(s->cpu.system, 1372690ull);
        QCOMPARE(s->cpu.idle, 94816720ull);
        QCOMPARE(s->cpu.iowait, 84531ull);
        QCOMPARE(s->cpu.softirq, 23105ull);
        QCOMPARE(s->cpu.steal, 1519ull);
        QCOMPARE(s->cpuCount, 4u);
    }

    void meminfo()
    {
        const auto m = parseMeminfo(fixture("meminfo"));
        QVERIFY(m.has_value());
        QCOMPARE(m->totalBytes, 65536000ull * 1024);
        QCOMPARE(m->availableBytes, 40960000ull * 1024);
        QVERIFY(!m->availableEstimated);
    }

    void meminfoWithoutAvailableIsEstimated()
    {
        const auto m = parseMeminfo(fixture("meminfo_no_available"));
        QVERIFY(m.has_value());
        QCOMPARE(m->totalBytes, 16384000ull * 1024);
        QCOMPARE(m->availableBytes, (2048000ull + 512000 + 4096000) * 1024);
        QVERIFY(m->availableEstimated);
    }

    void loadavg()
    {
        const auto l = parseLoadavg(fixture("loadavg"));
        QVERIFY(l.has_value());
        QCOMPARE(l->load1, 0.52);
        QCOMPARE(l->load5, 1.07);
        QCOMPARE(l->load15, 2.50);
    }

    void netDevSkipsLoopbackAndBrokenLines()
    {
        const auto nics = parseNetDev(fixture("net_dev"));
        QStringList names;
        for (const auto &n : nics)
            names << QString::fromStdString(n.name);
        QVERIFY(!names.contains(QStringLiteral("lo")));
        QVERIFY(!names.contains(QStringLiteral("veth9"))); // truncated line
        QVERIFY(names.contains(QStringLiteral("eth0")));
        QVERIFY(names.contains(QStringLiteral("enp65s0f1"))); // no space after the colon
        for (const auto &n : nics) {
            if (n.name == "eth0") {
                QCOMPARE(n.rxBytes, 123456789012ull);
                QCOMPARE(n.txBytes, 98765432109ull);
            } else if (n.name == "enp65s0f1") {
                QCOMPARE(n.rxBytes, 4294967296ull);
                QCOMPARE(n.txBytes, 1099511627776ull);
            }
        }
    }

    void netSnmpMatchesColumnsByName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qulonglong>("retrans");
        QTest::addColumn<qulonglong>("out");
        QTest::newRow("kernel order") << QStringLiteral("net_snmp") << 12345ull << 51234567ull;
        QTest::newRow("reordered columns") << QStringLiteral("net_snmp_reordered") << 77ull << 5000ull;
    }

    void netSnmpMatchesColumnsByName()
    {
        QFETCH(QString, file);
        QFETCH(qulonglong, retrans);
        QFETCH(qulonglong, out);
        const auto t = parseNetSnmp(fixture(file.toUtf8().constData()));
        QVERIFY(t.has_value());
        QCOMPARE(qulonglong(t->retransSegs), retrans);
        QCOMPARE(qulonglong(t->outSegs), out);
    }

    void cpuModel()
    {
        QCOMPARE(parseCpuModel(fixture("cpuinfo_x86")).value_or(""),
                 std::string("Intel(R) Xeon(R) Platinum 8480+"));
        QVERIFY(!parseCpuModel(fixture("cpuinfo_arm")).value_or("").empty());
    }

    void osRelease()
    {
        QCOMPARE(parseOsRelease(fixture("os-release")).value_or(""), std::string("Ubuntu 22.04.4 LTS"));
    }

    void garbageIsRefusedWithoutCrashing()
    {
        const std::string g = fixture("garbage");
        QVERIFY(!g.empty());
        QVERIFY(!parseProcStat(g).has_value());
        QVERIFY(!parseMeminfo(g).has_value());
        QVERIFY(!parseLoadavg(g).has_value());
        QVERIFY(parseNetDev(g).empty());
        QVERIFY(!parseNetSnmp(g).has_value());
        QVERIFY(!parseCpuModel(g).has_value());
        // Every parser on every prefix of every fixture: never a crash.
        for (const char *name :
             {"stat", "meminfo", "loadavg", "net_dev", "net_snmp", "cpuinfo_x86", "os-release"}) {
            const std::string text = fixture(name);
            for (std::size_t cut = 0; cut < text.size(); cut += 7) {
                const std::string part = text.substr(0, cut);
                (void)parseProcStat(part);
                (void)parseMeminfo(part);
                (void)parseLoadavg(part);
                (void)parseNetDev(part);
                (void)parseNetSnmp(part);
                (void)parseCpuModel(part);
                (void)parseOsRelease(part);
            }
        }
    }

    void rates()
    {
        QCOMPARE(counterRate(1000, 3000, 2.0), 1000.0);
        QCOMPARE(counterRate(5000, 10, 1.0), 0.0); // reset or wrap: no spike
        CpuTimes a, b;
        a.user = 100;
        a.idle = 900;
        b.user = 150;
        b.idle = 950;
        QCOMPARE(cpuPercent(a, b), 50.0);
    }

    void infinibandCounters()
    {
        const auto ports = HostSampler::readIbCounters((kFixtures + QStringLiteral("/sys")).toStdString());
        QCOMPARE(ports.size(), std::size_t(2));
        QCOMPARE(ports[0].name, std::string("mlx5_0/1"));
        QCOMPARE(ports[0].rcvWords.value_or(0), 250000000000ull);
        QCOMPARE(ports[0].symbolErrors, 3ull);
        QCOMPARE(ports[0].linkDowned, 1ull);
        QCOMPARE(ports[1].name, std::string("mlx5_1/1"));
    }

    // The sampler over a fake /proc: rates between two readings, and IB bytes = 4 x words.
    void samplerComputesRates()
    {
        QTemporaryDir dir;
        QDir root(dir.path());
        root.mkpath(QStringLiteral("proc/net"));
        auto put = [&](const QString &rel, const QByteArray &text) {
            QFile f(root.filePath(rel));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        };
        put(QStringLiteral("proc/stat"), "cpu  100 0 0 900 0 0 0 0 0 0\ncpu0 100 0 0 900 0 0 0 0 0 0\n");
        put(QStringLiteral("proc/meminfo"), "MemTotal: 1000 kB\nMemAvailable: 250 kB\n");
        put(QStringLiteral("proc/loadavg"), "1.00 0.50 0.25 1/100 42\n");
        put(QStringLiteral("proc/net/dev"), "Inter-|   Receive |  Transmit\n face |bytes packets errs drop "
                                            "fifo frame compressed multicast|bytes\n"
                                            "  eth0: 1000 1 0 0 0 0 0 0 2000 1 0 0 0 0 0 0\n");
        put(QStringLiteral("proc/net/snmp"), "Tcp: RetransSegs OutSegs\nTcp: 10 100\n");
        HostSampler sampler(root.filePath(QStringLiteral("proc")).toStdString(), "/nonexistent");
        const auto t0 = HostSampler::Clock::now();
        sampler.primeAt(t0);
        put(QStringLiteral("proc/stat"), "cpu  175 0 0 925 0 0 0 0 0 0\ncpu0 175 0 0 925 0 0 0 0 0 0\n");
        put(QStringLiteral("proc/net/dev"), "Inter-|   Receive |  Transmit\n face |bytes packets errs drop "
                                            "fifo frame compressed multicast|bytes\n"
                                            "  eth0: 3000 1 0 0 0 0 0 0 6000 1 0 0 0 0 0 0\n");
        put(QStringLiteral("proc/net/snmp"), "Tcp: RetransSegs OutSegs\nTcp: 14 300\n");
        const auto s = sampler.sampleAt(t0 + std::chrono::seconds(2), 1764500000000);
        QCOMPARE(s.cpuPercent, 75.0f);
        QCOMPARE(s.cpuCount, 1u);
        QCOMPARE(s.memTotalBytes, 1000ull * 1024);
        QCOMPARE(s.memUsedBytes, 750ull * 1024);
        QCOMPARE(s.load1, 1.0f);
        QCOMPARE(s.nics.size(), std::size_t(1));
        QCOMPARE(s.nics[0].rxBytesPerSec, 1000.0);
        QCOMPARE(s.nics[0].txBytesPerSec, 2000.0);
        QCOMPARE(s.tcpRetransSegsPerSec, 2.0);
        QCOMPARE(s.tcpOutSegsPerSec, 100.0);
        QCOMPARE(s.intervalMs, 2000u);
        QCOMPARE(s.timestampMs, 1764500000000ll);
    }
};

QTEST_APPLESS_MAIN(TestProcfs)
#include "tst_procfs.moc"
