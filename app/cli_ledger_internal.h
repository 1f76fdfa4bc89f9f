// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate ledger ...` inside: one class of commands, its files by idea (cli_ledger.cpp: usage, keys,
// the server and the dispatch; cli_ledger_requests.cpp: datasets, officers and requests;
// cli_ledger_evidence.cpp: verification, checkpoints, proofs, reports and bundles). Not for use elsewhere.
#pragma once

#include "cli_ledger.h"
#include "exit_codes.h"

#include "common/local_user.h"
#include "common/paths.h"
#include "ledger/audit_proofs.h"
#include "ledger/canonical.h"
#include "ledger/credential_signer.h"
#include "ledger/ed25519.h"
#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/reports.h"
#include "ledger/sqlite_ledger_store.h"
#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_migrate.h"
#include "ledger/pg_schema.h"
#include "ledger/pg_settings.h"
#endif
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/file_vault_backend.h"
#include "secrets/keychain_backend.h"
#include "storage/database.h"

#include "services/identity_signer.h"
#include "services/officer_keys.h"
#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextStream>

namespace cg::cli::ledger_cli {

using namespace cg::ledger;
using namespace cg::cli::exit_code;

class LedgerCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::LedgerCli)

public:
    static int fail(const QString &message, int code = kFailed);
    // A failure with the exit status its code maps to (a rule's refusal: kRefused).
    template <typename T> static int fail(const Result<T> &failed)
    {
        return fail(failed.error(), exitCodeFor(failed.code()));
    }
    static QString usage();
    static QString loginName() { return localUserName(); }
    static bool writeFile(const QString &path, const QByteArray &bytes, QString *error);
    static bool readFile(const QString &path, QByteArray *bytes, QString *error, qint64 limit = 1LL << 30);
    static void printTable(const QList<QStringList> &table);
    // The officer's signing key from the keychain, or from the vault when --vault is given.
    static std::unique_ptr<Signer> signer(const QCommandLineParser &p, Database &db, QString *error,
                                          const QString &option = QStringLiteral("key"));
    // A classification change: proposed by one person, signed by a second (docs/compliance.md).
    static int gradeChange(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                           const QString &actor);
    // The exporter the ledger speaks for, for the 2024 Provisions.
    static int exporter(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                        const QString &actor);
    static int importDatasets(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                              const QString &actor);
    // --format for the listing verbs: kText, kJson, or the exit status of a usage error.
    static constexpr int kText = -1;
    static constexpr int kJson = -2;
    static int listFormat(const QCommandLineParser &p);
    static int datasets(Ledger &ledger, const QCommandLineParser &p);
    // dataset add|edit NAME: one dataset from options, through the same checks and audit events as an
    // import (a grade change of an existing dataset still needs grade-change propose and sign).
    static int dataset(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor);
    static int found(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos);
    // A new officer's signing key made in the keychain (or --vault), as the window's Create Signing Key….
    static int createKey(Database &db, const QCommandLineParser &p, const QStringList &pos);
    static int registerOfficer(Ledger &ledger, Database &db, const QCommandLineParser &p,
                               const QStringList &pos);
    // The version of each dataset as submitted (null before submission; "" for unversioned).
    static QJsonValue versionsJson(const ExportRequest &r);
    static void printRequest(const RequestView &v, const RuleVerdict *verdict, const QDate &today);
    static int request(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor);
    static int requests(Ledger &ledger, const QCommandLineParser &p);
    // Anchors from outside what is verified: the options, or else the configured anchor file.
    static bool anchors(const QCommandLineParser &p, TrustAnchors *out, QString *error);
    static void printAnchors(const TrustAnchors &a);
    static int verifyBundle(const QCommandLineParser &p);
    static int verify(Ledger &ledger, const QCommandLineParser &p);
    static int checkpoint(Ledger &ledger, Database &db, const QCommandLineParser &p);
    static bool readCheckpoint(const QString &path, Checkpoint *out, QString *error);
    static int writeOrPrint(const QCommandLineParser &p, const QByteArray &bytes);
    // An inclusion proof of entry SEQ against a signed tree head: the one given, or the newest stored one
    // that covers the entry.
    static int prove(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos);
    static int consistency(Ledger &ledger, const QCommandLineParser &p, const QStringList &pos);
    static int verifyProof(const QCommandLineParser &p, const QStringList &pos);
    // A second console or an officer countersigns a tree head after checking it against its own copy.
    static int witness(Ledger &ledger, Database &db, const QCommandLineParser &p, const QStringList &pos,
                       const QString &actor);
    static bool seqRange(const QCommandLineParser &p, qint64 *from, qint64 *to);
    static int report(Ledger &ledger, const QCommandLineParser &p, const QString &actor);
    static int bundle(Ledger &ledger, Database &db, const QCommandLineParser &p);
    // Team mode: the ledger on a PostgreSQL server.
    static int server(const QString &verb, const QCommandLineParser &p, const QStringList &pos,
                      const QString &actor);
    static int run(const QStringList &words);
};

} // namespace cg::cli::ledger_cli
