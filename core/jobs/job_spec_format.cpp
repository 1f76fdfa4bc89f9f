// SPDX-License-Identifier: GPL-3.0-or-later
// Job specs written out: the words of each enum, the canonical text behind the spec hash, YAML that reads
// back to the same spec, the shipped templates and durations.
#include "jobs/job_spec.h"
#include "jobs/job_spec_p.h"

#include <QFile>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

namespace cg::jobs {

using namespace detail;

namespace {

bool readsBackAsLiteral(const QString &command)
{
    if (!command.endsWith(QLatin1Char('\n')) || command.endsWith(QLatin1String("\n\n")) ||
        command.isEmpty() || command.front().isSpace())
        return false;
    const QStringList lines = command.chopped(1).split(QLatin1Char('\n'));
    for (const QString &l : lines) {
        if (!l.isEmpty() && l.back().isSpace())
            return false;
        for (const QChar c : l) {
            // Also what YAML 1.1 takes for line breaks (NEL, LS, PS) and a stray byte-order mark.
            const char16_t u = c.unicode();
            if ((u < 0x20 && u != '\t') || u == 0x7f || u == 0x85 || u == 0x2028 || u == 0x2029 ||
                u == 0xfeff)
                return false;
        }
    }
    return true;
}

QByteArray field(const char *key, const QString &value)
{
    const QByteArray v = value.toUtf8();
    return QByteArray(key) + '=' + QByteArray::number(v.size()) + ':' + v + '\n';
}

} // namespace

QString priorityName(Priority p)
{
    return nameOf(kPriorities, p);
}
std::optional<Priority> priorityFromName(const QString &s)
{
    return fromName(kPriorities, s);
}
QString restartPolicyName(RestartPolicy p)
{
    return nameOf(kRestartPolicies, p);
}
std::optional<RestartPolicy> restartPolicyFromName(const QString &s)
{
    return fromName(kRestartPolicies, s);
}
QString localityName(Locality l)
{
    return nameOf(kLocalities, l);
}
std::optional<Locality> localityFromName(const QString &s)
{
    return fromName(kLocalities, s);
}
QString resumeModeName(ResumeMode m)
{
    return nameOf(kResumeModes, m);
}
std::optional<ResumeMode> resumeModeFromName(const QString &s)
{
    return fromName(kResumeModes, s);
}
QString interconnectName(Interconnect i)
{
    return nameOf(kInterconnects, i);
}
std::optional<Interconnect> interconnectFromName(const QString &s)
{
    return fromName(kInterconnects, s);
}
QString fallbackName(ResumeFallback f)
{
    return nameOf(kFallbacks, f);
}
std::optional<ResumeFallback> fallbackFromName(const QString &s)
{
    return fromName(kFallbacks, s);
}

QByteArray JobSpec::canonical() const
{
    QByteArray out = "clustergate.jobspec/1\n";
    out += field("name", name);
    out += field("priority", priorityName(priority));
    out += field("queue", queue);
    out += field("replicas", QString::number(replicas));
    out += field("accelerators", QString::number(resources.accelerators));
    out += field("cpu", QString::number(resources.cpus));
    out += field("memory_gb", QString::number(resources.memoryGb, 'g', 17));
    out += field("locality", localityName(locality));
    out += field("time_limit", QString::number(timeLimitSeconds));
    out += field("image", image);
    out += field("environment", environment);
    out += field("command", command);
    out += field("datasets", QString::number(datasets.size()));
    for (const DatasetRef &d : datasets) {
        out += field("dataset.id", d.id);
        out += field("dataset.version", d.version);
    }
    out += field("storage", QString::number(checkpoint.storage.size()));
    for (const QString &s : checkpoint.storage)
        out += field("storage.uri", s);
    out += field("interval_steps", QString::number(checkpoint.intervalSteps));
    out += field("keep_last", QString::number(checkpoint.keepLast));
    out +=
        field("verify_on_write", checkpoint.verifyOnWrite ? QStringLiteral("true") : QStringLiteral("false"));
    out += field("resume.mode", resumeModeName(resume.mode));
    out += field("resume.fallback", fallbackName(resume.fallback));
    out += field("preemptible", preemptible ? QStringLiteral("true") : QStringLiteral("false"));
    out += field("restartPolicy", restartPolicyName(restartPolicy));
    out += field("maxRetries", QString::number(maxRetries));
    out += field("account", account);
    out += field("project", project);
    out += field("seed", seed ? QString::number(*seed) : QString());
    out += field("commit", codeCommit);
    // Added later: only when set, so that the hash of a spec that does not use them stays what it was.
    if (resources.interconnect != Interconnect::Any)
        out += field("interconnect", interconnectName(resources.interconnect));
    if (!datasetSource.isEmpty())
        out += field("storage.dataset", datasetSource);
    return out;
}

QString SpecError::text() const
{
    if (line <= 0)
        return message;
    return JobSpecs::tr("line %1, column %2: %3").arg(line).arg(column).arg(message);
}

QString SpecParse::errorText(const QString &source) const
{
    QStringList lines;
    for (const SpecError &e : errors)
        lines << (source.isEmpty() ? e.text() : JobSpecs::tr("%1: %2").arg(source, e.text()));
    return lines.join(QLatin1Char('\n'));
}

QByteArray JobSpecs::toYaml(const JobSpec &spec, SpecLayout layout)
{
    const bool guide = layout == SpecLayout::Guide;
    YAML::Emitter e;
    const auto s = [](const QString &v) { return v.toStdString(); };
    const auto quoted = [&](const char *key, const QString &value) {
        e << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << s(value);
    };
    const auto resources = [&] {
        e << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "accelerators" << YAML::Value << spec.resources.accelerators;
        e << YAML::Key << "cpu" << YAML::Value << spec.resources.cpus;
        e << YAML::Key << "memory_gb" << YAML::Value << s(QString::number(spec.resources.memoryGb, 'g', 17));
        if (spec.resources.interconnect != Interconnect::Any)
            e << YAML::Key << "interconnect" << YAML::Value
              << s(interconnectName(spec.resources.interconnect));
        e << YAML::EndMap;
    };
    // image, environment and command: at the top (flat) or under job: worker: (guide).
    const auto perReplica = [&] {
        if (!spec.image.isEmpty())
            quoted("image", spec.image);
        if (!spec.environment.isEmpty())
            quoted("environment", spec.environment);
        e << YAML::Key << "command" << YAML::Value;
        if (readsBackAsLiteral(spec.command))
            e << YAML::Literal << s(spec.command);
        else
            e << YAML::DoubleQuoted << s(spec.command);
    };
    const auto checkpointAndResume = [&] {
        e << YAML::Key << "checkpoint" << YAML::Value << YAML::BeginMap;
        if (!spec.checkpoint.storage.isEmpty()) {
            e << YAML::Key << "storage" << YAML::Value << YAML::BeginSeq;
            for (const QString &uri : spec.checkpoint.storage)
                e << YAML::DoubleQuoted << s(uri);
            e << YAML::EndSeq;
        }
        e << YAML::Key << "interval_steps" << YAML::Value << spec.checkpoint.intervalSteps;
        e << YAML::Key << "keep_last" << YAML::Value << spec.checkpoint.keepLast;
        e << YAML::Key << "verify_on_write" << YAML::Value << spec.checkpoint.verifyOnWrite;
        e << YAML::EndMap;
        e << YAML::Key << "resume" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << (guide ? "strategy" : "mode") << YAML::Value << s(resumeModeName(spec.resume.mode));
        e << YAML::Key << "fallback" << YAML::Value
          << (guide && spec.resume.fallback == ResumeFallback::Previous
                  ? std::string("from-scratch")
                  : s(fallbackName(spec.resume.fallback)));
        e << YAML::EndMap;
    };

    e << YAML::BeginMap;
    if (guide)
        e << YAML::Key << "job" << YAML::Value << YAML::BeginMap;
    quoted("name", spec.name);
    e << YAML::Key << "priority" << YAML::Value << s(priorityName(spec.priority));
    if (!spec.queue.isEmpty())
        quoted("queue", spec.queue);
    e << YAML::Key << "replicas" << YAML::Value << spec.replicas;
    if (guide) {
        e << YAML::Key << "worker" << YAML::Value << YAML::BeginMap;
        resources();
        perReplica();
        e << YAML::EndMap;
    } else {
        resources();
    }
    e << YAML::Key << "locality" << YAML::Value << s(localityName(spec.locality));
    if (spec.timeLimitSeconds > 0)
        e << YAML::Key << "time_limit" << YAML::Value << s(slurmDuration(spec.timeLimitSeconds));
    if (!guide)
        perReplica();
    if (!spec.datasets.isEmpty()) {
        e << YAML::Key << "datasets" << YAML::Value << YAML::BeginSeq;
        for (const DatasetRef &d : spec.datasets) {
            e << YAML::BeginMap << YAML::Key << "id" << YAML::Value << YAML::DoubleQuoted << s(d.id);
            if (!d.version.isEmpty())
                e << YAML::Key << "version" << YAML::Value << YAML::DoubleQuoted << s(d.version);
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }
    if (!spec.datasetSource.isEmpty()) {
        e << YAML::Key << "storage" << YAML::Value << YAML::BeginMap;
        quoted("dataset", spec.datasetSource);
        e << YAML::EndMap;
    }
    e << YAML::Key << "preemptible" << YAML::Value << spec.preemptible;
    e << YAML::Key << "restartPolicy" << YAML::Value << s(restartPolicyName(spec.restartPolicy));
    e << YAML::Key << "maxRetries" << YAML::Value << spec.maxRetries;
    if (!spec.account.isEmpty())
        quoted("account", spec.account);
    if (!spec.project.isEmpty())
        quoted("project", spec.project);
    if (spec.seed)
        e << YAML::Key << "seed" << YAML::Value << static_cast<long long>(*spec.seed);
    if (!spec.codeCommit.isEmpty())
        quoted("commit", spec.codeCommit);
    if (spec.failover.enabled()) {
        e << YAML::Key << "failover" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "backups" << YAML::Value << YAML::BeginSeq;
        for (const QString &b : spec.failover.backups)
            e << YAML::DoubleQuoted << s(b);
        e << YAML::EndSeq;
        e << YAML::Key << "unreachable_after" << YAML::Value
          << s(QString::number(spec.failover.unreachableAfterSeconds) + QLatin1Char('s'));
        e << YAML::Key << "preempted_after" << YAML::Value
          << s(QString::number(spec.failover.preemptedAfterSeconds) + QLatin1Char('s'));
        e << YAML::Key << "queued_after" << YAML::Value
          << s(QString::number(spec.failover.queuedAfterSeconds) + QLatin1Char('s'));
        e << YAML::EndMap;
    }
    if (guide)
        e << YAML::EndMap; // job; checkpoint and resume next to it, as the guides show them
    checkpointAndResume();
    e << YAML::EndMap;
    return QByteArray(e.c_str()) + '\n';
}

QStringList JobSpecs::templateNames()
{
    QStringList names;
    const QStringList candidates = {QStringLiteral("batch-inference"), QStringLiteral("fine-tuning"),
                                    QStringLiteral("training")};
    for (const QString &n : candidates) {
        if (QFile::exists(QStringLiteral(":/jobs/%1.yaml").arg(n)))
            names << n;
    }
    return names;
}

QByteArray JobSpecs::templateText(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9-]+$"));
    if (!re.match(name).hasMatch())
        return {};
    QFile f(QStringLiteral(":/jobs/%1.yaml").arg(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

std::optional<qint64> JobSpecs::parseDuration(const QString &textIn)
{
    const QString text = textIn.trimmed().toLower();
    if (text.isEmpty() || text.size() > 32)
        return std::nullopt;
    const auto num = [](const QString &s) -> std::optional<qint64> {
        if (s.isEmpty() || s.size() > 9)
            return std::nullopt;
        for (const QChar c : s) {
            if (!c.isDigit() || c.unicode() > 127)
                return std::nullopt;
        }
        return s.toLongLong();
    };
    // 90m, 36h, 2d, 1h30m, 45s
    static const QRegularExpression units(
        QStringLiteral("^(?:(\\d+)d)?(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?$"));
    if (const auto m = units.match(text); m.hasMatch() && text.back().isLetter()) {
        qint64 total = 0;
        const qint64 scale[] = {86400, 3600, 60, 1};
        for (int i = 0; i < 4; ++i) {
            if (m.capturedLength(i + 1) == 0)
                continue;
            const auto v = num(m.captured(i + 1));
            if (!v)
                return std::nullopt;
            total += *v * scale[i];
        }
        return total;
    }
    // Slurm: minutes, minutes:seconds, hours:minutes:seconds, days-hours[:minutes[:seconds]]
    qint64 days = 0;
    QString rest = text;
    const qsizetype dash = text.indexOf(QLatin1Char('-'));
    if (dash >= 0) {
        const auto d = num(text.left(dash));
        if (!d)
            return std::nullopt;
        days = *d;
        rest = text.mid(dash + 1);
        const QStringList parts = rest.split(QLatin1Char(':'));
        if (parts.size() > 3)
            return std::nullopt;
        qint64 total = days * 86400;
        const qint64 scale[] = {3600, 60, 1};
        for (int i = 0; i < parts.size(); ++i) {
            const auto v = num(parts.at(i));
            if (!v || (i > 0 && *v >= 60))
                return std::nullopt;
            total += *v * scale[i];
        }
        return total;
    }
    const QStringList parts = rest.split(QLatin1Char(':'));
    std::vector<qint64> v;
    for (const QString &p : parts) {
        const auto x = num(p);
        if (!x)
            return std::nullopt;
        v.push_back(*x);
    }
    switch (v.size()) {
    case 1:
        return v[0] * 60;
    case 2:
        return v[1] < 60 ? std::optional<qint64>(v[0] * 60 + v[1]) : std::nullopt;
    case 3:
        return v[1] < 60 && v[2] < 60 ? std::optional<qint64>(v[0] * 3600 + v[1] * 60 + v[2]) : std::nullopt;
    default:
        return std::nullopt;
    }
}

QString JobSpecs::slurmDuration(qint64 seconds)
{
    if (seconds < 0)
        seconds = 0;
    const qint64 days = seconds / 86400, h = seconds / 3600 % 24, m = seconds / 60 % 60, s = seconds % 60;
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg(h, 2, 10, QLatin1Char('0'))
                            .arg(m, 2, 10, QLatin1Char('0'))
                            .arg(s, 2, 10, QLatin1Char('0'));
    return days > 0 ? QStringLiteral("%1-%2").arg(days).arg(hms) : hms;
}

} // namespace cg::jobs
