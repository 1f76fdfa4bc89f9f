// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the job description `clustergate-agent job start` reads on stdin. Whatever it accepts must
// hold what the runner relies on (a valid id, bounded script and variables, unique GPU indices) and must
// read back the same after encoding.
#include "protocol/job_description.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    cg::proto::JobDescription d;
    std::string error;
    if (!cg::proto::parseJobDescription(text, d, error)) {
        if (error.empty())
            std::abort();
        return 0;
    }
    if (!cg::proto::validJobName(d.id) || d.id.find('/') != std::string::npos || d.id == "." || d.id == "..")
        std::abort();
    if (d.script.empty() || d.script.size() > cg::proto::kMaxScriptBytes ||
        d.env.size() > cg::proto::kMaxEnvEntries)
        std::abort();
    for (const auto &[k, v] : d.env) {
        if (!cg::proto::validEnvName(k) || v.size() > cg::proto::kMaxEnvValueBytes ||
            v.find('\0') != std::string::npos)
            std::abort();
    }
    if (!d.workdir.empty() && d.workdir.front() != '/')
        std::abort();
    for (std::size_t i = 0; i < d.gpus.size(); ++i) {
        if (d.gpus[i] > cg::proto::kMaxGpuIndex || std::count(d.gpus.begin(), d.gpus.end(), d.gpus[i]) != 1)
            std::abort();
    }
    cg::proto::JobDescription again;
    if (!cg::proto::parseJobDescription(cg::proto::encodeJobDescription(d), again, error) ||
        again.id != d.id || again.script != d.script || again.env != d.env || again.workdir != d.workdir ||
        again.gpus != d.gpus || again.restart != d.restart || again.timeLimit != d.timeLimit ||
        again.warnBefore != d.warnBefore)
        std::abort();
    return 0;
}
