// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/logging.h"

Q_LOGGING_CATEGORY(lcAgent, "clustergate.agent", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStore, "clustergate.store", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStorage, "clustergate.storage", QtWarningMsg)
Q_LOGGING_CATEGORY(lcUi, "clustergate.ui", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSsh, "clustergate.ssh", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSecrets, "clustergate.secrets", QtWarningMsg)
Q_LOGGING_CATEGORY(lcJobs, "clustergate.jobs", QtWarningMsg)
Q_LOGGING_CATEGORY(lcTransfer, "clustergate.transfer", QtWarningMsg)
Q_LOGGING_CATEGORY(lcTerminal, "clustergate.terminal", QtWarningMsg)
Q_LOGGING_CATEGORY(lcPlanning, "clustergate.planning", QtWarningMsg)
Q_LOGGING_CATEGORY(lcInventory, "clustergate.inventory", QtWarningMsg)
Q_LOGGING_CATEGORY(lcServices, "clustergate.services", QtWarningMsg)
Q_LOGGING_CATEGORY(lcValidation, "clustergate.validation", QtWarningMsg)
Q_LOGGING_CATEGORY(lcTelemetry, "clustergate.telemetry", QtWarningMsg)
Q_LOGGING_CATEGORY(lcBench, "clustergate.bench", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCli, "clustergate.cli", QtWarningMsg)
