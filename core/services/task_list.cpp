// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/task_list.h"

#include <algorithm>

namespace cg::services {

TaskList::TaskList(QObject *parent) : QObject(parent) {}

TaskList::~TaskList() = default;

qint64 TaskList::now() const
{
    return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch();
}

quint64 TaskList::start(TaskKind kind, const QString &title, std::function<void()> cancel, qint64 startedMs)
{
    TaskInfo t;
    t.id = m_next++;
    t.kind = kind;
    t.title = title;
    t.startedMs = startedMs > 0 ? std::min(startedMs, now()) : now();
    t.cancellable = bool(cancel);
    if (cancel)
        m_cancel.insert(t.id, std::move(cancel));
    trim();
    m_tasks.append(t);
    emit taskAdded(t.id);
    return t.id;
}

void TaskList::setProgress(quint64 id, int done, int total)
{
    TaskInfo *t = find(id);
    if (!t || !t->running())
        return;
    t->total = qMax(0, total);
    t->done = qBound(0, done, t->total > 0 ? t->total : qMax(0, done));
    emit taskChanged(id);
}

void TaskList::setMessage(quint64 id, const QString &message)
{
    TaskInfo *t = find(id);
    if (!t || !t->running() || t->message == message)
        return;
    t->message = message;
    emit taskChanged(id);
}

void TaskList::finish(quint64 id, bool ok, const QString &message)
{
    TaskInfo *t = find(id);
    if (!t || !t->running())
        return;
    t->state = t->state == TaskState::Cancelling ? TaskState::Cancelled
               : ok                              ? TaskState::Succeeded
                                                 : TaskState::Failed;
    t->endedMs = now();
    t->message = message;
    m_cancel.remove(id);
    emit taskChanged(id);
    trim();
}

void TaskList::finishCounted(quint64 id, int succeeded, int total, const QString &message)
{
    TaskInfo *t = find(id);
    if (!t || !t->running())
        return;
    total = std::max(0, total);
    succeeded = std::clamp(succeeded, 0, total);
    t->total = total;
    t->done = succeeded;
    t->state = t->state == TaskState::Cancelling ? TaskState::Cancelled
               : succeeded == total              ? TaskState::Succeeded
               : succeeded > 0                   ? TaskState::Partial
                                                 : TaskState::Failed;
    t->endedMs = now();
    t->message = message;
    m_cancel.remove(id);
    emit taskChanged(id);
    trim();
}

void TaskList::wait(quint64 id, const QString &message)
{
    TaskInfo *t = find(id);
    if (!t || t->state != TaskState::Running)
        return;
    t->state = TaskState::Waiting;
    t->message = message;
    emit taskChanged(id);
}

void TaskList::resume(quint64 id, const QString &message)
{
    TaskInfo *t = find(id);
    if (!t || t->state != TaskState::Waiting)
        return;
    t->state = TaskState::Running;
    t->message = message;
    emit taskChanged(id);
}

bool TaskList::cancel(quint64 id)
{
    TaskInfo *t = find(id);
    if (t && t->state == TaskState::Waiting) {
        // Nothing runs while it waits: it ends here.
        t->state = TaskState::Cancelled;
        t->endedMs = now();
        m_cancel.remove(id);
        emit taskChanged(id);
        trim();
        return true;
    }
    if (!t || t->state != TaskState::Running || !m_cancel.contains(id))
        return false;
    t->state = TaskState::Cancelling;
    emit taskChanged(id);
    // The operation may finish (and so remove its callback) from inside its own cancel.
    const std::function<void()> fn = m_cancel.value(id);
    fn();
    return true;
}

void TaskList::clearFinished()
{
    const auto removed = m_tasks.removeIf([](const TaskInfo &t) { return !t.running(); });
    if (removed > 0)
        emit tasksRemoved();
}

const TaskInfo *TaskList::task(quint64 id) const
{
    for (const TaskInfo &t : m_tasks) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

TaskInfo *TaskList::find(quint64 id)
{
    for (TaskInfo &t : m_tasks) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

int TaskList::runningCount() const
{
    int n = 0;
    for (const TaskInfo &t : m_tasks)
        n += t.running() ? 1 : 0;
    return n;
}

quint64 TaskList::runningOf(TaskKind kind) const
{
    for (auto it = m_tasks.crbegin(); it != m_tasks.crend(); ++it) {
        if (it->kind == kind && it->running())
            return it->id;
    }
    return 0;
}

void TaskList::trim()
{
    int finished = 0;
    for (const TaskInfo &t : m_tasks)
        finished += t.running() ? 0 : 1;
    if (finished <= kKeptFinished)
        return;
    // The oldest finished tasks go first; running ones always stay.
    for (auto it = m_tasks.begin(); it != m_tasks.end() && finished > kKeptFinished;) {
        if (!it->running()) {
            it = m_tasks.erase(it);
            --finished;
        } else {
            ++it;
        }
    }
    emit tasksRemoved();
}

QString TaskList::kindText(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Check:
        return tr("Check");
    case TaskKind::Scan:
        return tr("Host-key scan");
    case TaskKind::Deploy:
        return tr("Deploy");
    case TaskKind::Validate:
        return tr("Validate");
    case TaskKind::Push:
        return tr("Push");
    case TaskKind::Report:
        return tr("Report");
    case TaskKind::Stream:
        return tr("Stream");
    }
    return {};
}

QString TaskList::stateText(TaskState state)
{
    switch (state) {
    case TaskState::Running:
        return tr("running");
    case TaskState::Cancelling:
        return tr("cancelling");
    case TaskState::Waiting:
        return tr("waiting for you");
    case TaskState::Partial:
        return tr("partly done");
    case TaskState::Succeeded:
        return tr("done");
    case TaskState::Failed:
        return tr("failed");
    case TaskState::Cancelled:
        return tr("cancelled");
    }
    return {};
}

} // namespace cg::services
