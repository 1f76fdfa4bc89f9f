// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/destruction_view.h"

#include "common/dates.h"
#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "common/save_location.h"
#include "ledger/ledger_texts.h"
#include "ledger/ledger_watch.h"
#include "ledger/reports.h"
#include "services/report_export.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPalette>
#include <QPointer>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QShowEvent>
#include <QTableView>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

using ledger::RequestState;

// Due within this many days: shown as a warning.
constexpr qint64 kSoonDays = 14;

QString dateText(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}

QString methodLabel(ledger::DestructionMethod m)
{
    switch (m) {
    case ledger::DestructionMethod::Clear:
        return DestructionModel::tr("Clear");
    case ledger::DestructionMethod::Purge:
        return DestructionModel::tr("Purge");
    case ledger::DestructionMethod::Destroy:
        return DestructionModel::tr("Destroy");
    case ledger::DestructionMethod::CryptoErase:
        return DestructionModel::tr("Cryptographic erase");
    }
    return {};
}

} // namespace

void DestructionModel::setRequests(QList<ledger::RequestView> rows, const QDate &today)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_today = today;
    // Overdue first, then by due date (soonest first); destroyed ones last.
    std::stable_sort(m_rows.begin(), m_rows.end(),
                     [](const ledger::RequestView &a, const ledger::RequestView &b) {
                         const bool da = a.request.state == RequestState::Destroyed;
                         const bool db = b.request.state == RequestState::Destroyed;
                         if (da != db)
                             return db;
                         if (a.destructionOverdue != b.destructionOverdue)
                             return a.destructionOverdue;
                         if (a.destructionDue.isValid() != b.destructionDue.isValid())
                             return a.destructionDue.isValid();
                         return a.destructionDue < b.destructionDue;
                     });
    endResetModel();
}

int DestructionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DestructionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<qint64> DestructionModel::daysLeft(int row) const
{
    const ledger::RequestView &v = m_rows.at(row);
    if (!v.destructionDue.isValid() || v.request.state == RequestState::Destroyed)
        return std::nullopt;
    return m_today.daysTo(v.destructionDue);
}

QString DestructionModel::certificateText(const ledger::RequestView &v) const
{
    if (!v.destruction)
        return v.request.state == RequestState::DestructionPending ? tr("awaiting certificate") : QString();
    const ledger::DestructionCertificate &c = *v.destruction;
    return tr("%1 on %2 by %3, witnessed by %4; verified: %5")
        .arg(methodLabel(c.method), dateText(c.performedOn), c.performedBy, c.witness, c.verification);
}

QVariant DestructionModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ledger::RequestView &v = m_rows.at(index.row());
    const ledger::ExportRequest &r = v.request;
    const std::optional<qint64> left = daysLeft(index.row());
    if (role == Qt::ForegroundRole && (index.column() == Due || index.column() == Remaining) && left) {
        if (*left < 0)
            return QColor(0xc6, 0x28, 0x28);
        if (*left <= kSoonDays)
            return QColor(0xb2, 0x6a, 0x00);
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == Certificate && v.destruction)
        return tr("Asset: %1\nEvidence SHA-256: %2")
            .arg(v.destruction->asset, QString::fromLatin1(v.destruction->evidenceSha256.toHex()));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Id:
        return r.id;
    case State:
        return stateText(r.state);
    case Destination:
        return QStringLiteral("%1 (%2)").arg(r.destinationCluster, r.destinationCountry);
    case Datasets:
        return r.datasets.join(QStringLiteral(", "));
    case Activated:
        return dateText(r.activated.toUTC().date());
    case Due:
        return dateText(v.destructionDue);
    case Remaining:
        if (r.state == RequestState::Destroyed)
            return tr("destroyed %1").arg(dateText(r.destroyed.toUTC().date()));
        if (!left)
            return tr("not yet abroad");
        if (*left < 0)
            return tr("%n day(s) overdue", nullptr, int(-*left));
        if (*left == 0)
            return tr("due today");
        return tr("%n day(s) left", nullptr, int(*left));
    case Certificate:
        return certificateText(v);
    }
    return {};
}

QVariant DestructionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Request");
    case State:
        return tr("State");
    case Destination:
        return tr("Destination");
    case Datasets:
        return tr("Datasets");
    case Activated:
        return tr("Abroad since");
    case Due:
        return tr("Destroy by");
    case Remaining:
        return tr("Remaining");
    case Certificate:
        return tr("Destruction certificate");
    }
    return {};
}

