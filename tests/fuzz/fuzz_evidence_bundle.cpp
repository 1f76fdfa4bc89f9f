// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the evidence-bundle reader and its offline verification (strict JSON, the hash chain,
// checkpoints and seals as signed notes, Ed25519 signatures), and the signed-note and verifier-key parsers
// on the raw input. None may crash; a bundle that reads must write back to one that reads, and a report
// is "ok" exactly when it lists no problem.
#include "ledger/evidence_bundle.h"
#include "ledger/signed_note.h"

#include <cstdint>
#include <cstdlib>

using namespace cg::ledger;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto bundle = EvidenceBundle::fromJson(bytes);
    if (bundle.ok()) {
        const BundleReport r = EvidenceBundles::verify(bundle.value());
        require(r.ok == r.problems.isEmpty());
        require(r.ok || !r.summary().isEmpty());
        require(EvidenceBundle::fromJson(bundle->toJson()).ok());
    } else {
        require(!bundle.error().isEmpty());
    }
    // The same bytes as a checkpoint (a signed note) and as a verifier key.
    const auto cp = SignedNotes::parseCheckpoint(bytes);
    if (cp.ok())
        require(cp->headHash.size() == 32 && cp->treeSize >= 0 && !cp->note.signatures.isEmpty());
    (void)VerifierKey::parse(QString::fromUtf8(bytes.left(256)));
    return 0;
}
