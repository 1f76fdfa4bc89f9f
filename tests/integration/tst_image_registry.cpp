// SPDX-License-Identifier: GPL-3.0-or-later
// Images pinned at submission against real registries: two Debian docker-registry 2.8 servers on loopback
// (a primary and a mirror), images written by skopeo from an OCI layout this test makes, and skopeo's own
// `inspect` as the reference for the digest. Issue 32, acceptance 4: a tag resolves to its digest, is pulled
// from the mirror when the primary is down, and is refused when the two registries disagree. Bad input: a
// registry that sends gigabytes or nothing is bounded.

#include "jobs/image_registry.h"
#include "jobs/job_backend.h"
#include "jobs/job_spec.h"
#include "jobs/slurm_script.h"
#include "services/jobs_use_cases.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSemaphore>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <memory>

using namespace cg;
using namespace cg::jobs;

namespace {

QString s(const char *t)
{
    return QString::fromUtf8(t);
}

quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

bool run(const QString &program, const QStringList &args, QString *output = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return false;
    const QString out = QString::fromUtf8(p.readAll());
    if (output)
        *output = out.trimmed();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("%s %s: %s", qPrintable(program), qPrintable(args.join(u' ')), qPrintable(out));
        return false;
    }
    return true;
}

// One docker-registry process on a loopback port, its storage in `dir`.
class Registry
{
public:
    bool start(const QString &dir)
    {
        m_port = freePort();
        const QString config = dir + QStringLiteral("/config.yml");
        QFile f(config);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(
            QStringLiteral("version: 0.1\nlog:\n  level: error\nstorage:\n  filesystem:\n    rootdirectory: "
                           "%1/data\nhttp:\n  addr: 127.0.0.1:%2\n")
                .arg(dir)
                .arg(m_port)
                .toUtf8());
        f.close();
        m_process = std::make_unique<QProcess>();
        m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process->start(QStringLiteral("docker-registry"), {QStringLiteral("serve"), config});
        if (!m_process->waitForStarted())
            return false;
        // Ready when /v2/ answers.
        for (int i = 0; i < 100; ++i) {
            QTcpSocket sock;
            sock.connectToHost(QHostAddress::LocalHost, m_port);
            if (sock.waitForConnected(200))
                return true;
            QThread::msleep(100);
        }
        return false;
    }
    void stop()
    {
        if (m_process) {
            m_process->kill();
            m_process->waitForFinished();
            m_process.reset();
        }
    }
    ~Registry() { stop(); }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    QString host() const { return QStringLiteral("127.0.0.1:%1").arg(m_port); }

private:
    quint16 m_port = 0;
    std::unique_ptr<QProcess> m_process;
};

QString sha256(const QByteArray &b)
{
    return QStringLiteral("sha256:") +
           QString::fromLatin1(QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex());
}

