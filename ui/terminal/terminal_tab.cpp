// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminal_tab.h"

#include "terminal/terminal_view.h"

#include "common/local_user.h"
#include "inventory/inventory.h"
#include "services/cluster_connections.h"
#include "services/console.h"
#include "terminal/recording_policy.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QTime>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace cg::ui {

using terminal::TerminalSession;

TerminalTab::TerminalTab(TerminalSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_view(new TerminalView(this))
{
    m_session->setParent(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    m_broadcastMark = new QLabel(tr("BROADCAST — what you type here goes to every marked terminal"), this);
    m_broadcastMark->setObjectName(QStringLiteral("broadcastMark"));
    m_broadcastMark->setStyleSheet(
        QStringLiteral("background:#c62828;color:white;font-weight:bold;padding:3px;"));
    m_broadcastMark->setVisible(false);
    layout->addWidget(m_broadcastMark);

    m_disconnectedBar = new QWidget(this);
    m_disconnectedBar->setObjectName(QStringLiteral("disconnectedBar"));
    m_disconnectedBar->setStyleSheet(QStringLiteral("background:#6d4c00;color:white;"));
    auto *bar = new QHBoxLayout(m_disconnectedBar);
    bar->setContentsMargins(6, 3, 6, 3);
    m_disconnectedText = new QLabel(m_disconnectedBar);
    m_reconnect = new QPushButton(tr("Reconnect"), m_disconnectedBar);
    bar->addWidget(m_disconnectedText, 1);
    bar->addWidget(m_reconnect);
    m_disconnectedBar->setVisible(false);
    layout->addWidget(m_disconnectedBar);

    layout->addWidget(m_view, 1);

    m_searchBar = new QWidget(this);
    auto *sb = new QHBoxLayout(m_searchBar);
    sb->setContentsMargins(4, 2, 4, 2);
    m_search = new QLineEdit(m_searchBar);
    m_search->setPlaceholderText(tr("Find in scrollback"));
    auto *prev = new QToolButton(m_searchBar);
    prev->setText(tr("Previous"));
    auto *next = new QToolButton(m_searchBar);
    next->setText(tr("Next"));
    auto *close = new QToolButton(m_searchBar);
    close->setText(tr("Close"));
    sb->addWidget(m_search, 1);
    sb->addWidget(prev);
    sb->addWidget(next);
    sb->addWidget(close);
    m_searchBar->setVisible(false);
    layout->addWidget(m_searchBar);

    connect(m_search, &QLineEdit::returnPressed, this, [this] { findNext(true); });
    connect(prev, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(next, &QToolButton::clicked, this, [this] { findNext(false); });
    connect(close, &QToolButton::clicked, this, [this] {
        m_searchBar->hide();
        m_view->setFocus();
    });
    auto *find = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), this);
    connect(find, &QShortcut::activated, this, &TerminalTab::showSearch);

    m_view->setScreen(m_session->screen());
    connect(m_session, &TerminalSession::screenChanged, this, [this] {
        m_view->screenChanged();
        const QString t = title();
        if (t != m_lastTitle) {
            m_lastTitle = t;
            emit titleChanged(t);
        }
    });
    connect(m_view, &TerminalView::input, this, [this](const QByteArray &bytes) {
        emit typed(bytes);
        if (m_group)
            m_group->send(bytes);
        else
            deliver(bytes);
    });
    connect(m_view, &TerminalView::bell, this, [this] {
        m_bellMarked = true;
        markTitle();
        emit bellRang();
    });
    connect(this, &TerminalTab::typed, this, [this] {
        if (!m_bellMarked)
            return;
        m_bellMarked = false;
        markTitle();
    });
    connect(m_view, &TerminalView::gridResized, m_session,
            [this](int rows, int cols) { m_session->resize(rows, cols); });
    connect(m_session, &TerminalSession::disconnected, this, &TerminalTab::onDisconnected);
    // The shell ended by itself (exit, logout): said as plainly as a lost link, with a new shell offered.
    connect(m_session, &TerminalSession::finished, this, [this](const ssh::ExecResult &result) {
        leaveBroadcast();
        if (!m_disconnectedBar->isHidden())
            return; // the lost link said it first
        m_disconnectedText->setText(tr("The session on %1 ended (%2). Reconnect opens a new shell.")
                                        .arg(m_session->targetName(), result.describe()));
        m_disconnectedBar->show();
    });
    connect(m_session, &TerminalSession::started, this, [this] {
        // The Reconnect button had the focus: hiding it would hand the keys to the next widget in the
        // window (the sidebar), so the new shell takes them first.
        const QWidget *focus = QApplication::focusWidget();
        if (isVisible() && (!focus || m_disconnectedBar->isAncestorOf(focus)))
            m_view->setFocus(Qt::OtherFocusReason);
        if (!m_disconnectedBar->isHidden() && m_session->screen()) {
            // The old session's last lines stay above; a faint line says where the new one begins.
            const QString note = tr("new session on %1 at %2")
                                     .arg(m_session->targetName(),
                                          QLocale().toString(QTime::currentTime(), QLocale::ShortFormat));
            const QString rule(2, QChar(0x2500));
            m_session->screen()->feed((QStringLiteral("\r\n\x1b[2m") + rule + QLatin1Char(' ') + note +
                                       QLatin1Char(' ') + rule + QStringLiteral("\x1b[0m\r\n"))
                                          .toUtf8());
        }
        m_disconnectedBar->hide();
    });
    connect(m_reconnect, &QPushButton::clicked, this, [this] {
        if (const Status st = m_session->start(); !st) {
            m_disconnectedText->setText(tr("Cannot reconnect: %1").arg(st.error()));
            return;
        }
        m_disconnectedText->setText(tr("Reconnecting to %1…").arg(m_session->targetName()));
        // What is typed while the shell starts is for the shell, not a second click on Reconnect.
        m_view->setFocus(Qt::OtherFocusReason);
    });
    m_lastTitle = title();
    setFocusProxy(m_view);
}

void TerminalTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // After the event: a tab shown only on the way (a view replaced behind the one in front) is hidden
    // again by then and takes nothing; focus already in the tab (its search field) stays where it is.
    QTimer::singleShot(0, this, [this] {
        const QWidget *focus = window()->focusWidget();
        if (isVisible() && !(focus && isAncestorOf(focus)))
            m_view->setFocus(Qt::OtherFocusReason);
    });
}

