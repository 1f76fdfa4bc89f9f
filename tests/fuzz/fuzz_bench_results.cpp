// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the reader of benchmark results (JSON, arrays, JSON lines) that come from cluster nodes,
// and their evaluation by a fixed set of rules.
#include "bench/baseline.h"
#include "bench/bench_results.h"

#include <cstdint>
#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

const cg::bench::Baseline &rules()
{
    static const cg::bench::Baseline b = [] {
        const auto parsed = cg::bench::Baselines::parse(
            "baselines: {membw.triad: 4800}\n"
            "rules:\n"
            "  - {id: a, metric: membw.*, device: 'gpu*', comparison: '>=', threshold: 80%}\n"
            "  - {id: b, metric: '*', comparison: '!=', threshold: 0, severity: warn}\n"
            "  - {id: c, metric: link.rtt, comparison: '<', threshold: 1, unit: ms}\n",
            QStringLiteral("fuzz.yaml"));
        check(parsed.ok());
        return parsed.value();
    }();
    return b;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cg::bench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto set = BenchResults::parse(input, QStringLiteral("fuzz.json"));
    if (!set) {
        check(set.error().startsWith(QStringLiteral("fuzz.json")));
        return 0;
    }
    check(set->results > 0);
    const Evaluation e = Evaluator::evaluate(rules(), set.value());
    check(e.passed + e.warned + e.failed + e.missing == e.verdicts.size());
    for (const Verdict &v : e.verdicts)
        check(!outcomeName(v.outcome).isEmpty());
    return 0;
}
