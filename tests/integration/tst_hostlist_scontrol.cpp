// SPDX-License-Identifier: GPL-3.0-or-later
// Hostlist against its owner: the installed Slurm's `scontrol show hostnames` and `scontrol show hostlist`
// on generated expressions (a fixed seed, so every run sees the same ones): valid and invalid, several
// bracket groups, white space, zero padding, 10-20 digit numbers, Slurm's range limits and its lenient
// readings. Every expansion and every compression must equal scontrol's; what scontrol refuses, Hostlist
// refuses. scontrol runs without daemons (SLURM_CONF names a two-line slurm.conf); commands without white
// space go to one interactive scontrol per batch, the others one process each.
#include "inventory/hostlist.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <random>

using cg::Hostlist;

namespace {

struct Outcome
{
    bool rejected = false;
    QStringList lines;
};

bool hasWhiteSpace(const QString &s)
{
    return s.contains(u' ') || s.contains(u'\t');
}

// Deterministic everywhere: raw mt19937 output (its sequence is fixed by the standard), no distributions.
class Generator
{
public:
    explicit Generator(quint32 seed) : m_rng(seed) {}

    quint32 below(quint32 n) { return m_rng() % n; }
    bool chance(int percent) { return below(100) < quint32(percent); }
    template <typename T> const T &pick(const QList<T> &list) { return list.at(below(quint32(list.size()))); }

    QString padded(quint64 n, int width) { return QString::number(n).rightJustified(width, u'0'); }

    QString number(quint64 n)
    {
        const int digits = int(QString::number(n).size());
        return padded(n, chance(30) ? digits + int(below(3)) : digits);
    }

    // One item between commas: a number or a range, small, big (10-20 digits) or at Slurm's limit.
    QString item(int maxSpan)
    {
        const quint32 kind = below(100);
        if (kind < 8) {
            static const QList<quint64> bases{1234567890ULL,          98765432101ULL,
                                              999999999999ULL,        1000000000000000ULL,
                                              9223372036854775807ULL, 18446744073709551600ULL};
            const quint64 lo = pick(bases) + below(5);
            return chance(50) ? QString::number(lo)
                              : QString::number(lo) + u'-' + QString::number(lo + below(4));
        }
        const quint64 lo = below(chance(20) ? 1000 : 20);
        if (chance(40))
            return number(lo);
        const quint64 hi = lo + below(quint32(maxSpan) + 1);
        return number(lo) + u'-' + (chance(20) ? number(hi) : QString::number(hi));
    }

    QString group(int items, int maxSpan)
    {
        QStringList parts;
        for (int i = 0; i < items; ++i)
            parts << item(maxSpan);
        return u'[' + parts.join(chance(4) ? QStringLiteral(", ") : QStringLiteral(",")) + u']';
    }

    QString name()
    {
        static const QList<QString> words{
            QStringLiteral("gpu"),    QStringLiteral("n"),     QStringLiteral("node-"),
            QStringLiteral("rack"),   QStringLiteral("h200-"), QStringLiteral("a"),
            QStringLiteral("x.y"),    QStringLiteral("ib_"),   QString(),
            QStringLiteral("c1n"),    QStringLiteral("login"), QStringLiteral("r0"),
            QStringLiteral("dgx-a1-")};
        const quint32 shape = below(100);
        if (shape < 15)
            return pick(words) + (chance(50) ? number(below(200)) : QString());
        const int groups = shape < 60 ? 1 : shape < 85 ? 2 : shape < 96 ? 3 : 4;
        const int maxSpan = groups == 1 ? 12 : groups == 2 ? 4 : 2;
        QString out = pick(words);
        for (int g = 0; g < groups; ++g) {
            out += group(groups > 2 ? 1 + int(below(2)) : 1 + int(below(3)), maxSpan);
            if (g + 1 < groups)
                out += pick(QList<QString>{QStringLiteral("n"), QStringLiteral("-"), QStringLiteral("s"),
                                           QStringLiteral("."), QString(), QStringLiteral("r1c")});
        }
        return out;
    }

