// SPDX-License-Identifier: GPL-3.0-or-later
// Vocabulary of the data-classification ledger: grades, personal-information categories, export forms,
// legal mechanisms, request states, destruction methods, and the records built from them. Each enum has
// the words the CSV inventory, the CLI and the database use (`gradeName`, `gradeFromName`, ...).
#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::ledger {

// Ordered: a higher value is more restricted. Mapped to GB/T 43697-2024 by `gbtLevel`.
enum class Grade { Public = 0, Internal = 1, SensitivePersonal = 2, Important = 3, Core = 4 };

QString gradeName(Grade g);                           // "public", ..., "core"
std::optional<Grade> gradeFromName(const QString &s); // case-insensitive
QStringList gradeNames();
QString gbtLevel(Grade g); // "general", "important", "core"
// What people read, translated (context "LedgerTexts"): the window and sentences show these, where the files,
// the database and the CLI's arguments keep the ids above ("sensitive personal", "general data").
QString gradeDisplayName(Grade g);
QString gbtLevelDisplayName(Grade g);

// PIPL Art. 28 sensitive personal information, as flags.
enum class PiCategory : unsigned {
    Biometrics = 1u << 0,
    Religion = 1u << 1,
    SpecificIdentity = 1u << 2,
    MedicalHealth = 1u << 3,
    FinancialAccount = 1u << 4,
    LocationTracking = 1u << 5,
    MinorUnder14 = 1u << 6,
};
using PiCategories = unsigned;
inline constexpr PiCategories kAllPiCategories = 0x7f;

QString piCategoryName(PiCategory c); // "biometrics", "religion", "specific-identity", ...
QStringList piCategoryNames(PiCategories set);
// Parses "biometrics;medical-health" (also ',' or '|' separated). `bad` receives the unknown words.
PiCategories piCategoriesFromText(const QString &text, QStringList *bad = nullptr);
QString piCategoriesText(PiCategories set); // ";"-joined, in the fixed order above
QStringList allPiCategoryNames();
QString piCategoryDisplayName(PiCategory c);          // translated: "medical health", not "medical-health"
QString piCategoryDisplayName(const QString &id);     // the display name of an id; unknown: the id itself
QStringList piCategoryDisplayNames(PiCategories set); // translated, in the fixed order above

enum class ExportForm { Raw, DeIdentified, Pseudonymised, Aggregated, Sampled };
QString formName(ExportForm f);
std::optional<ExportForm> formFromName(const QString &s);
QStringList formNames();
QString formDisplayName(ExportForm f); // translated: "de-identified" reads "去标识化" in zh_CN

// Ordered by strength: a security assessment satisfies what a contract or certification would.
enum class LegalMechanism { Exemption, StandardContract, Certification, SecurityAssessment };
QString mechanismName(LegalMechanism m);
std::optional<LegalMechanism> mechanismFromName(const QString &s);
QStringList mechanismNames();
QString mechanismDisplayName(LegalMechanism m); // translated: "standard contract", not "standard-contract"

enum class RequestState {
    Draft,
    Submitted,
    Approved,
    Rejected,
    Active,
    Expired,
    DestructionPending,
    Destroyed
};
QString stateName(RequestState s);        // "draft", "submitted", ..., "destruction-pending", "destroyed"
QString stateDisplayName(RequestState s); // translated (context "LedgerTexts"): "awaiting destruction"
std::optional<RequestState> stateFromName(const QString &s);
QStringList stateNames();

// NIST SP 800-88 sanitisation methods, plus crypto-erase.
enum class DestructionMethod { Clear, Purge, Destroy, CryptoErase };
QString methodName(DestructionMethod m);
std::optional<DestructionMethod> methodFromName(const QString &s);
QStringList methodNames();

// Who a registered key is: an officer decides and checkpoints, an admin also registers people, a requester
// submits export requests (and is kept in the audit log's registrations only, not the officer table).
enum class OfficerRole { Officer, Admin, Requester };
QString roleName(OfficerRole r);
// The role as people read it, translated ("管理员" in zh_CN): what every screen and sentence shows, where the
// files, the database and the CLI's arguments keep roleName().
QString roleDisplayName(OfficerRole r);
std::optional<OfficerRole> roleFromName(const QString &s);

// Names of people and keys: 1-64 of [A-Za-z0-9._@-]. They appear in signed notes, which forbid spaces.
bool isValidPersonName(const QString &name);

struct Field
{
    QString name;
    QString description;
    Grade grade = Grade::Public;
    bool personal = false;
    PiCategories sensitive = 0;
};

