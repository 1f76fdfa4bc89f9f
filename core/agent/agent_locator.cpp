// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/agent_locator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace cg {

AgentLocation locateAgent()
{
    AgentLocation loc;
    const QString name = QStringLiteral("clustergate-agent");
    QStringList candidates;
    const QString env = qEnvironmentVariable("CLUSTERGATE_AGENT");
    if (!env.isEmpty())
        candidates << env;
    const QString appDir = QCoreApplication::applicationDirPath();
    if (!appDir.isEmpty()) {
        candidates << QDir(appDir).filePath(name);
        candidates << QDir(appDir).filePath(
            QStringLiteral("../") + QStringLiteral(CLUSTERGATE_INSTALL_BINDIR) + QLatin1Char('/') + name);
        candidates << QDir(appDir).filePath(QStringLiteral("../libexec/clustergate/") + name);
    }
    // The build tree's agent only for a console running from that build tree: an installed console
    // must never run whatever now sits at the path it was built in.
    const QString buildDir = QDir::cleanPath(QStringLiteral(CLUSTERGATE_BUILD_DIR));
    if (QDir::cleanPath(appDir).startsWith(buildDir + QLatin1Char('/')))
        candidates << QStringLiteral(CLUSTERGATE_BUILD_AGENT_PATH);
    for (const QString &c : std::as_const(candidates)) {
        const QString clean = QDir::cleanPath(c);
        if (loc.searched.contains(clean))
            continue;
        loc.searched << clean;
        const QFileInfo fi(clean);
        if (fi.isFile() && fi.isExecutable()) {
            loc.path = fi.absoluteFilePath();
            break;
        }
    }
    return loc;
}

} // namespace cg
