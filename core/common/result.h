// SPDX-License-Identifier: GPL-3.0-or-later
// A value or a human-readable (already translated) error; no exceptions across Qt boundaries.
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>
#include <utility>

namespace cg {

// [[nodiscard]]: a failure that nobody looks at is a bug; value() and -> on a failure stop the program with
// the error instead of reading an empty optional.
template <typename T> class [[nodiscard]] Result
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

private:
    Result() = default;
    void check() const
    {
        if (Q_UNLIKELY(!m_value))
            qFatal("cg::Result: value() of a failure: %s", qUtf8Printable(m_error));
    }
    std::optional<T> m_value;
    QString m_error;
};

struct Ok
{
};

using Status = Result<Ok>;

} // namespace cg
