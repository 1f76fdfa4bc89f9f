// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_log.h"

#include "ledger/canonical.h"
#include "ledger/details_json.h"
#include "ledger/ed25519.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include <charconv>
#include <cstring>
#include <future>
#include <thread>

namespace cg::ledger {

QString AuditLog::secretLookingKey(const QJsonObject &details)
{
    std::string ignored;
    return appendDetailsJson(ignored, details);
}

namespace {

// One length-prefixed field (canonical.h) whose length is known once it is written: a 4-byte hole, then
// the bytes, then the length.
std::size_t openField(std::string &buf)
{
    buf.append(4, '\0');
    return buf.size();
}

void closeField(std::string &buf, std::size_t start)
{
    const std::size_t n = buf.size() - start;
    char *len = buf.data() + start - 4;
    len[0] = char(n >> 24);
    len[1] = char(n >> 16);
    len[2] = char(n >> 8);
    len[3] = char(n);
}

// QString::toUtf8 appended without a temporary; text with a lone surrogate goes through Qt (which
// replaces it), so the bytes are always Qt's.
void appendQtUtf8(std::string &buf, const QString &s)
{
    if (!appendUtf8(buf, s)) {
        const QByteArray qt = s.toUtf8();
        buf.append(qt.constData(), std::size_t(qt.size()));
    }
}

} // namespace

Status AuditLog::encode(const QList<AuditEvent> &events, const AuditHead &head, EncodedAuditBatch &out)
{
    out.bytes.clear();
    out.rows.assign(std::size_t(events.size()), EncodedAuditRow{});
    out.bytes.reserve(std::size_t(events.size()) * 384);
    struct Offsets
    {
        std::size_t at, fields[5];
    };
    std::vector<Offsets> offsets(std::size_t(events.size()));
    Hash32 prev{};
    if (head.hash.size() == kHashSize)
        std::memcpy(prev.data(), head.hash.constData(), kHashSize);
    qint64 seq = head.size;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    std::string &buf = out.bytes;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const AuditEvent &e = events.at(i);
        if (e.actor.isEmpty() || e.action.isEmpty())
            return Status::failure(tr("an audit event needs an actor and an action"));
        EncodedAuditRow &r = out.rows[std::size_t(i)];
        Offsets &o = offsets[std::size_t(i)];
        r.seq = ++seq;
        r.prevHash = prev;
        // The bytes encodeAuditRow makes (audit_chain.h), written once and hashed where they are.
        o.at = buf.size();
        buf.push_back('\0');
        buf.append(prev.data(), kHashSize);
        std::size_t f = openField(buf);
        char digits[24];
        const auto d = std::to_chars(digits, digits + sizeof digits, r.seq);
        buf.append(digits, std::size_t(d.ptr - digits));
        closeField(buf, f);
        f = o.fields[0] = openField(buf);
        const QByteArray at = isoTimeUtf8(e.at.isValid() ? e.at : now);
        buf.append(at.constData(), std::size_t(at.size()));
        closeField(buf, f);
        f = o.fields[1] = openField(buf);
        appendQtUtf8(buf, e.actor);
        closeField(buf, f);
        f = o.fields[2] = openField(buf);
        appendQtUtf8(buf, e.action);
        closeField(buf, f);
        f = o.fields[3] = openField(buf);
        appendQtUtf8(buf, e.subject);
        closeField(buf, f);
        f = o.fields[4] = openField(buf);
        const QString secret = appendDetailsJson(buf, e.details);
        closeField(buf, f);
        if (!secret.isEmpty())
            return Status::failure(
                tr("the audit event %1 has a detail named '%2', which looks like a secret; secrets "
                   "are never written to the audit log")
                    .arg(e.action, secret));
        hashEncodedRow(buf.data() + o.at, buf.size() - o.at, r.hash.data(), r.leafHash.data());
        prev = r.hash;
    }
    // The buffer is complete: the rows' fields can view it now.
    for (std::size_t i = 0; i < out.rows.size(); ++i) {
        EncodedAuditRow &r = out.rows[i];
        const Offsets &o = offsets[i];
        const auto field = [&](int k) {
            const std::size_t start = o.fields[k];
            const char *len = buf.data() + start - 4;
            const std::size_t n = std::size_t(uchar(len[0])) << 24 | std::size_t(uchar(len[1])) << 16 |
                                  std::size_t(uchar(len[2])) << 8 | std::size_t(uchar(len[3]));
            return QByteArrayView(buf.data() + start, qsizetype(n));
        };
        r.recordedAt = field(0);
        r.actor = field(1);
        r.action = field(2);
        r.subject = field(3);
        r.details = field(4);
    }
    return Ok{};
}

