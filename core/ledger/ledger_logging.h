// SPDX-License-Identifier: GPL-3.0-or-later
// The ledger's logging category: "clustergate.ledger" (debug off by default).
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcLedger)