// An OCI image layout with one layer holding `content`, tagged `tag`: what `skopeo copy oci:DIR:TAG` reads.
bool makeLayout(const QString &dir, const QByteArray &content, const QString &tag)
{
    if (!QDir().mkpath(dir + QStringLiteral("/blobs/sha256")) ||
        !QDir().mkpath(dir + QStringLiteral("/rootfs")))
        return false;
    const auto write = [&](const QString &path, const QByteArray &bytes) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    };
    const auto blob = [&](const QByteArray &bytes) {
        const QString d = sha256(bytes);
        write(dir + QStringLiteral("/blobs/sha256/") + d.mid(7), bytes);
        return d;
    };
    if (!write(dir + QStringLiteral("/rootfs/payload.txt"), content))
        return false;
    const QString tar = dir + QStringLiteral("/layer.tar");
    if (!run(QStringLiteral("tar"),
             {QStringLiteral("--sort=name"), QStringLiteral("--mtime=@0"), QStringLiteral("--owner=0"),
              QStringLiteral("--group=0"), QStringLiteral("-C"), dir + QStringLiteral("/rootfs"),
              QStringLiteral("-cf"), tar, QStringLiteral("payload.txt")}))
        return false;
    QFile t(tar);
    if (!t.open(QIODevice::ReadOnly))
        return false;
    const QByteArray layer = t.readAll();
    const QString layerDigest = blob(layer);
    const QByteArray config =
        QJsonDocument(QJsonObject{{QStringLiteral("architecture"), QStringLiteral("amd64")},
                                  {QStringLiteral("os"), QStringLiteral("linux")},
                                  {QStringLiteral("config"), QJsonObject{}},
                                  {QStringLiteral("rootfs"),
                                   QJsonObject{{QStringLiteral("type"), QStringLiteral("layers")},
                                               {QStringLiteral("diff_ids"), QJsonArray{layerDigest}}}}})
            .toJson(QJsonDocument::Compact);
    const QString configDigest = blob(config);
    const QByteArray manifest =
        QJsonDocument(
            QJsonObject{
                {QStringLiteral("schemaVersion"), 2},
                {QStringLiteral("mediaType"), QStringLiteral("application/vnd.oci.image.manifest.v1+json")},
                {QStringLiteral("config"),
                 QJsonObject{{QStringLiteral("mediaType"),
                              QStringLiteral("application/vnd.oci.image.config.v1+json")},
                             {QStringLiteral("digest"), configDigest},
                             {QStringLiteral("size"), config.size()}}},
                {QStringLiteral("layers"),
                 QJsonArray{QJsonObject{
                     {QStringLiteral("mediaType"), QStringLiteral("application/vnd.oci.image.layer.v1.tar")},
                     {QStringLiteral("digest"), layerDigest},
                     {QStringLiteral("size"), layer.size()}}}}})
            .toJson(QJsonDocument::Compact);
    const QString manifestDigest = blob(manifest);
    const QByteArray index =
        QJsonDocument(
            QJsonObject{{QStringLiteral("schemaVersion"), 2},
                        {QStringLiteral("manifests"),
                         QJsonArray{QJsonObject{
                             {QStringLiteral("mediaType"),
                              QStringLiteral("application/vnd.oci.image.manifest.v1+json")},
                             {QStringLiteral("digest"), manifestDigest},
                             {QStringLiteral("size"), manifest.size()},
                             {QStringLiteral("annotations"),
                              QJsonObject{{QStringLiteral("org.opencontainers.image.ref.name"), tag}}}}}}})
            .toJson(QJsonDocument::Compact);
    return write(dir + QStringLiteral("/index.json"), index) &&
           write(dir + QStringLiteral("/oci-layout"), "{\"imageLayoutVersion\":\"1.0.0\"}");
}

bool push(const QString &layout, const QString &tag, const QString &to)
{
    return run(QStringLiteral("skopeo"),
               {QStringLiteral("copy"), QStringLiteral("--quiet"), QStringLiteral("--dest-tls-verify=false"),
                QStringLiteral("oci:%1:%2").arg(layout, tag), QStringLiteral("docker://") + to});
}

QString skopeoDigest(const QString &image)
{
    QString out;
    if (!run(QStringLiteral("skopeo"),
             {QStringLiteral("inspect"), QStringLiteral("--tls-verify=false"), QStringLiteral("--format"),
              QStringLiteral("{{.Digest}}"), QStringLiteral("docker://") + image},
             &out))
        return {};
    return out;
}

