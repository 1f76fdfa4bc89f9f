// SPDX-License-Identifier: GPL-3.0-or-later
// A history series is a metric name with labels (`gpu_util{cluster="lab",node="gpu01",gpu="0"}`), as
// Prometheus names them; a selector picks series by metric name and label matchers (=, !=, =~, !~).
#pragma once

#include "common/result.h"

#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>

namespace cg::history {

using Labels = QMap<QString, QString>;

struct SeriesKey
{
    QString metric;
    Labels labels;
    // metric{a="x",b="y"}: labels in name order, values escaped as PromQL does; the identity of a series.
    QString text() const;
    QString labelsText() const; // {a="x",b="y"} or "" without labels
    bool operator==(const SeriesKey &o) const { return metric == o.metric && labels == o.labels; }
};

struct LabelMatcher
{
    enum Op { Equal, NotEqual, Match, NoMatch };
    QString name;
    Op op = Equal;
    QString value;
    QRegularExpression re; // anchored, for Match and NoMatch
    bool matches(const Labels &labels) const;
};

class Selector
{
public:
    // `gpu_util`, `gpu_util{cluster="lab",node=~"gpu0[12]"}`, `{__name__="gpu_util"}` is not supported.
    static Result<Selector> parse(const QString &text);
    QString metric() const { return m_metric; }
    const QList<LabelMatcher> &matchers() const { return m_matchers; }
    bool matches(const SeriesKey &key) const;

private:
    QString m_metric;
    QList<LabelMatcher> m_matchers;
};

} // namespace cg::history
