// SPDX-License-Identifier: GPL-3.0-or-later
// The export subsystem's logging category, clustergate.export (defined in exporter.cpp).
#pragma once

#include <QLoggingCategory>

namespace cg::exporting {
Q_DECLARE_LOGGING_CATEGORY(lcExport)
}