// A server that answers every request with `reply` (or nothing), for the bad-input rows.
class HostileServer : public QThread
{
public:
    explicit HostileServer(QByteArray reply) : m_reply(std::move(reply)) {}
    quint16 port() const { return m_port; }
    void run() override
    {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost, 0);
        m_port = server.serverPort();
        m_ready.release();
        while (!isInterruptionRequested()) {
            if (!server.waitForNewConnection(100))
                continue;
            std::unique_ptr<QTcpSocket> sock(server.nextPendingConnection());
            sock->waitForReadyRead(2000);
            if (m_reply.isEmpty()) {
                // Say nothing, keep the connection open.
                for (int i = 0; i < 50 && !isInterruptionRequested(); ++i)
                    QThread::msleep(100);
                continue;
            }
            QByteArray head =
                "HTTP/1.1 200 OK\r\nContent-Type: application/vnd.oci.image.manifest.v1+json\r\n"
                "Content-Length: " +
                QByteArray::number(m_reply.size()) + "\r\n\r\n";
            sock->write(head);
            const bool isHead = sock->readAll().startsWith("HEAD");
            if (!isHead) {
                for (qsizetype off = 0;
                     off < m_reply.size() && sock->state() == QAbstractSocket::ConnectedState;
                     off += 1 << 20) {
                    sock->write(m_reply.mid(off, 1 << 20));
                    sock->waitForBytesWritten(2000);
                }
            }
            if (sock->state() == QAbstractSocket::ConnectedState) {
                sock->flush();
                sock->waitForBytesWritten(2000);
                sock->disconnectFromHost();
            }
        }
    }
    void waitReady() { m_ready.acquire(); }

private:
    QByteArray m_reply;
    quint16 m_port = 0;
    QSemaphore m_ready;
};

// A backend that builds the real Slurm batch script and records what it was asked to submit, so that the
// pinning done by the jobs service (services::ClusterJobs) is seen in the script and the spec it gets.
class RecordingBackend : public jobs::JobBackend
{
public:
    using JobBackend::JobBackend;
    static inline QString lastImage;
    static inline QString lastScript;
    static inline int submissions = 0;
    QString kind() const override { return QStringLiteral("recording"); }
    Result<BatchScript> script(const JobSpec &spec, const SchedulerProfile &profile,
                               const ScriptOptions &options) const override
    {
        return SlurmScripts::build(spec, profile, options);
    }
    Result<Submission> submit(const JobSpec &spec, const SchedulerProfile &profile,
                              const SubmitOptions &options, bool *) override
    {
        auto built = script(spec, profile, options.script);
        if (!built)
            return Result<Submission>::failureOf(built);
        ++submissions;
        lastImage = spec.image;
        lastScript = built->text;
        Submission s;
        s.jobId = QStringLiteral("1");
        s.script = built.value();
        return s;
    }
    Status act(JobAction, const QString &) override { return Ok{}; }
    Result<QList<JobStatus>> list(bool) override { return QList<JobStatus>{}; }
    Result<QByteArray> tail(const QString &, int) override { return QByteArray(); }
    Status follow(const QString &, int, const std::function<void(const QByteArray &)> &,
                  const std::function<bool()> &, int) override
    {
        return Ok{};
    }
    Result<QList<NodeStatus>> nodes() override { return QList<NodeStatus>{}; }
    Result<QList<JobRecord>> accounting() override { return QList<JobRecord>{}; }
};

} // namespace

class TestImageRegistry : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Registry m_primary, m_mirror;
    QString m_digest;

