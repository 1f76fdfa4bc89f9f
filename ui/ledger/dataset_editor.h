// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Datasets > New Dataset… / Edit…: every field of a dataset (owner, version, description,
// location, records, people, personal information and its PIPL Art. 28 categories, grade, sources and how it
// was derived, data categories for free-trade-zone lists, the notice that made it important data). A new
// dataset takes its grade here; an existing one changes grade only through a proposed and signed change.
#pragma once

#include "ledger/ledger_types.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace cg::ui {

class DatasetEditor : public QDialog
{
    Q_OBJECT

public:
    // `existing`: edit it (name and grade fixed); empty name: a new dataset.
    explicit DatasetEditor(const ledger::Dataset &existing, QWidget *parent = nullptr);

    ledger::Dataset dataset() const; // as entered, on top of `existing`
    // What is wrong in the fields table (a field with no name, an unknown category), empty when nothing.
    QString fieldsProblem() const;
    QTableWidget *fieldsTable() const { return m_fields; }
    void addField(const ledger::Field &field);
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *ownerEdit() const { return m_owner; }
    QLineEdit *versionEdit() const { return m_version; }
    QLineEdit *sourcesEdit() const { return m_sources; }
    QComboBox *gradeBox() const { return m_grade; }
    QComboBox *derivationBox() const { return m_derivation; }
    QLineEdit *peopleEdit() const { return m_people; }
    QCheckBox *personalBox() const { return m_personal; }
    QCheckBox *categoryBox(const QString &piCategory) const { return m_pi.value(piCategory); }

private:
    ledger::Dataset m_existing;
    QLineEdit *m_name;
    QLineEdit *m_owner;
    QLineEdit *m_version;
    QLineEdit *m_description;
    QLineEdit *m_location;
    QLineEdit *m_records;
    QLineEdit *m_people;
    QCheckBox *m_personal;
    QHash<QString, QCheckBox *> m_pi;
    QComboBox *m_grade;
    QLineEdit *m_sources;
    QComboBox *m_derivation;
    QLineEdit *m_categories;
    QLineEdit *m_notice;
    QTableWidget *m_fields;
};

} // namespace cg::ui
