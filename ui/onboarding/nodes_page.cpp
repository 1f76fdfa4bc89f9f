// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/nodes_page.h"

#include "inventory/node_list.h"
#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/console.h"
#include "services/scheduler_nodes.h"
#include "ssh/cluster_dialog.h"

#include <QFontMetrics>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingNodesPage::OnboardingNodesPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Nodes"));
    setSubTitle(
        tr("One node per line as \"[name] [user@]host[:port]\"; names and hosts may be hostlist "
           "expressions such as gpu[001-128] or r[1-2]n[01-08], and a[1-3,7]-ib (text after the brackets "
           "is a ClusterGate extension the scheduler itself refuses). Or ask the scheduler on a login "
           "node."));
    m_nodes = new QPlainTextEdit(this);
    m_nodes->setPlaceholderText(tr("gpu[001-016]\nlogin1 ops@10.0.0.5"));
    m_nodes->setTabChangesFocus(true);
    registerField(QStringLiteral("nodes"), m_nodes, "plainText", SIGNAL(textChanged()));
    m_user = new QLineEdit(this);
    m_user->setPlaceholderText(tr("the local user"));
    registerField(QStringLiteral("user"), m_user);
    m_state = wrapLabel(QString(), this);
    m_discover = new QPushButton(tr("&Discover from the Scheduler…"), this);
    m_discover->setToolTip(
        tr("Asks the scheduler on a login node, through the bastion chain, for its nodes and adds them"));
    connect(m_discover, &QPushButton::clicked, this, &OnboardingNodesPage::discover);
    connect(m_nodes, &QPlainTextEdit::textChanged, this, &OnboardingNodesPage::check);
    connect(m_user, &QLineEdit::textChanged, this, &OnboardingNodesPage::check);
    auto *form = new QFormLayout;
    form->addRow(tr("Default &user:"), m_user);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_discover);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_nodes, 1);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_state);
}

bool OnboardingNodesPage::validatePage()
{
    m_wizard->saveDraft();
    return true;
}

void OnboardingNodesPage::check()
{
    const auto nodes = OnboardingWizard::parseNodes(m_nodes->toPlainText(), m_user->text().trimmed());
    m_count = nodes.ok() ? int(nodes->size()) : 0;
    if (!nodes.ok())
        m_state->setText(nodes.error());
    else if (nodes->isEmpty())
        m_state->setText(tr("No nodes yet."));
    else
        m_state->setText(tr("%n node(s): %1", nullptr, m_count)
                             .arg(QFontMetrics(m_state->font())
                                      .elidedText(NodeList::compressedNames(nodes.value()), Qt::ElideMiddle,
                                                  qMax(200, m_state->width() - 80))));
    emit completeChanged();
}

void OnboardingNodesPage::discover()
{
    bool ok = false;
    const QString login =
        QInputDialog::getText(this, tr("Discover Nodes"),
                              tr("Login node ([user@]host[:port]), reached through the chain:"),
                              QLineEdit::Normal, QString(), &ok)
            .trimmed();
    if (!ok || login.isEmpty())
        return;
    const auto jumps = m_wizard->resolveJumps(field(QStringLiteral("jumps")).toString());
    const auto target = ClusterDialog::parseJumps(login);
    if (!jumps.ok() || !target.ok() || target->size() != 1) {
        m_state->setText(jumps.ok() ? (target.ok() ? tr("one login node, please") : target.error())
                                    : jumps.error());
        return;
    }
    const ssh::ChainPlan plan = services::SchedulerNodes::loginPlan(
        jumps.value(), target->first(),
        field(QStringLiteral("identityFiles")).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts),
        m_user->text().trimmed());
    ssh::SessionOptions base;
    base.knownHostsFile = m_wizard->options().knownHostsFile;
    base.useAgent = m_wizard->options().useAgent;
    m_discover->setEnabled(false);
    m_state->setText(tr("Asking the scheduler on %1…").arg(login));
    auto *ask = new services::SchedulerNodes(m_wizard->console()->hub(), this);
    connect(ask, &services::SchedulerNodes::listed, this,
            [this, ask](const QList<jobs::NodeStatus> &nodes, const QString &error) {
                ask->deleteLater();
                m_discover->setEnabled(true);
                if (!error.isEmpty()) {
                    m_state->setText(error);
                    return;
                }
                QStringList names;
                for (const jobs::NodeStatus &n : nodes)
                    names << n.name;
                QString text = m_nodes->toPlainText().trimmed();
                if (!text.isEmpty())
                    text += QLatin1Char('\n');
                m_nodes->setPlainText(text + names.join(QLatin1Char('\n')));
            });
    ask->ask(plan, base);
}

} // namespace cg::ui
