// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate plan`: the GPUs an inference peak needs, with the arithmetic (text or JSON).
#pragma once

#include <QStringList>

namespace cg::cli {

// words[0] == "plan". Returns 0 with a plan, 2 for usage errors and invalid inputs.
int planCommand(const QStringList &words);

} // namespace cg::cli
