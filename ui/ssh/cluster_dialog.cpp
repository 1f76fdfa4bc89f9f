// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/cluster_dialog.h"

#include "common/remembered_geometry.h"
#include "inventory/node_list.h"
#include "jobs/job_backend.h"
#include "jobs/local_backend.h"
#include "services/cluster_draft.h"
#include "ssh/ssh_config.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

QPlainTextEdit *monospaceEditor(const QString &placeholder, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setPlaceholderText(placeholder);
    edit->setTabChangesFocus(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    return edit;
}

} // namespace

Result<QList<ssh::Endpoint>> ClusterDialog::parseJumps(const QString &text)
{
    return NodeList::parseJumps(text, QString(), tr("Jump hosts"));
}

Result<QList<NodeRecord>> ClusterDialog::parseNodes(const QString &text)
{
    return NodeList::parse(text, QString(), tr("Nodes"));
}

QString ClusterDialog::jumpsText(const QList<ssh::Endpoint> &jumps)
{
    return NodeList::jumpsText(jumps);
}

QString ClusterDialog::nodesText(const QList<NodeRecord> &nodes)
{
    return NodeList::text(nodes);
}

ClusterDialog::ClusterDialog(const ClusterRecord &cluster, const QList<NodeRecord> &nodes, QWidget *parent)
    : QDialog(parent), m_cluster(cluster), m_nodes(nodes)
{
    setWindowTitle(cluster.id > 0 ? tr("Edit Cluster %1").arg(cluster.name) : tr("New Cluster"));

    m_name = new QLineEdit(cluster.name, this);
    m_name->setPlaceholderText(tr("e.g. h200-singapore"));
    m_provider = new QLineEdit(cluster.provider, this);
    m_region = new QLineEdit(cluster.region, this);
    m_region->setPlaceholderText(tr("country or region, e.g. SG"));
    m_policy = new QComboBox(this);
    m_policy->addItem(tr("Strict: refuse unknown host keys (review them first)"),
                      int(ssh::HostKeyPolicy::Strict));
    m_policy->addItem(tr("Accept new: record a host's first key, refuse a changed one"),
                      int(ssh::HostKeyPolicy::AcceptNew));
    m_policy->setCurrentIndex(m_policy->findData(int(cluster.hostKeyPolicy)));
    m_legacyKex = new QCheckBox(tr("Allow legacy SHA-1 key exchange (diffie-hellman-group1/group14-sha1, "
                                   "group-exchange-sha1) for old servers"),
                                this);
    m_legacyKex->setObjectName(QStringLiteral("legacyKexCheckBox"));
    m_legacyKex->setToolTip(
        tr("Off (the default): only curve25519, ECDH and Diffie-Hellman group 14 and up with SHA-2.\n"
           "On: also SHA-1 methods, for servers that offer nothing else. diffie-hellman-group1 is a 1024-bit "
           "group that a well-funded attacker can break, and SHA-1 collisions are practical: a session to "
           "such a "
           "server may be read or tampered with. Turn it on only for a server you cannot upgrade; the change "
           "is recorded in the audit log."));
    m_legacyKex->setChecked(cluster.allowLegacyKex);

    m_keys =
        monospaceEditor(tr("one private key file per line (empty: the ssh agent and ~/.ssh/id_*)"), this);
    m_keys->setPlainText(cluster.identityFiles.join(QLatin1Char('\n')));
    m_keys->setMaximumHeight(70);
    auto *addKey = new QPushButton(tr("Add &Key File…"), this);
    connect(addKey, &QPushButton::clicked, this, &ClusterDialog::addKeyFile);
    auto *keysRow = new QHBoxLayout;
    keysRow->addWidget(m_keys, 1);
    keysRow->addWidget(addKey, 0, Qt::AlignTop);

    m_jumps = monospaceEditor(tr("one jump host per line, in connection order: [user@]host[:port]\n"
                                 "e.g.\nops@jump.example.net\nbastion-2.internal:2222"),
                              this);
    m_jumps->setPlainText(jumpsText(cluster.jumps));
    m_nodeText = monospaceEditor(tr("one node or hostlist per line: [name] [user@]host[:port], reached "
                                    "from the last jump host\ne.g.\ngpu-001 10.0.0.11\ngpu-[002-008] "
                                    "root@10.0.0.[12-18]"),
                                 this);
    m_nodeText->setPlainText(nodesText(nodes));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Provider:"), m_provider);
    form->addRow(tr("&Region:"), m_region);
    form->addRow(tr("Host &keys:"), m_policy);
    form->addRow(tr("Key e&xchange:"), m_legacyKex);
    auto *keysLabel = new QLabel(tr("Key &files:"), this);
    keysLabel->setBuddy(m_keys); // a row of two widgets has no buddy of its own
    form->addRow(keysLabel, keysRow);
    form->addRow(tr("&Jump hosts:"), m_jumps);
    form->addRow(tr("N&odes:"), m_nodeText);
    m_jobBackend = new QComboBox(this);
    m_jobBackend->setObjectName(QStringLiteral("jobBackend"));
    for (const QString &name : jobs::JobBackendRegistry::instance().names()) {
        if (name !=
            jobs::LocalBackend::name()) // this machine is "This machine", not a remote cluster's choice
            m_jobBackend->addItem(name);
    }
    m_jobBackend->setCurrentText(jobs::JobBackendRegistry::defaultName());
    m_jobBackend->setToolTip(jobs::JobBackendRegistry::instance().help());
    form->addRow(tr("Jobs r&un with:"), m_jobBackend);

    // Placement and storage: what the guides' job specs need from this cluster (docs/jobs.md).
    const ClusterPlacement &pl = cluster.placement;
    const auto line = [this](const QString &text, const QString &objectName, const QString &placeholder,
                             const QString &tip) {
        auto *edit = new QLineEdit(text, this);
        edit->setObjectName(objectName);
        edit->setPlaceholderText(placeholder);
        edit->setToolTip(tip);
        return edit;
    };
    m_feature = line(pl.interconnectFeature, QStringLiteral("interconnectFeature"), tr("e.g. ib"),
                     tr("Node feature that marks nodes on the high-speed fabric, used for "
                        "\"interconnect: high-speed\" (the scheduler's node constraint). Empty: such specs "
                        "need the switch topology below, or are refused."));
    m_switches = new QCheckBox(tr("&The topology plugin honours --switches (topology/tree)"), this);
    m_switches->setObjectName(QStringLiteral("topologySwitches"));
    m_switches->setChecked(pl.topologySwitches);
    m_switches->setToolTip(
        tr("Keep the nodes of an \"interconnect: high-speed\" or \"locality: same-switch\" "
           "job under one leaf switch."));
    m_switchesWait =
        line(ClusterPlacement::waitText(pl.switchesWaitMinutes), QStringLiteral("switchesWait"),
             tr("minutes, or e.g. 10:00"),
             tr("How long a job waits for nodes under one switch before the scheduler starts it "
                "on more switches: minutes (30), minutes:seconds (10:00) or hours:minutes:seconds. "
                "The scheduler caps it at the cluster's own maximum."));
    m_switchesWait->setEnabled(pl.topologySwitches);
    connect(m_switches, &QCheckBox::toggled, m_switchesWait, &QWidget::setEnabled);
    m_storeRoot = line(pl.objectStoreRoot, QStringLiteral("objectStoreRoot"), tr("e.g. /mnt/object-store"),
                       tr("Where the object store is mounted on the cluster: object-store://BUCKET/KEY is "
                          "ROOT/BUCKET/KEY there. Takes precedence over the rclone remote."));
    m_storeRemote = line(pl.objectStoreRemote, QStringLiteral("objectStoreRemote"), tr("e.g. store"),
                         tr("The nodes' rclone remote for the object store, when it is not mounted: "
                            "object-store://BUCKET/KEY is REMOTE:BUCKET/KEY, copied with rclone."));
    m_bucket = line(pl.defaultBucket, QStringLiteral("defaultBucket"), tr("e.g. team-ml"),
                    tr("The bucket the guides' placeholder <bucket> stands for. Empty: a spec still "
                       "containing <bucket> is refused."));
    m_stagingRoot = line(pl.stagingRoot, QStringLiteral("stagingRoot"), tr("$HOME/clustergate/datasets"),
                         tr("Shared-filesystem directory on the cluster where storage.dataset is staged "
                            "once before the job's steps read it."));
    m_registries = line(pl.registries.join(QStringLiteral(", ")), QStringLiteral("registries"),
                        tr("e.g. https://registry.example.com, https://mirror.example.com"),
                        tr("Container registries job images are resolved and pulled from, in order, "
                           "separated by commas: the first is the primary, the rest mirrors. An image tag is "
                           "pinned to its digest at submission, and refused when two registries disagree. "
                           "Empty: each image's own registry."));
    auto *placement = new QGroupBox(tr("Placement and storage"), this);
    auto *placementForm = new QFormLayout(placement);
    placementForm->addRow(tr("Hi&gh-speed feature:"), m_feature);
    placementForm->addRow(QString(), m_switches);
    placementForm->addRow(tr("Switch &wait:"), m_switchesWait);
    placementForm->addRow(tr("Object-store &mount:"), m_storeRoot);
    placementForm->addRow(tr("Object-store r&clone remote:"), m_storeRemote);
    placementForm->addRow(tr("Default &bucket:"), m_bucket);
    placementForm->addRow(tr("Stag&ing directory:"), m_stagingRoot);
    placementForm->addRow(tr("Image registri&es:"), m_registries);

    m_recordInput = new QCheckBox(tr("Record t&yped input as well as output"), this);
    m_recordInput->setObjectName(QStringLiteral("recordInput"));
    m_recordInput->setToolTip(tr("Off (the default): terminal recordings hold what the nodes printed only."));
    m_inputWarning = new QLabel(this);
    m_inputWarning->setObjectName(QStringLiteral("recordInputWarning"));
    m_inputWarning->setWordWrap(true);
    m_inputWarning->setStyleSheet(QStringLiteral("color: #b00020"));
    m_retention = new QSpinBox(this);
    m_retention->setObjectName(QStringLiteral("recordingRetention"));
    m_retention->setRange(0, terminal::RecordingPolicies::kMaxRetentionDays);
    m_retention->setSpecialValueText(tr("until deleted"));
    m_retention->setSuffix(tr(" days"));
    m_retention->setToolTip(tr("Recordings whose session ended longer ago are deleted (each deletion is "
                               "recorded in the audit log); 0: kept until someone deletes them."));
    auto *recordings = new QGroupBox(tr("Terminal recordings"), this);
    auto *recordingsForm = new QFormLayout(recordings);
    recordingsForm->addRow(QString(), m_recordInput);
    recordingsForm->addRow(QString(), m_inputWarning);
    recordingsForm->addRow(tr("Keep recor&dings:"), m_retention);
    connect(m_recordInput, &QCheckBox::toggled, this, [this](bool on) {
        m_inputWarning->setText(
            on ? tr("Warning: recorded input captures everything typed into the shell, including passwords "
                    "typed at sudo, su or login prompts (they are not shown on screen, but they are in the "
                    "recording). Anyone who may read or export this cluster's recordings can read them.")
               : tr("Input is not recorded. Turning it on captures everything typed into the shell, "
                    "including passwords typed at sudo, su or login prompts."));
    });
    setRecordingPolicy({});

    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setAccessibleName(tr("Problem"));
    m_error->setVisible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ClusterDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ClusterDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(placement);
    layout->addWidget(recordings);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    restoreDialogGeometry(this, QStringLiteral("cluster"), QSize(640, 860));
}

