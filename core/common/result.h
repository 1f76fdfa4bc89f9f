// SPDX-License-Identifier: GPL-3.0-or-later
// A value or a human-readable (already translated) error with a code; no exceptions across Qt boundaries.
// Decisions are taken on code(), never on the text (which changes with the translation).
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>
#include <utility>

namespace cg {

// What kind of failure: the part of an error a caller may branch on. The message says the rest to a person.
enum class ErrorCode {
    None = 0,    // not a failure
    Failed,      // it went wrong (I/O, the remote side, a bug): the default
    Refused,     // a rule, a gate or a policy said no (compliance, host keys, four eyes); retrying will not help
    Invalid,     // the input does not read (a spec, a definition, an argument)
    NotFound,    // no such cluster, dataset, job, request, ...
    Unreachable, // a host or a hop could not be reached or logged into
    Cancelled,   // the person or the program stopped it
    Conflict,    // the state moved under us (a name taken, a stale version)
};

// [[nodiscard]]: a failure that nobody looks at is a bug; value() and -> on a failure stop the program with
// the error instead of reading an empty optional.
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_value(std::move(value)) {}
    static Result failure(QString error, ErrorCode code = ErrorCode::Failed)
    {
        Result r;
        r.m_error = std::move(error);
        r.m_code = code == ErrorCode::None ? ErrorCode::Failed : code;
        return r;
    }
    // Another result's failure, with its code, optionally with a new message.
    template <typename U> static Result failureOf(const Result<U> &other, QString error = {})
    {
        return failure(error.isEmpty() ? other.error() : std::move(error), other.code());
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const
    {
        check();
        return *m_value;
    }
    T &value()
    {
        check();
        return *m_value;
    }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const QString &error() const { return m_error; }
    ErrorCode code() const { return ok() ? ErrorCode::None : m_code; }

private:
    Result() = default;
    void check() const
    {
        if (Q_UNLIKELY(!m_value))
            qFatal("cg::Result: value() of a failure: %s", qUtf8Printable(m_error));
    }
    std::optional<T> m_value;
    QString m_error;
    ErrorCode m_code = ErrorCode::None;
};

struct Ok
{
};

using Status = Result<Ok>;

} // namespace cg