Result<qint64> AuditLog::append(const AuditEvent &event)
{
    return appendBatch({event});
}

Status AuditLog::syncTree(const AuditHead &head)
{
    if (m_tree.matches(head.size, head.hash))
        return Ok{};
    bool complete = false;
    if (auto st = m_tree.load(m_store, head.size, head.hash, &complete); !st || complete)
        return st;
    // A log from before the stored tree, or rows written without it: the tree is made once from the rows.
    if (auto st = AuditTree::rebuild(m_store, head.size); !st)
        return st;
    if (auto st = m_tree.load(m_store, head.size, head.hash, &complete); !st)
        return st;
    return complete ? Status(Ok{}) : Status::failure(tr("the stored Merkle tree cannot be made"));
}

Result<qint64> AuditLog::appendBatch(const QList<AuditEvent> &events)
{
    using R = Result<qint64>;
    qint64 last = 0;
    const Status st = m_store.transaction([&]() -> Status {
        const auto h = head();
        if (!h)
            return Status::failureOf(h);
        if (auto s = syncTree(h.value()); !s)
            return s;
        thread_local EncodedAuditBatch batch; // its buffer is kept for the next batch
        QList<AuditEvent> stamped;
        if (const QString who = m_store.sessionActor(); !who.isEmpty()) {
            stamped = events;
            for (AuditEvent &e : stamped)
                e.actor = who;
        }
        if (auto s = encode(stamped.isEmpty() ? events : stamped, h.value(), batch); !s)
            return s;
        const std::vector<EncodedAuditRow> &rows = batch.rows;
        if (rows.empty()) {
            last = h->size;
            return Ok{};
        }
        last = rows.back().seq;
        if (auto s = m_store.appendAuditRows(rows); !s)
            return s;
        std::vector<AuditTreeNode> nodes;
        for (const EncodedAuditRow &r : rows)
            m_tree.add(r.leafHash, nodes);
        m_tree.setHead(QByteArrayView(rows.back().hash.data(), kHashSize));
        return m_store.putTreeNodes(nodes);
    });
    if (!st) {
        m_tree.invalidate();
        return R::failure(tr("cannot write to the audit log: %1").arg(st.error()));
    }
    return last;
}

Result<QString> AuditLog::origin()
{
    using R = Result<QString>;
    if (!m_origin.isEmpty())
        return m_origin;
    auto id = m_store.meta(QStringLiteral("ledger_id"));
    if (!id)
        return R::failureOf(id);
    if (id->isEmpty()) {
        const QString fresh = QUuid::createUuid().toString(QUuid::WithoutBraces);
        const Status st = m_store.transaction([&]() -> Status {
            auto again = m_store.meta(QStringLiteral("ledger_id"));
            if (!again)
                return Status::failureOf(again);
            if (!again->isEmpty()) {
                id = again;
                return Ok{};
            }
            id = fresh;
            return m_store.setMeta(QStringLiteral("ledger_id"), fresh);
        });
        if (!st)
            return R::failureOf(st);
    }
    m_origin = QStringLiteral("clustergate.audit/") + id.value();
    return m_origin;
}

Result<AuditHead> AuditLog::head()
{
    using R = Result<AuditHead>;
    const auto last = m_store.lastAuditRow();
    if (!last)
        return R::failureOf(last);
    AuditHead h;
    if (last->has_value()) {
        h.size = last->value().seq;
        h.hash = last->value().hash;
    }
    return h;
}