void ClusterDialog::setRecordingPolicy(const terminal::RecordingPolicy &policy)
{
    m_recordInput->setChecked(!policy.recordInput); // the text follows the toggle, even to the same state
    m_recordInput->setChecked(policy.recordInput);
    m_retention->setValue(policy.retentionDays);
}

void ClusterDialog::setJobBackend(const QString &name)
{
    m_jobBackend->setCurrentText(name);
}

QString ClusterDialog::jobBackend() const
{
    return m_jobBackend->currentText();
}

terminal::RecordingPolicy ClusterDialog::recordingPolicy() const
{
    terminal::RecordingPolicy p;
    p.recordInput = m_recordInput->isChecked();
    p.retentionDays = m_retention->value();
    return p;
}

Status ClusterDialog::saveRecordingPolicy(const QString &cluster, Database &db, ledger::AuditLog *log,
                                          const QString &actor) const
{
    terminal::RecordingPolicies policies(db);
    const auto current = policies.policy(cluster);
    if (current.ok() && current.value() == recordingPolicy())
        return Ok{};
    if (!log)
        return Status::failure(tr("The recording policy of %1 was not saved: the ledger, where its change is "
                                  "recorded, is not open.")
                                   .arg(cluster));
    return policies.set(cluster, recordingPolicy(), *log, actor);
}

