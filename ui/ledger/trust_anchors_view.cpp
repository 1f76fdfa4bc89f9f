// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/trust_anchors_view.h"

#include "ledger/ledger.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
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
    auto *removeButton = new QPushButton(tr("&Remove"), this);
    connect(removeButton, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            (void)removeRow(m_table->currentRow()); // shown in the status line
    });
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(addKeyButton);
    bottom->addWidget(addCheckpointButton);
    bottom->addWidget(removeButton);
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
        cell(Added,
             e.added.isValid() ? QLocale().toString(e.added.toLocalTime(), QLocale::ShortFormat) : QString());
    }
    m_table->resizeColumnsToContents();
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
    return st;
}

Status TrustAnchorsView::addCheckpoint(const QString &path, const QString &vouchedBy)
{
    const Status st = m_book.addCheckpoint(path, vouchedBy);
    report(st, tr("The checkpoint %1 is now a trust anchor: run Verify.").arg(path));
    return st;
}

Status TrustAnchorsView::removeRow(int row)
{
    const Status st = m_book.remove(row);
    report(st, tr("Trust anchor removed."));
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
                                            .arg(k.registration.name, ledger::roleName(k.registration.role),
                                                 ledger::keyFingerprint(k.registration.key.publicKey)),
                                        k.registration.key.text());
            }
        }
    }
    auto *key = new QLineEdit(&form);
    key->setPlaceholderText(tr("NAME+HASH+BASE64, as 'clustergate ledger officers' prints it"));
    auto *fingerprint = new QLabel(&form);
    fingerprint->setWordWrap(true);
    auto *who = new QLineEdit(&form);
    who->setPlaceholderText(tr("e.g. fingerprint read out by olga in person, 2026-12-04"));
    connect(registered, &QComboBox::currentIndexChanged, &form, [registered, key] {
        if (!registered->currentData().toString().isEmpty())
            key->setText(registered->currentData().toString());
    });
    connect(key, &QLineEdit::textChanged, &form, [key, fingerprint] {
        const auto k = ledger::VerifierKey::parse(key->text().trimmed());
        fingerprint->setText(k ? tr("Fingerprint %1: compare it with its owner before you trust it.")
                                     .arg(ledger::keyFingerprint(k->publicKey))
                               : tr("Not a verifier key yet."));
    });
    auto *fields = new QFormLayout;
    fields->addRow(tr("Registered key:"), registered);
    fields->addRow(tr("Key:"), key);
    fields->addRow(QString(), fingerprint);
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
