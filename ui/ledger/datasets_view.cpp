// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/datasets_view.h"

#include "common/save_location.h"
#include "ledger/rules.h"

#include "services/desk_identity.h"

#include "common/remembered_geometry.h"
#include "ledger/dataset_editor.h"
#include "ledger/ledger_texts.h"
#include "ledger/request_dialog.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
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
    if (index.column() == Version && role == Qt::ForegroundRole && d.version.isEmpty())
        return QColor(Qt::gray);
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
    case Version:
        return d.version.isEmpty() ? tr("unversioned") : d.version;
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
        return QLocale().createSeparatedList(ledger::piCategoryDisplayNames(d.allSensitive()));
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
    case Version:
        return tr("Version");
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

DatasetsView::DatasetsView(ledger::LedgerStore *store, QString actor, QStringList keyIds,
                           SignerSource signerFor, QWidget *parent)
    : QDialog(parent), m_ledger(*store), m_actor(actor), m_loginActor(std::move(actor)),
      m_keyIds(std::move(keyIds)), m_signerFor(std::move(signerFor)), m_model(new DatasetsModel(this))
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
    m_impact = new QPlainTextEdit(this);
    m_impact->setObjectName(QStringLiteral("regradeImpact"));
    m_impact->setReadOnly(true);
    m_impact->setAccessibleName(tr("What the change moved"));
    m_impact->setMaximumHeight(140);
    m_impact->hide();

    auto *create = new QPushButton(tr("&New Dataset…"), this);
    create->setObjectName(QStringLiteral("newDataset"));
    connect(create, &QPushButton::clicked, this, [this] { editSelected(true); });
    auto *edit = new QPushButton(tr("&Edit…"), this);
    edit->setObjectName(QStringLiteral("editDataset"));
    connect(edit, &QPushButton::clicked, this, [this] { editSelected(false); });
    connect(m_table, &QTableView::doubleClicked, this, [this] { editSelected(false); });
    auto *grade = new QPushButton(tr("Propose &Grade Change…"), this);
    grade->setObjectName(QStringLiteral("proposeGradeChange"));
    connect(grade, &QPushButton::clicked, this, &DatasetsView::proposeForSelected);
    auto *sign = new QPushButton(tr("&Sign Grade Change…"), this);
    sign->setObjectName(QStringLiteral("signGradeChange"));
    sign->setToolTip(tr("Sign a classification change another person proposed: it applies the change"));
    connect(sign, &QPushButton::clicked, this, &DatasetsView::signForSelected);
    auto *retireButton = new QPushButton(tr("&Retire"), this);
    connect(retireButton, &QPushButton::clicked, this, &DatasetsView::retireSelected);
    auto *requestExport = new QPushButton(tr("Request E&xport…"), this);
    connect(requestExport, &QPushButton::clicked, this, [this] {
        QStringList names;
        for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
            names << m_model->dataset(i.row()).name;
        const ExportDraft draft{names, {}, {}, {}};
        std::unique_ptr<RequestDialog> dialog =
            m_identity
                ? std::make_unique<RequestDialog>(&m_ledger.store(), m_identity, m_loginActor, draft, this)
                : std::make_unique<RequestDialog>(&m_ledger.store(), m_actor, draft, m_keyIds, m_signerFor,
                                                  this);
        if (m_destinations)
            dialog->setDestinations(m_destinations());
        dialog->exec();
        reload();
    });
    auto *import = new QPushButton(tr("&Import Inventory CSV…"), this);
    connect(import, &QPushButton::clicked, this, &DatasetsView::chooseAndImport);
    // What acts on a dataset is enabled while one is selected.
    const auto followSelection = [this, edit, grade, sign, retireButton] {
        const bool any = m_table->selectionModel() && m_table->selectionModel()->hasSelection();
        for (QPushButton *b : {edit, grade, sign, retireButton})
            b->setEnabled(any);
    };
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, followSelection);
    connect(m_model, &QAbstractItemModel::modelReset, this, followSelection);
    followSelection();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(create);
    bottom->addWidget(edit);
    bottom->addWidget(grade);
    bottom->addWidget(sign);
    bottom->addWidget(retireButton);
    bottom->addWidget(requestExport);
    bottom->addWidget(import);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_impact);
    layout->addLayout(bottom);
    restoreDialogGeometry(this, QStringLiteral("datasets"), QSize(1100, 560));
    reload();
}

