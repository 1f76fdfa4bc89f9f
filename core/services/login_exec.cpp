// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/login_exec.h"

#include "ssh/connection_hub.h"
#include "ssh/remote_shell.h"

#include <QCoreApplication>

#include <memory>

namespace cg::services {

void execOnLoginNode(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan, const ssh::SessionOptions &base,
                     const QByteArray &command, int timeoutMs, QObject *context, LoginExecDone done)
{
    ssh::ExecOptions o;
    o.timeoutMs = timeoutMs;
    ssh::ExecRequest *r = hub.exec(plan, base, command, o, context);
    r->closeStdin();
    auto out = std::make_shared<QByteArray>();
    auto err = std::make_shared<QByteArray>();
    auto over = std::make_shared<bool>(false);
    QObject::connect(r, &ssh::ExecRequest::stdoutData, context, [r, out, over](const QByteArray &d) {
        if (!ssh::appendCapped(*out, d.constData(), std::size_t(d.size()))) {
            *over = true;
            r->cancel();
        }
    });
    QObject::connect(r, &ssh::ExecRequest::stderrData, context, [err](const QByteArray &d) {
        ssh::appendCapped(*err, d.constData(), std::size_t(d.size()));
    });
    const QString node = plan.target.user.isEmpty()
                             ? plan.target.displayName()
                             : plan.target.user + QLatin1Char('@') + plan.target.displayName();
    const qsizetype jumps = plan.jumps.size();
    QObject::connect(r, &ssh::ExecRequest::finished, context,
                     [r, node, out, err, over, jumps, done = std::move(done)](const ssh::ExecResult &res) {
                         r->deleteLater();
                         jobs::RemoteRun run;
                         ErrorCode code = ErrorCode::None;
                         run.out = *out;
                         run.err = *err;
                         run.status = res.exitStatus;
                         if (*over) {
                             run.error = ssh::RemoteShell::tooMuchOutput();
                             code = ErrorCode::Failed;
                         } else if (!res.error.ok()) {
                             run.error = res.error.describe();
                             code = ssh::isRetryable(res.error.kind) ? ErrorCode::Unreachable
                                    : res.error.kind == ssh::FailureKind::HostKey ||
                                            res.error.kind == ssh::FailureKind::Auth
                                        ? ErrorCode::Refused
                                        : ErrorCode::Failed;
                         } else if (res.cancelled) {
                             run.error =
                                 QCoreApplication::translate("cg::services::JobsService", "cancelled");
                             code = ErrorCode::Cancelled;
                         } else if (run.status == 127) {
                             code = ErrorCode::NotFound;
                         } else if (run.status != 0) {
                             code = ErrorCode::Failed;
                         }
                         const bool atJump = !res.error.ok() && res.error.hop > 0 && res.error.hop <= jumps;
                         done(run, node, code, atJump ? res.error.hopName : QString());
                     });
}

} // namespace cg::services
