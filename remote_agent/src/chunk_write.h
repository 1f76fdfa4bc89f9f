// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent chunk-write`: the far side of a dataset transfer's chunk (protocol/chunk_write.h).
#pragma once

namespace cg::agent {

int runChunkWrite(int argc, char **argv);

} // namespace cg::agent
