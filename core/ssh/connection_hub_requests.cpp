// SPDX-License-Identifier: GPL-3.0-or-later
// The request objects the hub hands out: cancel, wait, stdin, a shell's output in slices and its resizes.
#include "ssh/connection_hub_p.h"

#include <QEventLoop>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace cg::ssh {

using namespace hub_detail;

QString ExecResult::describe() const
{
    if (cancelled)
        return QCoreApplication::translate("cg::ssh::ConnectionHub", "cancelled");
    if (!error.ok())
        return error.describe();
    if (!exitSignal.isEmpty())
        return QCoreApplication::translate("cg::ssh::ConnectionHub", "killed by signal %1").arg(exitSignal);
    return QCoreApplication::translate("cg::ssh::ConnectionHub", "exit status %1").arg(exitStatus);
}

// --------------------------------------------------------------------------------------------------------
// The front objects of requests, on the thread they were made on.

std::shared_ptr<RequestCore> newRequest(RequestCore::Kind kind, quint64 id, const ChainPlan &plan,
                                        const SessionOptions &base, QString treeKey)
{
    auto core = std::make_shared<RequestCore>();
    core->kind = kind;
    core->id = id;
    core->plan = plan;
    core->base = base;
    core->submittedMs = monoMs();
    core->treeKey = std::move(treeKey);
    return core;
}

// Requests

HubRequest::HubRequest(std::shared_ptr<RequestCore> core, QObject *parent)
    : QObject(parent), m_core(std::move(core))
{
    std::lock_guard lock(m_core->frontMutex);
    m_core->front = this;
}

HubRequest::~HubRequest()
{
    {
        std::lock_guard lock(m_core->frontMutex);
        m_core->front = nullptr;
    }
    if (!m_finished)
        cancel();
}

void HubRequest::cancel()
{
    m_core->cancelled = true;
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

bool HubRequest::waitForFinished(int timeoutMs)
{
    if (m_finished)
        return true;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(this, &HubRequest::done, &loop, &QEventLoop::quit);
    if (timeoutMs >= 0) {
        connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(timeoutMs);
    }
    // A thread asked to stop (its owner is going) cancels what it waits for.
    QTimer interrupted;
    interrupted.setInterval(100);
    connect(&interrupted, &QTimer::timeout, this, [this] {
        if (QThread::currentThread()->isInterruptionRequested())
            cancel();
    });
    interrupted.start();
    loop.exec();
    return m_finished;
}

void ExecRequest::write(const QByteArray &data)
{
    {
        std::lock_guard lock(m_core->inputMutex);
        m_core->stdinBuffer.append(data);
    }
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

void ExecRequest::closeStdin()
{
    {
        std::lock_guard lock(m_core->inputMutex);
        m_core->stdinClose = true;
    }
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

ShellRequest::ShellRequest(std::shared_ptr<RequestCore> core, QObject *parent)
    : ExecRequest(std::move(core), parent), m_drainTimer(new QTimer(this))
{
    m_drainTimer->setInterval(0);
    connect(m_drainTimer, &QTimer::timeout, this, [this] { drain(8'000'000); });
}

void ShellRequest::enqueueOutput(const QByteArray &data)
{
    m_output.append(data);
    if (!m_drainTimer->isActive())
        m_drainTimer->start();
}

void ShellRequest::drain(qint64 budgetNs)
{
    constexpr qsizetype kSlice = 16 * 1024;
    QElapsedTimer clock;
    clock.start();
    const QPointer<ShellRequest> self(this);
    while (!m_output.isEmpty() && (budgetNs < 0 || clock.nsecsElapsed() < budgetNs)) {
        const QByteArray &front = m_output.constFirst();
        const qsizetype n = std::min(kSlice, front.size() - m_outputHead);
        const QByteArray slice =
            (m_outputHead == 0 && n == front.size()) ? front : front.mid(m_outputHead, n);
        m_outputHead += n;
        if (m_outputHead >= front.size()) {
            m_output.removeFirst();
            m_outputHead = 0;
        }
        RequestCore *c = m_core.get();
        const qint64 before = c->outputInFlight.fetch_sub(n);
        if (before > kMaxOutputInFlight / 2 && before - n <= kMaxOutputInFlight / 2) {
            if (auto t = c->tree.lock())
                t->wake();
        }
        emit stdoutData(slice);
        if (!self)
            return;
    }
    if (m_output.isEmpty())
        m_drainTimer->stop();
}

void ShellRequest::resize(int cols, int rows)
{
    if (cols < 1 || rows < 1 || cols > 10000 || rows > 10000)
        return;
    {
        std::lock_guard lock(m_core->inputMutex);
        m_core->resizeCols = cols;
        m_core->resizeRows = rows;
    }
    if (auto tree = m_core->tree.lock())
        tree->wake();
}

} // namespace cg::ssh
