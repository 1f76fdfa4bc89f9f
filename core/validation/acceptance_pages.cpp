// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/acceptance_pages.h"

#include "validation/acceptance_charts.h"
#include "validation/checklist.h"

#include <QRegularExpression>

#include <optional>

namespace cg::validation {

namespace {

using report::TableCell;

QString num(double v)
{
    return QString::number(v, 'g', 5);
}

QString colourOf(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return QStringLiteral("#2e7d32");
    case CheckStatus::Fail:
        return QStringLiteral("#c62828");
    case CheckStatus::Warn:
        return QStringLiteral("#ef6c00");
    default:
        return QStringLiteral("#616161");
    }
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

TableCell cell(const QString &text, const QString &colour = {}, bool bold = false)
{
    return TableCell{text, colour, bold, 1, 1};
}

QString shortened(const QString &s, int max)
{
    const QString one = s.simplified();
    if (one.size() <= max)
        return one;
    const qsizetype cut = one.lastIndexOf(QLatin1Char(' '), max);
    return one.left(cut > max / 2 ? cut : max) + QStringLiteral(" …");
}

QString levelName(const LevelResult &l)
{
    return QStringLiteral("%1 %2").arg(l.id, Checklists::display(l.title));
}

// The reasons nodes were excluded for, each once: "dead PSU; relabelled".
QString exclusionReasons(const QList<NodeNote> &excluded)
{
    QStringList reasons;
    for (const NodeNote &n : excluded) {
        if (!reasons.contains(n.reason))
            reasons << n.reason;
    }
    return reasons.join(QLatin1String("; "));
}

// The nodes a verdict counts: "2 node(s)", or "3 of 4 nodes (1 excluded: dead PSU)" when some were left
// out, so that nobody reads an exclusion as a pass.
QString nodesCounted(const AcceptanceReport &r)
{
    const int total = int(r.nodes.size());
    if (r.excluded.isEmpty())
        return AcceptancePages::tr("%n node(s)", nullptr, total);
    return AcceptancePages::tr("%1 of %2 nodes (%3 excluded: %4)")
        .arg(total - int(r.excluded.size()))
        .arg(total)
        .arg(r.excluded.size())
        .arg(exclusionReasons(r.excluded));
}

// What a figure's name says in words: "membw.triad@gpu-01/gpu0" reads "membw.triad on gpu-01/gpu0".
QString figureName(const Figure &f)
{
    const qsizetype at = f.name.indexOf(QLatin1Char('@'));
    return at < 0 ? f.name : AcceptancePages::tr("%1 on %2").arg(f.name.left(at), f.name.mid(at + 1));
}

QString counts(const QList<CheckResult> &checks)
{
    int pass = 0, warn = 0, fail = 0, other = 0;
    for (const CheckResult &c : checks) {
        switch (c.status) {
        case CheckStatus::Pass:
            ++pass;
            break;
        case CheckStatus::Warn:
            ++warn;
            break;
        case CheckStatus::Fail:
            ++fail;
            break;
        default:
            ++other;
        }
    }
    QStringList out;
    out << AcceptancePages::tr("%1 of %2 passed").arg(pass).arg(checks.size());
    if (warn)
        out << AcceptancePages::tr("%1 warned").arg(warn);
    if (fail)
        out << AcceptancePages::tr("%1 failed").arg(fail);
    if (other)
        out << AcceptancePages::tr("%1 did not run").arg(other);
    return out.join(QLatin1String(", "));
}

// The lowest figure named `name` (the part before '@') over the report's checks, where `keep` says so.
struct Measured
{
    double value = 0;
    int count = 0;
    QString where;
};

template <typename Keep>
std::optional<Measured> lowest(const AcceptanceReport &r, const QString &name, Keep keep)
{
    std::optional<Measured> m;
    QStringList seen; // two rules on one metric give two figures of one value: count values
    for (const LevelResult &l : r.levels) {
        for (const CheckResult &c : l.checks) {
            if (!keep(c))
                continue;
            for (const Figure &f : c.figures) {
                if (!f.measured || f.name.section(QLatin1Char('@'), 0, 0) != name)
                    continue;
                if (!m)
                    m = Measured{f.value, 0, QStringLiteral("%1 %2").arg(l.id, c.id)};
                m->value = std::min(m->value, f.value);
                const QString key = l.id + QLatin1Char('/') + c.id + QLatin1Char('/') + f.name;
                if (!seen.contains(key)) {
                    seen << key;
                    ++m->count;
                }
            }
        }
    }
    return m;
}

} // namespace

AcceptanceVerdict AcceptancePages::verdict(const AcceptanceReport &r)
{
    AcceptanceVerdict v;
    if (r.levels.isEmpty()) {
        v.status = CheckStatus::Fail;
        v.text = tr("NOT ACCEPTED: no level of the checklist ran.");
        return v;
    }
    const LevelResult *failed = nullptr, *incomplete = nullptr, *overridden = nullptr, *warned = nullptr;
    for (const LevelResult &l : r.levels) {
        const bool hasOverride = !l.overrideReason.isEmpty();
        if (l.status == CheckStatus::Fail && !hasOverride && !failed)
            failed = &l;
        else if (l.status != CheckStatus::Pass && l.status != CheckStatus::Warn &&
                 l.status != CheckStatus::Fail && !hasOverride && !incomplete)
            incomplete = &l;
        else if (hasOverride && l.status != CheckStatus::Pass && !overridden)
            overridden = &l;
        else if (l.status == CheckStatus::Warn && !warned)
            warned = &l;
    }
    QStringList ids;
    for (const LevelResult &l : r.levels)
        ids << l.id;
    // "L0-L3" when the levels follow one another, else "L0, L2".
    bool consecutive = true;
    for (qsizetype i = 1; i < ids.size(); ++i)
        consecutive = consecutive && ids.at(i).mid(1).toInt() == ids.at(i - 1).mid(1).toInt() + 1;
    const QString range = ids.size() == 1 ? ids.first()
                          : consecutive   ? ids.first() + QStringLiteral("-") + ids.last()
                                          : ids.join(QStringLiteral(", "));
    // A verdict that is not about the nodes passing still says which were left out.
    const QString left = r.excluded.isEmpty() ? QString()
                                              : tr(" (%1 of %2 nodes excluded: %3)")
                                                    .arg(r.excluded.size())
                                                    .arg(r.nodes.size())
                                                    .arg(exclusionReasons(r.excluded));
    if (failed) {
        v.status = CheckStatus::Fail;
        v.text =
            tr("NOT ACCEPTED: %1 failed: %2").arg(levelName(*failed), shortened(failed->reason, 90)) + left;
    } else if (incomplete) {
        v.status = CheckStatus::Fail;
        v.text = tr("NOT ACCEPTED: %1 %2: %3")
                     .arg(levelName(*incomplete), statusLabel(incomplete->status),
                          shortened(incomplete->reason, 90)) +
                 left;
    } else if (overridden) {
        v.status = CheckStatus::Warn;
        v.text = tr("ACCEPTED WITH OVERRIDES: %1 %2, overridden by %3: %4")
                     .arg(levelName(*overridden), statusLabel(overridden->status), overridden->overrideBy,
                          shortened(overridden->overrideReason, 80)) +
                 left;
    } else if (warned) {
        v.status = CheckStatus::Warn;
        v.text =
            tr("ACCEPTED WITH WARNINGS: %1 passed on %2; %3 warned").arg(range, nodesCounted(r), warned->id);
    } else {
        v.status = CheckStatus::Pass;
        v.text = tr("ACCEPTED: %1 passed on %2").arg(range, nodesCounted(r));
    }
    return v;
}

QList<QList<TableCell>> AcceptancePages::nodeRows(const AcceptanceReport &r)
{
    QList<QList<TableCell>> rows;
    const auto excludedAs = [&r](const QString &node) -> const NodeNote * {
        for (const NodeNote &n : r.excluded) {
            if (n.node == node)
                return &n;
        }
        return nullptr;
    };
    for (const QString &n : r.nodes) {
        if (const NodeNote *x = excludedAs(n))
            rows << QList<TableCell>{cell(n), cell(tr("excluded"), colourOf(CheckStatus::Warn), true),
                                     cell(x->reason)};
        else
            rows << QList<TableCell>{cell(n), cell(tr("included")), cell(QString())};
    }
    // An exclusion of a node the cluster no longer lists is still part of the record.
    for (const NodeNote &x : r.excluded) {
        if (!r.nodes.contains(x.node))
            rows << QList<TableCell>{cell(x.node), cell(tr("excluded"), colourOf(CheckStatus::Warn), true),
                                     cell(x.reason)};
    }
    return rows;
}

TableCell AcceptancePages::measuredCell(const Figure &f)
{
    if (!f.measured)
        return cell(notMeasuredLabel(), colourOf(CheckStatus::NotRun));
    return cell(QStringLiteral("%1 %2").arg(num(f.value), f.unit).trimmed(),
                f.hasThreshold && !f.met ? colourOf(CheckStatus::Fail) : QString(), f.hasThreshold && !f.met);
}

QString AcceptancePages::thresholdText(const Figure &f)
{
    if (f.hasThreshold && !f.op.isEmpty()) {
        const QString head = QStringLiteral("%1 %2 %3").arg(f.op, num(f.threshold), f.unit).trimmed();
        return f.thresholdText.isEmpty() || f.thresholdText == num(f.threshold)
                   ? head
                   : head + QLatin1Char('\n') + f.thresholdText;
    }
    // A baseline's expectation, ">= 3840 (80% of 4800)": the unit goes after the threshold.
    static const QRegularExpression head(QStringLiteral("^\\s*(>=|<=|==|!=|>|<)\\s*\\S+"));
    const auto m = head.match(f.thresholdText);
    if (m.hasMatch() && !f.unit.isEmpty())
        return m.captured(0) + QLatin1Char(' ') + f.unit + f.thresholdText.mid(m.capturedEnd());
    return f.thresholdText.isEmpty() ? QStringLiteral("-") : f.thresholdText;
}

AcceptancePage AcceptancePages::lay(const AcceptanceReport &r, const QByteArray &signature,
                                    const QByteArray &publicKey)
{
    AcceptancePage page;
    QString &h = page.html;
    const AcceptanceVerdict v = verdict(r);
    h = QStringLiteral("<html><body>");
    h += report::verdictHtml(v.text, colourOf(v.status));
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Acceptance report: %1").arg(r.cluster)));
    h += QStringLiteral("<p>%1<br/>%2<br/>%3</p>")
             .arg(esc(tr("Provider: %1, region: %2; %3").arg(r.provider, r.region, nodesCounted(r))),
                  esc(tr("Checklist: %1, run %2").arg(r.checklist).arg(r.runId)),
                  esc(tr("Operator: %1, generated %2 UTC")
                          .arg(r.operatorName, r.generated.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")))));

    // Summary: one row per level.
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Summary")));
    QList<QList<TableCell>> summary;
    // The nodes a level's verdict counts, the excluded ones apart: "3 of 4 nodes\n1 excluded".
    const auto levelNodes = [&r](const LevelResult &l) {
        const int total = l.nodesTotal > 0 ? l.nodesTotal : int(r.nodes.size());
        const int left = l.nodesTotal > 0 ? int(l.excluded.size()) : int(r.excluded.size());
        QString text = total == 1 ? tr("%1 of 1 node").arg(total - left)
                                  : tr("%1 of %2 nodes").arg(total - left).arg(total);
        if (left)
            text += QLatin1Char('\n') + tr("%n excluded", nullptr, left);
        return cell(text, left ? colourOf(CheckStatus::Warn) : QString());
    };
    for (const LevelResult &l : r.levels) {
        const bool overridden = !l.overrideReason.isEmpty() && l.status != CheckStatus::Pass;
        summary << QList<TableCell>{
            cell(l.id, {}, true),
            cell(Checklists::display(l.title)),
            cell(overridden ? tr("%1, overridden").arg(statusLabel(l.status).toUpper())
                            : statusLabel(l.status).toUpper(),
                 colourOf(overridden ? CheckStatus::Warn : l.status), true),
            levelNodes(l),
            cell(counts(l.checks)),
            cell(overridden ? tr("overridden by %1: %2").arg(l.overrideBy, l.overrideReason) : l.reason)};
    }
    h += report::tableHtml({tr("Level"), tr("Title"), tr("Verdict"), tr("Nodes"), tr("Checks"), tr("Notes")},
                           summary, {6, 14, 11, 12, 24, 33});

    // The contract's promises next to what was measured.
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Contract promises and what was measured")));
    const ClusterContract &k = r.contract;
    if (k.isEmpty()) {
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("No promises recorded for this cluster.")));
    } else {
        QList<QList<TableCell>> rows;
        const auto term = [&](const QString &label, const QString &key, const QString &promised) {
            rows << QList<TableCell>{cell(label), cell(key), cell(promised),
                                     cell(tr("a term of the contract, not measured")), cell(QString())};
        };
        const auto measured = [&](const QString &label, const QString &key, double promised,
                                  const QString &unit, const std::optional<Measured> &m, double scale,
                                  const QString &figure) {
            if (!m) {
                rows << QList<TableCell>{
                    cell(label), cell(key), cell(QStringLiteral("%1 %2").arg(num(promised), unit)),
                    cell(tr("not measured in this run"), colourOf(CheckStatus::NotRun)), cell(QString())};
                return;
            }
            const double value = m->value * scale;
            const double share = promised > 0 ? value / promised * 100 : 0;
            rows << QList<TableCell>{cell(label), cell(key),
                                     cell(QStringLiteral("%1 %2").arg(num(promised), unit)),
                                     cell(tr("%1 %2 (lowest %3 of %4, %5)")
                                              .arg(num(value), unit, figure)
                                              .arg(m->count)
                                              .arg(m->where)),
                                     cell(tr("%1 % of the promise").arg(QString::number(share, 'f', 0)),
                                          colourOf(share >= 100 ? CheckStatus::Pass : CheckStatus::Warn))};
        };
        const auto any = [](const CheckResult &) { return true; };
        const auto within = [](const CheckResult &c) {
            return !c.json.contains(QStringLiteral("nccl_ranks"));
        };
        const auto across = [](const CheckResult &c) {
            return c.json.contains(QStringLiteral("nccl_ranks"));
        };
        if (!k.gpuModel.isEmpty())
            term(tr("GPU model"), QStringLiteral("gpu_model"), k.gpuModel);
        if (k.gpusPerNode)
            term(tr("GPUs per node"), QStringLiteral("gpus_per_node"), QString::number(k.gpusPerNode));
        if (!k.interconnect.isEmpty())
            term(tr("Interconnect"), QStringLiteral("interconnect"), k.interconnect);
        if (k.memoryTBps > 0)
            measured(tr("GPU memory bandwidth per GPU"), QStringLiteral("memory_tbps"), k.memoryTBps,
                     QStringLiteral("TB/s"), lowest(r, QStringLiteral("membw.triad"), any), 0.001,
                     QStringLiteral("membw.triad"));
        if (k.intraNodeGBps > 0)
            measured(tr("NCCL all-reduce bus bandwidth inside a node"), QStringLiteral("intra_node_gbps"),
                     k.intraNodeGBps, QStringLiteral("GB/s"),
                     lowest(r, QStringLiteral("nccl.allreduce.busbw"), within), 1,
                     QStringLiteral("nccl.allreduce.busbw"));
        if (k.interNodeGbps > 0)
            measured(tr("Network between nodes, per node"), QStringLiteral("inter_node_gbit"),
                     k.interNodeGbps, QStringLiteral("Gbit/s"),
                     lowest(r, QStringLiteral("throughput_mbps"), any), 0.001,
                     QStringLiteral("throughput_mbps"));
        if (k.interNodeBusGBps > 0)
            measured(tr("NCCL all-reduce bus bandwidth across nodes"), QStringLiteral("inter_node_bus_gbps"),
                     k.interNodeBusGBps, QStringLiteral("GB/s"),
                     lowest(r, QStringLiteral("nccl.allreduce.busbw"), across), 1,
                     QStringLiteral("nccl.allreduce.busbw"));
        if (k.periodMonths)
            term(tr("Contract period"), QStringLiteral("period_months"),
                 tr("%n month(s)", nullptr, k.periodMonths));
        if (k.prepaymentShare > 0)
            term(tr("Prepayment"), QStringLiteral("prepayment_share"),
                 QStringLiteral("%1 %").arg(num(k.prepaymentShare * 100)));
        if (k.premiumShare > 0)
            term(tr("Premium over list price"), QStringLiteral("premium_share"),
                 QStringLiteral("%1 %").arg(num(k.premiumShare * 100)));
        if (k.allocationShare > 0)
            term(tr("Nodes guaranteed to us"), QStringLiteral("allocation_share"),
                 QStringLiteral("%1 %").arg(num(k.allocationShare * 100)));
        if (k.terminationNoticeDays)
            term(tr("Termination notice"), QStringLiteral("termination_notice_days"),
                 tr("%n day(s)", nullptr, k.terminationNoticeDays));
        if (k.auditCooperation)
            term(tr("Audit cooperation"), QStringLiteral("audit_cooperation"), tr("yes"));
        if (k.deletionDays)
            term(tr("Data deleted after the end"), QStringLiteral("deletion_days"),
                 tr("within %n day(s)", nullptr, k.deletionDays));
        if (!k.notes.isEmpty())
            term(tr("Notes"), QStringLiteral("notes"), k.notes);
        h += report::tableHtml(
            {tr("Promise"), tr("Key"), tr("Promised"), tr("Measured"), tr("Against the promise")}, rows,
            {22, 15, 13, 36, 14});
    }

    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Nodes")));
    h += report::tableHtml({tr("Node"), tr("In this run"), tr("Reason")}, nodeRows(r), {25, 15, 60});

    // One section per level: its checks' figures, then its charts.
    for (const LevelResult &l : r.levels) {
        h += QStringLiteral("<h3>%1: <span style=\"color:%2\">%3</span></h3>")
                 .arg(esc(levelName(l)), colourOf(l.status), esc(statusLabel(l.status).toUpper()));
        if (!l.reason.isEmpty())
            h += QStringLiteral("<p>%1</p>").arg(esc(l.reason));
        if (!l.overrideReason.isEmpty())
            h += QStringLiteral("<p><b>%1</b></p>")
                     .arg(esc(tr("Override by %1: %2").arg(l.overrideBy, l.overrideReason)));
        QList<QList<TableCell>> rows;
        for (const CheckResult &c : l.checks) {
            const int n = int(c.figures.size());
            TableCell title = cell(Checklists::display(c.title), {}, true);
            TableCell status = cell(statusLabel(c.status), colourOf(c.status), true);
            if (n == 0) {
                rows << QList<TableCell>{title, status, TableCell{c.reason, {}, false, 1, 4}};
                continue;
            }
            title.rowSpan = status.rowSpan = n + (c.reason.isEmpty() ? 0 : 1);
            for (int i = 0; i < n; ++i) {
                const Figure &f = c.figures.at(i);
                QList<TableCell> row;
                if (i == 0)
                    row << title << status;
                // Nothing measured is neither met nor missed.
                row << cell(figureName(f)) << measuredCell(f) << cell(thresholdText(f))
                    << cell(!f.hasThreshold || !f.measured ? QStringLiteral("-")
                            : f.met                        ? tr("met")
                                                           : tr("NOT met"),
                            f.hasThreshold && f.measured
                                ? colourOf(f.met ? CheckStatus::Pass : CheckStatus::Fail)
                                : QString());
                rows << row;
            }
            if (!c.reason.isEmpty())
                rows << QList<TableCell>{TableCell{c.reason, QStringLiteral("#424242"), false, 1, 4}};
        }
        h += report::tableHtml(
            {tr("Check"), tr("Status"), tr("Figure"), tr("Measured"), tr("Threshold or promise"), tr("Met")},
            rows, {17, 8, 24, 15, 29, 7});
        for (const CheckResult &c : l.checks)
            h += AcceptanceCharts::forCheck(c, r.contract, page.charts);
    }

    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Evidence")));
    QList<QStringList> evidence;
    for (const LevelResult &l : r.levels) {
        for (const CheckResult &c : l.checks)
            evidence << QStringList{l.id, c.id, QString::fromLatin1(c.evidenceSha256)};
    }
    h += report::tableHtml({tr("Level"), tr("Check"), tr("Evidence SHA-256")}, evidence, {10, 25, 65});

    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Signature")));
    h += QStringLiteral("<p>%1<br/>%2 %3<br/>%4 %5</p>")
             .arg(esc(tr("Ed25519 over the canonical JSON of these results (written next to this PDF).")),
                  esc(tr("Public key:")), QString::fromLatin1(publicKey.toBase64()), esc(tr("Signature:")),
                  QString::fromLatin1(signature.toBase64()));
    h += QStringLiteral("</body></html>");
    return page;
}

} // namespace cg::validation
