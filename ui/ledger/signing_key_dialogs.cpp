// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/signing_key_dialogs.h"

#include "services/desk_identity.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSignalBlocker>
#include <QTextBoundaryFinder>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

namespace {

QLabel *wrappedLine(QWidget *parent, const QString &objectName)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true); // the dialog grows to the wrapped height (fitHeight)
    l->setSizePolicy(policy);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

// A fingerprint or a key: one selectable line, which the dialog is made wide enough for.
QLabel *oneLine(QWidget *parent, const QString &objectName)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setTextFormat(Qt::PlainText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

// Wide enough to read (and for the window manager to show the whole title), at most the screen.
void setReadableWidth(QDialog *dialog)
{
    int width = dialog->fontMetrics().averageCharWidth() * 76;
    if (const QScreen *screen = dialog->screen())
        width = std::min(width, screen->availableGeometry().width() * 9 / 10);
    dialog->setMinimumWidth(width);
}

// The widest piece of `text` that cannot be broken across lines (a fingerprint, a key, a long word).
int longestUnbreakable(const QString &text, const QFontMetrics &metrics)
{
    int widest = 0;
    QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
    qsizetype from = 0;
    for (qsizetype at = lines.toNextBoundary(); at >= 0; at = lines.toNextBoundary()) {
        widest = std::max(widest, metrics.horizontalAdvance(text.mid(from, at - from).trimmed()));
        from = at;
    }
    return widest;
}

// Wrapped text grows the dialog instead of being cut: the height the content needs at the dialog's width
// (a top-level window does not follow its labels' height-for-width by itself), at most the screen's. A
// wrapped line is at least as wide as its longest unbreakable piece, a single line as its text, a key on a
// read-only line as its text.
void fitHeight(QDialog *dialog)
{
    const int screenWidth = dialog->screen() ? dialog->screen()->availableGeometry().width() * 9 / 10 : 4096;
    for (QLabel *l : dialog->findChildren<QLabel *>()) {
        const int margins = l->contentsMargins().left() + l->contentsMargins().right() + 2 * l->margin() + 2;
        const int need = l->wordWrap() ? longestUnbreakable(l->text(), l->fontMetrics())
                                       : l->fontMetrics().horizontalAdvance(l->text());
        l->setMinimumWidth(std::min(screenWidth, need + margins));
    }
    // A key shown on a read-only line is shown whole, not scrolled.
    for (QLineEdit *e : dialog->findChildren<QLineEdit *>()) {
        if (e->isReadOnly() && !e->text().isEmpty())
            e->setMinimumWidth(std::min(screenWidth, e->fontMetrics().horizontalAdvance(e->text()) + 24));
    }
    QLayout *layout = dialog->layout();
    layout->activate();
    // The width a single line (a fingerprint) needs too: the dialog's explicit minimum overrides the
    // layout's.
    int width = std::max({dialog->width(), dialog->minimumWidth(), layout->totalMinimumSize().width()});
    if (const QScreen *screen = dialog->screen())
        width = std::min(width, screen->availableGeometry().width());
    int need =
        layout->hasHeightForWidth() ? layout->totalHeightForWidth(width) : layout->totalSizeHint().height();
    if (const QScreen *screen = dialog->screen())
        need = std::min(need, screen->availableGeometry().height() * 9 / 10);
    if (need > dialog->height() || width > dialog->width())
        dialog->resize(width, std::max(need, dialog->height()));
}

QString namePlaceholder()
{
    return QCoreApplication::translate("cg::ui::CreateSigningKeyDialog",
                                       "1 to 64 letters, digits and . _ @ - (no spaces), e.g. alice.walker");
}

} // namespace

