// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfer_state.h"

#include "common/paths.h"
#include "ledger/canonical.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>

namespace cg::transfer {

QString statusName(TransferStatus s)
{
    switch (s) {
    case TransferStatus::Running:
        return QStringLiteral("running");
    case TransferStatus::Cancelled:
        return QStringLiteral("cancelled");
    case TransferStatus::Stopped:
        return QStringLiteral("stopped");
    case TransferStatus::Failed:
        return QStringLiteral("failed");
    case TransferStatus::Complete:
        return QStringLiteral("complete");
    case TransferStatus::Wiped:
        return QStringLiteral("wiped");
    }
    return {};
}

static std::optional<TransferStatus> statusFrom(const QString &s)
{
    for (TransferStatus t : {TransferStatus::Running, TransferStatus::Cancelled, TransferStatus::Stopped,
                             TransferStatus::Failed, TransferStatus::Complete, TransferStatus::Wiped})
        if (statusName(t) == s)
            return t;
    return std::nullopt;
}

qint64 TransferState::verifiedBytes() const
{
    qint64 n = 0;
    const QList<ChunkRef> all = manifest.chunks();
    for (int i : verifiedChunks)
        if (i >= 0 && i < all.size())
            n += all.at(i).length;
    return n;
}

QJsonObject TransferState::toJson() const
{
    QList<int> chunks(verifiedChunks.begin(), verifiedChunks.end());
    std::sort(chunks.begin(), chunks.end());
    QList<int> placed(placedFiles.begin(), placedFiles.end());
    std::sort(placed.begin(), placed.end());
    QJsonArray ca, pa;
    for (int c : chunks)
        ca.append(c);
    for (int p : placed)
        pa.append(p);
    return QJsonObject{{QStringLiteral("manifest"), manifest.toJson(true)},
                       {QStringLiteral("verified_chunks"), ca},
                       {QStringLiteral("placed_files"), pa},
                       {QStringLiteral("status"), statusName(status)},
                       {QStringLiteral("reason"), reason},
                       {QStringLiteral("bytes_sent"), QString::number(bytesSent)},
                       {QStringLiteral("bytes_resent"), QString::number(bytesResent)},
                       {QStringLiteral("chunks_resent"), chunksResent},
                       {QStringLiteral("corrupt_chunks"), corruptChunks},
                       {QStringLiteral("stall_restarts"), stallRestarts},
                       {QStringLiteral("connections"), connections},
                       {QStringLiteral("connection_note"), connectionNote},
                       {QStringLiteral("updated"), ledger::isoTime(updated)},
                       {QStringLiteral("wiped"), wiped.isValid() ? ledger::isoTime(wiped) : QString()}};
}

Result<TransferState> TransferState::fromJson(const QJsonObject &o)
{
    using R = Result<TransferState>;
    Result<Manifest> m = Manifest::fromJson(o.value(QStringLiteral("manifest")).toObject());
    if (!m)
        return R::failure(m.error());
    TransferState s;
    s.manifest = m.value();
    const int n = s.manifest.chunkCount();
    for (const QJsonValue &v : o.value(QStringLiteral("verified_chunks")).toArray())
        if (v.toInt(-1) >= 0 && v.toInt() < n)
            s.verifiedChunks.insert(v.toInt());
    for (const QJsonValue &v : o.value(QStringLiteral("placed_files")).toArray())
        if (v.toInt(-1) >= 0 && v.toInt() < s.manifest.files.size())
            s.placedFiles.insert(v.toInt());
    const auto st = statusFrom(o.value(QStringLiteral("status")).toString());
    if (!st)
        return R::failure(tr("the state of transfer %1 is damaged").arg(s.manifest.id));
    s.status = *st;
    s.reason = o.value(QStringLiteral("reason")).toString();
    s.bytesSent = o.value(QStringLiteral("bytes_sent")).toString().toLongLong();
    s.bytesResent = o.value(QStringLiteral("bytes_resent")).toString().toLongLong();
    s.chunksResent = o.value(QStringLiteral("chunks_resent")).toInt();
    s.corruptChunks = o.value(QStringLiteral("corrupt_chunks")).toInt();
    s.stallRestarts = o.value(QStringLiteral("stall_restarts")).toInt();
    s.connections = o.value(QStringLiteral("connections")).toInt();
    s.connectionNote = o.value(QStringLiteral("connection_note")).toString();
    s.updated = ledger::parseIsoTime(o.value(QStringLiteral("updated")).toString());
    s.wiped = ledger::parseIsoTime(o.value(QStringLiteral("wiped")).toString());
    return s;
}

TransferStore::TransferStore(QString dir)
    : m_dir(dir.isEmpty() ? QDir(paths::dataDir()).filePath(QStringLiteral("transfers")) : std::move(dir))
{
}

Status TransferStore::save(TransferState &state) const
{
    if (!QDir().mkpath(m_dir))
        return Status::failure(tr("cannot create %1").arg(m_dir));
    QFile::setPermissions(m_dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    state.updated = QDateTime::currentDateTimeUtc();
    QSaveFile f(QDir(m_dir).filePath(state.manifest.id + QStringLiteral(".json")));
    if (!f.open(QIODevice::WriteOnly))
        return Status::failure(
            tr("cannot write the state of transfer %1: %2").arg(state.manifest.id, f.errorString()));
    f.write(QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact));
    if (!f.commit())
        return Status::failure(
            tr("cannot write the state of transfer %1: %2").arg(state.manifest.id, f.errorString()));
    return Ok{};
}

Result<TransferState> TransferStore::load(const QString &id) const
{
    using R = Result<TransferState>;
    static const QRegularExpression valid(QStringLiteral("^t-[0-9a-f]{16}$"));
    if (!valid.match(id).hasMatch())
        return R::failure(tr("'%1' is not a transfer id (t- and 16 hex digits)").arg(id));
    QFile f(QDir(m_dir).filePath(id + QStringLiteral(".json")));
    if (!f.open(QIODevice::ReadOnly))
        return R::failure(tr("no transfer %1 in %2").arg(id, m_dir));
    if (f.size() > (64 << 20))
        return R::failure(tr("the state of transfer %1 is too large").arg(id));
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
    if (!doc.isObject())
        return R::failure(tr("the state of transfer %1 is damaged: %2").arg(id, err.errorString()));
    return TransferState::fromJson(doc.object());
}

Result<QList<TransferState>> TransferStore::list() const
{
    QList<TransferState> out;
    const QStringList names = QDir(m_dir).entryList({QStringLiteral("t-*.json")}, QDir::Files, QDir::Name);
    for (const QString &n : names) {
        Result<TransferState> s = load(n.chopped(5));
        if (s)
            out << s.value();
    }
    std::sort(out.begin(), out.end(), [](const TransferState &a, const TransferState &b) {
        return a.manifest.created > b.manifest.created;
    });
    return out;
}

Result<std::unique_ptr<QLockFile>> TransferStore::lockDataset(const QString &dataset,
                                                              const QString &transferId) const
{
    using R = Result<std::unique_ptr<QLockFile>>;
    if (!QDir().mkpath(m_dir))
        return R::failure(tr("cannot create %1").arg(m_dir));
    const QString name = QString::fromLatin1(
        QCryptographicHash::hash(dataset.toUtf8(), QCryptographicHash::Sha256).toHex().left(24));
    const QString path = QDir(m_dir).filePath(QStringLiteral("dataset-%1.lock").arg(name));
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0); // only a dead holder's lock is stale
    if (!lock->tryLock(0)) {
        QFile holder(path + QStringLiteral(".id"));
        const QString other =
            holder.open(QIODevice::ReadOnly) ? QString::fromUtf8(holder.readAll()) : QString();
        return R::failure(tr("dataset %1 is already being sent (transfer %2): wait for it, or cancel it with "
                             "'clustergate data cancel %2'")
                              .arg(dataset, other.isEmpty() ? tr("unknown") : other));
    }
    QSaveFile id(path + QStringLiteral(".id"));
    if (id.open(QIODevice::WriteOnly)) {
        id.write(transferId.toUtf8());
        (void)id.commit();
    }
    return R(std::move(lock));
}

QString TransferStore::cancelMarker(const QString &id) const
{
    return QDir(m_dir).filePath(id + QStringLiteral(".cancel"));
}

Status TransferStore::requestCancel(const QString &id) const
{
    if (!load(id).ok())
        return Status::failure(tr("no transfer %1 in %2").arg(id, m_dir));
    QFile marker(cancelMarker(id));
    if (!marker.open(QIODevice::WriteOnly))
        return Status::failure(tr("cannot ask transfer %1 to stop: %2").arg(id, marker.errorString()));
    return Ok{};
}

} // namespace cg::transfer
