// SPDX-License-Identifier: GPL-3.0-or-later
// Session: TCP or direct-tcpip transport, handshake, host-key check, and the tunnels of nested sessions.
#include "common/logging.h"
#include "ssh/host_certificate.h"
#include "ssh/known_hosts.h"
#include "ssh/ssh_engine_p.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <cerrno>
#include <cstring>
#include <memory>
#include <mutex>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace cg::ssh {

using namespace detail;

namespace {

// Every new session reads known_hosts twice (host key order, then the check): a fleet of 1,000 nodes parsed
// the file 2,000 times. The file is still read each time, and parsed again only when its bytes differ from
// the last parse of that path (shared by every I/O thread), so an edit is seen by the very next session.
Result<std::shared_ptr<const KnownHosts>> loadKnownHosts(const QString &path)
{
    using Shared = std::shared_ptr<const KnownHosts>;
    QFile file(path);
    if (QFileInfo(path).isFile() && file.open(QIODevice::ReadOnly)) {
        const QByteArray text = file.read(KnownHosts::kMaxFileBytes + 1);
        if (file.error() == QFileDevice::NoError) {
            static std::mutex mutex;
            static QHash<QString, QPair<QByteArray, Shared>> cache;
            {
                std::lock_guard lock(mutex);
                const auto it = cache.constFind(path);
                if (it != cache.constEnd() && it->first == text)
                    return it->second;
            }
            Shared parsed = std::make_shared<const KnownHosts>(KnownHosts::parse(text, path));
            std::lock_guard lock(mutex);
            if (cache.size() >= 8) // a few files per process; never an unbounded store
                cache.clear();
            cache.insert(path, {text, parsed});
            return parsed;
        }
    }
    // The errors (a folder, unreadable) and a file that does not exist yet, as KnownHosts::load says them.
    Result<KnownHosts> kh = KnownHosts::load(path);
    if (!kh.ok())
        return Result<Shared>::failure(kh.error());
    return Shared(std::make_shared<const KnownHosts>(std::move(kh.value())));
}

QString hostKeyTypeName(int type)
{
    switch (type) {
    case LIBSSH2_HOSTKEY_TYPE_RSA:
        return QStringLiteral("ssh-rsa");
    case LIBSSH2_HOSTKEY_TYPE_DSS:
        return QStringLiteral("ssh-dss");
    case LIBSSH2_HOSTKEY_TYPE_ECDSA_256:
        return QStringLiteral("ecdsa-sha2-nistp256");
    case LIBSSH2_HOSTKEY_TYPE_ECDSA_384:
        return QStringLiteral("ecdsa-sha2-nistp384");
    case LIBSSH2_HOSTKEY_TYPE_ECDSA_521:
        return QStringLiteral("ecdsa-sha2-nistp521");
    case LIBSSH2_HOSTKEY_TYPE_ED25519:
        return QStringLiteral("ssh-ed25519");
    }
    return QStringLiteral("unknown");
}

// OpenSSH's ciphers and MACs, AES first (CPUs accelerate it).
constexpr const char *kCipherPreference = "aes128-gcm@openssh.com,aes256-gcm@openssh.com,"
                                          "chacha20-poly1305@openssh.com,aes128-ctr,aes192-ctr,aes256-ctr";
constexpr const char *kMacPreference = "hmac-sha2-256-etm@openssh.com,hmac-sha2-512-etm@openssh.com,"
                                       "hmac-sha1-etm@openssh.com,hmac-sha2-256,hmac-sha2-512,hmac-sha1";

// Key exchange as OpenSSH 9.2 offers it, without the SHA-1 methods; those come last, and only for a
// cluster that allows legacy key exchange.
constexpr const char *kKexPreference = "curve25519-sha256,curve25519-sha256@libssh.org,ecdh-sha2-nistp256,"
                                       "ecdh-sha2-nistp384,ecdh-sha2-nistp521,"
                                       "diffie-hellman-group-exchange-sha256,diffie-hellman-group16-sha512,"
                                       "diffie-hellman-group18-sha512,diffie-hellman-group14-sha256";
constexpr const char *kLegacyKex = ",diffie-hellman-group14-sha1,diffie-hellman-group-exchange-sha1,"
                                   "diffie-hellman-group1-sha1";

// The host-key algorithms this libssh2 can verify, best first.
const QStringList &supportedHostKeyTypes()
{
    static const QStringList types{QStringLiteral("ssh-ed25519"), QStringLiteral("ecdsa-sha2-nistp256"),
                                   QStringLiteral("ecdsa-sha2-nistp384"),
                                   QStringLiteral("ecdsa-sha2-nistp521"), QStringLiteral("ssh-rsa")};
    return types;
}

// The key types on record for a host: a probe key of each type that matches nothing reads as "changed"
// exactly when a key of that type is recorded.
QStringList knownKeyTypes(const KnownHosts &kh, const QString &host, quint16 port)
{
    QStringList out;
    for (const QString &t : supportedHostKeyTypes()) {
        if (kh.check(host, port, HostKey{t, QByteArrayLiteral("\0clustergate-probe")}).match ==
            KnownHosts::Match::Changed)
            out << t;
    }
    return out;
}

QString localUserName()
{
    const QString u = qEnvironmentVariable("USER");
    return u.isEmpty() ? QStringLiteral("root") : u;
}

} // namespace

