// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/review_queue.h"

#if CLUSTERGATE_WITH_POSTGRESQL
#include "ledger/pg_ledger_store.h"
#endif

#include "common/remembered_geometry.h"
#include "ledger/ledger_texts.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cg::ui {

void RequestsModel::setRequests(QList<ledger::RequestView> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int RequestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RequestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || role != Qt::DisplayRole)
        return {};
    const ledger::RequestView &v = m_rows.at(index.row());
    const ledger::ExportRequest &r = v.request;
    switch (index.column()) {
    case Id:
        return r.id;
    case State:
        return stateText(r.state);
    case Requester:
        return r.requester;
    case Datasets:
        return r.datasets.join(QStringLiteral(", "));
    case Grade:
        return gradeText(v.highestGrade);
    case Form:
        return formText(r.form);
    case Destination:
        return QStringLiteral("%1 (%2)").arg(r.destinationCluster, r.destinationCountry);
    case Mechanism:
        return r.mechanismRef.isEmpty()
                   ? mechanismText(r.mechanism)
                   : QStringLiteral("%1 %2").arg(mechanismText(r.mechanism), r.mechanismRef);
    case Age: // only a submitted request waits for someone
        return r.state == ledger::RequestState::Submitted ? tr("%n day(s)", nullptr, v.ageDays) : QVariant();
    }
    return {};
}

QVariant RequestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Request");
    case State:
        return tr("State");
    case Requester:
        return tr("Requester");
    case Datasets:
        return tr("Datasets");
    case Grade:
        return tr("Highest grade");
    case Form:
        return tr("Form");
    case Destination:
        return tr("Destination");
    case Mechanism:
        return tr("Mechanism");
    case Age:
        return tr("Waiting");
    }
    return {};
}

ReviewQueue::ReviewQueue(ledger::LedgerStore *store, QStringList keyIds, SignerSource signerFor,
                         QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_keyIds(std::move(keyIds)), m_signerFor(std::move(signerFor)),
      m_model(new RequestsModel(this))
{
    setWindowTitle(tr("Review Queue"));
    m_which = new QComboBox(this);
    m_which->addItem(tr("Waiting for a decision"), true);
    m_which->addItem(tr("Every request"), false);
    connect(m_which, &QComboBox::currentIndexChanged, this, &ReviewQueue::reload);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Export requests"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_whoAmI = new QLabel(this);
    m_whoAmI->setTextFormat(Qt::PlainText);
    m_whoAmI->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QStringList people;
    for (const QString &id : std::as_const(m_keyIds))
        people << personFor(id);
    m_whoAmI->setText(people.isEmpty() ? tr("You have no signing key in the keychain.")
                                       : tr("You sign as: %1").arg(people.join(QStringLiteral("; "))));

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("requestDetails"));
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setFrameShape(QFrame::StyledPanel);
    m_details->setMinimumHeight(fontMetrics().lineSpacing() * 6);

    m_approve = new QPushButton(tr("&Approve…"), this);
    m_reject = new QPushButton(tr("&Reject…"), this);
    connect(m_approve, &QPushButton::clicked, this, [this] { decideSelected(true); });
    connect(m_reject, &QPushButton::clicked, this, [this] { decideSelected(false); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ReviewQueue::updateSelection);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_approve);
    bottom->addWidget(m_reject);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_whoAmI);
    layout->addWidget(m_which);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("reviewQueue"), QSize(1100, 520));
    reload();
#if CLUSTERGATE_WITH_POSTGRESQL
    // On a team ledger server every desktop's new and decided requests show up here as they happen.
    if (auto *server = dynamic_cast<ledger::PgLedgerStore *>(store)) {
        if (const Status st = server->listen(); !st)
            m_status->setText(st.error());
        connect(server, &ledger::PgLedgerStore::requestChanged, this, &ReviewQueue::reload);
    }
#endif
}

void ReviewQueue::reload()
{
    ledger::RequestFilter f;
    if (m_which->currentData().toBool())
        f.states = {ledger::RequestState::Submitted};
    const auto rows = m_ledger.requests(f);
    m_model->setRequests(rows.ok() ? rows.value() : QList<ledger::RequestView>{});
    m_table->resizeColumnsToContents();
    if (!rows.ok())
        m_status->setText(rows.error());
    updateSelection();
}

void ReviewQueue::updateSelection()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const ledger::RequestView *v = rows.isEmpty() ? nullptr : &m_model->request(rows.first().row());
    const bool decidable = v && v->request.state == ledger::RequestState::Submitted;
    m_approve->setEnabled(decidable && !m_keyIds.isEmpty());
    m_reject->setEnabled(decidable && !m_keyIds.isEmpty());
    const QString why =
        m_keyIds.isEmpty()
            ? tr("No signing key: store an officer's Ed25519 key in the keychain (kind private-key) "
                 "and register it with 'clustergate ledger register-officer'.")
        : !v ? tr("Choose a request first.")
        : !decidable
            ? tr("Only a submitted request can be decided; this one is %1.").arg(stateText(v->request.state))
            : QString();
    m_approve->setToolTip(why);
    m_reject->setToolTip(why);
    m_details->setText(v ? details(*v) : tr("Choose a request to see its purpose, retention and decisions."));
}