CreateSigningKeyDialog::CreateSigningKeyDialog(services::OfficerKeys::Maker maker, QWidget *parent)
    : QDialog(parent), m_maker(std::move(maker))
{
    setWindowTitle(tr("Create Signing Key"));
    auto *intro = wrappedLine(this, QStringLiteral("createKeyIntro"));
    intro->setText(
        tr("Makes a new Ed25519 signing key for one person and keeps it in this desktop's keychain. "
           "Requests, approvals and rejections are signed with it once an admin has registered "
           "it. The private key never leaves the keychain and is never shown."));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("keyPerson"));
    m_name->setPlaceholderText(namePlaceholder());
    m_name->setToolTip(tr("The person's name in the ledger: 1 to 64 letters, digits and . _ @ -, no spaces"));
    m_name->setMaxLength(64);
    m_create = new QPushButton(tr("&Create Key"), this);
    m_create->setDefault(true);
    m_create->setEnabled(false); // until a usable name is entered
    m_verifier = new QLineEdit(this);
    m_verifier->setObjectName(QStringLiteral("verifierKey"));
    m_verifier->setReadOnly(true);
    m_verifier->setToolTip(tr("The public half of the key: give it to an admin, who registers it"));
    m_copy = new QPushButton(tr("Co&py"), this);
    m_copy->setEnabled(false);
    m_fingerprint = oneLine(this, QStringLiteral("keyFingerprint"));
    m_status = wrappedLine(this, QStringLiteral("createKeyStatus"));

    auto *form = new QFormLayout;
    form->addRow(tr("For:"), m_name);
    auto *verifierRow = new QHBoxLayout;
    verifierRow->addWidget(m_verifier, 1);
    verifierRow->addWidget(m_copy);
    form->addRow(tr("Verifier key:"), verifierRow);
    form->addRow(tr("Fingerprint:"), m_fingerprint);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_create, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_create, &QPushButton::clicked, this, [this] { (void)create(); });
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_verifier->text()); });
    connect(m_name, &QLineEdit::textChanged, this, &CreateSigningKeyDialog::nameEdited);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status, 1);
    layout->addWidget(buttons);
    if (!m_maker)
        m_status->setText(tr("This desktop has no keychain to keep a signing key in."));
    setReadableWidth(this);
    fitHeight(this);
}

QString CreateSigningKeyDialog::statusText() const
{
    return m_status->text();
}

void CreateSigningKeyDialog::nameEdited()
{
    if (m_name->isReadOnly() || !m_maker)
        return;
    // Said as the user types: "Alice Walker" is refused before anyone presses, with a name that works.
    const QString person = m_name->text().trimmed();
    const QString problem = person.isEmpty() ? QString() : services::OfficerKeys::nameProblem(person);
    m_status->setText(problem);
    m_create->setEnabled(!person.isEmpty() && problem.isEmpty());
    fitHeight(this);
}

Result<services::NewSigningKey> CreateSigningKeyDialog::create()
{
    using R = Result<services::NewSigningKey>;
    if (!m_maker)
        return R::failure(m_status->text(), ErrorCode::Invalid);
    const QString person = m_name->text().trimmed();
    QApplication::setOverrideCursor(Qt::WaitCursor); // the keychain may take a moment (or ask to unlock)
    const R made = m_maker(person);
    QApplication::restoreOverrideCursor();
    if (!made) {
        m_status->setText(made.error());
        fitHeight(this);
        return made;
    }
    m_verifier->setText(made->verifierKey);
    m_verifier->setCursorPosition(0);
    m_fingerprint->setText(made->fingerprint);
    m_copy->setEnabled(true);
    m_name->setReadOnly(true);
    m_create->setEnabled(false); // one key per press: a second one is a second, deliberate dialog
    m_status->setText(
        m_unfounded
            ? tr("Made a signing key for %1, kept in the keychain as %2. Nobody administers this "
                 "ledger yet: Found Ledger… makes %1 its first admin with this key; %1 then "
                 "registers the others.")
                  .arg(made->person, made->credentialId)
            : tr("Made a signing key for %1, kept in the keychain as %2. Give the verifier key above to "
                 "an admin (and confirm the fingerprint with them in person or by phone): once they "
                 "register it with Register Officer…, %1 signs here.")
                  .arg(made->person, made->credentialId));
    fitHeight(this);
    emit created(made->credentialId);
    return made;
}

