// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/credentials_dialog.h"

#include "common/dates.h"
#include "common/remembered_geometry.h"
#include "secrets/credential_ops.h"

#include <QApplication>
#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

namespace {

QString when(const QDateTime &t)
{
    return shownDateTime(t);
}

// A secret typed twice into password fields; wiped when the form goes.
class SecretForm : public QDialog
{
public:
    SecretForm(const QString &title, bool askIdentity, QWidget *parent) : QDialog(parent)
    {
        setWindowTitle(title);
        auto *form = new QFormLayout;
        if (askIdentity) {
            m_id = new QLineEdit(this);
            m_id->setPlaceholderText(CredentialsDialog::tr("e.g. bastion-sg-password"));
            m_kind = new QComboBox(this);
            for (const QString &k : secrets::kindNames())
                m_kind->addItem(k, k);
            m_label = new QLineEdit(this);
            m_usedBy = new QLineEdit(this);
            m_usedBy->setPlaceholderText(
                CredentialsDialog::tr("ssh:user@host:22, key:/path/to/key, cluster:NAME"));
            m_rotate = new QSpinBox(this);
            m_rotate->setRange(0, 3650);
            m_rotate->setSpecialValueText(CredentialsDialog::tr("no rotation"));
            m_rotate->setSuffix(CredentialsDialog::tr(" days"));
            form->addRow(CredentialsDialog::tr("&Id:"), m_id);
            form->addRow(CredentialsDialog::tr("&Kind:"), m_kind);
            form->addRow(CredentialsDialog::tr("&Label:"), m_label);
            form->addRow(CredentialsDialog::tr("&Used by:"), m_usedBy);
            form->addRow(CredentialsDialog::tr("&Rotate every:"), m_rotate);
        } else {
            m_id = new QLineEdit(this);
            form->addRow(CredentialsDialog::tr("New &id:"), m_id);
        }
        m_secret = new QLineEdit(this);
        m_secret->setEchoMode(QLineEdit::Password);
        m_again = new QLineEdit(this);
        m_again->setEchoMode(QLineEdit::Password);
        m_id->setObjectName(QStringLiteral("id"));
        m_secret->setObjectName(QStringLiteral("secret"));
        m_again->setObjectName(QStringLiteral("again"));
        if (m_label) {
            m_label->setObjectName(QStringLiteral("label"));
            m_usedBy->setObjectName(QStringLiteral("usedBy"));
        }
        form->addRow(CredentialsDialog::tr("&Secret:"), m_secret);
        form->addRow(CredentialsDialog::tr("&Again:"), m_again);
        m_error = new QLabel(this);
        m_error->setStyleSheet(QStringLiteral("color: #b00020"));
        m_error->setWordWrap(true);
        m_error->setVisible(false);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
        connect(buttons, &QDialogButtonBox::accepted, this, &SecretForm::check);
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        auto *layout = new QVBoxLayout(this);
        layout->addLayout(form);
        layout->addWidget(m_error);
        layout->addWidget(buttons);
        setMinimumWidth(460);
    }

    ~SecretForm() override
    {
        for (QLineEdit *e : {m_secret, m_again}) {
            QString t = e->text();
            t.fill(QChar(0));
            e->clear();
        }
    }

    QLineEdit *m_id = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_label = nullptr;
    QLineEdit *m_usedBy = nullptr;
    QSpinBox *m_rotate = nullptr;
    QLineEdit *m_secret = nullptr;
    QLineEdit *m_again = nullptr;

    QByteArray secret() const { return m_secret->text().toUtf8(); }

private:
    void check()
    {
        QString problem;
        if (!secrets::isValidCredentialId(m_id->text().trimmed()))
            problem = secrets::invalidIdMessage(m_id->text().trimmed());
        else if (m_secret->text().isEmpty())
            problem = CredentialsDialog::tr("Type the secret.");
        else if (m_secret->text() != m_again->text())
            problem = CredentialsDialog::tr("The two entries differ.");
        if (!problem.isEmpty()) {
            m_error->setText(problem);
            m_error->setVisible(true);
            return;
        }
        accept();
    }

    QLabel *m_error = nullptr;
};

} // namespace

void CredentialsModel::setCredentials(QList<secrets::CredentialMeta> rows, const QDateTime &now)
{
    beginResetModel();
    // The most overdue first, then the rest by id.
    std::stable_sort(rows.begin(), rows.end(), [&](const auto &a, const auto &b) {
        const bool da = a.isDue(now), db = b.isDue(now);
        if (da != db)
            return da;
        if (da)
            return a.rotationDue() < b.rotationDue();
        return false;
    });
    m_rows = std::move(rows);
    m_now = now;
    endResetModel();
}

const secrets::CredentialMeta *CredentialsModel::at(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int CredentialsModel::dueCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [&](const auto &m) { return m.isDue(m_now); }));
}

int CredentialsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CredentialsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CredentialsModel::data(const QModelIndex &index, int role) const
{
    const secrets::CredentialMeta *m = at(index.row());
    if (!m)
        return {};
    const bool due = m->isDue(m_now);
    if (role == Qt::ForegroundRole && due && index.column() == RotationDue)
        return QColor(0xb0, 0x00, 0x20);
    if (role == Qt::ToolTipRole && index.column() == RotationDue && due)
        return tr("Overdue: rotate it (write a new secret, switch its users, delete the old one)");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Id:
        return m->id;
    case Kind:
        return secrets::kindName(m->kind);
    case Label:
        return m->label;
    case Store:
        return m->store == QLatin1String("vault") ? tr("file vault") : tr("keychain");
    case LastUsed:
        return m->lastUsed.isValid() ? when(m->lastUsed) : tr("never");
    case RotationDue:
        if (!m->rotationDue().isValid())
            return tr("no policy");
        return due ? tr("%1 (overdue)").arg(when(m->rotationDue())) : when(m->rotationDue());
    case UsedBy:
        return m->usedBy.join(QStringLiteral(", "));
    }
    return {};
}

