// SPDX-License-Identifier: GPL-3.0-or-later
// "Check connectivity" for a cluster: reaches every node through the cluster's jump chain (one bastion
// login, through SshService) and reports each node's result and time as it arrives. Cancellable.
#pragma once

#include "inventory/inventory.h"
#include "services/host_key_row.h"
#include "ssh/ssh_engine.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QSet>

class QTcpSocket;

namespace cg::ssh {
class SshService;
}

namespace cg::services {

// Where one node stands after a check, from the check's own state (the host keys it met, how its attempt
// ended), never from its messages.
struct NodeReach
{
    enum class State {
        Checking,    // its attempt has not returned yet
        Reached,     // logged in, every host key on the way verified
        KeyToReview, // it answered with a host key not on record: reached, waiting for a person to accept it
        KeyRefused,  // it answered with a key that differs from the one on record (or is revoked): refused
        BehindKey,   // stopped at a jump host's key: the node itself was not asked yet
        NotReached,  // nothing answered, or the way to it failed for another reason
        Cancelled,   // the check was cancelled before its attempt returned
    };
    State state = State::Checking;
    QString stoppedAt;   // BehindKey: the jump host whose key stopped it, as people call it
    bool keyNew = false; // BehindKey: that key is new (to review), not a changed one

    // Its own word is in: reached, its key seen, or found not reachable (a node behind a jump host's key
    // and a cancelled one are still to scan).
    bool scanned() const
    {
        return state == State::Reached || state == State::KeyToReview || state == State::KeyRefused ||
               state == State::NotReached;
    }
};

class ConnectivityCheck : public QObject
{
    Q_OBJECT

public:
    ConnectivityCheck(ssh::SshService *service, Inventory *inventory, QObject *parent = nullptr);

    // Starts checking every node of the cluster (`only`: just those nodes); returns false (with `error`) when
    // it cannot start.
    bool start(qint64 clusterId, const QString &knownHostsFile, QString *error, const QStringList &only = {});
    // The nodes of the last check that stopped at the key of `address:port` (a node that did not answer at
    // all is not among them: accepting a key does not reach it).
    QStringList stoppedAt(const QString &address, quint16 port) const;
    bool stoppedAtKey(const QString &node) const { return m_refusedAt.contains(node); }
    // Where `node` stands in this check (Checking until its attempt returns; a node this check does not
    // cover is Checking too).
    NodeReach reach(const QString &node) const { return m_reach.value(node); }
    // One sentence for people on where `nodes` stand (node name -> where), e.g. "5 node(s): 4 reached,
    // new host key(s) to review; 1 not reached." Each kind is counted apart: reached, reached with a key to
    // review, refused at a changed key, waiting behind a jump host's key, not reached, not checked.
    static QString summary(const QMap<QString, NodeReach> &nodes);
    void cancel();
    // A person accepted the key of `address:port` while the check runs: every node that was refused at
    // that host is checked again at once (a node still on its way is checked again when it returns), and
    // the host's rows leave the review list. Returns how many nodes go again.
    int retryBehind(const QString &address, quint16 port);
    // A person accepted the key `row` offers for the cluster called `clusterName`: its known_hosts line in
    // `knownHostsFile` and its audit row are written together, and, while the check runs, the nodes behind
    // that host go again (retryBehind). Returns the accepted row (as known); the check does not change when
    // recording fails.
    Result<HostKeyRow> acceptKey(const QString &clusterName, const HostKeyRow &row,
                                 const QString &knownHostsFile);
    // The rows refused so far in this check, one per host (what hostKeysToReview() will hand over).
    const QList<HostKeyRow> &refusedSoFar() const { return m_refused; }
    bool isRunning() const { return !m_pending.isEmpty(); }
    int total() const { return m_total; }
    int done() const { return m_total - int(m_pending.size()); }

signals:
    void nodeChecked(qint64 clusterId, const QString &node, bool ok, const QString &text);
    void progress(int done, int total);
    void finished(int ok, int failed);
    // A host key the policy refused, as soon as it is seen (once per host): the review table fills while
    // the check goes on (the bastions first, the nodes behind them as soon as a bastion is accepted).
    void hostKeyOffered(const cg::services::HostKeyRow &row);
    // After finished(): host keys the policy refused, one row per host, for a person to review.
    void hostKeysToReview(const QList<cg::services::HostKeyRow> &rows);

private:
    void onFinished(quint64 id, int exitStatus, const QString &error, int failedHop,
                    const QString &hopMessage);
    bool checkNode(const QString &node);
    // Where `node` stands now that its attempt returned (`ok`: it logged in).
    NodeReach reachOf(const QString &node, bool ok) const;
    static QString hostKey(const QString &address, quint16 port);

    ssh::SshService *m_service;
    Inventory *m_inventory;
    qint64 m_cluster = 0;
    QHash<quint64, QString> m_pending; // request id -> node
    int m_hopCount = 0;                // jump hosts in front of every node
    QStringList m_jumpNames;           // their names, first hop first
    QList<HostKeyRow> m_refused;
    QHash<QString, QString> m_refusedAt; // node -> "address:port" of the host whose key stopped it
    QSet<QString> m_again;               // nodes to check again when their current attempt returns
    QHash<QString, NodeReach> m_reach;   // node -> where it stands in this check
    bool m_cancelling = false;
    ssh::SessionOptions m_base;
    QElapsedTimer m_clock;
    qint64 m_personMsAtStart = 0;
    int m_total = 0;
    int m_ok = 0;
    int m_failed = 0;
};

// The L0 exposure probe: whether each node's own address answers from this machine. Behind a bastion it
// must not (the management plane would be exposed); with no jump host there is nothing to prove.
class DirectReach : public QObject
{
    Q_OBJECT

public:
    enum class Verdict {
        Probing,
        NotReachable, // pass: only the chain reaches the node
        Reachable,    // fail: the node's address answers from here
        NotApplicable // no bastion: the nodes are meant to be reached directly
    };

    explicit DirectReach(QObject *parent = nullptr);

    // Probes every node of `nodes` (connect to its address and port, `timeoutMs` at most) when they are
    // `behindBastion`, else marks them not applicable; the probes of an earlier start are dropped.
    void start(const QList<NodeRecord> &nodes, bool behindBastion, int timeoutMs = 3000);
    Verdict verdict(int node) const { return m_verdicts.value(node, Verdict::Probing); }
    bool settled() const { return !m_verdicts.contains(Verdict::Probing); }

signals:
    // A node's verdict settled.
    void changed();

private:
    QList<Verdict> m_verdicts;
    QList<QTcpSocket *> m_probes;
};

} // namespace cg::services
