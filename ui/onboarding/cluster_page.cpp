// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/cluster_page.h"

#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/console.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

namespace {

QDoubleSpinBox *figure(double max, int decimals, const QString &suffix, QWidget *parent)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setRange(0, max);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setSpecialValueText(OnboardingWizard::tr("not promised"));
    return s;
}

QSpinBox *count(int max, const QString &suffix, QWidget *parent)
{
    auto *s = new QSpinBox(parent);
    s->setRange(0, max);
    s->setSuffix(suffix);
    s->setSpecialValueText(OnboardingWizard::tr("not set"));
    return s;
}

} // namespace

OnboardingClusterPage::OnboardingClusterPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Cluster and Contract"));
    setSubTitle(tr("What the cluster is, where it is, and what the provider promised: the promises become "
                   "the baselines validation checks against."));
    auto *name = new QLineEdit(this);
    name->setPlaceholderText(tr("e.g. h200-singapore"));
    auto *provider = new QLineEdit(this);
    auto *region = new QLineEdit(this);
    region->setPlaceholderText(tr("country or region code, e.g. SG"));
    region->setToolTip(tr("The destination the data ledger checks export approvals against"));
    auto *gpu = new QComboBox(this);
    gpu->setEditable(true);
    gpu->addItems({QString(), QStringLiteral("H100 SXM"), QStringLiteral("H100 PCIe"), QStringLiteral("H200"),
                   QStringLiteral("H20"), QStringLiteral("A100 80GB SXM"), QStringLiteral("L40S"),
                   QStringLiteral("B200")});
    auto *gpus = count(64, QString(), this);
    auto *interconnect = new QLineEdit(this);
    interconnect->setPlaceholderText(tr("e.g. NVLink 4 + InfiniBand NDR 400G"));
    auto *memory = figure(100, 2, tr(" TB/s"), this);
    auto *intra = figure(10000, 0, tr(" GB/s"), this);
    auto *inter = figure(100000, 0, tr(" Gbit/s"), this);
    auto *interBus = figure(10000, 0, tr(" GB/s"), this);
    auto *period = count(240, tr(" months"), this);
    auto *prepay = figure(100, 0, tr(" %"), this);
    auto *premium = figure(100, 0, tr(" %"), this);
    auto *allocation = figure(100, 0, tr(" %"), this);
    auto *notice = count(3650, tr(" days"), this);
    auto *audit = new QCheckBox(tr("The provider cooperates with audits"), this);
    auto *deletion = count(3650, tr(" days"), this);
    auto *price = figure(100000, 2, QString(), this);
    price->setToolTip(tr("The contract's list price of one GPU-hour: every cost figure uses it"));
    auto *currency = new QLineEdit(this);
    currency->setPlaceholderText(QStringLiteral("USD"));
    currency->setMaxLength(3);

    registerField(QStringLiteral("name*"), name);
    registerField(QStringLiteral("provider"), provider);
    registerField(QStringLiteral("region"), region);
    registerField(QStringLiteral("gpuModel"), gpu, "currentText", SIGNAL(currentTextChanged(QString)));
    registerField(QStringLiteral("gpusPerNode"), gpus);
    registerField(QStringLiteral("interconnect"), interconnect);
    registerField(QStringLiteral("memoryTBps"), memory, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("intraNodeGBps"), intra, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("interNodeGbps"), inter, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("interBusGBps"), interBus, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("periodMonths"), period);
    registerField(QStringLiteral("prepaymentPct"), prepay, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("premiumPct"), premium, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("allocationPct"), allocation, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("noticeDays"), notice);
    registerField(QStringLiteral("auditCooperation"), audit);
    registerField(QStringLiteral("deletionDays"), deletion);
    registerField(QStringLiteral("gpuHourPrice"), price, "value", SIGNAL(valueChanged(double)));
    registerField(QStringLiteral("currency"), currency);

    auto *who = new QFormLayout;
    who->addRow(tr("&Name:"), name);
    who->addRow(tr("&Provider:"), provider);
    who->addRow(tr("Country / &region:"), region);
    auto *hardware = new QFormLayout;
    hardware->addRow(tr("&GPU model:"), gpu);
    hardware->addRow(tr("GPUs per &node:"), gpus);
    hardware->addRow(tr("&Interconnect:"), interconnect);
    hardware->addRow(tr("GPU &memory bandwidth:"), memory);
    hardware->addRow(tr("All-reduce bus bandwidth in a node:"), intra);
    hardware->addRow(tr("Network per node:"), inter);
    hardware->addRow(tr("All-reduce bus bandwidth across nodes:"), interBus);
    auto *terms = new QFormLayout;
    terms->addRow(tr("Contract &period:"), period);
    terms->addRow(tr("Prepayment:"), prepay);
    terms->addRow(tr("Premium over list price:"), premium);
    terms->addRow(tr("Guaranteed allocation:"), allocation);
    terms->addRow(tr("Termination notice:"), notice);
    terms->addRow(QString(), audit);
    terms->addRow(tr("Data deleted within:"), deletion);
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(price, 1);
    priceRow->addWidget(currency);
    auto *priceLabel = new QLabel(tr("GPU-hour &price:"), this); // a row of two widgets: no buddy by itself
    priceLabel->setBuddy(price);
    terms->addRow(priceLabel, priceRow);
    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addLayout(who);
    left->addSpacing(8);
    left->addWidget(wrapLabel(tr("<b>Promised per node</b>"), this));
    left->addLayout(hardware);
    auto *right = new QVBoxLayout;
    right->addWidget(wrapLabel(tr("<b>Contract terms</b>"), this));
    right->addLayout(terms);
    right->addStretch(1);
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
}

bool OnboardingClusterPage::validatePage()
{
    const QString name = field(QStringLiteral("name")).toString().trimmed();
    const auto all = m_wizard->console()->inventory().clusters();
    if (all.ok()) {
        for (const ClusterRecord &c : all.value()) {
            if (c.name == name && c.id != m_wizard->clusterId()) {
                QMessageBox::warning(this, title(), tr("A cluster named %1 already exists.").arg(name));
                return false;
            }
        }
    }
    m_wizard->saveDraft();
    return true;
}

} // namespace cg::ui
