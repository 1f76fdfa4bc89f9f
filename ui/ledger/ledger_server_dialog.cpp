// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger_server_dialog.h"

#include "common/paths.h"
#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_settings.h"
#endif

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <memory>

namespace cg::ui {

LedgerServerDialog::LedgerServerDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Ledger Server"));
    m_current = new QLabel(this);
    m_current->setWordWrap(true);
    m_current->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(
        QStringLiteral("postgresql://olga@db.example.com/clustergate?sslmode=verify-full"));
    m_url->setAccessibleName(tr("Ledger server URL"));
    m_password = new QLineEdit(this);
    m_password->setPlaceholderText(tr("keychain credential id, e.g. pg-olga"));
    m_keyPassphrase = new QLineEdit(this);
    m_keyPassphrase->setPlaceholderText(tr("only for an encrypted client certificate key"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_connect = new QPushButton(tr("&Connect"), this);
    m_local = new QPushButton(tr("Use the &local ledger"), this);
    connect(m_connect, &QPushButton::clicked, this, &LedgerServerDialog::tryConnect);
    connect(m_local, &QPushButton::clicked, this, &LedgerServerDialog::useLocal);
    auto *form = new QFormLayout;
    form->addRow(tr("Server &URL:"), m_url);
    form->addRow(tr("&Password secret:"), m_password);
    form->addRow(tr("&Key passphrase secret:"), m_keyPassphrase);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_connect, QDialogButtonBox::ActionRole);
    buttons->addButton(m_local, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_current);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
#if CLUSTERGATE_WITH_POSTGRESQL
    const auto saved = ledger::LedgerServerSettings::load();
    m_url->setText(saved.url);
    m_password->setText(saved.passwordSecret);
    m_keyPassphrase->setText(saved.keyPassphraseSecret);
#else
    m_connect->setEnabled(false);
    m_status->setText(tr("This build of ClusterGate has no team ledger support (built without libpq)."));
#endif
    showCurrent();
}

LedgerServerDialog::~LedgerServerDialog()
{
    if (m_attempt) {
        m_attempt->wait();
        delete m_attempt;
    }
}

void LedgerServerDialog::showCurrent()
{
    const QString url = paths::settings().value(QStringLiteral("ledger/server_url")).toString();
    m_current->setText(url.isEmpty()
                           ? tr("This profile's ledger is its own database (%1).").arg(paths::databaseFile())
                           : tr("This profile's ledger is on the server %1.").arg(url));
}

void LedgerServerDialog::tryConnect()
{
#if CLUSTERGATE_WITH_POSTGRESQL
    if (m_attempt)
        return;
    ledger::LedgerServerSettings settings;
    settings.url = m_url->text().trimmed();
    settings.passwordSecret = m_password->text().trimmed();
    settings.keyPassphraseSecret = m_keyPassphrase->text().trimmed();
    if (!ledger::PgConnection::isServerUrl(settings.url) || ledger::PgConnection::hasPassword(settings.url)) {
        m_status->setText(
            tr("Give a postgresql:// URL without a password (the password stays in the keychain)."));
        emit attemptFinished(false);
        return;
    }
    m_connect->setEnabled(false);
    m_status->setText(tr("Connecting to %1…").arg(settings.url));
    auto outcome = std::make_shared<QString>();
    // The keychain read and the connection block (each within its time limit): not on the GUI thread.
    m_attempt = QThread::create([settings, outcome] {
        auto conn = settings.connect();
        if (!conn) {
            *outcome = conn.error();
            return;
        }
        ledger::PgLedgerStore store(*conn.value());
        if (const Status st = store.check(); !st)
            *outcome = st.error();
    });
    connect(m_attempt, &QThread::finished, this, [this, settings, outcome] {
        m_attempt->deleteLater();
        m_attempt = nullptr;
        m_connect->setEnabled(true);
        bool ok = outcome->isEmpty();
        if (ok) {
            if (const Status st = settings.save(); !st) {
                *outcome = st.error();
                ok = false;
            }
        }
        m_status->setText(
            ok ? tr("Connected. The console uses this server from its next start; nothing falls "
                    "back to the local ledger while it is unreachable.")
               : tr("Not connected, nothing changed: %1").arg(*outcome));
        showCurrent();
        emit attemptFinished(ok);
    });
    m_attempt->start();
#endif
}

void LedgerServerDialog::useLocal()
{
#if CLUSTERGATE_WITH_POSTGRESQL
    ledger::LedgerServerSettings::clear();
#endif
    m_status->setText(tr("The console uses this profile's own ledger from its next start."));
    showCurrent();
}

} // namespace cg::ui
