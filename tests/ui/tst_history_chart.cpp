// SPDX-License-Identifier: GPL-3.0-or-later
// The node detail's time range beyond the live buffer: 24 hours of a link's RTT and jitter (and two GPUs)
// read from a real history file, a gap left as a gap, and an agent deployment from the real audit log marked
// on the time axis with its tooltip; the range is remembered. With CLUSTERGATE_SCREENSHOT_DIR set, the detail
// is saved as history-link-24h.png there (docs/screenshots/).
#include "common/paths.h"
#include "fleet/fleet_node_detail.h"
#include "fleet/history_chart.h"
#include "history/history_marks.h"
#include "history/history_recorder.h"
#include "history/history_sink.h"
#include "history/rollup.h"
#include "ledger/audit_log.h"
#include "services/profile.h"

#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cg;
using namespace cg::history;
using namespace cg::ui;

class TstHistoryChart : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    qint64 m_now = 0;
    qint64 m_deployAt = 0;
    std::unique_ptr<services::Profile> m_profile;

    QString file() const { return m_home.filePath(QStringLiteral("history.sqlite")); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        m_now = QDateTime::currentMSecsSinceEpoch();
        m_deployAt = m_now - 8 * kHourMs;
        // The audit log: an agent deployment eight hours ago, and an unrelated ledger event (not marked).
        m_profile = std::make_unique<services::Profile>();
        QVERIFY(m_profile->open(QStringLiteral("alice")).ok());
        ledger::AuditEvent deploy{QStringLiteral("alice"), QStringLiteral("agent.deploy"),
                                  QStringLiteral("node:gpu01"),
                                  QJsonObject{{QStringLiteral("cluster"), QStringLiteral("lab")}},
                                  QDateTime::fromMSecsSinceEpoch(m_deployAt, Qt::UTC)};
        QVERIFY(m_profile->auditLog().append(deploy).ok());
        ledger::AuditEvent other{QStringLiteral("bob"),
                                 QStringLiteral("request.approved"),
                                 QStringLiteral("request:1"),
                                 {},
                                 QDateTime::fromMSecsSinceEpoch(m_deployAt + kHourMs, Qt::UTC)};
        QVERIFY(m_profile->auditLog().append(other).ok());

        // 24 hours of the link at 1 Hz: a daily swing, a step up after the deployment, and 40 minutes with
        // nothing (the node was unreachable); two GPUs every 10 s.
        HistoryRecorder rec;
        QVERIFY(rec.open(file()).ok());
        SeriesKey k;
        k.metric = metric::linkRtt;
        k.labels = {{QStringLiteral("cluster"), QStringLiteral("lab")},
                    {QStringLiteral("node"), QStringLiteral("gpu01")}};
        const quint32 rtt = rec.seriesId(k);
        k.metric = metric::linkJitter;
        const quint32 jitter = rec.seriesId(k);
        std::vector<quint32> gpu;
        for (const QString *m :
             {&metric::gpuUtil, &metric::gpuMemUsedPercent, &metric::gpuTemp, &metric::gpuPower}) {
            for (int g = 0; g < 2; ++g) {
                k.metric = *m;
                k.labels.insert(QStringLiteral("gpu"), QString::number(g));
                gpu.push_back(rec.seriesId(k));
            }
            k.labels.remove(QStringLiteral("gpu"));
        }
        const qint64 start = m_now - 24 * kHourMs;
        const qint64 gapFrom = m_now - 14 * kHourMs;
        const qint64 gapTo = gapFrom + 40 * kMinuteMs;
        std::vector<HistoryPoint> p;
        for (qint64 t = start; t < m_now; t += 1000) {
            if (t >= gapFrom && t < gapTo)
                continue;
            const double day = std::sin(double(t - start) / double(24 * kHourMs) * 6.283);
            const double base = (t >= m_deployAt ? 52.0 : 38.0) + 4.0 * day;
            const double noise = double((t / 1000 * 7919) % 100) / 25.0;
            p.push_back({rtt, t, float(base + noise)});
            p.push_back({jitter, t, float(1.5 + noise / 3)});
            if ((t / 1000) % 10 == 0) {
                for (std::size_t i = 0; i < gpu.size(); ++i) {
                    const double u = 55 + 35 * day + double(i % 2) * 8;
                    const double v = i < 2 ? u : i < 4 ? 40 + u / 3 : i < 6 ? 35 + u / 3 : 150 + u * 5;
                    p.push_back({gpu[i], t, float(v)});
                }
            }
        }
        rec.append(p);
        rec.flush();
        QCOMPARE(rec.stats().accepted, quint64(p.size()));
    }

    void cleanupTestCase() { m_profile.reset(); }

    void linkTrendWithAuditMark()
    {
        QSettings s = paths::settings();
        s.remove(QStringLiteral("fleetNodeDetail/rangeMinutes"));
        s.sync();
        FleetNodeDetail detail(nullptr);
        detail.resize(1200, 820);
        QCOMPARE(detail.rangeMs(), 5 * kMinuteMs); // live by default
        detail.setHistory(NodeHistorySource{file(), QStringLiteral("lab"), [this](qint64 from, qint64 to) {
                                                const auto m = auditMarks(m_profile->auditLog(), from, to,
                                                                          QStringLiteral("lab"));
                                                return m.ok() ? m.value() : QList<TimeMark>{};
                                            }});
        detail.show();
        QVERIFY(QTest::qWaitForWindowExposed(&detail));
        detail.showNode(QStringLiteral("gpu01"), 0);
        detail.setRangeMs(24 * kHourMs);
        QVERIFY2(detail.historyProblem().isEmpty(), qPrintable(detail.historyProblem()));
        HistoryChart *link = detail.charts().at(4);
        QCOMPARE(link->lineCount(), 2);
        QCOMPARE(link->segmentCount(0), 2); // RTT: before and after the 40 minutes without data
        QCOMPARE(link->segmentCount(1), 2);
        QCOMPARE(detail.charts().at(0)->lineCount(), 2); // the two GPUs
        QCOMPARE(link->markCount(), 1);                  // the deployment, not the ledger's approval
        // The mark's tooltip says what changed, when and by whom.
        const QRect plot = link->rect();
        QString tip;
        for (int x = 0; x < plot.width() && tip.isEmpty(); ++x)
            tip = link->toolTipAt(QPoint(x, plot.height() / 2));
        QVERIFY2(tip.contains(QLatin1String("agent.deploy")) && tip.contains(QLatin1String("node:gpu01")) &&
                     tip.contains(QLatin1String("alice")),
                 qPrintable(tip));

        // Remembered: the next detail opens on 24 hours.
        FleetNodeDetail next(nullptr);
        QCOMPARE(next.rangeMs(), 24 * kHourMs);
        QCOMPARE(next.rangeBox()->count(), 7);

        const QString shots = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            QTest::qWait(100);
            QVERIFY(detail.grab().save(shots + QStringLiteral("/history-link-24h.png")));
        }

        // Back to five minutes: the live path (no store here: nothing drawn from history, no marks).
        detail.setRangeMs(5 * kMinuteMs);
        QCOMPARE(link->markCount(), 0);
    }

    void missingHistoryIsSaid()
    {
        FleetNodeDetail detail(nullptr);
        detail.setHistory(
            NodeHistorySource{m_home.filePath(QStringLiteral("none.sqlite")), QStringLiteral("lab"), {}});
        detail.setRangeMs(6 * 60 * kMinuteMs);
        detail.showNode(QStringLiteral("gpu01"), 0);
        QVERIFY(detail.historyProblem().contains(QLatin1String("none.sqlite")));
        QCOMPARE(detail.charts().at(4)->lineCount(), 0);
    }
};

QTEST_MAIN(TstHistoryChart)
#include "tst_history_chart.moc"
