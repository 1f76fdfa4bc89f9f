// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/local_user.h"

#include <pwd.h>
#include <unistd.h>

#include <vector>

namespace cg {

QString localUserName()
{
    for (const char *variable : {"USER", "LOGNAME"}) {
        const QString value = qEnvironmentVariable(variable);
        if (!value.isEmpty())
            return value;
    }
    const uid_t uid = getuid();
    long size = sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buffer(std::size_t(size > 0 ? size : 16384));
    passwd entry{};
    passwd *found = nullptr;
    if (getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) == 0 && found && found->pw_name &&
        *found->pw_name)
        return QString::fromLocal8Bit(found->pw_name);
    return QStringLiteral("uid-%1").arg(uid);
}

} // namespace cg
