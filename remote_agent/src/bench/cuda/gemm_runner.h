// SPDX-License-Identifier: GPL-3.0-or-later
// One cuBLASLt matrix multiply D = A^T B set up on one GPU (operands filled with exactly representable
// values, the fastest algorithm cuBLASLt's heuristic offers), shared by `bench gemm` and `bench burn`.
#pragma once

#include "bench/cuda/cublaslt.h"
#include "bench/cuda/cuda_util.h"
#include "bench/gpu_specs.h"

#include <cstdint>
#include <string>

namespace cg::agent::bench::cuda {

struct PrecisionCheck
{
    int samples = 0;
    int wrong = 0;          // samples beyond the tolerance
    double maxRelError = 0; // |got - want| / max(|want|, 1)
    double tolerance = 0;   // what the output type's rounding allows
};

class GemmRunner
{
public:
    // Throws Unavailable when this GPU or this cuBLASLt cannot do `type`, Failure on CUDA errors.
    GemmRunner(const CublasLt &lt, const Gpu &gpu, GemmType type, int m, int n, int k, cudaStream_t stream);
    ~GemmRunner();
    GemmRunner(const GemmRunner &) = delete;
    GemmRunner &operator=(const GemmRunner &) = delete;

    void enqueue(int times);
    double flops() const { return 2.0 * double(m_m) * double(m_n) * double(m_k); }
    // Compares `samples` elements of D (after the runs so far) with the exact product.
    PrecisionCheck checkPrecision(int samples);
    // Order-independent checksum of all of D: equal on two GPUs when their results are bit-identical.
    unsigned long long checksum();

private:
    const CublasLt &m_lt;
    const Gpu &m_gpu;
    GemmType m_type;
    int m_m, m_n, m_k;
    cudaStream_t m_stream;
    DeviceBuffer m_a, m_b, m_d, m_workspace, m_sum;
    cublasLtHandle_t m_handle = nullptr;
    cublasLtMatmulDesc_t m_desc = nullptr;
    cublasLtMatrixLayout_t m_la = nullptr, m_lb = nullptr, m_ld = nullptr;
    cublasLtMatmulAlgo_t m_algo{};
    float m_alpha = 1.0f, m_beta = 0.0f;
};

} // namespace cg::agent::bench::cuda
