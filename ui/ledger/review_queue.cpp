// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/review_queue.h"

#include "common/dates.h"
#include "common/remembered_geometry.h"
#include "ledger/ledger_texts.h"
#include "ledger/ledger_watch.h"
#include "ledger/signing_key_dialogs.h"
#include "services/desk_identity.h"

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
#include <QShowEvent>
#include <QSignalBlocker>
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

ReviewQueue::ReviewQueue(ledger::LedgerStore *store, services::DeskIdentity *identity, QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_identity(identity), m_watch(new ledger::LedgerWatch(*store, this)),
      m_model(new RequestsModel(this))
{
    build();
}

ReviewQueue::ReviewQueue(ledger::LedgerStore *store, QStringList keyIds, SignerSource signerFor,
                         QWidget *parent)
    : QDialog(parent), m_ledger(*store),
      m_identity(new services::DeskIdentity(
          *store, [keyIds] { return keyIds; }, std::move(signerFor), this)),
      m_watch(new ledger::LedgerWatch(*store, this)), m_model(new RequestsModel(this))
{
    build();
}

void ReviewQueue::build()
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
    // Who signs here: one person, chosen explicitly; the line wraps (a person with several keys, long
    // fingerprints, another language) instead of widening the window.
    m_actAs = new QComboBox(this);
    m_actAs->setObjectName(QStringLiteral("actAs"));
    m_actAs->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_actAs->setToolTip(tr("The person this desktop acts as: requests, approvals and rejections are signed "
                           "with their keys only"));
    connect(m_actAs, &QComboBox::activated, this, [this](int index) {
        const QString person = m_actAs->itemData(index).toString();
        if (!person.isEmpty())
            (void)m_identity->choose(person); // changed() updates the queue
    });
    m_whoAmI = new QLabel(this);
    m_whoAmI->setObjectName(QStringLiteral("whoAmI"));
    m_whoAmI->setTextFormat(Qt::PlainText);
    m_whoAmI->setWordWrap(true);
    m_whoAmI->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_whoAmI->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("requestDetails"));
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setFrameShape(QFrame::StyledPanel);
    m_details->setMinimumHeight(fontMetrics().lineSpacing() * 6);

    m_blocked = new QLabel(this);
    m_blocked->setObjectName(QStringLiteral("approveBlocked"));
    m_blocked->setTextFormat(Qt::PlainText);
    m_blocked->setWordWrap(true);
    m_blocked->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_blocked->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_approve = new QPushButton(tr("&Approve…"), this);
    m_reject = new QPushButton(tr("&Reject…"), this);
    connect(m_approve, &QPushButton::clicked, this, [this] { decideSelected(true); });
    connect(m_reject, &QPushButton::clicked, this, [this] { decideSelected(false); });
    m_withdraw = new QPushButton(tr("&Withdraw"), this);
    m_activate = new QPushButton(tr("Ac&tivate"), this);
    m_expire = new QPushButton(tr("E&xpire"), this);
    connect(m_withdraw, &QPushButton::clicked, this, [this] { (void)takeLifeStep(LifeStep::Withdraw); });
    connect(m_activate, &QPushButton::clicked, this, [this] { (void)takeLifeStep(LifeStep::Activate); });
    connect(m_expire, &QPushButton::clicked, this, [this] { (void)takeLifeStep(LifeStep::Expire); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ReviewQueue::updateSelection);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_approve);
    bottom->addWidget(m_reject);
    bottom->addSpacing(fontMetrics().averageCharWidth() * 3);
    bottom->addWidget(m_withdraw);
    bottom->addWidget(m_activate);
    bottom->addWidget(m_expire);
    bottom->addStretch(1);
    bottom->addWidget(close);
    // Onboarding without the command line: a person's key made here, registered by an admin here.
    m_createKey = new QPushButton(tr("Create Signing &Key…"), this);
    m_createKey->setObjectName(QStringLiteral("createSigningKey"));
    m_createKey->setEnabled(false);
    m_createKey->setToolTip(tr("This desktop has no keychain to keep a signing key in."));
    connect(m_createKey, &QPushButton::clicked, this, &ReviewQueue::openCreateKey);
    m_registerOfficer = new QPushButton(tr("Register &Officer…"), this);
    m_registerOfficer->setObjectName(QStringLiteral("registerOfficer"));
    connect(m_registerOfficer, &QPushButton::clicked, this, &ReviewQueue::openRegisterOfficer);
    // A ledger nobody founded: its first admin is made here, not only with `clustergate ledger found`.
    m_foundLedger = new QPushButton(tr("&Found Ledger…"), this);
    m_foundLedger->setObjectName(QStringLiteral("foundLedger"));
    m_foundLedger->setToolTip(tr("Become this ledger's first admin, with your signing key"));
    m_foundLedger->setVisible(false);
    connect(m_foundLedger, &QPushButton::clicked, this, &ReviewQueue::openFoundLedger);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Act as:"), this));
    top->addWidget(m_actAs);
    top->addWidget(m_which);
    top->addStretch(1);
    top->addWidget(m_foundLedger);
    top->addWidget(m_createKey);
    top->addWidget(m_registerOfficer);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_whoAmI);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_blocked);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("reviewQueue"), QSize(1100, 720));
    connect(m_identity, &services::DeskIdentity::changed, this, &ReviewQueue::identityChanged);
    if (const Status st = m_identity->refresh(); !st)
        m_status->setText(st.error());
    identityChanged();
    reload();
    // Requests that arrive from another window or desktop (the same file, or the team ledger server) show
    // up by themselves: the ledger watch says when the audit head moved.
    connect(m_watch, &ledger::LedgerWatch::changed, this, &ReviewQueue::reload);
    if (const Status st = m_watch->start(); !st)
        m_status->setText(st.error());
}

