// SPDX-License-Identifier: GPL-3.0-or-later
// The one grammar for node lists people type: the onboarding wizard, the cluster editor and the CLI read
// nodes with it. One node (or a Slurm hostlist of nodes) per line:
//
//     [NAMES] [user@]HOSTS[:port]        # comment
//
// HOSTS and NAMES are hostlist expressions in Hostlist's Typed dialect (`gpu[01-08]`, `a[1-3]-ib`,
// `gpu1,gpu2`; spaces inside brackets do not split the line). With NAMES, names pair with hosts in order
// (`gpu[01-04] 10.0.0.[11-14]`) or one host stands for all; without, each host is its own name. user and
// port apply to every host of the line; an IPv6 address is written in brackets (`[fe80::1]:22`). Names are
// unique across the list. Errors name the line and the column.
#pragma once

#include "common/result.h"
#include "inventory/inventory.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg {

class NodeList
{
    Q_DECLARE_TR_FUNCTIONS(cg::NodeList)

public:
    static constexpr int kMaxNodes = 100000;

    // `defaultUser` fills nodes written without user@, `defaultPort` those without :port. `what` opens every
    // error ("Nodes").
    static Result<QList<NodeRecord>> parse(const QString &text, const QString &defaultUser = QString(),
                                           const QString &what = QString(), quint16 defaultPort = 22);
    // A jump chain, in connection order: one hop per line or several on a line separated by commas (as
    // ssh -J takes them), each "[user@]host[:port]"; blank lines and # comments are skipped. `defaultUser`
    // fills hops written without user@, `defaultPort` those without :port. Errors name the line, the hop and
    // why.
    static Result<QList<ssh::Endpoint>> parseJumps(const QString &text,
                                                   const QString &defaultUser = QString(),
                                                   const QString &what = QString(), quint16 defaultPort = 22);
    // The chain as parseJumps() reads it back, one hop per line.
    static QString jumpsText(const QList<ssh::Endpoint> &jumps);

    // One line per node, read back by parse(): "name spec", or "spec" when the name is the host.
    static QString text(const QList<NodeRecord> &nodes);
    // The node names as one `scontrol show hostlist` expression, for display.
    static QString compressedNames(const QList<NodeRecord> &nodes);
};

} // namespace cg
