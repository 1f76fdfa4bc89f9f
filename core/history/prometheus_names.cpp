// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/prometheus_names.h"

#include <algorithm>
#include <array>

namespace cg::history {

namespace {

const QString kCluster = QStringLiteral("cluster");
const QString kNode = QStringLiteral("node");
const QString kNic = QStringLiteral("nic");
const QString kHop = QStringLiteral("hop");
const QString kAgg = QStringLiteral("cg_agg");

const std::array<PromMetricMap, 19> &maps()
{
    const QString host = QStringLiteral("Hostname");
    const QString node = kNode;
    const QString e2e = QStringLiteral("end-to-end");
    const QString device = QStringLiteral("device");
    static const std::array<PromMetricMap, 19> m{{
        {QStringLiteral("gpu_util"), QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), 1, host, {}, {}, {}},
        {QStringLiteral("gpu_mem_util"), QStringLiteral("DCGM_FI_DEV_MEM_COPY_UTIL"), 1, host, {}, {}, {}},
        {QStringLiteral("gpu_temp_celsius"), QStringLiteral("DCGM_FI_DEV_GPU_TEMP"), 1, host, {}, {}, {}},
        {QStringLiteral("gpu_power_watts"), QStringLiteral("DCGM_FI_DEV_POWER_USAGE"), 1, host, {}, {}, {}},
        {QStringLiteral("gpu_mem_used_bytes"),
         QStringLiteral("DCGM_FI_DEV_FB_USED"),
         1048576.0,
         host,
         {},
         {},
         {}},
        {QStringLiteral("gpu_mem_used_percent"),
         QStringLiteral("DCGM_FI_DEV_FB_USED"),
         1,
         host,
         {},
         {},
         QStringLiteral("DCGM_FI_DEV_FB_FREE")},
        {QStringLiteral("node_cpu_util"),
         QStringLiteral("clustergate_node_cpu_percent"),
         1,
         node,
         {},
         {},
         {}},
        {QStringLiteral("node_mem_used_bytes"),
         QStringLiteral("clustergate_node_memory_used_bytes"),
         1,
         node,
         {},
         {},
         {}},
        {QStringLiteral("nic_rx_bytes_per_second"),
         QStringLiteral("clustergate_node_network_receive_bytes_per_second"),
         1,
         node,
         device,
         {},
         {}},
        {QStringLiteral("nic_tx_bytes_per_second"),
         QStringLiteral("clustergate_node_network_transmit_bytes_per_second"),
         1,
         node,
         device,
         {},
         {}},
        {QStringLiteral("link_rtt_ms"),
         QStringLiteral("clustergate_link_rtt_seconds"),
         1000,
         node,
         {},
         e2e,
         {}},
        {QStringLiteral("link_jitter_ms"),
         QStringLiteral("clustergate_link_jitter_seconds"),
         1000,
         node,
         {},
         e2e,
         {}},
        {QStringLiteral("link_retrans_per_second"),
         QStringLiteral("clustergate_link_tcp_retransmits_per_second"),
         1,
         node,
         {},
         e2e,
         {}},
        {QStringLiteral("link_retrans_percent"),
         QStringLiteral("clustergate_link_tcp_retransmit_ratio"),
         100,
         node,
         {},
         e2e,
         {}},
        {QStringLiteral("jobs_pending"), QStringLiteral("clustergate_jobs_pending"), 1, node, {}, {}, {}},
        {QStringLiteral("jobs_running"), QStringLiteral("clustergate_jobs_running"), 1, node, {}, {}, {}},
        {QStringLiteral("jobs_running_gpus"),
         QStringLiteral("clustergate_jobs_gpus_allocated"),
         1,
         node,
         {},
         {},
         {}},
        {QStringLiteral("jobs_failed"), QStringLiteral("clustergate_jobs_failed"), 1, node, {}, {}, {}},
        {QStringLiteral("cost_daily"), QStringLiteral("clustergate_cost_daily"), 1, node, {}, {}, {}},
    }};
    return m;
}

QString opText(LabelMatcher::Op op)
{
    switch (op) {
    case LabelMatcher::Equal:
        return QStringLiteral("=");
    case LabelMatcher::NotEqual:
        return QStringLiteral("!=");
    case LabelMatcher::Match:
        return QStringLiteral("=~");
    case LabelMatcher::NoMatch:
        return QStringLiteral("!~");
    }
    return QStringLiteral("=");
}

// A literal for Prometheus' (RE2) regular expressions: only its metacharacters escaped (RE2 refuses an
// escaped space or letter, which QRegularExpression::escape would write).
QString re2Literal(const QString &text)
{
    static const QString meta = QStringLiteral("\\.+*?()|[]{}^$");
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (meta.contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

// The selector's matchers under Prometheus' label names.
QString matchersFor(const Selector &selector, const PromMetricMap *m)
{
    QStringList parts;
    for (const LabelMatcher &lm : selector.matchers()) {
        QString name = lm.name;
        if (m && name == kNode)
            name = m->nodeLabel;
        else if (m && name == kNic && !m->nicLabel.isEmpty())
            name = m->nicLabel;
        if (m && name == kCluster && lm.op == LabelMatcher::Equal) {
            // Ours, or a provider's exporter without a cluster label.
            parts << QStringLiteral("cluster=~%1")
                         .arg(PromNames::quote(re2Literal(lm.value) + QLatin1Char('|')));
            continue;
        }
        parts << name + opText(lm.op) + PromNames::quote(lm.value);
    }
    if (m && !m->hop.isEmpty())
        parts << QStringLiteral("hop=~%1").arg(PromNames::quote(m->hop + QLatin1Char('|')));
    return QLatin1Char('{') + parts.join(QLatin1Char(',')) + QLatin1Char('}');
}

} // namespace

const PromMetricMap *PromNames::find(const QString &historyMetric)
{
    const auto &m = maps();
    const auto it =
        std::find_if(m.begin(), m.end(), [&](const PromMetricMap &x) { return x.history == historyMetric; });
    return it == m.end() ? nullptr : &*it;
}

QString PromNames::quote(const QString &value)
{
    QString e = value;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('"'), QStringLiteral("\\\""))
        .replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

QString PromNames::rangeQuery(const Selector &selector, qint64 stepMs)
{
    const PromMetricMap *m = find(selector.metric());
    const QString matchers = matchersFor(selector, m);
    const qint64 stepS = std::max<qint64>(1, stepMs / 1000);
    QString window;
    if (m && !m->divisorSum.isEmpty()) {
        // An expression: sampled inside the step by a subquery (a quarter of the step, 1 s to 1 min).
        const QString a = m->prometheus + matchers;
        const QString b = m->divisorSum + matchers;
        const qint64 resS = std::clamp<qint64>(stepS / 4, 1, 60);
        window = QStringLiteral("(100 * %1 / (%1 + %2))[%3s:%4s]").arg(a, b).arg(stepS).arg(resS);
    } else {
        window = QStringLiteral("%1%2[%3s]").arg(m ? m->prometheus : selector.metric(), matchers).arg(stepS);
    }
    const QString scale = m && m->scale != 1 ? QStringLiteral(" * %1").arg(m->scale, 0, 'g', 17) : QString();
    auto one = [&](const QString &fn, const QString &agg, bool scaled) {
        return QStringLiteral("label_replace(%1(%2)%3, \"cg_agg\", \"%4\", \"\", \"\")")
            .arg(fn, window, scaled ? scale : QString(), agg);
    };
    return QStringList{
        one(QStringLiteral("count_over_time"), QStringLiteral("count"), false),
        one(QStringLiteral("avg_over_time"), QStringLiteral("mean"), true),
        one(QStringLiteral("min_over_time"), QStringLiteral("min"), true),
        one(QStringLiteral("max_over_time"), QStringLiteral("max"), true),
        one(QStringLiteral("quantile_over_time"), QStringLiteral("p95"), true)
            .replace(QStringLiteral("quantile_over_time("), QStringLiteral("quantile_over_time(0.95, "))}
        .join(QStringLiteral(" or "));
}

Labels PromNames::historyLabels(const Labels &prometheus, const Selector &selector)
{
    const PromMetricMap *m = find(selector.metric());
    Labels out;
    for (auto it = prometheus.cbegin(); it != prometheus.cend(); ++it) {
        const QString &k = it.key();
        if (k == kAgg || k == QLatin1String("__name__"))
            continue;
        if (!m) {
            out.insert(k, it.value());
            continue;
        }
        if (k == m->nodeLabel)
            out.insert(kNode, it.value());
        else if (!m->nicLabel.isEmpty() && k == m->nicLabel)
            out.insert(kNic, it.value());
        else if (k == kCluster || k == QLatin1String("gpu") || k == QLatin1String("port"))
            out.insert(k, it.value());
        // instance, job, UUID, modelName, device (an NVIDIA device), hop: not part of the history's name
    }
    if (m && !out.contains(kCluster)) {
        for (const LabelMatcher &lm : selector.matchers()) {
            if (lm.name == kCluster && lm.op == LabelMatcher::Equal)
                out.insert(kCluster, lm.value);
        }
    }
    return out;
}

} // namespace cg::history
