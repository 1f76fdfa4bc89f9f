// SPDX-License-Identifier: GPL-3.0-or-later
// The audit log's hash chain, without storage: how a row's hash is computed and how a sequence of rows
// (from the database, or from an evidence bundle) is checked against itself and against checkpoints.
//
//   hash(row n) = SHA-256( hash(row n-1) || L(seq) || L(recorded_at) || L(actor) || L(action)
//                          || L(subject) || L(details) )
//
// where L(x) is x's length as 4 bytes big-endian followed by x's bytes (UTF-8; seq in decimal ASCII), and
// hash(row 0) is 32 zero bytes. docs/audit-log.md has the full algorithm.
#pragma once

#include "ledger/signed_note.h"

#include <array>
#include <string>
#include <vector>

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace cg::ledger {

inline constexpr qsizetype kHashSize = 32;

struct AuditRow
{
    qint64 seq = 0;
    QString recordedAt; // ISO 8601 UTC, as stored
    QString actor;
    QString action;  // "request.approved", "ssh.command", ...
    QString subject; // "request:12", "dataset:patients", "ssh:ops@gpu-01"
    QString details; // compact JSON object
    QByteArray prevHash;
    QByteArray hash;
};

// A row as raw bytes (from SQLite's buffers, no copies): what verification reads.
struct AuditRowView
{
    qint64 seq = 0;
    QByteArrayView recordedAt, actor, action, subject, details, prevHash, hash;
};

// The hash of a row whose predecessor's hash is `prev` (32 bytes), into `out` (32 bytes); with `leafOut`,
// also its Merkle leaf hash (merkle.h) from the same encoding.
void auditRowHash(const char *prev, const AuditRowView &row, char *out, char *leafOut = nullptr);
QByteArray auditRowHash(const QByteArray &prev, const AuditRow &row);
// The bytes auditRowHash hashes, appended to `buf`: one spare byte, `prev` (32 bytes), the fields. Then
// hashEncodedRow gives the row's hash and (with leafOut) its leaf hash, writing 0x00 over byte 32.
void encodeAuditRow(std::string &buf, const char *prev, const AuditRowView &row);
void hashEncodedRow(char *encoded, std::size_t size, char *out, char *leafOut);
// The Merkle leaf hash (merkle.h) of a row alone.
void auditLeafHash(const AuditRowView &row, char *out);

// A row as it is written: its fields as UTF-8 (the bytes hashed are the bytes stored), viewed in the
// batch's buffer (EncodedAuditBatch), and its hashes.
struct EncodedAuditRow
{
    qint64 seq = 0;
    QByteArrayView recordedAt, actor, action, subject, details;
    std::array<char, kHashSize> prevHash{}, hash{}, leafHash{};

    AuditRowView view() const
    {
        return AuditRowView{seq,
                            recordedAt,
                            actor,
                            action,
                            subject,
                            details,
                            QByteArrayView(prevHash.data(), kHashSize),
                            QByteArrayView(hash.data(), kHashSize)};
    }
};

// Rows encoded for one append: every row's hashed bytes in one buffer (one allocation for the batch, not
// five per row), which the rows' fields view.
struct EncodedAuditBatch
{
    std::string bytes;
    std::vector<EncodedAuditRow> rows;
};

// Walks rows in order and stops at the first one that breaks the chain.
class ChainVerifier
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::ChainVerifier)

public:
    enum class Problem { None, Gap, PrevHash, Hash, Checkpoint, Truncated };

    // A log read from its first row (seq 1), or an extract starting at `firstSeq` whose first row's
    // predecessor hash is taken as given.
    ChainVerifier();
    ChainVerifier(qint64 firstSeq, const QByteArray &anchor);

    // A checkpoint whose signature was already checked: the head after `treeSize` rows must be `headHash`,
    // and (when given, and the rows start at 1) the Merkle tree's root `merkleRoot`.
    void expect(qint64 treeSize, const QByteArray &headHash, const QString &signer,
                const QByteArray &merkleRoot = {});

    // False once the chain is broken (later rows are ignored).
    bool add(const AuditRowView &row);
    bool add(const AuditRow &row);
    // The same, with the row's hash over its stored previous-hash and its leaf hash computed elsewhere
    // (by another thread): auditRowHash(row.prevHash, row, hash, leafHash).
    bool addHashed(const AuditRowView &row, const char *hash, const char *leafHash);
    // Whether the rows run to the end of the log (the database) or are an extract (a bundle's range):
    // only then does a checkpoint beyond the last row mean rows were removed.
    void setRowsRunToEnd(bool toEnd) { m_toEnd = toEnd; }
    // Checks what is left (checkpoints beyond the last row). Call once, after the last row.
    void finish();

    bool intact() const { return m_problem == Problem::None; }
    Problem problem() const { return m_problem; }
    qint64 firstBrokenSeq() const { return m_broken; } // -1 when intact
    QString message() const { return m_message; }      // what broke, for people
    qint64 rows() const { return m_rows; }
    qint64 lastSeq() const { return m_next - 1; }
    QByteArray head() const { return QByteArray(m_head, kHashSize); }
    // The Merkle tree of the rows added (only when they start at row 1; else empty).
    QByteArray merkleRoot() const;
    // Keeps every leaf hash (for proofs); call before the first row.
    void keepLeaves(bool keep) { m_keepLeaves = keep; }
    const std::vector<std::array<char, kHashSize>> &leaves() const { return m_leaves; }
    int checkpointsMatched() const { return m_matched; }
    qint64 largestMatchedCheckpoint() const { return m_lastMatched; }
    int checkpointsNotCovered() const { return m_notCovered; }

private:
    void breakAt(qint64 seq, Problem p, const QString &message);
    bool linked(const AuditRowView &row);
    bool accept(const AuditRowView &row, const char *hash, const char *leafHash);
    void checkCheckpointsAt(qint64 size);

    struct Expected
    {
        QByteArray head;
        QString signer;
        QByteArray merkleRoot;
    };
    struct Tree
    {
        std::vector<std::array<char, kHashSize>> stack;
        qint64 size = 0;
    };
    Tree m_tree;
    bool m_keepLeaves = false;
    std::vector<std::array<char, kHashSize>> m_leaves;
    QMultiMap<qint64, Expected> m_expected;
    qint64 m_nextExpected = -1; // the smallest tree size still to check, -1: none
    qint64 m_first = 1;
    qint64 m_next = 1;
    qint64 m_rows = 0;
    char m_head[kHashSize] = {};
    Problem m_problem = Problem::None;
    qint64 m_broken = -1;
    QString m_message;
    int m_matched = 0;
    int m_notCovered = 0;
    qint64 m_lastMatched = 0;
    bool m_finished = false;
    bool m_toEnd = true;
};

} // namespace cg::ledger
