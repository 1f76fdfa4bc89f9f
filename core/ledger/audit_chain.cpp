// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_chain.h"

#include "ledger/merkle.h"

// SHA256_Init/Update/Final hash without OpenSSL 3's provider dispatch (EVP), which on a 300-byte row costs
// about as much as the hashing itself; they are deprecated in 3.0 but kept, and compute the same digest.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

#include <charconv>
#include <cstring>
#include <string>

namespace cg::ledger {

namespace {

inline void putField(std::string &buf, const char *data, std::size_t n)
{
    const char len[4] = {char(n >> 24), char(n >> 16), char(n >> 8), char(n)};
    buf.append(len, 4);
    buf.append(data, n);
}

inline void putField(std::string &buf, QByteArrayView v)
{
    putField(buf, v.data(), std::size_t(v.size()));
}

} // namespace

void sha256Into(const void *data, std::size_t n, char *out)
{
    SHA256_CTX c;
    SHA256_Init(&c);
    SHA256_Update(&c, data, n);
    SHA256_Final(reinterpret_cast<unsigned char *>(out), &c);
}

void encodeAuditRow(std::string &buf, const char *prev, const AuditRowView &row)
{
    buf.push_back('\0'); // room for the leaf's 0x00 prefix, ahead of the previous hash
    buf.append(prev, kHashSize);
    char digits[24];
    const auto r = std::to_chars(digits, digits + sizeof digits, row.seq);
    putField(buf, digits, std::size_t(r.ptr - digits));
    putField(buf, row.recordedAt);
    putField(buf, row.actor);
    putField(buf, row.action);
    putField(buf, row.subject);
    putField(buf, row.details);
}

void hashEncodedRow(char *encoded, std::size_t size, char *out, char *leafOut)
{
    sha256Into(encoded + 1, size - 1, out);
    if (leafOut) {
        // The leaf is the same fields without the previous hash: 0x00 || fields.
        encoded[kHashSize] = '\0';
        sha256Into(encoded + kHashSize, size - kHashSize, leafOut);
    }
}

void auditRowHash(const char *prev, const AuditRowView &row, char *out, char *leafOut)
{
    thread_local std::string buf;
    buf.clear();
    encodeAuditRow(buf, prev, row);
    hashEncodedRow(buf.data(), buf.size(), out, leafOut);
}

void auditLeafHash(const AuditRowView &row, char *out)
{
    thread_local std::string buf;
    buf.assign(1, '\0');
    char digits[24];
    const auto r = std::to_chars(digits, digits + sizeof digits, row.seq);
    putField(buf, digits, std::size_t(r.ptr - digits));
    putField(buf, row.recordedAt);
    putField(buf, row.actor);
    putField(buf, row.action);
    putField(buf, row.subject);
    putField(buf, row.details);
    sha256Into(buf.data(), buf.size(), out);
}

namespace {

struct Utf8Row
{
    explicit Utf8Row(const AuditRow &row)
        : recordedAt(row.recordedAt.toUtf8()), actor(row.actor.toUtf8()), action(row.action.toUtf8()),
          subject(row.subject.toUtf8()), details(row.details.toUtf8())
    {
        view = AuditRowView{row.seq, recordedAt, actor, action, subject, details, row.prevHash, row.hash};
    }
    QByteArray recordedAt, actor, action, subject, details;
    AuditRowView view;
};

} // namespace

QByteArray auditRowHash(const QByteArray &prev, const AuditRow &row)
{
    QByteArray out(kHashSize, Qt::Uninitialized);
    const QByteArray p = prev.size() == kHashSize ? prev : QByteArray(kHashSize, '\0');
    const Utf8Row u(row);
    auditRowHash(p.constData(), u.view, out.data());
    return out;
}

ChainVerifier::ChainVerifier() = default;

ChainVerifier::ChainVerifier(qint64 firstSeq, const QByteArray &anchor) : m_first(firstSeq), m_next(firstSeq)
{
    if (anchor.size() == kHashSize)
        std::memcpy(m_head, anchor.constData(), kHashSize);
}

void ChainVerifier::expect(qint64 treeSize, const QByteArray &headHash, const QString &signer,
                           const QByteArray &merkleRoot)
{
    if (treeSize < m_first - 1) {
        ++m_notCovered; // before this extract: nothing to compare with
        return;
    }
    m_expected.insert(treeSize, Expected{headHash, signer, merkleRoot});
    if (treeSize == m_first - 1)
        checkCheckpointsAt(treeSize);
    else if (treeSize >= m_next && (m_nextExpected < 0 || treeSize < m_nextExpected))
        m_nextExpected = treeSize;
}

void ChainVerifier::breakAt(qint64 seq, Problem p, const QString &message)
{
    if (m_problem != Problem::None)
        return;
    m_problem = p;
    m_broken = seq;
    m_message = message;
}

void ChainVerifier::checkCheckpointsAt(qint64 size)
{
    const auto range = m_expected.equal_range(size);
    const QByteArray root = m_first == 1 ? merkleRoot() : QByteArray();
    for (auto it = range.first; it != range.second; ++it) {
        if (!it->merkleRoot.isEmpty() && m_first == 1 && it->merkleRoot != root) {
            breakAt(
                std::max(m_lastMatched + 1, m_first), Problem::Checkpoint,
                tr("the Merkle tree of the first %1 rows has another root than the checkpoint signed by %2: "
                   "rows up to %1 were rewritten")
                    .arg(size)
                    .arg(it->signer));
            return;
        }
        if (it->head == QByteArrayView(m_head, kHashSize)) {
            ++m_matched;
            m_lastMatched = std::max(m_lastMatched, size);
            continue;
        }
        const qint64 from = std::max(m_lastMatched + 1, m_first);
        breakAt(from, Problem::Checkpoint,
                tr("the rows are linked, but their head after %1 rows differs from the checkpoint signed by "
                   "%2: rows %3 to %1 were rewritten (the first row that may differ is %3)")
                    .arg(size)
                    .arg(it->signer)
                    .arg(from));
        return;
    }
}

bool ChainVerifier::linked(const AuditRowView &row)
{
    if (m_problem != Problem::None)
        return false;
    if (row.seq != m_next) {
        breakAt(m_next, Problem::Gap,
                row.seq > m_next
                    ? tr("row %1 is missing (the next row is %2): a row was deleted or renumbered")
                          .arg(m_next)
                          .arg(row.seq)
                    : tr("row %1 appears where row %2 belongs: a row was inserted, renumbered or moved")
                          .arg(row.seq)
                          .arg(m_next));
        return false;
    }
    if (row.prevHash.size() != kHashSize || std::memcmp(row.prevHash.data(), m_head, kHashSize) != 0) {
        breakAt(row.seq, Problem::PrevHash,
                tr("row %1 does not link to row %2 (its previous-hash differs): a row before it was "
                   "changed, removed or inserted")
                    .arg(row.seq)
                    .arg(row.seq - 1));
        return false;
    }
    return true;
}

bool ChainVerifier::add(const AuditRowView &row)
{
    if (!linked(row))
        return false;
    char computed[kHashSize];
    char leaf[kHashSize];
    auditRowHash(m_head, row, computed, m_first == 1 ? leaf : nullptr);
    return accept(row, computed, leaf);
}

bool ChainVerifier::addHashed(const AuditRowView &row, const char *hash, const char *leafHash)
{
    // The row links (its previous-hash is the head), so the hash over it is the hash over the head.
    return linked(row) && accept(row, hash, leafHash);
}

bool ChainVerifier::accept(const AuditRowView &row, const char *computed, const char *leafHash)
{
    if (row.hash.size() != kHashSize || std::memcmp(row.hash.data(), computed, kHashSize) != 0) {
        breakAt(row.seq, Problem::Hash,
                tr("row %1's content does not match its hash: the row was changed").arg(row.seq));
        return false;
    }
    std::memcpy(m_head, computed, kHashSize);
    if (m_first == 1) {
        std::array<char, kHashSize> h;
        std::memcpy(h.data(), leafHash, kHashSize);
        if (m_keepLeaves)
            m_leaves.push_back(h);
        for (qint64 s = m_tree.size; s & 1; s >>= 1) {
            merkleNodeHash(m_tree.stack.back().data(), h.data(), h.data());
            m_tree.stack.pop_back();
        }
        m_tree.stack.push_back(h);
        ++m_tree.size;
    }
    ++m_rows;
    ++m_next;
    if (row.seq == m_nextExpected) {
        checkCheckpointsAt(row.seq);
        const auto next = m_expected.upperBound(row.seq);
        m_nextExpected = next == m_expected.end() ? -1 : next.key();
    }
    return m_problem == Problem::None;
}

QByteArray ChainVerifier::merkleRoot() const
{
    if (m_first != 1)
        return {};
    if (m_tree.stack.empty()) {
        unsigned char empty[kHashSize];
        SHA256(nullptr, 0, empty);
        return QByteArray(reinterpret_cast<const char *>(empty), kHashSize);
    }
    std::array<char, kHashSize> h = m_tree.stack.back();
    for (auto it = m_tree.stack.rbegin() + 1; it != m_tree.stack.rend(); ++it)
        merkleNodeHash(it->data(), h.data(), h.data());
    return QByteArray(h.data(), kHashSize);
}

bool ChainVerifier::add(const AuditRow &row)
{
    const Utf8Row u(row);
    return add(u.view);
}

void ChainVerifier::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_problem != Problem::None || m_expected.isEmpty())
        return;
    const qint64 last = m_next - 1;
    const qint64 largest = m_expected.lastKey();
    if (!m_toEnd) {
        for (auto it = m_expected.upperBound(last); it != m_expected.end(); ++it)
            ++m_notCovered;
        return;
    }
    if (largest > last) {
        breakAt(last + 1, Problem::Truncated,
                tr("a checkpoint signed by %1 covers %2 rows, but only %3 are here: rows %4 to %2 were "
                   "removed")
                    .arg(m_expected.last().signer)
                    .arg(largest)
                    .arg(last)
                    .arg(last + 1));
    }
}

} // namespace cg::ledger
