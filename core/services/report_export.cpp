// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/report_export.h"

#include "common/thread_owner.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

namespace cg::services {

struct ReportExport::Thread
{
    ThreadOwner owner;
};

ReportExport::ReportExport(QString title, QString path, Writer writer, QObject *parent)
    : QObject(parent), m_title(std::move(title)), m_path(QFileInfo(path).absoluteFilePath()),
      m_writer(std::move(writer)), m_thread(std::make_unique<Thread>())
{
    m_thread->owner.setStopHook([this] { m_cancelled = true; });
}

ReportExport::~ReportExport()
{
    m_thread->owner.stop();
}

void ReportExport::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    // Next to the destination, so that moving into place is a rename.
    const QFileInfo dest(m_path);
    m_staging = std::make_unique<QTemporaryDir>(
        dest.absoluteDir().filePath(QStringLiteral(".clustergate-export-XXXXXX")));
    if (!m_staging->isValid()) {
        const QString why = m_staging->errorString();
        QMetaObject::invokeMethod(
            this,
            [this, why] { end(false, tr("cannot write in %1: %2").arg(QFileInfo(m_path).path(), why)); },
            Qt::QueuedConnection);
        return;
    }
    emit progressed(0, kSteps);
    const QString staged = m_staging->filePath(dest.fileName());
    m_thread->owner.run(QStringLiteral("report-export"), [this, staged] {
        const Status st = m_writer(staged, [this] { return m_cancelled.load(); });
        QMetaObject::invokeMethod(
            this, [this, st] { onWritten(st); }, Qt::QueuedConnection);
    });
}

void ReportExport::cancel()
{
    m_cancelled = true;
}

void ReportExport::onWritten(const Status &written)
{
    const bool cancelled = m_cancelled; // before stop(), whose hook sets it
    m_thread->owner.stop();             // it has ended: joins it
    if (cancelled) {
        end(false, tr("cancelled: nothing was written to %1").arg(m_path));
        return;
    }
    if (!written) {
        end(false, tr("%1; nothing was written to %2").arg(written.error(), m_path));
        return;
    }
    emit progressed(1, kSteps);
    const QDir staging(m_staging->path());
    const QDir dest = QFileInfo(m_path).absoluteDir();
    for (const QString &name : staging.entryList(QDir::Files | QDir::Hidden)) {
        // rename(2) replaces an older report of the same name in one step.
        if (std::rename(QFile::encodeName(staging.filePath(name)).constData(),
                        QFile::encodeName(dest.filePath(name)).constData()) != 0) {
            end(false, tr("cannot move %1 into %2").arg(name, dest.path()));
            return;
        }
    }
    emit progressed(2, kSteps);
    if (m_recorder) {
        if (const Status st = m_recorder(); !st) {
            end(false, tr("written to %1, but not recorded: %2").arg(m_path, st.error()));
            return;
        }
    }
    emit progressed(kSteps, kSteps);
    end(true, tr("written to %1").arg(m_path));
}

void ReportExport::end(bool ok, const QString &message)
{
    m_staging.reset(); // removes what is left of the staging folder
    m_running = false;
    emit finished(ok, message);
}

quint64 trackReport(TaskList &tasks, ReportExport *export_)
{
    const quint64 id = tasks.start(TaskKind::Report, export_->title(), [export_] { export_->cancel(); });
    tasks.setProgress(id, 0, ReportExport::kSteps);
    QObject::connect(export_, &ReportExport::progressed, &tasks,
                     [&tasks, id](int done, int total) { tasks.setProgress(id, done, total); });
    QObject::connect(export_, &ReportExport::finished, &tasks,
                     [&tasks, id](bool ok, const QString &message) { tasks.finish(id, ok, message); });
    QObject::connect(export_, &QObject::destroyed, &tasks,
                     [&tasks, id] { tasks.finish(id, false, ReportExport::tr("closed")); });
    return id;
}

} // namespace cg::services
