// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/node_history.h"

#include "history/history_sink.h"
#include "history/prometheus_source.h"
#include "secrets/credential_store.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QPointer>

#include <algorithm>
#include <cmath>

namespace cg::ui {

using namespace cg::history;

QColor detailLineColor(int i)
{
    static const QRgb colors[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                  0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    return QColor(colors[i % 10]);
}

std::shared_ptr<HistorySource> chosenHistorySource(secrets::CredentialStore *store)
{
    HistorySourceSettings settings = HistorySourceSettings::fromSettings();
    if (settings.kind != HistorySourceSettings::Kind::Prometheus)
        return {};
    if (!settings.prometheus.tokenSecret.isEmpty() && store) {
        const auto token = store->readSecret(settings.prometheus.tokenSecret);
        if (token.ok())
            settings.prometheus.bearerToken = token.value();
    }
    // The window must stay lively: a shorter limit than the command line's.
    settings.prometheus.timeoutMs = std::min(settings.prometheus.timeoutMs, 10000);
    return std::make_shared<PrometheusHistorySource>(settings.prometheus);
}

namespace {

QString quoted(const QString &v)
{
    QString e = v;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

// Step means as a line: one point in the middle of each step, NaN (a break) where the step has none.
HistorySeries lineOf(const std::vector<Bucket> &buckets, qint64 step)
{
    HistorySeries h;
    h.tMs.reserve(buckets.size());
    for (const Bucket &b : buckets) {
        h.tMs.push_back(b.tMs + step / 2);
        h.values.push_back(b.isGap() ? std::numeric_limits<float>::quiet_NaN() : float(b.mean));
        h.breakBefore.push_back(0);
    }
    return h;
}

// Several series (a node's NICs) as one line: their sum where any has a value.
HistorySeries sumOf(const QList<SeriesData> &series, qint64 step)
{
    if (series.isEmpty())
        return {};
    HistorySeries h = lineOf(series.first().buckets, step);
    for (qsizetype s = 1; s < series.size(); ++s) {
        const auto &b = series[s].buckets;
        for (std::size_t i = 0; i < h.values.size() && i < b.size(); ++i) {
            if (b[i].isGap())
                continue;
            h.values[i] = std::isfinite(h.values[i]) ? h.values[i] + float(b[i].mean) : float(b[i].mean);
        }
    }
    return h;
}

} // namespace

Status NodeHistory::fill(const NodeHistorySource &sourceIn, const QString &nodeIn, int gpuSlot, qint64 fromMs,
                         qint64 toMs, int steps, const QList<HistoryChart *> &charts)
{
    // Copies: a remote source's wait may outlive the view that asked (and this object with it).
    const NodeHistorySource source = sourceIn;
    const QString node = nodeIn;
    if (charts.size() < 8)
        return Status::failure(QStringLiteral("eight charts expected"), ErrorCode::Invalid);
    const std::shared_ptr<HistorySource> remote = source.reader;
    HistorySource *reader = remote.get();
    if (!reader) {
        if (!m_local || m_file != source.file) {
            m_local = std::make_unique<LocalHistorySource>(source.file);
            m_file = source.file;
        }
        reader = m_local.get();
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QString where = QStringLiteral("{cluster=%1,node=%2}").arg(quoted(source.fleet), quoted(node));
    const HistoryRange range{fromMs, toMs, std::max<qint64>(1000, (toMs - fromMs) / std::max(1, steps))};
    auto read = [&](const QString &metric) -> Result<QueryResult> {
        const auto sel = Selector::parse(metric + where);
        if (!sel)
            return Result<QueryResult>::failureOf(sel);
        return reader->query(sel.value(), range, now);
    };
    const QString gpuMetrics[] = {metric::gpuUtil, metric::gpuMemUsedPercent, metric::gpuTemp,
                                  metric::gpuPower};
    // Everything is read before any chart is touched: a remote source waits in an event loop, during which
    // the charts may go away.
    QList<QPointer<HistoryChart>> alive;
    for (HistoryChart *chart : charts)
        alive.append(chart);
    auto gone = [&] {
        return std::any_of(alive.cbegin(), alive.cend(), [](const auto &c) { return c.isNull(); });
    };
    QList<HistoryChart::Line> gpuLines[4];
    for (int c = 0; c < 4; ++c) {
        const auto r = read(gpuMetrics[c]);
        if (!r)
            return Status::failureOf(r);
        QList<HistoryChart::Line> &lines = gpuLines[c];
        for (const SeriesData &s : r->series) {
            const int gpu = s.key.labels.value(QStringLiteral("gpu")).toInt();
            HistoryChart::Line l;
            l.label = s.key.labels.value(QStringLiteral("gpu"));
            l.data = lineOf(s.buckets, r->stepMs);
            l.color = detailLineColor(gpu);
            l.emphasized = gpu == gpuSlot;
            lines.append(std::move(l));
        }
    }
    const struct
    {
        int chart;
        const QString &metric;
        const char *label;
    } links[] = {
        {4, metric::linkRtt, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "RTT")},
        {4, metric::linkJitter, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "jitter")},
        {5, metric::nodeRetrans, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "retransmitted segments")},
        {6, metric::nicRx, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "received")},
        {6, metric::nicTx, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "sent")},
        {7, metric::ibRx, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "received")},
        {7, metric::ibTx, QT_TRANSLATE_NOOP("cg::ui::FleetNodeDetail", "sent")},
    };
    QList<HistoryChart::Line> linkLines[4];
    for (const auto &k : links) {
        const auto r = read(k.metric);
        if (!r)
            return Status::failureOf(r);
        HistoryChart::Line l;
        l.label = QCoreApplication::translate("cg::ui::FleetNodeDetail", k.label);
        l.data = sumOf(r->series, r->stepMs);
        l.color = detailLineColor(int(linkLines[k.chart - 4].size()));
        linkLines[k.chart - 4].append(std::move(l));
    }
    if (gone())
        return Status::failure(QStringLiteral("the charts were closed"), ErrorCode::Cancelled);
    for (int c = 0; c < 4; ++c) {
        charts[c]->setLines(std::move(gpuLines[c]));
        charts[4 + c]->setLines(std::move(linkLines[c]));
    }

    QList<HistoryChart::Mark> marks;
    if (source.marks) {
        for (const TimeMark &m : source.marks(fromMs, toMs))
            marks.append(HistoryChart::Mark{m.tMs, m.text()});
    }
    for (HistoryChart *chart : charts) {
        chart->setGaps({});
        chart->setMarks(marks);
        chart->setWindow(fromMs, toMs);
    }
    return Ok{};
}

} // namespace cg::ui
