// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ssh_config.h"
#include "ssh/ssh_config_p.h"

#include "common/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <vector>

namespace cg::ssh {

using namespace config;

SshConfig::SshConfig() : m_d(std::make_shared<Data>()) {}

SshConfig SshConfig::parse(const QByteArray &text, const QString &fileName, const SshConfigOptions &options)
{
    auto d = std::make_shared<Data>();
    d->homeDir = options.homeDir.isEmpty() ? currentHome() : options.homeDir;
    while (d->homeDir.size() > 1 && d->homeDir.endsWith(u'/'))
        d->homeDir.chop(1);
    d->localUser = options.localUser.isEmpty() ? currentUser() : options.localUser;
    parseConfig(*d, text, QDir::cleanPath(fileName), options);
    SshConfig config;
    config.m_d = std::move(d);
    return config;
}

Result<SshConfig> SshConfig::load(const QString &path, const SshConfigOptions &options)
{
    const std::optional<QByteArray> text = options.readFile ? options.readFile(path) : readFileSystem(path);
    if (!text) {
        if (!options.readFile && !QFileInfo::exists(path))
            return Result<SshConfig>::failure(tr("The ssh config file %1 does not exist").arg(path));
        return Result<SshConfig>::failure(tr("Cannot read the ssh config file %1").arg(path));
    }
    return parse(*text, path, options);
}

QStringList SshConfig::aliases() const
{
    // A Host block named in an included file applies only if the block around the Include applied too;
    // the governor of each Include says which line decided that.
    auto applies = [this](const Entry &host, const QString &name) {
        if (!hostMatches(host.values, name))
            return false;
        for (int inc = host.parentInclude; inc >= 0; inc = m_d->entries[size_t(inc)].parentInclude) {
            const int g = m_d->entries[size_t(inc)].governor;
            if (g < 0)
                continue;
            const Entry &governor = m_d->entries[size_t(g)];
            if (governor.kind == Kind::Match || !hostMatches(governor.values, name))
                return false;
        }
        return true;
    };
    QStringList names;
    QSet<QString> seen;
    for (const Entry &e : m_d->entries) {
        if (e.kind != Kind::Host)
            continue;
        for (const QString &pattern : e.values) {
            if (pattern.startsWith(u'!') || pattern.contains(u'*') || pattern.contains(u'?') ||
                seen.contains(pattern) || hasSpaceOrControl(pattern) || pattern.startsWith(u'-'))
                continue;
            if (applies(e, pattern)) {
                seen.insert(pattern);
                names << pattern;
            }
        }
    }
    return names;
}

QList<SshConfigIssue> SshConfig::issues() const
{
    return m_d->issues;
}

bool SshConfig::hasMatchBlocks() const
{
    return m_d->hasMatch;
}

} // namespace cg::ssh
