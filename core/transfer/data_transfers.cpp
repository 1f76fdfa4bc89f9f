// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/data_transfers.h"

#include "common/shell_word.h"
#include "ledger/canonical.h"
#include "ssh/connection_hub.h"
#include "ssh/file_push.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace cg::transfer {

using ledger::RequestState;

DataTransfers::DataTransfers(ledger::Ledger &ledger, ledger::TrustAnchors anchors, TransferStore store)
    : m_ledger(ledger), m_anchors(std::move(anchors)), m_store(std::move(store))
{
}

QString DataTransfers::defaultRemoteDir(const QString &stagingRoot, const QString &dataset)
{
    QString root = stagingRoot.isEmpty() ? QStringLiteral("clustergate/datasets") : stagingRoot;
    // The remote path is quoted as it is, and remote commands start in the login's home: a root under ~ or
    // $HOME (as the inventory allows) is written relative to it.
    for (const QLatin1String home : {QLatin1String("$HOME"), QLatin1String("~")}) {
        if (root == home)
            root.clear();
        else if (root.startsWith(home + QLatin1Char('/')))
            root = root.mid(home.size() + 1);
    }
    while (root.size() > 1 && root.endsWith(QLatin1Char('/')))
        root.chop(1);
    if (root.isEmpty())
        return dataset;
    return root.endsWith(QLatin1Char('/')) ? root + dataset : root + QLatin1Char('/') + dataset;
}

QString DataTransfers::requestCommand(const QString &dataset, const QString &form, const jobs::Destination &d)
{
    return QStringLiteral(
               "clustergate ledger request create --datasets %1 --form %2 --cluster %3 --country %4 "
               "--purpose '...' --mechanism standard-contract")
        .arg(shellWord(dataset), shellWord(form.isEmpty() ? QStringLiteral("raw") : form),
             shellWord(d.cluster), shellWord(d.country.isEmpty() ? d.region : d.country));
}

Result<Clearance> DataTransfers::clear(const QString &dataset, const QString &form,
                                       const jobs::Destination &destination)
{
    using R = Result<Clearance>;
    jobs::ComplianceGate gate(m_ledger, m_anchors);
    const Result<jobs::GateDecision> decision = gate.check({jobs::DatasetRef{dataset, {}}}, destination);
    if (!decision)
        return R::failure(decision.error());
    Clearance c;
    const jobs::DatasetClearance &dc = decision->datasets.value(0);
    // Only the version the request covered when it was submitted (and the officer approved) may go. A new
    // version changes the request's hash, so the gate no longer finds a valid approval; say which version
    // that approval is for, rather than only that it no longer holds.
    if (dc.requestId != 0 && (dc.allowed() || dc.problem == jobs::GateProblem::NoValidApproval)) {
        const Result<ledger::Dataset> now = m_ledger.dataset(dataset); // fails for a dataset named by id
        const Result<ledger::RequestView> covering = m_ledger.request(dc.requestId);
        if (!covering)
            return R::failure(covering.error());
        // Recorded before datasets had versions: the request covers the unversioned data.
        const QString approved = now ? covering->request.datasetVersions.value(now->name) : QString();
        if (now && approved != now->version) {
            const auto shown = [](const QString &v) { return v.isEmpty() ? tr("(unversioned)") : v; };
            c.rule = QStringLiteral("version-not-approved");
            c.requestId = dc.requestId;
            c.reason = tr("request %1 approved dataset %2 at version %3, but the ledger holds version %4 now")
                           .arg(c.requestId)
                           .arg(now->name, shown(approved), shown(now->version));
            c.message =
                tr("refused by rule %1: %2; send version %3 (set it back in the ledger if that is the "
                   "data being sent), or request an export of version %4 and have it approved: %5")
                    .arg(c.rule, c.reason, shown(approved), shown(now->version),
                         requestCommand(now->name, form, destination));
            return c;
        }
    }
    if (!dc.allowed()) {
        c.rule = jobs::gateProblemName(dc.problem);
        c.reason = dc.reason;
        c.message = tr("refused by rule %1: %2\nto request the export: %3")
                        .arg(c.rule, c.reason, requestCommand(dataset, form, destination));
        c.requestId = dc.requestId;
        return c;
    }
    const Result<ledger::RequestView> v = m_ledger.request(dc.requestId);
    if (!v)
        return R::failure(v.error());
    c.requestId = dc.requestId;
    c.form = ledger::formName(v->request.form);
    if (!form.isEmpty() && form != c.form) {
        c.rule = QStringLiteral("form-not-approved");
        c.reason = tr("request %1 approves dataset %2 in the form %3, not %4")
                       .arg(c.requestId)
                       .arg(dataset, c.form, form);
        c.message = tr("refused by rule %1: %2\nto request the export: %3")
                        .arg(c.rule, c.reason, requestCommand(dataset, form, destination));
        return c;
    }
    for (const ledger::Approval &a : v->approvals) {
        if (a.approved && (c.approvalId == 0 || a.expiresOn > c.approvalExpires)) {
            c.approvalId = a.id;
            c.approvalExpires = a.expiresOn;
        }
    }
    c.destructionDue = v->destructionDue;
    c.allowed = c.approvalId != 0;
    if (!c.allowed) {
        c.rule = QStringLiteral("no-valid-approval");
        c.reason = tr("request %1 has no approval").arg(c.requestId);
        c.message = tr("refused by rule %1: %2").arg(c.rule, c.reason);
    }
    return c;
}

