// SPDX-License-Identifier: GPL-3.0-or-later
// Differential test of the ssh_config resolver against the installed OpenSSH: generated configs (fixed
// seed) are resolved by SshConfig and by `ssh -G -F FILE HOST` (HOME pointed at a temporary folder), and
// every value both resolve must agree. The jump chain is OpenSSH's own: each hop is resolved by `ssh -G`
// with the -l, -p and -J that ssh itself passes to the ssh it runs for a ProxyJump. The test fails on any
// lookup where ClusterGate would connect (host, port, user or chain) where ssh would not. Some generated
// files are ones ssh refuses whole (unknown keywords, recursive Include, bad Match): a real ssh run on each
// file (through ProxyCommand=true, nothing leaves the machine) says so, and ClusterGate must refuse them.
#include "ssh/ssh_config.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <pwd.h>
#include <random>
#include <unistd.h>

using namespace cg;
using namespace cg::ssh;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

// What `ssh -G` printed for one destination.
struct Oracle
{
    bool ok = false;
    QString error;
    QString user, hostName, proxyJump;
    quint16 port = 0;
    QStringList identityFiles;
};

// One hop of a chain as "user@host:port".
QString hop(const QString &user, const QString &host, quint16 port)
{
    return user + u'@' + host + u':' + QString::number(port);
}

class OpenSsh
{
public:
    OpenSsh(QString ssh, QString config, QString home)
        : m_ssh(std::move(ssh)), m_config(std::move(config)), m_home(std::move(home))
    {
    }

    Oracle resolve(const QString &host, const QStringList &flags) const
    {
        // Jump hosts come back in many chains of one config: ask ssh once per host and flags.
        const QString key = (flags + QStringList{host}).join(QChar(0));
        if (const auto it = m_cache.constFind(key); it != m_cache.constEnd())
            return it.value();
        const Oracle o = run(host, flags);
        m_cache.insert(key, o);
        return o;
    }

    Oracle run(const QString &host, const QStringList &flags) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home);
        p.setProcessEnvironment(env);
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(m_ssh, QStringList{QStringLiteral("-G"), QStringLiteral("-F"), m_config} + flags +
                           QStringList{QStringLiteral("--"), host});
        Oracle o;
        if (!p.waitForFinished(15000)) {
            o.error = QStringLiteral("ssh -G timed out");
            return o;
        }
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            o.error = QString::fromUtf8(p.readAllStandardError()).trimmed();
            return o;
        }
        o.ok = true;
        for (const QString &line : QString::fromUtf8(p.readAllStandardOutput()).split(u'\n')) {
            const qsizetype sp = line.indexOf(u' ');
            const QString key = line.left(sp), value = line.mid(sp + 1);
            if (key == u"user")
                o.user = value;
            else if (key == u"hostname")
                o.hostName = value;
            else if (key == u"port")
                o.port = quint16(value.toUInt());
            else if (key == u"proxyjump")
                o.proxyJump = value;
            else if (key == u"identityfile")
                o.identityFiles << value;
        }
        return o;
    }

    // The hops ssh passes through to reach `host`, first reached over TCP. ssh runs
    // `ssh [-l user] [-p port] [-J h1,...,h(k-1)] -W ... hk` for "ProxyJump h1,...,hk", with the
    // tokens of that command expanded for the destination (readconf.c, ssh.c of OpenSSH 9.2).
    bool chain(const Oracle &target, const QString &alias, QStringList *out, QString *error,
               int depth = 0) const
    {
        if (target.proxyJump.isEmpty() || target.proxyJump == u"none")
            return true;
        if (depth > 20) {
            *error = QStringLiteral("endless chain");
            return false;
        }
        QString jump = target.proxyJump;
        jump.replace(QStringLiteral("%h"), target.hostName)
            .replace(QStringLiteral("%p"), QString::number(target.port))
            .replace(QStringLiteral("%r"), target.user)
            .replace(QStringLiteral("%n"), alias);
        QStringList hops = jump.split(u',');
        QString last = hops.takeLast();
        // ssh -G prints an address with a port in brackets ("root@[10.9.0.7]:2201") whatever its family.
        static const QRegularExpression bracketedV4(QStringLiteral("\\[([^:\\]]*)\\]"));
        last.replace(bracketedV4, QStringLiteral("\\1"));
        const auto spec = parseHopSpec(last);
        if (!spec) {
            *error = spec.error();
            return false;
        }
        QStringList flags;
        if (!spec->user.isEmpty())
            flags << QStringLiteral("-l") << spec->user;
        if (spec->port)
            flags << QStringLiteral("-p") << QString::number(spec->port);
        if (!hops.isEmpty())
            flags << QStringLiteral("-J") << hops.join(u',');
        const Oracle next = resolve(spec->host, flags);
        if (!next.ok) {
            *error = next.error;
            return false;
        }
        if (!chain(next, spec->host, out, error, depth + 1))
            return false;
        *out << hop(next.user, next.hostName, next.port);
        return true;
    }

    // The identity files ssh really tries, expanded (~, %-tokens, ${VAR}) as ssh expands them: printed by
    // `ssh -v` before it talks to the server, here a ProxyCommand that closes at once.
    QStringList expandedIdentities(const QString &host) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home);
        p.setProcessEnvironment(env);
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(m_ssh, {QStringLiteral("-v"), QStringLiteral("-F"), m_config, QStringLiteral("-o"),
                        QStringLiteral("ProxyCommand=true"), QStringLiteral("-o"),
                        QStringLiteral("BatchMode=yes"), QStringLiteral("--"), host});
        p.waitForFinished(15000);
        static const QRegularExpression re(QStringLiteral("^debug1: identity file (.*) type -?\\d+$"));
        QStringList all;
        for (const QString &line : QString::fromUtf8(p.readAllStandardError()).split(u'\n')) {
            const auto m = re.match(line.trimmed());
            if (m.hasMatch())
                all << m.captured(1);
        }
        QStringList out; // each file is followed by its "-cert" companion
        for (qsizetype i = 0; i < all.size(); i += 2)
            out << all[i];
        return out;
    }

    // A real ssh connecting to `host` (through ProxyCommand=true, so nothing leaves the machine): whether it
    // refuses the file as a whole before it connects, and what it said.
    bool refusesFile(const QString &host, QString *said) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home);
        p.setProcessEnvironment(env);
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(m_ssh, {QStringLiteral("-F"), m_config, QStringLiteral("-o"),
                        QStringLiteral("ProxyCommand=true"), QStringLiteral("-o"),
                        QStringLiteral("BatchMode=yes"), QStringLiteral("--"), host, QStringLiteral("true")});
        p.waitForFinished(15000);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        *said = err.trimmed().split(u'\n').value(0);
        return err.contains(QLatin1String("terminating")) ||
               err.contains(QLatin1String("Too many recursive configuration includes"));
    }