void ReviewQueue::setLedgerWatch(ledger::LedgerWatch *watch)
{
    if (!watch || watch == m_watch)
        return;
    if (m_watch->parent() == this)
        delete m_watch;
    m_watch = watch;
    connect(m_watch, &ledger::LedgerWatch::changed, this, &ReviewQueue::reload);
}

void ReviewQueue::showEvent(QShowEvent *event)
{
    // A tab brought back, or restored after a restart before the keychain answered: read the keychain
    // again (keys added or deleted meanwhile) and the ledger.
    (void)m_identity->refresh();
    checkForChanges();
    QDialog::showEvent(event);
}

void ReviewQueue::identityChanged()
{
    m_keyIds = m_identity->signerIds();
    const QSignalBlocker quiet(m_actAs);
    m_actAs->clear();
    const QStringList people = m_identity->people();
    if (m_identity->person().isEmpty())
        m_actAs->addItem(people.isEmpty() ? tr("nobody (no registered key)") : tr("Choose who you act as…"),
                         QString());
    for (const QString &p : people)
        m_actAs->addItem(p, p);
    m_actAs->setCurrentIndex(qMax(0, m_actAs->findData(m_identity->person())));
    m_actAs->setEnabled(people.size() > 1 || m_identity->person().isEmpty());
    m_whoAmI->setText(m_identity->person().isEmpty() ? m_identity->whyNobody()
                                                     : tr("You sign as: %1").arg(m_identity->describe()));
    const bool admin = m_identity->role() == ledger::OfficerRole::Admin;
    m_foundLedger->setVisible(m_identity->needsFounding());
    m_registerOfficer->setEnabled(admin);
    m_registerOfficer->setToolTip(
        admin ? tr("Register a person's signing key with a role, signed with your admin key")
        : m_identity->person().isEmpty()
            ? tr("Only an admin registers people: %1").arg(m_identity->whyNobody())
            : tr("Only an admin registers people; you act as %1.").arg(m_identity->describe()));
    updateSelection();
}

void ReviewQueue::setKeyMaker(services::OfficerKeys::Maker maker)
{
    m_keyMaker = std::move(maker);
    m_createKey->setEnabled(bool(m_keyMaker));
    m_createKey->setToolTip(m_keyMaker ? tr("Make a new signing key for a person, kept in this keychain")
                                       : tr("This desktop has no keychain to keep a signing key in."));
}

