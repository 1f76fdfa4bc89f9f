// SPDX-License-Identifier: GPL-3.0-or-later
// Follows OpenSSH's hostfile.c and match.c (9.x): the same line syntax, the same host name matching and
// hashing, so a file that ssh reads is read the same way here. Where ssh silently skips a bad line, this
// reports it as an issue.
#include "ssh/known_hosts.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

#include <optional>

namespace cg::ssh {

namespace {

constexpr qsizetype kHashBytes = 20;       // SHA-1: the salt and the HMAC of a hashed host name
constexpr qsizetype kMaxSubpattern = 1022; // match.c gives up on a longer pattern (and on its whole line)
constexpr qsizetype kMaxKeyType = 127;     // hostfile.c reads the key type into a 128-byte buffer
const QByteArray kHashMagic = QByteArrayLiteral("|1|");

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// The field at pos (up to a blank or the end); pos moves past the field and the blanks after it.
QByteArray takeField(const QByteArray &line, qsizetype &pos)
{
    const qsizetype start = pos;
    while (pos < line.size() && !isBlank(line.at(pos)))
        ++pos;
    const QByteArray field = line.mid(start, pos - start);
    while (pos < line.size() && isBlank(line.at(pos)))
        ++pos;
    return field;
}

// Text from a file, fit for a message: decoded leniently and cut short.
QString shown(const QByteArray &bytes)
{
    constexpr qsizetype kMax = 60;
    if (bytes.size() <= kMax)
        return QString::fromUtf8(bytes);
    return QString::fromUtf8(bytes.left(kMax)) + QStringLiteral("...");
}

std::optional<QByteArray> decodeBase64(const QByteArray &text)
{
    if (text.isEmpty())
        return std::nullopt;
    auto decoded = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty())
        return std::nullopt;
    return decoded.decoded;
}

// The SSH wire encoding of a public key: a sequence of uint32-length-prefixed strings.
class BlobReader
{
public:
    explicit BlobReader(const QByteArray &blob) : m_blob(blob) {}

