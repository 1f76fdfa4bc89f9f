// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/workspace.h"

#include "common/embedded_dialog.h"

#include <QAction>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSet>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

constexpr int kKeyRole = Qt::UserRole + 1;

// A detached view's own window; closing it gives the view back to the workspace.
class DetachedWindow : public QWidget
{
public:
    DetachedWindow(const QString &title, std::function<void()> attachBack, QWidget *parent)
        : QWidget(parent, Qt::Window), m_attachBack(std::move(attachBack))
    {
        setObjectName(QStringLiteral("DetachedView"));
        setWindowTitle(title);
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *bar = new QToolBar(this);
        QAction *back = bar->addAction(Workspace::tr("Attach to Main Window"));
        back->setObjectName(QStringLiteral("AttachAction"));
        connect(back, &QAction::triggered, this, [this] { m_attachBack(); });
        layout->addWidget(bar);
    }
    void setView(QWidget *w)
    {
        static_cast<QVBoxLayout *>(layout())->addWidget(w, 1);
        w->show();
    }

protected:
    void closeEvent(QCloseEvent *event) override
    {
        event->ignore();
        m_attachBack();
    }

private:
    std::function<void()> m_attachBack;
};

// A tab's page: the view inside a scroll area, so no view's minimum size becomes the window's. A view
// that is smaller than the tab fills it; a larger one scrolls (it never widens or heightens the window).
class ViewPage : public QScrollArea
{
public:
    ViewPage(QWidget *view, const QString &key)
    {
        setObjectName(QStringLiteral("ViewPage"));
        setFrameShape(QFrame::NoFrame);
        setWidgetResizable(true);
        setProperty("workspaceKey", key);
        setWidget(view);
        view->show();
        fitHeadersOnShow();
    }
    QSize sizeHint() const override { return QSize(640, 480); }
    QSize minimumSizeHint() const override { return QSize(160, 120); }

    // Column titles are never cut: when a table of the view first shows, a column narrower than its title
    // is widened to it (the table scrolls sideways where the titles need more than its width).
    void fitHeadersOnShow()
    {
        for (QHeaderView *h : widget()->findChildren<QHeaderView *>()) {
            if (h->orientation() == Qt::Horizontal)
                h->installEventFilter(this);
        }
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show) {
            if (auto *h = qobject_cast<QHeaderView *>(watched); h && h->model()) {
                for (int i = 0; i < h->count(); ++i) {
                    const QHeaderView::ResizeMode mode = h->sectionResizeMode(i);
                    if (h->isSectionHidden(i) || mode == QHeaderView::Stretch ||
                        mode == QHeaderView::ResizeToContents)
                        continue;
                    if (const int hint = h->sectionSizeHint(i); h->sectionSize(i) < hint)
                        h->resizeSection(i, hint);
                }
            }
        }
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

Workspace::Workspace(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("Workspace"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(this);
    m_splitter->setObjectName(QStringLiteral("WorkspaceSplitter"));
    m_sidebar = new QListWidget(m_splitter);
    m_sidebar->setObjectName(QStringLiteral("NavigationSidebar"));
    m_sidebar->setAccessibleName(tr("Navigation"));
    m_sidebar->setUniformItemSizes(true);
    m_sidebar->setMaximumWidth(220);
    m_sidebar->setIconSize(QSize(18, 18));
    m_sidebar->setSpacing(2);
    m_tabs = new QTabWidget(m_splitter);
    m_tabs->setObjectName(QStringLiteral("WorkspaceTabs"));
    m_tabs->setIconSize(QSize(16, 16));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->tabBar()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_splitter->addWidget(m_sidebar);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({170, 1000});
    layout->addWidget(m_splitter);
    m_parking = new QWidget(this);
    m_parking->hide();

    connect(m_sidebar, &QListWidget::itemClicked, this, &Workspace::onSidebarActivated);
    connect(m_sidebar, &QListWidget::itemActivated, this, &Workspace::onSidebarActivated);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &Workspace::onTabClose);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        syncSidebar();
        emit currentViewChanged(currentKey());
    });
    connect(m_tabs->tabBar(), &QTabBar::customContextMenuRequested, this, &Workspace::showTabMenu);
    connect(m_tabs->tabBar(), &QTabBar::tabBarDoubleClicked, this, [this](int i) {
        if (i >= 0)
            detach(keyOf(m_tabs->widget(i)));
    });
}

Workspace::~Workspace()
{
    // The pages go with the tab widget after this object's members: their views must not call back.
    for (auto it = m_pages.cbegin(); it != m_pages.cend(); ++it) {
        if (QWidget *v = m_views.value(it.key()); v && it.value())
            disconnect(v, &QObject::destroyed, it.value(), nullptr);
    }
    // Detached windows are top-level children: they go with the workspace, views inside them too.
    for (const QPointer<QWidget> &w : std::as_const(m_windows))
        delete w.data();
}

