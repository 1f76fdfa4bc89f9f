// SPDX-License-Identifier: GPL-3.0-or-later
// Image references as github.com/distribution/reference (the parser docker, podman and the registry itself
// use) normalises them: the rows below are its documented normalisations (reference/normalize_test.go,
// "TestParseNormalizedNamed" and the grammar tests), plus the bad input it refuses.

#include "jobs/image_reference.h"

#include <QtTest>

using namespace cg;
using namespace cg::jobs;

class TestImageReference : public QObject
{
    Q_OBJECT

private slots:
    void normalises_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("domain");
        QTest::addColumn<QString>("repository");
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("digest");
        const QString d = QStringLiteral("sha256:") + QString(64, u'a');
        const auto row = [](const char *in, const char *dom, const char *repo, const char *tag,
                            const QString &dg) {
            QTest::newRow(in) << QString::fromLatin1(in) << QString::fromLatin1(dom)
                              << QString::fromLatin1(repo) << QString::fromLatin1(tag) << dg;
        };
        row("ubuntu", "docker.io", "library/ubuntu", "latest", {});
        row("ubuntu:22.04", "docker.io", "library/ubuntu", "22.04", {});
        row("pytorch/pytorch:2.3.0-cuda12.1", "docker.io", "pytorch/pytorch", "2.3.0-cuda12.1", {});
        row("nvcr.io/nvidia/pytorch:24.01-py3", "nvcr.io", "nvidia/pytorch", "24.01-py3", {});
        row("localhost/train", "localhost", "train", "latest", {});
        row("127.0.0.1:5000/team/train:1.0", "127.0.0.1:5000", "team/train", "1.0", {});
        row("registry.local:5000/a/b/c", "registry.local:5000", "a/b/c", "latest", {});
        row("Docker.io/library/ubuntu", "Docker.io", "library/ubuntu", "latest", {});
        row("a__b/c--d/e.f:T_1", "docker.io", "a__b/c--d/e.f", "T_1", {});
        QTest::newRow("digest") << (QStringLiteral("ghcr.io/org/img@") + d) << QStringLiteral("ghcr.io")
                                << QStringLiteral("org/img") << QString() << d;
        QTest::newRow("tag and digest")
            << (QStringLiteral("ubuntu:22.04@") + d) << QStringLiteral("docker.io")
            << QStringLiteral("library/ubuntu") << QStringLiteral("22.04") << d;
    }

    void normalises()
    {
        QFETCH(QString, input);
        const auto r = ImageReferences::parse(input);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QTEST(r->domain, "domain");
        QTEST(r->repository, "repository");
        QTEST(r->tag, "tag");
        QTEST(r->digest, "digest");
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("input");
        for (const char *bad : {"",
                                "a/Upper",
                                "ubuntu:",
                                "ubuntu:-x",
                                "ubuntu:.x",
                                "a//b",
                                "/a",
                                "a/",
                                "a/.b",
                                "a/b.",
                                "a/b___c",
                                "a@sha256:abc",
                                "a@sha256:" /* empty hex */,
                                "a@md5:0123",
                                "host:0/x",
                                "host:65536/x",
                                "ho_st.com:80/x" /* '_' not in a domain */,
                                "-host.com/x",
                                "a b",
                                "ubuntu:tag with space",
                                "a/b:1:2"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
        QTest::newRow("tag of 129") << (QStringLiteral("a:") + QString(129, u'x'));
        QTest::newRow("name of 256") << QString(256, u'a');
        QTest::newRow("uppercase digest") << (QStringLiteral("a@sha256:") + QString(64, u'A'));
        QTest::newRow("NUL") << QStringLiteral("ubun\u0000tu");
    }

    void refuses()
    {
        QFETCH(QString, input);
        const auto r = ImageReferences::parse(input);
        QVERIFY2(!r.ok(), qPrintable(r.ok() ? r->text() : QString()));
        QCOMPARE(r.code(), ErrorCode::Invalid);
    }

    // Files on the cluster and enroot's REGISTRY#IMAGE run as written; registry references are pinned.
    void registryReferences()
    {
        for (const char *file : {"/shared/img/pt.sif", "./pt.sqsh", "~/img.sif", "$HOME/x.sif",
                                 "nvcr.io#nvidia/pytorch:24.10-py3", "docker://ubuntu", "pt.sif", ""})
            QVERIFY2(!ImageReferences::isRegistryReference(QString::fromLatin1(file)), file);
        for (const char *ref : {"ubuntu:22.04", "nvcr.io/nvidia/pytorch:24.10-py3", "127.0.0.1:5000/t/x"})
            QVERIFY2(ImageReferences::isRegistryReference(QString::fromLatin1(ref)), ref);
    }

    void pinned()
    {
        const QString d = QStringLiteral("sha256:") + QString(64, u'0');
        auto r = ImageReferences::parse(QStringLiteral("team/train:1.0"));
        QVERIFY(r.ok());
        r->digest = d;
        QCOMPARE(r->pinned(QStringLiteral("mirror.local:5000")),
                 QStringLiteral("mirror.local:5000/team/train@") + d);
        QCOMPARE(r->text(), QStringLiteral("docker.io/team/train:1.0@") + d);
    }
};

QTEST_GUILESS_MAIN(TestImageReference)
#include "tst_image_reference.moc"
