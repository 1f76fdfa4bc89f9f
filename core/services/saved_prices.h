// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU-hour price terms a person saved in the Cost view, read back the one way every consumer uses them:
// the overview's cost cards and the console's cost-jump alert. Nothing saved (or terms that do not check):
// no price, so no cost is shown or fed rather than a guess.
#pragma once

#include "planning/cost.h"

#include <optional>

class QSettings;

namespace cg::services {

class SavedPrices
{
public:
    // From the profile's settings (paths::settings()).
    static std::optional<planning::PriceBook> load();
    static std::optional<planning::PriceBook> load(const QSettings &settings);
};

} // namespace cg::services
