// SPDX-License-Identifier: GPL-3.0-or-later
// The node's own cuBLASLt, opened at run time. The agent never links cuBLAS: clusters bring their own
// CUDA libraries, and the one that matches their driver is the one to measure.
#pragma once

#include <cublasLt.h>

#include <cstddef>
#include <string>

namespace cg::agent::bench::cuda {

struct CublasLt
{
    std::string path;              // the file that was opened
    std::size_t version = 0;       // cublasLtGetVersion(): major * 10000 + minor * 100 + patch
    std::size_t cudartVersion = 0; // the CUDA version it was built for (12040)

    decltype(&::cublasLtCreate) create = nullptr;
    decltype(&::cublasLtDestroy) destroy = nullptr;
    decltype(&::cublasLtMatmulDescCreate) descCreate = nullptr;
    decltype(&::cublasLtMatmulDescDestroy) descDestroy = nullptr;
    decltype(&::cublasLtMatmulDescSetAttribute) descSet = nullptr;
    decltype(&::cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
    decltype(&::cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
    decltype(&::cublasLtMatmulPreferenceCreate) prefCreate = nullptr;
    decltype(&::cublasLtMatmulPreferenceDestroy) prefDestroy = nullptr;
    decltype(&::cublasLtMatmulPreferenceSetAttribute) prefSet = nullptr;
    decltype(&::cublasLtMatmulAlgoGetHeuristic) heuristic = nullptr;
    decltype(&::cublasLtMatmul) matmul = nullptr;
    decltype(&::cublasLtGetStatusString) statusString = nullptr; // may be null (older libraries)

    std::string versionString() const; // "12.4.5"
    std::string describe(cublasStatus_t s) const;

    // Opens the library once per process (CLUSTERGATE_CUBLASLT names a file to use instead); throws
    // Unavailable with what is missing or too old.
    static const CublasLt &load();
};

} // namespace cg::agent::bench::cuda
