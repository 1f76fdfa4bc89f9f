// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate validate` (the real binary, in the netlab client namespace) on a saved cluster behind a
// bastion with real agents: L0 and L1 pass and the signed acceptance PDF names every check (read back with
// pdftotext); the signed JSON verifies and the report's hash is in the audit log. Then a node is made
// reachable directly from the client (a veth and a route) and L0 fails with that reason; restored after.
// With the shipped checklist, the lab's root logins fail least privilege, with the reason.
#include "pdf_check.h"
#include "ssh/connection_hub.h"
#include "validation_lab.h"

#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"
#include "validation/acceptance_report.h"
#include "validation/validation_engine.h"

#include <QCryptographicHash>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace cg;

class TestValidate : public QObject
{
    Q_OBJECT

    struct Cli
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    Cli cli(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_home.path());
        env.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        env.insert(QStringLiteral("USER"), QStringLiteral("alice"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(150000))
            p.kill();
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    QStringList validate(const QStringList &extra)
    {
        return QStringList{QStringLiteral("validate"),
                           QStringLiteral("lab"),
                           QStringLiteral("--known-hosts"),
                           m_lab.file(QStringLiteral("known_hosts")),
                           QStringLiteral("--no-agent"),
                           QStringLiteral("--connect-timeout"),
                           QStringLiteral("10")} +
               extra;
    }

    static int ip(const QStringList &args) { return QProcess::execute(QStringLiteral("ip"), args); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("validate tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
        Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        Inventory inv(db);
        const auto id = inv.saveCluster(test::labCluster(m_lab), test::labNodes());
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_checklist = m_home.filePath(QStringLiteral("lab.yaml"));
        QFile f(m_checklist);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(test::labChecklist());
    }

    void cleanupTestCase() { m_lab.down(); }

    // Acceptance 1: L0 and L1 on the namespaced cluster, and the signed PDF.
    void levelsZeroAndOnePassWithSignedReport()
    {
        const QString pdf = m_home.filePath(QStringLiteral("acceptance.pdf"));
        const Cli r = cli(validate({QStringLiteral("--checklist"), m_checklist, QStringLiteral("--levels"),
                                    QStringLiteral("L0-L1"), QStringLiteral("--report"), pdf,
                                    QStringLiteral("--format"), QStringLiteral("json")}));
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("passed")).toBool());
        const QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        QJsonObject rtt, mtu;
        for (const QJsonValue &l : levels) {
            QCOMPARE(l.toObject().value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
            for (const QJsonValue &c : l.toObject().value(QStringLiteral("checks")).toArray()) {
                if (c.toObject().value(QStringLiteral("check")) == QLatin1String("console_rtt"))
                    rtt = c.toObject();
                if (c.toObject().value(QStringLiteral("check")) == QLatin1String("path_mtu"))
                    mtu = c.toObject();
            }
        }
        // Figures carry their thresholds; a check that cannot run here says why instead of passing.
        bool p99HasThreshold = false;
        for (const QJsonValue &f : rtt.value(QStringLiteral("figures")).toArray()) {
            if (f.toObject().value(QStringLiteral("name")) == QLatin1String("rtt_ms_p99"))
                p99HasThreshold = f.toObject().value(QStringLiteral("threshold")).toDouble() == 400.0 &&
                                  f.toObject().value(QStringLiteral("met")).toBool();
        }
        QVERIFY2(p99HasThreshold, QJsonDocument(rtt).toJson().constData());
        const QString mtuStatus = mtu.value(QStringLiteral("status")).toString();
        QVERIFY2(mtuStatus == QLatin1String("pass") ||
                     (mtuStatus == QLatin1String("not run") &&
                      mtu.value(QStringLiteral("reason"))
                          .toString()
                          .contains(QLatin1String("neither ping nor tracepath"))),
                 qPrintable(mtu.value(QStringLiteral("reason")).toString()));

        // The PDF as an auditor's tools read it.
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString body = QString::fromUtf8(text.readAllStandardOutput());
        for (const char *want :
             {"Acceptance report: lab", "Contract promises", "inter_node_gbit", "L0", "L1", "sha256_match",
              "throughput_mbps", "rtt_ms_p99", "Operator: alice", "Signature", "Public key"})
            QVERIFY2(body.contains(QLatin1String(want)),
                     qPrintable(QStringLiteral("%1 missing in:\n%2").arg(QString::fromLatin1(want), body)));

        // The RTT echoes are charted in it: their distribution, painted into the PDF with its labels.
        QVERIFY2(body.contains(QLatin1String("Distribution of")) &&
                     body.contains(QLatin1String("round-trip time (ms)")),
                 qPrintable(body));

        // The signed results next to it verify, and the report's hash is in the audit log.
        const QJsonObject report = o.value(QStringLiteral("report")).toObject();
        QFile signedJson(report.value(QStringLiteral("json")).toString());
        QVERIFY(signedJson.open(QIODevice::ReadOnly));
        QString why;
        QVERIFY2(validation::AcceptanceReports::verifySignedJson(signedJson.readAll(), &why),
                 qPrintable(why));
        QVERIFY(body.contains(report.value(QStringLiteral("public_key")).toString().left(20)));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray pdfHash =
            QCryptographicHash::hash(pdfFile.readAll(), QCryptographicHash::Sha256).toHex();
        Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        ledger::AuditQuery q;
        q.limit = -1;
        const auto rows = audit.rows(q);
        QVERIFY(rows.ok());
        bool reportRow = false, sudoAudited = false, evidence = false;
        for (const ledger::AuditRow &row : rows.value()) {
            if (row.action == QLatin1String("validation.report") &&
                row.details.contains(QString::fromLatin1(pdfHash)))
                reportRow = true;
            if (row.action == QLatin1String("ssh.command") &&
                row.details.contains(QLatin1String("sudo -n true")))
                sudoAudited = true;
            if (row.action == QLatin1String("validation.check") &&
                row.details.contains(QLatin1String("evidence_sha256")))
                evidence = true;
        }
        QVERIFY(reportRow);
        QVERIFY(sudoAudited);
        QVERIFY(evidence);
        QVERIFY(audit.verify().intact);
    }

    // Acceptance 1: a node made reachable directly fails L0, with the reason.
    void levelZeroFailsWhenANodeIsDirectlyReachable()
    {
        const QString a = QStringLiteral("cgva%1").arg(QCoreApplication::applicationPid() % 100000);
        const QString b = QStringLiteral("cgvb%1").arg(QCoreApplication::applicationPid() % 100000);
        const QString nodeNs = m_lab.value("NS_NODE");
        // This process is in the client namespace: `ip` without -n acts there.
        QCOMPARE(ip({QStringLiteral("link"), QStringLiteral("add"), a, QStringLiteral("type"),
                     QStringLiteral("veth"), QStringLiteral("peer"), QStringLiteral("name"), b,
                     QStringLiteral("netns"), nodeNs}),
                 0);
        const auto restore = qScopeGuard([&] { ip({QStringLiteral("link"), QStringLiteral("del"), a}); });
        QCOMPARE(ip({QStringLiteral("addr"), QStringLiteral("add"), QStringLiteral("198.18.9.1/24"),
                     QStringLiteral("dev"), a}),
                 0);
        QCOMPARE(ip({QStringLiteral("link"), QStringLiteral("set"), a, QStringLiteral("up")}), 0);
        QCOMPARE(ip({QStringLiteral("-n"), nodeNs, QStringLiteral("addr"), QStringLiteral("add"),
                     QStringLiteral("198.18.9.2/24"), QStringLiteral("dev"), b}),
                 0);
        QCOMPARE(ip({QStringLiteral("-n"), nodeNs, QStringLiteral("link"), QStringLiteral("set"), b,
                     QStringLiteral("up")}),
                 0);
        QCOMPARE(ip({QStringLiteral("route"), QStringLiteral("add"), QStringLiteral("198.18.4.10/32"),
                     QStringLiteral("via"), QStringLiteral("198.18.9.2")}),
                 0);

        const Cli r = cli(validate(
            {QStringLiteral("--checklist"), m_checklist, QStringLiteral("--levels"), QStringLiteral("L0")}));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("reachable directly from this machine"), r.out.constData());
        QVERIFY2(r.out.contains("198.18.4.10:22"), r.out.constData());
        QVERIFY2(!r.out.contains("198.18.4.11:22"), r.out.constData());
        QVERIFY2(r.out.contains("L0 Connectivity: FAIL"), r.out.constData());
    }