TerminalTab::~TerminalTab()
{
    if (m_group)
        m_group->clear();
    // The session ends (and audits its recording) while this tab can still hear about it, or not at all.
    disconnect(m_session, nullptr, this, nullptr);
    disconnect(m_session, nullptr, m_view, nullptr);
    delete m_session;
}

QString TerminalTab::title() const
{
    // The remote chooses its title freely (it could name another node): it stands beside the node's
    // name, quoted and cut short, never in its place.
    const QString name = m_session->targetName();
    QString remote = m_session->screen() ? m_session->screen()->title().simplified() : QString();
    if (remote.isEmpty() || remote == name)
        return name;
    if (remote.size() > kMaxRemoteTitle)
        remote = remote.left(kMaxRemoteTitle - 1) + QChar(0x2026);
    return tr("%1 — “%2”").arg(name, remote);
}

bool TerminalTab::isDisconnected() const
{
    return m_session->state() == TerminalSession::State::Disconnected;
}

bool TerminalTab::disconnectedBarVisible() const
{
    return !m_disconnectedBar->isHidden();
}

QString TerminalTab::disconnectedBarText() const
{
    return m_disconnectedText->text();
}

bool TerminalTab::broadcastMarkVisible() const
{
    return !m_broadcastMark->isHidden();
}

void TerminalTab::setBroadcast(BroadcastGroup *group)
{
    m_group = group;
    m_broadcastMark->setVisible(group != nullptr);
    markTitle();
}

void TerminalTab::markTitle()
{
    // The window title is the node's name as the opener set it; only the marks in front of it change
    // (the broadcast mark, so tab bars and window lists show which terminals receive; then the bell).
    const QString mark = tr("[BROADCAST] ");
    const QString bell = QStringLiteral("🔔 ");
    QString title = windowTitle();
    if (title.startsWith(mark))
        title = title.mid(mark.size());
    if (title.startsWith(bell))
        title = title.mid(bell.size());
    setWindowTitle((m_group ? mark : QString()) + (m_bellMarked ? bell : QString()) + title);
}

void TerminalTab::deliver(const QByteArray &bytes)
{
    emit delivered(bytes);
    m_session->write(bytes);
}

void TerminalTab::showSearch()
{
    m_searchBar->show();
    m_search->setFocus();
    m_search->selectAll();
}

void TerminalTab::findNext(bool backwards)
{
    const bool found = m_view->find(m_search->text(), backwards);
    m_search->setStyleSheet(found || m_search->text().isEmpty() ? QString()
                                                                : QStringLiteral("background:#5c1e1e;"));
}

