// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the known_hosts parser and the host key check, on arbitrary file contents.
// Besides not crashing, it holds the parser to its promises: every lookup is consistent with its
// verdict, issues point at real lines, and no bad line hides a good line after it.
#include "ssh/known_hosts.h"

#include <cstdint>
#include <cstdlib>

using cg::ssh::HostKey;
using cg::ssh::KnownHosts;

namespace {

HostKey fixedKey(const char *type, const char *base64)
{
    return HostKey{QString::fromLatin1(type), QByteArray::fromBase64(base64)};
}

void require(bool condition)
{
    if (!condition)
        std::abort();
}

void checkLookup(const KnownHosts &hosts, const QString &host, quint16 port, const HostKey &key)
{
    using M = KnownHosts::Match;
    const KnownHosts::Lookup r = hosts.check(host, port, key);
    switch (r.match) {
    case M::Unknown:
        require(r.recorded.isEmpty() && r.line == 0);
        break;
    case M::Known:
    case M::Revoked:
        require(r.recorded.size() == 1 && r.recorded.first() == key && r.line > 0);
        break;
    case M::Changed:
        require(!r.recorded.isEmpty() && r.line > 0);
        for (const HostKey &k : r.recorded)
            require(k.type == key.type && !(k == key));
        break;
    case M::OtherTypeKnown:
        require(!r.recorded.isEmpty() && r.line > 0);
        for (const HostKey &k : r.recorded)
            require(k.type != key.type);
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const HostKey ed25519 =
        fixedKey("ssh-ed25519", "AAAAC3NzaC1lZDI1NTE5AAAAINq0sREO1oawRKRWv4zHJStyIRCejYsCHGyrNgGGJ2Rd");
    static const HostKey ecdsa = fixedKey(
        "ecdsa-sha2-nistp256", "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBJkYMAZviue79I7BhQoDE0"
                               "ipeTbfFAAKnCAA6tlUdUIRscQIq6FVhLq29pScd/7KN3Gt+b06tl79y660HTATopI=");
    static const QString hosts[] = {QStringLiteral("gpu-01.example.net"),
                                    QStringLiteral("bastion.example.net"), QStringLiteral("10.0.0.5"),
                                    QStringLiteral("::1")};

    const QByteArray text = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const KnownHosts parsed = KnownHosts::parse(text, QStringLiteral("fuzz"));

    const qsizetype lines = text.count('\n') + 1;
    for (const auto &issue : parsed.issues())
        require(issue.line >= 1 && issue.line <= lines && !issue.message.isEmpty() &&
                issue.file == QStringLiteral("fuzz"));
    require(parsed.entryCount() + parsed.issues().size() <= lines);

    for (const QString &host : hosts) {
        for (const quint16 port : {quint16(22), quint16(2222)}) {
            checkLookup(parsed, host, port, ed25519);
            checkLookup(parsed, host, port, ecdsa);
        }
    }

    // Whatever came before, a good line added after it is found (unless the input revoked that key).
    if (size < 256 * 1024) {
        const QByteArray extended = text + "\nfuzz-probe.example " + ecdsa.toOpenSshLine().toLatin1() + '\n';
        const auto probe = KnownHosts::parse(extended).check(QStringLiteral("fuzz-probe.example"), 22, ecdsa);
        require(probe.match == KnownHosts::Match::Known || probe.match == KnownHosts::Match::Revoked);
    }

    // A line that parses as a public key prints back to itself.
    const auto key = HostKey::fromOpenSshLine(QString::fromUtf8(text.left(KnownHosts::kMaxLineBytes)));
    if (key.ok()) {
        const auto again = HostKey::fromOpenSshLine(key->toOpenSshLine());
        require(again.ok() && again.value() == key.value());
        require(key->fingerprintSha256().startsWith(QStringLiteral("SHA256:")));
    }
    return 0;
}