namespace {

LIBSSH2_SEND_FUNC(nestedSend)
{
    (void)socket;
    (void)flags;
    auto *impl = static_cast<Session::Impl *>(*abstract);
    if (std::size_t(impl->out.size()) >= kTunnelBufferCap)
        return -EAGAIN;
    const std::size_t n = std::min(length, kTunnelBufferCap - std::size_t(impl->out.size()));
    impl->out.append(static_cast<const char *>(buffer), qsizetype(n));
    impl->moved = true;
    return ssize_t(n);
}

LIBSSH2_RECV_FUNC(nestedRecv)
{
    (void)socket;
    (void)flags;
    auto *impl = static_cast<Session::Impl *>(*abstract);
    if (impl->in.isEmpty())
        return impl->tunnelEof ? 0 : -EAGAIN;
    const std::size_t n = std::min(length, std::size_t(impl->in.size()));
    std::memcpy(buffer, impl->in.constData(), n);
    impl->in.consume(qsizetype(n));
    impl->moved = true;
    return ssize_t(n);
}

} // namespace

Session::Session(Engine *engine, const SessionOptions &options, Session *via)
    : m_engine(engine), m_options(options), m_via(via), d(std::make_unique<Impl>())
{
    d->self = this;
    m_timing.hopName = options.endpoint.displayName();
    const QString user = options.endpoint.user.isEmpty() ? localUserName() : options.endpoint.user;
    d->user = user.toUtf8();
    m_started.start();
    m_viaPromptAtStart = m_via ? m_via->promptMsChain() : 0;
}

Session::~Session()
{
    if (d->agent) {
        libssh2_agent_disconnect(d->agent);
        libssh2_agent_free(d->agent);
    }
    if (d->s) {
        // Best effort, without waiting: the session is going away either way.
        libssh2_session_set_blocking(d->s, 0);
        libssh2_session_disconnect(d->s, "closing");
        libssh2_session_free(d->s);
    }
    // The tunnel belongs to the parent's session: Engine::close hands it over for a clean close; here it
    // only remains when the parent itself is going (libssh2_session_free then frees it).
    if (d->fd >= 0)
        ::close(d->fd);
}

