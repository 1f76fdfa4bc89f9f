// SPDX-License-Identifier: GPL-3.0-or-later
// The host keys a person accepted in a review, recorded: each new key appended to known_hosts, each confirmed
// replacement in the place of the keys it replaces, every one with its audit row (HostKeyRotation). What the
// main window's review and the onboarding's host-key page both do, written once.
#pragma once

#include "services/host_key_row.h"

#include "common/result.h"

#include <QList>
#include <QString>

namespace cg {
class Inventory;
}

namespace cg::services {

class HostKeyReview
{
public:
    // One key: `row.offered` for the row's host and port, in place of `replaced` (empty: a new key). The row
    // as it reads now (known, recorded: the offered key).
    static Result<HostKeyRow> record(Inventory &inventory, const QString &clusterName,
                                     const QString &knownHostsFile, const HostKeyRow &row,
                                     const QList<ssh::HostKey> &replaced = {});
    // The review's outcome: `accepted` appended, `replacements` each in the place of its row's recorded keys.
    // Stops at the first key that cannot be recorded (those before it stay recorded); the number recorded.
    static Result<int> recordAll(Inventory &inventory, const QString &clusterName,
                                 const QString &knownHostsFile, const QList<HostKeyRow> &accepted,
                                 const QList<HostKeyRow> &replacements);
};

} // namespace cg::services
