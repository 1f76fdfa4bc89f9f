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
#include <QVBoxLayout>

namespace cg::ui {

namespace {

QLabel *wrappedLine(QWidget *parent, const QString &objectName)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
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
    m_name->setPlaceholderText(tr("the person's name in the ledger, e.g. olga"));
    m_create = new QPushButton(tr("&Create Key"), this);
    m_create->setDefault(true);
    m_verifier = new QLineEdit(this);
    m_verifier->setObjectName(QStringLiteral("verifierKey"));
    m_verifier->setReadOnly(true);
    m_verifier->setToolTip(tr("The public half of the key: give it to an admin, who registers it"));
    m_copy = new QPushButton(tr("Co&py"), this);
    m_copy->setEnabled(false);
    m_status = wrappedLine(this, QStringLiteral("createKeyStatus"));

    auto *form = new QFormLayout;
    form->addRow(tr("For:"), m_name);
    auto *verifierRow = new QHBoxLayout;
    verifierRow->addWidget(m_verifier, 1);
    verifierRow->addWidget(m_copy);
    form->addRow(tr("Verifier key:"), verifierRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_create, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_create, &QPushButton::clicked, this, [this] { (void)create(); });
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_verifier->text()); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status, 1);
    layout->addWidget(buttons);
    if (!m_maker) {
        m_create->setEnabled(false);
        m_status->setText(tr("This desktop has no keychain to keep a signing key in."));
    }
}

QString CreateSigningKeyDialog::statusText() const
{
    return m_status->text();
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
        return made;
    }
    m_verifier->setText(made->verifierKey);
    m_verifier->setCursorPosition(0);
    m_copy->setEnabled(true);
    m_name->setReadOnly(true);
    m_create->setEnabled(false); // one key per press: a second one is a second, deliberate dialog
    m_status->setText(
        tr("Made a signing key for %1, kept in the keychain as %2.\nFingerprint: %3\nGive the verifier key "
           "above to an admin (and confirm the fingerprint with them in person or by phone): once they "
           "register it with Register Officer…, %1 signs here.")
            .arg(made->person, made->credentialId, made->fingerprint));
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
    m_role = new QComboBox(this);
    m_role->setObjectName(QStringLiteral("officerRole"));
    m_role->addItem(tr("officer: approves and rejects export requests"), QStringLiteral("officer"));
    m_role->addItem(tr("requester: files export requests"), QStringLiteral("requester"));
    m_role->addItem(tr("admin: registers people, and approves"), QStringLiteral("admin"));
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
        return done;
    }
    m_status->setText(done->summary);
    emit registered(name);
    (void)m_identity->refresh(); // a key of this keychain now belongs to someone
    fillKeys();
    return done;
}

} // namespace cg::ui
