// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_ledger_internal.h"

namespace cg::cli::ledger_cli {

// Anchors from outside what is verified: the options, or else the configured anchor file.
bool LedgerCli::anchors(const QCommandLineParser &p, TrustAnchors *out, QString *error)
{
    for (const QString &text : p.values(QStringLiteral("trusted-key"))) {
        if (auto st = out->addKey(text); !st) {
            *error = tr("--trusted-key: %1").arg(st.error());
            return false;
        }
        out->sources << tr("--trusted-key %1").arg(text);
    }
    for (const QString &file : p.values(QStringLiteral("checkpoint"))) {
        if (auto st = out->addCheckpointFile(file); !st) {
            *error = st.error();
            return false;
        }
    }
    const bool explicitFile = p.isSet(QStringLiteral("anchors"));
    if (explicitFile || out->isEmpty()) {
        const QString file =
            explicitFile ? p.value(QStringLiteral("anchors")) : TrustAnchors::configuredFile();
        if (auto st = out->addFile(file, !explicitFile); !st) {
            *error = st.error();
            return false;
        }
    }
    return true;
}

void LedgerCli::printAnchors(const TrustAnchors &a)
{
    QTextStream out(stdout);
    if (a.isEmpty())
        out << tr("Anchors: none given.") << Qt::endl;
    for (const QString &s : a.sources)
        out << tr("Anchor: %1").arg(s) << Qt::endl;
}

int LedgerCli::verifyBundle(const QCommandLineParser &p)
{
    QString error;
    TrustAnchors a;
    if (!anchors(p, &a, &error))
        return fail(error, kUsage);
    QByteArray json;
    if (!readFile(p.value(QStringLiteral("bundle")), &json, &error, EvidenceBundle::kMaxSize))
        return fail(error);
    const BundleReport r = EvidenceBundles::verifyJson(json, a);
    printAnchors(a);
    (r.ok ? QTextStream(stdout) : QTextStream(stderr)) << r.summary() << Qt::endl;
    return r.exitCode();
}

int LedgerCli::verify(Ledger &ledger, const QCommandLineParser &p)
{
    QString error;
    TrustAnchors a;
    if (!anchors(p, &a, &error))
        return fail(error, kUsage);
    const LedgerVerification v = ledger.verify(a);
    printAnchors(a);
    (v.trust == Trust::Failed ? QTextStream(stderr) : QTextStream(stdout)) << v.summary() << Qt::endl;
    return v.exitCode();
}

int LedgerCli::checkpoint(Ledger &ledger, Database &db, const QCommandLineParser &p)
{
    if (!p.isSet(QStringLiteral("out")))
        return fail(tr("checkpoint needs --out FILE"), kUsage);
    QString error;
    const auto s = signer(p, db, &error);
    if (!s)
        return fail(error);
    const auto note = ledger.checkpoint(*s);
    if (!note)
        return fail(note);
    if (!writeFile(p.value(QStringLiteral("out")), note.value(), &error))
        return fail(error);
    QTextStream(stdout) << note.value();
    return kDone;
}

bool LedgerCli::readCheckpoint(const QString &path, Checkpoint *out, QString *error)
{
    QByteArray note;
    if (!readFile(path, &note, error, SignedNotes::kMaxNoteSize))
        return false;
    auto cp = SignedNotes::parseCheckpoint(note);
    if (!cp) {
        *error = tr("%1: %2").arg(path, cp.error());
        return false;
    }
    *out = cp.value();
    return true;
}

int LedgerCli::writeOrPrint(const QCommandLineParser &p, const QByteArray &bytes)
{
    if (!p.isSet(QStringLiteral("out"))) {
        QTextStream(stdout) << bytes;
        return kDone;
    }
    QString error;
    if (!writeFile(p.value(QStringLiteral("out")), bytes, &error))
        return fail(error);
    return kDone;
}

// An inclusion proof of entry SEQ against a signed tree head: the one given, or the newest stored one
// that covers the entry.
int LedgerCli::prove(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos)
{
    bool ok = false;
    const qint64 seq = pos.value(1).toLongLong(&ok);
    if (pos.size() != 2 || !ok || seq < 1)
        return fail(usage(), kUsage);
    Checkpoint head;
    QString error;
    if (p.isSet(QStringLiteral("checkpoint"))) {
        if (!readCheckpoint(p.value(QStringLiteral("checkpoint")), &head, &error))
            return fail(error);
    } else {
        const auto stored = ledger.audit().storedCheckpoints();
        if (!stored)
            return fail(stored);
        for (const Checkpoint &c : stored.value()) {
            if (!c.merkleRoot.isEmpty() && c.treeSize >= seq &&
                (head.raw.isEmpty() || c.treeSize > head.treeSize))
                head = c;
        }
        if (head.raw.isEmpty())
            return fail(tr("no signed tree head covers entry %1 yet: make one with 'clustergate ledger "
                           "checkpoint --out FILE --key ID'")
                            .arg(seq));
    }
    const auto proof = AuditProofs::prove(ledger.store(), seq, head);
    if (!proof)
        return fail(proof);
    return writeOrPrint(p, proof->toJson());
}

int LedgerCli::consistency(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos)
{
    if (pos.size() != 3)
        return fail(usage(), kUsage);
    Checkpoint older, newer;
    QString error;
    if (!readCheckpoint(pos.at(1), &older, &error) || !readCheckpoint(pos.at(2), &newer, &error))
        return fail(error);
    const auto proof = AuditProofs::consistency(ledger.store(), older, newer);
    if (!proof)
        return fail(proof);
    return writeOrPrint(p, proof->toJson());
}

int LedgerCli::verifyProof(const QCommandLineParser &p, const QStringList &pos)
{
    if (pos.size() != 2)
        return fail(usage(), kUsage);
    QString error;
    TrustAnchors a;
    if (!anchors(p, &a, &error))
        return fail(error, kUsage);
    QByteArray json;
    if (!readFile(pos.at(1), &json, &error, AuditProofs::kMaxProofSize))
        return fail(error);
    const ProofReport r = AuditProofs::verifyJson(json, a);
    printAnchors(a);
    (r.ok ? QTextStream(stdout) : QTextStream(stderr)) << r.summary() << Qt::endl;
    return r.exitCode();
}

// A second console or an officer countersigns a tree head after checking it against its own copy.
int LedgerCli::witness(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor)
{
    if (pos.size() != 2 || !p.isSet(QStringLiteral("out")))
        return fail(usage(), kUsage);
    Checkpoint cp;
    QString error;
    if (!readCheckpoint(pos.at(1), &cp, &error))
        return fail(error);
    const auto origin = ledger.audit().origin();
    if (!origin)
        return fail(origin);
    if (cp.origin != origin.value())
        return fail(tr("the checkpoint is of %1, this console's log is %2").arg(cp.origin, origin.value()));
    if (const auto l = AuditProofs::leaves(ledger.store(), cp); !l)
        return fail(tr("not witnessed: %1").arg(l.error()));
    const auto s = signer(p, db, &error);
    if (!s)
        return fail(error);
    const auto note = SignedNotes::cosign(cp.raw, actor, *s);
    if (!note)
        return fail(note);
    if (!writeFile(p.value(QStringLiteral("out")), note.value(), &error))
        return fail(error);
    const auto witnessed = ledger.audit().append(
        AuditEvent{actor,
                   QStringLiteral("audit.witnessed"),
                   QStringLiteral("audit:%1").arg(cp.treeSize),
                   {{QStringLiteral("tree_size"), cp.treeSize},
                    {QStringLiteral("root"), toHex(cp.merkleRoot)},
                    {QStringLiteral("key"), VerifierKey::make(actor, s->publicKey()).text()}},
                   {}});
    if (!witnessed.ok())
        return fail(
            tr("wrote the cosignature, but could not record it in the audit log: %1").arg(witnessed.error()));
    QTextStream(stdout) << note.value();
    return kDone;
}

bool LedgerCli::seqRange(const QCommandLineParser &p, qint64 *from, qint64 *to)
{
    bool ok = true;
    *from = p.isSet(QStringLiteral("from")) ? p.value(QStringLiteral("from")).toLongLong(&ok) : 1;
    if (!ok || *from < 1)
        return false;
    *to = p.isSet(QStringLiteral("to")) ? p.value(QStringLiteral("to")).toLongLong(&ok) : -1;
    return ok && (*to == -1 || *to >= *from);
}

int LedgerCli::report(Ledger &ledger, const QCommandLineParser &p, const QString &actor)
{
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("pdf") && format != QLatin1String("csv"))
        return fail(tr("--format must be pdf or csv"), kUsage);
    if (!p.isSet(QStringLiteral("out")))
        return fail(tr("report needs --out FILE"), kUsage);
    ReportOptions options;
    for (const QString &k : p.values(QStringLiteral("kind"))) {
        const auto kind = reportKindFromName(k);
        if (!kind)
            return fail(tr("--kind must be one of: %1").arg(reportKindNames().join(QStringLiteral(", "))),
                        kUsage);
        options.kinds << *kind;
    }
    if (!seqRange(p, &options.audit.fromSeq, &options.audit.toSeq))
        return fail(tr("--from and --to take sequence numbers, --from at least 1 and --to not below it"),
                    kUsage);
    options.audit.limit = p.isSet(QStringLiteral("from")) || p.isSet(QStringLiteral("to")) ? -1 : 1000;
    options.audit.newestFirst = options.audit.limit > 0;
    QString anchorError;
    if (!anchors(p, &options.anchors, &anchorError))
        return fail(anchorError, kUsage);
    const auto r = Reports::build(ledger, options);
    if (!r)
        return fail(r);
    const QString out = p.value(QStringLiteral("out"));
    QString error;
    if (format == QLatin1String("csv")) {
        if (!writeFile(out, Reports::toCsv(r.value()), &error))
            return fail(error);
    } else if (auto st = Reports::writePdf(r.value(), out); !st) {
        return fail(st);
    }
    const auto exported =
        ledger.audit().append(AuditEvent{actor,
                                         QStringLiteral("report.exported"),
                                         QStringLiteral("report"),
                                         {{QStringLiteral("format"), format},
                                          {QStringLiteral("file"), QFileInfo(out).fileName()},
                                          {QStringLiteral("chain_intact"), r->chainIntact}},
                                         {}});
    if (!exported.ok())
        return fail(
            tr("wrote %1, but could not record the export in the audit log: %2").arg(out, exported.error()));
    QTextStream(r->trustworthy() ? stdout : stderr) << tr("Wrote %1. %2 Signatures: %3 of %4 valid.")
                                                           .arg(out, r->chainSummary)
                                                           .arg(r->signaturesValid)
                                                           .arg(r->signatures)
                                                    << Qt::endl;
    return r->trustworthy() ? kDone : kFailed;
}

