// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfer_manifest.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrl>

namespace cg::transfer {

namespace {

QString hex(const QByteArray &b)
{
    return QString::fromLatin1(b.toHex());
}

bool unhex32(const QJsonValue &v, QByteArray *out)
{
    return ledger::fromStrictHex(v.toString(), 32, out);
}

Result<ManifestFile> hashFile(const QString &path, const QString &relative, qint64 chunkSize,
                              const std::function<bool()> &cancelled)
{
    using R = Result<ManifestFile>;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return R::failure(Manifest::tr("cannot read %1: %2").arg(path, f.errorString()));
    ManifestFile m;
    m.relativePath = relative;
    m.localPath = path;
    m.size = f.size();
    QCryptographicHash whole(QCryptographicHash::Sha256);
    QByteArray buf;
    buf.resize(4 << 20);
    qint64 done = 0;
    do {
        QCryptographicHash part(QCryptographicHash::Sha256);
        qint64 left = std::min(chunkSize, m.size - done);
        while (left > 0) {
            if (cancelled && cancelled())
                return R::failure(Manifest::tr("cancelled"));
            const qint64 n = f.read(buf.data(), std::min<qint64>(left, buf.size()));
            if (n <= 0)
                return R::failure(Manifest::tr("%1 changed while it was read").arg(path));
            part.addData(QByteArrayView(buf.constData(), n));
            whole.addData(QByteArrayView(buf.constData(), n));
            left -= n;
            done += n;
        }
        m.chunkSha256 << part.result();
    } while (done < m.size);
    m.sha256 = whole.result();
    return m;
}

} // namespace

qint64 Manifest::totalBytes() const
{
    qint64 n = 0;
    for (const ManifestFile &f : files)
        n += f.size;
    return n;
}

int Manifest::chunkCount() const
{
    int n = 0;
    for (const ManifestFile &f : files)
        n += int(f.chunkSha256.size());
    return n;
}

QList<ChunkRef> Manifest::chunks() const
{
    QList<ChunkRef> out;
    for (int i = 0; i < files.size(); ++i) {
        const ManifestFile &f = files.at(i);
        for (int c = 0; c < f.chunkSha256.size(); ++c) {
            const qint64 off = qint64(c) * chunkSize;
            out << ChunkRef{i, c, off, std::min(chunkSize, f.size - off)};
        }
    }
    return out;
}

QByteArray Manifest::canonical() const
{
    QByteArray out;
    const auto s = [&out](const QString &v) { ledger::appendField(out, v.toUtf8()); };
    const auto n = [&out](qint64 v) { ledger::appendField(out, QByteArray::number(v)); };
    s(QStringLiteral("clustergate-manifest/1"));
    s(id);
    s(dataset);
    s(form);
    n(requestId);
    n(approvalId);
    s(approvalExpires.toString(Qt::ISODate));
    s(cluster);
    s(destination);
    s(remotePath);
    n(chunkSize);
    s(ledger::isoTime(created));
    s(sender);
    ledger::appendField(out, senderKey);
    n(files.size());
    for (const ManifestFile &f : files) {
        s(f.relativePath);
        n(f.size);
        ledger::appendField(out, f.sha256);
        n(f.chunkSha256.size());
        for (const QByteArray &c : f.chunkSha256)
            ledger::appendField(out, c);
    }
    return out;
}

QByteArray Manifest::sha256() const
{
    return ledger::sha256(canonical());
}

Status Manifest::sign(ledger::Signer &signer, const QString &senderName)
{
    sender = senderName;
    senderKey = signer.publicKey();
    const Result<QByteArray> sig = signer.sign(canonical());
    if (!sig)
        return Status::failure(sig.error());
    signature = sig.value();
    return Ok{};
}

bool Manifest::signatureValid() const
{
    return senderKey.size() == 32 && ledger::ed25519Verify(senderKey, canonical(), signature);
}

QString Manifest::stagingDir() const
{
    return remotePath + QStringLiteral("/.clustergate-transfer-") + id;
}

QString Manifest::partPath(int file) const
{
    return stagingDir() + QStringLiteral("/%1.part").arg(file);
}

QString Manifest::finalPath(int file) const
{
    return remotePath + QLatin1Char('/') + files.at(file).relativePath;
}

QJsonObject Manifest::toJson(bool withLocalPaths) const
{
    QJsonArray fa;
    for (const ManifestFile &f : files) {
        QJsonArray chunks;
        for (const QByteArray &c : f.chunkSha256)
            chunks.append(hex(c));
        QJsonObject o{{QStringLiteral("path"), f.relativePath},
                      {QStringLiteral("size"), QString::number(f.size)},
                      {QStringLiteral("sha256"), hex(f.sha256)},
                      {QStringLiteral("chunks"), chunks}};
        if (withLocalPaths)
            o.insert(QStringLiteral("local"), f.localPath);
        fa.append(o);
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("clustergate-manifest/1")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("dataset"), dataset},
                       {QStringLiteral("form"), form},
                       {QStringLiteral("request"), QString::number(requestId)},
                       {QStringLiteral("approval"), QString::number(approvalId)},
                       {QStringLiteral("approval_expires"), approvalExpires.toString(Qt::ISODate)},
                       {QStringLiteral("destruction_due"), destructionDue.toString(Qt::ISODate)},
                       {QStringLiteral("cluster"), cluster},
                       {QStringLiteral("destination"), destination},
                       {QStringLiteral("remote_path"), remotePath},
                       {QStringLiteral("chunk_size"), QString::number(chunkSize)},
                       {QStringLiteral("created"), ledger::isoTime(created)},
                       {QStringLiteral("sender"), sender},
                       {QStringLiteral("sender_key"), hex(senderKey)},
                       {QStringLiteral("signature"), hex(signature)},
                       {QStringLiteral("sha256"), hex(sha256())},
                       {QStringLiteral("files"), fa}};
}

