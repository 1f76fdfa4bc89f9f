// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: Slurm hostlist expressions typed into onboarding (one per line). Whatever the input, the
// expansion is bounded, every host is a non-empty name without brackets, and a failure says where.
#include "inventory/hostlist.h"

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    constexpr int kMax = 2000;
    const auto hosts = cg::Hostlist::expandLines(text, kMax);
    if (hosts.ok()) {
        check(hosts.value().size() <= kMax);
        for (const QString &h : hosts.value()) {
            check(!h.isEmpty());
            check(!h.contains(QLatin1Char('[')) && !h.contains(QLatin1Char(']')) &&
                  !h.contains(QLatin1Char(',')));
        }
    } else {
        check(hosts.error().contains(QLatin1String("column")));
    }
    return 0;
}