void DatasetsView::setIdentity(services::DeskIdentity *identity)
{
    m_identity = identity;
    if (!m_identity)
        return;
    m_signerFor = [identity](const QString &keyId) { return identity->signer(keyId); };
    connect(m_identity, &services::DeskIdentity::changed, this, &DatasetsView::syncIdentity);
    syncIdentity();
}

void DatasetsView::syncIdentity()
{
    m_keyIds = m_identity->signerIds();
    m_actor = m_identity->person().isEmpty() ? m_loginActor : m_identity->person();
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

Result<qint64> DatasetsView::saveDataset(const ledger::Dataset &dataset)
{
    // An edit that moves an existing dataset's effective grade (a field, a category, a source) moves its
    // derivatives and the open requests too: take them before, to show what changed.
    std::optional<ledger::Lineage::Snapshot> before;
    if (const auto existing = m_ledger.dataset(dataset.name); existing.ok()) {
        if (auto s = ledger::Lineage::snapshot(m_ledger); s.ok())
            before = std::move(s.value());
    }
    const auto saved = m_ledger.saveDataset(dataset, m_actor);
    if (!saved.ok()) {
        m_status->setText(ledger::Rules::withoutRuleIds(saved.error()));
        return saved;
    }
    reload();
    m_status->setText(tr("Saved %1.").arg(dataset.name));
    ledger::RegradeImpact impact;
    if (before) {
        if (const auto diff = ledger::Lineage::compare(m_ledger, *before); diff.ok())
            impact = diff.value();
    }
    showImpact(dataset.name, impact);
    return saved;
}

void DatasetsView::showImpact(const QString &dataset, const ledger::RegradeImpact &impact)
{
    const QString summary = impact.summary({&gradeText, &stateText}); // in the reader's words, not ids
    m_impact->setPlainText(summary.isEmpty() ? QString()
                                             : tr("The change of %1 re-evaluated, before -> after:\n%2")
                                                   .arg(dataset, ledger::Rules::withoutRuleIds(summary)));
    m_impact->setVisible(!summary.isEmpty());
}

QString DatasetsView::impactText() const
{
    return m_impact->toPlainText();
}

Result<ledger::RegradeImpact> DatasetsView::signGradeChange(const QString &dataset, const QString &keyId)
{
    using R = Result<ledger::RegradeImpact>;
    if (!m_signerFor) {
        m_status->setText(tr("No signing key is available on this desktop."));
        return R::failure(m_status->text());
    }
    auto signer = m_signerFor(keyId);
    if (!signer.ok()) {
        m_status->setText(signer.error());
        return R::failure(signer.error());
    }
    const auto impact = ledger::Lineage::sign(m_ledger, dataset, *signer.value());
    if (!impact.ok()) {
        m_status->setText(ledger::Rules::withoutRuleIds(impact.error()));
        return impact;
    }
    reload();
    const auto now = m_ledger.dataset(dataset);
    m_status->setText(
        tr("The classification change of %1 is signed and applied%2.")
            .arg(dataset, now.ok() ? tr(": it is %1 now").arg(gradeText(now->effectiveGrade)) : QString()));
    showImpact(dataset, impact.value());
    return impact;
}

Status DatasetsView::retire(const QString &name)
{
    auto d = m_ledger.dataset(name);
    if (!d.ok()) {
        m_status->setText(d.error());
        return Status::failure(d.error());
    }
    d->retired = true;
    const auto saved = saveDataset(d.value());
    if (!saved.ok())
        return Status::failure(saved.error());
    m_status->setText(tr("%1 is retired: nothing new derives from it.").arg(name));
    return Ok{};
}

Status DatasetsView::proposeGradeChange(const ledger::GradeChange &change)
{
    const Status st = ledger::Lineage::propose(m_ledger, change);
    m_status->setText(st.ok()
                          ? tr("The change of %1 waits for a second person's signature (an officer who is "
                               "neither you nor the owner).")
                                .arg(change.dataset)
                          : st.error());
    return st;
}

QString DatasetsView::csvFormatText()
{
    return tr(
        "UTF-8 CSV with a header row, columns in any order; one row per dataset and optionally one "
        "row per field (the field column set):\n"
        "dataset, field, owner, grade, description, location, records, people, personal, sensitive, "
        "sources, justification, approver, version\n"
        "grade: public, internal, sensitive-personal, important, core. personal: yes or no. sensitive: "
        "biometrics, religion, specific-identity, medical-health, financial-account, location-tracking, "
        "minor-under-14, separated by ;. sources: the datasets it was derived from, separated by ;. "
        "version (optional): the data's version, empty for unversioned; without the column the versions "
        "in the ledger stay as they are. An export covers only the version its request was submitted "
        "with. "
        "Bad rows are reported with their row and column; good rows are imported. A grade change in a "
        "re-import needs a second person's signature (Propose Grade Change…).");
}

QByteArray DatasetsView::csvTemplate()
{
    return "dataset,field,owner,grade,description,location,records,people,personal,sensitive,sources,"
           "justification,approver,version\r\n"
           "patients,,owen,internal,Patient records,s3://cn-bucket/patients,120000,40000,yes,,,,,2026-06\r\n"
           "patients,diagnosis,,internal,ICD-10 code,,,,yes,medical-health,,,,\r\n"
           "patients-deid,,owen,internal,De-identified for training,s3://cn-bucket/patients-deid,120000,"
           "40000,yes,,patients,,,2026-06\r\n";
}

const ledger::Dataset *DatasetsView::selected() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : &m_model->dataset(rows.first().row());
}

