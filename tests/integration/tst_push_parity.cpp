// SPDX-License-Identifier: GPL-3.0-or-later
// One dataset push, two front ends, one audit trail: the same push of the same dataset to the same cluster
// and directory, by the same person with the same identity key (in a real Secret Service, with_keyring.sh),
// through the netlab's jump chain (client namespace -> bastion1 -> node), run once by the real `clustergate
// data push` and once by the window's service (services::DatasetPush on the console's hub, as the Transfers
// view starts it). Refused first (no export request), then approved and sent; the audit rows each run leaves
// are the same but for ids, times and the front end named.
#include "export_fixture.h"
#include "netlab/netlab.h"

#include "secrets/credential_ops.h"
#include "services/cluster_connections.h"
#include "services/console.h"
#include "services/dataset_push.h"
#include "services/push_run.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

namespace {

const QString kActor = QStringLiteral("li");

QByteArray fileSha(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

// Times and ids: what two runs of the same push may not share.
const QStringList kVaries = {QStringLiteral("created"),     QStringLiteral("signature"),
                             QStringLiteral("started"),     QStringLiteral("finished"),
                             QStringLiteral("duration_ms"), QStringLiteral("recorded_at"),
                             QStringLiteral("when"),        QStringLiteral("manifest_sha256"),
                             QStringLiteral("started_ms"),  QStringLiteral("ended_ms")};

QJsonValue normalized(const QJsonValue &v)
{
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!kVaries.contains(it.key()) && it.key() != QLatin1String("front_end"))
                out.insert(it.key(), normalized(it.value()));
        return out;
    }
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(normalized(e));
        return out;
    }
    if (v.isString()) {
        static const QRegularExpression id(QStringLiteral("t-[0-9a-f]{16}"));
        return QString(v.toString()).replace(id, QStringLiteral("t-ID"));
    }
    return v;
}

struct Row
{
    qint64 seq = 0;
    QString actor, action, subject;
    QJsonObject details;
    // What two front ends must agree on.
    QString shape() const
    {
        QJsonObject d = details;
        if (action == QLatin1String("data.manifest"))
            d.remove(QStringLiteral("sha256")); // the manifest's own digest, over its id and time
        return actor + QLatin1Char(' ') + action + QLatin1Char(' ') + normalized(subject).toString() +
               QLatin1Char(' ') +
               QString::fromUtf8(QJsonDocument(normalized(d).toObject()).toJson(QJsonDocument::Compact));
    }
};

} // namespace

class TestPushParity : public QObject
{
    Q_OBJECT

    cg::test::NetLab m_lab;
    QTemporaryDir m_home;
    cg::test::ApprovedExports m_exports;
    std::unique_ptr<services::Console> m_console;
    QString m_keyId;
    qint64 m_cluster = 0;
    QString m_remote;

    static QByteArray identityPem()
    {
        auto key = ledger::KeySigner::generate();
        return "-----BEGIN PRIVATE KEY-----\n" +
               (QByteArray::fromHex("302e020100300506032b657004220420") + key->seed()).toBase64() +
               "\n-----END PRIVATE KEY-----\n";
    }

    // The audit rows after `seq`, read with the sqlite3 shell (not through our code).
    QList<Row> rowsAfter(qint64 seq) const
    {
        QProcess q;
        q.start(QStringLiteral("sqlite3"),
                {QStringLiteral("-json"), m_home.filePath(QStringLiteral("clustergate.sqlite")),
                 QStringLiteral("SELECT seq, actor, action, subject, details FROM audit_log WHERE seq > %1 "
                                "ORDER BY seq")
                     .arg(seq)});
        if (!q.waitForFinished(30000))
            return {};
        QList<Row> rows;
        for (const QJsonValue &v : QJsonDocument::fromJson(q.readAllStandardOutput()).array()) {
            const QJsonObject o = v.toObject();
            Row r;
            r.seq = o.value(QStringLiteral("seq")).toInteger();
            r.actor = o.value(QStringLiteral("actor")).toString();
            r.action = o.value(QStringLiteral("action")).toString();
            r.subject = o.value(QStringLiteral("subject")).toString();
            r.details =
                QJsonDocument::fromJson(o.value(QStringLiteral("details")).toString().toUtf8()).object();
            rows << r;
        }
        return rows;
    }
    qint64 lastSeq() const
    {
        const QList<Row> all = rowsAfter(0);
        return all.isEmpty() ? 0 : all.last().seq;
    }
    // The rows' shapes, sorted (parallel connections may record their commands in any order), and the
    // front ends the rows name.
    static QStringList shapes(const QList<Row> &rows, QSet<QString> *frontEnds)
    {
        QStringList out;
        for (const Row &r : rows) {
            out << r.shape();
            if (r.details.contains(QStringLiteral("front_end")))
                frontEnds->insert(r.details.value(QStringLiteral("front_end")).toString());
        }
        out.sort();
        return out;
    }

