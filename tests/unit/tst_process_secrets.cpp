// SPDX-License-Identifier: GPL-3.0-or-later
// The vault passphrase handed over in the environment, taken by a real child process (this test program
// started again): afterwards the kernel's view of its environment block (/proc/PID/environ, what `ps e`
// and any process allowed to read it see) no longer holds the passphrase, the variable is unset, the
// value read is intact; and the process refuses core dumps.
#include "secrets/process_secrets.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QtTest>

#include <cstdio>
#include <cstdlib>

#include <sys/prctl.h>
#include <unistd.h>

namespace {

const char kChild[] = "--child-take-passphrase";
const QByteArray kPassphrase = "correct horse battery staple 7f3a";

// The child: takes the passphrase, says what it read and whether it may dump core, then waits for its
// stdin to close so that the parent can look at it.
int child()
{
    const QByteArray taken = cg::secrets::takeVaultPassphrase();
    const bool refused = cg::secrets::refuseCoreDumps();
    std::printf("%d\n%s\n%d\n%d\n", int(::getpid()), taken.toHex().constData(),
                std::getenv(cg::secrets::kVaultPassphraseVariable) != nullptr ? 1 : 0,
                refused && ::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) == 0 ? 1 : 0);
    std::fflush(stdout);
    char buf[16];
    while (std::fread(buf, 1, sizeof buf, stdin) > 0) {
    }
    return 0;
}

} // namespace

class TestProcessSecrets : public QObject
{
    Q_OBJECT

private slots:
    void passphraseLeavesTheEnvironmentBlock()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(cg::secrets::kVaultPassphraseVariable),
                   QString::fromUtf8(kPassphrase));
        env.insert(QStringLiteral("CG_NEIGHBOUR"), QStringLiteral("kept"));
        p.setProcessEnvironment(env);
        p.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kChild)});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        while (out.count('\n') < 4 && p.waitForReadyRead(30000))
            out += p.readAllStandardOutput();
        const QList<QByteArray> lines = out.split('\n');
        QVERIFY2(lines.size() >= 4, out.constData());
        const QByteArray pid = lines.at(0);
        // Read while the child runs: root (or a process allowed to trace it) still can, and must find
        // nothing.
        QFile environFile(QStringLiteral("/proc/%1/environ").arg(QString::fromLatin1(pid)));
        const bool readable = environFile.open(QIODevice::ReadOnly);
        const QByteArray block = readable ? environFile.readAll() : QByteArray();
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(30000));

        QCOMPARE(QByteArray::fromHex(lines.at(1)), kPassphrase); // read intact
        QCOMPARE(lines.at(2), QByteArray("0"));                  // unset
        QCOMPARE(lines.at(3), QByteArray("1"));                  // no core dumps
        if (!readable)
            QSKIP("this user may not read the child's /proc/PID/environ (not root)");
        QVERIFY(!block.isEmpty());
        QVERIFY(block.contains("CG_NEIGHBOUR=kept")); // the block is the child's, and the rest is untouched
        QVERIFY2(!block.contains(kPassphrase), "the passphrase is still in /proc/PID/environ");
        QVERIFY(!block.contains("staple"));
    }

    void absentIsEmpty()
    {
        QVERIFY(cg::secrets::takeEnvironmentSecret("CG_TEST_NOT_SET_ANYWHERE").isEmpty());
    }
};

int main(int argc, char *argv[])
{
    if (argc > 1 && qstrcmp(argv[1], kChild) == 0)
        return child();
    QCoreApplication app(argc, argv);
    TestProcessSecrets test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_process_secrets.moc"
