// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/hosts_job_table.h"

#include "common/paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace cg::jobs {

namespace {

constexpr qint64 kMaxFileBytes = 64ll << 20;
constexpr int kKeepEndedDays = 30;

const char *stageName(HostsJob::Stage s)
{
    switch (s) {
    case HostsJob::Stage::Queued:
        return "queued";
    case HostsJob::Stage::Held:
        return "held";
    case HostsJob::Stage::Started:
        return "started";
    case HostsJob::Stage::Ended:
        return "ended";
    }
    return "queued";
}

QJsonArray ints(const QList<int> &list)
{
    QJsonArray a;
    for (const int i : list)
        a.append(i);
    return a;
}

} // namespace

QString HostsJob::agentId(int rank) const
{
    return QStringLiteral("%1.%2.%3").arg(id).arg(attempt).arg(rank);
}

QJsonObject HostsJob::toJson() const
{
    QJsonObject envObj;
    for (auto it = env.begin(); it != env.end(); ++it)
        envObj.insert(it.key(), it.value());
    QJsonArray rankArray;
    for (const HostsRank &r : ranks)
        rankArray.append(
            QJsonObject{{QStringLiteral("host"), r.host}, {QStringLiteral("gpus"), ints(r.gpus)}});
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("user"), user},
                       {QStringLiteral("account"), account},
                       {QStringLiteral("stage"), QLatin1String(stageName(stage))},
                       {QStringLiteral("attempt"), attempt},
                       {QStringLiteral("restarts"), restarts},
                       {QStringLiteral("nodes"), nodes},
                       {QStringLiteral("gpusPerNode"), gpusPerNode},
                       {QStringLiteral("restartPolicy"), restartPolicy},
                       {QStringLiteral("preemptible"), preemptible},
                       {QStringLiteral("maxRetries"), maxRetries},
                       {QStringLiteral("timeLimit"), timeLimitSeconds},
                       {QStringLiteral("warnBefore"), warnBeforeSeconds},
                       {QStringLiteral("script"), script},
                       {QStringLiteral("env"), envObj},
                       {QStringLiteral("ranks"), rankArray},
                       {QStringLiteral("submitted"), submitted.toString(Qt::ISODate)},
                       {QStringLiteral("started"), started.toString(Qt::ISODate)},
                       {QStringLiteral("ended"), ended.toString(Qt::ISODate)},
                       {QStringLiteral("finalState"), finalState},
                       {QStringLiteral("exitStatus"), exitStatus},
                       {QStringLiteral("reason"), reason},
                       {QStringLiteral("agentRestarts"), agentRestarts},
                       {QStringLiteral("lostAtStep"), lostAtStep},
                       {QStringLiteral("lostAt"), lostAt.toString(Qt::ISODate)},
                       {QStringLiteral("resumePending"), resumePending}};
}

