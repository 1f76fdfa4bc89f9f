// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/squeue_poller.h"

#include "jobs/slurm_records.h"

#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <limits>

namespace cg::jobs {

namespace {

// squeue -O fields, in order. Widths are generous: squeue cuts a value at its field's width. Name goes
// last, without a suffix, so that a '|' in a job name cannot shift the other fields.
struct Column
{
    const char *name;
    int width;
};
const Column kColumns[] = {{"JobID", 32},     {"State", 24},     {"Reason", 256},    {"RestartCnt", 8},
                           {"TimeUsed", 16},  {"TimeLimit", 16}, {"Partition", 64},  {"NumNodes", 8},
                           {"NodeList", 512}, {"Account", 64},   {"SubmitTime", 24}, {"StartTime", 24},
                           {"Name", 256}};
constexpr int kColumnCount = int(sizeof(kColumns) / sizeof(kColumns[0]));

const QRegularExpression &jobIdRe()
{
    // 123, an array element 123_4, a heterogeneous component 123+1.
    static const QRegularExpression re(QStringLiteral("^[0-9]{1,18}(?:_[0-9]{1,10})?(?:\\+[0-9]{1,6})?$"));
    return re;
}

QString shortened(const QString &line)
{
    return line.size() > 160 ? line.left(157) + QStringLiteral("...") : line;
}

int leadingInt(const QString &s)
{
    int i = 0;
    qint64 v = 0;
    while (i < s.size() && s.at(i).isDigit() && s.at(i).unicode() < 128 &&
           v < std::numeric_limits<int>::max() / 10) {
        v = v * 10 + (s.at(i).unicode() - '0');
        ++i;
    }
    return int(v);
}

QString firstWord(const QString &s)
{
    return s.trimmed().section(QLatin1Char(' '), 0, 0);
}

bool sameReport(const JobStatus &a, const JobStatus &b)
{
    return a.state == b.state && a.reason == b.reason && a.restarts == b.restarts && a.inQueue == b.inQueue &&
           a.exitCode == b.exitCode;
}

// Sorts "9" before "10", array elements after their job.
bool jobIdLess(const QString &a, const QString &b)
{
    const qint64 na = a.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('+'), 0, 0).toLongLong();
    const qint64 nb = b.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('+'), 0, 0).toLongLong();
    return na != nb ? na < nb : a < b;
}

} // namespace

QString SqueueFormat::squeueCommand(bool allUsers)
{
    QStringList fields;
    for (int i = 0; i < kColumnCount; ++i) {
        const bool last = i == kColumnCount - 1;
        fields << QStringLiteral("%1:%2%3")
                      .arg(QLatin1String(kColumns[i].name))
                      .arg(kColumns[i].width)
                      .arg(last ? QString() : QStringLiteral("|"));
    }
    return QStringLiteral("squeue -h -t all -r%1 -O '%2'")
        .arg(allUsers ? QString() : QStringLiteral(" --me"), fields.join(QLatin1Char(',')));
}

QDateTime SqueueFormat::parseTime(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("N/A") || t == QLatin1String("Unknown") ||
        t == QLatin1String("None"))
        return {};
    QDateTime d = QDateTime::fromString(t, Qt::ISODate);
    if (d.isValid())
        d.setTimeZone(QTimeZone::utc());
    return d;
}

