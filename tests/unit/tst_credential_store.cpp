// SPDX-License-Identifier: GPL-3.0-or-later
// CredentialStore's threads and time limits, and the save / delete / rotate operations over a store and
// a real SQLite registry, with an in-memory backend that can be told to fail or to hang.
#include "secrets/credential_ops.h"
#include "storage/database.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace cg;
using namespace cg::secrets;

namespace {

struct FakeState
{
    QMutex mutex;
    QHash<QString, QByteArray> items;
    QSet<QString> failWrite;
    QSet<QString> failRemove;
    int delayMs = 0; // ignores the deadline, like a keychain that hangs
    QList<QThread *> threads;
    int calls = 0;
    std::atomic<int> entered{0}; // backend calls begun
    std::atomic<int> left{0};    // backend calls that have returned
};

// Counts a backend call as returned when the call's scope ends.
struct Call
{
    FakeState *state;
    ~Call() { ++state->left; }
};

class FakeBackend final : public SecretBackend
{
public:
    explicit FakeBackend(std::shared_ptr<FakeState> s) : m_s(std::move(s)) {}
    QString storeName() const override { return QStringLiteral("keychain"); }
    BackendStatus check(QDeadlineTimer) override
    {
        const Call call = enter();
        BackendStatus st;
        st.available = true;
        st.code = SecretError::None;
        st.backend = QStringLiteral("fake");
        return st;
    }
    SecretResult<QByteArray> read(const QString &id, QDeadlineTimer) override
    {
        const Call call = enter();
        QMutexLocker l(&m_s->mutex);
        if (!m_s->items.contains(id))
            return SecretResult<QByteArray>::failure(SecretError::NotFound, QStringLiteral("no ") + id);
        return m_s->items.value(id);
    }
    SecretStatus write(const SecretItem &item, const QByteArray &secret, QDeadlineTimer) override
    {
        const Call call = enter();
        QMutexLocker l(&m_s->mutex);
        if (m_s->failWrite.contains(item.id))
            return SecretStatus::failure(SecretError::Locked, QStringLiteral("locked"));
        m_s->items.insert(item.id, secret);
        return Ok{};
    }
    SecretStatus remove(const QString &id, QDeadlineTimer) override
    {
        const Call call = enter();
        QMutexLocker l(&m_s->mutex);
        if (m_s->failRemove.contains(id))
            return SecretStatus::failure(SecretError::AccessDenied, QStringLiteral("denied."));
        if (!m_s->items.remove(id))
            return SecretStatus::failure(SecretError::NotFound, QStringLiteral("no ") + id);
        return Ok{};
    }

private:
    Call enter()
    {
        ++m_s->entered;
        int delay = 0;
        {
            QMutexLocker l(&m_s->mutex);
            m_s->threads << QThread::currentThread();
            ++m_s->calls;
            delay = m_s->delayMs;
        }
        if (delay > 0)
            QThread::msleep(ulong(delay));
        return Call{m_s.get()};
    }
    std::shared_ptr<FakeState> m_s;
};

const QDateTime kNow = QDateTime(QDate(2025, 6, 1), QTime(12, 0), Qt::UTC);

} // namespace

class TestCredentialStore : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<FakeState> m_state;
    std::unique_ptr<CredentialStore> m_store;
    QTemporaryDir m_dir;
    Database m_db;

