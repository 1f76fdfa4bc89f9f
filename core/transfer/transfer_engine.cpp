// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfer_engine.h"

#include "ssh/connection_hub.h"
#include "ssh/file_push.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <deque>
#include <memory>

namespace cg::transfer {

namespace {

constexpr qint64 kPiece = 512 << 10;
constexpr qsizetype kMaxOutput = 64 << 10; // what a far-side command may say, kept
constexpr int kMaxChunkAttempts = 6;
// A chunk cut mid-way resumes after what surely landed: the bytes the channel took, less what may still have
// been in flight (SSH windows, TCP and relay buffers), checked by the far side's hash of that prefix first.
constexpr qint64 kInFlightMargin = 8 << 20;
constexpr qint64 kPrefixGrain = 1 << 20;

QByteArray q(const QString &s)
{
    return ssh::FilePush::shellQuote(s);
}

QString dirOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? QStringLiteral(".") : path.left(slash);
}

void keep(QByteArray &into, const char *d, std::size_t n)
{
    const qsizetype room = kMaxOutput - into.size();
    if (room > 0)
        into.append(d, std::min<qsizetype>(room, qsizetype(n)));
}

QString firstLine(const QByteArray &b)
{
    return QString::fromUtf8(b.trimmed().split('\n').value(0).left(400));
}

bool diskFull(const QByteArray &err)
{
    return err.contains("No space left on device") || err.contains("Disk quota exceeded");
}

struct Conn
{
    int index = 0;
    bool pooled = false;
    ssh::Session *first = nullptr; // own chain: its first session (closing it closes the rest)
    ssh::Session *target = nullptr;
    ssh::Exec *exec = nullptr;
    int chunk = -1;
    qint64 fed = 0;  // bytes of this attempt given to the channel (from offset + skip)
    qint64 skip = 0; // bytes of the chunk already on the far side, checked before sending the rest
    bool prefixPending = false;
    bool stdinClosed = false;
    std::unique_ptr<QFile> file;
    QByteArray out, err;
    qint64 lastProgressMs = 0;
    qint64 lastAcked = -1;
    int failures = 0;
    qint64 retryAtMs = 0;
    bool dead = false;
    bool up = false;
};

} // namespace

namespace {

// Picks OpenSSL's digest on the far side where it is installed (about 4x faster than coreutils' sha256sum,
// which has no SHA instructions); both print the hex digest first.
const QByteArray kPickHasher =
    "if command -v openssl >/dev/null 2>&1; then cg_h='openssl dgst -sha256 -r'; else cg_h=sha256sum; fi; ";

// Writes stdin into the part file (argv[1]) at the chunk's offset (argv[2]) and prints the SHA-256 of the
// chunk, hashing the bytes as they are written: no second pass over them (the read-back through sha256sum
// cost the far side about 3.5 CPU seconds per GiB). With a prefix already there (argv[3] bytes), that prefix
// is read and hashed first and must match argv[4] ("prefix-ok" or "prefix-bad", exit 3) before the rest is
// taken. An OSError (a full disk) goes to stderr with its text.
constexpr const char *kChunkWriter = R"(import hashlib, os, sys
path, off, skip, want = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
h = hashlib.sha256()
try:
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    pos = off
    while pos < off + skip:
        b = os.pread(fd, min(1 << 20, off + skip - pos), pos)
        if not b:
            break
        h.update(b)
        pos += len(b)
    if skip:
        if pos != off + skip or h.hexdigest() != want:
            print('prefix-bad')
            sys.exit(3)
        print('prefix-ok', flush=True)
    buf = memoryview(bytearray(1 << 20))
    src = sys.stdin.buffer.raw
    while True:
        n = src.readinto(buf)
        if not n:
            break
        done = 0
        while done < n:
            done += os.pwrite(fd, buf[done:n], pos + done)
        h.update(buf[:n])
        pos += n
except OSError as e:
    sys.stderr.write('cg: writing failed: %s\n' % e)
    sys.exit(1)
print(h.hexdigest())
)";

