// SPDX-License-Identifier: GPL-3.0-or-later
// A deliberate wrong-way call for tst_link_check_bites: code that sits in a library of the SSH layer and
// calls into the ledger, which is above it. Linked as a library that declares only clustergate_ssh, its link
// check must fail; declaring clustergate_ledger as well, it must link.
#include "ledger/canonical.h"
#include "ssh/known_hosts.h"

QByteArray cgWrongWayDigest(QByteArrayView bytes);

QByteArray cgWrongWayDigest(QByteArrayView bytes)
{
    return cg::ledger::sha256(bytes);
}