QString DataTransfers::expiry(const Manifest &m, const QDateTime &now)
{
    const QDate today = now.toUTC().date();
    if (m.approvalExpires.isValid() && today > m.approvalExpires)
        return tr("approval %1 of request %2 expired on %3: the transfer stopped; a new approval lets "
                  "'clustergate data resume %4' continue it")
            .arg(m.approvalId)
            .arg(m.requestId)
            .arg(m.approvalExpires.toString(Qt::ISODate), m.id);
    if (m.destructionDue.isValid() && today > m.destructionDue)
        return tr("request %1's retention ended on %2: the data must be destroyed, not sent")
            .arg(m.requestId)
            .arg(m.destructionDue.toString(Qt::ISODate));
    return {};
}

QString DataTransfers::stillCleared(const Manifest &m)
{
    jobs::Destination d;
    d.cluster = m.cluster;
    d.country = m.destination;
    d.region = m.destination;
    const Result<Clearance> c = clear(m.dataset, m.form, d);
    if (!c)
        return c.error();
    if (!c->allowed)
        return c->message;
    if (c->requestId != m.requestId)
        return tr("transfer %1 rides on request %2, but request %3 now clears the dataset: start a new "
                  "transfer")
            .arg(m.id)
            .arg(m.requestId)
            .arg(c->requestId);
    return expiry(m, m_ledger.now());
}

Result<Clearance> DataTransfers::gate(const PushRequest &req, const QString &actor)
{
    const Result<Clearance> c =
        clear(req.dataset, req.form, jobs::Destination{req.cluster, req.country, req.region});
    if (c && !c->allowed)
        (void)recordRefusal(req, c.value(), actor);
    return c;
}

Status DataTransfers::recordRefusal(const PushRequest &req, const Clearance &refusal, const QString &actor)
{
    ledger::AuditEvent e;
    e.actor = actor;
    e.action = QStringLiteral("data.push-refused");
    e.subject = QStringLiteral("dataset:%1").arg(req.dataset);
    e.details = QJsonObject{{QStringLiteral("cluster"), req.cluster},
                            {QStringLiteral("destination"), req.country.isEmpty() ? req.region : req.country},
                            {QStringLiteral("form"), req.form},
                            {QStringLiteral("rule"), refusal.rule},
                            {QStringLiteral("request"), QString::number(refusal.requestId)},
                            {QStringLiteral("front_end"), req.frontEnd}};
    const Result<qint64> r = m_ledger.audit().append(e);
    return r ? Status(Ok{}) : Status::failureOf(r);
}