SqueueParse SqueueFormat::parseSqueue(const QByteArray &output)
{
    SqueueParse out;
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
    for (int n = 0; n < lines.size(); ++n) {
        QString line = lines.at(n);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        const auto problem = [&](const QString &message) {
            out.problems << ParseProblem{n + 1, shortened(line), message};
        };
        QStringList f = line.split(QLatin1Char('|'));
        if (f.size() < kColumnCount) {
            problem(tr("expected %1 '|'-separated fields, found %2").arg(kColumnCount).arg(f.size()));
            continue;
        }
        if (f.size() > kColumnCount) { // a '|' in the job name
            const QString name = f.mid(kColumnCount - 1).join(QLatin1Char('|'));
            f = f.mid(0, kColumnCount - 1);
            f << name;
        }
        for (QString &v : f)
            v = v.trimmed();
        JobStatus s;
        s.jobId = f.at(0);
        if (!jobIdRe().match(s.jobId).hasMatch()) {
            problem(tr("'%1' is not a job id").arg(s.jobId.left(40)));
            continue;
        }
        s.state = firstWord(f.at(1));
        s.phase = SlurmStates::job(s.state);
        if (s.state.isEmpty()) {
            problem(tr("job %1 has no state").arg(s.jobId));
            continue;
        }
        s.reason = f.at(2);
        bool ok = false;
        s.restarts = f.at(3).toInt(&ok);
        if (!ok || s.restarts < 0) {
            problem(tr("job %1: restart count '%2' is not a number").arg(s.jobId, f.at(3).left(20)));
            s.restarts = 0;
        }
        s.elapsed = f.at(4);
        s.timeLimit = f.at(5);
        s.partition = f.at(6);
        s.nodes = leadingInt(f.at(7));
        s.nodeList = f.at(8) == QLatin1String("(null)") ? QString() : f.at(8);
        s.account = f.at(9);
        s.submitted = parseTime(f.at(10));
        s.started = parseTime(f.at(11));
        s.name = f.at(12);
        s.inQueue = true;
        out.jobs << s;
    }
    return out;
}

QString SqueueFormat::scontrolCommand(const QString &jobId)
{
    // Only ids that passed jobIdRe reach here; anything else would not be a job.
    return QStringLiteral("scontrol -o show job %1")
        .arg(jobIdRe().match(jobId).hasMatch() ? jobId : QStringLiteral("0"));
}

ScontrolParse SqueueFormat::parseScontrol(const QByteArray &output)
{
    ScontrolParse out;
    const QString text = QString::fromUtf8(output).trimmed();
    if (text.isEmpty()) {
        out.error = tr("scontrol printed nothing");
        return out;
    }
    if (text.contains(QLatin1String("Invalid job id"), Qt::CaseInsensitive)) {
        out.error = text.section(QLatin1Char('\n'), 0, 0).trimmed();
        return out;
    }
    // One line of Key=Value pairs; a value may hold spaces (JobName, Command), so a word that does not look
    // like "Key=" continues the previous value.
    static const QRegularExpression keyRe(QStringLiteral("^[A-Za-z][A-Za-z0-9:/_.-]*="));
    QHash<QString, QString> kv;
    QString lastKey;
    const QString line = text.section(QLatin1Char('\n'), 0, 0);
    for (const QString &word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (keyRe.match(word).hasMatch()) {
            lastKey = word.section(QLatin1Char('='), 0, 0);
            if (!kv.contains(lastKey))
                kv.insert(lastKey, word.section(QLatin1Char('='), 1));
            else
                lastKey.clear(); // a repeated key: keep the first
        } else if (!lastKey.isEmpty()) {
            kv[lastKey] += QLatin1Char(' ') + word;
        }
    }
    JobStatus s;
    s.jobId = kv.value(QStringLiteral("JobId"));
    if (!jobIdRe().match(s.jobId).hasMatch()) {
        out.error = tr("not a job record: %1").arg(shortened(line));
        return out;
    }
    // An array element reports ArrayJobId/ArrayTaskId; squeue names it 123_4.
    const QString arrayJob = kv.value(QStringLiteral("ArrayJobId")),
                  arrayTask = kv.value(QStringLiteral("ArrayTaskId"));
    if (!arrayJob.isEmpty() && !arrayTask.isEmpty() && arrayTask.toInt() >= 0 &&
        jobIdRe().match(arrayJob + QLatin1Char('_') + arrayTask).hasMatch())
        s.jobId = arrayJob + QLatin1Char('_') + arrayTask;
    s.name = kv.value(QStringLiteral("JobName"));
    s.state = firstWord(kv.value(QStringLiteral("JobState")));
    s.phase = SlurmStates::job(s.state);
    s.reason = kv.value(QStringLiteral("Reason"));
    s.restarts = leadingInt(kv.value(QStringLiteral("Restarts")));
    s.elapsed = kv.value(QStringLiteral("RunTime"));
    s.timeLimit = kv.value(QStringLiteral("TimeLimit"));
    s.partition = kv.value(QStringLiteral("Partition"));
    s.nodes = leadingInt(kv.value(QStringLiteral("NumNodes")));
    s.nodeList = kv.value(QStringLiteral("NodeList"));
    if (s.nodeList == QLatin1String("(null)"))
        s.nodeList.clear();
    s.account = kv.value(QStringLiteral("Account"));
    if (s.account == QLatin1String("(null)"))
        s.account.clear();
    s.exitCode = kv.value(QStringLiteral("ExitCode"));
    s.submitted = parseTime(kv.value(QStringLiteral("SubmitTime")));
    s.started = parseTime(kv.value(QStringLiteral("StartTime")));
    s.inQueue = false;
    if (s.state.isEmpty()) {
        out.error = tr("job %1: no JobState in scontrol's answer").arg(s.jobId);
        return out;
    }
    out.job = s;
    return out;
}

