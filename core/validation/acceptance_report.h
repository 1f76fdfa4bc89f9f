// SPDX-License-Identifier: GPL-3.0-or-later
// The signed acceptance report of a validation: the cluster and its contract promises, every check's
// figures against their thresholds, overrides with their reasons, operator and time; an Ed25519 signature
// over the canonical JSON of the results (sorted keys, compact), printed in the PDF with the public key,
// and the signed JSON written next to the PDF. The PDF's SHA-256 goes into the audit log.
// Writing the PDF needs a QGuiApplication (offscreen is enough), like the ledger's reports.
#pragma once

#include "common/result.h"
#include "inventory/contract.h"
#include "validation/validation_types.h"

#include <QCoreApplication>

#include <memory>

namespace cg::ledger {
class AuditLog;
class Signer;
class KeySigner;
} // namespace cg::ledger

namespace cg::validation {

class ValidationEngine;

struct AcceptanceReport
{
    QString cluster;
    QString provider;
    QString region;
    ClusterContract contract;
    QStringList nodes;        // every node of the cluster, excluded ones included
    QList<NodeNote> excluded; // left out of the run by the operator, with the reason
    QString checklist;
    QString operatorName;
    qint64 runId = 0;
    QDateTime generated;
    QList<LevelResult> levels; // only levels that ran (or were blocked)

    static AcceptanceReport from(const ValidationEngine &engine);
    QJsonObject toJson() const;
    QByteArray canonicalJson() const; // what is signed
};

struct WrittenReport
{
    QString pdfPath;
    QString jsonPath;
    QByteArray pdfSha256; // hex
    QByteArray signature; // 64 bytes
    QByteArray publicKey; // 32 bytes
};

class AcceptanceReports
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::AcceptanceReports)

public:
    static QString toHtml(const AcceptanceReport &report, const QByteArray &signature,
                          const QByteArray &publicKey);
    // Signs, writes FILE.pdf and FILE.json (the signed results) and records the report in `audit` (may be
    // null).
    static Result<WrittenReport> write(const AcceptanceReport &report, ledger::Signer &signer,
                                       const QString &pdfPath, ledger::AuditLog *audit);
    // The audit event of a written report (what write() records; `audit` null: nothing). For a report
    // written elsewhere first and moved into place.
    static Status record(const AcceptanceReport &report, const WrittenReport &written,
                         ledger::AuditLog *audit);
    // Checks a signed JSON file written by write(): the signature over its results. `why` says what is wrong.
    static bool verifySignedJson(const QByteArray &data, QString *why);
    // The console's validation signing key (an Ed25519 seed in a private file), made on first use.
    static Result<std::unique_ptr<ledger::KeySigner>> loadOrCreateKey(const QString &path);
    static QString defaultKeyPath();
};

} // namespace cg::validation
