// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/file_push.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <atomic>
#include <future>
#include <memory>

#include <openssl/evp.h>

namespace cg::ssh {

namespace {

constexpr qint64 kChunk = 1 << 20;

struct Shell
{
    QByteArray out;
    QByteArray err;
    int status = -1;
    SshError error;
};

Shell runShell(Engine &engine, Session *target, const QByteArray &script, int timeoutMs)
{
    Shell r;
    Exec *e = engine.exec(target, script,
                          ExecCallbacks{[&](const char *p, std::size_t n) { r.out.append(p, qsizetype(n)); },
                                        [&](const char *p, std::size_t n) { r.err.append(p, qsizetype(n)); },
                                        {}});
    e->closeStdin();
    engine.runUntil([e] { return e->isFinished(); }, timeoutMs);
    r.status = e->isFinished() ? e->exitStatus() : -1;
    r.error = e->error();
    if (!e->isFinished())
        r.error =
            SshError{FailureKind::Timeout, target->options().hop, target->options().endpoint.displayName(),
                     FilePush::tr("the remote command did not finish in time")};
    engine.release(e);
    return r;
}

bool hashPrefix(QFile &f, qint64 n, QCryptographicHash &h)
{
    f.seek(0);
    qint64 left = n;
    while (left > 0) {
        const QByteArray b = f.read(std::min(left, kChunk));
        if (b.isEmpty())
            return false;
        h.addData(b);
        left -= b.size();
    }
    return true;
}

} // namespace

QByteArray FilePush::shellQuote(const QString &s)
{
    QByteArray q = s.toUtf8();
    q.replace('\'', "'\\''");
    return '\'' + q + '\'';
}

PushResult FilePush::run(Engine &engine, Session *target, const PushOptions &o)
{
    PushResult r;
    const auto fail = [&](FailureKind kind, const QString &msg) {
        r.error = SshError{kind, target->options().hop, target->options().endpoint.displayName(), msg};
        return r;
    };
    QFile f(o.localPath);
    if (!f.open(QIODevice::ReadOnly))
        return fail(FailureKind::Channel, tr("cannot read %1: %2").arg(o.localPath, f.errorString()));
    r.total = f.size();
    const QByteArray dest = shellQuote(o.remotePath);
    const QByteArray part = shellQuote(o.remotePath + QStringLiteral(".cgpart"));

    // 1. What is already there?
    Shell probe = runShell(engine, target,
                           "mkdir -p -- \"$(dirname -- " + dest + ")\" && if [ -f " + part +
                               " ]; then stat -c %s -- " + part + "; else echo 0; fi",
                           o.timeoutMs);
    if (!probe.error.ok()) {
        r.error = probe.error;
        return r;
    }
    if (probe.status != 0)
        return fail(FailureKind::Channel, tr("cannot prepare %1 on the far side: %2")
                                              .arg(o.remotePath, QString::fromUtf8(probe.err.trimmed())));
    bool okNumber = false;
    qint64 have = probe.out.trimmed().toLongLong(&okNumber);
    if (!okNumber || have < 0 || have > r.total)
        have = 0;

    // 2. Resume only onto our own prefix.
    if (have > 0) {
        QCryptographicHash prefix(QCryptographicHash::Sha256);
        if (!hashPrefix(f, have, prefix))
            return fail(FailureKind::Channel, tr("cannot read %1").arg(o.localPath));
        Shell remote =
            runShell(engine, target, "head -c " + QByteArray::number(have) + " -- " + part + " | sha256sum",
                     o.timeoutMs);
        if (!remote.error.ok()) {
            r.error = remote.error;
            return r;
        }
        if (remote.out.left(64) != prefix.result().toHex())
            have = 0; // someone else's partial file: start over
    }
    r.resumedFrom = have;
    f.seek(have);

    // The whole file's hash, computed on another core (OpenSSL, which uses the CPU's SHA instructions)
    // while the engine thread encrypts and sends. An early return stops it (the future waits for it).
    auto stopHashing = std::make_shared<std::atomic<bool>>(false);
    const QString localPath = o.localPath;
    std::future<QByteArray> fullHash = std::async(std::launch::async, [localPath, stopHashing] {
        QFile in(localPath);
        if (!in.open(QIODevice::ReadOnly))
            return QByteArray();
        EVP_MD_CTX *ctx = EVP_MD_CTX_new();
        EVP_DigestInit_ex(ctx, EVP_sha256(), nullptr);
        QByteArray buf(int(kChunk), Qt::Uninitialized);
        bool complete = true;
        for (;;) {
            if (stopHashing->load()) {
                complete = false;
                break;
            }
            const qint64 n = in.read(buf.data(), buf.size());
            if (n < 0)
                complete = false;
            if (n <= 0)
                break;
            EVP_DigestUpdate(ctx, buf.constData(), std::size_t(n));
        }
        unsigned char md[EVP_MAX_MD_SIZE];
        unsigned int len = 0;
        EVP_DigestFinal_ex(ctx, md, &len);
        EVP_MD_CTX_free(ctx);
        return complete ? QByteArray(reinterpret_cast<const char *>(md), int(len)).toHex() : QByteArray();
    });
    struct StopOnExit
    {
        std::shared_ptr<std::atomic<bool>> flag;
        ~StopOnExit() { flag->store(true); }
    } stopOnExit{stopHashing}; // declared after the future: runs first

    // 3. Stream the rest.
    qint64 sent = 0;
    bool readError = false;
    Exec *e = nullptr;
    ExecCallbacks cb;
    QByteArray err;
    cb.stderrData = [&](const char *p, std::size_t n) { err.append(p, qsizetype(n)); };
    cb.stdinWanted = [&] {
        if (o.cancelled && o.cancelled()) {
            e->closeStdin();
            return;
        }
        const QByteArray b = f.read(kChunk);
        if (b.isEmpty()) {
            readError = !f.atEnd();
            e->closeStdin();
            return;
        }
        e->write(b);
        sent += b.size();
    };
    e = engine.exec(target, (have > 0 ? QByteArray() : ": > " + part + " && ") + "cat >> " + part, cb);
    qint64 lastReport = -1;
    engine.runUntil(
        [&] {
            if (o.progress && sent != lastReport) {
                lastReport = sent;
                o.progress(have + sent - qint64(e->stdinPending()), r.total);
            }
            return e->isFinished();
        },
        o.timeoutMs);
    const SshError streamError = e->error();
    const int streamStatus = e->exitStatus();
    engine.release(e);
    r.sent = sent;
    if (!streamError.ok()) {
        r.error = streamError;
        r.error.message = tr("the copy of %1 stopped after %2 of %3 bytes: %4; push again to resume")
                              .arg(o.localPath)
                              .arg(have + sent)
                              .arg(r.total)
                              .arg(streamError.message);
        return r;
    }
    if (o.cancelled && o.cancelled())
        return fail(FailureKind::Channel,
                    tr("cancelled after %1 of %2 bytes; push again to resume").arg(have + sent).arg(r.total));
    if (readError)
        return fail(FailureKind::Channel, tr("cannot read %1: %2").arg(o.localPath, f.errorString()));
    if (streamStatus != 0)
        return fail(
            FailureKind::Channel,
            tr("writing %1 on the far side failed: %2").arg(o.remotePath, QString::fromUtf8(err.trimmed())));

    // 4. Verify the whole file where it landed, then move it into place. Hashing after the copy, with
    //    OpenSSL's digest where the node has it (several times faster than coreutils' sha256sum), costs less
    //    than hashing a pipe during it, and it checks the resumed prefix once more.
    r.sha256Hex = fullHash.get();
    if (r.sha256Hex.isEmpty())
        return fail(FailureKind::Channel, tr("cannot read %1").arg(o.localPath));
    Shell verify =
        runShell(engine, target,
                 "if command -v openssl >/dev/null 2>&1; then h=$(openssl dgst -sha256 -r < " + part +
                     "); else h=$(sha256sum < " + part +
                     "); fi; h=$(printf %s \"$h\" | cut -c1-64); if [ \"$h\" = " + r.sha256Hex +
                     " ]; then mv -f -- " + part + " " + dest + " && echo OK; else echo \"MISMATCH $h\"; fi",
                 o.timeoutMs);
    if (!verify.error.ok()) {
        r.error = verify.error;
        return r;
    }
    if (!verify.out.startsWith("OK"))
        return fail(FailureKind::Channel,
                    tr("the copy of %1 was damaged on the way (SHA-256 mismatch); it was kept "
                       "as %2.cgpart, push again to resend")
                        .arg(o.localPath, o.remotePath));
    if (o.progress)
        o.progress(r.total, r.total);
    return r;
}

} // namespace cg::ssh