void Workspace::addNavigation(const QString &key, const QString &title, const QString &toolTip,
                              const QIcon &icon)
{
    auto *item = new QListWidgetItem(icon, title, m_sidebar);
    if (!icon.isNull())
        m_icons.insert(key, icon);
    item->setData(kKeyRole, key);
    item->setToolTip(toolTip);
    m_titles.insert(key, title);
}

QStringList Workspace::navigationKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_sidebar->count(); ++i)
        keys << m_sidebar->item(i)->data(kKeyRole).toString();
    return keys;
}

QString Workspace::navigationTitle(const QString &key) const
{
    for (int i = 0; i < m_sidebar->count(); ++i) {
        if (m_sidebar->item(i)->data(kKeyRole).toString() == key)
            return m_sidebar->item(i)->text();
    }
    return {};
}

void Workspace::onSidebarActivated(QListWidgetItem *item)
{
    if (item)
        navigate(item->data(kKeyRole).toString());
}

bool Workspace::navigate(const QString &key)
{
    if (key.isEmpty())
        return false;
    if (QWidget *win = m_windows.value(key)) {
        win->show();
        win->raise();
        win->activateWindow();
        return true;
    }
    if (const int i = tabIndex(key); i >= 0) {
        m_tabs->setCurrentIndex(i);
        return true;
    }
    if (QWidget *kept = m_views.value(key)) { // closed but kept
        openTab(kept, m_titles.value(key), key);
        return true;
    }
    if (!m_factory)
        return false;
    QString title = m_titles.value(key, key);
    QWidget *w = m_factory(key, &title);
    if (!w)
        return false;
    openTab(w, title, key);
    return true;
}

QWidget *Workspace::openTab(QWidget *widget, const QString &title, const QString &key)
{
    if (QWidget *existing = m_views.value(key); existing && existing != widget) {
        delete widget;
        navigate(key);
        return existing;
    }
    embed(widget, key);
    m_views.insert(key, widget);
    m_titles.insert(key, title);
    addPage(widget, key, title);
    return widget;
}

void Workspace::addPage(QWidget *view, const QString &key, const QString &title, int index)
{
    const int i = m_tabs->insertTab(index, pageFor(view, key), title);
    m_tabs->setTabToolTip(i, title);
    m_tabs->setTabIcon(i, m_icons.value(key.section(QLatin1Char(':'), 0, 0)));
    m_tabs->setCurrentIndex(i);
}

QWidget *Workspace::pageFor(QWidget *view, const QString &key)
{
    auto *page = new ViewPage(view, key);
    m_pages.insert(key, page);
    // A view that deletes itself (a feature closing it) takes its tab along, as a bare tab would.
    connect(view, &QObject::destroyed, page, [this, key, page] {
        if (m_pages.value(key) == page)
            m_pages.remove(key);
        if (const int i = m_tabs->indexOf(page); i >= 0)
            m_tabs->removeTab(i);
        page->deleteLater();
    });
    return page;
}

QWidget *Workspace::takePage(const QString &key)
{
    QPointer<QWidget> page = m_pages.take(key);
    QWidget *w = m_views.value(key);
    if (!page)
        return w;
    if (const int i = m_tabs->indexOf(page); i >= 0)
        m_tabs->removeTab(i);
    if (w)
        disconnect(w, &QObject::destroyed, page, nullptr);
    if (auto *area = qobject_cast<QScrollArea *>(page.data()); area && w && area->widget() == w)
        area->takeWidget();
    page->deleteLater();
    return w;
}

void Workspace::embed(QWidget *w, const QString &key)
{
    w->setProperty("workspaceKey", key);
    if (w->isWindow())
        w->setWindowFlags(Qt::Widget);
    auto *dialog = qobject_cast<QDialog *>(w);
    if (!dialog || dialog->property("workspaceEmbedded").toBool())
        return;
    dialog->setProperty("workspaceEmbedded", true);
    embedDialog(dialog, false); // the tab's own close button does what Close did in the window
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        const QString k = keyOf(dialog);
        if (!k.isEmpty())
            closeView(k);
    });
}

void Workspace::setKeptOnClose(const QString &key, bool kept)
{
    if (kept)
        m_kept.insert(key);
    else
        m_kept.remove(key);
}

void Workspace::keep(QWidget *widget, const QString &title, const QString &key)
{
    embed(widget, key);
    m_kept.insert(key);
    m_views.insert(key, widget);
    m_titles.insert(key, title);
    widget->hide();
    widget->setParent(m_parking);
}

void Workspace::attachAll()
{
    for (const QString &key : m_windows.keys())
        attach(key);
}

