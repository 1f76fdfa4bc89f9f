// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_source.h"

#include "common/paths.h"
#include "history/prometheus_source.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::HistorySource)
};

} // namespace

LocalHistorySource::LocalHistorySource(QString file, int rawMinutes)
    : m_file(std::move(file)), m_rawMinutes(rawMinutes)
{
}

QString LocalHistorySource::description() const
{
    return Tr::tr("the history file %1").arg(m_file);
}

Result<QueryResult> LocalHistorySource::query(const Selector &selector, HistoryRange range, qint64 nowMs)
{
    if (!m_reader.isOpen()) {
        if (Status st = m_reader.open(m_file); !st)
            return Result<QueryResult>::failure(st.error(), st.code());
    }
    return m_reader.query(selector, range, nowMs, m_rawMinutes);
}

QString HistorySourceSettings::kindName(Kind k)
{
    return k == Kind::Prometheus ? QStringLiteral("prometheus") : QStringLiteral("local");
}

Result<HistorySourceSettings::Kind> HistorySourceSettings::parseKind(const QString &text)
{
    if (text == QLatin1String("local"))
        return Kind::Local;
    if (text == QLatin1String("prometheus"))
        return Kind::Prometheus;
    return Result<Kind>::failure(Tr::tr("a history source is local or prometheus, not %1").arg(text),
                                 ErrorCode::Invalid);
}

HistorySourceSettings HistorySourceSettings::fromSettings()
{
    HistorySourceSettings out;
    QSettings s = paths::settings();
    const auto kind =
        parseKind(s.value(QStringLiteral("history/source"), QStringLiteral("local")).toString());
    out.kind = kind.ok() ? kind.value() : Kind::Local;
    out.prometheus.url = s.value(QStringLiteral("history/prometheus_url")).toString();
    out.prometheus.tokenSecret = s.value(QStringLiteral("history/prometheus_token_secret")).toString();
    out.prometheus.caFile = s.value(QStringLiteral("history/prometheus_ca_file")).toString();
    out.prometheus.timeoutMs =
        std::clamp(s.value(QStringLiteral("history/prometheus_timeout_s"), 30).toInt(), 1, 600) * 1000;
    return out;
}

std::unique_ptr<HistorySource> makeHistorySource(const HistorySourceSettings &settings,
                                                 const QString &localFile, int rawMinutes)
{
    if (settings.kind == HistorySourceSettings::Kind::Prometheus)
        return std::make_unique<PrometheusHistorySource>(settings.prometheus);
    return std::make_unique<LocalHistorySource>(localFile, rawMinutes);
}

} // namespace cg::history
