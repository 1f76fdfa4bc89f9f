// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/file_push.h"

#include "ssh/remote_shell.h"

#include "common/paths.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSysInfo>
#include <QUuid>

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

// This machine: its machine id (stable across restarts and network changes, unlike its host name), or
// where it has none (some containers) a random one kept in the profile's settings.
QByteArray pusherId()
{
    static const QByteArray id = [] {
        const QByteArray machine = QSysInfo::machineUniqueId();
        if (!machine.isEmpty())
            return machine;
        QSettings s = paths::settings();
        QByteArray kept = s.value(QStringLiteral("ssh/pusherId")).toByteArray();
        if (kept.isEmpty()) {
            kept = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
            s.setValue(QStringLiteral("ssh/pusherId"), kept);
        }
        return kept;
    }();
    return id;
}

} // namespace

QString FilePush::partPath(const QString &remotePath, const Endpoint &target)
{
    // Stable for this machine, this node and this path (a later push resumes it), different for any
    // other: nodes that share a home directory (NFS on most clusters) each write their own part.
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(pusherId());
    for (const QString &s : {target.user, target.host, QString::number(target.port), remotePath}) {
        h.addData(s.toUtf8());
        h.addData(QByteArrayView("\0", 1));
    }
    return remotePath + QStringLiteral(".cgpart-") + QString::fromLatin1(h.result().toHex().left(12));
}

