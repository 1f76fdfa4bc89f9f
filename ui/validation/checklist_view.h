// SPDX-License-Identifier: GPL-3.0-or-later
// The validation checklist of one cluster as a vertical ladder of levels (L0 at the top), each expanding
// to its checks with live progress, status icons, figures against thresholds and the previous run, and an
// evidence viewer (log, JSON, a chart where the check has a series). Run Level, Run All, Override… (for the
// level that did not pass, asking for the reason), Exclude nodes… (with the reason), Report… (the signed
// acceptance PDF).
#pragma once

#include "common/result.h"
#include "validation/validation_engine.h"

#include <QDialog>
#include <QWidget>

#include <memory>

class QChartView;
class QLabel;
class QLineSeries;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace cg::ledger {
class Signer;
}

namespace cg::services {
class Console;
class ReportExport;
class TaskList;
} // namespace cg::services

namespace cg::ui {

class ChecklistView : public QWidget
{
    Q_OBJECT

public:
    // `engine` must outlive the view; it holds the checklist and the target.
    explicit ChecklistView(validation::ValidationEngine *engine, QWidget *parent = nullptr);

    // Opens the checklist of a saved cluster in a dialog (Clusters > Validate…).
    static void openFor(services::Console *console, qint64 clusterId, const QString &knownHostsFile,
                        QWidget *parent);
    // The checklist of a saved cluster; its engine is a child of `parent` (which must not be null); null with
    // `error` when the cluster or the checklist cannot be read.
    static ChecklistView *createFor(services::Console *console, qint64 clusterId,
                                    const QString &knownHostsFile, QWidget *parent, QString *error);

    validation::ValidationEngine *engine() const { return m_engine; }
    QTreeWidget *ladder() const { return m_tree; }
    QPlainTextEdit *evidenceLog() const { return m_log; }
    QPlainTextEdit *evidenceJson() const { return m_json; }
    QChartView *evidenceChart() const { return m_chartView; }
    QPushButton *runLevelButton() const { return m_runLevel; }
    QPushButton *runAllButton() const { return m_runAll; }
    QTableWidget *history() const { return m_history; }

    // What the ladder shows for a level or a check (the status as an icon and text).
    validation::CheckStatus shownStatus(const QString &level, const QString &check = {}) const;

    bool runLevel(const QString &level);
    bool runAll();
    Status overrideLevel(const QString &level, const QString &reason);
    // The level Override… opens for with `level` selected (the one that did not pass); empty: none.
    QString overrideTarget(const QString &level) const;
    // Leaves the nodes `expression` names out of the next runs, with the reason (Exclude nodes…).
    Status excludeNodes(const QString &expression, const QString &reason);
    QPushButton *overrideButton() const { return m_override; }
    QPushButton *excludeButton() const { return m_exclude; }
    QLabel *summary() const { return m_summary; }
    // Writes the signed report; `signer` null: this console's validation key.
    Status writeReport(const QString &pdfPath, ledger::Signer *signer = nullptr);
    // Report…: the same on a thread of its own, as a Report task of the task list (when set) with Cancel; a
    // cancelled or failed export leaves nothing at `pdfPath`. The outcome comes as reportFinished().
    services::ReportExport *exportReport(const QString &pdfPath, std::shared_ptr<ledger::Signer> signer = {});
    void setTaskList(services::TaskList *tasks) { m_tasks = tasks; }
    void selectCheck(const QString &level, const QString &check);

signals:
    void runFinished(bool allPassed);
    void reportFinished(bool ok, const QString &message);

private:
    void build();
    void rebuildLadder();
    void refreshLevel(const QString &level);
    void refreshCheck(const validation::CheckResult &r);
    void showEvidence();
    void updateButtons();
    void refreshHistory();
    void askOverride();
    void askExclude();
    void refreshSummary();
    void askReport();
    QString selectedLevel() const;
    QTreeWidgetItem *levelItem(const QString &level) const;
    QTreeWidgetItem *checkItem(const QString &level, const QString &check) const;

    validation::ValidationEngine *m_engine;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QPlainTextEdit *m_json = nullptr;
    QChartView *m_chartView = nullptr;
    QLineSeries *m_series = nullptr;
    QTableWidget *m_history = nullptr;
    QPushButton *m_runLevel = nullptr;
    QPushButton *m_runAll = nullptr;
    QPushButton *m_override = nullptr;
    QPushButton *m_exclude = nullptr;
    QPushButton *m_report = nullptr;
    QPushButton *m_cancel = nullptr;
    services::TaskList *m_tasks = nullptr;
};

} // namespace cg::ui