Result<HostsJob> HostsJob::fromJson(const QJsonObject &o)
{
    using R = Result<HostsJob>;
    static const QRegularExpression idRe(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,47}$"));
    HostsJob j;
    j.id = o.value(QStringLiteral("id")).toString();
    if (!idRe.match(j.id).hasMatch())
        return R::failure(HostsJobTable::tr("a job without a valid id"), ErrorCode::Invalid);
    j.name = o.value(QStringLiteral("name")).toString();
    j.user = o.value(QStringLiteral("user")).toString();
    j.account = o.value(QStringLiteral("account")).toString();
    const QString stage = o.value(QStringLiteral("stage")).toString();
    if (stage == QLatin1String("queued"))
        j.stage = Stage::Queued;
    else if (stage == QLatin1String("held"))
        j.stage = Stage::Held;
    else if (stage == QLatin1String("started"))
        j.stage = Stage::Started;
    else if (stage == QLatin1String("ended"))
        j.stage = Stage::Ended;
    else
        return R::failure(HostsJobTable::tr("job %1 has no known stage").arg(j.id), ErrorCode::Invalid);
    j.attempt = qBound(0, o.value(QStringLiteral("attempt")).toInt(), 999);
    j.restarts = qMax(0, o.value(QStringLiteral("restarts")).toInt());
    j.nodes = qBound(1, o.value(QStringLiteral("nodes")).toInt(1), 999);
    j.gpusPerNode = qBound(0, o.value(QStringLiteral("gpusPerNode")).toInt(), 64);
    j.restartPolicy = o.value(QStringLiteral("restartPolicy")).toString();
    j.preemptible = o.value(QStringLiteral("preemptible")).toBool();
    j.maxRetries = qMax(0, o.value(QStringLiteral("maxRetries")).toInt());
    j.timeLimitSeconds =
        qBound(qint64(0), qint64(o.value(QStringLiteral("timeLimit")).toDouble()), qint64(315360000));
    j.warnBeforeSeconds = qBound(0, o.value(QStringLiteral("warnBefore")).toInt(), 86400);
    j.script = o.value(QStringLiteral("script")).toString();
    const QJsonObject envObj = o.value(QStringLiteral("env")).toObject();
    for (auto it = envObj.begin(); it != envObj.end(); ++it)
        j.env.insert(it.key(), it.value().toString());
    for (const QJsonValue &v : o.value(QStringLiteral("ranks")).toArray()) {
        HostsRank r;
        r.host = v.toObject().value(QStringLiteral("host")).toString();
        for (const QJsonValue &g : v.toObject().value(QStringLiteral("gpus")).toArray())
            r.gpus << g.toInt();
        j.ranks << r;
    }
    j.submitted = QDateTime::fromString(o.value(QStringLiteral("submitted")).toString(), Qt::ISODate);
    j.started = QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODate);
    j.ended = QDateTime::fromString(o.value(QStringLiteral("ended")).toString(), Qt::ISODate);
    j.finalState = o.value(QStringLiteral("finalState")).toString();
    j.exitStatus = o.value(QStringLiteral("exitStatus")).toInt(-1);
    j.reason = o.value(QStringLiteral("reason")).toString();
    j.agentRestarts = qMax(0, o.value(QStringLiteral("agentRestarts")).toInt());
    j.lostAtStep = qMax(qint64(-1), qint64(o.value(QStringLiteral("lostAtStep")).toDouble(-1)));
    j.lostAt = QDateTime::fromString(o.value(QStringLiteral("lostAt")).toString(), Qt::ISODate);
    j.resumePending = o.value(QStringLiteral("resumePending")).toBool();
    if (j.stage == Stage::Started && j.ranks.size() != j.nodes)
        return R::failure(HostsJobTable::tr("job %1 is started but its hosts are not recorded").arg(j.id),
                          ErrorCode::Invalid);
    return j;
}

QString HostsJobTable::fileFor(const QString &backend, const QString &cluster)
{
    QString safe = cluster;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    return QDir(paths::dataDir()).filePath(QStringLiteral("jobs/%1-%2.json").arg(backend, safe));
}

HostsJobTable::HostsJobTable(QString file) : m_file(std::move(file)) {}

HostsJobTable::~HostsJobTable() = default;

Status HostsJobTable::open()
{
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath()))
        return Status::failure(tr("cannot create the directory of %1").arg(m_file));
    m_lock = std::make_unique<QLockFile>(m_file + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(15 * 60 * 1000);
    if (!m_lock->tryLock(2 * 60 * 1000))
        return Status::failure(
            tr("the job table %1 is held by another console (its lock file stays)").arg(m_file),
            ErrorCode::Conflict);
    jobs.clear();
    QFile f(m_file);
    if (!f.exists())
        return Ok{};
    if (!f.open(QIODevice::ReadOnly))
        return Status::failure(tr("cannot read %1: %2").arg(m_file, f.errorString()));
    if (f.size() > kMaxFileBytes)
        return Status::failure(tr("%1 is larger than %2 MiB").arg(m_file).arg(kMaxFileBytes >> 20),
                               ErrorCode::Invalid);
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.read(kMaxFileBytes), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return Status::failure(tr("%1 is not a job table (%2)").arg(m_file, err.errorString()),
                               ErrorCode::Invalid);
    for (const QJsonValue &v : doc.object().value(QStringLiteral("jobs")).toArray()) {
        const Result<HostsJob> j = HostsJob::fromJson(v.toObject());
        if (!j.ok())
            return Status::failure(tr("%1: %2").arg(m_file, j.error()), ErrorCode::Invalid);
        jobs << j.value();
    }
    return Ok{};
}

Status HostsJobTable::save()
{
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addDays(-kKeepEndedDays);
    QJsonArray array;
    for (const HostsJob &j : std::as_const(jobs)) {
        if (j.stage == HostsJob::Stage::Ended && j.ended.isValid() && j.ended < cutoff)
            continue;
        array.append(j.toJson());
    }
    QSaveFile f(m_file);
    if (!f.open(QIODevice::WriteOnly))
        return Status::failure(tr("cannot write %1: %2").arg(m_file, f.errorString()));
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write(
        QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("jobs"), array}}).toJson());
    if (!f.commit())
        return Status::failure(tr("cannot write %1: %2").arg(m_file, f.errorString()));
    return Ok{};
}

HostsJob *HostsJobTable::find(const QString &id)
{
    for (HostsJob &j : jobs) {
        if (j.id == id)
            return &j;
    }
    return nullptr;
}

} // namespace cg::jobs