// Starts a non-blocking connect to the next resolved address; fails the session when none is left.
void Session::startResolving()
{
    auto r = std::make_shared<Resolution>();
    d->resolving = r;
    const bool relayed = !m_options.connectHost.isEmpty();
    const QByteArray host = (relayed ? m_options.connectHost : m_options.endpoint.host).toUtf8();
    const QByteArray port = QByteArray::number(relayed && m_options.connectPort ? m_options.connectPort
                                                                                : m_options.endpoint.port);
    const auto lookup = [r, host, port](int flags) {
        addrinfo hints{};
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        hints.ai_flags = flags;
        addrinfo *res = nullptr;
        r->rc = ::getaddrinfo(host.constData(), port.constData(), &hints, &res);
        for (addrinfo *a = r->rc == 0 ? res : nullptr; a; a = a->ai_next) {
            sockaddr_storage ss{};
            std::memcpy(&ss, a->ai_addr, std::min<std::size_t>(a->ai_addrlen, sizeof ss));
            r->addresses.push_back({ss, socklen_t(a->ai_addrlen)});
        }
        if (res)
            ::freeaddrinfo(res);
        r->done.store(true, std::memory_order_release);
    };
    // An address needs no resolver: answer at once. A name is looked up on a thread of its own.
    lookup(AI_NUMERICHOST);
    if (r->rc == 0)
        return;
    r->rc = 0;
    r->done.store(false);
    std::thread([lookup] { lookup(0); }).detach();
}

