// SPDX-License-Identifier: GPL-3.0-or-later
// The one RAII owner of a QThread: on destruction (or stop()) it runs the owner's stop hook (to cut short a
// blocking step), requests interruption, asks the thread's event loop to quit, waits for the thread and
// deletes it; a worker object given to start() is deleted on its own thread as the thread ends.
#pragma once

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>

namespace cg {

class ThreadOwner
{
public:
    ThreadOwner() = default;
    ~ThreadOwner() { stop(); }
    ThreadOwner(const ThreadOwner &) = delete;
    ThreadOwner &operator=(const ThreadOwner &) = delete;

    // Moves `worker` to a new thread with an event loop and starts it; returns the worker.
    template <typename Worker> Worker *start(const QString &name, Worker *worker)
    {
        stop();
        m_thread = std::make_unique<QThread>();
        m_thread->setObjectName(name);
        worker->moveToThread(m_thread.get());
        QObject::connect(m_thread.get(), &QThread::finished, worker, &QObject::deleteLater);
        m_thread->start();
        return worker;
    }

    // Runs `body` on a new thread (no event loop unless the body runs one).
    void run(const QString &name, std::function<void()> body)
    {
        stop();
        m_thread.reset(QThread::create(std::move(body)));
        m_thread->setObjectName(name);
        m_thread->start();
    }

    // Called by stop() before quit(): sets the flag the thread's work checks.
    void setStopHook(std::function<void()> hook) { m_stopHook = std::move(hook); }

    void stop()
    {
        if (!m_thread)
            return;
        if (m_stopHook)
            m_stopHook();
        m_thread->requestInterruption();
        m_thread->quit();
        m_thread->wait();
        m_thread.reset();
    }

    bool isRunning() const { return m_thread != nullptr; }
    QThread *thread() const { return m_thread.get(); }
    // True once the thread's body returned (a run() thread that ended by itself).
    bool isFinished() const { return m_thread && m_thread->isFinished(); }

private:
    std::unique_ptr<QThread> m_thread;
    std::function<void()> m_stopHook;
};

} // namespace cg