void TerminalTab::leaveBroadcast()
{
    // An ended terminal receives nothing: it leaves the group (and loses the mark) instead of staying
    // listed as a receiver; a reconnect does not join it again by itself.
    if (m_group)
        m_group->remove(this);
}

void TerminalTab::onDisconnected(const QString &reason)
{
    leaveBroadcast();
    m_disconnectedText->setText(tr("Disconnected from %1: %2").arg(m_session->targetName(), reason));
    m_disconnectedBar->show();
}

TerminalTab *openTerminal(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan,
                          const ssh::SessionOptions &base, const terminal::TerminalSessionOptions &options,
                          QWidget *parent)
{
    auto *session = new TerminalSession(hub, plan, base, options);
    auto *tab = new TerminalTab(session, parent);
    tab->setWindowTitle(QObject::tr("Terminal — %1").arg(plan.target.displayName()));
    if (const Status st = session->start(); !st)
        QMetaObject::invokeMethod(
            tab, [tab, st] { emit tab->session()->disconnected(st.error()); }, Qt::QueuedConnection);
    return tab;
}

TerminalTab *openClusterTerminal(services::Console &console, qint64 clusterId, const QString &node,
                                 const QString &knownHostsFile, QWidget *parent, QString *error)
{
    ssh::SessionOptions local;
    local.knownHostsFile = knownHostsFile;
    const services::ClusterConnections connections(console.inventory(), local);
    const auto connection =
        node.isEmpty() ? connections.connection(clusterId) : connections.node(clusterId, node);
    if (!connection.ok()) {
        *error = connection.error();
        return nullptr;
    }
    const ClusterRecord *cluster = &connection->cluster;
    const ssh::ChainPlan *plan = &connection->plan;
    terminal::TerminalSessionOptions o;
    o.audit = console.auditLog();
    o.actor = localUserName();
    o.recording.cluster = cluster->name;
    o.recording.nodeName = node;
    // Keys typed are recorded only where the cluster's policy says so; a policy that cannot be read
    // leaves them out.
    const auto policy = terminal::RecordingPolicies(console.database()).policy(cluster->name);
    o.recording.recordInput = policy.ok() && policy->recordInput;
    TerminalTab *tab = openTerminal(console.hub(), *plan, connection->base, o, parent);
    tab->setWindowTitle(QObject::tr("Terminal — %1 (%2)")
                            .arg(node.isEmpty() ? plan->target.displayName() : node, cluster->name));
    return tab;
}

TerminalTab *openTerminalWindow(services::Console &console, qint64 clusterId, const QString &node,
                                const QString &knownHostsFile, QWidget *parent, QString *error)
{
    TerminalTab *tab = openClusterTerminal(console, clusterId, node, knownHostsFile, parent, error);
    if (!tab)
        return nullptr;
    tab->setWindowFlag(Qt::Window);
    tab->setAttribute(Qt::WA_DeleteOnClose);
    tab->resize(860, 520);
    tab->show();
    return tab;
}

BroadcastGroup::BroadcastGroup(QObject *parent) : QObject(parent) {}

BroadcastGroup::~BroadcastGroup()
{
    clear();
}

bool BroadcastGroup::setMembers(const QList<TerminalTab *> &tabs, const std::function<bool(int)> &confirm)
{
    if (tabs.size() > kConfirmAbove && (!confirm || !confirm(int(tabs.size()))))
        return false;
    clear();
    for (TerminalTab *t : tabs) {
        m_members << QPointer<TerminalTab>(t);
        t->setBroadcast(this);
    }
    return true;
}

QList<TerminalTab *> BroadcastGroup::members() const
{
    QList<TerminalTab *> out;
    for (const auto &t : m_members)
        if (t)
            out << t;
    return out;
}

void BroadcastGroup::clear()
{
    const auto members = m_members;
    m_members.clear();
    for (const auto &t : members)
        if (t && t->broadcast() == this)
            t->setBroadcast(nullptr);
}

void BroadcastGroup::remove(TerminalTab *tab)
{
    m_members.removeIf([tab](const QPointer<TerminalTab> &t) { return !t || t == tab; });
    if (tab && tab->broadcast() == this)
        tab->setBroadcast(nullptr);
}

void BroadcastGroup::send(const QByteArray &bytes)
{
    for (const auto &t : m_members)
        if (t)
            t->deliver(bytes);
}

} // namespace cg::ui