QString ReviewQueue::details(const ledger::RequestView &v) const
{
    const ledger::ExportRequest &r = v.request;
    const auto people = [](const std::optional<qint64> &n) {
        return n ? QLocale().toString(*n) : tr("not stated");
    };
    QStringList lines;
    lines << tr("Request %1 by %2: %3").arg(r.id).arg(r.requester, stateText(r.state));
    lines << tr("Purpose: %1").arg(r.purpose.isEmpty() ? tr("not stated") : r.purpose);
    lines << tr("Retention abroad: %n day(s)", nullptr, r.retentionDays);
    lines << tr("People whose data it holds: %1 sensitive, %2 other")
                 .arg(people(r.peopleSensitive), people(r.peopleOther));
    if (!r.piaRef.isEmpty() || !r.consentRef.isEmpty())
        lines << tr("Impact assessment: %1; separate consent: %2")
                     .arg(r.piaRef.isEmpty() ? tr("none") : r.piaRef,
                          r.consentRef.isEmpty() ? tr("none") : r.consentRef);
    if (!r.requestHash.isEmpty())
        lines << tr("Submitted content SHA-256: %1").arg(QString::fromLatin1(r.requestHash.toHex()));
    for (const ledger::Approval &a : v.approvals)
        lines << (a.approved ? tr("Approved by %1 (key %2) on %3, until %4: %5")
                                   .arg(a.approver, a.keyName,
                                        QLocale().toString(a.decidedAt.toLocalTime(), QLocale::ShortFormat),
                                        QLocale().toString(a.expiresOn, QLocale::ShortFormat), a.reason)
                             : tr("Rejected by %1 (key %2) on %3: %4")
                                   .arg(a.approver, a.keyName,
                                        QLocale().toString(a.decidedAt.toLocalTime(), QLocale::ShortFormat),
                                        a.reason));
    return lines.join(QLatin1Char('\n'));
}

Status ReviewQueue::decide(int row, bool approve, const QString &keyId, const QDate &expiresOn,
                           const QString &reason)
{
    if (row < 0 || row >= m_model->rowCount())
        return Status::failure(tr("Choose a request first."));
    const qint64 id = m_model->request(row).request.id;
    auto signer = m_signerFor(keyId);
    if (!signer.ok()) {
        m_status->setText(signer.error());
        return Status::failure(signer.error());
    }
    const auto decided = m_ledger.decide(id, approve, *signer.value(), expiresOn, reason);
    if (!decided.ok()) {
        m_status->setText(decided.error());
        return Status::failure(decided.error());
    }
    const QString person = personFor(keyId);
    m_status->setText(approve ? tr("Request %1 approved until %2, signed by %3.")
                                    .arg(id)
                                    .arg(QLocale().toString(expiresOn, QLocale::ShortFormat), person)
                              : tr("Request %1 rejected, signed by %2.").arg(id).arg(person));
    reload();
    return Ok{};
}

void ReviewQueue::decideSelected(bool approve)
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        m_status->setText(tr("Choose a request first."));
        return;
    }
    if (m_keyIds.isEmpty()) {
        m_status->setText(
            tr("No signing key: store an officer's Ed25519 key in the keychain (kind private-key) "
               "and register it with 'clustergate ledger register-officer'."));
        return;
    }
    QDialog form(this);
    form.setWindowTitle(approve ? tr("Approve Request") : tr("Reject Request"));
    auto *key = new QComboBox(&form);
    for (const QString &id : std::as_const(m_keyIds))
        key->addItem(personFor(id), id);
    auto *until = new QDateEdit(QDate::currentDate().addDays(30), &form);
    until->setCalendarPopup(true);
    until->setMinimumDate(QDate::currentDate());
    auto *reason = new QLineEdit(&form);
    auto *fields = new QFormLayout;
    fields->addRow(approve ? tr("Approved by:") : tr("Rejected by:"), key);
    if (approve)
        fields->addRow(tr("Valid until:"), until);
    fields->addRow(tr("Reason:"), reason);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &form);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    auto *layout = new QVBoxLayout(&form);
    layout->addLayout(fields);
    layout->addWidget(buttons);
    if (form.exec() != QDialog::Accepted)
        return;
    // decide() shows its outcome (the decision, or why there is none) in the status line.
    (void)decide(rows.first().row(), approve, key->currentData().toString(), until->date(),
                 reason->text().trimmed());
}

QString ReviewQueue::personFor(const QString &keyId)
{
    const auto cached = m_people.constFind(keyId);
    if (cached != m_people.constEnd())
        return *cached;
    QString person;
    const auto signer = m_signerFor(keyId);
    if (!signer.ok()) {
        person = tr("a key that cannot be read (%1)").arg(signer.error());
    } else {
        const QByteArray key = signer.value()->publicKey();
        const auto regs = m_ledger.registrations();
        const ledger::RegisteredKey *k = regs.ok() ? regs->byKey(key) : nullptr;
        person = k && k->valid
                     ? tr("%1 (%2), key %3")
                           .arg(k->registration.name, ledger::roleName(k->registration.role),
                                ledger::keyFingerprint(key))
                     : tr("a key not registered in this ledger (%1)").arg(ledger::keyFingerprint(key));
    }
    m_people.insert(keyId, person);
    return person;
}

void ReviewQueue::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("reviewQueue"));
    QDialog::done(result);
}

} // namespace cg::ui
