// SPDX-License-Identifier: GPL-3.0-or-later
// CredentialStore against a real Secret Service (gnome-keyring on a private session bus, started by
// with_keyring.sh): round trips checked with secret-tool, deletion, and the clear, quick errors for no
// session bus, no Secret Service on the bus, and a locked keyring.
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

using namespace cg::secrets;

namespace {

const QByteArray kSecret = QByteArray("kc-\x00\x01\xff-", 8) + QUuid::createUuid().toByteArray(QUuid::Id128);

struct Tool
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Tool secretTool(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral("secret-tool"), args);
    Tool t;
    if (!p.waitForFinished(15000)) {
        p.kill();
        p.waitForFinished();
        return t;
    }
    t.code = p.exitCode();
    t.out = p.readAllStandardOutput();
    t.err = p.readAllStandardError();
    return t;
}

Tool lookup(const QString &id)
{
    return secretTool({QStringLiteral("lookup"), QStringLiteral("server"), QStringLiteral("ClusterGate"),
                       QStringLiteral("user"), id});
}

int itemCount(const QString &id)
{
    const Tool t = secretTool({QStringLiteral("search"), QStringLiteral("--all"), QStringLiteral("server"),
                               QStringLiteral("ClusterGate"), QStringLiteral("user"), id});
    const QByteArray all = t.out + t.err;
    return int(all.count("\n[/") + all.startsWith("[/"));
}

// A loopback port nothing listens on.
quint16 closedPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    ::bind(fd, reinterpret_cast<sockaddr *>(&a), len);
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len);
    ::close(fd);
    return ntohs(a.sin_port);
}

// A unix socket that accepts connections (into its backlog) and never says a word.
class SilentListener
{
public:
    explicit SilentListener(const QString &path)
    {
        m_fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        const QByteArray p = QFile::encodeName(path);
        std::memcpy(a.sun_path, p.constData(), std::size_t(qMin<qsizetype>(p.size(), sizeof a.sun_path - 1)));
        m_ok = ::bind(m_fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 && ::listen(m_fd, 16) == 0;
    }
    ~SilentListener() { ::close(m_fd); }
    SilentListener(const SilentListener &) = delete;
    SilentListener &operator=(const SilentListener &) = delete;
    bool ok() const { return m_ok; }

private:
    int m_fd = -1;
    bool m_ok = false;
};

// Processes this one started (to prove nothing was autolaunched).
QStringList childProcesses()
{
    QStringList out;
    const QString self = QString::number(::getpid());
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        const QList<QByteArray> fields = line.mid(close + 2).split(' ');
        if (fields.value(1) == self.toLatin1())
            out << QString::fromLatin1(line.mid(line.indexOf('(') + 1, close - line.indexOf('(') - 1));
    }
    return out;
}

