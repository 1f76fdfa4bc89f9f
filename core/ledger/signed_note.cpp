// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/signed_note.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger_types.h"

namespace cg::ledger {

namespace {

constexpr char kAlgEd25519 = 0x01;
const QByteArray kDash = QByteArrayLiteral("\xe2\x80\x94 "); // "— "

quint32 computeKeyHash(const QString &name, const QByteArray &publicKey)
{
    QByteArray in = name.toUtf8();
    in.append('\n');
    in.append(kAlgEd25519);
    in.append(publicKey);
    const QByteArray h = sha256(in);
    const auto *p = reinterpret_cast<const unsigned char *>(h.constData());
    return (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | quint32(p[3]);
}

QByteArray beBytes(quint32 v)
{
    const char b[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    return QByteArray(b, 4);
}

bool validText(const QByteArray &text)
{
    // UTF-8 without control characters other than newline.
    const QString s = QString::fromUtf8(text);
    if (s.toUtf8() != text)
        return false;
    for (const QChar c : s) {
        if (c.unicode() < 0x20 && c.unicode() != '\n')
            return false;
        if (c.unicode() == 0x7f || c == QChar::ReplacementCharacter)
            return false;
    }
    return true;
}

} // namespace

VerifierKey VerifierKey::make(const QString &name, const QByteArray &publicKey)
{
    return VerifierKey{name, publicKey, computeKeyHash(name, publicKey)};
}

std::optional<VerifierKey> VerifierKey::parse(const QString &text)
{
    // name+hash+base64: names have no '+', base64 may.
    const QString t = text.trimmed();
    const qsizetype first = t.indexOf(QLatin1Char('+'));
    const qsizetype second = first < 0 ? -1 : t.indexOf(QLatin1Char('+'), first + 1);
    if (second < 0)
        return std::nullopt;
    const QStringList parts{t.left(first), t.mid(first + 1, second - first - 1), t.mid(second + 1)};
    if (!isValidPersonName(parts[0]) || parts[1].size() != 8)
        return std::nullopt;
    QByteArray hashBytes, blob;
    if (!fromStrictHex(parts[1], 4, &hashBytes) || !fromStrictBase64(parts[2], &blob) || blob.size() != 33 ||
        blob.at(0) != kAlgEd25519)
        return std::nullopt;
    VerifierKey k = make(parts[0], blob.mid(1));
    if (beBytes(k.keyHash) != hashBytes)
        return std::nullopt;
    return k;
}

QString VerifierKey::text() const
{
    return name + QLatin1Char('+') + toHex(beBytes(keyHash)) + QLatin1Char('+') +
           QString::fromLatin1((QByteArray(1, kAlgEd25519) + publicKey).toBase64());
}

bool SignedNote::verifiedBy(const VerifierKey &key) const
{
    for (const NoteSignature &s : signatures) {
        if (s.name == key.name && s.keyHash == key.keyHash && ed25519Verify(key.publicKey, text, s.signature))
            return true;
    }
    return false;
}

Result<QByteArray> SignedNotes::sign(const QByteArray &text, const QString &keyName, Signer &signer)
{
    using R = Result<QByteArray>;
    if (!text.endsWith('\n') || !validText(text))
        return R::failure(tr("a note must be UTF-8 text ending in a newline"));
    if (!isValidPersonName(keyName))
        return R::failure(
            tr("'%1' cannot name a signing key (use letters, digits and . _ @ -)").arg(keyName));
    const auto sig = signer.sign(text);
    if (!sig)
        return R::failureOf(sig);
    const QByteArray blob = beBytes(computeKeyHash(keyName, signer.publicKey())) + sig.value();
    return text + '\n' + kDash + keyName.toUtf8() + ' ' + blob.toBase64() + '\n';
}

Result<QByteArray> SignedNotes::cosign(const QByteArray &note, const QString &keyName, Signer &signer)
{
    using R = Result<QByteArray>;
    const auto parsed = parse(note);
    if (!parsed)
        return R::failureOf(parsed);
    for (const NoteSignature &s : parsed->signatures) {
        if (s.name == keyName && s.keyHash == computeKeyHash(keyName, signer.publicKey()))
            return R::failure(tr("%1 has signed this note already").arg(keyName));
    }
    const auto own = sign(parsed->text, keyName, signer);
    if (!own)
        return own;
    return note + own->mid(parsed->text.size() + 1);
}

Result<SignedNote> SignedNotes::parse(const QByteArray &note)
{
    using R = Result<SignedNote>;
    if (note.size() > kMaxNoteSize)
        return R::failure(tr("the note is larger than %1 bytes").arg(kMaxNoteSize));
    const qsizetype split = note.lastIndexOf("\n\n");
    if (split < 0 || !note.endsWith('\n'))
        return R::failure(tr("not a signed note: no blank line before the signatures"));
    SignedNote out;
    out.text = note.left(split + 1);
    if (!validText(out.text) || out.text.contains("\n\n") || out.text.startsWith('\n'))
        return R::failure(tr("the note's text is not valid"));
    const QByteArray sigs = note.mid(split + 2);
    for (const QByteArray &line : sigs.split('\n')) {
        if (line.isEmpty())
            continue;
        if (!line.startsWith(kDash))
            return R::failure(tr("a signature line must start with an em dash"));
        const QList<QByteArray> parts = line.mid(kDash.size()).split(' ');
        QByteArray blob;
        if (parts.size() != 2 || !isValidPersonName(QString::fromUtf8(parts[0])) ||
            !fromStrictBase64(QString::fromLatin1(parts[1]), &blob) ||
            blob.size() != 4 + kEd25519SignatureSize)
            return R::failure(tr("a signature line is not 'name base64-signature'"));
        const auto *p = reinterpret_cast<const unsigned char *>(blob.constData());
        out.signatures.append(NoteSignature{QString::fromUtf8(parts[0]),
                                            (quint32(p[0]) << 24) | (quint32(p[1]) << 16) |
                                                (quint32(p[2]) << 8) | quint32(p[3]),
                                            blob.mid(4)});
        if (out.signatures.size() > 100)
            return R::failure(tr("the note has too many signatures"));
    }
    if (out.signatures.isEmpty())
        return R::failure(tr("the note has no signature"));
    return out;
}

QByteArray SignedNotes::checkpointText(const QString &origin, qint64 treeSize, const QByteArray &headHash,
                                       const QByteArray &merkleRoot)
{
    if (merkleRoot.isEmpty())
        return origin.toUtf8() + '\n' + QByteArray::number(treeSize) + '\n' + headHash.toBase64() + '\n';
    return origin.toUtf8() + '\n' + QByteArray::number(treeSize) + '\n' + merkleRoot.toBase64() + '\n' +
           "chain " + headHash.toBase64() + '\n';
}

Result<Checkpoint> SignedNotes::parseCheckpoint(const QByteArray &note)
{
    using R = Result<Checkpoint>;
    auto parsed = parse(note);
    if (!parsed)
        return R::failureOf(parsed);
    QList<QByteArray> lines = parsed->text.split('\n');
    lines.removeLast(); // after the final newline
    if (lines.size() < 3 || lines[0].isEmpty())
        return R::failure(tr("a checkpoint has an origin, a tree size and a hash"));
    Checkpoint cp;
    cp.origin = QString::fromUtf8(lines[0]);
    bool ok = false;
    cp.treeSize = lines[1].toLongLong(&ok);
    if (!ok || cp.treeSize < 0 || QByteArray::number(cp.treeSize) != lines[1])
        return R::failure(tr("the checkpoint's tree size is not a whole number"));
    if (!fromStrictBase64(QString::fromLatin1(lines[2]), &cp.headHash) || cp.headHash.size() != 32)
        return R::failure(tr("the checkpoint's hash is not base64 of 32 bytes"));
    for (qsizetype i = 3; i < lines.size(); ++i) {
        if (!lines[i].startsWith("chain "))
            continue;
        cp.merkleRoot = cp.headHash;
        if (!fromStrictBase64(QString::fromLatin1(lines[i].mid(6)), &cp.headHash) || cp.headHash.size() != 32)
            return R::failure(tr("the checkpoint's chain line is not base64 of 32 bytes"));
        break;
    }
    cp.note = std::move(parsed.value());
    cp.raw = note;
    return cp;
}

} // namespace cg::ledger