CreateSigningKeyDialog *ReviewQueue::createKeyDialog() const
{
    return m_createKeyDialog;
}

RegisterOfficerDialog *ReviewQueue::registerOfficerDialog() const
{
    return m_registerDialog;
}

void ReviewQueue::openCreateKey()
{
    if (m_createKeyDialog) {
        m_createKeyDialog->raise();
        return;
    }
    m_createKeyDialog = new CreateSigningKeyDialog(m_keyMaker, this);
    m_createKeyDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_createKeyDialog->setLedgerUnfounded(m_identity->needsFounding());
    // The new key is in the keychain now: read it again (it signs once registered).
    connect(m_createKeyDialog, &CreateSigningKeyDialog::created, this,
            [this] { (void)m_identity->refresh(); });
    m_createKeyDialog->open();
}

void ReviewQueue::openRegisterOfficer()
{
    if (m_registerDialog) {
        m_registerDialog->raise();
        return;
    }
    m_registerDialog = new RegisterOfficerDialog(&m_ledger.store(), m_identity, this);
    m_registerDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_registerDialog, &RegisterOfficerDialog::registered, this, [this] {
        m_watch->touched();
        reload();
    });
    m_registerDialog->open();
}

FoundLedgerDialog *ReviewQueue::foundLedgerDialog() const
{
    return m_foundDialog;
}

void ReviewQueue::openFoundLedger()
{
    if (m_foundDialog) {
        m_foundDialog->raise();
        return;
    }
    m_foundDialog = new FoundLedgerDialog(&m_ledger.store(), m_identity, m_keyMaker, this);
    m_foundDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_foundDialog, &FoundLedgerDialog::founded, this, [this] {
        m_watch->touched();
        reload();
    });
    m_foundDialog->open();
}

void ReviewQueue::reload()
{
    if (const auto last = m_ledger.store().lastAuditRow(); last.ok())
        m_lastSeq = last->has_value() ? last->value().seq : 0;
    qint64 selected = 0;
    if (const QModelIndexList sel = m_table->selectionModel()->selectedRows(); !sel.isEmpty())
        selected = m_model->request(sel.first().row()).request.id;
    ledger::RequestFilter f;
    if (m_which->currentData().toBool())
        f.states = {ledger::RequestState::Submitted};
    const auto rows = m_ledger.requests(f);
    m_model->setRequests(rows.ok() ? rows.value() : QList<ledger::RequestView>{});
    m_table->resizeColumnsToContents();
    if (!rows.ok())
        m_status->setText(rows.error());
    for (int i = 0; selected != 0 && i < m_model->rowCount(); ++i) {
        if (m_model->request(i).request.id == selected)
            m_table->selectRow(i);
    }
    updateSelection();
}

void ReviewQueue::checkForChanges()
{
    const auto last = m_ledger.store().lastAuditRow();
    if (!last.ok())
        return;
    const qint64 seq = last->has_value() ? last->value().seq : 0;
    if (seq != m_lastSeq)
        reload();
}

QString ReviewQueue::statusText() const
{
    return m_status->text();
}

QString ReviewQueue::detailsText() const
{
    return m_details->text();
}

QString ReviewQueue::blockedFor(const QString &keyId, const ledger::RequestView &v)
{
    QByteArray key;
    for (const services::DeskKey &k : m_identity->keys()) {
        if (k.credentialId == keyId)
            key = k.publicKey;
    }
    if (key.isEmpty())
        return m_identity->describe(keyId);
    const auto requesterKey = m_ledger.submittedBy(v.request.id, v.request.requestHash);
    const QDate today = QDate::currentDate();
    const auto check = m_ledger.approvalCheck(
        key, v.request, requesterKey.ok() ? requesterKey.value() : QByteArray(), true, today.addDays(30));
    if (!check.ok())
        return check.error();
    QList<ledger::Dataset> ds;
    for (const QString &name : v.request.datasets) {
        if (const auto d = m_ledger.dataset(name); d.ok())
            ds << d.value();
    }
    ledger::RuleVerdict refused;
    refused.refusals = ledger::Rules::checkDecision(v.request, ds, check.value());
    return refused.sentences();
}