bool Session::connectNextAddress()
{
    if (d->fd >= 0) {
        ::close(d->fd);
        d->fd = -1;
    }
    while (!d->addresses.empty()) {
        const auto addr = d->addresses.front();
        d->addresses.erase(d->addresses.begin());
        d->fd = ::socket(addr.first.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (d->fd < 0) {
            d->lastConnectError = errno;
            continue;
        }
        const int one = 1;
        ::setsockopt(d->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        if (::connect(d->fd, reinterpret_cast<const sockaddr *>(&addr.first), addr.second) == 0 ||
            errno == EINPROGRESS)
            return true;
        d->lastConnectError = errno;
        ::close(d->fd);
        d->fd = -1;
    }
    fail(FailureKind::Connect, QString::fromLocal8Bit(strerror(d->lastConnectError)).toLower());
    return false;
}

bool Session::askPerson(const PromptRequest &request, QString *answer)
{
    if (!m_options.prompt)
        return false;
    QElapsedTimer waited;
    waited.start();
    const bool ok = m_options.prompt(request, answer);
    m_promptMs += waited.elapsed();
    m_prompted = true;
    return ok;
}

int Session::rootFd() const
{
    return m_via ? m_via->rootFd() : d->fd;
}

void Session::fail(FailureKind kind, const QString &message)
{
    if (m_state == State::Failed)
        return;
    m_error = SshError{kind, m_options.hop, m_options.endpoint.displayName(), message};
    m_state = State::Failed;
    // What this session holds on the hop before (an open in progress, its tunnel, a half-sent write) is
    // finished there, so the hop stays usable for the other sessions riding it.
    if (m_via)
        m_engine->handOverToParent(m_via, this);
    // Secrets are not kept for a session that will not be used again.
    Impl::secureClear(d->passphrase);
    Impl::secureClear(d->password);
    qCDebug(lcSsh) << "session failed:" << m_error.describe();
}

// One step of this session's state machine. Returns true when anything moved.
bool Session::step()
{
    d->moved = false;
    bool progress = false;
    const auto checkTimeout = [this] {
        const qint64 personMs =
            m_promptMs +
            (m_via && m_state == State::Waiting ? m_via->promptMsChain() - m_viaPromptAtStart : 0);
        if (m_started.elapsed() - personMs > m_options.timeoutMs && !isFinished()) {
            // After a person answered a prompt, a timeout is not the network's fault: do not retry it.
            fail(m_prompted && m_state == State::Authenticating ? FailureKind::Auth : FailureKind::Timeout,
                 tr("no answer within %1 s while %2").arg(m_options.timeoutMs / 1000).arg([this] {
                     switch (m_state) {
                     case State::Waiting:
                         return tr("waiting for the hop before");
                     case State::Connecting:
                         return tr("connecting");
                     case State::Handshake:
                         return tr("exchanging keys");
                     default:
                         return tr("authenticating");
                     }
                 }()));
            return true;
        }
        return false;
    };

    switch (m_state) {
    case State::Waiting: {
        if (checkTimeout())
            return true;
        if (m_via) {
            if (m_via->m_state == State::Failed || m_via->m_state == State::Closed) {
                fail(FailureKind::Tunnel, tr("the hop before it is not connected"));
                return true;
            }
            if (!m_via->isReady())
                return false;
        }
        // Throttle: a bastion's MaxStartups counts unauthenticated connections.
        // Handshakes that end during a pass free their slot for the next pass only.
        int &inPass = m_engine->m_handshakesThisPass;
        if ((inPass >= 0 ? inPass : m_engine->handshakesInFlight()) >= m_engine->m_maxHandshakes)
            return false;
        if (inPass >= 0)
            ++inPass;
        m_phase.start();
        m_started.start(); // the timeout covers this hop's own work, not the wait for the hops before
        m_state = State::Connecting;
        if (!m_via)
            startResolving();
        return true;
    }
    case State::Connecting: {
        if (checkTimeout())
            return true;
        if (!m_via && d->resolving) {
            if (!d->resolving->done.load(std::memory_order_acquire))
                return false;
            const std::shared_ptr<Resolution> r = std::move(d->resolving);
            if (r->rc != 0 || r->addresses.empty()) {
                fail(FailureKind::Resolve,
                     tr("cannot resolve %1: %2")
                         .arg(m_options.endpoint.host,
                              QString::fromLocal8Bit(gai_strerror(r->rc ? r->rc : EAI_NONAME))));
                return true;
            }
            // Every address is kept: when one does not answer (an IPv6 route that goes nowhere, say), the
            // next is tried, as ssh does.
            d->addresses = r->addresses;
            if (!connectNextAddress())
                return true;
            ++m_engine->m_tcpConnections;
            return true;
        }
        if (!m_via) {
            pollfd p{d->fd, POLLOUT, 0};
            if (::poll(&p, 1, 0) <= 0)
                return false;
            int err = 0;
            socklen_t len = sizeof err;
            ::getsockopt(d->fd, SOL_SOCKET, SO_ERROR, &err, &len);
            if (err != 0) {
                d->lastConnectError = err;
                connectNextAddress();
                return true;
            }
        } else {
            Impl &p = *m_via->d;
            if (p.openOwner && p.openOwner != this)
                return false;
            if (p.blockedOp && p.blockedOp != this)
                return false;
            p.openOwner = this;
            const QByteArray host = m_options.endpoint.host.toUtf8();
            d->tunnel = libssh2_channel_direct_tcpip_ex(p.s, host.constData(), m_options.endpoint.port,
                                                        "127.0.0.1", 22);
            if (!d->tunnel) {
                const int rc = libssh2_session_last_errno(p.s);
                if (rc == LIBSSH2_ERROR_EAGAIN) {
                    p.blockedOp = (libssh2_session_block_directions(p.s) & LIBSSH2_SESSION_BLOCK_OUTBOUND)
                                      ? this
                                      : nullptr;
                    return false;
                }
                p.openOwner = nullptr;
                p.blockedOp = nullptr;
                fail(FailureKind::Tunnel,
                     tr("the jump host %1 could not reach %2 port %3 (%4): check that %2 is running and "
                        "that %1 may connect to it")
                         .arg(m_via->m_options.endpoint.displayName(), m_options.endpoint.host)
                         .arg(m_options.endpoint.port)
                         .arg(channelOpenFailure(p.s)));
                return true;
            }
            p.openOwner = nullptr;
            p.blockedOp = nullptr;
        }
        m_timing.connectMs = m_phase.restart();
        ensureLibssh2();
        d->s = libssh2_session_init_ex(nullptr, nullptr, nullptr, d.get());
        if (!d->s) {
            fail(FailureKind::Handshake, tr("cannot create an SSH session"));
            return true;
        }
        libssh2_session_set_blocking(d->s, 0);
        if (m_via) {
            libssh2_session_callback_set(d->s, LIBSSH2_CALLBACK_SEND, reinterpret_cast<void *>(&nestedSend));
            libssh2_session_callback_set(d->s, LIBSSH2_CALLBACK_RECV, reinterpret_cast<void *>(&nestedRecv));
        }
        // Offer first the key types already on record for this host, as OpenSSH does, so a host
        // known by its ECDSA key is not asked for an Ed25519 key it would then fail to match.
        const auto kh = loadKnownHosts(m_options.knownHostsFile);
        QStringList order;
        if (kh.ok())
            order = knownKeyTypes(*kh.value(), m_options.endpoint.host, m_options.endpoint.port);
        // A host certificate is asked for only where a @cert-authority line names the host, as OpenSSH
        // orders its algorithms: elsewhere a server's certificate would only hide the key on record.
        if (kh.ok() &&
            !kh.value()->certificateAuthorities(m_options.endpoint.host, m_options.endpoint.port).isEmpty())
            order.prepend(QStringLiteral("ssh-ed25519-cert-v01@openssh.com"));
        for (const QString &t : supportedHostKeyTypes()) {
            if (!order.contains(t))
                order << t;
        }
        libssh2_session_method_pref(d->s, LIBSSH2_METHOD_HOSTKEY,
                                    order.join(QLatin1Char(',')).toLatin1().constData());
        // Ciphers and MACs in OpenSSH's order rather than libssh2's, which puts aes256-ctr and
        // hmac-sha2-512 first: SHA-512 has no CPU instructions and costs a push a third of its
        // throughput. Names this libssh2 does not know are dropped; CBC modes are not offered.
        for (const int m : {LIBSSH2_METHOD_CRYPT_CS, LIBSSH2_METHOD_CRYPT_SC})
            libssh2_session_method_pref(d->s, m, kCipherPreference);
        for (const int m : {LIBSSH2_METHOD_MAC_CS, LIBSSH2_METHOD_MAC_SC})
            libssh2_session_method_pref(d->s, m, kMacPreference);
        const QByteArray kex = QByteArray(kKexPreference) + (m_options.allowLegacyKex ? kLegacyKex : "");
        libssh2_session_method_pref(d->s, LIBSSH2_METHOD_KEX, kex.constData());
        m_state = State::Handshake;
        return true;
    }
    case State::Handshake: {
        if (checkTimeout())
            return true;
        const int rc = libssh2_session_handshake(d->s, rootFd());
        if (rc == LIBSSH2_ERROR_EAGAIN)
            return d->moved;
        if (rc != 0) {
            if (rc == LIBSSH2_ERROR_KEX_FAILURE && !m_options.allowLegacyKex && !d->tunnelEof) {
                fail(FailureKind::Handshake,
                     tr("SSH handshake failed: %1 and ClusterGate agree on no key exchange method (%2). "
                        "ClusterGate offers only curve25519, ECDH and Diffie-Hellman group 14 and up with "
                        "SHA-2; a server that offers only SHA-1 methods (diffie-hellman-group1-sha1, "
                        "group14-sha1, group-exchange-sha1) is refused unless its cluster allows legacy key "
                        "exchange in its settings.")
                         .arg(m_options.endpoint.displayName(), lastError(d->s)));
                return true;
            }
            fail(FailureKind::Handshake, d->tunnelEof
                                             ? tr("the server closed the connection during the handshake")
                                             : tr("SSH handshake failed: %1").arg(lastError(d->s)));
            return true;
        }
        m_timing.handshakeMs = m_phase.restart();
        m_promptMsAtAuth = m_promptMs;
        qCDebug(lcSsh) << "hop" << m_options.hop << m_options.endpoint.displayName() << "cipher"
                       << libssh2_session_methods(d->s, LIBSSH2_METHOD_CRYPT_CS) << "mac"
                       << libssh2_session_methods(d->s, LIBSSH2_METHOD_MAC_CS);
        // Host key: checked on every hop, under every policy.
        std::size_t len = 0;
        int type = 0;
        const char *key = libssh2_session_hostkey(d->s, &len, &type);
        if (!key) {
            fail(FailureKind::HostKey, tr("the server sent no host key"));
            return true;
        }
        const QByteArray blob(key, qsizetype(len));
        HostKey hostKey{hostKeyTypeName(type), blob};
        QString refusal;
        bool certified = false;
        if (type == LIBSSH2_HOSTKEY_TYPE_UNKNOWN &&
            blob.startsWith(QByteArray("\0\0\0\x20ssh-ed25519-cert", 20))) {
            const Result<HostCertificate> cert = HostCertificate::parse(blob);
            if (!cert.ok()) {
                fail(FailureKind::HostKey, tr("%1 presented a malformed host certificate: %2")
                                               .arg(m_options.endpoint.displayName(), cert.error()));
                return true;
            }
            m_hostKeyFingerprint = cert->key.fingerprintSha256();
            m_offeredKey = cert->key;
            if (!checkHostCertificateOf(m_options, cert.value(), &refusal, &certified)) {
                fail(FailureKind::HostKey, refusal);
                return true;
            }
            hostKey = cert->key; // no CA on record for this host: the certified key is checked as ssh does
        }
        m_hostKeyFingerprint = hostKey.fingerprintSha256();
        m_offeredKey = hostKey;
        if (!certified && !checkHostKey(m_options, hostKey, &refusal, &m_lookup)) {
            fail(FailureKind::HostKey, refusal);
            return true;
        }
        m_state = State::Authenticating;
        return true;
    }
    case State::Authenticating:
        if (checkTimeout())
            return true;
        progress = stepAuth();
        return progress || d->moved;
    case State::Ready:
        return false;
    case State::Failed:
    case State::Closed:
        return false;
    }
    return progress;
}

bool Session::checkHostCertificateOf(const SessionOptions &o, const HostCertificate &cert, QString *refusal,
                                     bool *trusted)
{
    *trusted = false;
    const QString who = o.endpoint.displayName();
    const auto kh = loadKnownHosts(o.knownHostsFile);
    if (!kh.ok()) {
        *refusal = tr("cannot read the known hosts file: %1").arg(kh.error());
        return false;
    }
    const CertificateCheck c = checkHostCertificate(*kh.value(), o.endpoint.host, o.endpoint.port, cert,
                                                    QDateTime::currentDateTimeUtc());
    switch (c.verdict) {
    case CertificateCheck::Verdict::Trusted:
        qCInfo(lcSsh) << "host certificate of" << who << "signed by" << cert.signatureKey.fingerprintSha256()
                      << "(" << c.file << "line" << c.line << ")";
        *trusted = true;
        return true;
    case CertificateCheck::Verdict::NoAuthority:
        return true; // OpenSSH then checks the certified key as a plain host key
    case CertificateCheck::Verdict::Invalid:
        *refusal = tr("the host certificate of %1 (key %2, CA %3, listed in %4 line %5) is not valid for it: "
                      "%6; connection refused")
                       .arg(who, cert.key.fingerprintSha256(), cert.signatureKey.fingerprintSha256(), c.file)
                       .arg(c.line)
                       .arg(c.reason);
        return false;
    case CertificateCheck::Verdict::Revoked:
        *refusal = tr("the host certificate of %1 is refused: %2 (%3 line %4)")
                       .arg(who, c.reason, c.file)
                       .arg(c.line);
        return false;
    }
    return false;
}

bool Session::checkHostKey(const SessionOptions &o, const HostKey &key, QString *refusal,
                           KnownHosts::Lookup *lookup)
{
    const QString host = o.endpoint.host;
    const quint16 port = o.endpoint.port;
    const QString who = o.endpoint.displayName();
    const auto kh = loadKnownHosts(o.knownHostsFile);
    if (!kh.ok()) {
        *refusal = tr("cannot read the known hosts file: %1").arg(kh.error());
        return false;
    }
    const KnownHosts::Lookup l = kh.value()->check(host, port, key);
    *lookup = l;
    switch (l.match) {
    case KnownHosts::Match::Known:
        return true;
    case KnownHosts::Match::Revoked:
        *refusal = tr("the host key of %1 (%2) is marked as revoked in %3; connection refused")
                       .arg(who, key.fingerprintSha256(), o.knownHostsFile);
        return false;
    case KnownHosts::Match::Changed: {
        QStringList old;
        for (const HostKey &k : l.recorded)
            old << k.fingerprintSha256();
        *refusal =
            tr("WARNING: the host key of %1 has CHANGED (possible man-in-the-middle attack). Recorded: "
               "%2 (%3 line %4); offered now: %5 %6. If the server was reinstalled, remove the old key "
               "from %3 after checking the new fingerprint with its administrator.")
                .arg(who, old.join(QStringLiteral(", ")), l.file)
                .arg(l.line)
                .arg(key.type, key.fingerprintSha256());
        return false;
    }
    case KnownHosts::Match::OtherTypeKnown: {
        QStringList types;
        for (const HostKey &k : l.recorded)
            types << k.type;
        *refusal =
            tr("%1 offered a %2 host key (%3), but only %4 keys are on record for it; refused. Check the "
               "fingerprint with its administrator before adding it to %5.")
                .arg(who, key.type, key.fingerprintSha256(), types.join(QStringLiteral(", ")),
                     o.knownHostsFile);
        return false;
    }
    case KnownHosts::Match::Unknown:
        if (o.policy == HostKeyPolicy::AcceptNew) {
            if (auto st = KnownHosts::append(o.knownHostsFile, host, port, key); !st) {
                *refusal = tr("cannot record the new host key of %1: %2").arg(who, st.error());
                return false;
            }
            qCInfo(lcSsh) << "recorded new host key for" << who << key.fingerprintSha256();
            return true;
        }
        *refusal = tr("the host key of %1 is unknown: %2 %3. Compare it with the fingerprint your provider "
                      "gave you, then accept it (policy accept-new) or add it to %4.")
                       .arg(who, key.type, key.fingerprintSha256(), o.knownHostsFile);
        return false;
    }
    return false;
}

// Finishes what owners that went away left on this session, then closes their channels.
bool Session::driveOrphans()
{
    if (!d->s || (m_state != State::Ready))
        return false;
    bool progress = false;
    for (auto it = d->orphans.begin(); it != d->orphans.end();) {
        Impl::Orphan &o = *it;
        if (d->blockedOp && d->blockedOp != &o)
            return progress;
        if ((o.what == Impl::Pending::TunnelOpen || o.what == Impl::Pending::SessionOpen) &&
            d->openOwner != &o && d->openOwner)
            return progress;
        LIBSSH2_CHANNEL *ch = nullptr;
        bool again = false;
        char sink[kReadChunk];
        switch (o.what) {
        case Impl::Pending::TunnelOpen:
            ch = libssh2_channel_direct_tcpip_ex(d->s, o.host.constData(), o.port, "127.0.0.1", 22);
            again = !ch && libssh2_session_last_errno(d->s) == LIBSSH2_ERROR_EAGAIN;
            break;
        case Impl::Pending::SessionOpen:
            ch = libssh2_channel_open_session(d->s);
            again = !ch && libssh2_session_last_errno(d->s) == LIBSSH2_ERROR_EAGAIN;
            break;
        case Impl::Pending::Write: {
            // The packet is already built inside the channel: repeating the call only flushes it.
            const ssize_t n = libssh2_channel_write(o.channel, sink, 1);
            again = n == LIBSSH2_ERROR_EAGAIN;
            ch = o.channel;
            break;
        }
        case Impl::Pending::Read: {
            const ssize_t n = libssh2_channel_read(o.channel, sink, sizeof sink);
            again = n == LIBSSH2_ERROR_EAGAIN && outboundBlocked(d->s);
            ch = o.channel;
            break;
        }
        case Impl::Pending::None:
            break;
        }
        if (again) {
            d->openOwner = (o.what == Impl::Pending::TunnelOpen || o.what == Impl::Pending::SessionOpen)
                               ? &o
                               : d->openOwner;
            d->blockedOp = outboundBlocked(d->s) ? &o : nullptr;
            return progress;
        }
        if (d->openOwner == &o)
            d->openOwner = nullptr;
        if (d->blockedOp == &o)
            d->blockedOp = nullptr;
        if (ch)
            d->retiring.push_back(ch);
        it = d->orphans.erase(it);
        progress = true;
    }
    for (auto it = d->retiring.begin(); it != d->retiring.end();) {
        if (d->blockedOp && d->blockedOp != *it)
            break;
        const int rc = libssh2_channel_free(*it);
        if (rc == LIBSSH2_ERROR_EAGAIN) {
            d->blockedOp = outboundBlocked(d->s) ? static_cast<const void *>(*it) : nullptr;
            break;
        }
        if (d->blockedOp == *it)
            d->blockedOp = nullptr;
        it = d->retiring.erase(it);
        progress = true;
    }
    return progress;
}

bool Session::pumpTunnels()
{
    if (m_state != State::Ready)
        return false;
    bool progress = false;
    char buf[kReadChunk];
    // Every libssh2_channel_read first reads the socket. Once one read has done that in this pass, the
    // other tunnels only need what is already queued for them: asking the socket again for each of
    // hundreds of idle tunnels was most of the I/O thread's time with a large fleet.
    bool socketRead = false;
    for (Session *child : d->children) {
        if (!child->d->tunnel || child->d->tunnelEof)
            continue;
        Impl &c = *child->d;
        if (!c.out.isEmpty() && (!d->blockedOp || d->blockedOp == &c.out)) {
            const ssize_t n = libssh2_channel_write(c.tunnel, c.out.constData(), std::size_t(c.out.size()));
            if (n > 0) {
                c.out.consume(qsizetype(n));
                d->blockedOp = nullptr;
                progress = true;
            } else if (n == LIBSSH2_ERROR_EAGAIN) {
                d->blockedOp = (libssh2_session_block_directions(d->s) & LIBSSH2_SESSION_BLOCK_OUTBOUND)
                                   ? &c.out
                                   : nullptr;
            } else {
                c.tunnelEof = true;
                progress = true;
            }
        }
        while (std::size_t(c.in.size()) < kTunnelBufferCap && (!d->blockedOp || d->blockedOp == &c.in)) {
            if (socketRead && d->blockedOp != &c.in) {
                // (Not libssh2_poll_channel_read: it gives up at the first short packet in the session's
                // queue, such as a keepalive's reply, and would starve every tunnel but one.)
                unsigned long queued = 0;
                libssh2_channel_window_read_ex(c.tunnel, &queued, nullptr);
                if (queued == 0)
                    break;
            }
            const ssize_t n = libssh2_channel_read(c.tunnel, buf, sizeof buf);
            socketRead = true;
            if (n > 0) {
                c.in.append(buf, qsizetype(n));
                d->blockedOp = nullptr;
                progress = true;
                continue;
            }
            if (n == LIBSSH2_ERROR_EAGAIN) {
                d->blockedOp = (libssh2_session_block_directions(d->s) & LIBSSH2_SESSION_BLOCK_OUTBOUND)
                                   ? &c.in
                                   : nullptr;
            } else {
                c.tunnelEof = n < 0 || libssh2_channel_eof(c.tunnel);
                progress |= c.tunnelEof;
            }
            break;
        }
        if (!c.tunnelEof && c.in.isEmpty() && libssh2_channel_eof(c.tunnel)) {
            c.tunnelEof = true;
            progress = true;
        }
    }
    return progress;
}

} // namespace cg::ssh
