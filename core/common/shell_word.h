// SPDX-License-Identifier: GPL-3.0-or-later
// A value as one word of a POSIX shell command line, for the commands ClusterGate prints for a person to
// copy (dataset and cluster names come from other people and may hold spaces, quotes, ';' or '$'): left
// as it is when made only of characters no shell treats specially, else single-quoted.
#pragma once

#include <QString>

namespace cg {

inline QString shellWord(const QString &value)
{
    if (value.isEmpty())
        return QStringLiteral("''");
    bool plain = !value.startsWith(QLatin1Char('~'));
    for (const QChar c : value) {
        const char16_t u = c.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' ||
              u == u'-' || u == u'.' || u == u'/' || u == u',' || u == u':' || u == u'@' || u == u'+' ||
              u == u'=' || u == u'%')) {
            plain = false;
            break;
        }
    }
    if (plain)
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace cg
