// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/bench_results.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace cg::bench {

namespace {

constexpr qsizetype kMaxInputBytes = 256 * 1024 * 1024;
const QString kSchemaPrefix = QStringLiteral("clustergate.bench/");

QString where(const QString &source, int index, int count)
{
    return count > 1 ? BenchResults::tr("%1, result %2").arg(source).arg(index + 1) : source;
}

Result<int> readOne(const QJsonObject &o, const QString &at, ResultSet &out)
{
    const QString schema = o.value(QStringLiteral("schema")).toString();
    if (!schema.startsWith(kSchemaPrefix))
        return Result<int>::failure(
            BenchResults::tr(
                "%1: not a ClusterGate benchmark result (\"schema\" must be \"clustergate.bench/1\")")
                .arg(at));
    const QJsonObject hostObject = o.value(QStringLiteral("host")).toObject();
    const QString agentVersion = hostObject.value(QStringLiteral("agent_version")).toString().left(64);
    const QString writtenBy = agentVersion.isEmpty()
                                  ? BenchResults::tr("an agent that did not give its version")
                                  : BenchResults::tr("agent %1").arg(agentVersion);
    bool numbered = false;
    const int schemaVersion = schema.mid(kSchemaPrefix.size()).toInt(&numbered);
    if (numbered && schemaVersion > 1)
        return Result<int>::failure(
            BenchResults::tr(
                "%1: result schema %2 is newer than this console understands (clustergate.bench/1); "
                "it was written by %3: update the console")
                .arg(at, schema.left(64), writtenBy));
    if (schema != QLatin1String("clustergate.bench/1"))
        return Result<int>::failure(
            BenchResults::tr("%1: result schema %2 (written by %3) is not one this console reads "
                             "(clustergate.bench/1); run the benchmark again with the current agent")
                .arg(at, schema.left(64), writtenBy));
    const QString benchmark = o.value(QStringLiteral("benchmark")).toString();
    const QString host = hostObject.value(QStringLiteral("hostname")).toString();
    // NCCL results carry the nccl-tests release whose rules made them; older agents did not trim the
    // per-rank counts of allgather, reducescatter and alltoall, warmed up only at two sizes and did not
    // shift buffers, so their rows are not nccl-tests' rows.
    if (benchmark == QLatin1String("nccl") &&
        !o.value(QStringLiteral("parameters")).toObject().contains(QStringLiteral("nccl_tests_rules")) &&
        o.value(QStringLiteral("status")).toString() != QLatin1String("unavailable"))
        out.notes << BenchResults::tr(
                         "%1: NCCL results from %2 on %3 predate its nccl-tests 2.19.1 rules: "
                         "allgather, reducescatter and alltoall rows with a rank count that does "
                         "not divide the size differ from nccl-tests, and small sizes were not "
                         "warmed up; busbw figures are kept, compare rows with nccl-tests only "
                         "after a run with a current agent")
                         .arg(at, writtenBy, host.isEmpty() ? BenchResults::tr("an unnamed host") : host);
    const QString status = o.value(QStringLiteral("status")).toString();
    if (status == QLatin1String("unavailable") || status == QLatin1String("error")) {
        out.notRun << NotRunResult{benchmark, host, o.value(QStringLiteral("error")).toString()};
    }
    const QJsonValue metrics = o.value(QStringLiteral("metrics"));
    if (!metrics.isArray() && !metrics.isUndefined())
        return Result<int>::failure(BenchResults::tr("%1: \"metrics\" must be an array").arg(at));
    const QJsonArray ms = metrics.toArray();
    for (qsizetype i = 0; i < ms.size(); ++i) {
        const QJsonObject m = ms.at(i).toObject();
        const QString mAt = QStringLiteral("%1, metrics[%2]").arg(at).arg(i);
        if (!ms.at(i).isObject())
            return Result<int>::failure(BenchResults::tr("%1: each metric must be an object").arg(mAt));
        MetricValue v;
        v.benchmark = benchmark;
        v.host = host;
        v.name = m.value(QStringLiteral("name")).toString();
        v.device = m.value(QStringLiteral("device")).toString();
        v.unit = m.value(QStringLiteral("unit")).toString();
        v.higherIsBetter = m.value(QStringLiteral("better")).toString() != QLatin1String("lower");
        v.bytes = m.value(QStringLiteral("labels")).toObject().value(QStringLiteral("bytes")).toDouble();
        if (v.name.isEmpty())
            return Result<int>::failure(BenchResults::tr("%1: \"name\" is missing or not text").arg(mAt));
        const QJsonValue value = m.value(QStringLiteral("value"));
        if (value.isDouble()) {
            v.value = value.toDouble();
            v.hasValue = std::isfinite(v.value);
        } else if (!value.isNull()) {
            return Result<int>::failure(BenchResults::tr("%1: \"value\" must be a number or null").arg(mAt));
        }
        out.metrics << v;
    }
    const QJsonArray cs = o.value(QStringLiteral("checks")).toArray();
    for (const QJsonValue &c : cs) {
        const QJsonObject co = c.toObject();
        AgentCheck ac;
        ac.benchmark = benchmark;
        ac.host = host;
        ac.name = co.value(QStringLiteral("name")).toString();
        ac.device = co.value(QStringLiteral("device")).toString();
        ac.status = co.value(QStringLiteral("status")).toString();
        ac.reason = co.value(QStringLiteral("reason")).toString();
        ac.facts = co.value(QStringLiteral("facts")).toObject();
        if (!ac.name.isEmpty())
            out.checks << ac;
    }
    ++out.results;
    return 0;
}

} // namespace

