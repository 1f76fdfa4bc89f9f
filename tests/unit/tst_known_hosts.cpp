// SPDX-License-Identifier: GPL-3.0-or-later
// known_hosts parsing and host key checks, held against what OpenSSH itself writes and reads
// (ssh-keygen -H, -F and -l where it is installed).
#include "ssh/known_hosts.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>
#include <random>

using namespace cg;
using namespace cg::ssh;

Q_DECLARE_METATYPE(cg::ssh::KnownHosts::Match)

namespace {

struct FixedKey
{
    char name;
    const char *type;
    const char *base64;
    const char *fingerprint; // as `ssh-keygen -lf` printed it
};

// Made with ssh-keygen -t ed25519 (A, B), -t ecdsa -b 256 (C), -t rsa -b 1024 (D), -t ecdsa -b 384 (E).
const FixedKey kKeys[] = {
    {'A', "ssh-ed25519", "AAAAC3NzaC1lZDI1NTE5AAAAINq0sREO1oawRKRWv4zHJStyIRCejYsCHGyrNgGGJ2Rd",
     "SHA256:kdFAUdxB91qYg9hkWLDofw75IL0gIitMVLkTDo1GKDk"},
    {'B', "ssh-ed25519", "AAAAC3NzaC1lZDI1NTE5AAAAIM8nIfzmY4HiJONSGOQT38V1r7ebUfth8W5cQrjL42SA",
     "SHA256:FPieTUXsvSZxPBYXKy5L0AXmvGPdZSVxJkkbD4BVtpk"},
    {'C', "ecdsa-sha2-nistp256",
     "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBJkYMAZviue79I7BhQoDE0ipeTbfFAAKnCAA6tlUdUIRscQIq6F"
     "VhLq2"
     "9pScd/7KN3Gt+b06tl79y660HTATopI=",
     "SHA256:ZmME3G0DmPo5sHUYlUUAxi4TpKfV+CdGPaE6ZGAldqw"},
    {'D', "ssh-rsa",
     "AAAAB3NzaC1yc2EAAAADAQABAAAAgQCabvL5Ywr7RLsgv0XLLdUurCO952Hk/9tg7Q+luKhr/WTZ6dj7BXknAbki/"
     "R3kATMqCMaTgkgGOMQkRx"
     "RHJ5dG8XnSPOh6DsB3PUNLg94QzudV/DOUpLVfbIuAG+H9al3d29H57usIuvS0OzV2wXydNKdGFWrcAgMqt2Fz0XQbtw==",
     "SHA256:h9iTzx0pg5xYJbGINv+sBS+mDpS69XJTKxmCxXDNF1s"},
    {'E', "ecdsa-sha2-nistp384",
     "AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBN7/"
     "mzhO6GmtI5+4ZP+e5Os939TecRhmNV4cSH+ORrg0FLHMa9D3EVrEH4U"
     "KiOCLPFSU1n5+2k8oNpwxKO/66Q66AHwzOLnmaRflYrXlKf4+yqFuRjjkVxmZvtSjc0wc2w==",
     "SHA256:zD5Vtiz8VfGza7iHd5UgqvJq7aByBc9mivof4CPts8s"},
};

// `ssh-keygen -H` output for "gpu-01.example.net {A}" and "[bastion.example.net]:2222 {C}".
const char kRealHashed[] = "|1|yn1jJgmBNRhKH2yMq/yaPsapOiI=|7bKSxTvY/gdOYfF5z/k1xzeTzRE= ssh-ed25519 "
                           "AAAAC3NzaC1lZDI1NTE5AAAAINq0sREO1oawRKRWv4zHJStyIRCejYsCHGyrNgGGJ2Rd\n"
                           "|1|2dKQY/9yvN3WB08K5O1GYg3tK+k=|6uPjeCATghYOq6KWd1EKKvXJtc4= ecdsa-sha2-nistp256 "
                           "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBJkYMAZviue79I7BhQoDE0ipeTbfF"
                           "AAKnCAA6tlUdUIRscQIq6FVhLq29p"
                           "Scd/7KN3Gt+b06tl79y660HTATopI=\n";

const FixedKey &fixed(char name)
{
    for (const FixedKey &k : kKeys) {
        if (k.name == name)
            return k;
    }
    qFatal("no fixed key %c", name);
}

HostKey key(char name)
{
    const FixedKey &k = fixed(name);
    return HostKey{QString::fromLatin1(k.type), QByteArray::fromBase64(k.base64)};
}

QByteArray keyText(char name)
{
    const FixedKey &k = fixed(name);
    return QByteArray(k.type) + ' ' + k.base64;
}

// What ssh-keygen -H would write for this name, with a salt fixed per name so rows are repeatable.
QByteArray hashedHost(const QByteArray &entryName)
{
    const QByteArray salt = QCryptographicHash::hash("salt:" + entryName, QCryptographicHash::Sha1);
    const QByteArray mac = QMessageAuthenticationCode::hash(entryName, salt, QCryptographicHash::Sha1);
    return "|1|" + salt.toBase64() + '|' + mac.toBase64();
}

// Test files are written with {A}..{E} for "type base64" of a fixed key and {H:name} for a hashed name.
QByteArray expand(const QByteArray &text)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{(?:([A-E])|H:([^}]*))\\}"));
    const QString source = QString::fromUtf8(text);
    QByteArray out;
    qsizetype last = 0;
    for (auto it = placeholder.globalMatch(source); it.hasNext();) {
        const auto m = it.next();
        out += source.mid(last, m.capturedStart() - last).toUtf8();
        if (m.capturedLength(1) > 0)
            out += keyText(m.captured(1).at(0).toLatin1());
        else
            out += hashedHost(m.captured(2).toUtf8());
        last = m.capturedEnd();
    }
    return out + source.mid(last).toUtf8();
}

// "AC" for the fixed keys A and C, "?" for one that is not fixed.
QString names(const QList<HostKey> &keys)
{
    QString out;
    for (const HostKey &k : keys) {
        QChar name = u'?';
        for (const FixedKey &f : kKeys) {
            if (key(f.name) == k)
                name = QLatin1Char(f.name);
        }
        out += name;
    }
    return out;
}

QString matchName(KnownHosts::Match m)
{
    switch (m) {
    case KnownHosts::Match::Known:
        return QStringLiteral("Known");
    case KnownHosts::Match::Unknown:
        return QStringLiteral("Unknown");
    case KnownHosts::Match::OtherTypeKnown:
        return QStringLiteral("OtherTypeKnown");
    case KnownHosts::Match::Changed:
        return QStringLiteral("Changed");
    case KnownHosts::Match::Revoked:
        return QStringLiteral("Revoked");
    }
    return QStringLiteral("?");
}

