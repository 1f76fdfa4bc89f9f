// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/acceptance_report.h"

#include "common/paths.h"
#include "ledger/audit_log.h"
#include "ledger/ed25519.h"
#include "validation/acceptance_pages.h"
#include "validation/validation_engine.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace cg::validation {

AcceptanceReport AcceptanceReport::from(const ValidationEngine &engine)
{
    AcceptanceReport r;
    r.cluster = engine.target().cluster.name;
    r.provider = engine.target().cluster.provider;
    r.region = engine.target().cluster.region;
    r.contract = engine.target().cluster.contract;
    for (const TargetNode &n : engine.target().nodes)
        r.nodes << n.name;
    r.excluded = engine.excludedNodes();
    r.checklist = engine.checklist().name;
    r.operatorName = engine.operatorName();
    r.runId = engine.runId();
    r.generated = QDateTime::currentDateTimeUtc();
    for (const LevelResult &l : engine.levels()) {
        if (l.status != CheckStatus::Pending || !l.overrideReason.isEmpty())
            r.levels << l;
    }
    return r;
}

QJsonObject AcceptanceReport::toJson() const
{
    QJsonArray levelsJson;
    for (const LevelResult &l : levels) {
        QJsonArray checks;
        for (const CheckResult &c : l.checks)
            checks.append(c.toJson(false));
        QJsonObject lo{{QStringLiteral("level"), l.id},
                       {QStringLiteral("title"), l.title},
                       {QStringLiteral("status"), statusName(l.status)},
                       {QStringLiteral("reason"), l.reason},
                       {QStringLiteral("checks"), checks}};
        // The verdict with the nodes it counts and the ones left out, as `validate --format json` has it.
        const QJsonObject summary = l.summaryJson();
        for (auto it = summary.begin(); it != summary.end(); ++it)
            lo.insert(it.key(), it.value());
        if (!l.overrideReason.isEmpty())
            lo.insert(QStringLiteral("override"), QJsonObject{{QStringLiteral("reason"), l.overrideReason},
                                                              {QStringLiteral("by"), l.overrideBy}});
        levelsJson.append(lo);
    }
    return QJsonObject{{QStringLiteral("schema"), QStringLiteral("clustergate.acceptance/1")},
                       {QStringLiteral("cluster"), cluster},
                       {QStringLiteral("provider"), provider},
                       {QStringLiteral("region"), region},
                       {QStringLiteral("contract"), contract.toJson()},
                       {QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
                       {QStringLiteral("excluded"), nodeNotesJson(excluded)},
                       {QStringLiteral("checklist"), checklist},
                       {QStringLiteral("operator"), operatorName},
                       {QStringLiteral("run"), runId},
                       {QStringLiteral("generated"), generated.toString(Qt::ISODate)},
                       {QStringLiteral("levels"), levelsJson}};
}

QByteArray AcceptanceReport::canonicalJson() const
{
    // QJsonObject keeps keys sorted; compact output has no insignificant whitespace.
    return QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
}

QString AcceptanceReports::toHtml(const AcceptanceReport &r, const QByteArray &signature,
                                  const QByteArray &publicKey)
{
    return AcceptancePages::lay(r, signature, publicKey).html;
}

Status AcceptanceReports::record(const AcceptanceReport &report, const WrittenReport &written,
                                 ledger::AuditLog *audit)
{
    if (!audit)
        return Ok{};
    ledger::AuditEvent e;
    e.actor = report.operatorName;
    e.action = QStringLiteral("validation.report");
    e.subject = QStringLiteral("cluster:") + report.cluster;
    e.details = QJsonObject{
        {QStringLiteral("run"), report.runId},
        {QStringLiteral("pdf"), QFileInfo(written.pdfPath).fileName()},
        {QStringLiteral("pdf_sha256"), QString::fromLatin1(written.pdfSha256)},
        {QStringLiteral("results_sha256"),
         QString::fromLatin1(
             QCryptographicHash::hash(report.canonicalJson(), QCryptographicHash::Sha256).toHex())},
        {QStringLiteral("public_key"), QString::fromLatin1(written.publicKey.toBase64())}};
    const auto st = audit->append(e);
    if (!st.ok())
        return Status::failure(st.error());
    return Ok{};
}

Result<WrittenReport> AcceptanceReports::write(const AcceptanceReport &report, ledger::Signer &signer,
                                               const QString &pdfPath, ledger::AuditLog *audit)
{
    using R = Result<WrittenReport>;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return R::failure(
            tr("a PDF report needs fonts, which needs a QGuiApplication (QT_QPA_PLATFORM=offscreen "
               "is enough)"));
    const QByteArray canonical = report.canonicalJson();
    const Result<QByteArray> sig = signer.sign(canonical);
    if (!sig.ok())
        return R::failure(sig.error());
    WrittenReport w;
    w.pdfPath = pdfPath;
    const QFileInfo fi(pdfPath);
    w.jsonPath = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".json"));
    w.signature = sig.value();
    w.publicKey = signer.publicKey();

    const QJsonObject signedJson{
        {QStringLiteral("results"), report.toJson()},
        {QStringLiteral("signature"),
         QJsonObject{{QStringLiteral("algorithm"), QStringLiteral("ed25519")},
                     {QStringLiteral("public_key"), QString::fromLatin1(w.publicKey.toBase64())},
                     {QStringLiteral("value"), QString::fromLatin1(w.signature.toBase64())},
                     {QStringLiteral("signed"),
                      QStringLiteral("canonical JSON of 'results': sorted keys, compact")}}}};
    QSaveFile jf(w.jsonPath);
    if (!jf.open(QIODevice::WriteOnly) ||
        jf.write(QJsonDocument(signedJson).toJson(QJsonDocument::Indented)) < 0 || !jf.commit())
        return R::failure(tr("cannot write %1: %2").arg(w.jsonPath, jf.errorString()));

    const AcceptancePage page = AcceptancePages::lay(report, w.signature, w.publicKey);
    if (const Status st =
            report::printPdf(page.html, page.charts, pdfPath, tr("Acceptance report: %1").arg(report.cluster),
                             QPageLayout::Portrait);
        !st)
        return R::failure(st.error());
    QFile pdf(pdfPath);
    if (!pdf.open(QIODevice::ReadOnly) || pdf.size() == 0)
        return R::failure(tr("the PDF %1 could not be written").arg(pdfPath));
    w.pdfSha256 = QCryptographicHash::hash(pdf.readAll(), QCryptographicHash::Sha256).toHex();
    if (const Status st = record(report, w, audit); !st)
        return R::failure(st.error());
    return w;
}