    // Things people and scripts get wrong, Slurm's limits, and what Slurm reads leniently.
    QString mutate(QString e)
    {
        static const QList<QString> tails{QStringLiteral("-ib"), QStringLiteral(".dc1"), QStringLiteral("]"),
                                          QStringLiteral("x")};
        static const QList<QString> names{QStringLiteral("a[]"),
                                          QStringLiteral("a[9-3]"),
                                          QStringLiteral("a[a-b]"),
                                          QStringLiteral("a[1--2]"),
                                          QStringLiteral("a[1-3"),
                                          QStringLiteral("a1-3]"),
                                          QStringLiteral("a[x]"),
                                          QStringLiteral("a[1,]"),
                                          QStringLiteral("a[,1]"),
                                          QStringLiteral("a[0-65535]"),
                                          QStringLiteral("a[0-65536]"),
                                          QStringLiteral("a[5-65541]"),
                                          QStringLiteral("a[+3]"),
                                          QStringLiteral("a[1-+3]"),
                                          QStringLiteral("a[1-]"),
                                          QStringLiteral("a[1y-3]"),
                                          QStringLiteral("a]b"),
                                          QStringLiteral("["),
                                          QStringLiteral("[]"),
                                          QStringLiteral("]"),
                                          QStringLiteral("[7"),
                                          QStringLiteral("a[1]b[2"),
                                          QStringLiteral("a[1][2"),
                                          QStringLiteral("a[2]b]c[3]"),
                                          QStringLiteral("a[1-2]]"),
                                          QStringLiteral("a[[1-2]"),
                                          QStringLiteral("a[1]x]"),
                                          QStringLiteral("a[x]b[1]c[2]"),
                                          QStringLiteral("a[1-2][3-4]"),
                                          QStringLiteral("[1-3]"),
                                          QStringLiteral("0005"),
                                          QStringLiteral("a[0-40000,0-30000]b[1]"),
                                          QStringLiteral("a[0-65535]b[1]"),
                                          QStringLiteral("a[1- 2]"),
                                          QStringLiteral("a[ 1-2]"),
                                          QStringLiteral("a[1 ,2]"),
                                          QStringLiteral("a[-1]"),
                                          QStringLiteral("a[1-2-3]"),
                                          QStringLiteral("a[1.5]"),
                                          QStringLiteral("a[0x1]"),
                                          QStringLiteral("a[01-003]"),
                                          QStringLiteral("a[003-01]"),
                                          QStringLiteral("a[9-10]b"),
                                          QStringLiteral("r[1-2]n[3]-x"),
                                          QStringLiteral("a[1,2]-[3]")};
        switch (below(4)) {
        case 0:
            return e + pick(tails);
        case 1:
            return e + pick(QList<QString>{QStringLiteral(","), QStringLiteral(" "), QStringLiteral("\t")}) +
                   pick(names);
        case 2:
            return pick(names);
        default:
            return pick(names) + u',' + e;
        }
    }

    QString expression()
    {
        const int names = 1 + int(below(chance(70) ? 2 : 4));
        QString out;
        for (int i = 0; i < names; ++i) {
            if (i > 0)
                out += chance(88) ? pick(QList<QString>{QStringLiteral(","), QStringLiteral(",,")})
                                  : pick(QList<QString>{QStringLiteral(" "), QStringLiteral("\t"),
                                                        QStringLiteral(", ")});
            out += name();
        }
        return chance(30) ? mutate(out) : out;
    }

private:
    std::mt19937 m_rng;
};

class Scontrol
{
public:
    bool start(QString *why)
    {
        m_scontrol = QStandardPaths::findExecutable(QStringLiteral("scontrol"));
        m_stdbuf = QStandardPaths::findExecutable(QStringLiteral("stdbuf"));
        if (m_scontrol.isEmpty() || m_stdbuf.isEmpty()) {
            *why = QStringLiteral("scontrol (slurm-wlm, installer/debian-packages.txt) or stdbuf not found");
            return false;
        }
        if (!m_dir.isValid()) {
            *why = QStringLiteral("no temporary directory");
            return false;
        }
        QFile conf(m_dir.filePath(QStringLiteral("slurm.conf")));
        if (!conf.open(QIODevice::WriteOnly) ||
            conf.write("ClusterName=hostlist\nSlurmctldHost=localhost\n") < 0) {
            *why = QStringLiteral("cannot write slurm.conf");
            return false;
        }
        conf.close();
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("SLURM_CONF"), conf.fileName());
        return true;
    }

