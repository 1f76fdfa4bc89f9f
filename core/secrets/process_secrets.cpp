// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/process_secrets.h"

#include <cstdlib>
#include <cstring>

#include <sys/prctl.h>
#include <unistd.h>

extern char **environ;

namespace cg::secrets {

QByteArray takeEnvironmentSecret(const char *name)
{
    const std::size_t nameLength = std::strlen(name);
    QByteArray value;
    bool found = false;
    for (char **e = environ; e && *e; ++e) {
        char *entry = *e;
        if (std::strncmp(entry, name, nameLength) != 0 || entry[nameLength] != '=')
            continue;
        volatile char *v = entry + nameLength + 1;
        if (!found)
            value = QByteArray(entry + nameLength + 1);
        found = true;
        // Volatile: the compiler must not drop stores into memory it sees no later read of.
        for (; *v; ++v)
            *v = '\0';
    }
    ::unsetenv(name);
    return value;
}

bool refuseCoreDumps()
{
    return ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0 && ::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) == 0;
}

} // namespace cg::secrets
