// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ssh_config_import_dialog.h"

#include "common/remembered_geometry.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QStandardPaths>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

using ssh::ImportedHost;

namespace {

// Rows that cannot be imported look disabled, check box included, but stay reachable by keyboard and mouse
// so that their reason can be read.
class LeftOutRowDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!index.data(SshConfigImportModel::ImportableRole).toBool())
            option->state &= ~QStyle::State_Enabled;
    }
};

} // namespace

// --- SshConfigImportDialog ---------------------------------------------------------------------------

SshConfigImportDialog::SshConfigImportDialog(const QString &configPath, QWidget *parent)
    : QDialog(parent), m_hosts(new SshConfigImportModel(this)), m_issues(new SshConfigIssuesModel(this))
{
    setWindowTitle(tr("Import ssh config"));
    setObjectName(QStringLiteral("SshConfigImportDialog"));

    auto *fileLabel = new QLabel(tr("Config file:"), this);
    m_pathLabel = new QLabel(this);
    m_pathLabel->setObjectName(QStringLiteral("configPathLabel"));
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chooseButton = new QPushButton(tr("Choose file…"), this);
    m_chooseButton->setObjectName(QStringLiteral("chooseFileButton"));
    connect(m_chooseButton, &QPushButton::clicked, this, &SshConfigImportDialog::chooseFile);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(fileLabel);
    fileRow->addWidget(m_pathLabel, 1);
    fileRow->addWidget(m_chooseButton);

    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("loadErrorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_errorLabel->hide();

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("hostsTable"));
    m_table->setAccessibleName(tr("Hosts in the ssh config"));
    m_table->setModel(m_hosts);
    m_table->setItemDelegate(new LeftOutRowDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(SshConfigImportModel::StatusColumn, QHeaderView::Stretch);
    header->setMinimumSectionSize(60);
    CheckableTableModel::bindSpaceToToggle(m_table);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));

    m_issuesTitle = new QLabel(tr("Issues found in the config:"), this);
    m_issuesTable = new QTableView(this);
    m_issuesTable->setObjectName(QStringLiteral("issuesTable"));
    m_issuesTable->setAccessibleName(tr("Issues found in the ssh config"));
    m_issuesTable->setModel(m_issues);
    m_issuesTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_issuesTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_issuesTable->setWordWrap(false);
    m_issuesTable->verticalHeader()->hide();
    m_issuesTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_issuesTable->horizontalHeader()->setSectionResizeMode(SshConfigIssuesModel::WhereColumn,
                                                            QHeaderView::ResizeToContents);
    m_issuesTable->horizontalHeader()->setStretchLastSection(true);
    m_issuesTitle->setBuddy(m_issuesTable);

    m_resolveButton = new QPushButton(tr("Resolve Match blocks with OpenSSH"), this);
    m_resolveButton->setObjectName(QStringLiteral("resolveWithOpenSshButton"));
    connect(m_resolveButton, &QPushButton::clicked, this, &SshConfigImportDialog::resolveWithOpenSsh);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_importButton = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    m_importButton->setObjectName(QStringLiteral("importButton"));
    m_importButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottomRow = new QHBoxLayout;
    bottomRow->addWidget(m_resolveButton);
    bottomRow->addStretch(1);
    bottomRow->addWidget(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(fileRow);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_summary);
    layout->addWidget(m_issuesTitle);
    layout->addWidget(m_issuesTable, 1);
    layout->addLayout(bottomRow);

    auto *checkAll = new QAction(tr("Select all importable hosts"), this);
    checkAll->setShortcut(QKeySequence::SelectAll);
    checkAll->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(checkAll, &QAction::triggered, m_hosts, &SshConfigImportModel::checkAllImportable);
    addAction(checkAll);

    connect(m_hosts, &SshConfigImportModel::checkedChanged, this, [this] {
        updateSummary();
        updateButtons();
    });

    restoreDialogGeometry(this, QStringLiteral("sshImport"), QSize(1100, 620));

    openConfig(configPath.isEmpty() ? defaultConfigPath() : configPath);
}

SshConfigImportDialog::~SshConfigImportDialog()
{
    stopResolver();
}

QString SshConfigImportDialog::defaultConfigPath()
{
    return SshConfigImport::defaultConfigPath();
}

bool SshConfigImportDialog::openConfig(const QString &path)
{
    stopResolver();
    m_path = QDir::cleanPath(path);
    m_pathLabel->setText(QDir::toNativeSeparators(m_path));
    const QString configDir = QFileInfo(m_path).absolutePath();

    const auto loaded = SshConfigImport::scan(m_path);
    if (!loaded) {
        m_loadError = loaded.error();
        m_hasMatchBlocks = false;
        m_errorLabel->setText(m_loadError);
        m_errorLabel->show();
        m_hosts->setRows({}, configDir);
        m_issues->setIssues({}, configDir);
        updateSummary();
        updateButtons();
        return false;
    }
    m_loadError.clear();
    m_errorLabel->hide();
    m_hasMatchBlocks = loaded->hasMatchBlocks;
    QList<SshConfigImportModel::Row> rows;
    for (const SshImportCandidate &c : loaded->hosts)
        rows << SshConfigImportModel::Row(c, c.importable);
    m_hosts->setRows(rows, configDir);
    // The hosts left out are listed with the other issues too, where their whole reason fits on the line.
    m_issues->setIssues(loaded->issues, configDir);
    updateSummary();
    updateButtons();
    return true;
}

