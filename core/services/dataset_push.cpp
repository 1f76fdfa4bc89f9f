// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/dataset_push.h"

#include "common/thread_owner.h"
#include "ledger/credential_signer.h"
#include "secrets/credential_registry.h"
#include "services/profile.h"
#include "ssh/connection_hub.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
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
    const auto failed = [&out](const QString &message) {
        out.status = TransferStatus::Failed;
        out.message = message;
        return out;
    };
    // The profile on this thread: a database connection (or the team ledger server) of its own.
    Profile profile(m_hub);
    if (const Status st = profile.open(m_spec.actor); !st)
        return failed(st.error());
    ledger::TrustAnchors anchors;
    (void)anchors.addFile(ledger::TrustAnchors::configuredFile(), true);
    transfer::DataTransfers transfers(profile.ledger(), anchors, transfer::TransferStore(m_spec.storeDir));
    transfer::TransferStore &store = transfers.store();

    transfer::TransferState state;
    std::unique_ptr<QLockFile> lock;
    if (m_spec.resumeId.isEmpty()) {
        const transfer::PushRequest &req = m_spec.request;
        auto l = store.lockDataset(req.dataset, QStringLiteral("(preparing)"));
        if (!l.ok())
            return failed(l.error());
        lock = std::move(l.value());
        if (!m_spec.keychain)
            return failed(tr("the manifest is signed with your identity key, but there is no keychain"));
        secrets::CredentialRegistry registry(profile.database());
        auto key = ledger::CredentialSigner::load(*m_spec.keychain, m_spec.keyId, &registry);
        if (!key)
            return failed(key.error());
        if (m_cancelled) {
            out.status = TransferStatus::Cancelled;
            out.message = tr("cancelled before anything was prepared or sent");
            return out;
        }
        // The gate again (the ledger may have changed since the dialog asked), then scan, hash and sign.
        Result<transfer::TransferState> s = transfers.prepare(req, *key.value(), m_spec.actor);
        if (!s)
            return failed(s.error());
        state = s.value();
        lock.reset();
        auto relock = store.lockDataset(req.dataset, state.manifest.id);
        if (!relock.ok())
            return failed(relock.error());
        lock = std::move(relock.value());
        emit prepared(state.manifest.id);
    } else {
        Result<transfer::TransferState> s = store.load(m_spec.resumeId);
        if (!s)
            return failed(s.error());
        state = s.value();
        if (!state.manifest.signatureValid())
            return failed(tr("the manifest of %1 does not verify against its sender's key: not resumed")
                              .arg(state.manifest.id));
        auto l = store.lockDataset(state.manifest.dataset, state.manifest.id);
        if (!l.ok())
            return failed(l.error());
        lock = std::move(l.value());
        if (state.status == TransferStatus::Complete || state.status == TransferStatus::Wiped)
            return failed(
                tr("%1 is %2: nothing to resume").arg(state.manifest.id, transfer::statusName(state.status)));
        if (const QString why = transfers.stillCleared(state.manifest); !why.isEmpty())
            return failed(why);
    }

    // Cancel from the task list, or the marker `clustergate data cancel` and the view's Cancel write.
    const QString marker = store.cancelMarker(state.manifest.id);
    QFile::remove(marker);
    QElapsedTimer markerCheck;
    markerCheck.start();
    bool markerSeen = false;
    transfer::TransferHooks hooks;
    hooks.cancelled = [this, &marker, &markerCheck, &markerSeen] {
        if (!markerSeen && markerCheck.elapsed() > 250) {
            markerCheck.restart();
            markerSeen = QFileInfo::exists(marker);
        }
        return m_cancelled.load() || markerSeen;
    };
    const transfer::Manifest manifest = state.manifest;
    const QDateTime startedAt = profile.ledger().now();
    QElapsedTimer sinceStart;
    sinceStart.start();
    hooks.stopReason = [manifest, startedAt, sinceStart] {
        return transfer::DataTransfers::expiry(manifest, startedAt.addMSecs(sinceStart.elapsed()));
    };
    QElapsedTimer lastProgress;
    int lastPercent = -1;
    hooks.progress = [this, &lastProgress, &lastPercent](const transfer::TransferProgress &p) {
        const int percent = p.totalBytes > 0 ? int(p.verifiedBytes * 100 / p.totalBytes) : 100;
        // A few updates a second are enough for people.
        if (percent == lastPercent && lastProgress.isValid() && lastProgress.elapsed() < 250)
            return;
        lastPercent = percent;
        lastProgress.start();
        emit progressed(percent, progressText(p));
    };
    transfer::TransferEngine::run(*m_hub, m_spec.plan, m_spec.base, state, store, m_spec.options, hooks);
    QFile::remove(marker);
    (void)transfers.recordRun(state, m_spec.actor);

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
