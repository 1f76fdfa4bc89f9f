// SPDX-License-Identifier: GPL-3.0-or-later
// The data-classification ledger: datasets and their grades, export requests through their life
// (draft -> submitted -> approved | rejected -> active -> expired -> destruction-pending -> destroyed),
// signed approvals under the four-eyes rules, destruction certificates, the year's threshold counters, and
// the audit event of every change, written in the same transaction as the change itself.
//
// Lists come back as plain values with filters, ready for table models. Use a Ledger from one thread (the
// one its store's database lives on).
#pragma once

#include "ledger/audit_log.h"
#include "ledger/inventory_csv.h"
#include "ledger/ledger_store.h"
#include "ledger/rules.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace cg::ledger {

class Signer;

struct DatasetFilter
{
    std::optional<Grade> minGrade;
    QString owner;
    QString text; // substring of name, description or location
    bool personalOnly = false;
};

struct RequestFilter
{
    QList<RequestState> states; // empty: any
    std::optional<Grade> minGrade;
    QString destinationCountry;
    QString destinationCluster;
    std::optional<LegalMechanism> mechanism;
    QString requester;
    int minAgeDays = -1; // pending at least this many days (from submission, else creation)
};

// A request with what the review queue, the register and destruction tracking show next to it.
struct RequestView
{
    ExportRequest request;
    Grade highestGrade = Grade::Public;
    int ageDays = 0;
    QDate destructionDue;
    bool destructionOverdue = false;
    QList<Approval> approvals;
    std::optional<DestructionCertificate> destruction;
};

struct SignatureCheck
{
    Approval approval;
    bool valid = false;
    QString problem; // why not
};

struct ImportReport
{
    int datasets = 0; // datasets written (new or updated)
    int fields = 0;
    int rowsRead = 0;
    int rowsRejected = 0;
    QList<ImportError> errors;
    QByteArray rejectsCsv; // the rejected rows with their errors; empty when none
};

class Ledger
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::Ledger)

public:
    using Clock = std::function<QDateTime()>;

    // `clock`: the time every change is stamped with (tests set it; default: now, UTC).
    explicit Ledger(LedgerStore &store, Clock clock = {});

    AuditLog &audit() { return m_audit; }
    LedgerStore &store() { return m_store; }
    QDateTime now() const;
    // The calendar year the Provisions count in (China Standard Time, UTC+8) for an instant.
    static int countingYear(const QDateTime &t);

    // Officers: who may sign decisions and checkpoints.
    Status registerOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                           const QString &registeredBy);
    Result<QList<OfficerKey>> officers() { return m_store.officers(); }
    Result<std::optional<OfficerKey>> officerByKey(const QByteArray &publicKey);

    // Datasets, with effective grades.
    Result<QList<Dataset>> datasets(const DatasetFilter &filter = {});
    Result<Dataset> dataset(const QString &name);
    Result<qint64> saveDataset(const Dataset &dataset, const QString &actor);
    Result<ImportReport> importInventory(const QByteArray &csv, const QString &actor);

    // Export requests.
    Result<qint64> createRequest(const ExportRequest &request); // a draft by request.requester
    Result<RuleVerdict> evaluate(qint64 requestId);
    Status submit(qint64 requestId, const QString &actor); // refused with every rule's reason
    // Approves or rejects, signed by `signer`, whose public key must be a registered officer's.
    Result<Approval> decide(qint64 requestId, bool approve, Signer &signer, const QDate &expiresOn,
                            const QString &reason);
    Status activate(qint64 requestId, const QString &actor);
    Status expire(qint64 requestId, const QString &actor);
    Status markForDestruction(qint64 requestId, const QString &actor);
    Status recordDestruction(const DestructionCertificate &certificate, const QString &actor);
    // Moves active requests whose retention has passed to expired; returns how many.
    Result<int> expireDue(const QString &actor);

    Result<QList<RequestView>> requests(const RequestFilter &filter = {});
    Result<RequestView> request(qint64 requestId);

    // People whose personal information went abroad in `year` (approved and later requests).
    Result<YearCounters> counters(int year, qint64 excludingRequest = 0);
    // Every approval's signature, re-verified against the registered keys and the request it names.
    Result<QList<SignatureCheck>> verifySignatures();

    // Checkpoint of the audit log signed by a registered officer.
    Result<QByteArray> checkpoint(Signer &signer);

    // The canonical hash of a request as submitted (its content and its datasets' grades).
    static QByteArray requestHash(const ExportRequest &request, const QList<Dataset> &datasets);
    // What an approval covers, for people: datasets, form, destination, retention, people.
    static QString scopeOf(const ExportRequest &request, const RuleVerdict &verdict);

private:
    Result<QList<Dataset>> datasetsOf(const ExportRequest &request);
    Result<ExportRequest> load(qint64 requestId);
    Status transition(qint64 requestId, RequestState to, const QString &actor,
                      const std::function<Status(ExportRequest &)> &beforeSave = {},
                      const QJsonObject &details = {});
    Status auditEvent(const QString &actor, const QString &action, const QString &subject,
                      const QJsonObject &details);

    LedgerStore &m_store;
    AuditLog m_audit;
    Clock m_clock;
};

} // namespace cg::ledger
