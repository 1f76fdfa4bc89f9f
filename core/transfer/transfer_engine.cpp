// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfer_engine.h"

#include "protocol/chunk_write.h"
#include "ssh/connection_hub.h"
#include "ssh/file_push.h"
#include "transfer/chunk_scheduler.h"
#include "transfer/connection_pool.h"
#include "transfer/transfer_rate.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <memory>

namespace cg::transfer {

namespace {

constexpr qint64 kPiece = 512 << 10;
constexpr qsizetype kMaxOutput = 64 << 10; // what a far-side command may say, kept

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

// One connection's chunk attempt. A chunk cut mid-way resumes after what surely landed (ChunkScheduler).
struct Attempt
{
    ssh::Exec *exec = nullptr;
    int chunk = -1;
    qint64 fed = 0;  // bytes of this attempt given to the channel (from offset + skip)
    qint64 skip = 0; // bytes of the chunk already on the far side, checked before sending the rest
    bool prefixPending = false;
    bool stdinClosed = false;
    std::unique_ptr<QFile> file;
    QByteArray out, err;
    qint64 lastAcked = -1;
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

// Where AgentDeployer keeps the agent on a node (the login's per-user cache).
const QByteArray kDeployedAgent = "\"${XDG_CACHE_HOME:-$HOME/.cache}/clustergate/clustergate-agent\"";

// The chunk's far-side command: with `viaAgent`, the deployed agent's `chunk-write` (protocol 1; an agent
// that does not speak it exits 2 before reading anything, and the command goes on to the fallbacks); the
// Python writer above where python3 is installed; else dd at the offset and a read-back of the chunk through
// the hasher (with the prefix's check first when `skip` > 0).
QByteArray writeChunkCommand(const Manifest &m, const ChunkRef &c, qint64 skip, const QByteArray &prefixHex,
                             bool viaAgent)
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
    const QByteArray args =
        part + ' ' + QByteArray::number(c.offset) + ' ' + QByteArray::number(skip) + ' ' + want;
    QByteArray agent;
    if (viaAgent)
        agent = "cg_a=" + kDeployedAgent +
                "; if [ -x \"$cg_a\" ]; then cg_rc=0; \"$cg_a\" chunk-write --protocol " +
                QByteArray::number(proto::kChunkWriteProtocol) + ' ' + args +
                " || cg_rc=$?; if [ $cg_rc -ne " + QByteArray::number(proto::kChunkWriteUnsupported) +
                " ]; then exit $cg_rc; fi; fi; ";
    return "set -e; umask 077; mkdir -p -- " + q(m.stagingDir()) + "; " + agent +
           "if command -v python3 >/dev/null 2>&1; then exec python3 -c " +
           q(QString::fromLatin1(kChunkWriter)) + ' ' + args + "; fi; " + fallback;
}

} // namespace

QByteArray TransferEngine::chunkCommand(const Manifest &m, const ChunkRef &c)
{
    return writeChunkCommand(m, c, 0, {}, false);
}

QByteArray TransferEngine::chunkCommand(const Manifest &m, const ChunkRef &c, qint64 skip,
                                        const QByteArray &prefixHex, bool viaAgent)
{
    return writeChunkCommand(m, c, skip, prefixHex, viaAgent);
}

QByteArray TransferEngine::agentProbeCommand()
{
    return "cg_a=" + kDeployedAgent + "; if [ -f \"$cg_a\" ] && [ -x \"$cg_a\" ]; then " + kPickHasher +
           "$cg_h < \"$cg_a\" | cut -c1-64; else echo -; fi";
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

namespace {

// One run of TransferEngine::run inside its hub task: the pool of connections, the chunk queue and the pace,
// and what happens to a connection at each turn of the loop.
class EngineRun
{
    Q_DECLARE_TR_FUNCTIONS(cg::transfer::TransferEngine)

public:
    EngineRun(ssh::TaskContext &ctx, const ssh::ChainPlan &plan, TransferState &state,
              const TransferStore &store, const TransferOptions &options, const TransferHooks &hooks)
        : m_ctx(ctx), m_engine(ctx.engine), m_plan(plan), m_state(state), m_m(state.manifest), m_store(store),
          m_options(options), m_hooks(hooks), m_pool(ctx, plan, options.maxReconnects), m_chunks(state),
          m_bucket(options.limitBytesPerSecond, kPiece)
    {
        m_clock.start();
    }

    void run();

private:
    qint64 now() const { return m_clock.elapsed(); }
    Attempt &attemptOf(const PooledConnection &c) { return *m_attempts.at(std::size_t(c.index)); }
    PooledConnection &addConnection(bool pooled)
    {
        m_attempts.push_back(std::make_unique<Attempt>());
        return m_pool.add(pooled);
    }
    bool cancelled() const { return (m_hooks.cancelled && m_hooks.cancelled()) || m_ctx.cancelled(); }
    bool openFirst();
    void requeue(PooledConnection &c);
    void dropConn(PooledConnection &c, const QString &why, bool countFailure);
    int runCommand(PooledConnection &c, const QByteArray &cmd, QByteArray *out, QByteArray *err);
    void startChunk(PooledConnection &c, int idx);
    void feed(Attempt &a, const ChunkRef &ref);
    void finishChunk(PooledConnection &c);
    void finalize(PooledConnection &c);
    // One connection's turn; true while it runs a chunk.
    bool step(PooledConnection &c, qint64 nowMs, int *upNow);
    void reportProgress(qint64 nowMs, int upNow);
    void releaseAll();

    ssh::TaskContext &m_ctx;
    ssh::Engine &m_engine;
    const ssh::ChainPlan &m_plan;
    TransferState &m_state;
    const Manifest &m_m;
    const TransferStore &m_store;
    const TransferOptions &m_options;
    const TransferHooks &m_hooks;
    QElapsedTimer m_clock;
    ConnectionPool m_pool;
    std::vector<std::unique_ptr<Attempt>> m_attempts; // by connection index
    ChunkScheduler m_chunks;
    TokenBucket m_bucket;
    RateMeter m_rate;
    QString m_fatal;
    QString m_stop;
    qint64 m_sentThisRun = 0;
    qint64 m_lastProgressHook = -1000;
    bool m_viaAgent = false; // the node's deployed agent writes the chunks
};

void EngineRun::requeue(PooledConnection &c)
{
    Attempt &a = attemptOf(c);
    if (a.chunk >= 0) {
        const bool alive = a.exec && c.target && m_engine.owns(c.target);
        const qint64 acked = a.fed - (alive ? qint64(a.exec->stdinPending()) : a.fed);
        const qint64 resent = m_chunks.requeueCut(a.chunk, a.skip, a.fed, acked, !a.prefixPending);
        if (resent > 0) {
            ++m_state.chunksResent;
            m_state.bytesResent += resent;
        }
    }
    a.chunk = -1;
    a.file.reset();
}

// Drops the connection's sessions (and its chunk back to the queue) and schedules a new one.
void EngineRun::dropConn(PooledConnection &c, const QString &why, bool countFailure)
{
    requeue(c);
    Attempt &a = attemptOf(c);
    if (a.exec && c.target && m_engine.owns(c.target))
        m_engine.release(a.exec);
    a.exec = nullptr;
    m_pool.drop(c, why, countFailure, now());
}

int EngineRun::runCommand(PooledConnection &c, const QByteArray &cmd, QByteArray *out, QByteArray *err)
{
    out->clear();
    err->clear();
    ssh::Exec *e =
        m_engine.exec(c.target, cmd,
                      ssh::ExecCallbacks{[out](const char *d, std::size_t n) { keep(*out, d, n); },
                                         [err](const char *d, std::size_t n) { keep(*err, d, n); }});
    e->closeStdin();
    const bool done = m_engine.runUntil(
        [&] { return e->isFinished() || (m_hooks.cancelled && m_hooks.cancelled()); }, 10 * 60 * 1000);
    const int status = done && e->isFinished() && e->error().ok() ? e->exitStatus() : -2;
    if (status == -2 && e->isFinished())
        *err += e->error().describe().toUtf8();
    m_engine.release(e);
    return status;
}

// The first connection: the hub's shared login. Then the others, as many as its login allows.
bool EngineRun::openFirst()
{
    PooledConnection &first = addConnection(!m_plan.jumps.isEmpty());
    m_pool.open(first, now());
    m_engine.runUntil([&] { return first.target->isFinished() || m_ctx.cancelled(); },
                      m_ctx.base.timeoutMs * int(m_plan.jumps.size() + 1) + 5000);
    if (!first.target->isReady()) {
        m_state.status = TransferStatus::Failed;
        m_state.reason = m_pool.chainError(first);
        return false;
    }
    first.up = true;
    const int wanted = ConnectionPool::width(m_options.connections, m_options.allowPersonPrompts,
                                             ConnectionPool::loginsOf(first.target), &m_state.connectionNote);
    for (int i = 1; i < wanted; ++i)
        m_pool.open(addConnection(false), now());
    m_state.connections = wanted;
    if (!m_options.agentSha256.isEmpty()) {
        // The deployed agent writes the chunks only when it is the one this console ships (its SHA-256 on
        // the node), as every pushed binary is checked before it runs.
        QByteArray out, err;
        m_viaAgent = runCommand(first, TransferEngine::agentProbeCommand(), &out, &err) == 0 &&
                     out.trimmed() == m_options.agentSha256;
    }
    return true;
}

void EngineRun::startChunk(PooledConnection &c, int idx)
{
    Attempt &a = attemptOf(c);
    const ChunkRef ref = m_chunks.chunk(idx);
    a.chunk = idx;
    a.fed = 0;
    a.skip = std::max<qint64>(0, m_chunks.landed(idx));
    a.prefixPending = a.skip > 0;
    a.stdinClosed = false;
    a.out.clear();
    a.err.clear();
    a.lastAcked = -1;
    c.lastProgressMs = now();
    a.file = std::make_unique<QFile>(m_m.files.at(ref.file).localPath);
    QByteArray prefixHex;
    if (a.skip > 0 && a.file->open(QIODevice::ReadOnly) && a.file->seek(ref.offset)) {
        QCryptographicHash h(QCryptographicHash::Sha256);
        for (qint64 left = a.skip; left > 0;) {
            const QByteArray b = a.file->read(std::min<qint64>(left, 4 << 20));
            if (b.isEmpty())
                break;
            h.addData(b);
            left -= b.size();
        }
        prefixHex = h.result().toHex();
        a.file->close();
    }
    if (!a.file->open(QIODevice::ReadOnly) || !a.file->seek(ref.offset + a.skip)) {
        m_fatal = tr("cannot read %1: %2").arg(m_m.files.at(ref.file).localPath, a.file->errorString());
        a.chunk = -1;
        return;
    }
    Attempt *ap = &a;
    a.exec = m_engine.exec(c.target, writeChunkCommand(m_m, ref, a.skip, prefixHex, m_viaAgent),
                           ssh::ExecCallbacks{[ap](const char *d, std::size_t n) { keep(ap->out, d, n); },
                                              [ap](const char *d, std::size_t n) { keep(ap->err, d, n); },
                                              [this, ap, ref] { feed(*ap, ref); }});
}

// The channel can take more of the chunk: the next piece, within the bandwidth limit.
void EngineRun::feed(Attempt &a, const ChunkRef &ref)
{
    if (!a.exec || a.stdinClosed || !a.file)
        return;
    if (a.prefixPending) {
        if (!a.out.startsWith("prefix-ok\n"))
            return;
        a.prefixPending = false;
    }
    const qint64 length = ref.length - a.skip;
    const qint64 room = std::min(kPiece, length - a.fed);
    const qint64 want = m_bucket.take(room, m_bucket.limited() ? now() : 0);
    if (room > 0 && want <= 0)
        return;
    if (want > 0) {
        const QByteArray data = a.file->read(want);
        if (data.size() != want) {
            m_fatal = tr("%1 changed while it was sent").arg(m_m.files.at(ref.file).localPath);
            return;
        }
        a.exec->write(data);
        a.fed += want;
        m_state.bytesSent += want;
        m_sentThisRun += want;
        m_rate.add(want);
    }
    if (a.fed >= length) {
        a.exec->closeStdin();
        a.stdinClosed = true;
    }
}

void EngineRun::finishChunk(PooledConnection &c)
{
    Attempt &a = attemptOf(c);
    ssh::Exec *e = a.exec;
    const int idx = a.chunk;
    const ChunkRef ref = m_chunks.chunk(idx);
    const bool channelOk = e->error().ok();
    const QString channelError = e->error().describe();
    const int status = e->exitStatus();
    if (!channelOk) {
        dropConn(c, channelError, true); // reads what the channel took before letting it go
        return;
    }
    m_engine.release(e);
    a.exec = nullptr;
    a.file.reset();
    if (status == 3 && a.out.startsWith("prefix-bad")) {
        // What was on the far side is not the chunk's start after all: the whole chunk again.
        ++m_state.chunksResent;
        m_state.bytesResent += a.skip;
        a.chunk = -1;
        m_chunks.resendWhole(idx, true);
        return;
    }
    if (status != 0) {
        if (diskFull(a.err)) {
            m_fatal = tr("the far side is out of disk space under %1 (%2); free space there or choose "
                         "another --to, then 'clustergate data resume %3'")
                          .arg(m_m.remotePath, firstLine(a.err), m_m.id);
        } else {
            m_fatal = tr("writing chunk %1 of %2 on the far side failed (exit status %3): %4")
                          .arg(ref.chunk)
                          .arg(m_m.files.at(ref.file).relativePath)
                          .arg(status)
                          .arg(firstLine(a.err));
        }
        a.chunk = -1;
        m_chunks.retryFirst(idx);
        return;
    }
    c.failures = 0;
    const QByteArray got = (a.out.startsWith("prefix-ok\n") ? a.out.mid(10) : a.out).left(64);
    a.chunk = -1;
    if (got != m_m.files.at(ref.file).chunkSha256.at(ref.chunk).toHex()) {
        ++m_state.chunksResent;
        m_state.bytesResent += ref.length;
        if (m_chunks.exhausted(idx))
            m_fatal = tr("chunk %1 of %2 failed verification on the far side %3 times")
                          .arg(ref.chunk)
                          .arg(m_m.files.at(ref.file).relativePath)
                          .arg(ChunkScheduler::kMaxAttempts);
        m_chunks.resendWhole(idx, false);
        return;
    }
    m_state.verifiedChunks.insert(idx);
    if (const Status st = m_store.save(m_state); !st)
        m_fatal = st.error();
    if (m_hooks.chunkVerified)
        m_hooks.chunkVerified(m_state);
}

// Files whose chunks all verified: hashed whole on the far side, renamed into place, or their damaged chunks
// sent again.
void EngineRun::finalize(PooledConnection &c)
{
    for (int fi = 0; fi < m_m.files.size() && m_fatal.isEmpty(); ++fi) {
        if (m_state.placedFiles.contains(fi) || !m_chunks.fileVerified(fi, m_state.verifiedChunks))
            continue;
        const int firstChunk = m_chunks.firstChunkOf(fi);
        const int count = int(m_m.files.at(fi).chunkSha256.size());
        QByteArray out, err;
        const int status = runCommand(c, TransferEngine::finalizeCommand(m_m, fi), &out, &err);
        if (status == -2) {
            dropConn(c, QString::fromUtf8(err), true);
            return;
        }
        const QList<QByteArray> lines = out.split('\n');
        if (status == 0 && lines.value(0) == "placed") {
            m_state.placedFiles.insert(fi);
            (void)m_store.save(m_state);
            continue;
        }
        // The far side lost or damaged verified data: whatever does not match is sent again.
        for (int k = 0; k < count; ++k) {
            const bool good = status == 0 && lines.value(k + 1) == m_m.files.at(fi).chunkSha256.at(k).toHex();
            if (!good) {
                m_state.verifiedChunks.remove(firstChunk + k);
                ++m_state.corruptChunks;
                m_chunks.resendWhole(firstChunk + k, false);
            }
        }
        if (status != 0 && diskFull(err))
            m_fatal =
                tr("the far side is out of disk space under %1 (%2)").arg(m_m.remotePath, firstLine(err));
        (void)m_store.save(m_state);
    }
}

bool EngineRun::step(PooledConnection &c, qint64 nowMs, int *upNow)
{
    if (c.dead)
        return false;
    if (!c.target) {
        if (nowMs >= c.retryAtMs && m_fatal.isEmpty() && m_stop.isEmpty())
            m_pool.open(c, now());
        return false;
    }
    if (!c.up) {
        if (c.target->isReady()) {
            c.up = true;
        } else if (c.target->isFinished()) {
            const ssh::SshError err = c.target->error();
            const QString why = m_pool.chainError(c);
            dropConn(c, why, true);
            if (!err.ok() && !ssh::isRetryable(err.kind))
                c.dead = true;
            return false;
        } else if (nowMs - c.lastProgressMs > std::max(m_ctx.base.timeoutMs, 5000) * 2) {
            dropConn(c, tr("connecting timed out"), true);
            return false;
        }
    }
    if (!c.up)
        return false;
    ++*upNow;
    Attempt &a = attemptOf(c);
    if (a.exec) {
        if (a.exec->isFinished()) {
            finishChunk(c);
            return true;
        }
        if (!c.target->isReady()) {
            dropConn(c, m_pool.chainError(c), true);
            return true;
        }
        const qint64 acked = a.fed - qint64(a.exec->stdinPending()) + a.out.size();
        if (acked != a.lastAcked) {
            a.lastAcked = acked;
            c.lastProgressMs = nowMs;
        } else if (m_options.stallSeconds > 0 && nowMs - c.lastProgressMs > m_options.stallSeconds * 1000 &&
                   m_bucket.hasTokens()) {
            ++m_state.stallRestarts;
            m_state.connectionNote =
                tr("%n connection(s) restarted after %1 s without progress; large transfers that "
                   "stall while small commands work point to a path-MTU black hole (the L1 MTU "
                   "check "
                   "of 'clustergate validate' measures it)",
                   nullptr, m_state.stallRestarts)
                    .arg(m_options.stallSeconds);
            dropConn(c,
                     tr("no progress for %1 s: connection restarted (large transfers that stall "
                        "while small commands "
                        "work point to a path-MTU black hole: the L1 MTU check of 'clustergate "
                        "validate' measures it)")
                         .arg(m_options.stallSeconds),
                     false);
        }
        return true;
    }
    if (m_chunks.hasPending() && m_fatal.isEmpty() && m_stop.isEmpty()) {
        if (m_hooks.stopReason)
            m_stop = m_hooks.stopReason();
        if (m_stop.isEmpty()) {
            startChunk(c, m_chunks.takeNext());
            return a.exec != nullptr;
        }
    }
    return false;
}

void EngineRun::reportProgress(qint64 nowMs, int upNow)
{
    m_rate.tick(nowMs);
    if (nowMs - m_lastProgressHook < 250)
        return;
    m_lastProgressHook = nowMs;
    TransferProgress p;
    p.verifiedBytes = m_state.verifiedBytes();
    p.totalBytes = m_m.totalBytes();
    p.sentThisRun = m_sentThisRun;
    p.bytesPerSecond = m_rate.bytesPerSecond();
    p.etaSeconds = m_rate.etaSeconds(p.totalBytes - p.verifiedBytes);
    p.connections = upNow;
    if (m_hooks.progress)
        m_hooks.progress(p);
}

void EngineRun::releaseAll()
{
    for (auto &cp : m_pool.connections()) {
        Attempt &a = attemptOf(*cp);
        if (a.exec && cp->target && m_engine.owns(cp->target))
            m_engine.release(a.exec);
        a.exec = nullptr;
    }
}

void EngineRun::run()
{
    if (!openFirst())
        return;
    while (true) {
        const qint64 nowMs = now();
        if (cancelled()) {
            m_state.status = TransferStatus::Cancelled;
            m_state.reason = tr("cancelled; 'clustergate data resume %1' continues it").arg(m_m.id);
            break;
        }
        bool busy = false;
        int upNow = 0;
        for (auto &cp : m_pool.connections())
            busy = step(*cp, nowMs, &upNow) || busy;
        if (!m_fatal.isEmpty() && !busy) {
            m_state.status = TransferStatus::Failed;
            m_state.reason = m_fatal;
            break;
        }
        if (!m_stop.isEmpty() && !busy) {
            m_state.status = TransferStatus::Stopped;
            m_state.reason = m_stop;
            break;
        }
        if (!m_chunks.hasPending() && !busy && m_fatal.isEmpty()) {
            if (PooledConnection *ready = m_pool.ready()) {
                finalize(*ready);
                if (m_state.complete()) {
                    QByteArray out, err;
                    (void)runCommand(*ready, "rmdir -- " + q(m_m.stagingDir()) + " 2>/dev/null || true", &out,
                                     &err);
                    m_state.status = TransferStatus::Complete;
                    break;
                }
                continue;
            }
        }
        if (m_pool.allDead()) {
            m_state.status = TransferStatus::Failed;
            m_state.reason =
                tr("every connection failed; last: %1; 'clustergate data resume %2' continues it")
                    .arg(m_pool.lastError(), m_m.id);
            break;
        }
        reportProgress(nowMs, upNow);
        m_engine.runUntil(
            [&] {
                for (auto &a : m_attempts)
                    if (a->exec && a->exec->isFinished())
                        return true;
                return false;
            },
            m_options.limitBytesPerSecond > 0 ? 5 : 20);
    }
    releaseAll();
}

} // namespace

void TransferEngine::run(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                         TransferState &state, const TransferStore &store, const TransferOptions &options,
                         const TransferHooks &hooks)
{
    state.status = TransferStatus::Running;
    state.reason.clear();
    ssh::TaskOptions to;
    to.connectTarget = false;
    to.retry = false;
    const auto body = [&](ssh::TaskContext &ctx) -> ssh::SshError {
        EngineRun(ctx, plan, state, store, options, hooks).run();
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