    // `clustergate data push` as a person at a terminal runs it: their login name, their Secret Service.
    struct Cli
    {
        int code = -1;
        QByteArray out, err;
    };
    Cli cliPush() const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("USER"), kActor);
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CLUSTERGATE_CONSOLE_BINARY),
                {QStringLiteral("data"), QStringLiteral("push"), QStringLiteral("genomes"),
                 QStringLiteral("--cluster"), QStringLiteral("lab-sg"), QStringLiteral("--to"), m_remote,
                 QStringLiteral("--key"), m_keyId, QStringLiteral("--chunk-size"), QStringLiteral("1M"),
                 QStringLiteral("--connections"), QStringLiteral("2"), QStringLiteral("--no-agent")});
        p.closeWriteChannel();
        Cli r;
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    // The same push as the Transfers view starts it: the window's service on the console's hub.
    std::pair<bool, QString> windowPush()
    {
        const auto cluster = m_console->inventory().cluster(m_cluster);
        const auto plan = m_console->inventory().loginPlan(m_cluster, QString());
        if (!cluster.ok() || !plan.ok())
            return {false, cluster.ok() ? plan.error() : cluster.error()};
        services::DatasetPushSpec spec;
        spec.request.dataset = QStringLiteral("genomes");
        spec.request.cluster = cluster->name;
        spec.request.country = cluster->region;
        spec.request.region = cluster->region;
        spec.request.remotePath = m_remote;
        spec.request.chunkSize = 1 << 20;
        spec.keyId = m_keyId;
        spec.keychain = m_console->secretStore();
        spec.actor = kActor;
        ssh::SessionOptions local;
        local.knownHostsFile = m_home.filePath(QStringLiteral(".ssh/known_hosts"));
        local.useAgent = false;
        const auto connection =
            services::ClusterConnections(m_console->inventory(), local).connection(m_cluster);
        if (!connection.ok())
            return {false, connection.error()};
        spec.plan = connection->plan;
        spec.base = connection->base;
        spec.options.connections = 2;
        services::DatasetPush push(m_console->hub(), spec);
        QSignalSpy finished(&push, &services::DatasetPush::finished);
        push.start();
        if (!finished.wait(120000))
            return {false, QStringLiteral("the push did not finish")};
        return {finished.at(0).at(0).toBool(), finished.at(0).at(1).toString()};
    }

    // Waits until the window's rows (the hub's remote commands are written in batches) have the shapes of
    // the command line's.
    void compareRuns(qint64 cliFrom, qint64 windowFrom)
    {
        const QList<Row> cli = rowsAfter(cliFrom);
        QList<Row> cliOnly;
        for (const Row &r : cli)
            if (r.seq <= windowFrom)
                cliOnly << r;
        QSet<QString> cliFrontEnds, windowFrontEnds;
        const QStringList want = shapes(cliOnly, &cliFrontEnds);
        QVERIFY(!want.isEmpty());
        QStringList got;
        (void)QTest::qWaitFor(
            [&] {
                windowFrontEnds.clear();
                return (got = shapes(rowsAfter(windowFrom), &windowFrontEnds)) == want;
            },
            15000);
        for (int i = 0; i < std::min(got.size(), want.size()); ++i)
            if (got.at(i) != want.at(i))
                qWarning("command line: %s\nwindow:       %s", qPrintable(want.at(i)), qPrintable(got.at(i)));
        QCOMPARE(got, want);
        QCOMPARE(cliFrontEnds, QSet<QString>{services::cliFrontEnd()});
        QCOMPARE(windowFrontEnds, QSet<QString>{services::windowFrontEnd()});
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("HOME", m_home.path().toUtf8()); // ~/.ssh/known_hosts of this test (accept-new)
        qputenv("USER", kActor.toUtf8());
        const QString anchors = m_home.filePath(QStringLiteral("trust-anchors"));
        qputenv("CLUSTERGATE_TRUST_ANCHORS", anchors.toUtf8());
        qunsetenv("SSH_AUTH_SOCK");
        const QString why = m_lab.up();
        if (why.startsWith(QLatin1String("FAILED:")))
            QFAIL(qPrintable(why));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("push parity test SKIPPED: %1").arg(why)));
        QVERIFY(m_lab.enterClientNamespace());

        m_console = std::make_unique<services::Console>();
        m_console->open();
        QVERIFY2(m_console->databaseError().isEmpty(), qPrintable(m_console->databaseError()));
        QTRY_VERIFY2_WITH_TIMEOUT(m_console->keychainAvailable(), qPrintable(m_console->keychainProblem()),
                                  15000);
        secrets::CredentialMeta meta;
        meta.id = QStringLiteral("li-key-%1").arg(QCoreApplication::applicationPid());
        meta.kind = secrets::CredentialKind::PrivateKey;
        const auto saved = secrets::CredentialOps::save(*m_console->secretStore(), *m_console->credentials(),
                                                        meta, identityPem(), QDateTime::currentDateTimeUtc());
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        m_keyId = meta.id;

        ClusterRecord c;
        c.name = QStringLiteral("lab-sg");
        c.region = QStringLiteral("SG");
        c.hostKeyPolicy = ssh::HostKeyPolicy::AcceptNew;
        c.identityFiles = {m_lab.file(QStringLiteral("id_ed25519"))};
        ssh::Endpoint bastion;
        bastion.host = m_lab.value("BASTION1");
        bastion.user = QStringLiteral("root");
        c.jumps = {bastion};
        const auto id = m_console->inventory().addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        m_cluster = id.value();
        NodeRecord login;
        login.name = QStringLiteral("login-1");
        login.endpoint.host = m_lab.value("NODE");
        login.endpoint.user = QStringLiteral("root");
        QVERIFY(m_console->inventory().upsertNodes(m_cluster, {login}).ok());

        ledger::Ledger ledger(*m_console->ledgerStore());
        QCOMPARE(m_exports.found(ledger, anchors), QString());
        const QString genomes = m_home.filePath(QStringLiteral("data/genomes"));
        QVERIFY(cg::test::ApprovedExports::writeRandom(genomes + QStringLiteral("/a.bin"), (3 << 20) + 7, 1));
        QVERIFY(cg::test::ApprovedExports::writeRandom(genomes + QStringLiteral("/sub/b.bin"), 1 << 20, 2));
        QCOMPARE(cg::test::ApprovedExports::addDataset(ledger, QStringLiteral("genomes"), genomes),
                 QString());
        m_remote = m_home.filePath(QStringLiteral("remote/genomes"));
    }

    void cleanupTestCase()
    {
        if (m_console && !m_keyId.isEmpty())
            (void)secrets::CredentialOps::remove(*m_console->secretStore(), *m_console->credentials(),
                                                 m_keyId);
        m_console.reset();
        m_lab.down();
    }

    // No export request: both refuse with the rule, both record the refusal, the same row but for the
    // front end.
    void refusedTheSameWay()
    {
        const qint64 before = lastSeq();
        const Cli cli = cliPush();
        QVERIFY2(cli.code == 3, cli.err.constData());
        QVERIFY2(cli.err.contains("refused by rule no-request"), cli.err.constData());
        const qint64 between = lastSeq();
        const auto [ok, message] = windowPush();
        QVERIFY(!ok);
        QVERIFY2(message.contains(QLatin1String("refused by rule no-request")), qPrintable(message));
        compareRuns(before, between);
        const QList<Row> rows = rowsAfter(before);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).action, QStringLiteral("data.push-refused"));
        QCOMPARE(rows.at(0).details.value(QStringLiteral("rule")).toString(), QStringLiteral("no-request"));
    }

    // Approved: both send every file (checked on the node), and leave the same rows: the signed manifest,
    // the copy on record, the remote commands, the complete transfer.
    void sentTheSameWay()
    {
        ledger::Ledger ledger(*m_console->ledgerStore());
        QCOMPARE(m_exports.approve(ledger, QStringLiteral("genomes"), QStringLiteral("lab-sg"),
                                   QStringLiteral("SG")),
                 QString());
        const qint64 before = lastSeq();
        const Cli cli = cliPush();
        QVERIFY2(cli.code == 0, cli.err.constData());
        QVERIFY2(cli.out.contains("verified by SHA-256"), cli.out.constData());
        QTRY_VERIFY_WITH_TIMEOUT(lastSeq() > before, 5000);
        const qint64 between = lastSeq();
        const auto [ok, message] = windowPush();
        QVERIFY2(ok, qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("verified by SHA-256")), qPrintable(message));
        const QString data = m_home.filePath(QStringLiteral("data/genomes"));
        for (const char *file : {"a.bin", "sub/b.bin"})
            QCOMPARE(fileSha(m_remote + QLatin1Char('/') + QLatin1String(file)),
                     fileSha(data + QLatin1Char('/') + QLatin1String(file)));
        compareRuns(before, between);
        QStringList actions;
        for (const Row &r : rowsAfter(before))
            actions << r.action;
        QVERIFY2(actions.count(QStringLiteral("data.manifest")) == 2,
                 qPrintable(actions.join(QLatin1Char(' '))));
        QVERIFY2(actions.count(QStringLiteral("data.transfer-complete")) == 2,
                 qPrintable(actions.join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestPushParity)
#include "tst_push_parity.moc"
