// SPDX-License-Identifier: GPL-3.0-or-later
// clustergate.history: the history file opened, stopped (and why), pruned.
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcHistory)
