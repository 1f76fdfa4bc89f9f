// SPDX-License-Identifier: GPL-3.0-or-later
// The ~/.ssh/config importer: OpenSSH's resolution rules on in-memory configs (Include through an injected
// file system), ProxyJump chains, hop specs, real files, and the same configs resolved by `ssh -G`.
#include "ssh/ssh_config.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::ssh;

namespace {

const QString kHome = QStringLiteral("/home/li");
const QString kConfigPath = QStringLiteral("/home/li/.ssh/config");

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

// files: path, content, path, content, ...
SshConfigOptions fakeOptions(const QStringList &files = {})
{
    QMap<QString, QByteArray> fs;
    for (qsizetype i = 0; i + 1 < files.size(); i += 2)
        fs.insert(files[i], files[i + 1].toUtf8());
    SshConfigOptions options;
    options.homeDir = kHome;
    options.localUser = QStringLiteral("li");
    options.readFile = [fs](const QString &path) -> std::optional<QByteArray> {
        const auto it = fs.find(path);
        if (it == fs.end())
            return std::nullopt;
        return *it;
    };
    options.glob = [fs](const QString &pattern) {
        const QRegularExpression re(QRegularExpression::wildcardToRegularExpression(pattern));
        QStringList out;
        for (auto it = fs.begin(); it != fs.end(); ++it) {
            if (re.match(it.key()).hasMatch())
                out << it.key();
        }
        out.sort();
        return out;
    };
    return options;
}

// The config itself is in the fake file system too, as on disk, so that it can be included.
SshConfig parseFake(const QString &config, const QStringList &files = {})
{
    return SshConfig::parse(config.toUtf8(), kConfigPath,
                            fakeOptions(files + QStringList{kConfigPath, config}));
}

// "alias=user@host:port via a,b" in one line, so a chain compares as a list of strings.
QString describe(const SshHost &h)
{
    QString out = h.alias + u'=' + (h.user.isEmpty() ? QString() : h.user + u'@') + h.hostName + u':' +
                  QString::number(h.port);
    if (!h.proxyJump.isEmpty())
        out += QStringLiteral(" via ") + h.proxyJump.join(u',');
    return out;
}

QStringList describeAll(const QList<SshHost> &hosts)
{
    QStringList out;
    for (const SshHost &h : hosts)
        out << describe(h);
    return out;
}

// "line:notImported:text" for each issue.
QStringList describeIssues(const QList<SshConfigIssue> &issues)
{
    QStringList out;
    for (const SshConfigIssue &i : issues)
        out << QString::number(i.line) + u':' + (i.notImported ? u'1' : u'0') + u':' + i.message;
    return out;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

const char *const kJourneyConfig = R"(# Li Wei's ~/.ssh/config
Host jump
    HostName jump.example-dc.net
    User liwei

Host bastion-2
    HostName bastion-2.internal
    User liwei
    ProxyJump jump

Host h200-*
    User liwei
    ProxyJump bastion-2

Match exec "nc -z vpn.example-dc.net 443"
    ProxyJump none

Host *
    IdentityFile ~/.ssh/id_ed25519
    ServerAliveInterval 30
)";

} // namespace

class TestSshConfig : public QObject
{
    Q_OBJECT

private slots:
    void resolve_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("hostName");
        QTest::addColumn<QString>("user");
        QTest::addColumn<int>("port");
        QTest::addColumn<QStringList>("identityFiles");
        QTest::addColumn<QStringList>("proxyJump");

