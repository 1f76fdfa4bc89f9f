// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: baseline rule files (YAML), which may come from a provider's contract, merged over a
// fixed base file and used to judge a fixed set of results.
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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cg::bench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = Baselines::parse(input, QStringLiteral("fuzz.yaml"));
    if (!parsed) {
        check(parsed.error().startsWith(QStringLiteral("fuzz.yaml")));
        return 0;
    }
    static const ResultSet results = [] {
        const auto r = BenchResults::parse(
            R"({"schema":"clustergate.bench/1","benchmark":"membw","status":"ok","host":{"hostname":"n1"},)"
            R"("metrics":[{"name":"membw.triad","device":"gpu0","unit":"GB/s","value":4100},)"
            R"({"name":"link.rtt","device":"h:1","unit":"ms","value":null}],)"
            R"("checks":[{"name":"x","device":"gpu0","status":"warn","reason":"r"}]})",
            QStringLiteral("results.json"));
        check(r.ok());
        return r.value();
    }();
    const auto base = Baselines::parse("baselines: {membw.triad: 4800}\nrules:\n"
                                       "  - {id: a, metric: membw.triad, comparison: '>=', threshold: 80%}\n",
                                       QStringLiteral("base.yaml"));
    check(base.ok());
    const Baseline merged = Baselines::merge(base.value(), parsed.value());
    check(merged.sources.size() == 2);
    const Evaluation e = Evaluator::evaluate(merged, results);
    check(e.passed + e.warned + e.failed + e.missing == e.verdicts.size());
    return 0;
}
