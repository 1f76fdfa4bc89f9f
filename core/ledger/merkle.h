// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log as a Merkle tree in the shape of RFC 9162 (Certificate Transparency 2.0), section 2.1:
//
//   leaf hash  = SHA-256(0x00 || leaf)          node hash = SHA-256(0x01 || left || right)
//   MTH({})    = SHA-256("")                    MTH(D[n]) = node(MTH(D[0:k]), MTH(D[k:n])), k the largest
//                                                           power of two smaller than n
//
// where leaf n-1 is audit row n encoded as L(seq) L(recorded_at) L(actor) L(action) L(subject) L(details)
// (the row's hashed fields without the previous hash). Inclusion and consistency proofs, and their
// verification, follow RFC 9162 sections 2.1.3 and 2.1.4 word for word.
#pragma once

#include "ledger/audit_chain.h"

#include <QByteArray>
#include <QList>

#include <array>
#include <cstddef>
#include <vector>

namespace cg::ledger {

using Hash32 = std::array<char, kHashSize>;

// SHA-256 of `n` bytes into `out` (32 bytes), with the digest fetched once per thread (OpenSSL 3's one-shot
// SHA256() looks the algorithm up on every call, which is most of the cost of hashing one short row).
void sha256Into(const void *data, std::size_t n, char *out);

QByteArray merkleLeafHash(QByteArrayView leaf);
QByteArray merkleNodeHash(QByteArrayView left, QByteArrayView right);
void merkleNodeHash(const char *left, const char *right, char *out);
// The leaf of an audit row.
QByteArray auditLeaf(const AuditRow &row);

// The root of a growing tree, one leaf at a time, in O(log n) memory (the perfect subtrees on its left edge).
class MerkleAccumulator
{
public:
    void addLeafHash(const char *leafHash);
    qint64 size() const { return m_size; }
    QByteArray root() const;

private:
    std::vector<Hash32> m_stack;
    qint64 m_size = 0;
};

// Over the leaf hashes of the whole tree (index 0 = row 1).
QByteArray merkleRoot(const std::vector<Hash32> &leaves, qint64 begin, qint64 end);
QList<QByteArray> inclusionProof(const std::vector<Hash32> &leaves, qint64 index, qint64 treeSize);
QList<QByteArray> consistencyProof(const std::vector<Hash32> &leaves, qint64 oldSize, qint64 newSize);

bool verifyInclusion(qint64 index, qint64 treeSize, const QByteArray &leafHash, const QList<QByteArray> &path,
                     const QByteArray &root);
bool verifyConsistency(qint64 oldSize, qint64 newSize, const QByteArray &oldRoot, const QByteArray &newRoot,
                       const QList<QByteArray> &path);

} // namespace cg::ledger
