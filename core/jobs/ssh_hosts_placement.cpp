// SPDX-License-Identifier: GPL-3.0-or-later
// SshHostsBackend (ssh_hosts_backend.h): its hosts, what each has free, and where a job fits.
#include "jobs/ssh_hosts_backend.h"

#include "protocol/job_description.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace cg::jobs {

namespace {

QString hostTag(QString s)
{
    s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("-"));
    while (!s.isEmpty() && !s.front().isLetterOrNumber())
        s.remove(0, 1);
    s = s.left(64);
    return s.isEmpty() ? QStringLiteral("host") : s;
}

// "root@10.0.0.5:2222" -> "10.0.0.5"
QString addressOf(const QString &described)
{
    QString a = described.mid(described.indexOf(QLatin1Char('@')) + 1);
    if (a.startsWith(QLatin1Char('['))) {
        const qsizetype close = a.indexOf(QLatin1Char(']'));
        return close > 0 ? a.mid(1, close - 1) : a;
    }
    const qsizetype colon = a.lastIndexOf(QLatin1Char(':'));
    return colon > 0 && a.indexOf(QLatin1Char(':')) == colon ? a.left(colon) : a;
}

} // namespace

// --- Hosts ---------------------------------------------------------------------------------------------

QList<SshHostsBackend::Host *> SshHostsBackend::hosts()
{
    if (!m_hostsBuilt) {
        m_hostsBuilt = true;
        auto *many = dynamic_cast<JobHosts *>(&m_node);
        const QList<JobHost> listed = many ? many->jobHosts() : QList<JobHost>{};
        if (!listed.isEmpty()) {
            for (const JobHost &h : listed) {
                LoginNode *node = many->jobHost(h.name);
                if (!node)
                    continue;
                auto host = std::make_unique<Host>();
                host->info = h;
                host->info.name = hostTag(h.name);
                host->agent = std::make_unique<HostAgent>(*node, host->info.name, m_local);
                m_order << host->info.name;
                m_hosts[host->info.name] = std::move(host);
            }
        } else {
            auto host = std::make_unique<Host>();
            host->info.name = m_local ? QStringLiteral("local") : hostTag(addressOf(m_node.describe()));
            host->info.address = m_local ? QStringLiteral("127.0.0.1") : addressOf(m_node.describe());
            host->agent = std::make_unique<HostAgent>(m_node, host->info.name, m_local);
            m_order << host->info.name;
            m_hosts[host->info.name] = std::move(host);
        }
    }
    QList<Host *> out;
    for (const QString &n : std::as_const(m_order))
        out << m_hosts[n].get();
    return out;
}

SshHostsBackend::Host *SshHostsBackend::host(const QString &name)
{
    hosts();
    const auto it = m_hosts.find(name);
    return it == m_hosts.end() ? nullptr : it->second.get();
}

void SshHostsBackend::refreshHosts()
{
    for (Host *h : hosts()) {
        h->asked = true;
        h->problem.clear();
        const Result<HostGpus> g = h->agent->gpus(h->info.declaredGpus);
        if (!g.ok()) {
            h->problem = g.error();
            h->gpus = {};
            continue;
        }
        h->gpus = g.value();
    }
    m_refreshed = true;
}

Status SshHostsBackend::canEverFit(int nodes, int gpusPerNode)
{
    const QList<Host *> all = hosts();
    if (nodes > all.size())
        return Status::failure(
            tr("the job asks for %1 hosts and cluster %2 has %3").arg(nodes).arg(m_cluster).arg(all.size()),
            ErrorCode::Invalid);
    if (gpusPerNode == 0 || m_local)
        return Ok{};
    int big = 0;
    QStringList down;
    for (Host *h : all) {
        if (!h->problem.isEmpty())
            down << h->problem;
        else if (h->gpus.total.size() >= gpusPerNode)
            ++big;
    }
    if (big + down.size() < nodes)
        return Status::failure(
            tr("the job asks for %1 GPUs on each of %2 hosts; only %3 host(s) of cluster %4 "
               "have that many")
                .arg(gpusPerNode)
                .arg(nodes)
                .arg(big)
                .arg(m_cluster),
            ErrorCode::Invalid);
    return Ok{};
}

