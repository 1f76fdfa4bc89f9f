// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_chain.h"

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

void auditRowHash(const char *prev, const AuditRowView &row, char *out)
{
    thread_local std::string buf;
    buf.clear();
    buf.append(prev, kHashSize);
    char digits[24];
    const auto r = std::to_chars(digits, digits + sizeof digits, row.seq);
    putField(buf, digits, std::size_t(r.ptr - digits));
    putField(buf, row.recordedAt);
    putField(buf, row.actor);
    putField(buf, row.action);
    putField(buf, row.subject);
    putField(buf, row.details);
    SHA256(reinterpret_cast<const unsigned char *>(buf.data()), buf.size(),
           reinterpret_cast<unsigned char *>(out));
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

void ChainVerifier::expect(qint64 treeSize, const QByteArray &headHash, const QString &signer)
{
    if (treeSize < m_first - 1) {
        ++m_notCovered; // before this extract: nothing to compare with
        return;
    }
    m_expected.insert(treeSize, Expected{headHash, signer});
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
    for (auto it = range.first; it != range.second; ++it) {
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

bool ChainVerifier::add(const AuditRowView &row)
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
    char computed[kHashSize];
    auditRowHash(m_head, row, computed);
    if (row.hash.size() != kHashSize || std::memcmp(row.hash.data(), computed, kHashSize) != 0) {
        breakAt(row.seq, Problem::Hash,
                tr("row %1's content does not match its hash: the row was changed").arg(row.seq));
        return false;
    }
    std::memcpy(m_head, computed, kHashSize);
    ++m_rows;
    ++m_next;
    if (row.seq == m_nextExpected) {
        checkCheckpointsAt(row.seq);
        const auto next = m_expected.upperBound(row.seq);
        m_nextExpected = next == m_expected.end() ? -1 : next.key();
    }
    return m_problem == Problem::None;
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
