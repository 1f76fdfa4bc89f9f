// SPDX-License-Identifier: GPL-3.0-or-later
// The team ledger on a real PostgreSQL 15 server (pg_server.sh: initdb + pg_ctl in a temporary
// directory, unix socket only), with real roles, GRANTs and SCRAM passwords, and console processes whose
// passwords come from a real keychain (the test runs under with_keyring.sh).
#include "ledger/audit_log.h"
#include "ledger/destruction_view.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/ledger_server_dialog.h"
#include "ledger/ledger_watch.h"
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_schema.h"
#include "ledger/pg_settings.h"
#include "ledger/review_queue.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace cg;
using namespace cg::ledger;

namespace {

struct Run
{
    int code = -1;
    QString out, err;
    QString all() const { return out + err; }
};

} // namespace

class TstLedgerPostgres : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_server; // the socket directory
    QStringList m_people{QStringLiteral("adam"), QStringLiteral("olga"), QStringLiteral("oscar"),
                         QStringLiteral("rita"), QStringLiteral("bob"),  QStringLiteral("audrey")};
    std::unique_ptr<KeySigner> m_adam = KeySigner::generate(), m_olga = KeySigner::generate(),
                               m_oscar = KeySigner::generate(), m_rita = KeySigner::generate(),
                               m_bob = KeySigner::generate();

    QString url(const QString &user, const QString &db) const
    {
        return QStringLiteral("postgresql://%1@/%2?host=%3").arg(user, db, m_server);
    }
    static QByteArray password(const QString &user) { return (user + QStringLiteral("-secret-pw")).toUtf8(); }

    Run server(const QString &verb)
    {
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {verb, m_dir.filePath(QStringLiteral("pg"))});
        p.waitForFinished(60000);
        return Run{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                   QString::fromUtf8(p.readAllStandardError())};
    }

    Run console(const QString &home, const QStringList &args, const QByteArray &input = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_dir.filePath(home));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY), args);
        p.waitForStarted();
        if (!input.isEmpty())
            p.write(input);
        p.closeWriteChannel();
        p.waitForFinished(120000);
        return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
                   QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

    // The superuser (trust on the socket), for what the database owner does.
    std::unique_ptr<PgConnection> owner(const QString &db)
    {
        auto c = std::make_unique<PgConnection>();
        const Status st = c->open(url(QStringLiteral("postgres"), db));
        return st ? std::move(c) : nullptr;
    }

    std::unique_ptr<PgConnection> as(const QString &user, const QString &db)
    {
        auto c = std::make_unique<PgConnection>();
        const Status st = c->open(url(user, db), password(user));
        return st ? std::move(c) : nullptr;
    }

    // A new database with the ledger schema, the ledger founded by adam with olga and oscar as officers.
    bool newLedger(const QString &db, bool found = true)
    {
        auto su = owner(QStringLiteral("postgres"));
        if (!su || !su->executeScript(QStringLiteral("CREATE DATABASE %1").arg(db)))
            return false;
        auto o = owner(db);
        if (!o || !PgSchema::initialise(*o))
            return false;
        if (!found)
            return true;
        auto c = as(QStringLiteral("adam"), db);
        if (!c)
            return false;
        PgLedgerStore store(*c);
        Ledger l(store);
        return l.found(QStringLiteral("adam"), *m_adam) &&
               l.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, m_olga->publicKey(),
                                 *m_adam) &&
               l.registerOfficer(QStringLiteral("oscar"), OfficerRole::Officer, m_oscar->publicKey(),
                                 *m_adam) &&
               // Requesters sign their submissions: the server takes no other (schema migration 3).
               l.registerOfficer(QStringLiteral("rita"), OfficerRole::Requester, m_rita->publicKey(),
                                 *m_adam) &&
               l.registerOfficer(QStringLiteral("bob"), OfficerRole::Requester, m_bob->publicKey(),
                                 *m_adam) &&
               l.saveDataset(dataset(), QStringLiteral("olga"));
    }

    static Dataset dataset()
    {
        Dataset d;
        d.name = QStringLiteral("telemetry-logs");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        d.version = QStringLiteral("2026-06");
        return d;
    }

    static ExportRequest draft(const QString &requester)
    {
        ExportRequest r;
        r.datasets = {QStringLiteral("telemetry-logs")};
        r.form = ExportForm::Raw;
        r.destinationCluster = QStringLiteral("sg-h200-a");
        r.destinationCountry = QStringLiteral("SG");
        r.purpose = QStringLiteral("fine-tuning");
        r.mechanism = LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-2026-0042");
        r.retentionDays = 30;
        r.requester = requester;
        return r;
    }

    // A profile whose ledger is on `db` as `user`, with the password in the keychain.
    void connectProfile(const QString &home, const QString &user, const QString &db)
    {
        Run r = console(home,
                        {QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("pg-") + user,
                         QStringLiteral("--kind"), QStringLiteral("password")},
                        password(user));
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        r = console(home, {QStringLiteral("ledger"), QStringLiteral("connect"), url(user, db),
                           QStringLiteral("--password-secret"), QStringLiteral("pg-") + user});
        QVERIFY2(r.code == 0 && r.out.contains(QStringLiteral("roles: clustergate_")), qPrintable(r.all()));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const Run up = server(QStringLiteral("start"));
        QVERIFY2(up.code == 0, qPrintable(up.all()));
        m_server = up.out.trimmed();
        // The group roles come with the schema; the people's logins are the database owner's to make.
        QVERIFY(newLedger(QStringLiteral("roles"), false));
        auto su = owner(QStringLiteral("postgres"));
        QVERIFY(su);
        const QStringList groups{QStringLiteral("clustergate_admin, clustergate_officer"),
                                 QStringLiteral("clustergate_officer"),
                                 QStringLiteral("clustergate_officer"),
                                 QStringLiteral("clustergate_requester"),
                                 QStringLiteral("clustergate_requester"),
                                 QStringLiteral("clustergate_auditor")};
        for (int i = 0; i < m_people.size(); ++i) {
            const Status st =
                su->executeScript(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2' IN ROLE %3")
                                      .arg(m_people[i], QString::fromUtf8(password(m_people[i])), groups[i]));
            QVERIFY2(st, qPrintable(st.error()));
        }
    }

    void cleanupTestCase()
    {
        if (!m_server.isEmpty())
            QCOMPARE(server(QStringLiteral("stop")).code, 0);
    }

    void serverInitIsIdempotent()
    {
        QVERIFY(newLedger(QStringLiteral("init"), false));
        auto o = owner(QStringLiteral("init"));
        QVERIFY(o);
        const auto again = PgSchema::initialise(*o);
        QVERIFY2(again, qPrintable(again.error()));
        QVERIFY2(again->join(QLatin1Char('\n')).contains(QStringLiteral("nothing to do")),
                 qPrintable(again->join(QLatin1Char('\n'))));
        const auto v = PgSchema::version(*o);
        QVERIFY(v);
        QCOMPARE(v.value(), PgSchema::kVersion);
        const auto rows = o->exec("SELECT count(*) FROM clustergate_schema");
        QVERIFY(rows);
        QCOMPARE(rows->integer(0, 0), qint64(PgSchema::kVersion));
        // Through the CLI too: the same database, nothing applied twice.
        const Run r =
            console(QStringLiteral("owner"), {QStringLiteral("ledger"), QStringLiteral("server-init"),
                                              url(QStringLiteral("postgres"), QStringLiteral("init"))});
        QVERIFY2(r.code == 0 && r.out.contains(QStringLiteral("nothing to do")), qPrintable(r.all()));
    }

    // A request filed by one console process appears in another desktop's queue through NOTIFY; row-level
    // security shows a requester only their own requests.
    void requestFiledOnOneDesktopReachesTheOther()
    {
        const QString db = QStringLiteral("live");
        QVERIFY(newLedger(db));
        auto olgaConn = as(QStringLiteral("olga"), db);
        QVERIFY(olgaConn);
        PgLedgerStore olgaStore(*olgaConn);
        QVERIFY(olgaStore.listen());
        QSignalSpy changed(&olgaStore, &PgLedgerStore::requestChanged);

        connectProfile(QStringLiteral("rita"), QStringLiteral("rita"), db);
        const Run r = console(QStringLiteral("rita"), {QStringLiteral("ledger"),
                                                       QStringLiteral("request"),
                                                       QStringLiteral("create"),
                                                       QStringLiteral("--as"),
                                                       QStringLiteral("rita"),
                                                       QStringLiteral("--datasets"),
                                                       QStringLiteral("telemetry-logs"),
                                                       QStringLiteral("--form"),
                                                       QStringLiteral("raw"),
                                                       QStringLiteral("--cluster"),
                                                       QStringLiteral("sg-h200-a"),
                                                       QStringLiteral("--country"),
                                                       QStringLiteral("SG"),
                                                       QStringLiteral("--purpose"),
                                                       QStringLiteral("fine-tuning"),
                                                       QStringLiteral("--mechanism"),
                                                       QStringLiteral("standard-contract"),
                                                       QStringLiteral("--ref"),
                                                       QStringLiteral("SC-1"),
                                                       QStringLiteral("--retention"),
                                                       QStringLiteral("30")});
        QVERIFY2(r.code == 0, qPrintable(r.all()));
        QVERIFY(changed.wait(10000));
        const qint64 id = changed.first().first().toLongLong();
        Ledger olga(olgaStore);
        const auto queue = olga.requests();
        QVERIFY2(queue, qPrintable(queue.error()));
        QCOMPARE(queue->size(), 1);
        QCOMPARE(queue->first().request.id, id);
        QCOMPARE(queue->first().request.requester, QStringLiteral("rita"));
        // The dataset's version went to the server and back (schema migration 2).
        QCOMPARE(olga.dataset(QStringLiteral("telemetry-logs"))->version, QStringLiteral("2026-06"));

        // bob files one too: olga sees both, rita only hers, bob only his.
        auto bobConn = as(QStringLiteral("bob"), db);
        QVERIFY(bobConn);
        PgLedgerStore bobStore(*bobConn);
        Ledger bob(bobStore);
        QVERIFY(bob.createRequest(draft(QStringLiteral("bob"))));
        QVERIFY(olga.requests() && olga.requests()->size() == 2);
        auto ritaConn = as(QStringLiteral("rita"), db);
        QVERIFY(ritaConn);
        PgLedgerStore ritaStore(*ritaConn);
        Ledger rita(ritaStore);
        const auto own = rita.requests();
        QVERIFY2(own, qPrintable(own.error()));
        QCOMPARE(own->size(), 1);
        QCOMPARE(own->first().request.requester, QStringLiteral("rita"));
        // Filing in someone else's name is refused by the server (its request rules, then row-level
        // security).
        const auto forged = rita.createRequest(draft(QStringLiteral("bob")));
        QVERIFY(!forged);
        QVERIFY2(forged.error().contains(QStringLiteral("files requests in its own name, not bob")),
                 qPrintable(forged.error()));
        // An auditor reads the queue and writes nothing.
        auto audConn = as(QStringLiteral("audrey"), db);
        QVERIFY(audConn);
        PgLedgerStore audStore(*audConn);
        Ledger audrey(audStore);
        QVERIFY(audrey.requests() && audrey.requests()->size() == 2);
        const auto refused = audrey.createRequest(draft(QStringLiteral("audrey")));
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(QStringLiteral("permission denied")), qPrintable(refused.error()));
    }

    // The review queue window of one desktop reloads when another desktop submits a request.
    void reviewQueueFollowsOtherDesktops()
    {
        const QString db = QStringLiteral("queue");
        QVERIFY(newLedger(db));
        auto olgaConn = as(QStringLiteral("olga"), db);
        QVERIFY(olgaConn);
        PgLedgerStore olgaStore(*olgaConn);
        ui::ReviewQueue queue(&olgaStore, {}, [](const QString &) {
            return Result<std::unique_ptr<Signer>>::failure(QStringLiteral("no keys in this test"));
        });
        QCOMPARE(queue.model()->rowCount(), 0);
        auto bobConn = as(QStringLiteral("bob"), db);
        QVERIFY(bobConn);
        PgLedgerStore bobStore(*bobConn);
        Ledger bob(bobStore);
        const auto id = bob.createRequest(draft(QStringLiteral("bob")));
        QVERIFY2(id, qPrintable(id.error()));
        const Status submitted = bob.submit(id.value(), *m_bob);
        QVERIFY2(submitted, qPrintable(submitted.error()));
        QTRY_COMPARE_WITH_TIMEOUT(queue.model()->rowCount(), 1, 10000);
        QCOMPARE(queue.model()->request(0).request.id, id.value());
    }

    // Team mode has the same notification path: an export activated on another desktop appears in this
    // desktop's Destruction view by itself (LISTEN/NOTIFY from the audit append), and the ledger watch says
    // the audit head moved.
    void destructionFollowsOtherDesktops()
    {
        const QString db = QStringLiteral("follow");
        QVERIFY(newLedger(db));
        auto olgaConn = as(QStringLiteral("olga"), db);
        QVERIFY(olgaConn);
        PgLedgerStore olgaStore(*olgaConn);
        LedgerWatch watch(olgaStore);
        QVERIFY(watch.start());
        QSignalSpy moved(&watch, &LedgerWatch::changed);
        ui::DestructionView view(&olgaStore, QStringLiteral("olga"));
        view.setLedgerWatch(&watch);
        view.setShow(ui::DestructionView::AwaitingDestruction);
        QCOMPARE(view.model()->rowCount(), 0);

        auto ritaConn = as(QStringLiteral("rita"), db);
        QVERIFY(ritaConn);
        PgLedgerStore ritaStore(*ritaConn);
        Ledger rita(ritaStore);
        const auto id = rita.createRequest(draft(QStringLiteral("rita")));
        QVERIFY2(id, qPrintable(id.error()));
        QVERIFY(rita.submit(id.value(), *m_rita));
        auto oscarConn = as(QStringLiteral("oscar"), db);
        QVERIFY(oscarConn);
        PgLedgerStore oscarStore(*oscarConn);
        Ledger oscar(oscarStore);
        const auto approved =
            oscar.decide(id.value(), true, *m_oscar, QDate::currentDate().addDays(20), QStringLiteral("ok"));
        QVERIFY2(approved, qPrintable(approved.error()));
        const Status active = rita.activate(id.value(), *m_rita);
        QVERIFY2(active, qPrintable(active.error()));
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        QCOMPARE(view.model()->request(0).request.id, id.value());
        QVERIFY(!moved.isEmpty());
        QCOMPARE(watch.head(), rita.store().lastAuditRow()->value().seq);
    }

    // Compliance > Ledger Server: Connect tries the server off the GUI thread and saves only what worked.
    void ledgerServerDialogSavesOnlyWhatConnects()
    {
        const QString db = QStringLiteral("dialog");
        QVERIFY(newLedger(db));
        const Run stored =
            console(QStringLiteral("dialog"),
                    {QStringLiteral("secrets"), QStringLiteral("set"), QStringLiteral("pg-oscar"),
                     QStringLiteral("--kind"), QStringLiteral("password")},
                    password(QStringLiteral("oscar")));
        QVERIFY2(stored.code == 0, qPrintable(stored.all()));
        const QByteArray home = qgetenv("CLUSTERGATE_HOME");
        qputenv("CLUSTERGATE_HOME", m_dir.filePath(QStringLiteral("dialog")).toUtf8());
        const auto restore = qScopeGuard([&] { qputenv("CLUSTERGATE_HOME", home); });
        ui::LedgerServerDialog dialog;
        QSignalSpy finished(&dialog, &ui::LedgerServerDialog::attemptFinished);
        // Unreachable: an error, nothing saved.
        dialog.url()->setText(QStringLiteral("postgresql://oscar@/dialog?host=%1")
                                  .arg(m_dir.filePath(QStringLiteral("nowhere"))));
        dialog.passwordSecret()->setText(QStringLiteral("pg-oscar"));
        dialog.connectButton()->click();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.takeFirst().first().toBool(), false);
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("cannot reach")),
                 qPrintable(dialog.status()->text()));
        QVERIFY(!LedgerServerSettings::load().isServer());
        // The server, with the password from the keychain.
        dialog.url()->setText(url(QStringLiteral("oscar"), db));
        dialog.connectButton()->click();
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.takeFirst().first().toBool(), qPrintable(dialog.status()->text()));
        const LedgerServerSettings saved = LedgerServerSettings::load();
        QCOMPARE(saved.url, url(QStringLiteral("oscar"), db));
        QCOMPARE(saved.passwordSecret, QStringLiteral("pg-oscar"));
        QVERIFY(dialog.current()->text().contains(QStringLiteral("on the server")));
        dialog.localButton()->click();
        QVERIFY(!LedgerServerSettings::load().isServer());
    }

    // Two officers approve the same request at the same moment from two connections: exactly one wins,
    // the other is told and nothing of its attempt is stored.
    void concurrentApprovalHasOneWinner()
    {
        const QString db = QStringLiteral("decide");
        QVERIFY(newLedger(db));
        qint64 id = 0;
        {
            auto c = as(QStringLiteral("rita"), db);
            QVERIFY(c);
            PgLedgerStore s(*c);
            Ledger rita(s);
            const auto made = rita.createRequest(draft(QStringLiteral("rita")));
            QVERIFY2(made, qPrintable(made.error()));
            id = made.value();
            const Status sub = rita.submit(id, *m_rita);
            QVERIFY2(sub, qPrintable(sub.error()));
        }
        // The owner holds the request's row, so both decisions read it as submitted and then wait.
        auto blocker = owner(db);
        QVERIFY(blocker && blocker->begin());
        QVERIFY(blocker->execute("SELECT 1 FROM ledger_requests WHERE id = $1 FOR UPDATE", {id}));
        struct Outcome
        {
            bool ok = false;
            QString error;
        } outcome[2];
        KeySigner *signers[2] = {m_olga.get(), m_oscar.get()};
        const QString names[2] = {QStringLiteral("olga"), QStringLiteral("oscar")};
        std::thread threads[2];
        for (int i = 0; i < 2; ++i) {
            threads[i] = std::thread([&, i] {
                PgConnection c;
                if (const Status st = c.open(url(names[i], db), password(names[i])); !st) {
                    outcome[i].error = st.error();
                    return;
                }
                PgLedgerStore s(c);
                Ledger l(s);
                const auto a =
                    l.decide(id, true, *signers[i], QDate::currentDate().addDays(20), QStringLiteral("fine"));
                outcome[i].ok = bool(a);
                outcome[i].error = a ? QString() : a.error();
            });
        }
        auto watch = owner(db);
        QVERIFY(watch);
        int waiting = 0;
        for (int tries = 0; tries < 400 && waiting < 2; ++tries) {
            const auto w = watch->exec("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                       "AND datname = $1",
                                       {db});
            waiting = w ? int(w->integer(0, 0)) : 0;
            if (waiting < 2)
                QTest::qWait(50);
        }
        QVERIFY(blocker->commit());
        for (std::thread &t : threads)
            t.join();
        QCOMPARE(waiting, 2);
        QCOMPARE(int(outcome[0].ok) + int(outcome[1].ok), 1);
        const QString told = outcome[0].ok ? outcome[1].error : outcome[0].error;
        QVERIFY2(told.contains(QStringLiteral("changed by someone else")), qPrintable(told));
        auto check = owner(db);
        const auto approvals =
            check->exec("SELECT count(*) FROM ledger_approvals WHERE request_id = $1", {id});
        QVERIFY(approvals);
        QCOMPARE(approvals->integer(0, 0), qint64(1));
        const auto events =
            check->exec("SELECT count(*) FROM audit_log WHERE action = 'request.approved' AND subject = $1",
                        {QStringLiteral("request:%1").arg(id)});
        QVERIFY(events);
        QCOMPARE(events->integer(0, 0), qint64(1));
        auto c = as(QStringLiteral("audrey"), db);
        PgLedgerStore s(*c);
        AuditLog log(s);
        const ChainReport report = log.verify();
        QVERIFY2(report.intact, qPrintable(report.summary()));
    }

    // Desktops appending at once: the chain stays gapless and unforked.
    void concurrentAppendsKeepOneChain()
    {
        const QString db = QStringLiteral("chain");
        QVERIFY(newLedger(db));
        auto c0 = as(QStringLiteral("audrey"), db);
        PgLedgerStore s0(*c0);
        AuditLog log0(s0);
        const auto before = log0.head();
        QVERIFY(before);
        constexpr int kClients = 4, kEach = 60;
        std::atomic<int> failures{0};
        QStringList errors[kClients];
        std::thread threads[kClients];
        const QString who[kClients] = {QStringLiteral("olga"), QStringLiteral("oscar"),
                                       QStringLiteral("rita"), QStringLiteral("bob")};
        for (int i = 0; i < kClients; ++i) {
            threads[i] = std::thread([&, i] {
                PgConnection c;
                if (!c.open(url(who[i], db), password(who[i]))) {
                    ++failures;
                    return;
                }
                PgLedgerStore s(c);
                AuditLog log(s);
                for (int k = 0; k < kEach; ++k) {
                    const auto seq = log.append(AuditEvent{
                        who[i], QStringLiteral("test.append"), QStringLiteral("n:%1").arg(k), {}, {}});
                    if (!seq) {
                        ++failures;
                        errors[i] << seq.error();
                    }
                }
            });
        }
        for (std::thread &t : threads)
            t.join();
        QVERIFY2(failures == 0,
                 qPrintable(errors[0].join(QLatin1Char('\n')) + errors[1].join(QLatin1Char('\n'))));
        const ChainReport report = log0.verify();
        QVERIFY2(report.intact, qPrintable(report.summary()));
        QCOMPARE(report.rows, before->size + kClients * kEach);
    }

    // No application role may change or remove audit rows; the server refuses, not the client.
    void auditTableRefusesChangesForEveryRole()
    {
        const QString db = QStringLiteral("refuse");
        QVERIFY(newLedger(db));
        for (const QString &user : m_people) {
            auto c = as(user, db);
            QVERIFY2(c, qPrintable(user));
            for (const char *sql :
                 {"UPDATE audit_log SET actor = 'mallory'", "DELETE FROM audit_log", "TRUNCATE audit_log",
                  "UPDATE audit_checkpoints SET note = ''", "DELETE FROM ledger_approvals",
                  "UPDATE ledger_officer_keys SET role = 'admin'"}) {
                const Status st = c->execute(sql);
                QVERIFY2(!st, sql);
                QCOMPARE(c->lastSqlState(), QStringLiteral("42501"));
                QVERIFY2(st.error().contains(QStringLiteral("permission denied")), qPrintable(st.error()));
            }
        }
        // Not even the owner, who could grant itself anything, changes a row without dropping triggers.
        auto o = owner(db);
        const Status st = o->execute("UPDATE audit_log SET actor = 'mallory'");
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QStringLiteral("append-only")), qPrintable(st.error()));
        // A row that leaves a gap or forks the chain is refused by the server's trigger.
        const Status gap = o->execute("INSERT INTO audit_log VALUES (1000, 'x', 'a', 'b', 'c', '{}', "
                                      "decode(repeat('00', 32), 'hex'), decode(repeat('00', 32), 'hex'))");
        QVERIFY(!gap);
        QVERIFY2(gap.error().contains(QStringLiteral("does not follow")), qPrintable(gap.error()));
        const Status fork = o->execute(
            "INSERT INTO audit_log SELECT max(seq) + 1, 'x', 'a', 'b', 'c', '{}', decode(repeat('11', 32), "
            "'hex'), decode(repeat('00', 32), 'hex') FROM audit_log");
        QVERIFY(!fork);
        QVERIFY2(fork.error().contains(QStringLiteral("does not continue the chain")),
                 qPrintable(fork.error()));
    }

    // The server restarts while a change is half done: the client gets a clear error, nothing of the change
    // is stored, and the next change goes through on a new connection.
    void serverRestartMidTransaction()
    {
        const QString db = QStringLiteral("restart");
        QVERIFY(newLedger(db));
        auto c = as(QStringLiteral("olga"), db);
        PgLedgerStore s(*c);
        AuditLog log(s);
        const auto before = log.head();
        QVERIFY(before);
        Run restarted;
        const Status st = s.transaction([&]() -> Status {
            const auto first = log.append(AuditEvent{
                QStringLiteral("olga"), QStringLiteral("test.half"), QStringLiteral("n:1"), {}, {}});
            if (!first)
                return Status::failure(first.error());
            restarted = server(QStringLiteral("restart"));
            const auto second = log.append(AuditEvent{
                QStringLiteral("olga"), QStringLiteral("test.half"), QStringLiteral("n:2"), {}, {}});
            return second ? Status(Ok{}) : Status::failure(second.error());
        });
        QVERIFY2(restarted.code == 0, qPrintable(restarted.all()));
        QVERIFY(!st);
        QVERIFY2(st.error().contains(QStringLiteral("lost")) &&
                     st.error().contains(QStringLiteral("nothing")),
                 qPrintable(st.error()));
        const auto after = log.head(); // a new connection
        QVERIFY2(after, qPrintable(after.error()));
        QCOMPARE(after->size, before->size);
        const auto next = log.append(
            AuditEvent{QStringLiteral("olga"), QStringLiteral("test.after"), QStringLiteral("n:3"), {}, {}});
        QVERIFY2(next, qPrintable(next.error()));
        QCOMPARE(next.value(), before->size + 1);
        QVERIFY(log.verify().intact);
    }

    // A SQLite ledger moved to the server: interrupted halfway (the process killed), run again, nothing
    // duplicated, and `ledger verify` says the same on both sides.
    void migrationResumesAndVerifiesAlike()
    {
        const QString db = QStringLiteral("migrated");
        QVERIFY(newLedger(db, false));
        constexpr int kRows = 40000;
        {
            Database local;
            QDir().mkpath(m_dir.filePath(QStringLiteral("source")));
            QVERIFY(local.open(m_dir.filePath(QStringLiteral("source/clustergate.sqlite"))));
            SqliteLedgerStore store(local);
            Ledger l(store);
            QVERIFY(l.found(QStringLiteral("adam"), *m_adam));
            QVERIFY(l.registerOfficer(QStringLiteral("olga"), OfficerRole::Officer, m_olga->publicKey(),
                                      *m_adam));
            QVERIFY(l.saveDataset(dataset(), QStringLiteral("olga")));
            const auto id = l.createRequest(draft(QStringLiteral("rita")));
            QVERIFY(id);
            QVERIFY(l.submit(id.value(), QStringLiteral("rita")));
            QVERIFY(
                l.decide(id.value(), true, *m_olga, QDate::currentDate().addDays(20), QStringLiteral("ok")));
            QVERIFY(l.checkpoint(*m_olga));
            QList<AuditEvent> events;
            for (int i = 0; i < kRows; ++i)
                events << AuditEvent{QStringLiteral("system"),
                                     QStringLiteral("ssh.command"),
                                     QStringLiteral("ssh:ops@gpu-%1").arg(i % 64),
                                     {},
                                     {}};
            QVERIFY(l.audit().appendBatch(events));
            QVERIFY(l.checkpoint(*m_olga));
        }
        const QString target = url(QStringLiteral("postgres"), db);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_HOME"), m_dir.filePath(QStringLiteral("source")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                {QStringLiteral("ledger"), QStringLiteral("migrate"), QStringLiteral("--to"), target,
                 QStringLiteral("--batch"), QStringLiteral("40")});
        p.setReadChannel(QProcess::StandardError); // the progress lines
        QVERIFY(p.waitForStarted());
        QByteArray progress;
        while (!progress.contains("audit rows on the server: ") && p.state() == QProcess::Running)
            if (p.waitForReadyRead(30000))
                progress += p.readAllStandardError();
        p.kill();
        p.waitForFinished();
        auto o = owner(db);
        const auto partial = o->exec("SELECT count(*) FROM audit_log");
        QVERIFY(partial);
        const qint64 copied = partial->integer(0, 0);
        QVERIFY2(copied > 0 && copied < kRows,
                 qPrintable(QString::number(copied) + QString::fromUtf8(progress)));

        const Run resumed =
            console(QStringLiteral("source"),
                    {QStringLiteral("ledger"), QStringLiteral("migrate"), QStringLiteral("--to"), target});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.all()));
        QVERIFY2(resumed.out.contains(QStringLiteral("%1 already there").arg(copied)),
                 qPrintable(resumed.all()));
        QVERIFY2(resumed.out.contains(QStringLiteral("Both verify alike")), qPrintable(resumed.all()));
        const auto counts = o->exec("SELECT count(*), count(DISTINCT seq), max(seq) FROM audit_log");
        QVERIFY(counts);
        QCOMPARE(counts->integer(0, 0), counts->integer(0, 1));
        QCOMPARE(counts->integer(0, 0), counts->integer(0, 2));
        QVERIFY(counts->integer(0, 0) > kRows);
        const auto once =
            o->exec("SELECT (SELECT count(*) FROM ledger_requests), (SELECT count(*) FROM "
                    "ledger_approvals), (SELECT count(*) FROM audit_checkpoints), (SELECT count(*) "
                    "FROM ledger_officer_keys)");
        QVERIFY(once);
        QCOMPARE(once->integer(0, 0), qint64(1));
        QCOMPARE(once->integer(0, 1), qint64(1));
        QCOMPARE(once->integer(0, 2), qint64(2));
        QCOMPARE(once->integer(0, 3), qint64(2));
        // Running it once more copies nothing.
        const Run third =
            console(QStringLiteral("source"),
                    {QStringLiteral("ledger"), QStringLiteral("migrate"), QStringLiteral("--to"), target});
        QVERIFY2(third.code == 0 && third.out.contains(QStringLiteral("0 copied now")),
                 qPrintable(third.all()));
        // Another console's ledger never goes into a server that holds this one.
        {
            Database other;
            QDir().mkpath(m_dir.filePath(QStringLiteral("other")));
            QVERIFY(other.open(m_dir.filePath(QStringLiteral("other/clustergate.sqlite"))));
            SqliteLedgerStore store(other);
            AuditLog log(store);
            QVERIFY(log.append(AuditEvent{
                QStringLiteral("system"), QStringLiteral("test.other"), QStringLiteral("x"), {}, {}}));
        }
        const Run other =
            console(QStringLiteral("other"),
                    {QStringLiteral("ledger"), QStringLiteral("migrate"), QStringLiteral("--to"), target});
        QVERIFY2(other.code == 1 && other.err.contains(QStringLiteral("another ledger")),
                 qPrintable(other.all()));
        const auto unchanged = o->exec("SELECT count(*) FROM audit_log");
        QVERIFY(unchanged);
        QCOMPARE(unchanged->integer(0, 0), counts->integer(0, 0));

        // `ledger verify` with the founder's key as the anchor: the same verdict and report on both sides,
        // the server read by an auditor's login.
        connectProfile(QStringLiteral("auditor"), QStringLiteral("audrey"), db);
        const QString anchor = VerifierKey::make(QStringLiteral("adam"), m_adam->publicKey()).text();
        const QStringList verify{QStringLiteral("ledger"), QStringLiteral("verify"),
                                 QStringLiteral("--trusted-key"), anchor};
        const Run onSource = console(QStringLiteral("source"), verify);
        const Run onServer = console(QStringLiteral("auditor"), verify);
        QVERIFY2(onSource.code == 0, qPrintable(onSource.all()));
        QCOMPARE(onServer.code, onSource.code);
        QCOMPARE(onServer.out, onSource.out);
        // The migrated ledger goes on growing on the server, continuing the chain.
        auto olga = as(QStringLiteral("olga"), db);
        PgLedgerStore s(*olga);
        Ledger l(s);
        // The dataset's version and the version the approved request was submitted with came along.
        QCOMPARE(l.dataset(QStringLiteral("telemetry-logs"))->version, QStringLiteral("2026-06"));
        const auto migrated = l.requests();
        QVERIFY(migrated && migrated->size() == 1);
        QCOMPARE(migrated->first().request.datasetVersions.value(QStringLiteral("telemetry-logs")),
                 QStringLiteral("2026-06"));
        const auto signatures = l.verifySignatures();
        QVERIFY(signatures && signatures->size() == 1 && signatures->first().valid);
        QVERIFY(l.createRequest(draft(QStringLiteral("olga"))));
        QVERIFY(l.audit().verify().intact);
    }

    // Issue 31: a requester's hand-written audit rows (a garbage hash, a correct hash in an officer's name)
    // are refused by the server, and afterwards an officer checkpoints and `ledger verify --trusted-key`
    // through the console, as the auditor's login, still says VERIFIED.
    void insiderRowsRefusedAndTheLedgerStillVerifies()
    {
        const QString db = QStringLiteral("insider");
        QVERIFY(newLedger(db));
        auto rita = as(QStringLiteral("rita"), db);
        QVERIFY(rita);
        Status st = rita->execute("INSERT INTO audit_log SELECT max(seq) + 1, 'x', 'rita', 'a', 's', '{}', "
                                  "(SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1), "
                                  "decode(repeat('00', 32), 'hex') FROM audit_log");
        QVERIFY(!st);
        QCOMPARE(rita->lastSqlState(), QStringLiteral("23000"));
        st = rita->execute(
            "INSERT INTO audit_log SELECT s, 'x', 'olga', 'request.approved', 'request:1', '{}', "
            "h, clustergate_audit_hash(h, s, 'x', 'olga', 'request.approved', 'request:1', '{}') "
            "FROM (SELECT max(seq) + 1 AS s, (SELECT hash FROM audit_log ORDER BY seq DESC "
            "LIMIT 1) AS h FROM audit_log) x");
        QVERIFY(!st);
        QCOMPARE(rita->lastSqlState(), QStringLiteral("42501"));
        QVERIFY2(st.error().contains(QStringLiteral("not as olga")), qPrintable(st.error()));
        auto olgaConn = as(QStringLiteral("olga"), db);
        PgLedgerStore store(*olgaConn);
        Ledger olga(store);
        const auto cp = olga.checkpoint(*m_olga);
        QVERIFY2(cp, qPrintable(cp.error()));
        connectProfile(QStringLiteral("insider-auditor"), QStringLiteral("audrey"), db);
        const Run r =
            console(QStringLiteral("insider-auditor"),
                    {QStringLiteral("ledger"), QStringLiteral("verify"), QStringLiteral("--trusted-key"),
                     VerifierKey::make(QStringLiteral("adam"), m_adam->publicKey()).text()});
        QVERIFY2(r.code == 0 && r.out.contains(QStringLiteral("VERIFIED")), qPrintable(r.all()));
    }

    // An unreachable server: a clear error, and no quiet switch to the local ledger.
    void unreachableServerIsAnErrorNotAFallback()
    {
        const QString gone = m_dir.filePath(QStringLiteral("no-server"));
        QDir().mkpath(gone);
        const QString where = QStringLiteral("postgresql://rita@/live?host=%1").arg(gone);
        Run r =
            console(QStringLiteral("offline"), {QStringLiteral("ledger"), QStringLiteral("connect"), where});
        QVERIFY2(r.code == 1 && r.err.contains(QStringLiteral("cannot reach the ledger server")),
                 qPrintable(r.all()));
        // A profile connected while the server was up, which then went away.
        const QByteArray home = qgetenv("CLUSTERGATE_HOME");
        qputenv("CLUSTERGATE_HOME", m_dir.filePath(QStringLiteral("offline")).toUtf8());
        LedgerServerSettings settings;
        settings.url = where;
        const Status saved = settings.save();
        qputenv("CLUSTERGATE_HOME", home);
        QVERIFY(saved);
        r = console(QStringLiteral("offline"), {QStringLiteral("ledger"), QStringLiteral("import-datasets"),
                                                m_dir.filePath(QStringLiteral("datasets.csv"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot reach the ledger server")) &&
                     r.err.contains(QStringLiteral("does not fall back")),
                 qPrintable(r.all()));
        // Nothing went into the profile's local ledger instead.
        Database local;
        QVERIFY(local.open(m_dir.filePath(QStringLiteral("offline/clustergate.sqlite"))));
        const auto rows = local.query("SELECT count(*) FROM audit_log");
        QVERIFY(rows);
        QCOMPARE(rows->first().value(0).toLongLong(), 0);
        // A URL with a password in it is never stored.
        r = console(QStringLiteral("offline"),
                    {QStringLiteral("ledger"), QStringLiteral("connect"),
                     QStringLiteral("postgresql://rita:hunter2@/live?host=%1").arg(gone)});
        QVERIFY2(r.code == 1 && r.err.contains(QStringLiteral("password")) &&
                     !r.all().contains(QStringLiteral("hunter2")),
                 qPrintable(r.all()));
    }
};

int main(int argc, char **argv)
{
    // No PostgreSQL server binaries here: the suite cannot run, which is not a pass.
    if (QProcess::execute(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {QStringLiteral("check")}) != 0) {
        fprintf(stderr, "SKIPPED: no PostgreSQL 15 server binaries (install postgresql-15)\n");
        return 77;
    }
    QApplication app(argc, argv);
    TstLedgerPostgres t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ledger_postgres.moc"
