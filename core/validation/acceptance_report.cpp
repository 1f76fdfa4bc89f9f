// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/acceptance_report.h"

#include "common/paths.h"
#include "ledger/audit_log.h"
#include "ledger/ed25519.h"
#include "validation/validation_engine.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

namespace cg::validation {

namespace {

QString num(double v)
{
    return QString::number(v, 'g', 6);
}

QString statusColor(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return QStringLiteral("#2e7d32");
    case CheckStatus::Fail:
        return QStringLiteral("#c62828");
    case CheckStatus::Warn:
        return QStringLiteral("#ef6c00");
    default:
        return QStringLiteral("#616161");
    }
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// A small line chart of a check's series (e.g. the RTT of every echo), painted without QtCharts: core
// has no widgets.
QImage chartImage(const CheckResult &c)
{
    QImage img(1600, 500, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF plot(140, 40, 1420, 380);
    double maxX = 0, maxY = 0;
    for (const QPointF &pt : c.series) {
        maxX = std::max(maxX, pt.x());
        maxY = std::max(maxY, pt.y());
    }
    maxX = std::max(maxX, 1e-9);
    maxY = std::max(maxY * 1.2, 1e-9);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(24);
    p.setFont(f);
    p.setPen(QPen(QColor(0xbd, 0xbd, 0xbd), 2));
    p.drawRect(plot);
    p.setPen(Qt::black);
    p.drawText(QRectF(0, 0, img.width(), 36), Qt::AlignCenter, c.seriesName);
    p.drawText(QRectF(0, plot.top() - 14, 130, 28), Qt::AlignRight | Qt::AlignVCenter, num(maxY));
    p.drawText(QRectF(0, plot.bottom() - 14, 130, 28), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("0"));
    p.drawText(QRectF(plot.right() - 200, plot.bottom() + 10, 200, 36), Qt::AlignRight,
               QStringLiteral("%1 s").arg(num(maxX)));
    QPolygonF line;
    for (const QPointF &pt : c.series)
        line << QPointF(plot.left() + pt.x() / maxX * plot.width(),
                        plot.bottom() - pt.y() / maxY * plot.height());
    p.setPen(QPen(QColor(0x15, 0x65, 0xc0), 3));
    p.drawPolyline(line);
    return img;
}

} // namespace

AcceptanceReport AcceptanceReport::from(const ValidationEngine &engine)
{
    AcceptanceReport r;
    r.cluster = engine.target().cluster.name;
    r.provider = engine.target().cluster.provider;
    r.region = engine.target().cluster.region;
    r.contract = engine.target().cluster.contract;
    for (const TargetNode &n : engine.target().nodes)
        r.nodes << n.name;
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
    QString h = QStringLiteral("<html><body>");
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Acceptance report: %1").arg(r.cluster)));
    h += QStringLiteral("<p>%1<br/>%2<br/>%3<br/>%4</p>")
             .arg(esc(tr("Provider: %1, region: %2").arg(r.provider, r.region)),
                  esc(tr("Nodes: %1").arg(r.nodes.join(QLatin1String(", ")))),
                  esc(tr("Checklist: %1, run %2").arg(r.checklist).arg(r.runId)),
                  esc(tr("Operator: %1, generated %2 UTC")
                          .arg(r.operatorName, r.generated.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")))));
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Contract promises")));
    const QJsonObject c = r.contract.toJson();
    if (c.isEmpty()) {
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("No promises recorded for this cluster.")));
    } else {
        h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">");
        for (auto it = c.begin(); it != c.end(); ++it)
            h += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                     .arg(esc(it.key()),
                          esc(it.value().isString() ? it.value().toString()
                              : it.value().isBool() ? (it.value().toBool() ? tr("yes") : tr("no"))
                                                    : num(it.value().toDouble())));
        h += QStringLiteral("</table>");
    }
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Results")));
    for (const LevelResult &l : r.levels) {
        h += QStringLiteral("<h4>%1 %2: <span style=\"color:%3\">%4</span></h4>")
                 .arg(esc(l.id), esc(Checklists::display(l.title)), statusColor(l.status),
                      esc(statusLabel(l.status).toUpper()));
        if (!l.reason.isEmpty())
            h += QStringLiteral("<p>%1</p>").arg(esc(l.reason));
        if (!l.overrideReason.isEmpty())
            h += QStringLiteral("<p><b>%1</b></p>")
                     .arg(esc(tr("Override by %1: %2").arg(l.overrideBy, l.overrideReason)));
        h += QStringLiteral(
                 "<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\"><tr><th>%1</th>"
                 "<th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                 .arg(esc(tr("Check")), esc(tr("Status")), esc(tr("Figure")), esc(tr("Threshold")),
                      esc(tr("Reason / evidence SHA-256")));
        for (const CheckResult &cr : l.checks) {
            QStringList figures, thresholds;
            for (const Figure &f : cr.figures) {
                figures << QStringLiteral("%1 = %2 %3").arg(f.name, num(f.value), f.unit).trimmed();
                thresholds << (f.hasThreshold
                                   ? QStringLiteral("%1 %2%3").arg(f.op, num(f.threshold),
                                                                   f.met ? QString() : tr(" (not met)"))
                               : f.thresholdText.isEmpty() ? QStringLiteral("-")
                                                           : f.thresholdText);
            }
            h += QStringLiteral(
                     "<tr><td>%1</td><td style=\"color:%2\">%3</td><td>%4</td><td>%5</td><td>%6<br/>"
                     "<small>%7</small></td></tr>")
                     .arg(esc(Checklists::display(cr.title)), statusColor(cr.status),
                          esc(statusLabel(cr.status)),
                          esc(figures.join(QLatin1Char('\n')))
                              .replace(QLatin1Char('\n'), QStringLiteral("<br/>")),
                          esc(thresholds.join(QLatin1Char('\n')))
                              .replace(QLatin1Char('\n'), QStringLiteral("<br/>")),
                          esc(cr.reason), esc(QString::fromLatin1(cr.evidenceSha256)));
        }
        h += QStringLiteral("</table>");
        for (const CheckResult &cr : l.checks) {
            if (!cr.series.isEmpty())
                h += QStringLiteral("<p><img src=\"chart://%1/%2\" width=\"640\"/></p>")
                         .arg(esc(l.id), esc(cr.id));
        }
    }
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Signature")));
    h += QStringLiteral("<p>%1<br/>%2 %3<br/>%4 %5</p>")
             .arg(esc(tr("Ed25519 over the canonical JSON of these results (written next to this PDF).")),
                  esc(tr("Public key:")), QString::fromLatin1(publicKey.toBase64()), esc(tr("Signature:")),
                  QString::fromLatin1(signature.toBase64()));
    h += QStringLiteral("</body></html>");
    return h;
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

    {
        QPdfWriter writer(pdfPath);
        writer.setTitle(tr("Acceptance report: %1").arg(report.cluster));
        writer.setCreator(QStringLiteral("ClusterGate"));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
        writer.setResolution(300);
        QTextDocument doc;
        QFont font(QStringLiteral("DejaVu Sans"), 7);
        font.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: pdftotext must find the words
        doc.setDefaultFont(font);
        doc.setHtml(toHtml(report, w.signature, w.publicKey));
        // After setHtml, which clears the document and its resources; images are loaded at layout.
        for (const LevelResult &l : report.levels) {
            for (const CheckResult &cr : l.checks) {
                if (!cr.series.isEmpty())
                    doc.addResource(QTextDocument::ImageResource,
                                    QUrl(QStringLiteral("chart://%1/%2").arg(l.id, cr.id)), chartImage(cr));
            }
        }
        doc.print(&writer);
    }
    QFile pdf(pdfPath);
    if (!pdf.open(QIODevice::ReadOnly) || pdf.size() == 0)
        return R::failure(tr("the PDF %1 could not be written").arg(pdfPath));
    w.pdfSha256 = QCryptographicHash::hash(pdf.readAll(), QCryptographicHash::Sha256).toHex();
    if (audit) {
        ledger::AuditEvent e;
        e.actor = report.operatorName;
        e.action = QStringLiteral("validation.report");
        e.subject = QStringLiteral("cluster:") + report.cluster;
        e.details = QJsonObject{
            {QStringLiteral("run"), report.runId},
            {QStringLiteral("pdf"), QFileInfo(pdfPath).fileName()},
            {QStringLiteral("pdf_sha256"), QString::fromLatin1(w.pdfSha256)},
            {QStringLiteral("results_sha256"),
             QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex())},
            {QStringLiteral("public_key"), QString::fromLatin1(w.publicKey.toBase64())}};
        const auto st = audit->append(e);
        if (!st.ok())
            return R::failure(st.error());
    }
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