SshHostsBackend::Placement SshHostsBackend::place(const HostsJob &job)
{
    Placement p;
    if (!m_refreshed)
        refreshHosts();
    for (Host *h : hosts()) {
        if (p.ranks.size() >= job.nodes)
            break;
        if (!h->problem.isEmpty()) {
            p.notes << h->problem; // reported, and its GPUs not counted
            continue;
        }
        if (job.gpusPerNode > 0 && h->gpus.free.size() < job.gpusPerNode && !m_local) {
            p.notes << tr("host %1 has %2 of %3 GPUs free")
                           .arg(h->info.name)
                           .arg(h->gpus.free.size())
                           .arg(h->gpus.total.size());
            continue;
        }
        HostsRank r;
        r.host = h->info.name;
        r.gpus = h->gpus.free.mid(0, job.gpusPerNode);
        p.ranks << r;
    }
    if (p.ranks.size() < job.nodes)
        p.ranks.clear();
    return p;
}

Status SshHostsBackend::startJob(HostsJob &job, const Placement &p)
{
    const Host *master = host(p.ranks.first().host);
    const QString masterAddress =
        master && !master->info.address.isEmpty() ? master->info.address : p.ranks.first().host;
    QList<int> startedRanks;
    for (int rank = 0; rank < p.ranks.size(); ++rank) {
        Host *h = host(p.ranks.at(rank).host);
        proto::JobDescription d;
        d.id = job.agentId(rank).toStdString();
        d.script = job.script.toStdString();
        QMap<QString, QString> env = job.env;
        const QMap<QString, QString> rv = rendezvous(job.id, masterAddress, rank, job.nodes, job.gpusPerNode);
        for (auto it = rv.begin(); it != rv.end(); ++it)
            env.insert(it.key(), it.value());
        for (auto it = env.begin(); it != env.end(); ++it)
            d.env.emplace_back(it.key().toStdString(), it.value().toStdString());
        for (const int g : p.ranks.at(rank).gpus)
            d.gpus.push_back(std::uint32_t(g));
        d.restart = std::uint32_t(job.restarts); // the wrapper counts the console's moves as Slurm's requeues
        d.timeLimit = std::uint32_t(qBound(qint64(0), job.timeLimitSeconds, qint64(315360000)));
        d.warnBefore = std::uint32_t(job.warnBeforeSeconds);
        const Result<AgentJob> started = h ? h->agent->start(d) : Result<AgentJob>::failure(tr("no host"));
        if (!started.ok() && started.code() != ErrorCode::Conflict) {
            // The ranks already started are stopped: a job runs whole or not at all.
            for (const int r : startedRanks)
                static_cast<void>(host(p.ranks.at(r).host)->agent->cancel(job.agentId(r), 0)); // best effort
            if (h)
                h->problem = started.error();
            return Status::failureOf(started);
        }
        startedRanks << rank;
        // What it took is no longer free for the next job placed in this pass.
        if (h)
            for (const int g : p.ranks.at(rank).gpus)
                h->gpus.free.removeAll(g);
    }
    job.stage = HostsJob::Stage::Started;
    job.ranks = p.ranks;
    job.started = QDateTime::currentDateTimeUtc();
    QJsonArray hostsJson;
    for (const HostsRank &r : std::as_const(job.ranks))
        hostsJson.append(r.host);
    // An audit failure does not stop a job that runs already; the submission's own event was written.
    static_cast<void>(audit(QStringLiteral("job.started"), QStringLiteral("job:%1/%2").arg(m_cluster, job.id),
                            QJsonObject{{QStringLiteral("cluster"), m_cluster},
                                        {QStringLiteral("jobId"), job.id},
                                        {QStringLiteral("attempt"), job.attempt},
                                        {QStringLiteral("hosts"), hostsJson},
                                        {QStringLiteral("masterAddr"), masterAddress}}));
    return Ok{};
}

} // namespace cg::jobs