ClusterPoller::ClusterPoller(QString cluster, int intervalSeconds) : m_cluster(std::move(cluster))
{
    setInterval(intervalSeconds);
}

void ClusterPoller::setInterval(int seconds)
{
    m_interval = std::max(seconds, int(kFastIntervalSeconds));
}

void ClusterPoller::track(const QString &jobId)
{
    if (jobIdRe().match(jobId).hasMatch())
        m_tracked.insert(jobId);
}

void ClusterPoller::untrack(const QString &jobId)
{
    m_tracked.remove(jobId);
    m_settled.remove(jobId);
    if (!m_allUsers)
        m_known.remove(jobId);
}

QStringList ClusterPoller::tracked() const
{
    QStringList out(m_tracked.begin(), m_tracked.end());
    std::sort(out.begin(), out.end(), jobIdLess);
    return out;
}

void ClusterPoller::noteSubmitted(const QString &jobId, const QDateTime &now)
{
    track(jobId);
    m_fastUntil = now.addSecs(kFastWindowSeconds);
}

int ClusterPoller::currentInterval(const QDateTime &now) const
{
    return m_fastUntil.isValid() && now < m_fastUntil ? std::min(m_interval, int(kFastIntervalSeconds))
                                                      : m_interval;
}

QDateTime ClusterPoller::nextPollAt() const
{
    if (!m_lastPoll.isValid())
        return {};
    return m_lastPoll.addSecs(currentInterval(m_lastPoll));
}

bool ClusterPoller::isDue(const QDateTime &now) const
{
    return !m_lastPoll.isValid() || now >= nextPollAt();
}

void ClusterPoller::record(const JobStatus &s, PollCycle *cycle)
{
    const auto it = m_known.constFind(s.jobId);
    const bool changed = it == m_known.constEnd() || !sameReport(*it, s);
    m_known.insert(s.jobId, s);
    if (changed && cycle && m_tracked.contains(s.jobId))
        cycle->changed << s;
}

QStringList ClusterPoller::ingestSqueue(const QByteArray &output, const QDateTime &now, PollCycle *cycle)
{
    m_lastPoll = now;
    const SqueueParse parsed = SqueueFormat::parseSqueue(output);
    if (cycle) {
        cycle->squeueRan = true;
        cycle->problems += parsed.problems;
    }
    QSet<QString> listed;
    for (const JobStatus &s : parsed.jobs) {
        listed.insert(s.jobId);
        if (m_allUsers || m_tracked.contains(s.jobId)) {
            m_settled.remove(s.jobId); // back in the queue (requeued)
            record(s, cycle);
        }
    }
    QStringList ask;
    for (const QString &id : tracked()) {
        if (listed.contains(id) || m_settled.contains(id))
            continue;
        ask << id;
        if (cycle)
            cycle->left << id;
    }
    return ask;
}