QVariant CredentialsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Id");
    case Kind:
        return tr("Kind");
    case Label:
        return tr("Label");
    case Store:
        return tr("Kept in");
    case LastUsed:
        return tr("Last used");
    case RotationDue:
        return tr("Rotation due");
    case UsedBy:
        return tr("Used by");
    }
    return {};
}

CredentialsDialog::CredentialsDialog(secrets::CredentialStore *store, secrets::CredentialRegistry *registry,
                                     QWidget *parent)
    : QDialog(parent), m_store(store), m_registry(registry), m_model(new CredentialsModel(this))
{
    setWindowTitle(tr("Credentials"));
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Credentials"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto *add = new QPushButton(tr("&Add…"), this);
    m_rotate = new QPushButton(tr("&Rotate…"), this);
    m_delete = new QPushButton(tr("&Delete…"), this);
    m_delete->setShortcut(QKeySequence::Delete);
    connect(add, &QPushButton::clicked, this, &CredentialsDialog::addCredential);
    connect(m_rotate, &QPushButton::clicked, this, &CredentialsDialog::rotateSelected);
    connect(m_delete, &QPushButton::clicked, this, &CredentialsDialog::deleteSelected);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(m_rotate);
    row->addWidget(m_delete);
    row->addStretch(1);
    row->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CredentialsDialog::updateButtons);
    restoreDialogGeometry(this, QStringLiteral("credentials"), QSize(960, 420));
    reload();
}

void CredentialsDialog::reload()
{
    const auto all = m_registry->list();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_model->setCredentials(all.ok() ? all.value() : QList<secrets::CredentialMeta>{}, now);
    m_table->resizeColumnsToContents();
    QString text = all.ok() ? tr("%n credential(s); the secrets are in the %1, never in ClusterGate's files.",
                                 nullptr, m_model->rowCount())
                                  .arg(m_store->storeName() == QLatin1String("vault") ? tr("file vault")
                                                                                      : tr("keychain"))
                            : all.error();
    if (const int due = m_model->dueCount(); due > 0)
        text += QLatin1Char(' ') + tr("%n due for rotation (listed first).", nullptr, due);
    m_summary->setText(text);
    updateButtons();
}

const secrets::CredentialMeta *CredentialsDialog::selected() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->at(rows.first().row());
}

void CredentialsDialog::updateButtons()
{
    const bool one = selected() != nullptr;
    m_rotate->setEnabled(one);
    m_delete->setEnabled(one);
}

void CredentialsDialog::addCredential()
{
    SecretForm form(tr("Add Credential"), true, this);
    if (form.exec() != QDialog::Accepted)
        return;
    secrets::CredentialMeta meta;
    meta.id = form.m_id->text().trimmed();
    meta.kind = secrets::kindFromName(form.m_kind->currentData().toString())
                    .value_or(secrets::CredentialKind::Password);
    meta.label = form.m_label->text().trimmed();
    meta.rotationDays = form.m_rotate->value();
    for (const QString &u : form.m_usedBy->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        meta.usedBy << u.trimmed();
    QByteArray secret = form.secret();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const secrets::SecretStatus st =
        secrets::CredentialOps::save(*m_store, *m_registry, meta, secret, QDateTime::currentDateTimeUtc());
    QApplication::restoreOverrideCursor();
    secrets::wipe(secret);
    if (!st) {
        QMessageBox::warning(this, tr("Cannot add the credential"), st.error());
        return;
    }
    reload();
    emit credentialsChanged();
}

void CredentialsDialog::rotateSelected()
{
    const secrets::CredentialMeta *m = selected();
    if (!m)
        return;
    const QString oldId = m->id;
    SecretForm form(tr("Rotate %1").arg(oldId), false, this);
    // A new id, so that the old secret stays usable until its users are switched.
    form.m_id->setText(oldId + QDateTime::currentDateTimeUtc().toString(QStringLiteral("-yyyyMMdd")));
    if (form.exec() != QDialog::Accepted)
        return;
    QByteArray secret = form.secret();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const secrets::SecretStatus st = secrets::CredentialOps::rotate(
        *m_store, *m_registry, oldId, form.m_id->text().trimmed(), secret, QDateTime::currentDateTimeUtc());
    QApplication::restoreOverrideCursor();
    secrets::wipe(secret);
    reload();
    emit credentialsChanged();
    if (!st)
        QMessageBox::warning(this, tr("Rotation incomplete"), st.error());
}

void CredentialsDialog::deleteSelected()
{
    const secrets::CredentialMeta *m = selected();
    if (!m)
        return;
    const QString id = m->id;
    const QString users = m->usedBy.isEmpty() ? tr("nothing") : m->usedBy.join(QStringLiteral(", "));
    if (QMessageBox::question(this, tr("Delete Credential"),
                              tr("Delete %1 from the keychain? It is used by: %2.").arg(id, users),
                              QMessageBox::Yes | QMessageBox::Cancel,
                              QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const secrets::SecretStatus st = secrets::CredentialOps::remove(*m_store, *m_registry, id);
    QApplication::restoreOverrideCursor();
    reload();
    emit credentialsChanged();
    if (!st)
        QMessageBox::warning(this, tr("Cannot delete the credential"), st.error());
}

void CredentialsDialog::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("credentials"));
    QDialog::done(result);
}

} // namespace cg::ui