void ClusterDialog::addKeyFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Private Key File"),
                                                      QDir::home().filePath(QStringLiteral(".ssh")));
    if (path.isEmpty())
        return;
    QString text = m_keys->toPlainText().trimmed();
    m_keys->setPlainText(text.isEmpty() ? path : text + QLatin1Char('\n') + path);
}

bool ClusterDialog::collect(QString *error)
{
    // What was typed, made into the record as every front end makes it (services::ClusterDrafts): key files
    // checked, jump hosts resolved through ~/.ssh/config, a bare name no Host block renames refused.
    services::ClusterDraft draft;
    draft.name = m_name->text();
    draft.provider = m_provider->text();
    draft.region = m_region->text();
    draft.hostKeyPolicy = ssh::HostKeyPolicy(m_policy->currentData().toInt());
    draft.allowLegacyKex = m_legacyKex->isChecked();
    QStringList keys;
    for (const QString &line : m_keys->toPlainText().split(QLatin1Char('\n'))) {
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        keys << (hash >= 0 ? line.left(hash) : line).trimmed();
    }
    draft.identityFiles = keys;
    draft.jumps = m_jumps->toPlainText();
    draft.jumpsWhat = tr("Jump hosts");
    draft.nodes = m_nodeText->toPlainText();
    draft.nodesWhat = tr("Nodes");
    ClusterPlacement placement;
    if (!collectPlacement(&placement, error))
        return false;
    draft.placement = placement;
    const std::optional<ssh::SshConfig> config = services::ClusterDrafts::loadConfig({});
    const auto defined = services::ClusterDrafts(config ? &*config : nullptr, {}).resolve(draft, m_cluster);
    if (!defined.ok()) {
        *error = defined.error();
        return false;
    }
    m_cluster = defined->cluster;
    m_nodes = defined->nodes;
    return true;
}

