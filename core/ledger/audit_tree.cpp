// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_tree.h"

#include <cstring>

namespace cg::ledger {

namespace {

constexpr qint64 kBlock = qint64(1) << kStoredTreeLevel;

qint64 largestPowerOfTwoBelow(qint64 n)
{
    qint64 k = 1;
    while (k << 1 < n)
        k <<= 1;
    return k;
}

Hash32 toHash(QByteArrayView v)
{
    Hash32 h{};
    if (v.size() == kHashSize)
        std::memcpy(h.data(), v.data(), kHashSize);
    return h;
}

QByteArray toBytes(const Hash32 &h)
{
    return QByteArray(h.data(), kHashSize);
}

// Leaf hashes of rows first..last (1-based), in order; fewer when the log is shorter.
Status readLeaves(LedgerStore &store, qint64 first, qint64 last, std::vector<Hash32> &out)
{
    return store.scanAudit(first, last, [&](const AuditRowView &row) {
        Hash32 h;
        auditLeafHash(row, h.data());
        out.push_back(h);
        return true;
    });
}

} // namespace

Status AuditTreeFrontier::load(LedgerStore &store, qint64 size, QByteArrayView headHash, bool *complete)
{
    m_valid = false;
    m_stack.clear();
    m_size = 0;
    *complete = true;
    qint64 offset = 0;
    for (int level = 62; level >= kStoredTreeLevel; --level) {
        if (!(size & (qint64(1) << level)))
            continue;
        const auto node = store.treeNode(level, offset >> level);
        if (!node)
            return Status::failureOf(node);
        if (!node->has_value()) {
            *complete = false;
            return Ok{};
        }
        m_stack.push_back(Entry{level, node->value()});
        offset += qint64(1) << level;
    }
    m_size = offset;
    std::vector<Hash32> tail;
    if (offset < size) {
        if (auto st = readLeaves(store, offset + 1, size, tail); !st)
            return st;
    }
    if (offset + qint64(tail.size()) != size)
        return Status::failure(AuditTree::tr("the audit log has fewer rows than its head (%1)").arg(size));
    std::vector<AuditTreeNode> none;
    for (const Hash32 &leaf : tail)
        add(leaf, none);
    setHead(headHash);
    return Ok{};
}

void AuditTreeFrontier::add(const Hash32 &leaf, std::vector<AuditTreeNode> &out)
{
    Entry e{0, leaf};
    for (qint64 s = m_size; s & 1; s >>= 1) {
        merkleNodeHash(m_stack.back().hash.data(), e.hash.data(), e.hash.data());
        m_stack.pop_back();
        ++e.level;
        if (e.level >= kStoredTreeLevel)
            out.push_back(AuditTreeNode{e.level, ((m_size + 1) >> e.level) - 1, e.hash});
    }
    m_stack.push_back(e);
    ++m_size;
}

void AuditTreeFrontier::setHead(QByteArrayView headHash)
{
    m_head = toHash(headHash);
    m_valid = headHash.size() == kHashSize;
}

Status AuditTree::rebuild(LedgerStore &store, qint64 size)
{
    return store.transaction([&]() -> Status {
        if (auto st = store.clearTree(); !st)
            return st;
        AuditTreeFrontier f;
        std::vector<AuditTreeNode> nodes;
        qint64 rows = 0;
        Status flushed = Ok{};
        auto st = store.scanAudit(1, size, [&](const AuditRowView &row) {
            Hash32 leaf;
            auditLeafHash(row, leaf.data());
            f.add(leaf, nodes);
            ++rows;
            if (nodes.size() >= 4096) {
                flushed = store.putTreeNodes(nodes);
                nodes.clear();
            }
            return bool(flushed);
        });
        if (!st)
            return st;
        if (!flushed)
            return flushed;
        if (rows != size)
            return Status::failure(tr("the audit log has %1 rows, not %2").arg(rows).arg(size));
        return store.putTreeNodes(nodes);
    });
}

Result<Hash32> AuditTree::perfect(int level, qint64 begin, bool *missing)
{
    using R = Result<Hash32>;
    if (level >= kStoredTreeLevel) {
        const auto node = m_store.treeNode(level, begin >> level);
        if (!node)
            return R::failureOf(node);
        if (!node->has_value()) {
            *missing = true;
            return R::failure(
                tr("the stored tree has no node at level %1, index %2").arg(level).arg(begin >> level));
        }
        return node->value();
    }
    const qint64 block = begin & ~(kBlock - 1);
    auto it = m_blocks.find(block);
    if (it == m_blocks.end()) {
        std::vector<Hash32> leaves;
        leaves.reserve(std::size_t(kBlock));
        if (auto st = readLeaves(m_store, block + 1, block + kBlock, leaves); !st)
            return R::failureOf(st);
        it = m_blocks.emplace(block, std::move(leaves)).first;
    }
    const qint64 from = begin - block, to = from + (qint64(1) << level);
    if (to > qint64(it->second.size()))
        return R::failure(tr("the audit log has no row %1").arg(begin + (qint64(1) << level)));
    return toHash(merkleRoot(it->second, from, to));
}

Result<Hash32> AuditTree::root(qint64 begin, qint64 end, bool *missing)
{
    using R = Result<Hash32>;
    if (end <= begin)
        return R::failure(tr("an empty range of the tree"));
    // The range splits into aligned perfect subtrees, largest first; its root folds them from the right.
    std::vector<Hash32> parts;
    for (qint64 a = begin; a < end;) {
        int level = 0;
        while (level < 62 && (a & ((qint64(2) << level) - 1)) == 0 && a + (qint64(2) << level) <= end)
            ++level;
        const auto h = perfect(level, a, missing);
        if (!h)
            return h;
        parts.push_back(h.value());
        a += qint64(1) << level;
    }
    Hash32 h = parts.back();
    for (auto it = parts.rbegin() + 1; it != parts.rend(); ++it)
        merkleNodeHash(it->data(), h.data(), h.data());
    return h;
}

Status AuditTree::path(qint64 m, qint64 begin, qint64 end, QList<QByteArray> &out, bool *missing)
{
    const qint64 n = end - begin;
    if (n <= 1)
        return Ok{};
    const qint64 k = largestPowerOfTwoBelow(n);
    const bool left = m < k;
    if (auto st = left ? path(m, begin, begin + k, out, missing) : path(m - k, begin + k, end, out, missing);
        !st)
        return st;
    const auto sibling = left ? root(begin + k, end, missing) : root(begin, begin + k, missing);
    if (!sibling)
        return Status::failureOf(sibling);
    out << toBytes(sibling.value());
    return Ok{};
}

Status AuditTree::subproof(qint64 m, qint64 begin, qint64 end, bool b, QList<QByteArray> &out, bool *missing)
{
    const qint64 n = end - begin;
    if (m == n) {
        if (b)
            return Ok{};
        const auto h = root(begin, end, missing);
        if (!h)
            return Status::failureOf(h);
        out << toBytes(h.value());
        return Ok{};
    }
    const qint64 k = largestPowerOfTwoBelow(n);
    const bool left = m <= k;
    if (auto st = left ? subproof(m, begin, begin + k, b, out, missing)
                       : subproof(m - k, begin + k, end, false, out, missing);
        !st)
        return st;
    const auto sibling = left ? root(begin + k, end, missing) : root(begin, begin + k, missing);
    if (!sibling)
        return Status::failureOf(sibling);
    out << toBytes(sibling.value());
    return Ok{};
}

Result<QList<QByteArray>> AuditTree::inclusion(qint64 index, qint64 size, bool *missing)
{
    using R = Result<QList<QByteArray>>;
    QList<QByteArray> out;
    if (index < 0 || index >= size)
        return R::failure(tr("leaf %1 is not in a tree of %2").arg(index).arg(size));
    if (auto st = path(index, 0, size, out, missing); !st)
        return R::failureOf(st);
    return out;
}

Result<QList<QByteArray>> AuditTree::consistency(qint64 oldSize, qint64 newSize, bool *missing)
{
    using R = Result<QList<QByteArray>>;
    QList<QByteArray> out;
    if (oldSize <= 0 || oldSize > newSize)
        return R::failure(tr("no consistency proof from %1 to %2 entries").arg(oldSize).arg(newSize));
    if (auto st = subproof(oldSize, 0, newSize, true, out, missing); !st)
        return R::failureOf(st);
    return out;
}

} // namespace cg::ledger
