// SPDX-License-Identifier: GPL-3.0-or-later
// The central area of the main window: a navigation sidebar and the views opened as tabs (several
// clusters or nodes side by side). A tab can be detached into its own window and attached again (closing
// that window attaches it). Each view has a key ("overview", "node:3/h200-001"); a factory makes the view
// for a key, so the sidebar, the command palette and the restore at start all go through navigate(key).
#pragma once

#include <QHash>
#include <QIcon>
#include <QPointer>
#include <QWidget>

#include <functional>

class QListWidget;
class QListWidgetItem;
class QSplitter;
class QTabWidget;

namespace cg::ui {

class Workspace : public QWidget
{
    Q_OBJECT

public:
    // Makes the view for `key` and names its tab; null: no such view (any more).
    using Factory = std::function<QWidget *(const QString &key, QString *title)>;

    explicit Workspace(QWidget *parent = nullptr);
    ~Workspace() override;

    void setFactory(Factory factory) { m_factory = std::move(factory); }
    // A sidebar entry for a view key; its icon also marks the tabs of that area ("node:…" under "node").
    void addNavigation(const QString &key, const QString &title, const QString &toolTip = {},
                       const QIcon &icon = {});
    void setAreaIcon(const QString &area, const QIcon &icon) { m_icons.insert(area, icon); }
    QStringList navigationKeys() const;
    QString navigationTitle(const QString &key) const;

    // Shows the view: its tab, its detached window, or a new tab from the factory. False: no such view.
    bool navigate(const QString &key);
    // Adds `widget` as the tab `key` and shows it; the workspace owns it. When `key` is already open, that
    // view is shown and `widget` is deleted. A QDialog is embedded: its Close or Escape closes the tab.
    QWidget *openTab(QWidget *widget, const QString &title, const QString &key);
    // A view closed while it is kept (setKeptOnClose) is hidden, not deleted, and comes back as it was.
    void setKeptOnClose(const QString &key, bool kept);
    // Takes a kept view that is not shown yet: owned (and destroyed) by the workspace from now on, shown by
    // navigate(key).
    void keep(QWidget *widget, const QString &title, const QString &key);
    // Every detached view back into a tab (the main window closes).
    void attachAll();
    void closeView(const QString &key);
    // Puts `widget` in the place of the open view `key` (same tab position, still current if it was) and
    // deletes the old view: a stand-in made at start-up replaced by the real view. False (and `widget`
    // untouched) when `key` is not open.
    bool replaceView(const QString &key, QWidget *widget, const QString &title);
    void setTitle(const QString &key, const QString &title);

    bool detach(const QString &key);
    bool attach(const QString &key);
    bool isDetached(const QString &key) const;
    QWidget *detachedWindow(const QString &key) const;

    QWidget *view(const QString &key) const;
    bool isOpen(const QString &key) const { return view(key) != nullptr; }
    // Open views: tabs in order, then detached ones.
    QStringList openKeys() const;
    QString currentKey() const;

    QTabWidget *tabs() const { return m_tabs; }
    QListWidget *sidebar() const { return m_sidebar; }
    QSplitter *splitter() const { return m_splitter; }

signals:
    void currentViewChanged(const QString &key);
    void viewClosed(const QString &key);

private:
    int tabIndex(const QString &key) const;
    QString keyOf(const QWidget *w) const;
    void onTabClose(int index);
    void onSidebarActivated(QListWidgetItem *item);
    void showTabMenu(const QPoint &pos);
    void syncSidebar();
    void embed(QWidget *w, const QString &key);
    // The tab page that holds a view (a scroll area: the view never sets the window's minimum size).
    QWidget *pageFor(QWidget *view, const QString &key);
    void addPage(QWidget *view, const QString &key, const QString &title, int index = -1);
    // Removes the view's page and tab; the view is left without a parent. Returns the view.
    QWidget *takePage(const QString &key);

    QSplitter *m_splitter;
    QListWidget *m_sidebar;
    QTabWidget *m_tabs;
    QWidget *m_parking; // hidden parent of views kept on close
    Factory m_factory;
    QHash<QString, QPointer<QWidget>> m_views;
    QHash<QString, QPointer<QWidget>> m_pages;   // the tab page of each view in a tab
    QHash<QString, QPointer<QWidget>> m_windows; // detached
    QHash<QString, QIcon> m_icons;               // per area (the key before ':')
    QHash<QString, QString> m_titles;
    QSet<QString> m_kept;
};

} // namespace cg::ui
