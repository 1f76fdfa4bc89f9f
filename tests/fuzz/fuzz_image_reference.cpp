// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: container image references as a job spec's `image:` writes them. Whatever the input, the
// parser returns in time linear in its length; an accepted reference is normalised so that its text parses
// again to the same parts, and names only what the registry grammar allows.
#include "jobs/image_reference.h"

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto r = cg::jobs::ImageReferences::parse(text);
    if (!r.ok()) {
        check(!r.error().isEmpty());
        return 0;
    }
    check(!r->domain.isEmpty() && !r->repository.isEmpty());
    check(!r->tag.isEmpty() || cg::jobs::ImageReferences::isDigest(r->digest));
    check(r->digest.isEmpty() || cg::jobs::ImageReferences::isDigest(r->digest));
    check(r->repository.size() <= cg::jobs::ImageReferences::kMaxNameLength);
    const auto again = cg::jobs::ImageReferences::parse(r->text());
    check(again.ok());
    check(again->domain == r->domain && again->repository == r->repository && again->tag == r->tag &&
          again->digest == r->digest);
    return 0;
}
