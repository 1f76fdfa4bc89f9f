// SPDX-License-Identifier: GPL-3.0-or-later
// This machine's live charts and local agent in the main window: Pause, Zoom In/Out and the time span
// (the Live toolbar and the View menu), Restart Local Agent, the agent's state and sample rate in the
// status bar, and the span kept with the window's layout.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>

class QAction;
class QComboBox;
class QLabel;
class QSettings;

namespace cg::ui {

class LiveView;

class LiveController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    LiveController(MainWindow *window, LiveView *live);

    QAction *pauseAction() const { return m_pause; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *restartAgentAction() const { return m_restartAgent; }
    QComboBox *windowCombo() const { return m_windowCombo; }
    QLabel *agentLabel() const { return m_agentLabel; }
    QLabel *rateLabel() const { return m_rateLabel; }

    // Shows the local agent's state on its target and in the status bar.
    void updateAgentState();
    void restoreSpan(const QSettings &settings);
    void saveSpan(QSettings &settings) const;

private:
    LiveView *m_live;
    QAction *m_pause = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_restartAgent = nullptr;
    QComboBox *m_windowCombo = nullptr;
    QLabel *m_agentLabel = nullptr;
    QLabel *m_rateLabel = nullptr;
};

} // namespace cg::ui