Result<TransferState> DataTransfers::prepare(const PushRequest &req, ledger::Signer &sender,
                                             const QString &senderName)
{
    using R = Result<TransferState>;
    if (!validRemotePath(req.remotePath))
        return R::failure(tr("'%1' is not a usable remote path").arg(req.remotePath));
    if (req.chunkSize < (64 << 10) || req.chunkSize > (4ll << 30))
        return R::failure(tr("the chunk size must be between 64 KiB and 4 GiB"));
    const Result<Clearance> c = gate(req, senderName);
    if (!c)
        return R::failureOf(c);
    if (!c->allowed)
        return R::failure(c->message, ErrorCode::Refused);
    const Result<ledger::Dataset> ds = m_ledger.dataset(req.dataset);
    if (!ds)
        return R::failure(ds.error());
    Result<QList<ManifestFile>> files = scanLocation(ds->location, req.chunkSize);
    if (!files)
        return R::failure(files.error());

    TransferState s;
    Manifest &m = s.manifest;
    m.id = Manifest::newId();
    m.dataset = req.dataset;
    m.form = c->form;
    m.requestId = c->requestId;
    m.approvalId = c->approvalId;
    m.approvalExpires = c->approvalExpires;
    m.destructionDue = c->destructionDue;
    m.cluster = req.cluster;
    m.destination = req.country.isEmpty() ? req.region : req.country;
    m.remotePath = req.remotePath;
    m.chunkSize = req.chunkSize;
    m.files = files.value();
    m.created = m_ledger.now();
    if (const Status st = m.sign(sender, senderName); !st)
        return R::failure(st.error());

    ledger::AuditEvent e;
    e.actor = senderName;
    e.action = QStringLiteral("data.manifest");
    e.subject = QStringLiteral("request:%1").arg(m.requestId);
    e.details = m.toJson(false);
    if (const Result<qint64> r = m_ledger.audit().append(e); !r)
        return R::failure(r.error());
    ledger::RemoteCopy copy;
    copy.requestId = m.requestId;
    copy.dataset = m.dataset;
    copy.cluster = m.cluster;
    copy.remotePath = m.remotePath;
    copy.transferId = m.id;
    copy.manifestSha256 = m.sha256();
    if (const Status st = ledger::recordRemoteCopy(m_ledger, copy, senderName); !st)
        return R::failure(st.error());
    if (const Status st = m_store.save(s); !st)
        return R::failure(st.error());
    return s;
}

Status DataTransfers::recordRun(const TransferState &s, const QString &actor, const QString &frontEnd)
{
    ledger::AuditEvent e;
    e.actor = actor;
    e.action = QStringLiteral("data.transfer-") + statusName(s.status);
    e.subject = QStringLiteral("request:%1").arg(s.manifest.requestId);
    e.details =
        QJsonObject{{QStringLiteral("transfer"), s.manifest.id},
                    {QStringLiteral("manifest_sha256"), QString::fromLatin1(s.manifest.sha256().toHex())},
                    {QStringLiteral("verified_bytes"), QString::number(s.verifiedBytes())},
                    {QStringLiteral("bytes_sent"), QString::number(s.bytesSent)},
                    {QStringLiteral("bytes_resent"), QString::number(s.bytesResent)},
                    {QStringLiteral("reason"), s.reason}};
    if (!frontEnd.isEmpty())
        e.details.insert(QStringLiteral("front_end"), frontEnd);
    const Result<qint64> r = m_ledger.audit().append(e);
    return r ? Status(Ok{}) : Status::failureOf(r);
}

