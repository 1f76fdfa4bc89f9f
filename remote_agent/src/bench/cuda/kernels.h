// SPDX-License-Identifier: GPL-3.0-or-later
// Launchers of the agent's few CUDA kernels (kernels.cu, compiled by nvcc). Plain C++ declarations, so
// the benchmarks themselves are compiled by the host compiler. Each returns the launch's cudaError_t
// as an int (0: launched).
#pragma once

#include <cstddef>
#include <cstdint>

struct CUstream_st;

namespace cg::agent::bench::kernels {

using Stream = CUstream_st *;

// STREAM: 0 copy c = a, 1 scale b = s*c, 2 add c = a + b, 3 triad a = b + s*c.
int stream(int kernel, double *a, double *b, double *c, std::size_t n, double scalar, Stream s);
int fill(double *p, std::size_t n, double value, Stream s);
// Adds to *wrong the number of elements of a, b, c not equal to ea, eb, ec (relative 1e-13).
int countStreamErrors(const double *a, const double *b, const double *c, std::size_t n, double ea, double eb,
                      double ec, unsigned long long *wrong, Stream s);

// Copies `bytes` with the SMs (16-byte loads and stores where aligned): the path a kernel takes when it
// reads remote or host-mapped memory itself, as opposed to the copy engines behind cudaMemcpy.
int smCopy(void *dst, const void *src, std::size_t bytes, Stream s);

// GEMM operands: value(i) = gemmValue(seed, i) stored as the element type (see gemm_values below).
// type: 0 bf16, 1 fp16, 2 fp32 (also tf32 input), 3 fp8 e4m3.
int gemmFill(void *p, std::size_t n, int type, std::uint32_t seed, Stream s);
// Order-independent 64-bit checksum of `bytes` bytes (sum of 32-bit words times their index | 1).
int checksum(const void *p, std::size_t bytes, unsigned long long *out, Stream s);

// NCCL data check: rank r's input element j is ncclValue(r, j) (an integer in [-8, 8], so sums are
// exact in float). op: 0 allreduce, 1 allgather, 2 reducescatter, 3 alltoall, 4 broadcast, 5 reduce
// (root), 6 reduce on another rank out-of-place (its buffer, cleared to all ones, untouched), 7 reduce
// on another rank in-place (its own input unchanged).
int ncclFill(float *p, std::size_t count, int rank, Stream s);
// Adds to *wrong the elements of `out` (the receive buffer of `rank`) that differ from what the
// collective must have produced; perRank is the per-rank block count for the gather/scatter kinds.
int ncclCheck(const float *out, std::size_t count, int op, int rank, int nranks, int root,
              std::size_t perRank, unsigned long long *wrong, Stream s);

} // namespace cg::agent::bench::kernels

// The operand values, shared by the kernels and the host reference: multiples of 1/8 in [-0.5, 0.5],
// exact in every GEMM input type down to fp8 e4m3, so a product sum over K is exact in fp32 for
// K < 2^18 and the reference can be computed exactly.
#if defined(__CUDACC__)
#define CG_HOST_DEVICE __host__ __device__
#else
#define CG_HOST_DEVICE
#endif
namespace cg::agent::bench {
CG_HOST_DEVICE inline float gemmValue(std::uint32_t seed, std::uint64_t i)
{
    std::uint64_t x = i * 0x9E3779B97F4A7C15ull + seed;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    return float(int(x % 9u) - 4) * 0.125f;
}
CG_HOST_DEVICE inline float ncclValue(int rank, std::uint64_t j)
{
    return float(int((j * 7u + std::uint64_t(rank) * 13u) % 17u) - 8);
}
} // namespace cg::agent::bench
