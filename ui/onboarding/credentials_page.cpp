// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/credentials_page.h"

#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/console.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingCredentialsPage::OnboardingCredentialsPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Credentials"));
    setSubTitle(tr("The key files tried on every hop and node (ssh-agent keys are tried first when an agent "
                   "runs). Passphrases, passwords and one-time codes are asked when needed and can be kept "
                   "in the system keychain; nothing secret is written anywhere else."));
    m_keys = new QPlainTextEdit(this);
    m_keys->setPlaceholderText(tr("one private key file per line, e.g. ~/.ssh/id_ed25519"));
    m_keys->setTabChangesFocus(true);
    registerField(QStringLiteral("identityFiles"), m_keys, "plainText", SIGNAL(textChanged()));
    auto *add = new QPushButton(tr("&Add Key File…"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Private Key"),
                                                          QDir::home().filePath(QStringLiteral(".ssh")));
        if (!file.isEmpty())
            m_keys->appendPlainText(file);
    });
    m_keychain = wrapLabel(QString(), this);
    m_state = wrapLabel(QString(), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_keys, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_keychain);
    layout->addWidget(m_state);
}

void OnboardingCredentialsPage::initializePage()
{
    services::Console *c = m_wizard->console();
    m_keychain->setText(
        c->keychainAvailable()
            ? tr("Keychain: available.")
            : tr("Keychain: not available (%1); secrets are asked every time.")
                  .arg(c->keychainProblem().isEmpty() ? tr("not checked yet") : c->keychainProblem()));
}

bool OnboardingCredentialsPage::validatePage()
{
    for (const QString &line : m_keys->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QString path = line.trimmed();
        if (path.startsWith(QLatin1String("~/")))
            path = QDir::home().filePath(path.mid(2));
        if (!QFileInfo(path).isReadable()) {
            m_state->setText(tr("Cannot read the key file %1.").arg(line.trimmed()));
            return false;
        }
    }
    // From here on the cluster exists in the inventory: host keys and deployment work on it.
    const Status saved = m_wizard->saveCluster();
    m_state->setText(saved.ok() ? QString() : saved.error());
    m_wizard->saveDraft();
    return saved.ok();
}

} // namespace cg::ui
