// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent job ...`: runs jobs on this node without a scheduler (protocol/job_description.h).
#pragma once

namespace cg::agent {

int runJobCommand(int argc, char **argv);

} // namespace cg::agent
