// SPDX-License-Identifier: GPL-3.0-or-later
// What the acceptance report's pages say, in reading order: a one-line verdict; the summary table (one
// row per level); the contract's promises next to what was measured; the nodes of the run; one section
// per level (its checks' figures against their thresholds, then its charts); the evidence hashes; the
// signature. Rows of the node table and cells of the figure tables each come from one function below,
// so that a new kind of node (excluded, with its reason) or of figure (not measured) is one change there.
#pragma once

#include "common/report_document.h"
#include "validation/acceptance_report.h"

#include <QCoreApplication>

namespace cg::validation {

struct AcceptancePage
{
    QString html;
    QList<report::Chart> charts;
};

struct AcceptanceVerdict
{
    CheckStatus status = CheckStatus::Pending; // Pass, Warn (passed with warnings or overrides), Fail
    QString text;                              // "ACCEPTED: ..." in one line
};

class AcceptancePages
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::AcceptancePages)

public:
    static AcceptancePage lay(const AcceptanceReport &report, const QByteArray &signature,
                              const QByteArray &publicKey);
    static AcceptanceVerdict verdict(const AcceptanceReport &report);

    // The node table's rows: node | in this run | reason. Excluded nodes get their row here.
    static QList<QList<report::TableCell>> nodeRows(const AcceptanceReport &report);
    // A figure's "measured" cell (value and unit). A figure that was not measured says so here.
    static report::TableCell measuredCell(const Figure &figure);
    // A figure's threshold cell: the comparison with its unit, then how the threshold came about.
    static QString thresholdText(const Figure &figure);
};

} // namespace cg::validation