private:
    QString m_ssh, m_config, m_home;
    mutable QHash<QString, Oracle> m_cache;
};

// Deterministic config generator over the keywords and forms that decide where a host is reached.
class Generator
{
public:
    explicit Generator(quint32 seed) : m_rng(seed) {}

    QString pick(const QStringList &list) { return list[int(m_rng() % quint32(list.size()))]; }
    bool chance(int percent) { return int(m_rng() % 100) < percent; }
    int below(int n) { return int(m_rng() % quint32(n)); }

    QString keyword(const QString &k)
    {
        QString out = k;
        if (chance(15))
            out = out.toLower();
        else if (chance(5))
            out = out.toUpper();
        return out + (chance(20)   ? QStringLiteral("=")
                      : chance(10) ? QStringLiteral(" = ")
                                   : QStringLiteral(" "));
    }

    QString option()
    {
        static const QStringList hostNames{s("%h.lab"), s("10.9.0.7"), s("GW.Lab"), s("%h"),
                                           s("node-b"), s("x.lab"),    s("gw.lab"), s("10.9.1.%h")};
        static const QStringList users{s("alice"), s("bob"), s("ops"), s("root")};
        static const QStringList ports{s("2200"),  s("2222"),  s("ssh"),   s("22"),
                                       s("https"), s("+0022"), s("domain")};
        static const QStringList identities{s("~/.ssh/id_%r"), s("${HOME}/k_%h"), s("none"),
                                            s("/k/%n-%p"),     s("~/.ssh/dup"),   s("\"~/.ssh/with space\"")};
        static const QStringList jumps{s("gw"),          s("gw2"),
                                       s("ops@gw:2222"), s("gw,gw2"),
                                       s("none"),        s("ssh://alice@gw2:2200"),
                                       s("node-a"),      s("gw.lab"),
                                       s("h1,ops@h2"),   s("root@10.9.0.7:2201")};
        switch (below(7)) {
        case 0:
            return keyword(s("HostName")) + pick(hostNames);
        case 1:
            return keyword(s("User")) + pick(users);
        case 2:
            return keyword(s("Port")) + pick(ports);
        case 3:
        case 4:
            return keyword(s("IdentityFile")) + pick(identities);
        case 5:
            return keyword(s("ProxyJump")) + pick(jumps);
        default:
            return chance(50) ? keyword(s("ProxyCommand")) + s("none")
                              : keyword(s("ServerAliveInterval")) + s("30");
        }
    }

