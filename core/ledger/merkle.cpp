// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/merkle.h"

#include "ledger/canonical.h"

#include <openssl/sha.h>

#include <cstring>
#include <string>

namespace cg::ledger {

namespace {

qint64 largestPowerOfTwoBelow(qint64 n)
{
    qint64 k = 1;
    while (k << 1 < n)
        k <<= 1;
    return k;
}

QByteArray toBytes(const Hash32 &h)
{
    return QByteArray(h.data(), kHashSize);
}

} // namespace

QByteArray merkleLeafHash(QByteArrayView leaf)
{
    thread_local std::string buf;
    buf.assign(1, '\0');
    buf.append(leaf.data(), std::size_t(leaf.size()));
    QByteArray out(kHashSize, Qt::Uninitialized);
    sha256Into(buf.data(), buf.size(), out.data());
    return out;
}

void merkleNodeHash(const char *left, const char *right, char *out)
{
    char buf[1 + 2 * kHashSize];
    buf[0] = 1;
    std::memcpy(buf + 1, left, kHashSize);
    std::memcpy(buf + 1 + kHashSize, right, kHashSize);
    sha256Into(buf, sizeof buf, out);
}

QByteArray merkleNodeHash(QByteArrayView left, QByteArrayView right)
{
    QByteArray out(kHashSize, Qt::Uninitialized);
    if (left.size() != kHashSize || right.size() != kHashSize)
        return {};
    merkleNodeHash(left.data(), right.data(), out.data());
    return out;
}

QByteArray auditLeaf(const AuditRow &row)
{
    Canonical c;
    c.add(row.seq).add(row.recordedAt).add(row.actor).add(row.action).add(row.subject).add(row.details);
    return c.bytes();
}

void MerkleAccumulator::addLeafHash(const char *leafHash)
{
    Hash32 h;
    std::memcpy(h.data(), leafHash, kHashSize);
    for (qint64 s = m_size; s & 1; s >>= 1) {
        merkleNodeHash(m_stack.back().data(), h.data(), h.data());
        m_stack.pop_back();
    }
    m_stack.push_back(h);
    ++m_size;
}

QByteArray MerkleAccumulator::root() const
{
    if (m_stack.empty()) {
        unsigned char empty[kHashSize];
        SHA256(nullptr, 0, empty);
        return QByteArray(reinterpret_cast<const char *>(empty), kHashSize);
    }
    Hash32 h = m_stack.back();
    for (auto it = m_stack.rbegin() + 1; it != m_stack.rend(); ++it)
        merkleNodeHash(it->data(), h.data(), h.data());
    return toBytes(h);
}

QByteArray merkleRoot(const std::vector<Hash32> &leaves, qint64 begin, qint64 end)
{
    const qint64 n = end - begin;
    if (n <= 0) {
        unsigned char empty[kHashSize];
        SHA256(nullptr, 0, empty);
        return QByteArray(reinterpret_cast<const char *>(empty), kHashSize);
    }
    if (n == 1)
        return toBytes(leaves[std::size_t(begin)]);
    // Perfect subtrees bottom-up are cheaper than recursion on each call: fold like the accumulator does.
    MerkleAccumulator acc;
    for (qint64 i = begin; i < end; ++i)
        acc.addLeafHash(leaves[std::size_t(i)].data());
    return acc.root();
}

namespace {

// PATH(m, D[begin:end]) of RFC 9162 2.1.3.1.
void path(const std::vector<Hash32> &leaves, qint64 m, qint64 begin, qint64 end, QList<QByteArray> &out)
{
    const qint64 n = end - begin;
    if (n <= 1)
        return;
    const qint64 k = largestPowerOfTwoBelow(n);
    if (m < k) {
        path(leaves, m, begin, begin + k, out);
        out << merkleRoot(leaves, begin + k, end);
    } else {
        path(leaves, m - k, begin + k, end, out);
        out << merkleRoot(leaves, begin, begin + k);
    }
}

// SUBPROOF(m, D[begin:end], b) of RFC 9162 2.1.4.1.
void subproof(const std::vector<Hash32> &leaves, qint64 m, qint64 begin, qint64 end, bool b,
              QList<QByteArray> &out)
{
    const qint64 n = end - begin;
    if (m == n) {
        if (!b)
            out << merkleRoot(leaves, begin, end);
        return;
    }
    const qint64 k = largestPowerOfTwoBelow(n);
    if (m <= k) {
        subproof(leaves, m, begin, begin + k, b, out);
        out << merkleRoot(leaves, begin + k, end);
    } else {
        subproof(leaves, m - k, begin + k, end, false, out);
        out << merkleRoot(leaves, begin, begin + k);
    }
}

} // namespace

QList<QByteArray> inclusionProof(const std::vector<Hash32> &leaves, qint64 index, qint64 treeSize)
{
    QList<QByteArray> out;
    if (index < 0 || index >= treeSize || treeSize > qint64(leaves.size()))
        return out;
    path(leaves, index, 0, treeSize, out);
    return out;
}

QList<QByteArray> consistencyProof(const std::vector<Hash32> &leaves, qint64 oldSize, qint64 newSize)
{
    QList<QByteArray> out;
    if (oldSize <= 0 || oldSize > newSize || newSize > qint64(leaves.size()))
        return out;
    subproof(leaves, oldSize, 0, newSize, true, out);
    return out;
}

bool verifyInclusion(qint64 index, qint64 treeSize, const QByteArray &leafHash, const QList<QByteArray> &path,
                     const QByteArray &root)
{
    if (index < 0 || index >= treeSize || leafHash.size() != kHashSize || root.size() != kHashSize)
        return false;
    qint64 fn = index, sn = treeSize - 1;
    QByteArray r = leafHash;
    for (const QByteArray &p : path) {
        if (sn == 0 || p.size() != kHashSize)
            return false;
        if ((fn & 1) || fn == sn) {
            r = merkleNodeHash(p, r);
            if (!(fn & 1)) {
                while (!(fn & 1) && fn != 0) {
                    fn >>= 1;
                    sn >>= 1;
                }
            }
        } else {
            r = merkleNodeHash(r, p);
        }
        fn >>= 1;
        sn >>= 1;
    }
    return sn == 0 && r == root;
}

bool verifyConsistency(qint64 oldSize, qint64 newSize, const QByteArray &oldRoot, const QByteArray &newRoot,
                       const QList<QByteArray> &proof)
{
    if (oldSize <= 0 || oldSize > newSize || oldRoot.size() != kHashSize || newRoot.size() != kHashSize)
        return false;
    if (oldSize == newSize)
        return proof.isEmpty() && oldRoot == newRoot;
    QList<QByteArray> path = proof;
    if ((oldSize & (oldSize - 1)) == 0)
        path.prepend(oldRoot);
    if (path.isEmpty())
        return false;
    qint64 fn = oldSize - 1, sn = newSize - 1;
    while (fn & 1) {
        fn >>= 1;
        sn >>= 1;
    }
    QByteArray fr = path.first(), sr = path.first();
    for (qsizetype i = 1; i < path.size(); ++i) {
        const QByteArray &c = path.at(i);
        if (sn == 0 || c.size() != kHashSize)
            return false;
        if ((fn & 1) || fn == sn) {
            fr = merkleNodeHash(c, fr);
            sr = merkleNodeHash(c, sr);
            if (!(fn & 1)) {
                while (!(fn & 1) && fn != 0) {
                    fn >>= 1;
                    sn >>= 1;
                }
            }
        } else {
            sr = merkleNodeHash(sr, c);
        }
        fn >>= 1;
        sn >>= 1;
    }
    return fr == oldRoot && sr == newRoot && sn == 0;
}

} // namespace cg::ledger
