// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/prom_text.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cmath>

namespace cg::business {

QString PromSample::label(const QString &key) const
{
    for (const auto &l : labels)
        if (l.first == key)
            return l.second;
    return {};
}

namespace {

bool nameStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
}

bool nameChar(char c)
{
    return nameStart(c) || (c >= '0' && c <= '9');
}

bool parseValue(QByteArrayView text, double &out)
{
    if (text == "+Inf" || text == "Inf") {
        out = INFINITY;
        return true;
    }
    if (text == "-Inf") {
        out = -INFINITY;
        return true;
    }
    if (text == "NaN") {
        out = NAN;
        return true;
    }
    bool ok = false;
    out = QByteArray(text.data(), text.size()).toDouble(&ok);
    return ok;
}

// One sample line; an empty string when it is well formed, else what is wrong.
QString parseLine(QByteArrayView line, PromSample &out)
{
    qsizetype i = 0;
    const qsizetype n = line.size();
    if (n == 0 || !nameStart(line[0]))
        return QCoreApplication::translate("cg::business::PromText", "no metric name");
    while (i < n && nameChar(line[i]))
        ++i;
    out.name = QString::fromLatin1(line.data(), i);
    if (i < n && line[i] == '{') {
        ++i;
        for (;;) {
            while (i < n && line[i] == ' ')
                ++i;
            if (i < n && line[i] == '}') {
                ++i;
                break;
            }
            const qsizetype keyStart = i;
            if (i >= n || !nameStart(line[i]) || line[i] == ':')
                return QCoreApplication::translate("cg::business::PromText", "bad label name");
            while (i < n && nameChar(line[i]) && line[i] != ':')
                ++i;
            const QString key = QString::fromLatin1(line.data() + keyStart, i - keyStart);
            if (i + 1 >= n || line[i] != '=' || line[i + 1] != '"')
                return QCoreApplication::translate("cg::business::PromText", "label %1 has no quoted value")
                    .arg(key);
            i += 2;
            QByteArray value;
            bool closed = false;
            while (i < n) {
                const char c = line[i++];
                if (c == '"') {
                    closed = true;
                    break;
                }
                if (c == '\\') {
                    if (i >= n)
                        break;
                    const char e = line[i++];
                    value.append(e == 'n' ? '\n' : e);
                } else {
                    value.append(c);
                }
            }
            if (!closed)
                return QCoreApplication::translate("cg::business::PromText", "label %1's value is not closed")
                    .arg(key);
            out.labels.append({key, QString::fromUtf8(value)});
            while (i < n && line[i] == ' ')
                ++i;
            if (i < n && line[i] == ',') {
                ++i;
                continue;
            }
            if (i < n && line[i] == '}') {
                ++i;
                break;
            }
            return QCoreApplication::translate("cg::business::PromText", "labels not closed");
        }
    }
    if (i >= n || (line[i] != ' ' && line[i] != '\t'))
        return QCoreApplication::translate("cg::business::PromText", "no value");
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    qsizetype end = i;
    while (end < n && line[end] != ' ' && line[end] != '\t')
        ++end;
    if (!parseValue(line.sliced(i, end - i), out.value))
        return QCoreApplication::translate("cg::business::PromText", "value is not a number");
    // An optional timestamp (integer milliseconds) follows; anything else is garbage.
    while (end < n && (line[end] == ' ' || line[end] == '\t'))
        ++end;
    if (end < n) {
        qsizetype t = end;
        if (line[t] == '-')
            ++t;
        bool digits = t < n;
        for (qsizetype k = t; k < n; ++k)
            digits = digits && ((line[k] >= '0' && line[k] <= '9') || line[k] == '.');
        if (!digits)
            return QCoreApplication::translate("cg::business::PromText", "garbage after the value");
    }
    return {};
}

} // namespace

PromParse PromText::parse(const QByteArray &input, const PromLimits &limits)
{
    PromParse result;
    QElapsedTimer clock;
    clock.start();
    QByteArrayView text(input);
    if (text.size() > limits.maxBytes) {
        text = text.first(limits.maxBytes);
        result.truncated =
            QCoreApplication::translate("cg::business::PromText", "more than %1 bytes; the rest was not read")
                .arg(limits.maxBytes);
    }
    auto problem = [&](int lineNo, const QString &what) {
        ++result.badLines;
        if (result.problems.size() < limits.maxProblems)
            result.problems.append(
                QCoreApplication::translate("cg::business::PromText", "line %1: %2").arg(lineNo).arg(what));
    };
    qsizetype pos = 0;
    int lineNo = 0;
    while (pos < text.size()) {
        qsizetype nl = text.indexOf('\n', pos);
        if (nl < 0)
            nl = text.size();
        QByteArrayView line = text.sliced(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;
        ++result.lines;
        if ((lineNo & 1023) == 0 && clock.elapsed() > limits.maxMillis) {
            result.truncated =
                QCoreApplication::translate("cg::business::PromText",
                                            "parsing took longer than %1 ms; stopped at line %2")
                    .arg(limits.maxMillis)
                    .arg(lineNo);
            break;
        }
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > limits.maxLineLength) {
            problem(lineNo, QCoreApplication::translate("cg::business::PromText", "longer than %1 bytes")
                                .arg(limits.maxLineLength));
            continue;
        }
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (result.samples.size() >= limits.maxSeries) {
            result.truncated = QCoreApplication::translate("cg::business::PromText",
                                                           "more than %1 series; the rest were dropped")
                                   .arg(limits.maxSeries);
            break;
        }
        PromSample sample;
        const QString wrong = parseLine(line, sample);
        if (!wrong.isEmpty()) {
            problem(lineNo, wrong);
            continue;
        }
        result.samples.append(std::move(sample));
    }
    return result;
}

} // namespace cg::business
