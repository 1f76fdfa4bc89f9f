// SPDX-License-Identifier: GPL-3.0-or-later
// Reports for compliance officers and auditors: the export register, pending reviews, destruction status,
// threshold counters, every signature re-verified, and an audit extract; as CSV or as PDF (QTextDocument
// laid out by QPdfWriter, which needs a QGuiApplication: offscreen is enough). Building a report
// re-verifies the audit chain and every approval signature, and the report says what it found. The
// evidence bundle (evidence_bundle.h) is made here too.
#pragma once

#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"

#include <QCoreApplication>

namespace cg::ledger {

enum class ReportKind { Register, Pending, Destruction, Thresholds, Signatures, Audit };
QString reportKindName(ReportKind k); // register, pending, destruction, thresholds, signatures, audit
std::optional<ReportKind> reportKindFromName(const QString &s);
QStringList reportKindNames();

struct ReportTable
{
    ReportKind kind = ReportKind::Register;
    QString title;
    QStringList headers;
    QList<QStringList> rows;
    QString note; // what stands out, for the summary table ("1 overdue")
};

struct ReportOptions
{
    QList<ReportKind> kinds; // empty: all
    AuditQuery audit;        // rows of the audit extract
    TrustAnchors anchors;    // from outside the ledger: the report then says whether they vouch for it
};

struct Report
{
    QString title;
    QDateTime generated;
    QString origin;
    bool chainIntact = false;
    bool anchored = false; // intact, and an anchor from outside vouches for rows 1 to anchoredRows
    qint64 anchoredRows = 0;
    QString anchor; // which anchor, for people
    QString chainSummary;
    int signatures = 0;
    int signaturesValid = 0;
    int overdueDestructions = 0;
    QList<ReportTable> tables;

    bool trustworthy() const { return chainIntact && signatures == signaturesValid; }
};

// The PDF opens with a one-line verdict (the chain, the signatures, what needs attention) and a summary
// table (one row per section), then the sections; table headers repeat on every page.

class Reports
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::Reports)

public:
    static Result<Report> build(Ledger &ledger, const ReportOptions &options = {});
    // Sections: a "# title" row, the header row, the rows, an empty line.
    static QByteArray toCsv(const Report &report);
    // "TRUSTWORTHY: ..." or "NOT TRUSTWORTHY: ...", one line.
    static QString verdict(const Report &report);
    static QString toHtml(const Report &report);
    static Status writePdf(const Report &report, const QString &path);

    // An evidence bundle of rows fromSeq..toSeq (-1: to the end), sealed by `signer` (a registered officer).
    static Result<EvidenceBundle> bundle(Ledger &ledger, Signer &signer, qint64 fromSeq = 1,
                                         qint64 toSeq = -1);
};

} // namespace cg::ledger