    // `scontrol show VERB EXPR` for each expression.
    QList<Outcome> run(const QString &verb, const QStringList &expressions)
    {
        QList<Outcome> out(expressions.size());
        QList<qsizetype> batch;
        QList<qsizetype> single;
        for (qsizetype i = 0; i < expressions.size(); ++i) {
            if (hasWhiteSpace(expressions.at(i)) || expressions.at(i).isEmpty())
                single << i;
            else
                batch << i;
        }
        singles(verb, expressions, single, out);
        constexpr qsizetype kBatch = 400;
        for (qsizetype from = 0; from < batch.size(); from += kBatch) {
            const QList<qsizetype> part = batch.mid(from, kBatch);
            QStringList exprs;
            for (qsizetype i : part)
                exprs << expressions.at(i);
            const QList<Outcome> got = interactive(verb, exprs);
            for (qsizetype k = 0; k < part.size(); ++k)
                out[part.at(k)] = got.at(k);
        }
        return out;
    }

    int processes = 0;

private:
    // White space cannot go through the interactive reader: one process each, a few at a time.
    void singles(const QString &verb, const QStringList &expressions, const QList<qsizetype> &which,
                 QList<Outcome> &out)
    {
        constexpr int kParallel = 6;
        QList<std::pair<qsizetype, QProcess *>> running;
        const auto finish = [&] {
            const auto [index, p] = running.takeFirst();
            p->waitForFinished(60000);
            Outcome o;
            o.rejected =
                !p->readAllStandardError().trimmed().isEmpty() || p->exitStatus() != QProcess::NormalExit;
            QString text = QString::fromUtf8(p->readAllStandardOutput());
            if (text.endsWith(u'\n'))
                text.chop(1);
            o.lines = text.isEmpty() ? QStringList{} : text.split(u'\n');
            out[index] = o;
            delete p;
        };
        for (qsizetype i : which) {
            if (running.size() == kParallel)
                finish();
            auto *p = new QProcess;
            p->setProcessEnvironment(m_env);
            p->start(m_scontrol, {QStringLiteral("show"), verb, expressions.at(i)});
            ++processes;
            running.append({i, p});
        }
        while (!running.isEmpty())
            finish();
    }

    // One scontrol reading commands on stdin; a marker command before each one splits the output, and
    // line buffering keeps its errors in place.
    QList<Outcome> interactive(const QString &verb, const QStringList &expressions)
    {
        QByteArray script;
        for (qsizetype i = 0; i < expressions.size(); ++i) {
            script += "show hostnames CGMARK" + QByteArray::number(i) + '\n';
            script += "show " + verb.toUtf8() + ' ' + expressions.at(i).toUtf8() + '\n';
        }
        script += "show hostnames CGMARK" + QByteArray::number(expressions.size()) + '\n';
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(m_stdbuf, {QStringLiteral("-oL"), QStringLiteral("-eL"), m_scontrol});
        ++processes;
        p.write(script);
        p.closeWriteChannel();
        p.waitForFinished(120000);
        QList<Outcome> out(expressions.size());
        qsizetype current = -1;
        const QStringList lines = QString::fromUtf8(p.readAll()).split(u'\n');
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("scontrol: show ")) || line == QLatin1String("scontrol: ") ||
                (line.isEmpty() && current < 0))
                continue;
            if (line.startsWith(QLatin1String("CGMARK"))) {
                current = line.mid(6).toLongLong();
                continue;
            }
            if (current < 0 || current >= out.size())
                continue;
            if (line.startsWith(QLatin1String("scontrol: error")) ||
                line.startsWith(QLatin1String("Invalid hostlist")) ||
                line.contains(QLatin1String("too many arguments")) ||
                line.startsWith(QLatin1String("scontrol: fatal")))
                out[current].rejected = true;
            else
                out[current].lines << line;
        }
        return out;
    }

    QString m_scontrol;
    QString m_stdbuf;
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
};

