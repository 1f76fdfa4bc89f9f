// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/ssh_config_import_model.h"

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QStyle>

namespace cg::ui {

using ssh::ImportedHost;
using ssh::SshConfigIssue;
using ssh::SshHost;

namespace {

// "file:line" relative to the config's folder when below it, else with ~ for the home folder.
QString shortPath(const QString &file, const QString &configDir)
{
    if (!configDir.isEmpty() && file.startsWith(configDir + u'/'))
        return file.mid(configDir.size() + 1);
    const QString home = QDir::homePath();
    if (home.size() > 1 && file.startsWith(home + u'/'))
        return QStringLiteral("~") + file.mid(home.size());
    return file;
}

QString hopText(const SshHost &hop)
{
    QString text = hop.user.isEmpty() ? hop.hostName : hop.user + u'@' + hop.hostName;
    if (hop.port != 22)
        text += u':' + QString::number(hop.port);
    return text;
}

} // namespace

// --- SshConfigImportModel ----------------------------------------------------------------------------

SshConfigImportModel::SshConfigImportModel(QObject *parent) : CheckableTableModel(parent) {}

void SshConfigImportModel::setRows(const QList<Row> &rows, const QString &configDir)
{
    beginResetModel();
    m_rows = rows;
    for (Row &r : m_rows)
        r.checked = r.checked && r.importable;
    m_configDir = configDir;
    endResetModel();
    emit checkedChanged();
}

void SshConfigImportModel::updateRow(int row, const Row &replacement)
{
    if (row < 0 || row >= m_rows.size())
        return;
    Row &r = m_rows[row];
    const bool wasImportable = r.importable;
    const bool wasChecked = r.checked;
    r = replacement;
    // A row that becomes importable is offered checked, as on first reading; one that stays keeps its check.
    r.checked = r.importable && (wasImportable ? wasChecked : true);
    emit dataChanged(index(row, 0), index(row, StatusColumn));
    emit checkedChanged();
}

int SshConfigImportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SshConfigImportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : StatusColumn + 1;
}

QString SshConfigImportModel::chainText(const QList<SshHost> &chain)
{
    QStringList names;
    for (const SshHost &hop : chain)
        names << (hop.port == 22 ? hop.hostName : hop.hostName + u':' + QString::number(hop.port));
    return names.join(QStringLiteral(" → "));
}

QString SshConfigImportModel::displayPath(const QString &fileAndLine) const
{
    const qsizetype colon = fileAndLine.lastIndexOf(u':');
    if (colon <= 0)
        return fileAndLine;
    return shortPath(fileAndLine.left(colon), m_configDir) + fileAndLine.mid(colon);
}

QString SshConfigImportModel::statusText(const Row &row) const
{
    if (!row.importable)
        return tr("not imported: %1").arg(row.reason);
    if (!row.checked)
        return tr("not imported: %1").arg(tr("not selected"));
    QList<ssh::ImportedHost> chosen;
    for (const Row &r : m_rows) {
        if (r.importable && r.checked)
            chosen << r.imported;
    }
    if (SshConfigImport::isJumpHost(row.imported, chosen))
        return tr("will be imported as a jump host of the hosts behind it, not as a node");
    return tr("will be imported");
}

