// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/host_key_review_dialog.h"

#include "common/remembered_geometry.h"
#include "common/save_location.h"

#include <QColor>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFont>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

using ssh::HostKey;
using Match = ssh::KnownHosts::Match;

namespace {

// Fixed colours rather than palette roles: they carry meaning and must read the same in every theme.
const QColor kKnownText(0x1b, 0x7a, 0x33);
const QColor kChangedBackground(0xf6, 0xc6, 0xc2);
const QColor kChangedText(0x6b, 0x00, 0x0c);
const QColor kRevokedText(0xb0, 0x00, 0x20);
const QColor kOtherTypeText(0xa0, 0x5a, 0x00);

QString keyList(const QList<HostKey> &keys)
{
    QStringList lines;
    for (const HostKey &key : keys)
        lines << QStringLiteral("  %1 %2").arg(key.type, key.fingerprintSha256());
    return lines.join(u'\n');
}

// RFC 4180: quote a field that holds a separator, a quote or a line break; double the quotes inside.
QString csvField(const QString &value)
{
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r'))
        return value;
    QString quoted = value;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

// --- HostKeyReviewModel ------------------------------------------------------------------------------

HostKeyReviewModel::HostKeyReviewModel(const QList<HostKeyRow> &rows, QObject *parent)
    : CheckableTableModel(parent), m_rows(rows), m_checked(rows.size(), false)
{
}

int HostKeyReviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HostKeyReviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : StatusColumn + 1;
}

bool HostKeyReviewModel::isAcceptable(int row) const
{
    return m_rows.at(row).match == Match::Unknown;
}

bool HostKeyReviewModel::isBlocked(int row) const
{
    const Match m = m_rows.at(row).match;
    return m == Match::Changed || m == Match::Revoked;
}

QString HostKeyReviewModel::statusKey(Match match)
{
    switch (match) {
    case Match::Known:
        return QStringLiteral("known");
    case Match::Unknown:
        return QStringLiteral("new");
    case Match::Changed:
        return QStringLiteral("changed");
    case Match::Revoked:
        return QStringLiteral("revoked");
    case Match::OtherTypeKnown:
        return QStringLiteral("other-type-known");
    }
    return {};
}

QString HostKeyReviewModel::addressText(const QString &address, quint16 port)
{
    const QString host = address.contains(u':') ? u'[' + address + u']' : address;
    return host + u':' + QString::number(port);
}

QString HostKeyReviewModel::statusText(Match match) const
{
    switch (match) {
    case Match::Known:
        return tr("Known");
    case Match::Unknown:
        return tr("New");
    case Match::Changed:
        return tr("CHANGED");
    case Match::Revoked:
        return tr("Revoked");
    case Match::OtherTypeKnown:
        return tr("Other key type known");
    }
    return {};
}

QString HostKeyReviewModel::toolTip(const HostKeyRow &row) const
{
    switch (row.match) {
    case Match::Known:
        return tr("This key is already in known_hosts for this host.");
    case Match::Unknown:
        return tr("Nothing is on record for this host. Tick it only if the fingerprint matches the list your "
                  "provider sent.");
    case Match::Changed:
        return tr("WARNING: the host key of %1 changed. Someone may be intercepting the connection "
                  "(man-in-the-middle attack), or the host was reinstalled.\n"
                  "Offered: %2 %3\n"
                  "On record:\n%4\n"
                  "The key cannot be accepted here. If your provider confirms a reinstall, remove the old "
                  "key "
                  "from known_hosts and review again.")
            .arg(row.hostName, row.offered.type, row.offered.fingerprintSha256(), keyList(row.recorded));
    case Match::Revoked:
        return tr("This key is marked @revoked in known_hosts and is never accepted. Ask your provider for "
                  "the current key of %1.")
            .arg(row.hostName);
    case Match::OtherTypeKnown:
        return tr("Only keys of another type are on record for %1:\n%2\n"
                  "Ask your provider why the host now offers a %3 key; it cannot be accepted here.")
            .arg(row.hostName, keyList(row.recorded), row.offered.type);
    }
    return {};
}

QVariant HostKeyReviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const HostKeyRow &r = m_rows.at(index.row());
    const int column = index.column();

    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case HostColumn:
            return r.hostName;
        case AddressColumn:
            return addressText(r.address, r.port);
        case KeyTypeColumn:
            return r.offered.type;
        case FingerprintColumn:
            return r.offered.fingerprintSha256();
        case StatusColumn:
            return statusText(r.match);
        }
        break;
    case Qt::CheckStateRole:
        if (column == HostColumn && isAcceptable(index.row()))
            return m_checked.at(index.row()) ? Qt::Checked : Qt::Unchecked;
        break;
    case Qt::ToolTipRole:
        if (column == HostColumn && r.hop > 0)
            return tr("Hop %1 of the jump chain").arg(r.hop) + u'\n' + toolTip(r);
        return toolTip(r);
    case Qt::FontRole: {
        const bool fingerprint = column == FingerprintColumn;
        const bool bold = r.match == Match::Changed || (r.match == Match::Revoked && column == StatusColumn);
        if (!fingerprint && !bold)
            break;
        QFont font = fingerprint ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : QFont();
        font.setBold(bold);
        return font;
    }
    case Qt::BackgroundRole:
        if (r.match == Match::Changed)
            return kChangedBackground;
        break;
    case Qt::ForegroundRole:
        if (r.match == Match::Changed)
            return kChangedText;
        if (column != StatusColumn)
            break;
        if (r.match == Match::Known)
            return kKnownText;
        if (r.match == Match::Revoked)
            return kRevokedText;
        if (r.match == Match::OtherTypeKnown)
            return kOtherTypeText;
        break;
    case AcceptableRole:
        return isAcceptable(index.row());
    case BlockedRole:
        return isBlocked(index.row());
    }
    return {};
}

