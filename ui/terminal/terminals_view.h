// SPDX-License-Identifier: GPL-3.0-or-later
// The Terminals view: the shells open now (a click goes to one) and every recording the audit log knows,
// newest first, with Play (the built-in player in a tab), Verify (the file against its audit event) and
// Export (a copy, checked first).
#pragma once

#include "terminal/terminal_recording.h"

#include <QAbstractTableModel>
#include <QList>
#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QThread;

namespace cg::ledger {
class AuditLog;
}

namespace cg::ui {

class TerminalTab;

class RecordingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Started, Cluster, Node, Person, Duration, Size, State, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(QList<terminal::RecordingEntry> entries); // newest first
    const terminal::RecordingEntry *entry(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<terminal::RecordingEntry> m_entries;
};

class TerminalsView : public QWidget
{
    Q_OBJECT

public:
    // `terminals` lists the shells open now; `log` may be null (no ledger: no recordings listed).
    TerminalsView(std::function<QList<TerminalTab *>()> terminals, ledger::AuditLog *log,
                  QWidget *parent = nullptr);
    ~TerminalsView() override;

    void refresh();
    RecordingsModel *recordings() const { return m_model; }
    QTableView *recordingsTable() const { return m_table; }
    QListWidget *openList() const { return m_open; }
    QPushButton *playButton() const { return m_play; }
    QPushButton *verifyButton() const { return m_verify; }
    QLabel *statusLabel() const { return m_status; }
    bool isChecking() const { return m_check != nullptr; }

signals:
    void terminalChosen(TerminalTab *tab);
    // The player for a recording, for the workspace to show as a tab.
    void playerOpened(QWidget *player, const QString &title, const QString &key);

protected:
    void showEvent(QShowEvent *event) override;

private:
    const terminal::RecordingEntry *current() const;
    void play();
    void verify();
    void exportCopy();
    void updateButtons();
    // Hashes the recording (up to its 1 GiB bound) and, when `copyTo` is set and it is intact, copies it,
    // off the GUI thread; `done` then runs here with the check and the copy's error (empty: copied).
    void checkInBackground(const terminal::RecordingEntry &entry, const QString &copyTo,
                           std::function<void(const terminal::RecordingCheck &, const QString &)> done);

    std::function<QList<TerminalTab *>()> m_terminals;
    ledger::AuditLog *m_log;
    QList<TerminalTab *> m_openTabs;
    QListWidget *m_open = nullptr;
    QLabel *m_openEmpty = nullptr;
    RecordingsModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_play = nullptr, *m_verify = nullptr, *m_export = nullptr, *m_reload = nullptr;
    QLabel *m_status = nullptr;
    QThread *m_check = nullptr;
};

} // namespace cg::ui
