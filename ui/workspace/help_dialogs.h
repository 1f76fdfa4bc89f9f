// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Getting Started (the first steps, in the user's words) and Help > Keyboard Shortcuts (every
// shortcut of the main window, read from its actions).
#pragma once

#include <QDialog>

class QTableView;
class QTextBrowser;

namespace cg::ui {

class ShortcutsModel;

class GettingStartedDialog : public QDialog
{
    Q_OBJECT

public:
    explicit GettingStartedDialog(QWidget *parent = nullptr);
    QTextBrowser *text() const { return m_text; }
    static QString html();

private:
    QTextBrowser *m_text;
};

class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QWidget *window, QWidget *parent = nullptr);
    ShortcutsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

private:
    ShortcutsModel *m_model;
    QTableView *m_table;
};

} // namespace cg::ui
