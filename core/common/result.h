// SPDX-License-Identifier: GPL-3.0-or-later
// A value or a human-readable (already translated) error; no exceptions across Qt boundaries.
#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace cg {

template <typename T> class Result
{
public:
    Result(T value) : m_value(std::move(value)) {}
    static Result failure(QString error)
    {
        Result r;
        r.m_error = std::move(error);
        return r;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    const QString &error() const { return m_error; }

private:
    Result() = default;
    std::optional<T> m_value;
    QString m_error;
};

struct Ok
{
};

using Status = Result<Ok>;

} // namespace cg