// The chunk's far-side command: the writer above where python3 is installed, else dd at the offset and a
// read-back of the chunk through the hasher (with the prefix's check first when `skip` > 0).
QByteArray writeChunkCommand(const Manifest &m, const ChunkRef &c, qint64 skip, const QByteArray &prefixHex)
{
    const QByteArray part = q(m.partPath(c.file));
    // What the prefix must hash to ("-", which no hash is, when none was given: the chunk is sent whole).
    const QByteArray want = skip > 0 && !prefixHex.isEmpty() ? prefixHex : QByteArrayLiteral("-");
    const QByteArray readBack = "dd if=" + part + " bs=1M skip=" + QByteArray::number(c.offset) +
                                " count=" + QByteArray::number(c.length) +
                                " iflag=skip_bytes,count_bytes status=none | $cg_h";
    QByteArray fallback = kPickHasher;
    if (skip > 0)
        fallback +=
            "h=$(dd if=" + part + " bs=1M skip=" + QByteArray::number(c.offset) +
            " count=" + QByteArray::number(skip) +
            " iflag=skip_bytes,count_bytes status=none | $cg_h | cut -c1-64); if [ \"$h\" != " + want +
            " ]; then echo prefix-bad; exit 3; fi; echo prefix-ok; ";
    fallback += "dd of=" + part + " bs=1M seek=" + QByteArray::number(c.offset + skip) +
                " oflag=seek_bytes conv=notrunc status=none; " + readBack;
    return "set -e; umask 077; mkdir -p -- " + q(m.stagingDir()) +
           "; if command -v python3 >/dev/null 2>&1; then exec python3 -c " +
           q(QString::fromLatin1(kChunkWriter)) + ' ' + part + ' ' + QByteArray::number(c.offset) + ' ' +
           QByteArray::number(skip) + ' ' + want + "; fi; " + fallback;
}

} // namespace

QByteArray TransferEngine::chunkCommand(const Manifest &m, const ChunkRef &c)
{
    return writeChunkCommand(m, c, 0, {});
}

QByteArray TransferEngine::chunkCommand(const Manifest &m, const ChunkRef &c, qint64 skip,
                                        const QByteArray &prefixHex)
{
    return writeChunkCommand(m, c, skip, prefixHex);
}

QByteArray TransferEngine::finalizeCommand(const Manifest &m, int file)
{
    const ManifestFile &f = m.files.at(file);
    const QByteArray part = q(m.partPath(file));
    const QByteArray fin = q(m.finalPath(file));
    const QByteArray expected = f.sha256.toHex();
    // The part is cut to the file's size first: an earlier, longer attempt must not leave a tail. This whole-
    // file hash reads what is on the far side's disk: the chunks' hashes were taken as they were written.
    return kPickHasher + "set -e; truncate -s " + QByteArray::number(f.size) + " -- " + part +
           "; h=$($cg_h < " + part + " | cut -c1-64); if [ \"$h\" = " + expected + " ]; then mkdir -p -- " +
           q(dirOf(m.finalPath(file))) + "; mv -f -- " + part + ' ' + fin +
           "; echo placed; else echo mismatch; i=0; while [ $i -lt " +
           QByteArray::number(f.chunkSha256.size()) + " ]; do dd if=" + part + " bs=1M skip=$((i*" +
           QByteArray::number(m.chunkSize) + ")) count=" + QByteArray::number(m.chunkSize) +
           " iflag=skip_bytes,count_bytes status=none | $cg_h | cut -c1-64; i=$((i+1)); done; fi";
}

