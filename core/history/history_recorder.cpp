// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/history_recorder.h"

#include "common/paths.h"
#include "history/history_db.h"
#include "history/history_logging.h"
#include "history/history_writer_p.h"
#include "history/rollup.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

Q_LOGGING_CATEGORY(lcHistory, "clustergate.history", QtInfoMsg)

namespace cg::history {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cg::history::HistoryRecorder)
};

Labels labelsFrom(const QString &metric, const QString &labelsText)
{
    Labels labels;
    if (labelsText.isEmpty())
        return labels;
    if (const auto sel = Selector::parse(metric + labelsText); sel.ok()) {
        for (const LabelMatcher &m : sel->matchers())
            labels.insert(m.name, m.value);
    }
    return labels;
}

} // namespace

HistoryOptions HistoryOptions::fromSettings()
{
    HistoryOptions o;
    QSettings s = paths::settings();
    o.rawMinutes =
        std::clamp(s.value(QStringLiteral("history/raw_minutes"), o.rawMinutes).toInt(), 1, 24 * 60);
    o.rollupDays = std::clamp(s.value(QStringLiteral("history/rollup_days"), o.rollupDays).toInt(), 1, 3660);
    return o;
}

// --- the recorder ---------------------------------------------------------------------------------------

HistoryRecorder::HistoryRecorder() : m_keys(1) {}

HistoryRecorder::~HistoryRecorder()
{
    close();
}

QString HistoryRecorder::defaultFile()
{
    return QFileInfo(paths::databaseFile()).dir().filePath(QStringLiteral("history.sqlite"));
}

Status HistoryRecorder::open(const QString &file, const HistoryOptions &options)
{
    close();
    m_options = options;
    m_file = file;
    auto writer = std::make_unique<Writer>(*this, options);
    if (Status st = writer->db.open(file, true); !st) {
        stopWith(Tr::tr("History is not recorded: %1").arg(st.error()));
        return st;
    }
    {
        Statement s(writer->db, "SELECT id, metric, labels FROM series ORDER BY id");
        std::lock_guard lock(m_mutex);
        m_keys.assign(1, SeriesKey{});
        m_ids.clear();
        while (s.next()) {
            const quint32 id = quint32(s.integer(0));
            SeriesKey key{s.text(1), labelsFrom(s.text(1), s.text(2))};
            if (id >= m_keys.size())
                m_keys.resize(std::size_t(id) + 1);
            m_ids.insert(key.text(), id);
            m_keys[id] = std::move(key);
        }
        m_problem.clear();
        m_stats = {};
        m_stats.series = int(m_ids.size());
        m_stop = false;
        m_pending.clear();
        m_newSeries.clear();
        m_flushAsked = m_flushDone = 0;
    }
    m_writer = std::move(writer);
    m_recording.store(true, std::memory_order_release);
    m_thread = std::make_unique<std::thread>([w = m_writer.get()] { w->run(); });
    qCDebug(lcHistory) << "recording history in" << file;
    return Ok{};
}

void HistoryRecorder::close()
{
    if (!m_thread)
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread->join();
    m_thread.reset();
    m_writer.reset();
    m_recording.store(false, std::memory_order_release);
}

void HistoryRecorder::stopWith(const QString &problem)
{
    m_recording.store(false, std::memory_order_release);
    std::lock_guard lock(m_mutex);
    if (m_problem.isEmpty()) {
        m_problem = problem;
        qCWarning(lcHistory).noquote() << problem;
    }
    m_pending.clear();
    m_pending.shrink_to_fit();
}

QString HistoryRecorder::problem() const
{
    std::lock_guard lock(m_mutex);
    return m_problem;
}

quint32 HistoryRecorder::seriesId(const SeriesKey &key)
{
    if (!isRecording())
        return 0;
    const QString text = key.text();
    std::lock_guard lock(m_mutex);
    if (const auto it = m_ids.constFind(text); it != m_ids.cend())
        return it.value();
    if (int(m_ids.size()) >= m_options.maxSeries) {
        ++m_stats.overflow;
        return 0;
    }
    const quint32 id = quint32(m_keys.size());
    m_keys.push_back(key);
    m_ids.insert(text, id);
    m_newSeries.push_back(id);
    m_stats.series = int(m_ids.size());
    return id;
}

SeriesKey HistoryRecorder::seriesKey(quint32 id) const
{
    std::lock_guard lock(m_mutex);
    return id < m_keys.size() ? m_keys[id] : SeriesKey{};
}

void HistoryRecorder::append(const HistoryPoint *points, std::size_t count)
{
    if (count == 0 || !isRecording())
        return;
    bool wake = false;
    {
        std::lock_guard lock(m_mutex);
        const std::size_t room =
            m_pending.size() < m_options.maxPendingPoints ? m_options.maxPendingPoints - m_pending.size() : 0;
        const std::size_t n = std::min(room, count);
        m_pending.insert(m_pending.end(), points, points + n);
        m_stats.overflow += count - n;
        wake = m_pending.size() >= m_options.maxPendingPoints / 2;
    }
    if (wake)
        m_wake.notify_one();
}

void HistoryRecorder::flush(bool openMinutes)
{
    if (!m_thread)
        return;
    std::unique_lock lock(m_mutex);
    const quint64 ticket = ++m_flushAsked;
    m_flushOpenMinutes = m_flushOpenMinutes || openMinutes;
    m_wake.notify_all();
    m_flushed.wait(lock, [&] { return m_flushDone >= ticket || !isRecording(); });
}

HistoryStats HistoryRecorder::stats() const
{
    std::lock_guard lock(m_mutex);
    return m_stats;
}

qint64 HistoryRecorder::bytesUsed() const
{
    HistoryDb db;
    if (!db.open(m_file, false))
        return 0;
    return db.bytesUsed();
}

Status HistoryRecorder::writeFrame(const QString &metric, qint64 hour, const QByteArray &cells)
{
    HistoryDb db;
    if (Status st = db.open(m_file, true); !st)
        return st;
    Statement put(db, "INSERT OR REPLACE INTO frame(metric, hour, cells) VALUES(?1, ?2, ?3)");
    if (!put.bind(1, metric).bind(2, hour).bind(3, cells).run())
        return Status::failure(db.lastError());
    return Ok{};
}

} // namespace cg::history
