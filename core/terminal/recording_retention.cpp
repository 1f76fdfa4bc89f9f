// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/recording_retention.h"

#include "common/local_user.h"
#include "terminal/recording_policy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

#include <memory>

namespace cg::terminal {

namespace {

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(cg::terminal::RecordingRetention)
};

struct Due
{
    RecordingEntry entry;
    int retentionDays = 0;
    RecordingCheck check;
    QString refusal; // set: the file is not ours to delete
};

// What is due in `scope`, chosen from the audit log and the policies (the caller's thread: both are its).
Result<QList<Due>> dueRecordings(ledger::AuditLog &log, const RecordingPolicies &policies,
                                 const QDateTime &now, const RetentionScope &scope)
{
    using R = Result<QList<Due>>;
    const auto every = policies.all();
    if (!every.ok())
        return R::failure(every.error());
    const auto recordings = listRecordings(log);
    if (!recordings.ok())
        return R::failure(recordings.error());
    const QString owner = scope.owner.isEmpty() ? localUserName() : scope.owner;
    QList<Due> out;
    for (const RecordingEntry &e : recordings.value()) {
        if (e.summary.actor != owner)
            continue; // another person's: their console's to delete, wherever it ran
        const RecordingPolicy p = every->value(e.summary.cluster);
        if (p.retentionDays <= 0 || e.deletedSeq > 0 ||
            recordingsEndedBefore({e}, now.addDays(-p.retentionDays)).isEmpty())
            continue;
        out << Due{e, p.retentionDays, {}, {}};
    }
    return out;
}

// The files, looked at without following links or opening anything but a regular file (any thread).
void checkFiles(QList<Due> &due, const RetentionScope &scope, const std::function<bool()> &stop)
{
    const QString folder =
        QFileInfo(scope.folder.isEmpty() ? recordingsDir() : scope.folder).canonicalFilePath();
    for (Due &d : due) {
        if (stop && stop())
            return;
        const QString path = d.entry.summary.path;
        const QFileInfo fi(path);
        struct stat st = {};
        const bool present = ::lstat(QFile::encodeName(path).constData(), &st) == 0;
        if (!fi.isAbsolute() || folder.isEmpty() ||
            QFileInfo(fi.absolutePath()).canonicalFilePath() != folder || fi.fileName() == u"." ||
            fi.fileName() == u"..") {
            d.refusal =
                Texts::tr("recording %1 names %2, which is not in this console's recordings folder %3; "
                          "not deleted")
                    .arg(d.entry.seq)
                    .arg(path, folder);
        } else if (!present) {
            d.check.actualBytes = -1; // gone already: the deletion is still audited
        } else if (!S_ISREG(st.st_mode)) {
            d.refusal = Texts::tr("recording %1 names %2, which is not a regular file; not deleted")
                            .arg(d.entry.seq)
                            .arg(path);
        } else if (st.st_uid != ::geteuid()) {
            d.refusal =
                Texts::tr("recording %1: %2 belongs to another user; not deleted").arg(d.entry.seq).arg(path);
        } else if (qint64(st.st_size) > scope.maxBytesHashed) {
            d.refusal = Texts::tr("recording %1: %2 is larger than any recording (%3 bytes); not deleted")
                            .arg(d.entry.seq)
                            .arg(path)
                            .arg(qint64(st.st_size));
        } else {
            d.check = verifyRecording(d.entry.summary);
        }
    }
}

// The audited deletions (the log's thread).
PruneReport deleteDue(ledger::AuditLog &log, const QList<Due> &due, const QString &actor, bool dryRun)
{
    PruneReport report;
    for (const Due &d : due) {
        if (!d.refusal.isEmpty()) {
            report.problems << d.refusal;
            continue;
        }
        if (dryRun) {
            report.deleted << d.entry;
            continue;
        }
        const Status st = deleteRecording(
            log, d.entry, actor,
            RecordingPolicies::tr("retention of cluster %1: %n day(s)", nullptr, d.retentionDays)
                .arg(d.entry.summary.cluster),
            d.check);
        if (st)
            report.deleted << d.entry;
        else
            report.problems << st.error();
    }
    return report;
}

// The checking thread and what it works on, owned by the caller's context object: destroying it stops the
// thread between files and waits for it.
class RetentionRun : public QObject
{
public:
    RetentionRun(QObject *context, QList<Due> due) : QObject(context), m_due(std::move(due)) {}
    ~RetentionRun() override
    {
        if (m_thread) {
            m_thread->requestInterruption();
            m_thread->wait();
        }
    }

    void start(const RetentionScope &scope, std::function<void(QList<Due> &)> finish)
    {
        m_thread.reset(QThread::create([this, scope] {
            QThread *self = QThread::currentThread();
            checkFiles(m_due, scope, [self] { return self->isInterruptionRequested(); });
        }));
        connect(m_thread.get(), &QThread::finished, this, [this, finish = std::move(finish)] {
            finish(m_due);
            deleteLater();
        });
        m_thread->start(QThread::LowPriority);
    }

private:
    QList<Due> m_due;
    std::unique_ptr<QThread> m_thread;
};

} // namespace

Result<PruneReport> pruneRecordings(ledger::AuditLog &log, const RecordingPolicies &policies,
                                    const QDateTime &now, const QString &actor, bool dryRun,
                                    const RetentionScope &scope)
{
    auto due = dueRecordings(log, policies, now, scope);
    if (!due.ok())
        return Result<PruneReport>::failure(due.error());
    QList<Due> list = due.value();
    checkFiles(list, scope, {});
    return deleteDue(log, list, actor, dryRun);
}

void pruneRecordingsInBackground(ledger::AuditLog &log, const RecordingPolicies &policies,
                                 const QDateTime &now, const QString &actor, QObject *context,
                                 std::function<void(const Result<PruneReport> &)> done,
                                 const RetentionScope &scope)
{
    auto due = dueRecordings(log, policies, now, scope);
    if (!due.ok()) {
        done(Result<PruneReport>::failure(due.error()));
        return;
    }
    if (due->isEmpty()) {
        done(PruneReport{});
        return;
    }
    auto *run = new RetentionRun(context, due.value());
    run->start(scope, [&log, actor, done = std::move(done)](QList<Due> &checked) {
        done(deleteDue(log, checked, actor, false));
    });
}

} // namespace cg::terminal