Result<QByteArray> AuditLog::checkpoint(Signer &signer, const QString &keyName)
{
    using R = Result<QByteArray>;
    const auto o = origin();
    if (!o)
        return R::failureOf(o);
    QByteArray note;
    const Status st = m_store.transaction([&]() -> Status {
        const auto h = head();
        if (!h)
            return Status::failureOf(h);
        // The tree is walked (and the chain checked) before its head is signed.
        ChainVerifier tree;
        if (auto s = m_store.scanAudit(1, h->size, [&](const AuditRowView &row) { return tree.add(row); });
            !s)
            return s;
        if (!tree.intact() || tree.rows() != h->size)
            return Status::failure(
                tr("the audit log does not verify (%1): no checkpoint is signed over a broken log")
                    .arg(tree.message()));
        auto signedNote = SignedNotes::sign(
            SignedNotes::checkpointText(o.value(), h->size, h->hash, tree.merkleRoot()), keyName, signer);
        if (!signedNote)
            return Status::failureOf(signedNote);
        note = signedNote.value();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (auto s = m_store.insertCheckpoint(h->size, note, now); !s)
            return s;
        QJsonObject details{{QStringLiteral("tree_size"), h->size},
                            {QStringLiteral("head"), toHex(h->hash)},
                            {QStringLiteral("root"), toHex(tree.merkleRoot())},
                            {QStringLiteral("key"), VerifierKey::make(keyName, signer.publicKey()).text()}};
        const auto seq = append(AuditEvent{keyName, QStringLiteral("audit.checkpoint"),
                                           QStringLiteral("audit:%1").arg(h->size), details, now});
        return seq ? Status(Ok{}) : Status::failureOf(seq);
    });
    if (!st)
        return R::failure(tr("cannot make a checkpoint: %1").arg(st.error()));
    return note;
}

Result<QList<Checkpoint>> AuditLog::storedCheckpoints()
{
    using R = Result<QList<Checkpoint>>;
    const auto notes = m_store.checkpoints();
    if (!notes)
        return R::failureOf(notes);
    QList<Checkpoint> out;
    for (const QByteArray &n : notes.value()) {
        auto cp = SignedNotes::parseCheckpoint(n);
        if (cp)
            out << cp.value();
    }
    return out;
}

QString ChainReport::summary() const
{
    if (intact) {
        QString s = AuditLog::tr("The audit log is intact: %n row(s), head %1.", nullptr,
                                 int(qMin<qint64>(rows, INT_MAX)))
                        .arg(toHex(head).left(16));
        if (checkpoints > 0)
            s += QLatin1Char(' ') + AuditLog::tr("%1 of %2 signed checkpoint(s) match it.")
                                        .arg(checkpointsMatched)
                                        .arg(checkpoints);
        return s;
    }
    if (firstBrokenSeq >= 0)
        return AuditLog::tr("The audit log is BROKEN at sequence number %1: %2")
            .arg(firstBrokenSeq)
            .arg(problem);
    return AuditLog::tr("The audit log cannot be trusted: %1").arg(problem);
}

namespace {

// Rows as read (their hashed bytes and stored hashes), hashed in one go by another thread.
struct HashBatch
{
    static constexpr std::size_t kRows = 8192;
    struct Row
    {
        qint64 seq;
        std::size_t at, size;
        qsizetype prevSize, hashSize;
        Hash32 prev, hash;
    };
    std::string bytes;
    std::vector<Row> rows;
    std::vector<Hash32> hashes, leaves;

    void add(const AuditRowView &r)
    {
        Row x{r.seq, bytes.size(), 0, r.prevHash.size(), r.hash.size(), {}, {}};
        if (x.prevSize == kHashSize)
            std::memcpy(x.prev.data(), r.prevHash.data(), kHashSize);
        if (x.hashSize == kHashSize)
            std::memcpy(x.hash.data(), r.hash.data(), kHashSize);
        encodeAuditRow(bytes, x.prev.data(), r);
        x.size = bytes.size() - x.at;
        rows.push_back(x);
    }
    void hash()
    {
        hashes.resize(rows.size());
        leaves.resize(rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            hashEncodedRow(bytes.data() + rows[i].at, rows[i].size, hashes[i].data(), leaves[i].data());
    }
    // In order, through the same checks as ChainVerifier::add; false once the chain is broken.
    bool feed(ChainVerifier &chain) const
    {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const Row &x = rows[i];
            AuditRowView v;
            v.seq = x.seq;
            // A stored hash of another length stays one: the checks refuse it as they would.
            v.prevHash = QByteArrayView(x.prev.data(), x.prevSize == kHashSize ? kHashSize : 0);
            v.hash = QByteArrayView(x.hash.data(), x.hashSize == kHashSize ? kHashSize : 0);
            if (!chain.addHashed(v, hashes[i].data(), leaves[i].data()))
                return false;
        }
        return true;
    }
    void clear()
    {
        bytes.clear();
        rows.clear();
    }
};

} // namespace