QString ReviewQueue::approvalStatement(const QString &keyId, const QDate &expiresOn)
{
    return tr("%1 signs the approval; it holds until %2 (inclusive).")
        .arg(personFor(keyId), QLocale().toString(expiresOn, QLocale::LongFormat));
}

void ReviewQueue::updateSelection()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const ledger::RequestView *v = rows.isEmpty() ? nullptr : &m_model->request(rows.first().row());
    const bool decidable = v && v->request.state == ledger::RequestState::Submitted;
    // Before anyone presses Approve: may any of this desktop's keys approve? (the requester's and the
    // dataset owner's may not; the reason is on screen)
    QStringList blocked;
    bool anyMay = false;
    if (decidable) {
        for (const QString &id : std::as_const(m_keyIds)) {
            const QString why = blockedFor(id, *v);
            if (why.isEmpty())
                anyMay = true;
            else
                blocked << tr("%1 may not approve: %2").arg(personFor(id), why);
        }
    }
    m_approveBlocked = decidable && !anyMay ? blocked.join(QLatin1Char('\n')) : QString();
    m_blocked->setText(m_approveBlocked);
    m_blocked->setVisible(!m_approveBlocked.isEmpty());
    m_approve->setEnabled(decidable && anyMay);
    m_reject->setEnabled(decidable && !m_keyIds.isEmpty());
    const QString why =
        m_keyIds.isEmpty() ? m_identity->whyNobody()
        : !v               ? tr("Choose a request first.")
        : !decidable
            ? tr("Only a submitted request can be decided; this one is %1.").arg(stateText(v->request.state))
            : QString();
    m_approve->setToolTip(why.isEmpty() ? m_approveBlocked : why);
    m_reject->setToolTip(why);
    // After the decision: each step only in the state that allows it (the ledger checks again).
    using S = ledger::RequestState;
    const QString person = m_identity->person();
    const bool own = v && !person.isEmpty() && v->request.requester.compare(person, Qt::CaseInsensitive) == 0;
    m_withdraw->setEnabled(v && v->request.state == S::Submitted && own);
    m_withdraw->setToolTip(!v                                 ? tr("Choose a request first.")
                           : v->request.state != S::Submitted ? tr("Only a submitted request is withdrawn.")
                           : !own ? tr("Only its requester, %1, withdraws it.").arg(v->request.requester)
                                  : tr("Back to a draft, out of this queue"));
    m_activate->setEnabled(v && v->request.state == S::Approved && !person.isEmpty());
    m_activate->setToolTip(v && v->request.state == S::Approved
                               ? tr("The data leaves now: its retention and destruction date start")
                               : tr("Only an approved request is activated."));
    m_expire->setEnabled(v && v->request.state == S::Active && !person.isEmpty());
    m_expire->setToolTip(v && v->request.state == S::Active
                             ? tr("The transfer is over: record its destruction next")
                             : tr("Only an active request expires."));
    m_details->setText(v ? details(*v) : tr("Choose a request to see its purpose, retention and decisions."));
}