QVariant HostKeyReviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case HostColumn:
        return tr("Host");
    case AddressColumn:
        return tr("Address");
    case KeyTypeColumn:
        return tr("Key type");
    case FingerprintColumn:
        return tr("SHA256 fingerprint");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

bool HostKeyReviewModel::setChecked(int row, bool checked)
{
    if (row < 0 || row >= m_rows.size() || !isAcceptable(row))
        return false;
    if (m_checked.at(row) != checked) {
        m_checked[row] = checked;
        emit dataChanged(index(row, HostColumn), index(row, HostColumn), {Qt::CheckStateRole});
        emit checkedChanged();
    }
    return true;
}

void HostKeyReviewModel::checkAllNew()
{
    bool changed = false;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (isAcceptable(i) && !m_checked.at(i)) {
            m_checked[i] = true;
            changed = true;
        }
    }
    if (changed) {
        emit dataChanged(index(0, HostColumn), index(int(m_rows.size()) - 1, HostColumn),
                         {Qt::CheckStateRole});
        emit checkedChanged();
    }
}

int HostKeyReviewModel::checkedCount() const
{
    return int(std::count(m_checked.cbegin(), m_checked.cend(), true));
}

int HostKeyReviewModel::blockedCount() const
{
    int n = 0;
    for (int i = 0; i < m_rows.size(); ++i)
        n += isBlocked(i) ? 1 : 0;
    return n;
}

int HostKeyReviewModel::newCount() const
{
    int n = 0;
    for (int i = 0; i < m_rows.size(); ++i)
        n += isAcceptable(i) ? 1 : 0;
    return n;
}

QList<HostKeyRow> HostKeyReviewModel::checkedRows() const
{
    QList<HostKeyRow> rows;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_checked.at(i) && isAcceptable(i))
            rows << m_rows.at(i);
    }
    return rows;
}

// --- HostKeyReviewDialog -----------------------------------------------------------------------------

HostKeyReviewDialog::HostKeyReviewDialog(const QList<HostKeyRow> &rows, QWidget *parent)
    : QDialog(parent), m_model(new HostKeyReviewModel(rows, this))
{
    setWindowTitle(tr("Review host keys"));
    setObjectName(QStringLiteral("HostKeyReviewDialog"));

    auto *intro = new QLabel(
        tr("Compare these fingerprints with the list your provider sent (out of band) before accepting."),
        this);
    intro->setObjectName(QStringLiteral("introLabel"));
    intro->setWordWrap(true);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("hostKeysTable"));
    m_table->setAccessibleName(tr("Host keys to review"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // Compact rows: the whole cluster (18 keys in the journey) should fit without scrolling.
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(HostKeyReviewModel::StatusColumn, QHeaderView::Stretch);
    CheckableTableModel::bindSpaceToToggle(m_table);
    intro->setBuddy(m_table);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setWordWrap(true);
    m_blocked = new QLabel(this);
    m_blocked->setObjectName(QStringLiteral("blockedLabel"));
    m_blocked->setWordWrap(true);
    m_blocked->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));

    auto *exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setObjectName(QStringLiteral("exportButton"));
    exportButton->setToolTip(tr("Save the table as CSV, to compare with the provider's list"));
    connect(exportButton, &QPushButton::clicked, this, &HostKeyReviewDialog::exportWithDialog);
    m_selectAllNew = new QPushButton(tr("Select all new"), this);
    m_selectAllNew->setObjectName(QStringLiteral("selectAllNewButton"));
    connect(m_selectAllNew, &QPushButton::clicked, this, &HostKeyReviewDialog::selectAllNew);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_acceptButton = buttons->addButton(tr("Accept selected"), QDialogButtonBox::AcceptRole);
    m_acceptButton->setObjectName(QStringLiteral("acceptSelectedButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Cancel, not Accept, answers Enter: accepting keys takes a deliberate click.
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);

    m_replaceButton = new QPushButton(tr("Replace Changed Key…"), this);
    m_replaceButton->setObjectName(QStringLiteral("replaceKeyButton"));
    m_replaceButton->setToolTip(
        tr("Only when your provider confirmed that the host was reinstalled: replaces "
           "the key on record with the offered one, after showing both"));
    connect(m_replaceButton, &QPushButton::clicked, this, &HostKeyReviewDialog::replaceSelectedKey);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &HostKeyReviewDialog::updateState);

    auto *bottomRow = new QHBoxLayout;
    bottomRow->addWidget(m_selectAllNew);
    bottomRow->addWidget(m_replaceButton);
    bottomRow->addWidget(exportButton);
    bottomRow->addStretch(1);
    bottomRow->addWidget(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_blocked);
    layout->addWidget(m_summary);
    layout->addLayout(bottomRow);

    connect(m_model, &HostKeyReviewModel::checkedChanged, this, &HostKeyReviewDialog::updateState);
    updateState();

    restoreDialogGeometry(this, QStringLiteral("hostKeys"), QSize(1000, 560));
}

