// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log's Merkle tree (merkle.h) kept in the store, so that an inclusion or consistency proof reads
// O(log n) stored subtree hashes and at most two blocks of rows instead of every row. Stored: the root of
// every complete, aligned subtree of 2^kStoredTreeLevel leaves or more (about n / 32 hashes). Below that
// level hashes are computed from the rows. The stored tree is derived data: it is rebuilt from the rows
// when a node is missing, and what is made from it is checked against a signed root before it is used.
#pragma once

#include "ledger/ledger_store.h"
#include "ledger/merkle.h"

#include <QCoreApplication>

#include <map>
#include <vector>

namespace cg::ledger {

class LedgerStore;

inline constexpr int kStoredTreeLevel = 6;

// The right edge of a growing tree (one perfect subtree per set bit of its size), tied to the chain head it
// was computed for; appending leaves yields the stored nodes they complete.
class AuditTreeFrontier
{
public:
    bool matches(qint64 size, QByteArrayView headHash) const
    {
        return m_valid && size == m_size && headHash == QByteArrayView(m_head.data(), kHashSize);
    }
    // Loads the frontier of the first `size` rows from the stored nodes and the last partial block's rows;
    // false in *complete when a stored node it needs is missing.
    Status load(LedgerStore &store, qint64 size, QByteArrayView headHash, bool *complete);
    // Appends one leaf; every subtree it completes at kStoredTreeLevel or above goes to `out`.
    void add(const Hash32 &leaf, std::vector<AuditTreeNode> &out);
    void setHead(QByteArrayView headHash);
    void invalidate() { m_valid = false; }
    qint64 size() const { return m_size; }

private:
    struct Entry
    {
        int level;
        Hash32 hash;
    };
    std::vector<Entry> m_stack;
    qint64 m_size = 0;
    Hash32 m_head{};
    bool m_valid = false;
};

class AuditTree
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::AuditTree)

public:
    explicit AuditTree(LedgerStore &store) : m_store(store) {}

    // Rewrites every stored node of the first `size` rows from the rows themselves (one pass).
    static Status rebuild(LedgerStore &store, qint64 size);

    // MTH(D[begin:end]) for a range of the RFC 9162 recursion (begin aligned to a power of two >= its
    // length, or 0); sets *missing when a stored node is absent.
    Result<Hash32> root(qint64 begin, qint64 end, bool *missing);
    // RFC 9162 2.1.3.1 PATH(index, D[0:size]) and 2.1.4.1 PROOF(oldSize, D[0:newSize]).
    Result<QList<QByteArray>> inclusion(qint64 index, qint64 size, bool *missing);
    Result<QList<QByteArray>> consistency(qint64 oldSize, qint64 newSize, bool *missing);

private:
    Result<Hash32> perfect(int level, qint64 begin, bool *missing);
    Status path(qint64 m, qint64 begin, qint64 end, QList<QByteArray> &out, bool *missing);
    Status subproof(qint64 m, qint64 begin, qint64 end, bool b, QList<QByteArray> &out, bool *missing);

    LedgerStore &m_store;
    std::map<qint64, std::vector<Hash32>> m_blocks; // leaf hashes of blocks read, by their first leaf
};

} // namespace cg::ledger
