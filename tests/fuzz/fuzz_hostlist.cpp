// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: hostlist expressions in both dialects (Slurm's own output, node names people type, one per
// line). Whatever the input, the expansion is bounded, counts agree, an error names its column, where both
// dialects read it they agree, and what compression prints reads back to the same hosts.
#include "inventory/hostlist.h"

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

// A name a comma-separated list carries unchanged: plain characters, a trailing number that fits 64 bits.
bool plainName(const QString &h)
{
    if (h.isEmpty())
        return false;
    for (QChar c : h) {
        if (!(c.isLetterOrNumber() || c == u'-' || c == u'.' || c == u'_') || c.unicode() > 127)
            return false;
    }
    qsizetype digits = h.size();
    while (digits > 0 && h.at(digits - 1).isDigit())
        --digits;
    bool fits = true;
    if (digits < h.size())
        fits = h.mid(digits).toULongLong(&fits) < 18446744073709551615ULL && fits;
    return fits;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    constexpr int kMax = 2000;
    cg::Hostlist::Limits limits;
    limits.maxHosts = kMax;
    limits.maxChars = 1 << 20;

    const auto typedLines = cg::Hostlist::expandLines(text, kMax);
    if (typedLines.ok()) {
        check(typedLines.value().size() <= kMax);
        for (const QString &h : typedLines.value())
            check(!h.isEmpty() && !h.contains(u'[') && !h.contains(u']') && !h.contains(u','));
    } else {
        check(typedLines.error().contains(QLatin1String("column")));
        check(typedLines.error().size() < 1000);
    }

    const auto slurm = cg::Hostlist::parse(text, cg::Hostlist::Dialect::Slurm, limits);
    const auto typed = cg::Hostlist::parse(text, cg::Hostlist::Dialect::Typed, limits);
    if (!slurm.ok()) {
        check(slurm.error().startsWith(QLatin1String("column ")));
        check(slurm.error().size() < 1000);
        return 0;
    }
    const QStringList hosts = slurm->hosts();
    check(hosts.size() == slurm->count() && hosts.size() <= kMax);
    // Where both read it, Typed reads what Slurm reads (its suffix extension is something Slurm refuses).
    if (typed.ok())
        check(typed->hosts() == hosts);
    // Round trip through compression, for names a list can carry.
    bool plain = hosts.size() < 65536;
    for (const QString &h : hosts)
        plain = plain && plainName(h);
    if (plain) {
        for (const QString &ranged : {slurm->ranged(), cg::Hostlist::compress(hosts)}) {
            const auto back = cg::Hostlist::parse(ranged, cg::Hostlist::Dialect::Slurm, limits);
            check(back.ok() && back->hosts() == hosts);
        }
    }
    return 0;
}