// The walk of verify() on two threads: this one reads rows and checks them in order, another hashes the
// next batch meanwhile. Every row gets the checks ChainVerifier::add makes, in the same order.
Status AuditLog::scanHashingApart(ChainVerifier &chain)
{
    HashBatch batches[2];
    int cur = 0;
    std::future<void> hashing;
    bool fine = true;
    const auto handOff = [&]() -> bool {
        if (hashing.valid())
            hashing.wait();
        HashBatch &ready = batches[1 - cur];
        HashBatch &next = batches[cur];
        hashing = std::async(std::launch::async | std::launch::deferred, [&next] { next.hash(); });
        const bool ok = ready.feed(chain); // while the next batch is hashed
        ready.clear();
        cur = 1 - cur;
        return ok;
    };
    const Status scanned = m_store.scanAudit(1, -1, [&](const AuditRowView &row) {
        batches[cur].add(row);
        if (batches[cur].rows.size() < HashBatch::kRows)
            return true;
        fine = handOff();
        return fine;
    });
    if (hashing.valid())
        hashing.wait();
    if (!scanned)
        return scanned;
    if (fine && batches[1 - cur].feed(chain) && !batches[cur].rows.empty()) {
        batches[cur].hash();
        batches[cur].feed(chain);
    }
    return Ok{};
}

ChainReport AuditLog::verify(const VerifyOptions &options)
{
    ChainReport report;
    const auto o = origin();
    const auto officers = m_store.officers();
    const auto stored = m_store.checkpoints();
    if (!o || !officers || !stored) {
        report.problem = !o ? o.error() : !officers ? officers.error() : stored.error();
        return report;
    }
    QList<VerifierKey> keys = options.trustedKeys;
    if (options.ledgerKeys) {
        keys << *options.ledgerKeys;
    } else {
        for (const OfficerKey &k : officers.value())
            keys << VerifierKey::make(k.name, k.publicKey);
    }

    ChainVerifier chain;
    QList<QByteArray> notes = stored.value();
    const qsizetype firstExternal = notes.size();
    notes << options.extraCheckpoints;
    for (qsizetype i = 0; i < notes.size(); ++i) {
        const QByteArray &n = notes.at(i);
        ++report.checkpoints;
        const auto cp = SignedNotes::parseCheckpoint(n);
        if (!cp) {
            report.problem = tr("a checkpoint cannot be read: %1").arg(cp.error());
            return report;
        }
        if (cp->origin != o.value()) {
            report.problem =
                tr("a checkpoint belongs to another log (%1, this one is %2)").arg(cp->origin, o.value());
            return report;
        }
        QString signer;
        for (const VerifierKey &k : std::as_const(keys)) {
            if (cp->note.verifiedBy(k)) {
                signer = k.name;
                report.seen << CheckpointSeen{cp->treeSize, k.publicKey, k.name, i >= firstExternal};
                break;
            }
        }
        if (signer.isEmpty()) {
            report.problem =
                tr("the checkpoint at tree size %1 has no signature that a known key verifies (signed "
                   "as %2): it was altered, or signed by a key this ledger does not know")
                    .arg(cp->treeSize)
                    .arg(cp->note.signatures.isEmpty() ? QString() : cp->note.signatures.first().name);
            return report;
        }
        chain.expect(cp->treeSize, cp->headHash, signer, cp->merkleRoot);
    }

    report.threads = options.threads > 0                        ? std::min(options.threads, 2)
                     : std::thread::hardware_concurrency() >= 2 ? 2
                                                                : 1;
    const Status scanned =
        report.threads == 1
            ? m_store.scanAudit(1, -1, [&](const AuditRowView &row) { return chain.add(row); })
            : scanHashingApart(chain);
    if (!scanned) {
        report.problem = tr("the audit log cannot be read: %1").arg(scanned.error());
        return report;
    }
    chain.finish();
    report.rows = chain.rows();
    report.head = chain.head();
    report.checkpointsMatched = chain.checkpointsMatched();
    report.intact = chain.intact();
    report.firstBrokenSeq = chain.firstBrokenSeq();
    report.problem = chain.message();
    if (report.intact && report.checkpoints == 0 && report.rows > 0)
        report.notes << tr("No signed checkpoint exists: a rewrite of the whole chain would not be noticed "
                           "until one is signed and kept elsewhere.");
    return report;
}

} // namespace cg::ledger
