// SPDX-License-Identifier: GPL-3.0-or-later
// The registry of check kinds: a checklist names a kind ("ssh.hops", "link.node_to_node", ...) and the
// registry gives what runs it. The built-in kinds are one table (check_kinds.cpp); a new kind is a file with
// its runner and one row there, or CheckKinds::add at run time (a test, a site's own check).
#pragma once

#include "validation/validation_types.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cg::validation {

struct CheckDef;
class CheckContext;

// Runs one check of its kind to completion on the validation thread (see CheckContext).
using CheckRunner = std::function<CheckResult(const CheckDef &def, CheckContext &ctx)>;

// One kind of check: its name in checklists, whether it needs the cluster's nodes, and how to make its
// runner.
struct CheckKind
{
    QString name;
    // False for kinds that judge without reaching a node (recorded results, placeholders): they run even when
    // the cluster has no nodes; the others come back NotRun ("the cluster has no nodes").
    bool needsNodes = true;
    std::function<CheckRunner()> factory;
};

class CheckKinds
{
public:
    // Registers a kind; false (nothing changed) when the name is empty, taken or the factory is missing.
    static bool add(CheckKind kind);
    // Removes a kind added at run time (a test's); the built-in kinds stay. False when there was none.
    static bool remove(const QString &name);
    static std::optional<CheckKind> find(const QString &name);
    // Every registered name, sorted.
    static QStringList names();
};

} // namespace cg::validation
