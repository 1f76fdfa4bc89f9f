// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/file_push.h"

#include "ssh/remote_shell.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <memory>

#include <openssl/evp.h>

namespace cg::ssh {

namespace {

constexpr qint64 kChunk = 1 << 20;

// SHA-256 with OpenSSL (the CPU's SHA instructions), fed the chunks as they are sent: no second pass
// over the file, and no second thread competing with the one that encrypts.
class Sha256
{
public:
    Sha256() : m_ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free)
    {
        EVP_DigestInit_ex(m_ctx.get(), EVP_sha256(), nullptr);
    }
    void add(const char *data, std::size_t size) { EVP_DigestUpdate(m_ctx.get(), data, size); }
    void add(const QByteArray &b) { add(b.constData(), std::size_t(b.size())); }
    QByteArray hex()
    {
        unsigned char md[EVP_MAX_MD_SIZE];
        unsigned int len = 0;
        EVP_DigestFinal_ex(m_ctx.get(), md, &len);
        return QByteArray(reinterpret_cast<const char *>(md), int(len)).toHex();
    }

private:
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> m_ctx;
};

// The first `n` bytes of `f` into every digest of `into`.
bool hashPrefix(QFile &f, qint64 n, std::initializer_list<Sha256 *> into)
{
    f.seek(0);
    qint64 left = n;
    while (left > 0) {
        const QByteArray b = f.read(std::min(left, kChunk));
        if (b.isEmpty())
            return false;
        for (Sha256 *h : into)
            h->add(b);
        left -= b.size();
    }
    return true;
}

} // namespace

QByteArray FilePush::shellQuote(const QString &s)
{
    return RemoteShell::quote(s);
}

namespace {

// Picks OpenSSL's digest on the far side where it is installed (several times faster than
// coreutils' sha256sum); both print the hex digest first.
const QByteArray kPickHasher =
    "if command -v openssl >/dev/null 2>&1; then cg_h='openssl dgst -sha256 -r'; else cg_h=sha256sum; fi; ";

} // namespace

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

    // 1. What is already there? One round trip: the partial file's size and digest.
    ShellResult probe = RemoteShell::run(engine, target,
                                         kPickHasher + "mkdir -p -- \"$(dirname -- " + dest +
                                             ")\" || exit 1; if [ -f " + part + " ]; then stat -c %s -- " +
                                             part + " && $cg_h < " + part + "; else echo 0; fi",
                                         o.timeoutMs);
    if (!probe.error.ok()) {
        r.error = probe.error;
        return r;
    }
    if (probe.status != 0)
        return fail(FailureKind::Channel, tr("cannot prepare %1 on the far side: %2")
                                              .arg(o.remotePath, QString::fromUtf8(probe.err.trimmed())));
    const QList<QByteArray> probeLines = probe.out.split('\n');
    bool okNumber = false;
    qint64 have = probeLines.value(0).trimmed().toLongLong(&okNumber);
    if (!okNumber || have < 0 || have > r.total)
        have = 0;

    // 2. Resume only onto our own prefix. The digest of the whole file goes on from the prefix's; the
    //    far side reports the digest of what it received this time (the suffix).
    Sha256 whole, suffix;
    if (have > 0) {
        Sha256 prefix;
        if (!hashPrefix(f, have, {&prefix, &whole}))
            return fail(FailureKind::Channel, tr("cannot read %1").arg(o.localPath));
        if (probeLines.value(1).left(64) != prefix.hex()) {
            have = 0; // someone else's partial file: start over
            whole = Sha256();
        }
    }
    r.resumedFrom = have;
    f.seek(have);

    // 3. Stream the rest. The far side hashes the bytes as it writes them (tee into the part file,
    //    the digest of the stream on stdout), so verifying costs no second pass over the file.
    qint64 sent = 0;
    bool readError = false;
    Exec *e = nullptr;
    ExecCallbacks cb;
    QByteArray out;
    QByteArray err;
    cb.stdoutData = [&](const char *p, std::size_t n) { out.append(p, qsizetype(n)); };
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
        whole.add(b);
        if (have > 0)
            suffix.add(b);
        e->write(b);
        sent += b.size();
    };
    e = engine.exec(target,
                    kPickHasher + (have > 0 ? QByteArray() : ": > " + part + " || exit 1; ") +
                        "{ tee -a -- " + part + " || echo 'cg: writing failed' >&2; } | $cg_h",
                    cb);
    qint64 lastReport = -1;
    QElapsedTimer streaming;
    streaming.start();
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
    r.streamMs = streaming.elapsed();
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
    // tee's failure is marked on stderr (the pipeline's status is the hasher's); other stderr text, a
    // login warning say, is not a failure.
    if (streamStatus != 0 || err.contains("cg: writing failed"))
        return fail(
            FailureKind::Channel,
            tr("writing %1 on the far side failed: %2").arg(o.remotePath, QString::fromUtf8(err.trimmed())));

    // 4. The bytes that arrived must be the bytes we sent (the prefix was checked before resuming);
    //    then, with the size checked once more, move the file into place.
    r.sha256Hex = whole.hex();
    const QByteArray sentDigest = have > 0 ? suffix.hex() : r.sha256Hex;
    if (out.left(64) != sentDigest)
        return fail(FailureKind::Channel,
                    tr("the copy of %1 was damaged on the way (SHA-256 mismatch); it was kept "
                       "as %2.cgpart, push again to resend")
                        .arg(o.localPath, o.remotePath));
    // A regular file it replaces is moved aside first and removed once the new one is in place (put
    // back if that fails): renaming over an existing file makes ext4 write the new one out first
    // (auto_da_alloc), a wait of a quarter second per 256 MB that a push need not pay.
    const QByteArray old = shellQuote(o.remotePath + QStringLiteral(".cgold"));
    const QByteArray finishScript =
        "[ \"$(stat -c %s -- " + part + ")\" = " + QByteArray::number(r.total) + " ] || exit 1; " +
        "if [ -f " + dest + " ] && [ ! -L " + dest + " ]; then mv -f -- " + dest + " " + old +
        " || exit 1; fi; " + "if mv -f -- " + part + " " + dest + "; then rm -f -- " + old + "; echo OK; " +
        "else [ -e " + old + " ] && mv -f -- " + old + " " + dest + "; exit 1; fi";
    ShellResult finish = RemoteShell::run(engine, target, finishScript, o.timeoutMs);
    if (!finish.error.ok()) {
        r.error = finish.error;
        return r;
    }
    if (!finish.out.startsWith("OK"))
        return fail(FailureKind::Channel,
                    tr("the copy of %1 on the far side does not have the expected size; it was kept as "
                       "%2.cgpart, push again to resend")
                        .arg(o.localPath, o.remotePath));
    if (o.progress)
        o.progress(r.total, r.total);
    return r;
}

} // namespace cg::ssh
