// SPDX-License-Identifier: GPL-3.0-or-later
// A fresh profile (CLUSTERGATE_HOME an empty folder) in which no console ever ran: `clustergate clusters add`
// saves the netlab cluster (bastion1, two nodes behind it), and `clustergate validate lab --levels L0
// --report r.pdf` then passes against it from the client namespace (with the lab's checklist) and writes the
// signed report; with the shipped checklist the same command fails only least privilege (the lab logs in as
// root). The profile's audit log holds the cluster's creation and the report.
#include "validation_lab.h"

#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace cg;

class TestCliFreshProfile : public QObject
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
        env.insert(QStringLiteral("HOME"), m_userHome.path());
        env.insert(QStringLiteral("CLUSTERGATE_AGENT"), QStringLiteral(CLUSTERGATE_AGENT_BINARY));
        env.insert(QStringLiteral("USER"), QStringLiteral("alice"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_work.path());
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        if (!p.waitForFinished(150000))
            p.kill();
        p.waitForFinished();
        return Cli{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_userHome.isValid() && m_work.isValid());
        QVERIFY(QDir(m_home.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("fresh-profile CLI tests SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());
    }

    void cleanupTestCase() { m_lab.down(); }

    // Acceptance 3: a cluster defined on the command line is validated on the command line.
    void clustersAddThenValidateInAFreshProfile()
    {
        const QString nodes = QStringLiteral("gpu[01-02] 198.18.4.[10-11]");
        Cli r = cli({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab"),
                     QStringLiteral("--jump"), QStringLiteral("root@") + m_lab.value("BASTION1"),
                     QStringLiteral("--nodes"), nodes, QStringLiteral("--user"), QStringLiteral("root"),
                     QStringLiteral("--identity"), m_lab.file(QStringLiteral("id_ed25519")),
                     QStringLiteral("--provider"), QStringLiteral("netlab")});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY2(r.out.contains("added cluster lab: 2 node") && r.out.contains("(gpu[01-02])"),
                 r.out.constData());

        QFile checklist(m_work.filePath(QStringLiteral("lab.yaml")));
        QVERIFY(checklist.open(QIODevice::WriteOnly));
        checklist.write(test::labChecklist());
        checklist.close();
        r = cli({QStringLiteral("validate"), QStringLiteral("lab"), QStringLiteral("--levels"),
                 QStringLiteral("L0"), QStringLiteral("--report"), QStringLiteral("r.pdf"),
                 QStringLiteral("--checklist"), checklist.fileName(), QStringLiteral("--known-hosts"),
                 m_lab.file(QStringLiteral("known_hosts")), QStringLiteral("--no-agent"),
                 QStringLiteral("--connect-timeout"), QStringLiteral("10"), QStringLiteral("--format"),
                 QStringLiteral("json")});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(o.value(QStringLiteral("passed")).toBool(), r.out.constData());
        QFile pdf(m_work.filePath(QStringLiteral("r.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), pdf.fileName(), QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QByteArray body = text.readAllStandardOutput();
        QVERIFY2(body.contains("Acceptance report: lab") && body.contains("L0"), body.constData());

        // The command exactly as written, with the shipped checklist and the user's known_hosts (where
        // `clustergate ssh check` and the console record keys): it runs every L0 check and writes the report;
        // the lab logs in as root, which the shipped least-privilege check refuses, and nothing else fails.
        QVERIFY(QDir(m_userHome.path()).mkpath(QStringLiteral(".ssh")));
        QVERIFY(QFile::copy(m_lab.file(QStringLiteral("known_hosts")),
                            m_userHome.filePath(QStringLiteral(".ssh/known_hosts"))));
        QVERIFY(QFile::remove(m_work.filePath(QStringLiteral("r.pdf"))));
        r = cli({QStringLiteral("validate"), QStringLiteral("lab"), QStringLiteral("--levels"),
                 QStringLiteral("L0"), QStringLiteral("--report"), QStringLiteral("r.pdf"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 1, (r.out + r.err).constData());
        QVERIFY(QFile::exists(m_work.filePath(QStringLiteral("r.pdf"))));
        const QJsonArray levels =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 1);
        QStringList failed, passed;
        for (const QJsonValue &c : levels.first().toObject().value(QStringLiteral("checks")).toArray()) {
            const QString id = c.toObject().value(QStringLiteral("check")).toString();
            (c.toObject().value(QStringLiteral("status")).toString() == QLatin1String("pass") ? passed
                                                                                              : failed)
                << id;
        }
        QCOMPARE(failed, QStringList{QStringLiteral("least_privilege")});
        QVERIFY2(passed.size() >= 3, qPrintable(passed.join(u' ')));

        Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        const auto rows = audit.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
        QVERIFY(rows.ok());
        QStringList actions;
        for (const ledger::AuditRow &row : rows.value())
            actions << row.action;
        QCOMPARE(actions.first(), QStringLiteral("cluster.created"));
        QVERIFY2(actions.contains(QStringLiteral("validation.report")), qPrintable(actions.join(u' ')));
        QVERIFY(audit.verify().intact);
    }

    // Inventory node names are targets (issue 33): `gpu01` (unique) and `lab/gpu02` reach the node as its
    // cluster says (chain, key, known_hosts); `agent restart` stops the node's agent, puts it back and has it
    // answer; a name two clusters share is refused with the candidates listed, an unknown cluster by name.
    void inventoryNodeNamesAreTargets()
    {
        Cli r = cli({QStringLiteral("ssh"), QStringLiteral("check"), QStringLiteral("gpu01")});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("restart"), QStringLiteral("lab/gpu02")});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY2(r.out.contains("agent restarted on lab/gpu02: clustergate-agent"), r.out.constData());

        r = cli({QStringLiteral("clusters"), QStringLiteral("add"), QStringLiteral("lab2"),
                 QStringLiteral("--jump"), QStringLiteral("root@") + m_lab.value("BASTION1"),
                 QStringLiteral("--nodes"), QStringLiteral("gpu01 198.18.4.10"), QStringLiteral("--user"),
                 QStringLiteral("root"), QStringLiteral("--identity"),
                 m_lab.file(QStringLiteral("id_ed25519"))});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("push"), QStringLiteral("gpu01")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("lab/gpu01") && r.err.contains("lab2/gpu01"), r.err.constData());
        r = cli({QStringLiteral("ssh"), QStringLiteral("check"), QStringLiteral("lab2/gpu01")});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        r = cli({QStringLiteral("ssh"), QStringLiteral("check"), QStringLiteral("nosuch/gpu01")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("nosuch"), r.err.constData());

        Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        ledger::SqliteLedgerStore store(db);
        ledger::AuditLog audit(store);
        const auto rows = audit.rows(ledger::AuditQuery{1, -1, {}, {}, {}, -1, false});
        QVERIFY(rows.ok());
        bool restarted = false;
        for (const ledger::AuditRow &row : rows.value())
            restarted = restarted || (row.action == QLatin1String("agent.restarted") &&
                                      row.subject == QLatin1String("node:lab/gpu02"));
        QVERIFY(restarted);
    }

private:
    QTemporaryDir m_home, m_userHome, m_work;
    test::NetLab m_lab;
};

QTEST_GUILESS_MAIN(TestCliFreshProfile)
#include "tst_cli_fresh_profile.moc"
