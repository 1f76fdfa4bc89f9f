// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/session_bus.h"

#include "common/logging.h"

#include <QFile>
#include <QHash>
#include <QStringList>

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace cg::secrets {

namespace {

struct Entry
{
    QString transport;
    QHash<QString, QString> keys;
};

QString unescape(const QString &value)
{
    QByteArray out;
    const QByteArray in = value.toUtf8();
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (in[i] == '%' && i + 2 < in.size()) {
            bool ok = false;
            const int byte = in.mid(i + 1, 2).toInt(&ok, 16);
            if (ok) {
                out.append(char(byte));
                i += 2;
                continue;
            }
        }
        out.append(in[i]);
    }
    return QString::fromUtf8(out);
}

QList<Entry> parseAddress(const QString &address)
{
    QList<Entry> entries;
    for (const QString &part : address.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        Entry e;
        const qsizetype colon = part.indexOf(QLatin1Char(':'));
        e.transport = colon < 0 ? part : part.left(colon);
        if (colon >= 0) {
            for (const QString &kv : part.mid(colon + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const qsizetype eq = kv.indexOf(QLatin1Char('='));
                if (eq > 0)
                    e.keys.insert(kv.left(eq), unescape(kv.mid(eq + 1)));
            }
        }
        entries.append(e);
    }
    return entries;
}

int remainingMs(const QDeadlineTimer &deadline)
{
    const qint64 ms = deadline.remainingTime();
    if (ms < 0)
        return 60000;
    return int(qMin<qint64>(ms, 60000));
}

class Fd
{
public:
    explicit Fd(int fd) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

// Connects without blocking past the deadline; returns an empty string on success, else why not.
QString connectWithin(int fd, const sockaddr *addr, socklen_t len, const QDeadlineTimer &deadline)
{
    if (::connect(fd, addr, len) == 0)
        return {};
    if (errno != EINPROGRESS && errno != EAGAIN)
        return QString::fromLocal8Bit(std::strerror(errno));
    pollfd p{fd, POLLOUT, 0};
    const int rc = ::poll(&p, 1, remainingMs(deadline));
    if (rc == 0)
        return SessionBus::tr("no connection within the time limit");
    if (rc < 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    int err = 0;
    socklen_t errLen = sizeof err;
    ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &errLen);
    return err == 0 ? QString() : QString::fromLocal8Bit(std::strerror(err));
}

// Sends the first authentication line of the D-Bus protocol and waits for the server's answer: any
// "OK" or "REJECTED" proves a D-Bus daemon listens there. Nothing else is sent; the connection is
// dropped before it is ever authenticated.
QString greet(int fd, const QDeadlineTimer &deadline)
{
    const QByteArray uid = QByteArray::number(qulonglong(::getuid())).toHex();
    const QByteArray hello = QByteArray(1, '\0') + "AUTH EXTERNAL " + uid + "\r\n";
    if (::send(fd, hello.constData(), std::size_t(hello.size()), MSG_NOSIGNAL) != hello.size())
        return SessionBus::tr("the connection was refused (%1)")
            .arg(QString::fromLocal8Bit(std::strerror(errno)));
    QByteArray reply;
    while (!reply.contains("\r\n") && reply.size() < 512) {
        pollfd p{fd, POLLIN, 0};
        const int rc = ::poll(&p, 1, remainingMs(deadline));
        if (rc == 0)
            return SessionBus::tr("something listens there but does not answer like a D-Bus daemon");
        if (rc < 0)
            return QString::fromLocal8Bit(std::strerror(errno));
        char buf[256];
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n == 0)
            return SessionBus::tr("the other end closed the connection without a D-Bus greeting");
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            return QString::fromLocal8Bit(std::strerror(errno));
        }
        reply.append(buf, qsizetype(n));
    }
    if (reply.startsWith("OK ") || reply.startsWith("REJECTED"))
        return {};
    return SessionBus::tr("the other end does not speak D-Bus");
}

QString probeUnix(const Entry &e, const QDeadlineTimer &deadline)
{
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    socklen_t len = 0;
    QByteArray name;
    if (e.keys.contains(QStringLiteral("path"))) {
        name = QFile::encodeName(e.keys.value(QStringLiteral("path")));
        if (name.isEmpty() || std::size_t(name.size()) >= sizeof addr.sun_path)
            return SessionBus::tr("the socket path is empty or too long");
        std::memcpy(addr.sun_path, name.constData(), std::size_t(name.size()));
        len = socklen_t(offsetof(sockaddr_un, sun_path) + std::size_t(name.size()) + 1);
    } else if (e.keys.contains(QStringLiteral("abstract"))) {
        name = e.keys.value(QStringLiteral("abstract")).toUtf8();
        if (name.isEmpty() || std::size_t(name.size()) + 1 > sizeof addr.sun_path)
            return SessionBus::tr("the abstract socket name is empty or too long");
        std::memcpy(addr.sun_path + 1, name.constData(), std::size_t(name.size()));
        len = socklen_t(offsetof(sockaddr_un, sun_path) + 1 + std::size_t(name.size()));
    } else {
        return SessionBus::tr("a unix: address needs path= or abstract= to connect to");
    }
    Fd fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    if (fd.get() < 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    if (QString why = connectWithin(fd.get(), reinterpret_cast<sockaddr *>(&addr), len, deadline);
        !why.isEmpty())
        return why;
    return greet(fd.get(), deadline);
}

QString probeTcp(const Entry &e, const QDeadlineTimer &deadline, bool greetToo)
{
    const QByteArray host = e.keys.value(QStringLiteral("host"), QStringLiteral("localhost")).toUtf8();
    const QByteArray port = e.keys.value(QStringLiteral("port")).toUtf8();
    if (port.isEmpty())
        return SessionBus::tr("a tcp: address needs port=");
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    const QString family = e.keys.value(QStringLiteral("family"));
    hints.ai_family = family == QLatin1String("ipv4")   ? AF_INET
                      : family == QLatin1String("ipv6") ? AF_INET6
                                                        : AF_UNSPEC;
    addrinfo *res = nullptr;
    if (const int rc = ::getaddrinfo(host.constData(), port.constData(), &hints, &res); rc != 0)
        return QString::fromLocal8Bit(::gai_strerror(rc));
    QString why = SessionBus::tr("no address to connect to");
    for (addrinfo *ai = res; ai; ai = ai->ai_next) {
        Fd fd(::socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, ai->ai_protocol));
        if (fd.get() < 0)
            continue;
        why = connectWithin(fd.get(), ai->ai_addr, ai->ai_addrlen, deadline);
        if (why.isEmpty() && greetToo)
            why = greet(fd.get(), deadline);
        if (why.isEmpty())
            break;
    }
    ::freeaddrinfo(res);
    return why;
}

} // namespace