QString shown(const QString &s)
{
    QString out = s;
    out.replace(u'\t', QStringLiteral("\\t"));
    return u'[' + out + u']';
}

} // namespace

class TestHostlistScontrol : public QObject
{
    Q_OBJECT

    Scontrol m_scontrol;

private slots:
    void initTestCase()
    {
        QString why;
        if (!m_scontrol.start(&why))
            QSKIP(qPrintable(why));
    }

    // Acceptance: >= 1,000 generated expressions, zero differences in expansion and in compression.
    void generatedExpressionsMatchScontrol()
    {
        Generator gen(18);
        QStringList expressions;
        QSet<QString> seen;
        while (expressions.size() < 1200) {
            const QString e = gen.expression();
            if (!seen.contains(e)) {
                seen.insert(e);
                expressions << e;
            }
        }
        const QList<Outcome> slurm = m_scontrol.run(QStringLiteral("hostnames"), expressions);

        int valid = 0, invalid = 0, whiteSpace = 0, groups3 = 0, bigNumbers = 0;
        QStringList differences;
        QStringList compressible;
        QList<Hostlist> ours;
        for (qsizetype i = 0; i < expressions.size(); ++i) {
            const QString &e = expressions.at(i);
            const auto got = Hostlist::parse(e, Hostlist::Dialect::Slurm);
            const Outcome &want = slurm.at(i);
            if (want.rejected || (want.lines.isEmpty() && !got.ok())) {
                ++invalid;
                if (got.ok())
                    differences << QStringLiteral("%1: scontrol refuses, we give %2 host(s)")
                                       .arg(shown(e))
                                       .arg(got->count());
                continue;
            }
            ++valid;
            whiteSpace += hasWhiteSpace(e) ? 1 : 0;
            groups3 += e.count(u'[') >= 3 ? 1 : 0;
            bigNumbers += e.contains(QRegularExpression(QStringLiteral("\\d{10}"))) ? 1 : 0;
            if (!got.ok()) {
                differences << QStringLiteral("%1: scontrol gives %2 host(s), we refuse: %3")
                                   .arg(shown(e))
                                   .arg(want.lines.size())
                                   .arg(got.error());
                continue;
            }
            const QStringList hosts = got->hosts();
            if (hosts != want.lines) {
                differences << QStringLiteral("%1: scontrol %2, we %3")
                                   .arg(shown(e), want.lines.mid(0, 8).join(u' '),
                                        hosts.mid(0, 8).join(u' '));
                continue;
            }
            compressible << e;
            ours << got.value();
        }

        // Compression: the same expressions, and lists of names in a shuffled, duplicated order.
        QStringList lists;
        QList<QStringList> listHosts;
        for (qsizetype i = 0; i < ours.size(); i += 3) {
            QStringList hosts = ours.at(i).hosts().mid(0, 40);
            // Names a comma-separated list can carry, with numbers Slurm keeps in 64 bits (see below).
            static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9._-]*?(\\d*)$"));
            const bool ok = std::all_of(hosts.cbegin(), hosts.cend(), [](const QString &h) {
                const QRegularExpressionMatch m = safe.match(h);
                bool fits = true;
                if (m.hasMatch() && !m.captured(1).isEmpty())
                    fits = m.captured(1).toULongLong(&fits) < 18446744073709551615ULL && fits;
                return !h.isEmpty() && m.hasMatch() && fits;
            });
            if (hosts.isEmpty() || !ok)
                continue;

            for (qsizetype k = 0; k + 1 < hosts.size(); ++k) {
                if (gen.chance(15))
                    hosts.swapItemsAt(k, k + 1);
            }
            if (gen.chance(30))
                hosts << hosts.first();
            lists << hosts.join(u',');
            listHosts << hosts;
        }
        const QList<Outcome> ranged = m_scontrol.run(QStringLiteral("hostlist"), compressible + lists);
        int compressed = 0;
        for (qsizetype i = 0; i < ranged.size(); ++i) {
            const bool fromList = i >= compressible.size();
            const QString mine =
                fromList ? Hostlist::compress(listHosts.at(i - compressible.size())) : ours.at(i).ranged();
            const QString &e = fromList ? lists.at(i - compressible.size()) : compressible.at(i);
            const QString theirs = ranged.at(i).lines.join(u'\n');
            ++compressed;
            if (ranged.at(i).rejected || theirs != mine)
                differences
                    << QStringLiteral("show hostlist %1: scontrol %2, we %3").arg(shown(e), theirs, mine);
        }

