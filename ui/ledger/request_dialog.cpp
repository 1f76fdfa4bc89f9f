// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/request_dialog.h"

#include "ledger/ledger_texts.h"
#include "ledger/ledger_watch.h"
#include "services/desk_identity.h"
#include "services/export_draft.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <optional>

namespace cg::ui {

RequestDialog::RequestDialog(ledger::LedgerStore *store, services::DeskIdentity *identity, QString loginUser,
                             const ExportDraft &draft, QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_identity(identity), m_loginUser(std::move(loginUser)),
      m_session(std::make_unique<services::ExportDraftSession>(m_ledger))
{
    build(draft);
}

RequestDialog::RequestDialog(ledger::LedgerStore *store, QString requester, const ExportDraft &draft,
                             QStringList keyIds, SignerSource signerFor, QWidget *parent)
    : QDialog(parent), m_ledger(*store),
      m_identity(new services::DeskIdentity(
          *store, [keyIds] { return keyIds; }, std::move(signerFor), this)),
      m_loginUser(std::move(requester)), m_session(std::make_unique<services::ExportDraftSession>(m_ledger))
{
    build(draft);
}

RequestDialog::~RequestDialog() = default;

void RequestDialog::build(const ExportDraft &draft)
{
    setWindowTitle(tr("Request Export"));
    m_datasets = new QLineEdit(draft.datasets.join(QStringLiteral("; ")), this);
    m_destination = new QComboBox(this);
    m_destination->setObjectName(QStringLiteral("destinationCluster"));
    m_destination->setVisible(false); // until there are saved clusters to choose from
    m_cluster = new QLineEdit(draft.cluster, this);
    m_cluster->setPlaceholderText(tr("the cluster's name, as it will be saved in the console"));
    m_country = new QLineEdit(draft.country, this);
    m_country->setPlaceholderText(tr("ISO 3166 code, e.g. SG"));
    m_purpose = new QLineEdit(draft.purpose, this);
    m_form = new QComboBox(this);
    // The words shown are the translated ones; the data is the ledger's own name.
    for (const QString &f : ledger::formNames())
        m_form->addItem(formText(ledger::formFromName(f).value_or(ledger::ExportForm::Raw)), f);
    m_form->setCurrentIndex(m_form->findData(QStringLiteral("de-identified")));
    m_params = new QLineEdit(this);
    m_params->setPlaceholderText(tr("fraction=0.1 (sampled), min_group_size=20 (aggregated)"));
    m_mechanism = new QComboBox(this);
    for (const QString &m : ledger::mechanismNames())
        m_mechanism->addItem(
            mechanismText(ledger::mechanismFromName(m).value_or(ledger::LegalMechanism::StandardContract)),
            m);
    m_mechanism->setCurrentIndex(m_mechanism->findData(QStringLiteral("standard-contract")));
    m_clause = new QComboBox(this);
    m_clause->addItem(tr("none"), QString());
    for (const ledger::ExemptionClause &c : ledger::Rules::exemptionClauses())
        m_clause->addItem(QCoreApplication::translate("cg::ledger::Rules", c.basis),
                          QString::fromLatin1(c.id));
    m_reference = new QLineEdit(this);
    m_reference->setPlaceholderText(tr("assessment, contract filing or certificate number"));
    m_pia = new QLineEdit(this);
    m_consent = new QLineEdit(this);
    m_retention = new QSpinBox(this);
    m_retention->setRange(1, 3650);
    m_retention->setValue(90);
    m_retention->setSuffix(tr(" days"));
    m_key = new QComboBox(this);
    m_key->setObjectName(QStringLiteral("signingKey"));
    m_filedAs = new QLabel(this);
    m_filedAs->setObjectName(QStringLiteral("filedAs"));
    m_filedAs->setTextFormat(Qt::PlainText);
    m_filedAs->setWordWrap(true);
    m_filedAs->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("requestStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(tr("Datasets:"), m_datasets);
    auto *destination = new QVBoxLayout;
    destination->setContentsMargins(0, 0, 0, 0);
    destination->addWidget(m_destination);
    destination->addWidget(m_cluster);
    form->addRow(tr("Destination cluster:"), destination);
    form->addRow(tr("Destination country or region:"), m_country);
    form->addRow(tr("Purpose:"), m_purpose);
    form->addRow(tr("Form:"), m_form);
    form->addRow(tr("Form parameters:"), m_params);
    form->addRow(tr("Legal mechanism:"), m_mechanism);
    form->addRow(tr("Exemption clause:"), m_clause);
    form->addRow(tr("Mechanism reference:"), m_reference);
    form->addRow(tr("Impact assessment:"), m_pia);
    form->addRow(tr("Separate consent:"), m_consent);
    form->addRow(tr("Retention abroad:"), m_retention);
    form->addRow(tr("Submit signed with:"), m_key);
    form->addRow(QString(), m_filedAs);

    auto *buttons = new QDialogButtonBox(this);
    auto *checkButton = buttons->addButton(tr("Check"), QDialogButtonBox::ActionRole);
    auto *save = buttons->addButton(tr("Save Draft"), QDialogButtonBox::ActionRole);
    auto *send = buttons->addButton(tr("Submit"), QDialogButtonBox::ActionRole);
    m_submit = send;
    auto *withdrawButton = buttons->addButton(tr("Withdraw"), QDialogButtonBox::ActionRole);
    connect(withdrawButton, &QPushButton::clicked, this, [this] { (void)withdraw(); });
    auto *activateButton = buttons->addButton(tr("Activate"), QDialogButtonBox::ActionRole);
    auto *expireButton = buttons->addButton(tr("Expire"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(checkButton, &QPushButton::clicked, this, [this] { (void)check(); });
    connect(save, &QPushButton::clicked, this, [this] { (void)saveDraft(); });
    connect(send, &QPushButton::clicked, this, [this] { (void)submit(); });
    connect(activateButton, &QPushButton::clicked, this, [this] { (void)activate(); });
    connect(expireButton, &QPushButton::clicked, this, [this] { (void)expire(); });
    // A new request has nothing to withdraw, activate or expire until it is saved or submitted.
    m_filedActions = {withdrawButton, activateButton, expireButton};
    enableFiledActions();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status, 1);
    layout->addWidget(buttons);
    (void)m_identity->refresh();
    fillKeys();
    connect(m_identity, &services::DeskIdentity::changed, this, &RequestDialog::fillKeys);
}

void RequestDialog::setDestinations(const QList<ExportDestination> &destinations)
{
    const QString current = m_cluster->text().trimmed();
    m_destinations = destinations;
    const QSignalBlocker quiet(m_destination);
    m_destination->clear();
    for (const ExportDestination &d : destinations)
        m_destination->addItem(d.country.isEmpty() ? tr("%1 (no region saved)").arg(d.cluster)
                                                   : tr("%1 (%2)").arg(d.cluster, d.country),
                               d.cluster);
    // A destination this console does not run yet (a cluster being rented, another desktop's cluster on the
    // team ledger): typed, with its country.
    m_destination->addItem(tr("Another cluster, not saved here…"), QString());
    m_destination->setVisible(!destinations.isEmpty());
    const int saved = current.isEmpty() && !destinations.isEmpty() ? 0 : m_destination->findData(current);
    m_destination->setCurrentIndex(saved >= 0 ? saved : m_destination->count() - 1);
    destinationChosen();
    connect(m_destination, &QComboBox::currentIndexChanged, this, &RequestDialog::destinationChosen,
            Qt::UniqueConnection);
}

void RequestDialog::destinationChosen()
{
    const int i = m_destination->currentIndex();
    const bool typed = m_destinations.isEmpty() || i < 0 || i >= m_destinations.size();
    m_cluster->setVisible(typed);
    if (typed) {
        // From a saved cluster to another one: nothing of the saved one stays behind.
        for (const ExportDestination &d : std::as_const(m_destinations)) {
            if (m_cluster->text().trimmed() == d.cluster) {
                m_cluster->clear();
                if (m_country->isReadOnly())
                    m_country->clear();
            }
        }
        m_country->setReadOnly(false);
        m_country->setToolTip(QString());
        return;
    }
    const ExportDestination &d = m_destinations.at(i);
    m_cluster->setText(d.cluster);
    // The country is the cluster's: the rules and the push gate check the same one. A cluster with no
    // region saved leaves it to be typed (not the previous cluster's).
    if (!d.country.isEmpty())
        m_country->setText(d.country);
    else if (m_country->isReadOnly())
        m_country->clear();
    m_country->setReadOnly(!d.country.isEmpty());
    m_country->setToolTip(
        d.country.isEmpty()
            ? tr("%1 has no region saved: type the country, and save it in the cluster's "
                 "settings")
                  .arg(d.cluster)
            : tr("The region saved for %1; change it in the cluster's settings").arg(d.cluster));
}

QString RequestDialog::requester() const
{
    return m_identity->person().isEmpty() ? m_loginUser : m_identity->person();
}

void RequestDialog::showEvent(QShowEvent *event)
{
    (void)m_identity->refresh(); // keys added or deleted in the keychain meanwhile
    QDialog::showEvent(event);
}

void RequestDialog::fillKeys()
{
    // Only the acting person's current keys: never another person's key under this person's request.
    const QString chosen = m_key->currentData().toString();
    m_key->clear();
    const QStringList ids = m_identity->signerIds();
    for (const QString &id : ids)
        m_key->addItem(m_identity->describe(id), id);
    if (ids.isEmpty())
        m_key->addItem(tr("unsigned (as %1)").arg(m_loginUser), QString());
    m_key->setCurrentIndex(qMax(0, m_key->findData(chosen)));
    showFiledAs();
}

void RequestDialog::showFiledAs()
{
    // Said as what will happen until the request is submitted, as what happened after.
    const bool person = !m_identity->person().isEmpty();
    m_filedAs->setText(
        m_submitted ? (person ? tr("Filed and signed as %1.").arg(m_identity->describe())
                              : tr("Filed as %1, unsigned.").arg(m_loginUser))
        : person    ? tr("Will be filed and signed as %1.").arg(m_identity->describe())
                    : tr("Will be filed as %1, unsigned. %2").arg(m_loginUser, m_identity->whyNobody()));
}

QString RequestDialog::filedAsText() const
{
    return m_filedAs->text();
}

ledger::ExportRequest RequestDialog::request() const
{
    ledger::ExportRequest r;
    for (QString s :
         m_datasets->text().split(QRegularExpression(QStringLiteral("[;,]")), Qt::SkipEmptyParts)) {
        s = s.trimmed();
        if (!s.isEmpty())
            r.datasets << s;
    }
    r.destinationCluster = m_cluster->text().trimmed();
    r.destinationCountry = m_country->text().trimmed();
    r.purpose = m_purpose->text().trimmed();
    r.form = ledger::formFromName(m_form->currentData().toString()).value_or(ledger::ExportForm::Raw);
    for (const QString &kv :
         m_params->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq > 0)
            r.formParams.insert(kv.left(eq).trimmed(), kv.mid(eq + 1).trimmed());
    }
    r.mechanism = ledger::mechanismFromName(m_mechanism->currentData().toString())
                      .value_or(ledger::LegalMechanism::StandardContract);
    r.exemptionClause = m_clause->currentData().toString();
    r.mechanismRef = m_reference->text().trimmed();
    r.piaRef = m_pia->text().trimmed();
    r.consentRef = m_consent->text().trimmed();
    r.retentionDays = m_retention->value();
    r.requester = requester();
    return r;
}

void RequestDialog::say(const QString &text)
{
    m_status->setText(text);
}

QString RequestDialog::statusText() const
{
    return m_status->text();
}

Status RequestDialog::check()
{
    const auto v = m_session->check(request());
    if (!v.ok()) {
        say(v.error());
        return Status::failureOf(v);
    }
    QStringList lines;
    lines << tr("2024 Provisions: %1 requires %2").arg(v->provisions.article, ledger::tierName(v->required));
    lines << v->provisions.reasons;
    lines << (v->allowed() ? tr("Nothing refuses it: it can be submitted.")
                           : tr("Refused until changed:\n%1").arg(v->sentences()));
    // Said before anything is filed: four eyes needs a second officer, and there may be none.
    if (const Status approvable = m_session->approvable(request()); !approvable)
        lines << approvable.error();
    say(lines.join(QLatin1Char('\n')));
    return Ok{};
}

void RequestDialog::changed()
{
    m_id = m_session->id();
    enableFiledActions();
    showFiledAs();
    if (m_watch)
        m_watch->touched();
}

void RequestDialog::setLedgerWatch(ledger::LedgerWatch *watch)
{
    if (m_watch)
        disconnect(m_watch, nullptr, this, nullptr);
    m_watch = watch;
    // An officer approves in another window (or on another desk): Activate follows.
    if (m_watch)
        connect(m_watch, &ledger::LedgerWatch::changed, this, &RequestDialog::enableFiledActions);
}

void RequestDialog::enableFiledActions()
{
    std::optional<ledger::RequestState> state;
    if (m_id != 0) {
        if (const auto filed = m_ledger.request(m_id); filed.ok())
            state = filed->request.state;
    }
    // A submitted request is not submitted twice: Submit comes back when it is withdrawn to a draft.
    m_submitted = state && *state != ledger::RequestState::Draft;
    m_submit->setEnabled(!m_submitted);
    // Each action only where the request's life allows it: withdraw while it waits for a decision,
    // activate once approved, expire while active.
    const ledger::RequestState allowedIn[] = {ledger::RequestState::Submitted, ledger::RequestState::Approved,
                                              ledger::RequestState::Active};
    for (int i = 0; i < m_filedActions.size(); ++i)
        m_filedActions.at(i)->setEnabled(state == allowedIn[i]);
}

Result<qint64> RequestDialog::saveDraft()
{
    const qint64 before = m_session->id();
    const auto id = m_session->save(request());
    if (!id.ok()) {
        say(id.error());
        return id;
    }
    changed();
    say(id.value() == before ? tr("Draft request %1 is saved as it is.").arg(id.value())
                             : tr("Saved as draft request %1.").arg(id.value()));
    return id;
}

Status RequestDialog::submit()
{
    const QString keyId = m_key->currentData().toString();
    std::unique_ptr<ledger::Signer> signer;
    if (!keyId.isEmpty()) {
        auto s = m_identity->signer(keyId);
        if (!s.ok()) {
            say(s.error());
            return Status::failureOf(s);
        }
        signer = std::move(s.value());
    }
    const Status st = m_session->submit(request(), signer.get());
    changed();
    const Status approvable = st.ok() ? m_session->approvable(request()) : Status(Ok{});
    say(st.ok() ? tr("Request %1 submitted by %2: it waits in the Review Queue for an officer who is neither "
                     "the requester nor the datasets' owner.")
                          .arg(m_id)
                          .arg(requester()) +
                      (approvable.ok() ? QString() : QLatin1Char('\n') + approvable.error())
        : m_id == 0 ? tr("Not submitted, nothing was filed:\n%1").arg(st.error())
                    : tr("Request %1 was not submitted:\n%2").arg(m_id).arg(st.error()));
    return st;
}

Status RequestDialog::withdraw()
{
    if (m_id == 0)
        return Status::failure(tr("Save or submit the request first."));
    const Status st = m_ledger.withdraw(m_id, requester());
    changed();
    say(st.ok() ? tr("Request %1 is withdrawn: a draft again, out of the Review Queue.").arg(m_id)
                : st.error());
    return st;
}

Status RequestDialog::activate()
{
    if (m_id == 0)
        return Status::failure(tr("Save or submit the request first."));
    // Signed by the acting person's key when there is one, as a decision is.
    Status st = Ok{};
    if (const QString keyId = m_key->currentData().toString(); !keyId.isEmpty()) {
        auto signer = m_identity->signer(keyId);
        st = signer.ok() ? m_ledger.activate(m_id, *signer.value()) : Status::failureOf(signer);
    } else {
        st = m_ledger.activate(m_id, requester());
    }
    changed();
    say(st.ok()
            ? tr("Request %1 is active: the data may leave, and is destroyed by the end of its retention.")
                  .arg(m_id)
            : st.error());
    return st;
}

Status RequestDialog::expire()
{
    if (m_id == 0)
        return Status::failure(tr("Save or submit the request first."));
    const Status st = m_ledger.expire(m_id, requester());
    changed();
    say(st.ok() ? tr("Request %1 expired: record its destruction in Destruction Tracking.").arg(m_id)
                : st.error());
    return st;
}

} // namespace cg::ui
