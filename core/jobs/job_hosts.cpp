// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job_hosts.h"

namespace cg::jobs {

HubJobHosts::HubJobHosts(ssh::ConnectionHub &hub, ssh::ChainPlan loginPlan, ssh::SessionOptions base,
                         QList<Entry> hosts)
    : HubLoginNode(hub, std::move(loginPlan), base), m_hubRef(hub), m_baseCopy(std::move(base)),
      m_entries(std::move(hosts))
{
}

QList<JobHost> HubJobHosts::jobHosts() const
{
    QList<JobHost> out;
    for (const Entry &e : m_entries)
        out << e.host;
    return out;
}

LoginNode *HubJobHosts::jobHost(const QString &name)
{
    const auto made = m_made.find(name);
    if (made != m_made.end())
        return made->second.get();
    for (const Entry &e : std::as_const(m_entries)) {
        if (e.host.name == name)
            return (m_made[name] = std::make_unique<HubLoginNode>(m_hubRef, e.plan, m_baseCopy)).get();
    }
    return nullptr;
}

} // namespace cg::jobs
