// SPDX-License-Identifier: GPL-3.0-or-later
// Prometheus text exposition (format 0.0.4; the OpenMetrics text a server may send instead reads the same for
// the samples kept here): name{label="value",...} value [timestamp]. Bounded: the bytes read, the series
// kept, the length of one line and the time spent; what is garbage is counted and the first few lines
// reported. Plain parsing, no I/O.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace cg::business {

struct PromLimits
{
    qsizetype maxBytes = 16 * 1024 * 1024; // input beyond this is not read
    int maxSeries = 200000;                // samples beyond this are dropped
    int maxLineLength = 64 * 1024;         // a longer line is garbage
    int maxMillis = 2000;                  // parsing stops after this long
    int maxProblems = 10;                  // problem lines kept for the report
};

struct PromSample
{
    QString name;
    QList<QPair<QString, QString>> labels; // in the order sent
    double value = 0;

    QString label(const QString &key) const;
};

struct PromParse
{
    QList<PromSample> samples;
    int lines = 0;
    int badLines = 0;
    QStringList problems; // "line 12: ...", at most PromLimits::maxProblems
    QString truncated;    // why reading stopped early (bytes, series, time); empty when it did not
    bool isClean() const { return badLines == 0 && truncated.isEmpty(); }
};

class PromText
{
public:
    static PromParse parse(const QByteArray &text, const PromLimits &limits = {});
};

} // namespace cg::business