void ClusterPoller::ingestScontrol(const QString &jobId, const QByteArray &output, PollCycle *cycle)
{
    const ScontrolParse parsed = SqueueFormat::parseScontrol(output);
    if (!parsed.job) {
        if (parsed.error.contains(QLatin1String("Invalid job id"), Qt::CaseInsensitive)) {
            // Purged after MinJobAge: nothing more will be learnt about it.
            m_tracked.remove(jobId);
            m_settled.remove(jobId);
            if (cycle)
                cycle->vanished << jobId;
        } else if (cycle) {
            cycle->problems << ParseProblem{1, shortened(QString::fromUtf8(output).trimmed()),
                                            tr("job %1: %2").arg(jobId, parsed.error)};
        }
        return;
    }
    JobStatus s = *parsed.job;
    s.jobId = jobId; // as tracked (scontrol may name an array element differently)
    record(s, cycle);
    if (s.finished())
        m_settled.insert(jobId);
}

void ClusterPoller::squeueFailed(const QString &error, const QDateTime &now, PollCycle *cycle)
{
    m_lastPoll = now; // try again at the next interval, not at once
    if (cycle)
        cycle->error = error;
}

PollCycle ClusterPoller::poll(const CommandRunner &run, const QDateTime &now)
{
    PollCycle cycle;
    cycle.cluster = m_cluster;
    if (!run) {
        squeueFailed(tr("no connection to %1").arg(m_cluster), now, &cycle);
        return cycle;
    }
    const Result<QByteArray> out = run(squeueCommand());
    ++cycle.commandsRun;
    if (!out) {
        squeueFailed(tr("squeue on %1 failed: %2").arg(m_cluster, out.error()), now, &cycle);
        return cycle;
    }
    const QStringList ask = ingestSqueue(out.value(), now, &cycle);
    for (const QString &id : ask) {
        const Result<QByteArray> job = run(SqueueFormat::scontrolCommand(id));
        ++cycle.commandsRun;
        // scontrol exits non-zero for a purged job; its message is in the error.
        ingestScontrol(id, job ? job.value() : job.error().toUtf8(), &cycle);
    }
    return cycle;
}

std::optional<JobStatus> ClusterPoller::status(const QString &jobId) const
{
    const auto it = m_known.constFind(jobId);
    if (it == m_known.constEnd())
        return std::nullopt;
    return *it;
}

QList<JobStatus> ClusterPoller::statuses() const
{
    QList<JobStatus> out = m_known.values();
    std::sort(out.begin(), out.end(),
              [](const JobStatus &a, const JobStatus &b) { return jobIdLess(a.jobId, b.jobId); });
    return out;
}

ClusterPoller &JobMonitor::cluster(const QString &name)
{
    return m_pollers.try_emplace(name, name).first->second;
}

QStringList JobMonitor::clusters() const
{
    QStringList out;
    for (const auto &[name, poller] : m_pollers)
        out << name;
    return out;
}

QList<PollCycle> JobMonitor::pollDue(const RunnerFor &runnerFor, const QDateTime &now)
{
    QList<PollCycle> out;
    for (auto &[name, poller] : m_pollers) {
        if (!poller.isDue(now) || (poller.tracked().isEmpty() && !poller.allUsers()))
            continue;
        out << poller.poll(runnerFor ? runnerFor(name) : CommandRunner(), now);
    }
    return out;
}

QDateTime JobMonitor::nextDue() const
{
    QDateTime best;
    for (const auto &[name, poller] : m_pollers) {
        if (poller.tracked().isEmpty() && !poller.allUsers())
            continue;
        QDateTime at = poller.nextPollAt();
        if (!at.isValid())
            at = QDateTime::fromSecsSinceEpoch(0, QTimeZone::utc()); // never polled: due now
        if (!best.isValid() || at < best)
            best = at;
    }
    return best;
}

} // namespace cg::jobs
