// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ledger_watch.h"

#include "ledger/ledger_logging.h"
#include "ledger/sqlite_ledger_store.h"
#include "storage/database.h"
#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_ledger_store.h"
#endif

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace cg::ledger {

LedgerWatch::LedgerWatch(LedgerStore &store, QObject *parent) : QObject(parent), m_store(store)
{
    m_coalesce = new QTimer(this);
    m_coalesce->setSingleShot(true);
    // A busy log (every remote command is a row) reloads the views at most five times a second.
    m_coalesce->setInterval(200);
    connect(m_coalesce, &QTimer::timeout, this, &LedgerWatch::touched);
}

Status LedgerWatch::start()
{
    touched();
    if (auto *sqlite = dynamic_cast<SqliteLedgerStore *>(&m_store)) {
        m_path = sqlite->database().path();
        watchFiles();
        return Ok{};
    }
#if CLUSTERGATE_WITH_POSTGRESQL
    if (auto *server = dynamic_cast<PgLedgerStore *>(&m_store)) {
        // Every desktop's audit append and request change is announced on the ledger's channel (a burst of
        // them is one read of the head).
        if (!m_listening) {
            const auto later = [this] {
                if (!m_coalesce->isActive())
                    m_coalesce->start();
            };
            connect(server, &PgLedgerStore::auditAppended, this, later);
            connect(server, &PgLedgerStore::requestChanged, this, later);
            m_listening = true;
        }
        return server->listen();
    }
#endif
    return Ok{};
}

void LedgerWatch::watchFiles()
{
    if (m_path.isEmpty() || m_path == QLatin1String(":memory:"))
        return;
    if (!m_files) {
        m_files = new QFileSystemWatcher(this);
        const auto onEvent = [this] {
            watchFiles();                // SQLite may replace the -wal file: watch the new one
            if (!m_coalesce->isActive()) // throttled, not postponed: a steady stream still shows
                m_coalesce->start();
        };
        connect(m_files, &QFileSystemWatcher::fileChanged, this, onEvent);
        connect(m_files, &QFileSystemWatcher::directoryChanged, this, onEvent);
    }
    // The database, its write-ahead log (where a WAL-mode commit lands) and the folder (the -wal file comes
    // and goes with the connections).
    QStringList wanted{m_path, m_path + QStringLiteral("-wal"), QFileInfo(m_path).absolutePath()};
    const QStringList have = m_files->files() + m_files->directories();
    for (const QString &p : wanted) {
        if (!have.contains(p) && QFileInfo::exists(p))
            m_files->addPath(p);
    }
}

void LedgerWatch::touched()
{
    const auto last = m_store.lastAuditRow();
    if (!last.ok()) {
        qCDebug(lcLedger) << "ledger watch: cannot read the audit head:" << last.error();
        return;
    }
    const qint64 head = last->has_value() ? last->value().seq : 0;
    if (head == m_head)
        return;
    const bool first = m_head < 0;
    m_head = head;
    qCDebug(lcLedger) << "ledger watch: audit head at" << head;
    if (!first)
        emit changed(head);
}

} // namespace cg::ledger
