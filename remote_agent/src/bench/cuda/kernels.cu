// SPDX-License-Identifier: GPL-3.0-or-later
// The agent's CUDA kernels: STREAM, an SM copy, operand fill and checksums for GEMM, and the NCCL data
// check. Kept in one translation unit because every nvcc compile is slow.
#include "kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

namespace cg::agent::bench::kernels {

namespace {

constexpr int kThreads = 256;

unsigned gridFor(std::size_t work)
{
    const std::size_t blocks = (work + kThreads - 1) / kThreads;
    return unsigned(blocks < 1 ? 1 : (blocks > 0x7fffffffu ? 0x7fffffffu : blocks));
}

// Two doubles per thread (16-byte accesses); the odd tail element is done by thread 0. The kernel number
// is a template argument so the loop body has no branch.
template <int kernel>
__global__ void streamKernel(double *__restrict__ a, double *__restrict__ b, double *__restrict__ c,
                             std::size_t n, double s)
{
    const std::size_t pairs = n / 2;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < pairs;
         i += std::size_t(gridDim.x) * blockDim.x) {
        double2 *a2 = reinterpret_cast<double2 *>(a);
        double2 *b2 = reinterpret_cast<double2 *>(b);
        double2 *c2 = reinterpret_cast<double2 *>(c);
        switch (kernel) {
        case 0:
            c2[i] = a2[i];
            break;
        case 1: {
            const double2 v = c2[i];
            b2[i] = make_double2(s * v.x, s * v.y);
            break;
        }
        case 2: {
            const double2 x = a2[i], y = b2[i];
            c2[i] = make_double2(x.x + y.x, x.y + y.y);
            break;
        }
        default: {
            const double2 x = b2[i], y = c2[i];
            a2[i] = make_double2(x.x + s * y.x, x.y + s * y.y);
            break;
        }
        }
    }
    if (blockIdx.x == 0 && threadIdx.x == 0 && (n & 1)) {
        const std::size_t j = n - 1;
        switch (kernel) {
        case 0:
            c[j] = a[j];
            break;
        case 1:
            b[j] = s * c[j];
            break;
        case 2:
            c[j] = a[j] + b[j];
            break;
        default:
            a[j] = b[j] + s * c[j];
            break;
        }
    }
}

__global__ void fillKernel(double *p, std::size_t n, double v)
{
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x)
        p[i] = v;
}

__device__ bool differs(double got, double want)
{
    return fabs(got - want) > 1e-13 * fabs(want);
}

__global__ void streamCheckKernel(const double *a, const double *b, const double *c, std::size_t n, double ea,
                                  double eb, double ec, unsigned long long *wrong)
{
    unsigned long long local = 0;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x)
        local += (differs(a[i], ea) || differs(b[i], eb) || differs(c[i], ec)) ? 1 : 0;
    if (local)
        atomicAdd(wrong, local);
}

__global__ void copy16Kernel(int4 *__restrict__ dst, const int4 *__restrict__ src, std::size_t n)
{
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x)
        dst[i] = src[i];
}

__global__ void copy1Kernel(char *dst, const char *src, std::size_t n)
{
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x)
        dst[i] = src[i];
}

__global__ void gemmFillKernel(void *p, std::size_t n, int type, std::uint32_t seed)
{
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        const float v = gemmValue(seed, i);
        switch (type) {
        case 0:
            static_cast<__nv_bfloat16 *>(p)[i] = __float2bfloat16(v);
            break;
        case 1:
            static_cast<__half *>(p)[i] = __float2half(v);
            break;
        case 2:
            static_cast<float *>(p)[i] = v;
            break;
        default:
            static_cast<__nv_fp8_e4m3 *>(p)[i] = __nv_fp8_e4m3(v);
            break;
        }
    }
}

__global__ void checksumKernel(const unsigned *p, std::size_t words, unsigned long long *out)
{
    unsigned long long local = 0;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < words;
         i += std::size_t(gridDim.x) * blockDim.x)
        local += (unsigned long long)p[i] * (i | 1);
    atomicAdd(out, local);
}

__global__ void ncclFillKernel(float *p, std::size_t count, int rank)
{
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < count;
         j += std::size_t(gridDim.x) * blockDim.x)
        p[j] = ncclValue(rank, j);
}

__device__ float ncclSum(int nranks, std::size_t j)
{
    float s = 0;
    for (int r = 0; r < nranks; ++r)
        s += ncclValue(r, j);
    return s;
}

