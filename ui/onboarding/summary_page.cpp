// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/summary_page.h"

#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/cluster_fleet.h"

#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingSummaryPage::OnboardingSummaryPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Summary"));
    m_text = wrapLabel(QString(), this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addStretch(1);
}

void OnboardingSummaryPage::initializePage()
{
    services::ClusterFleet *fleet = m_wizard->fleet();
    const int nodes = fleet ? int(fleet->nodes().size()) : 0;
    const int streaming = fleet ? fleet->streamingCount() : 0;
    QStringList lines;
    lines << tr("Cluster <b>%1</b> (%2, %3) is in the inventory.")
                 .arg(field(QStringLiteral("name")).toString().toHtmlEscaped(),
                      field(QStringLiteral("provider")).toString().toHtmlEscaped(),
                      field(QStringLiteral("region")).toString().toHtmlEscaped());
    lines << tr("%1 of %2 node(s) stream telemetry; View > Fleet shows them live.").arg(streaming).arg(nodes);
    if (streaming < nodes)
        lines << tr(
            "The others are listed with their reason on the deployment step; they keep being retried.");
    lines << tr(
        "Next: the validation checklists (L1 link … L6 fault drills) against the promises entered on the "
        "first step.");
    m_text->setText(lines.join(QStringLiteral("<br><br>")));
}

} // namespace cg::ui