RegisterOfficerDialog::RegisterOfficerDialog(ledger::LedgerStore *store, services::DeskIdentity *identity,
                                             QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_identity(identity)
{
    setWindowTitle(tr("Register Officer"));
    auto *intro = wrappedLine(this, QStringLiteral("registerIntro"));
    intro->setText(
        tr("Registers a person's signing key with a role, signed with your admin key: the ledger's "
           "registration row that `ledger verify` checks. Registered keys are never replaced."));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("officerName"));
    m_name->setPlaceholderText(namePlaceholder());
    m_role = new QComboBox(this);
    m_role->setObjectName(QStringLiteral("officerRole"));
    // The role's own word, translated: no English token inside a translated sentence.
    using R = ledger::OfficerRole;
    m_role->addItem(tr("%1: approves and rejects export requests").arg(ledger::roleDisplayName(R::Officer)),
                    QStringLiteral("officer"));
    m_role->addItem(tr("%1: files export requests").arg(ledger::roleDisplayName(R::Requester)),
                    QStringLiteral("requester"));
    m_role->addItem(tr("%1: registers people, and approves").arg(ledger::roleDisplayName(R::Admin)),
                    QStringLiteral("admin"));
    m_key = new QComboBox(this);
    m_key->setObjectName(QStringLiteral("officerKey"));
    m_verifier = new QLineEdit(this);
    m_verifier->setObjectName(QStringLiteral("officerVerifierKey"));
    m_verifier->setPlaceholderText(tr("NAME+HASH+BASE64, as Create Signing Key… shows it"));
    m_signer = wrappedLine(this, QStringLiteral("registrar"));
    m_register = new QPushButton(tr("&Register"), this);
    m_status = wrappedLine(this, QStringLiteral("registerStatus"));

    auto *form = new QFormLayout;
    form->addRow(tr("Key:"), m_key);
    form->addRow(tr("Verifier key:"), m_verifier);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Role:"), m_role);
    form->addRow(QString(), m_signer);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_register, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_register, &QPushButton::clicked, this, [this] { (void)registerNow(); });
    connect(m_key, &QComboBox::currentIndexChanged, this, &RegisterOfficerDialog::keyChosen);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status, 1);
    layout->addWidget(buttons);
    fillKeys();
    connect(m_identity, &services::DeskIdentity::changed, this, &RegisterOfficerDialog::fillKeys);
    setReadableWidth(this);
    fitHeight(this);
}

QString RegisterOfficerDialog::statusText() const
{
    return m_status->text();
}

void RegisterOfficerDialog::fillKeys()
{
    const QString chosen = m_key->currentData().toString();
    m_key->clear();
    for (const services::DeskKey &k : m_identity->keys()) {
        if (k.person.isEmpty() && !k.publicKey.isEmpty()) // in the keychain, registered for no one
            m_key->addItem(tr("%1 in this keychain (%2)").arg(k.credentialId, k.fingerprint), k.credentialId);
    }
    m_key->addItem(tr("a verifier key someone gave you"), QString());
    m_key->setCurrentIndex(qMax(0, m_key->findData(chosen)));
    keyChosen();
    const bool admin = m_identity->role() == ledger::OfficerRole::Admin;
    m_signer->setText(admin ? tr("Signed by %1.").arg(m_identity->describe())
                      : m_identity->person().isEmpty()
                          ? m_identity->whyNobody()
                          : tr("Only an admin registers people; you act as %1.").arg(m_identity->describe()));
    m_register->setEnabled(admin);
}

void RegisterOfficerDialog::keyChosen()
{
    const QString id = m_key->currentData().toString();
    m_verifier->setEnabled(id.isEmpty());
    if (!id.isEmpty()) {
        m_verifier->clear();
        if (const QString person = services::OfficerKeys::personOfCredential(id); !person.isEmpty())
            m_name->setText(person);
    }
}