int LedgerCli::bundle(Ledger &ledger, Database &db, const QCommandLineParser &p)
{
    if (!p.isSet(QStringLiteral("out")))
        return fail(tr("bundle needs --out FILE"), kUsage);
    qint64 from = 1, to = -1;
    if (!seqRange(p, &from, &to))
        return fail(tr("--from and --to take sequence numbers, --from at least 1 and --to not below it"),
                    kUsage);
    QString error;
    const auto s = signer(p, db, &error);
    if (!s)
        return fail(error);
    const auto b = EvidenceBundles::make(ledger, *s, from, to);
    if (!b)
        return fail(b);
    if (!writeFile(p.value(QStringLiteral("out")), b->toJson(), &error))
        return fail(error);
    const auto exported = ledger.audit().append(
        AuditEvent{b->generatedBy,
                   QStringLiteral("bundle.exported"),
                   QStringLiteral("bundle"),
                   {{QStringLiteral("rows"), qint64(b->rows.size())},
                    {QStringLiteral("file"), QFileInfo(p.value(QStringLiteral("out"))).fileName()},
                    {QStringLiteral("content_sha256"), toHex(b->contentHash())}},
                   {}});
    if (!exported.ok())
        return fail(tr("wrote %1, but could not record the export in the audit log: %2")
                        .arg(p.value(QStringLiteral("out")), exported.error()));
    QTextStream(stdout) << tr("Wrote %1: %2 row(s), %3 checkpoint(s), %4 decision(s), sealed by %5.")
                               .arg(p.value(QStringLiteral("out")))
                               .arg(b->rows.size())
                               .arg(b->checkpoints.size())
                               .arg(b->approvals.size())
                               .arg(b->generatedBy)
                        << Qt::endl;
    return kDone;
}

} // namespace cg::cli::ledger_cli
