// SPDX-License-Identifier: GPL-3.0-or-later
// The credentials manager, offscreen, on a real SQLite registry and the real encrypted file vault (the
// keychain itself is tested under with_keyring.sh): add, overdue rotation listed first and in red,
// rotate (users switched), delete; the secret never reaches the database.
#include "secrets/credential_ops.h"
#include "secrets/credentials_dialog.h"
#include "secrets/file_vault_backend.h"
#include "storage/database.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace cg;
using namespace cg::secrets;
using cg::ui::CredentialsDialog;
using cg::ui::CredentialsModel;

class TestCredentialsDialog : public QObject
{
    Q_OBJECT

    QPushButton *button(QWidget *w, const QString &text)
    {
        for (QPushButton *b : w->findChildren<QPushButton *>()) {
            if (b->text() == text)
                return b;
        }
        return nullptr;
    }

    static void save(QWidget *form)
    {
        form->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
    }

    // Fills the next modal form (field name, text, field name, text, ...) and saves it.
    void fillNextForm(const QStringList &texts, const QString &kind = {})
    {
        QTimer::singleShot(100, this, [this, texts, kind] {
            QWidget *form = QApplication::activeModalWidget();
            QVERIFY(form);
            for (int i = 0; i + 1 < texts.size(); i += 2)
                form->findChild<QLineEdit *>(texts[i])->setText(texts[i + 1]);
            if (auto *combo = form->findChild<QComboBox *>(); combo && !kind.isEmpty())
                combo->setCurrentIndex(combo->findData(kind));
            save(form);
        });
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("CLUSTERGATE_HOME", m_dir.path().toUtf8());
    }

    void addRotateDelete()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("clustergate.sqlite"))).ok());
        CredentialRegistry registry(db);
        CredentialStore store(std::make_unique<FileVaultBackend>(m_dir.filePath(QStringLiteral("vault.cgv")),
                                                                 QByteArray("master passphrase"),
                                                                 KdfParams{10, 8, 1}));
        // One overdue credential already there.
        CredentialMeta old;
        old.id = QStringLiteral("old-token");
        old.kind = CredentialKind::ApiToken;
        old.rotationDays = 30;
        old.usedBy = {QStringLiteral("cluster:sg")};
        const SecretStatus saved = CredentialOps::save(store, registry, old, "tok-secret-1",
                                                       QDateTime::currentDateTimeUtc().addDays(-40));
        QVERIFY2(saved.ok(), qPrintable(saved.error()));

        CredentialsDialog dialog(&store, &registry);
        QAbstractItemModelTester tester(dialog.model());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.model()->rowCount(), 1);
        QCOMPARE(dialog.model()->dueCount(), 1);
        const QModelIndex due = dialog.model()->index(0, CredentialsModel::RotationDue);
        QVERIFY(due.data().toString().contains(QStringLiteral("overdue")));
        QVERIFY(due.data(Qt::ForegroundRole).isValid());

        // Add: id, label, used by, secret, again.
        QSignalSpy changed(&dialog, &CredentialsDialog::credentialsChanged);
        fillNextForm({QStringLiteral("id"), QStringLiteral("bastion-pw"), QStringLiteral("label"),
                      QStringLiteral("Bastion"), QStringLiteral("usedBy"), QStringLiteral("ssh:ops@jump:22"),
                      QStringLiteral("secret"), QStringLiteral("pw-secret-2"), QStringLiteral("again"),
                      QStringLiteral("pw-secret-2")},
                     QStringLiteral("password"));
        button(&dialog, QStringLiteral("&Add…"))->click();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(dialog.model()->rowCount(), 2);
        QCOMPARE(dialog.model()->at(0)->id, QStringLiteral("old-token")); // overdue first
        QCOMPARE(dialog.model()->at(1)->usedBy, QStringList{QStringLiteral("ssh:ops@jump:22")});
        QCOMPARE(store.readSecret(QStringLiteral("bastion-pw")).value(), QByteArray("pw-secret-2"));

        // Rotate the overdue one: new id, new secret; its users follow.
        auto *table = dialog.findChild<QTableView *>();
        table->selectRow(0);
        fillNextForm({QStringLiteral("id"), QStringLiteral("new-token"), QStringLiteral("secret"),
                      QStringLiteral("tok-secret-3"), QStringLiteral("again"),
                      QStringLiteral("tok-secret-3")});
        button(&dialog, QStringLiteral("&Rotate…"))->click();
        QCOMPARE(dialog.model()->dueCount(), 0);
        QVERIFY(!registry.find(QStringLiteral("old-token")).value().has_value());
        QCOMPARE(registry.usedBy(QStringLiteral("new-token")).value(),
                 QStringList{QStringLiteral("cluster:sg")});
        QCOMPARE(store.readSecret(QStringLiteral("new-token")).value(), QByteArray("tok-secret-3"));
        QCOMPARE(store.readSecret(QStringLiteral("old-token")).code(), SecretError::NotFound);

        // Delete, after the confirmation.
        for (int row = 0; row < dialog.model()->rowCount(); ++row) {
            if (dialog.model()->at(row)->id == QLatin1String("bastion-pw"))
                table->selectRow(row);
        }
        QTimer::singleShot(100, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        button(&dialog, QStringLiteral("&Delete…"))->click();
        QCOMPARE(dialog.model()->rowCount(), 1);
        QCOMPARE(store.readSecret(QStringLiteral("bastion-pw")).code(), SecretError::NotFound);

        // Nothing secret in the database, the settings or the vault's plain bytes.
        dialog.close();
        for (const QString &name : QDir(m_dir.path()).entryList(QDir::Files)) {
            QFile f(m_dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            for (const char *secret : {"tok-secret-1", "pw-secret-2", "tok-secret-3"})
                QVERIFY2(!bytes.contains(secret), qPrintable(name));
        }
    }

    // A form with a bad id or two different entries stays open and says why.
    void formRefusesMistakes()
    {
        Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("other.sqlite"))).ok());
        CredentialRegistry registry(db);
        CredentialStore store(std::make_unique<FileVaultBackend>(m_dir.filePath(QStringLiteral("other.cgv")),
                                                                 QByteArray("master passphrase"),
                                                                 KdfParams{10, 8, 1}));
        CredentialsDialog dialog(&store, &registry);
        dialog.show();
        QString problem;
        QTimer::singleShot(100, this, [&] {
            QWidget *form = QApplication::activeModalWidget();
            const auto edit = [form](const char *name) {
                return form->findChild<QLineEdit *>(QLatin1String(name));
            };
            edit("id")->setText(QStringLiteral("ok-id"));
            edit("secret")->setText(QStringLiteral("one"));
            edit("again")->setText(QStringLiteral("two"));
            save(form);
            for (QLabel *l : form->findChildren<QLabel *>()) {
                if (l->isVisible() && l->text().contains(QStringLiteral("differ")))
                    problem = l->text();
            }
            edit("id")->setText(QStringLiteral("bad id with spaces"));
            edit("again")->setText(QStringLiteral("one"));
            save(form);
            QVERIFY(form->isVisible());
            qobject_cast<QDialog *>(form)->reject();
        });
        button(&dialog, QStringLiteral("&Add…"))->click();
        QVERIFY2(!problem.isEmpty(), "the mismatch is explained");
        QCOMPARE(dialog.model()->rowCount(), 0);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestCredentialsDialog)
#include "tst_credentials_dialog.moc"