    QString blockStart()
    {
        static const QStringList patterns{
            s("h1"),  s("h2"),     s("h?"),    s("h*"),     s("*"),  s("!h2"),   s("!gw*"),   s("gw"),
            s("gw2"), s("node-*"), s("*.lab"), s("10.9.*"), s("H1"), s("x.lab"), s("node-?"), s("gw.lab")};
        static const QStringList matches{s("Match host h1"),
                                         s("Match host *.lab"),
                                         s("Match originalhost h*"),
                                         s("Match !originalhost gw*"),
                                         s("Match user ops"),
                                         s("Match user alice,bob"),
                                         s("Match localuser @LOCAL@"),
                                         s("Match !localuser @LOCAL@"),
                                         s("Match all"),
                                         s("Match final"),
                                         s("Match final host 10.9.*"),
                                         s("Match canonical"),
                                         s("Match host gw*.lab user ops"),
                                         s("Match originalhost node-?,!node-b"),
                                         s("Match host \"x.lab,h?\"")};
        if (chance(25))
            return pick(matches);
        QStringList line;
        const int n = 1 + below(3);
        for (int i = 0; i < n; ++i)
            line << pick(patterns);
        return keyword(s("Host")).trimmed() + u' ' + line.join(u' ');
    }

    // A config of a few blocks; `include` is the path of a second generated file (or empty).
    QString config(const QString &include, bool badLineForAll)
    {
        QStringList lines;
        static const QStringList bad{s("Port 0"),         s("Port 70000"), s("Port no-such-service"),
                                     s("ProxyJump j:0"),  s("HostName"),   s("Match bogus x"),
                                     s("ProxyJump ops@"), s("User"),       s("NoSuchOption yes")};
        if (badLineForAll)
            lines << pick(bad);
        for (int i = below(2); i > 0; --i)
            lines << option();
        const int blocks = 2 + below(5);
        for (int b = 0; b < blocks; ++b) {
            lines << blockStart();
            for (int i = 1 + below(4); i > 0; --i)
                lines << QStringLiteral("    ") + option();
            // A keyword ssh does not know, in any block: ssh refuses the whole file.
            if (chance(3))
                lines << QStringLiteral("    ") +
                             keyword(pick({s("FooBar"), s("UseKeyChainz"), s("Portt")})) + s("1");
            if (!include.isEmpty() && chance(20))
                lines << s("    Include ") + include;
        }
        return lines.join(u'\n') + u'\n';
    }

private:
    std::mt19937 m_rng;
};

