// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/host_key_rotation.h"

#include "inventory/inventory.h"

#include <QFile>
#include <QMessageAuthenticationCode>
#include <QSaveFile>

namespace cg {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

QList<QByteArray> fieldsOf(const QByteArray &line)
{
    QList<QByteArray> out;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line.at(i)))
            ++i;
        const qsizetype start = i;
        while (i < line.size() && !isBlank(line.at(i)))
            ++i;
        if (i > start)
            out << line.mid(start, i - start);
    }
    return out;
}

// |1|base64(salt)|base64(HMAC-SHA1(salt, name)), as ssh writes hashed names.
bool hashedNameMatches(const QByteArray &field, const QByteArray &entryName)
{
    const QList<QByteArray> parts = field.split('|');
    if (parts.size() != 4 || !parts.at(0).isEmpty() || parts.at(1) != "1")
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts.at(2));
    const QByteArray hash = QByteArray::fromBase64(parts.at(3));
    return !salt.isEmpty() &&
           QMessageAuthenticationCode::hash(entryName, salt, QCryptographicHash::Sha1) == hash;
}

} // namespace

Result<QByteArray> HostKeyRotation::withoutKeys(const QByteArray &text, const QString &fileName,
                                                const QString &host, quint16 port,
                                                const QList<ssh::HostKey> &oldKeys)
{
    using R = Result<QByteArray>;
    const QByteArray entryName = ssh::KnownHosts::hostEntryName(host, port).toUtf8();
    QList<QByteArray> lines = text.split('\n');
    const bool endsWithNewline = text.endsWith('\n');
    if (endsWithNewline)
        lines.removeLast();
    QByteArray out;
    for (const QByteArray &line : std::as_const(lines)) {
        const QList<QByteArray> f = fieldsOf(line.endsWith('\r') ? line.chopped(1) : line);
        QByteArray kept = line;
        if (f.size() >= 3 && !f.at(0).startsWith('@') && !f.at(0).startsWith('#')) {
            ssh::HostKey key;
            key.type = QString::fromUtf8(f.at(1));
            key.blob = QByteArray::fromBase64(f.at(2));
            if (oldKeys.contains(key)) {
                if (f.at(0).startsWith('|')) {
                    if (hashedNameMatches(f.at(0), entryName))
                        kept.clear();
                } else {
                    QList<QByteArray> names = f.at(0).split(',');
                    const qsizetype before = names.size();
                    names.removeIf([&](const QByteArray &n) { return n.toLower() == entryName; });
                    if (names.isEmpty())
                        kept.clear();
                    else if (names.size() != before)
                        kept = names.join(',') + line.mid(line.indexOf(f.at(0)) + f.at(0).size());
                }
                if (kept.isEmpty())
                    continue; // the line goes
            }
        }
        out += kept;
        out += '\n';
    }
    if (!endsWithNewline && !out.isEmpty())
        out.chop(1);
    // The owner of the rules decides what is still on record.
    const ssh::KnownHosts after = ssh::KnownHosts::parse(out, fileName);
    for (const ssh::HostKey &old : oldKeys) {
        const ssh::KnownHosts::Lookup l = after.check(host, port, old);
        if (l.match == ssh::KnownHosts::Match::Known)
            return R::failure(tr("the old %1 key of %2 is still on record in %3, line %4, for a pattern that "
                                 "names other hosts too; edit that line by hand")
                                  .arg(old.type, host, fileName)
                                  .arg(l.line));
    }
    return out;
}

Status HostKeyRotation::record(Inventory &inventory, const QString &clusterName, const QString &path,
                               const QString &host, quint16 port, const ssh::HostKey &offered,
                               const QList<ssh::HostKey> &oldKeys)
{
    return inventory.recordHostKey(clusterName, host, port, offered, oldKeys, [&]() -> Status {
        if (!oldKeys.isEmpty()) {
            QFile in(path);
            if (!in.open(QIODevice::ReadOnly))
                return Status::failure(tr("cannot read %1: %2").arg(path, in.errorString()));
            if (in.size() > ssh::KnownHosts::kMaxFileBytes)
                return Status::failure(tr("%1 is larger than %2 MiB")
                                           .arg(path)
                                           .arg(ssh::KnownHosts::kMaxFileBytes / (1024 * 1024)));
            const QByteArray text = in.readAll();
            in.close();
            const auto rewritten = withoutKeys(text, path, host, port, oldKeys);
            if (!rewritten.ok())
                return Status::failure(rewritten.error());
            QSaveFile outFile(path);
            // QSaveFile keeps the file's permissions and replaces it whole, or not at all.
            if (!outFile.open(QIODevice::WriteOnly) || outFile.write(rewritten.value()) < 0 ||
                !outFile.commit())
                return Status::failure(tr("cannot write %1: %2").arg(path, outFile.errorString()));
        }
        return ssh::KnownHosts::append(path, host, port, offered);
    });
}

} // namespace cg