    bool read(QByteArray *out)
    {
        if (m_blob.size() - m_pos < 4)
            return false;
        const auto *p = reinterpret_cast<const uchar *>(m_blob.constData() + m_pos);
        const quint32 length = quint32(p[0]) << 24 | quint32(p[1]) << 16 | quint32(p[2]) << 8 | quint32(p[3]);
        if (length > quint64(m_blob.size() - m_pos - 4))
            return false;
        *out = m_blob.mid(m_pos + 4, qsizetype(length));
        m_pos += 4 + qsizetype(length);
        return true;
    }
    // Reads all remaining fields; false if the blob does not end exactly after the last one.
    bool readAll(QList<QByteArray> *out)
    {
        QByteArray field;
        while (m_pos < m_blob.size()) {
            if (!read(&field))
                return false;
            out->append(field);
        }
        return true;
    }

private:
    const QByteArray &m_blob;
    qsizetype m_pos = 0;
};

// An uncompressed point on a NIST curve, as OpenSSH stores it: 0x04 || X || Y.
bool isCurvePoint(const QByteArray &point, const QByteArray &curve)
{
    qsizetype coordinate = 0;
    if (curve == "nistp256")
        coordinate = 32;
    else if (curve == "nistp384")
        coordinate = 48;
    else if (curve == "nistp521")
        coordinate = 66;
    if (coordinate == 0)
        return !point.isEmpty(); // a curve we do not know: the blob's type string already matched
    return point.size() == 1 + 2 * coordinate && point.at(0) == 0x04;
}

// Why a type name cannot be a key type, or an empty string if it can.
QString keyTypeProblem(const QByteArray &type)
{
    if (type.isEmpty())
        return HostKey::tr("the key type is missing");
    bool digitsOnly = true;
    for (const char c : type)
        digitsOnly = digitsOnly && c >= '0' && c <= '9';
    // "bits exponent modulus" is the SSH protocol 1 format, which OpenSSH dropped in 7.6.
    if (digitsOnly)
        return HostKey::tr("this is an SSH protocol 1 key, which is no longer supported");
    if (type.size() > kMaxKeyType)
        return HostKey::tr("the key type \"%1\" is too long").arg(shown(type));
    for (const char c : type) {
        const bool allowed = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                             c == '-' || c == '_' || c == '.' || c == '@' || c == '+';
        if (!allowed)
            return HostKey::tr("\"%1\" is not a key type").arg(shown(type));
    }
    return {};
}

// Why a blob is not a public key of this type, or an empty string if it is. Types this code does not
// know are accepted when the blob names them, so new key types keep working.
QString blobProblem(const QByteArray &type, const QByteArray &blob)
{
    BlobReader reader(blob);
    QByteArray inner;
    if (!reader.read(&inner))
        return HostKey::tr("the key data is too short to hold a key");
    if (inner != type)
        return HostKey::tr("the key data holds a \"%1\" key, but the line says \"%2\"")
            .arg(shown(inner), shown(type));
    if (type.endsWith("-cert-v01@openssh.com"))
        return HostKey::tr("a certificate cannot be a known host key; trust its certificate authority "
                           "with a @cert-authority line instead");

    const QString damaged = HostKey::tr("the %1 key data is damaged").arg(shown(type));
    QList<QByteArray> f;
    bool ok = true;
    if (type == "ssh-ed25519") {
        ok = reader.readAll(&f) && f.size() == 1 && f[0].size() == 32;
    } else if (type == "sk-ssh-ed25519@openssh.com") {
        ok = reader.readAll(&f) && f.size() == 2 && f[0].size() == 32;
    } else if (type == "ssh-rsa") {
        ok = reader.readAll(&f) && f.size() == 2 && !f[0].isEmpty() && !f[1].isEmpty();
    } else if (type == "ssh-dss") {
        ok = reader.readAll(&f) && f.size() == 4;
    } else if (type.startsWith("ecdsa-sha2-")) {
        const QByteArray curve = type.mid(11);
        ok = reader.readAll(&f) && f.size() == 2 && f[0] == curve && isCurvePoint(f[1], curve);
    } else if (type == "sk-ecdsa-sha2-nistp256@openssh.com") {
        ok = reader.readAll(&f) && f.size() == 3 && f[0] == "nistp256" && isCurvePoint(f[1], "nistp256");
    }
    return ok ? QString() : damaged;
}

// Reads "type base64" at pos; what follows is a comment.
std::optional<HostKey> takeKey(const QByteArray &line, qsizetype &pos, QString *problem)
{
    const QByteArray type = takeField(line, pos);
    if (const QString p = keyTypeProblem(type); !p.isEmpty()) {
        *problem = p;
        return std::nullopt;
    }
    if (pos >= line.size() || line.at(pos) == '#') {
        *problem = HostKey::tr("the key data after the key type \"%1\" is missing").arg(shown(type));
        return std::nullopt;
    }
    const auto blob = decodeBase64(takeField(line, pos));
    if (!blob) {
        *problem = HostKey::tr("the key data is not valid base64");
        return std::nullopt;
    }
    if (const QString p = blobProblem(type, *blob); !p.isEmpty()) {
        *problem = p;
        return std::nullopt;
    }
    HostKey key;
    key.type = QString::fromLatin1(type); // checked above: ASCII only
    key.blob = *blob;
    return key;
}

// OpenSSH's match_pattern(): '*' is any run of characters, '?' exactly one. Iterative with one
// backtracking point, so a pattern full of stars costs O(n*m), not exponential time.
bool globMatch(const QByteArray &text, const QByteArray &pattern)
{
    qsizetype t = 0, p = 0, starP = -1, starT = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern.at(p) == '?' || pattern.at(p) == text.at(t))) {
            ++t;
            ++p;
        } else if (p < pattern.size() && pattern.at(p) == '*') {
            starP = p++;
            starT = t;
        } else if (starP >= 0) {
            p = starP + 1;
            t = ++starT;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern.at(p) == '*')
        ++p;
    return p == pattern.size();
}

QByteArray hostHash(const QByteArray &salt, const QByteArray &entryName)
{
    return QMessageAuthenticationCode::hash(entryName, salt, QCryptographicHash::Sha1);
}

void appendUnique(QList<HostKey> &keys, const HostKey &key)
{
    if (!keys.contains(key))
        keys.append(key);
}

// A name that can stand in a known_hosts line: no blanks, no list separators, no pattern characters.
bool isRecordableHost(const QString &host)
{
    if (host.isEmpty())
        return false;
    for (const QChar c : host) {
        if (c.unicode() <= 0x20 || c.unicode() == 0x7f)
            return false;
        if (c == u',' || c == u'*' || c == u'?' || c == u'!' || c == u'|' || c == u'#' || c == u'@')
            return false;
    }
    return true;
}

} // namespace

