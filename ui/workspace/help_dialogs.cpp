// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/help_dialogs.h"

#include "models/shortcuts_model.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cg::ui {

QString GettingStartedDialog::html()
{
    return tr(
        "<h3>Getting started</h3>"
        "<ol>"
        "<li><b>Add a cluster.</b> Clusters &gt; Onboard Cluster… walks through the contract's promises, "
        "the bastion chain, the nodes, their host keys and the agent. If your ~/.ssh/config already "
        "knows the hosts, File &gt; Import ssh Config… brings them in.</li>"
        "<li><b>Compare host keys.</b> The host-key table lists every bastion and node; compare each "
        "fingerprint with what the provider sent before you accept it.</li>"
        "<li><b>Watch it live.</b> Overview shows one card per cluster; a click opens its fleet "
        "heatmap, a click on a node its charts. Ctrl+K jumps to any view, cluster or node.</li>"
        "<li><b>Prove what you rent.</b> Validation runs the L0–L6 checklist and writes the signed "
        "acceptance report.</li>"
        "<li><b>Run work.</b> Jobs submits to the cluster's own scheduler; datasets go abroad only "
        "with an approved export request (Compliance).</li>"
        "</ol>"
        "<p>Long operations (checks, scans, deployments, validation runs) appear in the task list "
        "at the bottom, each with its progress and Cancel.</p>");
}

GettingStartedDialog::GettingStartedDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("GettingStarted"));
    setWindowTitle(tr("Getting Started"));
    auto *layout = new QVBoxLayout(this);
    m_text = new QTextBrowser(this);
    m_text->setHtml(html());
    layout->addWidget(m_text, 1);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    resize(620, 460);
}

ShortcutsDialog::ShortcutsDialog(const QWidget *window, QWidget *parent)
    : QDialog(parent), m_model(new ShortcutsModel(this))
{
    setObjectName(QStringLiteral("KeyboardShortcuts"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_model->collect(window);
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ShortcutsModel::Action, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    resize(520, 560);
}

} // namespace cg::ui
