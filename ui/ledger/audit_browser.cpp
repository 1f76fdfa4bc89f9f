// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_browser.h"

#include "common/remembered_geometry.h"
#include "ledger/anchor_book.h"
#include "ledger/ledger_watch.h"
#include "ledger/sqlite_ledger_store.h"
#include "ledger/trust_anchors_view.h"
#include "services/desk_identity.h"
#include "services/identity_signer.h"
#include "storage/database.h"
#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_connection.h"
#include "ledger/pg_ledger_store.h"
#include "ledger/pg_settings.h"
#endif

#include <QApplication>
#include <QColor>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QTextDocument>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <limits>
#include <memory>

namespace cg::ui {

struct AuditBrowser::VerifyOutcome
{
    ledger::ChainReport report;
    ledger::Trust trust = ledger::Trust::Failed;
    ledger::AnchorGap gap = ledger::AnchorGap::None;
    QString text;
};

namespace {

// Where the worker opens its own connection: a store is used from one thread only.
struct VerifySource
{
    QString sqlitePath;  // the SQLite file, or empty
    bool server = false; // the team ledger server of the profile's settings
    QString anchorBook;  // the profile's trust anchors (with the configured anchor file)
};

// What the window says is missing, and which of its actions supplies it (the CLI names its commands).
QString anchorAdvice(const ledger::LedgerVerification &v)
{
    using G = ledger::AnchorGap;
    switch (v.gap) {
    case G::NoAnchors:
        return v.founderSignedCheckpoint
                   ? AuditBrowser::tr(
                         "To anchor it: in Trust Anchors…, add the founding admin's key (fingerprint "
                         "%1) once you have confirmed the fingerprint with them, or press Sign "
                         "Checkpoint… to sign the current head with your officer's or admin's key.")
                         .arg(v.founderFingerprint)
                   : AuditBrowser::tr(
                         "To anchor it: press Sign Checkpoint… to sign the current head with your "
                         "officer's or admin's key; the checkpoint is trusted here, and a copy kept "
                         "away from this machine lets anyone check the ledger against it.");
    case G::NoCheckpoint:
        return AuditBrowser::tr("What is missing is a checkpoint signed with a key you trust: press Sign "
                                "Checkpoint… to sign the current head with your officer's or admin's key.");
    case G::NotThisLedger:
        return v.founderKey.isEmpty()
                   ? AuditBrowser::tr(
                         "Press Sign Checkpoint… to sign the current head with your officer's or "
                         "admin's key.")
                   : AuditBrowser::tr(
                         "In Trust Anchors…, add this ledger's founding admin's key (fingerprint %1) "
                         "once you have confirmed the fingerprint with them, or press Sign "
                         "Checkpoint… to sign the current head.")
                         .arg(v.founderFingerprint);
    case G::NewerRows:
        return AuditBrowser::tr("Sign Checkpoint… covers the newer rows too.");
    case G::None:
        break;
    }
    return {};
}

void verifyOn(ledger::LedgerStore &store, const VerifySource &source, AuditBrowser::VerifyOutcome &outcome)
{
    ledger::TrustAnchors anchors; // the same anchors as the CLI's --trusted-key / --checkpoint / --anchors
    const Status read = ledger::AnchorBook(source.anchorBook).load(anchors);
    ledger::Ledger ledger(store);
    const ledger::LedgerVerification v = ledger.verify(anchors);
    outcome.report = v.chain;
    outcome.trust = read.ok() ? v.trust : ledger::Trust::Failed;
    outcome.gap = read.ok() ? v.gap : ledger::AnchorGap::None;
    outcome.text = v.report(); // the window's own advice, not the command line's
    if (!read.ok())
        outcome.text = read.error() + QLatin1Char('\n') + outcome.text;
    if (const QString advice = read.ok() && v.trust != ledger::Trust::Failed ? anchorAdvice(v) : QString();
        !advice.isEmpty())
        outcome.text += QLatin1Char('\n') + advice;
    if (outcome.trust == ledger::Trust::Unanchored)
        outcome.text +=
            QLatin1Char('\n') + AuditBrowser::tr("The profile keeps its trust anchors in %1; %2 is read too.")
                                    .arg(source.anchorBook, ledger::TrustAnchors::configuredFile());
}

QString valueText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 15);
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &e : v.toArray())
            parts << (e.isObject() || e.isArray() ? valueText(e) : e.toVariant().toString());
        return parts.join(QStringLiteral(", "));
    }
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    default:
        return QString();
    }
}

} // namespace

