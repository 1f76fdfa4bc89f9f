// SPDX-License-Identifier: GPL-3.0-or-later
// What can be done about an alert, as actions with their targets resolved in the inventory: restart the
// agent on the node (AgentRestart), check the cluster, open the node. The alerts view makes each one a
// button; an alert about a cluster or node the inventory no longer has offers nothing it cannot do.
#pragma once

#include "planning/alerts.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg {
class Inventory;
}

namespace cg::services {

struct AlertAction
{
    enum Kind { RestartAgent, CheckCluster, OpenNode };
    Kind kind = CheckCluster;
    qint64 clusterId = 0;
    QString node;  // RestartAgent, OpenNode
    QString label; // the button's text, translated
    QString tip;   // what it does, translated
};

class AlertActions
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::AlertActions)

public:
    static QList<AlertAction> forAlert(const planning::Alert &alert, const Inventory &inventory);
    // The same list's first action of `kind`, if any.
    static const AlertAction *find(const QList<AlertAction> &actions, AlertAction::Kind kind);
};

} // namespace cg::services
