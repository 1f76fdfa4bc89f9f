// SPDX-License-Identifier: GPL-3.0-or-later
// Published figures of known data-centre GPUs, so a measurement can be read as "% of spec".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cg::agent::bench {

enum class GemmType { BF16, FP16, TF32, FP32, FP8 };

std::optional<GemmType> parseGemmType(std::string_view name);
const char *gemmTypeName(GemmType t); // "bf16"

// Dense (no sparsity) tensor-core peaks and memory bandwidth from the vendor's datasheet, at boost
// clock. 0 means not published / not supported.
struct GpuSpec
{
    const char *model = "";        // "H100 SXM"
    std::uint16_t pciDeviceId = 0; // PCI device id (vendor 0x10de)
    double memoryBandwidthGBs = 0; // GB/s (1e9)
    double tflopsBf16 = 0;
    double tflopsFp16 = 0;
    double tflopsTf32 = 0;
    double tflopsFp32 = 0;
    double tflopsFp8 = 0;
    const char *source = ""; // where the figures come from

    double peakTflops(GemmType t) const;
};

// By PCI device id first (the part number does not lie about the board), then by the marketing name
// the driver reports ("NVIDIA H100 80GB HBM3"). `pciId` may be the NVML form (device << 16 | vendor)
// or the bare 16-bit device id.
std::optional<GpuSpec> findGpuSpec(std::uint32_t pciId, std::string_view name);

} // namespace cg::agent::bench