void Workspace::setTitle(const QString &key, const QString &title)
{
    m_titles.insert(key, title);
    if (const int i = tabIndex(key); i >= 0) {
        m_tabs->setTabText(i, title);
        m_tabs->setTabToolTip(i, title);
    }
    if (QWidget *win = m_windows.value(key))
        win->setWindowTitle(title);
}

void Workspace::onTabClose(int index)
{
    closeView(keyOf(m_tabs->widget(index)));
}

void Workspace::closeView(const QString &key)
{
    QPointer<QWidget> w = m_views.value(key);
    if (!w)
        return;
    if (QPointer<QWidget> win = m_windows.take(key)) {
        w->setParent(nullptr);
        win->deleteLater();
    }
    takePage(key);
    if (m_kept.contains(key)) {
        w->setParent(m_parking);
        w->hide();
    } else {
        m_views.remove(key);
        w->hide();
        w->deleteLater();
    }
    emit viewClosed(key);
}

bool Workspace::replaceView(const QString &key, QWidget *widget, const QString &title)
{
    if (!widget || !isOpen(key) || m_views.value(key) == widget)
        return false;
    if (isDetached(key))
        attach(key);
    const QString current = currentKey();
    const int index = tabIndex(key);
    QPointer<QWidget> old = takePage(key);
    embed(widget, key);
    m_views.insert(key, widget);
    m_titles.insert(key, title);
    addPage(widget, key, title, index);
    if (current != key && tabIndex(current) >= 0)
        m_tabs->setCurrentIndex(tabIndex(current));
    if (old) {
        old->hide();
        old->deleteLater();
    }
    return true;
}

bool Workspace::detach(const QString &key)
{
    QWidget *w = m_views.value(key);
    const int i = tabIndex(key);
    if (!w || i < 0)
        return false;
    const QString title = m_titles.value(key, key);
    takePage(key);
    auto *win = new DetachedWindow(
        title, [this, key] { attach(key); }, this);
    win->setView(w);
    // Where the tab was, as large as the tab area, on the screen the main window is on.
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    QRect r(mapToGlobal(m_tabs->geometry().topLeft()), m_tabs->size().expandedTo(QSize(640, 480)));
    if (screen)
        r = r.intersected(screen->availableGeometry()).isEmpty()
                ? QRect(screen->availableGeometry().topLeft() + QPoint(40, 40), QSize(900, 640))
                : r;
    win->setGeometry(r);
    m_windows.insert(key, win);
    win->show();
    syncSidebar();
    return true;
}

bool Workspace::attach(const QString &key)
{
    QPointer<QWidget> win = m_windows.take(key);
    QWidget *w = m_views.value(key);
    if (!win || !w)
        return false;
    w->setParent(nullptr);
    addPage(w, key, m_titles.value(key, key));
    win->hide();
    win->deleteLater();
    return true;
}

bool Workspace::isDetached(const QString &key) const
{
    return m_windows.value(key) != nullptr;
}

QWidget *Workspace::detachedWindow(const QString &key) const
{
    return m_windows.value(key);
}

QWidget *Workspace::view(const QString &key) const
{
    QWidget *w = m_views.value(key);
    if (!w || (tabIndex(key) < 0 && !isDetached(key)))
        return nullptr; // kept but closed
    return w;
}

QStringList Workspace::openKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_tabs->count(); ++i)
        keys << keyOf(m_tabs->widget(i));
    for (auto it = m_windows.cbegin(); it != m_windows.cend(); ++it) {
        if (it.value())
            keys << it.key();
    }
    return keys;
}

QString Workspace::currentKey() const
{
    return keyOf(m_tabs->currentWidget());
}

int Workspace::tabIndex(const QString &key) const
{
    QWidget *page = m_pages.value(key);
    return page && m_views.value(key) ? m_tabs->indexOf(page) : -1;
}

QString Workspace::keyOf(const QWidget *w) const
{
    return w ? w->property("workspaceKey").toString() : QString();
}

void Workspace::showTabMenu(const QPoint &pos)
{
    const int i = m_tabs->tabBar()->tabAt(pos);
    if (i < 0)
        return;
    const QString key = keyOf(m_tabs->widget(i));
    QMenu menu(this);
    menu.addAction(tr("Detach into Own Window"), this, [this, key] { detach(key); });
    menu.addAction(tr("Close"), this, [this, key] { closeView(key); });
    menu.exec(m_tabs->tabBar()->mapToGlobal(pos));
}

void Workspace::syncSidebar()
{
    const QString key = currentKey();
    const QString section = key.section(QLatin1Char(':'), 0, 0);
    QSignalBlocker block(m_sidebar);
    for (int i = 0; i < m_sidebar->count(); ++i) {
        const QString k = m_sidebar->item(i)->data(kKeyRole).toString();
        if (k == key || k == section) {
            m_sidebar->setCurrentRow(i);
            return;
        }
    }
    m_sidebar->clearSelection();
}

} // namespace cg::ui
