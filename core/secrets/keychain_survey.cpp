// SPDX-License-Identifier: GPL-3.0-or-later
// KeychainBackend::survey: what is on the session bus before QtKeychain is asked anything. Every D-Bus
// call here has its own time limit, on a private connection to the address the probe verified.
#include "secrets/keychain_backend.h"

#include "secrets/session_bus.h"

#include <QAtomicInt>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusVariant>
#include <QFile>

namespace cg::secrets {

namespace {

const QString kSecretsName = QStringLiteral("org.freedesktop.secrets");
const QString kSecretsPath = QStringLiteral("/org/freedesktop/secrets");
const QString kDbusName = QStringLiteral("org.freedesktop.DBus");

int callTimeoutMs(const QDeadlineTimer &deadline)
{
    const qint64 left = deadline.remainingTime();
    if (left < 0)
        return 25000;
    return int(qBound(qint64(1), left, qint64(25000)));
}

QDeadlineTimer shorter(const QDeadlineTimer &deadline, qint64 maxMs)
{
    const qint64 left = deadline.remainingTime();
    if (left < 0 || left > maxMs)
        return QDeadlineTimer(maxMs);
    return deadline;
}

QDBusMessage busCall(QDBusConnection &bus, const QString &service, const QString &path, const QString &iface,
                     const QString &method, const QVariantList &args, const QDeadlineTimer &deadline)
{
    QDBusMessage msg = QDBusMessage::createMethodCall(service, path, iface, method);
    msg.setArguments(args);
    return bus.call(msg, QDBus::Block, callTimeoutMs(deadline));
}

bool isTimeout(const QDBusMessage &reply)
{
    return reply.type() == QDBusMessage::ErrorMessage &&
           (reply.errorName() == QLatin1String("org.freedesktop.DBus.Error.NoReply") ||
            reply.errorName() == QLatin1String("org.freedesktop.DBus.Error.Timeout"));
}

// Owned now, or started on demand by the bus.
bool nameAvailable(QDBusConnection &bus, const QString &name, const QDeadlineTimer &deadline, bool *owned,
                   QDBusMessage *failure)
{
    const QDBusMessage has = busCall(bus, kDbusName, QStringLiteral("/org/freedesktop/DBus"), kDbusName,
                                     QStringLiteral("NameHasOwner"), {name}, deadline);
    if (has.type() != QDBusMessage::ReplyMessage) {
        *failure = has;
        return false;
    }
    *owned = has.arguments().value(0).toBool();
    if (*owned)
        return true;
    const QDBusMessage act = busCall(bus, kDbusName, QStringLiteral("/org/freedesktop/DBus"), kDbusName,
                                     QStringLiteral("ListActivatableNames"), {}, deadline);
    if (act.type() != QDBusMessage::ReplyMessage) {
        *failure = act;
        return false;
    }
    return act.arguments().value(0).toStringList().contains(name);
}

// "gnome-keyring-daemon", "kwalletd6", "keepassxc": the program that owns a name, when it can be told.
QString ownerProgram(QDBusConnection &bus, const QString &name, const QDeadlineTimer &deadline)
{
    const QDBusMessage pid = busCall(bus, kDbusName, QStringLiteral("/org/freedesktop/DBus"), kDbusName,
                                     QStringLiteral("GetConnectionUnixProcessID"), {name}, deadline);
    if (pid.type() != QDBusMessage::ReplyMessage)
        return {};
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid.arguments().value(0).toUInt()));
    if (!cmdline.open(QIODevice::ReadOnly))
        return {};
    const QByteArray argv0 = cmdline.read(4096).split('\0').value(0);
    return QString::fromLocal8Bit(argv0.mid(argv0.lastIndexOf('/') + 1));
}

QVariant property(QDBusConnection &bus, const QString &path, const QString &iface, const QString &name,
                  const QDeadlineTimer &deadline, QDBusMessage *failure)
{
    const QDBusMessage reply =
        busCall(bus, kSecretsName, path, QStringLiteral("org.freedesktop.DBus.Properties"),
                QStringLiteral("Get"), {iface, name}, deadline);
    if (reply.type() != QDBusMessage::ReplyMessage) {
        *failure = reply;
        return {};
    }
    return reply.arguments().value(0).value<QDBusVariant>().variant();
}

bool kdeDesktop()
{
    return qEnvironmentVariable("XDG_CURRENT_DESKTOP").contains(QLatin1String("KDE")) ||
           qEnvironmentVariable("DESKTOP_SESSION").startsWith(QLatin1String("kde")) ||
           qEnvironmentVariableIsSet("KDE_FULL_SESSION");
}

