// SPDX-License-Identifier: GPL-3.0-or-later
// What the files of Ledger (ledger.cpp: officers and datasets; ledger_requests.cpp: a request's life;
// ledger_views.cpp: lists, checks, hashes and copies) share; not for use outside them.
#pragma once

#include "ledger/ledger.h"
#include "ledger/lineage.h"

#include <QJsonArray>

#include <algorithm>

namespace cg::ledger::detail {

// The life of a request: which state may follow which, and the audit action that records it.
struct Transition
{
    RequestState from;
    RequestState to;
    const char *action;
};

inline constexpr Transition kTransitions[] = {
    {RequestState::Draft, RequestState::Submitted, "request.submitted"},
    {RequestState::Submitted, RequestState::Approved, "request.approved"},
    {RequestState::Submitted, RequestState::Rejected, "request.rejected"},
    {RequestState::Submitted, RequestState::Draft, "request.withdrawn"},
    {RequestState::Approved, RequestState::Active, "request.activated"},
    {RequestState::Active, RequestState::Expired, "request.expired"},
    {RequestState::Expired, RequestState::DestructionPending, "request.destruction-pending"},
    {RequestState::DestructionPending, RequestState::Destroyed, "request.destroyed"},
};

inline const Transition *findTransition(RequestState from, RequestState to)
{
    for (const Transition &t : kTransitions) {
        if (t.from == from && t.to == to)
            return &t;
    }
    return nullptr;
}

// States whose people count toward the year's thresholds: the decision to send was made.
inline bool counts(RequestState s)
{
    return s == RequestState::Approved || s == RequestState::Active || s == RequestState::Expired ||
           s == RequestState::DestructionPending || s == RequestState::Destroyed;
}

inline QString subjectOf(qint64 requestId)
{
    return QStringLiteral("request:%1").arg(requestId);
}

inline QJsonArray toArray(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

// Why a dataset version is not usable (empty: it is): at most 100 characters, no control characters.
inline QString versionProblem(const QString &version)
{
    if (version.size() > 100)
        return Ledger::tr("is longer than 100 characters");
    if (std::any_of(version.begin(), version.end(),
                    [](QChar c) { return c.category() == QChar::Other_Control; }))
        return Ledger::tr("contains a control character");
    return {};
}

// Effective grades: the dataset's own floor, raised to its sources' highest unless re-graded.
inline void resolveGrades(QList<Dataset> &all)
{
    Lineage::resolve(all);
}

} // namespace cg::ledger::detail
