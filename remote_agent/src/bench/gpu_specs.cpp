// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/gpu_specs.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace cg::agent::bench {

namespace {

// Dense figures (the datasheets print sparse ones with an asterisk: halved here). Sources: NVIDIA
// H100, H200, A100, L40S datasheets; H20 and H800 from NVIDIA's China-market product briefs.
constexpr GpuSpec kSpecs[] = {
    {"H100 SXM", 0x2330, 3350, 989.4, 989.4, 494.7, 66.9, 1978.9, "NVIDIA H100 datasheet (SXM5)"},
    {"H100 PCIe", 0x2331, 2000, 756.5, 756.5, 378.0, 51.2, 1513.0, "NVIDIA H100 datasheet (PCIe)"},
    {"H100 NVL", 0x2321, 3900, 835.5, 835.5, 417.5, 60.0, 1670.5, "NVIDIA H100 NVL product brief"},
    {"H800 SXM", 0x2324, 3350, 989.4, 989.4, 494.7, 66.9, 1978.9, "NVIDIA H800 product brief"},
    {"H20", 0x2329, 4000, 148.0, 148.0, 74.0, 44.0, 296.0, "NVIDIA H20 product brief"},
    {"H200 SXM", 0x2335, 4800, 989.4, 989.4, 494.7, 66.9, 1978.9, "NVIDIA H200 datasheet (SXM)"},
    {"H200 NVL", 0x233b, 4800, 835.5, 835.5, 417.5, 60.0, 1670.5, "NVIDIA H200 datasheet (NVL)"},
    {"A100 SXM 80GB", 0x20b2, 2039, 312.0, 312.0, 156.0, 19.5, 0, "NVIDIA A100 datasheet (SXM4 80GB)"},
    {"A100 SXM 40GB", 0x20b0, 1555, 312.0, 312.0, 156.0, 19.5, 0, "NVIDIA A100 datasheet (SXM4 40GB)"},
    {"A100 PCIe 80GB", 0x20b5, 1935, 312.0, 312.0, 156.0, 19.5, 0, "NVIDIA A100 datasheet (PCIe 80GB)"},
    {"A100 PCIe 40GB", 0x20f1, 1555, 312.0, 312.0, 156.0, 19.5, 0, "NVIDIA A100 datasheet (PCIe 40GB)"},
    {"A800 SXM 80GB", 0x20f3, 2039, 312.0, 312.0, 156.0, 19.5, 0, "NVIDIA A800 product brief"},
    {"L40S", 0x26b9, 864, 362.05, 362.05, 183.0, 91.6, 733.0, "NVIDIA L40S datasheet"},
};

// Name fragments, most specific first, for boards whose device id is not in the table.
struct NameRule
{
    const char *fragment;
    std::uint16_t id;
};
constexpr NameRule kNames[] = {
    {"h200 nvl", 0x233b},       {"h200", 0x2335},
    {"h100 nvl", 0x2321},       {"h100 pcie", 0x2331},
    {"h100 80gb hbm3", 0x2330}, {"h100 sxm", 0x2330},
    {"h800", 0x2324},           {"h20", 0x2329},
    {"a100-sxm4-80gb", 0x20b2}, {"a100 80gb pcie", 0x20b5},
    {"a100-pcie-40gb", 0x20f1}, {"a100-sxm4-40gb", 0x20b0},
    {"a800", 0x20f3},           {"l40s", 0x26b9},
};

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

} // namespace

std::optional<GemmType> parseGemmType(std::string_view name)
{
    const std::string n = lower(name);
    if (n == "bf16" || n == "bfloat16")
        return GemmType::BF16;
    if (n == "fp16" || n == "half")
        return GemmType::FP16;
    if (n == "tf32")
        return GemmType::TF32;
    if (n == "fp32" || n == "float")
        return GemmType::FP32;
    if (n == "fp8" || n == "e4m3")
        return GemmType::FP8;
    return std::nullopt;
}

const char *gemmTypeName(GemmType t)
{
    switch (t) {
    case GemmType::BF16:
        return "bf16";
    case GemmType::FP16:
        return "fp16";
    case GemmType::TF32:
        return "tf32";
    case GemmType::FP32:
        return "fp32";
    case GemmType::FP8:
        return "fp8";
    }
    return "?";
}

double GpuSpec::peakTflops(GemmType t) const
{
    switch (t) {
    case GemmType::BF16:
        return tflopsBf16;
    case GemmType::FP16:
        return tflopsFp16;
    case GemmType::TF32:
        return tflopsTf32;
    case GemmType::FP32:
        return tflopsFp32;
    case GemmType::FP8:
        return tflopsFp8;
    }
    return 0;
}

std::optional<GpuSpec> findGpuSpec(std::uint32_t pciId, std::string_view name)
{
    // NVML reports device << 16 | vendor; sysfs the bare device id.
    std::uint32_t id = pciId;
    if (id > 0xffff) {
        if ((id & 0xffff) != 0x10de)
            id = 0;
        else
            id >>= 16;
    }
    if (id) {
        for (const GpuSpec &s : kSpecs) {
            if (s.pciDeviceId == id)
                return s;
        }
    }
    const std::string n = lower(name);
    if (n.empty())
        return std::nullopt;
    for (const NameRule &r : kNames) {
        if (n.find(r.fragment) == std::string::npos)
            continue;
        for (const GpuSpec &s : kSpecs) {
            if (s.pciDeviceId == r.id)
                return s;
        }
    }
    return std::nullopt;
}

} // namespace cg::agent::bench