QVariant SshConfigImportModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    const SshHost &host = r.imported.host;
    const int column = index.column();

    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case AliasColumn:
            return r.alias;
        case HostNameColumn:
            return r.importable ? host.hostName : QString();
        case UserColumn:
            return r.importable ? host.user : QString();
        case PortColumn:
            return r.importable ? QVariant(int(host.port)) : QVariant(QString());
        case ChainColumn:
            if (!r.importable)
                return QString();
            return r.imported.chain.isEmpty() ? tr("direct") : chainText(r.imported.chain);
        case DefinedAtColumn:
            return displayPath(r.definedAt);
        case StatusColumn:
            return statusText(r);
        }
        break;
    case Qt::CheckStateRole:
        if (column == AliasColumn)
            return r.checked ? Qt::Checked : Qt::Unchecked;
        break;
    case Qt::ToolTipRole:
        switch (column) {
        case AliasColumn:
        case StatusColumn:
            if (r.resolvedByOpenSsh && r.importable)
                return statusText(r) + u'\n' + tr("Resolved by OpenSSH (ssh -G).");
            return statusText(r);
        case UserColumn:
            if (r.importable && host.user.isEmpty())
                return tr("Not set: your local user name is used.");
            break;
        case ChainColumn:
            if (r.importable && !r.imported.chain.isEmpty()) {
                QStringList hops;
                for (const SshHost &hop : r.imported.chain) {
                    hops << (hop.alias == hop.hostName
                                 ? hopText(hop)
                                 : tr("%1 (%2)", "jump host: user@host:port (ssh config alias)")
                                       .arg(hopText(hop), hop.alias));
                }
                return tr("Connects through, in this order:\n%1").arg(hops.join(u'\n'));
            }
            break;
        case DefinedAtColumn:
            return r.definedAt;
        }
        break;
    case Qt::ForegroundRole:
        if (!r.importable)
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::TextAlignmentRole:
        if (column == PortColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ImportableRole:
        return r.importable;
    }
    return {};
}

QVariant SshConfigImportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case AliasColumn:
        return tr("Alias");
    case HostNameColumn:
        return tr("Host name");
    case UserColumn:
        return tr("User");
    case PortColumn:
        return tr("Port");
    case ChainColumn:
        return tr("Jump chain");
    case DefinedAtColumn:
        return tr("Defined at");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

bool SshConfigImportModel::setChecked(int row, bool checked)
{
    if (row < 0 || row >= m_rows.size() || !m_rows.at(row).importable)
        return false;
    Row &r = m_rows[row];
    if (r.checked != checked) {
        r.checked = checked;
        emit dataChanged(index(row, AliasColumn), index(row, StatusColumn));
        emit checkedChanged();
    }
    return true;
}

void SshConfigImportModel::checkAllImportable()
{
    bool changed = false;
    for (Row &r : m_rows) {
        if (r.importable && !r.checked) {
            r.checked = true;
            changed = true;
        }
    }
    if (changed && !m_rows.isEmpty()) {
        emit dataChanged(index(0, AliasColumn), index(int(m_rows.size()) - 1, StatusColumn));
        emit checkedChanged();
    }
}

int SshConfigImportModel::checkedCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.checked; }));
}

QList<ImportedHost> SshConfigImportModel::checkedHosts() const
{
    QList<ImportedHost> hosts;
    for (const Row &r : m_rows) {
        if (r.importable && r.checked)
            hosts << r.imported;
    }
    return hosts;
}

// --- SshConfigIssuesModel ----------------------------------------------------------------------------

SshConfigIssuesModel::SshConfigIssuesModel(QObject *parent) : QAbstractTableModel(parent) {}

void SshConfigIssuesModel::setIssues(const QList<SshConfigIssue> &issues, const QString &configDir)
{
    beginResetModel();
    m_issues = issues;
    m_configDir = configDir;
    endResetModel();
}

int SshConfigIssuesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_issues.size());
}

int SshConfigIssuesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : MessageColumn + 1;
}

QVariant SshConfigIssuesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const SshConfigIssue &issue = m_issues.at(index.row());
    const QString where = issue.file.isEmpty()
                              ? QString()
                              : shortPath(issue.file, m_configDir) + u':' + QString::number(issue.line);
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == WhereColumn ? where : issue.message;
    case Qt::ToolTipRole:
        if (index.column() == WhereColumn)
            return issue.file.isEmpty() ? QString() : issue.file + u':' + QString::number(issue.line);
        return issue.message;
    case Qt::DecorationRole:
        if (index.column() == WhereColumn)
            return QApplication::style()->standardIcon(issue.notImported ? QStyle::SP_MessageBoxWarning
                                                                         : QStyle::SP_MessageBoxInformation);
        break;
    }
    return {};
}

QVariant SshConfigIssuesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == WhereColumn ? tr("Line") : tr("Issue");
}

} // namespace cg::ui
