// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: asciicast v2 recordings (files that may come from anywhere: an export, a colleague, a
// tampered disk). Any bytes give either an error naming the line, or a recording whose header is in
// bounds, whose events have a known type and a finite time of 0 or more, and whose every event's text
// the writer's JSON string encoder turns back into the same text.
#include "terminal/asciicast.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
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
    using namespace cg::terminal;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    AsciicastLimits limits;
    limits.maxEvents = 100000;
    const cg::Result<Asciicast> parsed = parseAsciicast(input, limits);
    if (!parsed.ok()) {
        check(!parsed.error().isEmpty());
        return 0;
    }
    const Asciicast &c = parsed.value();
    check(c.header.width >= 1 && c.header.width <= limits.maxSide);
    check(c.header.height >= 1 && c.header.height <= limits.maxSide);
    check(c.events.size() <= limits.maxEvents);
    for (const AsciicastEvent &e : c.events) {
        check(std::isfinite(e.time) && e.time >= 0);
        check(e.type == 'o' || e.type == 'i' || e.type == 'r' || e.type == 'm');
        QByteArray line = "[";
        AsciicastWriter::appendJsonString(line, e.data.toUtf8());
        line += ']';
        const QJsonDocument back = QJsonDocument::fromJson(line);
        check(back.isArray() && back.array().at(0).toString() == QString::fromUtf8(e.data.toUtf8()));
    }
    return 0;
}
