// SPDX-License-Identifier: GPL-3.0-or-later
// The commands that put and start the agent on a node, run by a real POSIX shell on real files with the
// real agent binary: the per-user directory is created mode 0700; a directory or binary that is not the
// user's own, that others can write, or that is a symbolic link is refused; the binary runs only when its
// SHA-256 is the bundled one's, checked in the same command that runs it.
#include "agent/agent_deploy.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace cg;

namespace {

struct Run
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// As the node's shell runs it: /bin/sh -c, with the cache directory under `home`.
Run sh(const QByteArray &command, const QString &cache)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromUtf8(command)});
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QByteArray sha256Of(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

int modeOf(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

class TestAgentDeploy : public QObject
{
    Q_OBJECT

    // The node's state after a deployment: the per-user directory with the real agent in it.
    QString deployed(const QTemporaryDir &tmp, QByteArray *hash)
    {
        const Run probe = sh(AgentDeployer::probeCommand(), tmp.path());
        if (probe.status != 0)
            return {};
        AgentDeployer::Probe p;
        if (!AgentDeployer::parseProbe(probe.out, &p))
            return {};
        QFile::remove(p.remotePath);
        if (!QFile::copy(QStringLiteral(CLUSTERGATE_AGENT_BINARY), p.remotePath))
            return {};
        ::chmod(QFile::encodeName(p.remotePath).constData(), 0700);
        *hash = sha256Of(p.remotePath);
        return p.remotePath;
    }

private slots:
    void probeCreatesThePrivateDirectory()
    {
        QTemporaryDir tmp;
        const Run probe = sh(AgentDeployer::probeCommand(), tmp.path());
        QVERIFY2(probe.status == 0, probe.err.constData());
        AgentDeployer::Probe p;
        QVERIFY(AgentDeployer::parseProbe(probe.out, &p));
        const QString dir = tmp.filePath(QStringLiteral("clustergate"));
        QCOMPARE(p.remotePath, dir + QStringLiteral("/clustergate-agent"));
        QCOMPARE(p.sha256Hex, QByteArray("-"));
        QCOMPARE(modeOf(dir), 0700);
    }

    void probeRefusesADirectoryOthersCanWrite_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("group-writable") << QStringLiteral("group") << QByteArray("other users can write");
        QTest::newRow("world-writable") << QStringLiteral("world") << QByteArray("other users can write");
        QTest::newRow("symbolic link") << QStringLiteral("link") << QByteArray("symbolic link");
        QTest::newRow("another user's") << QStringLiteral("owner") << QByteArray("belongs to user id");
    }
    void probeRefusesADirectoryOthersCanWrite()
    {
        QFETCH(QString, how);
        QFETCH(QByteArray, said);
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("clustergate"));
        if (how == u"link") {
            QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("elsewhere"))));
            QVERIFY(QFile::link(tmp.filePath(QStringLiteral("elsewhere")), dir));
        } else {
            QVERIFY(QDir().mkpath(dir));
            if (how == u"owner") {
                if (::geteuid() != 0)
                    QSKIP("giving the directory to another user needs root");
                QCOMPARE(::chown(QFile::encodeName(dir).constData(), 65534, 65534), 0);
                QCOMPARE(::chmod(QFile::encodeName(dir).constData(), 0755), 0);
            } else {
                QCOMPARE(::chmod(QFile::encodeName(dir).constData(), how == u"group" ? 0770 : 0707), 0);
            }
        }
        const Run probe = sh(AgentDeployer::probeCommand(), tmp.path());
        QCOMPARE(probe.status, 3);
        QVERIFY2(probe.err.contains(said), probe.err.constData());
        QVERIFY(probe.out.isEmpty());
    }

    void theAgentRunsWhenItIsTheOneDeployed()
    {
        QTemporaryDir tmp;
        QByteArray hash;
        const QString agent = deployed(tmp, &hash);
        QVERIFY(!agent.isEmpty());
        const Run run = sh(AgentDeployer::telemetryCommand(agent, hash, 100, 1), tmp.path());
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY(!run.out.isEmpty()); // its binary frames
    }

    // Each: the check fails, the agent does not run (no frames), exit 126 and why.
    void theAgentDoesNotRunOtherwise_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("other binary") << QStringLiteral("hash") << QByteArray("is not the agent");
        QTest::newRow("binary group-writable")
            << QStringLiteral("file-group") << QByteArray("other users can write");
        QTest::newRow("directory world-writable")
            << QStringLiteral("dir-world") << QByteArray("other users can write");
        QTest::newRow("binary is a link") << QStringLiteral("file-link") << QByteArray("symbolic link");
        QTest::newRow("binary missing") << QStringLiteral("missing") << QByteArray("no agent at");
        QTest::newRow("another user's binary")
            << QStringLiteral("file-owner") << QByteArray("belongs to user id");
    }
    void theAgentDoesNotRunOtherwise()
    {
        QFETCH(QString, how);
        QFETCH(QByteArray, said);
        QTemporaryDir tmp;
        QByteArray hash;
        const QString agent = deployed(tmp, &hash);
        QVERIFY(!agent.isEmpty());
        const QByteArray path = QFile::encodeName(agent);
        if (how == u"hash") {
            hash = QByteArray(64, 'a');
        } else if (how == u"file-group") {
            QCOMPARE(::chmod(path.constData(), 0770), 0);
        } else if (how == u"dir-world") {
            QCOMPARE(::chmod(QFile::encodeName(QFileInfo(agent).path()).constData(), 0777), 0);
        } else if (how == u"file-link") {
            QVERIFY(QFile::rename(agent, agent + QStringLiteral(".real")));
            QVERIFY(QFile::link(agent + QStringLiteral(".real"), agent));
        } else if (how == u"missing") {
            QVERIFY(QFile::remove(agent));
        } else if (how == u"file-owner") {
            if (::geteuid() != 0)
                QSKIP("giving the binary to another user needs root");
            QCOMPARE(::chown(path.constData(), 65534, 65534), 0);
        }
        const Run run = sh(AgentDeployer::telemetryCommand(agent, hash, 100, 1), tmp.path());
        QCOMPARE(run.status, 126);
        QVERIFY2(run.err.contains(said), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // Every other start of the agent (validation's link and bench runs) goes through the same checks.
    void otherStartsAreCheckedToo()
    {
        QTemporaryDir tmp;
        QByteArray hash;
        const QString agent = deployed(tmp, &hash);
        QVERIFY(!agent.isEmpty());
        const Run run = sh(AgentDeployer::runCommand(agent, hash, " --version"), tmp.path());
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY(run.out.startsWith("clustergate-agent "));
        const Run other = sh(AgentDeployer::runCommand(agent, QByteArray(64, '0'), " --version"), tmp.path());
        QCOMPARE(other.status, 126);
        QVERIFY(other.out.isEmpty());
    }

    // A path with spaces, quotes and a leading dash reaches the shell as one word.
    void oddPathsStayOneWord()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("-it's a \"dir\""));
        QVERIFY(QDir().mkpath(dir));
        QCOMPARE(::chmod(QFile::encodeName(dir).constData(), 0700), 0);
        const QString agent = dir + QStringLiteral("/clustergate-agent");
        QVERIFY(QFile::copy(QStringLiteral(CLUSTERGATE_AGENT_BINARY), agent));
        ::chmod(QFile::encodeName(agent).constData(), 0700);
        const Run run = sh(AgentDeployer::telemetryCommand(agent, sha256Of(agent), 100, 1), tmp.path());
        QVERIFY2(run.status == 0, run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestAgentDeploy)
#include "tst_agent_deploy.moc"