DestructionCertificateDialog::DestructionCertificateDialog(const ledger::RequestView &request,
                                                           QWidget *parent)
    : QDialog(parent), m_requestId(request.request.id)
{
    setWindowTitle(tr("Record Destruction of Request %1").arg(request.request.id));
    m_performedBy = new QLineEdit(this);
    m_asset = new QLineEdit(this);
    m_asset->setPlaceholderText(
        tr("e.g. /lustre/proj/clicks and its snapshots on %1").arg(request.request.destinationCluster));
    m_method = new QComboBox(this);
    for (ledger::DestructionMethod m :
         {ledger::DestructionMethod::Clear, ledger::DestructionMethod::Purge,
          ledger::DestructionMethod::Destroy, ledger::DestructionMethod::CryptoErase})
        m_method->addItem(methodLabel(m), int(m));
    m_method->setCurrentIndex(1);
    m_method->setToolTip(tr("Sanitization level as in NIST SP 800-88: Clear, Purge or Destroy, or a "
                            "cryptographic erase of the keys"));
    m_verification = new QLineEdit(this);
    m_verification->setPlaceholderText(tr("e.g. provider's wipe report checked, paths listed empty"));
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setCalendarPopup(true);
    showFullYear(m_date);
    m_date->setMaximumDate(QDate::currentDate());
    m_witness = new QLineEdit(this);
    m_evidence = new QLineEdit(this);
    m_evidence->setPlaceholderText(tr("the provider's certificate or wipe log"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Evidence File"));
        if (!file.isEmpty())
            setEvidenceFile(file);
    });
    connect(m_evidence, &QLineEdit::editingFinished, this, &DestructionCertificateDialog::hashEvidence);
    m_digest = new QLabel(this);
    m_digest->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_digest->setWordWrap(true);
    auto *evidenceRow = new QHBoxLayout;
    evidenceRow->addWidget(m_evidence, 1);
    evidenceRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("Performed &by:"), m_performedBy);
    form->addRow(tr("&Asset:"), m_asset);
    form->addRow(tr("&Method:"), m_method);
    form->addRow(tr("&Verification:"), m_verification);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("&Witness:"), m_witness);
    auto *evidenceLabel = new QLabel(tr("&Evidence file:"), this);
    evidenceLabel->setBuddy(m_evidence); // a row of two widgets has no buddy of its own
    form->addRow(evidenceLabel, evidenceRow);
    form->addRow(QString(), m_digest);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString error;
        if (!certificate(&error)) {
            QMessageBox::warning(this, windowTitle(), error);
            return;
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    restoreDialogGeometry(this, QStringLiteral("destructionCertificate"), QSize(640, 360));
}

void DestructionCertificateDialog::setEvidenceFile(const QString &path)
{
    m_evidence->setText(path);
    hashEvidence();
}

void DestructionCertificateDialog::hashEvidence()
{
    m_sha256.clear();
    m_digest->clear();
    if (m_evidence->text().isEmpty())
        return;
    QFile f(m_evidence->text());
    QCryptographicHash h(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !h.addData(&f)) {
        m_digest->setText(tr("Cannot read %1: %2").arg(f.fileName(), f.errorString()));
        return;
    }
    m_sha256 = h.result();
    m_digest->setText(tr("SHA-256 %1").arg(QString::fromLatin1(m_sha256.toHex())));
}

void DestructionCertificateDialog::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("destructionCertificate"));
    QDialog::done(result);
}

std::optional<ledger::DestructionCertificate> DestructionCertificateDialog::certificate(QString *error) const
{
    if (m_evidence->text().isEmpty() || m_sha256.size() != 32) {
        *error = m_digest->text().isEmpty()
                     ? tr("Choose the evidence file: its SHA-256 goes into the ledger.")
                     : m_digest->text();
        return std::nullopt;
    }
    ledger::DestructionCertificate c;
    c.requestId = m_requestId;
    c.performedBy = m_performedBy->text().trimmed();
    c.asset = m_asset->text().trimmed();
    c.method = ledger::DestructionMethod(m_method->currentData().toInt());
    c.verification = m_verification->text().trimmed();
    c.performedOn = m_date->date();
    c.witness = m_witness->text().trimmed();
    c.evidenceSha256 = m_sha256;
    return c;
}

