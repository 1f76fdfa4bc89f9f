// SPDX-License-Identifier: GPL-3.0-or-later
// What a validation run produces: per check a status, its figures against their thresholds and the
// evidence (log, JSON, a series for a chart); per level a status and any override with its reason.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QPointF>
#include <QString>

namespace cg::validation {

enum class CheckStatus { Pending, Running, Pass, Warn, Fail, NotRun, Blocked };

QString statusName(CheckStatus s);  // "pass", "fail", "not run", ... (stable, for JSON and the report)
QString statusLabel(CheckStatus s); // translated, for people
CheckStatus statusFromName(const QString &name);

struct Figure
{
    QString name; // "rtt_ms_p99"
    double value = 0;
    QString unit;
    bool hasThreshold = false;
    QString op; // ">=", "<=" ...
    double threshold = 0;
    QString thresholdText; // how the threshold came about
    bool met = true;
    bool hasPrevious = false; // the same figure in the previous run of this cluster
    double previous = 0;
    // False when the check could not measure it (no node it needs was reached): shown as "not measured",
    // never as a value, and never as met.
    bool measured = true;
};

// A node a check or a run speaks of, and why: excluded by the operator ("dead PSU"), or not measured
// ("not reached: ...").
struct NodeNote
{
    QString node;
    QString reason;

    bool operator==(const NodeNote &o) const { return node == o.node && reason == o.reason; }
};

// "not measured", translated: what a figure that was never measured shows instead of a value.
QString notMeasuredLabel();

struct CheckResult
{
    QString level;
    QString id;
    QString title;
    QString kind;
    CheckStatus status = CheckStatus::Pending;
    QString reason; // why it failed, did not run, or what a person should know
    QList<Figure> figures;
    QByteArray log;     // raw output, for the evidence viewer
    QJsonObject json;   // structured evidence (per node, per hop)
    QString seriesName; // a chart: e.g. console-to-node RTT per ping
    QList<QPointF> series;
    qint64 startedMs = 0;
    qint64 endedMs = 0;
    QByteArray evidenceSha256; // hex, of evidenceJson()
    bool required = true;
    QList<NodeNote> notMeasured; // nodes this check needed but could not measure, and why
    QList<NodeNote> excluded;    // nodes the operator left out of the run, with the reason (evidence)

    // Nothing this check speaks of was measured: every figure is "not measured" (or there is none and it
    // did not run).
    bool nothingMeasured() const;

    // Everything above that is evidence, canonical (sorted keys, compact): what is hashed and stored.
    QByteArray evidenceJson() const;
    QJsonObject toJson(bool withEvidence) const;
};

struct LevelResult
{
    QString id;
    QString title;
    CheckStatus status = CheckStatus::Pending;
    QString reason; // blocked by which level, or why it did not pass
    QString overrideReason;
    QString overrideBy;
    QList<CheckResult> checks;
    int nodesTotal = 0;       // the cluster's nodes, excluded ones included
    QList<NodeNote> excluded; // left out of the run by the operator, with the reason

    bool passedOrOverridden() const { return status == CheckStatus::Pass || !overrideReason.isEmpty(); }
    int nodesCounted() const { return nodesTotal - int(excluded.size()); }
    // The verdict with the nodes it counts, translated: "pass, 3 of 4 nodes, 1 excluded: dead PSU".
    QString verdict() const;
    // The same for JSON: status, verdict, nodes_total, nodes_counted, excluded [{node, reason}].
    QJsonObject summaryJson() const;
};

QJsonArray nodeNotesJson(const QList<NodeNote> &notes);

} // namespace cg::validation

Q_DECLARE_METATYPE(cg::validation::CheckResult)
