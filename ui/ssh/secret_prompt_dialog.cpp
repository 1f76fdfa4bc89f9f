// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/secret_prompt_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace cg::ui {

SecretPromptDialog::SecretPromptDialog(const ssh::PromptRequest &req, bool canRemember, QWidget *parent)
    : QDialog(parent)
{
    const bool otp = req.kind == ssh::PromptRequest::KeyboardInteractive;
    setWindowTitle(otp ? tr("One-time password") : tr("SSH authentication"));

    QString text = req.prompt.toHtmlEscaped();
    if (!req.instruction.isEmpty())
        text = req.instruction.toHtmlEscaped() + QStringLiteral("<br>") + text;
    // Two bastions on one address differ only by port (a key bastion and an OTP bastion): say which.
    QString where = req.hopName;
    if (req.port != 22 && !where.endsWith(QLatin1Char(':') + QString::number(req.port)))
        where = tr("%1, port %2").arg(where).arg(req.port);
    // A keyboard-interactive prompt is the server's own text, in its language: introduced in ours.
    auto *label = new QLabel(
        otp ? tr("%1@%2 asks, in its own words:<br><i>%3</i>")
                  .arg(req.user.toHtmlEscaped(), where.toHtmlEscaped(), text)
            : tr("%1<br><small>%2@%3</small>").arg(text, req.user.toHtmlEscaped(), where.toHtmlEscaped()),
        this);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);

    m_answer = new QLineEdit(this);
    m_answer->setEchoMode(req.echo ? QLineEdit::Normal : QLineEdit::Password);
    m_answer->setAccessibleName(otp ? tr("One-time password") : tr("Secret"));
    label->setBuddy(m_answer);

    m_remember = new QCheckBox(tr("&Remember in the keychain"), this);
    m_remember->setToolTip(
        tr("Keep it in the operating system's keychain (never in ClusterGate's files) and use it next time"));
    // A one-time password is worthless tomorrow; keyboard-interactive prompts can be anything else too.
    m_offerRemember = canRemember && !otp;
    m_remember->setVisible(m_offerRemember);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxQuestion).pixmap(32, 32));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(icon, 0, Qt::AlignLeft);
    layout->addWidget(label);
    layout->addWidget(m_answer);
    layout->addWidget(m_remember);
    layout->addWidget(buttons);
    setMinimumWidth(420);
    m_answer->setFocus();
}

SecretPromptDialog::~SecretPromptDialog()
{
    QString typed = m_answer->text();
    typed.fill(QChar(0));
    m_answer->clear();
}

QString SecretPromptDialog::answer() const
{
    return m_answer->text();
}

bool SecretPromptDialog::remember() const
{
    return m_offerRemember && m_remember->isChecked();
}

} // namespace cg::ui
