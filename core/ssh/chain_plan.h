// SPDX-License-Identifier: GPL-3.0-or-later
// From what a person types (an ssh_config alias or [user@]host[:port], maybe --jump hops) to the list
// of endpoints to connect through, resolved the way OpenSSH would resolve them.
#pragma once

#include "common/result.h"
#include "ssh/ssh_engine.h"
#include "ssh/ssh_types.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>

namespace cg::ssh {

class SshConfig;

struct ChainPlan
{
    QList<Endpoint> jumps; // in connection order: jumps.first() is reached over TCP
    Endpoint target;
};

struct PlanRequest
{
    QString target;            // alias or [user@]host[:port]
    QString jump;              // --jump: comma list of hop specs; empty: from the config
    QStringList identityFiles; // --identity: tried first, on every hop
    QString homeDir;           // for the default keys (~/.ssh/id_*)
};

class ChainPlanner
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::ChainPlanner)

public:
    // `config` may be null (no ssh_config): then only what was typed counts.
    static Result<ChainPlan> plan(const PlanRequest &request, const SshConfig *config);
};

// Creates the sessions of a plan in `engine`, each hop through the one before; returns the target's.
// `base` gives the policy, known_hosts file, prompt and timeouts; endpoint and hop are filled in.
Session *connectPlan(Engine &engine, const ChainPlan &plan, const SessionOptions &base,
                     QList<Session *> *all = nullptr);

} // namespace cg::ssh

Q_DECLARE_METATYPE(cg::ssh::ChainPlan)
Q_DECLARE_METATYPE(cg::ssh::SessionOptions)