DestructionView::DestructionView(ledger::LedgerStore *store, QString actor, QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_actor(std::move(actor)), m_model(new DestructionModel(this)),
      m_watch(new ledger::LedgerWatch(*store, this))
{
    setWindowTitle(tr("Destruction Tracking"));
    m_which = new QComboBox(this);
    m_which->setObjectName(QStringLiteral("destructionShow"));
    m_which->addItem(tr("Data still abroad"), AwaitingDestruction);
    m_which->addItem(tr("Overdue only"), Overdue);
    m_which->addItem(tr("Everything, destroyed included"), Everything);
    m_which->setCurrentIndex(
        qBound(0, paths::settings().value(QStringLiteral("destruction/show")).toInt(), m_which->count() - 1));
    connect(m_which, &QComboBox::currentIndexChanged, this, [this] {
        paths::settings().setValue(QStringLiteral("destruction/show"), m_which->currentIndex());
        reload();
    });
    m_summary = new QLabel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Exports and their destruction"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *expire = new QPushButton(tr("E&xpire Due"), this);
    expire->setToolTip(tr("End every active export whose retention period has passed"));
    // Each action shows its outcome in the status line; the returned result is for scripted callers.
    connect(expire, &QPushButton::clicked, this, [this] { (void)expireDue(); });
    m_mark = new QPushButton(tr("&Mark for Destruction"), this);
    m_mark->setToolTip(tr("The data must now be destroyed abroad; an active export ends early"));
    connect(m_mark, &QPushButton::clicked, this, [this] {
        const int row = selectedRow();
        if (row < 0)
            return;
        const ledger::ExportRequest &r = m_model->request(row).request;
        if (r.state == RequestState::Active &&
            QMessageBox::question(
                this, tr("End Export Early"),
                tr("Request %1 is active until %2. Marking it for destruction ends it today: the data on %3 "
                   "must then be destroyed and a certificate recorded. Continue?")
                    .arg(r.id)
                    .arg(dateText(r.destructionDue()), r.destinationCluster)) != QMessageBox::Yes)
            return;
        (void)markForDestruction(row); // its outcome is in the status line
    });
    m_record = new QPushButton(tr("&Record Destruction…"), this);
    connect(m_record, &QPushButton::clicked, this, &DestructionView::recordSelected);
    connect(m_table, &QTableView::activated, this, [this] {
        if (m_record->isEnabled())
            recordSelected();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DestructionView::updateButtons);
    auto *report = new QPushButton(tr("Export &Report…"), this);
    report->setToolTip(tr("The destruction status report, every signature re-verified (PDF or CSV)"));
    connect(report, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Destruction Report"),
            suggestedSavePath(QStringLiteral("reports"), QStringLiteral("destruction-report.pdf")),
            tr("PDF (*.pdf);;CSV (*.csv)"));
        rememberSavePath(QStringLiteral("reports"), path);
        if (!path.isEmpty())
            exportReport(path);
    });
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *top = new QHBoxLayout;
    top->addWidget(m_which);
    top->addWidget(m_summary, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(expire);
    bottom->addWidget(m_mark);
    bottom->addWidget(m_record);
    bottom->addWidget(report);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("destructionView"), QSize(1100, 480));
    reload();
    connect(m_watch, &ledger::LedgerWatch::changed, this, &DestructionView::reload);
    if (const Status st = m_watch->start(); !st)
        m_status->setText(st.error());
}

void DestructionView::setLedgerWatch(ledger::LedgerWatch *watch)
{
    if (!watch || watch == m_watch)
        return;
    if (m_watch->parent() == this)
        delete m_watch;
    m_watch = watch;
    connect(m_watch, &ledger::LedgerWatch::changed, this, &DestructionView::reload);
}

void DestructionView::showEvent(QShowEvent *event)
{
    m_watch->touched(); // what changed while the tab was hidden
    QDialog::showEvent(event);
}

void DestructionView::setShow(Show show)
{
    m_which->setCurrentIndex(m_which->findData(show));
}

void DestructionView::reload()
{
    const Show which = Show(m_which->currentData().toInt());
    ledger::RequestFilter f;
    f.states = {RequestState::Active, RequestState::Expired, RequestState::DestructionPending};
    if (which == Everything)
        f.states << RequestState::Destroyed;
    auto rows = m_ledger.requests(f);
    if (!rows.ok()) {
        m_model->setRequests({}, m_ledger.now().date());
        m_status->setText(rows.error());
        updateButtons();
        return;
    }
    QList<ledger::RequestView> shown;
    int overdue = 0, pending = 0;
    for (const ledger::RequestView &v : rows.value()) {
        overdue += v.destructionOverdue ? 1 : 0;
        pending += v.request.state == RequestState::DestructionPending ? 1 : 0;
        if (which != Overdue || v.destructionOverdue)
            shown << v;
    }
    m_summary->setText(tr("%n overdue", nullptr, overdue) + QStringLiteral(" · ") +
                       tr("%n awaiting a certificate", nullptr, pending));
    QPalette p = m_summary->palette();
    p.setColor(QPalette::WindowText,
               overdue > 0 ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::WindowText));
    m_summary->setPalette(p);
    m_model->setRequests(std::move(shown), m_ledger.now().date());
    m_table->resizeColumnsToContents();
    updateButtons();
}

int DestructionView::selectedRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void DestructionView::updateButtons()
{
    const int row = selectedRow();
    const RequestState s = row < 0 ? RequestState::Draft : m_model->request(row).request.state;
    m_mark->setEnabled(s == RequestState::Active || s == RequestState::Expired);
    m_record->setEnabled(s == RequestState::DestructionPending);
}

