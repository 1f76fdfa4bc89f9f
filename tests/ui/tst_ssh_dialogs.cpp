// SPDX-License-Identifier: GPL-3.0-or-later
// The onboarding dialogs, offscreen: importing an ssh config (journey 1, step 1) and reviewing host keys
// (step 3). Set CLUSTERGATE_SCREENSHOT_DIR to keep pictures of both dialogs.
#include "common/paths.h"
#include "ledger/audit_log.h"
#include "ledger/sqlite_ledger_store.h"
#include "ssh/cluster_dialog.h"
#include "ssh/host_key_review_dialog.h"
#include "ssh/secret_prompt_dialog.h"
#include "ssh/ssh_config_import_dialog.h"
#include "storage/database.h"
#include "terminal/recording_policy.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace cg::ui;
using cg::ssh::HostKey;
using Match = cg::ssh::KnownHosts::Match;

namespace {

// The config of journey 1: two bastions chained with ProxyJump, nodes behind the second one, a legacy
// host reached with ProxyCommand and a Match exec block that only OpenSSH can evaluate.
const char kJourneyConfig[] = R"(# provider: example-dc
Host jump
    HostName jump.example-dc.net
    User liwei

Host bastion-2
    HostName bastion-2.internal
    ProxyJump jump

Host h200-*
    User ubuntu
    IdentityFile ~/.ssh/id_ed25519

Host h200-001
    HostName h200-001.internal
    ProxyJump bastion-2

Host h200-002
    HostName h200-002.internal
    ProxyJump bastion-2

Host legacy-gw
    HostName legacy.example-dc.net
    ProxyCommand ssh -W %h:%p jump

Match originalhost h200-002 exec "true"
    Port 2222
)";

int rowOf(const SshConfigImportModel *model, const QString &alias)
{
    for (int i = 0; i < model->rowCount(); ++i) {
        if (model->row(i).alias == alias)
            return i;
    }
    return -1;
}

QString cell(const QAbstractItemModel *model, int row, int column, int role = Qt::DisplayRole)
{
    return model->data(model->index(row, column), role).toString();
}

} // namespace

class TestSshDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        m_configPath = m_home.filePath(QStringLiteral("ssh_config"));
        QFile config(m_configPath);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(kJourneyConfig);
        config.close();

        // Real keys, made by OpenSSH, so that the fingerprints are the ones ssh-keygen -l prints.
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            QSKIP("ssh-keygen (openssh-client) is needed to make host keys");
        for (int i = 0; i < 5; ++i)
            m_keys << makeKey(QStringLiteral("key%1").arg(i));
    }

    // --- Import ssh config ---------------------------------------------------------------------------

    // Two bastions on one address, ports 22 and 2223 (as `ssh -G` resolves them): the chain column tells them
    // apart.
    void importChainShowsPortsOtherThan22()
    {
        const QByteArray text = "Host sg-bastion\n  HostName 198.18.1.1\n"
                                "Host sg-bastion-otp\n  HostName 198.18.1.1\n  Port 2223\n"
                                "Host a\n  ProxyJump sg-bastion\nHost b\n  ProxyJump sg-bastion-otp\n";
        const cg::ssh::SshConfig cfg = cg::ssh::SshConfig::parse(text, QStringLiteral("config"), {});
        const auto a = cfg.resolveWithChain(QStringLiteral("a"));
        const auto b = cfg.resolveWithChain(QStringLiteral("b"));
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(SshConfigImportModel::chainText(a->chain), QStringLiteral("198.18.1.1"));
        QCOMPARE(SshConfigImportModel::chainText(b->chain), QStringLiteral("198.18.1.1:2223"));
    }

    void importListsEveryAlias()
    {
        SshConfigImportDialog dialog(m_configPath);
        SshConfigImportModel *model = dialog.hostsModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester issuesTester(dialog.issuesModel(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(dialog.openConfig(m_configPath), qPrintable(dialog.loadError()));

        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->columnCount(), 7);
        const int jump = rowOf(model, QStringLiteral("jump"));
        const int node = rowOf(model, QStringLiteral("h200-001"));
        const int legacy = rowOf(model, QStringLiteral("legacy-gw"));
        QVERIFY(jump >= 0 && node >= 0 && legacy >= 0);
        QCOMPARE(rowOf(model, QStringLiteral("h200-*")), -1); // patterns are not hosts

        // The node, its user from the h200-* block, and the chain in connection order.
        QCOMPARE(cell(model, node, SshConfigImportModel::HostNameColumn),
                 QStringLiteral("h200-001.internal"));
        QCOMPARE(cell(model, node, SshConfigImportModel::UserColumn), QStringLiteral("ubuntu"));
        QCOMPARE(cell(model, node, SshConfigImportModel::PortColumn), QStringLiteral("22"));
        QCOMPARE(cell(model, node, SshConfigImportModel::ChainColumn),
                 QStringLiteral("jump.example-dc.net → bastion-2.internal"));
        QCOMPARE(cell(model, node, SshConfigImportModel::DefinedAtColumn), QStringLiteral("ssh_config:14"));
        QCOMPARE(cell(model, node, SshConfigImportModel::StatusColumn), QStringLiteral("will be imported"));
        QCOMPARE(cell(model, jump, SshConfigImportModel::ChainColumn), QStringLiteral("direct"));
        QCOMPARE(cell(model, jump, SshConfigImportModel::StatusColumn),
                 QStringLiteral("will be imported as a jump host of the hosts behind it, not as a node"));
        QVERIFY(model->flags(model->index(node, 0)) & Qt::ItemIsUserCheckable);
        QCOMPARE(model->data(model->index(node, 0), Qt::CheckStateRole).toInt(), int(Qt::Checked));

        // ProxyCommand: listed, greyed, unchecked, not checkable, with the reason.
        const QModelIndex legacyCheck = model->index(legacy, SshConfigImportModel::AliasColumn);
        QVERIFY(!(model->flags(legacyCheck) & Qt::ItemIsUserCheckable));
        QCOMPARE(model->data(legacyCheck, Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QVERIFY(!model->data(legacyCheck, SshConfigImportModel::ImportableRole).toBool());
        QVERIFY(model->data(legacyCheck, Qt::ForegroundRole).isValid());
        QVERIFY(!model->setData(legacyCheck, Qt::Checked, Qt::CheckStateRole));
        const QString status = cell(model, legacy, SshConfigImportModel::StatusColumn);
        QVERIFY2(status.startsWith(QStringLiteral("not imported: ")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("ProxyCommand")), qPrintable(status));
        QCOMPARE(cell(model, legacy, SshConfigImportModel::DefinedAtColumn), QStringLiteral("ssh_config:24"));

        // h200-002 is one the Match exec block could change (its port): refused until OpenSSH resolves it.
        const int matched = rowOf(model, QStringLiteral("h200-002"));
        QVERIFY(!model->row(matched).importable);
        QVERIFY2(
            cell(model, matched, SshConfigImportModel::StatusColumn).contains(QStringLiteral("Match exec")),
            qPrintable(cell(model, matched, SshConfigImportModel::StatusColumn)));

        // The Match block is listed as not imported, with the line and the reason.
        SshConfigIssuesModel *issues = dialog.issuesModel();
        bool matchListed = false;
        for (int i = 0; i < issues->rowCount(); ++i) {
            const QString message = cell(issues, i, SshConfigIssuesModel::MessageColumn);
            if (message.contains(QStringLiteral("Match"))) {
                matchListed = true;
                QVERIFY(issues->issue(i).notImported);
                QCOMPARE(cell(issues, i, SshConfigIssuesModel::WhereColumn), QStringLiteral("ssh_config:26"));
                QVERIFY2(message.contains(QStringLiteral("OpenSSH")), qPrintable(message));
            }
        }
        QVERIFY(matchListed);
        // The hosts left out are listed too, with their whole reasons.
        QCOMPARE(issues->rowCount(), 3);
        bool legacyListed = false;
        for (int i = 0; i < issues->rowCount(); ++i) {
            if (cell(issues, i, SshConfigIssuesModel::MessageColumn).contains(QStringLiteral("legacy-gw"))) {
                legacyListed = true;
                QCOMPARE(cell(issues, i, SshConfigIssuesModel::WhereColumn), QStringLiteral("ssh_config:24"));
            }
        }
        QVERIFY(legacyListed);

        // No translator is loaded here: the English plural forms come from translations/clustergate_en.ts.
        QCOMPARE(dialog.summaryText(), QStringLiteral("3 host(s) will be imported, 2 not imported"));
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("summaryLabel"))->text(), dialog.summaryText());
        QVERIFY(!dialog.findChild<QTableView *>(QStringLiteral("hostsTable"))->accessibleName().isEmpty());
        QVERIFY(!dialog.findChild<QTableView *>(QStringLiteral("issuesTable"))->accessibleName().isEmpty());
    }

    void importSelectedHosts()
    {
        SshConfigImportDialog dialog(m_configPath);
        SshConfigImportModel *model = dialog.hostsModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

        QCOMPARE(dialog.selectedHosts().size(), 3);
        const int second = rowOf(model, QStringLiteral("bastion-2"));
        QVERIFY(model->setData(model->index(second, 0), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(cell(model, second, SshConfigImportModel::StatusColumn),
                 QStringLiteral("not imported: not selected"));
        QCOMPARE(dialog.summaryText(), QStringLiteral("2 host(s) will be imported, 3 not imported"));

        const QList<cg::ssh::ImportedHost> hosts = dialog.selectedHosts();
        QStringList aliases;
        for (const auto &h : hosts)
            aliases << h.host.alias;
        QCOMPARE(aliases, (QStringList{QStringLiteral("jump"), QStringLiteral("h200-001")}));
        const auto &node = hosts.at(1);
        QCOMPARE(node.chain.size(), 2);
        QCOMPARE(node.chain.at(0).hostName, QStringLiteral("jump.example-dc.net"));
        QCOMPARE(node.chain.at(0).user, QStringLiteral("liwei"));
        QCOMPARE(node.chain.at(1).hostName, QStringLiteral("bastion-2.internal"));

        // Nothing chosen: nothing to import.
        for (int i = 0; i < model->rowCount(); ++i)
            model->setChecked(i, false);
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
        QCOMPARE(dialog.summaryText(), QStringLiteral("0 host(s) will be imported, 5 not imported"));
    }

    void importKeyboard()
    {
        SshConfigImportDialog dialog(m_configPath);
        SshConfigImportModel *model = dialog.hostsModel();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableView *>(QStringLiteral("hostsTable"));
        table->setFocus();

        const int second = rowOf(model, QStringLiteral("h200-001"));
        table->setCurrentIndex(model->index(second, SshConfigImportModel::HostNameColumn));
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(!model->row(second).checked);
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(model->row(second).checked);

        // Space on a row that cannot be imported changes nothing.
        const int legacy = rowOf(model, QStringLiteral("legacy-gw"));
        table->setCurrentIndex(model->index(legacy, SshConfigImportModel::AliasColumn));
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(!model->row(legacy).checked);

        for (int i = 0; i < model->rowCount(); ++i)
            model->setChecked(i, false);
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(model->checkedCount(), 3);
        QVERIFY(!model->row(legacy).checked);
    }

    void importMissingFile()
    {
        SshConfigImportDialog dialog(m_home.filePath(QStringLiteral("no-such-config")));
        QVERIFY(!dialog.loadError().isEmpty());
        QVERIFY2(dialog.loadError().contains(QStringLiteral("no-such-config")),
                 qPrintable(dialog.loadError()));
        QCOMPARE(dialog.hostsModel()->rowCount(), 0);
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("resolveWithOpenSshButton"))->isEnabled());
        QVERIFY(dialog.openConfig(m_configPath));
        QCOMPARE(dialog.hostsModel()->rowCount(), 5);
        QVERIFY(dialog.loadError().isEmpty());
    }

    void resolveButtonNeedsMatchBlocks()
    {
        const QString plain = m_home.filePath(QStringLiteral("plain_config"));
        QFile file(plain);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Host jump\n    HostName jump.example-dc.net\n");
        file.close();
        SshConfigImportDialog dialog(plain);
        QVERIFY(!dialog.canResolveWithOpenSsh());
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("resolveWithOpenSshButton"))->isEnabled());
    }

    void resolveWithOpenSsh()
    {
        SshConfigImportDialog dialog(m_configPath);
        SshConfigImportModel *model = dialog.hostsModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *button = dialog.findChild<QPushButton *>(QStringLiteral("resolveWithOpenSshButton"));
        const bool haveSsh = !QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty();
        QCOMPARE(button->isEnabled(), haveSsh);
        if (!haveSsh)
            QSKIP("OpenSSH (ssh) is not installed");

        const int second = rowOf(model, QStringLiteral("h200-002"));
        QVERIFY(!model->row(second).importable); // the Match exec could change it: refused until resolved
        QSignalSpy finished(&dialog, &SshConfigImportDialog::resolveFinished);
        button->click();
        QVERIFY(dialog.isResolving());
        QVERIFY(finished.wait(60000));
        QVERIFY(!dialog.isResolving());

        // The Match block gives h200-002 port 2222, which only ssh -G sees; the chain stays the same.
        QCOMPARE(cell(model, second, SshConfigImportModel::PortColumn), QStringLiteral("2222"));
        QCOMPARE(cell(model, second, SshConfigImportModel::ChainColumn),
                 QStringLiteral("jump.example-dc.net → bastion-2.internal"));
        QVERIFY(model->row(second).importable);
        QVERIFY(model->row(second).checked);
        const int legacy = rowOf(model, QStringLiteral("legacy-gw"));
        QVERIFY(!model->row(legacy).importable);
        QVERIFY(
            cell(model, legacy, SshConfigImportModel::StatusColumn).contains(QStringLiteral("ProxyCommand")));
        QCOMPARE(dialog.selectedHosts().size(), 4);
    }

    void importRemembersGeometry()
    {
        {
            SshConfigImportDialog dialog(m_configPath);
            dialog.resize(900, 500);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.reject();
        }
        QSettings s(cg::paths::settingsFile(), QSettings::IniFormat);
        QVERIFY(!s.value(QStringLiteral("dialogs/sshImport/geometry")).toByteArray().isEmpty());
        SshConfigImportDialog again(m_configPath);
        QCOMPARE(again.size(), QSize(900, 500));
    }

    void importScreenshot()
    {
        const QByteArray dir = qgetenv("CLUSTERGATE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set CLUSTERGATE_SCREENSHOT_DIR to keep a picture");
        SshConfigImportDialog dialog(m_configPath);
        dialog.resize(1100, 620);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/import-dialog.png")));
    }

    // --- New / edit cluster ---------------------------------------------------------------------------

    void clusterLinesParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("nodes");       // else jump hosts
        QTest::addColumn<QString>("expected"); // "name=user@host:port;..." or "error:<substring>"
        QTest::newRow("jumps") << "ops@jump.example.net\n# comment\n\nbastion-2.internal:2222  # inline"
                               << false
                               << "jump.example.net=ops@jump.example.net:22;"
                                  "bastion-2.internal=@bastion-2.internal:2222";
        QTest::newRow("ipv6 jump") << "[2001:db8::1]:2200" << false << "2001:db8::1=@2001:db8::1:2200";
        QTest::newRow("bad port") << "jump:99999" << false << "error:line 1";
        QTest::newRow("space in hop") << "ok\nbad host" << false << "error:line 2";
        // As ssh -J writes a chain: hops separated by commas, on one line or several.
        QTest::newRow("comma chain") << "ops@jump.example.net,bastion-2.internal:2222\nlast" << false
                                     << "jump.example.net=ops@jump.example.net:22;"
                                        "bastion-2.internal=@bastion-2.internal:2222;last=@last:22";
        QTest::newRow("empty hop") << "a,,b" << false << "error:line 1: an empty hop";
        QTest::newRow("nodes named and bare") << "gpu-001 10.0.0.11\nroot@10.0.0.12:2022" << true
                                              << "gpu-001=@10.0.0.11:22;10.0.0.12=root@10.0.0.12:2022";
        QTest::newRow("three words") << "a b c" << true << "error:line 1";
        QTest::newRow("duplicate") << "n 10.0.0.1\nn 10.0.0.2" << true << "error:listed twice";
        QTest::newRow("empty host") << "n @:22" << true << "error:line 1";
        // The editor reads the wizard's grammar: Slurm hostlists for names and hosts.
        QTest::newRow("hostlists in the editor") << "gpu[01-02] ops@198.18.4.[11-12]:2022" << true
                                                 << "gpu01=ops@198.18.4.11:2022;gpu02=ops@198.18.4.12:2022";
        QTest::newRow("hostlist with the column") << "ok\ngpu[1-3" << true << "error:line 2, column 4";
    }

    void clusterLinesParse()
    {
        QFETCH(QString, text);
        QFETCH(bool, nodes);
        QFETCH(QString, expected);
        QStringList got;
        QString error;
        if (nodes) {
            const auto r = ClusterDialog::parseNodes(text);
            if (r.ok()) {
                for (const cg::NodeRecord &n : r.value())
                    got << QStringLiteral("%1=%2@%3:%4")
                               .arg(n.name, n.endpoint.user, n.endpoint.host)
                               .arg(n.endpoint.port);
            } else {
                error = r.error();
            }
        } else {
            const auto r = ClusterDialog::parseJumps(text);
            if (r.ok()) {
                for (const cg::ssh::Endpoint &e : r.value())
                    got << QStringLiteral("%1=%2@%3:%4").arg(e.host, e.user, e.host).arg(e.port);
            } else {
                error = r.error();
            }
        }
        if (expected.startsWith(QLatin1String("error:"))) {
            QVERIFY2(!error.isEmpty(), qPrintable(got.join(QLatin1Char(';'))));
            QVERIFY2(error.contains(expected.mid(6)), qPrintable(error));
        } else {
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(got.join(QLatin1Char(';')), expected);
        }
    }

    // The cluster's recording policy in its dialog: off by default, a warning that input holds passwords,
    // saved through RecordingPolicies (read back as `clustergate recordings policy` reads it) and audited;
    // saving it unchanged writes nothing.
    void clusterDialogSavesTheRecordingPolicy()
    {
        cg::Database db;
        QVERIFY(db.open(m_home.filePath(QStringLiteral("recording-policy.sqlite"))).ok());
        cg::ledger::SqliteLedgerStore store(db);
        cg::ledger::AuditLog log(store);
        const auto auditRows = [&log] {
            cg::ledger::AuditQuery q;
            q.actionPrefix = QLatin1String(cg::terminal::RecordingPolicies::kAuditAction);
            q.limit = -1;
            return log.rows(q).value();
        };
        ClusterDialog dialog(cg::ClusterRecord{}, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *input = dialog.findChild<QCheckBox *>(QStringLiteral("recordInput"));
        auto *warning = dialog.findChild<QLabel *>(QStringLiteral("recordInputWarning"));
        auto *retention = dialog.findChild<QSpinBox *>(QStringLiteral("recordingRetention"));
        QVERIFY(input && warning && retention);
        QVERIFY(!input->isChecked());
        QCOMPARE(retention->text(), QStringLiteral("until deleted"));
        QVERIFY2(warning->isVisible() && warning->text().contains(QLatin1String("passwords")),
                 qPrintable(warning->text()));
        QTest::mouseClick(input, Qt::LeftButton, {}, QPoint(8, input->height() / 2));
        QVERIFY(input->isChecked());
        QVERIFY2(warning->text().startsWith(QLatin1String("Warning")) &&
                     warning->text().contains(QLatin1String("passwords")),
                 qPrintable(warning->text()));
        retention->setValue(30);
        QVERIFY(
            !dialog.saveRecordingPolicy(QStringLiteral("h200-sg"), db, nullptr, QStringLiteral("li")).ok());
        QVERIFY(auditRows().isEmpty());
        const cg::Status saved =
            dialog.saveRecordingPolicy(QStringLiteral("h200-sg"), db, &log, QStringLiteral("li"));
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        const auto stored = cg::terminal::RecordingPolicies(db).policy(QStringLiteral("h200-sg"));
        QVERIFY(stored.ok());
        QVERIFY(stored->recordInput);
        QCOMPARE(stored->retentionDays, 30);
        auto rows = auditRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().subject, QStringLiteral("cluster:h200-sg"));
        QCOMPARE(rows.first().actor, QStringLiteral("li"));

        ClusterDialog again(cg::ClusterRecord{}, {});
        again.setRecordingPolicy(stored.value());
        QVERIFY(again.findChild<QCheckBox *>(QStringLiteral("recordInput"))->isChecked());
        QCOMPARE(again.findChild<QSpinBox *>(QStringLiteral("recordingRetention"))->value(), 30);
        QVERIFY(again.saveRecordingPolicy(QStringLiteral("h200-sg"), db, &log, QStringLiteral("li")).ok());
        QCOMPARE(auditRows().size(), 1);
    }

    // A wrong line keeps the dialog open with the line named; once fixed, Save returns what was typed.
    void clusterDialogValidatesThenSaves()
    {
        ClusterDialog dialog(cg::ClusterRecord{}, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto edits = dialog.findChildren<QPlainTextEdit *>();
        QCOMPARE(edits.size(), 3); // key files, jump hosts, nodes
        auto *name = dialog.findChildren<QLineEdit *>().first();
        QTest::keyClicks(name, QStringLiteral("h200-sg"));
        edits[1]->setPlainText(QStringLiteral("ops@jump.example.net\nbastion-2.example.net:2222"));
        edits[2]->setPlainText(QStringLiteral("gpu-001 10.0.0.11\ngpu-002 10.0.0.12:notaport"));
        auto *policy = dialog.findChild<QComboBox *>();
        policy->setCurrentIndex(1);
        auto *legacyKex = dialog.findChild<QCheckBox *>(QStringLiteral("legacyKexCheckBox"));
        QVERIFY(legacyKex && !legacyKex->isChecked()); // SHA-1 key exchange is off unless asked for
        legacyKex->setChecked(true);
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        dialog.accept();
        QCOMPARE(accepted.size(), 0);
        QLabel *problem = nullptr;
        for (QLabel *l : dialog.findChildren<QLabel *>()) {
            if (l->accessibleName() == QLatin1String("Problem"))
                problem = l;
        }
        QVERIFY(problem && problem->isVisible());
        QVERIFY2(problem->text().contains(QStringLiteral("line 2")), qPrintable(problem->text()));
        edits[2]->setPlainText(QStringLiteral("gpu-001 10.0.0.11\ngpu-002 10.0.0.12:2022"));
        dialog.accept();
        QCOMPARE(accepted.size(), 1);
        const cg::ClusterRecord c = dialog.cluster();
        QCOMPARE(c.name, QStringLiteral("h200-sg"));
        QCOMPARE(c.hostKeyPolicy, cg::ssh::HostKeyPolicy::AcceptNew);
        QVERIFY(c.allowLegacyKex);
        QCOMPARE(c.jumps.size(), 2);
        QCOMPARE(c.jumps[1].port, quint16(2222));
        QCOMPARE(dialog.nodes().size(), 2);
        QCOMPARE(dialog.nodes()[1].endpoint.port, quint16(2022));
        // Round trip: what an edit dialog shows is what was saved.
        QCOMPARE(ClusterDialog::jumpsText(c.jumps),
                 QStringLiteral("ops@jump.example.net\nbastion-2.example.net:2222"));
        QCOMPARE(ClusterDialog::nodesText(dialog.nodes()),
                 QStringLiteral("gpu-001 10.0.0.11\ngpu-002 10.0.0.12:2022"));
    }

    // Placement and storage: typed in the dialog, refused while a field is wrong, saved with the cluster
    // in a real SQLite file and shown again when the cluster is edited.
    void clusterDialogSavesPlacement()
    {
        cg::ClusterRecord saved;
        {
            ClusterDialog dialog(cg::ClusterRecord{}, {});
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.findChildren<QLineEdit *>().first()->setText(QStringLiteral("gpu-lab"));
            const auto edit = [&](const char *name) {
                return dialog.findChild<QLineEdit *>(QLatin1String(name));
            };
            auto *switches = dialog.findChild<QCheckBox *>(QStringLiteral("topologySwitches"));
            QVERIFY(switches);
            for (const char *name : {"interconnectFeature", "switchesWait", "objectStoreRoot",
                                     "objectStoreRemote", "defaultBucket", "stagingRoot"}) {
                QVERIFY2(edit(name), name);
                QVERIFY2(!edit(name)->toolTip().isEmpty(), name);
            }
            QVERIFY(edit("interconnectFeature")->toolTip().contains(QStringLiteral("high-speed")));
            QVERIFY(!edit("switchesWait")->isEnabled()); // only with --switches
            QTest::keyClicks(edit("interconnectFeature"), QStringLiteral("ib"));
            QTest::mouseClick(switches, Qt::LeftButton, {}, QPoint(4, switches->height() / 2));
            QVERIFY(switches->isChecked());
            QVERIFY(edit("switchesWait")->isEnabled());
            edit("switchesWait")->clear();
            QTest::keyClicks(edit("switchesWait"), QStringLiteral("10:30"));
            QTest::keyClicks(edit("objectStoreRoot"), QStringLiteral("/mnt/object-store"));
            QTest::keyClicks(edit("defaultBucket"), QStringLiteral("team-ml"));
            QTest::keyClicks(edit("stagingRoot"), QStringLiteral("relative/dir"));
            QSignalSpy accepted(&dialog, &QDialog::accepted);
            QLabel *problem = nullptr;
            for (QLabel *l : dialog.findChildren<QLabel *>()) {
                if (l->accessibleName() == QLatin1String("Problem"))
                    problem = l;
            }
            QVERIFY(problem);
            dialog.accept(); // 10:30 is not whole minutes
            QCOMPARE(accepted.size(), 0);
            QVERIFY2(problem->text().contains(QStringLiteral("Switch wait")), qPrintable(problem->text()));
            edit("switchesWait")->setText(QStringLiteral("10:00"));
            dialog.accept(); // the staging root is not absolute
            QCOMPARE(accepted.size(), 0);
            QVERIFY2(problem->text().contains(QStringLiteral("staging root")), qPrintable(problem->text()));
            edit("stagingRoot")->setText(QStringLiteral("$HOME/datasets"));
            dialog.accept();
            QCOMPARE(accepted.size(), 1);
            saved = dialog.cluster();
        }
        QCOMPARE(saved.placement.interconnectFeature, QStringLiteral("ib"));
        QVERIFY(saved.placement.topologySwitches);
        QCOMPARE(saved.placement.switchesWaitMinutes, 10);
        QCOMPARE(saved.placement.objectStoreRoot, QStringLiteral("/mnt/object-store"));
        QCOMPARE(saved.placement.objectStoreRemote, QString());
        QCOMPARE(saved.placement.defaultBucket, QStringLiteral("team-ml"));
        QCOMPARE(saved.placement.stagingRoot, QStringLiteral("$HOME/datasets"));

        // As Clusters > New Cluster saves it, into a real database file; read back and edited again.
        const QString path = m_home.filePath(QStringLiteral("placement.sqlite"));
        qint64 id = 0;
        {
            cg::Database db;
            QVERIFY(db.open(path).ok());
            const auto added = cg::Inventory(db).saveCluster(saved, {});
            QVERIFY2(added.ok(), qPrintable(added.error()));
            id = added.value();
        }
        cg::Database db;
        QVERIFY(db.open(path).ok());
        const auto reread = cg::Inventory(db).cluster(id);
        QVERIFY(reread.ok());
        QCOMPARE(reread->placement, saved.placement);
        ClusterDialog again(reread.value(), {});
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("interconnectFeature"))->text(),
                 QStringLiteral("ib"));
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("switchesWait"))->text(), QStringLiteral("10"));
        QVERIFY(again.findChild<QCheckBox *>(QStringLiteral("topologySwitches"))->isChecked());
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("objectStoreRoot"))->text(),
                 QStringLiteral("/mnt/object-store"));
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("defaultBucket"))->text(),
                 QStringLiteral("team-ml"));
        QSignalSpy accepted(&again, &QDialog::accepted);
        again.accept();
        QCOMPARE(accepted.size(), 1);
        QCOMPARE(again.cluster().placement, saved.placement);
    }

    void clusterDialogRefusesMissingKeyFile()
    {
        ClusterDialog dialog(cg::ClusterRecord{}, {});
        dialog.findChildren<QLineEdit *>().first()->setText(QStringLiteral("x"));
        dialog.findChildren<QPlainTextEdit *>().first()->setPlainText(
            m_home.filePath(QStringLiteral("nope")));
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        dialog.accept();
        QCOMPARE(accepted.size(), 0);
        dialog.findChildren<QPlainTextEdit *>().first()->setPlainText(m_configPath); // any existing file
        dialog.accept();
        QCOMPARE(accepted.size(), 1);
        QCOMPARE(dialog.cluster().identityFiles, QStringList{m_configPath});
    }

    // --- Host keys -----------------------------------------------------------------------------------

    // A one-time-password prompt is the server's own text (English here, whatever the console's
    // language): the dialog introduces it in the console's words and shows where it comes from.
    void otpPromptIsIntroducedInOurWords()
    {
        cg::ssh::PromptRequest req;
        req.kind = cg::ssh::PromptRequest::KeyboardInteractive;
        req.prompt = QStringLiteral("One-time password (OATH) for `root':");
        req.user = QStringLiteral("root");
        req.hopName = QStringLiteral("198.18.1.1");
        req.port = 2223;
        SecretPromptDialog dialog(req, true, nullptr);
        QString text;
        for (const QLabel *l : dialog.findChildren<QLabel *>())
            text += l->text();
        QVERIFY2(text.contains(QStringLiteral("root@198.18.1.1, port 2223 asks, in its own words:")) &&
                     text.contains(QStringLiteral("<i>One-time password (OATH) for `root':</i>")),
                 qPrintable(text));
        // Nothing to remember: a one-time password is worthless next time.
        QVERIFY(!dialog.findChild<QCheckBox *>()->isVisibleTo(&dialog));
    }

    void hostKeysFlagsAndChecks()
    {
        HostKeyReviewDialog dialog(fourRows());
        HostKeyReviewModel *model = dialog.model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->columnCount(), 5);

        QCOMPARE(cell(model, 0, HostKeyReviewModel::StatusColumn), QStringLiteral("Known"));
        QCOMPARE(cell(model, 1, HostKeyReviewModel::StatusColumn), QStringLiteral("New"));
        QCOMPARE(cell(model, 2, HostKeyReviewModel::StatusColumn), QStringLiteral("CHANGED"));
        QCOMPARE(cell(model, 3, HostKeyReviewModel::StatusColumn), QStringLiteral("Revoked"));
        QCOMPARE(cell(model, 1, HostKeyReviewModel::AddressColumn), QStringLiteral("10.20.0.1:22"));
        QCOMPARE(cell(model, 1, HostKeyReviewModel::KeyTypeColumn), QStringLiteral("ssh-ed25519"));
        QCOMPARE(cell(model, 1, HostKeyReviewModel::FingerprintColumn), m_keys.at(1).fingerprintSha256());
        QCOMPARE(m_keys.at(1).fingerprintSha256(), m_fingerprints.at(1)); // as ssh-keygen -l prints it
        const QFont mono =
            model->data(model->index(1, HostKeyReviewModel::FingerprintColumn), Qt::FontRole).value<QFont>();
        QCOMPARE(mono.family(), QFontDatabase::systemFont(QFontDatabase::FixedFont).family());

        // Only the new key can be ticked; known, changed and revoked cannot.
        for (int row : {0, 2, 3}) {
            const QModelIndex check = model->index(row, HostKeyReviewModel::HostColumn);
            QVERIFY(!(model->flags(check) & Qt::ItemIsUserCheckable));
            QVERIFY(!model->data(check, Qt::CheckStateRole).isValid());
            QVERIFY(!model->setData(check, Qt::Checked, Qt::CheckStateRole));
        }
        const QModelIndex newCheck = model->index(1, HostKeyReviewModel::HostColumn);
        QVERIFY(model->flags(newCheck) & Qt::ItemIsUserCheckable);
        QCOMPARE(model->data(newCheck, Qt::CheckStateRole).toInt(), int(Qt::Unchecked)); // a person ticks it

        // CHANGED: blocked, red, bold, and the tooltip shows what is on record and why it matters.
        QVERIFY(model->isBlocked(2));
        QVERIFY(model->data(model->index(2, HostKeyReviewModel::StatusColumn), Qt::BackgroundRole).isValid());
        QVERIFY(model->data(model->index(2, HostKeyReviewModel::StatusColumn), Qt::FontRole)
                    .value<QFont>()
                    .bold());
        const QString changedTip = cell(model, 2, HostKeyReviewModel::StatusColumn, Qt::ToolTipRole);
        QVERIFY2(changedTip.contains(m_keys.at(4).fingerprintSha256()), qPrintable(changedTip));
        QVERIFY2(changedTip.contains(QStringLiteral("man-in-the-middle")), qPrintable(changedTip));
        // Revoked: blocked and red.
        QVERIFY(model->isBlocked(3));
        QVERIFY(model->data(model->index(3, HostKeyReviewModel::StatusColumn), Qt::ForegroundRole).isValid());
        QVERIFY(!model->isBlocked(0) && !model->isBlocked(1));

        auto *accept = dialog.findChild<QPushButton *>(QStringLiteral("acceptSelectedButton"));
        QVERIFY(dialog.acceptedRows().isEmpty());
        QVERIFY(!accept->isEnabled());
        QVERIFY(model->setData(newCheck, Qt::Checked, Qt::CheckStateRole));
        QVERIFY(accept->isEnabled());
        const QList<HostKeyRow> accepted = dialog.acceptedRows();
        QCOMPARE(accepted.size(), 1);
        QCOMPARE(accepted.first().hostName, QStringLiteral("h200-001"));
        QCOMPARE(accepted.first().offered, m_keys.at(1));

        QVERIFY(!dialog.findChild<QTableView *>(QStringLiteral("hostKeysTable"))->accessibleName().isEmpty());
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("introLabel"))->text(),
                 QStringLiteral("Compare these fingerprints with the list your provider sent (out of band) "
                                "before accepting."));
    }

    // A changed key is replaced only by an explicit action that shows the key on record and the offered one;
    // Cancel (the default) replaces nothing.
    void hostKeysReplaceChangedKeyOnlyWhenConfirmed()
    {
        HostKeyReviewDialog dialog(fourRows());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableView *>(QStringLiteral("hostKeysTable"));
        auto *replace = dialog.findChild<QPushButton *>(QStringLiteral("replaceKeyButton"));
        auto *accept = dialog.findChild<QPushButton *>(QStringLiteral("acceptSelectedButton"));
        QVERIFY(replace && accept);
        for (int row : {0, 1, 3}) { // known, new, revoked: nothing to replace
            table->setCurrentIndex(dialog.model()->index(row, 0));
            QVERIFY(!replace->isEnabled());
        }
        table->setCurrentIndex(dialog.model()->index(2, 0)); // CHANGED
        QVERIFY(replace->isEnabled());

        QString shown;
        const auto answer = [&](const char *button) {
            QTimer::singleShot(100, this, [&, button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                shown = box->text() + u'\n' + box->informativeText();
                if (qstrcmp(button, "cancel") == 0)
                    box->button(QMessageBox::Cancel)->click();
                else
                    box->findChild<QPushButton *>(QString::fromLatin1(button))->click();
            });
        };
        answer("cancel");
        QTest::mouseClick(replace, Qt::LeftButton);
        QVERIFY2(shown.contains(m_keys.at(4).fingerprintSha256()), qPrintable(shown)); // on record
        QVERIFY2(shown.contains(m_keys.at(2).fingerprintSha256()), qPrintable(shown)); // offered
        QVERIFY(dialog.replacedRows().isEmpty());
        QVERIFY(!accept->isEnabled());

        shown.clear();
        answer("confirmReplaceButton");
        QTest::mouseClick(replace, Qt::LeftButton);
        QVERIFY(!shown.isEmpty());
        const QList<HostKeyRow> replaced = dialog.replacedRows();
        QCOMPARE(replaced.size(), 1);
        QCOMPARE(replaced.first().offered, m_keys.at(2));
        QCOMPARE(replaced.first().recorded, QList<HostKey>{m_keys.at(4)});
        QVERIFY(accept->isEnabled());
        QVERIFY(dialog.acceptedRows().isEmpty()); // nothing new was ticked
    }

    void hostKeysSelectAllNew()
    {
        QList<HostKeyRow> rows = fourRows();
        HostKeyRow other = rows.at(1);
        other.hostName = QStringLiteral("h200-002");
        other.match = Match::OtherTypeKnown;
        other.recorded = {m_keys.at(4)};
        rows << other;
        HostKeyReviewDialog dialog(rows);
        HostKeyReviewModel *model = dialog.model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

        auto *selectAllNew = dialog.findChild<QPushButton *>(QStringLiteral("selectAllNewButton"));
        QVERIFY(selectAllNew->isEnabled());
        selectAllNew->click();
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->isChecked(row), row == 1);
        QCOMPARE(dialog.acceptedRows().size(), 1);
        QCOMPARE(dialog.acceptedRows().first().hostName, QStringLiteral("h200-001"));
        QVERIFY(!(model->flags(model->index(4, 0)) & Qt::ItemIsUserCheckable)); // other key type: not here
        QCOMPARE(cell(model, 4, HostKeyReviewModel::StatusColumn), QStringLiteral("Other key type known"));

        // Space on the current row unticks it again.
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableView *>(QStringLiteral("hostKeysTable"));
        table->setCurrentIndex(model->index(1, HostKeyReviewModel::FingerprintColumn));
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(!model->isChecked(1));
        QVERIFY(dialog.acceptedRows().isEmpty());
    }

    void hostKeysExportCsv()
    {
        HostKeyReviewDialog dialog(fourRows());
        const QString path = m_home.filePath(QStringLiteral("host-keys.csv"));
        QString error;
        QVERIFY2(dialog.exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines.at(0), QStringLiteral("host,address,port,key_type,sha256,status"));
        QCOMPARE(lines.at(1), QStringLiteral("jump,jump.example-dc.net,22,ssh-ed25519,%1,known")
                                  .arg(m_keys.at(0).fingerprintSha256()));
        QCOMPARE(
            lines.at(2),
            QStringLiteral("h200-001,10.20.0.1,22,ssh-ed25519,%1,new").arg(m_keys.at(1).fingerprintSha256()));
        QVERIFY(lines.at(3).startsWith(QStringLiteral("bastion-2,bastion-2.internal,2222,")));
        QVERIFY(lines.at(3).endsWith(QStringLiteral(",changed")));
        QVERIFY(lines.at(4).endsWith(QStringLiteral(",revoked")));

        QVERIFY(!dialog.exportCsv(m_home.filePath(QStringLiteral("no-such-dir/keys.csv")), &error));
        QVERIFY2(error.contains(QStringLiteral("keys.csv")), qPrintable(error));
    }

    void hostKeysRememberGeometry()
    {
        {
            HostKeyReviewDialog dialog(fourRows());
            dialog.resize(880, 420);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.reject();
        }
        QSettings s(cg::paths::settingsFile(), QSettings::IniFormat);
        QVERIFY(!s.value(QStringLiteral("dialogs/hostKeys/geometry")).toByteArray().isEmpty());
        HostKeyReviewDialog again(fourRows());
        QCOMPARE(again.size(), QSize(880, 420));
    }

    void hostKeysScreenshot()
    {
        const QByteArray dir = qgetenv("CLUSTERGATE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set CLUSTERGATE_SCREENSHOT_DIR to keep a picture");
        QList<HostKeyRow> rows = fourRows();
        HostKeyRow other = rows.at(1);
        other.hostName = QStringLiteral("h200-002");
        other.address = QStringLiteral("10.20.0.2");
        other.offered = m_keys.at(4);
        other.match = Match::OtherTypeKnown;
        other.recorded = {m_keys.at(0)};
        rows << other;
        HostKeyReviewDialog dialog(rows);
        dialog.resize(1000, 400);
        dialog.model()->setChecked(1, true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/hostkeys-dialog.png")));
    }

private:
    HostKey makeKey(const QString &name)
    {
        const QString file = m_home.filePath(name);
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QString(), QStringLiteral("-C"), name, QStringLiteral("-f"),
                      file});
        if (!keygen.waitForFinished(20000) || keygen.exitCode() != 0)
            qFatal("ssh-keygen failed: %s", keygen.readAllStandardError().constData());
        QFile pub(file + QStringLiteral(".pub"));
        if (!pub.open(QIODevice::ReadOnly))
            qFatal("no public key written");
        const auto key = HostKey::fromOpenSshLine(QString::fromUtf8(pub.readAll()).trimmed());
        if (!key)
            qFatal("%s", qPrintable(key.error()));

        QProcess fingerprint;
        fingerprint.start(QStringLiteral("ssh-keygen"),
                          {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                           QStringLiteral("-f"), file + QStringLiteral(".pub")});
        fingerprint.waitForFinished(20000);
        m_fingerprints << QString::fromUtf8(fingerprint.readAllStandardOutput()).split(u' ').value(1);
        return key.value();
    }

    QList<HostKeyRow> fourRows() const
    {
        HostKeyRow known{
            QStringLiteral("jump"), QStringLiteral("jump.example-dc.net"), 22, 1, m_keys.at(0), Match::Known,
            {m_keys.at(0)}};
        HostKeyRow fresh{
            QStringLiteral("h200-001"), QStringLiteral("10.20.0.1"), 22, 3, m_keys.at(1), Match::Unknown, {}};
        HostKeyRow changed{QStringLiteral("bastion-2"),
                           QStringLiteral("bastion-2.internal"),
                           2222,
                           2,
                           m_keys.at(2),
                           Match::Changed,
                           {m_keys.at(4)}};
        HostKeyRow revoked{QStringLiteral("h200-016"),
                           QStringLiteral("fd00::16"),
                           22,
                           3,
                           m_keys.at(3),
                           Match::Revoked,
                           {m_keys.at(3)}};
        return {known, fresh, changed, revoked};
    }

    QTemporaryDir m_home;
    QString m_configPath;
    QList<HostKey> m_keys;
    QStringList m_fingerprints;
};

QTEST_MAIN(TestSshDialogs)
#include "tst_ssh_dialogs.moc"
