// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a dataset transfer's saved state with its manifest (files under the profile that a damaged
// disk or another program may have changed; the manifest also travels in the audit log). Any bytes give
// either an error or a state whose manifest has a well-formed id, a positive chunk size, chunk ranges that
// tile every file exactly, verified chunks and placed files in range, and that reads back from its own JSON
// to the same signed bytes.
#include "transfer/transfer_state.h"

#include <QJsonDocument>
#include <QJsonObject>

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
    using namespace cg::transfer;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!doc.isObject())
        return 0;
    const cg::Result<TransferState> parsed = TransferState::fromJson(doc.object());
    if (!parsed.ok()) {
        check(!parsed.error().isEmpty());
        return 0;
    }
    const TransferState &s = parsed.value();
    const Manifest &m = s.manifest;
    check(m.id.size() == 18 && m.id.startsWith(QLatin1String("t-")));
    check(m.chunkSize >= 1);
    check(validRemotePath(m.remotePath));
    const QList<ChunkRef> chunks = m.chunks();
    check(chunks.size() == m.chunkCount());
    qint64 previousEnd = 0;
    int previousFile = -1;
    for (const ChunkRef &c : chunks) {
        if (c.file != previousFile) {
            previousFile = c.file;
            previousEnd = 0;
        }
        const ManifestFile &f = m.files.at(c.file);
        check(c.offset == previousEnd && c.length >= 0 && c.offset + c.length <= f.size);
        previousEnd = c.offset + c.length;
    }
    for (int i : s.verifiedChunks)
        check(i >= 0 && i < m.chunkCount());
    for (int i : s.placedFiles)
        check(i >= 0 && i < m.files.size());
    (void)m.signatureValid();
    const cg::Result<TransferState> again = TransferState::fromJson(s.toJson());
    check(again.ok() && again->manifest.canonical() == m.canonical());
    return 0;
}
