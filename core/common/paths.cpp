// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/paths.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <sys/stat.h>

namespace cg::paths {

namespace {

QString home()
{
    return qEnvironmentVariable("CLUSTERGATE_HOME");
}

// The directory holds the database and the settings: its owner's only, also when an older install made
// it with the default umask.
QString ensure(const QString &dir)
{
    QDir().mkpath(dir);
    const QByteArray native = QFile::encodeName(dir);
    struct stat st
    {
    };
    if (::stat(native.constData(), &st) == 0 && S_ISDIR(st.st_mode) && (st.st_mode & 077) != 0)
        ::chmod(native.constData(), st.st_mode & 0700);
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

QSettings settings()
{
    return QSettings(settingsFile(), QSettings::IniFormat);
}

} // namespace cg::paths