QString ReviewQueue::details(const ledger::RequestView &v)
{
    const ledger::ExportRequest &r = v.request;
    const QLocale loc;
    QStringList lines;
    lines << tr("Request %1 by %2: %3").arg(r.id).arg(r.requester, stateText(r.state));
    // Who asked: the key that signed the submission, as a person and a fingerprint.
    if (const auto key = m_ledger.submittedBy(r.id, r.requestHash); key.ok() && !key->isEmpty()) {
        const auto regs = m_ledger.registrations();
        const ledger::RegisteredKey *k = regs.ok() ? regs->byKey(key.value()) : nullptr;
        lines << tr("Requester: %1, key %2")
                     .arg(k ? k->registration.name : r.requester, ledger::keyFingerprint(key.value()));
    } else {
        lines << tr("Requester: %1 (submission not signed with a key)").arg(r.requester);
    }
    lines << tr("Purpose: %1").arg(r.purpose.isEmpty() ? tr("not stated") : r.purpose);
    lines << tr("Destination: cluster %1 in %2").arg(r.destinationCluster, r.destinationCountry);
    lines << tr("Form: %1").arg(formText(r.form));

    lines << tr("Datasets:");
    for (const QString &name : r.datasets) {
        const auto d = m_ledger.dataset(name);
        if (!d.ok()) {
            lines << QStringLiteral("  %1: %2").arg(name, d.error());
            continue;
        }
        QString lineage;
        if (!d->sources.isEmpty()) {
            lineage = tr("; %1 from %2 (inherited %3)")
                          .arg(d->derivation.isEmpty() ? tr("derived") : d->derivation,
                               d->sources.join(QStringLiteral(", ")), gradeText(d->inheritedGrade));
            if (d->loweredTo && !d->loweringSignedBy.isEmpty())
                lineage += tr(", lowered to %1 (signed by %2: %3)")
                               .arg(gradeText(*d->loweredTo), d->loweringSignedBy, d->loweringJustification);
            if (d->isAnonymised())
                lineage += tr(", anonymised: the sources' grade stops here");
        }
        lines << tr("  %1: %2 (GB/T 43697 %3), owner %4, %5 people%6")
                     .arg(d->name, gradeText(d->effectiveGrade),
                          ledger::gbtLevelDisplayName(d->effectiveGrade), d->owner, loc.toString(d->people),
                          lineage);
        // The version the decision covers: the one recorded at submission. A dataset whose version moved
        // since then is no longer the data that was submitted.
        const auto versionText = [](const QString &version) {
            return version.isEmpty() ? tr("unversioned") : version;
        };
        if (r.submitted.isValid()) {
            const QString submitted = r.datasetVersions.value(d->name);
            lines << (submitted == d->version
                          ? tr("    version %1 (as submitted)").arg(versionText(submitted))
                          : tr("    version %1 as submitted, %2 in the ledger now: the request no longer "
                               "covers the data as it is")
                                .arg(versionText(submitted), versionText(d->version)));
        } else {
            lines << tr("    version %1").arg(versionText(d->version));
        }
        if (!d->importantNotice.isEmpty())
            lines << tr("    important data: %1").arg(d->importantNotice);
        QStringList fields;
        for (const ledger::Field &f : d->fields) {
            QString text = QStringLiteral("%1 (%2").arg(f.name, gradeText(f.grade));
            if (f.sensitive)
                text += QStringLiteral(", ") +
                        QLocale().createSeparatedList(ledger::piCategoryDisplayNames(f.sensitive));
            else if (f.personal)
                text += tr(", personal");
            fields << text + QLatin1Char(')');
        }
        if (!fields.isEmpty())
            lines << tr("    fields: %1").arg(fields.join(QStringLiteral(", ")));
        for (const QString &source : d->sources) {
            const auto src = m_ledger.dataset(source);
            if (!src.ok())
                continue;
            QStringList srcFields;
            for (const ledger::Field &f : src->fields)
                srcFields << (f.sensitive ? QStringLiteral("%1 (%2)").arg(
                                                f.name, QLocale().createSeparatedList(
                                                            ledger::piCategoryDisplayNames(f.sensitive)))
                                          : f.name);
            lines << tr("    source %1: %2, %3 people%4")
                         .arg(src->name, gradeText(src->effectiveGrade), loc.toString(src->people),
                              srcFields.isEmpty()
                                  ? QString()
                                  : tr("; fields: %1").arg(srcFields.join(QStringLiteral(", "))));
        }
    }

    if (const auto verdict = m_ledger.evaluate(r.id); verdict.ok()) {
        const ledger::ProvisionsDecision &p = verdict->provisions;
        lines << tr("People this export carries: %1 sensitive, %2 other (%3)")
                     .arg(loc.toString(verdict->peopleSensitive), loc.toString(verdict->peopleOther),
                          r.peopleSensitive || r.peopleOther ? tr("as the request states")
                                                             : tr("everyone the datasets cover"));
        lines << tr("This year's totals (from 1 January %1): sensitive %2 -> %3 (security assessment at "
                    "10,000); non-sensitive %4 -> %5 (standard contract or certification at 100,000, "
                    "security assessment at 1,000,000)")
                     .arg(p.after.year)
                     .arg(loc.toString(p.before.sensitive), loc.toString(p.after.sensitive),
                          loc.toString(p.before.other), loc.toString(p.after.other));
        lines << tr("2024 Provisions: %1 requires %2%3")
                     .arg(p.article, ledger::tierName(p.required),
                          p.exemption.isEmpty() ? QString() : tr(" (exemption: %1)").arg(p.exemption));
        for (const QString &why : p.reasons)
            lines << QStringLiteral("  ") + why;
        if (!verdict->allowed())
            lines << tr("Refused by the rules:") << verdict->sentences();
    }
    QString mechanism = mechanismText(r.mechanism);
    if (r.mechanism == ledger::LegalMechanism::Exemption) {
        for (const ledger::ExemptionClause &c : ledger::Rules::exemptionClauses()) {
            if (r.exemptionClause == QLatin1String(c.id))
                mechanism +=
                    QStringLiteral(" — ") + QCoreApplication::translate("cg::ledger::Rules", c.basis);
        }
    } else if (!r.mechanismRef.isEmpty()) {
        mechanism += QStringLiteral(" ") + r.mechanismRef;
    }
    lines << tr("Legal basis: %1; impact assessment: %2; separate consent: %3")
                 .arg(mechanism, r.piaRef.isEmpty() ? tr("none") : r.piaRef,
                      r.consentRef.isEmpty() ? tr("none") : r.consentRef);
    lines << tr("Retention abroad: %n day(s)", nullptr, r.retentionDays);
    lines << (v.destructionDue.isValid()
                  ? tr("Destruction plan: destroyed by %1, with a certificate (NIST SP 800-88 method, "
                       "verification, witness)")
                        .arg(shownDate(v.destructionDue))
                  : tr("Destruction plan: destroyed %n day(s) after activation, with a certificate (NIST SP "
                       "800-88 method, verification, witness)",
                       nullptr, r.retentionDays));
    if (!r.requestHash.isEmpty())
        lines << tr("Submitted content SHA-256: %1").arg(QString::fromLatin1(r.requestHash.toHex()));
    for (const ledger::Approval &a : v.approvals)
        lines << (a.approved ? tr("Approved by %1 (key %2) on %3, until %4: %5")
                                   .arg(a.approver, a.keyName, shownDateTime(a.decidedAt),
                                        shownDate(a.expiresOn), a.reason)
                             : tr("Rejected by %1 (key %2) on %3: %4")
                                   .arg(a.approver, a.keyName, shownDateTime(a.decidedAt), a.reason));
    return lines.join(QLatin1Char('\n'));
}

