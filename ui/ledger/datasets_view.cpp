// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/datasets_view.h"

#include "common/remembered_geometry.h"
#include "ledger/ledger_texts.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cg::ui {

void DatasetsModel::setDatasets(QList<ledger::Dataset> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QColor DatasetsModel::gradeColour(ledger::Grade grade)
{
    switch (grade) {
    case ledger::Grade::Public:
        return QColor(0x5f, 0x6b, 0x73);
    case ledger::Grade::Internal:
        return QColor(0x1f, 0x5f, 0xa8);
    case ledger::Grade::SensitivePersonal:
        return QColor(0xb3, 0x6b, 0x00);
    case ledger::Grade::Important:
        return QColor(0xc0, 0x1c, 0x28);
    case ledger::Grade::Core:
        return QColor(0x6a, 0x00, 0x1a);
    }
    return {};
}

int DatasetsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DatasetsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DatasetsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ledger::Dataset &d = m_rows.at(index.row());
    if (index.column() == Grade && role == Qt::ForegroundRole)
        return gradeColour(d.effectiveGrade);
    if (index.column() == Grade && role == Qt::ToolTipRole) {
        if (d.isRegraded())
            return tr("Re-graded from %1: %2 (approved by %3)")
                .arg(gradeText(d.inheritedGrade), d.regradeJustification, d.regradeApprover);
        if (d.effectiveGrade != d.grade)
            return tr("Declared %1; its fields, sensitive categories or sources make it %2")
                .arg(gradeText(d.grade), gradeText(d.effectiveGrade));
        return {};
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Records || index.column() == People))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return d.name;
    case Grade:
        return gradeText(d.effectiveGrade);
    case Declared:
        return gradeText(d.grade);
    case Owner:
        return d.owner;
    case Records:
        return QLocale().toString(d.records);
    case People:
        return QLocale().toString(d.people);
    case Sensitive:
        return ledger::piCategoryNames(d.allSensitive()).join(QStringLiteral(", "));
    case Sources:
        return d.sources.join(QStringLiteral(", "));
    case Location:
        return d.location;
    }
    return {};
}

QVariant DatasetsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Dataset");
    case Grade:
        return tr("Grade");
    case Declared:
        return tr("Declared");
    case Owner:
        return tr("Owner");
    case Records:
        return tr("Records");
    case People:
        return tr("People");
    case Sensitive:
        return tr("Sensitive categories");
    case Sources:
        return tr("Derived from");
    case Location:
        return tr("Location");
    }
    return {};
}

DatasetsView::DatasetsView(ledger::LedgerStore *store, QString actor, QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_actor(std::move(actor)), m_model(new DatasetsModel(this))
{
    setWindowTitle(tr("Datasets"));
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search name, description or location"));
    m_search->setClearButtonEnabled(true);
    m_minGrade = new QComboBox(this);
    m_minGrade->addItem(tr("every grade"), -1);
    for (const QString &g : ledger::gradeNames())
        m_minGrade->addItem(tr("%1 and above").arg(g), int(*ledger::gradeFromName(g)));
    m_personal = new QCheckBox(tr("&Personal information only"), this);
    connect(m_search, &QLineEdit::textChanged, this, &DatasetsView::reload);
    connect(m_minGrade, &QComboBox::currentIndexChanged, this, &DatasetsView::reload);
    connect(m_personal, &QCheckBox::toggled, this, &DatasetsView::reload);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_minGrade);
    filters->addWidget(m_personal);

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSortingEnabled(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Datasets"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    auto *import = new QPushButton(tr("&Import Inventory CSV…"), this);
    connect(import, &QPushButton::clicked, this, &DatasetsView::chooseAndImport);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(import);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("datasets"), QSize(1100, 560));
    reload();
}

void DatasetsView::reload()
{
    ledger::DatasetFilter f;
    f.text = m_search->text().trimmed();
    if (const int g = m_minGrade->currentData().toInt(); g >= 0)
        f.minGrade = ledger::Grade(g);
    f.personalOnly = m_personal->isChecked();
    const auto rows = m_ledger.datasets(f);
    if (!rows.ok()) {
        m_model->setDatasets({});
        m_status->setText(rows.error());
        return;
    }
    m_model->setDatasets(rows.value());
    m_table->resizeColumnsToContents();
    m_status->setText(tr("%n dataset(s).", nullptr, int(rows->size())));
}

ledger::ImportReport DatasetsView::importCsv(const QByteArray &csv)
{
    const auto report = m_ledger.importInventory(csv, m_actor);
    if (!report.ok()) {
        m_status->setText(report.error());
        return {};
    }
    reload();
    QStringList lines;
    for (const ledger::ImportError &e : report->errors)
        lines << e.text();
    m_status->setText(
        tr("Imported %1 dataset(s) and %2 field(s) from %3 row(s); %4 row(s) rejected.")
            .arg(report->datasets)
            .arg(report->fields)
            .arg(report->rowsRead)
            .arg(report->rowsRejected) +
        (lines.isEmpty() ? QString() : QLatin1Char('\n') + lines.mid(0, 20).join(QLatin1Char('\n'))));
    return report.value();
}

void DatasetsView::chooseAndImport()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import Inventory"), QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Import failed"), tr("Cannot read %1: %2").arg(path, f.errorString()));
        return;
    }
    importCsv(f.readAll());
}

void DatasetsView::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("datasets"));
    QDialog::done(result);
}

} // namespace cg::ui