QString issuesText(const KnownHosts &hosts)
{
    QStringList lines;
    for (const KnownHostsIssue &issue : hosts.issues())
        lines << QStringLiteral("%1:%2: %3").arg(issue.file).arg(issue.line).arg(issue.message);
    return lines.join(u'\n');
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QString sshKeygen()
{
    return QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
}

// Runs ssh-keygen; returns its standard output, or nothing if it failed.
std::optional<QByteArray> runSshKeygen(const QStringList &arguments)
{
    QProcess p;
    p.start(sshKeygen(), arguments);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return std::nullopt;
    return p.readAllStandardOutput();
}

constexpr QFile::Permissions kMode600 =
    QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser;
constexpr QFile::Permissions kMode700 = kMode600 | QFile::ExeOwner | QFile::ExeUser;

} // namespace

class TestKnownHosts : public QObject
{
    Q_OBJECT

private slots:
    void check_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<char>("offered");
        QTest::addColumn<KnownHosts::Match>("match");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("recorded");

        using M = KnownHosts::Match;
        const QString gpu = QStringLiteral("gpu-01.example.net");
        QTest::newRow("plain") << QByteArray("gpu-01.example.net {A}\n") << gpu << 22 << 'A' << M::Known << 1
                               << QStringLiteral("A");
        QTest::newRow("plain, other host")
            << QByteArray("gpu-01.example.net {A}\n") << QStringLiteral("gpu-02.example.net") << 22 << 'A'
            << M::Unknown << 0 << QString();
        QTest::newRow("empty file") << QByteArray() << gpu << 22 << 'A' << M::Unknown << 0 << QString();
        QTest::newRow("names in the file ignore case") << QByteArray("GPU-01.Example.NET {A}\n") << gpu << 22
                                                       << 'A' << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("names asked for ignore case")
            << QByteArray("gpu-01.example.net {A}\n") << QStringLiteral("GPU-01.EXAMPLE.net") << 22 << 'A'
            << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("comma list") << QByteArray("gpu-01,gpu-02,10.0.0.5 {A}\n")
                                    << QStringLiteral("10.0.0.5") << 22 << 'A' << M::Known << 1
                                    << QStringLiteral("A");
        QTest::newRow("the same key under the bare name vouches for another port, as in ssh")
            << QByteArray("gpu-01.example.net {A}\n") << gpu << 2222 << 'A' << M::Known << 1
            << QStringLiteral("A");
        QTest::newRow("another key under the bare name: unknown on another port, not changed")
            << QByteArray("gpu-01.example.net {B}\n") << gpu << 2222 << 'A' << M::Unknown << 0 << QString();
        QTest::newRow("[host]:port conflicting wins over the bare name's identical key")
            << QByteArray("gpu-01.example.net {A}\n[gpu-01.example.net]:2222 {B}\n") << gpu << 2222 << 'A'
            << M::Changed << 2 << QStringLiteral("B");
        QTest::newRow("[host]:port") << QByteArray("[gpu-01.example.net]:2222 {A}\n") << gpu << 2222 << 'A'
                                     << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("[host]:port is not port 22") << QByteArray("[gpu-01.example.net]:2222 {A}\n") << gpu
                                                    << 22 << 'A' << M::Unknown << 0 << QString();
        QTest::newRow("[host]:port is not another port")
            << QByteArray("[gpu-01.example.net]:2222 {A}\n") << gpu << 2223 << 'A' << M::Unknown << 0
            << QString();
        QTest::newRow("[ipv6]:port") << QByteArray("[::1]:2222 {A}\n") << QStringLiteral("::1") << 2222 << 'A'
                                     << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("* wildcard") << QByteArray("*.example.net {A}\n") << gpu << 22 << 'A' << M::Known << 1
                                    << QStringLiteral("A");
        QTest::newRow("* wildcard needs its dot")
            << QByteArray("*.example.net {A}\n") << QStringLiteral("example.net") << 22 << 'A' << M::Unknown
            << 0 << QString();
        QTest::newRow("? wildcard") << QByteArray("gpu-0?.example.net {A}\n") << gpu << 22 << 'A' << M::Known
                                    << 1 << QStringLiteral("A");
        QTest::newRow("? is exactly one character")
            << QByteArray("gpu-0?.example.net {A}\n") << QStringLiteral("gpu-011.example.net") << 22 << 'A'
            << M::Unknown << 0 << QString();
        QTest::newRow("wildcard under the bare name, another port: the same key")
            << QByteArray("*.example.net {A}\n") << gpu << 2222 << 'A' << M::Known << 1
            << QStringLiteral("A");
        QTest::newRow("wildcard under the bare name, another port: another key")
            << QByteArray("*.example.net {A}\n") << gpu << 2222 << 'C' << M::Unknown << 0 << QString();
        QTest::newRow("bracketed wildcard") << QByteArray("[*.example.net]:2222 {A}\n") << gpu << 2222 << 'A'
                                            << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("negated pattern excludes")
            << QByteArray("*.example.net,!login.example.net {A}\n") << QStringLiteral("login.example.net")
            << 22 << 'A' << M::Unknown << 0 << QString();
        QTest::newRow("negated pattern, others still match")
            << QByteArray("*.example.net,!login.example.net {A}\n") << gpu << 22 << 'A' << M::Known << 1
            << QStringLiteral("A");
        QTest::newRow("negation first")
            << QByteArray("!login.example.net,*.example.net {A}\n") << QStringLiteral("login.example.net")
            << 22 << 'A' << M::Unknown << 0 << QString();
        QTest::newRow("negation alone matches nothing")
            << QByteArray("!login.example.net {A}\n") << gpu << 22 << 'A' << M::Unknown << 0 << QString();
        QTest::newRow("negation excludes only its own line")
            << QByteArray("*,!login {A}\nlogin {B}\n") << QStringLiteral("login") << 22 << 'B' << M::Known
            << 2 << QStringLiteral("B");
        QTest::newRow("hashed") << QByteArray("{H:gpu-01.example.net} {A}\n") << gpu << 22 << 'A' << M::Known
                                << 1 << QStringLiteral("A");
        QTest::newRow("hashed, other host")
            << QByteArray("{H:gpu-01.example.net} {A}\n") << QStringLiteral("gpu-02.example.net") << 22 << 'A'
            << M::Unknown << 0 << QString();
        QTest::newRow("hashed [host]:port") << QByteArray("{H:[gpu-01.example.net]:2222} {A}\n") << gpu
                                            << 2222 << 'A' << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("hashed [host]:port is not port 22")
            << QByteArray("{H:[gpu-01.example.net]:2222} {A}\n") << gpu << 22 << 'A' << M::Unknown << 0
            << QString();
        QTest::newRow("ssh-keygen -H")
            << QByteArray(kRealHashed) << gpu << 22 << 'A' << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("ssh-keygen -H, name case")
            << QByteArray(kRealHashed) << QStringLiteral("GPU-01.example.NET") << 22 << 'A' << M::Known << 1
            << QStringLiteral("A");
        QTest::newRow("ssh-keygen -H, [host]:port")
            << QByteArray(kRealHashed) << QStringLiteral("bastion.example.net") << 2222 << 'C' << M::Known
            << 2 << QStringLiteral("C");
        QTest::newRow("ssh-keygen -H, changed")
            << QByteArray(kRealHashed) << gpu << 22 << 'B' << M::Changed << 1 << QStringLiteral("A");
        QTest::newRow("other type known") << QByteArray("gpu-01.example.net {A}\n") << gpu << 22 << 'C'
                                          << M::OtherTypeKnown << 1 << QStringLiteral("A");
        QTest::newRow("several types, none offered")
            << QByteArray("gpu-01.example.net {A}\ngpu-01.example.net {C}\n*.example.net {D}\n") << gpu << 22
            << 'E' << M::OtherTypeKnown << 1 << QStringLiteral("ACD");
        QTest::newRow("several types, one offered")
            << QByteArray("gpu-01.example.net {A}\ngpu-01.example.net {C}\n*.example.net {D}\n") << gpu << 22
            << 'D' << M::Known << 3 << QStringLiteral("D");
        QTest::newRow("changed") << QByteArray("gpu-01.example.net {A}\n") << gpu << 22 << 'B' << M::Changed
                                 << 1 << QStringLiteral("A");
        QTest::newRow("changed among other types")
            << QByteArray("gpu-01.example.net {C}\ngpu-01.example.net {A}\ngpu-01.example.net {A}\n") << gpu
            << 22 << 'B' << M::Changed << 2 << QStringLiteral("A");
        QTest::newRow("two keys of one type, the offered one listed")
            << QByteArray("gpu-01.example.net {A}\n*.example.net {B}\n") << gpu << 22 << 'A' << M::Known << 1
            << QStringLiteral("A");
        QTest::newRow("a matching line wins over a conflicting one")
            << QByteArray("gpu-01.example.net {B}\ngpu-01.example.net {A}\n") << gpu << 22 << 'A' << M::Known
            << 2 << QStringLiteral("A");
        QTest::newRow("revoked") << QByteArray("@revoked * {B}\ngpu-01.example.net {B}\n") << gpu << 22 << 'B'
                                 << M::Revoked << 1 << QStringLiteral("B");
        QTest::newRow("revoked for another host only")
            << QByteArray("gpu-01.example.net {B}\n@revoked old-node {B}\n") << gpu << 22 << 'B' << M::Known
            << 1 << QStringLiteral("B");
        QTest::newRow("revoked for this host among others")
            << QByteArray("gpu-01.example.net {B}\n@revoked old-node,gpu-0?.example.net {B}\n") << gpu << 22
            << 'B' << M::Revoked << 2 << QStringLiteral("B");
        QTest::newRow("revoked under the bare name holds on another port too")
            << QByteArray("@revoked gpu-01.example.net {A}\n[gpu-01.example.net]:2222 {A}\n") << gpu << 2222
            << 'A' << M::Revoked << 1 << QStringLiteral("A");
        QTest::newRow("revoked under the bare name, nothing for the port: revoked, not unknown")
            << QByteArray("@revoked gpu-01.example.net {A}\n") << gpu << 2222 << 'A' << M::Revoked << 1
            << QStringLiteral("A");
        QTest::newRow("revoked under the bare name, hashed, another port")
            << QByteArray("@revoked {H:gpu-01.example.net} {A}\n") << gpu << 2222 << 'A' << M::Revoked << 1
            << QStringLiteral("A");
        QTest::newRow("revoked on one port only leaves the bare name's key")
            << QByteArray("@revoked [gpu-01.example.net]:2222 {A}\ngpu-01.example.net {A}\n") << gpu << 22
            << 'A' << M::Known << 2 << QStringLiteral("A");
        QTest::newRow("revoked by a wildcard on another port")
            << QByteArray("@revoked * {A}\n[gpu-01.example.net]:2222 {A}\n") << gpu << 2222 << 'A'
            << M::Revoked << 1 << QStringLiteral("A");
        QTest::newRow("revoked, hashed name")
            << QByteArray("@revoked {H:gpu-01.example.net} {A}\ngpu-01.example.net {A}\n") << gpu << 22 << 'A'
            << M::Revoked << 1 << QStringLiteral("A");
        QTest::newRow("revocation leaves other keys alone")
            << QByteArray("@revoked * {B}\ngpu-01.example.net {A}\n") << gpu << 22 << 'A' << M::Known << 2
            << QStringLiteral("A");
        QTest::newRow("@cert-authority is not a host key")
            << QByteArray("@cert-authority *.example.net {A}\n") << gpu << 22 << 'A' << M::Unknown << 0
            << QString();
        QTest::newRow("@cert-authority beside a host key")
            << QByteArray("@cert-authority * {A}\ngpu-01.example.net {B}\n") << gpu << 22 << 'A' << M::Changed
            << 2 << QStringLiteral("B");
        QTest::newRow("CRLF") << QByteArray("# saved on Windows\r\ngpu-01.example.net {A}\r\ngpu-02 {B}\r\n")
                              << QStringLiteral("gpu-02") << 22 << 'B' << M::Known << 3
                              << QStringLiteral("B");
        QTest::newRow("comments, blank lines, trailing comment")
            << QByteArray("# header\n\n   \n\t# indented\ngpu-01.example.net {A} root@gpu-01 added by hand\n")
            << gpu << 22 << 'A' << M::Known << 5 << QStringLiteral("A");
        QTest::newRow("tabs and runs of blanks") << QByteArray(" \tgpu-01.example.net\t\t {A}\t \n") << gpu
                                                 << 22 << 'A' << M::Known << 1 << QStringLiteral("A");
        QTest::newRow("no newline at the end") << QByteArray("# x\ngpu-01.example.net {A}") << gpu << 22
                                               << 'A' << M::Known << 2 << QStringLiteral("A");
    }

    void check()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(char, offered);
        QFETCH(KnownHosts::Match, match);
        QFETCH(int, line);
        QFETCH(QString, recorded);

        const KnownHosts hosts = KnownHosts::parse(expand(file), QStringLiteral("known_hosts"));
        QVERIFY2(hosts.issues().isEmpty(), qPrintable(issuesText(hosts)));
        const KnownHosts::Lookup result = hosts.check(host, quint16(port), key(offered));
        QCOMPARE(matchName(result.match), matchName(match));
        QCOMPARE(result.line, line);
        QCOMPARE(names(result.recorded), recorded);
        QCOMPARE(result.file, line > 0 ? QStringLiteral("known_hosts") : QString());
    }

    void malformedLineIsSkipped_data()
    {
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QString>("why");

        const QByteArray a = fixed('A').base64;
        QTest::newRow("unknown marker")
            << QByteArray("@trusted gpu-01 {A}") << QStringLiteral("unknown marker");
        QTest::newRow("two markers") << QByteArray("@revoked @cert-authority * {A}")
                                     << QStringLiteral("only one marker");
        QTest::newRow("marker alone") << QByteArray("@revoked") << QStringLiteral("host names are missing");
        QTest::newRow("host alone") << QByteArray("gpu-01")
                                    << QStringLiteral("key type after the host names");
        QTest::newRow("host and comment")
            << QByteArray("gpu-01 # decommissioned") << QStringLiteral("key type after the host names");
        QTest::newRow("no key data") << QByteArray("gpu-01 ssh-ed25519") << QStringLiteral("key data after");
        QTest::newRow("comment instead of key data")
            << QByteArray("gpu-01 ssh-ed25519 #lost") << QStringLiteral("key data after");
        QTest::newRow("bad base64") << QByteArray("gpu-01 ssh-ed25519 AAAA$$$$") << QStringLiteral("base64");
        QTest::newRow("type differs from key data")
            << QByteArray("gpu-01 ssh-rsa " + a) << QStringLiteral("holds a \"ssh-ed25519\" key");
        QTest::newRow("truncated key data")
            << QByteArray("gpu-01 ssh-ed25519 " + a.left(64)) << QStringLiteral("damaged");
        QTest::newRow("key data too short")
            << QByteArray("gpu-01 ssh-ed25519 AAAA") << QStringLiteral("too short");
        QTest::newRow("wrong curve")
            << QByteArray(
                   "gpu-01 ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAzODQAAABBBJkYMAZviu"
                   "e79I7BhQoDE0ipeTbfFAAKnCAA6tlUdUIRscQIq6FVhLq29pScd/7KN3Gt+b06tl79y660HTATopI=")
            << QStringLiteral("damaged");
        QTest::newRow("certificate") << QByteArray("gpu-01 ssh-ed25519-cert-v01@openssh.com "
                                                   "AAAAIHNzaC1lZDI1NTE5LWNlcnQtdjAxQG9wZW5zc2guY29t")
                                     << QStringLiteral("@cert-authority");
        QTest::newRow("SSH-1 key") << QByteArray("gpu-01 2048 35 25343534523452345234523")
                                   << QStringLiteral("protocol 1");
        QTest::newRow("not a key type")
            << QByteArray("gpu-01 ssh/ed25519 " + a) << QStringLiteral("not a key type");
        QTest::newRow("hashed: bad base64") << QByteArray("|1|not*base64|AAAAAAAAAAAAAAAAAAAAAAAAAAA= {A}")
                                            << QStringLiteral("hashed host name");
        QTest::newRow("hashed: short salt")
            << QByteArray("|1|AAAAAAAAAAAAAA==|AAAAAAAAAAAAAAAAAAAAAAAAAAA= {A}")
            << QStringLiteral("hashed host name");
        QTest::newRow("hashed: unknown version")
            << QByteArray("|2|AAAAAAAAAAAAAAAAAAAAAAAAAAA=|AAAAAAAAAAAAAAAAAAAAAAAAAAA= {A}")
            << QStringLiteral("hashed host name");
        QTest::newRow("hashed: no hash")
            << QByteArray("|1|AAAAAAAAAAAAAAAAAAAAAAAAAAA= {A}") << QStringLiteral("hashed host name");
        QTest::newRow("hashed: two names")
            << QByteArray("{H:a},{H:b} {A}") << QStringLiteral("hashed host name");
        QTest::newRow("public key line without host")
            << QByteArray("{A} root@gpu-01") << QStringLiteral("host names are missing");
        QTest::newRow("overlong host pattern")
            << QByteArray(QByteArray(1100, 'x') + " {A}") << QStringLiteral("longer than 1022");
        QTest::newRow("overlong line")
            << QByteArray("gpu-01 {A} " + QByteArray(70000, 'c')) << QStringLiteral("longer than 64 KiB");
    }

    // Each kind of bad line is reported with its line number and reason, and the next line still counts.
    void malformedLineIsSkipped()
    {
        QFETCH(QByteArray, bad);
        QFETCH(QString, why);

        const QByteArray text = expand("# first line\n" + bad + "\ngpu-01 {A}\n");
        const KnownHosts hosts = KnownHosts::parse(text, QStringLiteral("/home/u/.ssh/known_hosts"));
        QCOMPARE(hosts.issues().size(), 1);
        const KnownHostsIssue issue = hosts.issues().constFirst();
        QCOMPARE(issue.file, QStringLiteral("/home/u/.ssh/known_hosts"));
        QCOMPARE(issue.line, 2);
        QVERIFY2(issue.message.contains(why), qPrintable(issue.message));
        QCOMPARE(hosts.entryCount(), 1);
        const auto result = hosts.check(QStringLiteral("gpu-01"), 22, key('A'));
        QCOMPARE(matchName(result.match), matchName(KnownHosts::Match::Known));
        QCOMPARE(result.line, 3);
    }

    void manyBadLinesAmongGoodOnes()
    {
        const QByteArray text = expand("gpu-01 {A}\r\n"
                                       "gpu-02 ssh-ed25519 !!!!\n"
                                       "\n"
                                       "@bogus gpu-03 {C}\r\n"
                                       "gpu-03\n"
                                       "gpu-03 {C}\n"
                                       "|1|x|y gpu-04 {D}\n"
                                       "@revoked * {B}\n");
        const KnownHosts hosts = KnownHosts::parse(text, QStringLiteral("kh"));
        QList<int> lines;
        for (const KnownHostsIssue &issue : hosts.issues())
            lines << issue.line;
        QCOMPARE(lines, (QList<int>{2, 4, 5, 7}));
        QCOMPARE(hosts.entryCount(), 3);
        QCOMPARE(hosts.check(QStringLiteral("gpu-01"), 22, key('A')).match, KnownHosts::Match::Known);
        QCOMPARE(hosts.check(QStringLiteral("gpu-03"), 22, key('C')).line, 6);
        QCOMPARE(hosts.check(QStringLiteral("gpu-02"), 22, key('A')).match, KnownHosts::Match::Unknown);
        QCOMPARE(hosts.check(QStringLiteral("gpu-09"), 22, key('B')).match, KnownHosts::Match::Revoked);
    }

    void lineCountIsCapped()
    {
        QByteArray text = QByteArray("#\n").repeated(KnownHosts::kMaxLines);
        text += expand("gpu-01 {A}\n");
        const KnownHosts hosts = KnownHosts::parse(text);
        QCOMPARE(hosts.issues().size(), 1);
        QCOMPARE(hosts.issues().constFirst().line, KnownHosts::kMaxLines + 1);
        QCOMPARE(hosts.entryCount(), 0);
    }

    void fileSizeIsCapped()
    {
        // A host line, then 1 KiB comment lines: the last of them crosses the limit, the host line after
        // it is never read.
        const QByteArray comment = '#' + QByteArray(1022, 'x') + '\n';
        const int lines = int(KnownHosts::kMaxFileBytes / comment.size());
        QByteArray text = expand("gpu-01 {A}\n") + comment.repeated(lines);
        text += expand("gpu-02 {A}\n");
        QVERIFY(text.size() > KnownHosts::kMaxFileBytes);
        const KnownHosts hosts = KnownHosts::parse(text);
        QCOMPARE(hosts.issues().size(), 1);
        QCOMPARE(hosts.issues().constFirst().line, lines + 1);
        QCOMPARE(hosts.check(QStringLiteral("gpu-01"), 22, key('A')).match, KnownHosts::Match::Known);
        QCOMPARE(hosts.check(QStringLiteral("gpu-02"), 22, key('A')).match, KnownHosts::Match::Unknown);
    }

    void hostEntryName_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("expected");
        QTest::newRow("port 22") << QStringLiteral("gpu-01") << 22 << QStringLiteral("gpu-01");
        QTest::newRow("lower case") << QStringLiteral("GPU-01.Example.NET") << 22
                                    << QStringLiteral("gpu-01.example.net");
        QTest::newRow("other port") << QStringLiteral("gpu-01") << 2222 << QStringLiteral("[gpu-01]:2222");
        QTest::newRow("ipv6") << QStringLiteral("fe80::1") << 2222 << QStringLiteral("[fe80::1]:2222");
        QTest::newRow("ipv6, port 22") << QStringLiteral("fe80::1") << 22 << QStringLiteral("fe80::1");
    }

    void hostEntryName()
    {
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, expected);
        QCOMPARE(KnownHosts::hostEntryName(host, quint16(port)), expected);
    }

    void fingerprint_data()
    {
        QTest::addColumn<char>("name");
        for (const FixedKey &k : kKeys)
            QTest::addRow("%s %c", k.type, k.name) << k.name;
    }

    void fingerprint()
    {
        QFETCH(char, name);
        QCOMPARE(key(name).fingerprintSha256(), QString::fromLatin1(fixed(name).fingerprint));
    }

    void fingerprintMatchesSshKeygen_data()
    {
        QTest::addColumn<QString>("type");
        QTest::newRow("ed25519") << QStringLiteral("ed25519");
        QTest::newRow("ecdsa") << QStringLiteral("ecdsa");
    }

    void fingerprintMatchesSshKeygen()
    {
        QFETCH(QString, type);
        if (sshKeygen().isEmpty())
            QSKIP("ssh-keygen is not installed (openssh-client)");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("key"));
        QVERIFY(runSshKeygen({QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"),
                              QString(), QStringLiteral("-C"), QStringLiteral("tst@known-hosts"),
                              QStringLiteral("-f"), path})
                    .has_value());
        const auto parsed =
            HostKey::fromOpenSshLine(QString::fromUtf8(readAll(path + QStringLiteral(".pub"))));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        // "256 SHA256:... tst@known-hosts (ED25519)"
        const QList<QByteArray> printed = runSshKeygen({QStringLiteral("-lf"), path + QStringLiteral(".pub")})
                                              .value_or(QByteArray())
                                              .split(' ');
        QVERIFY(printed.size() > 2);
        QCOMPARE(parsed->fingerprintSha256(), QString::fromLatin1(printed.at(1)));
    }

    void fromOpenSshLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<char>("expected");
        const auto text = [](char name, const char *suffix) {
            return QString::fromLatin1(keyText(name) + suffix);
        };
        QTest::newRow("with comment") << text('A', " root@gpu-01") << true << 'A';
        QTest::newRow("without comment") << text('C', "") << true << 'C';
        QTest::newRow("rsa") << text('D', " rsa key") << true << 'D';
        QTest::newRow("CRLF") << text('E', " e@test\r\n") << true << 'E';
        QTest::newRow("leading blanks") << QStringLiteral(" \t") + text('B', "\n") << true << 'B';
        QTest::newRow("empty") << QString() << false << 'A';
        QTest::newRow("type only") << QStringLiteral("ssh-ed25519") << false << 'A';
        QTest::newRow("type mismatch")
            << QStringLiteral("ssh-ed25519 ") + QString::fromLatin1(fixed('C').base64) << false << 'A';
        QTest::newRow("bad base64") << QStringLiteral("ssh-ed25519 AAAA%%%%") << false << 'A';
        QTest::newRow("known_hosts line") << QStringLiteral("gpu-01 ") + text('A', "") << false << 'A';
    }

    void fromOpenSshLine()
    {
        QFETCH(QString, line);
        QFETCH(bool, valid);
        QFETCH(char, expected);
        const auto parsed = HostKey::fromOpenSshLine(line);
        QCOMPARE(parsed.ok(), valid);
        if (!valid) {
            QVERIFY(!parsed.error().isEmpty());
            return;
        }
        QVERIFY(parsed.value() == key(expected));
        QCOMPARE(parsed->toOpenSshLine(), QString::fromLatin1(keyText(expected)));
    }

    void appendCreatesPrivateFileAndFolder_data()
    {
        QTest::addColumn<int>("port");
        QTest::newRow("port 22") << 22;
        QTest::newRow("port 2222") << 2222;
    }

    // A fresh ~/.ssh: both created private, the line hashed, and found again by a fresh load and by
    // ssh-keygen.
    void appendCreatesPrivateFileAndFolder()
    {
        QFETCH(int, port);
        QTemporaryDir home;
        const QString sshDir = home.filePath(QStringLiteral("nested/.ssh"));
        const QString path = sshDir + QStringLiteral("/known_hosts");
        const QString host = QStringLiteral("GPU-07.example.net");

        const Status appended = KnownHosts::append(path, host, quint16(port), key('A'));
        QVERIFY2(appended.ok(), qPrintable(appended.error()));
        QCOMPARE(QFile::permissions(path), kMode600);
        QCOMPARE(QFile::permissions(sshDir), kMode700);

        const QByteArray text = readAll(path);
        QVERIFY(text.startsWith("|1|"));
        QVERIFY(text.endsWith('\n'));
        QCOMPARE(text.count('\n'), 1);
        QVERIFY(!text.toLower().contains("gpu-07"));

        const auto loaded = KnownHosts::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
        QVERIFY(loaded->issues().isEmpty());
        QCOMPARE(loaded->check(host, quint16(port), key('A')).match, KnownHosts::Match::Known);
        QCOMPARE(loaded->check(host, quint16(port), key('B')).match, KnownHosts::Match::Changed);
        // A key recorded for port 22 also vouches for another port (as in ssh), never the other way.
        QCOMPARE(loaded->check(host, quint16(port == 22 ? 2222 : 22), key('A')).match,
                 port == 22 ? KnownHosts::Match::Known : KnownHosts::Match::Unknown);

        if (sshKeygen().isEmpty())
            QSKIP("ssh-keygen is not installed (openssh-client); cannot check that OpenSSH finds the entry");
        const QByteArray found =
            runSshKeygen({QStringLiteral("-F"), KnownHosts::hostEntryName(host, quint16(port)),
                          QStringLiteral("-f"), path})
                .value_or(QByteArray());
        QVERIFY2(found.contains(fixed('A').base64), found.constData());
    }

    void appendPlain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        QVERIFY(KnownHosts::append(path, QStringLiteral("Bastion.example.net"), 2222, key('C'), false).ok());
        QVERIFY(KnownHosts::append(path, QStringLiteral("10.1.2.3"), 22, key('A'), false).ok());
        QCOMPARE(readAll(path),
                 "[bastion.example.net]:2222 " + keyText('C') + "\n10.1.2.3 " + keyText('A') + '\n');
    }

    void appendNeverAltersExistingLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        // CRLF, a bad line, a revocation and no newline at the end: all must survive byte for byte.
        const QByteArray before =
            expand("# kept\r\ngpu-01 {A}\r\nnot a valid line\n@revoked * {B}\n[gpu-02]:22 {C}");
        writeFile(path, before);
        QVERIFY(QFile::setPermissions(path, kMode600 | QFile::ReadGroup | QFile::ReadOther));

        QVERIFY(KnownHosts::append(path, QStringLiteral("gpu-03"), 22, key('D')).ok());
        QVERIFY(KnownHosts::append(path, QStringLiteral("gpu-04"), 22, key('E')).ok());
        const QByteArray after = readAll(path);
        QVERIFY(after.startsWith(before + '\n'));
        QCOMPARE(after.count('\n'), before.count('\n') + 3);
        QCOMPARE(QFile::permissions(path), kMode600 | QFile::ReadGroup | QFile::ReadOther);

        const auto loaded = KnownHosts::load(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->issues().size(), 1);
        QCOMPARE(loaded->issues().constFirst().line, 3);
        QCOMPARE(loaded->check(QStringLiteral("gpu-03"), 22, key('D')).match, KnownHosts::Match::Known);
        QCOMPARE(loaded->check(QStringLiteral("gpu-04"), 22, key('E')).match, KnownHosts::Match::Known);
        QCOMPARE(loaded->check(QStringLiteral("gpu-01"), 22, key('A')).match, KnownHosts::Match::Known);
    }

    void appendRefusesWhatCannotBeRecorded_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QByteArray>("blob");
        const QByteArray a = key('A').blob;
        QTest::newRow("empty host") << QString() << QStringLiteral("ssh-ed25519") << a;
        QTest::newRow("host with a space") << QStringLiteral("gpu 01") << QStringLiteral("ssh-ed25519") << a;
        QTest::newRow("host with a comma")
            << QStringLiteral("gpu-01,gpu-02") << QStringLiteral("ssh-ed25519") << a;
        QTest::newRow("host pattern")
            << QStringLiteral("*.example.net") << QStringLiteral("ssh-ed25519") << a;
        QTest::newRow("type mismatch") << QStringLiteral("gpu-01") << QStringLiteral("ssh-rsa") << a;
        QTest::newRow("empty key") << QStringLiteral("gpu-01") << QStringLiteral("ssh-ed25519")
                                   << QByteArray();
        QTest::newRow("type with a space")
            << QStringLiteral("gpu-01") << QStringLiteral("ssh-ed25519 x") << a;
    }

    void appendRefusesWhatCannotBeRecorded()
    {
        QFETCH(QString, host);
        QFETCH(QString, type);
        QFETCH(QByteArray, blob);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        const Status status = KnownHosts::append(path, host, 22, HostKey{type, blob});
        QVERIFY(!status.ok());
        QVERIFY(!status.error().isEmpty());
        QVERIFY(!QFile::exists(path));
    }

    // Whoever asks (accept-new, a person accepting in a dialog, a key rotation), a key the file revokes for
    // the host, under its bare name or its port, is not recorded: the file stays as it was.
    void appendRefusesARevokedKey_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("port");
        QTest::newRow("bare name, port 2222") << QByteArray("@revoked gpu-01 {A}\n") << 2222;
        QTest::newRow("bare name, port 22") << QByteArray("@revoked gpu-01 {A}\n") << 22;
        QTest::newRow("hashed bare name, port 2200") << QByteArray("@revoked {H:gpu-01} {A}\n") << 2200;
        QTest::newRow("its port") << QByteArray("@revoked [gpu-01]:2222 {A}\n") << 2222;
        QTest::newRow("wildcard") << QByteArray("@revoked gpu-* {A}\n") << 2222;
    }
    void appendRefusesARevokedKey()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, port);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        const QByteArray text = expand(file);
        writeFile(path, text);
        const Status status = KnownHosts::append(path, QStringLiteral("gpu-01"), quint16(port), key('A'));
        QVERIFY(!status.ok());
        QVERIFY2(status.error().contains(QLatin1String("revoked")), qPrintable(status.error()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), text);
        // Another key of the same host is recorded as before.
        QVERIFY(KnownHosts::append(path, QStringLiteral("gpu-01"), quint16(port), key('B')).ok());
    }

    void appendToAFolderFails()
    {
        QTemporaryDir dir;
        const Status status = KnownHosts::append(dir.path(), QStringLiteral("gpu-01"), 22, key('A'));
        QVERIFY(!status.ok());
        QVERIFY(status.error().contains(dir.path()));
    }

    void loadMissingFileIsEmpty()
    {
        QTemporaryDir dir;
        const auto loaded = KnownHosts::load(dir.filePath(QStringLiteral("no/such/known_hosts")));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
        QCOMPARE(loaded->entryCount(), 0);
        QVERIFY(loaded->issues().isEmpty());
        QCOMPARE(loaded->check(QStringLiteral("gpu-01"), 22, key('A')).match, KnownHosts::Match::Unknown);
    }

    void loadFolderIsAnError()
    {
        QTemporaryDir dir;
        const auto loaded = KnownHosts::load(dir.path());
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().contains(dir.path()), qPrintable(loaded.error()));
    }

    void loadUnreadableFileIsAnError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        writeFile(path, expand("gpu-01 {A}\n"));
        QVERIFY(QFile::setPermissions(path, QFile::WriteOwner));
        QFile probe(path);
        if (probe.open(QIODevice::ReadOnly))
            QSKIP("running as a user who can read any file (root), so a file cannot be made unreadable");
        const auto loaded = KnownHosts::load(path);
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().contains(path), qPrintable(loaded.error()));
    }

    // Generated known_hosts files (fixed seed), plain and as `ssh-keygen -H` hashes them: the lines that
    // name a host are the ones `ssh-keygen -F` finds, and the verdict follows OpenSSH's order over them
    // (@revoked for this name, then the plain lines, then for another port the identical key under the
    // bare name); the @cert-authority lines for a host are the ones ssh-keygen marks CA.
    void verdictsMatchSshKeygen()
    {
        if (sshKeygen().isEmpty())
            QSKIP("ssh-keygen (openssh-client) is not installed: the reference is missing");
        using M = KnownHosts::Match;
        std::mt19937 rng(20261201u);
        const auto pick = [&](const QList<QByteArray> &list) {
            return list[int(rng() % quint32(list.size()))];
        };
        const QList<QByteArray> patterns{
            "gpu-01",        "gpu-0?",     "gpu-*",           "*.lab",  "!gpu-02",
            "[gpu-01]:2222", "[gpu-0?]:*", "10.0.0.5",        "*",      "!*.lab",
            "a.lab",         "GPU-01",     "[10.0.0.5]:2200", "!x.lab", "[a.lab]:2222"};
        const QByteArray keyNames = "ABCE";
        const QStringList hosts{QStringLiteral("gpu-01"), QStringLiteral("gpu-02"),
                                QStringLiteral("gpu-03"), QStringLiteral("a.lab"),
                                QStringLiteral("x.lab"),  QStringLiteral("10.0.0.5")};
        const QList<quint16> ports{22, 2222, 2200};
        QTemporaryDir dir;
        int lookups = 0, verdictsChecked = 0, nonTrivial = 0;
        QStringList differences;
        for (int f = 0; f < 40; ++f) {
            QByteArray text;
            // One line per key and marker kind at most: ssh-keygen -F prints lines, and equal lines of
            // different kinds are what the verdict order is about.
            const int lineCount = 3 + int(rng() % 6);
            for (int i = 0; i < lineCount; ++i) {
                const int m = int(rng() % 100);
                QByteArray line = m < 12 ? "@revoked " : m < 24 ? "@cert-authority " : "";
                QList<QByteArray> names;
                for (int n = 1 + int(rng() % 3); n > 0; --n)
                    names << pick(patterns);
                line += names.join(',') + ' ' + keyText(keyNames[int(rng() % 4)]) + '\n';
                text += line;
            }
            const QString plain = dir.filePath(QStringLiteral("kh%1").arg(f));
            writeFile(plain, text);
            const QString hashed = plain + QStringLiteral("h");
            writeFile(hashed, text);
            QVERIFY(runSshKeygen({QStringLiteral("-q"), QStringLiteral("-H"), QStringLiteral("-f"), hashed}));
            for (const QString &file : {plain, hashed}) {
                const auto kh = KnownHosts::load(file);
                QVERIFY2(kh.ok(), qPrintable(kh.error()));
                // name -> (line -> marker) as ssh-keygen -F reports them
                QHash<QString, QMap<int, QString>> found;
                const auto linesFor = [&](const QString &name) -> QMap<int, QString> {
                    if (found.contains(name))
                        return found.value(name);
                    QProcess p;
                    p.start(sshKeygen(), {QStringLiteral("-F"), name, QStringLiteral("-f"), file});
                    p.waitForFinished(30000);
                    static const QRegularExpression re(
                        QStringLiteral("^# Host \\S+ found: line (\\d+) ?(\\S*)"));
                    QMap<int, QString> out;
                    for (const QString &l : QString::fromUtf8(p.readAllStandardOutput()).split(u'\n')) {
                        const auto m = re.match(l);
                        if (m.hasMatch())
                            out.insert(m.captured(1).toInt(), m.captured(2));
                    }
                    found.insert(name, out);
                    return out;
                };
                QFile in(file);
                QVERIFY(in.open(QIODevice::ReadOnly));
                const QList<QByteArray> fileLines = in.readAll().split('\n');
                const auto keyOf = [&](int line) {
                    const QList<QByteArray> fields = fileLines[line - 1].split(' ');
                    const int at = fields.first().startsWith('@') ? 2 : 1;
                    return HostKey{QString::fromLatin1(fields.value(at)),
                                   QByteArray::fromBase64(fields.value(at + 1))};
                };
                for (int l = 0; l < 18; ++l) {
                    const QString host = hosts[int(rng() % quint32(hosts.size()))];
                    const quint16 port = ports[int(rng() % quint32(ports.size()))];
                    const HostKey offered = key(keyNames[int(rng() % 4)]);
                    const QString name = KnownHosts::hostEntryName(host, port);
                    const QMap<int, QString> lines = linesFor(name);
                    ++lookups;
                    // OpenSSH's verdict over the lines ssh-keygen found.
                    M expected = M::Unknown;
                    bool sameType = false, otherType = false, revoked = false, known = false;
                    QList<int> cas;
                    for (auto it = lines.begin(); it != lines.end(); ++it) {
                        const HostKey k = keyOf(it.key());
                        if (it.value() == u"REVOKED") {
                            revoked = revoked || k == offered;
                        } else if (it.value() == u"CA") {
                            cas << it.key();
                        } else {
                            known = known || k == offered;
                            sameType = sameType || (k != offered && k.type == offered.type);
                            otherType = otherType || k.type != offered.type;
                        }
                    }
                    // A revocation under the bare name holds on every port (fail closed).
                    if (port != 22) {
                        const QMap<int, QString> bare = linesFor(KnownHosts::hostEntryName(host, 22));
                        for (auto it = bare.begin(); it != bare.end(); ++it)
                            revoked = revoked || (it.value() == u"REVOKED" && keyOf(it.key()) == offered);
                    }
                    if (revoked) {
                        expected = M::Revoked;
                    } else if (known) {
                        expected = M::Known;
                    } else if (sameType) {
                        expected = M::Changed;
                    } else {
                        if (port != 22) {
                            const QMap<int, QString> bare = linesFor(KnownHosts::hostEntryName(host, 22));
                            for (auto it = bare.begin(); it != bare.end(); ++it) {
                                if (it.value().isEmpty() && keyOf(it.key()) == offered)
                                    expected = M::Known;
                            }
                        }
                        if (expected == M::Unknown && otherType)
                            expected = M::OtherTypeKnown;
                    }
                    const KnownHosts::Lookup ours = kh->check(host, port, offered);
                    QList<int> ourCas;
                    for (const KnownHosts::Authority &a : kh->certificateAuthorities(host, port))
                        ourCas << a.line;
                    ++verdictsChecked;
                    if (expected != M::Unknown)
                        ++nonTrivial;
                    if (ours.match != expected || ourCas != cas)
                        differences
                            << QStringLiteral(
                                   "%1 %2 (%3): ClusterGate %4 CA lines %5, OpenSSH %6 CA lines %7\n%8")
                                   .arg(QFileInfo(file).fileName(), name, offered.fingerprintSha256(),
                                        matchName(ours.match), QString::number(ourCas.size()),
                                        matchName(expected), QString::number(cas.size()),
                                        QString::fromUtf8(text));
                }
            }
        }
        qInfo(
            "%d lookups over %d generated known_hosts files (plain and hashed): %d verdicts compared, %d not "
            "'unknown', %d differences",
            lookups, 80, verdictsChecked, nonTrivial, int(differences.size()));
        QVERIFY(nonTrivial > lookups / 4);
        QVERIFY2(differences.isEmpty(), qPrintable(differences.mid(0, 3).join(QStringLiteral("\n---\n"))));
    }

    // The verdicts on revocation held against a real ssh connecting to a real sshd on loopback (port not
    // 22) with accept-new, on known_hosts files that name its real host key in every way: where ssh says
    // the key is revoked, so do we, and we never record it; where ssh records the key as new, we call it
    // unknown (or revoked: stricter, counted); where ssh finds it known, so do we (or revoked).
    void revocationAgreesWithARealSshConnecting()
    {
        const QString sshd = QStandardPaths::findExecutable(
            QStringLiteral("sshd"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
        const QString ssh = QStandardPaths::findExecutable(QStringLiteral("ssh"));
        if (sshd.isEmpty() || ssh.isEmpty() || sshKeygen().isEmpty())
            QSKIP("OpenSSH (ssh, sshd, ssh-keygen) is not installed: the reference is missing");
        QTemporaryDir dir;
        const QString hostKeyFile = dir.filePath(QStringLiteral("host_ed25519"));
        QVERIFY(runSshKeygen({QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                              QStringLiteral("-N"), QString(), QStringLiteral("-f"), hostKeyFile}));
        QFile pub(hostKeyFile + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const auto hostKey = HostKey::fromOpenSshLine(QString::fromLatin1(pub.readAll()));
        QVERIFY2(hostKey.ok(), qPrintable(hostKey.error()));
        const QByteArray keyLine = hostKey->toOpenSshLine().toLatin1();
        const QByteArray other = keyText('A'); // a key the server does not have

        // sshd on a free loopback port (the address is only ever 127.0.0.1).
        QProcess server;
        quint16 port = 0;
        for (int attempt = 0; attempt < 5 && server.state() != QProcess::Running; ++attempt) {
            port = quint16(20000 + QRandomGenerator::global()->bounded(20000));
            const QString config = dir.filePath(QStringLiteral("sshd_config"));
            writeFile(config, QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2\nPidFile %3\n"
                                             "UsePAM no\nAuthenticationMethods publickey\n"
                                             "AuthorizedKeysFile /dev/null\n")
                                  .arg(port)
                                  .arg(hostKeyFile, dir.filePath(QStringLiteral("sshd.pid")))
                                  .toUtf8());
            server.start(sshd, {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config});
            if (!server.waitForStarted() || server.waitForFinished(500))
                server.kill();
        }
        if (server.state() != QProcess::Running)
            QSKIP("sshd does not start here (it needs root or a privilege separation user)");
        const auto stop = qScopeGuard([&] {
            server.terminate();
            server.waitForFinished(5000);
        });

        const QByteArray bare = "127.0.0.1";
        const QByteArray bracketed = "[127.0.0.1]:" + QByteArray::number(port);
        const QList<QByteArray> files{
            "@revoked " + bare + ' ' + keyLine + '\n',
            "@revoked " + bracketed + ' ' + keyLine + '\n',
            "@revoked {H:" + bare + "} " + keyLine + '\n',
            "@revoked {H:" + bracketed + "} " + keyLine + '\n',
            "@revoked 127.0.0.* " + keyLine + '\n',
            "@revoked * " + keyLine + '\n',
            "@revoked " + bare + ' ' + keyLine + '\n' + bracketed + ' ' + keyLine + '\n',
            "@revoked " + bare + ' ' + keyLine + '\n' + bare + ' ' + keyLine + '\n',
            "@revoked " + bare + ' ' + other + '\n',
            "@revoked [127.0.0.1]:1 " + keyLine + '\n',
            bare + ' ' + keyLine + '\n',
            bracketed + ' ' + keyLine + '\n',
            "# nothing\n",
        };
        int revokedBySsh = 0, stricter = 0;
        QStringList differences;
        for (qsizetype i = 0; i < files.size(); ++i) {
            const QByteArray text = expand(files[i]);
            const QString path = dir.filePath(QStringLiteral("known_hosts_%1").arg(i));
            writeFile(path, text);
            QProcess client;
            client.start(ssh,
                         {QStringLiteral("-F"),        QStringLiteral("/dev/null"),
                          QStringLiteral("-o"),        QStringLiteral("BatchMode=yes"),
                          QStringLiteral("-o"),        QStringLiteral("StrictHostKeyChecking=accept-new"),
                          QStringLiteral("-o"),        QStringLiteral("UserKnownHostsFile=") + path,
                          QStringLiteral("-o"),        QStringLiteral("GlobalKnownHostsFile=/dev/null"),
                          QStringLiteral("-o"),        QStringLiteral("CheckHostIP=no"),
                          QStringLiteral("-o"),        QStringLiteral("IdentitiesOnly=yes"),
                          QStringLiteral("-o"),        QStringLiteral("ConnectTimeout=20"),
                          QStringLiteral("-p"),        QString::number(port),
                          QStringLiteral("127.0.0.1"), QStringLiteral("true")});
            client.closeWriteChannel();
            QVERIFY(client.waitForFinished(60000));
            const QByteArray err = client.readAllStandardError();
            QFile after(path);
            QVERIFY(after.open(QIODevice::ReadOnly));
            const bool sshAdded = after.readAll() != text;
            const bool sshRevoked = err.contains("REVOKED HOST KEY");
            QVERIFY2(sshRevoked || sshAdded || err.contains("Permission denied"), err.constData());
            revokedBySsh += sshRevoked ? 1 : 0;

            const KnownHosts kh = KnownHosts::parse(text, path);
            const KnownHosts::Match ours = kh.check(QStringLiteral("127.0.0.1"), port, hostKey.value()).match;
            writeFile(path, text);
            const bool weRecord =
                KnownHosts::append(path, QStringLiteral("127.0.0.1"), port, hostKey.value()).ok();
            const QString what =
                QStringLiteral("%1\nssh: %2; ClusterGate: %3%4")
                    .arg(QString::fromLatin1(files[i]),
                         sshRevoked ? QStringLiteral("revoked")
                         : sshAdded ? QStringLiteral("new, recorded")
                                    : QStringLiteral("known"),
                         matchName(ours), weRecord ? QStringLiteral(", recorded") : QString());
            if (sshRevoked) {
                if (ours != KnownHosts::Match::Revoked || weRecord)
                    differences << what;
            } else if (ours == KnownHosts::Match::Revoked) {
                ++stricter;
                if (weRecord)
                    differences << what;
            } else if (sshAdded != (ours == KnownHosts::Match::Unknown)) {
                differences << what;
            }
        }
        qInfo("%d known_hosts files against a real ssh connecting: %d revoked by ssh, %d more by ClusterGate "
              "(stricter), %d differences",
              int(files.size()), revokedBySsh, stricter, int(differences.size()));
        QVERIFY(revokedBySsh >= 5);
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QStringLiteral("\n---\n"))));
    }

    void loadNamesTheFileInIssuesAndLookups()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        writeFile(path, expand("bad\ngpu-01 {A}\n"));
        const auto loaded = KnownHosts::load(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->issues().size(), 1);
        QCOMPARE(loaded->issues().constFirst().file, path);
        const auto result = loaded->check(QStringLiteral("gpu-01"), 22, key('B'));
        QCOMPARE(result.file, path);
        QCOMPARE(result.line, 2);
    }
};

QTEST_APPLESS_MAIN(TestKnownHosts)
#include "tst_known_hosts.moc"
