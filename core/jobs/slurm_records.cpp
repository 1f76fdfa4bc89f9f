// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/slurm_records.h"

#include "inventory/hostlist.h"

#include <QHash>
#include <QRegularExpression>

namespace cg::jobs {

namespace {

constexpr int kMaxHosts = 100000;
// One job per line: far longer than any real `scontrol -o show job -d` line, short enough that a crafted one
// costs little.
constexpr qsizetype kMaxLineChars = 512 * 1024;

struct KeyValue
{
    QString key;
    QString value;
};

// "Key=value Key2=two words Key3=" -> pairs. A value runs until the next " Key=" (keys start with a
// letter and hold letters, digits, '_', ':' and '/'), so job names with spaces stay whole.
// Scanned by hand in one pass (what the pattern (?:^|\s)([A-Za-z][A-Za-z0-9_:/]*)= finds, without a match
// object per key).
QList<KeyValue> keyValues(const QString &line)
{
    const auto isLetter = [](char16_t c) { return (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z'); };
    const auto isKeyChar = [&](char16_t c) {
        return isLetter(c) || (c >= u'0' && c <= u'9') || c == u'_' || c == u':' || c == u'/';
    };
    // What \s is without Unicode properties: ASCII white space.
    const auto isSpace = [](char16_t c) { return c == u' ' || (c >= u'\t' && c <= u'\r'); };
    const char16_t *d = reinterpret_cast<const char16_t *>(line.constData());
    const qsizetype n = line.size();
    QList<KeyValue> out;
    qsizetype pendingValueStart = -1;
    for (qsizetype i = 0; i < n;) {
        qsizetype keyStart;
        if (i == 0 && isLetter(d[0]))
            keyStart = 0;
        else if (isSpace(d[i]) && i + 1 < n && isLetter(d[i + 1]))
            keyStart = i + 1;
        else {
            ++i;
            continue;
        }
        qsizetype keyEnd = keyStart + 1;
        while (keyEnd < n && isKeyChar(d[keyEnd]))
            ++keyEnd;
        if (keyEnd >= n || d[keyEnd] != u'=') {
            i = keyStart == 0 ? 1 : i + 1;
            continue;
        }
        if (pendingValueStart >= 0)
            out.last().value = line.mid(pendingValueStart, i - pendingValueStart).trimmed();
        out.append(KeyValue{line.mid(keyStart, keyEnd - keyStart), QString()});
        pendingValueStart = keyEnd + 1;
        i = keyEnd + 1;
    }
    if (pendingValueStart >= 0)
        out.last().value = line.mid(pendingValueStart).trimmed();
    return out;
}

QMap<QString, QString> toMap(const QList<KeyValue> &kvs)
{
    QMap<QString, QString> m;
    for (const KeyValue &kv : kvs) {
        if (!m.contains(kv.key)) // -d repeats Nodes=/GRES= per node group; the first is the job's own
            m.insert(kv.key, kv.value);
    }
    return m;
}

QString nullable(const QString &v)
{
    return v == QLatin1String("(null)") || v == QLatin1String("N/A") ? QString() : v;
}

QString userName(const QString &v)
{
    const qsizetype paren = v.indexOf(QLatin1Char('('));
    return paren > 0 ? v.left(paren) : v;
}

QDateTime slurmTime(const QString &v, int utcOffsetSeconds)
{
    // What Slurm prints, read by hand (QDateTime::fromString builds a parser on every call): digits at
    // their places. Anything else goes to Qt's parser, which needs the literal 'T' at least.
    if (v.size() == 19 && v.at(4) == u'-' && v.at(7) == u'-' && v.at(10) == u'T' && v.at(13) == u':' &&
        v.at(16) == u':') {
        const auto num = [&](int at, int width) {
            int n = 0;
            for (int i = at; i < at + width; ++i) {
                const char16_t c = v.at(i).unicode();
                if (c < u'0' || c > u'9')
                    return -1;
                n = n * 10 + (c - u'0');
            }
            return n;
        };
        const QDate date(num(0, 4), num(5, 2), num(8, 2));
        const QTime time(num(11, 2), num(14, 2), num(17, 2));
        if (num(0, 4) >= 0 && date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC).addSecs(-utcOffsetSeconds);
    }
    if (!v.contains(u'T'))
        return {};
    const QDateTime local = QDateTime::fromString(v, QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    if (!local.isValid())
        return {};
    return QDateTime(local.date(), local.time(), Qt::UTC).addSecs(-utcOffsetSeconds);
}

int toInt(const QString &v, int fallback = 0)
{
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok ? n : fallback;
}

QList<int> indexList(const QString &text)
{
    QList<int> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList ab = part.split(QLatin1Char('-'));
        const int a = toInt(ab.value(0), -1);
        const int b = ab.size() > 1 ? toInt(ab.value(1), -1) : a;
        for (int i = a; i >= 0 && i <= b && out.size() < 4096; ++i)
            out << i;
    }
    return out;
}

// NodeList= / Nodes= as Slurm prints them: Slurm's own grammar, no extensions. "(null)", "None assigned"
// and an empty value mean no node yet; anything else that names no host is an error, never zero hosts.
Result<QStringList> nodesOf(const QString &expression)
{
    const QString e = expression.trimmed();
    if (e.isEmpty() || e == QLatin1String("(null)") || e == QLatin1String("None assigned"))
        return QStringList{};
    const auto hosts = Hostlist::expandSlurm(e, kMaxHosts);
    if (!hosts)
        return hosts;
    if (hosts->isEmpty())
        return Result<QStringList>::failure(SlurmRecords::tr("'%1' names no host").arg(e.left(80)));
    for (const QString &h : hosts.value()) {
        if (h.isEmpty() || h.contains(u'[') || h.contains(u']'))
            return Result<QStringList>::failure(
                SlurmRecords::tr("Slurm would read a host named '%1' here, which no node list Slurm prints "
                                 "holds: the record is damaged")
                    .arg(h.left(80)));
    }
    return hosts;
}

Result<QList<JobRecord>> parseLines(const QString &text, int offset,
                                    Result<JobRecord> (*one)(const QString &, int))
{
    using R = Result<QList<JobRecord>>;
    QList<JobRecord> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        if (line.size() > kMaxLineChars)
            return R::failure(
                SlurmRecords::tr("line %1: %2 characters long; an accounting record is at most %3 "
                                 "characters (one job per line), so this is not one")
                    .arg(i + 1)
                    .arg(line.size())
                    .arg(kMaxLineChars));
        const auto r = one(line, offset);
        if (!r)
            return R::failure(SlurmRecords::tr("line %1: %2").arg(i + 1).arg(r.error()));
        out << r.value();
    }
    return out;
}

} // namespace

JobState SlurmStates::job(const QString &slurmState)
{
    static const QHash<QString, JobState> map{
        {QStringLiteral("PENDING"), JobState::Pending},
        {QStringLiteral("REQUEUE_HOLD"), JobState::Pending},
        {QStringLiteral("REQUEUE_FED"), JobState::Pending},
        {QStringLiteral("RESV_DEL_HOLD"), JobState::Pending},
        {QStringLiteral("CONFIGURING"), JobState::Running},
        {QStringLiteral("RUNNING"), JobState::Running},
        {QStringLiteral("RESIZING"), JobState::Running},
        {QStringLiteral("SIGNALING"), JobState::Running},
        {QStringLiteral("SUSPENDED"), JobState::Suspended},
        {QStringLiteral("STOPPED"), JobState::Suspended},
        {QStringLiteral("COMPLETING"), JobState::Completing},
        {QStringLiteral("STAGE_OUT"), JobState::Completing},
        {QStringLiteral("REQUEUED"), JobState::Requeued},
        {QStringLiteral("COMPLETED"), JobState::Completed},
        {QStringLiteral("FAILED"), JobState::Failed},
        {QStringLiteral("CANCELLED"), JobState::Cancelled},
        {QStringLiteral("PREEMPTED"), JobState::Preempted},
        {QStringLiteral("TIMEOUT"), JobState::Timeout},
        {QStringLiteral("DEADLINE"), JobState::Timeout},
        {QStringLiteral("NODE_FAIL"), JobState::NodeFail},
        {QStringLiteral("BOOT_FAIL"), JobState::NodeFail},
        {QStringLiteral("OUT_OF_MEMORY"), JobState::OutOfMemory},
        {QStringLiteral("SPECIAL_EXIT"), JobState::Ended},
        {QStringLiteral("REVOKED"), JobState::Ended},
    };
    QString word = slurmState.trimmed().section(QLatin1Char(' '), 0, 0).toUpper();
    while (word.endsWith(QLatin1Char('+')) || word.endsWith(QLatin1Char('*')))
        word.chop(1);
    return map.value(word, JobState::Unknown);
}

NodeState SlurmStates::node(const QString &sinfoState)
{
    QString word = sinfoState.trimmed().toLower();
    // Flags after the base state: '*' not responding, '~' powered off, '#' powering up, '!' powering down,
    // '%' powering off, '$' maintenance reservation, '@' reboot pending, '^' rebooting, '-' planned.
    const bool notResponding = word.contains(QLatin1Char('*'));
    const bool maintenance = word.contains(QLatin1Char('$'));
    while (!word.isEmpty() && !word.back().isLetter())
        word.chop(1);
    const qsizetype plus = word.indexOf(QLatin1Char('+'));
    if (plus > 0)
        word = word.left(plus);
    if (notResponding || word == QLatin1String("down") || word == QLatin1String("fail") ||
        word == QLatin1String("failing") || word == QLatin1String("unknown") || word == QLatin1String("unk"))
        return NodeState::Down;
    if (maintenance || word == QLatin1String("maint") || word == QLatin1String("maintenance") ||
        word == QLatin1String("reboot") || word == QLatin1String("reboot_issued") ||
        word == QLatin1String("reboot_requested") || word == QLatin1String("future") ||
        word == QLatin1String("powered_down") || word == QLatin1String("power_down") ||
        word == QLatin1String("powering_up") || word == QLatin1String("powering_down"))
        return NodeState::Maintenance;
    if (word == QLatin1String("idle"))
        return NodeState::Idle;
    if (word == QLatin1String("mix") || word == QLatin1String("mixed"))
        return NodeState::Mixed;
    if (word == QLatin1String("alloc") || word == QLatin1String("allocated"))
        return NodeState::Allocated;
    if (word == QLatin1String("comp") || word == QLatin1String("completing"))
        return NodeState::Completing;
    if (word == QLatin1String("resv") || word == QLatin1String("reserved") ||
        word == QLatin1String("planned"))
        return NodeState::Reserved;
    if (word == QLatin1String("drng") || word == QLatin1String("draining"))
        return NodeState::Draining;
    if (word == QLatin1String("drain") || word == QLatin1String("drained"))
        return NodeState::Drained;
    return NodeState::Unknown;
}

qint64 SlurmRecords::parseDuration(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^(?:(\\d+)-)?(?:(\\d+):)?(\\d+):(\\d+)$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return -1;
    return m.captured(1).toLongLong() * 86400 + m.captured(2).toLongLong() * 3600 +
           m.captured(3).toLongLong() * 60 + m.captured(4).toLongLong();
}

int SlurmRecords::gpusInTres(const QString &tres)
{
    int best = -1;
    for (QString item : tres.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        item.replace(QLatin1Char('/'), QLatin1Char(':')).replace(QLatin1Char('='), QLatin1Char(':'));
        if (!item.startsWith(QLatin1String("gres:gpu")))
            continue;
        const QStringList f = item.split(QLatin1Char(':'));
        if (f.value(1) != QLatin1String("gpu"))
            continue;
        bool ok = false;
        const int n = f.last().toInt(&ok);
        best = qMax(best, ok ? n : 1); // "gres:gpu" alone means one
    }
    return best;
}

Result<JobRecord> SlurmRecords::parseScontrolLine(const QString &line, int utcOffsetSeconds)
{
    using R = Result<JobRecord>;
    const QList<KeyValue> kvs = keyValues(line);
    const QMap<QString, QString> m = toMap(kvs);
    if (m.value(QStringLiteral("JobId")).isEmpty() || !m.contains(QStringLiteral("JobState")))
        return R::failure(
            tr("not a line of `scontrol -o show job` (no JobId= and JobState=): %1").arg(line.left(80)));
    JobRecord r;
    r.source = QStringLiteral("scontrol");
    r.jobId = m.value(QStringLiteral("JobId"));
    r.name = m.value(QStringLiteral("JobName"));
    r.user = userName(m.value(QStringLiteral("UserId")));
    r.account = nullable(m.value(QStringLiteral("Account")));
    r.wckey = nullable(m.value(QStringLiteral("WCKey")));
    r.partition = m.value(QStringLiteral("Partition"));
    r.state = m.value(QStringLiteral("JobState")).section(QLatin1Char(' '), 0, 0);
    r.phase = SlurmStates::job(r.state);
    r.cluster = nullable(m.value(QStringLiteral("Cluster")));
    r.nodeList = nullable(m.value(QStringLiteral("NodeList")));
    const auto nodes = nodesOf(r.nodeList);
    if (!nodes)
        return R::failure(
            tr("job %1: NodeList=%2: %3").arg(r.jobId.left(80), r.nodeList.left(80), nodes.error()));
    r.nodes = nodes.value();
    r.submit = slurmTime(m.value(QStringLiteral("SubmitTime")), utcOffsetSeconds);
    r.start = slurmTime(m.value(QStringLiteral("StartTime")), utcOffsetSeconds);
    r.end = slurmTime(m.value(QStringLiteral("EndTime")), utcOffsetSeconds);
    r.runSeconds = parseDuration(m.value(QStringLiteral("RunTime")));
    r.numNodes = toInt(m.value(QStringLiteral("NumNodes")).section(QLatin1Char('-'), 0, 0));
    r.numTasks = toInt(m.value(QStringLiteral("NumTasks")));
    r.exitCode = m.value(QStringLiteral("ExitCode"));
    if (r.state == QLatin1String("PENDING")) {
        r.start = {}; // StartTime of a pending job is only the scheduler's guess
        r.end = {};
        r.runSeconds = 0;
    }

    // GPUs: the allocated TRES when gres/gpu is accounted, else what was asked for per job, node or task.
    int gpus = gpusInTres(m.value(QStringLiteral("TRES")));
    if (gpus < 0)
        gpus = gpusInTres(m.value(QStringLiteral("TresPerJob")));
    if (gpus < 0) {
        const int perNode = gpusInTres(m.value(QStringLiteral("TresPerNode")));
        if (perNode >= 0)
            gpus = perNode * qMax(1, r.numNodes);
    }
    if (gpus < 0) {
        const int perTask = gpusInTres(m.value(QStringLiteral("TresPerTask")));
        if (perTask >= 0)
            gpus = perTask * qMax(1, r.numTasks);
    }
    r.gpus = qMax(0, gpus); // scontrol names every GPU request: none printed means none held

    // scontrol -d: "Nodes=gpu-[01-02] CPU_IDs=0-7 Mem=0 GRES=gpu:2(IDX:0-1)" per node group.
    static const QRegularExpression idx(QStringLiteral("gpu[^()]*\\(IDX:([0-9,\\-]+)\\)"));
    QString groupNodes;
    bool inDetail = false;
    qsizetype groupHosts = 0; // the groups split the job's nodes: together at most kMaxHosts
    for (const KeyValue &kv : kvs) {
        if (kv.key == QLatin1String("JOB_GRES"))
            inDetail = true;
        if (!inDetail)
            continue;
        if (kv.key == QLatin1String("Nodes")) {
            groupNodes = kv.value;
        } else if (kv.key == QLatin1String("GRES") && !groupNodes.isEmpty()) {
            const QRegularExpressionMatch im = idx.match(kv.value);
            if (im.hasMatch()) {
                const auto hosts = nodesOf(groupNodes);
                if (!hosts)
                    return R::failure(
                        tr("job %1: Nodes=%2: %3").arg(r.jobId.left(80), groupNodes.left(80), hosts.error()));
                groupHosts += hosts->size();
                if (groupHosts > kMaxHosts)
                    return R::failure(tr("job %1: its node groups (Nodes=) name more than %2 hosts")
                                          .arg(r.jobId.left(80))
                                          .arg(kMaxHosts));
                const QList<int> indices = indexList(im.captured(1)); // shared by the group's hosts
                for (const QString &h : hosts.value())
                    r.gpuIndices.insert(h, indices);
            }
        }
    }
    return r;
}

Result<JobRecord> SlurmRecords::parseJobcompLine(const QString &line, int utcOffsetSeconds)
{
    using R = Result<JobRecord>;
    const QMap<QString, QString> m = toMap(keyValues(line));
    if (m.value(QStringLiteral("JobId")).isEmpty() || !m.contains(QStringLiteral("JobState")) ||
        !m.contains(QStringLiteral("NodeCnt")))
        return R::failure(
            tr("not a jobcomp/filetxt line (no JobId=, JobState= and NodeCnt=): %1").arg(line.left(80)));
    JobRecord r;
    r.source = QStringLiteral("jobcomp");
    r.jobId = m.value(QStringLiteral("JobId"));
    r.name = m.value(QStringLiteral("Name"));
    r.user = userName(m.value(QStringLiteral("UserId")));
    r.account = nullable(m.value(QStringLiteral("Account")));
    r.wckey = nullable(m.value(QStringLiteral("WcKey")));
    r.partition = m.value(QStringLiteral("Partition"));
    r.state = m.value(QStringLiteral("JobState")).section(QLatin1Char(' '), 0, 0);
    r.phase = SlurmStates::job(r.state);
    r.cluster = nullable(m.value(QStringLiteral("Cluster")));
    if (r.cluster == QLatin1String("unknown"))
        r.cluster.clear();
    r.nodeList = nullable(m.value(QStringLiteral("NodeList")));
    const auto nodes = nodesOf(r.nodeList);
    if (!nodes)
        return R::failure(
            tr("job %1: NodeList=%2: %3").arg(r.jobId.left(80), r.nodeList.left(80), nodes.error()));
    r.nodes = nodes.value();
    r.submit = slurmTime(m.value(QStringLiteral("SubmitTime")), utcOffsetSeconds);
    r.start = slurmTime(m.value(QStringLiteral("StartTime")), utcOffsetSeconds);
    r.end = slurmTime(m.value(QStringLiteral("EndTime")), utcOffsetSeconds);
    r.numNodes = toInt(m.value(QStringLiteral("NodeCnt")));
    r.numTasks = toInt(m.value(QStringLiteral("ProcCnt")));
    r.exitCode = m.value(QStringLiteral("ExitCode"));
    r.gpus = gpusInTres(m.value(QStringLiteral("Tres"))); // -1 unless gres/gpu is an accounted TRES
    return r;
}

Result<QList<JobRecord>> SlurmRecords::parseScontrol(const QString &text, int utcOffsetSeconds)
{
    return parseLines(text, utcOffsetSeconds, &SlurmRecords::parseScontrolLine);
}

Result<QList<JobRecord>> SlurmRecords::parseJobcomp(const QString &text, int utcOffsetSeconds)
{
    return parseLines(text, utcOffsetSeconds, &SlurmRecords::parseJobcompLine);
}

Result<QList<JobRecord>> SlurmRecords::parseAny(const QString &text, int utcOffsetSeconds)
{
    return parseLines(text, utcOffsetSeconds, [](const QString &line, int offset) {
        if (line.contains(QLatin1String(" NodeCnt=")) && !line.contains(QLatin1String(" NumNodes=")))
            return parseJobcompLine(line, offset);
        return parseScontrolLine(line, offset);
    });
}

int SlurmRecords::fillGpus(QList<JobRecord> &records, const QList<JobRecord> &from)
{
    QMap<QString, int> known;
    for (const JobRecord &r : from) {
        if (r.gpusKnown())
            known.insert(r.cluster + QLatin1Char('/') + r.jobId, r.gpus);
    }
    int filled = 0;
    for (JobRecord &r : records) {
        if (r.gpusKnown())
            continue;
        const QString key = r.cluster + QLatin1Char('/') + r.jobId;
        if (known.contains(key)) {
            r.gpus = known.value(key);
            ++filled;
        }
    }
    return filled;
}

} // namespace cg::jobs
