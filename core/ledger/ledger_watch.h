// SPDX-License-Identifier: GPL-3.0-or-later
// One notification path for "the ledger changed", the same for a SQLite file and a team ledger server, so
// that every view that shows ledger state (review queue, destruction tracking, audit log, datasets) refreshes
// on it and on nothing else.
//
// What moves is the audit log's head: every change to the ledger writes its audit row in the same
// transaction, so a new head is exactly "something changed". The watch learns of a possible change from
//   - this process: whoever wrote through the store calls touched() (the ledger's own change signal);
//   - other processes on a SQLite file: a file watch on the database and its write-ahead log;
//   - a PostgreSQL server: LISTEN/NOTIFY on the ledger's channel, announced by every audit append;
// and then reads the head once; changed() is emitted only when it moved. Use it on the thread of the store.
#pragma once

#include "ledger/ledger_store.h"

#include <QObject>

class QFileSystemWatcher;
class QTimer;

namespace cg::ledger {

class LedgerWatch : public QObject
{
    Q_OBJECT

public:
    // The store must outlive the watch.
    explicit LedgerWatch(LedgerStore &store, QObject *parent = nullptr);

    // Starts watching (file watch or LISTEN); the head is read now. Fails only for a server that refuses
    // LISTEN: the watch then still follows this process's own changes (touched()).
    Status start();
    // The audit head last read (0: empty log, -1: not read yet or unreadable).
    qint64 head() const { return m_head; }
    LedgerStore &store() const { return m_store; }

public slots:
    // Something may have changed (a write through this process, a notification): reads the head and
    // emits changed() if it moved.
    void touched();

signals:
    // The ledger's audit head moved to `head`: reload what you show.
    void changed(qint64 head);

private:
    void watchFiles();

    LedgerStore &m_store;
    qint64 m_head = -1;
    QFileSystemWatcher *m_files = nullptr;
    QTimer *m_coalesce = nullptr; // a burst of file events is one read of the head
    QString m_path;
    bool m_listening = false;
};

} // namespace cg::ledger
