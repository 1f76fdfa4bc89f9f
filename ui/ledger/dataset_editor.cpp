// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/dataset_editor.h"

#include "ledger/ledger_texts.h"
#include "ledger/lineage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

// A cell edited with a list of choices: the person picks words in their language, the cell keeps the id
// (Qt::UserRole) that the ledger stores.
class ChoiceDelegate : public QStyledItemDelegate
{
public:
    ChoiceDelegate(QList<QPair<QString, QVariant>> choices, QObject *parent)
        : QStyledItemDelegate(parent), m_choices(std::move(choices))
    {
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *box = new QComboBox(parent);
        for (const auto &c : m_choices)
            box->addItem(c.first, c.second);
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *box = static_cast<QComboBox *>(editor);
        box->setCurrentIndex(std::max(0, box->findData(index.data(Qt::UserRole))));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        const auto *box = static_cast<QComboBox *>(editor);
        model->setData(index, box->currentData(), Qt::UserRole);
        model->setData(index, box->currentText(), Qt::DisplayRole);
    }

private:
    QList<QPair<QString, QVariant>> m_choices;
};

QStringList splitList(const QString &text)
{
    QStringList out;
    for (QString s : text.split(QRegularExpression(QStringLiteral("[;,]")), Qt::SkipEmptyParts)) {
        s = s.trimmed();
        if (!s.isEmpty() && !out.contains(s))
            out << s;
    }
    return out;
}

} // namespace

DatasetEditor::DatasetEditor(const ledger::Dataset &existing, QWidget *parent)
    : QDialog(parent), m_existing(existing)
{
    const bool editing = !existing.name.isEmpty();
    setWindowTitle(editing ? tr("Edit Dataset %1").arg(existing.name) : tr("New Dataset"));
    m_name = new QLineEdit(existing.name, this);
    m_name->setReadOnly(editing);
    m_owner = new QLineEdit(existing.owner, this);
    m_version = new QLineEdit(existing.version, this);
    m_version->setPlaceholderText(tr("unversioned"));
    m_version->setToolTip(
        tr("The data's version. An export covers only the version its request was submitted "
           "with; a new version needs its own approved request."));
    m_description = new QLineEdit(existing.description, this);
    m_location = new QLineEdit(existing.location, this);
    m_location->setPlaceholderText(tr("s3://bucket/path, /data/…"));
    // Counts as text: a negative or huge number reaches the ledger's checks and is refused there with
    // its rule, as from the CLI, instead of being clamped silently by a spin box.
    m_records = new QLineEdit(QString::number(existing.records), this);
    m_people = new QLineEdit(QString::number(existing.people), this);
    m_personal = new QCheckBox(tr("Holds personal information"), this);
    m_personal->setChecked(existing.personal);
    auto *pi = new QGridLayout;
    int i = 0;
    for (const QString &c : ledger::allPiCategoryNames()) {
        auto *box = new QCheckBox(ledger::piCategoryDisplayName(c), this); // the id stays the map's key
        box->setChecked(ledger::piCategoryNames(existing.sensitive).contains(c));
        m_pi.insert(c, box);
        pi->addWidget(box, i / 3, i % 3);
        ++i;
    }
    m_grade = new QComboBox(this);
    for (const QString &g : ledger::gradeNames())
        m_grade->addItem(gradeText(*ledger::gradeFromName(g)), g);
    m_grade->setCurrentIndex(m_grade->findData(ledger::gradeName(existing.grade)));
    m_grade->setEnabled(!editing);
    if (editing)
        m_grade->setToolTip(tr("A grade changes through Propose Grade Change…: a second person signs it."));
    m_sources = new QLineEdit(existing.sources.join(QStringLiteral("; ")), this);
    m_sources->setPlaceholderText(tr("datasets it was derived from, separated by ;"));
    m_derivation = new QComboBox(this);
    m_derivation->addItem(tr("not derived"), QString());
    for (const QString &k : ledger::Lineage::derivationKinds()) {
        if (k != QLatin1String("anonymised") || existing.isAnonymised()) // anonymising is a signed change
            m_derivation->addItem(k, k);
    }
    m_derivation->setCurrentIndex(std::max(0, m_derivation->findData(existing.derivation)));
    m_categories = new QLineEdit(existing.categories.join(QStringLiteral("; ")), this);
    m_categories->setPlaceholderText(tr("e.g. retail.orders; for free-trade-zone negative lists"));
    m_notice = new QLineEdit(existing.importantNotice, this);
    m_notice->setPlaceholderText(tr("the notification or publication that made it important data"));

    // Fields: name, grade, personal (yes/no), sensitive categories (;-separated), one per row.
    m_fields = new QTableWidget(0, 4, this);
    m_fields->setHorizontalHeaderLabels({tr("Field"), tr("Grade"), tr("Personal"), tr("Sensitive")});
    m_fields->horizontalHeader()->setStretchLastSection(true);
    m_fields->verticalHeader()->hide();
    m_fields->setAccessibleName(tr("Fields"));
    QList<QPair<QString, QVariant>> grades;
    for (const QString &g : ledger::gradeNames())
        grades.append({gradeText(*ledger::gradeFromName(g)), g});
    m_fields->setItemDelegateForColumn(1, new ChoiceDelegate(grades, m_fields));
    m_fields->setItemDelegateForColumn(2,
                                       new ChoiceDelegate({{tr("yes"), true}, {tr("no"), false}}, m_fields));
    for (const ledger::Field &f : existing.fields)
        addField(f);
    auto *addButton = new QPushButton(tr("Add Field"), this);
    connect(addButton, &QPushButton::clicked, this, [this] {
        ledger::Field f;
        f.name = tr("new_field");
        addField(f);
    });
    auto *removeButton = new QPushButton(tr("Remove Field"), this);
    connect(removeButton, &QPushButton::clicked, this, [this] {
        if (m_fields->currentRow() >= 0)
            m_fields->removeRow(m_fields->currentRow());
    });
    auto *fieldButtons = new QHBoxLayout;
    fieldButtons->addWidget(addButton);
    fieldButtons->addWidget(removeButton);
    fieldButtons->addStretch(1);

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Owner:"), m_owner);
    form->addRow(tr("Version:"), m_version);
    form->addRow(tr("Description:"), m_description);
    form->addRow(tr("Location:"), m_location);
    form->addRow(tr("Records:"), m_records);
    form->addRow(tr("People:"), m_people);
    form->addRow(QString(), m_personal);
    form->addRow(tr("Sensitive (PIPL Art. 28):"), pi);
    form->addRow(tr("Grade:"), m_grade);
    form->addRow(tr("Derived from:"), m_sources);
    form->addRow(tr("Derivation:"), m_derivation);
    form->addRow(tr("Data categories:"), m_categories);
    form->addRow(tr("Important-data notice:"), m_notice);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(
        new QLabel(tr("Fields (double-click a cell to change it; grade and personal are chosen from a list; "
                      "sensitive: PIPL Art. 28 categories separated by ;):"),
                   this));
    layout->addWidget(m_fields, 1);
    layout->addLayout(fieldButtons);
    layout->addWidget(buttons);
}