void DatasetsView::editSelected(bool create)
{
    const ledger::Dataset *d = selected();
    if (!create && !d) {
        m_status->setText(tr("Choose a dataset first."));
        return;
    }
    ledger::Dataset start;
    if (create) {
        start.owner = m_actor;
        start.grade = ledger::Grade::Internal;
        if (d) // a dataset chosen: the new one derives from it
            start.sources = {d->name};
    }
    DatasetEditor editor(create ? start : *d, this);
    while (editor.exec() == QDialog::Accepted) {
        if (const QString problem = editor.fieldsProblem(); !problem.isEmpty()) {
            QMessageBox::warning(&editor, tr("Not saved"), problem);
            continue;
        }
        if (saveDataset(editor.dataset()).ok())
            return;
        QMessageBox::warning(&editor, tr("Not saved"), m_status->text());
    }
}

void DatasetsView::retireSelected()
{
    const ledger::Dataset *d = selected();
    if (!d) {
        m_status->setText(tr("Choose a dataset first."));
        return;
    }
    if (QMessageBox::question(
            this, tr("Retire Dataset"),
            tr("Retire %1? Nothing new can be derived from it or exported.").arg(d->name)) ==
        QMessageBox::Yes)
        (void)retire(d->name);
}

void DatasetsView::proposeForSelected()
{
    const ledger::Dataset *d = selected();
    if (!d) {
        m_status->setText(tr("Choose a dataset first."));
        return;
    }
    QDialog form(this);
    form.setWindowTitle(tr("Propose Grade Change"));
    form.setObjectName(QStringLiteral("proposeGradeChangeDialog"));
    auto *grade = new QComboBox(&form);
    grade->setObjectName(QStringLiteral("declaredGrade"));
    for (const QString &g : ledger::gradeNames())
        grade->addItem(gradeText(*ledger::gradeFromName(g)), g);
    grade->setCurrentIndex(grade->findData(ledger::gradeName(d->grade)));
    auto *lowered = new QComboBox(&form);
    lowered->setObjectName(QStringLiteral("loweredTo"));
    lowered->addItem(tr("no lowering"), QString());
    for (const QString &g : ledger::gradeNames())
        lowered->addItem(gradeText(*ledger::gradeFromName(g)), g);
    auto *derivation = new QComboBox(&form);
    derivation->setObjectName(QStringLiteral("derivation"));
    derivation->addItem(tr("unchanged (%1)").arg(d->derivation.isEmpty() ? tr("not derived") : d->derivation),
                        QString());
    for (const QString &k : ledger::Lineage::derivationKinds())
        derivation->addItem(k, k);
    auto *why = new QLineEdit(&form);
    why->setObjectName(QStringLiteral("why"));
    auto *fields = new QFormLayout;
    fields->addRow(tr("Declared grade:"), grade);
    fields->addRow(tr("Lower the inherited grade to:"), lowered);
    fields->addRow(tr("Derivation:"), derivation);
    fields->addRow(tr("Why:"), why);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &form);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    auto *layout = new QVBoxLayout(&form);
    layout->addWidget(
        new QLabel(tr("%1 is %2 (inherited %3). A second person signs the change.")
                       .arg(d->name, gradeText(d->effectiveGrade), gradeText(d->inheritedGrade)),
                   &form));
    layout->addLayout(fields);
    layout->addWidget(buttons);
    if (form.exec() != QDialog::Accepted)
        return;
    ledger::GradeChange c;
    c.dataset = d->name;
    c.grade = *ledger::gradeFromName(grade->currentData().toString());
    if (!lowered->currentData().toString().isEmpty())
        c.loweredTo = ledger::gradeFromName(lowered->currentData().toString());
    c.derivation = derivation->currentData().toString();
    c.justification = why->text().trimmed();
    c.proposer = m_actor;
    (void)proposeGradeChange(c);
}