QAtomicInt g_connectionSerial;

class BusConnection
{
public:
    explicit BusConnection(const QString &address)
        : m_name(QStringLiteral("clustergate-secrets-%1").arg(g_connectionSerial.fetchAndAddRelaxed(1))),
          m_bus(QDBusConnection::connectToBus(address, m_name))
    {
    }
    ~BusConnection() { QDBusConnection::disconnectFromBus(m_name); }
    BusConnection(const BusConnection &) = delete;
    BusConnection &operator=(const BusConnection &) = delete;
    QDBusConnection &bus() { return m_bus; }

private:
    QString m_name;
    QDBusConnection m_bus;
};

} // namespace

KeychainBackend::Survey KeychainBackend::survey(QDeadlineTimer deadline)
{
    Survey s;
    s.canPrompt = qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
    // Half the time (at most 3 s) to find the bus: a bus that slow is broken, and the rest is left for
    // the keychain itself.
    const qint64 left = deadline.remainingTime();
    const SessionBusProbe probe =
        SessionBus::probe(shorter(deadline, left < 0 ? 3000 : qMin<qint64>(left / 2, 3000)));
    s.busAddress = probe.address;
    if (!probe.reachable) {
        s.code = SecretError::NoSessionBus;
        s.error = probe.problem;
        return s;
    }
    BusConnection conn(probe.address);
    QDBusConnection &bus = conn.bus();
    if (!bus.isConnected()) {
        s.code = SecretError::NoSessionBus;
        s.error = tr("The D-Bus session bus at %1 refused the connection (%2).")
                      .arg(probe.address, bus.lastError().message()) +
                  QLatin1Char(' ') + SessionBus::advice();
        return s;
    }
    auto busFailure = [&](const QDBusMessage &reply) {
        s.code = isTimeout(reply) ? SecretError::Timeout : SecretError::Backend;
        s.error = tr("Asking the D-Bus session bus about the keychain failed: %1 (%2).")
                      .arg(reply.errorMessage(), reply.errorName());
        return s;
    };

    QDBusMessage failure;
    bool owned = false;
    if (kdeDesktop()) {
        for (const QString &wallet :
             {QStringLiteral("org.kde.kwalletd6"), QStringLiteral("org.kde.kwalletd5")}) {
            if (nameAvailable(bus, wallet, deadline, &owned, &failure)) {
                s.kwallet = true;
                s.backend = tr("KWallet (%1)").arg(wallet.section(QLatin1Char('.'), -1));
                s.hasDefault = true;
                return s;
            }
            if (failure.type() == QDBusMessage::ErrorMessage)
                return busFailure(failure);
        }
    }
    if (!nameAvailable(bus, kSecretsName, deadline, &owned, &failure)) {
        if (failure.type() == QDBusMessage::ErrorMessage)
            return busFailure(failure);
        s.code = SecretError::NoSecretService;
        s.error = tr("No Secret Service runs on the D-Bus session bus (nothing owns or can start "
                     "org.freedesktop.secrets), so there is no system keychain to keep secrets in. Install "
                     "and start one: gnome-keyring (gnome-keyring-daemon --start --components=secrets), or "
                     "KWallet or KeePassXC with their Secret Service enabled; or keep the secrets in the "
                     "encrypted file vault instead (--vault FILE).");
        return s;
    }
    const QString program = owned ? ownerProgram(bus, kSecretsName, deadline) : QString();
    s.backend = program.isEmpty() ? tr("Secret Service") : tr("Secret Service (%1)").arg(program);

    const QDBusMessage alias =
        busCall(bus, kSecretsName, kSecretsPath, QStringLiteral("org.freedesktop.Secret.Service"),
                QStringLiteral("ReadAlias"), {QStringLiteral("default")}, deadline);
    if (alias.type() != QDBusMessage::ReplyMessage)
        return busFailure(alias);
    const QString path = alias.arguments().value(0).value<QDBusObjectPath>().path();
    s.hasDefault = !path.isEmpty() && path != QLatin1String("/");
    if (!s.hasDefault)
        return s;
    const QString collection = QStringLiteral("org.freedesktop.Secret.Collection");
    const QVariant locked = property(bus, path, collection, QStringLiteral("Locked"), deadline, &failure);
    if (!locked.isValid())
        return busFailure(failure);
    s.locked = locked.toBool();
    s.collection = property(bus, path, collection, QStringLiteral("Label"), deadline, &failure).toString();
    if (s.collection.isEmpty())
        s.collection = path.section(QLatin1Char('/'), -1);
    return s;
}

} // namespace cg::secrets
