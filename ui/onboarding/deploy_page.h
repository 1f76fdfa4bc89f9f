// SPDX-License-Identifier: GPL-3.0-or-later
// The deployment step: the bundled agent deployed and started on every node, with per-node progress and
// retry.
#pragma once

#include "agent/fleet_session.h"

#include <QCoreApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QWizardPage>

namespace cg::services {
class ClusterFleet;
} // namespace cg::services

namespace cg::ui {

class OnboardingWizard;

class OnboardingDeployPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingDeployPage(OnboardingWizard *wizard);

    // Deploys again on `nodes` (empty: every node that is not streaming).
    void retry(const QStringList &nodes);

    void initializePage() override;

    bool isComplete() const override;

private:
    FleetOptions fleetOptions() const;

    void update();

    OnboardingWizard *m_wizard;
    QTableWidget *m_table;
    QProgressBar *m_progress;
    QLabel *m_state;
    QPushButton *m_retryAll;
    services::ClusterFleet *m_fleet = nullptr;
};

} // namespace cg::ui