void DestructionView::showOutcome(const Status &status, const QString &success)
{
    m_status->setText(status.ok() ? success : status.error());
}

QString DestructionView::statusText() const
{
    return m_status->text();
}

Result<int> DestructionView::expireDue()
{
    const Result<int> n = m_ledger.expireDue(m_actor);
    m_status->setText(n.ok() ? tr("%n export(s) past retention expired.", nullptr, n.value()) : n.error());
    reload();
    m_watch->touched();
    return n;
}

Status DestructionView::markForDestruction(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        const Status none = Status::failure(tr("Choose a request first."));
        showOutcome(none, {});
        return none;
    }
    const ledger::ExportRequest r = m_model->request(row).request;
    Status st = Ok{};
    if (r.state == RequestState::Active)
        st = m_ledger.expire(r.id, m_actor);
    if (st.ok())
        st = m_ledger.markForDestruction(r.id, m_actor);
    showOutcome(st,
                tr("Request %1 marked for destruction: record the certificate once the data on %2 is gone.")
                    .arg(r.id)
                    .arg(r.destinationCluster));
    reload();
    m_watch->touched();
    return st;
}

services::ReportExport *DestructionView::exportReport(const QString &path)
{
    // The ledger is read here (its connection belongs to this thread); the PDF is laid out and printed on
    // the export's.
    ledger::ReportOptions options;
    options.kinds = {ledger::ReportKind::Destruction, ledger::ReportKind::Signatures};
    (void)options.anchors.addFile(ledger::TrustAnchors::configuredFile(), true);
    const Result<ledger::Report> built = ledger::Reports::build(m_ledger, options);
    if (!built) {
        showOutcome(Status::failure(built.error()), {});
        emit reportFinished(false, built.error());
        return nullptr;
    }
    const ledger::Report report = built.value();
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    auto *job = new services::ReportExport(
        tr("Destruction report"), path,
        [report, csv](const QString &staged, const std::function<bool()> &cancelled) -> Status {
            if (cancelled())
                return Ok{};
            if (!csv)
                return ledger::Reports::writePdf(report, staged);
            QSaveFile f(staged);
            if (!f.open(QIODevice::WriteOnly) || f.write(ledger::Reports::toCsv(report)) < 0 || !f.commit())
                return Status::failure(tr("cannot write %1: %2").arg(staged, f.errorString()));
            return Ok{};
        },
        m_tasks ? static_cast<QObject *>(m_tasks) : this);
    const QString actor = m_actor;
    const QString file = QFileInfo(path).fileName();
    const bool intact = report.chainIntact;
    ledger::Ledger *ledger = &m_ledger;
    // As `clustergate ledger report` records it; the ledger outlives the export only while this view does.
    QPointer<DestructionView> self(this);
    job->setRecorder([self, ledger, actor, file, csv, intact]() -> Status {
        if (!self)
            return Status::failure(tr("the Destruction view was closed before the export was recorded"));
        const auto st = ledger->audit().append(ledger::AuditEvent{
            actor,
            QStringLiteral("report.exported"),
            QStringLiteral("report"),
            {{QStringLiteral("format"), csv ? QStringLiteral("csv") : QStringLiteral("pdf")},
             {QStringLiteral("file"), file},
             {QStringLiteral("chain_intact"), intact}},
            {}});
        if (!st.ok())
            return Status::failure(st.error());
        return Ok{};
    });
    if (m_tasks)
        services::trackReport(*m_tasks, job);
    connect(job, &services::ReportExport::finished, this, [this](bool ok, const QString &message) {
        m_status->setText(ok ? tr("Destruction report %1.").arg(message) : message);
        emit reportFinished(ok, message);
    });
    connect(job, &services::ReportExport::finished, job, &QObject::deleteLater);
    m_status->setText(tr("Writing the destruction report…"));
    job->start();
    return job;
}

Status DestructionView::recordDestruction(const ledger::DestructionCertificate &certificate)
{
    const Status st = m_ledger.recordDestruction(certificate, m_actor);
    showOutcome(st, tr("Destruction of request %1 recorded.").arg(certificate.requestId));
    reload();
    m_watch->touched();
    return st;
}

void DestructionView::recordSelected()
{
    const int row = selectedRow();
    if (row < 0 || m_model->request(row).request.state != RequestState::DestructionPending)
        return;
    DestructionCertificateDialog form(m_model->request(row), this);
    if (form.exec() != QDialog::Accepted)
        return;
    QString error;
    if (const auto c = form.certificate(&error))
        (void)recordDestruction(*c); // its outcome is in the status line
}

void DestructionView::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("destructionView"));
    QDialog::done(result);
}

} // namespace cg::ui