void DatasetEditor::addField(const ledger::Field &f)
{
    const int row = m_fields->rowCount();
    m_fields->insertRow(row);
    m_fields->setItem(row, 0, new QTableWidgetItem(f.name));
    auto *grade = new QTableWidgetItem(gradeText(f.grade));
    grade->setData(Qt::UserRole, ledger::gradeName(f.grade));
    m_fields->setItem(row, 1, grade);
    auto *personal = new QTableWidgetItem(f.personal ? tr("yes") : tr("no"));
    personal->setData(Qt::UserRole, f.personal);
    m_fields->setItem(row, 2, personal);
    m_fields->setItem(row, 3, new QTableWidgetItem(ledger::piCategoriesText(f.sensitive)));
}

QString DatasetEditor::fieldsProblem() const
{
    for (int r = 0; r < m_fields->rowCount(); ++r) {
        const auto text = [&](int c) {
            return m_fields->item(r, c) ? m_fields->item(r, c)->text().trimmed() : QString();
        };
        if (text(0).isEmpty())
            return tr("field %1 has no name").arg(r + 1);
        QStringList bad;
        ledger::piCategoriesFromText(text(3), &bad);
        if (!bad.isEmpty())
            return tr("field %1: unknown sensitive categories %2; use %3")
                .arg(text(0), bad.join(QStringLiteral(", ")),
                     ledger::allPiCategoryNames().join(QStringLiteral(", ")));
    }
    return {};
}

ledger::Dataset DatasetEditor::dataset() const
{
    ledger::Dataset d = m_existing;
    d.name = m_name->text().trimmed();
    d.owner = m_owner->text().trimmed();
    d.version = m_version->text().trimmed();
    d.description = m_description->text().trimmed();
    d.location = m_location->text().trimmed();
    bool ok = false;
    const qint64 records = m_records->text().trimmed().toLongLong(&ok);
    d.records = ok ? records : -1; // not a number: refused by the ledger's count check
    const qint64 people = m_people->text().trimmed().toLongLong(&ok);
    d.people = ok ? people : -1;
    d.personal = m_personal->isChecked();
    ledger::PiCategories pi = 0;
    for (auto it = m_pi.constBegin(); it != m_pi.constEnd(); ++it) {
        if (it.value()->isChecked())
            pi |= ledger::piCategoriesFromText(it.key());
    }
    d.sensitive = pi;
    if (m_name->isReadOnly() == false)
        d.grade = *ledger::gradeFromName(m_grade->currentData().toString());
    d.sources = splitList(m_sources->text());
    d.derivation = m_derivation->currentData().toString();
    d.categories = splitList(m_categories->text());
    d.importantNotice = m_notice->text().trimmed();
    d.fields.clear();
    for (int r = 0; r < m_fields->rowCount(); ++r) {
        const auto text = [&](int c) {
            return m_fields->item(r, c) ? m_fields->item(r, c)->text().trimmed() : QString();
        };
        ledger::Field f;
        f.name = text(0);
        const auto chosen = [&](int c) {
            return m_fields->item(r, c) ? m_fields->item(r, c)->data(Qt::UserRole) : QVariant();
        };
        f.grade = ledger::gradeFromName(chosen(1).toString()).value_or(ledger::Grade::Public);
        f.personal = chosen(2).toBool();
        f.sensitive = ledger::piCategoriesFromText(text(3));
        // Keep a field's description from the ledger.
        for (const ledger::Field &old : m_existing.fields) {
            if (old.name == f.name)
                f.description = old.description;
        }
        d.fields << f;
    }
    d.lineageKnown = true;
    return d;
}

} // namespace cg::ui