private slots:
    void init()
    {
        m_state = std::make_shared<FakeState>();
        m_store = std::make_unique<CredentialStore>(std::make_unique<FakeBackend>(m_state));
        QVERIFY(
            m_db.open(m_dir.filePath(
                          QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction()))))
                .ok());
    }
    void cleanup()
    {
        m_store.reset();
        m_db.close();
    }

    void blockingRoundTripRunsOnTheWorker()
    {
        QCOMPARE(m_store->timeout(), CredentialStore::kDefaultTimeout);
        QVERIFY(m_store->writeSecret({QStringLiteral("a"), CredentialKind::Password, {}}, "pw").ok());
        QCOMPARE(m_store->readSecret(QStringLiteral("a")).value(), QByteArray("pw"));
        QCOMPARE(m_store->readSecret(QStringLiteral("b")).code(), SecretError::NotFound);
        QVERIFY(m_store->removeSecret(QStringLiteral("a")).ok());
        QVERIFY(m_store->checkBackend().available);
        QMutexLocker l(&m_state->mutex);
        QCOMPARE(m_state->calls, 5);
        for (QThread *t : std::as_const(m_state->threads)) {
            QVERIFY(t != QThread::currentThread());
            QCOMPARE(t, m_state->threads.first());
        }
    }

    void asyncAnswersOnTheContextThread()
    {
        QObject context;
        int answers = 0;
        QByteArray got;
        m_store->write({QStringLiteral("a"), CredentialKind::ApiToken, {}}, "tok", &context,
                       [&](SecretStatus st) {
                           QVERIFY(st.ok());
                           QCOMPARE(QThread::currentThread(), context.thread());
                           ++answers;
                       });
        m_store->read(QStringLiteral("a"), &context, [&](SecretResult<QByteArray> r) {
            QVERIFY(r.ok());
            got = r.value();
            ++answers;
        });
        m_store->check(&context, [&](BackendStatus st) {
            QVERIFY(st.available);
            ++answers;
        });
        QTRY_COMPARE(answers, 3);
        QCOMPARE(got, QByteArray("tok"));
        // Exactly once each, even after the timers of the limit have passed.
        m_store->setTimeout(std::chrono::milliseconds(50));
        QTest::qWait(200);
        QCOMPARE(answers, 3);
    }

    // An asynchronous call that was answered in time logs no timeout when its limit's timer fires later
    // ("write timed out after 120000 ms" appeared two minutes after every keychain write of the console).
    void anAnsweredCallLogsNoTimeout()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("timed out")));
        m_store->setTimeout(std::chrono::milliseconds(100));
        QObject context;
        int answers = 0;
        m_store->write({QStringLiteral("a"), CredentialKind::ApiToken, {}}, "tok", &context,
                       [&](SecretStatus st) {
                           QVERIFY(st.ok());
                           ++answers;
                       });
        QTRY_COMPARE(answers, 1);
        QTest::qWait(300);
        QCOMPARE(answers, 1);
    }

    void invalidIdsNeverReachTheBackend()
    {
        QCOMPARE(m_store->writeSecret({QStringLiteral("a b"), CredentialKind::Password, {}}, "x").code(),
                 SecretError::InvalidArgument);
        QCOMPARE(m_store->readSecret(QString()).code(), SecretError::InvalidArgument);
        QObject context;
        bool answered = false;
        m_store->remove(QStringLiteral("../x"), &context, [&](SecretStatus st) {
            QCOMPARE(st.code(), SecretError::InvalidArgument);
            answered = true;
        });
        QTRY_VERIFY(answered);
        QMutexLocker l(&m_state->mutex);
        QCOMPARE(m_state->calls, 0);
    }

    void aHangingBackendTimesOut()
    {
        m_state->delayMs = 1500;
        m_store->setTimeout(std::chrono::milliseconds(300));
        QElapsedTimer t;
        t.start();
        const auto r = m_store->readSecret(QStringLiteral("a"));
        QCOMPARE(r.code(), SecretError::Timeout);
        QVERIFY2(r.error().contains(QLatin1String("did not answer within 0.3 seconds")),
                 qPrintable(r.error()));
        QVERIFY2(t.elapsed() < 1000, QByteArray::number(t.elapsed()));

        // Asynchronous: the timeout answers once; the late result is dropped. The queue behind the
        // hanging call times out too, without ever reaching the backend.
        QObject context;
        QList<SecretError> codes;
        t.restart();
        m_store->read(QStringLiteral("a"), &context,
                      [&](SecretResult<QByteArray> res) { codes << res.code(); });
        QTRY_COMPARE_WITH_TIMEOUT(codes.size(), 1, 1000);
        QVERIFY(t.elapsed() < 1000);
        QCOMPARE(codes.first(), SecretError::Timeout);
        QTest::qWait(2500);
        QCOMPARE(codes.size(), 1);
        QMutexLocker l(&m_state->mutex);
        QCOMPARE(m_state->calls, 1); // the second call never ran: its time was up when the worker was free
    }

    void blockingCallsWorkFromAThreadWithoutEventLoop()
    {
        QVERIFY(
            m_store->writeSecret({QStringLiteral("pp"), CredentialKind::KeyPassphrase, {}}, "phrase").ok());
        QByteArray got;
        std::thread io([&] { got = m_store->readSecret(QStringLiteral("pp")).value(); });
        io.join();
        QCOMPARE(got, QByteArray("phrase"));
    }

    // The backend is in the middle of a call (a keychain that hangs for a while) when the store goes: the
    // destructor returns only once that call has returned, so nothing runs on the backend after it.
    void destroyingTheStoreWaitsForTheCallInProgress()
    {
        m_state->delayMs = 300;
        QObject context;
        m_store->read(QStringLiteral("a"), &context, [](SecretResult<QByteArray>) {});
        QTRY_COMPARE(m_state->entered.load(), 1);
        QCOMPARE(m_state->left.load(), 0); // still inside the backend
        m_store.reset();
        QCOMPARE(m_state->left.load(), 1);
        QCOMPARE(m_state->entered.load(), 1);
    }

    void saveAndRemoveKeepMetadataInStep()
    {
        CredentialRegistry reg(m_db);
        CredentialMeta m;
        m.id = QStringLiteral("bastion-pw");
        m.kind = CredentialKind::Password;
        m.label = QStringLiteral("Bastion");
        m.rotationDays = 30;
        m.usedBy = {CredentialRegistry::sshUser(QStringLiteral("ops"), QStringLiteral("bastion"))};
        QVERIFY(CredentialOps::save(*m_store, reg, m, "pw-1", kNow).ok());
        auto row = reg.find(m.id);
        QVERIFY(row->has_value());
        QCOMPARE(row->value().store, QStringLiteral("keychain"));
        QCOMPARE(row->value().created, kNow);
        QCOMPARE(row->value().usedBy, m.usedBy);
        QCOMPARE(m_state->items.value(m.id), QByteArray("pw-1"));

        // A failed write changes nothing.
        m_state->failWrite << QStringLiteral("other");
        CredentialMeta other = m;
        other.id = QStringLiteral("other");
        QCOMPARE(CredentialOps::save(*m_store, reg, other, "x", kNow).code(), SecretError::Locked);
        QVERIFY(!reg.find(QStringLiteral("other"))->has_value());
        QVERIFY(CredentialOps::save(*m_store, reg, other, QByteArray(), kNow).code() ==
                SecretError::InvalidArgument);

        // A secret already gone from the keychain still has its record removed.
        m_state->items.remove(m.id);
        bool missing = false;
        QVERIFY(CredentialOps::remove(*m_store, reg, m.id, &missing).ok());
        QVERIFY(missing);
        QVERIFY(!reg.find(m.id)->has_value());
        QCOMPARE(CredentialOps::remove(*m_store, reg, m.id).code(), SecretError::NotFound);
    }

    void rotationSwitchesUsersAndDeletesTheOldSecret()
    {
        CredentialRegistry reg(m_db);
        CredentialMeta m;
        m.id = QStringLiteral("pw-2025-01");
        m.kind = CredentialKind::Password;
        m.label = QStringLiteral("Bastion");
        m.rotationDays = 90;
        m.usedBy = {QStringLiteral("cluster:a"), QStringLiteral("ssh:ops@bastion:22")};
        QVERIFY(CredentialOps::save(*m_store, reg, m, "old", kNow.addDays(-100)).ok());
        QCOMPARE(reg.dueForRotation(kNow)->size(), 1);

        const SecretStatus st = CredentialOps::rotate(*m_store, reg, QStringLiteral("pw-2025-01"),
                                                      QStringLiteral("pw-2025-06"), "new", kNow);
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QVERIFY(!m_state->items.contains(QStringLiteral("pw-2025-01")));
        QCOMPARE(m_state->items.value(QStringLiteral("pw-2025-06")), QByteArray("new"));
        QVERIFY(!reg.find(QStringLiteral("pw-2025-01"))->has_value());
        const CredentialMeta next = reg.find(QStringLiteral("pw-2025-06"))->value();
        QCOMPARE(next.kind, CredentialKind::Password);
        QCOMPARE(next.label, QStringLiteral("Bastion"));
        QCOMPARE(next.rotationDays, 90);
        QCOMPARE(next.created, kNow);
        QCOMPARE(next.usedBy,
                 (QStringList{QStringLiteral("cluster:a"), QStringLiteral("ssh:ops@bastion:22")}));
        QVERIFY(reg.dueForRotation(kNow)->isEmpty());
        QCOMPARE(reg.credentialFor(QStringLiteral("ssh:ops@bastion:22"), CredentialKind::Password)->value(),
                 QStringLiteral("pw-2025-06"));
    }

    void rotationFailures()
    {
        CredentialRegistry reg(m_db);
        CredentialMeta m;
        m.id = QStringLiteral("old");
        m.usedBy = {QStringLiteral("cluster:a")};
        QVERIFY(CredentialOps::save(*m_store, reg, m, "old-secret", kNow).ok());
        CredentialMeta taken;
        taken.id = QStringLiteral("taken");
        QVERIFY(CredentialOps::save(*m_store, reg, taken, "t", kNow).ok());

        QCOMPARE(
            CredentialOps::rotate(*m_store, reg, QStringLiteral("absent"), QStringLiteral("n"), "x", kNow)
                .code(),
            SecretError::NotFound);
        QCOMPARE(CredentialOps::rotate(*m_store, reg, QStringLiteral("old"), QStringLiteral("old"), "x", kNow)
                     .code(),
                 SecretError::InvalidArgument);
        QCOMPARE(
            CredentialOps::rotate(*m_store, reg, QStringLiteral("old"), QStringLiteral("taken"), "x", kNow)
                .code(),
            SecretError::InvalidArgument);

        // The new secret cannot be written: nothing changes.
        m_state->failWrite << QStringLiteral("new");
        QCOMPARE(CredentialOps::rotate(*m_store, reg, QStringLiteral("old"), QStringLiteral("new"), "x", kNow)
                     .code(),
                 SecretError::Locked);
        QCOMPARE(reg.usedBy(QStringLiteral("old")).value(), QStringList{QStringLiteral("cluster:a")});
        QVERIFY(!reg.find(QStringLiteral("new"))->has_value());
        QVERIFY(!m_state->items.contains(QStringLiteral("new")));
        QCOMPARE(m_state->items.value(QStringLiteral("old")), QByteArray("old-secret"));

        // The old secret cannot be deleted: the users are switched, and the error says what is left.
        m_state->failWrite.clear();
        m_state->failRemove << QStringLiteral("old");
        const SecretStatus st =
            CredentialOps::rotate(*m_store, reg, QStringLiteral("old"), QStringLiteral("new"), "x", kNow);
        QCOMPARE(st.code(), SecretError::AccessDenied);
        QVERIFY2(st.error().contains(QLatin1String("clustergate secrets delete old")),
                 qPrintable(st.error()));
        QCOMPARE(reg.usedBy(QStringLiteral("new")).value(), QStringList{QStringLiteral("cluster:a")});
        QVERIFY(reg.usedBy(QStringLiteral("old"))->isEmpty());
        QVERIFY(reg.find(QStringLiteral("old"))->has_value());
    }
};

QTEST_GUILESS_MAIN(TestCredentialStore)
#include "tst_credential_store.moc"
