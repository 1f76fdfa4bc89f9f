// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A container image reference as the OCI distribution spec and Docker write it ("pytorch:2.3",
// "nvcr.io/nvidia/pytorch:24.01-py3", "registry.local:5000/team/train@sha256:..."), parsed by the grammar of
// github.com/distribution/reference: [domain/]path[:tag][@digest], with Docker's defaults (docker.io,
// library/ for one-component names on Docker Hub, tag "latest" when neither tag nor digest is given).

#include "common/result.h"

#include <QCoreApplication>
#include <QString>

namespace cg::jobs {

struct ImageReference
{
    QString domain;     // "docker.io", "nvcr.io", "127.0.0.1:5000"
    QString repository; // "library/ubuntu", "nvidia/pytorch"
    QString tag;        // "latest" when neither tag nor digest was written
    QString digest;     // "sha256:<64 hex>", or empty

    // What was written, normalised: domain/repository[:tag][@digest].
    QString text() const;
    // domain/repository@digest (digest required).
    QString pinned(const QString &atDomain = {}) const;
    // The tag, or the digest when there is no tag: what a registry's manifest endpoint takes.
    QString manifestReference() const { return digest.isEmpty() ? tag : digest; }
};

class ImageReferences
{
    Q_DECLARE_TR_FUNCTIONS(cg::jobs::ImageReferences)

public:
    static constexpr int kMaxNameLength = 255; // the distribution spec's limit for domain/path

    static Result<ImageReference> parse(const QString &text);
    static bool isDigest(const QString &text); // sha256:<64 lowercase hex>
    // Whether `image` names an image in a registry, as opposed to a file on the cluster (an Apptainer .sif or
    // an enroot .sqsh, a path) or enroot's "REGISTRY#IMAGE" form, which run as written.
    static bool isRegistryReference(const QString &image);
};

} // namespace cg::jobs