QStringList auditDetailFields(const QString &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8());
    if (!doc.isObject())
        return json.isEmpty() ? QStringList() : QStringList{json};
    QStringList out;
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it)
        out << QStringLiteral("%1: %2").arg(it.key(), valueText(it.value()));
    return out;
}

void AuditRowsModel::setRows(QList<ledger::AuditRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int AuditRowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AuditRowsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditRowsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ledger::AuditRow &r = m_rows.at(index.row());
    if (role == Qt::ToolTipRole && index.column() == Details) // commands and errors from nodes: plain text
        return Qt::convertFromPlainText(
            auditDetailFields(r.details).join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
            QString::fromUtf8(QJsonDocument::fromJson(r.details.toUtf8()).toJson(QJsonDocument::Indented)));
    if (role == Qt::TextAlignmentRole && index.column() == Seq)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Seq:
        return r.seq;
    case Time:
        return r.recordedAt;
    case Actor:
        return r.actor;
    case Action:
        return r.action;
    case Subject:
        return r.subject;
    case Details:
        return auditDetailFields(r.details).join(QStringLiteral("; "));
    }
    return {};
}

QVariant AuditRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Seq:
        return tr("#");
    case Time:
        return tr("Recorded (UTC)");
    case Actor:
        return tr("Who");
    case Action:
        return tr("Action");
    case Subject:
        return tr("Subject");
    case Details:
        return tr("Details");
    }
    return {};
}

AuditBrowser::AuditBrowser(ledger::AuditLog *log, ledger::LedgerStore *store, QWidget *parent)
    : QDialog(parent), m_log(log), m_store(store), m_model(new AuditRowsModel(this))
{
    setWindowTitle(tr("Audit Log"));
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search who, action, subject or details"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search"));
    auto *searchDelay = new QTimer(this);
    searchDelay->setSingleShot(true);
    searchDelay->setInterval(250);
    connect(m_search, &QLineEdit::textChanged, searchDelay, qOverload<>(&QTimer::start));
    connect(searchDelay, &QTimer::timeout, this, &AuditBrowser::reload);

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(tr("Audit log rows"));

    m_detail = new QPlainTextEdit(this);
    m_detail->setObjectName(QStringLiteral("auditDetail"));
    m_detail->setReadOnly(true);
    m_detail->setAccessibleName(tr("The selected row's details"));
    m_detail->setPlaceholderText(tr("Choose a row to see its details as fields and as recorded (JSON)."));
    m_detail->setMaximumHeight(fontMetrics().lineSpacing() * 9);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AuditBrowser::showSelected);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verifyStatus = new QLabel(this);
    m_verifyStatus->setWordWrap(true);
    m_verifyStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verifyStatus->setAccessibleName(tr("Verification result"));
    m_verifyStatus->hide();
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // the walk reports no steps: a busy bar while it runs
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Verification in progress"));
    m_progress->hide();

    auto *reloadButton = new QPushButton(tr("&Reload"), this);
    reloadButton->setToolTip(tr("Read the log again now (F5); it also follows new rows by itself"));
    connect(reloadButton, &QPushButton::clicked, this, &AuditBrowser::reload);
    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    connect(f5, &QShortcut::activated, this, &AuditBrowser::reload);
    m_verifyButton = new QPushButton(tr("&Verify"), this);
    m_verifyButton->setToolTip(tr("Walk the whole chain, check every signed checkpoint and decision, and say "
                                  "whether a trust anchor from outside this database vouches for it"));
    connect(m_verifyButton, &QPushButton::clicked, this, &AuditBrowser::startVerify);
    auto *anchorsButton = new QPushButton(tr("&Trust Anchors…"), this);
    anchorsButton->setObjectName(QStringLiteral("trustAnchors"));
    anchorsButton->setToolTip(tr("Keys and checkpoint files from outside this ledger that Verify checks it "
                                 "against, each with who vouched for it"));
    connect(anchorsButton, &QPushButton::clicked, this, &AuditBrowser::openTrustAnchors);
    // Offered when Verify found a checkpoint missing: the same action as in Trust Anchors.
    m_signCheckpoint = new QPushButton(tr("&Sign Checkpoint…"), this);
    m_signCheckpoint->setObjectName(QStringLiteral("auditSignCheckpoint"));
    m_signCheckpoint->setToolTip(
        tr("Sign a checkpoint of the log's current head with your officer's or admin's "
           "key and trust it here"));
    m_signCheckpoint->hide();
    connect(m_signCheckpoint, &QPushButton::clicked, this, [this] {
        TrustAnchorsView view(m_anchorBook, m_store, this);
        view.setIdentity(deskIdentity());
        connect(&view, &TrustAnchorsView::anchorsChanged, this, &AuditBrowser::startVerify);
        view.show();
        view.signCheckpointForm();
        view.exec();
    });
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(reloadButton);
    bottom->addWidget(m_verifyButton);
    bottom->addWidget(anchorsButton);
    bottom->addWidget(m_signCheckpoint);
    bottom->addWidget(m_progress, 1);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_detail);
    layout->addWidget(m_status);
    layout->addWidget(m_verifyStatus);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("auditLog"), QSize(1000, 560));
    m_anchorBook = ledger::AnchorBook::defaultFile();
    reload();
    // Rows written by the console, the CLI or another desktop on this ledger show up by themselves: the
    // ledger watch says when the head moved; a log given without its store is read every two seconds.
    m_poll = new QTimer(this);
    m_poll->setInterval(2000);
    connect(m_poll, &QTimer::timeout, this, &AuditBrowser::checkForChanges);
    if (m_store) {
        m_watch = new ledger::LedgerWatch(*m_store, this);
        connect(m_watch, &ledger::LedgerWatch::changed, this, &AuditBrowser::checkForChanges);
        if (const Status st = m_watch->start(); !st)
            m_status->setText(st.error());
    }
}