QList<ImportedHost> SshConfigImportDialog::selectedHosts() const
{
    return m_hosts->checkedHosts();
}

QString SshConfigImportDialog::summaryText() const
{
    const int imported = m_hosts->checkedCount();
    const int left = m_hosts->rowCount() - imported;
    return tr("%1, %2", "import summary: \"N hosts will be imported\", \"M not imported\"")
        .arg(tr("%n host(s) will be imported", nullptr, imported), tr("%n not imported", nullptr, left));
}

bool SshConfigImportDialog::canResolveWithOpenSsh() const
{
    return m_hasMatchBlocks && SshConfigImport::openSshAvailable();
}

void SshConfigImportDialog::updateSummary()
{
    m_summary->setText(summaryText());
    m_issuesTitle->setVisible(m_issues->rowCount() > 0);
    m_issuesTable->setVisible(m_issues->rowCount() > 0);
}

void SshConfigImportDialog::updateButtons()
{
    m_importButton->setEnabled(m_hosts->checkedCount() > 0 && !isResolving());
    m_chooseButton->setEnabled(!isResolving());
    const bool resolving = isResolving();
    m_resolveButton->setText(resolving ? tr("Resolving with OpenSSH…")
                                       : tr("Resolve Match blocks with OpenSSH"));
    m_resolveButton->setEnabled(!resolving && canResolveWithOpenSsh() && m_hosts->rowCount() > 0);
    if (!m_hasMatchBlocks)
        m_resolveButton->setToolTip(
            tr("This config has no Match blocks; ClusterGate resolved every host itself."));
    else if (!SshConfigImport::openSshAvailable())
        m_resolveButton->setToolTip(tr("OpenSSH (the ssh program) is not installed; install it to resolve "
                                       "hosts the way Match blocks change them."));
    else
        m_resolveButton->setToolTip(tr("Runs ssh -G for every listed host, which evaluates Match blocks "
                                       "(including Match exec commands) as ssh would. Opens no connection."));
}

void SshConfigImportDialog::chooseFile()
{
    const QString start = QFileInfo::exists(m_path) ? m_path : QDir::homePath() + QStringLiteral("/.ssh");
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose an ssh config file"), start);
    if (!path.isEmpty())
        openConfig(path);
}

void SshConfigImportDialog::resolveWithOpenSsh()
{
    if (isResolving() || !canResolveWithOpenSsh())
        return;
    QList<SshConfigImportModel::Row> rows;
    for (int i = 0; i < m_hosts->rowCount(); ++i)
        rows << m_hosts->row(i);
    auto results = std::make_shared<QList<SshConfigImportModel::Row>>();
    m_cancelResolve = std::make_shared<std::atomic<bool>>(false);
    // ssh -G can take seconds (Match exec runs commands): off the GUI thread, cancelled on close.
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancelResolve;
    // The thread hands its results back as its last step; a cancelled run hands nothing back.
    m_resolver.run(QStringLiteral("clustergate-ssh-G"), [this, rows, results, configFile = m_path, cancel] {
        for (const SshConfigImportModel::Row &row : rows) {
            if (*cancel)
                return;
            // A host refused before and now resolved is offered chosen.
            *results << SshConfigImportModel::Row(
                SshConfigImport::resolveWithOpenSsh(row, configFile, *cancel),
                row.importable ? row.checked : true);
        }
        QMetaObject::invokeMethod(
            this,
            [this, results, cancel] {
                if (*cancel)
                    return;
                m_resolver.setStopHook({});
                m_resolver.stop(); // ended by itself: only joined and deleted
                applyOpenSshResults(*results);
                updateButtons();
                emit resolveFinished();
            },
            Qt::QueuedConnection);
    });
    m_resolver.setStopHook([cancel] { *cancel = true; });
    updateButtons();
}

void SshConfigImportDialog::applyOpenSshResults(const QList<SshConfigImportModel::Row> &rows)
{
    for (int i = 0; i < rows.size() && i < m_hosts->rowCount(); ++i) {
        if (m_hosts->row(i).alias == rows.at(i).alias)
            m_hosts->updateRow(i, rows.at(i));
    }
}

void SshConfigImportDialog::stopResolver()
{
    if (!m_resolver.isRunning())
        return;
    m_resolver.stop(); // its stop hook cancels the resolution (and what it already handed back)
    m_resolver.setStopHook({});
    if (m_resolveButton)
        updateButtons();
}

void SshConfigImportDialog::done(int result)
{
    stopResolver();
    saveDialogGeometry(this, QStringLiteral("sshImport"));
    QDialog::done(result);
}

} // namespace cg::ui