class EnvGuard
{
public:
    EnvGuard()
    {
        for (const char *name : {"DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "DISPLAY", "WAYLAND_DISPLAY"})
            m_saved.append({name, qEnvironmentVariableIsSet(name), qgetenv(name)});
    }
    ~EnvGuard()
    {
        for (const auto &[name, set, value] : m_saved) {
            if (set)
                qputenv(name, value);
            else
                qunsetenv(name);
        }
    }

private:
    struct Saved
    {
        const char *name;
        bool set;
        QByteArray value;
    };
    QList<Saved> m_saved;
};

std::unique_ptr<CredentialStore> keychain(int timeoutMs = 8000)
{
    auto store = std::make_unique<CredentialStore>(std::make_unique<KeychainBackend>());
    store->setTimeout(std::chrono::milliseconds(timeoutMs));
    return store;
}

} // namespace

class TestSecretsKeychain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Never against a person's own keyring: only inside with_keyring.sh's private session.
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") ||
            !qEnvironmentVariable("HOME").contains(QLatin1String("clustergate-keyring")))
            QFAIL("run this test through tests/integration/with_keyring.sh (ctest does)");
        if (QStandardPaths::findExecutable(QStringLiteral("secret-tool")).isEmpty())
            QFAIL("secret-tool is missing: install libsecret-tools");
        QVERIFY(qEnvironmentVariableIsEmpty("DISPLAY"));
    }

    void checkNamesTheSecretService()
    {
        auto store = keychain();
        const BackendStatus st = store->checkBackend();
        QVERIFY2(st.available, qPrintable(st.error));
        QVERIFY2(st.backend.contains(QLatin1String("Secret Service (gnome-keyring")), qPrintable(st.backend));
        QVERIFY2(st.detail.contains(QLatin1String("is unlocked")), qPrintable(st.detail));
        QCOMPARE(store->storeName(), QStringLiteral("keychain"));
    }

    void roundTripThroughTheRealKeyring()
    {
        auto store = keychain();
        const QString id = QStringLiteral("it.roundtrip");
        const SecretStatus w =
            store->writeSecret({id, CredentialKind::Password, QStringLiteral("test")}, kSecret);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        const auto r = store->readSecret(id);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.value(), kSecret);

        // The item really is in the keyring, under service ClusterGate and key = id (stored base64, so
        // any bytes survive).
        Tool t = lookup(id);
        QCOMPARE(t.code, 0);
        QCOMPARE(QByteArray::fromBase64(t.out.trimmed()), kSecret);
        QCOMPARE(itemCount(id), 1);

        // Replacing keeps one item.
        QVERIFY(store->writeSecret({id, CredentialKind::Password, {}}, "second").ok());
        QCOMPARE(store->readSecret(id).value(), QByteArray("second"));
        QCOMPARE(QByteArray::fromBase64(lookup(id).out.trimmed()), QByteArray("second"));
        QCOMPARE(itemCount(id), 1);

        // Asynchronously too, answered on this thread.
        QObject context;
        QByteArray got;
        store->read(id, &context,
                    [&](SecretResult<QByteArray> res) { got = res.ok() ? res.value() : "failed"; });
        QTRY_COMPARE_WITH_TIMEOUT(got, QByteArray("second"), 8000);

        // An item written by another program under the same names reads back too.
        QProcess tool;
        tool.start(QStringLiteral("secret-tool"),
                   {QStringLiteral("store"), QStringLiteral("--label=x"), QStringLiteral("server"),
                    QStringLiteral("ClusterGate"), QStringLiteral("user"), QStringLiteral("it.foreign"),
                    QStringLiteral("type"), QStringLiteral("plaintext")});
        tool.write("typed-by-hand");
        tool.closeWriteChannel();
        QVERIFY(tool.waitForFinished(10000) && tool.exitCode() == 0);
        QCOMPARE(store->readSecret(QStringLiteral("it.foreign")).value(), QByteArray("typed-by-hand"));
        QVERIFY(store->removeSecret(QStringLiteral("it.foreign")).ok());
    }

    void deleteReallyDeletes()
    {
        auto store = keychain();
        const QString id = QStringLiteral("it.delete");
        QVERIFY(store->writeSecret({id, CredentialKind::ApiToken, {}}, kSecret).ok());
        QCOMPARE(lookup(id).code, 0);
        const SecretStatus st = store->removeSecret(id);
        QVERIFY2(st.ok(), qPrintable(st.error()));
        const Tool t = lookup(id);
        QVERIFY(t.code != 0);
        QVERIFY(t.out.isEmpty());
        QCOMPARE(itemCount(id), 0);
        QCOMPARE(store->readSecret(id).code(), SecretError::NotFound);
        const SecretStatus again = store->removeSecret(id);
        QCOMPARE(again.code(), SecretError::NotFound);
        QVERIFY(again.error().contains(id));
    }

    void noSessionBusIsAClearQuickError_data()
    {
        QTest::addColumn<QString>("address"); // "" = unset
        QTest::addColumn<QString>("says");
        QTest::newRow("unset, with a DISPLAY that could autolaunch")
            << QString() << QStringLiteral("There is no D-Bus session bus");
        QTest::newRow("socket does not exist") << QStringLiteral("unix:path=/nonexistent/clustergate/bus")
                                               << QStringLiteral("cannot be reached");
        QTest::newRow("connection refused")
            << QStringLiteral("tcp:host=127.0.0.1,port=%PORT%") << QStringLiteral("cannot be reached");
        QTest::newRow("silent listener")
            << QStringLiteral("unix:path=%SILENT%") << QStringLiteral("does not answer like a D-Bus daemon");
        QTest::newRow("autolaunch") << QStringLiteral("autolaunch:")
                                    << QStringLiteral("autolaunch is never used");
    }

    void noSessionBusIsAClearQuickError()
    {
        QFETCH(QString, address);
        QFETCH(QString, says);
        QTemporaryDir scratch;
        // A port nothing listens on, and a unix socket that accepts but never speaks.
        const quint16 freePort = closedPort();
        const QString silentPath = scratch.filePath(QStringLiteral("silent"));
        SilentListener silent(silentPath);
        QVERIFY(silent.ok());
        address.replace(QLatin1String("%PORT%"), QString::number(freePort));
        address.replace(QLatin1String("%SILENT%"), silentPath);

        EnvGuard env;
        if (address.isEmpty())
            qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        else
            qputenv("DBUS_SESSION_BUS_ADDRESS", address.toUtf8());
        qputenv("XDG_RUNTIME_DIR", scratch.path().toUtf8()); // no bus socket there
        qputenv("DISPLAY", ":99");                           // nothing is ever launched for it

        const int limitMs = 4000;
        auto store = keychain(limitMs);
        QElapsedTimer t;
        t.start();
        const SecretStatus w =
            store->writeSecret({QStringLiteral("it.nobus"), CredentialKind::Password, {}}, kSecret);
        const qint64 elapsed = t.elapsed();
        QCOMPARE(w.code(), SecretError::NoSessionBus);
        QVERIFY2(w.error().contains(says), qPrintable(w.error()));
        QVERIFY2(w.error().contains(QLatin1String("--vault")), qPrintable(w.error()));
        QVERIFY2(elapsed < limitMs, QByteArray::number(elapsed));
        QCOMPARE(store->readSecret(QStringLiteral("it.nobus")).code(), SecretError::NoSessionBus);
        const BackendStatus st = store->checkBackend();
        QVERIFY(!st.available);
        QCOMPARE(st.code, SecretError::NoSessionBus);
        QVERIFY2(childProcesses().isEmpty(), qPrintable(childProcesses().join(QStringLiteral(", "))));
    }

    void noSecretServiceOnTheBus()
    {
        // A bus of our own with no service files: nothing owns or can start org.freedesktop.secrets.
        QTemporaryDir scratch;
        const QString config = scratch.filePath(QStringLiteral("bus.conf"));
        {
            QFile f(config);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                    " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                    "<busconfig><type>session</type><listen>unix:dir=" +
                    scratch.path().toUtf8() +
                    "</listen><auth>EXTERNAL</auth>"
                    "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                    "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>\n");
        }
        QProcess daemon;
        daemon.start(QStringLiteral("dbus-daemon"),
                     {QStringLiteral("--config-file=") + config, QStringLiteral("--nofork"),
                      QStringLiteral("--print-address=1")});
        QVERIFY(daemon.waitForStarted(5000));
        QTRY_VERIFY_WITH_TIMEOUT(daemon.canReadLine(), 5000);
        const QByteArray address = daemon.readLine().trimmed();

        {
            EnvGuard env;
            qputenv("DBUS_SESSION_BUS_ADDRESS", address);
            const int limitMs = 4000;
            auto store = keychain(limitMs);
            QElapsedTimer t;
            t.start();
            const SecretStatus w =
                store->writeSecret({QStringLiteral("it.noservice"), CredentialKind::Password, {}}, kSecret);
            QVERIFY(t.elapsed() < limitMs);
            QCOMPARE(w.code(), SecretError::NoSecretService);
            QVERIFY2(w.error().contains(QLatin1String("No Secret Service")), qPrintable(w.error()));
            QVERIFY2(w.error().contains(QLatin1String("gnome-keyring")), qPrintable(w.error()));
            const BackendStatus st = store->checkBackend();
            QCOMPARE(st.code, SecretError::NoSecretService);
        }
        daemon.terminate();
        daemon.waitForFinished(5000);
    }

    // Last: the keyring stays locked (unlocking needs a dialog).
    void lockedKeyringIsAClearQuickError()
    {
        auto store = keychain(6000);
        const QString id = QStringLiteral("it.locked");
        QVERIFY(store->writeSecret({id, CredentialKind::Password, {}}, kSecret).ok());

        QDBusConnection bus = QDBusConnection::sessionBus();
        QDBusMessage lock = QDBusMessage::createMethodCall(
            QStringLiteral("org.freedesktop.secrets"), QStringLiteral("/org/freedesktop/secrets"),
            QStringLiteral("org.freedesktop.Secret.Service"), QStringLiteral("Lock"));
        lock.setArguments({QVariant::fromValue(QList<QDBusObjectPath>{
            QDBusObjectPath(QStringLiteral("/org/freedesktop/secrets/collection/login"))})});
        const QDBusMessage reply = bus.call(lock, QDBus::Block, 5000);
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));

        const BackendStatus st = store->checkBackend();
        QVERIFY(!st.available);
        QCOMPARE(st.code, SecretError::Locked);
        QVERIFY2(st.detail.contains(QLatin1String("is locked")), qPrintable(st.detail));

        // No display: refused before QtKeychain is asked, so no dialog is even attempted.
        QElapsedTimer t;
        t.start();
        SecretStatus w =
            store->writeSecret({QStringLiteral("it.locked2"), CredentialKind::Password, {}}, kSecret);
        QCOMPARE(w.code(), SecretError::Locked);
        QVERIFY2(w.error().contains(QLatin1String("\"Login\"")) ||
                     w.error().contains(QLatin1String("\"login\"")),
                 qPrintable(w.error()));
        QVERIFY2(w.error().contains(QLatin1String("is locked")), qPrintable(w.error()));
        auto r = store->readSecret(id);
        QCOMPARE(r.code(), SecretError::Locked);
        QVERIFY(t.elapsed() < 6000);

        // With a display the keyring is asked and tries its unlock dialog; the dialog cannot appear here
        // (the keyring's own session has no display), so the answer is a quick "locked, not unlocked".
        EnvGuard env;
        qputenv("DISPLAY", ":99");
        t.restart();
        w = store->writeSecret({QStringLiteral("it.locked2"), CredentialKind::Password, {}}, kSecret);
        QCOMPARE(w.code(), SecretError::Locked);
        QVERIFY2(w.error().contains(QLatin1String("is locked and was not unlocked")), qPrintable(w.error()));
        r = store->readSecret(id);
        QCOMPARE(r.code(), SecretError::Locked);
        QVERIFY2(t.elapsed() < 6000, QByteArray::number(t.elapsed()));
        QCOMPARE(store->removeSecret(id).code(), SecretError::Locked);
    }
};

QTEST_GUILESS_MAIN(TestSecretsKeychain)
#include "tst_secrets_keychain.moc"