void AuditBrowser::setLedgerWatch(ledger::LedgerWatch *watch)
{
    if (!watch || watch == m_watch)
        return;
    if (m_watch && m_watch->parent() == this)
        delete m_watch;
    m_watch = watch;
    connect(m_watch, &ledger::LedgerWatch::changed, this, &AuditBrowser::checkForChanges);
}

void AuditBrowser::showSelected()
{
    const QModelIndexList sel = m_table->selectionModel()->selectedRows();
    if (sel.isEmpty()) {
        m_detail->clear();
        return;
    }
    const ledger::AuditRow &r = m_model->row(sel.first().row());
    QStringList lines;
    lines << tr("#%1 %2 by %3: %4 %5").arg(r.seq).arg(r.recordedAt, r.actor, r.action, r.subject);
    lines << auditDetailFields(r.details);
    lines << QString() << tr("As recorded:") << r.details;
    m_detail->setPlainText(lines.join(QLatin1Char('\n')));
}

QString AuditBrowser::detailText() const
{
    return m_detail->toPlainText();
}

QString AuditBrowser::verifyText() const
{
    return m_verifyStatus->text();
}

void AuditBrowser::setIdentity(services::DeskIdentity *identity)
{
    m_identity = identity;
}

services::DeskIdentity *AuditBrowser::deskIdentity()
{
    // The desk's identity (ComplianceController gives it): none, nothing to sign with.
    return m_identity;
}

void AuditBrowser::openTrustAnchors()
{
    TrustAnchorsView view(m_anchorBook, m_store, this);
    view.setIdentity(deskIdentity());
    view.exec();
}

void AuditBrowser::showEvent(QShowEvent *event)
{
    checkForChanges(); // a tab brought back shows what was written while it was hidden
    if (!m_watch)
        m_poll->start();
    QDialog::showEvent(event);
}

void AuditBrowser::hideEvent(QHideEvent *event)
{
    m_poll->stop();
    QDialog::hideEvent(event);
}

AuditBrowser::~AuditBrowser()
{
    if (m_verifyThread) {
        m_verifyThread->disconnect(this);
        m_verifyThread->wait();
        delete m_verifyThread;
    }
}

void AuditBrowser::reload()
{
    m_lastSeq = lastSeq();
    qint64 selected = -1;
    if (const QModelIndexList sel = m_table->selectionModel()->selectedRows(); !sel.isEmpty())
        selected = m_model->index(sel.first().row(), AuditRowsModel::Seq).data().toLongLong();
    ledger::AuditQuery q;
    q.text = m_search->text().trimmed();
    q.newestFirst = true;
    q.limit = kShown;
    const auto rows = m_log->rows(q);
    if (!rows.ok()) {
        m_model->setRows({});
        m_status->setText(rows.error());
        return;
    }
    m_model->setRows(rows.value());
    m_table->resizeColumnsToContents();
    for (int i = 0; selected >= 0 && i < m_model->rowCount(); ++i) {
        if (m_model->index(i, AuditRowsModel::Seq).data().toLongLong() == selected) {
            m_table->selectRow(i);
            break;
        }
    }
    m_status->setText(rows->size() >= kShown ? tr("The newest %1 matching rows.").arg(kShown)
                                             : tr("%n matching row(s).", nullptr, int(rows->size())));
}