QString SessionBus::address()
{
    const QString env = qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS");
    if (!env.isEmpty())
        return env;
    // libdbus and GLib both look here before they autolaunch.
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty()) {
        const QString path = runtime + QStringLiteral("/bus");
        struct stat st
        {
        };
        if (::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISSOCK(st.st_mode))
            return QStringLiteral("unix:path=") + path;
    }
    return {};
}

QString SessionBus::advice()
{
    return tr("Run ClusterGate in a desktop session (which has a session bus and a keyring), or start "
              "both for a headless shell: dbus-run-session -- sh -c 'gnome-keyring-daemon --unlock "
              "--components=secrets; exec $SHELL'; or keep the secrets in the encrypted file vault "
              "instead (--vault FILE).");
}

SessionBusProbe SessionBus::probe(QDeadlineTimer deadline)
{
    SessionBusProbe result;
    result.address = address();
    if (result.address.isEmpty()) {
        const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
        result.problem =
            tr("There is no D-Bus session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not exist, so "
               "the system keychain (Secret Service) cannot be reached.")
                .arg(runtime.isEmpty() ? tr("XDG_RUNTIME_DIR/bus") : runtime + QStringLiteral("/bus")) +
            QLatin1Char(' ') + advice();
        return result;
    }
    QStringList reasons;
    bool unverifiable = false;
    for (const Entry &e : parseAddress(result.address)) {
        QString why;
        if (e.transport == QLatin1String("unix")) {
            why = probeUnix(e, deadline);
        } else if (e.transport == QLatin1String("tcp")) {
            why = probeTcp(e, deadline, true);
        } else if (e.transport == QLatin1String("nonce-tcp")) {
            why = probeTcp(e, deadline, false); // the server waits for the nonce before it greets
        } else if (e.transport == QLatin1String("autolaunch")) {
            why = tr("autolaunch is never used by ClusterGate");
        } else {
            unverifiable = true; // launchd:, systemd:, unixexec: ... the libraries know these
            continue;
        }
        if (why.isEmpty()) {
            result.reachable = true;
            qCDebug(lcSecrets) << "session bus answers at" << result.address;
            return result;
        }
        reasons << why;
        if (deadline.hasExpired())
            break;
    }
    if (unverifiable && reasons.isEmpty()) {
        result.reachable = true;
        return result;
    }
    result.problem = tr("The D-Bus session bus at %1 cannot be reached (%2), so the system keychain (Secret "
                        "Service) cannot be used.")
                         .arg(result.address, reasons.join(QStringLiteral("; "))) +
                     QLatin1Char(' ') + advice();
    return result;
}

} // namespace cg::secrets
