// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/live_controller.h"

#include "charts/live_view.h"
#include "main/main_window.h"
#include "models/targets_model.h"
#include "services/console.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QStyle>

namespace cg::ui {

namespace {

QString windowLabel(int seconds)
{
    if (seconds < 60)
        return MainWindow::tr("%n second(s)", nullptr, seconds);
    if (seconds < 3600)
        return MainWindow::tr("%n minute(s)", nullptr, seconds / 60);
    return MainWindow::tr("%n hour(s)", nullptr, seconds / 3600);
}

} // namespace

LiveController::LiveController(MainWindow *window, LiveView *live) : WindowFeature(window), m_live(live)
{
    m_pause = new QAction(tr("&Pause"), this);
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::Key_Space));
    m_pause->setIcon(window->style()->standardIcon(QStyle::SP_MediaPause));
    m_pause->setToolTip(tr("Freeze the charts (Space); data keeps arriving"));
    connect(m_pause, &QAction::toggled, m_live, &LiveView::setPaused);
    connect(m_live, &LiveView::pausedChanged, m_pause, &QAction::setChecked);

    m_zoomIn = new QAction(tr("Zoom &In"), this);
    m_zoomIn->setShortcuts(QKeySequence::ZoomIn);
    m_zoomIn->setToolTip(tr("Show a shorter time span (Ctrl++ or mouse wheel)"));
    connect(m_zoomIn, &QAction::triggered, m_live, &LiveView::zoomIn);
    m_zoomOut = new QAction(tr("Zoom &Out"), this);
    m_zoomOut->setShortcuts(QKeySequence::ZoomOut);
    m_zoomOut->setToolTip(tr("Show a longer time span (Ctrl+- or mouse wheel)"));
    connect(m_zoomOut, &QAction::triggered, m_live, &LiveView::zoomOut);
    // The charts' zoom keys while the charts have focus: the fleet heatmap's cell size and the terminal's
    // font take the same keys in their own tabs (a window-wide shortcut made them ambiguous there).
    for (QAction *a : {m_zoomIn, m_zoomOut}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_live->addAction(a);
    }

    LocalAgent *agent = &console()->localAgent();
    m_restartAgent = new QAction(tr("&Restart Local Agent"), this);
    m_restartAgent->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_restartAgent, &QAction::triggered, agent, &LocalAgent::restart);

    m_windowCombo = new QComboBox(window);
    m_windowCombo->setToolTip(tr("Time span shown"));
    for (int s : LiveView::windowSteps())
        m_windowCombo->addItem(windowLabel(s), s);
    m_windowCombo->setCurrentIndex(m_windowCombo->findData(m_live->windowSeconds()));
    connect(m_windowCombo, &QComboBox::activated, this,
            [this](int i) { m_live->setWindowSeconds(m_windowCombo->itemData(i).toInt()); });
    connect(m_live, &LiveView::windowChanged, this,
            [this](int s) { m_windowCombo->setCurrentIndex(m_windowCombo->findData(s)); });

    m_agentLabel = new QLabel(window);
    m_rateLabel = new QLabel(window);
    connect(agent, &LocalAgent::stateChanged, this, &LiveController::updateAgentState);
    connect(agent, &LocalAgent::helloReceived, this, [this](const QJsonObject &hello) {
        if (m_live->target() == LocalAgent::kTargetId)
            m_live->setHostFacts(hello);
    });
    connect(agent, &LocalAgent::problem, this, [this](const QString &msg) { showMessage(msg, 10000); });
    connect(agent, &LocalAgent::sampleReceived, this, [this](const proto::Sample &s) {
        m_rateLabel->setText(tr("sample %1 · every %2 ms").arg(s.seq).arg(s.intervalMs));
    });
}

void LiveController::updateAgentState()
{
    const LocalAgent &a = console()->localAgent();
    const QString state = LocalAgent::stateText(a.state());
    const bool healthy = a.state() == LocalAgent::State::Running || a.state() == LocalAgent::State::Starting;
    window()->targets()->setTargetState(LocalAgent::kTargetId, state, healthy);
    m_agentLabel->setText(a.state() == LocalAgent::State::Failed && !a.errorString().isEmpty()
                              ? tr("Local agent: %1 — %2").arg(state, a.errorString())
                              : tr("Local agent: %1").arg(state));
}

void LiveController::restoreSpan(const QSettings &settings)
{
    const int span = settings.value(QStringLiteral("live/windowSeconds"), 300).toInt();
    m_live->setWindowSeconds(span);
    m_windowCombo->setCurrentIndex(m_windowCombo->findData(m_live->windowSeconds()));
}

void LiveController::saveSpan(QSettings &settings) const
{
    settings.setValue(QStringLiteral("live/windowSeconds"), m_live->windowSeconds());
}

} // namespace cg::ui