Result<services::OfficerRegistered> RegisterOfficerDialog::registerNow()
{
    using R = Result<services::OfficerRegistered>;
    const auto refuse = [this](const QString &why, ErrorCode code) {
        m_status->setText(why);
        fitHeight(this);
        return R::failure(why, code);
    };
    const QString name = m_name->text().trimmed();
    const auto role = ledger::roleFromName(m_role->currentData().toString());
    if (!role)
        return refuse(tr("Choose a role."), ErrorCode::Invalid);
    QByteArray publicKey;
    if (const QString id = m_key->currentData().toString(); !id.isEmpty()) {
        for (const services::DeskKey &k : m_identity->keys()) {
            if (k.credentialId == id)
                publicKey = k.publicKey;
        }
        if (publicKey.isEmpty())
            return refuse(tr("%1 is no longer in the keychain.").arg(id), ErrorCode::NotFound);
    } else {
        const auto key = services::OfficerKeys::keyFromVerifier(name, m_verifier->text());
        if (!key)
            return refuse(key.error(), key.code());
        publicKey = key.value();
    }
    const QStringList adminKeys = m_identity->signerIds();
    if (m_identity->role() != ledger::OfficerRole::Admin || adminKeys.isEmpty())
        return refuse(m_signer->text(), ErrorCode::Refused);
    auto admin = m_identity->signer(adminKeys.first());
    if (!admin)
        return refuse(admin.error(), admin.code());
    const R done = services::OfficerKeys::registerOfficer(m_ledger, name, *role, publicKey, *admin.value());
    if (!done) {
        m_status->setText(done.error());
        fitHeight(this);
        return done;
    }
    m_status->setText(done->summary);
    fitHeight(this);
    emit registered(name);
    // Ready for the next person: nothing of the one just registered is left in the form.
    m_name->clear();
    m_verifier->clear();
    (void)m_identity->refresh(); // a key of this keychain now belongs to someone
    fillKeys();
    return done;
}

FoundLedgerDialog::FoundLedgerDialog(ledger::LedgerStore *store, services::DeskIdentity *identity,
                                     services::OfficerKeys::Maker maker, QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_identity(identity), m_maker(std::move(maker))
{
    setWindowTitle(tr("Found Ledger"));
    m_intro = wrappedLine(this, QStringLiteral("foundIntro"));
    m_intro->setText(
        tr("Nobody administers this ledger yet. Founding it registers you as its first admin, "
           "signed with your own signing key: you then register the other people (Register "
           "Officer…) and decide on requests. A ledger is founded once; its first admin is never "
           "replaced."));
    m_key = new QComboBox(this);
    m_key->setObjectName(QStringLiteral("founderKey"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("founderName"));
    m_name->setPlaceholderText(namePlaceholder());
    m_name->setMaxLength(64);
    m_confirm = wrappedLine(this, QStringLiteral("foundConfirmation"));
    m_fingerprint = oneLine(this, QStringLiteral("founderFingerprint"));
    // After founding: the verifier key to hand to auditors, whole on a selectable line (a sentence would cut
    // it at the dialog's edge).
    m_verifier = new QLineEdit(this);
    m_verifier->setObjectName(QStringLiteral("founderVerifierKey"));
    m_verifier->setReadOnly(true);
    m_verifier->setMinimumWidth(m_verifier->fontMetrics().averageCharWidth() * 48);
    m_found = new QPushButton(tr("&Found Ledger"), this);
    m_found->setObjectName(QStringLiteral("foundNow"));
    m_status = wrappedLine(this, QStringLiteral("foundStatus"));

    auto *form = new QFormLayout;
    form->addRow(tr("Key:"), m_key);
    form->addRow(tr("Your name:"), m_name);
    form->addRow(tr("Fingerprint:"), m_fingerprint);
    form->addRow(tr("Verifier key:"), m_verifier);
    form->setRowVisible(m_verifier, false); // until founded
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_found, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_found, &QPushButton::clicked, this, [this] { (void)foundNow(); });
    connect(m_key, &QComboBox::currentIndexChanged, this, [this] {
        if (const QString person = services::OfficerKeys::personOfCredential(m_key->currentData().toString());
            !person.isEmpty())
            m_name->setText(person);
        update();
    });
    connect(m_name, &QLineEdit::textChanged, this, &FoundLedgerDialog::update);
    m_form = form;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_confirm);
    layout->addWidget(m_status, 1);
    layout->addWidget(buttons);
    fillKeys();
    setReadableWidth(this);
    fitHeight(this);
}

QString FoundLedgerDialog::statusText() const
{
    return m_status->text();
}

QString FoundLedgerDialog::introText() const
{
    return m_intro->text();
}

QString FoundLedgerDialog::confirmationText() const
{
    return m_confirm->text();
}

void FoundLedgerDialog::fillKeys()
{
    const QSignalBlocker quiet(m_key);
    m_key->clear();
    for (const services::DeskKey &k : m_identity->keys()) {
        if (k.person.isEmpty() && !k.publicKey.isEmpty())
            m_key->addItem(tr("%1 in this keychain").arg(k.credentialId), k.credentialId);
    }
    if (m_maker)
        m_key->addItem(tr("a new signing key, made now in this keychain"), QString());
    m_key->setCurrentIndex(0);
    if (const QString person = services::OfficerKeys::personOfCredential(m_key->currentData().toString());
        !person.isEmpty())
        m_name->setText(person);
    update();
}

