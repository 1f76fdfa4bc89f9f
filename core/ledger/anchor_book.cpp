// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/anchor_book.h"

#include "common/paths.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/signed_note.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace cg::ledger {

namespace {

const QLatin1String kVouchedBy("# vouched-by: ");
const QLatin1String kAdded(" | added: ");
const QLatin1String kCheckpoint("checkpoint ");

QString sha256Of(const QByteArray &bytes)
{
    return QStringLiteral("SHA256:") +
           QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256)
                                   .toBase64(QByteArray::OmitTrailingEquals));
}

} // namespace

AnchorBook::AnchorBook(QString file) : m_file(std::move(file)) {}

QString AnchorBook::defaultFile()
{
    return QDir(paths::dataDir()).filePath(QStringLiteral("trust-anchors"));
}

Result<QList<AnchorEntry>> AnchorBook::entries() const
{
    using R = Result<QList<AnchorEntry>>;
    QList<AnchorEntry> out;
    QFile f(m_file);
    if (!f.exists())
        return out;
    if (!f.open(QIODevice::ReadOnly))
        return R::failure(tr("cannot read the trust anchors %1: %2").arg(m_file, f.errorString()));
    const QDir base = QFileInfo(m_file).absoluteDir();
    QString vouchedBy;
    QDateTime added;
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QString text = QString::fromUtf8(raw).trimmed();
        if (text.startsWith(kVouchedBy)) {
            const QString rest = text.mid(kVouchedBy.size());
            const qsizetype bar = rest.lastIndexOf(kAdded);
            vouchedBy = bar < 0 ? rest : rest.left(bar);
            added = bar < 0 ? QDateTime() : QDateTime::fromString(rest.mid(bar + kAdded.size()), Qt::ISODate);
            continue;
        }
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        AnchorEntry e;
        e.line = text;
        e.vouchedBy = vouchedBy;
        e.added = added;
        vouchedBy.clear();
        added = {};
        if (text.startsWith(kCheckpoint)) {
            e.kind = AnchorEntry::Checkpoint;
            const QString path = base.absoluteFilePath(text.mid(kCheckpoint.size()).trimmed());
            QFile note(path);
            if (!note.open(QIODevice::ReadOnly)) {
                e.name = QFileInfo(path).fileName();
                e.problem = tr("cannot read %1: %2").arg(path, note.errorString());
            } else {
                const QByteArray bytes = note.read(SignedNotes::kMaxNoteSize + 1);
                e.fingerprint = sha256Of(bytes);
                const auto cp = SignedNotes::parseCheckpoint(bytes);
                if (cp.ok())
                    // The ledger by the short id its checkpoint files carry, not the log's whole origin
                    // line (the entry's line, its tooltip, has it).
                    e.name = tr("checkpoint at %n row(s) of ledger %1", nullptr, int(cp->treeSize))
                                 .arg(cp->origin.section(QLatin1Char('/'), -1).left(8));
                else
                    e.problem = cp.error();
            }
        } else {
            e.kind = AnchorEntry::Key;
            if (const auto k = VerifierKey::parse(text)) {
                e.name = k->name;
                e.fingerprint = keyFingerprint(k->publicKey);
            } else {
                e.problem = tr("not a verifier key (NAME+HASH+BASE64)");
            }
        }
        out << e;
    }
    return out;
}

Status AnchorBook::append(const QString &line, const QString &vouchedBy)
{
    auto all = entries();
    if (!all)
        return Status::failureOf(all);
    for (const AnchorEntry &e : all.value()) {
        if (e.line == line)
            return Status::failure(tr("this anchor is already trusted"), ErrorCode::Conflict);
    }
    AnchorEntry e;
    e.line = line;
    e.vouchedBy = vouchedBy;
    e.added = QDateTime::currentDateTimeUtc();
    all->append(e);
    return write(all.value());
}

Status AnchorBook::write(const QList<AnchorEntry> &entries) const
{
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath()))
        return Status::failure(tr("cannot create the folder of %1").arg(m_file));
    QSaveFile f(m_file);
    if (!f.open(QIODevice::WriteOnly))
        return Status::failure(tr("cannot write the trust anchors %1: %2").arg(m_file, f.errorString()));
    QByteArray out =
        "# Trust anchors of this ClusterGate profile: keys and checkpoints from outside the ledger.\n"
        "# Edited in Audit Log > Trust Anchors; also usable as 'clustergate ledger verify --anchors "
        "FILE'.\n";
    for (const AnchorEntry &e : entries) {
        QString who = e.vouchedBy;
        who.replace(QLatin1Char('\n'), QLatin1Char(' '));
        out +=
            (kVouchedBy + who + kAdded + e.added.toUTC().toString(Qt::ISODate) + QLatin1Char('\n')).toUtf8();
        out += e.line.toUtf8() + '\n';
    }
    if (f.write(out) != out.size() || !f.commit())
        return Status::failure(tr("cannot write the trust anchors %1: %2").arg(m_file, f.errorString()));
    return Ok{};
}