bool AcceptanceReports::verifySignedJson(const QByteArray &data, QString *why)
{
    const QJsonObject o = QJsonDocument::fromJson(data).object();
    const QJsonObject sig = o.value(QStringLiteral("signature")).toObject();
    const QByteArray key =
        QByteArray::fromBase64(sig.value(QStringLiteral("public_key")).toString().toLatin1());
    const QByteArray value = QByteArray::fromBase64(sig.value(QStringLiteral("value")).toString().toLatin1());
    if (!o.value(QStringLiteral("results")).isObject() || key.size() != ledger::kEd25519PublicKeySize ||
        value.size() != ledger::kEd25519SignatureSize) {
        *why = tr("not a signed acceptance report");
        return false;
    }
    const QByteArray canonical =
        QJsonDocument(o.value(QStringLiteral("results")).toObject()).toJson(QJsonDocument::Compact);
    if (!ledger::ed25519Verify(key, canonical, value)) {
        *why = tr("the signature does not match the results: they were changed after signing");
        return false;
    }
    why->clear();
    return true;
}

QString AcceptanceReports::defaultKeyPath()
{
    return QDir(paths::dataDir()).filePath(QStringLiteral("validation-signing.key"));
}

Result<std::unique_ptr<ledger::KeySigner>> AcceptanceReports::loadOrCreateKey(const QString &path)
{
    using R = Result<std::unique_ptr<ledger::KeySigner>>;
    QFile f(path);
    if (f.exists()) {
        if (!f.open(QIODevice::ReadOnly))
            return R::failure(tr("cannot read the signing key %1: %2").arg(path, f.errorString()));
        return ledger::KeySigner::fromKeyData(f.readAll());
    }
    std::unique_ptr<ledger::KeySigner> key = ledger::KeySigner::generate();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return R::failure(tr("cannot create the signing key %1: %2").arg(path, out.errorString()));
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    out.write(key->seed());
    if (!out.commit())
        return R::failure(tr("cannot create the signing key %1: %2").arg(path, out.errorString()));
    return R(std::move(key));
}

} // namespace cg::validation