QList<HostKeyRow> HostKeyReviewDialog::acceptedRows() const
{
    return m_model->checkedRows();
}

void HostKeyReviewDialog::selectAllNew()
{
    m_model->checkAllNew();
}

void HostKeyReviewDialog::replaceSelectedKey()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || m_model->row(row).match != Match::Changed)
        return;
    const HostKeyRow &r = m_model->row(row);
    QStringList old;
    for (const ssh::HostKey &k : r.recorded)
        old << QStringLiteral("  %1 %2").arg(k.type, k.fingerprintSha256());
    QMessageBox box(
        QMessageBox::Warning, tr("Replace Host Key"),
        tr("The host key of %1 (%2) changed. Replace it only if your provider confirmed, out of band, "
           "that the host was reinstalled and sent you the new fingerprint; otherwise someone may be "
           "intercepting the connection.")
            .arg(r.hostName, HostKeyReviewModel::addressText(r.address, r.port)),
        QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("replaceKeyConfirmation"));
    box.setInformativeText(
        tr("On record (removed):\n%1\nOffered (recorded instead):\n  %2 %3\n\nThe replacement "
           "is recorded in the audit log with both fingerprints.")
            .arg(old.join(QLatin1Char('\n')), r.offered.type, r.offered.fingerprintSha256()));
    QPushButton *replace = box.addButton(tr("Replace Key"), QMessageBox::DestructiveRole);
    replace->setObjectName(QStringLiteral("confirmReplaceButton"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != replace)
        return;
    const auto same = [&](const HostKeyRow &x) { return x.address == r.address && x.port == r.port; };
    if (std::none_of(m_replaced.cbegin(), m_replaced.cend(), same))
        m_replaced << r;
    updateState();
}

void HostKeyReviewDialog::updateState()
{
    const int checked = m_model->checkedCount();
    const int fresh = m_model->newCount();
    const int blocked = m_model->blockedCount();
    m_summary->setText(tr("%1 of %n new key(s) selected to accept.", nullptr, fresh).arg(checked));
    m_blocked->setText(tr("%n host(s) blocked: the key changed or is revoked. Do not connect to them until "
                          "your provider explains why.",
                          nullptr, blocked));
    m_blocked->setVisible(blocked > 0);
    m_acceptButton->setEnabled(checked > 0 || !m_replaced.isEmpty());
    const int current = m_table->currentIndex().row();
    m_replaceButton->setEnabled(current >= 0 && m_model->row(current).match == Match::Changed);
    if (!m_replaced.isEmpty())
        m_summary->setText(m_summary->text() + u' ' +
                           tr("%n changed key(s) to replace.", nullptr, int(m_replaced.size())));
    m_selectAllNew->setEnabled(fresh > 0 && checked < fresh);
}

bool HostKeyReviewDialog::exportCsv(const QString &path, QString *error) const
{
    QString csv = QStringLiteral("host,address,port,key_type,sha256,status\n");
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const HostKeyRow &r = m_model->row(i);
        const QStringList fields{r.hostName,
                                 r.address,
                                 QString::number(r.port),
                                 r.offered.type,
                                 r.offered.fingerprintSha256(),
                                 HostKeyReviewModel::statusKey(r.match)};
        QStringList quoted;
        for (const QString &field : fields)
            quoted << csvField(field);
        csv += quoted.join(u',') + u'\n';
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv.toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void HostKeyReviewDialog::exportWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export host keys"),
        suggestedSavePath(QStringLiteral("hostKeys"), QStringLiteral("host-keys.csv")),
        tr("CSV files (*.csv)"));
    rememberSavePath(QStringLiteral("hostKeys"), path);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

void HostKeyReviewDialog::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("hostKeys"));
    QDialog::done(result);
}

} // namespace cg::ui