__global__ void ncclCheckKernel(const float *out, std::size_t count, int op, int rank, int nranks, int root,
                                std::size_t perRank, unsigned long long *wrong)
{
    unsigned long long local = 0;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < count;
         j += std::size_t(gridDim.x) * blockDim.x) {
        float want = 0;
        const std::size_t block = perRank ? j / perRank : 0;
        const std::size_t inBlock = perRank ? j % perRank : j;
        switch (op) {
        case 0: // allreduce
        case 5: // reduce (root only)
            want = ncclSum(nranks, j);
            break;
        case 1: // allgather: block r came from rank r
            want = ncclValue(int(block), inBlock);
            break;
        case 2: // reducescatter: my block of everyone's input, summed
            want = ncclSum(nranks, std::size_t(rank) * perRank + j);
            break;
        case 3: // alltoall: block r is rank r's block number `rank`
            want = ncclValue(int(block), std::size_t(rank) * perRank + inBlock);
            break;
        case 6: // reduce, a rank other than the root, out-of-place: its receive buffer is untouched
            if (__float_as_uint(out[j]) != 0xffffffffu)
                ++local;
            continue;
        case 7: // reduce, a rank other than the root, in-place: its buffer still holds its own input
            want = ncclValue(rank, j);
            break;
        default: // broadcast
            want = ncclValue(root, j);
            break;
        }
        if (out[j] != want)
            ++local;
    }
    if (local)
        atomicAdd(wrong, local);
}

int launched()
{
    return int(cudaGetLastError());
}

} // namespace

int stream(int kernel, double *a, double *b, double *c, std::size_t n, double scalar, Stream s)
{
    const unsigned grid = gridFor(n / 2 ? n / 2 : 1);
    switch (kernel) {
    case 0:
        streamKernel<0><<<grid, kThreads, 0, s>>>(a, b, c, n, scalar);
        break;
    case 1:
        streamKernel<1><<<grid, kThreads, 0, s>>>(a, b, c, n, scalar);
        break;
    case 2:
        streamKernel<2><<<grid, kThreads, 0, s>>>(a, b, c, n, scalar);
        break;
    default:
        streamKernel<3><<<grid, kThreads, 0, s>>>(a, b, c, n, scalar);
        break;
    }
    return launched();
}

int fill(double *p, std::size_t n, double value, Stream s)
{
    fillKernel<<<gridFor(n), kThreads, 0, s>>>(p, n, value);
    return launched();
}

int countStreamErrors(const double *a, const double *b, const double *c, std::size_t n, double ea, double eb,
                      double ec, unsigned long long *wrong, Stream s)
{
    streamCheckKernel<<<gridFor(n / 8 ? n / 8 : 1), kThreads, 0, s>>>(a, b, c, n, ea, eb, ec, wrong);
    return launched();
}

int smCopy(void *dst, const void *src, std::size_t bytes, Stream s)
{
    const bool aligned = (reinterpret_cast<std::uintptr_t>(dst) % 16 == 0) &&
                         (reinterpret_cast<std::uintptr_t>(src) % 16 == 0) && bytes % 16 == 0;
    if (aligned)
        copy16Kernel<<<gridFor(bytes / 16), kThreads, 0, s>>>(static_cast<int4 *>(dst),
                                                              static_cast<const int4 *>(src), bytes / 16);
    else
        copy1Kernel<<<gridFor(bytes), kThreads, 0, s>>>(static_cast<char *>(dst),
                                                        static_cast<const char *>(src), bytes);
    return launched();
}

int gemmFill(void *p, std::size_t n, int type, std::uint32_t seed, Stream s)
{
    gemmFillKernel<<<gridFor(n), kThreads, 0, s>>>(p, n, type, seed);
    return launched();
}

int checksum(const void *p, std::size_t bytes, unsigned long long *out, Stream s)
{
    const std::size_t words = bytes / 4;
    checksumKernel<<<gridFor(words / 16 ? words / 16 : 1), kThreads, 0, s>>>(static_cast<const unsigned *>(p),
                                                                             words, out);
    return launched();
}

int ncclFill(float *p, std::size_t count, int rank, Stream s)
{
    if (count == 0)
        return 0;
    ncclFillKernel<<<gridFor(count), kThreads, 0, s>>>(p, count, rank);
    return launched();
}

int ncclCheck(const float *out, std::size_t count, int op, int rank, int nranks, int root,
              std::size_t perRank, unsigned long long *wrong, Stream s)
{
    if (count == 0)
        return 0;
    ncclCheckKernel<<<gridFor(count), kThreads, 0, s>>>(out, count, op, rank, nranks, root, perRank, wrong);
    return launched();
}

} // namespace cg::agent::bench::kernels
