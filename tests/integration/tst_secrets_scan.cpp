// SPDX-License-Identifier: GPL-3.0-or-later
// The whole credential story against real parts: gnome-keyring on a private session bus (run under
// with_keyring.sh), OpenSSH servers in network namespaces (netlab, needs root) and the real CLI and
// console. A password and a key passphrase are stored, SSH logs in with them (no person could have typed
// them: there is no terminal), the password is rotated, the console asks once and remembers a typed
// password, everything is deleted; then the secret bytes must appear in none of the files ClusterGate
// wrote, its logs, the audit events or any output.
#include "main/main_window.h"
#include "netlab/netlab.h"
#include "services/console.h"
#include "ssh/connection_hub.h"
#include "ssh/secret_prompt_dialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QDirIterator>
#include <QLineEdit>
#include <QMutex>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace cg;

namespace {

QMutex g_logMutex;
QByteArray g_log; // every message this process logged, debug included
QtMessageHandler g_previous = nullptr;

void captureLog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    {
        QMutexLocker lock(&g_logMutex);
        g_log += message.toUtf8() + '\n';
    }
    if (type != QtDebugMsg && g_previous)
        g_previous(type, context, message);
}

struct AuditCapture : ssh::AuditSink
{
    QMutex mutex;
    QByteArray text;
    void remoteCommand(const ssh::RemoteCommandRecord &r) override
    {
        QMutexLocker lock(&mutex);
        text += r.host.toUtf8() + ' ' + r.user.toUtf8() + ' ' + r.command + ' ' +
                QByteArray::number(r.exitStatus) + ' ' + r.error.toUtf8() + '\n';
    }
};

} // namespace

