// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/trust_anchors_view.h"

#include "common/dates.h"
#include "common/save_location.h"
#include "ledger/ledger.h"
#include "services/desk_identity.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

enum Column { Kind, Name, Fingerprint, VouchedBy, Added, ColumnCount };

} // namespace

TrustAnchorsView::TrustAnchorsView(const QString &bookFile, ledger::LedgerStore *store, QWidget *parent)
    : QDialog(parent), m_book(bookFile), m_store(store)
{
    setWindowTitle(tr("Trust Anchors"));
    auto *intro =
        new QLabel(tr("Verify trusts the ledger only as far as these vouch for it: an admin's key "
                      "whose fingerprint you confirmed with them, or a checkpoint file kept away from "
                      "this machine."),
                   this);
    intro->setWordWrap(true);
    intro->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Kind"), tr("Name"), tr("Fingerprint"), tr("Vouched for by"), tr("Added")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Trust anchors"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("anchorsStatus"));
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *addKeyButton = new QPushButton(tr("Add &Key…"), this);
    connect(addKeyButton, &QPushButton::clicked, this, &TrustAnchorsView::addKeyForm);
    auto *addCheckpointButton = new QPushButton(tr("Add &Checkpoint…"), this);
    connect(addCheckpointButton, &QPushButton::clicked, this, &TrustAnchorsView::addCheckpointForm);
    m_sign = new QPushButton(tr("&Sign Checkpoint…"), this);
    m_sign->setObjectName(QStringLiteral("signCheckpoint"));
    connect(m_sign, &QPushButton::clicked, this, &TrustAnchorsView::signCheckpointForm);
    m_remove = new QPushButton(tr("&Remove"), this);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (const QList<QTableWidgetItem *> sel = m_table->selectedItems(); !sel.isEmpty())
            (void)removeRow(sel.first()->row()); // shown in the status line
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &TrustAnchorsView::updateButtons);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(addKeyButton);
    bottom->addWidget(addCheckpointButton);
    bottom->addWidget(m_sign);
    bottom->addWidget(m_remove);
    bottom->addStretch(1);
    bottom->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    resize(900, 420);
    reload();
}

void TrustAnchorsView::setIdentity(services::DeskIdentity *identity)
{
    m_identity = identity;
    if (m_identity)
        connect(m_identity, &services::DeskIdentity::changed, this, &TrustAnchorsView::updateButtons,
                Qt::UniqueConnection);
    updateButtons();
}

void TrustAnchorsView::updateButtons()
{
    // Remove acts on the selected anchor: nothing selected, nothing to remove.
    m_remove->setEnabled(!m_table->selectedItems().isEmpty());
    const auto role = m_identity ? m_identity->role() : std::nullopt;
    const bool mayCheckpoint = m_store && m_identity && !m_identity->signerIds().isEmpty() &&
                               (role == ledger::OfficerRole::Officer || role == ledger::OfficerRole::Admin);
    m_sign->setEnabled(mayCheckpoint);
    m_sign->setToolTip(
        mayCheckpoint
            ? tr("Sign a checkpoint of the log's current head as %1, write it to a file to keep away from "
                 "this machine, and trust it here")
                  .arg(m_identity->describe())
        : !m_identity || !m_store        ? tr("No signing key of this desktop's keychain is at hand here")
        : m_identity->person().isEmpty() ? m_identity->whyNobody()
                                         : tr("Only an officer or an admin signs checkpoints; you act as %1.")
                                               .arg(m_identity->describe()));
}

Result<ledger::CheckpointSigned> TrustAnchorsView::signCheckpoint(const QString &keyId, const QString &file)
{
    using R = Result<ledger::CheckpointSigned>;
    const auto fail = [this](const QString &why, ErrorCode code) {
        m_status->setText(why);
        return R::failure(why, code);
    };
    if (!m_store || !m_identity)
        return fail(m_sign->toolTip(), ErrorCode::Invalid);
    auto signer = m_identity->signer(keyId);
    if (!signer)
        return fail(signer.error(), signer.code());
    ledger::Ledger ledger(*m_store);
    const auto done = m_book.signCheckpoint(ledger, *signer.value(), file);
    if (!done)
        return fail(done.error(), done.code());
    report(Ok{},
           tr("%1 signed a checkpoint of rows 1 to %2, written to %3 and trusted here: run Verify. Keep "
              "a copy of that file away from this machine (an auditor's drive): a rewrite of the ledger "
              "would no longer match it.")
               .arg(done->signer)
               .arg(done->treeSize)
               .arg(done->file));
    emit anchorsChanged();
    return done;
}

void TrustAnchorsView::signCheckpointForm()
{
    if (!m_sign->isEnabled()) {
        m_status->setText(m_sign->toolTip());
        return;
    }
    ledger::Ledger ledger(*m_store);
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save the Checkpoint %1 Signs").arg(m_identity->person()),
        suggestedSavePath(QStringLiteral("checkpoints"), ledger::AnchorBook::suggestedCheckpointFile(ledger)),
        tr("Checkpoints (*.note);;All files (*)"));
    rememberSavePath(QStringLiteral("checkpoints"), file);
    if (file.isEmpty())
        return;
    (void)signCheckpoint(m_identity->signerIds().first(), file); // shown in the status line
}

