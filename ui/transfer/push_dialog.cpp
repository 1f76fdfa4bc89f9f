// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/push_dialog.h"

#include "common/dates.h"
#include "inventory/inventory.h"
#include "services/push_run.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cg::ui {

PushDialog::PushDialog(ledger::LedgerStore *store, Inventory *inventory, QStringList keyIds, QString actor,
                       QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_inventory(inventory), m_actor(std::move(actor)),
      m_dataset(new QComboBox(this)), m_cluster(new QComboBox(this)), m_form(new QComboBox(this)),
      m_remote(new QLineEdit(this)), m_key(new QComboBox(this)), m_status(new QLabel(this)),
      m_push(new QPushButton(tr("&Push"), this)),
      m_requestExport(new QPushButton(tr("Request &Export…"), this))
{
    setObjectName(QStringLiteral("PushDialog"));
    setWindowTitle(tr("Push Dataset"));
    if (const auto all = m_ledger.datasets(); all.ok()) {
        for (const ledger::Dataset &d : all.value())
            m_dataset->addItem(d.name);
    }
    if (const auto all = m_inventory->clusters(); all.ok()) {
        for (const ClusterRecord &c : all.value())
            m_cluster->addItem(c.region.isEmpty() ? c.name : tr("%1 (%2)").arg(c.name, c.region), c.id);
    }
    m_form->addItem(tr("as approved"), QString());
    for (const QString &f : ledger::formNames())
        m_form->addItem(f, f);
    for (const QString &k : std::as_const(keyIds))
        m_key->addItem(k);
    m_form->setToolTip(tr("The export form the data leaves in; the approval must cover it"));
    m_remote->setToolTip(tr("The directory on the cluster the dataset lands in"));
    m_key->setToolTip(tr("Your identity key (a private-key credential) signs the transfer's manifest"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_requestExport->setToolTip(tr("Ask for the export this push needs, pre-filled"));
    m_requestExport->hide();
    m_push->setDefault(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Dataset:"), m_dataset);
    form->addRow(tr("C&luster:"), m_cluster);
    form->addRow(tr("&Form:"), m_form);
    form->addRow(tr("&Remote directory:"), m_remote);
    form->addRow(tr("Signing &key:"), m_key);
    auto *box = new QDialogButtonBox(this);
    box->addButton(m_push, QDialogButtonBox::AcceptRole);
    box->addButton(m_requestExport, QDialogButtonBox::ActionRole);
    box->addButton(QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &PushDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &PushDialog::reject);
    connect(m_requestExport, &QPushButton::clicked, this, [this] {
        const QString dataset = m_dataset->currentText();
        emit exportRequested({dataset}, clusterId(), tr("push of %1 to %2").arg(dataset, request().cluster));
        reject();
    });
    const auto changed = [this] {
        m_requestExport->hide();
        m_status->clear();
        updateRemotePlaceholder();
    };
    connect(m_dataset, &QComboBox::currentIndexChanged, this, changed);
    connect(m_cluster, &QComboBox::currentIndexChanged, this, changed);
    connect(m_form, &QComboBox::currentIndexChanged, this, changed);
    updateRemotePlaceholder();
    if (m_dataset->count() == 0)
        m_status->setText(tr("No datasets in the ledger yet: register one under Compliance > Datasets."));
    else if (m_cluster->count() == 0)
        m_status->setText(tr("No saved clusters yet: add one with Clusters > New Cluster…"));
    else if (m_key->count() == 0)
        m_status->setText(tr("No identity key to sign the manifest: add a private-key credential in File > "
                             "Credentials."));
}

QString PushDialog::statusText() const
{
    return m_status->text();
}

void PushDialog::updateRemotePlaceholder()
{
    const auto c = m_inventory->cluster(clusterId());
    m_remote->setPlaceholderText(transfer::DataTransfers::defaultRemoteDir(
        c.ok() ? c->placement.stagingRoot : QString(), m_dataset->currentText()));
}

qint64 PushDialog::clusterId() const
{
    return m_cluster->currentData().toLongLong();
}

QString PushDialog::keyId() const
{
    return m_key->currentText();
}

transfer::PushRequest PushDialog::request() const
{
    transfer::PushRequest r;
    r.dataset = m_dataset->currentText();
    r.form = m_form->currentData().toString();
    QString stagingRoot;
    if (const auto c = m_inventory->cluster(clusterId()); c.ok()) {
        r.cluster = c->name;
        r.country = c->region;
        r.region = c->region;
        stagingRoot = c->placement.stagingRoot;
    }
    const QString remote = m_remote->text().trimmed();
    r.remotePath =
        remote.isEmpty() ? transfer::DataTransfers::defaultRemoteDir(stagingRoot, r.dataset) : remote;
    return r;
}

Result<transfer::Clearance> PushDialog::check()
{
    using R = Result<transfer::Clearance>;
    m_requestExport->hide();
    m_status->setToolTip(QString());
    transfer::PushRequest r = request();
    if (r.dataset.isEmpty() || r.cluster.isEmpty()) {
        m_status->setText(tr("Choose a dataset and a saved cluster."));
        return R::failure(m_status->text(), ErrorCode::Invalid);
    }
    r.frontEnd = services::windowFrontEnd();
    ledger::TrustAnchors anchors;
    (void)anchors.addFile(ledger::TrustAnchors::configuredFile(), true);
    transfer::DataTransfers transfers(m_ledger, anchors);
    // A refusal is recorded by the gate, as for every front end.
    const Result<transfer::Clearance> cleared = transfers.gate(r, m_actor);
    if (!cleared) {
        m_status->setText(cleared.error());
        return cleared;
    }
    if (!cleared->allowed) {
        // One sentence: the rule and why. The command that would satisfy it (for the CLI) is the
        // tooltip; here Request Export… does it.
        m_status->setText(tr("Refused by rule [%1]: %2.").arg(cleared->rule, cleared->reason));
        m_status->setToolTip(cleared->message);
        m_requestExport->show();
        return cleared;
    }
    m_status->setText(tr("Cleared by approval %1 of request %2 (until %3).")
                          .arg(cleared->approvalId)
                          .arg(cleared->requestId)
                          .arg(shownDate(cleared->approvalExpires)));
    return cleared;
}

void PushDialog::accept()
{
    const Result<transfer::Clearance> cleared = check();
    if (!cleared || !cleared->allowed)
        return;
    if (keyId().isEmpty()) {
        m_status->setText(tr("No identity key to sign the manifest: add a private-key credential in File > "
                             "Credentials."));
        return;
    }
    if (!transfer::validRemotePath(request().remotePath)) {
        m_status->setText(tr("'%1' is not a usable remote directory.").arg(request().remotePath));
        return;
    }
    QDialog::accept();
}

} // namespace cg::ui
