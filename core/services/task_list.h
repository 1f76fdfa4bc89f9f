// SPDX-License-Identifier: GPL-3.0-or-later
// Every long operation of the console (check, scan, deploy, validate, push, report) as one row: what it is,
// its progress, how long it has run, and a Cancel that reaches the operation itself. Widget-free; the
// status bar's task panel and the tests read it. Finished tasks are kept (bounded) until cleared.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace cg::services {

// Stream: a cluster's telemetry resumed (after a restart) on agents already deployed; Deploy: pushed first.
enum class TaskKind { Check, Scan, Deploy, Validate, Push, Report, Stream };
// Waiting: stopped for a person's decision (an unknown host key), resumed as the same task. Partial: some
// of the whole (nodes, files) done, the rest not (done/total say how many).
enum class TaskState { Running, Cancelling, Waiting, Succeeded, Partial, Failed, Cancelled };

struct TaskInfo
{
    quint64 id = 0;
    TaskKind kind = TaskKind::Check;
    QString title; // "Check connectivity of lab-1"
    TaskState state = TaskState::Running;
    int done = 0;
    int total = 0; // 0: progress unknown
    qint64 startedMs = 0;
    qint64 endedMs = 0; // 0 while running
    QString message;    // what it is doing now, then its outcome, for people
    bool cancellable = false;

    bool running() const
    {
        return state == TaskState::Running || state == TaskState::Cancelling || state == TaskState::Waiting;
    }
    qint64 elapsedMs(qint64 nowMs) const { return (endedMs ? endedMs : nowMs) - startedMs; }
};

class TaskList : public QObject
{
    Q_OBJECT

public:
    static constexpr int kKeptFinished = 50;
    using Clock = std::function<qint64()>; // Unix ms

    explicit TaskList(QObject *parent = nullptr);
    ~TaskList() override;

    void setClock(Clock clock) { m_clock = std::move(clock); }
    qint64 now() const;

    // A new running task; `cancel` (may be empty: not cancellable) asks the operation to stop, which then
    // reports through finish() as usual.
    // `startedMs` (Unix ms, 0: now): when the operation really began, when the task is listed later.
    quint64 start(TaskKind kind, const QString &title, std::function<void()> cancel = {},
                  qint64 startedMs = 0);
    void setProgress(quint64 id, int done, int total);
    // What a running task is doing now ("40 % of 1.0 GiB, 12.0 MiB/s, ETA 20 s"); finish() replaces it.
    void setMessage(quint64 id, const QString &message);
    // Ends the task; one that was asked to cancel ends as Cancelled whatever `ok` says.
    void finish(quint64 id, bool ok, const QString &message = {});
    // Ends a task made of `total` parts of which `succeeded` succeeded: Succeeded (all), Partial (some),
    // Failed (none); the counts stay as its progress.
    void finishCounted(quint64 id, int succeeded, int total, const QString &message = {});
    // The operation stopped for a person's decision (`message` says which): the task waits, its time runs
    // on, and resume() continues it as the same task (a cancel ends it at once).
    void wait(quint64 id, const QString &message);
    void resume(quint64 id, const QString &message = {});
    // Asks a running task to stop; false when there is no such running, cancellable task.
    bool cancel(quint64 id);
    void clearFinished();

    QList<TaskInfo> tasks() const { return m_tasks; } // oldest first
    const TaskInfo *task(quint64 id) const;
    int runningCount() const;
    // The newest running task of a kind; 0 when none.
    quint64 runningOf(TaskKind kind) const;

    static QString kindText(TaskKind kind);
    static QString stateText(TaskState state);

signals:
    void taskAdded(quint64 id);
    void taskChanged(quint64 id);
    void tasksRemoved();

private:
    TaskInfo *find(quint64 id);
    void trim();

    QList<TaskInfo> m_tasks;
    QHash<quint64, std::function<void()>> m_cancel;
    quint64 m_next = 1;
    Clock m_clock;
};

} // namespace cg::services