Status ReviewQueue::decide(int row, bool approve, const QString &keyId, const QDate &expiresOn,
                           const QString &reason)
{
    if (row < 0 || row >= m_model->rowCount())
        return Status::failure(tr("Choose a request first."));
    const qint64 id = m_model->request(row).request.id;
    auto signer = m_identity->signer(keyId); // only the acting person's keys sign here
    if (!signer.ok()) {
        m_status->setText(signer.error());
        return Status::failureOf(signer);
    }
    const auto decided = m_ledger.decide(id, approve, *signer.value(), expiresOn, reason);
    if (!decided.ok()) {
        const QString why = ledger::Rules::withoutRuleIds(decided.error()); // the window shows no rule ids
        m_status->setText(why);
        return Status::failure(why, decided.code());
    }
    m_watch->touched(); // every view on this ledger follows at once
    const QString person = personFor(keyId);
    m_status->setText(
        approve ? tr("Request %1 approved until %2, signed by %3. It is activated (Every request, Activate) "
                     "when the data leaves.")
                      .arg(id)
                      .arg(shownDate(expiresOn), person)
                : tr("Request %1 rejected, signed by %2.").arg(id).arg(person));
    reload();
    return Ok{};
}

QPushButton *ReviewQueue::lifeButton(LifeStep step) const
{
    switch (step) {
    case LifeStep::Withdraw:
        return m_withdraw;
    case LifeStep::Activate:
        return m_activate;
    case LifeStep::Expire:
        return m_expire;
    }
    return nullptr;
}

