// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/metric_registry.h"

#include "export/remote_write_encode.h"

#include <charconv>
#include <cmath>

namespace cg::exporting {

namespace {

const QByteArray kSeriesFamily = QByteArrayLiteral("clustergate_exporter_series");
const QByteArray kDroppedFamily = QByteArrayLiteral("clustergate_exporter_series_dropped_total");
const QByteArray kStaleFamily = QByteArrayLiteral("clustergate_exporter_stale_nodes_dropped_total");

std::string keyOf(const Labels &labels)
{
    std::string k;
    for (const auto &[n, v] : labels) {
        k.append(n.constData(), size_t(n.size()));
        k.push_back('\x1f');
        k.append(v.constData(), size_t(v.size()));
        k.push_back('\x1e');
    }
    return k;
}

} // namespace

SeriesLabels::SeriesLabels(Labels l) : labels(std::move(l)), key(keyOf(labels)) {}

MetricRegistry::MetricRegistry() : MetricRegistry(Options{}) {}

MetricRegistry::MetricRegistry(Options options) : m_options(options)
{
    declare(kSeriesFamily, Type::Gauge, "Series this exporter holds now.");
    declare(kDroppedFamily, Type::Counter,
            "New series refused because the exporter's series cap was reached.");
    declare(kStaleFamily, Type::Counter, "Nodes dropped with all their series after they fell silent.");
}

QByteArray MetricRegistry::escapeLabelValue(const QByteArray &v)
{
    if (!v.contains('\\') && !v.contains('"') && !v.contains('\n'))
        return v;
    QByteArray out;
    out.reserve(v.size() + 8);
    for (char c : v) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

void MetricRegistry::appendValue(QByteArray &out, double v)
{
    if (std::isnan(v)) {
        out += "NaN";
        return;
    }
    if (std::isinf(v)) {
        out += v > 0 ? "+Inf" : "-Inf";
        return;
    }
    char buf[32];
    // Most figures are whole numbers (percent, degrees, MHz, MiB): integer formatting is much cheaper.
    const auto whole = static_cast<long long>(v);
    const auto r = (double(whole) == v && whole > -(1LL << 53) && whole < (1LL << 53))
                       ? std::to_chars(buf, buf + sizeof buf, whole)
                       : std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, int(r.ptr - buf));
}

void MetricRegistry::declare(const QByteArray &family, Type type, const QByteArray &help)
{
    std::lock_guard lock(m_mutex);
    Family &f = m_families[family];
    f.type = type;
    f.typed = true;
    f.help = help;
}

MetricRegistry::Series *MetricRegistry::seriesLocked(const QByteArray &family, const Labels &labels,
                                                     const std::string &key, const QString &owner)
{
    Family &f = m_families[family];
    auto it = f.series.find(key);
    if (it != f.series.end())
        return &it->second;
    if (m_count >= m_options.maxSeries) {
        ++m_dropped;
        return nullptr;
    }
    Series s;
    s.labels = labels;
    s.owner = owner;
    s.text = family;
    if (!labels.empty()) {
        s.text += '{';
        bool first = true;
        for (const auto &[n, v] : labels) {
            if (!first)
                s.text += ',';
            first = false;
            s.text += n;
            s.text += "=\"";
            s.text += escapeLabelValue(v);
            s.text += '"';
        }
        s.text += '}';
    }
    s.text += ' ';
    Labels all;
    all.reserve(labels.size() + 1);
    all.emplace_back(QByteArrayLiteral("__name__"), family);
    all.insert(all.end(), labels.begin(), labels.end());
    s.encoded = encodeLabels(all);
    s.encodedHash = qHash(s.encoded);
    m_textBytes += s.text.size() + 24;
    it = f.series.emplace(key, std::move(s)).first;
    ++m_count;
    if (!owner.isEmpty())
        m_owners[owner].series.emplace_back(family, key);
    return &it->second;
}

bool MetricRegistry::set(const QByteArray &family, const Labels &labels, double value,
                         std::int64_t timestampMs, const QString &owner, bool alive)
{
    if (std::isnan(value))
        return true;
    const std::string key = keyOf(labels);
    std::lock_guard lock(m_mutex);
    Series *s = seriesLocked(family, labels, key, owner);
    if (!s)
        return false;
    s->value = value;
    s->timestampMs = timestampMs;
    s->version = ++m_version;
    if (!owner.isEmpty() && alive) {
        Owner &o = m_owners[owner];
        o.lastSeenMs = std::max(o.lastSeenMs, timestampMs);
    }
    return true;
}

void MetricRegistry::setMany(const QString &owner, std::int64_t timestampMs,
                             const std::vector<Update> &updates, bool alive)
{
    std::lock_guard lock(m_mutex);
    for (const Update &u : updates) {
        if (std::isnan(u.value))
            continue;
        Series *s = seriesLocked(*u.family, u.labels->labels, u.labels->key, owner);
        if (!s)
            continue;
        s->value = u.value;
        s->timestampMs = timestampMs;
        s->version = ++m_version;
    }
    if (!owner.isEmpty() && alive) {
        Owner &o = m_owners[owner];
        o.lastSeenMs = std::max(o.lastSeenMs, timestampMs);
    }
}

void MetricRegistry::touch(const QString &owner, std::int64_t nowMs)
{
    if (owner.isEmpty())
        return;
    std::lock_guard lock(m_mutex);
    Owner &o = m_owners[owner];
    o.lastSeenMs = std::max(o.lastSeenMs, nowMs);
}

void MetricRegistry::removeOwnerLocked(const QString &owner)
{
    const auto it = m_owners.find(owner);
    if (it == m_owners.end())
        return;
    for (const auto &[family, key] : it->series) {
        const auto f = m_families.find(family);
        if (f == m_families.end())
            continue;
        const auto s = f->second.series.find(key);
        if (s == f->second.series.end())
            continue;
        m_textBytes -= s->second.text.size() + 24;
        f->second.series.erase(s);
        --m_count;
    }
    m_owners.erase(it);
}

void MetricRegistry::dropOwner(const QString &owner)
{
    std::lock_guard lock(m_mutex);
    removeOwnerLocked(owner);
}

int MetricRegistry::dropStale(std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    std::vector<QString> stale;
    for (auto it = m_owners.cbegin(); it != m_owners.cend(); ++it) {
        if (nowMs - it->lastSeenMs > m_options.staleAfterMs)
            stale.push_back(it.key());
    }
    for (const QString &owner : stale)
        removeOwnerLocked(owner);
    m_staleDropped += stale.size();
    return int(stale.size());
}

void MetricRegistry::removeWhere(const QByteArray &family, const QByteArray &name, const QByteArray &value)
{
    std::lock_guard lock(m_mutex);
    const auto f = m_families.find(family);
    if (f == m_families.end())
        return;
    for (auto it = f->second.series.begin(); it != f->second.series.end();) {
        bool match = false;
        for (const auto &[n, v] : it->second.labels)
            match = match || (n == name && v == value);
        if (match) {
            m_textBytes -= it->second.text.size() + 24;
            it = f->second.series.erase(it);
            --m_count;
        } else {
            ++it;
        }
    }
}

void MetricRegistry::refreshSelfLocked()
{
    // The exporter's own figures, as plain series without an owner (not counted against the cap).
    const auto put = [this](const QByteArray &family, double v) {
        Series &s = m_families[family].series[std::string()];
        if (s.text.isEmpty()) {
            s.text = family + ' ';
            s.encoded = encodeLabels({{QByteArrayLiteral("__name__"), family}});
            s.encodedHash = qHash(s.encoded);
        }
        if (s.value != v || s.version == 0)
            s.version = ++m_version;
        s.value = v;
    };
    put(kSeriesFamily, double(m_count));
    put(kDroppedFamily, double(m_dropped));
    put(kStaleFamily, double(m_staleDropped));
}

QByteArray MetricRegistry::render(std::int64_t nowMs)
{
    dropStale(nowMs);
    std::lock_guard lock(m_mutex);
    refreshSelfLocked();
    QByteArray out;
    out.reserve(m_textBytes + 4096 * qsizetype(m_families.size()));
    for (const auto &[name, f] : m_families) {
        if (f.series.empty())
            continue;
        if (f.typed) {
            out += "# HELP ";
            out += name;
            out += ' ';
            out += f.help;
            out += "\n# TYPE ";
            out += name;
            out += f.type == Type::Counter ? " counter\n" : " gauge\n";
        }
        for (const auto &[key, s] : f.series) {
            out += s.text;
            appendValue(out, s.value);
            out += '\n';
        }
    }
    return out;
}

std::vector<SeriesSample> MetricRegistry::changedSince(std::uint64_t *cursor) const
{
    std::lock_guard lock(m_mutex);
    std::vector<SeriesSample> out;
    out.reserve(std::size_t(m_count));
    for (const auto &[name, f] : m_families) {
        for (const auto &[key, s] : f.series) {
            if (s.version <= *cursor || s.timestampMs <= 0)
                continue;
            SeriesSample x;
            x.encodedLabels = s.encoded;
            x.value = s.value;
            x.timestampMs = s.timestampMs;
            x.labelsHash = s.encodedHash;
            out.push_back(std::move(x));
        }
    }
    *cursor = m_version;
    return out;
}

int MetricRegistry::seriesCount() const
{
    std::lock_guard lock(m_mutex);
    return m_count;
}

std::uint64_t MetricRegistry::seriesDropped() const
{
    std::lock_guard lock(m_mutex);
    return m_dropped;
}

std::uint64_t MetricRegistry::staleOwnersDropped() const
{
    std::lock_guard lock(m_mutex);
    return m_staleDropped;
}

} // namespace cg::exporting
