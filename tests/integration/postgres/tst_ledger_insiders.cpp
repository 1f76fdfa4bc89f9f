// SPDX-License-Identifier: GPL-3.0-or-later
// Team mode holds against insiders (issue 31): the real PostgreSQL 15 server of pg_server.sh, a login of
// each role (adam admin, olga and oscar officers, rita and bob requesters, audrey auditor), and every write
// a role should not make by hand tried as raw SQL through libpq as that login, not through the
// application: each is refused by the server with a clear SQLSTATE and message and leaves the ledger
// exactly as it was. Afterwards the chain verifies against the founder's key, an officer still checkpoints,
// and the legitimate team flows work end to end, the two-person grade change included. The server's audit
// hash is compared with the client's, and a server at schema 2 (which let a requester write any audit row)
// is upgraded in place.
#include "ledger/audit_chain.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_schema.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cg;
using namespace cg::ledger;

class TstLedgerInsiders : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_server;
    const QString m_db = QStringLiteral("insiders");
    std::unique_ptr<KeySigner> m_adam = KeySigner::generate(), m_olga = KeySigner::generate(),
                               m_oscar = KeySigner::generate(), m_rita = KeySigner::generate(),
                               m_bob = KeySigner::generate();
    qint64 m_submitted = 0; // rita's, submitted and waiting
    qint64 m_draft = 0;     // rita's draft
    qint64 m_expired = 0;   // bob's, expired
    qint64 m_destroyed = 0; // bob's, destroyed with a certificate
    qint64 m_olgas = 0;     // filed and submitted by olga herself (an officer), waiting

    QString url(const QString &user, const QString &db) const
    {
        return QStringLiteral("postgresql://%1@/%2?host=%3").arg(user, db, m_server);
    }
    static QByteArray password(const QString &user) { return (user + QStringLiteral("-pw")).toUtf8(); }

    int server(const QString &verb)
    {
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {verb, m_dir.filePath(QStringLiteral("pg"))});
        p.waitForFinished(60000);
        if (verb == QLatin1String("start"))
            m_server = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        return p.exitCode();
    }

    std::unique_ptr<PgConnection> owner(const QString &db)
    {
        auto c = std::make_unique<PgConnection>();
        return c->open(url(QStringLiteral("postgres"), db)) ? std::move(c) : nullptr;
    }

    std::unique_ptr<PgConnection> as(const QString &user, const QString &db = {})
    {
        auto c = std::make_unique<PgConnection>();
        return c->open(url(user, db.isEmpty() ? m_db : db), password(user)) ? std::move(c) : nullptr;
    }

    // A person's ledger on their own login.
    struct Desk
    {
        std::unique_ptr<PgConnection> conn;
        std::unique_ptr<PgLedgerStore> store;
        std::unique_ptr<Ledger> ledger;
    };
    Desk desk(const QString &user, const QString &db = {})
    {
        Desk d;
        d.conn = as(user, db);
        if (d.conn) {
            d.store = std::make_unique<PgLedgerStore>(*d.conn);
            d.ledger = std::make_unique<Ledger>(*d.store);
        }
        return d;
    }

    static ExportRequest draft(const QString &requester, const QString &dataset = QStringLiteral("telemetry"))
    {
        ExportRequest r;
        r.datasets = {dataset};
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

    // Everything the ledger holds, as one string: what an attack must leave as it was.
    QString state()
    {
        auto o = owner(m_db);
        if (!o)
            return QStringLiteral("no owner connection");
        const auto rows = o->exec(
            "SELECT (SELECT count(*) || ':' || encode(max(hash), 'hex') FROM audit_log "
            "  WHERE seq = (SELECT max(seq) FROM audit_log)) || ' ' || (SELECT count(*) FROM audit_log) "
            "|| ' ' || md5((SELECT string_agg(t::text, '|' ORDER BY id) FROM ledger_requests t)) "
            "|| ' ' || md5((SELECT string_agg(t::text, '|' ORDER BY request_id, position) FROM "
            "  ledger_request_datasets t)) "
            "|| ' ' || md5((SELECT string_agg(t::text, '|' ORDER BY id) FROM ledger_datasets t)) "
            "|| ' ' || md5(coalesce((SELECT string_agg(t::text, '|' ORDER BY dataset_id, source_id) FROM "
            "  ledger_sources t), '')) "
            "|| ' ' || md5((SELECT string_agg(t::text, '|' ORDER BY key) FROM ledger_meta t)) "
            "|| ' ' || (SELECT count(*) FROM ledger_approvals) || ' ' || (SELECT count(*) FROM "
            "ledger_officer_keys) || ' ' || (SELECT count(*) FROM ledger_destructions)");
        return rows ? rows->text(0, 0) : rows.error();
    }

    // `sql` as `user`: refused with `sqlState` and a message containing `fragment`, nothing changed.
    void refused(const QString &user, const QString &sql, const char *sqlState, const QString &fragment)
    {
        const QString before = state();
        auto c = as(user);
        QVERIFY2(c, qPrintable(user));
        const Status st = c->executeScript(sql);
        QVERIFY2(!st, qPrintable(user + QStringLiteral(": accepted: ") + sql));
        QVERIFY2(c->lastSqlState() == QLatin1String(sqlState),
                 qPrintable(user + QStringLiteral(": SQLSTATE ") + c->lastSqlState() +
                            QStringLiteral(" for ") + sql + QStringLiteral(": ") + st.error()));
        QVERIFY2(st.error().contains(fragment), qPrintable(user + QStringLiteral(": ") + st.error()));
        // The code travels with the refusal, so the CLI exits with its refusal status (3), not 1.
        if (QByteArray(sqlState) == "42501")
            QCOMPARE(st.code(), ErrorCode::Refused);
        QCOMPARE(state(), before);
    }

    // An audit row as `actor`, hashed correctly by the server's own function, with `details`.
    static QString auditInsert(const QString &actor, const QString &action, const QString &subject,
                               const QString &details)
    {
        return QStringLiteral(
                   "INSERT INTO audit_log SELECT s, t, '%1', '%2', '%3', '%4', h, "
                   "clustergate_audit_hash(h, s, t, '%1', '%2', '%3', '%4') FROM (SELECT max(seq) + 1 AS s, "
                   "'2026-06-01T00:00:00.000Z'::text AS t, (SELECT hash FROM audit_log ORDER BY seq DESC "
                   "LIMIT "
                   "1) AS h FROM audit_log) x")
            .arg(actor, action, subject, details);
    }

    static QString requestInsert(const QString &requester, const QString &state = QStringLiteral("draft"))
    {
        return QStringLiteral(
                   "INSERT INTO ledger_requests(state, form, destination_cluster, destination_country, "
                   "purpose, mechanism, retention_days, requester, created_at) VALUES('%1', 'raw', "
                   "'sg-h200-a', 'SG', 'x', 'standard-contract', 30, '%2', '2026-06-01')")
            .arg(state, requester);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(server(QStringLiteral("start")), 0);
        auto su = owner(QStringLiteral("postgres"));
        QVERIFY(su);
        QVERIFY(su->executeScript(QStringLiteral("CREATE DATABASE %1").arg(m_db)));
        auto o = owner(m_db);
        QVERIFY(o);
        const auto init = PgSchema::initialise(*o);
        QVERIFY2(init, qPrintable(init.error()));
        const QList<std::pair<QString, QString>> people{
            {QStringLiteral("adam"), QStringLiteral("clustergate_admin, clustergate_officer")},
            {QStringLiteral("olga"), QStringLiteral("clustergate_officer")},
            {QStringLiteral("oscar"), QStringLiteral("clustergate_officer")},
            {QStringLiteral("rita"), QStringLiteral("clustergate_requester")},
            {QStringLiteral("bob"), QStringLiteral("clustergate_requester")},
            {QStringLiteral("audrey"), QStringLiteral("clustergate_auditor")}};
        for (const auto &[name, groups] : people) {
            const Status st =
                su->executeScript(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2' IN ROLE %3")
                                      .arg(name, QString::fromUtf8(password(name)), groups));
            QVERIFY2(st, qPrintable(st.error()));
        }
        Desk adam = desk(QStringLiteral("adam"));
        QVERIFY(adam.ledger);
        Status st = adam.ledger->found(QStringLiteral("adam"), *m_adam);
        QVERIFY2(st, qPrintable(st.error()));
        for (const auto &[name, role, key] :
             {std::tuple{QStringLiteral("olga"), OfficerRole::Officer, m_olga.get()},
              std::tuple{QStringLiteral("oscar"), OfficerRole::Officer, m_oscar.get()},
              std::tuple{QStringLiteral("rita"), OfficerRole::Requester, m_rita.get()},
              std::tuple{QStringLiteral("bob"), OfficerRole::Requester, m_bob.get()}}) {
            st = adam.ledger->registerOfficer(name, role, key->publicKey(), *m_adam);
            QVERIFY2(st, qPrintable(st.error()));
        }
        Desk olga = desk(QStringLiteral("olga"));
        Dataset d;
        d.name = QStringLiteral("telemetry");
        d.owner = QStringLiteral("owen");
        d.grade = Grade::Internal;
        QVERIFY(olga.ledger->saveDataset(d, QStringLiteral("olga")));
        d.name = QStringLiteral("derived");
        d.sources = {QStringLiteral("telemetry")};
        const auto derived = olga.ledger->saveDataset(d, QStringLiteral("olga"));
        QVERIFY2(derived, qPrintable(derived.error()));
        Dataset visits;
        visits.name = QStringLiteral("visits");
        visits.owner = QStringLiteral("owen");
        visits.grade = Grade::Internal;
        visits.people = 2000000;
        visits.personal = true;
        visits.sensitive = unsigned(PiCategory::MedicalHealth);
        visits.fields = {Field{QStringLiteral("national_id"), QStringLiteral("ID card number"),
                               Grade::SensitivePersonal, true, unsigned(PiCategory::MedicalHealth)},
                         Field{QStringLiteral("note"), {}, Grade::Public, false, 0}};
        const auto saved = olga.ledger->saveDataset(visits, QStringLiteral("olga"));
        QVERIFY2(saved, qPrintable(saved.error()));
    }

    void cleanupTestCase()
    {
        if (!m_server.isEmpty())
            QCOMPARE(server(QStringLiteral("stop")), 0);
    }

    // One definition of an audit row's hash: the server's function gives the client's bytes.
    void serverHashIsTheClientHash()
    {
        auto c = as(QStringLiteral("audrey"));
        QVERIFY(c);
        const QList<AuditRow> rows{{1,
                                    QStringLiteral("2026-06-01T00:00:00.000Z"),
                                    QStringLiteral("rita"),
                                    QStringLiteral("a"),
                                    QStringLiteral("b"),
                                    QStringLiteral("{}"),
                                    {},
                                    {}},
                                   {123456789012,
                                    QStringLiteral(""),
                                    QStringLiteral("Zhāng Wěi 张伟"),
                                    QStringLiteral("ssh.command"),
                                    QStringLiteral("ssh:ops@gpu-1"),
                                    QStringLiteral("{\"cmd\":\"ls -- 'a b'\",\"n\":\"🙂\"}"),
                                    {},
                                    {}},
                                   {7,
                                    QStringLiteral("x"),
                                    QStringLiteral("y"),
                                    QString(300000, QLatin1Char('z')),
                                    QStringLiteral(""),
                                    QStringLiteral(""),
                                    {},
                                    {}}};
        for (const AuditRow &r : rows) {
            const QByteArray prev = sha256(QByteArray::number(r.seq));
            const auto server = c->exec("SELECT clustergate_audit_hash($1, $2, $3, $4, $5, $6, $7)",
                                        {prev, r.seq, r.recordedAt, r.actor, r.action, r.subject, r.details});
            QVERIFY2(server, qPrintable(server.error()));
            QCOMPARE(toHex(server->bytea(0, 0)), toHex(auditRowHash(prev, r)));
        }
        // And every row the clients wrote so far.
        const auto all = c->exec("SELECT bool_and(hash = clustergate_audit_hash(prev_hash, seq, recorded_at, "
                                 "actor, action, subject, details)), count(*) FROM audit_log");
        QVERIFY(all);
        QCOMPARE(all->text(0, 0), QStringLiteral("t"));
        QVERIFY(all->integer(0, 1) > 5);
    }

    // Acceptance 3: the legitimate team flows, end to end on the server, each person on their own login.
    void legitimateFlowsWork()
    {
        Desk rita = desk(QStringLiteral("rita")), bob = desk(QStringLiteral("bob")),
             olga = desk(QStringLiteral("olga")), oscar = desk(QStringLiteral("oscar"));
        // rita: filed, submitted signed, approved by olga, activated signed, expiring later.
        auto id = rita.ledger->createRequest(draft(QStringLiteral("rita")));
        QVERIFY2(id, qPrintable(id.error()));
        Status st = rita.ledger->submit(id.value(), *m_rita);
        QVERIFY2(st, qPrintable(st.error()));
        const auto approved = olga.ledger->decide(id.value(), true, *m_olga, QDate::currentDate().addDays(20),
                                                  QStringLiteral("ok"));
        QVERIFY2(approved, qPrintable(approved.error()));
        st = rita.ledger->activate(id.value(), *m_rita);
        QVERIFY2(st, qPrintable(st.error()));
        // bob: submitted, withdrawn, submitted again, rejected by oscar.
        id = bob.ledger->createRequest(draft(QStringLiteral("bob")));
        QVERIFY(id);
        QVERIFY(bob.ledger->submit(id.value(), *m_bob));
        st = bob.ledger->withdraw(id.value(), QStringLiteral("bob"));
        QVERIFY2(st, qPrintable(st.error()));
        QVERIFY(bob.ledger->submit(id.value(), *m_bob));
        const auto rejected = oscar.ledger->decide(id.value(), false, *m_oscar, {}, QStringLiteral("no"));
        QVERIFY2(rejected, qPrintable(rejected.error()));
        // bob: approved, activated, expired by bob, pending destruction and destroyed by olga.
        for (qint64 *out : {&m_expired, &m_destroyed}) {
            id = bob.ledger->createRequest(draft(QStringLiteral("bob")));
            QVERIFY(id);
            QVERIFY(bob.ledger->submit(id.value(), *m_bob));
            QVERIFY(oscar.ledger->decide(id.value(), true, *m_oscar, QDate::currentDate().addDays(5), {}));
            QVERIFY(bob.ledger->activate(id.value(), *m_bob));
            st = bob.ledger->expire(id.value(), QStringLiteral("bob"));
            QVERIFY2(st, qPrintable(st.error()));
            *out = id.value();
        }
        QVERIFY(olga.ledger->markForDestruction(m_destroyed, QStringLiteral("olga")));
        DestructionCertificate cert;
        cert.requestId = m_destroyed;
        cert.performedBy = QStringLiteral("ops");
        cert.asset = QStringLiteral("/scratch/telemetry");
        cert.verification = QStringLiteral("listing empty");
        cert.performedOn = QDate::currentDate();
        cert.witness = QStringLiteral("olga");
        cert.evidenceSha256 = sha256("evidence");
        st = olga.ledger->recordDestruction(cert, QStringLiteral("olga"));
        QVERIFY2(st, qPrintable(st.error()));
        // Waiting: rita's submitted request and her draft.
        id = rita.ledger->createRequest(draft(QStringLiteral("rita")));
        QVERIFY(id && rita.ledger->submit(id.value(), *m_rita));
        m_submitted = id.value();
        id = rita.ledger->createRequest(draft(QStringLiteral("rita")));
        QVERIFY(id);
        m_draft = id.value();
        // Every row carries its login's name.
        auto o = owner(m_db);
        const auto actors = o->exec("SELECT string_agg(DISTINCT actor, ',' ORDER BY actor) FROM audit_log");
        QVERIFY(actors);
        QCOMPARE(actors->text(0, 0), QStringLiteral("adam,bob,olga,oscar,rita"));
    }

    // The two-person grade change works in team mode: olga proposes, oscar signs; a lone officer cannot.
    void twoPersonGradeChange()
    {
        Desk olga = desk(QStringLiteral("olga")), oscar = desk(QStringLiteral("oscar"));
        GradeChange change{QStringLiteral("telemetry"),
                           Grade::Public,
                           std::nullopt,
                           {},
                           QStringLiteral("reviewed: no personal data"),
                           QStringLiteral("olga"),
                           {},
                           {},
                           {},
                           {},
                           {}};
        Status st = Lineage::propose(*olga.ledger, change);
        QVERIFY2(st, qPrintable(st.error()));
        const auto self = Lineage::sign(*olga.ledger, QStringLiteral("telemetry"), *m_olga);
        QVERIFY(!self);
        const auto signedOff = Lineage::sign(*oscar.ledger, QStringLiteral("telemetry"), *m_oscar);
        QVERIFY2(signedOff, qPrintable(signedOff.error()));
        const auto d = olga.ledger->dataset(QStringLiteral("telemetry"));
        QVERIFY(d);
        QCOMPARE(d->grade, Grade::Public);
        // The sign-off was used up: the next change needs another.
        auto o = owner(m_db);
        const auto left =
            o->exec("SELECT value FROM ledger_meta WHERE key = 'grade-change-signed:telemetry'");
        QVERIFY(left && left->size() == 1);
        QCOMPARE(left->text(0, 0), QString());
    }

    // Acceptance 1: every write a role should not make by hand, as raw SQL on its own login.
    void auditRowsAreTheServers()
    {
        const QString zero = QStringLiteral("decode(repeat('00', 32), 'hex')");
        const QString garbage = QStringLiteral("INSERT INTO audit_log SELECT max(seq) + 1, 'x', '%1', "
                                               "'test.forged', 's', '{}', (SELECT hash FROM "
                                               "audit_log ORDER BY seq DESC LIMIT 1), %2 FROM audit_log");
        for (const QString &who : {QStringLiteral("rita"), QStringLiteral("olga"), QStringLiteral("adam")})
            refused(who, garbage.arg(who, zero), "23000", QStringLiteral("not the hash of its content"));
        refused(QStringLiteral("audrey"), garbage.arg(QStringLiteral("audrey"), zero), "42501",
                QStringLiteral("permission denied"));
        // Correctly hashed, in someone else's name: "olga approved request 7".
        for (const QString &who : {QStringLiteral("rita"), QStringLiteral("oscar"), QStringLiteral("adam")})
            refused(who,
                    auditInsert(QStringLiteral("olga"), QStringLiteral("request.approved"),
                                QStringLiteral("request:%1").arg(m_submitted), QStringLiteral("{}")),
                    "42501", QStringLiteral("writes audit rows in its own name, not as olga"));
        // A registration row by a requester, or unsigned by an admin.
        refused(QStringLiteral("rita"),
                auditInsert(QStringLiteral("rita"), QStringLiteral("officer.registered"),
                            QStringLiteral("officer:rita2"), QStringLiteral("{\"role\":\"officer\"}")),
                "42501", QStringLiteral("registered only by an admin's signed row"));
        refused(QStringLiteral("adam"),
                auditInsert(QStringLiteral("adam"), QStringLiteral("officer.registered"),
                            QStringLiteral("officer:eve"), QStringLiteral("{\"role\":\"officer\"}")),
                "42501", QStringLiteral("registered only by an admin's signed row"));
        // Keys in the officer table without a signed registration: an officer may not, an admin is
        // refused when the change commits.
        const QString key = QStringLiteral("INSERT INTO ledger_officer_keys VALUES('eve', 'officer', "
                                           "decode(repeat('ab', 32), 'hex'), 'x', '%1')");
        refused(QStringLiteral("olga"), key.arg(QStringLiteral("olga")), "42501",
                QStringLiteral("permission denied"));
        refused(QStringLiteral("adam"), key.arg(QStringLiteral("adam")), "42501",
                QStringLiteral("signed registration"));
    }

    // A checkpoint note that does not describe the log (which every later verification would trip on).
    void checkpointsDescribeTheLog()
    {
        refused(QStringLiteral("olga"),
                QStringLiteral(
                    "INSERT INTO audit_checkpoints VALUES((SELECT max(seq) FROM audit_log), 'garbage', 'x')"),
                "23514", QStringLiteral("does not describe this log"));
        refused(QStringLiteral("rita"),
                QStringLiteral("INSERT INTO audit_checkpoints VALUES(1, 'garbage', 'x')"), "42501",
                QStringLiteral("permission denied"));
    }

    void requestsMoveOnlyByTheirTransitions()
    {
        const QString revive = QStringLiteral("UPDATE ledger_requests SET state = 'active', activated_at = "
                                              "'2026-07-01T00:00:00.000Z', expired_at = NULL, destroyed_at = "
                                              "NULL WHERE id = %1");
        for (const QString &who : {QStringLiteral("bob"), QStringLiteral("olga"), QStringLiteral("adam")}) {
            refused(who, revive.arg(m_expired), "42501",
                    QStringLiteral("is expired and cannot become active"));
            refused(who, revive.arg(m_destroyed), "42501",
                    QStringLiteral("is destroyed and cannot become active"));
            refused(
                who,
                QStringLiteral("UPDATE ledger_requests SET state = 'expired' WHERE id = %1").arg(m_destroyed),
                "42501", QStringLiteral("cannot become expired"));
        }
        // A submitted request's content: datasets, form, destination, by its requester or an officer.
        for (const QString &who : {QStringLiteral("rita"), QStringLiteral("olga")}) {
            for (const char *column : {"destination_cluster = 'us-east-1'", "destination_country = 'US'",
                                       "form = 'aggregated'", "retention_days = 3650", "requester = 'bob'"})
                refused(who,
                        QStringLiteral("UPDATE ledger_requests SET %1 WHERE id = %2")
                            .arg(QLatin1String(column))
                            .arg(m_submitted),
                        "23514", QStringLiteral("is fixed once filed"));
        }
        refused(
            QStringLiteral("rita"),
            QStringLiteral("INSERT INTO ledger_request_datasets SELECT %1, 9, id FROM ledger_datasets WHERE "
                           "name = 'derived'")
                .arg(m_submitted),
            "23514", QStringLiteral("while it is a draft"));
        refused(QStringLiteral("rita"),
                QStringLiteral("DELETE FROM ledger_request_datasets WHERE request_id = %1").arg(m_submitted),
                "42501", QStringLiteral("permission denied"));
        // The submission, decision and activation fields, once set.
        refused(
            QStringLiteral("rita"),
            QStringLiteral("UPDATE ledger_requests SET request_hash = decode(repeat('00', 32), 'hex') WHERE "
                           "id = %1")
                .arg(m_submitted),
            "23514", QStringLiteral("fixed once set"));
        refused(QStringLiteral("olga"),
                QStringLiteral("UPDATE ledger_requests SET decided_at = NULL WHERE id = %1").arg(m_expired),
                "23514", QStringLiteral("set once"));
        // Filing and submitting in someone else's name.
        refused(QStringLiteral("olga"), requestInsert(QStringLiteral("rita")), "42501",
                QStringLiteral("files requests in its own name, not rita"));
        refused(QStringLiteral("rita"), requestInsert(QStringLiteral("bob")), "42501",
                QStringLiteral("files requests in its own name, not bob"));
        refused(QStringLiteral("rita"), requestInsert(QStringLiteral("rita"), QStringLiteral("approved")),
                "23514", QStringLiteral("filed as a draft"));
        const QString submit =
            QStringLiteral("UPDATE ledger_requests SET state = 'submitted', request_hash = "
                           "decode(repeat('11', 32), 'hex'), submitted_at = 'x' WHERE id = %1");
        refused(QStringLiteral("olga"), submit.arg(m_draft), "42501",
                QStringLiteral("cannot become submitted by the login olga"));
        // Her own, but without a signed submission: refused when the change commits.
        refused(QStringLiteral("rita"), submit.arg(m_draft), "23514",
                QStringLiteral("submission signed by rita's registered key"));
        // A decision without a signed approval, and an auditor's hand on anything.
        refused(
            QStringLiteral("oscar"),
            QStringLiteral("UPDATE ledger_requests SET state = 'approved', decided_at = 'x' WHERE id = %1")
                .arg(m_submitted),
            "23514", QStringLiteral("only with the signed decision"));
        refused(QStringLiteral("audrey"), revive.arg(m_expired), "42501",
                QStringLiteral("permission denied"));
        refused(QStringLiteral("rita"),
                QStringLiteral("DELETE FROM ledger_requests WHERE id = %1").arg(m_draft), "42501",
                QStringLiteral("permission denied"));
    }

    void fourEyesOnTheServer()
    {
        // olga files and submits a request herself (an officer may): she cannot decide it, under her name
        // or another.
        {
            Desk self = desk(QStringLiteral("olga"));
            const auto id = self.ledger->createRequest(draft(QStringLiteral("olga")));
            QVERIFY2(id, qPrintable(id.error()));
            const Status st = self.ledger->submit(id.value(), *m_olga);
            QVERIFY2(st, qPrintable(st.error()));
            m_olgas = id.value();
        }
        const QString approve = QStringLiteral(
            "INSERT INTO ledger_approvals(request_id, request_hash, decision, scope, expires_on, approver, "
            "key_name, decided_at, signature) SELECT id, request_hash, 'approved', 's', '2099-01-01', '%2', "
            "'%3', "
            "'x', decode(repeat('00', 64), 'hex') FROM ledger_requests WHERE id = %1");
        refused(QStringLiteral("olga"),
                approve.arg(m_olgas).arg(QStringLiteral("olga"), QStringLiteral("olga")), "42501",
                QStringLiteral("four eyes: olga filed or submitted request"));
        refused(QStringLiteral("olga"),
                approve.arg(m_olgas).arg(QStringLiteral("oscar"), QStringLiteral("oscar")), "42501",
                QStringLiteral("decides in its own name"));
        refused(QStringLiteral("olga"),
                approve.arg(m_olgas).arg(QStringLiteral("olga"), QStringLiteral("oscar")), "42501",
                QStringLiteral("decides in its own name"));
        // Through the application too: refused by the client, and the server would refuse it.
        Desk olga = desk(QStringLiteral("olga"));
        QVERIFY(!olga.ledger->decide(m_olgas, true, *m_olga, QDate::currentDate().addDays(3), {}));
        // A second person's approval row alone, the request left as it was: refused when it commits.
        refused(QStringLiteral("oscar"),
                approve.arg(m_submitted).arg(QStringLiteral("oscar"), QStringLiteral("oscar")), "23514",
                QStringLiteral("stored only with the request's move to approved"));
        // A requester decides nothing.
        refused(QStringLiteral("rita"),
                approve.arg(m_submitted).arg(QStringLiteral("rita"), QStringLiteral("rita")), "42501",
                QStringLiteral("permission denied"));
        // Refused by the server alone (the client does not know login roles): the ledger API says Refused.
        {
            Desk rita = desk(QStringLiteral("rita"));
            const QString before = state();
            auto d = rita.ledger->dataset(QStringLiteral("visits"));
            QVERIFY2(d, qPrintable(d.error()));
            auto edited = d.value();
            edited.owner = QStringLiteral("rita");
            const auto st = rita.ledger->saveDataset(edited, QStringLiteral("rita"));
            QVERIFY(!st);
            QVERIFY2(st.code() == ErrorCode::Refused, qPrintable(st.error()));
            QCOMPARE(state(), before);
        }
        // oscar, a second person, may: the legitimate decision still goes through.
        Desk oscar = desk(QStringLiteral("oscar"));
        const auto ok = oscar.ledger->decide(m_olgas, true, *m_oscar, QDate::currentDate().addDays(3), {});
        QVERIFY2(ok, qPrintable(ok.error()));
    }

    void gradesAndLineageNeedTheSecondSignature()
    {
        for (const QString &who : {QStringLiteral("olga"), QStringLiteral("adam")}) {
            refused(who, QStringLiteral("UPDATE ledger_datasets SET grade = 'public' WHERE name = 'derived'"),
                    "42501", QStringLiteral("only with a second person's signature"));
            refused(who,
                    QStringLiteral(
                        "INSERT INTO ledger_datasets(name, owner, grade, updated_at) VALUES('derived', "
                        "'owen', 'public', 'x') ON CONFLICT(name) DO UPDATE SET grade = excluded.grade"),
                    "42501", QStringLiteral("only with a second person's signature"));
            refused(who, QStringLiteral("DELETE FROM ledger_sources"), "42501",
                    QStringLiteral("only with a second person's signature"));
            refused(who, QStringLiteral("DELETE FROM ledger_datasets WHERE name = 'derived'"), "42501",
                    QStringLiteral("permission denied"));
            refused(who,
                    QStringLiteral(
                        "INSERT INTO ledger_meta VALUES('lineage:derived', "
                        "'{\"derivation\":\"anonymised\",\"lowered_to\":\"public\"}') ON CONFLICT(key) DO "
                        "UPDATE SET value = excluded.value"),
                    "42501", QStringLiteral("only with a second person's signature"));
            refused(who,
                    QStringLiteral(
                        "INSERT INTO ledger_meta VALUES('grade-change-signed:derived', "
                        "'{\"grade\":\"public\"}') ON CONFLICT(key) DO UPDATE SET value = excluded.value"),
                    "42501", QStringLiteral("signed off by an officer other than its proposer"));
            refused(who, QStringLiteral("UPDATE ledger_meta SET value = 'mine' WHERE key = 'ledger_id'"),
                    "42501", QStringLiteral("identity is the database owner's"));
        }
        // A lone officer proposes, writes a "signed" row herself and then the sign-off: refused.
        Desk olga = desk(QStringLiteral("olga"));
        QVERIFY(Lineage::propose(*olga.ledger, GradeChange{QStringLiteral("derived"),
                                                           Grade::Public,
                                                           std::nullopt,
                                                           {},
                                                           QStringLiteral("mine"),
                                                           QStringLiteral("olga"),
                                                           {},
                                                           {},
                                                           {},
                                                           {},
                                                           {}}));
        auto c = as(QStringLiteral("olga"));
        const QString before = state();
        const Status st = c->executeScript(
            QStringLiteral("BEGIN; ") +
            auditInsert(QStringLiteral("olga"), QStringLiteral("dataset.grade-change.signed"),
                        QStringLiteral("dataset:derived"), QStringLiteral("{\"signature\":\"AA==\"}")) +
            QStringLiteral(
                "; UPDATE ledger_meta SET value = '{}' WHERE key = 'grade-change-signed:derived'; "
                "INSERT INTO ledger_meta VALUES('grade-change-signed:derived', '{\"grade\":\"public\"}') "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value; UPDATE ledger_datasets SET "
                "grade = 'public' WHERE name = 'derived'; COMMIT;"));
        QVERIFY(!st);
        QCOMPARE(c->lastSqlState(), QStringLiteral("42501"));
        QVERIFY2(st.error().contains(QStringLiteral("other than its proposer")), qPrintable(st.error()));
        (void)c->executeScript(QStringLiteral("ROLLBACK"));
        QCOMPARE(state(), before);
        QVERIFY(Lineage::withdraw(*olga.ledger, QStringLiteral("derived"), QStringLiteral("olga")));
    }

    // The dataset's own people count, personal mark and sensitive categories move the thresholds: lowered by
    // hand, refused to every role; lowered through the two-person change, applied.
    void ownCountsNeedTheSecondSignature()
    {
        const QString needed = QStringLiteral("only with a second person's signature");
        for (const QString &who : {QStringLiteral("olga"), QStringLiteral("adam")}) {
            for (const char *sql :
                 {"UPDATE ledger_datasets SET people_count = 999999 WHERE name = 'visits'",
                  "UPDATE ledger_datasets SET personal = 0 WHERE name = 'visits'",
                  "UPDATE ledger_datasets SET sensitive_categories = '' WHERE name = 'visits'"})
                refused(who, QString::fromLatin1(sql), "42501", needed);
        }
        Desk olga = desk(QStringLiteral("olga")), oscar = desk(QStringLiteral("oscar"));
        auto d = olga.ledger->dataset(QStringLiteral("visits"));
        QVERIFY(d);
        Dataset fewer = d.value();
        fewer.people = 10;
        const auto direct = olga.ledger->saveDataset(fewer, QStringLiteral("olga"));
        QVERIFY(!direct);
        QCOMPARE(direct.code(), ErrorCode::Refused);
        GradeChange change{QStringLiteral("visits"),
                           d->grade,
                           std::nullopt,
                           {},
                           QStringLiteral("the study cohort was cut to 900,000"),
                           QStringLiteral("olga"),
                           {},
                           {},
                           {},
                           {},
                           {}};
        change.people = 900000;
        Status st = Lineage::propose(*olga.ledger, change);
        QVERIFY2(st, qPrintable(st.error()));
        const auto signedOff = Lineage::sign(*oscar.ledger, QStringLiteral("visits"), *m_oscar);
        QVERIFY2(signedOff, qPrintable(signedOff.error()));
        auto o = owner(m_db);
        const auto people = o->exec("SELECT people_count FROM ledger_datasets WHERE name = 'visits'");
        QVERIFY(people && people->size() == 1);
        QCOMPARE(people->integer(0, 0), qint64(900000));
    }

    // A dataset's own grade is at least its fields': a field classified lower or a classified field removed
    // by hand is refused to every role; describing, adding and raising fields, and removing an unclassified
    // one, are not; the signed change that names the field lowers it.
    void fieldsNeedTheSecondSignature()
    {
        const QString sensitive = QStringLiteral("only with a second person's signature");
        for (const QString &who : {QStringLiteral("olga"), QStringLiteral("adam")}) {
            for (const char *sql :
                 {"UPDATE ledger_fields SET grade = 'public' WHERE name = 'national_id'",
                  "UPDATE ledger_fields SET personal = 0 WHERE name = 'national_id'",
                  "UPDATE ledger_fields SET sensitive_categories = '' WHERE name = 'national_id'",
                  "UPDATE ledger_fields SET name = 'renamed' WHERE name = 'national_id'",
                  "DELETE FROM ledger_fields WHERE name = 'national_id'", "DELETE FROM ledger_fields"})
                refused(who, QString::fromLatin1(sql), "42501", sensitive);
        }
        refused(QStringLiteral("rita"), QStringLiteral("DELETE FROM ledger_fields"), "42501",
                QStringLiteral("permission denied"));

        // The desk's own save, a description edited and a field added: accepted.
        Desk olga = desk(QStringLiteral("olga")), oscar = desk(QStringLiteral("oscar"));
        auto d = olga.ledger->dataset(QStringLiteral("visits"));
        QVERIFY(d);
        Dataset edited = d.value();
        edited.description = QStringLiteral("outpatient visits");
        edited.fields << Field{QStringLiteral("ward"), {}, Grade::Internal, false, 0};
        auto saved = olga.ledger->saveDataset(edited, QStringLiteral("olga"));
        QVERIFY2(saved, qPrintable(saved.error()));
        auto c = as(QStringLiteral("olga"));
        QVERIFY(c->executeScript(QStringLiteral("DELETE FROM ledger_fields WHERE name = 'note'")));

        // Proposed by olga naming the field, signed by oscar: lowered.
        GradeChange change{QStringLiteral("visits"),
                           Grade::Internal,
                           std::nullopt,
                           {},
                           QStringLiteral("ID numbers replaced by random tokens"),
                           QStringLiteral("olga"),
                           {},
                           {Field{QStringLiteral("national_id"), {}, Grade::Internal, false, 0}},
                           {},
                           {},
                           {}};
        Status st = Lineage::propose(*olga.ledger, change);
        QVERIFY2(st, qPrintable(st.error()));
        const auto signedOff = Lineage::sign(*oscar.ledger, QStringLiteral("visits"), *m_oscar);
        QVERIFY2(signedOff, qPrintable(signedOff.error()));
        auto o = owner(m_db);
        const auto field = o->exec(
            "SELECT f.grade, f.personal FROM ledger_fields f JOIN ledger_datasets d ON d.id = f.dataset_id "
            "WHERE d.name = 'visits' AND f.name = 'national_id'");
        QVERIFY(field && field->size() == 1);
        QCOMPARE(field->text(0, 0), QStringLiteral("internal"));
        QCOMPARE(field->integer(0, 1), qint64(0));
        // Used up: the next lowering is refused again.
        refused(QStringLiteral("olga"),
                QStringLiteral("UPDATE ledger_fields SET grade = 'public' WHERE name = 'national_id'"),
                "42501", sensitive);
    }

    // After all of it: the chain verifies against the founder's key, officers checkpoint, the server still
    // takes the legitimate flow.
    void theLedgerStillVerifies()
    {
        Desk olga = desk(QStringLiteral("olga"));
        const auto cp = olga.ledger->checkpoint(*m_olga);
        QVERIFY2(cp, qPrintable(cp.error()));
        Desk audrey = desk(QStringLiteral("audrey"));
        TrustAnchors anchors;
        anchors.keys << VerifierKey::make(QStringLiteral("adam"), m_adam->publicKey());
        const LedgerVerification v = audrey.ledger->verify(anchors);
        QVERIFY2(v.trust == Trust::Verified, qPrintable(v.summary()));
        QVERIFY2(v.summary().startsWith(QStringLiteral("VERIFIED")), qPrintable(v.summary()));
        Desk rita = desk(QStringLiteral("rita"));
        const auto id = rita.ledger->createRequest(draft(QStringLiteral("rita")));
        QVERIFY2(id, qPrintable(id.error()));
        QVERIFY(rita.ledger->submit(id.value(), *m_rita));
    }

    // A server made before these rules (schema 2) let a requester write any audit row; the migration
    // upgrades it in place, the history it holds still verifies, and the same attack is refused.
    void schemaTwoIsUpgraded()
    {
        const QString db = QStringLiteral("upgrade");
        auto su = owner(QStringLiteral("postgres"));
        QVERIFY(su->executeScript(QStringLiteral("CREATE DATABASE %1").arg(db)));
        auto o = owner(db);
        QVERIFY(PgSchema::initialise(*o, 2));
        QCOMPARE(PgSchema::version(*o).value(), 2);
        {
            Desk adam = desk(QStringLiteral("adam"), db);
            QVERIFY(adam.ledger->found(QStringLiteral("adam"), *m_adam));
        }
        // rita writes "olga approved request 1", hashed as a client would.
        auto rita = as(QStringLiteral("rita"), db);
        const auto forge = [&](qint64 *seq) {
            const auto last = o->exec("SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1");
            AuditRow r{last->integer(0, 0) + 1,     QStringLiteral("2026-06-01T00:00:00.000Z"),
                       QStringLiteral("olga"),      QStringLiteral("request.approved"),
                       QStringLiteral("request:1"), QStringLiteral("{}"),
                       last->bytea(0, 1),           {}};
            r.hash = auditRowHash(r.prevHash, r);
            *seq = r.seq;
            return rita->execute(
                "INSERT INTO audit_log VALUES($1::bigint, $2, $3, $4, $5, $6, $7, $8)",
                {r.seq, r.recordedAt, r.actor, r.action, r.subject, r.details, r.prevHash, r.hash});
        };
        qint64 seq = 0;
        const Status took = forge(&seq);
        QVERIFY2(took, qPrintable(QStringLiteral("schema 2 took it (the hole this migration closes): ") +
                                  took.error()));
        const auto upgraded = PgSchema::initialise(*o);
        QVERIFY2(upgraded, qPrintable(upgraded.error()));
        QCOMPARE(PgSchema::version(*o).value(), PgSchema::kVersion);
        const Status again = forge(&seq);
        QVERIFY(!again);
        QCOMPARE(rita->lastSqlState(), QStringLiteral("42501"));
        QVERIFY2(again.error().contains(QStringLiteral("not as olga")), qPrintable(again.error()));
        Desk audrey = desk(QStringLiteral("audrey"), db);
        QVERIFY(audrey.ledger->audit().verify().intact);
    }
};

int main(int argc, char **argv)
{
    if (QProcess::execute(QStringLiteral(CLUSTERGATE_PG_SERVER_SCRIPT), {QStringLiteral("check")}) != 0) {
        fprintf(stderr, "SKIPPED: no PostgreSQL 15 server binaries (install postgresql-15)\n");
        return 77;
    }
    QCoreApplication app(argc, argv);
    TstLedgerInsiders t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ledger_insiders.moc"
