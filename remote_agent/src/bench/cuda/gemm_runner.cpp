// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/cuda/gemm_runner.h"

#include "bench/cuda/kernels.h"

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace cg::agent::bench::cuda {

namespace {

constexpr std::size_t kWorkspaceBytes = std::size_t(32) << 20; // what cuBLAS asks for on Hopper
constexpr std::uint32_t kSeedA = 0x5eed0001u;
constexpr std::uint32_t kSeedB = 0x5eed0002u;

struct Types
{
    cudaDataType_t ab;
    cudaDataType_t cd;
    cublasComputeType_t compute;
    int fillType;        // kernels::gemmFill type
    std::size_t abBytes; // element size of A and B
    std::size_t cdBytes; // element size of C and D
    double tolerance;    // output rounding: half an ulp of the output type, relative, with headroom
};

Types typesFor(GemmType t)
{
    switch (t) {
    case GemmType::BF16:
        return {CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 0, 2, 2, 1.0 / 128};
    case GemmType::FP16:
        return {CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, 1, 2, 2, 1.0 / 1024};
    case GemmType::TF32:
        return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 2, 4, 4, 1e-5};
    case GemmType::FP32:
        return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 2, 4, 4, 1e-5};
    case GemmType::FP8:
        // FP8 inputs write bf16: cuBLASLt's FP8 kernels want A transposed (TN), which is what we use.
        return {CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 3, 1, 2, 1.0 / 128};
    }
    return typesFor(GemmType::BF16);
}

float toFloat(const unsigned char *p, cudaDataType_t t)
{
    if (t == CUDA_R_32F) {
        float f;
        std::memcpy(&f, p, 4);
        return f;
    }
    std::uint16_t h;
    std::memcpy(&h, p, 2);
    if (t == CUDA_R_16BF) {
        const std::uint32_t bits = std::uint32_t(h) << 16;
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    }
    // IEEE half.
    const int sign = (h >> 15) & 1, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
    float v;
    if (exp == 0)
        v = std::ldexp(float(mant), -24);
    else if (exp == 31)
        v = mant ? NAN : INFINITY;
    else
        v = std::ldexp(float(mant | 0x400), exp - 25);
    return sign ? -v : v;
}

} // namespace

GemmRunner::GemmRunner(const CublasLt &lt, const Gpu &gpu, GemmType type, int m, int n, int k,
                       cudaStream_t stream)
    : m_lt(lt), m_gpu(gpu), m_type(type), m_m(m), m_n(n), m_k(k), m_stream(stream)
{
    const int cc = gpu.ccMajor * 10 + gpu.ccMinor;
    if ((type == GemmType::BF16 || type == GemmType::TF32) && cc < 80)
        throw Unavailable(std::string(gemmTypeName(type)) + " needs compute capability 8.0 or newer; " +
                          gpu.device() + " (" + gpu.name + ") has " + std::to_string(gpu.ccMajor) + "." +
                          std::to_string(gpu.ccMinor));
    if (type == GemmType::FP8 && cc < 89)
        throw Unavailable("fp8 needs compute capability 8.9 or newer (Ada, Hopper); " + gpu.device() + " (" +
                          gpu.name + ") has " + std::to_string(gpu.ccMajor) + "." +
                          std::to_string(gpu.ccMinor));
    if (type == GemmType::FP8 && lt.version < 110800)
        throw Unavailable("fp8 needs cuBLASLt 11.8 or newer; this node has " + lt.versionString());

    const Types t = typesFor(type);
    const auto mm = std::size_t(m), nn = std::size_t(n), kk = std::size_t(k);
    m_a = DeviceBuffer(gpu.ordinal, mm * kk * t.abBytes);
    m_b = DeviceBuffer(gpu.ordinal, kk * nn * t.abBytes);
    m_d = DeviceBuffer(gpu.ordinal, mm * nn * t.cdBytes);
    m_workspace = DeviceBuffer(gpu.ordinal, kWorkspaceBytes);
    m_sum = DeviceBuffer(gpu.ordinal, sizeof(unsigned long long));
    checkLaunch(kernels::gemmFill(m_a.get(), mm * kk, t.fillType, kSeedA, stream), "filling matrix A");
    checkLaunch(kernels::gemmFill(m_b.get(), kk * nn, t.fillType, kSeedB, stream), "filling matrix B");

    auto ok = [&](cublasStatus_t s, const char *what) {
        if (s != CUBLAS_STATUS_SUCCESS)
            throw Failure(std::string("cuBLASLt ") + what + ": " + lt.describe(s));
    };
    ok(lt.create(&m_handle), "create");
    ok(lt.descCreate(&m_desc, t.compute, CUDA_R_32F), "matmul descriptor");
    const cublasOperation_t transA = CUBLAS_OP_T, transB = CUBLAS_OP_N;
    ok(lt.descSet(m_desc, CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof transA), "set transa");
    ok(lt.descSet(m_desc, CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof transB), "set transb");
    // Column-major: A is stored K x M and used transposed, B is K x N, D is M x N.
    ok(lt.layoutCreate(&m_la, t.ab, std::uint64_t(k), std::uint64_t(m), k), "layout A");
    ok(lt.layoutCreate(&m_lb, t.ab, std::uint64_t(k), std::uint64_t(n), k), "layout B");
    ok(lt.layoutCreate(&m_ld, t.cd, std::uint64_t(m), std::uint64_t(n), m), "layout D");

    cublasLtMatmulPreference_t pref = nullptr;
    ok(lt.prefCreate(&pref), "preference");
    const std::uint64_t ws = kWorkspaceBytes;
    lt.prefSet(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws);
    cublasLtMatmulHeuristicResult_t result{};
    int found = 0;
    const cublasStatus_t hs =
        lt.heuristic(m_handle, m_desc, m_la, m_lb, m_ld, m_ld, pref, 1, &result, &found);
    lt.prefDestroy(pref);
    if (hs != CUBLAS_STATUS_SUCCESS || found == 0)
        throw Unavailable("cuBLASLt " + lt.versionString() + " offers no " + gemmTypeName(type) +
                          " kernel for " + std::to_string(m) + "x" + std::to_string(n) + "x" +
                          std::to_string(k) + " on " + gpu.name +
                          (hs != CUBLAS_STATUS_SUCCESS ? " (" + lt.describe(hs) + ")" : std::string()));
    m_algo = result.algo;
}