Status AnchorBook::addKey(const QString &keyText, const QString &vouchedBy)
{
    const QString text = keyText.trimmed();
    if (vouchedBy.trimmed().isEmpty())
        return Status::failure(tr("say who vouched for the key (who confirmed it with its owner, and how)"),
                               ErrorCode::Invalid);
    const auto k = VerifierKey::parse(text);
    if (!k)
        return Status::failure(tr("%1 is not a verifier key (NAME+HASH+BASE64, as 'clustergate ledger "
                                  "officers' prints it)")
                                   .arg(text),
                               ErrorCode::Invalid);
    return append(k->text(), vouchedBy.trimmed());
}

Status AnchorBook::addCheckpoint(const QString &path, const QString &vouchedBy)
{
    if (vouchedBy.trimmed().isEmpty())
        return Status::failure(
            tr("say who vouched for the checkpoint (where it was kept, who handed it over)"),
            ErrorCode::Invalid);
    TrustAnchors probe; // the same reading as --checkpoint
    if (auto st = probe.addCheckpointFile(path); !st)
        return st;
    const QByteArray bytes = probe.checkpoints.first();
    if (const auto cp = SignedNotes::parseCheckpoint(bytes); !cp)
        return Status::failure(tr("%1 is not a checkpoint: %2").arg(path, cp.error()), ErrorCode::Invalid);
    const QString hex =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    const QString relative = QStringLiteral("trust-anchors.d/checkpoint-%1.note").arg(hex.left(16));
    const QString copy = QFileInfo(m_file).absoluteDir().filePath(relative);
    if (!QDir().mkpath(QFileInfo(copy).absolutePath()))
        return Status::failure(tr("cannot create the folder of %1").arg(copy));
    QSaveFile f(copy);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Status::failure(
            tr("cannot keep a copy of the checkpoint at %1: %2").arg(copy, f.errorString()));
    return append(kCheckpoint + relative, vouchedBy.trimmed());
}

Status AnchorBook::remove(int index)
{
    auto all = entries();
    if (!all)
        return Status::failureOf(all);
    if (index < 0 || index >= all->size())
        return Status::failure(tr("there is no trust anchor %1").arg(index + 1), ErrorCode::NotFound);
    all->removeAt(index);
    return write(all.value());
}

Result<CheckpointSigned> AnchorBook::signCheckpoint(Ledger &ledger, Signer &signer, const QString &file)
{
    using R = Result<CheckpointSigned>;
    if (file.trimmed().isEmpty())
        return R::failure(tr("choose the file to write the checkpoint to"), ErrorCode::Invalid);
    const auto officer = ledger.officerByKey(signer.publicKey());
    if (!officer)
        return R::failureOf(officer);
    const auto note = ledger.checkpoint(signer); // refuses a key no officer or admin is registered with
    if (!note)
        return R::failureOf(note);
    const auto cp = SignedNotes::parseCheckpoint(note.value());
    if (!cp)
        return R::failureOf(cp);
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return R::failure(tr("cannot create the folder of %1").arg(file));
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(note.value()) != note->size() || !out.commit())
        return R::failure(tr("the checkpoint is signed and kept in the ledger, but %1 cannot be written: %2")
                              .arg(file, out.errorString()));
    CheckpointSigned done;
    done.treeSize = cp->treeSize;
    done.signer = officer->has_value() ? officer->value().name : QString();
    done.fingerprint = keyFingerprint(signer.publicKey());
    done.file = file;
    const QString vouched =
        tr("signed on this desktop by %1 (%2), %3")
            .arg(done.signer, done.fingerprint, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (auto st = addCheckpoint(file, vouched); !st)
        return R::failureOf(st);
    return done;
}

QString AnchorBook::suggestedCheckpointFile(Ledger &ledger)
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    QString origin = ledger.audit().origin().ok() ? ledger.audit().origin().value() : QString();
    origin = origin.section(QLatin1Char('/'), -1).left(8);
    return QDir(dir).filePath(
        QStringLiteral("clustergate-checkpoint-%1%2.note")
            .arg(origin.isEmpty() ? QString() : origin + QLatin1Char('-'),
                 QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

Status AnchorBook::load(TrustAnchors &into) const
{
    if (auto st = into.addFile(m_file, true); !st)
        return st;
    if (QFileInfo(TrustAnchors::configuredFile()).absoluteFilePath() != QFileInfo(m_file).absoluteFilePath())
        return into.addFile(TrustAnchors::configuredFile(), true);
    return Ok{};
}

} // namespace cg::ledger
