// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/image_reference.h"

#include <QStringList>

#include <algorithm>

namespace cg::jobs {

namespace {

bool lowerAlnum(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
}

bool alnum(QChar c)
{
    return lowerAlnum(c) || (c >= u'A' && c <= u'Z');
}

// path-component := alpha-numeric (separator alpha-numeric)*, separator := [_.] | __ | [-]+
bool pathComponent(const QString &c)
{
    if (c.isEmpty() || !lowerAlnum(c.front()) || !lowerAlnum(c.back()))
        return false;
    for (qsizetype i = 0; i < c.size();) {
        if (lowerAlnum(c[i])) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < c.size() && !lowerAlnum(c[j]))
            ++j;
        const QString sep = c.mid(i, j - i);
        const bool dashes = std::all_of(sep.begin(), sep.end(), [](QChar d) { return d == u'-'; });
        if (!(sep == u"." || sep == u"_" || sep == u"__" || dashes))
            return false;
        i = j;
    }
    return true;
}

// domain := component ('.' component)* (':' port)?, component := [A-Za-z0-9] |
// [A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9]; an IPv6 literal in brackets is not taken.
bool domainName(const QString &d)
{
    QString host = d;
    const qsizetype colon = d.lastIndexOf(u':');
    if (colon >= 0) {
        const QString port = d.mid(colon + 1);
        bool ok = false;
        const int n = port.toInt(&ok);
        if (!ok || n < 1 || n > 65535 || port.startsWith(u'+'))
            return false;
        host = d.left(colon);
    }
    const QStringList parts = host.split(u'.');
    for (const QString &p : parts) {
        if (p.isEmpty() || !alnum(p.front()) || !alnum(p.back()))
            return false;
        for (QChar c : p) {
            if (!alnum(c) && c != u'-')
                return false;
        }
    }
    return true;
}

bool tagText(const QString &t)
{
    if (t.isEmpty() || t.size() > 128)
        return false;
    const auto word = [](QChar c) { return alnum(c) || c == u'_'; };
    if (!word(t.front()))
        return false;
    return std::all_of(t.begin(), t.end(), [&](QChar c) { return word(c) || c == u'.' || c == u'-'; });
}

} // namespace

bool ImageReferences::isDigest(const QString &text)
{
    if (!text.startsWith(QLatin1String("sha256:")) || text.size() != 7 + 64)
        return false;
    return std::all_of(text.begin() + 7, text.end(),
                       [](QChar c) { return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f'); });
}

bool ImageReferences::isRegistryReference(const QString &image)
{
    const QString t = image.trimmed();
    if (t.isEmpty() || t.startsWith(u'/') || t.startsWith(u'.') || t.startsWith(u'~') || t.startsWith(u'$') ||
        t.contains(u'#') || t.contains(QLatin1String("://")))
        return false;
    for (const char *suffix : {".sif", ".sqsh", ".squashfs", ".tar", ".tar.gz", ".simg"}) {
        if (t.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
            return false;
    }
    return true;
}

Result<ImageReference> ImageReferences::parse(const QString &input)
{
    using R = Result<ImageReference>;
    const QString text = input.trimmed();
    if (text.isEmpty())
        return R::failure(tr("the image is empty"), ErrorCode::Invalid);
    if (text.size() > kMaxNameLength + 1 + 128 + 1 + 7 + 64)
        return R::failure(tr("the image reference is longer than a registry accepts"), ErrorCode::Invalid);
    ImageReference r;
    QString rest = text;
    if (const qsizetype at = rest.indexOf(u'@'); at >= 0) {
        r.digest = rest.mid(at + 1);
        rest.truncate(at);
        if (!isDigest(r.digest))
            return R::failure(
                tr("\"%1\": the digest is not sha256: followed by 64 lowercase hex digits").arg(text),
                ErrorCode::Invalid);
    }
    // A tag follows the last ':' that comes after the last '/' (a ':' before it is a port).
    const qsizetype slash = rest.lastIndexOf(u'/');
    if (const qsizetype colon = rest.lastIndexOf(u':'); colon > slash) {
        r.tag = rest.mid(colon + 1);
        rest.truncate(colon);
        if (!tagText(r.tag))
            return R::failure(
                tr("\"%1\": the tag \"%2\" is not a valid tag (letters, digits, '_', '.' and '-', "
                   "at most 128, not starting with '.' or '-')")
                    .arg(text, r.tag),
                ErrorCode::Invalid);
    }
    if (rest.size() > kMaxNameLength)
        return R::failure(tr("\"%1\": the name is longer than %2 characters").arg(text).arg(kMaxNameLength),
                          ErrorCode::Invalid);
    QStringList parts = rest.split(u'/');
    // The first component is a registry when it looks like one (a dot, a port or localhost), as Docker
    // decides.
    if (parts.size() > 1 && (parts.first().contains(u'.') || parts.first().contains(u':') ||
                             parts.first() == u"localhost" || parts.first() != parts.first().toLower())) {
        r.domain = parts.takeFirst();
        if (!domainName(r.domain))
            return R::failure(tr("\"%1\": \"%2\" is not a registry host name").arg(text, r.domain),
                              ErrorCode::Invalid);
    } else {
        r.domain = QStringLiteral("docker.io");
    }
    for (const QString &p : std::as_const(parts)) {
        if (!pathComponent(p))
            return R::failure(tr("\"%1\": \"%2\" is not a valid repository name part (lowercase letters and "
                                 "digits, separated by '.', '_', '__' or dashes)")
                                  .arg(text, p),
                              ErrorCode::Invalid);
    }
    if (r.domain == u"docker.io" && parts.size() == 1)
        parts.prepend(QStringLiteral("library"));
    r.repository = parts.join(u'/');
    // The limit is on the full name, as the registry sees it (distribution's NameTotalLengthMax).
    if (r.domain.size() + 1 + r.repository.size() > kMaxNameLength)
        return R::failure(tr("\"%1\": the name is longer than %2 characters").arg(text).arg(kMaxNameLength),
                          ErrorCode::Invalid);
    if (r.tag.isEmpty() && r.digest.isEmpty())
        r.tag = QStringLiteral("latest");
    return r;
}

QString ImageReference::text() const
{
    QString out = domain + u'/' + repository;
    if (!tag.isEmpty())
        out += u':' + tag;
    if (!digest.isEmpty())
        out += u'@' + digest;
    return out;
}

QString ImageReference::pinned(const QString &atDomain) const
{
    return (atDomain.isEmpty() ? domain : atDomain) + u'/' + repository + u'@' + digest;
}

} // namespace cg::jobs
