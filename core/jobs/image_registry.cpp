// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/image_registry.h"

#include "inventory/inventory.h"

#include <QCryptographicHash>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace cg::jobs {

namespace {

const char kAccept[] = "application/vnd.oci.image.index.v1+json, "
                       "application/vnd.docker.distribution.manifest.list.v2+json, "
                       "application/vnd.oci.image.manifest.v1+json, "
                       "application/vnd.docker.distribution.manifest.v2+json";

struct HttpReply
{
    int status = 0;
    QByteArray body;
    QByteArray digestHeader;
    QByteArray challenge; // WWW-Authenticate
    QString error;        // network failure, timeout or a body over the limit
    bool tooLarge = false;
};

HttpReply fetch(QNetworkAccessManager &net, QNetworkRequest request, const QByteArray &verb, qint64 maxBytes,
                int timeoutMs)
{
    request.setTransferTimeout(timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(3);
    // head() and get(), not a custom verb: for HEAD, Qt must know that no body follows the Content-Length.
    QNetworkReply *reply = verb == "HEAD" ? net.head(request) : net.get(request);
    HttpReply out;
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        out.body += reply->read(maxBytes + 1 - out.body.size());
        if (out.body.size() > maxBytes) {
            out.tooLarge = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    if (!out.tooLarge && reply->isOpen())
        out.body += reply->read(maxBytes + 1 - out.body.size());
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.digestHeader = reply->rawHeader("Docker-Content-Digest");
    out.challenge = reply->rawHeader("WWW-Authenticate");
    if (out.tooLarge || out.body.size() > maxBytes) {
        out.tooLarge = true;
        out.error = ImageResolver::tr("the answer is larger than %1 bytes").arg(maxBytes);
    } else if (reply->error() != QNetworkReply::NoError && out.status == 0) {
        out.error = reply->error() == QNetworkReply::OperationCanceledError
                        ? ImageResolver::tr("no answer within %1 s").arg(timeoutMs / 1000.0)
                        : reply->errorString();
    }
    reply->deleteLater();
    return out;
}

// Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:x:pull"
QHash<QString, QString> challengeParameters(const QByteArray &header)
{
    QHash<QString, QString> out;
    static const QRegularExpression re(QStringLiteral("([A-Za-z]+)=\"([^\"]*)\""));
    auto it = re.globalMatch(QString::fromLatin1(header.left(4096)));
    while (it.hasNext()) {
        const auto m = it.next();
        out.insert(m.captured(1).toLower(), m.captured(2));
    }
    return out;
}

} // namespace

Result<QString> ImageResolver::checkRegistry(const QString &url)
{
    return ClusterPlacement::checkRegistry(url);
}

RegistryAnswer ImageResolver::ask(const QString &registry, const ImageReference &ref, const Options &options)
{
    RegistryAnswer a;
    a.registry = registry;
    const QUrl base(registry);
    const QString prefix = base.path();
    QUrl url = base;
    url.setPath(QStringLiteral("/v2") + prefix + u'/' + ref.repository + QStringLiteral("/manifests/") +
                ref.manifestReference());
    QNetworkAccessManager net;
    QNetworkRequest request(url);
    request.setRawHeader("Accept", kAccept);
    HttpReply r = fetch(net, request, "HEAD", 0, options.timeoutMs);
    if (r.status == 401 && r.challenge.startsWith("Bearer")) {
        // An anonymous pull token, as `docker pull` fetches one.
        const auto p = challengeParameters(r.challenge);
        QUrl realm(p.value(QStringLiteral("realm")));
        if (!realm.isValid() || (realm.scheme() != u"https" && realm.scheme() != base.scheme())) {
            a.kind = RegistryAnswer::Kind::Refused;
            a.error = tr("its token service \"%1\" is not a usable https address").arg(realm.toString());
            return a;
        }
        QUrlQuery q(realm);
        if (p.contains(QStringLiteral("service")))
            q.addQueryItem(QStringLiteral("service"), p.value(QStringLiteral("service")));
        q.addQueryItem(QStringLiteral("scope"), QStringLiteral("repository:%1:pull").arg(ref.repository));
        realm.setQuery(q);
        const HttpReply t = fetch(net, QNetworkRequest(realm), "GET", 64 * 1024, options.timeoutMs);
        const QJsonObject o = QJsonDocument::fromJson(t.body).object();
        const QString token =
            o.value(QStringLiteral("token")).toString(o.value(QStringLiteral("access_token")).toString());
        if (t.status != 200 || token.isEmpty()) {
            a.kind = RegistryAnswer::Kind::Refused;
            a.error =
                tr("it asks for credentials (HTTP 401) and gave no anonymous pull token: use a registry "
                   "or mirror that allows anonymous pulls");
            return a;
        }
        request.setRawHeader("Authorization", "Bearer " + token.toLatin1());
        r = fetch(net, request, "HEAD", 0, options.timeoutMs);
    }
    if (r.status == 0 || r.status >= 500) {
        a.kind = RegistryAnswer::Kind::Unreachable;
        a.error = r.status ? tr("HTTP %1").arg(r.status) : r.error;
        return a;
    }
    if (r.status == 404) {
        a.kind = RegistryAnswer::Kind::NotFound;
        a.error = tr("it has no %1:%2").arg(ref.repository, ref.manifestReference());
        return a;
    }
    if (r.status == 401 || r.status == 403) {
        a.kind = RegistryAnswer::Kind::Refused;
        a.error = tr("it refuses an anonymous pull (HTTP %1)").arg(r.status);
        return a;
    }
    if (r.status != 200) {
        a.kind = RegistryAnswer::Kind::Refused;
        a.error = tr("HTTP %1").arg(r.status);
        return a;
    }
    QString digest = QString::fromLatin1(r.digestHeader);
    if (!ImageReferences::isDigest(digest)) {
        // No digest header on HEAD: the manifest itself, hashed here.
        const HttpReply g = fetch(net, request, "GET", options.maxManifestBytes, options.timeoutMs);
        if (g.status != 200 || !g.error.isEmpty()) {
            a.kind = g.status == 0 ? RegistryAnswer::Kind::Unreachable : RegistryAnswer::Kind::Refused;
            a.error = g.error.isEmpty() ? tr("HTTP %1").arg(g.status) : g.error;
            return a;
        }
        digest = QStringLiteral("sha256:") +
                 QString::fromLatin1(QCryptographicHash::hash(g.body, QCryptographicHash::Sha256).toHex());
    }
    if (!ref.digest.isEmpty() && digest != ref.digest) {
        a.kind = RegistryAnswer::Kind::Refused;
        a.error = tr("asked for %1, it answered %2").arg(ref.digest, digest);
        return a;
    }
    a.kind = RegistryAnswer::Kind::Digest;
    a.digest = digest;
    return a;
}

Result<ResolvedImage> ImageResolver::resolve(const QString &image, const QStringList &registries,
                                             const Options &options)
{
    using R = Result<ResolvedImage>;
    const auto ref = ImageReferences::parse(image);
    if (!ref)
        return R::failureOf(ref);
    QStringList bases;
    for (const QString &r : registries) {
        const auto checked = checkRegistry(r);
        if (!checked)
            return R::failureOf(checked);
        bases << checked.value();
    }
    if (bases.isEmpty())
        bases << (ref->domain == u"docker.io" ? QStringLiteral("https://registry-1.docker.io")
                                              : QStringLiteral("https://") + ref->domain);
    ResolvedImage out;
    out.reference = ref.value();
    for (const QString &b : std::as_const(bases))
        out.answers << ask(b, ref.value(), options);

    QStringList why;
    for (const RegistryAnswer &a : std::as_const(out.answers)) {
        if (a.kind == RegistryAnswer::Kind::Digest) {
            if (out.digest.isEmpty()) {
                out.digest = a.digest;
                out.registry = a.registry;
            } else if (a.digest != out.digest) {
                return R::failure(
                    tr("%1 is %2 at %3 but %4 at %5: the registries disagree, so what runs would "
                       "depend on which one answers; pin a digest (IMAGE@sha256:...) or bring the "
                       "mirror up to date")
                        .arg(out.reference.text(), out.digest, out.registry, a.digest, a.registry),
                    ErrorCode::Refused);
            }
        } else {
            why << QStringLiteral("%1: %2").arg(a.registry, a.error);
        }
    }
    if (out.digest.isEmpty()) {
        const bool anyAnswered =
            std::any_of(out.answers.begin(), out.answers.end(),
                        [](const RegistryAnswer &a) { return a.kind != RegistryAnswer::Kind::Unreachable; });
        return R::failure(tr("%1 cannot be resolved to a digest: %2")
                              .arg(out.reference.text(), why.join(QStringLiteral("; "))),
                          anyAnswered ? ErrorCode::NotFound : ErrorCode::Unreachable);
    }
    const QUrl base(out.registry);
    QString host = base.host();
    if (base.port() > 0)
        host += u':' + QString::number(base.port());
    ImageReference pinned = out.reference;
    pinned.digest = out.digest;
    out.pinned = pinned.pinned(host + base.path());
    return out;
}

} // namespace cg::jobs
