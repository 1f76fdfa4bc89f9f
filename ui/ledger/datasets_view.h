// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Datasets: every dataset with its version and effective grade in colour (the grade every
// export rule uses), owner, size, people covered, sensitive categories and sources; filtered by text, lowest
// grade and personal information; the CSV inventory import with its per-row errors; and the two steps of a
// classification change (propose; a second person signs), after which the derivatives and open requests the
// change moved are shown, before and after.
#pragma once

#include "ledger/ledger.h"
#include "ledger/lineage.h"
#include "ledger/request_dialog.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableView;

namespace cg::services {
class DeskIdentity;
}

namespace cg::ui {

class DatasetsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Version,
        Grade,
        Declared,
        Owner,
        Records,
        People,
        Sensitive,
        Sources,
        Location,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;
    void setDatasets(QList<ledger::Dataset> rows);
    const ledger::Dataset &dataset(int row) const { return m_rows.at(row); }
    static QColor gradeColour(ledger::Grade grade);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<ledger::Dataset> m_rows;
};

class DatasetsView : public QDialog
{
    Q_OBJECT

public:
    // The signer for a key id (a private-key credential); the console reads it from the keychain.
    using SignerSource = std::function<Result<std::unique_ptr<ledger::Signer>>(const QString &keyId)>;

    // `actor`: who imports, edits and proposes (recorded in the audit log). `keyIds`: the keys this person
    // may sign a grade change with.
    DatasetsView(ledger::LedgerStore *store, QString actor, QStringList keyIds = {},
                 SignerSource signerFor = {}, QWidget *parent = nullptr);

    // Act as the desk's person from now on (shared with the other desk views, must outlive the view): they
    // propose and sign with their own keys, and Request Export files as them.
    void setIdentity(services::DeskIdentity *identity);
    // The saved clusters Request Export… offers as destinations, read when it opens.
    using Destinations = std::function<QList<ExportDestination>()>;
    void setDestinations(Destinations destinations) { m_destinations = std::move(destinations); }
    DatasetsModel *model() const { return m_model; }
    void reload();
    // Imports a CSV inventory; returns the report (also shown).
    ledger::ImportReport importCsv(const QByteArray &csv);
    // The same checks and audit events as the CLI; the outcome is shown and returned.
    Result<qint64> saveDataset(const ledger::Dataset &dataset);
    Status retire(const QString &name);
    // A classification change (grade, lowering, anonymisation) waits for a second person's signature.
    Status proposeGradeChange(const ledger::GradeChange &change);
    // The second person signs the change waiting for `dataset` with `keyId`: it is applied, and what it
    // moved (derivatives, open requests: before and after) is shown in the impact pane and returned.
    Result<ledger::RegradeImpact> signGradeChange(const QString &dataset, const QString &keyId);
    // What the last save or signature changed elsewhere (empty: nothing); shown under the table.
    QString impactText() const;
    QPlainTextEdit *impactPane() const { return m_impact; }
    // What the import dialog says about the CSV, and the header-and-example file it can save.
    static QString csvFormatText();
    static QByteArray csvTemplate();
    QLabel *status() const { return m_status; }
    QTableView *table() const { return m_table; }
    void done(int result) override;

private:
    void chooseAndImport();
    void editSelected(bool create);
    void retireSelected();
    void proposeForSelected();
    void signForSelected();
    void showImpact(const QString &dataset, const ledger::RegradeImpact &impact);
    const ledger::Dataset *selected() const;

    void syncIdentity();

    ledger::Ledger m_ledger;
    QString m_actor;
    QString m_loginActor;
    services::DeskIdentity *m_identity = nullptr;
    QStringList m_keyIds;
    SignerSource m_signerFor;
    Destinations m_destinations;
    QPlainTextEdit *m_impact;
    DatasetsModel *m_model;
    QLineEdit *m_search;
    QComboBox *m_minGrade;
    QCheckBox *m_personal;
    QTableView *m_table;
    QLabel *m_status;
};

} // namespace cg::ui
