// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/audit_browser.h"

#include "common/remembered_geometry.h"

#include <QApplication>
#include <QColor>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace cg::ui {

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
    if (role == Qt::ToolTipRole && index.column() == Details)
        return Qt::convertFromPlainText(r.details); // commands and errors from nodes: plain text
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
        return r.details;
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

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *verifyButton = new QPushButton(tr("&Verify"), this);
    verifyButton->setToolTip(tr("Walk the whole chain, check every signed checkpoint and decision, and say "
                                "whether a trust anchor from outside this database vouches for it"));
    connect(verifyButton, &QPushButton::clicked, this, [this] { verify(); });
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(verifyButton);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("auditLog"), QSize(1000, 560));
    reload();
}

void AuditBrowser::reload()
{
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
    m_status->setText(rows->size() >= kShown ? tr("The newest %1 matching rows.").arg(kShown)
                                             : tr("%n matching row(s).", nullptr, int(rows->size())));
}

ledger::ChainReport AuditBrowser::verify()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ledger::ChainReport report;
    QString text;
    if (m_store) {
        ledger::TrustAnchors anchors;
        const QString file = ledger::TrustAnchors::configuredFile();
        const Status read = anchors.addFile(file, true);
        ledger::Ledger ledger(*m_store);
        const ledger::LedgerVerification v = ledger.verify(anchors);
        report = v.chain;
        m_trust = read.ok() ? v.trust : ledger::Trust::Failed;
        text = v.summary();
        if (!read.ok())
            text = read.error() + QLatin1Char('\n') + text;
        if (m_trust == ledger::Trust::Unanchored)
            text +=
                QLatin1Char('\n') +
                tr("Trust anchors are read from %1: the founding admin's key (confirmed with them) or "
                   "checkpoint files kept away from this machine (clustergate ledger checkpoint --out FILE).")
                    .arg(file);
    } else {
        report = m_log->verify();
        m_trust = report.intact ? ledger::Trust::Unanchored : ledger::Trust::Failed;
        text = report.summary();
    }
    QApplication::restoreOverrideCursor();
    m_status->setStyleSheet(m_trust == ledger::Trust::Verified     ? QString()
                            : m_trust == ledger::Trust::Unanchored ? QStringLiteral("color: #8a5a00")
                                                                   : QStringLiteral("color: #b00020"));
    m_status->setText(text);
    return report;
}

void AuditBrowser::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("auditLog"));
    QDialog::done(result);
}

} // namespace cg::ui
