// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/host_key_review.h"

#include "inventory/host_key_rotation.h"
#include "inventory/inventory.h"

namespace cg::services {

Result<HostKeyRow> HostKeyReview::record(Inventory &inventory, const QString &clusterName,
                                         const QString &knownHostsFile, const HostKeyRow &row,
                                         const QList<ssh::HostKey> &replaced)
{
    if (const Status st = HostKeyRotation::record(inventory, clusterName, knownHostsFile, row.address,
                                                  row.port, row.offered, replaced);
        !st)
        return Result<HostKeyRow>::failureOf(st);
    HostKeyRow now = row;
    now.match = ssh::KnownHosts::Match::Known;
    now.recorded = {row.offered};
    return now;
}

Result<int> HostKeyReview::recordAll(Inventory &inventory, const QString &clusterName,
                                     const QString &knownHostsFile, const QList<HostKeyRow> &accepted,
                                     const QList<HostKeyRow> &replacements)
{
    int recorded = 0;
    for (const HostKeyRow &r : accepted) {
        if (const auto st = record(inventory, clusterName, knownHostsFile, r); !st)
            return Result<int>::failureOf(st);
        ++recorded;
    }
    for (const HostKeyRow &r : replacements) {
        if (const auto st = record(inventory, clusterName, knownHostsFile, r, r.recorded); !st)
            return Result<int>::failureOf(st);
        ++recorded;
    }
    return recorded;
}

} // namespace cg::services
