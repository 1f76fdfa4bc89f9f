// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/scheduler_nodes.h"

#include "jobs/job_backend.h"
#include "jobs/login_node.h"

#include <QThread>

#include <memory>

namespace cg::services {

SchedulerNodes::SchedulerNodes(ssh::ConnectionHub &hub, QObject *parent) : QObject(parent), m_hub(hub)
{
    qRegisterMetaType<cg::jobs::NodeStatus>();
    qRegisterMetaType<QList<cg::jobs::NodeStatus>>();
}

ssh::ChainPlan SchedulerNodes::loginPlan(const QList<ssh::Endpoint> &jumps, const ssh::Endpoint &login,
                                         const QStringList &keyFiles, const QString &user)
{
    ssh::ChainPlan plan;
    plan.jumps = jumps;
    plan.target = login;
    const auto fill = [&](ssh::Endpoint &e) {
        QStringList ids = keyFiles;
        for (const QString &f : std::as_const(e.identityFiles)) {
            if (!ids.contains(f))
                ids << f;
        }
        e.identityFiles = ids;
        if (e.user.isEmpty())
            e.user = user;
    };
    for (ssh::Endpoint &j : plan.jumps)
        fill(j);
    fill(plan.target);
    return plan;
}

void SchedulerNodes::ask(const ssh::ChainPlan &plan, const ssh::SessionOptions &base, const QString &backend)
{
    // The backend runs on a thread of its own: its commands block that thread in a local event loop while
    // the hub carries them.
    auto node = std::make_shared<jobs::HubLoginNode>(m_hub, plan, base);
    const QString cluster = plan.target.displayName();
    struct Answer
    {
        QList<jobs::NodeStatus> nodes;
        QString error;
    };
    auto answer = std::make_shared<Answer>();
    QThread *worker = QThread::create([answer, node, backend, cluster] {
        auto made = jobs::JobBackendRegistry::instance().create(backend, *node, cluster);
        if (!made.ok()) {
            answer->error = made.error();
            return;
        }
        const auto listed = made.value()->nodes();
        if (listed.ok())
            answer->nodes = listed.value();
        else
            answer->error = listed.error();
    });
    // Delivered on this object's thread, and not at all once it is gone.
    connect(worker, &QThread::finished, this, [this, answer] { emit listed(answer->nodes, answer->error); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

} // namespace cg::services
