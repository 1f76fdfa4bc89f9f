// SPDX-License-Identifier: GPL-3.0-or-later
// One host key a server offered, and what known_hosts says about it: what a connectivity check hands to
// the review of new, changed and revoked keys.
#pragma once

#include "ssh/known_hosts.h"

#include <QList>
#include <QString>

namespace cg::services {

struct HostKeyRow
{
    QString hostName; // as people call it (ssh config alias or node name)
    QString address;  // name or address connected to
    quint16 port = 22;
    int hop = 0; // 1-based position in the jump chain (the node is the last); 0: not tied to a chain
    ssh::HostKey offered;
    ssh::KnownHosts::Match match = ssh::KnownHosts::Match::Unknown;
    QList<ssh::HostKey> recorded; // see KnownHosts::Lookup::recorded
};

} // namespace cg::services
