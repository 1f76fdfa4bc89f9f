// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/dataset_push.h"

#include "common/thread_owner.h"
#include "secrets/credential_registry.h"
#include "services/identity_signer.h"
#include "services/profile.h"
#include "services/push_run.h"
#include "ssh/connection_hub.h"

#include <QElapsedTimer>
#include <QLocale>

namespace cg::services {

struct DatasetPush::Thread
{
    ThreadOwner owner;
};

DatasetPush::DatasetPush(ssh::ConnectionHub &hub, DatasetPushSpec spec, QObject *parent)
    : QObject(parent), m_hub(&hub), m_spec(std::move(spec)), m_thread(std::make_unique<Thread>())
{
    if (!m_spec.resumeId.isEmpty())
        m_transferId = m_spec.resumeId;
    // Queued from the push's thread; connected first, so the id is known to every later receiver.
    connect(this, &DatasetPush::prepared, this, [this](const QString &id) { m_transferId = id; });
    m_thread->owner.setStopHook([this] { m_cancelled = true; });
}

DatasetPush::~DatasetPush()
{
    m_thread->owner.stop(); // cancels through the stop hook and waits
}

QString DatasetPush::title() const
{
    if (!m_spec.resumeId.isEmpty())
        return tr("Resume %1").arg(m_spec.resumeId);
    return tr("Push %1 to %2").arg(m_spec.request.dataset, m_spec.request.cluster);
}

void DatasetPush::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_thread->owner.run(QStringLiteral("dataset-push"), [this] {
        const Outcome o = work();
        QMetaObject::invokeMethod(
            this, [this, o] { onFinished(int(o.status), o.message); }, Qt::QueuedConnection);
    });
}

void DatasetPush::cancel()
{
    m_cancelled = true;
}

void DatasetPush::onFinished(int status, const QString &message)
{
    m_running = false;
    m_status = transfer::TransferStatus(status);
    emit finished(m_status == transfer::TransferStatus::Complete, message);
}

QString DatasetPush::progressText(const transfer::TransferProgress &p)
{
    const QLocale l;
    const int percent = p.totalBytes > 0 ? int(p.verifiedBytes * 100 / p.totalBytes) : 100;
    QString text = tr("%1 % of %2")
                       .arg(percent)
                       .arg(l.formattedDataSize(p.totalBytes, 1, QLocale::DataSizeTraditionalFormat));
    if (p.bytesPerSecond > 0)
        text += tr(", %1/s").arg(
            l.formattedDataSize(qint64(p.bytesPerSecond), 1, QLocale::DataSizeTraditionalFormat));
    if (p.etaSeconds >= 0)
        text += tr(", ETA %1 s").arg(p.etaSeconds);
    return text;
}

DatasetPush::Outcome DatasetPush::work()
{
    using transfer::TransferStatus;
    Outcome out;
    // The profile on this thread: a database connection (or the team ledger server) of its own.
    Profile profile(m_hub);
    if (const Status st = profile.open(m_spec.actor); !st) {
        out.message = st.error();
        return out;
    }
    ledger::TrustAnchors anchors;
    (void)anchors.addFile(ledger::TrustAnchors::configuredFile(), true);
    transfer::DataTransfers transfers(profile.ledger(), anchors, transfer::TransferStore(m_spec.storeDir));

    PushRun run;
    run.request = m_spec.request;
    run.resumeId = m_spec.resumeId;
    run.frontEnd = windowFrontEnd();
    run.actor = m_spec.actor;
    run.options = m_spec.options;
    run.hub = m_hub;
    run.signer = [this, &profile] {
        return IdentitySigner::load(m_spec.keychain, profile.database(), m_spec.keyId);
    };
    run.connection = [this](const transfer::Manifest &, ssh::ChainPlan *plan, ssh::SessionOptions *base) {
        *plan = m_spec.plan;
        *base = m_spec.base;
        return Status(Ok{});
    };
    run.prepared = [this](const transfer::TransferState &s) { emit prepared(s.manifest.id); };
    run.cancelled = [this] { return m_cancelled.load(); };
    QElapsedTimer lastProgress;
    int lastPercent = -1;
    run.progress = [this, &lastProgress, &lastPercent](const transfer::TransferProgress &p) {
        const int percent = p.totalBytes > 0 ? int(p.verifiedBytes * 100 / p.totalBytes) : 100;
        // A few updates a second are enough for people.
        if (percent == lastPercent && lastProgress.isValid() && lastProgress.elapsed() < 250)
            return;
        lastPercent = percent;
        lastProgress.start();
        emit progressed(percent, progressText(p));
    };
    const Result<transfer::TransferState> ran = runPush(transfers, run);
    if (!ran) {
        out.status = ran.code() == ErrorCode::Cancelled ? TransferStatus::Cancelled : TransferStatus::Failed;
        out.message = ran.error();
        return out;
    }
    const transfer::TransferState &state = ran.value();
    out.status = state.status;
    if (state.status == TransferStatus::Complete) {
        out.message = tr("%1: %2 (%3 file(s), %4) on %5:%6, every chunk and file verified by SHA-256 on the "
                         "far side")
                          .arg(state.manifest.id, state.manifest.dataset)
                          .arg(state.manifest.files.size())
                          .arg(QLocale().formattedDataSize(state.manifest.totalBytes(), 1,
                                                           QLocale::DataSizeTraditionalFormat),
                               state.manifest.cluster, state.manifest.remotePath);
    } else {
        out.message = state.reason.isEmpty() ? transfer::statusName(state.status) : state.reason;
    }
    if (!state.connectionNote.isEmpty())
        out.message += QLatin1Char(' ') + state.connectionNote;
    return out;
}

quint64 trackPush(TaskList &tasks, DatasetPush *push)
{
    const quint64 id = tasks.start(TaskKind::Push, push->title(), [push] { push->cancel(); });
    tasks.setProgress(id, 0, 100);
    QObject::connect(push, &DatasetPush::progressed, &tasks, [&tasks, id](int percent, const QString &text) {
        tasks.setProgress(id, percent, 100);
        tasks.setMessage(id, text);
    });
    QObject::connect(push, &DatasetPush::finished, &tasks, [&tasks, id](bool ok, const QString &message) {
        if (ok)
            tasks.setProgress(id, 100, 100);
        tasks.finish(id, ok, message);
    });
    QObject::connect(push, &QObject::destroyed, &tasks,
                     [&tasks, id] { tasks.finish(id, false, DatasetPush::tr("closed")); });
    return id;
}

} // namespace cg::services
