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
#include "ledger/registration.h"
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

// What `verify` concluded. Verified: intact, and vouched for by an anchor from outside (a trusted key, a
// checkpoint kept elsewhere). Unanchored: consistent with itself, but nothing from outside vouches for it
// (whoever can write the file could have rewritten all of it). Failed: something is wrong.
enum class Trust { Verified, Unanchored, Failed };

// What is missing for the ledger to be anchored (or wholly covered), as a fact each front end words its own
// way (the CLI names its commands, the window its Sign Checkpoint… action):
// NoAnchors: the auditor trusts nothing yet. NoCheckpoint: a trusted key is this ledger's (or registered
// one), but no checkpoint signed by a vouched-for key covers the log: a trusted key vouches for the log only
// through the checkpoints it signed. NotThisLedger: anchors exist, but none is a key of this ledger nor a
// checkpoint of this log. NewerRows: anchored, but rows were added after the newest anchored checkpoint.
enum class AnchorGap { None, NoAnchors, NoCheckpoint, NotThisLedger, NewerRows };

struct LedgerVerification
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::LedgerVerification)

public:
    ChainReport chain;
    QList<SignatureCheck> signatures;
    QStringList problems; // registrations, officer table, signers no anchor vouches for
    QStringList notes;
    qint64 anchoredRows = 0; // rows covered by an anchored checkpoint
    QString founder;         // "name (key, fingerprint)" of the ledger's founding admin; empty: none
    QString founderKey;      // the founding admin's verifier key (NAME+HASH+BASE64); empty: none
    QString founderFingerprint;
    // The log holds a checkpoint signed by the founding admin: trusting that key alone anchors it.
    bool founderSignedCheckpoint = false;
    Trust trust = Trust::Failed;
    AnchorGap gap = AnchorGap::None; // meaningful when trust is not Failed

    // What was found, with no advice: the window adds its own (report() + what to press).
    QString report() const;
    // report() and the command-line advice for the gap, each command on a line of its own.
    QString summary() const;
    // 0 verified, 1 failed, 3 unanchored (the CLI's exit status).
    int exitCode() const { return trust == Trust::Verified ? 0 : trust == Trust::Unanchored ? 3 : 1; }
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

    // Officers: who may sign decisions and checkpoints. The first admin founds the ledger with a
    // registration signed by their own key; every later one is registered by an admin's signature.
    Status found(const QString &name, Signer &founder);
    Status registerOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                           Signer &registrar);
    // An unsigned registration, as ledgers recorded them before registrations were signed: such a key is
    // anchored only by a trusted key of its own or by a checkpoint that covers its registration.
    Status registerOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                           const QString &registeredBy);
    // The registrations recorded in the audit log, checked (not yet anchored).
    Result<RegistrationChain> registrations();
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
    // Submits as `actor` (refused with every rule's reason); the submission is not signed.
    Status submit(qint64 requestId, const QString &actor);
    // Submits signed by the requester's registered key: four eyes then compares keys.
    Status submit(qint64 requestId, Signer &requester);
    // The key that signed the submission of `requestHash` (empty: not signed); an error when the
    // signature does not verify.
    Result<QByteArray> submittedBy(qint64 requestId, const QByteArray &requestHash);
    // What a requester signs: L("clustergate-submission/1") L(origin) L(id) L(hex hash) L(requester) L(key).
    static QByteArray submissionRecord(const QString &origin, qint64 requestId, const QByteArray &requestHash,
                                       const QString &requester, const QString &keyText);
    // The facts four eyes weighs when the key `approverKey` decides `request`, whose submission is (or
    // would be) signed with `requesterKey` (empty: unsigned): who the key is registered as, with what role,
    // and which key registered it. decide() checks these with Rules::checkDecision; so do the previews
    // (may this key approve? could anyone approve this request?), so that they never disagree with it.
    Result<ApprovalCheck> approvalCheck(const QByteArray &approverKey, const ExportRequest &request,
                                        const QByteArray &requesterKey, bool approving,
                                        const QDate &expiresOn);
    // Approves or rejects, signed by `signer`, whose public key must be a registered officer's.
    Result<Approval> decide(qint64 requestId, bool approve, Signer &signer, const QDate &expiresOn,
                            const QString &reason);
    // Activates an approved request, signed by `signer` (a registered key: the requester who exports, or an
    // officer), like a decision: the audit event carries the key and its signature over activationRecord.
    Status activate(qint64 requestId, Signer &signer);
    // Unsigned, as `actor`: ledgers made before activations were signed, and test fixtures.
    Status activate(qint64 requestId, const QString &actor);
    // What an activation signs: L("clustergate-activation/1") L(origin) L(id) L(hex hash) L(name) L(key).
    static QByteArray activationRecord(const QString &origin, qint64 requestId, const QByteArray &requestHash,
                                       const QString &name, const QString &keyText);
    // The key that signed the activation of request `requestId` (empty: not signed); an error when its
    // signature does not verify.
    Result<QByteArray> activatedBy(qint64 requestId);
    Status expire(qint64 requestId, const QString &actor);
    // The requester takes a submitted request back before anyone decided it: a draft again
    // (request.withdrawn), to be changed or left.
    Status withdraw(qint64 requestId, const QString &actor);
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

    // The whole ledger against anchors from outside: the chain and its checkpoints, the registrations, the
    // officer table against them, and every signed decision. Keys read from the ledger are never anchors.
    LedgerVerification verify(const TrustAnchors &anchors);

    // Checkpoint of the audit log signed by a registered officer.
    Result<QByteArray> checkpoint(Signer &signer);

    // The canonical hash of a request as submitted (its content and its datasets' grades and versions).
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
    Status submit(qint64 requestId, const QString &actor, Signer *requester);
    Status activate(qint64 requestId, const QString &actor, const QJsonObject &details);
    Status addOfficer(const QString &name, OfficerRole role, const QByteArray &publicKey,
                      const QString &registeredBy, Signer *registrar);

    LedgerStore &m_store;
    AuditLog m_audit;
    Clock m_clock;
};

} // namespace cg::ledger

// Copies of exported data on a cluster (a dataset transfer's remote path), so that destruction tracking knows
// where every copy lives: each is an audit event ("copy.recorded", "copy.wiped") about its export request,
// hash-chained like every other change.
namespace cg::ledger {

struct RemoteCopy
{
    qint64 requestId = 0;
    QString dataset;
    QString cluster;
    QString remotePath;
    QString transferId;
    QByteArray manifestSha256; // 32 bytes: the signed manifest the copy was sent under
    QDateTime recorded;
    QDateTime wiped;           // invalid: still on the cluster
    QByteArray evidenceSha256; // of the wipe's evidence file
};

Status recordRemoteCopy(Ledger &ledger, const RemoteCopy &copy, const QString &actor);
Status recordCopyWiped(Ledger &ledger, const RemoteCopy &copy, const QString &actor);
// Every copy on record (of `requestId` only when not 0), oldest first, with its wipe when there was one.
Result<QList<RemoteCopy>> remoteCopies(Ledger &ledger, qint64 requestId = 0);

} // namespace cg::ledger
