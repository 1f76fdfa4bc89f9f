// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_proofs.h"

#include "ledger/audit_tree.h"
#include "ledger/canonical.h"
#include "ledger/ledger_store.h"
#include "ledger/merkle.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cg::ledger {

namespace {

QJsonArray hexList(const QList<QByteArray> &hashes)
{
    QJsonArray a;
    for (const QByteArray &h : hashes)
        a.append(toHex(h));
    return a;
}

bool readHexList(const QJsonValue &v, QList<QByteArray> *out)
{
    if (!v.isArray() || v.toArray().size() > 128)
        return false;
    for (const QJsonValue &x : v.toArray()) {
        QByteArray h;
        if (!x.isString() || !fromStrictHex(x.toString(), kHashSize, &h))
            return false;
        *out << h;
    }
    return true;
}

bool readInteger(const QJsonValue &v, qint64 *out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < 0 || d > 9007199254740991.0)
        return false;
    *out = qint64(d);
    return true;
}

Result<QJsonObject> object(const QByteArray &json, const char *format, const QStringList &keys)
{
    using R = Result<QJsonObject>;
    if (json.size() > AuditProofs::kMaxProofSize)
        return R::failure(AuditProofs::tr("the proof is larger than 16 MiB"));
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return R::failure(AuditProofs::tr("not JSON (%1 at byte %2)").arg(err.errorString()).arg(err.offset));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(format))
        return R::failure(AuditProofs::tr("not a %1").arg(QLatin1String(format)));
    QStringList sorted = keys;
    sorted.sort();
    if (o.keys() != sorted)
        return R::failure(AuditProofs::tr("the proof must have exactly the keys %1")
                              .arg(sorted.join(QStringLiteral(", "))));
    return o;
}

// Who signed a tree head: the trusted keys whose signature verifies, and the names of the others.
void signersOf(const Checkpoint &cp, const TrustAnchors &anchors, ProofReport &r, bool *trusted)
{
    QStringList names;
    for (const NoteSignature &s : cp.note.signatures) {
        bool byTrusted = false;
        for (const VerifierKey &k : anchors.keys) {
            if (k.name == s.name && k.keyHash == s.keyHash && cp.note.verifiedBy(k)) {
                byTrusted = true;
                *trusted = true;
                r.facts << AuditProofs::tr("the tree head of size %1 is signed by %2 (%3), a key you trust")
                               .arg(cp.treeSize)
                               .arg(s.name, keyFingerprint(k.publicKey));
            } else if (k.name == s.name && k.keyHash == s.keyHash) {
                r.problems << AuditProofs::tr(
                                  "the signature of %1 on the tree head of size %2 does not verify")
                                  .arg(s.name)
                                  .arg(cp.treeSize);
                byTrusted = true;
            }
        }
        if (!byTrusted)
            names << s.name;
    }
    if (!names.isEmpty())
        r.facts << AuditProofs::tr("also signed as %1 (keys you did not give, not checked)")
                       .arg(names.join(QStringLiteral(", ")));
}

} // namespace

QString ProofReport::summary() const
{
    QStringList lines;
    if (ok && anchored)
        lines << AuditProofs::tr("The proof VERIFIES against a tree head signed by a key you trust.");
    else if (ok)
        lines << AuditProofs::tr(
            "The proof holds but is UNANCHORED: no tree head in it is signed by a key you "
            "trust (give the signers' keys with --trusted-key).");
    else
        lines << AuditProofs::tr("The proof does NOT verify.");
    for (const QString &p : problems)
        lines << QStringLiteral("  ✗ ") + p;
    for (const QString &f : facts)
        lines << QStringLiteral("  ✓ ") + f;
    return lines.join(QLatin1Char('\n'));
}