bool ClusterDialog::collectPlacement(ClusterPlacement *placement, QString *error)
{
    ClusterPlacement p;
    p.interconnectFeature = m_feature->text().trimmed();
    p.topologySwitches = m_switches->isChecked();
    const QString wait = m_switchesWait->text().trimmed();
    if (!wait.isEmpty()) {
        const Result<int> minutes = ClusterPlacement::parseWait(wait);
        if (!minutes.ok()) {
            *error = tr("Switch wait: %1").arg(minutes.error());
            m_switchesWait->setFocus();
            return false;
        }
        p.switchesWaitMinutes = minutes.value();
    }
    p.objectStoreRoot = m_storeRoot->text().trimmed();
    p.objectStoreRemote = m_storeRemote->text().trimmed();
    p.defaultBucket = m_bucket->text().trimmed();
    p.stagingRoot = m_stagingRoot->text().trimmed();
    p.registries.clear();
    for (const QString &r : m_registries->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto checked = ClusterPlacement::checkRegistry(r);
        if (!checked) {
            *error = tr("Placement and storage: %1").arg(checked.error());
            m_registries->setFocus();
            return false;
        }
        p.registries << checked.value();
    }
    if (const Status st = p.validate(); !st) {
        *error = tr("Placement and storage: %1").arg(st.error());
        return false;
    }
    *placement = p;
    return true;
}

void ClusterDialog::accept()
{
    QString error;
    if (!collect(&error)) {
        m_error->setText(error);
        m_error->setVisible(true);
        return;
    }
    QDialog::accept();
}

void ClusterDialog::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("cluster"));
    QDialog::done(result);
}

} // namespace cg::ui