        const QStringList none;
        QTest::newRow("specific block before Host * wins")
            << s("Host gpu1\n  HostName 10.0.0.1\n  User alice\nHost *\n  User nobody\n  Port 2222\n") << none
            << s("gpu1") << s("10.0.0.1") << s("alice") << 2222 << none << none;
        QTest::newRow("Host * before a specific block: the defaults win")
            << s("Host *\n  User nobody\nHost gpu1\n  User alice\n  Port 2200\n") << none << s("gpu1")
            << s("gpu1") << s("nobody") << 2200 << none << none;
        QTest::newRow("options before the first Host apply to all")
            << s("User top\nHost x\n  User y\n") << none << s("x") << s("x") << s("top") << 22 << none
            << none;
        QTest::newRow("no block matches: defaults") << s("Host gpu1\n  User alice\n") << none << s("other")
                                                    << s("other") << QString() << 22 << none << none;
        QTest::newRow("? wildcard and %h") << s("Host gpu?\n  HostName %h.dc.example\n") << none << s("gpu7")
                                           << s("gpu7.dc.example") << QString() << 22 << none << none;
        QTest::newRow("several patterns on one Host line")
            << s("Host a b c\n  User x\n") << none << s("b") << s("b") << s("x") << 22 << none << none;
        QTest::newRow("negated pattern cancels the block")
            << s("Host h200-* !h200-000\n  User ops\n") << none << s("h200-000") << s("h200-000") << QString()
            << 22 << none << none;
        QTest::newRow("negation applies wherever it stands")
            << s("Host !h200-000 h200-*\n  User ops\n") << none << s("h200-000") << s("h200-000") << QString()
            << 22 << none << none;
        QTest::newRow("wildcard matches others of the family")
            << s("Host h200-* !h200-000\n  User ops\n") << none << s("h200-001") << s("h200-001") << s("ops")
            << 22 << none << none;
        QTest::newRow("Host patterns are case-sensitive, HostName is lowercased")
            << s("Host Gpu1\n  User x\nHost gpu1\n  HostName GPU1.Example.COM\n") << none << s("gpu1")
            << s("gpu1.example.com") << QString() << 22 << none << none;
        QTest::newRow("IdentityFile accumulates, ~ expands, duplicates dropped")
            << s("Host gpu1\n  IdentityFile ~/.ssh/a\nHost *\n  IdentityFile ~/.ssh/b\n  IdentityFile "
                 "~/.ssh/a\n")
            << none << s("gpu1") << s("gpu1") << QString() << 22
            << QStringList{s("/home/li/.ssh/a"), s("/home/li/.ssh/b")} << none;
        QTest::newRow("IdentityFile tokens %r %h %p %n %u %d %%")
            << s("Host g1\n  HostName G1.dc\n  Port 2201\n  IdentityFile ~/.ssh/%r@%h:%p-%n-%u-%d-%%\n")
            << none << s("g1") << s("g1.dc") << QString() << 2201
            << QStringList{s("/home/li/.ssh/li@g1.dc:2201-g1-li-/home/li-%")} << none;
        QTest::newRow("Keyword=value and Keyword = value")
            << s("Host=x\n  Port=2200\n  User = bob\n  HostName =10.1.1.1\n") << none << s("x")
            << s("10.1.1.1") << s("bob") << 2200 << none << none;
        QTest::newRow("quoted values")
            << s("Host \"x\"\n  HostName \"10.1.2.3\"\n  IdentityFile \"~/.ssh/my key\"\n") << none << s("x")
            << s("10.1.2.3") << QString() << 22 << QStringList{s("/home/li/.ssh/my key")} << none;
        QTest::newRow("keywords are case-insensitive")
            << s("HOST x\n  HOSTNAME a.example\n  pOrT 2022\n  uSeR Bob\n") << none << s("x")
            << s("a.example") << s("Bob") << 2022 << none << none;
        QTest::newRow("comments, blank lines, tabs, CRLF")
            << s("# top\n\n\tHost x # trailing\r\n\t\tUser bob # note\r\n  # User eve\n") << none << s("x")
            << s("x") << s("bob") << 22 << none << none;
        QTest::newRow("service names in Port, as getservbyname")
            << s("Host x\n  Port https\nHost *\n  Port 2201\n") << none << s("x") << s("x") << QString()
            << 443 << none << none;
        QTest::newRow("Port with a sign and leading zeros, as strtonum")
            << s("Host x\n  Port +0022\n") << none << s("x") << s("x") << QString() << 22 << none << none;
        QTest::newRow("%% in HostName") << s("Host x\n  HostName a%%b\n") << none << s("x") << s("a%b")
                                        << QString() << 22 << none << none;
        QTest::newRow("ProxyJump single") << s("Host x\n  ProxyJump jump\n") << none << s("x") << s("x")
                                          << QString() << 22 << none << QStringList{s("jump")};
        QTest::newRow("ProxyJump list kept as written")
            << s("Host x\n  ProxyJump a,ops@b.example:2200,[::1]:22,ssh://u@c:23\n") << none << s("x")
            << s("x") << QString() << 22 << none
            << QStringList{s("a"), s("ops@b.example:2200"), s("[::1]:22"), s("ssh://u@c:23")};
        QTest::newRow("ProxyJump none first wins over a later default")
            << s("Host x\n  ProxyJump none\nHost *\n  ProxyJump jump\n") << none << s("x") << s("x")
            << QString() << 22 << none << none;
        QTest::newRow("ProxyJump tokens")
            << s("Host x\n  ProxyJump %r@jump-%h:%p\n  Port 2022\n") << none << s("x") << s("x") << QString()
            << 2022 << none << QStringList{s("li@jump-x:2022")};
        QTest::newRow("ProxyCommand none blocks a later ProxyJump")
            << s("Host x\n  ProxyCommand none\n  ProxyJump j\n") << none << s("x") << s("x") << QString()
            << 22 << none << none;
        QTest::newRow("unknown options listed in IgnoreUnknown do not stop the import")
            << s("IgnoreUnknown FooBar\nHost x\n  FooBar 1\n  ForwardAgent yes\n  User u\n") << none << s("x")
            << s("x") << s("u") << 22 << none << none;
        QTest::newRow("IdentityFile2 is IdentityFile")
            << s("Host x\n  IdentityFile2 ~/k2\n  IdentityFile ~/k1\n") << none << s("x") << s("x")
            << QString() << 22 << QStringList{s("/home/li/k2"), s("/home/li/k1")} << none;
        QTest::newRow("Match host is evaluated, first value wins")
            << s("Match host x\n  User m\n  Port 2\nHost x\n  User h\n") << none << s("x") << s("x") << s("m")
            << 2 << none << none;
        QTest::newRow("Match host sees the HostName set before it")
            << s("Host x\n  HostName GPU.example\nMatch host *.EXAMPLE,!other.example\n  User m\n") << none
            << s("x") << s("gpu.example") << s("m") << 22 << none << none;
        QTest::newRow("Match originalhost, user, localuser, negation")
            << s("Host x\n  HostName h\n  User ops\nMatch originalhost h\n  Port 1\nMatch originalhost x "
                 "user "
                 "o* localuser li\n  Port 2\nMatch !user ops\n  Port 3\n")
            << none << s("x") << s("h") << s("ops") << 2 << none << none;
        QTest::newRow("Match final: Host lines of the final pass match the host name")
            << s("Host x\n  HostName 10.1.1.1\nMatch final\nHost 10.1.1.*\n  User fin\nHost x\n  Port 2\n")
            << none << s("x") << s("10.1.1.1") << s("fin") << 2 << none << none;
        QTest::newRow("Match exec that cannot change anything does not stop the import")
            << s("Host x\n  HostName a\n  ProxyJump none\nMatch exec \"true\"\n  HostName b\n  ProxyJump j\n")
            << none << s("x") << s("a") << QString() << 22 << none << none;
        QTest::newRow("IdentityFile none stops the defaults and is not a file")
            << s("Host x\n  IdentityFile none\n  IdentityFile ~/.ssh/k\n") << none << s("x") << s("x")
            << QString() << 22 << QStringList{s("/home/li/.ssh/k")} << none;
        QTest::newRow("IdentityFile ${VAR}")
            << s("Host x\n  IdentityFile ${CG_TEST_KEYS}/%r_key\n") << none << s("x") << s("x") << QString()
            << 22 << QStringList{s("/keys here/li_key")} << none;
        QTest::newRow("Include with a glob, in lexical order")
            << s("Include conf.d/*.conf\nHost *\n  User fallback\n")
            << QStringList{s("/home/li/.ssh/conf.d/20-b.conf"),  s("Host gpu1\n  User b\n  Port 2002\n"),
                           s("/home/li/.ssh/conf.d/10-a.conf"),  s("Host gpu1\n  User a\n"),
                           s("/home/li/.ssh/conf.d/readme.txt"), s("Host gpu1\n  User txt\n")}
            << s("gpu1") << s("gpu1") << s("a") << 2002 << none << none;
        QTest::newRow("Include with ~ and an absolute path")
            << s("Include ~/extra.conf /etc/cg/site.conf\n")
            << QStringList{s("/home/li/extra.conf"), s("Host x\n  User extra\n"), s("/etc/cg/site.conf"),
                           s("Host x\n  Port 2003\n  User site\n")}
            << s("x") << s("x") << s("extra") << 2003 << none << none;
        QTest::newRow("Include inside a Host block applies to that host")
            << s("Host x\n  Include x.conf\nHost y\n  Port 2004\n")
            << QStringList{s("/home/li/.ssh/x.conf"), s("User incuser\nHost z\n  User zz\n")} << s("x")
            << s("x") << s("incuser") << 22 << none << none;
        QTest::newRow("Include inside another host's block: its Host lines never match")
            << s("Host x\n  Include x.conf\nHost z\n  Port 2004\n")
            << QStringList{s("/home/li/.ssh/x.conf"), s("User incuser\nHost z\n  User zz\n")} << s("z")
            << s("z") << QString() << 2004 << none << none;
        QTest::newRow("Include that matches nothing is not an error")
            << s("Include conf.d/*\nHost x\n  User u\n") << none << s("x") << s("x") << s("u") << 22 << none
            << none;
    }

    void resolve()
    {
        qputenv("CG_TEST_KEYS", "/keys here");
        QFETCH(QString, config);
        QFETCH(QStringList, files);
        QFETCH(QString, alias);
        const SshConfig parsed = parseFake(config, files);
        const auto host = parsed.resolve(alias);
        QVERIFY2(host.ok(), qPrintable(host.error()));
        QCOMPARE(host->alias, alias);
        QTEST(host->hostName, "hostName");
        QTEST(host->user, "user");
        QTEST(int(host->port), "port");
        QTEST(host->identityFiles, "identityFiles");
        QTEST(host->proxyJump, "proxyJump");
    }

    void chain_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QStringList>("chain"); // describe() of each hop, first reached by TCP
        QTest::addColumn<QString>("error");     // a part of the error, or empty

        const char *bastions = "Host bastion\n  HostName b.example\n  User ops\n  Port 2200\n"
                               "Host j1\n  HostName j1.example\n";
        QTest::newRow("direct") << s("Host x\n  User u\n") << s("x") << QStringList{} << QString();
        QTest::newRow("one hop, its own config applies")
            << s("Host x\n  ProxyJump bastion\n") + s(bastions) << s("x")
            << QStringList{s("bastion=ops@b.example:2200")} << QString();
        QTest::newRow("user@ and :port of the spec override the hop's config")
            << s("Host x\n  ProxyJump root@bastion:2222\n") + s(bastions) << s("x")
            << QStringList{s("bastion=root@b.example:2222")} << QString();
        QTest::newRow("a list: each hop reached through the ones before it")
            << s("Host x\n  ProxyJump j1,bastion\n") + s(bastions) << s("x")
            << QStringList{s("j1=j1.example:22"), s("bastion=ops@b.example:2200 via j1")} << QString();
        QTest::newRow("first hop's own ProxyJump applies (recursion)")
            << s("Host x\n  ProxyJump bastion\nHost bastion\n  ProxyJump j1\n") + s(bastions) << s("x")
            << QStringList{s("j1=j1.example:22"), s("bastion=ops@b.example:2200 via j1")} << QString();
        QTest::newRow("first hop of a list brings its own chain")
            << s("Host x\n  ProxyJump bastion,j2\nHost bastion\n  ProxyJump j1\n") + s(bastions) << s("x")
            << QStringList{s("j1=j1.example:22"), s("bastion=ops@b.example:2200 via j1"),
                           s("j2=j2:22 via bastion")}
            << QString();
        QTest::newRow("a later hop's own ProxyJump is overridden by the list")
            << s("Host x\n  ProxyJump j1,bastion\nHost bastion\n  ProxyJump nowhere\n") + s(bastions)
            << s("x") << QStringList{s("j1=j1.example:22"), s("bastion=ops@b.example:2200 via j1")}
            << QString();
        QTest::newRow("a later hop's ProxyCommand is overridden too")
            << s("Host x\n  ProxyJump j1,bastion\nHost bastion\n  ProxyCommand nc %h %p\n") + s(bastions)
            << s("x") << QStringList{s("j1=j1.example:22"), s("bastion=ops@b.example:2200 via j1")}
            << QString();
        QTest::newRow("loop through two hosts")
            << s("Host a\n  ProxyJump b\nHost b\n  ProxyJump a\n") << s("a") << QStringList{}
            << s("ProxyJump loop: a -> b -> a");
        QTest::newRow("a host jumping through itself")
            << s("Host a\n  ProxyJump a\n") << s("a") << QStringList{} << s("a: jump host loop via a");
        QTest::newRow("target as the last hop of its own list")
            << s("Host a\n  ProxyJump j1,a\n") << s("a") << QStringList{} << s("a: jump host loop via a");
        QTest::newRow("the target again as a later hop with another user is no loop (ssh -J overrides)")
            << s("Host a\n  HostName 10.0.0.5\n  ProxyJump j1,ops@a\n") << s("a")
            << QStringList{s("j1=j1:22"), s("a=ops@10.0.0.5:22 via j1")} << QString();
        QTest::newRow("a first hop that comes back with other flags is no loop")
            << s("Host gw\n  HostName gw.lab\nMatch originalhost gw !user ops\n  ProxyJump ops@gw:2222\n")
            << s("gw") << QStringList{s("gw=ops@gw.lab:2222")} << QString();
        QTest::newRow("endless chain of new names hits the depth limit")
            << s("Host *\n  ProxyJump %h-j\n") << s("x") << QStringList{} << s("longer than 16 hops");
        QTest::newRow("a list longer than 16 hops")
            << s("Host x\n  ProxyJump h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13,h14,h15,h16,h17\n") << s("x")
            << QStringList{} << s("longer than 16 hops");
        QTest::newRow("16 hops are fine")
            << s("Host x\n  ProxyJump h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13,h14,h15,h16\n") << s("x")
            << QStringList{s("h1=h1:22"),
                           s("h2=h2:22 via h1"),
                           s("h3=h3:22 via h1,h2"),
                           s("h4=h4:22 via h1,h2,h3"),
                           s("h5=h5:22 via h1,h2,h3,h4"),
                           s("h6=h6:22 via h1,h2,h3,h4,h5"),
                           s("h7=h7:22 via h1,h2,h3,h4,h5,h6"),
                           s("h8=h8:22 via h1,h2,h3,h4,h5,h6,h7"),
                           s("h9=h9:22 via h1,h2,h3,h4,h5,h6,h7,h8"),
                           s("h10=h10:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9"),
                           s("h11=h11:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9,h10"),
                           s("h12=h12:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11"),
                           s("h13=h13:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12"),
                           s("h14=h14:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13"),
                           s("h15=h15:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13,h14"),
                           s("h16=h16:22 via h1,h2,h3,h4,h5,h6,h7,h8,h9,h10,h11,h12,h13,h14,h15")}
            << QString();
        QTest::newRow("target with ProxyCommand is not imported")
            << s("Host x\n  ProxyCommand ssh -W %h:%p j1\n") << s("x") << QStringList{} << s("ProxyCommand");
        QTest::newRow("first hop with ProxyCommand is not imported")
            << s("Host x\n  ProxyJump j1\nHost j1\n  ProxyCommand nc %h %p\n") << s("x") << QStringList{}
            << s("j1 uses ProxyCommand");
        QTest::newRow("ProxyJump before ProxyCommand wins")
            << s("Host x\n  ProxyJump j1\n  ProxyCommand nc %h %p\n") + s(bastions) << s("x")
            << QStringList{s("j1=j1.example:22")} << QString();
        QTest::newRow("hop spec that is bad only after token expansion")
            << s("Host x\n  User bad!user\n  ProxyJump %r@j1\n") << s("x") << QStringList{}
            << s("bad character in user name");
    }

    // Every line that decides where or through what a host is reached and cannot be honoured refuses the
    // host, naming file and line: never a direct connection, never port 22.
    void failClosed_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("error"); // a part of the error; empty: the host resolves

        QTest::newRow("unparseable ProxyJump is not a direct connection")
            << s("Host x\n  HostName 10.0.0.1\n  ProxyJump ops@bastion:0\n") << s("x")
            << s("x refused: bad ProxyJump: jump host \"ops@bastion:0\": bad port \"0\"");
        QTest::newRow("ProxyJump with a space in the list")
            << s("Host x\n  ProxyJump a, b\n") << s("x") << s("(/home/li/.ssh/config:2)");
        QTest::newRow("out-of-range Port is not port 22")
            << s("Host x\n  Port 70000\n") << s("x") << s("x refused: bad port \"70000\"");
        QTest::newRow("a bad Port after a good one still refuses, as ssh refuses the file")
            << s("Host x\n  Port 2200\nHost *\n  Port 0\n") << s("x") << s("(/home/li/.ssh/config:4)");
        QTest::newRow("a bad Port in another host's block refuses this one too, as ssh refuses the file")
            << s("Host y\n  Port 0\nHost x\n  User u\n") << s("x") << s("ssh refuses the whole file");
        QTest::newRow("a line ssh parses but ClusterGate cannot honour refuses only its own block")
            << s("Host y\n  HostKeyAlias z\nHost x\n  User u\n") << s("x") << QString();
        QTest::newRow("bad HostName") << s("Host x\n  HostName %C.example\n") << s("x") << s("token %C");
        QTest::newRow("ProxyJump without a value")
            << s("Host x\n  ProxyJump # none\n") << s("x") << s("ProxyJump has no value");
        QTest::newRow("CanonicalizeHostname yes")
            << s("CanonicalizeHostname yes\nHost x\n  HostName a\n") << s("x")
            << s("CanonicalizeHostname yes needs DNS canonicalisation");
        QTest::newRow("CanonicalizeHostname no is fine")
            << s("CanonicalizeHostname no\nHost x\n  HostName a\n") << s("x") << QString();
        QTest::newRow("HostKeyAlias") << s("Host x\n  HostKeyAlias other\n") << s("x") << s("HostKeyAlias");
        QTest::newRow("Match exec that would change the host name")
            << s("Match exec \"test -f /etc/vpn\"\n  HostName other.example\nHost x\n  HostName a\n")
            << s("x") << s("Match exec test -f /etc/vpn (/home/li/.ssh/config:1) cannot be evaluated");
        QTest::newRow("Match localnetwork that would change the jump")
            << s("Match localnetwork 10.0.0.0/8\n  ProxyJump j\n") << s("x") << s("cannot be evaluated");
        QTest::newRow("Match exec skipped because an earlier criterion fails")
            << s("Match host y exec \"false\"\n  HostName other\nHost x\n  HostName a\n") << s("x")
            << QString();
        QTest::newRow("a Match line ssh cannot parse refuses every host")
            << s("Match tagged prod\n  User u\nHost x\n  HostName a\n") << s("x")
            << s("bad Match line: unsupported Match attribute \"tagged\"");
        QTest::newRow("Match all with another criterion")
            << s("Match all host x\nHost x\n") << s("x") << s("cannot be combined");
        QTest::newRow("an unreadable Host line: its block could be this host's")
            << s("Host \"x\n  Port 2200\nHost x\n  HostName a\n") << s("x") << s("unbalanced quotes");
        QTest::newRow("IdentityFile naming an unset variable")
            << s("Host x\n  IdentityFile ${CG_TEST_UNSET_VAR}/k\n") << s("x") << s("${CG_TEST_UNSET_VAR}");
        QTest::newRow("jump loop through HostName")
            << s("Host b\n  HostName GW.lab\n  ProxyJump gw.lab\nHost gw.lab\n  HostName 10.0.0.1\n")
            << s("b") << s("b: jump host loop via gw.lab");
        QTest::newRow("jump loop through HostName in a list")
            << s("Host x\n  ProxyJump j,ops@k\nHost k\n  HostName j\n  User ops\n") << s("x")
            << s("k: jump host loop via j");
        QTest::newRow("the same server twice under two names is not a loop")
            << s("Host a\n  HostName 10.0.0.1\nHost b\n  HostName 10.0.0.1\n  ProxyJump a\n") << s("b")
            << QString();
        QTest::newRow("a refused jump host refuses the target")
            << s("Host x\n  ProxyJump j\nHost j\n  HostKeyAlias k\n") << s("x")
            << s("j refused: HostKeyAlias");
    }

    void failClosed()
    {
        QFETCH(QString, config);
        QFETCH(QString, alias);
        QFETCH(QString, error);
        qunsetenv("CG_TEST_UNSET_VAR");
        const auto imported = parseFake(config).resolveWithChain(alias);
        if (error.isEmpty()) {
            QVERIFY2(imported.ok(), qPrintable(imported.error()));
            return;
        }
        QVERIFY2(!imported.ok(), qPrintable(imported.ok() ? describe(imported->host) : QString()));
        QVERIFY2(imported.error().contains(error), qPrintable(imported.error()));
    }

    void includeTooDeepRefuses()
    {
        SshConfigOptions options =
            fakeOptions({s("/home/li/.ssh/a"), s("Include b\n"), s("/home/li/.ssh/b"), s("Include c\n"),
                         s("/home/li/.ssh/c"), s("Include d\n"), s("/home/li/.ssh/d"), s("Port 1\n")});
        options.maxIncludeDepth = 3;
        const SshConfig config =
            SshConfig::parse("Host x\n  Include a\n  HostName h\n", kConfigPath, options);
        const auto host = config.resolve(s("x"));
        QVERIFY(!host.ok());
        QVERIFY2(host.error().contains(s("Include")), qPrintable(host.error()));
        // ssh refuses the whole file over an Include nested too deep: other hosts too.
        const auto other = config.resolve(s("y"));
        QVERIFY(!other.ok());
        QVERIFY2(other.error().contains(s("ssh refuses the whole file")), qPrintable(other.error()));
    }

    void chain()
    {
        QFETCH(QString, config);
        QFETCH(QString, alias);
        QFETCH(QString, error);
        const auto imported = parseFake(config).resolveWithChain(alias);
        if (!error.isEmpty()) {
            QVERIFY(!imported.ok());
            QVERIFY2(imported.error().contains(error), qPrintable(imported.error()));
            return;
        }
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QTEST(describeAll(imported->chain), "chain");
    }

    void jumpList_data()
    {
        QTest::addColumn<QStringList>("hops"); // as given to `ssh -J`
        QTest::addColumn<QStringList>("chain");
        QTest::addColumn<QString>("error");

        QTest::newRow("two hops") << QStringList{s("j1"), s("bastion")}
                                  << QStringList{s("j1=j1.example:22"),
                                                 s("bastion=ops@b.example:2200 via j1")}
                                  << QString();
        QTest::newRow("the first hop brings its own chain")
            << QStringList{s("b2")} << QStringList{s("j1=j1.example:22"), s("b2=b2:22 via j1")} << QString();
        QTest::newRow("user and port from the spec")
            << QStringList{s("root@bastion:2222")} << QStringList{s("bastion=root@b.example:2222")}
            << QString();
        QTest::newRow("loop") << QStringList{s("a")} << QStringList{} << s("ProxyJump loop: a -> b -> a");
        QTest::newRow("bad spec") << QStringList{s("j1:0")} << QStringList{} << s("bad port \"0\"");
    }

    void jumpList()
    {
        QFETCH(QStringList, hops);
        QFETCH(QString, error);
        const SshConfig config = parseFake(
            s("Host bastion\n  HostName b.example\n  User ops\n  Port 2200\nHost j1\n  HostName "
              "j1.example\nHost b2\n  ProxyJump j1\nHost a\n  ProxyJump b\nHost b\n  ProxyJump a\n"));
        const auto chain = config.resolveJumpList(hops);
        if (!error.isEmpty()) {
            QVERIFY(!chain.ok());
            QVERIFY2(chain.error().contains(error), qPrintable(chain.error()));
            return;
        }
        QVERIFY2(chain.ok(), qPrintable(chain.error()));
        QTEST(describeAll(chain.value()), "chain");
    }

    // What ssh refuses as a whole file is refused for every host, naming the file, the line and why: a
    // keyword ssh does not know and an Include that recurses, wherever they stand (a Host block that does
    // not apply to the host included).
    void refusedWholeAsSshRefusesIt_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QStringList>("why"); // every part said
        QTest::newRow("unknown keyword in another host's block")
            << s("Host a\n  HostName a.example\nHost zzz\n  FooBar 1\n") << QStringList{}
            << QStringList{s("bad configuration option \"FooBar\""), s("(/home/li/.ssh/config:4)")};
        QTest::newRow("unknown keyword before every block")
            << s("Fooo yes\nHost a\n  HostName a.example\n") << QStringList{}
            << QStringList{s("bad configuration option \"Fooo\""), s("(/home/li/.ssh/config:1)")};
        QTest::newRow("Include of itself in another host's block")
            << s("Host a\n  HostName a.example\nHost other\n  Include config\n") << QStringList{}
            << QStringList{s("Include recurses"), s("(/home/li/.ssh/config:4)")};
        QTest::newRow("Include cycle through a second file")
            << s("Include b.conf\nHost a\n  HostName a.example\n")
            << QStringList{s("/home/li/.ssh/b.conf"), s("Host nope\n  Include config\n")}
            << QStringList{s("Include recurses"), s("(/home/li/.ssh/b.conf:2)")};
    }
    void refusedWholeAsSshRefusesIt()
    {
        QFETCH(QString, config);
        QFETCH(QStringList, files);
        QFETCH(QStringList, why);
        const SshConfig parsed = parseFake(config, files);
        const auto a = parsed.resolveWithChain(s("a"));
        QVERIFY2(!a.ok(), "resolved a host from a file ssh refuses");
        for (const QString &part : why)
            QVERIFY2(a.error().contains(part), qPrintable(a.error()));
        QVERIFY(!parsed.resolve(s("a")).ok());
        QList<SshConfigIssue> skipped;
        QVERIFY(parsed.importAll(&skipped).isEmpty());
    }

    void issues_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QStringList>("issues"); // "line:notImported:part of the message"

        const QStringList none;
        QTest::newRow("clean config") << s("Host x\n  HostName a\n  ForwardAgent yes\n  ControlMaster auto\n"
                                           "  ServerAliveInterval 30\n  UseKeychain yes\n")
                                      << none << none;
        QTest::newRow("unknown option")
            << s("Host x\n  FooBar 1\n") << none
            << QStringList{s("2:1:bad configuration option \"FooBar\": ssh refuses the whole file")};
        QTest::newRow("IgnoreUnknown silences it")
            << s("IgnoreUnknown foo*,Bar\nHost x\n  FooBar 1\n  bar 2\n") << none << none;
        QTest::newRow("Match exec not evaluated, with the reason")
            << s("Host a\n  User u\nMatch exec \"true\"\n  User m\nHost b\n") << none
            << QStringList{s("3:1:Match exec and localnetwork cannot be evaluated")};
        QTest::newRow("bad ports")
            << s("Host x\n  Port 0\n  Port 65536\n  Port no-such-service\n  Port 65535\n") << none
            << QStringList{s("2:1:bad port \"0\""), s("3:1:bad port \"65536\""),
                           s("4:1:bad port \"no-such-service\"")};
        QTest::newRow("unknown token") << s("Host x\n  HostName %z.example\n") << none
                                       << QStringList{s("2:1:unknown token %z in HostName")};
        QTest::newRow("HostName takes only %h and %%") << s("Host x\n  HostName %n.example\n") << none
                                                       << QStringList{s("2:1:unknown token %n in HostName")};
        QTest::newRow("token ClusterGate cannot fill in") << s("Host x\n  IdentityFile ~/.ssh/%C\n") << none
                                                          << QStringList{s("2:0:token %C in IdentityFile")};
        QTest::newRow("bad ProxyJump") << s("Host x\n  ProxyJump a:0\n  ProxyJump a, b\n") << none
                                       << QStringList{s("2:1:bad ProxyJump"), s("3:1:bad ProxyJump")};
        QTest::newRow("unbalanced quotes") << s("Host x\n  HostName \"a\n  ForwardAgent \"y\n") << none
                                           << QStringList{s("2:1:unbalanced quotes in HostName"),
                                                          s("3:1:unbalanced quotes in ForwardAgent")};
        QTest::newRow("no value") << s("Host x\n  HostName\n  User # nobody\n") << none
                                  << QStringList{s("2:1:HostName has no value"), s("3:1:User has no value")};
        QTest::newRow("extra values") << s("Host x\n  HostName a b\n") << none
                                      << QStringList{s("2:1:HostName takes one value, found 2")};
        QTest::newRow("Include loop")
            << s("Include a.conf\n") << QStringList{s("/home/li/.ssh/a.conf"), s("Include config\n")}
            << QStringList{s("1:1:Include recurses (/home/li/.ssh/config -> /home/li/.ssh/a.conf -> "
                             "/home/li/.ssh/config)")};
        QTest::newRow("Include of itself")
            << s("Include config\n") << none << QStringList{s("1:1:Include recurses")};
        QTest::newRow("~user paths") << s("Include ~bob/x\nHost x\n  IdentityFile ~bob/.ssh/id\n") << none
                                     << QStringList{s("1:0:~user paths"), s("3:0:~user paths")};
        QTest::newRow("Host without patterns")
            << s("Host \"\"\n  User u\n") << none
            << QStringList{s("1:1:empty pattern on a Host line: ssh refuses the whole file"),
                           s("1:0:without patterns")};
        QTest::newRow("a keyword that does not decide where, without a value")
            << s("Host x\n  ServerAliveInterval\n") << none
            << QStringList{s("2:1:ServerAliveInterval has no value: ssh refuses the whole file")};
    }

    void issues()
    {
        QFETCH(QString, config);
        QFETCH(QStringList, files);
        QFETCH(QStringList, issues);
        const QStringList found = describeIssues(parseFake(config, files).issues());
        QCOMPARE(found.size(), issues.size());
        for (qsizetype i = 0; i < issues.size(); ++i) {
            const QStringList want = issues[i].split(u':');
            const QString prefix = want[0] + u':' + want[1] + u':';
            QVERIFY2(found[i].startsWith(prefix) && found[i].contains(issues[i].mid(prefix.size())),
                     qPrintable(found[i] + QStringLiteral(" <> ") + issues[i]));
        }
    }

    void unreadableIncludeRefusesTheFile()
    {
        // ssh: "Can't open user config file ...: Permission denied", then "terminating, 1 bad configuration
        // options": no host of the file is reached, whichever block the Include stands in.
        SshConfigOptions options = fakeOptions();
        options.glob = [](const QString &) {
            return QStringList{QStringLiteral("/home/li/.ssh/conf.d/gone")};
        };
        const SshConfig config =
            SshConfig::parse("Host y\n  Include conf.d/*\nHost x\n  HostName a\n", kConfigPath, options);
        const auto issues = config.issues();
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].line, 2);
        QVERIFY(issues[0].notImported);
        QVERIFY(issues[0].message.contains(QStringLiteral("/home/li/.ssh/conf.d/gone")));
        const auto host = config.resolve(s("x"));
        QVERIFY(!host.ok());
        QVERIFY2(host.error().contains(s("ssh refuses the whole file")), qPrintable(host.error()));
    }

    // Whatever makes OpenSSH refuse a config file (`ssh -G` exits non-zero) makes ClusterGate refuse the
    // host too; what ssh accepts in another host's block does not refuse this host. The reference decides,
    // row by row, on the same file.
    void refusesWhatOpenSshRefuses_data()
    {
        QTest::addColumn<QString>("config");
        const auto row = [](const char *name, const char *config) {
            QTest::newRow(name) << QString::fromUtf8(config);
        };
        row("keyword without value", "Host y\n  ServerAliveInterval\nHost x\n  User u\n");
        row("HostName without value", "Host y\n  HostName\nHost x\n  User u\n");
        row("Host without value", "Host\n  User u\nHost x\n  User v\n");
        row("Match without value", "Match\nHost x\n  User v\n");
        row("Include without value", "Host y\n  Include\nHost x\n  User u\n");
        row("invalid quotes", "Host y\n  ForwardAgent \"y\nHost x\n  User u\n");
        row("extra arguments", "Host y\n  HostName a b\nHost x\n  User u\n");
        row("bad port elsewhere", "Host y\n  Port 0\nHost x\n  User u\n");
        row("bad ProxyJump elsewhere", "Host y\n  ProxyJump a:0\nHost x\n  User u\n");
        row("ProxyJump list with a space", "Host y\n  ProxyJump a, b\nHost x\n  User u\n");
        row("ProxyJump comment only", "Host y\n  ProxyJump # none\nHost x\n  User u\n");
        row("bad CanonicalizeHostname", "Host y\n  CanonicalizeHostname maybe\nHost x\n  User u\n");
        row("empty Host pattern", "Host \"\"\n  User u\nHost x\n");
        row("unknown keyword", "Host y\n  FooBar 1\nHost x\n  User u\n");
        row("accepted: HostKeyAlias elsewhere", "Host y\n  HostKeyAlias z\nHost x\n  User u\n");
        row("accepted: IdentityFile with an unset variable elsewhere",
            "Host y\n  IdentityFile ${CG_TEST_UNSET_VAR}/k\nHost x\n  User u\n");
        row("accepted: service name as port", "Host y\n  Port ssh\nHost x\n  User u\n");
        row("accepted: clean file", "Host y\n  Port 2222\nHost x\n  User u\n  HostName a.example\n");
    }

    void refusesWhatOpenSshRefuses()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty())
            QSKIP("OpenSSH (ssh) is not installed here");
        QFETCH(QString, config);
        qunsetenv("CG_TEST_UNSET_VAR");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("config"));
        writeFile(file, config.toUtf8());

        QProcess ssh;
        ssh.start(QStringLiteral("ssh"),
                  {QStringLiteral("-G"), QStringLiteral("-F"), file, QStringLiteral("x")});
        QVERIFY(ssh.waitForFinished(10000));
        const bool sshRefuses = ssh.exitStatus() != QProcess::NormalExit || ssh.exitCode() != 0;

        SshConfigOptions options;
        options.homeDir = dir.path();
        const auto parsed = SshConfig::load(file, options);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        const auto ours = parsed->resolve(s("x"));
        QVERIFY2(ours.ok() != sshRefuses,
                 qPrintable(s("ssh -G: %1 (%2); ClusterGate: %3")
                                .arg(sshRefuses ? s("refused") : s("accepted"),
                                     QString::fromUtf8(ssh.readAllStandardError()).trimmed(),
                                     ours.ok() ? s("accepted") : ours.error())));
    }

    void includeDepthIsLimited()
    {
        QStringList files;
        for (int i = 1; i <= 20; ++i)
            files << QStringLiteral("/home/li/.ssh/d%1.conf").arg(i)
                  << QStringLiteral("Include d%1.conf\nHost x%2\n  User u%2\n").arg(i + 1).arg(i);
        const SshConfig config = parseFake(QStringLiteral("Include d1.conf\n"), files);
        const auto issues = config.issues();
        QCOMPARE(issues.size(), 1);
        QVERIFY2(issues[0].message.contains(QStringLiteral("deeper than 16")), qPrintable(issues[0].message));
        QCOMPARE(issues[0].file, QStringLiteral("/home/li/.ssh/d16.conf"));
        // What was left out could set anything for any host: ssh refuses such a file, and so every host
        // is refused here, naming the Include line.
        const auto x16 = config.resolve(QStringLiteral("x16"));
        QVERIFY(!x16.ok());
        QVERIFY2(x16.error().contains(QStringLiteral("deeper than 16")) &&
                     x16.error().contains(QStringLiteral("/home/li/.ssh/d16.conf:1")),
                 qPrintable(x16.error()));
    }

    void includeLoopThroughGlobDoesNotExplode()
    {
        // Every file includes every file: the recursion refuses the whole file (as ssh), and reading stops
        // within the bounds all the same.
        SshConfigOptions options = fakeOptions();
        options.glob = [](const QString &) {
            QStringList out;
            for (int i = 0; i < 8; ++i)
                out << QStringLiteral("/home/li/.ssh/f%1").arg(i);
            return out;
        };
        options.readFile = [](const QString &) { return QByteArray("Include *\nHost x\n  User u\n"); };
        const SshConfig config = SshConfig::parse("Include *\n", kConfigPath, options);
        const auto issues = config.issues();
        const auto tooMany = std::count_if(issues.begin(), issues.end(), [](const SshConfigIssue &i) {
            return i.message.startsWith(QStringLiteral("more than 256 included files"));
        });
        // Said once per Include line at most, and the host is refused: the files left out could set it.
        QVERIFY(tooMany >= 1 && tooMany <= 257);
        const auto x = config.resolve(QStringLiteral("x"));
        QVERIFY(!x.ok());
        QVERIFY2(x.error().contains(QStringLiteral("Include recurses")), qPrintable(x.error()));
    }

    void aliases()
    {
        const SshConfig config = parseFake(
            s("Host a b *.example !c\nHost b d? e\n  Include e.conf\nHost \"f\" a\nMatch all\nHost g\n"),
            {s("/home/li/.ssh/e.conf"), s("Host e1\nHost z\n")});
        // e1 and z sit in a file included under "Host b d? e": only e (and b) reach that block, never e1 or
        // z.
        QCOMPARE(config.aliases(), (QStringList{s("a"), s("b"), s("e"), s("f"), s("g")}));
        const SshConfig starred =
            parseFake(s("Host *\n  Include e.conf\n"), {s("/home/li/.ssh/e.conf"), s("Host e1\n")});
        QCOMPARE(starred.aliases(), QStringList{s("e1")});
    }

    void definedAtPointsAtTheHostBlock()
    {
        const SshConfig config = parseFake(s("Host x\n  User u\n\nHost x y\n  HostName x.example\n"));
        QCOMPARE(config.resolve(s("x"))->definedAt, s("/home/li/.ssh/config:4"));
        QCOMPARE(config.resolve(s("y"))->definedAt, s("/home/li/.ssh/config:4"));
        const SshConfig named = parseFake(s("Host *\n  User u\nHost z\n  Port 2\n"));
        QCOMPARE(named.resolve(s("z"))->definedAt, s("/home/li/.ssh/config:3"));
        // After an Include, the block around it is in force again.
        const SshConfig included = parseFake(s("\nHost x\n  Include inc.conf\n  HostName x.example\n"),
                                             {s("/home/li/.ssh/inc.conf"), s("Host x\n  User u\n")});
        QCOMPARE(included.resolve(s("x"))->definedAt, s("/home/li/.ssh/config:2"));
    }

    void badAliasesAreRefused_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::newRow("empty") << QString();
        QTest::newRow("space") << s("a b");
        QTest::newRow("option") << s("-oProxyCommand=sh");
    }

    void badAliasesAreRefused()
    {
        QFETCH(QString, alias);
        const SshConfig config = parseFake(s("Host *\n  User u\n"));
        QVERIFY(!config.resolve(alias).ok());
        QVERIFY(!config.resolveWithChain(alias).ok());
    }

    void journey()
    {
        // USER-JOURNEYS.md 1.1: two bastions, the second behind the first, nodes behind the second.
        const SshConfig config = parseFake(s(kJourneyConfig));
        QVERIFY(config.hasMatchBlocks());
        const auto issues = config.issues();
        QCOMPARE(issues.size(), 1);
        QVERIFY(issues[0].notImported);
        QCOMPARE(issues[0].line, 15);
        QVERIFY(issues[0].message.contains(s("Match")));

        QList<SshConfigIssue> skipped;
        const QList<ImportedHost> hosts = config.importAll(&skipped);
        QVERIFY(skipped.isEmpty());
        QCOMPARE(hosts.size(), 2);
        QCOMPARE(describe(hosts[0].host), s("jump=liwei@jump.example-dc.net:22"));
        QVERIFY(hosts[0].chain.isEmpty());
        QCOMPARE(hosts[0].host.identityFiles, QStringList{s("/home/li/.ssh/id_ed25519")});
        QCOMPARE(describe(hosts[1].host), s("bastion-2=liwei@bastion-2.internal:22 via jump"));
        QCOMPARE(describeAll(hosts[1].chain), QStringList{s("jump=liwei@jump.example-dc.net:22")});

        const auto node = config.resolveWithChain(s("h200-007"));
        QVERIFY2(node.ok(), qPrintable(node.error()));
        QCOMPARE(describe(node->host), s("h200-007=liwei@h200-007:22 via bastion-2"));
        QCOMPARE(describeAll(node->chain),
                 (QStringList{s("jump=liwei@jump.example-dc.net:22"),
                              s("bastion-2=liwei@bastion-2.internal:22 via jump")}));
        QCOMPARE(node->chain[1].definedAt, s("/home/li/.ssh/config:6"));
    }

    void importAllReportsWhatItLeavesOut()
    {
        const SshConfig config = parseFake(s("Host ok\n  User u\nHost pc\n  ProxyCommand nc %h %p\nHost a\n  "
                                             "ProxyJump b\nHost b\n  ProxyJump a\n"));
        QList<SshConfigIssue> skipped;
        const auto hosts = config.importAll(&skipped);
        QCOMPARE(hosts.size(), 1);
        QCOMPARE(hosts[0].host.alias, s("ok"));
        QCOMPARE(
            describeIssues(skipped),
            (QStringList{s("4:1:pc uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead"),
                         s("8:1:ProxyJump loop: a -> b -> a"), s("6:1:ProxyJump loop: b -> a -> b")}));
        QCOMPARE(skipped[0].file, kConfigPath);
    }

    void parseHopSpec_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("error"); // a part of the error, or empty for a good spec

        QTest::newRow("host") << s("jump") << QString() << s("jump") << 0 << QString();
        QTest::newRow("user@host") << s("ops@jump.example-dc.net") << s("ops") << s("jump.example-dc.net")
                                   << 0 << QString();
        QTest::newRow("host:port") << s("jump:2222") << QString() << s("jump") << 2222 << QString();
        QTest::newRow("user@host:port")
            << s("li.wei@bastion-2.internal:22") << s("li.wei") << s("bastion-2.internal") << 22 << QString();
        QTest::newRow("ipv4") << s("root@198.18.0.1:65535") << s("root") << s("198.18.0.1") << 65535
                              << QString();
        QTest::newRow("[ipv6]:port") << s("[2001:db8::1]:2200") << QString() << s("2001:db8::1") << 2200
                                     << QString();
        QTest::newRow("user@[ipv6]") << s("u@[::1]") << s("u") << s("::1") << 0 << QString();
        QTest::newRow("user with @") << s("li@corp.example@jump") << s("li@corp.example") << s("jump") << 0
                                     << QString();
        QTest::newRow("ssh URI") << s("ssh://ops@jump:23") << s("ops") << s("jump") << 23 << QString();
        QTest::newRow("ssh URI with /") << s("ssh://jump/") << QString() << s("jump") << 0 << QString();
        QTest::newRow("underscore") << s("gpu_node-1") << QString() << s("gpu_node-1") << 0 << QString();

        QTest::newRow("empty") << QString() << QString() << QString() << 0 << s("empty jump host");
        QTest::newRow("spaces") << s("ops@ jump") << QString() << QString() << 0 << s("spaces");
        QTest::newRow("leading space") << s(" jump") << QString() << QString() << 0 << s("spaces");
        QTest::newRow("empty user") << s("@jump") << QString() << QString() << 0 << s("empty user name");
        QTest::newRow("empty host") << s("ops@") << QString() << QString() << 0 << s("no host name");
        QTest::newRow("only a port") << s(":22") << QString() << QString() << 0 << s("no host name");
        QTest::newRow("port 0") << s("jump:0") << QString() << QString() << 0 << s("bad port \"0\"");
        QTest::newRow("port too big")
            << s("jump:65536") << QString() << QString() << 0 << s("bad port \"65536\"");
        QTest::newRow("service name as port") << s("jump:ssh") << QString() << s("jump") << 22 << QString();
        QTest::newRow("port not a number or service")
            << s("jump:no-such-service") << QString() << QString() << 0 << s("bad port");
        QTest::newRow("empty port") << s("jump:") << QString() << QString() << 0 << s("bad port \"\"");
        QTest::newRow("two ports") << s("jump:22:23") << QString() << QString() << 0 << s("bad port");
        QTest::newRow("bare ipv6") << s("u@::1") << QString() << QString() << 0 << s("no host name");
        QTest::newRow("unclosed [") << s("[::1:22") << QString() << QString() << 0 << s("missing ]");
        QTest::newRow("junk after ]") << s("[::1]22") << QString() << QString() << 0 << s("expected :port");
        QTest::newRow("not ipv6 in []")
            << s("[jump]") << QString() << QString() << 0 << s("not an IPv6 address");
        QTest::newRow("shell characters")
            << s("jump;reboot") << QString() << QString() << 0 << s("bad character ';'");
        QTest::newRow("quotes") << s("\"jump\"") << QString() << QString() << 0 << s("bad character");
        QTest::newRow("option injection")
            << s("-oProxyCommand=x") << QString() << QString() << 0 << s("bad character '='");
        QTest::newRow("leading dash")
            << s("-jump") << QString() << QString() << 0 << s("cannot start with '-'");
        QTest::newRow("bad user") << s("a$b@jump") << QString() << QString() << 0
                                  << s("bad character in user");
        QTest::newRow("URI with a path") << s("ssh://jump/x") << QString() << QString() << 0 << s("no path");
        QTest::newRow("tab") << s("jump\t") << QString() << QString() << 0 << s("spaces");
    }

    void parseHopSpec()
    {
        QFETCH(QString, spec);
        QFETCH(QString, error);
        const auto hop = cg::ssh::parseHopSpec(spec);
        if (!error.isEmpty()) {
            QVERIFY2(!hop.ok(), qPrintable(spec));
            QVERIFY2(hop.error().contains(error), qPrintable(hop.error()));
            return;
        }
        QVERIFY2(hop.ok(), qPrintable(hop.error()));
        QTEST(hop->user, "user");
        QTEST(hop->host, "host");
        QTEST(int(hop->port), "port");
    }

    void realFilesAndDefaultReaders()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString ssh = home.filePath(QStringLiteral(".ssh"));
        writeFile(ssh + QStringLiteral("/config"),
                  "Include conf.d/*.conf\nHost *\n  User fallback\n  IdentityFile ~/.ssh/id_ed25519\n");
        writeFile(ssh + QStringLiteral("/conf.d/10-dc.conf"),
                  "Host gpu1\n  HostName 10.0.0.1\n  Port 2201\n");
        writeFile(ssh + QStringLiteral("/conf.d/20-lab.conf"), "Host lab\n  User lab\n  ProxyJump gpu1\n");
        writeFile(ssh + QStringLiteral("/conf.d/.hidden.conf"), "Host gpu1\n  User hidden\n");
        writeFile(ssh + QStringLiteral("/conf.d/notes.txt"), "Host gpu1\n  User txt\n");

        SshConfigOptions options;
        options.homeDir = home.path();
        options.localUser = QStringLiteral("li");
        const auto config = SshConfig::load(ssh + QStringLiteral("/config"), options);
        QVERIFY2(config.ok(), qPrintable(config.error()));
        QVERIFY(config->issues().isEmpty());
        QCOMPARE(config->aliases(), (QStringList{s("gpu1"), s("lab")}));
        const auto lab = config->resolveWithChain(s("lab"));
        QVERIFY2(lab.ok(), qPrintable(lab.error()));
        QCOMPARE(describe(lab->host), s("lab=lab@lab:22 via gpu1"));
        QCOMPARE(describeAll(lab->chain), QStringList{s("gpu1=fallback@10.0.0.1:2201")});
        QCOMPARE(lab->chain[0].identityFiles, QStringList{ssh + QStringLiteral("/id_ed25519")});
        QCOMPARE(lab->chain[0].definedAt, ssh + QStringLiteral("/conf.d/10-dc.conf:1"));
    }

    void loadNamesAMissingFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nope/config"));
        const auto config = SshConfig::load(path, SshConfigOptions{});
        QVERIFY(!config.ok());
        QVERIFY2(config.error().contains(path), qPrintable(config.error()));
        const auto injected = SshConfig::load(path, fakeOptions());
        QVERIFY(!injected.ok());
        QVERIFY(injected.error().contains(path));
    }

    void openSshMissingIsAClearError()
    {
        QTemporaryDir empty;
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", empty.path().toUtf8());
        const auto host = resolveWithOpenSsh(s("x"));
        qputenv("PATH", path);
        QVERIFY(!host.ok());
        QVERIFY2(host.error().contains(s("OpenSSH is not installed")), qPrintable(host.error()));
    }

    void openSshResolvesMatchBlocks()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty())
            QSKIP("OpenSSH (ssh) is not installed here");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("config"));
        const QByteArray text = "Match originalhost gpu1 exec \"true\"\n  User matched\n  ProxyJump j1\n"
                                "Host gpu1\n  HostName 10.0.0.9\n  User plain\n  Port 2209\n";
        writeFile(file, text);
        const auto viaSsh = resolveWithOpenSsh(s("gpu1"), file);
        QVERIFY2(viaSsh.ok(), qPrintable(viaSsh.error()));
        QCOMPARE(describe(viaSsh.value()), s("gpu1=matched@10.0.0.9:2209 via j1"));
        QVERIFY(viaSsh->identityFiles.isEmpty()); // only ssh's defaults

        // Our own resolver cannot run the exec, which decides the user and the jump: it refuses the host.
        const SshConfig ours = SshConfig::parse(text, file, fakeOptions());
        QVERIFY(ours.hasMatchBlocks());
        const auto refused = ours.resolve(s("gpu1"));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("Match exec true (%1:1) cannot be evaluated").arg(file)),
                 qPrintable(refused.error()));

        const auto broken = resolveWithOpenSsh(s("gpu1"), dir.filePath(QStringLiteral("missing")));
        QVERIFY(!broken.ok());
    }

    void sameAsOpenSsh_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QStringList>("aliases");

        QTest::newRow("journey without Match")
            << s(kJourneyConfig).replace(s("Match exec \"nc -z vpn.example-dc.net 443\""), s("Host vpn-only"))
            << QStringList{s("jump"),     s("bastion-2"), s("h200-001"),
                           s("h200-016"), s("vpn-only"),  s("other")};
        QTest::newRow("first match, wildcards, negation")
            << s("Host gpu1\n  HostName 10.0.0.1\n  User alice\nHost gpu? !gpu3\n  HostName %h.dc.example\n"
                 "  Port 2200\nHost Gpu4\n  User upper\nHost *\n  User nobody\n  Port 2222\n"
                 "  ProxyJump j1,ops@j2:2022\n")
            << QStringList{s("gpu1"), s("gpu2"), s("gpu3"), s("gpu4"), s("Gpu4"), s("GPU5"), s("other")};
        QTest::newRow("syntax: =, quotes, case, comments")
            << s("HOST=x \"y\"  # two hosts\n  hostNAME = X.Example.ORG\n  PORT=2022\n  user \"bob\"\n"
                 "\tIdentityFile \"~/.ssh/with space\"\n  IdentityFile ~/.ssh/%r-%h-%p\n"
                 "Host *\n  IdentityFile \"~/.ssh/with space\"\n  User fallback\n")
            << QStringList{s("x"), s("y"), s("z")};
        QTest::newRow("ProxyJump and ProxyCommand precedence")
            << s("Host a\n  ProxyJump none\nHost b\n  ProxyCommand none\nHost a b c\n  ProxyJump j9\n"
                 "Host *\n  User u\n")
            << QStringList{s("a"), s("b"), s("c")};
        QTest::newRow("Include inside Host blocks")
            << s("Host x\n  Include @DIR@/x.conf\nHost *\n  Include @DIR@/all.conf\n  User fallback\n")
            << QStringList{s("x"), s("z"), s("w")};
    }

    void sameAsOpenSsh()
    {
        // Our resolver and `ssh -G` must agree on configs without Match: this pins the semantics to
        // OpenSSH's.
        if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty())
            QSKIP("OpenSSH (ssh) is not installed here");
        QFETCH(QString, config);
        QFETCH(QStringList, aliases);
        QTemporaryDir dir;
        config.replace(s("@DIR@"), dir.path());
        writeFile(dir.filePath(QStringLiteral("x.conf")), "User xinc\nHost z\n  User zinc\n");
        writeFile(dir.filePath(QStringLiteral("all.conf")), "Port 2300\nHost w\n  HostName w.example\n");
        const QString file = dir.filePath(QStringLiteral("config"));
        writeFile(file, config.toUtf8());

        SshConfigOptions options;
        options.homeDir = QDir::homePath();
        const auto parsed = SshConfig::load(file, options);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        for (const QString &alias : aliases) {
            const auto ours = parsed->resolve(alias);
            const auto theirs = resolveWithOpenSsh(alias, file);
            QVERIFY2(ours.ok(), qPrintable(ours.error()));
            QVERIFY2(theirs.ok(), qPrintable(theirs.error()));
            QCOMPARE(ours->hostName, theirs->hostName);
            if (!ours->user.isEmpty())
                QCOMPARE(ours->user, theirs->user);
            QCOMPARE(ours->port, theirs->port);
            QCOMPARE(ours->proxyJump, theirs->proxyJump);
            QCOMPARE(ours->identityFiles, theirs->identityFiles);
        }
    }
};

QTEST_GUILESS_MAIN(TestSshConfig)
#include "tst_ssh_config.moc"
