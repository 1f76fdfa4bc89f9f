// SPDX-License-Identifier: GPL-3.0-or-later
// The exit statuses of every `clustergate` command: one table, documented in docs/cli.md. Scripts branch on
// these numbers, so a value never changes meaning; a command that needs a new outcome adds a row here.
#pragma once

#include "common/result.h"

#include <QString>
#include <QTextStream>

namespace cg::cli {

namespace exit_code {

// It did what was asked (verify: intact and anchored).
constexpr int kDone = 0;
// It went wrong, or what it checked is not so (a level failed, a report does NOT verify).
constexpr int kFailed = 1;
// The command line does not read: an unknown word or option, a missing argument.
constexpr int kUsage = 2;
// A rule, a gate or a policy said no (the ledger, four eyes): nothing was done, retrying will not help.
constexpr int kRefused = 3;
// Verify commands only (they never refuse): intact, but nothing from outside vouches for it.
constexpr int kUnanchored = 3;
// Cancelled or stopped before the end (resumable where the message says so).
constexpr int kInterrupted = 4;
// validate: the run finished, but its report could not be written.
constexpr int kReport = 5;
// A host or a hop could not be reached or logged into (as ssh).
constexpr int kConnectionFailed = 255;

} // namespace exit_code

// The exit status for a failure's code: decisions on ErrorCode, never on the message.
constexpr int exitCodeFor(ErrorCode code)
{
    switch (code) {
    case ErrorCode::None:
        return exit_code::kDone;
    case ErrorCode::Refused:
        return exit_code::kRefused;
    case ErrorCode::Unreachable:
        return exit_code::kConnectionFailed;
    case ErrorCode::Cancelled:
        return exit_code::kInterrupted;
    case ErrorCode::Failed:
    case ErrorCode::Invalid:
    case ErrorCode::NotFound:
    case ErrorCode::Conflict:
        break;
    }
    return exit_code::kFailed;
}

// Says why on standard error ("clustergate: MESSAGE") and hands `code` back: how a command ends on a failure.
inline int failWith(const QString &message, int code)
{
    QTextStream(stderr) << "clustergate: " << message << Qt::endl;
    return code;
}

} // namespace cg::cli