QString localUser()
{
    const passwd *pw = getpwuid(getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

void writeFile(const QString &path, const QString &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
}

} // namespace

class TestSshConfigParity : public QObject
{
    Q_OBJECT

private slots:
    void generatedConfigsResolveAsOpenSsh()
    {
        const QString ssh = QStandardPaths::findExecutable(QStringLiteral("ssh"));
        if (ssh.isEmpty())
            QSKIP("OpenSSH (ssh) is not installed: the reference resolver is missing");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".ssh")));
        const QString local = localUser();
        qputenv("HOME", home.path().toLocal8Bit()); // ${HOME} in IdentityFile, for us as for ssh

        const quint32 seed = qEnvironmentVariableIsSet("CG_PARITY_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("CG_PARITY_SEED"))
                                 : 20261201u;
        const int configs = qEnvironmentVariableIsSet("CG_PARITY_CONFIGS")
                                ? qEnvironmentVariableIntValue("CG_PARITY_CONFIGS")
                                : 70;
        const QStringList aliases{s("h1"),     s("h2"),     s("h3"), s("gw"),    s("gw2"),
                                  s("node-a"), s("node-b"), s("H1"), s("x.lab"), s("10.9.0.7")};
        Generator gen(seed);
        int lookups = 0, agreed = 0, bothRefused = 0, refusedByUsOnly = 0, valuesCompared = 0;
        int filesRefusedBySsh = 0;
        QStringList disagreements, dangerous, oursOnly;
        for (int c = 0; c < configs; ++c) {
            const QString file = home.filePath(QStringLiteral("config-%1").arg(c));
            const QString include = home.filePath(QStringLiteral("inc-%1.conf").arg(c));
            const bool badForAll = gen.chance(8);
            QString text = gen.config(include, badForAll);
            // The included file includes the config back now and then: ssh refuses a recursive Include.
            QString inc = gen.config(gen.chance(10) ? file : QString(), false);
            text.replace(QStringLiteral("@LOCAL@"), local);
            inc.replace(QStringLiteral("@LOCAL@"), local);
            writeFile(file, text);
            writeFile(include, inc);

            SshConfigOptions options;
            options.localUser = local; // and the home ssh uses for ~ and %d: the password database's
            const auto parsed = SshConfig::load(file, options);
            QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
            const OpenSsh openSsh(ssh, file, home.path());
            // Files ssh refuses whole (a keyword it does not know, an Include that recurses, a Match it
            // cannot parse), as a real ssh run says: no host of them may resolve.
            QString said;
            if (openSsh.refusesFile(aliases.first(), &said)) {
                ++filesRefusedBySsh;
                for (const QString &alias : aliases) {
                    if (const auto ours = parsed->resolveWithChain(alias); ours.ok())
                        dangerous << QStringLiteral("config %1, host %2:\n%3\nssh refuses the file (%4), "
                                                    "ClusterGate would connect to %5")
                                         .arg(c)
                                         .arg(alias, text, said,
                                              hop(ours->host.user, ours->host.hostName, ours->host.port));
                }
            }

            for (const QString &alias : aliases) {
                ++lookups;
                const auto ours = parsed->resolveWithChain(alias);
                const Oracle theirs = openSsh.resolve(alias, {});
                QStringList theirChain;
                QString chainError;
                const bool theirsOk = theirs.ok && openSsh.chain(theirs, alias, &theirChain, &chainError);
                const QString where = QStringLiteral("config %1, host %2:\n%3").arg(c).arg(alias, text);
                if (!theirsOk) {
                    if (ours.ok()) {
                        dangerous << QStringLiteral("%1\nssh refuses (%2), ClusterGate would connect to %3")
                                         .arg(where, theirs.ok ? chainError : theirs.error,
                                              hop(ours->host.user, ours->host.hostName, ours->host.port));
                    } else {
                        ++bothRefused;
                    }
                    continue;
                }
                if (!ours.ok()) {
                    ++refusedByUsOnly;
                    oursOnly << QStringLiteral("%1\nClusterGate refuses: %2").arg(where, ours.error());
                    continue;
                }
                const SshHost &h = ours->host;
                QStringList ourChain;
                for (const SshHost &j : ours->chain)
                    ourChain << hop(j.user.isEmpty() ? local : j.user, j.hostName, j.port);
                static const QStringList defaults{s("~/.ssh/id_rsa"),        s("~/.ssh/id_ecdsa"),
                                                  s("~/.ssh/id_ecdsa_sk"),   s("~/.ssh/id_ed25519"),
                                                  s("~/.ssh/id_ed25519_sk"), s("~/.ssh/id_xmss"),
                                                  s("~/.ssh/id_dsa")};
                const QStringList theirIds =
                    theirs.identityFiles == defaults ? QStringList{} : theirs.identityFiles;
                QStringList diffs;
                const auto compare = [&](const char *what, const QString &a, const QString &b) {
                    ++valuesCompared;
                    if (a != b)
                        diffs << QStringLiteral("%1: ClusterGate \"%2\", ssh \"%3\"").arg(s(what), a, b);
                };
                compare("hostname", h.hostName, theirs.hostName);
                compare("user", h.user.isEmpty() ? local : h.user, theirs.user);
                compare("port", QString::number(h.port), QString::number(theirs.port));
                compare("identityfile", h.rawIdentityFiles.join(u'|'), theirIds.join(u'|'));
                if (!theirIds.isEmpty())
                    compare("identityfile expanded", h.identityFiles.join(u'|'),
                            openSsh.expandedIdentities(alias).join(u'|'));
                compare("chain", ourChain.join(QStringLiteral(" -> ")),
                        theirChain.join(QStringLiteral(" -> ")));
                if (diffs.isEmpty()) {
                    ++agreed;
                } else {
                    const QString d = QStringLiteral("%1\n%2").arg(where, diffs.join(u'\n'));
                    disagreements << d;
                    if (!diffs.filter(QRegularExpression(QStringLiteral("^(hostname|port|chain)"))).isEmpty())
                        dangerous << d;
                }
            }
        }
        qInfo(
            "seed %u: %d lookups in %d configs: %d agree on every value (%d values compared), %d refused by "
            "both, %d refused by ClusterGate only, %d disagree, %d where ClusterGate would connect where ssh "
            "would not",
            seed, lookups, configs, agreed, valuesCompared, bothRefused, refusedByUsOnly,
            int(disagreements.size()), int(dangerous.size()));
        for (const QString &d : std::as_const(oursOnly).mid(0, 5))
            qInfo().noquote() << "refused by ClusterGate only:" << d;
        qInfo("%d of the %d configs refused as a whole by a real ssh", filesRefusedBySsh, configs);
        QVERIFY(lookups >= 500);
        QVERIFY2(filesRefusedBySsh > 0, "the generator wrote no file ssh refuses");
        QVERIFY2(agreed >= lookups / 2, "too few lookups resolved by both: the generator tests little");
        QVERIFY2(dangerous.isEmpty(), qPrintable(dangerous.mid(0, 3).join(QStringLiteral("\n----\n"))));
        QVERIFY2(disagreements.isEmpty(),
                 qPrintable(disagreements.mid(0, 3).join(QStringLiteral("\n----\n"))));
    }
};

QTEST_GUILESS_MAIN(TestSshConfigParity)
#include "tst_ssh_config_parity.moc"