void FoundLedgerDialog::update()
{
    if (m_done)
        return;
    const QString id = m_key->currentData().toString();
    QString fingerprint;
    for (const services::DeskKey &k : m_identity->keys()) {
        if (!id.isEmpty() && k.credentialId == id)
            fingerprint = k.fingerprint;
    }
    m_fingerprint->setText(fingerprint);
    const QString name = m_name->text().trimmed();
    const QString problem = name.isEmpty() ? QString() : services::OfficerKeys::nameProblem(name);
    QString why;
    if (!m_identity->needsFounding())
        why = tr("This ledger was founded already: an admin registers new people (Register Officer…).");
    else if (m_key->count() == 0)
        why = tr("This desktop has no keychain to keep a signing key in.");
    else
        why = problem;
    m_status->setText(why);
    const bool ready = why.isEmpty() && !name.isEmpty();
    m_found->setEnabled(ready);
    // Said before anyone presses: who becomes the admin, with which key, and that it is final.
    m_confirm->setText(
        !ready         ? QString()
        : id.isEmpty() ? tr("Found Ledger makes a new signing key for %1 in this keychain and registers %1 "
                            "as this ledger's first admin with it. This cannot be undone.")
                             .arg(name)
                       : tr("Found Ledger registers %1 as this ledger's first admin with the key %2. This "
                            "cannot be undone.")
                             .arg(name, fingerprint));
    fitHeight(this);
}

Result<services::LedgerFounded> FoundLedgerDialog::foundNow()
{
    using R = Result<services::LedgerFounded>;
    const auto refuse = [this](const QString &why, ErrorCode code) {
        m_status->setText(why);
        fitHeight(this);
        return R::failure(why, code);
    };
    (void)m_identity->refresh(); // someone may have founded it meanwhile (another desktop, the CLI)
    const QString name = m_name->text().trimmed();
    if (const QString problem = services::OfficerKeys::nameProblem(name); !problem.isEmpty())
        return refuse(problem, ErrorCode::Invalid);
    if (!m_identity->needsFounding())
        return refuse(tr("This ledger was founded already: an admin registers new people (Register "
                         "Officer…)."),
                      ErrorCode::Conflict);
    QString id = m_key->currentData().toString();
    if (id.isEmpty()) {
        if (!m_maker)
            return refuse(tr("This desktop has no keychain to keep a signing key in."), ErrorCode::Invalid);
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const auto made = m_maker(name);
        QApplication::restoreOverrideCursor();
        if (!made)
            return refuse(made.error(), made.code());
        id = made->credentialId;
        (void)m_identity->refresh(); // the new key is in the keychain's list now
    }
    auto founder = m_identity->founderSigner(id);
    if (!founder)
        return refuse(founder.error(), founder.code());
    const R done = services::OfficerKeys::found(m_ledger, name, *founder.value());
    if (!done)
        return refuse(done.error(), done.code());
    m_done = true;
    m_found->setEnabled(false);
    m_key->setEnabled(false);
    m_name->setReadOnly(true);
    m_fingerprint->setText(done->fingerprint);
    m_verifier->setText(done->verifierKey);
    m_verifier->setCursorPosition(0);
    m_form->setRowVisible(m_verifier, true);
    m_confirm->clear();
    // The intro spoke of a ledger nobody administers: it is founded now.
    m_intro->setText(tr("This ledger is founded: %1 administers it. Register the other people with Register "
                        "Officer…; the first admin is never replaced.")
                         .arg(done->name));
    m_status->setText(tr("You are this ledger's first admin: %1, key %2. Give auditors your verifier key "
                         "above: they trust it in Audit Log > Trust Anchors… once they have confirmed the "
                         "fingerprint with you. Sign Checkpoint… there anchors the ledger.")
                          .arg(done->name, done->fingerprint));
    (void)m_identity->refresh(); // the key is registered now
    (void)m_identity->choose(name);
    fitHeight(this);
    emit founded(name);
    return done;
}

} // namespace cg::ui