class TestSecretsScan : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    Cli cli(const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("clustergate.*.debug=true"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        p.write(input);
        p.closeWriteChannel();
        p.waitForFinished(120000);
        Cli r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
              p.readAllStandardError()};
        m_outputs += r.out + r.err;
        return r;
    }

    QString passwordHost() const
    {
        return QStringLiteral("root@%1:%2").arg(m_lab.value("BASTION1"), m_lab.value("PASSWORD_PORT"));
    }

    QStringList sshArgs(const QStringList &extra) const
    {
        return QStringList{QStringLiteral("ssh"), QStringLiteral("exec"), QStringLiteral("--no-agent"),
                           QStringLiteral("--known-hosts"), m_lab.file(QStringLiteral("known_hosts"))} +
               extra;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("secrets scan SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        m_password = m_lab.value("PASSWORD").toUtf8();
        m_passphrase = "correct horse";
        QVERIFY(!m_password.isEmpty());
        QLoggingCategory::setFilterRules(QStringLiteral("clustergate.*.debug=true"));
        g_previous = qInstallMessageHandler(captureLog);
    }

    void cleanupTestCase()
    {
        qInstallMessageHandler(g_previous);
        m_lab.down();
    }

    // Stored secrets answer the prompts; rotation keeps them working; without the keychain nothing does.
    void cliLogsInWithStoredSecrets()
    {
        const QString key = QFileInfo(m_lab.file(QStringLiteral("id_ed25519_pass"))).absoluteFilePath();
        Cli r = cli({QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("bastion-pw"),
                     QStringLiteral("--kind"), QStringLiteral("password"), QStringLiteral("--used-by"),
                     QStringLiteral("ssh:") + passwordHost()},
                    m_password);
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("node-key-pp"),
                 QStringLiteral("--kind"), QStringLiteral("key-passphrase"), QStringLiteral("--used-by"),
                 QStringLiteral("key:") + key},
                m_passphrase);
        QVERIFY2(r.code == 0, r.err.constData());

        r = cli(
            sshArgs({passwordHost(), QStringLiteral("--"), QStringLiteral("echo"), QStringLiteral("pw-ok")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("pw-ok\n"));
        // Both hops ask for the key's passphrase; both are answered from the keychain.
        r = cli(sshArgs({QStringLiteral("--identity"), key, QStringLiteral("--jump"),
                         QStringLiteral("root@") + m_lab.value("BASTION1"),
                         QStringLiteral("root@") + m_lab.value("NODE"), QStringLiteral("--"),
                         QStringLiteral("echo"), QStringLiteral("key-ok")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("key-ok\n"));

        // Without the keychain there is nobody to answer: the password bastion refuses.
        r = cli(sshArgs(
            {QStringLiteral("--no-keychain"), passwordHost(), QStringLiteral("--"), QStringLiteral("true")}));
        QCOMPARE(r.code, 255);

        r = cli({QStringLiteral("secrets"), QStringLiteral("list")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QByteArray> rows = r.out.split('\n');
        for (const QByteArray &row : rows) {
            if (row.startsWith("bastion-pw ") || row.startsWith("node-key-pp "))
                QVERIFY2(!row.contains("never"), row.constData()); // last used is recorded
        }

        r = cli({QStringLiteral("secrets"), QStringLiteral("rotate"), QStringLiteral("bastion-pw"),
                 QStringLiteral("bastion-pw-2")},
                m_password);
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli(sshArgs(
            {passwordHost(), QStringLiteral("--"), QStringLiteral("echo"), QStringLiteral("rotated")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("rotated\n"));
        r = cli({QStringLiteral("secrets"), QStringLiteral("delete"), QStringLiteral("bastion-pw-2")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    // The console: asked once (the dialog offers to remember), then answered from the keychain.
    void consoleRemembersATypedPassword()
    {
        auto *console = new services::Console;
        console->open();
        QSignalSpy checked(console, &services::Console::keychainChecked);
        QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty(), 20000);
        QVERIFY2(checked.first().at(0).toBool(), qPrintable(checked.first().at(1).toString()));
        auto *window = new ui::MainWindow(console);

        int dialogs = 0;
        QTimer answerer;
        answerer.setInterval(50);
        connect(&answerer, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<ui::SecretPromptDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            ++dialogs;
            dialog->findChild<QLineEdit *>()->setText(QString::fromUtf8(m_password));
            dialog->findChild<QCheckBox *>()->setChecked(true);
            dialog->accept();
        });
        answerer.start();

        ssh::ChainPlan plan;
        plan.target.host = m_lab.value("BASTION1");
        plan.target.port = quint16(m_lab.value("PASSWORD_PORT").toUInt());
        plan.target.user = QStringLiteral("root");
        ssh::SessionOptions base;
        base.knownHostsFile = m_lab.file(QStringLiteral("known_hosts"));
        base.useAgent = false;
        QSignalSpy done(&console->ssh(), &ssh::SshService::finished);
        QSignalSpy remembered(console, &services::Console::rememberFinished);
        QSignalSpy fromStore(&console->ssh(), &ssh::SshService::answeredFromStore);
        console->ssh().exec(plan, base, "echo first");
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 30000);
        QCOMPARE(done.first().at(1).toInt(), 0);
        QCOMPARE(dialogs, 1);
        QTRY_COMPARE_WITH_TIMEOUT(remembered.size(), 1, 20000);
        QVERIFY2(remembered.first().at(0).toBool(), qPrintable(remembered.first().at(1).toString()));

        done.clear();
        // A new login: the hub keeps the first session pooled, so let it close when idle, and forget what was
        // typed this session (as a new console would not know it): the keychain must answer.
        console->ssh().hub().setIdleTimeoutMs(200);
        QTRY_COMPARE_WITH_TIMEOUT(console->ssh().hub().stats().sessions, 0, 20000);
        console->ssh().hub().auth().forgetAnswers();
        console->ssh().setRetryPolicy(ssh::RetryPolicy{1, 100, 100});
        base.timeoutMs = 20000;
        ssh::ChainPlan again = plan;
        again.target.label = QStringLiteral("again");
        console->ssh().exec(again, base, "echo second");
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 30000);
        QCOMPARE(done.first().at(1).toInt(), 0);
        QCOMPARE(dialogs, 1); // not asked again
        QCOMPARE(fromStore.size(), 1);
        const QString id = fromStore.first().at(0).toString();
        QVERIFY(id.startsWith(QStringLiteral("ssh-password-root@")));
        answerer.stop();

        window->close();
        delete window;
        // Every remote command the console ran is in its tamper-evident audit log, which verifies.
        QVERIFY(console->auditLog());
        console->auditSink()->flush();
        ledger::AuditQuery q;
        q.text = QStringLiteral("echo second");
        const auto rows = console->auditLog()->rows(q);
        QVERIFY2(rows.ok() && rows->size() == 1, rows.ok() ? "no audit row" : qPrintable(rows.error()));
        for (const ledger::AuditRow &row : rows.value()) {
            QMutexLocker lock(&m_audit.mutex);
            m_audit.text += row.actor.toUtf8() + ' ' + row.action.toUtf8() + ' ' + row.subject.toUtf8() +
                            ' ' + row.details.toUtf8() + '\n';
        }
        QVERIFY(console->auditLog()->verify().intact);
        // The scan reads the database while it is open, so the WAL is still there to be read.
        m_console = console;
        Cli r = cli({QStringLiteral("secrets"), QStringLiteral("delete"), id});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("secrets"), QStringLiteral("delete"), QStringLiteral("node-key-pp")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("secrets"), QStringLiteral("list")});
        QVERIFY2(r.out.contains("No credentials."), r.out.constData());
    }

    void secretBytesAreNowhere()
    {
        QList<std::pair<QString, QByteArray>> haystacks;
        QDirIterator it(m_home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int files = 0;
        bool sawWal = false;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            haystacks.append({path, f.readAll()});
            ++files;
            sawWal |= path.endsWith(QLatin1String("-wal"));
        }
        QVERIFY2(files >= 2, "the database and the settings file");
        QVERIFY2(sawWal, "the database's write-ahead log is scanned too");
        QVERIFY(!m_outputs.isEmpty());
        haystacks.append({QStringLiteral("CLI stdout and stderr"), m_outputs});
        {
            QMutexLocker lock(&g_logMutex);
            QVERIFY(g_log.contains("answered")); // debug logging was on
            haystacks.append({QStringLiteral("this process's log"), g_log});
        }
        {
            QMutexLocker lock(&m_audit.mutex);
            QVERIFY(m_audit.text.contains("echo second"));
            haystacks.append({QStringLiteral("audit events"), m_audit.text});
        }
        for (const QByteArray &secret : {m_password, m_passphrase}) {
            const QList<QByteArray> needles{
                secret, secret.toBase64(), secret.toHex(),
                QByteArray(reinterpret_cast<const char *>(QString::fromUtf8(secret).utf16()),
                           secret.size() * 2)};
            for (const auto &[where, bytes] : std::as_const(haystacks)) {
                for (const QByteArray &needle : needles)
                    QVERIFY2(!bytes.contains(needle),
                             qPrintable(QStringLiteral("a secret is in %1").arg(where)));
            }
        }
        delete m_console;
        m_console = nullptr;
    }

private:
    test::NetLab m_lab;
    QTemporaryDir m_home;
    QByteArray m_password;
    QByteArray m_passphrase;
    QByteArray m_outputs;
    AuditCapture m_audit;
    services::Console *m_console = nullptr;
};

QTEST_MAIN(TestSecretsScan)
#include "tst_secrets_scan.moc"
