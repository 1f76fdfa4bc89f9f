// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Ledger Server: where this profile's ledger lives. A team ledger server's URL and the ids of
// the keychain secrets that log in to it (never the secrets themselves); Connect tries the server off the
// GUI thread and saves only what worked. The console uses the new place from its next start.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QThread;

namespace cg::ui {

class LedgerServerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LedgerServerDialog(QWidget *parent = nullptr);
    ~LedgerServerDialog() override; // waits for a connection attempt in progress (bounded by its timeouts)

    QLineEdit *url() const { return m_url; }
    QLineEdit *passwordSecret() const { return m_password; }
    QPushButton *connectButton() const { return m_connect; }
    QPushButton *localButton() const { return m_local; }
    QLabel *status() const { return m_status; }
    QLabel *current() const { return m_current; }

signals:
    void attemptFinished(bool connected);

private:
    void tryConnect();
    void useLocal();
    void showCurrent();

    QLabel *m_current;
    QLineEdit *m_url;
    QLineEdit *m_password;
    QLineEdit *m_keyPassphrase;
    QPushButton *m_connect;
    QPushButton *m_local;
    QLabel *m_status;
    QThread *m_attempt = nullptr;
};

} // namespace cg::ui