void lineAndColumn(const QByteArray &data, qsizetype offset, int *line, int *column)
{
    int l = 1, c = 1;
    offset = qBound(qsizetype(0), offset, data.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const auto ch = static_cast<unsigned char>(data.at(i));
        if (ch == '\n') {
            ++l;
            c = 1;
        } else if ((ch & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++c;
        }
    }
    *line = l;
    *column = c;
}

Result<ResultSet> BenchResults::parse(const QByteArray &data, const QString &source)
{
    using R = Result<ResultSet>;
    if (data.size() > kMaxInputBytes)
        return R::failure(tr("%1: larger than 256 MiB; not a benchmark result").arg(source));
    if (data.trimmed().isEmpty())
        return R::failure(tr("%1: empty; expected benchmark results in JSON").arg(source));

    QList<QJsonObject> objects;
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    if (err.error == QJsonParseError::NoError) {
        if (doc.isObject()) {
            objects << doc.object();
        } else {
            const QJsonArray a = doc.array();
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (!a.at(i).isObject())
                    return R::failure(
                        tr("%1: element %2 of the array is not a result object").arg(source).arg(i + 1));
                objects << a.at(i).toObject();
            }
        }
    } else {
        // JSON lines: one result per line. If the first line alone is not JSON either, the document's
        // own error is the one to report.
        qsizetype start = 0;
        int lineNo = 0;
        bool anyLine = false;
        while (start <= data.size()) {
            qsizetype end = data.indexOf('\n', start);
            if (end < 0)
                end = data.size();
            ++lineNo;
            const QByteArray line = data.mid(start, end - start);
            if (!line.trimmed().isEmpty()) {
                QJsonParseError lineErr{};
                const QJsonDocument ld = QJsonDocument::fromJson(line, &lineErr);
                if (lineErr.error != QJsonParseError::NoError || !ld.isObject()) {
                    int l = 0, c = 0;
                    QString what;
                    if (!anyLine) {
                        lineAndColumn(data, err.offset, &l, &c);
                        what = err.errorString();
                    } else {
                        int dummy = 0;
                        lineAndColumn(line, lineErr.offset, &dummy, &c);
                        l = lineNo;
                        what = lineErr.error != QJsonParseError::NoError ? lineErr.errorString()
                                                                         : tr("not a result object");
                    }
                    return R::failure(tr("%1: line %2, column %3: %4").arg(source).arg(l).arg(c).arg(what));
                }
                objects << ld.object();
                anyLine = true;
            }
            start = end + 1;
        }
    }

    ResultSet set;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        const Result<int> r = readOne(objects.at(i), where(source, int(i), int(objects.size())), set);
        if (!r)
            return R::failure(r.error());
    }
    if (set.results == 0)
        return R::failure(tr("%1: no benchmark results in it").arg(source));
    return set;
}

QString NotRunResult::describe() const
{
    return BenchResults::tr("%1 on %2: %3")
        .arg(benchmark.isEmpty() ? BenchResults::tr("a benchmark") : benchmark,
             host.isEmpty() ? BenchResults::tr("an unnamed host") : host, error);
}

} // namespace cg::bench
