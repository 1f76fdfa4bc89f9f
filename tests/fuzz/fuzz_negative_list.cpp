// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a free-trade zone's negative list file (loaded by `clustergate ledger exporter set
// --negative-list FILE`, from wherever the officer got it). Any bytes give either an error or a list with a
// zone, a source, at most 10,000 entries, each with a category found again by find() and a mechanism
// that is not an exemption.
#include "ledger/provisions.h"

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
    using namespace cg::ledger;
    const cg::Result<NegativeList> parsed =
        NegativeList::parse(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!parsed.ok()) {
        check(!parsed.error().isEmpty());
        return 0;
    }
    const NegativeList &list = parsed.value();
    check(!list.zone.isEmpty() && !list.source.isEmpty());
    check(list.entries.size() <= 10000);
    for (const NegativeListEntry &e : list.entries) {
        check(!e.category.isEmpty());
        check(list.find(e.category) == &e);
        check(e.tier != MechanismTier::Exemption);
    }
    return 0;
}
