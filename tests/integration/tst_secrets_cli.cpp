// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate secrets ...` end to end against a real Secret Service (with_keyring.sh) and the file vault:
// set / list / rotate / delete / check, checked with secret-tool, and a scan proving the secret bytes are
// in none of the files under $CLUSTERGATE_HOME (database, WAL, settings) nor in any output or debug log.
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>
#include <sys/stat.h>

namespace {

QByteArray randomSecret(const char *prefix)
{
    QByteArray bytes(24, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return QByteArray(prefix) + bytes.toHex();
}

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};

} // namespace

class TestSecretsCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    QByteArrayList m_secrets;    // everything that must never show up
    QByteArray m_transcript;     // every byte the CLI printed
    sqlite3 *m_reader = nullptr; // held open so the WAL stays on disk for the scan

    Run cli(const QStringList &args, const QByteArray &stdinBytes = {},
            const std::function<void(QProcessEnvironment &)> &adjust = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("clustergate.*.debug=true"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        if (adjust)
            adjust(env);
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), QStringList{QStringLiteral("secrets")} + args);
        Run r;
        if (!p.waitForStarted(10000))
            return r;
        p.write(stdinBytes);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.ms = t.elapsed();
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        m_transcript += r.out + r.err;
        return r;
    }

    static QByteArray lookup(const QString &id)
    {
        QProcess p;
        p.start(QStringLiteral("secret-tool"), {QStringLiteral("lookup"), QStringLiteral("server"),
                                                QStringLiteral("ClusterGate"), QStringLiteral("user"), id});
        p.waitForFinished(15000);
        return p.exitCode() == 0 ? QByteArray::fromBase64(p.readAllStandardOutput().trimmed()) : QByteArray();
    }

    static QString describe(const Run &r)
    {
        return QString::fromUtf8("exit " + QByteArray::number(r.code) + "\n" + r.out + r.err);
    }

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") ||
            !qEnvironmentVariable("HOME").contains(QLatin1String("clustergate-keyring")))
            QFAIL("run this test through tests/integration/with_keyring.sh (ctest does)");
        if (QStandardPaths::findExecutable(QStringLiteral("secret-tool")).isEmpty())
            QFAIL("secret-tool is missing: install libsecret-tools");
        QCOMPARE(cli({QStringLiteral("list")}).code, 0);
        const QByteArray db = QFile::encodeName(m_home.filePath(QStringLiteral("clustergate.sqlite")));
        QCOMPARE(sqlite3_open_v2(db.constData(), &m_reader, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_exec(m_reader, "SELECT count(*) FROM credentials", nullptr, nullptr, nullptr),
                 SQLITE_OK);
    }

    void cleanupTestCase() { sqlite3_close(m_reader); }

    void checkFindsTheKeychain()
    {
        const Run r = cli({QStringLiteral("check")});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("system keychain: Secret Service (gnome-keyring"), r.out.constData());
        QVERIFY(r.out.contains("unlocked"));
    }

    void setListRotateDelete()
    {
        const QByteArray first = randomSecret("cg-cli-first-");
        const QByteArray second = randomSecret("cg-cli-second-");
        m_secrets << first << second;

        Run r = cli({QStringLiteral("set"), QStringLiteral("bastion-pw"), QStringLiteral("--kind"),
                     QStringLiteral("password"), QStringLiteral("--label"), QStringLiteral("Bastion east"),
                     QStringLiteral("--rotate-days"), QStringLiteral("30"), QStringLiteral("--used-by"),
                     QStringLiteral("ssh:ops@bastion.example:22")},
                    first + '\n');
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains("Stored bastion-pw (password) in the system keychain"));
        QCOMPARE(lookup(QStringLiteral("bastion-pw")), first); // the newline from the pipe was dropped

        r = cli({QStringLiteral("list")});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY(lines.first().startsWith("ID"));
        QVERIFY2(lines.value(1).startsWith("bastion-pw"), r.out.constData());
        for (const char *word :
             {"password", "keychain", "Bastion east", "never", "ssh:ops@bastion.example:22"})
            QVERIFY2(lines.value(1).contains(word), word);
        QVERIFY(lines.value(1).contains(
            QDateTime::currentDateTimeUtc().addDays(30).toString(QStringLiteral("yyyy-MM-dd")).toLatin1()));

        // The same as JSON, metadata only.
        r = cli({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        const QJsonArray listed = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(listed.size(), 1);
        const QJsonObject meta = listed.first().toObject();
        QCOMPARE(meta.value(QStringLiteral("id")).toString(), QStringLiteral("bastion-pw"));
        QCOMPARE(meta.value(QStringLiteral("kind")).toString(), QStringLiteral("password"));
        QCOMPARE(meta.value(QStringLiteral("label")).toString(), QStringLiteral("Bastion east"));
        QVERIFY(meta.value(QStringLiteral("last_used")).isNull());
        QCOMPARE(meta.value(QStringLiteral("used_by")).toArray().first().toString(),
                 QStringLiteral("ssh:ops@bastion.example:22"));
        QVERIFY(!r.out.contains(first));
        QCOMPARE(cli({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")}).code, 2);

        r = cli({QStringLiteral("rotate"), QStringLiteral("bastion-pw"), QStringLiteral("bastion-pw.2")},
                second);
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY(lookup(QStringLiteral("bastion-pw")).isEmpty());
        QCOMPARE(lookup(QStringLiteral("bastion-pw.2")), second);
        r = cli({QStringLiteral("list")});
        QVERIFY(!r.out.contains("bastion-pw "));
        QVERIFY(r.out.contains("bastion-pw.2"));
        QVERIFY(r.out.contains("ssh:ops@bastion.example:22"));
        QVERIFY(r.out.contains("Bastion east"));

        r = cli({QStringLiteral("delete"), QStringLiteral("bastion-pw.2")});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY(lookup(QStringLiteral("bastion-pw.2")).isEmpty());
        r = cli({QStringLiteral("list")});
        QVERIFY(r.out.contains("No credentials."));
        r = cli({QStringLiteral("delete"), QStringLiteral("bastion-pw.2")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("there is no credential bastion-pw.2"));
    }

    void secretsNeverComeFromArguments()
    {
        const QByteArray secret = randomSecret("cg-cli-argv-");
        m_secrets << secret;
        Run r = cli({QStringLiteral("set"), QStringLiteral("x"), QString::fromLatin1(secret),
                     QStringLiteral("--kind"), QStringLiteral("password")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("set"), QStringLiteral("x"), QStringLiteral("--kind"),
                 QStringLiteral("password")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no secret on standard input"), r.err.constData());
        r = cli({QStringLiteral("set"), QStringLiteral("x"), QStringLiteral("--kind"),
                 QStringLiteral("certificate")},
                "x");
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("set"), QStringLiteral("bad id"), QStringLiteral("--kind"),
                 QStringLiteral("password")},
                "x");
        QCOMPARE(r.code, 2);
        QVERIFY(lookup(QStringLiteral("x")).isEmpty());
        QVERIFY(cli({QStringLiteral("list")}).out.contains("No credentials."));
    }

    void vaultEndToEnd()
    {
        const QByteArray secret = randomSecret("cg-cli-vault-");
        const QByteArray passphrase = randomSecret("cg-master-");
        m_secrets << secret << passphrase;
        const QString vault = m_home.filePath(QStringLiteral("vault/secrets.cgv"));
        const auto withPassphrase = [&](const QByteArray &p) {
            return [p](QProcessEnvironment &env) {
                env.insert(QStringLiteral("CLUSTERGATE_VAULT_PASSPHRASE"), QString::fromLatin1(p));
            };
        };
        Run r =
            cli({QStringLiteral("check"), QStringLiteral("--vault"), vault}, {}, withPassphrase(passphrase));
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains("does not exist yet"));

        r = cli({QStringLiteral("set"), QStringLiteral("s3.token"), QStringLiteral("--kind"),
                 QStringLiteral("api-token"), QStringLiteral("--vault"), vault},
                secret, withPassphrase(passphrase));
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains("in the encrypted file vault"));
        QVERIFY(lookup(QStringLiteral("s3.token")).isEmpty()); // not in the keychain
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(vault).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);

        r = cli({QStringLiteral("list")});
        QVERIFY(r.out.contains("s3.token"));
        QVERIFY(r.out.contains("vault"));
        r = cli({QStringLiteral("check"), QStringLiteral("--vault"), vault}, {}, withPassphrase(passphrase));
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains("(entries: 1; the master passphrase opens it)"), r.out.constData());

        r = cli({QStringLiteral("check"), QStringLiteral("--vault"), vault}, {},
                withPassphrase("wrong passphrase"));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("Wrong master passphrase"), r.err.constData());
        r = cli({QStringLiteral("check"), QStringLiteral("--vault"), vault});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("CLUSTERGATE_VAULT_PASSPHRASE"));

        r = cli({QStringLiteral("delete"), QStringLiteral("s3.token")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("add --vault FILE"));
        r = cli({QStringLiteral("delete"), QStringLiteral("s3.token"), QStringLiteral("--vault"), vault}, {},
                withPassphrase(passphrase));
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QVERIFY(cli({QStringLiteral("list")}).out.contains("No credentials."));
    }

    void noSessionBusIsAClearQuickError()
    {
        const QByteArray secret = randomSecret("cg-cli-nobus-");
        m_secrets << secret;
        QTemporaryDir runtime;
        const auto noBus = [&](QProcessEnvironment &env) {
            env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
            env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
            env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":99"));
        };
        Run r = cli({QStringLiteral("check")}, {}, noBus);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("There is no D-Bus session bus"), r.err.constData());
        QVERIFY(r.err.contains("--vault FILE"));
        QVERIFY2(r.ms < 10000, QByteArray::number(r.ms));
        r = cli({QStringLiteral("set"), QStringLiteral("nobus"), QStringLiteral("--kind"),
                 QStringLiteral("password")},
                secret, noBus);
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("There is no D-Bus session bus"));
        QVERIFY(cli({QStringLiteral("list")}).out.contains("No credentials."));

        const auto bogus = [&](QProcessEnvironment &env) {
            env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                       QStringLiteral("unix:path=/nonexistent/bus"));
        };
        r = cli({QStringLiteral("check"), QStringLiteral("--timeout"), QStringLiteral("3")}, {}, bogus);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("cannot be reached"), r.err.constData());
        QVERIFY(r.ms < 3000 + 2000);
    }

    // Last: everything the tests above wrote and printed.
    void secretBytesAppearNowhere()
    {
        QVERIFY(m_secrets.size() >= 6);
        QByteArrayList needles;
        for (const QByteArray &s : std::as_const(m_secrets))
            needles << s << s.toBase64() << s.toHex() << s.mid(4, 24);
        int files = 0;
        QDirIterator it(m_home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray content = f.readAll();
            ++files;
            for (const QByteArray &needle : std::as_const(needles))
                QVERIFY2(!content.contains(needle), qPrintable(path + QStringLiteral(" holds a secret")));
        }
        QVERIFY(QFile::exists(m_home.filePath(QStringLiteral("clustergate.sqlite"))));
        // The write-ahead log holds every transaction since the reader opened the database.
        QVERIFY(QFileInfo(m_home.filePath(QStringLiteral("clustergate.sqlite-wal"))).size() > 0);
        QVERIFY(files >= 3);                                   // the database, its WAL, the vault
        QVERIFY(m_transcript.contains("clustergate.secrets")); // debug logging was on
        for (const QByteArray &needle : std::as_const(needles))
            QVERIFY2(!m_transcript.contains(needle), "a secret was printed");
    }
};

QTEST_GUILESS_MAIN(TestSecretsCli)
#include "tst_secrets_cli.moc"