void TransferEngine::run(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                         TransferState &state, const TransferStore &store, const TransferOptions &options,
                         const TransferHooks &hooks)
{
    state.status = TransferStatus::Running;
    state.reason.clear();
    const Manifest &m = state.manifest;
    const QList<ChunkRef> chunks = m.chunks();
    std::vector<int> chunkBase(m.files.size(), 0); // global index of each file's first chunk
    for (int i = 0, n = 0; i < m.files.size(); ++i) {
        chunkBase[std::size_t(i)] = n;
        n += int(m.files.at(i).chunkSha256.size());
    }

    ssh::TaskOptions to;
    to.connectTarget = false;
    to.retry = false;
    const auto body = [&](ssh::TaskContext &ctx) -> ssh::SshError {
        ssh::Engine &engine = ctx.engine;
        QElapsedTimer clock;
        clock.start();
        std::vector<std::unique_ptr<Conn>> conns;
        std::deque<int> pending;
        std::vector<int> attempts(std::size_t(chunks.size()), 0);
        std::vector<qint64> landed(std::size_t(chunks.size()), 0);
        for (int i = 0; i < chunks.size(); ++i)
            if (!state.verifiedChunks.contains(i) && !state.placedFiles.contains(chunks.at(i).file))
                pending.push_back(i);
        QString fatal;
        QString stop;
        QString lastError;
        qint64 sentThisRun = 0;
        double tokens = 0;
        qint64 tokensAtMs = 0;
        qint64 lastProgressHook = -1000;
        qint64 rateMark = 0, rateBytes = 0;
        double rate = 0;

        const auto connectConn = [&](Conn &c) {
            ssh::Session *via = nullptr;
            c.first = nullptr;
            if (c.pooled) {
                via = ctx.hopsFor(plan.jumps);
            } else {
                for (int i = 0; i < plan.jumps.size(); ++i) {
                    ssh::SessionOptions o = ctx.base;
                    o.endpoint = plan.jumps.at(i);
                    o.hop = i + 1;
                    via = ctx.connect(o, via);
                    if (!c.first)
                        c.first = via;
                }
            }
            ssh::SessionOptions o = ctx.base;
            o.endpoint = plan.target;
            o.hop = int(plan.jumps.size()) + 1;
            c.target = ctx.connect(o, via);
            if (!c.first)
                c.first = c.target;
            c.up = false;
            c.lastProgressMs = clock.elapsed();
        };
        const auto chainError = [&](Conn &c) {
            QList<ssh::Session *> chain;
            for (ssh::Session *s = c.target; s; s = s->via())
                chain.prepend(s);
            for (ssh::Session *s : std::as_const(chain))
                if (s->state() == ssh::Session::State::Failed || s->state() == ssh::Session::State::Closed)
                    return s->error().ok()
                               ? tr("%1: connection closed").arg(s->options().endpoint.displayName())
                               : s->error().describe();
            return tr("connection lost");
        };
        const auto requeue = [&](Conn &c, bool resend) {
            if (c.chunk >= 0) {
                qint64 &keep = landed[std::size_t(c.chunk)];
                keep = c.skip;
                if (!c.prefixPending) {
                    const bool alive = c.exec && c.target && engine.owns(c.target);
                    const qint64 acked = c.fed - (alive ? qint64(c.exec->stdinPending()) : c.fed);
                    const qint64 sure = (c.skip + acked - kInFlightMargin) / kPrefixGrain * kPrefixGrain;
                    keep = std::clamp<qint64>(sure, c.skip,
                                              std::max<qint64>(c.skip, chunks.at(c.chunk).length - 1));
                }
                if (resend && c.skip + c.fed > keep) {
                    ++state.chunksResent;
                    state.bytesResent += c.skip + c.fed - keep;
                }
                pending.push_front(c.chunk);
            }
            c.chunk = -1;
            c.file.reset();
        };
        // Drops the connection's sessions (and its chunk back to the queue) and schedules a new one.
        const auto dropConn = [&](Conn &c, const QString &why, bool countFailure) {
            requeue(c, true);
            if (c.exec && c.target && engine.owns(c.target))
                engine.release(c.exec);
            c.exec = nullptr;
            if (c.pooled) {
                if (c.target)
                    ctx.close(c.target);
                ctx.replaceHops(plan.jumps);
            } else if (c.first) {
                ctx.close(c.first);
            }
            c.target = c.first = nullptr;
            c.up = false;
            lastError = why;
            if (countFailure)
                ++c.failures;
            if (c.failures > options.maxReconnects)
                c.dead = true;
            c.retryAtMs = clock.elapsed() + std::min<qint64>(250ll << std::min(c.failures, 5), 5000);
        };
        const auto runCommand = [&](Conn &c, const QByteArray &cmd, QByteArray *out, QByteArray *err) -> int {
            out->clear();
            err->clear();
            ssh::Exec *e =
                engine.exec(c.target, cmd,
                            ssh::ExecCallbacks{[out](const char *d, std::size_t n) { keep(*out, d, n); },
                                               [err](const char *d, std::size_t n) { keep(*err, d, n); }});
            e->closeStdin();
            const bool done = engine.runUntil(
                [&] { return e->isFinished() || (hooks.cancelled && hooks.cancelled()); }, 10 * 60 * 1000);
            const int status = done && e->isFinished() && e->error().ok() ? e->exitStatus() : -2;
            if (status == -2 && e->isFinished())
                *err += e->error().describe().toUtf8();
            engine.release(e);
            return status;
        };

        // The first connection: the hub's shared login.
        conns.push_back(std::make_unique<Conn>());
        conns[0]->pooled = !plan.jumps.isEmpty();
        connectConn(*conns[0]);
        engine.runUntil([&] { return conns[0]->target->isFinished() || ctx.cancelled(); },
                        ctx.base.timeoutMs * int(plan.jumps.size() + 1) + 5000);
        if (!conns[0]->target->isReady()) {
            state.status = TransferStatus::Failed;
            state.reason = chainError(*conns[0]);
            return {};
        }
        conns[0]->up = true;
        int wanted = std::max(1, options.connections);
        state.connectionNote.clear();
        for (ssh::Session *s = conns[0]->target; s; s = s->via()) {
            if (s->authMethodUsed().contains(QLatin1String("keyboard-interactive")) && wanted > 1 &&
                !options.allowPersonPrompts) {
                state.connectionNote =
                    tr("%1 asks for a one-time password at every login: sending over one connection")
                        .arg(s->options().endpoint.displayName());
                wanted = 1;
            }
        }
        for (int i = 1; i < wanted; ++i) {
            conns.push_back(std::make_unique<Conn>());
            conns.back()->index = i;
            connectConn(*conns.back());
        }
        state.connections = wanted;

        const auto startChunk = [&](Conn &c, int idx) {
            const ChunkRef ref = chunks.at(idx);
            c.chunk = idx;
            c.fed = 0;
            c.skip = std::max<qint64>(0, landed[std::size_t(idx)]);
            c.prefixPending = c.skip > 0;
            c.stdinClosed = false;
            c.out.clear();
            c.err.clear();
            c.lastAcked = -1;
            c.lastProgressMs = clock.elapsed();
            ++attempts[std::size_t(idx)];
            c.file = std::make_unique<QFile>(m.files.at(ref.file).localPath);
            QByteArray prefixHex;
            if (c.skip > 0 && c.file->open(QIODevice::ReadOnly) && c.file->seek(ref.offset)) {
                QCryptographicHash h(QCryptographicHash::Sha256);
                for (qint64 left = c.skip; left > 0;) {
                    const QByteArray b = c.file->read(std::min<qint64>(left, 4 << 20));
                    if (b.isEmpty())
                        break;
                    h.addData(b);
                    left -= b.size();
                }
                prefixHex = h.result().toHex();
                c.file->close();
            }
            if (!c.file->open(QIODevice::ReadOnly) || !c.file->seek(ref.offset + c.skip)) {
                fatal = tr("cannot read %1: %2").arg(m.files.at(ref.file).localPath, c.file->errorString());
                c.chunk = -1;
                return;
            }
            Conn *cp = &c;
            c.exec = engine.exec(
                c.target, writeChunkCommand(m, ref, c.skip, prefixHex),
                ssh::ExecCallbacks{
                    [cp](const char *d, std::size_t n) { keep(cp->out, d, n); },
                    [cp](const char *d, std::size_t n) { keep(cp->err, d, n); },
                    [&, cp, ref] {
                        Conn &k = *cp;
                        if (!k.exec || k.stdinClosed || !k.file)
                            return;
                        if (k.prefixPending) {
                            if (!k.out.startsWith("prefix-ok\n"))
                                return;
                            k.prefixPending = false;
                        }
                        const qint64 length = ref.length - k.skip;
                        qint64 want = std::min(kPiece, length - k.fed);
                        if (want > 0 && options.limitBytesPerSecond > 0) {
                            const qint64 now = clock.elapsed();
                            tokens = std::min<double>(
                                tokens +
                                    double(now - tokensAtMs) * double(options.limitBytesPerSecond) / 1000.0,
                                double(std::max<qint64>(options.limitBytesPerSecond / 10, kPiece)));
                            tokensAtMs = now;
                            want = std::min<qint64>(want, qint64(tokens));
                            if (want <= 0)
                                return;
                            tokens -= double(want);
                        }
                        if (want > 0) {
                            const QByteArray data = k.file->read(want);
                            if (data.size() != want) {
                                fatal =
                                    tr("%1 changed while it was sent").arg(m.files.at(ref.file).localPath);
                                return;
                            }
                            k.exec->write(data);
                            k.fed += want;
                            state.bytesSent += want;
                            sentThisRun += want;
                            rateBytes += want;
                        }
                        if (k.fed >= length) {
                            k.exec->closeStdin();
                            k.stdinClosed = true;
                        }
                    }});
        };

        const auto finishChunk = [&](Conn &c) {
            ssh::Exec *e = c.exec;
            const int idx = c.chunk;
            const ChunkRef ref = chunks.at(idx);
            const bool channelOk = e->error().ok();
            const QString channelError = e->error().describe();
            const int status = e->exitStatus();
            if (!channelOk) {
                dropConn(c, channelError, true); // reads what the channel took before letting it go
                return;
            }
            engine.release(e);
            c.exec = nullptr;
            c.file.reset();
            if (status == 3 && c.out.startsWith("prefix-bad")) {
                // What was on the far side is not the chunk's start after all: the whole chunk again.
                ++state.chunksResent;
                state.bytesResent += c.skip;
                landed[std::size_t(idx)] = 0;
                c.chunk = -1;
                pending.push_front(idx);
                return;
            }
            if (status != 0) {
                if (diskFull(c.err)) {
                    fatal = tr("the far side is out of disk space under %1 (%2); free space there or choose "
                               "another --to, then 'clustergate data resume %3'")
                                .arg(m.remotePath, firstLine(c.err), m.id);
                } else {
                    fatal = tr("writing chunk %1 of %2 on the far side failed (exit status %3): %4")
                                .arg(ref.chunk)
                                .arg(m.files.at(ref.file).relativePath)
                                .arg(status)
                                .arg(firstLine(c.err));
                }
                c.chunk = -1;
                pending.push_front(idx);
                return;
            }
            c.failures = 0;
            const QByteArray got = (c.out.startsWith("prefix-ok\n") ? c.out.mid(10) : c.out).left(64);
            c.chunk = -1;
            if (got != m.files.at(ref.file).chunkSha256.at(ref.chunk).toHex()) {
                landed[std::size_t(idx)] = 0;
                ++state.chunksResent;
                state.bytesResent += ref.length;
                if (attempts[std::size_t(idx)] >= kMaxChunkAttempts)
                    fatal = tr("chunk %1 of %2 failed verification on the far side %3 times")
                                .arg(ref.chunk)
                                .arg(m.files.at(ref.file).relativePath)
                                .arg(kMaxChunkAttempts);
                pending.push_back(idx);
                return;
            }
            state.verifiedChunks.insert(idx);
            if (const Status st = store.save(state); !st)
                fatal = st.error();
            if (hooks.chunkVerified)
                hooks.chunkVerified(state);
        };

        // Files whose chunks all verified: hashed whole on the far side, renamed into place, or their
        // damaged chunks sent again.
        const auto finalize = [&](Conn &c) {
            for (int fi = 0; fi < m.files.size() && fatal.isEmpty(); ++fi) {
                if (state.placedFiles.contains(fi))
                    continue;
                const int firstChunk = chunkBase[std::size_t(fi)];
                const int count = int(m.files.at(fi).chunkSha256.size());
                bool all = true;
                for (int k = 0; k < count; ++k)
                    all = all && state.verifiedChunks.contains(firstChunk + k);
                if (!all)
                    continue;
                QByteArray out, err;
                const int status = runCommand(c, finalizeCommand(m, fi), &out, &err);
                if (status == -2) {
                    dropConn(c, QString::fromUtf8(err), true);
                    return;
                }
                const QList<QByteArray> lines = out.split('\n');
                if (status == 0 && lines.value(0) == "placed") {
                    state.placedFiles.insert(fi);
                    (void)store.save(state);
                    continue;
                }
                // The far side lost or damaged verified data: whatever does not match is sent again.
                for (int k = 0; k < count; ++k) {
                    const bool good =
                        status == 0 && lines.value(k + 1) == m.files.at(fi).chunkSha256.at(k).toHex();
                    if (!good) {
                        state.verifiedChunks.remove(firstChunk + k);
                        landed[std::size_t(firstChunk + k)] = 0;
                        ++state.corruptChunks;
                        pending.push_back(firstChunk + k);
                    }
                }
                if (status != 0 && diskFull(err))
                    fatal = tr("the far side is out of disk space under %1 (%2)")
                                .arg(m.remotePath, firstLine(err));
                (void)store.save(state);
            }
        };

        while (true) {
            const qint64 now = clock.elapsed();
            if ((hooks.cancelled && hooks.cancelled()) || ctx.cancelled()) {
                state.status = TransferStatus::Cancelled;
                state.reason = tr("cancelled; 'clustergate data resume %1' continues it").arg(m.id);
                break;
            }
            bool busy = false;
            int upNow = 0;
            for (auto &cp : conns) {
                Conn &c = *cp;
                if (c.dead)
                    continue;
                if (!c.target) {
                    if (now >= c.retryAtMs && fatal.isEmpty() && stop.isEmpty())
                        connectConn(c);
                    continue;
                }
                if (!c.up) {
                    if (c.target->isReady()) {
                        c.up = true;
                    } else if (c.target->isFinished()) {
                        const ssh::SshError err = c.target->error();
                        const QString why = chainError(c);
                        dropConn(c, why, true);
                        if (!err.ok() && !ssh::isRetryable(err.kind))
                            c.dead = true;
                        continue;
                    } else if (now - c.lastProgressMs > std::max(ctx.base.timeoutMs, 5000) * 2) {
                        dropConn(c, tr("connecting timed out"), true);
                        continue;
                    }
                }
                if (!c.up)
                    continue;
                ++upNow;
                if (c.exec) {
                    busy = true;
                    if (c.exec->isFinished()) {
                        finishChunk(c);
                        continue;
                    }
                    if (!c.target->isReady()) {
                        dropConn(c, chainError(c), true);
                        continue;
                    }
                    const qint64 acked = c.fed - qint64(c.exec->stdinPending()) + c.out.size();
                    if (acked != c.lastAcked) {
                        c.lastAcked = acked;
                        c.lastProgressMs = now;
                    } else if (options.stallSeconds > 0 &&
                               now - c.lastProgressMs > options.stallSeconds * 1000 &&
                               (options.limitBytesPerSecond == 0 || tokens >= 1)) {
                        ++state.stallRestarts;
                        state.connectionNote =
                            tr("%n connection(s) restarted after %1 s without progress; large transfers that "
                               "stall while small commands work point to a path-MTU black hole (the L1 MTU "
                               "check "
                               "of 'clustergate validate' measures it)",
                               nullptr, state.stallRestarts)
                                .arg(options.stallSeconds);
                        dropConn(c,
                                 tr("no progress for %1 s: connection restarted (large transfers that stall "
                                    "while small commands "
                                    "work point to a path-MTU black hole: the L1 MTU check of 'clustergate "
                                    "validate' measures it)")
                                     .arg(options.stallSeconds),
                                 false);
                        continue;
                    }
                } else if (!pending.empty() && fatal.isEmpty() && stop.isEmpty()) {
                    if (hooks.stopReason)
                        stop = hooks.stopReason();
                    if (stop.isEmpty()) {
                        const int idx = pending.front();
                        pending.pop_front();
                        startChunk(c, idx);
                        busy = c.exec != nullptr;
                    }
                }
            }
            if (!fatal.isEmpty() && !busy) {
                state.status = TransferStatus::Failed;
                state.reason = fatal;
                break;
            }
            if (!stop.isEmpty() && !busy) {
                state.status = TransferStatus::Stopped;
                state.reason = stop;
                break;
            }
            if (pending.empty() && !busy && fatal.isEmpty()) {
                Conn *ready = nullptr;
                for (auto &cp : conns)
                    if (!cp->dead && cp->up && cp->target && cp->target->isReady())
                        ready = cp.get();
                if (ready) {
                    finalize(*ready);
                    if (state.complete()) {
                        QByteArray out, err;
                        (void)runCommand(*ready, "rmdir -- " + q(m.stagingDir()) + " 2>/dev/null || true",
                                         &out, &err);
                        state.status = TransferStatus::Complete;
                        break;
                    }
                    continue;
                }
            }
            if (std::all_of(conns.begin(), conns.end(), [](const auto &c) { return c->dead; })) {
                state.status = TransferStatus::Failed;
                state.reason =
                    tr("every connection failed; last: %1; 'clustergate data resume %2' continues it")
                        .arg(lastError, m.id);
                break;
            }
            if (now - rateMark >= 1000) {
                const double inst = double(rateBytes) * 1000.0 / double(std::max<qint64>(1, now - rateMark));
                rate = rate <= 0 ? inst : 0.6 * rate + 0.4 * inst;
                rateMark = now;
                rateBytes = 0;
            }
            if (now - lastProgressHook >= 250) {
                lastProgressHook = now;
                TransferProgress p;
                p.verifiedBytes = state.verifiedBytes();
                p.totalBytes = m.totalBytes();
                p.sentThisRun = sentThisRun;
                p.bytesPerSecond = rate;
                p.etaSeconds = rate > 0 ? qint64(double(p.totalBytes - p.verifiedBytes) / rate) : -1;
                p.connections = upNow;
                if (hooks.progress)
                    hooks.progress(p);
            }
            engine.runUntil(
                [&] {
                    for (auto &cp : conns)
                        if (cp->exec && cp->exec->isFinished())
                            return true;
                    return false;
                },
                options.limitBytesPerSecond > 0 ? 5 : 20);
        }
        for (auto &cp : conns) {
            if (cp->exec && cp->target && engine.owns(cp->target))
                engine.release(cp->exec);
            cp->exec = nullptr;
        }
        return {};
    };
    std::unique_ptr<ssh::TaskRequest> t(hub.task(plan, base, body, to));
    t->waitForFinished();
    if (t->wasCancelled() && state.status == TransferStatus::Running) {
        state.status = TransferStatus::Cancelled;
        state.reason = tr("cancelled");
    } else if (!t->error().ok() && state.status == TransferStatus::Running) {
        state.status = TransferStatus::Failed;
        state.reason = t->error().describe();
    }
    (void)store.save(state);
}

} // namespace cg::transfer
