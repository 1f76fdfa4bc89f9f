// SPDX-License-Identifier: GPL-3.0-or-later
// Logging categories: debug output is off by default; QT_LOGGING_RULES="clustergate.*.debug=true" turns it
// on.
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcAgent)
Q_DECLARE_LOGGING_CATEGORY(lcStore)
Q_DECLARE_LOGGING_CATEGORY(lcStorage)
Q_DECLARE_LOGGING_CATEGORY(lcUi)
Q_DECLARE_LOGGING_CATEGORY(lcSsh)
// Credential keychain: ids and outcomes only, never secret bytes.
Q_DECLARE_LOGGING_CATEGORY(lcSecrets)