Result<WipeEvidence> DataTransfers::wipe(ssh::ConnectionHub &hub, const ssh::ChainPlan &plan,
                                         const ssh::SessionOptions &base, TransferState &state,
                                         const QString &actor)
{
    using R = Result<WipeEvidence>;
    const Manifest &m = state.manifest;
    QStringList paths;
    for (int i = 0; i < m.files.size(); ++i)
        paths << m.finalPath(i);
    paths << m.stagingDir();
    QByteArray list;
    for (const QString &p : std::as_const(paths))
        list += ' ' + ssh::FilePush::shellQuote(p);
    const QByteArray cmd = "rm -rf --" + list + "; for p in" + list +
                           "; do if [ -e \"$p\" ] || [ -L \"$p\" ]; then echo \"present $p\"; fi; done; "
                           "rmdir -- " +
                           ssh::FilePush::shellQuote(m.remotePath) + " 2>/dev/null; echo checked";
    QByteArray out;
    std::unique_ptr<ssh::ExecRequest> r(hub.exec(plan, base, cmd));
    QObject::connect(r.get(), &ssh::ExecRequest::stdoutData, r.get(), [&out](const QByteArray &d) {
        if (out.size() < (1 << 20))
            out += d;
    });
    r->waitForFinished();
    const ssh::ExecResult res = r->result();
    if (!res.ok())
        return R::failure(tr("wiping transfer %1 on %2 failed: %3").arg(m.id, m.cluster, res.describe()));
    const QList<QByteArray> lines = out.trimmed().split('\n');
    if (lines.isEmpty() || lines.last() != "checked")
        return R::failure(tr("wiping transfer %1: the far side did not confirm the check").arg(m.id));
    QStringList present;
    for (const QByteArray &l : lines)
        if (l.startsWith("present "))
            present << QString::fromUtf8(l.mid(8));
    if (!present.isEmpty())
        return R::failure(tr("wiping transfer %1: still present on %2 after removal: %3")
                              .arg(m.id, m.cluster, present.join(QStringLiteral(", "))));

    const QDateTime now = m_ledger.now();
    QJsonArray files;
    for (const ManifestFile &f : m.files)
        files.append(QJsonObject{{QStringLiteral("path"), f.relativePath},
                                 {QStringLiteral("size"), QString::number(f.size)},
                                 {QStringLiteral("sha256"), QString::fromLatin1(f.sha256.toHex())}});
    WipeEvidence ev;
    ev.json = QJsonObject{
        {QStringLiteral("format"), QStringLiteral("clustergate-wipe-evidence/1")},
        {QStringLiteral("transfer"), m.id},
        {QStringLiteral("request"), QString::number(m.requestId)},
        {QStringLiteral("dataset"), m.dataset},
        {QStringLiteral("manifest_sha256"), QString::fromLatin1(m.sha256().toHex())},
        {QStringLiteral("what"), files},
        {QStringLiteral("where"), QStringLiteral("%1:%2").arg(m.cluster, m.remotePath)},
        {QStringLiteral("when"), ledger::isoTime(now)},
        {QStringLiteral("performed_by"), actor},
        {QStringLiteral("method"), ledger::methodName(ledger::DestructionMethod::Clear)},
        {QStringLiteral("how"), QString::fromUtf8(cmd)},
        {QStringLiteral("verification"),
         tr("after removal, test -e on the far side found none of the %1 path(s) (files and staging)")
             .arg(paths.size())},
        {QStringLiteral("note"), tr("file deletion on the cluster's file system; the provider's media and "
                                    "backups are not sanitized by it")}};
    const QByteArray bytes = QJsonDocument(ev.json).toJson(QJsonDocument::Indented);
    ev.sha256 = ledger::sha256(bytes);
    ev.file = QDir(m_store.dir()).filePath(m.id + QStringLiteral("-wipe-evidence.json"));
    QSaveFile f(ev.file);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return R::failure(tr("cannot write %1: %2").arg(ev.file, f.errorString()));

    ledger::RemoteCopy copy;
    copy.requestId = m.requestId;
    copy.dataset = m.dataset;
    copy.cluster = m.cluster;
    copy.remotePath = m.remotePath;
    copy.transferId = m.id;
    copy.manifestSha256 = m.sha256();
    copy.evidenceSha256 = ev.sha256;
    if (const Status st = ledger::recordCopyWiped(m_ledger, copy, actor); !st)
        return R::failure(st.error());
    state.status = TransferStatus::Wiped;
    state.wiped = now;
    state.reason.clear();
    state.verifiedChunks.clear();
    state.placedFiles.clear();
    if (const Status st = m_store.save(state); !st)
        return R::failure(st.error());
    return ev;
}

QString pushGuard(ledger::Ledger &ledger, const TransferStore &store, const QString &localPath)
{
    const QFileInfo fi(localPath);
    const QString path = fi.canonicalFilePath().isEmpty() ? fi.absoluteFilePath() : fi.canonicalFilePath();
    const Result<QList<ledger::Dataset>> datasets = ledger.datasets();
    if (!datasets)
        return DataTransfers::tr("the ledger cannot be read, so %1 cannot be checked: %2")
            .arg(localPath, datasets.error());
    for (const ledger::Dataset &d : datasets.value()) {
        const QString loc = localPathOf(d.location);
        if (loc.isEmpty())
            continue;
        const QFileInfo li(loc);
        const QString root =
            li.canonicalFilePath().isEmpty() ? li.absoluteFilePath() : li.canonicalFilePath();
        if (path == root || path.startsWith(root + QLatin1Char('/')))
            return DataTransfers::tr("%1 lies inside dataset %2 (%3): datasets leave only through "
                                     "'clustergate data push %2 --cluster CLUSTER', which checks the ledger")
                .arg(localPath, shellWord(d.name), root);
    }
    const Result<QList<TransferState>> all = store.list();
    if (!all || all->isEmpty())
        return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    const QByteArray sha = h.result();
    for (const TransferState &s : all.value())
        for (const ManifestFile &mf : s.manifest.files)
            if (mf.sha256 == sha && mf.size == fi.size())
                return DataTransfers::tr(
                           "%1 is file %2 of dataset %3 (transfer %4, same SHA-256): datasets leave "
                           "only through 'clustergate data push %3 --cluster CLUSTER'")
                    .arg(localPath, mf.relativePath, shellWord(s.manifest.dataset), s.manifest.id);
    return {};
}

} // namespace cg::transfer