Result<Manifest> Manifest::fromJson(const QJsonObject &o)
{
    using R = Result<Manifest>;
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("clustergate-manifest/1"))
        return R::failure(tr("not a transfer manifest"));
    Manifest m;
    m.id = o.value(QStringLiteral("id")).toString();
    m.dataset = o.value(QStringLiteral("dataset")).toString();
    m.form = o.value(QStringLiteral("form")).toString();
    m.requestId = o.value(QStringLiteral("request")).toString().toLongLong();
    m.approvalId = o.value(QStringLiteral("approval")).toString().toLongLong();
    m.approvalExpires =
        QDate::fromString(o.value(QStringLiteral("approval_expires")).toString(), Qt::ISODate);
    m.destructionDue = QDate::fromString(o.value(QStringLiteral("destruction_due")).toString(), Qt::ISODate);
    m.cluster = o.value(QStringLiteral("cluster")).toString();
    m.destination = o.value(QStringLiteral("destination")).toString();
    m.remotePath = o.value(QStringLiteral("remote_path")).toString();
    m.chunkSize = o.value(QStringLiteral("chunk_size")).toString().toLongLong();
    m.created = ledger::parseIsoTime(o.value(QStringLiteral("created")).toString());
    m.sender = o.value(QStringLiteral("sender")).toString();
    m.senderKey = QByteArray::fromHex(o.value(QStringLiteral("sender_key")).toString().toLatin1());
    m.signature = QByteArray::fromHex(o.value(QStringLiteral("signature")).toString().toLatin1());
    // The id names the state file and the remote staging directory: only what newId() makes.
    static const QRegularExpression idForm(QStringLiteral("^t-[0-9a-f]{16}$"));
    if (m.chunkSize < 1 || !validRemotePath(m.remotePath) || !idForm.match(m.id).hasMatch())
        return R::failure(tr("the manifest of transfer %1 is damaged").arg(m.id.left(40)));
    for (const QJsonValue &v : o.value(QStringLiteral("files")).toArray()) {
        const QJsonObject fo = v.toObject();
        ManifestFile f;
        f.relativePath = fo.value(QStringLiteral("path")).toString();
        f.localPath = fo.value(QStringLiteral("local")).toString();
        f.size = fo.value(QStringLiteral("size")).toString().toLongLong();
        if (!unhex32(fo.value(QStringLiteral("sha256")), &f.sha256))
            return R::failure(tr("the manifest of transfer %1 is damaged").arg(m.id));
        for (const QJsonValue &c : fo.value(QStringLiteral("chunks")).toArray()) {
            QByteArray h;
            if (!unhex32(c, &h))
                return R::failure(tr("the manifest of transfer %1 is damaged").arg(m.id));
            f.chunkSha256 << h;
        }
        if (f.size < 0)
            return R::failure(tr("the manifest of transfer %1 is damaged").arg(m.id));
        const qint64 expected = f.size == 0 ? 1 : f.size / m.chunkSize + (f.size % m.chunkSize != 0);
        if (f.chunkSha256.size() != expected || !validRemotePath(f.relativePath))
            return R::failure(tr("the manifest of transfer %1 is damaged").arg(m.id));
        m.files << f;
    }
    return m;
}

QString Manifest::newId()
{
    return QStringLiteral("t-%1").arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
}

QString localPathOf(const QString &location)
{
    if (location.startsWith(QLatin1String("file://")))
        return QUrl(location).toLocalFile();
    if (location.contains(QLatin1String("://")))
        return {};
    return QDir::cleanPath(QDir::fromNativeSeparators(location));
}

bool validRemotePath(const QString &path)
{
    if (path.isEmpty() || path.contains(QChar(0)) || path.contains(QLatin1Char('\n')))
        return false;
    for (const QString &part : path.split(QLatin1Char('/')))
        if (part == QLatin1String(".."))
            return false;
    return true;
}

Result<QList<ManifestFile>> scanLocation(const QString &location, qint64 chunkSize,
                                         const std::function<bool()> &cancelled)
{
    using R = Result<QList<ManifestFile>>;
    const QString path = localPathOf(location);
    if (path.isEmpty())
        return R::failure(Manifest::tr("the dataset's location %1 is not a local path: only local files can "
                                       "be sent")
                              .arg(location));
    const QFileInfo root(path);
    if (!root.exists())
        return R::failure(Manifest::tr("the dataset's location %1 does not exist").arg(path));
    QList<ManifestFile> out;
    if (root.isFile()) {
        Result<ManifestFile> f = hashFile(root.absoluteFilePath(), root.fileName(), chunkSize, cancelled);
        if (!f)
            return R::failure(f.error());
        out << f.value();
        return out;
    }
    QStringList names;
    QDirIterator it(root.absoluteFilePath(), QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        names << it.next();
    names.sort();
    const QDir base(root.absoluteFilePath());
    for (const QString &n : std::as_const(names)) {
        Result<ManifestFile> f = hashFile(n, base.relativeFilePath(n), chunkSize, cancelled);
        if (!f)
            return R::failure(f.error());
        out << f.value();
    }
    if (out.isEmpty())
        return R::failure(Manifest::tr("the dataset's location %1 holds no files").arg(path));
    return out;
}

} // namespace cg::transfer
