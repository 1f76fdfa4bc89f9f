// SPDX-License-Identifier: GPL-3.0-or-later
// The latest value of every exported series (a metric family and its labels), with the node it belongs
// to. Telemetry sinks write here on the fleets' threads; the /metrics server renders it on its own thread
// and remote-write takes what changed since its last look: one mutex, held only for a map update or one
// rendering. Bounded: at most `maxSeries` series (a new series past the cap is refused and counted in
// clustergate_exporter_series_dropped_total), and a node not heard of for `staleAfterMs` is dropped with
// all its series.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <cstdint>
#include <map>
#include <mutex>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cg::exporting {

using Label = std::pair<QByteArray, QByteArray>;
using Labels = std::vector<Label>;

// One sample of one series, for remote-write: the series' labels (with __name__) already encoded as
// protobuf Label messages, sorted by name (made once per series, shared, not copied).
struct SeriesSample
{
    QByteArray encodedLabels;
    double value = 0;
    std::int64_t timestampMs = 0;
    std::size_t labelsHash = 0; // qHash(encodedLabels), made with them: remote-write's shard of the series
};

// The labels of a series and their lookup key, made once by a producer that sets the same series often.
struct SeriesLabels
{
    SeriesLabels() = default;
    explicit SeriesLabels(Labels l);
    Labels labels;
    std::string key;
};

class MetricRegistry
{
public:
    enum class Type { Gauge, Counter };
    struct Options
    {
        int maxSeries = 200000;
        std::int64_t staleAfterMs = 120000;
    };

    MetricRegistry();
    explicit MetricRegistry(Options options);

    // Names a family's type and help text (shown in # HELP / # TYPE); undeclared families are untyped.
    void declare(const QByteArray &family, Type type, const QByteArray &help);

    // Sets a series' latest value. `owner` is the node it belongs to ("fleet/node"; empty: the console's
    // own, never stale). False when the series is new and the cap is reached (counted as dropped).
    // A NaN value is not a measurement: the call does nothing. `alive`: the value is a sign of life of
    // the owner (false for a node's "down" figure, which must not keep it from falling stale).
    bool set(const QByteArray &family, const Labels &labels, double value, std::int64_t timestampMs,
             const QString &owner = {}, bool alive = true);
    // Many values of one owner at one time under one lock (a node's sample): the fast path.
    struct Update
    {
        const QByteArray *family;
        const SeriesLabels *labels;
        double value;
    };
    void setMany(const QString &owner, std::int64_t timestampMs, const std::vector<Update> &updates,
                 bool alive = true);
    // A sign of life of `owner` without a value (a heartbeat).
    void touch(const QString &owner, std::int64_t nowMs);
    // Removes every series of `owner` (a node stopped or removed on purpose).
    void dropOwner(const QString &owner);
    // Removes every series whose owner was not heard of for staleAfterMs; returns how many owners went.
    int dropStale(std::int64_t nowMs);
    // Removes every series of `family` with label `name` == `value` (an alert that cleared).
    void removeWhere(const QByteArray &family, const QByteArray &name, const QByteArray &value);

    // The text exposition format 0.0.4, families sorted by name, stale owners dropped first.
    QByteArray render(std::int64_t nowMs);
    // The series updated after `*cursor` (which is advanced): what remote-write has not sent yet.
    std::vector<SeriesSample> changedSince(std::uint64_t *cursor) const;

    int seriesCount() const;
    std::uint64_t seriesDropped() const;
    std::uint64_t staleOwnersDropped() const;
    const Options &options() const { return m_options; }

    static QByteArray escapeLabelValue(const QByteArray &v);
    static void appendValue(QByteArray &out, double v);

private:
    struct Series
    {
        Labels labels;
        QByteArray text;    // the rendered line up to the value: name{a="b"}<space>
        QByteArray encoded; // the labels with __name__ as protobuf, for remote-write
        std::size_t encodedHash = 0;
        double value = 0;
        std::int64_t timestampMs = 0;
        std::uint64_t version = 0;
        QString owner;
    };
    struct Family
    {
        Type type = Type::Gauge;
        bool typed = false;
        QByteArray help;
        std::unordered_map<std::string, Series> series; // by rendered labels
    };

    void removeOwnerLocked(const QString &owner);
    // The series, created if new and under the cap (else null, counted as dropped).
    Series *seriesLocked(const QByteArray &family, const Labels &labels, const std::string &key,
                         const QString &owner);
    void refreshSelfLocked();

    Options m_options;
    mutable std::mutex m_mutex;
    std::map<QByteArray, Family> m_families;
    // owner -> last heard (ms) and its series as (family, key)
    struct Owner
    {
        std::int64_t lastSeenMs = 0;
        std::vector<std::pair<QByteArray, std::string>> series;
    };
    QHash<QString, Owner> m_owners;
    qsizetype m_textBytes = 0; // of every series' rendered prefix: the size of a rendering
    int m_count = 0;
    std::uint64_t m_version = 0;
    std::uint64_t m_dropped = 0;
    std::uint64_t m_staleDropped = 0;
};

} // namespace cg::exporting
