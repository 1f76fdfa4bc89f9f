// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pinning a job's image: its tag resolved to a manifest digest at submission, through the registry HTTP API
// v2 (OCI distribution spec: HEAD/GET /v2/<name>/manifests/<reference>, the Docker-Content-Digest header),
// asked of every registry the cluster lists (the first is the primary, the rest mirrors). The job runs the
// digest, pulled from the first registry that has it; a tag that two registries resolve to different digests
// is refused, since what would run depends on which registry answers.
//
// Registries are base URLs: https://host[:port][/prefix] (a prefix, as a pull-through cache's project, goes
// between /v2/ and the repository); plain http only where the URL says so. Anonymous bearer tokens (the
// WWW-Authenticate challenge Docker Hub and most registries answer with) are fetched; registries that need
// credentials are reported as such. Every answer is bounded in bytes and time.

#include "common/result.h"
#include "jobs/image_reference.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cg::jobs {

struct RegistryAnswer
{
    QString registry; // the base URL asked
    enum class Kind { Digest, NotFound, Unreachable, Refused } kind = Kind::Unreachable;
    QString digest; // Kind::Digest
    QString error;  // what went wrong, otherwise
};

struct ResolvedImage
{
    ImageReference reference; // as written (normalised)
    QString digest;           // sha256:...
    QString registry;         // the base URL it is pulled from
    QString pinned;           // what the node pulls: host[:port][/prefix]/repository@digest
    QList<RegistryAnswer> answers;
};

class ImageResolver
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::ImageResolver)

public:
    struct Options
    {
        int timeoutMs = 10000;
        qint64 maxManifestBytes = 4 << 20;
    };

    // `registries` empty: the image's own registry (https). Refused (ErrorCode::Refused) when two registries
    // disagree, NotFound when none has it, Unreachable when none answered.
    static Result<ResolvedImage> resolve(const QString &image, const QStringList &registries,
                                         const Options &options);
    static Result<ResolvedImage> resolve(const QString &image, const QStringList &registries)
    {
        return resolve(image, registries, Options{});
    }

    // A registry base URL as written in a cluster's settings: checked, normalised (no trailing '/').
    static Result<QString> checkRegistry(const QString &url);
    // One registry's answer for one reference.
    static RegistryAnswer ask(const QString &registry, const ImageReference &ref, const Options &options);
};

} // namespace cg::jobs
