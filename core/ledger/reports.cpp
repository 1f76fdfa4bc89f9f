// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/reports.h"

#include "common/report_document.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"

#include <QFile>
#include <QMap>
#include <QPageLayout>

#include <algorithm>
#include <array>
#include <cctype>

namespace cg::ledger {

namespace {

constexpr std::array<std::pair<ReportKind, const char *>, 6> kKinds{{{ReportKind::Register, "register"},
                                                                     {ReportKind::Pending, "pending"},
                                                                     {ReportKind::Destruction, "destruction"},
                                                                     {ReportKind::Thresholds, "thresholds"},
                                                                     {ReportKind::Signatures, "signatures"},
                                                                     {ReportKind::Audit, "audit"}}};

QString day(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString();
}

QByteArray csvCell(const QString &text)
{
    QByteArray b = text.toUtf8();
    // A cell that a spreadsheet would run as a formula is quoted as text.
    const bool formula =
        !b.isEmpty() && (QByteArray("=+@").contains(b.at(0)) ||
                         (b.at(0) == '-' && (b.size() == 1 || !std::isdigit(uchar(b.at(1))))));
    if (formula)
        b.prepend('\'');
    if (b.contains(',') || b.contains('"') || b.contains('\n') || b.contains('\r'))
        return '"' + b.replace("\"", "\"\"") + '"';
    return b;
}

} // namespace

QString reportKindName(ReportKind k)
{
    for (const auto &[v, w] : kKinds) {
        if (v == k)
            return QString::fromLatin1(w);
    }
    return {};
}

std::optional<ReportKind> reportKindFromName(const QString &s)
{
    for (const auto &[v, w] : kKinds) {
        if (s == QLatin1String(w))
            return v;
    }
    return std::nullopt;
}

QStringList reportKindNames()
{
    QStringList out;
    for (const auto &entry : kKinds)
        out << QString::fromLatin1(entry.second);
    return out;
}

Result<Report> Reports::build(Ledger &ledger, const ReportOptions &options)
{
    using R = Result<Report>;
    Report report;
    report.title = tr("ClusterGate data-export compliance report");
    report.generated = ledger.now();
    const auto origin = ledger.audit().origin();
    if (!origin)
        return R::failureOf(origin);
    report.origin = origin.value();

    // Re-verify before reporting anything, against the anchors given (none: the chain alone).
    const LedgerVerification lv = ledger.verify(options.anchors);
    const ChainReport &chain = lv.chain;
    report.chainIntact = chain.intact;
    report.anchored = chain.intact && lv.trust == Trust::Verified;
    report.anchoredRows = report.anchored ? lv.anchoredRows : 0;
    report.anchor = options.anchors.sources.join(QStringLiteral("; "));
    report.chainSummary = chain.summary();
    if (report.anchored)
        report.chainSummary +=
            QLatin1Char(' ') +
            tr("Anchored: rows 1 to %1 are vouched for by %2.").arg(report.anchoredRows).arg(report.anchor);
    const auto signatures = ledger.verifySignatures();
    const auto requests = ledger.requests();
    if (!signatures || !requests)
        return R::failure(!signatures ? signatures.error() : requests.error());
    report.signatures = int(signatures->size());
    report.signaturesValid = int(std::count_if(signatures->begin(), signatures->end(),
                                               [](const SignatureCheck &c) { return c.valid; }));

    const auto wanted = [&](ReportKind k) { return options.kinds.isEmpty() || options.kinds.contains(k); };
    const auto approvalOf = [](const RequestView &v) -> std::optional<Approval> {
        if (v.approvals.isEmpty())
            return std::nullopt;
        return v.approvals.last();
    };

    if (wanted(ReportKind::Register)) {
        ReportTable t{ReportKind::Register,
                      tr("Export register"),
                      {tr("Request"), tr("State"), tr("Datasets"), tr("Grade"), tr("Form"), tr("Destination"),
                       tr("Country"), tr("Mechanism"), tr("Reference"), tr("Requester"), tr("Decided by"),
                       tr("Decided"), tr("Approval expires"), tr("Retention (days)")},
                      {},
                      {}};
        for (const RequestView &v : requests.value()) {
            if (v.request.state == RequestState::Draft)
                continue;
            const ExportRequest &r = v.request;
            const auto a = approvalOf(v);
            QString mechanism = mechanismName(r.mechanism);
            if (r.mechanism == LegalMechanism::Exemption)
                mechanism += QStringLiteral(" (%1)").arg(r.exemptionClause);
            t.rows << QStringList{
                QString::number(r.id),
                stateName(r.state),
                r.datasets.join(QStringLiteral(", ")),
                QStringLiteral("%1 (%2)").arg(gradeName(v.highestGrade), gbtLevel(v.highestGrade)),
                formName(r.form),
                r.destinationCluster,
                r.destinationCountry,
                mechanism,
                r.mechanismRef,
                r.requester,
                a ? a->approver : QString(),
                day(r.decided),
                a && a->approved ? a->expiresOn.toString(Qt::ISODate) : QString(),
                QString::number(r.retentionDays)};
        }
        QMap<QString, int> states;
        for (const QStringList &row : std::as_const(t.rows))
            ++states[row.at(1)];
        QStringList parts;
        for (auto it = states.begin(); it != states.end(); ++it)
            parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
        t.note = parts.join(QStringLiteral(", "));
        report.tables << t;
    }
    if (wanted(ReportKind::Pending)) {
        ReportTable t{ReportKind::Pending,
                      tr("Pending reviews"),
                      {tr("Request"), tr("Age (days)"), tr("Requester"), tr("Datasets"), tr("Grade"),
                       tr("Destination"), tr("Mechanism"), tr("Rules")},
                      {},
                      {}};
        for (const RequestView &v : requests.value()) {
            if (v.request.state != RequestState::Submitted)
                continue;
            const auto verdict = ledger.evaluate(v.request.id);
            QStringList refused;
            if (verdict) {
                for (const Refusal &f : verdict->refusals)
                    refused << f.rule;
            }
            t.rows << QStringList{
                QString::number(v.request.id),
                QString::number(v.ageDays),
                v.request.requester,
                v.request.datasets.join(QStringLiteral(", ")),
                gradeName(v.highestGrade),
                QStringLiteral("%1 (%2)").arg(v.request.destinationCluster, v.request.destinationCountry),
                mechanismName(v.request.mechanism),
                !verdict            ? verdict.error()
                : refused.isEmpty() ? tr("pass")
                                    : tr("refused: %1").arg(refused.join(QStringLiteral(", ")))};
        }
        int oldest = 0;
        for (const QStringList &row : std::as_const(t.rows))
            oldest = std::max(oldest, row.at(1).toInt());
        t.note =
            t.rows.isEmpty()
                ? tr("nothing awaits review")
                : tr("%n awaiting review, the oldest for %1 day(s)", nullptr, int(t.rows.size())).arg(oldest);
        report.tables << t;
    }
    if (wanted(ReportKind::Destruction)) {
        ReportTable t{ReportKind::Destruction,
                      tr("Destruction status"),
                      {tr("Request"), tr("State"), tr("Destination"), tr("Activated"), tr("Due"),
                       tr("Overdue"), tr("Destroyed on"), tr("Method"), tr("Performed by"), tr("Witness"),
                       tr("Verification"), tr("Evidence SHA-256")},
                      {},
                      {}};
        int overdue = 0, destroyed = 0;
        for (const RequestView &v : requests.value()) {
            const RequestState s = v.request.state;
            if (s != RequestState::Active && s != RequestState::Expired &&
                s != RequestState::DestructionPending && s != RequestState::Destroyed)
                continue;
            const auto &c = v.destruction;
            t.rows << QStringList{
                QString::number(v.request.id),
                stateName(s),
                QStringLiteral("%1 (%2)").arg(v.request.destinationCluster, v.request.destinationCountry),
                day(v.request.activated),
                v.destructionDue.toString(Qt::ISODate),
                v.destructionOverdue ? tr("yes") : tr("no"),
                c ? c->performedOn.toString(Qt::ISODate) : QString(),
                c ? methodName(c->method) : QString(),
                c ? c->performedBy : QString(),
                c ? c->witness : QString(),
                c ? c->verification : QString(),
                c ? toHex(c->evidenceSha256) : QString()};
            if (v.destructionOverdue)
                ++overdue;
            if (c)
                ++destroyed;
        }
        t.note = tr("%1 destroyed with a certificate, %2 overdue").arg(destroyed).arg(overdue);
        report.overdueDestructions = overdue;
        report.tables << t;
    }
    if (wanted(ReportKind::Thresholds)) {
        ReportTable t{
            ReportKind::Thresholds,
            tr("Threshold counters (people whose personal information went abroad since 1 January)"),
            {tr("Year"), tr("Sensitive PI (people)"), tr("Other PI (people)"), tr("Mechanism now required")},
            {},
            {}};
        QList<int> years{Ledger::countingYear(ledger.now())};
        for (const RequestView &v : requests.value()) {
            if (v.request.decided.isValid() && !years.contains(Ledger::countingYear(v.request.decided)))
                years << Ledger::countingYear(v.request.decided);
        }
        std::sort(years.begin(), years.end(), std::greater<int>());
        for (int y : years) {
            const auto c = ledger.counters(y);
            if (!c)
                return R::failureOf(c);
            t.rows << QStringList{QString::number(y), QString::number(c->sensitive),
                                  QString::number(c->other), tierName(Rules::requiredTier(c.value()))};
        }
        if (!t.rows.isEmpty())
            t.note = tr("%1: %2").arg(t.rows.first().at(0), t.rows.first().at(3));
        report.tables << t;
    }
    if (wanted(ReportKind::Signatures)) {
        ReportTable t{
            ReportKind::Signatures,
            tr("Signed decisions, re-verified"),
            {tr("Request"), tr("Decision"), tr("Approver"), tr("Decided"), tr("Expires"), tr("Signature")},
            {},
            {}};
        for (const SignatureCheck &c : signatures.value()) {
            t.rows << QStringList{QString::number(c.approval.requestId),
                                  c.approval.decisionName(),
                                  c.approval.approver,
                                  day(c.approval.decidedAt),
                                  c.approval.approved ? c.approval.expiresOn.toString(Qt::ISODate)
                                                      : QString(),
                                  c.valid ? tr("valid") : tr("INVALID: %1").arg(c.problem)};
        }
        t.note = tr("%1 of %2 valid").arg(report.signaturesValid).arg(report.signatures);
        report.tables << t;
    }
    if (wanted(ReportKind::Audit)) {
        ReportTable t{
            ReportKind::Audit,
            tr("Audit extract"),
            {tr("Seq"), tr("Recorded"), tr("Actor"), tr("Action"), tr("Subject"), tr("Details"), tr("Hash")},
            {},
            {}};
        const auto rows = ledger.audit().rows(options.audit);
        if (!rows)
            return R::failureOf(rows);
        for (const AuditRow &r : rows.value())
            t.rows << QStringList{
                QString::number(r.seq), r.recordedAt, r.actor, r.action, r.subject, r.details,
                toHex(r.hash).left(16)};
        t.note = report.anchored      ? tr("chain anchored")
                 : report.chainIntact ? tr("chain intact")
                                      : tr("chain BROKEN");
        report.tables << t;
    }
    return report;
}

QByteArray Reports::toCsv(const Report &report)
{
    QByteArray out;
    const auto line = [&](const QStringList &cells) {
        QList<QByteArray> encoded;
        for (const QString &c : cells)
            encoded << csvCell(c);
        out += encoded.join(',') + "\r\n";
    };
    line({QStringLiteral("# ") + report.title});
    line({tr("Verdict"), verdict(report)});
    line({tr("Generated"), report.generated.toUTC().toString(Qt::ISODate)});
    line({tr("Audit log"), report.origin});
    line({tr("Audit chain"), report.chainSummary});
    line({tr("Signatures"), tr("%1 of %2 valid").arg(report.signaturesValid).arg(report.signatures)});
    out += "\r\n";
    for (const ReportTable &t : report.tables) {
        line({QStringLiteral("# ") + t.title});
        line(t.headers);
        for (const QStringList &r : t.rows)
            line(r);
        out += "\r\n";
    }
    return out;
}

QString Reports::verdict(const Report &report)
{
    QStringList attention;
    int pending = 0;
    for (const ReportTable &t : report.tables) {
        if (t.kind == ReportKind::Pending)
            pending = int(t.rows.size());
    }
    if (pending)
        attention << tr("%n request(s) awaiting review", nullptr, pending);
    if (report.overdueDestructions)
        attention << tr("%n destruction(s) overdue", nullptr, report.overdueDestructions);
    const QString signatures =
        tr("%1 of %2 signed decision(s) verify").arg(report.signaturesValid).arg(report.signatures);
    // "anchored" only when an anchor from outside vouches for the log; "intact" says the chain alone checks.
    const QString chain = report.anchored ? tr("the audit log is anchored (rows 1 to %1, by %2)")
                                                .arg(report.anchoredRows)
                                                .arg(report.anchor)
                          : report.chainIntact ? tr("the audit log is intact")
                                               : tr("the audit log is BROKEN");
    QString v = report.trustworthy() ? tr("TRUSTWORTHY: %1 and %2").arg(chain, signatures)
                                     : tr("NOT TRUSTWORTHY: %1; %2").arg(chain, signatures);
    if (!attention.isEmpty())
        v += QStringLiteral("; ") + attention.join(QStringLiteral(", "));
    return v;
}

QString Reports::toHtml(const Report &report)
{
    QString h;
    h += QStringLiteral("<html><body>");
    h += report::verdictHtml(verdict(report),
                             report.trustworthy() ? QStringLiteral("#1b5e20") : QStringLiteral("#b71c1c"));
    h += QStringLiteral("<h2>%1</h2>").arg(report.title.toHtmlEscaped());
    h += QStringLiteral("<p>%1: %2<br/>%3: %4<br/>%5</p>")
             .arg(tr("Generated").toHtmlEscaped(), report.generated.toUTC().toString(Qt::ISODate),
                  tr("Audit log").toHtmlEscaped(), report.origin.toHtmlEscaped(),
                  report.chainSummary.toHtmlEscaped());
    h += QStringLiteral("<h3>%1</h3>").arg(tr("Summary").toHtmlEscaped());
    QList<QStringList> summary;
    for (const ReportTable &t : report.tables)
        summary << QStringList{t.title, QString::number(t.rows.size()), t.note};
    h += report::tableHtml({tr("Section"), tr("Rows"), tr("What stands out")}, summary, {30, 8, 62});
    for (const ReportTable &t : report.tables) {
        h += QStringLiteral("<h3>%1</h3>").arg(t.title.toHtmlEscaped());
        if (t.rows.isEmpty()) {
            h += QStringLiteral("<p><i>%1</i></p>").arg(tr("None.").toHtmlEscaped());
            continue;
        }
        h += report::tableHtml(t.headers, t.rows);
    }
    h += QStringLiteral("</body></html>");
    return h;
}

Status Reports::writePdf(const Report &report, const QString &path)
{
    return report::printPdf(toHtml(report), {}, path, report.title, QPageLayout::Landscape);
}

Result<EvidenceBundle> Reports::bundle(Ledger &ledger, Signer &signer, qint64 fromSeq, qint64 toSeq)
{
    return EvidenceBundles::make(ledger, signer, fromSeq, toSeq);
}

} // namespace cg::ledger