        qInfo("%d expressions (%d valid, %d refused by scontrol; %d with white space, %d with 3+ bracket "
              "groups, %d with 10+ digit numbers), %d compressions; %d scontrol processes; %d differences",
              int(expressions.size()), valid, invalid, whiteSpace, groups3, bigNumbers, compressed,
              m_scontrol.processes, int(differences.size()));
        for (const QString &d : std::as_const(differences).mid(0, 30))
            qWarning("%s", qPrintable(d));
        QVERIFY(valid >= 700);
        QVERIFY(invalid >= 150);
        QVERIFY(whiteSpace >= 50);
        QVERIFY(groups3 >= 50);
        QVERIFY(bigNumbers >= 50);
        QCOMPARE(differences.size(), 0);
    }

    // Where Slurm silently loses or changes hosts, Hostlist refuses with the reason; scontrol's own
    // behaviour is checked too, so this list stays true of the installed Slurm.
    void slurmsSilentLossesAreRefused_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("scontrolFirst");
        QTest::addColumn<int>("scontrolCount");
        QTest::addColumn<QString>("reason");
        QTest::newRow("number wraps")
            << QStringLiteral("a99999999999999999999999") << QStringLiteral("a00018446744073709551615") << 1
            << QStringLiteral("too large");
        QTest::newRow("range wraps") << QStringLiteral("a[0-99999999999999999999]") << QString() << 0
                                     << QStringLiteral("too large");
        // The group before b[1] is over Slurm's limit: Slurm stops after its first range and says nothing.
        QTest::newRow("group over its limit, deep")
            << QStringLiteral("x1,a[0-65535,70000]b[1]c[1]") << QStringLiteral("x1") << 65537
            << QStringLiteral("more than 65536 hosts");
    }

    void slurmsSilentLossesAreRefused()
    {
        QFETCH(QString, expression);
        QFETCH(QString, scontrolFirst);
        QFETCH(int, scontrolCount);
        QFETCH(QString, reason);
        const Outcome o = m_scontrol.run(QStringLiteral("hostnames"), {expression}).first();
        QVERIFY(!o.rejected);
        QCOMPARE(o.lines.size(), scontrolCount);
        QCOMPARE(o.lines.value(0), scontrolFirst);
        const auto got = Hostlist::parse(expression, Hostlist::Dialect::Slurm);
        QVERIFY(!got.ok());
        QVERIFY2(got.error().contains(reason), qPrintable(got.error()));
    }

    // For display, a name whose number does not fit 64 bits stays as written; scontrol changes it.
    void compressionKeepsNamesSlurmWouldChange()
    {
        const QString name = QStringLiteral("n99999999999999999999");
        const Outcome o = m_scontrol.run(QStringLiteral("hostlist"), {name + QStringLiteral(",n1")}).first();
        QCOMPARE(o.lines.join(u' '), QStringLiteral("n[18446744073709551615,1]"));
        QCOMPARE(Hostlist::compress({name, QStringLiteral("n1")}), name + QStringLiteral(",n1"));
    }
};

QTEST_GUILESS_MAIN(TestHostlistScontrol)
#include "tst_hostlist_scontrol.moc"