void DatasetsView::signForSelected()
{
    const ledger::Dataset *d = selected();
    if (!d) {
        m_status->setText(tr("Choose a dataset first."));
        return;
    }
    const QString name = d->name; // the model may reload while the dialog is open
    const auto pending = ledger::Lineage::pending(m_ledger, name);
    if (!pending.ok()) {
        m_status->setText(pending.error());
        return;
    }
    if (!pending->has_value()) {
        m_status->setText(tr("No classification change of %1 waits for a signature.").arg(name));
        return;
    }
    if (m_keyIds.isEmpty()) {
        m_status->setText(
            tr("No signing key is available on this desktop: add your private key in Settings > "
               "Credentials (kind private-key)."));
        return;
    }
    const ledger::GradeChange c = pending->value();
    QDialog form(this);
    form.setObjectName(QStringLiteral("signGradeChangeDialog"));
    form.setWindowTitle(tr("Sign Grade Change"));
    QString what = tr("%1 proposes declaring %2 %3").arg(c.proposer, name, gradeText(c.grade));
    if (c.loweredTo)
        what += tr(", lowering its inherited grade to %1").arg(gradeText(*c.loweredTo));
    if (!c.derivation.isEmpty())
        what += tr(", derivation %1").arg(c.derivation);
    what += tr(": %1").arg(c.justification.isEmpty() ? tr("no reason given") : c.justification);
    auto *text = new QLabel(what + QLatin1Char('\n') +
                                tr("Signing applies it: every dataset derived from %1 and every open request "
                                   "is re-evaluated, and what moved is shown.")
                                    .arg(name),
                            &form);
    text->setWordWrap(true);
    auto *key = new QComboBox(&form);
    key->setObjectName(QStringLiteral("signingKey"));
    key->addItems(m_keyIds);
    auto *fields = new QFormLayout;
    fields->addRow(tr("Sign with:"), key);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &form);
    buttons->addButton(tr("Sign"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    auto *layout = new QVBoxLayout(&form);
    layout->addWidget(text);
    layout->addLayout(fields);
    layout->addWidget(buttons);
    if (form.exec() != QDialog::Accepted)
        return;
    (void)signGradeChange(name, key->currentText());
}

void DatasetsView::chooseAndImport()
{
    QDialog about(this);
    about.setWindowTitle(tr("Import Inventory"));
    auto *text = new QLabel(csvFormatText(), &about);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(&about);
    auto *choose = buttons->addButton(tr("Choose CSV File…"), QDialogButtonBox::AcceptRole);
    auto *save = buttons->addButton(tr("Save Template…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &about, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &about, &QDialog::reject);
    connect(save, &QPushButton::clicked, &about, [&about] {
        const QString out = QFileDialog::getSaveFileName(
            &about, tr("Save Inventory Template"),
            suggestedSavePath(QStringLiteral("inventory"), QStringLiteral("inventory-template.csv")),
            tr("CSV files (*.csv)"));
        rememberSavePath(QStringLiteral("inventory"), out);
        if (out.isEmpty())
            return;
        QFile f(out);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(csvTemplate()) < 0)
            QMessageBox::warning(&about, tr("Not saved"),
                                 tr("Cannot write %1: %2").arg(out, f.errorString()));
    });
    Q_UNUSED(choose);
    auto *layout = new QVBoxLayout(&about);
    layout->addWidget(text);
    layout->addWidget(buttons);
    if (about.exec() != QDialog::Accepted)
        return;
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