GemmRunner::~GemmRunner()
{
    if (m_ld)
        m_lt.layoutDestroy(m_ld);
    if (m_lb)
        m_lt.layoutDestroy(m_lb);
    if (m_la)
        m_lt.layoutDestroy(m_la);
    if (m_desc)
        m_lt.descDestroy(m_desc);
    if (m_handle)
        m_lt.destroy(m_handle);
}

void GemmRunner::enqueue(int times)
{
    for (int i = 0; i < times; ++i) {
        const cublasStatus_t s =
            m_lt.matmul(m_handle, m_desc, &m_alpha, m_a.get(), m_la, m_b.get(), m_lb, &m_beta, m_d.get(),
                        m_ld, m_d.get(), m_ld, &m_algo, m_workspace.get(), kWorkspaceBytes, m_stream);
        if (s != CUBLAS_STATUS_SUCCESS)
            throw Failure("cuBLASLt matmul on " + m_gpu.device() + ": " + m_lt.describe(s));
    }
}

PrecisionCheck GemmRunner::checkPrecision(int samples)
{
    const Types t = typesFor(m_type);
    std::vector<unsigned char> d(std::size_t(m_m) * std::size_t(m_n) * t.cdBytes);
    check(cudaMemcpyAsync(d.data(), m_d.get(), d.size(), cudaMemcpyDeviceToHost, m_stream),
          "reading the result");
    check(cudaStreamSynchronize(m_stream), "waiting for the GPU");
    PrecisionCheck pc;
    pc.tolerance = t.tolerance;
    std::mt19937_64 rng(0xC1u);
    std::uniform_int_distribution<int> row(0, m_m - 1), col(0, m_n - 1);
    for (int s = 0; s < samples; ++s) {
        const int i = s == 0 ? 0 : (s == 1 ? m_m - 1 : row(rng));
        const int j = s == 0 ? 0 : (s == 1 ? m_n - 1 : col(rng));
        double want = 0;
        for (int kk = 0; kk < m_k; ++kk)
            want += double(gemmValue(kSeedA, std::uint64_t(i) * std::uint64_t(m_k) + std::uint64_t(kk))) *
                    double(gemmValue(kSeedB, std::uint64_t(j) * std::uint64_t(m_k) + std::uint64_t(kk)));
        const std::size_t at = (std::size_t(j) * std::size_t(m_m) + std::size_t(i)) * t.cdBytes;
        const double got = toFloat(d.data() + at, t.cd);
        const double rel = std::fabs(got - want) / std::max(std::fabs(want), 1.0);
        if (!(rel <= t.tolerance))
            ++pc.wrong;
        if (!(rel <= pc.maxRelError))
            pc.maxRelError = std::isfinite(rel) ? rel : 1e300;
        ++pc.samples;
    }
    return pc;
}

unsigned long long GemmRunner::checksum()
{
    const Types t = typesFor(m_type);
    check(cudaMemsetAsync(m_sum.get(), 0, sizeof(unsigned long long), m_stream), "clearing a counter");
    checkLaunch(kernels::checksum(m_d.get(), std::size_t(m_m) * std::size_t(m_n) * t.cdBytes,
                                  m_sum.as<unsigned long long>(), m_stream),
                "starting the checksum kernel");
    unsigned long long v = 0;
    check(cudaMemcpyAsync(&v, m_sum.get(), sizeof v, cudaMemcpyDeviceToHost, m_stream),
          "reading the checksum");
    check(cudaStreamSynchronize(m_stream), "waiting for the GPU");
    return v;
}

} // namespace cg::agent::bench::cuda