private slots:
    void initTestCase()
    {
        for (const char *tool : {"docker-registry", "skopeo", "tar"}) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QFAIL(qPrintable(
                    s("%1 is missing: apt-get install docker-registry skopeo (installer/debian-packages.txt)")
                        .arg(QString::fromLatin1(tool))));
        }
        QVERIFY(m_dir.isValid());
        qputenv("HOME", m_dir.path().toUtf8()); // skopeo's policy and auth files
        QVERIFY(QDir().mkpath(m_dir.filePath(s(".config/containers"))));
        QFile policy(m_dir.filePath(s(".config/containers/policy.json")));
        QVERIFY(policy.open(QIODevice::WriteOnly));
        policy.write("{\"default\":[{\"type\":\"insecureAcceptAnything\"}]}");
        policy.close();
        QVERIFY(QDir().mkpath(m_dir.filePath(s("r1"))) && QDir().mkpath(m_dir.filePath(s("r2"))));
        QVERIFY(m_primary.start(m_dir.filePath(s("r1"))));
        QVERIFY(m_mirror.start(m_dir.filePath(s("r2"))));
        QVERIFY(makeLayout(m_dir.filePath(s("v1")), "step 1\n", s("1.0")));
        QVERIFY(makeLayout(m_dir.filePath(s("v2")), "step 2, rebuilt\n", s("1.0")));
        for (const Registry *r : {&m_primary, &m_mirror})
            QVERIFY(push(m_dir.filePath(s("v1")), s("1.0"), r->host() + s("/team/train:1.0")));
        m_digest = skopeoDigest(m_primary.host() + s("/team/train:1.0"));
        QVERIFY(ImageReferences::isDigest(m_digest));
    }

    void tagResolvesToTheDigestSkopeoSees()
    {
        const auto r = ImageResolver::resolve(s("team/train:1.0"), {m_primary.url(), m_mirror.url()});
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->digest, m_digest);
        QCOMPARE(r->registry, m_primary.url());
        QCOMPARE(r->pinned, m_primary.host() + s("/team/train@") + m_digest);
        QCOMPARE(r->answers.size(), 2);
        // The pinned reference is one skopeo (and so podman) pulls, and it names the same manifest.
        QCOMPARE(skopeoDigest(r->pinned), m_digest);
    }

    void aDigestIsCheckedNotTrusted()
    {
        const auto r = ImageResolver::resolve(s("team/train@") + m_digest, {m_mirror.url()});
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->pinned, m_mirror.host() + s("/team/train@") + m_digest);
        const QString other = s("sha256:") + QString(64, u'0');
        const auto missing = ImageResolver::resolve(s("team/train@") + other, {m_mirror.url()});
        QVERIFY(!missing.ok());
        QCOMPARE(missing.code(), ErrorCode::NotFound);
    }

    void unknownTagIsNotFound()
    {
        const auto r = ImageResolver::resolve(s("team/train:9.9"), {m_primary.url(), m_mirror.url()});
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), ErrorCode::NotFound);
        QVERIFY2(r.error().contains(m_primary.url()) && r.error().contains(m_mirror.url()),
                 qPrintable(r.error()));
    }

    // Submission through the jobs service: the spec's tag becomes the digest from the first registry that has
    // it, in the spec the backend gets and in the batch script; a file image runs as written.
    void submissionRunsTheDigest()
    {
        jobs::JobBackendRegistry::instance().add(QStringLiteral("recording"),
                                                 [](jobs::LoginNode &node, const QString &cluster) {
                                                     return std::make_unique<RecordingBackend>(node, cluster);
                                                 });
        services::DetachedLoginNode node;
        services::ClusterJobsSetup setup;
        setup.cluster = s("gpu-sg");
        setup.backend = s("recording");
        setup.registries = {m_primary.url(), m_mirror.url()};
        auto jobs = services::ClusterJobs::open(node, setup);
        QVERIFY2(jobs.ok(), qPrintable(jobs.error()));
        const SpecParse parsed =
            JobSpecs::parse("name: train\nimage: team/train:1.0\ncommand: python train.py\n");
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorText(s("spec"))));
        const auto sub = jobs.value()->submit(*parsed.spec, SchedulerProfile{}, SubmitOptions{});
        QVERIFY2(sub.ok(), qPrintable(sub.error()));
        const QString pinned = m_primary.host() + s("/team/train@") + m_digest;
        QCOMPARE(RecordingBackend::lastImage, pinned);
        QVERIFY2(RecordingBackend::lastScript.contains(s("CG_IMAGE=") + pinned) ||
                     RecordingBackend::lastScript.contains(s("CG_IMAGE='") + pinned + u'\''),
                 qPrintable(RecordingBackend::lastScript.left(2000)));
        QCOMPARE(sub->script.trace.image, pinned);

        const SpecParse file = JobSpecs::parse("name: train\nimage: /shared/img/pt.sif\ncommand: run\n");
        QVERIFY(file.ok());
        QVERIFY(jobs.value()->submit(*file.spec, SchedulerProfile{}, SubmitOptions{}).ok());
        QCOMPARE(RecordingBackend::lastImage, s("/shared/img/pt.sif"));

        // Not in any registry: nothing is submitted.
        const int before = RecordingBackend::submissions;
        const SpecParse missing = JobSpecs::parse("name: train\nimage: team/train:9.9\ncommand: run\n");
        bool refused = false;
        const auto none = jobs.value()->submit(*missing.spec, SchedulerProfile{}, SubmitOptions{}, &refused);
        QVERIFY(!none.ok());
        QCOMPARE(none.code(), ErrorCode::NotFound);
        QCOMPARE(RecordingBackend::submissions, before);
        jobs::JobBackendRegistry::instance().remove(QStringLiteral("recording"));
    }

    void pulledFromTheMirrorWhenThePrimaryIsDown()
    {
        const QString primaryUrl = m_primary.url();
        m_primary.stop();
        const auto r = ImageResolver::resolve(s("team/train:1.0"), {primaryUrl, m_mirror.url()});
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r->registry, m_mirror.url());
        QCOMPARE(r->digest, m_digest);
        QCOMPARE(r->answers.first().kind, RegistryAnswer::Kind::Unreachable);
        // Both down: unreachable, each named.
        const auto none = ImageResolver::resolve(s("team/train:1.0"), {primaryUrl});
        QVERIFY(!none.ok());
        QCOMPARE(none.code(), ErrorCode::Unreachable);
        QVERIFY(m_primary.start(m_dir.filePath(s("r1"))));
    }

    void refusedWhenTheRegistriesDisagree()
    {
        // The mirror's tag is rebuilt: the same name, another manifest.
        QVERIFY(push(m_dir.filePath(s("v2")), s("1.0"), m_mirror.host() + s("/team/train:1.0")));
        const QString rebuilt = skopeoDigest(m_mirror.host() + s("/team/train:1.0"));
        QVERIFY(rebuilt != m_digest);
        const auto r = ImageResolver::resolve(s("team/train:1.0"), {m_primary.url(), m_mirror.url()});
        QVERIFY(!r.ok());
        QCOMPARE(r.code(), ErrorCode::Refused);
        QVERIFY2(r.error().contains(m_digest) && r.error().contains(rebuilt), qPrintable(r.error()));
        // A digest pin still runs: the mirror keeps the old manifest under its digest.
        const auto pinned =
            ImageResolver::resolve(s("team/train@") + m_digest, {m_mirror.url(), m_primary.url()});
        QVERIFY2(pinned.ok(), qPrintable(pinned.error()));
        QCOMPARE(pinned->registry, m_mirror.url());
        QCOMPARE(skopeoDigest(pinned->pinned), m_digest);
    }

    void hostileRegistriesAreBounded()
    {
        // A manifest of 64 MiB with no digest header: refused at the limit, not read to the end.
        HostileServer big(QByteArray(64 << 20, 'x'));
        big.start();
        big.waitReady();
        ImageResolver::Options o;
        o.maxManifestBytes = 1 << 20;
        o.timeoutMs = 5000;
        const auto r = ImageResolver::resolve(s("team/train:1.0"),
                                              {QStringLiteral("http://127.0.0.1:%1").arg(big.port())}, o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(s("larger than")), qPrintable(r.error()));
        big.requestInterruption();
        big.wait();
        // A registry that accepts the connection and never answers: the time limit.
        HostileServer mute{QByteArray()};
        mute.start();
        mute.waitReady();
        o.timeoutMs = 1000;
        const auto silent = ImageResolver::resolve(
            s("team/train:1.0"), {QStringLiteral("http://127.0.0.1:%1").arg(mute.port())}, o);
        QVERIFY(!silent.ok());
        QCOMPARE(silent.code(), ErrorCode::Unreachable);
        mute.requestInterruption();
        mute.wait();
    }

    void registryAddressesAreChecked()
    {
        for (const char *bad : {"registry.local", "ftp://r.local", "https://user:pw@r.local",
                                "https://r.local/?q=1", "https://"}) {
            const auto r = ImageResolver::checkRegistry(QString::fromLatin1(bad));
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.code(), ErrorCode::Invalid);
        }
        QCOMPARE(ImageResolver::checkRegistry(s("https://harbor.local/dockerhub/")).value(),
                 s("https://harbor.local/dockerhub"));
    }
};

QTEST_GUILESS_MAIN(TestImageRegistry)
#include "tst_image_registry.moc"
