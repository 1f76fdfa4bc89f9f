// SPDX-License-Identifier: GPL-3.0-or-later
// L5 on a cluster without a scheduler ("ssh-hosts", check kind `training.hosts_drill`): the guides' drill
// (core/jobs/drill.h) run by the ssh-hosts backend on the target's nodes, one node's runner and job processes
// killed mid-run, and the restart watched: it must resume from the newest checkpoint the killed run
// completed, and its result carries the steps lost (the last step the killed run reported minus the
// checkpoint it resumed from, as the backend records them in `job.resumed`) and the seconds from the kill to
// the resume.
#pragma once

#include "validation/validation_types.h"

#include <QCoreApplication>

namespace cg::validation {

struct CheckDef;
class CheckContext;

class HostsDrillCheck
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::HostsDrillCheck)

public:
    // Parameters: steps (60), interval_steps (5), step_seconds (0.3), timeout_s (600), max_lost_steps
    // (interval_steps: more is a failure).
    static CheckResult run(const CheckDef &def, CheckContext &ctx);
};

} // namespace cg::validation
