// SPDX-License-Identifier: GPL-3.0-or-later
// Remembered work: which clusters were streaming when the console closed, one settings key per cluster
// ("streaming/<id>"), and the use case that streams them again after a restart. It waits for the keychain's
// first answer (so that remembered passphrases and passwords answer the logins, not a person), then starts
// every remembered cluster's fleet at once: clusters behind one bastion share its login, so a bastion asks
// at most once (its one-time password) and not at all where the keychain answers. The window only shows.
#pragma once

#include "agent/fleet_session.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QTimer>

class QSettings;

namespace cg::services {

class Console;

class StreamingMemory : public QObject
{
    Q_OBJECT

public:
    explicit StreamingMemory(Console &console, QObject *parent = nullptr);
    ~StreamingMemory() override;

    // The clusters remembered as streaming (the old one-list form "workspace/streamingClusters" read too).
    static QList<qint64> remembered(const QSettings &settings);
    // Remembers the clusters streaming now in `console`, those still waiting to resume here and `also`
    // (offered to stream again); forgets the rest.
    void save(QSettings &settings, const QList<qint64> &also = {}) const;

    // Streams the remembered clusters that still exist and do not stream yet, once the keychain answered
    // (or after `keychainWaitMs` without an answer). Returns how many will be resumed.
    int resume(const QSettings &settings, const FleetOptions &options, int keychainWaitMs = 15000);
    // Remembered, not resumed yet (waiting for the keychain, or refused: see resumeFailed()).
    QList<qint64> pending() const { return m_pending; }

signals:
    void resumed(qint64 clusterId);
    void resumeFailed(qint64 clusterId, const QString &error);

private:
    void startAll();

    Console &m_console;
    FleetOptions m_options;
    QList<qint64> m_pending;
    QTimer m_keychainWait;
    bool m_waiting = false;
};

} // namespace cg::services