    // Acceptance 4 (issue 18): a cluster with a dead node (an address in the node subnet that nothing
    // answers, so the bastion's connect fails as it does for a powered-off machine). With the node
    // excluded, L0 and L1 pass, the verdict counts it apart and every check's evidence records it with the
    // reason. Without excluding it, L0 fails naming it and nothing else fails because of it: least
    // privilege could not measure it, and L1 (with L0 overridden) measures the nodes that answer and says
    // the dead one was not measured, with no figure of it.
    void deadNodeExcludedPassesLevelsZeroAndOne()
    {
        {
            Database db;
            QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
            Inventory inv(db);
            ClusterRecord c = test::labCluster(m_lab);
            c.name = QStringLiteral("lab-dead");
            QList<NodeRecord> nodes = test::labNodes();
            NodeRecord dead;
            dead.name = QStringLiteral("gpu03");
            dead.endpoint.host = QStringLiteral("198.18.4.250");
            dead.endpoint.user = QStringLiteral("root");
            nodes << dead;
            const auto id = inv.saveCluster(c, nodes);
            QVERIFY2(id.ok(), qPrintable(id.error()));
        }
        const auto run = [this](const QStringList &extra) {
            QStringList args = validate(extra);
            args[1] = QStringLiteral("lab-dead");
            return cli(args + QStringList{QStringLiteral("--checklist"), m_checklist,
                                          QStringLiteral("--format"), QStringLiteral("json")});
        };
        const auto levelOf = [](const QJsonObject &o, const QString &id) {
            for (const QJsonValue &l : o.value(QStringLiteral("levels")).toArray()) {
                if (l.toObject().value(QStringLiteral("level")).toString() == id)
                    return l.toObject();
            }
            return QJsonObject();
        };
        const auto checkOf = [](const QJsonObject &level, const QString &id) {
            for (const QJsonValue &c : level.value(QStringLiteral("checks")).toArray()) {
                if (c.toObject().value(QStringLiteral("check")).toString() == id)
                    return c.toObject();
            }
            return QJsonObject();
        };
        // No figure of a node nobody reached: a figure is either measured (a number) or says it was not,
        // and one that was not is never "met".
        const auto noPhantomFigures = [](const QJsonObject &level) {
            for (const QJsonValue &c : level.value(QStringLiteral("checks")).toArray()) {
                for (const QJsonValue &f : c.toObject().value(QStringLiteral("figures")).toArray()) {
                    const QJsonObject fo = f.toObject();
                    const bool measured = fo.value(QStringLiteral("measured")).toBool(true);
                    if (measured != fo.value(QStringLiteral("value")).isDouble())
                        return false;
                    if (!measured && fo.value(QStringLiteral("met")).toBool())
                        return false;
                }
            }
            return true;
        };

        // Excluded: L0 and L1 pass on the two nodes that answer; the signed report says so.
        const QString pdf = m_home.filePath(QStringLiteral("acceptance-excluded.pdf"));
        const Cli ok = run({QStringLiteral("--levels"), QStringLiteral("L0-L1"), QStringLiteral("--exclude"),
                            QStringLiteral("gpu[03]"), QStringLiteral("--exclude-reason"),
                            QStringLiteral("dead PSU"), QStringLiteral("--report"), pdf});
        QVERIFY2(ok.code == 0, (ok.out + ok.err).constData());
        const QJsonObject okJson = QJsonDocument::fromJson(ok.out).object();
        QVERIFY(okJson.value(QStringLiteral("passed")).toBool());
        QCOMPARE(okJson.value(QStringLiteral("excluded")).toArray(),
                 (QJsonArray{QJsonObject{{QStringLiteral("node"), QStringLiteral("gpu03")},
                                         {QStringLiteral("reason"), QStringLiteral("dead PSU")}}}));
        for (const QString &id : {QStringLiteral("L0"), QStringLiteral("L1")}) {
            const QJsonObject l = levelOf(okJson, id);
            QCOMPARE(l.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
            QCOMPARE(l.value(QStringLiteral("nodes_total")).toInt(), 3);
            QCOMPARE(l.value(QStringLiteral("nodes_counted")).toInt(), 2);
            QCOMPARE(l.value(QStringLiteral("verdict")).toString(),
                     QStringLiteral("pass, 2 of 3 nodes, 1 excluded: dead PSU"));
            for (const QJsonValue &c : l.value(QStringLiteral("checks")).toArray()) {
                const QJsonArray ex = c.toObject().value(QStringLiteral("excluded")).toArray();
                QVERIFY2(ex.size() == 1 &&
                             ex.at(0).toObject().value(QStringLiteral("reason")) == QLatin1String("dead PSU"),
                         QJsonDocument(c.toObject()).toJson().constData());
            }
            QVERIFY(noPhantomFigures(l));
        }
        // The PDF as an auditor's tools read it: the verdict counts the excluded node apart, the node table
        // names it with its reason, the summary counts it per level.
        const QString reportText = test::pdfText(pdf);
        const QString page1 = test::pdfText(pdf, 1, 1);
        QCOMPARE(page1.trimmed().section(QLatin1Char('\n'), 0, 0).simplified(),
                 QStringLiteral("ACCEPTED: L0-L1 passed on 2 of 3 nodes (1 excluded: dead PSU)"));
        QVERIFY2(QRegularExpression(QStringLiteral("\\n\\s*gpu03\\s+excluded\\s+dead PSU\\s*\\n"))
                     .match(reportText)
                     .hasMatch(),
                 qPrintable(reportText));
        for (const char *node : {"gpu01", "gpu02"})
            QVERIFY2(
                QRegularExpression(QStringLiteral("\\n\\s*%1\\s+included\\s*\\n").arg(QLatin1String(node)))
                    .match(reportText)
                    .hasMatch(),
                qPrintable(reportText));
        for (const char *level : {"L0", "L1"})
            QVERIFY2(QRegularExpression(
                         QStringLiteral("\\n\\s*%1\\s+.*PASS\\s+2 of 3 nodes\\s").arg(QLatin1String(level)))
                         .match(page1)
                         .hasMatch(),
                     qPrintable(page1));
        // The signed results hold the exclusion, and verify.
        QFile signedJson(
            okJson.value(QStringLiteral("report")).toObject().value(QStringLiteral("json")).toString());
        QVERIFY(signedJson.open(QIODevice::ReadOnly));
        const QByteArray signedData = signedJson.readAll();
        QString why;
        QVERIFY2(validation::AcceptanceReports::verifySignedJson(signedData, &why), qPrintable(why));
        QCOMPARE(QJsonDocument::fromJson(signedData)
                     .object()
                     .value(QStringLiteral("results"))
                     .toObject()
                     .value(QStringLiteral("excluded")),
                 okJson.value(QStringLiteral("excluded")));
        // Page 1 as people see it; with CLUSTERGATE_REPORT_SAMPLE=DIR kept there as a PNG (docs/).
        const QImage image = test::pdfPage(pdf, 1, 110);
        QVERIFY(!image.isNull());
        if (const QString dir = qEnvironmentVariable("CLUSTERGATE_REPORT_SAMPLE"); !dir.isEmpty())
            QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("acceptance-report-excluded-page1.png"))));

        // The checks never tried it: two nodes reached of two.
        const QJsonObject reached = checkOf(levelOf(okJson, QStringLiteral("L0")), QStringLiteral("nodes"));
        QVERIFY2(!QJsonDocument(reached).toJson().contains("198.18.4.250"),
                 QJsonDocument(reached).toJson().constData());

        // Not excluded: L0 fails, naming the node; only the check whose subject it is fails.
        const Cli bad = run({QStringLiteral("--levels"), QStringLiteral("L0-L1")});
        QCOMPARE(bad.code, 1);
        const QJsonObject badJson = QJsonDocument::fromJson(bad.out).object();
        const QJsonObject l0 = levelOf(badJson, QStringLiteral("L0"));
        QCOMPARE(l0.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
        QCOMPARE(l0.value(QStringLiteral("reason")).toString(), QStringLiteral("failed: nodes"));
        const QJsonObject nodesCheck = checkOf(l0, QStringLiteral("nodes"));
        QVERIFY2(nodesCheck.value(QStringLiteral("reason")).toString().startsWith(QLatin1String("gpu03: ")),
                 QJsonDocument(nodesCheck).toJson().constData());
        QVERIFY(!nodesCheck.value(QStringLiteral("reason")).toString().contains(QLatin1String("gpu01")));
        QCOMPARE(checkOf(l0, QStringLiteral("hops")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("pass"));
        QCOMPARE(checkOf(l0, QStringLiteral("not_direct")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("pass"));
        const QJsonObject priv = checkOf(l0, QStringLiteral("least_privilege"));
        QCOMPARE(priv.value(QStringLiteral("status")).toString(), QStringLiteral("not run"));
        QCOMPARE(priv.value(QStringLiteral("not_measured")).toArray().size(), 1);
        QCOMPARE(priv.value(QStringLiteral("not_measured"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("node")),
                 QJsonValue(QStringLiteral("gpu03")));
        QVERIFY(noPhantomFigures(l0));
        // Its host key was never seen: two of three verified, whatever the jump host's did.
        QHash<QString, double> reachFigures;
        for (const QJsonValue &f : nodesCheck.value(QStringLiteral("figures")).toArray())
            reachFigures.insert(f.toObject().value(QStringLiteral("name")).toString(),
                                f.toObject().value(QStringLiteral("value")).toDouble());
        QCOMPARE(reachFigures.value(QStringLiteral("host_keys_verified")), 2.0);
        QCOMPARE(reachFigures.value(QStringLiteral("nodes_total")), 3.0);
        QCOMPARE(levelOf(badJson, QStringLiteral("L1")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("blocked"));

        // L0 overridden: L1 measures the nodes that answer and says which one it could not.
        const Cli over = run({QStringLiteral("--levels"), QStringLiteral("L1"), QStringLiteral("--override"),
                              QStringLiteral("L0=gpu03 is being replaced")});
        QCOMPARE(over.code, 1);
        const QJsonObject overJson = QJsonDocument::fromJson(over.out).object();
        const QJsonObject l1 = levelOf(overJson, QStringLiteral("L1"));
        QCOMPARE(l1.value(QStringLiteral("status")).toString(), QStringLiteral("not run"));
        QVERIFY2(
            l1.value(QStringLiteral("reason")).toString().contains(QLatin1String("not measured on gpu03")),
            QJsonDocument(l1).toJson().constData());
        QVERIFY(noPhantomFigures(l1));
        const QJsonObject rtt = checkOf(l1, QStringLiteral("console_rtt"));
        QCOMPARE(rtt.value(QStringLiteral("status")).toString(), QStringLiteral("not run"));
        bool p99Measured = false;
        for (const QJsonValue &f : rtt.value(QStringLiteral("figures")).toArray()) {
            if (f.toObject().value(QStringLiteral("name")) == QLatin1String("rtt_ms_p99"))
                p99Measured = f.toObject().value(QStringLiteral("value")).toDouble() > 0;
        }
        QVERIFY2(p99Measured, QJsonDocument(rtt).toJson().constData()); // of the nodes that answer
        for (const char *id : {"node_to_node", "large_transfer"})
            QVERIFY2(checkOf(l1, QString::fromLatin1(id)).value(QStringLiteral("status")) ==
                         QLatin1String("pass"),
                     QJsonDocument(checkOf(l1, QString::fromLatin1(id))).toJson().constData());
        for (const QJsonValue &c : l1.value(QStringLiteral("checks")).toArray())
            QVERIFY2(c.toObject().value(QStringLiteral("status")) != QLatin1String("fail"),
                     QJsonDocument(c.toObject()).toJson().constData());

        // The text output never prints a figure for what was not measured.
        QStringList textArgs = validate(
            {QStringLiteral("--levels"), QStringLiteral("L1"), QStringLiteral("--override"),
             QStringLiteral("L0=gpu03 is being replaced"), QStringLiteral("--checklist"), m_checklist});
        textArgs[1] = QStringLiteral("lab-dead");
        const Cli text = cli(textArgs);
        QVERIFY2(text.out.contains("gpu03: not measured (not reached: "), text.out.constData());
        QVERIFY2(!text.out.contains("= 0 ms"), text.out.constData());

        // Excluding asks for a reason and a node of the cluster.
        QCOMPARE(run({QStringLiteral("--exclude"), QStringLiteral("gpu03")}).code, 2);
        const Cli unknown = run({QStringLiteral("--exclude"), QStringLiteral("gpu[07-08]"),
                                 QStringLiteral("--exclude-reason"), QStringLiteral("x")});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("no node 'gpu07' in cluster lab-dead"), unknown.err.constData());
    }

    void rootLoginFailsTheShippedLeastPrivilegeCheck()
    {
        const Cli r = cli(validate({QStringLiteral("--levels"), QStringLiteral("L0-L1")}));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("logged in as root"), r.out.constData());
        // L1 is not run on a cluster whose L0 failed...
        QVERIFY2(r.out.contains("blocked: L0 has not passed"), r.out.constData());
        // ...unless the operator overrides L0, with a recorded reason.
        const Cli o =
            cli(validate({QStringLiteral("--levels"), QStringLiteral("L1"), QStringLiteral("--override"),
                          QStringLiteral("L0=lab nodes log in as root by design"), QStringLiteral("--format"),
                          QStringLiteral("json")}));
        const QJsonObject json = QJsonDocument::fromJson(o.out).object();
        const QJsonArray levels = json.value(QStringLiteral("levels")).toArray();
        bool l1Ran = false, overrideShown = false;
        for (const QJsonValue &l : levels) {
            if (l.toObject().value(QStringLiteral("level")) == QLatin1String("L1"))
                l1Ran = l.toObject().value(QStringLiteral("status")) != QLatin1String("blocked");
            if (l.toObject().value(QStringLiteral("override")).toObject().value(QStringLiteral("reason")) ==
                QLatin1String("lab nodes log in as root by design"))
                overrideShown = true;
        }
        QVERIFY2(l1Ran, o.out.constData());
        QVERIFY2(overrideShown, o.out.constData());
    }

    // L6: an agent killed on a node is noticed (a gap) and streams again within the expected time; the
    // console's link to the bastion, cut by a relay and healed, is noticed and recovered from.
    void operationsDrillsNoticeAndRecover()
    {
        const auto list = validation::Checklists::parse(R"(checklist: ops
levels:
  - id: L6
    title: Operations
    checks:
      - id: agent_kill
        kind: ops.agent_kill
        title: Agent killed, noticed and restarted
        params: {recover_s: 120}
        expect:
          - {figure: recover_s, op: "<=", value: "120"}
      - id: link_cut
        kind: ops.link_cut
        title: Link cut and healed
        params: {cut_s: 8, detect_s: 30, recover_s: 60}
        expect:
          - {figure: detect_s, op: "<=", value: "30"}
          - {figure: recover_s, op: "<=", value: "60"}
)",
                                                        QStringLiteral("ops.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        cg::ssh::ConnectionHub hub;
        validation::ValidationEngine engine(hub, nullptr, nullptr);
        engine.setChecklist(list.value());
        engine.setTarget(test::labTarget(m_lab));
        QSignalSpy done(&engine, &validation::ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L6")}));
        QVERIFY(done.wait(280000));
        const validation::CheckResult r = engine.level(QStringLiteral("L6"))->checks.first();
        QVERIFY2(r.status == validation::CheckStatus::Pass,
                 qPrintable(r.reason + QLatin1Char('\n') + QString::fromUtf8(r.log)));
        QStringList figures;
        for (const validation::Figure &f : r.figures)
            figures << f.name;
        QCOMPARE(figures, (QStringList{QStringLiteral("detect_s"), QStringLiteral("recover_s")}));
        QVERIFY(r.log.contains("killed 1"));

        const validation::CheckResult cut = engine.level(QStringLiteral("L6"))->checks.at(1);
        QVERIFY2(cut.status == validation::CheckStatus::Pass,
                 qPrintable(cut.reason + QLatin1Char('\n') + QString::fromUtf8(cut.log)));
        QHash<QString, double> f;
        for (const validation::Figure &x : cut.figures)
            f.insert(x.name, x.value);
        QCOMPARE(f.keys().size(), 3);
        QVERIFY(f.value(QStringLiteral("outage_s")) >= 8.0);
        // Noticed while the link was down, streaming again only after it healed.
        QVERIFY(f.value(QStringLiteral("detect_s")) > 0 &&
                f.value(QStringLiteral("detect_s")) < f.value(QStringLiteral("outage_s")));
        QVERIFY(f.value(QStringLiteral("recover_s")) > 0);
        const QJsonArray states = cut.json.value(QStringLiteral("states")).toArray();
        QVERIFY(states.contains(QStringLiteral("reconnecting")));
        // The lost connection and its replacement both went through the relay.
        QVERIFY(cut.json.value(QStringLiteral("relay_connections")).toInt() >= 2);
        qInfo("link cut: detected after %.1f s, streaming %.1f s after the heal (outage %.1f s)",
              f.value(QStringLiteral("detect_s")), f.value(QStringLiteral("recover_s")),
              f.value(QStringLiteral("outage_s")));
    }

    // L2/L3 run live: the console runs the agent's benchmarks on every node through the chain and judges
    // them by a baseline. Host memory bandwidth (membw --device cpu) is measurable on the lab nodes and
    // passes a lenient baseline, fails an impossible one; GEMM and NCCL across nodes (the unique id made
    // on the first node and handed to every rank) need GPUs, so they come back not run with the agent's
    // reason, never a pass.
    void benchmarksRunOnTheNodes()
    {
        const auto baseline = [this](const char *name, const char *threshold) {
            const QString path = m_home.filePath(QString::fromLatin1(name) + QStringLiteral(".yaml"));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(QByteArray("name: ") + name +
                    "\nrules:\n  - id: cpu-triad\n    metric: membw.triad\n"
                    "    device: cpu\n    comparison: \">=\"\n    threshold: " +
                    threshold + "\n    unit: GB/s\n    severity: fail\n");
            return path;
        };
        const QString lenient = baseline("lab-cpu", "0.01"), strict = baseline("lab-impossible", "1000000");
        const QString yaml = QStringLiteral(R"(checklist: live
levels:
  - id: L2
    title: Single GPU
    checks:
      - id: membw_cpu
        kind: bench.run
        params: {benchmarks: [membw], args: "--device cpu --size-mb 8 --repetitions 3 --warmup 1", baseline: "%1"}
      - id: membw_impossible
        kind: bench.run
        params: {benchmarks: [membw], args: "--device cpu --size-mb 8 --repetitions 3", baseline: "%2", nodes: 1}
      - id: gemm
        kind: bench.run
        params: {benchmarks: [gemm], baseline: h200-sxm, nodes: 1}
      - id: nccl_across
        kind: bench.run
        params: {benchmarks: [nccl], across_nodes: 1, gpus_per_node: 1, baseline: h200-sxm}
)")
                                 .arg(lenient, strict);
        const auto list = validation::Checklists::parse(yaml.toUtf8(), QStringLiteral("live.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        cg::ssh::ConnectionHub hub;
        validation::ValidationEngine engine(hub, nullptr, nullptr);
        engine.setChecklist(list.value());
        const validation::ValidationTarget target = test::labTarget(m_lab);
        engine.setTarget(target);
        QSignalSpy done(&engine, &validation::ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L2")}));
        QVERIFY(done.wait(280000));
        const QList<validation::CheckResult> checks = engine.level(QStringLiteral("L2"))->checks;
        QCOMPARE(checks.size(), 4);
        const auto why = [](const validation::CheckResult &r) {
            return qPrintable(r.reason + QLatin1Char('\n') + QString::fromUtf8(r.log));
        };

        const validation::CheckResult &cpu = checks.at(0);
        QVERIFY2(cpu.status == validation::CheckStatus::Pass, why(cpu));
        QCOMPARE(cpu.json.value(QStringLiteral("commands")).toArray().size(), target.nodes.size());
        int triads = 0;
        for (const validation::Figure &f : cpu.figures) {
            if (f.name.startsWith(QLatin1String("membw.triad@"))) {
                ++triads;
                QVERIFY2(f.value > 0.01 && f.met, qPrintable(f.name));
            }
        }
        QCOMPARE(triads, target.nodes.size()); // one measured figure from every node

        const validation::CheckResult &impossible = checks.at(1);
        QVERIFY2(impossible.status == validation::CheckStatus::Fail, why(impossible));
        QVERIFY2(impossible.reason.contains(QLatin1String("membw.triad")), why(impossible));

        const validation::CheckResult &gemm = checks.at(2);
        QVERIFY2(gemm.status == validation::CheckStatus::NotRun, why(gemm));
        QVERIFY2(gemm.reason.contains(QLatin1String("gemm on")), why(gemm));

        const validation::CheckResult &nccl = checks.at(3);
        QVERIFY2(nccl.status == validation::CheckStatus::NotRun, why(nccl));
        QVERIFY2(nccl.reason.contains(QLatin1String("nccl on")), why(nccl));
        qInfo("nccl across nodes: %s (ranks: %d)", qPrintable(nccl.reason),
              nccl.json.value(QStringLiteral("nccl_ranks")).toInt());
        if (nccl.json.contains(QStringLiteral("nccl_ranks"))) {
            // The id was made on the first node; every node's rank got it.
            QCOMPARE(nccl.json.value(QStringLiteral("nccl_ranks")).toInt(), target.nodes.size());
            const QJsonArray commands = nccl.json.value(QStringLiteral("commands")).toArray();
            QCOMPARE(commands.size(), target.nodes.size());
            for (int i = 0; i < commands.size(); ++i) {
                const QString c = commands.at(i).toObject().value(QStringLiteral("command")).toString();
                QVERIFY2(
                    c.contains(QStringLiteral("--rank %1 --nranks %2 --id ").arg(i).arg(target.nodes.size())),
                    qPrintable(c));
            }
        }
    }

    // A run is cancellable: a long RTT measurement stops, and the check says it was cancelled.
    void cancelStopsARun()
    {
        const auto list = validation::Checklists::parse(R"(checklist: long
levels:
  - id: L1
    title: Link
    checks:
      - {id: console_rtt, kind: link.console_rtt, params: {seconds: 600, interval_ms: 100}}
)",
                                                        QStringLiteral("long.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));
        cg::ssh::ConnectionHub hub;
        validation::ValidationEngine engine(hub, nullptr, nullptr);
        engine.setChecklist(list.value());
        engine.setTarget(test::labTarget(m_lab));
        QSignalSpy progress(&engine, &validation::ValidationEngine::checkProgress);
        QSignalSpy done(&engine, &validation::ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L1")}));
        QVERIFY(progress.wait(60000));
        engine.cancel();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), false);
        const validation::CheckResult r = engine.level(QStringLiteral("L1"))->checks.first();
        QCOMPARE(r.status, validation::CheckStatus::NotRun);
        QCOMPARE(r.reason, QStringLiteral("cancelled"));
    }

private:
    QTemporaryDir m_home;
    QString m_checklist;
    test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestValidate)
#include "tst_validate.moc"
