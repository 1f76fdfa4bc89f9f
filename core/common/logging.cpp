// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/logging.h"

Q_LOGGING_CATEGORY(lcAgent, "clustergate.agent", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStore, "clustergate.store", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStorage, "clustergate.storage", QtWarningMsg)
Q_LOGGING_CATEGORY(lcUi, "clustergate.ui", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSsh, "clustergate.ssh", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSecrets, "clustergate.secrets", QtWarningMsg)
