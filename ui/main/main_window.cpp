// SPDX-License-Identifier: GPL-3.0-or-later
#include "main/main_window.h"

#include "charts/live_view.h"
#include "common/paths.h"
#include "main/console.h"
#include "models/targets_model.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>

namespace cg::ui {

namespace {

QSettings settings()
{
    return QSettings(paths::settingsFile(), QSettings::IniFormat);
}

QString windowLabel(int seconds)
{
    if (seconds < 60)
        return MainWindow::tr("%n second(s)", nullptr, seconds);
    if (seconds < 3600)
        return MainWindow::tr("%n minute(s)", nullptr, seconds / 60);
    return MainWindow::tr("%n hour(s)", nullptr, seconds / 3600);
}

} // namespace

MainWindow::MainWindow(Console *console, QWidget *parent) : QMainWindow(parent), m_console(console)
{
    setWindowTitle(tr("ClusterGate"));
    setObjectName(QStringLiteral("MainWindow"));

    m_targets = new TargetsModel(this);
    m_targets->setTargets(console->targets());

    m_splitter = new QSplitter(this);
    m_splitter->setObjectName(QStringLiteral("MainSplitter"));
    m_tree = new QTreeView(m_splitter);
    m_tree->setModel(m_targets);
    m_tree->setHeaderHidden(false);
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setAccessibleName(tr("Targets"));
    m_live = new LiveView(&console->store(), m_splitter);
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_live);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({220, 900});
    setCentralWidget(m_splitter);

    createActions();
    createMenus();

    m_agentLabel = new QLabel(this);
    m_rateLabel = new QLabel(this);
    statusBar()->addWidget(m_agentLabel, 1);
    statusBar()->addPermanentWidget(m_rateLabel);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::onTargetSelected);
    LocalAgent *agent = &console->localAgent();
    connect(agent, &LocalAgent::stateChanged, this, &MainWindow::updateAgentState);
    connect(agent, &LocalAgent::helloReceived, this, [this](const QJsonObject &hello) {
        if (m_live->target() == LocalAgent::kTargetId)
            m_live->setHostFacts(hello);
    });
    connect(agent, &LocalAgent::problem, this,
            [this](const QString &msg) { statusBar()->showMessage(msg, 10000); });
    connect(agent, &LocalAgent::sampleReceived, this, [this](const proto::Sample &s) {
        m_rateLabel->setText(tr("sample %1 · every %2 ms").arg(s.seq).arg(s.intervalMs));
    });

    restoreWindowState();
    const QModelIndex local = m_targets->indexOf(LocalAgent::kTargetId);
    if (local.isValid())
        m_tree->setCurrentIndex(local);
    updateAgentState();

    if (!console->databaseError().isEmpty()) {
        statusBar()->showMessage(console->databaseError());
        // After the window is up: a modal box inside the constructor would block whoever creates us.
        QTimer::singleShot(0, this, [this] {
            QMessageBox::warning(this, tr("Database problem"),
                                 tr("%1\n\nLive charts of this machine work; saved targets are unavailable "
                                    "until this is fixed.")
                                     .arg(m_console->databaseError()));
        });
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_pause = new QAction(tr("&Pause"), this);
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::Key_Space));
    m_pause->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
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

    m_restartAgent = new QAction(tr("&Restart Local Agent"), this);
    m_restartAgent->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_restartAgent, &QAction::triggered, &m_console->localAgent(), &LocalAgent::restart);

    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setShortcuts(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_about = new QAction(tr("&About ClusterGate"), this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    m_windowCombo = new QComboBox(this);
    m_windowCombo->setToolTip(tr("Time span shown"));
    for (int s : LiveView::windowSteps())
        m_windowCombo->addItem(windowLabel(s), s);
    m_windowCombo->setCurrentIndex(m_windowCombo->findData(m_live->windowSeconds()));
    connect(m_windowCombo, &QComboBox::activated, this,
            [this](int i) { m_live->setWindowSeconds(m_windowCombo->itemData(i).toInt()); });
    connect(m_live, &LiveView::windowChanged, this,
            [this](int s) { m_windowCombo->setCurrentIndex(m_windowCombo->findData(s)); });

    auto *tb = addToolBar(tr("Live"));
    tb->setObjectName(QStringLiteral("LiveToolBar"));
    tb->addAction(m_pause);
    tb->addSeparator();
    tb->addWidget(new QLabel(tr("Last "), tb));
    tb->addWidget(m_windowCombo);
    tb->addAction(m_zoomIn);
    tb->addAction(m_zoomOut);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_pause);
    view->addAction(m_zoomIn);
    view->addAction(m_zoomOut);
    QMenu *agent = menuBar()->addMenu(tr("&Agent"));
    agent->addAction(m_restartAgent);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_about);
}

void MainWindow::restoreWindowState()
{
    QSettings s = settings();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1200, 800);
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(s.value(QStringLiteral("window/splitter")).toByteArray());
    const int span = s.value(QStringLiteral("live/windowSeconds"), 300).toInt();
    m_live->setWindowSeconds(span);
    m_windowCombo->setCurrentIndex(m_windowCombo->findData(m_live->windowSeconds()));
}

void MainWindow::saveWindowState()
{
    QSettings s = settings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    s.setValue(QStringLiteral("live/windowSeconds"), m_live->windowSeconds());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

void MainWindow::onTargetSelected()
{
    const QModelIndex idx = m_tree->currentIndex().siblingAtColumn(0);
    const QString id = idx.data(TargetsModel::TargetIdRole).toString();
    if (id.isEmpty() || id == m_live->target())
        return;
    m_live->setTarget(id, idx.data(Qt::DisplayRole).toString());
    if (id == LocalAgent::kTargetId && !m_console->localAgent().hello().isEmpty())
        m_live->setHostFacts(m_console->localAgent().hello());
}

void MainWindow::updateAgentState()
{
    const LocalAgent &a = m_console->localAgent();
    const QString state = LocalAgent::stateText(a.state());
    const bool healthy = a.state() == LocalAgent::State::Running || a.state() == LocalAgent::State::Starting;
    m_targets->setTargetState(LocalAgent::kTargetId, state, healthy);
    m_agentLabel->setText(a.state() == LocalAgent::State::Failed && !a.errorString().isEmpty()
                              ? tr("Local agent: %1 — %2").arg(state, a.errorString())
                              : tr("Local agent: %1").arg(state));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ClusterGate"),
                       tr("<h3>ClusterGate %1</h3><p>A console for rented GPU clusters: reach them through "
                          "bastions, prove what you rent, run work on their scheduler, and show auditors "
                          "what data left, in what form, approved by whom.</p><p>Licensed under the GNU "
                          "General Public License, version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace cg::ui
