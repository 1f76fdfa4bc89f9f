// SPDX-License-Identifier: GPL-3.0-or-later
// Finds the bundled clustergate-agent: $CLUSTERGATE_AGENT, next to the console, the install prefix, the build
// tree.
#pragma once

#include <QString>
#include <QStringList>

namespace cg {

struct AgentLocation
{
    QString path;         // empty when not found
    QStringList searched; // every place looked at, for the error message
};

AgentLocation locateAgent();

} // namespace cg