QString HostKey::fingerprintSha256() const
{
    const QByteArray digest = QCryptographicHash::hash(blob, QCryptographicHash::Sha256);
    return QStringLiteral("SHA256:") +
           QString::fromLatin1(digest.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
}

Result<HostKey> HostKey::fromOpenSshLine(const QString &line)
{
    QByteArray bytes = line.toUtf8();
    while (!bytes.isEmpty() && (bytes.endsWith('\n') || bytes.endsWith('\r')))
        bytes.chop(1);
    qsizetype pos = 0;
    while (pos < bytes.size() && isBlank(bytes.at(pos)))
        ++pos;
    if (pos >= bytes.size())
        return Result<HostKey>::failure(tr("The public key line is empty."));
    QString problem;
    const auto key = takeKey(bytes, pos, &problem);
    if (!key)
        return Result<HostKey>::failure(tr("Not a usable public key: %1.").arg(problem));
    return *key;
}

QString HostKey::toOpenSshLine() const
{
    return type + QLatin1Char(' ') + QString::fromLatin1(blob.toBase64());
}

KnownHosts KnownHosts::parse(const QByteArray &text, const QString &fileName)
{
    KnownHosts hosts;
    hosts.m_file = fileName;
    qsizetype pos = 0;
    int number = 0;
    while (pos < text.size()) {
        if (number == kMaxLines) {
            hosts.m_issues.append(
                {fileName, number + 1,
                 tr("the file has more than %1 lines; the rest is ignored").arg(kMaxLines)});
            break;
        }
        ++number;
        const qsizetype newline = text.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? text.size() : newline;
        if (end > kMaxFileBytes) {
            hosts.m_issues.append({fileName, number,
                                   tr("the file is larger than %1 MiB; this line and the rest are ignored")
                                       .arg(kMaxFileBytes >> 20)});
            break;
        }
        qsizetype length = end - pos;
        if (length > 0 && text.at(end - 1) == '\r')
            --length;
        if (length > kMaxLineBytes)
            hosts.m_issues.append(
                {fileName, number, tr("the line is longer than %1 KiB").arg(kMaxLineBytes >> 10)});
        else
            hosts.parseLine(text.mid(pos, length), number);
        pos = end + 1;
    }
    return hosts;
}

void KnownHosts::parseLine(const QByteArray &line, int number)
{
    const auto skip = [&](const QString &why) { m_issues.append({m_file, number, why}); };

    qsizetype pos = 0;
    while (pos < line.size() && isBlank(line.at(pos)))
        ++pos;
    if (pos >= line.size() || line.at(pos) == '#')
        return;

    Entry entry;
    entry.line = number;
    if (line.at(pos) == '@') {
        const QByteArray marker = takeField(line, pos);
        if (marker == "@cert-authority") {
            entry.marker = Marker::CertAuthority;
        } else if (marker == "@revoked") {
            entry.marker = Marker::Revoked;
        } else {
            skip(tr("unknown marker \"%1\" (expected @cert-authority or @revoked)").arg(shown(marker)));
            return;
        }
        if (pos < line.size() && line.at(pos) == '@') {
            skip(tr("a line can carry only one marker"));
            return;
        }
    }

    const QByteArray hostField = takeField(line, pos);
    if (hostField.isEmpty()) {
        skip(tr("the host names are missing"));
        return;
    }
    if (pos >= line.size() || line.at(pos) == '#') {
        skip(tr("the key type after the host names is missing"));
        return;
    }

    if (hostField.startsWith('|')) {
        // Only "|1|base64(salt)|base64(HMAC-SHA1(salt, name))" exists; ssh treats anything else as an error.
        const QList<QByteArray> parts = hostField.mid(kHashMagic.size()).split('|');
        std::optional<QByteArray> salt, hash;
        if (hostField.startsWith(kHashMagic) && parts.size() == 2) {
            salt = decodeBase64(parts[0]);
            hash = decodeBase64(parts[1]);
        }
        if (!salt || !hash || salt->size() != kHashBytes || hash->size() != kHashBytes) {
            skip(tr("the hashed host name is malformed (expected |1|salt|hash)"));
            return;
        }
        entry.hashed = true;
        entry.salt = *salt;
        entry.hash = *hash;
    } else {
        for (const QByteArray &item : hostField.split(',')) {
            Pattern pattern;
            pattern.negated = item.startsWith('!');
            pattern.glob = (pattern.negated ? item.mid(1) : item).toLower();
            if (pattern.glob.size() > kMaxSubpattern) {
                skip(tr("a host pattern is longer than %1 characters, so ssh ignores this line")
                         .arg(kMaxSubpattern));
                return;
            }
            entry.patterns.append(pattern);
        }
    }

    QString problem;
    const auto key = takeKey(line, pos, &problem);
    if (!key) {
        // A line pasted from a *.pub file: say what is really missing.
        if (!entry.hashed && keyTypeProblem(hostField).isEmpty() &&
            (hostField.startsWith("ssh-") || hostField.startsWith("ecdsa-") || hostField.startsWith("sk-")))
            problem = tr("the host names are missing (the line starts with the key type \"%1\")")
                          .arg(shown(hostField));
        skip(problem);
        return;
    }
    entry.key = *key;
    m_entries.append(entry);
}

Result<KnownHosts> KnownHosts::load(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return Result<KnownHosts>::failure(
            tr("Cannot read the known hosts file %1: it is a folder, not a file.").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (!QFileInfo::exists(path))
            return parse({}, path);
        return Result<KnownHosts>::failure(
            tr("Cannot read the known hosts file %1: %2.").arg(path, file.errorString()));
    }
    // One byte past the limit, so that parse() sees and reports an oversized file.
    const QByteArray text = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return Result<KnownHosts>::failure(
            tr("Cannot read the known hosts file %1: %2.").arg(path, file.errorString()));
    return parse(text, path);
}

QString KnownHosts::hostEntryName(const QString &host, quint16 port)
{
    // ssh lowercases the host name before matching, hashing or writing it (ASCII only, like tolower()).
    const QString name = QString::fromUtf8(host.toUtf8().toLower());
    if (port == 22 || port == 0)
        return name;
    return QStringLiteral("[%1]:%2").arg(name).arg(port);
}

bool KnownHosts::hostMatches(const Entry &entry, const QByteArray &entryName)
{
    if (entry.hashed)
        return hostHash(entry.salt, entryName) == entry.hash;
    bool positive = false;
    for (const Pattern &pattern : entry.patterns) {
        if (globMatch(entryName, pattern.glob)) {
            if (pattern.negated)
                return false;
            positive = true;
        }
    }
    return positive;
}

KnownHosts::Lookup KnownHosts::check(const QString &host, quint16 port, const HostKey &key) const
{
    Lookup result;
    const QByteArray name = hostEntryName(host, port).toUtf8();
    // @revoked applies to the hosts its patterns name, on every port: the bare name's revocation holds on
    // port 2222 too (else the bare-name fallback below would find nothing, call the key unknown, and
    // accept-new would record it). Checked before anything else, whatever the host key policy.
    if (const Entry *revoked = revokedEntry(host, port, key)) {
        result.match = Match::Revoked;
        result.recorded = {revoked->key};
        result.file = m_file;
        result.line = revoked->line;
        return result;
    }

    const Entry *sameType = nullptr;
    const Entry *otherType = nullptr;
    QList<HostKey> sameTypeKeys, otherTypeKeys;
    for (const Entry &entry : m_entries) {
        if (entry.marker != Marker::None || !hostMatches(entry, name))
            continue;
        if (entry.key == key) {
            result.match = Match::Known;
            result.recorded = {entry.key};
            result.file = m_file;
            result.line = entry.line;
            return result;
        }
        if (entry.key.type == key.type) {
            if (!sameType)
                sameType = &entry;
            appendUnique(sameTypeKeys, entry.key);
        } else {
            if (!otherType)
                otherType = &entry;
            appendUnique(otherTypeKeys, entry.key);
        }
    }
    if (sameType) {
        result.match = Match::Changed;
        result.recorded = sameTypeKeys;
        result.file = m_file;
        result.line = sameType->line;
        return result;
    }
    // For a port other than 22, OpenSSH also accepts the identical key recorded under the bare host name
    // (a different key there is not a conflict: the host is then unknown on this port).
    if (port != 22 && port != 0) {
        const QByteArray bare = hostEntryName(host, 22).toUtf8();
        for (const Entry &entry : m_entries) {
            if (entry.marker == Marker::None && entry.key == key && hostMatches(entry, bare)) {
                result.match = Match::Known;
                result.recorded = {entry.key};
                result.file = m_file;
                result.line = entry.line;
                return result;
            }
        }
    }
    if (otherType) {
        result.match = Match::OtherTypeKnown;
        result.recorded = otherTypeKeys;
        result.file = m_file;
        result.line = otherType->line;
    }
    return result;
}

const KnownHosts::Entry *KnownHosts::revokedEntry(const QString &host, quint16 port, const HostKey &key) const
{
    const QByteArray name = hostEntryName(host, port).toUtf8();
    const QByteArray bare = hostEntryName(host, 22).toUtf8();
    for (const Entry &entry : m_entries) {
        if (entry.marker == Marker::Revoked && entry.key == key &&
            (hostMatches(entry, name) || hostMatches(entry, bare)))
            return &entry;
    }
    return nullptr;
}

QList<KnownHosts::Authority> KnownHosts::certificateAuthorities(const QString &host, quint16 port) const
{
    QList<Authority> out;
    const QByteArray name = hostEntryName(host, port).toUtf8();
    for (const Entry &entry : m_entries) {
        if (entry.marker == Marker::CertAuthority && hostMatches(entry, name))
            out.append({entry.key, m_file, entry.line});
    }
    return out;
}

std::optional<KnownHosts::Authority> KnownHosts::revocation(const QString &host, quint16 port,
                                                            const HostKey &key) const
{
    if (const Entry *e = revokedEntry(host, port, key))
        return Authority{e->key, m_file, e->line};
    return std::nullopt;
}

Status KnownHosts::append(const QString &path, const QString &host, quint16 port, const HostKey &key,
                          bool hashed)
{
    if (!isRecordableHost(host))
        return Status::failure(tr("Cannot record a host key for \"%1\": not a valid host name.").arg(host));
    const QByteArray type = key.type.toUtf8();
    QString problem = keyTypeProblem(type);
    if (problem.isEmpty())
        problem = blobProblem(type, key.blob);
    if (!problem.isEmpty())
        return Status::failure(tr("Cannot record the host key of %1: %2.").arg(host, problem));

    // A key revoked for this host is never recorded, whoever asks (accept-new, a person in a dialog, a key
    // rotation): the file's own @revoked lines are read first.
    if (const auto current = load(path); !current.ok()) {
        return Status::failure(current.error());
    } else if (const auto revoked = current->revocation(host, port, key)) {
        return Status::failure(
            tr("Cannot record the host key of %1 (%2): it is marked as revoked in %3 line %4.")
                .arg(hostEntryName(host, port), key.fingerprintSha256(), revoked->file)
                .arg(revoked->line));
    }

    const QByteArray entryName = hostEntryName(host, port).toUtf8();
    QByteArray hostField = entryName;
    if (hashed) {
        quint32 random[kHashBytes / 4];
        QRandomGenerator::system()->fillRange(random);
        const QByteArray salt(reinterpret_cast<const char *>(random), kHashBytes);
        hostField = kHashMagic + salt.toBase64() + '|' + hostHash(salt, entryName).toBase64();
    }
    QByteArray line = hostField + ' ' + type + ' ' + key.blob.toBase64() + '\n';

    // Like ssh, create a missing ~/.ssh (and anything above it) private to the user.
    const QFileInfo info(path);
    QStringList missing;
    for (QString dir = info.absolutePath(); !QFileInfo::exists(dir);) {
        missing.prepend(dir);
        const QString up = QFileInfo(dir).path();
        if (up == dir)
            break;
        dir = up;
    }
    for (const QString &dir : std::as_const(missing)) {
        if (!QDir().mkdir(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            return Status::failure(tr("Cannot create the folder %1 for the known hosts file.").arg(dir));
    }

    // A last line without its newline would otherwise run into the new entry and break both.
    {
        QFile existing(path);
        char last = '\n';
        if (existing.open(QIODevice::ReadOnly) && existing.size() > 0 && existing.seek(existing.size() - 1) &&
            existing.getChar(&last) && last != '\n')
            line.prepend('\n');
    }

    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append, QFile::ReadOwner | QFile::WriteOwner))
        return Status::failure(
            tr("Cannot write to the known hosts file %1: %2.").arg(path, file.errorString()));
    if (file.write(line) != line.size() || !file.flush())
        return Status::failure(
            tr("Cannot write to the known hosts file %1: %2.").arg(path, file.errorString()));
    file.close();
    return Ok{};
}

} // namespace cg::ssh
