// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/onboarding_wizard.h"

#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "inventory/node_list.h"
#include "onboarding/chain_page.h"
#include "onboarding/checks_page.h"
#include "onboarding/cluster_page.h"
#include "onboarding/credentials_page.h"
#include "onboarding/deploy_page.h"
#include "onboarding/host_keys_page.h"
#include "onboarding/nodes_page.h"
#include "onboarding/summary_page.h"
#include "services/cluster_connections.h"
#include "services/cluster_draft.h"
#include "services/console.h"

#include <QDir>
#include <QJsonDocument>
#include <QSettings>

namespace cg::ui {

namespace {

const QString kDraftKey = QStringLiteral("onboarding/draft");

// The fields a draft keeps, by wizard field name. Never a secret: passphrases are asked when needed.
const char *const kDraftFields[] = {
    "name",       "provider",      "region",        "gpuModel",         "gpusPerNode",  "interconnect",
    "memoryTBps", "intraNodeGBps", "interNodeGbps", "interBusGBps",     "periodMonths", "prepaymentPct",
    "premiumPct", "allocationPct", "noticeDays",    "auditCooperation", "deletionDays", "jumps",
    "nodes",      "user",          "identityFiles", "gpuHourPrice",     "currency"};

} // namespace

OnboardingWizard::OnboardingWizard(services::Console *console, OnboardingOptions options, QWidget *parent)
    : QWizard(parent), m_console(console), m_options(std::move(options))
{
    setWindowTitle(tr("Onboard Cluster"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    // The summary comes after the cluster is saved and streaming: Cancel there would undo nothing.
    setOption(QWizard::NoCancelButtonOnLastPage);
    setOption(QWizard::HaveHelpButton, false);
    if (m_options.knownHostsFile.isEmpty())
        m_options.knownHostsFile = services::ClusterConnections::defaultKnownHostsFile();
    reloadSshConfig();
    setPage(ClusterPage, new OnboardingClusterPage(this));
    setPage(ChainPage, new OnboardingChainPage(this));
    setPage(NodesPage, new OnboardingNodesPage(this));
    setPage(CredentialsPage, new OnboardingCredentialsPage(this));
    setPage(HostKeysPage, new OnboardingHostKeysPage(this));
    setPage(DeployPage, new OnboardingDeployPage(this));
    setPage(ChecksPage, new OnboardingChecksPage(this));
    setPage(SummaryPage, new OnboardingSummaryPage(this));
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (!m_loading && id >= 0 && !m_closed)
            saveDraft();
    });
    restoreDialogGeometry(this, QStringLiteral("onboardingWizard"), QSize(980, 640), 0.7);
}

OnboardingWizard::~OnboardingWizard() = default;

QString OnboardingWizard::sshConfigPath() const
{
    return m_options.sshConfigFile.isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh/config"))
                                             : m_options.sshConfigFile;
}

void OnboardingWizard::reloadSshConfig()
{
    const auto config = ssh::SshConfig::load(sshConfigPath(), {});
    m_sshConfigLoaded = config.ok();
    m_sshConfig = config.ok() ? config.value() : ssh::SshConfig();
}

Result<QList<ssh::Endpoint>> OnboardingWizard::resolveJumps(const QString &text) const
{
    return services::ClusterDrafts(sshConfig(), sshConfigPath()).resolveJumps(text);
}

services::ClusterFleet *OnboardingWizard::fleet() const
{
    return m_clusterId > 0 ? m_console->fleet(m_clusterId) : nullptr;
}

Result<QList<NodeRecord>> OnboardingWizard::parseNodes(const QString &text, const QString &defaultUser)
{
    return NodeList::parse(text, defaultUser, tr("Nodes"));
}

Status OnboardingWizard::saveCluster()
{
    ClusterRecord current;
    if (m_clusterId > 0) {
        const auto existing = m_console->inventory().cluster(m_clusterId);
        if (existing.ok())
            current = existing.value();
        else
            m_clusterId = 0; // deleted meanwhile: add it again
    }
    current.id = m_clusterId;
    // The form as every front end's cluster is made (services::ClusterDrafts).
    services::ClusterDraft d;
    d.name = field(QStringLiteral("name")).toString();
    d.provider = field(QStringLiteral("provider")).toString();
    d.region = field(QStringLiteral("region")).toString();
    d.identityFiles = field(QStringLiteral("identityFiles")).toString().split(QLatin1Char('\n'));
    d.user = field(QStringLiteral("user")).toString().trimmed();
    d.jumps = field(QStringLiteral("jumps")).toString();
    d.nodes = field(QStringLiteral("nodes")).toString();
    d.nodesWhat = tr("Nodes");
    ClusterContract k = current.contract;
    k.gpuModel = field(QStringLiteral("gpuModel")).toString().trimmed();
    k.gpusPerNode = field(QStringLiteral("gpusPerNode")).toInt();
    k.interconnect = field(QStringLiteral("interconnect")).toString().trimmed();
    k.memoryTBps = field(QStringLiteral("memoryTBps")).toDouble();
    k.intraNodeGBps = field(QStringLiteral("intraNodeGBps")).toDouble();
    k.interNodeGbps = field(QStringLiteral("interNodeGbps")).toDouble();
    k.interNodeBusGBps = field(QStringLiteral("interBusGBps")).toDouble();
    k.periodMonths = field(QStringLiteral("periodMonths")).toInt();
    k.prepaymentShare = field(QStringLiteral("prepaymentPct")).toDouble() / 100;
    k.premiumShare = field(QStringLiteral("premiumPct")).toDouble() / 100;
    k.allocationShare = field(QStringLiteral("allocationPct")).toDouble() / 100;
    k.terminationNoticeDays = field(QStringLiteral("noticeDays")).toInt();
    k.auditCooperation = field(QStringLiteral("auditCooperation")).toBool();
    k.deletionDays = field(QStringLiteral("deletionDays")).toInt();
    k.gpuHourPrice = field(QStringLiteral("gpuHourPrice")).toDouble();
    k.currency = field(QStringLiteral("currency")).toString().trimmed().toUpper();
    d.contract = k;
    const auto defined = services::ClusterDrafts(sshConfig(), sshConfigPath()).resolve(d, current);
    if (!defined.ok())
        return Status::failureOf(defined);
    const auto id = m_console->inventory().saveCluster(defined->cluster, defined->nodes);
    if (!id.ok())
        return Status::failure(id.error());
    m_clusterId = id.value();
    return Ok{};
}

QJsonObject OnboardingWizard::draft() const
{
    QJsonObject fields;
    for (const char *name : kDraftFields)
        fields.insert(QLatin1String(name), QJsonValue::fromVariant(field(QLatin1String(name))));
    return QJsonObject{{QStringLiteral("fields"), fields},
                       {QStringLiteral("page"), currentId()},
                       {QStringLiteral("cluster"), m_clusterId}};
}

void OnboardingWizard::saveDraft()
{
    if (field(QStringLiteral("name")).toString().trimmed().isEmpty())
        return; // nothing typed yet: keep whatever draft there is
    paths::settings().setValue(kDraftKey,
                               QString::fromUtf8(QJsonDocument(draft()).toJson(QJsonDocument::Compact)));
}

bool OnboardingWizard::hasDraft()
{
    return !draftName().isEmpty();
}

QString OnboardingWizard::draftName()
{
    const QJsonObject d =
        QJsonDocument::fromJson(paths::settings().value(kDraftKey).toString().toUtf8()).object();
    return d.value(QStringLiteral("fields")).toObject().value(QStringLiteral("name")).toString();
}

void OnboardingWizard::discardDraft()
{
    paths::settings().remove(kDraftKey);
}

void OnboardingWizard::loadDraft(const QJsonObject &d)
{
    m_loading = true;
    const QJsonObject fields = d.value(QStringLiteral("fields")).toObject();
    for (const char *name : kDraftFields) {
        const QJsonValue v = fields.value(QLatin1String(name));
        if (!v.isUndefined() && !v.isNull())
            setField(QLatin1String(name), v.toVariant());
    }
    m_clusterId = qint64(d.value(QStringLiteral("cluster")).toDouble());
    m_loading = false;
}

void OnboardingWizard::resumeDraft()
{
    const QJsonObject d =
        QJsonDocument::fromJson(paths::settings().value(kDraftKey).toString().toUtf8()).object();
    if (currentId() == -1)
        restart(); // not shown yet
    loadDraft(d);
    // Steps after the credentials need the saved cluster; without it, continue from the credentials. The
    // host-key scan and the deployment run again from the host keys on.
    int page = qBound(int(ClusterPage), d.value(QStringLiteral("page")).toInt(), int(HostKeysPage));
    if (page > CredentialsPage && m_clusterId <= 0)
        page = CredentialsPage;
    for (int id = ClusterPage; id < page; ++id) {
        if (currentId() != id)
            break;
        next();
    }
}

void OnboardingWizard::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("onboardingWizard"));
    m_closed = true;
    if (result == QDialog::Accepted) {
        discardDraft();
        emit onboarded(m_clusterId);
    } else {
        saveDraft();
    }
    QWizard::done(result);
}

} // namespace cg::ui
