// SPDX-License-Identifier: GPL-3.0-or-later
// What a dataset transfer sends and on what authority: every file with its size, its SHA-256 and the SHA-256
// of each of its chunks, the export request and approval it rides on, the destination cluster and path. The
// sender signs the canonical bytes with their identity key (Ed25519); the audit log keeps the signed
// manifest.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>
#include <functional>

namespace cg::ledger {
class Signer;
}

namespace cg::transfer {

struct ManifestFile
{
    QString relativePath; // inside the dataset, '/'-separated, never ".." or absolute
    QString localPath;    // where it is read from (not signed: the sender's own business)
    qint64 size = 0;
    QByteArray sha256;             // 32 bytes, the whole file
    QList<QByteArray> chunkSha256; // 32 bytes each, chunkSize bytes (the last one shorter)
};

// A chunk of the transfer: the index-th in file order.
struct ChunkRef
{
    int file = 0;
    int chunk = 0; // within the file
    qint64 offset = 0;
    qint64 length = 0;
};

struct Manifest
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::Manifest)

public:
    QString id; // "t-" + 16 hex digits
    QString dataset;
    QString form; // the export form the approval covers ("raw", ...)
    qint64 requestId = 0;
    qint64 approvalId = 0;
    QDate approvalExpires;
    QDate destructionDue;
    QString cluster;
    QString destination; // country / region the approval names
    QString remotePath;  // directory on the cluster the dataset lands in
    qint64 chunkSize = 64ll << 20;
    QList<ManifestFile> files;
    QDateTime created;
    QString sender;
    QByteArray senderKey; // Ed25519 public key, 32 bytes
    QByteArray signature; // over canonical()

    qint64 totalBytes() const;
    int chunkCount() const;
    QList<ChunkRef> chunks() const;
    // The bytes the sender signs: length-prefixed fields in a fixed order ("clustergate-manifest/1" first).
    QByteArray canonical() const;
    Status sign(ledger::Signer &signer, const QString &senderName);
    bool signatureValid() const;
    QByteArray sha256() const; // of canonical()
    // The staging directory on the far side, and a file's staging and final paths.
    QString stagingDir() const;
    QString partPath(int file) const;
    QString finalPath(int file) const;

    QJsonObject toJson(bool withLocalPaths) const;
    static Result<Manifest> fromJson(const QJsonObject &o);

    static QString newId();
};

// Reads a dataset's location (a file, a directory, or a file:// URI of either) into manifest files with
// their hashes. `cancelled` (may be empty) stops it early.
Result<QList<ManifestFile>> scanLocation(const QString &location, qint64 chunkSize,
                                         const std::function<bool()> &cancelled = {});
// The local path a dataset location names; empty when it is not a local path (s3://, ...).
QString localPathOf(const QString &location);
// A remote path usable in a shell command: no NUL, newline or "..", relative or absolute.
bool validRemotePath(const QString &path);

} // namespace cg::transfer
