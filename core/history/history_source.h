// SPDX-License-Identifier: GPL-3.0-or-later
// Where the history views and `clustergate history` read from: the console's own history file (the
// default), or a team's Prometheus through its HTTP API (prometheus_source.h). Both answer the same query
// (a selector over a range, in steps, with count/min/mean/max/p95 per step and gaps as gaps), so a chart or
// the CLI does not care which. The profile's settings choose (history/source, history/prometheus_*).
#pragma once

#include "common/result.h"
#include "history/history_reader.h"

#include <QString>

#include <functional>
#include <memory>

namespace cg::history {

class HistorySource
{
public:
    virtual ~HistorySource() = default;
    // For people: "the history file ~/.../history.sqlite", "Prometheus at https://prom:9090".
    virtual QString description() const = 0;
    // Blocks until the answer (bounded in time by the source).
    virtual Result<QueryResult> query(const Selector &selector, HistoryRange range, qint64 nowMs) = 0;
};

// The console's history file (history_reader.h), opened on first use.
class LocalHistorySource : public HistorySource
{
public:
    explicit LocalHistorySource(QString file, int rawMinutes = 60);
    QString description() const override;
    Result<QueryResult> query(const Selector &selector, HistoryRange range, qint64 nowMs) override;

private:
    QString m_file;
    int m_rawMinutes;
    HistoryReader m_reader;
};

struct PrometheusSourceOptions
{
    QString url;            // base URL: http(s)://host:9090[/prefix]
    QString tokenSecret;    // keychain entry holding a bearer token; empty: none
    QByteArray bearerToken; // the token itself, once read (never stored in settings)
    QString caFile;         // PEM CA certificates to trust for https, in addition to the system's
    int timeoutMs = 30000;  // per query
    qsizetype maxBytes = qsizetype(32) << 20;
    int maxSeries = 20000;
    qint64 maxPoints = 4000000;
};

struct HistorySourceSettings
{
    enum class Kind { Local, Prometheus };
    Kind kind = Kind::Local;
    PrometheusSourceOptions prometheus;

    // history/source (local | prometheus), history/prometheus_url, history/prometheus_token_secret,
    // history/prometheus_ca_file, history/prometheus_timeout_s from the profile's settings.
    static HistorySourceSettings fromSettings();
    static QString kindName(Kind k);
    // "local", "prometheus"; nullopt-like failure for anything else.
    static Result<Kind> parseKind(const QString &text);
};

// The source the settings name; `localFile` is the history file for Kind::Local. The bearer token must
// already be in options.bearerToken when one is named (readers of the keychain do that, off this layer).
std::unique_ptr<HistorySource> makeHistorySource(const HistorySourceSettings &settings,
                                                 const QString &localFile, int rawMinutes = 60);

} // namespace cg::history