QByteArray InclusionProof::toJson() const
{
    const QJsonObject e{
        {QStringLiteral("seq"), entry.seq},         {QStringLiteral("recorded_at"), entry.recordedAt},
        {QStringLiteral("actor"), entry.actor},     {QStringLiteral("action"), entry.action},
        {QStringLiteral("subject"), entry.subject}, {QStringLiteral("details"), entry.details}};
    const QJsonObject o{{QStringLiteral("format"), QString::fromLatin1(kFormat)},
                        {QStringLiteral("checkpoint"), QString::fromUtf8(checkpoint)},
                        {QStringLiteral("tree_size"), treeSize},
                        {QStringLiteral("leaf_index"), leafIndex},
                        {QStringLiteral("entry"), e},
                        {QStringLiteral("path"), hexList(path)}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<InclusionProof> InclusionProof::fromJson(const QByteArray &json)
{
    using R = Result<InclusionProof>;
    const auto o =
        object(json, kFormat,
               {QStringLiteral("format"), QStringLiteral("checkpoint"), QStringLiteral("tree_size"),
                QStringLiteral("leaf_index"), QStringLiteral("entry"), QStringLiteral("path")});
    if (!o)
        return R::failureOf(o);
    InclusionProof p;
    const QJsonObject e = o->value(QStringLiteral("entry")).toObject();
    QStringList entryKeys{QStringLiteral("action"),      QStringLiteral("actor"), QStringLiteral("details"),
                          QStringLiteral("recorded_at"), QStringLiteral("seq"),   QStringLiteral("subject")};
    bool ok = o->value(QStringLiteral("checkpoint")).isString() &&
              readInteger(o->value(QStringLiteral("tree_size")), &p.treeSize) &&
              readInteger(o->value(QStringLiteral("leaf_index")), &p.leafIndex) && e.keys() == entryKeys &&
              readInteger(e.value(QStringLiteral("seq")), &p.entry.seq) &&
              readHexList(o->value(QStringLiteral("path")), &p.path);
    for (const char *k : {"recorded_at", "actor", "action", "subject", "details"})
        ok = ok && e.value(QLatin1String(k)).isString();
    if (!ok)
        return R::failure(
            AuditProofs::tr("the inclusion proof is not {checkpoint, tree_size, leaf_index, entry "
                            "{seq, recorded_at, actor, action, subject, details}, path [hex]}"));
    p.checkpoint = o->value(QStringLiteral("checkpoint")).toString().toUtf8();
    p.entry.recordedAt = e.value(QStringLiteral("recorded_at")).toString();
    p.entry.actor = e.value(QStringLiteral("actor")).toString();
    p.entry.action = e.value(QStringLiteral("action")).toString();
    p.entry.subject = e.value(QStringLiteral("subject")).toString();
    p.entry.details = e.value(QStringLiteral("details")).toString();
    return p;
}

QByteArray ConsistencyProof::toJson() const
{
    const QJsonObject o{{QStringLiteral("format"), QString::fromLatin1(kFormat)},
                        {QStringLiteral("old_checkpoint"), QString::fromUtf8(oldCheckpoint)},
                        {QStringLiteral("new_checkpoint"), QString::fromUtf8(newCheckpoint)},
                        {QStringLiteral("path"), hexList(path)}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<ConsistencyProof> ConsistencyProof::fromJson(const QByteArray &json)
{
    using R = Result<ConsistencyProof>;
    const auto o = object(json, kFormat,
                          {QStringLiteral("format"), QStringLiteral("old_checkpoint"),
                           QStringLiteral("new_checkpoint"), QStringLiteral("path")});
    if (!o)
        return R::failureOf(o);
    ConsistencyProof p;
    if (!o->value(QStringLiteral("old_checkpoint")).isString() ||
        !o->value(QStringLiteral("new_checkpoint")).isString() ||
        !readHexList(o->value(QStringLiteral("path")), &p.path))
        return R::failure(
            AuditProofs::tr("the consistency proof is not {old_checkpoint, new_checkpoint, path [hex]}"));
    p.oldCheckpoint = o->value(QStringLiteral("old_checkpoint")).toString().toUtf8();
    p.newCheckpoint = o->value(QStringLiteral("new_checkpoint")).toString().toUtf8();
    return p;
}

Result<std::vector<std::array<char, kHashSize>>> AuditProofs::leaves(LedgerStore &store,
                                                                     const Checkpoint &head)
{
    using R = Result<std::vector<std::array<char, kHashSize>>>;
    if (head.merkleRoot.isEmpty())
        return R::failure(tr("the checkpoint of size %1 has no Merkle root (it was made before the log was a "
                             "tree); make a new one with 'clustergate ledger checkpoint'")
                              .arg(head.treeSize));
    ChainVerifier chain;
    chain.keepLeaves(true);
    if (auto st = store.scanAudit(1, head.treeSize, [&](const AuditRowView &row) { return chain.add(row); });
        !st)
        return R::failureOf(st);
    if (!chain.intact())
        return R::failure(tr("the audit log does not verify: %1").arg(chain.message()));
    if (chain.rows() != head.treeSize)
        return R::failure(
            tr("the log has %1 rows, fewer than the checkpoint's %2").arg(chain.rows()).arg(head.treeSize));
    if (chain.merkleRoot() != head.merkleRoot || chain.head() != head.headHash)
        return R::failure(
            tr("this log's first %1 rows do not have the checkpoint's root: the checkpoint is of "
               "another log, or the rows were rewritten")
                .arg(head.treeSize));
    return chain.leaves();
}

namespace {

// Row `seq` of the log, when it exists.
Result<std::optional<AuditRow>> rowAt(LedgerStore &store, qint64 seq)
{
    using R = Result<std::optional<AuditRow>>;
    std::optional<AuditRow> out;
    const Status st = store.scanAudit(seq, seq, [&](const AuditRowView &r) {
        out = AuditRow{r.seq,
                       QString::fromUtf8(r.recordedAt),
                       QString::fromUtf8(r.actor),
                       QString::fromUtf8(r.action),
                       QString::fromUtf8(r.subject),
                       QString::fromUtf8(r.details),
                       r.prevHash.toByteArray(),
                       r.hash.toByteArray()};
        return false;
    });
    if (!st)
        return R::failureOf(st);
    return R(out);
}

// The tree head's size and chain head must be this log's: one row read.
Status headIsOfThisLog(LedgerStore &store, const Checkpoint &head)
{
    if (head.merkleRoot.isEmpty())
        return Status::failure(
            AuditProofs::tr("the checkpoint of size %1 has no Merkle root (it was made before the log was "
                            "a tree); make a new one with 'clustergate ledger checkpoint'")
                .arg(head.treeSize));
    const auto last = rowAt(store, head.treeSize);
    if (!last)
        return Status::failureOf(last);
    if (!last->has_value())
        return Status::failure(
            AuditProofs::tr("the log has fewer rows than the checkpoint's %1").arg(head.treeSize));
    if (last->value().hash != head.headHash)
        return Status::failure(
            AuditProofs::tr("this log's first %1 rows do not have the checkpoint's head: the checkpoint is "
                            "of another log, or the rows were rewritten")
                .arg(head.treeSize));
    return Ok{};
}

// Runs `make` over the stored tree; when a node is missing or what it made does not hold (`holds`), the
// stored tree is rebuilt from the rows once and `make` runs again. The stored tree is never believed.
template <typename Make, typename Holds>
Status fromStoredTree(LedgerStore &store, Make make, Holds holds, bool *held)
{
    *held = false;
    for (int attempt = 0; attempt < 2; ++attempt) {
        bool missing = false;
        AuditTree tree(store);
        const Status st = make(tree, &missing);
        if (!st && !missing)
            return st;
        if (st && holds()) {
            *held = true;
            return Ok{};
        }
        if (attempt == 1)
            return st;
        const auto last = store.lastAuditRow();
        if (!last)
            return Status::failureOf(last);
        if (auto r = AuditTree::rebuild(store, last->has_value() ? last->value().seq : 0); !r)
            return r;
    }
    return Ok{};
}

} // namespace

Result<InclusionProof> AuditProofs::prove(LedgerStore &store, qint64 seq, const Checkpoint &head)
{
    using R = Result<InclusionProof>;
    if (seq < 1 || seq > head.treeSize)
        return R::failure(tr("entry %1 is not in the tree head of size %2").arg(seq).arg(head.treeSize));
    if (auto st = headIsOfThisLog(store, head); !st)
        return R::failureOf(st);
    const auto entry = rowAt(store, seq);
    if (!entry)
        return R::failureOf(entry);
    if (!entry->has_value())
        return R::failure(tr("there is no entry %1").arg(seq));
    InclusionProof p;
    p.checkpoint = head.raw;
    p.treeSize = head.treeSize;
    p.leafIndex = seq - 1;
    p.entry = entry->value();
    p.entry.prevHash.clear();
    p.entry.hash.clear();
    const QByteArray leaf = merkleLeafHash(auditLeaf(p.entry));
    bool held = false;
    const Status st = fromStoredTree(
        store,
        [&](AuditTree &tree, bool *missing) -> Status {
            auto path = tree.inclusion(p.leafIndex, p.treeSize, missing);
            if (!path)
                return Status::failureOf(path);
            p.path = path.value();
            return Ok{};
        },
        [&] { return verifyInclusion(p.leafIndex, p.treeSize, leaf, p.path, head.merkleRoot); }, &held);
    if (!st)
        return R::failureOf(st);
    if (!held)
        return R::failure(
            tr("this log's first %1 rows do not have the checkpoint's root: the checkpoint is of "
               "another log, or the rows were rewritten")
                .arg(head.treeSize));
    return p;
}

Result<ConsistencyProof> AuditProofs::consistency(LedgerStore &store, const Checkpoint &older,
                                                  const Checkpoint &newer)
{
    using R = Result<ConsistencyProof>;
    if (older.origin != newer.origin)
        return R::failure(
            tr("the two checkpoints are of different logs (%1, %2)").arg(older.origin, newer.origin));
    if (older.treeSize < 1 || older.treeSize > newer.treeSize)
        return R::failure(
            tr("the older tree head (size %1) must have at least one row and no more than the newer "
               "(size %2)")
                .arg(older.treeSize)
                .arg(newer.treeSize));
    if (auto st = headIsOfThisLog(store, newer); !st)
        return R::failureOf(st);
    if (auto st = headIsOfThisLog(store, older); !st)
        return R::failure(tr("the older checkpoint: %1").arg(st.error()));
    ConsistencyProof p;
    p.oldCheckpoint = older.raw;
    p.newCheckpoint = newer.raw;
    QByteArray oldRoot, newRoot;
    bool held = false;
    const Status st = fromStoredTree(
        store,
        [&](AuditTree &tree, bool *missing) -> Status {
            const auto o = tree.root(0, older.treeSize, missing);
            const auto n = o ? tree.root(0, newer.treeSize, missing) : o;
            if (!o || !n)
                return Status::failure(!o ? o.error() : n.error());
            oldRoot = QByteArray(o->data(), kHashSize);
            newRoot = QByteArray(n->data(), kHashSize);
            auto path = tree.consistency(older.treeSize, newer.treeSize, missing);
            if (!path)
                return Status::failureOf(path);
            p.path = path.value();
            return Ok{};
        },
        [&] {
            return oldRoot == older.merkleRoot && newRoot == newer.merkleRoot &&
                   verifyConsistency(older.treeSize, newer.treeSize, older.merkleRoot, newer.merkleRoot,
                                     p.path);
        },
        &held);
    if (!st)
        return R::failureOf(st);
    if (!held && newRoot != newer.merkleRoot)
        return R::failure(
            tr("this log's first %1 rows do not have the checkpoint's root: the checkpoint is of "
               "another log, or the rows were rewritten")
                .arg(newer.treeSize));
    if (!held)
        return R::failure(tr("this log's first %1 rows do not have the older checkpoint's root: the log was "
                             "rewritten since, or the checkpoint is of another log")
                              .arg(older.treeSize));
    return p;
}

ProofReport AuditProofs::verify(const InclusionProof &p, const TrustAnchors &anchors)
{
    ProofReport r;
    const auto cp = SignedNotes::parseCheckpoint(p.checkpoint);
    if (!cp) {
        r.problems << tr("the tree head cannot be read: %1").arg(cp.error());
        return r;
    }
    if (cp->merkleRoot.isEmpty())
        r.problems << tr("the tree head has no Merkle root");
    if (p.treeSize != cp->treeSize)
        r.problems << tr("the proof is for a tree of %1 entries, its tree head has %2")
                          .arg(p.treeSize)
                          .arg(cp->treeSize);
    if (p.leafIndex != p.entry.seq - 1)
        r.problems << tr("entry %1 is not leaf %2").arg(p.entry.seq).arg(p.leafIndex);
    const QByteArray leaf = merkleLeafHash(auditLeaf(p.entry));
    if (r.problems.isEmpty() && !verifyInclusion(p.leafIndex, p.treeSize, leaf, p.path, cp->merkleRoot))
        r.problems
            << tr("the path does not lead from entry %1 to the tree head's root: the entry or the path was "
                  "changed")
                   .arg(p.entry.seq);
    bool trusted = false;
    signersOf(cp.value(), anchors, r, &trusted);
    if (r.problems.isEmpty())
        r.facts.prepend(tr("entry %1 (%2 %3 by %4 at %5) is leaf %6 of the %7-entry tree %8 of %9")
                            .arg(p.entry.seq)
                            .arg(p.entry.action, p.entry.subject, p.entry.actor, p.entry.recordedAt)
                            .arg(p.leafIndex)
                            .arg(p.treeSize)
                            .arg(toHex(cp->merkleRoot).left(16), cp->origin));
    r.ok = r.problems.isEmpty();
    r.anchored = r.ok && trusted;
    if (r.ok && !anchors.keys.isEmpty() && !trusted) {
        r.ok = false;
        r.problems << tr("the tree head is signed by none of the keys you trust");
    }
    return r;
}

ProofReport AuditProofs::verify(const ConsistencyProof &p, const TrustAnchors &anchors)
{
    ProofReport r;
    const auto older = SignedNotes::parseCheckpoint(p.oldCheckpoint);
    const auto newer = SignedNotes::parseCheckpoint(p.newCheckpoint);
    if (!older || !newer) {
        r.problems << tr("a tree head cannot be read: %1").arg(!older ? older.error() : newer.error());
        return r;
    }
    if (older->origin != newer->origin)
        r.problems << tr("the tree heads are of different logs");
    if (older->merkleRoot.isEmpty() || newer->merkleRoot.isEmpty())
        r.problems << tr("a tree head has no Merkle root");
    if (r.problems.isEmpty() &&
        !verifyConsistency(older->treeSize, newer->treeSize, older->merkleRoot, newer->merkleRoot, p.path))
        r.problems
            << tr("the tree of %1 entries does not extend the tree of %2: entries were changed or removed")
                   .arg(newer->treeSize)
                   .arg(older->treeSize);
    bool oldTrusted = false, newTrusted = false;
    signersOf(older.value(), anchors, r, &oldTrusted);
    signersOf(newer.value(), anchors, r, &newTrusted);
    if (r.problems.isEmpty())
        r.facts.prepend(tr("the tree of %1 entries (root %2) extends the tree of %3 entries (root %4) of %5")
                            .arg(newer->treeSize)
                            .arg(toHex(newer->merkleRoot).left(16))
                            .arg(older->treeSize)
                            .arg(toHex(older->merkleRoot).left(16), older->origin));
    r.ok = r.problems.isEmpty();
    r.anchored = r.ok && oldTrusted && newTrusted;
    if (r.ok && !anchors.keys.isEmpty() && !(oldTrusted && newTrusted)) {
        r.ok = false;
        r.problems << tr("a tree head is signed by none of the keys you trust");
    }
    return r;
}

ProofReport AuditProofs::verifyJson(const QByteArray &json, const TrustAnchors &anchors)
{
    const QByteArray format =
        QJsonDocument::fromJson(json).object().value(QStringLiteral("format")).toString().toUtf8();
    if (format == InclusionProof::kFormat) {
        const auto p = InclusionProof::fromJson(json);
        if (p)
            return verify(p.value(), anchors);
        ProofReport r;
        r.problems << p.error();
        return r;
    }
    const auto p = ConsistencyProof::fromJson(json);
    if (p)
        return verify(p.value(), anchors);
    ProofReport r;
    r.problems << p.error();
    return r;
}

} // namespace cg::ledger