qint64 AuditBrowser::lastSeq() const
{
    ledger::AuditQuery q;
    q.newestFirst = true;
    q.limit = 1;
    const auto last = m_log->rows(q);
    if (!last.ok())
        return -1;
    return last->isEmpty() ? 0 : last->first().seq;
}

void AuditBrowser::checkForChanges()
{
    if (const qint64 seq = lastSeq(); seq >= 0 && seq != m_lastSeq)
        reload();
}

void AuditBrowser::startVerify()
{
    if (m_verifyThread)
        return;
    VerifySource source;
    source.anchorBook = m_anchorBook;
    if (auto *sqlite = dynamic_cast<ledger::SqliteLedgerStore *>(m_store))
        source.sqlitePath = sqlite->database().path();
#if CLUSTERGATE_WITH_POSTGRESQL
    else if (dynamic_cast<ledger::PgLedgerStore *>(m_store))
        source.server = true;
#endif
    auto outcome = std::make_shared<VerifyOutcome>();
    if (source.sqlitePath.isEmpty() && !source.server) {
        // A log given without its store (or a store that cannot be opened twice) is walked here.
        QApplication::setOverrideCursor(Qt::WaitCursor);
        if (m_store) {
            verifyOn(*m_store, source, *outcome);
        } else {
            outcome->report = m_log->verify();
            outcome->trust = outcome->report.intact ? ledger::Trust::Unanchored : ledger::Trust::Failed;
            outcome->text = outcome->report.summary();
        }
        QApplication::restoreOverrideCursor();
        showVerified(*outcome);
        return;
    }
    m_verifyThread = QThread::create([source, outcome] {
        if (!source.sqlitePath.isEmpty()) {
            Database db;
            if (const Status st = db.open(source.sqlitePath); !st) {
                outcome->text = st.error();
                return;
            }
            ledger::SqliteLedgerStore own(db);
            verifyOn(own, source, *outcome);
            return;
        }
#if CLUSTERGATE_WITH_POSTGRESQL
        auto conn = ledger::LedgerServerSettings::load().connect();
        if (!conn) {
            outcome->text = conn.error();
            return;
        }
        ledger::PgLedgerStore own(*conn.value());
        verifyOn(own, source, *outcome);
#endif
    });
    connect(m_verifyThread, &QThread::finished, this, [this, outcome] {
        m_verifyThread->deleteLater();
        m_verifyThread = nullptr;
        showVerified(*outcome);
    });
    m_verifyButton->setEnabled(false);
    m_progress->show();
    m_verifyStatus->setStyleSheet(QString());
    m_verifyStatus->setText(m_lastSeq > 0 ? tr("Verifying %n row(s) and their checkpoints…", nullptr,
                                               int(qMin<qint64>(m_lastSeq, std::numeric_limits<int>::max())))
                                          : tr("Verifying…"));
    m_verifyStatus->show();
    m_verifyThread->start();
}

void AuditBrowser::showVerified(const VerifyOutcome &outcome)
{
    m_progress->hide();
    m_verifyButton->setEnabled(true);
    m_trust = outcome.trust;
    m_gap = outcome.gap;
    m_lastReport = outcome.report;
    m_signCheckpoint->setVisible(m_store && outcome.trust != ledger::Trust::Failed &&
                                 outcome.gap != ledger::AnchorGap::None);
    m_verifyStatus->setStyleSheet(m_trust == ledger::Trust::Verified     ? QString()
                                  : m_trust == ledger::Trust::Unanchored ? QStringLiteral("color: #8a5a00")
                                                                         : QStringLiteral("color: #b00020"));
    m_verifyStatus->setText(outcome.text);
    m_verifyStatus->show();
    emit verified(m_lastReport);
}

ledger::ChainReport AuditBrowser::verify()
{
    QEventLoop wait;
    connect(this, &AuditBrowser::verified, &wait, &QEventLoop::quit);
    startVerify();
    if (m_verifyThread)
        wait.exec();
    return m_lastReport;
}

void AuditBrowser::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("auditLog"));
    QDialog::done(result);
}

} // namespace cg::ui
