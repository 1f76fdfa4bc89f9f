// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/paths.h"

#include <QDir>
#include <QStandardPaths>

namespace cg::paths {

namespace {

QString home()
{
    return qEnvironmentVariable("CLUSTERGATE_HOME");
}

QString ensure(const QString &dir)
{
    QDir().mkpath(dir);
    return dir;
}

} // namespace

QString dataDir()
{
    const QString h = home();
    if (!h.isEmpty())
        return ensure(h);
    return ensure(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                  QStringLiteral("/clustergate"));
}

QString configDir()
{
    const QString h = home();
    if (!h.isEmpty())
        return ensure(h);
    return ensure(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
                  QStringLiteral("/clustergate"));
}

QString databaseFile()
{
    return dataDir() + QStringLiteral("/clustergate.sqlite");
}

QString settingsFile()
{
    return configDir() + QStringLiteral("/clustergate.ini");
}

} // namespace cg::paths
