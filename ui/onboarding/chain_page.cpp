// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/chain_page.h"

#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "ssh/ssh_config.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingChainPage::OnboardingChainPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Bastion Chain"));
    setSubTitle(tr("The jump hosts in front of the nodes, in connection order: the first is reached "
                   "directly, each next one through the one before. Leave empty when the nodes are "
                   "reached directly."));
    m_jumps = new QPlainTextEdit(this);
    m_jumps->setPlaceholderText(
        tr("one [user@]host[:port] per line, e.g.\nops@jump.example.net\nbastion-2:2222"));
    m_jumps->setTabChangesFocus(true);
    registerField(QStringLiteral("jumps"), m_jumps, "plainText", SIGNAL(textChanged()));
    m_hosts = new QComboBox(this);
    m_hosts->setMinimumContentsLength(24);
    auto *use = m_use = new QPushButton(tr("&Use Its Chain"), this);
    use->setToolTip(tr("The jump hosts in front of the chosen host (its ProxyJump), without the host"));
    connect(use, &QPushButton::clicked, this, [this] { useConfigHost(false); });
    auto *through = m_through = new QPushButton(tr("&Jump Through It"), this);
    through->setToolTip(tr("The chosen host as the last jump host, after its own ProxyJump chain"));
    connect(through, &QPushButton::clicked, this, [this] { useConfigHost(true); });
    m_state = wrapLabel(QString(), this);
    connect(m_jumps, &QPlainTextEdit::textChanged, this, &OnboardingChainPage::check);
    auto *fromConfig = new QHBoxLayout;
    fromConfig->addWidget(new QLabel(tr("From ~/.ssh/config:"), this));
    fromConfig->addWidget(m_hosts, 1);
    fromConfig->addWidget(use);
    fromConfig->addWidget(through);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_jumps, 1);
    layout->addLayout(fromConfig);
    layout->addWidget(m_state);
}

void OnboardingChainPage::initializePage()
{
    m_hosts->clear();
    m_wizard->reloadSshConfig();
    if (const ssh::SshConfig *config = m_wizard->sshConfig())
        m_hosts->addItems(config->aliases());
    const bool any = m_hosts->count() > 0;
    m_hosts->setEnabled(any);
    m_use->setEnabled(any);
    m_through->setEnabled(any);
    if (!any)
        m_hosts->setPlaceholderText(tr("no hosts in ~/.ssh/config"));
    check();
}

bool OnboardingChainPage::validatePage()
{
    m_wizard->saveDraft();
    return true;
}

void OnboardingChainPage::check()
{
    const auto jumps = m_wizard->resolveJumps(m_jumps->toPlainText());
    m_ok = jumps.ok();
    QStringList hops;
    if (jumps.ok()) {
        for (const ssh::Endpoint &e : jumps.value()) {
            QString where =
                e.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + e.host + QLatin1Char(']') : e.host;
            if (e.port != 22)
                where += QLatin1Char(':') + QString::number(e.port);
            if (!e.user.isEmpty())
                where = e.user + QLatin1Char('@') + where;
            hops << (e.label.isEmpty() ? where : tr("%1 (%2)").arg(e.label, where));
        }
    }
    m_state->setText(
        !jumps.ok() ? jumps.error()
        : jumps->isEmpty()
            ? tr("No jump host: the nodes are reached directly.")
            : tr("%n jump host(s): %1", nullptr, int(jumps->size())).arg(hops.join(QStringLiteral(" → "))));
    emit completeChanged();
}

void OnboardingChainPage::useConfigHost(bool throughIt)
{
    const ssh::SshConfig *config = m_wizard->sshConfig();
    if (!config)
        return;
    const QString alias = m_hosts->currentText();
    const auto chain = config->resolveWithChain(alias);
    if (!chain.ok()) {
        m_state->setText(chain.error());
        return;
    }
    QList<ssh::SshHost> hops = chain->chain;
    if (throughIt)
        hops << chain->host;
    if (hops.isEmpty()) {
        m_jumps->clear();
        m_state->setText(tr("%1 has no ProxyJump: it is reached directly. To go through %1, use Jump "
                            "Through It.")
                             .arg(alias));
        return;
    }
    const QStringList aliases = config->aliases();
    QStringList lines;
    for (const ssh::SshHost &h : std::as_const(hops)) {
        // The alias when it alone gives this hop (its name in the cluster), else the resolved address.
        const auto own = config->resolve(h.alias);
        if (aliases.contains(h.alias) && own.ok() && own->hostName == h.hostName && own->port == h.port &&
            own->user == h.user) {
            lines << h.alias;
            continue;
        }
        QString spec = h.hostName.contains(QLatin1Char(':'))
                           ? QLatin1Char('[') + h.hostName + QLatin1Char(']')
                           : h.hostName;
        if (!h.user.isEmpty())
            spec = h.user + QLatin1Char('@') + spec;
        if (h.port != 22)
            spec += QLatin1Char(':') + QString::number(h.port);
        lines << spec;
    }
    m_jumps->setPlainText(lines.join(QLatin1Char('\n')));
}

} // namespace cg::ui