namespace {

// Picks OpenSSL's digest on the far side where it is installed (several times faster than
// coreutils' sha256sum); both print the hex digest first.
const QByteArray kPickHasher =
    "if command -v openssl >/dev/null 2>&1; then cg_h='openssl dgst -sha256 -r'; else cg_h=sha256sum; fi; ";

// Appends stdin to the file named by argv[1] and prints the SHA-256 of what it appended: one process
// and no pipe between writing and hashing (tee into openssl is the fallback, at about twice the CPU).
constexpr const char *kWriteAndHash = R"(import hashlib, sys
h = hashlib.sha256()
buf = memoryview(bytearray(1 << 20))
src = sys.stdin.buffer.raw
try:
    with open(sys.argv[1], 'ab') as out:
        while True:
            n = src.readinto(buf)
            if not n:
                break
            out.write(buf[:n])
            h.update(buf[:n])
except OSError as e:
    sys.stderr.write('cg: writing failed: %s\n' % e)
    sys.exit(1)
print(h.hexdigest())
)";

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
    const QString partName = partPath(o.remotePath, target->options().endpoint);
    const QByteArray part = shellQuote(partName);
    // Unique to this node and this shell: nodes sharing the directory each move their own file aside.
    const QByteArray old = shellQuote(o.remotePath + QStringLiteral(".cgold.")) + "\"$(uname -n)\".$$";

    // Two remote commands (each costs the far side a process start and us a round trip). The first
    // talks with us over its stdin and stdout:
    //  1. it prints what is already there: "<size> <SHA-256>" of the partial file, or "0";
    //  2. we answer "R" (resume onto that partial file: it is a prefix of ours) or "T" (start over),
    //     and the bytes follow until our stdin closes;
    //  3. it writes them (tee into the part file) and hashes them as they pass, so verifying costs no
    //     second pass; it prints their digest.
    // When that is the digest of what we sent, the second checks the size and moves the file into
    // place. A regular file it replaces is moved aside first, removed once the new one is in place
    // and put back if that fails: renaming over an existing file makes ext4 write the new one out
    // first (auto_da_alloc), a wait a push need not pay. Anything else leaves the part file for a
    // resume.
    const QByteArray script =
        kPickHasher + "mkdir -p -- \"$(dirname -- " + dest + ")\" || exit 1; " + "if [ -f " + part +
        " ]; then echo \"$(stat -c %s -- " + part + ") $($cg_h < " + part + ")\"; else echo 0; fi; " +
        "read -r cg_mode || exit 1; " + "if [ \"$cg_mode\" = T ]; then : > " + part + " || exit 1; fi; " +
        "if command -v python3 >/dev/null 2>&1; then python3 -c " +
        RemoteShell::quote(QString::fromLatin1(kWriteAndHash)) + " " + part + "; else { tee -a -- " + part +
        " || echo 'cg: writing failed' >&2; } | $cg_h; fi";
    enum class Phase { Probe, Streaming, Sent };
    Phase phase = Phase::Probe;
    qint64 have = 0, sent = 0;
    bool readError = false, prepared = false;
    Sha256 whole, suffix;
    QByteArray out, err;
    QElapsedTimer streaming;
    Exec *e = nullptr;
    ExecCallbacks cb;
    const auto line = [&](int index) { return out.split('\n').value(index); };
    bool overflowed = false; // the far side said more than kMaxNodeOutput: stopped
    cb.stderrData = [&](const char *p, std::size_t n) { overflowed |= !appendCapped(err, p, n); };
    cb.stdoutData = [&](const char *p, std::size_t n) {
        overflowed |= !appendCapped(out, p, n);
        if (phase == Phase::Probe && out.count('\n') >= 1) {
            // Resume only onto our own prefix. The digest of the whole file goes on from the prefix's;
            // the far side reports the digest of what it received this time (the suffix).
            prepared = true;
            const QList<QByteArray> words = line(0).simplified().split(' ');
            bool okNumber = false;
            have = words.value(0).toLongLong(&okNumber);
            if (!okNumber || have < 0 || have > r.total)
                have = 0;
            if (have > 0) {
                Sha256 prefix;
                if (!hashPrefix(f, have, {&prefix, &whole}) || words.value(1).left(64) != prefix.hex()) {
                    have = 0; // someone else's partial file (or ours unreadable): start over
                    whole = Sha256();
                }
            }
            r.resumedFrom = have;
            f.seek(have);
            e->write(have > 0 ? "R\n" : "T\n");
            phase = Phase::Streaming;
            streaming.start();
        }
    };
    cb.stdinWanted = [&] {
        if (phase != Phase::Streaming)
            return;
        if (o.cancelled && o.cancelled()) {
            e->closeStdin();
            phase = Phase::Sent;
            return;
        }
        const QByteArray b = f.read(std::min(kChunk, r.total - have - sent));
        if (b.isEmpty()) {
            if (have + sent < r.total) { // the file shrank or cannot be read: the far side sees it end
                readError = true;
                e->closeStdin();
                phase = Phase::Sent;
                return;
            }
            r.sha256Hex = whole.hex();
            e->closeStdin();
            phase = Phase::Sent;
            return;
        }
        whole.add(b);
        if (have > 0)
            suffix.add(b);
        e->write(b);
        sent += b.size();
    };
    e = engine.exec(target, script, cb);
    qint64 lastReport = -1, reported = 0;
    engine.runUntil(
        [&] {
            if (o.progress && phase == Phase::Streaming && sent != lastReport) {
                lastReport = sent;
                // What left us; the answer line ahead of the data is in the pending bytes too.
                reported = std::max(reported, have + sent - qint64(e->stdinPending()));
                o.progress(reported, r.total);
            }
            return e->isFinished() || overflowed;
        },
        o.timeoutMs);
    const SshError streamError = e->error();
    const int status = e->exitStatus();
    const bool finished = e->isFinished();
    engine.release(e);
    r.sent = sent;
    r.streamMs = streaming.isValid() ? streaming.elapsed() : 0;
    if (overflowed)
        return fail(FailureKind::Channel, RemoteShell::tooMuchOutput());
    if (!streamError.ok()) {
        r.error = streamError;
        r.error.message = tr("the copy of %1 stopped after %2 of %3 bytes: %4; push again to resume")
                              .arg(o.localPath)
                              .arg(have + sent)
                              .arg(r.total)
                              .arg(streamError.message);
        return r;
    }
    if (!finished)
        return fail(FailureKind::Timeout,
                    tr("the copy of %1 did not finish within %2 s; push again to resume")
                        .arg(o.localPath)
                        .arg(o.timeoutMs / 1000));
    if (!prepared)
        return fail(
            FailureKind::Channel,
            tr("cannot prepare %1 on the far side: %2").arg(o.remotePath, QString::fromUtf8(err.trimmed())));
    if (o.cancelled && o.cancelled())
        return fail(FailureKind::Channel,
                    tr("cancelled after %1 of %2 bytes; push again to resume").arg(have + sent).arg(r.total));
    if (readError)
        return fail(FailureKind::Channel, tr("cannot read %1: %2").arg(o.localPath, f.errorString()));
    // tee's failure is marked on stderr (the pipeline's status is the hasher's); other stderr text, a
    // login warning say, is not a failure.
    if (status != 0 || err.contains("cg: writing failed"))
        return fail(
            FailureKind::Channel,
            tr("writing %1 on the far side failed: %2").arg(o.remotePath, QString::fromUtf8(err.trimmed())));
    // The bytes that arrived must be the bytes we sent (the prefix was checked before resuming).
    if (line(1).left(64) != (have > 0 ? suffix.hex() : r.sha256Hex))
        return fail(FailureKind::Channel,
                    tr("the copy of %1 was damaged on the way (SHA-256 mismatch); it was kept "
                       "as %2, push again to resend")
                        .arg(o.localPath, partName));
    // The part is whole (its size). When the destination already holds this very file (a node sharing
    // the directory put it there a moment ago), the part goes and nothing is replaced: the file another
    // node is about to start is never briefly missing. Otherwise the file there is moved aside (a
    // concurrent push may have moved it already), the part renamed into place, the old one removed, or
    // put back if the rename fails.
    const QByteArray total = QByteArray::number(r.total);
    const QByteArray finishScript =
        kPickHasher + "[ \"$(stat -c %s -- " + part + ")\" = " + total + " ] || exit 4; " + "if [ -f " +
        dest + " ] && [ ! -L " + dest + " ] && [ \"$(stat -c %s -- " + dest + ")\" = " + total +
        " ] && [ \"$($cg_h < " + dest + " | cut -c1-64)\" = " + r.sha256Hex + " ]; then rm -f -- " + part +
        "; echo DONE; exit 0; fi; " + "if [ -f " + dest + " ] && [ ! -L " + dest + " ]; then mv -f -- " +
        dest + " " + old + " 2>/dev/null || :; fi; " + "if mv -f -- " + part + " " + dest +
        "; then rm -f -- " + old + "; echo DONE; " + "else [ -e " + old + " ] && mv -f -- " + old + " " +
        dest + "; exit 1; fi";
    const ShellResult finish = RemoteShell::run(engine, target, finishScript, o.timeoutMs);
    if (!finish.error.ok()) {
        r.error = finish.error;
        return r;
    }
    if (finish.status == 4)
        return fail(FailureKind::Channel,
                    tr("the copy of %1 on the far side does not have the expected size; it was kept as "
                       "%2, push again to resend")
                        .arg(o.localPath, partName));
    if (finish.status != 0 || !finish.out.startsWith("DONE"))
        return fail(FailureKind::Channel, tr("could not put %1 in place on the far side: %2")
                                              .arg(o.remotePath, QString::fromUtf8(finish.err.trimmed())));
    if (o.progress)
        o.progress(r.total, r.total);
    return r;
}

} // namespace cg::ssh
