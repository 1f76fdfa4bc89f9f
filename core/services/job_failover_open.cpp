// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/job_failover_open.h"

#include "inventory/inventory.h"
#include "services/cluster_connections.h"
#include "storage/database.h"

namespace cg::services {

JobFailover::Opener savedClusterOpener(SavedClusterAccess access)
{
    return [access](const QString &name) -> Result<OpenedCluster> {
        using R = Result<OpenedCluster>;
        Inventory inventory(*access.db);
        const auto all = inventory.clusters();
        if (!all.ok())
            return R::failureOf(all);
        const ClusterRecord *found = nullptr;
        for (const ClusterRecord &c : all.value()) {
            if (c.name == name)
                found = &c;
        }
        if (!found)
            return R::failure(JobFailover::tr("there is no saved cluster called '%1'").arg(name),
                              ErrorCode::NotFound);
        const auto connection = ClusterConnections(inventory, access.local).connection(found->id);
        if (!connection.ok())
            return R::failureOf(connection);
        auto setup = ClusterJobsSetup::forCluster(*access.db, *found);
        if (!setup.ok())
            return R::failureOf(setup);
        setup->audit = access.audit;
        setup->actor = access.actor;
        setup->frontEnd = access.frontEnd;
        setup->gate = access.gate;
        OpenedCluster out;
        out.node = std::make_unique<jobs::HubLoginNode>(*access.hub, connection->plan, connection->base);
        auto opened = ClusterJobs::open(*out.node, setup.value());
        if (!opened.ok())
            return R::failureOf(opened);
        out.jobs = std::move(opened.value());
        out.profile.cluster = name;
        out.profile.applyPlacement(found->placement);
        return R(std::move(out));
    };
}

} // namespace cg::services