Status ReviewQueue::takeLifeStep(LifeStep step)
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        m_status->setText(tr("Choose a request first."));
        return Status::failure(m_status->text(), ErrorCode::Invalid);
    }
    const qint64 id = m_model->request(rows.first().row()).request.id;
    const QString person = m_identity->person();
    Status st = Ok{};
    QString done;
    switch (step) {
    case LifeStep::Withdraw:
        st = m_ledger.withdraw(id, person);
        done = tr("Request %1 is withdrawn: a draft again, out of the Review Queue.").arg(id);
        break;
    case LifeStep::Activate:
        // Signed by the acting person's key when there is one, as a decision is.
        if (const QStringList keys = m_identity->signerIds(); !keys.isEmpty()) {
            auto signer = m_identity->signer(keys.first());
            st = signer.ok() ? m_ledger.activate(id, *signer.value()) : Status::failureOf(signer);
        } else {
            st = m_ledger.activate(id, person);
        }
        done = tr("Request %1 is active: the data may leave, and is destroyed by the end of its retention.")
                   .arg(id);
        break;
    case LifeStep::Expire:
        st = m_ledger.expire(id, person);
        done = tr("Request %1 expired: record its destruction in Destruction Tracking.").arg(id);
        break;
    }
    m_status->setText(st.ok() ? done : st.error());
    if (st.ok())
        m_watch->touched(); // every view on this ledger follows at once
    reload();
    return st;
}

void ReviewQueue::decideSelected(bool approve)
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        m_status->setText(tr("Choose a request first."));
        return;
    }
    if (m_keyIds.isEmpty()) {
        m_status->setText(m_identity->whyNobody());
        return;
    }
    QDialog form(this);
    form.setWindowTitle(approve ? tr("Approve Request") : tr("Reject Request"));
    auto *key = new QComboBox(&form);
    const ledger::RequestView &selected = m_model->request(rows.first().row());
    for (const QString &id : std::as_const(m_keyIds)) {
        if (!approve || blockedFor(id, selected).isEmpty()) // the approve dialog offers only keys that may
            key->addItem(personFor(id), id);
    }
    auto *until = new QDateEdit(QDate::currentDate().addDays(30), &form);
    until->setCalendarPopup(true);
    showFullYear(until);
    until->setMinimumDate(QDate::currentDate());
    auto *reason = new QLineEdit(&form);
    auto *statement = new QLabel(&form);
    statement->setObjectName(QStringLiteral("approvalStatement"));
    statement->setWordWrap(true);
    statement->setTextFormat(Qt::PlainText);
    const auto restate = [&] {
        statement->setText(approve ? approvalStatement(key->currentData().toString(), until->date())
                                   : tr("%1 signs the rejection.").arg(key->currentText()));
    };
    connect(key, &QComboBox::currentIndexChanged, &form, restate);
    connect(until, &QDateEdit::dateChanged, &form, restate);
    restate();
    auto *fields = new QFormLayout;
    fields->addRow(approve ? tr("Approved by:") : tr("Rejected by:"), key);
    if (approve)
        fields->addRow(tr("Valid until:"), until);
    else
        until->hide();
    fields->addRow(tr("Reason:"), reason);
    fields->addRow(statement);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &form);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    auto *layout = new QVBoxLayout(&form);
    layout->addLayout(fields);
    layout->addWidget(buttons);
    if (form.exec() != QDialog::Accepted)
        return;
    // decide() shows its outcome (the decision, or why there is none) in the status line.
    (void)decide(rows.first().row(), approve, key->currentData().toString(),
                 approve ? until->date() : QDate(), reason->text().trimmed());
}

QString ReviewQueue::personFor(const QString &keyId)
{
    return m_identity->describe(keyId);
}

void ReviewQueue::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("reviewQueue"));
    QDialog::done(result);
}

} // namespace cg::ui
