// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_history.h"

#include "exit_codes.h"

#include "history/history_reader.h"
#include "history/history_recorder.h"
#include "history/history_source.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace cg::cli {

namespace {

using namespace exit_code;
using namespace cg::history;

class HistoryCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::HistoryCli)

public:
    static int fail(const QString &message, int code = kUsage)
    {
        QTextStream(stderr) << "clustergate: " << message << Qt::endl;
        return code;
    }

    static QString usage()
    {
        return tr("usage: clustergate history QUERY [--since 1h] [--until T] [--step 1m] "
                  "[--format table|json|csv]\n"
                  "  QUERY: a metric and label matchers, e.g. gpu_util{cluster=\"lab\",node=\"gpu01\"}\n"
                  "  --since: how far back (90s, 30m, 24h, 7d; default 1h); --until: an ISO 8601 time or how "
                  "long ago (default now)\n"
                  "  --step: one value per step (default: about 1,000 steps); under a minute only within "
                  "the last hour (raw samples), else whole minutes (rollups)\n"
                  "  --file: another history file (default: the profile's)\n"
                  "  --source local|prometheus: read the history file or a team's Prometheus (default: the "
                  "profile's history/source, else local)\n"
                  "  --prometheus-url URL: the Prometheus to ask (history/prometheus_url); "
                  "--prometheus-token-secret ID: the keychain entry holding its bearer token; "
                  "--prometheus-ca FILE: CA certificates (PEM) for its https");
    }

    static QString number(double v) { return std::isfinite(v) ? QString::number(v, 'g', 7) : QString(); }

    static QJsonValue json(double v)
    {
        return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
    }

    static QString iso(qint64 ms)
    {
        return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
    }

    // The bearer token from the keychain (never from argv or the settings).
    static Result<QByteArray> readToken(const QString &id)
    {
        secrets::CredentialStore store(std::make_unique<secrets::KeychainBackend>());
        const auto got = store.readSecret(id);
        if (!got.ok() || got.value().isEmpty())
            return Result<QByteArray>::failure(
                tr("no Prometheus token %1 in the keychain (%2); set one with: clustergate secrets set %1 "
                   "--kind api-token < TOKEN")
                    .arg(id, got.ok() ? tr("empty") : got.error()),
                ErrorCode::Refused);
        return got.value();
    }

    static int run(const QStringList &args)
    {
        QCommandLineParser p;
        p.addHelpOption();
        const QCommandLineOption since(QStringLiteral("since"), tr("How far back."),
                                       QStringLiteral("DURATION"), QStringLiteral("1h"));
        const QCommandLineOption until(QStringLiteral("until"), tr("The end of the range."),
                                       QStringLiteral("T"));
        const QCommandLineOption step(QStringLiteral("step"), tr("One value per step."),
                                      QStringLiteral("DURATION"));
        const QCommandLineOption format(QStringLiteral("format"), tr("Output format: table, json or csv."),
                                        QStringLiteral("FORMAT"), QStringLiteral("table"));
        const QCommandLineOption file(QStringLiteral("file"), tr("The history file."),
                                      QStringLiteral("FILE"));
        const QCommandLineOption source(QStringLiteral("source"), tr("Where to read: local or prometheus."),
                                        QStringLiteral("SOURCE"));
        const QCommandLineOption promUrl(QStringLiteral("prometheus-url"), tr("The Prometheus to read."),
                                         QStringLiteral("URL"));
        const QCommandLineOption promToken(QStringLiteral("prometheus-token-secret"),
                                           tr("Keychain entry holding the Prometheus bearer token."),
                                           QStringLiteral("ID"));
        const QCommandLineOption promCa(QStringLiteral("prometheus-ca"),
                                        tr("CA certificates (PEM) for the Prometheus' https."),
                                        QStringLiteral("FILE"));
        p.addOptions({since, until, step, format, file, source, promUrl, promToken, promCa});
        if (!p.parse(args))
            return fail(p.errorText() + QLatin1Char('\n') + usage());
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << usage() << Qt::endl;
            return kDone;
        }
        const QStringList positional = p.positionalArguments();
        if (positional.size() != 1)
            return fail(tr("history takes one QUERY") + QLatin1Char('\n') + usage());
        const auto selector = Selector::parse(positional.first());
        if (!selector)
            return fail(selector.error());
        const QString fmt = p.value(format);
        if (fmt != QLatin1String("table") && fmt != QLatin1String("json") && fmt != QLatin1String("csv"))
            return fail(tr("--format takes table, json or csv, not %1").arg(fmt));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        qint64 to = now;
        if (p.isSet(until)) {
            const QString u = p.value(until);
            const QDateTime at = QDateTime::fromString(u, Qt::ISODate);
            if (at.isValid())
                to = at.toMSecsSinceEpoch();
            else if (const qint64 ago = HistoryReader::parseDuration(u); ago > 0)
                to = now - ago;
            else
                return fail(
                    tr("--until takes an ISO 8601 time (2026-12-03T10:00:00Z) or how long ago (2h), not %1")
                        .arg(u));
        }
        const qint64 back = HistoryReader::parseDuration(p.value(since));
        if (back <= 0)
            return fail(tr("--since takes a duration such as 30m, 24h or 7d, not %1").arg(p.value(since)));
        qint64 stepMs = 0;
        if (p.isSet(step) && (stepMs = HistoryReader::parseDuration(p.value(step))) <= 0)
            return fail(tr("--step takes a duration such as 10s, 1m or 1h, not %1").arg(p.value(step)));

        HistorySourceSettings settings = HistorySourceSettings::fromSettings();
        if (p.isSet(source)) {
            const auto kind = HistorySourceSettings::parseKind(p.value(source));
            if (!kind)
                return fail(kind.error());
            settings.kind = kind.value();
        }
        if (p.isSet(promUrl)) {
            settings.prometheus.url = p.value(promUrl);
            if (!p.isSet(source))
                settings.kind = HistorySourceSettings::Kind::Prometheus;
        }
        if (p.isSet(promToken))
            settings.prometheus.tokenSecret = p.value(promToken);
        if (p.isSet(promCa))
            settings.prometheus.caFile = p.value(promCa);
        if (settings.kind == HistorySourceSettings::Kind::Prometheus) {
            if (settings.prometheus.url.isEmpty())
                return fail(tr("--source prometheus needs --prometheus-url (or history/prometheus_url in the "
                               "profile's settings)"));
            if (!settings.prometheus.tokenSecret.isEmpty()) {
                const auto token = readToken(settings.prometheus.tokenSecret);
                if (!token)
                    return fail(token.error(), exitCodeFor(token.code()));
                settings.prometheus.bearerToken = token.value();
            }
        }
        const QString path = p.isSet(file) ? p.value(file) : HistoryRecorder::defaultFile();
        const HistoryOptions options = HistoryOptions::fromSettings();
        const std::unique_ptr<HistorySource> reader = makeHistorySource(settings, path, options.rawMinutes);
        const auto result = reader->query(selector.value(), HistoryRange{to - back, to, stepMs}, now);
        if (!result)
            return fail(result.error(),
                        result.code() == ErrorCode::Invalid ? kUsage : exitCodeFor(result.code()));
        QTextStream out(stdout);
        const QueryResult &r = result.value();
        if (fmt == QLatin1String("json")) {
            QJsonArray series;
            for (const SeriesData &s : r.series) {
                QJsonObject labels;
                for (auto it = s.key.labels.cbegin(); it != s.key.labels.cend(); ++it)
                    labels.insert(it.key(), it.value());
                QJsonArray points;
                for (const Bucket &b : s.buckets) {
                    points.append(QJsonObject{{QStringLiteral("t"), iso(b.tMs)},
                                              {QStringLiteral("count"), qint64(b.count)},
                                              {QStringLiteral("min"), json(b.min)},
                                              {QStringLiteral("mean"), json(b.mean)},
                                              {QStringLiteral("max"), json(b.max)},
                                              {QStringLiteral("p95"), json(b.p95)}});
                }
                series.append(QJsonObject{{QStringLiteral("metric"), s.key.metric},
                                          {QStringLiteral("labels"), labels},
                                          {QStringLiteral("points"), points}});
            }
            const QJsonObject doc{{QStringLiteral("query"), positional.first()},
                                  {QStringLiteral("from"), iso(r.fromMs)},
                                  {QStringLiteral("until"), iso(r.toMs)},
                                  {QStringLiteral("step_seconds"), double(r.stepMs) / 1000.0},
                                  {QStringLiteral("resolution"), HistoryReader::resolutionName(r.resolution)},
                                  {QStringLiteral("source"), reader->description()},
                                  {QStringLiteral("series"), series}};
            out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
            return kDone;
        }
        if (fmt == QLatin1String("csv")) {
            out << "series,time,count,min,mean,max,p95\n";
            for (const SeriesData &s : r.series) {
                QString name = s.key.text();
                name.replace(QLatin1Char('"'), QStringLiteral("\"\""));
                for (const Bucket &b : s.buckets) {
                    out << '"' << name << "\"," << iso(b.tMs) << ',' << b.count << ',' << number(b.min) << ','
                        << number(b.mean) << ',' << number(b.max) << ',' << number(b.p95) << '\n';
                }
            }
            return kDone;
        }
        if (r.series.isEmpty()) {
            out << tr("No series match %1 between %2 and %3.")
                       .arg(positional.first(), iso(r.fromMs), iso(r.toMs))
                << Qt::endl;
            return kDone;
        }
        out << tr("%n series, step %1 s, from %2 (%3)", nullptr, int(r.series.size()))
                   .arg(QString::number(double(r.stepMs) / 1000.0),
                        HistoryReader::resolutionName(r.resolution), iso(r.fromMs))
            << '\n';
        for (const SeriesData &s : r.series) {
            out << '\n' << s.key.text() << '\n';
            out << QStringLiteral("%1  %2 %3 %4 %5 %6\n")
                       .arg(tr("time"), -20)
                       .arg(tr("count"), 6)
                       .arg(tr("min"), 12)
                       .arg(tr("mean"), 12)
                       .arg(tr("max"), 12)
                       .arg(tr("p95"), 12);
            for (const Bucket &b : s.buckets) {
                if (b.isGap()) {
                    out << QStringLiteral("%1  %2\n").arg(iso(b.tMs), -20).arg(tr("(no data)"));
                    continue;
                }
                out << QStringLiteral("%1  %2 %3 %4 %5 %6\n")
                           .arg(iso(b.tMs), -20)
                           .arg(b.count, 6)
                           .arg(number(b.min), 12)
                           .arg(number(b.mean), 12)
                           .arg(number(b.max), 12)
                           .arg(number(b.p95), 12);
            }
        }
        return kDone;
    }
};

} // namespace

int historyCommand(const QStringList &words)
{
    return HistoryCli::run(words);
}

} // namespace cg::cli