struct Dataset
{
    qint64 id = 0;
    QString name; // unique
    QString owner;
    QString description;
    QString location; // URI
    // Which version of the data this is ("2026-06", "v3", a snapshot id); empty: unversioned. An export
    // request records each dataset's version when it is submitted, and only that version may be sent.
    QString version;
    qint64 records = 0;
    qint64 people = 0; // people whose personal information it holds
    bool personal = false;
    PiCategories sensitive = 0;  // the dataset's own, without its fields'
    Grade grade = Grade::Public; // as declared
    QList<Field> fields;
    QStringList sources;          // names of the datasets it was derived from
    QString regradeJustification; // set: the inherited grade was overridden ...
    QString regradeApprover;      // ... with this approval
    QDateTime updated;

    // Filled by the ledger when read: the grade every rule uses. At least the declared grade, the highest
    // field's, sensitive-personal when any sensitive category is present, and (unless re-graded with a
    // justification and an approver) the highest effective grade of its sources.
    Grade effectiveGrade = Grade::Public;
    Grade inheritedGrade = Grade::Public; // the sources' highest effective grade (Public without sources)

    PiCategories allSensitive() const; // its own and its fields'
    bool hasPersonalInformation() const { return personal || allSensitive() != 0 || anyPersonalField(); }
    bool anyPersonalField() const;
    bool isRegraded() const { return !regradeJustification.isEmpty() && !regradeApprover.isEmpty(); }
    // The grade from the dataset alone (declared, fields, sensitive categories), without its sources.
    Grade ownFloor() const;

    // Kept in the ledger's metadata (ledger/lineage.h), not in the dataset's own row.
    QString importantNotice;        // the notification or publication that made it important data (Art. 2)
    QStringList categories;         // data categories, matched against free-trade-zone negative lists
    QString derivation;             // how it was made from `sources`: "de-identified", "anonymised", ...
    std::optional<Grade> loweredTo; // a recorded transformation that lowers the inherited grade to this
    QString loweringJustification;
    QString loweringSignedBy;  // the second person who signed the lowering (not the dataset's owner)
    bool retired = false;      // no longer used: nothing new derives from it or exports it
    bool lineageKnown = false; // the fields above were read from the ledger (else saving keeps the ledger's)
    bool isAnonymised() const { return derivation == QLatin1String("anonymised"); }
};

struct ExportRequest
{
    qint64 id = 0;
    RequestState state = RequestState::Draft;
    QStringList datasets; // names
    ExportForm form = ExportForm::Raw;
    QMap<QString, QString> formParams; // e.g. k=20, fraction=0.01
    QString destinationCluster;
    QString destinationCountry; // ISO 3166 code or region name
    QString purpose;
    LegalMechanism mechanism = LegalMechanism::StandardContract;
    QString exemptionClause; // with Exemption: an id from Rules::exemptionClauses()
    QString mechanismRef;    // security-assessment number, contract filing number or certificate number
    QString piaRef;          // personal-information impact assessment
    QString consentRef;      // separate-consent attestation
    int retentionDays = 0;
    QString requester;
    // People whose data this export carries; unset: every person the datasets cover.
    std::optional<qint64> peopleSensitive;
    std::optional<qint64> peopleOther;
    QByteArray requestHash; // frozen at submission (SHA-256 of `canonical`)
    // Each dataset's version when the request was submitted (by name; empty or absent: unversioned, as
    // every request submitted before datasets had versions). Cleared when the request is withdrawn.
    QMap<QString, QString> datasetVersions;
    QDateTime created, submitted, decided, activated, expired, destroyed;

    // The last day the data may stay abroad: activation + retention.
    QDate destructionDue() const;
};

struct Approval
{
    qint64 id = 0;
    qint64 requestId = 0;
    QByteArray requestHash;
    bool approved = false; // false: rejected
    QString scope;
    QDate expiresOn;
    QString approver;
    QString keyName;
    QDateTime decidedAt;
    QString reason;
    QByteArray signature; // Ed25519 over Approval::signedRecord()

    QString decisionName() const;
    // The canonical bytes the signature covers (length-prefixed fields, see docs/audit-log.md).
    QByteArray signedRecord() const;
};

struct DestructionCertificate
{
    qint64 requestId = 0;
    QString performedBy;
    QString asset;
    DestructionMethod method = DestructionMethod::Purge;
    QString verification; // how the result was verified
    QDate performedOn;
    QString witness;
    QByteArray evidenceSha256; // of the evidence file (32 bytes)
    QDateTime recorded;
};

struct OfficerKey
{
    QString name;
    OfficerRole role = OfficerRole::Officer;
    QByteArray publicKey; // Ed25519, 32 bytes
    QDateTime registered;
    QString registeredBy;
};

// People whose personal information went abroad in one calendar year.
struct YearCounters
{
    int year = 0;
    qint64 sensitive = 0;
    qint64 other = 0; // non-sensitive
};

} // namespace cg::ledger
