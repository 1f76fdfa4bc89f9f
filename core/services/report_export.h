// SPDX-License-Identifier: GPL-3.0-or-later
// A long report export (a signed validation report, ...) on a thread of its own, as a Report task: the
// writer writes into a staging folder next to the destination; only an export that finished and was not
// cancelled is moved into place (a rename on the same file system) and then recorded (on the caller's
// thread). A cancelled or failed export leaves nothing at the destination, and says so.
#pragma once

#include "common/result.h"
#include "services/task_list.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QTemporaryDir;

namespace cg::services {

class ReportExport : public QObject
{
    Q_OBJECT

public:
    // Runs on the export's thread: writes the report to `stagedPath` (files beside it, such as its signed
    // JSON, are moved along); `cancelled` may be polled between steps.
    using Writer = std::function<Status(const QString &stagedPath, const std::function<bool()> &cancelled)>;
    // Runs on the caller's thread once the files are in place (the audit event).
    using Recorder = std::function<Status()>;

    ReportExport(QString title, QString path, Writer writer, QObject *parent = nullptr);
    // Cancels a running export and waits for it; nothing is left at the destination.
    ~ReportExport() override;

    void setRecorder(Recorder recorder) { m_recorder = std::move(recorder); }
    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    QString title() const { return m_title; }
    QString path() const { return m_path; }

    // The steps (staged, in place, recorded) for a task's progress.
    static constexpr int kSteps = 3;

signals:
    void progressed(int done, int total);
    void finished(bool ok, const QString &message);

private:
    void onWritten(const Status &written);
    void end(bool ok, const QString &message);

    QString m_title;
    QString m_path;
    Writer m_writer;
    Recorder m_recorder;
    std::atomic<bool> m_cancelled{false};
    bool m_running = false;
    std::unique_ptr<QTemporaryDir> m_staging;
    struct Thread;
    std::unique_ptr<Thread> m_thread;
};

// A Report task for `export_`: its steps as progress, its Cancel cancelling the export. Returns its id.
quint64 trackReport(TaskList &tasks, ReportExport *export_);

} // namespace cg::services
