// SPDX-License-Identifier: GPL-3.0-or-later
// Host keys a person accepted, into known_hosts and the audit log together: a new key is appended
// (host-key.accepted); a key that changed legitimately (a node reinstalled) replaces the lines that record
// the old one for that host (host-key.replaced, with the old and new fingerprints). Never silently: the
// caller shows both fingerprints and asks first.
#pragma once

#include "common/result.h"
#include "ssh/known_hosts.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg {

class Inventory;

class HostKeyRotation
{
    Q_DECLARE_TR_FUNCTIONS(cg::HostKeyRotation)

public:
    // Records `offered` for host:port in the known_hosts file `path`, audited by `inventory` (cluster named
    // in the row). `oldKeys` empty: a new key, appended. Else the keys on record that it replaces.
    static Status record(Inventory &inventory, const QString &clusterName, const QString &path,
                         const QString &host, quint16 port, const ssh::HostKey &offered,
                         const QList<ssh::HostKey> &oldKeys);

    // `text` (a known_hosts file) without what records one of `oldKeys` for host:port: hashed lines of that
    // name and plain lines naming it exactly (a line that names other hosts too keeps them). Markers
    // (@cert-authority, @revoked), comments and every other line stay as they are. Refused when an old key
    // is still on record for the host afterwards (a wildcard pattern line): that is for a person to edit.
    static Result<QByteArray> withoutKeys(const QByteArray &text, const QString &fileName,
                                          const QString &host, quint16 port,
                                          const QList<ssh::HostKey> &oldKeys);
};

} // namespace cg
