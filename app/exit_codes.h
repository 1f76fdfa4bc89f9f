// SPDX-License-Identifier: GPL-3.0-or-later
// The exit statuses of every `clustergate` command: one table, documented in docs/cli.md. Scripts branch on
// these numbers, so a value never changes meaning; a command that needs a new outcome adds a row here.
#pragma once

#include "common/result.h"

namespace cg::cli {

namespace exit_code {

constexpr int kDone = 0;   // it did what was asked (verify: intact and anchored)
constexpr int kFailed = 1; // it went wrong, or what it checked is not so (a level failed, does NOT verify)
constexpr int kUsage = 2;  // the command line does not read: unknown word, option or a missing argument
constexpr int kRefused =
    3; // a rule, a gate or a policy said no (the ledger, four eyes): retrying will not help
constexpr int kUnanchored = 3;  // verify commands only: intact, but nothing from outside vouches for it
constexpr int kInterrupted = 4; // cancelled or stopped before the end (resumable where the message says so)
constexpr int kReport = 5;      // validate: the run finished, but its report could not be written
constexpr int kConnectionFailed = 255; // a host or a hop could not be reached or logged into (as ssh)

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

} // namespace cg::cli