void TrustAnchorsView::reload()
{
    m_table->setRowCount(0);
    const auto entries = m_book.entries();
    if (!entries) {
        m_status->setText(entries.error());
        return;
    }
    for (const ledger::AnchorEntry &e : entries.value()) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const auto cell = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(e.problem.isEmpty() ? e.line : e.problem);
            m_table->setItem(row, column, item);
        };
        cell(Kind, e.kind == ledger::AnchorEntry::Key ? tr("key") : tr("checkpoint"));
        cell(Name, e.problem.isEmpty() ? e.name : tr("%1 (unusable: %2)").arg(e.name, e.problem));
        cell(Fingerprint, e.fingerprint);
        cell(VouchedBy, e.vouchedBy);
        cell(Added, shownDateTime(e.added));
    }
    m_table->resizeColumnsToContents();
    updateButtons();
}

QString TrustAnchorsView::statusText() const
{
    return m_status->text();
}

void TrustAnchorsView::report(const Status &st, const QString &success)
{
    m_status->setText(st.ok() ? success : st.error());
    reload();
}

Status TrustAnchorsView::addKey(const QString &keyText, const QString &vouchedBy)
{
    const Status st = m_book.addKey(keyText, vouchedBy);
    const auto k = ledger::VerifierKey::parse(keyText.trimmed());
    report(st, k ? tr("%1's key %2 is now a trust anchor: run Verify.")
                       .arg(k->name, ledger::keyFingerprint(k->publicKey))
                 : QString());
    if (st)
        emit anchorsChanged();
    return st;
}

Status TrustAnchorsView::addCheckpoint(const QString &path, const QString &vouchedBy)
{
    const Status st = m_book.addCheckpoint(path, vouchedBy);
    report(st, tr("The checkpoint %1 is now a trust anchor: run Verify.").arg(path));
    if (st)
        emit anchorsChanged();
    return st;
}

Status TrustAnchorsView::removeRow(int row)
{
    const Status st = m_book.remove(row);
    report(st, tr("Trust anchor removed."));
    if (st)
        emit anchorsChanged();
    return st;
}

void TrustAnchorsView::addKeyForm()
{
    QDialog form(this);
    form.setWindowTitle(tr("Add a Trusted Key"));
    auto *registered = new QComboBox(&form);
    registered->addItem(tr("paste the key below"), QString());
    if (m_store) {
        ledger::Ledger ledger(*m_store);
        if (const auto regs = ledger.registrations(); regs.ok()) {
            for (const ledger::RegisteredKey &k : regs->keys()) {
                if (k.valid)
                    registered->addItem(tr("%1 (%2), %3")
                                            .arg(k.registration.name,
                                                 ledger::roleDisplayName(k.registration.role),
                                                 ledger::keyFingerprint(k.registration.key.publicKey)),
                                        k.registration.key.text());
            }
        }
    }
    auto *key = new QLineEdit(&form);
    key->setPlaceholderText(tr("NAME+HASH+BASE64, as 'clustergate ledger officers' prints it"));
    // The fingerprint on a line of its own (selectable, monospace, never squeezed), the advice under it.
    auto *fingerprint = new QLineEdit(&form);
    fingerprint->setObjectName(QStringLiteral("anchorFingerprint"));
    fingerprint->setReadOnly(true);
    fingerprint->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    fingerprint->setPlaceholderText(tr("not a verifier key yet"));
    fingerprint->setMinimumWidth(fingerprint->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 54);
    auto *hint = new QLabel(tr("Compare the fingerprint with the key's owner before you trust it."), &form);
    hint->setWordWrap(true);
    auto *who = new QLineEdit(&form);
    who->setPlaceholderText(tr("e.g. fingerprint read out by olga in person, 2026-12-04"));
    connect(registered, &QComboBox::currentIndexChanged, &form, [registered, key] {
        if (!registered->currentData().toString().isEmpty())
            key->setText(registered->currentData().toString());
    });
    connect(key, &QLineEdit::textChanged, &form, [key, fingerprint] {
        const auto k = ledger::VerifierKey::parse(key->text().trimmed());
        fingerprint->setText(k ? ledger::keyFingerprint(k->publicKey) : QString());
    });
    auto *fields = new QFormLayout;
    fields->addRow(tr("Registered key:"), registered);
    fields->addRow(tr("Key:"), key);
    fields->addRow(tr("Fingerprint:"), fingerprint);
    fields->addRow(QString(), hint);
    fields->addRow(tr("Vouched for by:"), who);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &form);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    auto *layout = new QVBoxLayout(&form);
    layout->addLayout(fields);
    layout->addWidget(buttons);
    if (form.exec() == QDialog::Accepted)
        (void)addKey(key->text(), who->text()); // shown in the status line
}

void TrustAnchorsView::addCheckpointForm()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Checkpoint File"));
    if (path.isEmpty())
        return;
    QDialog form(this);
    form.setWindowTitle(tr("Add a Checkpoint"));
    auto *who = new QLineEdit(&form);
    who->setPlaceholderText(tr("e.g. kept by the auditor on a USB key since 2026-11-30"));
    auto *fields = new QFormLayout;
    fields->addRow(tr("Checkpoint:"), new QLabel(path, &form));
    fields->addRow(tr("Vouched for by:"), who);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &form);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    auto *layout = new QVBoxLayout(&form);
    layout->addLayout(fields);
    layout->addWidget(buttons);
    if (form.exec() == QDialog::Accepted)
        (void)addCheckpoint(path, who->text()); // shown in the status line
}

} // namespace cg::ui
