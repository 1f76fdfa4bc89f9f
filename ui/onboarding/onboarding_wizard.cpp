// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/onboarding_wizard.h"

#include "agent/agent_locator.h"
#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "inventory/node_list.h"
#include "services/cluster_draft.h"
#include "services/cluster_fleet.h"
#include "services/connectivity_check.h"
#include "services/console.h"
#include "services/scheduler_nodes.h"
#include "services/task_list.h"
#include "ssh/cluster_dialog.h"
#include "ssh/host_key_review_dialog.h"
#include "ssh/ssh_config.h"
#include "ssh/ssh_service.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTcpSocket>
#include <QTimer>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

const QString kDraftKey = QStringLiteral("onboarding/draft");

// The fields a draft keeps, by wizard field name. Never a secret: passphrases are asked when needed.
const char *const kDraftFields[] = {
    "name",       "provider",      "region",        "gpuModel",         "gpusPerNode",  "interconnect",
    "memoryTBps", "intraNodeGBps", "interNodeGbps", "interBusGBps",     "periodMonths", "prepaymentPct",
    "premiumPct", "allocationPct", "noticeDays",    "auditCooperation", "deletionDays", "jumps",
    "nodes",      "user",          "identityFiles"};

QLabel *wrapLabel(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QDoubleSpinBox *figure(double max, int decimals, const QString &suffix, QWidget *parent)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setRange(0, max);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setSpecialValueText(OnboardingWizard::tr("not promised"));
    return s;
}

QSpinBox *count(int max, const QString &suffix, QWidget *parent)
{
    auto *s = new QSpinBox(parent);
    s->setRange(0, max);
    s->setSuffix(suffix);
    s->setSpecialValueText(OnboardingWizard::tr("not set"));
    return s;
}

} // namespace

// ---- Cluster and contract ----------------------------------------------------------------------------

class ClusterInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit ClusterInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Cluster and Contract"));
        setSubTitle(
            tr("What the cluster is, where it is, and what the provider promised: the promises become "
               "the baselines validation checks against."));
        auto *name = new QLineEdit(this);
        name->setPlaceholderText(tr("e.g. h200-singapore"));
        auto *provider = new QLineEdit(this);
        auto *region = new QLineEdit(this);
        region->setPlaceholderText(tr("country or region code, e.g. SG"));
        region->setToolTip(tr("The destination the data ledger checks export approvals against"));
        auto *gpu = new QComboBox(this);
        gpu->setEditable(true);
        gpu->addItems({QString(), QStringLiteral("H100 SXM"), QStringLiteral("H100 PCIe"),
                       QStringLiteral("H200"), QStringLiteral("H20"), QStringLiteral("A100 80GB SXM"),
                       QStringLiteral("L40S"), QStringLiteral("B200")});
        auto *gpus = count(64, QString(), this);
        auto *interconnect = new QLineEdit(this);
        interconnect->setPlaceholderText(tr("e.g. NVLink 4 + InfiniBand NDR 400G"));
        auto *memory = figure(100, 2, tr(" TB/s"), this);
        auto *intra = figure(10000, 0, tr(" GB/s"), this);
        auto *inter = figure(100000, 0, tr(" Gbit/s"), this);
        auto *interBus = figure(10000, 0, tr(" GB/s"), this);
        auto *period = count(240, tr(" months"), this);
        auto *prepay = figure(100, 0, tr(" %"), this);
        auto *premium = figure(100, 0, tr(" %"), this);
        auto *allocation = figure(100, 0, tr(" %"), this);
        auto *notice = count(3650, tr(" days"), this);
        auto *audit = new QCheckBox(tr("The provider cooperates with audits"), this);
        auto *deletion = count(3650, tr(" days"), this);

        registerField(QStringLiteral("name*"), name);
        registerField(QStringLiteral("provider"), provider);
        registerField(QStringLiteral("region"), region);
        registerField(QStringLiteral("gpuModel"), gpu, "currentText", SIGNAL(currentTextChanged(QString)));
        registerField(QStringLiteral("gpusPerNode"), gpus);
        registerField(QStringLiteral("interconnect"), interconnect);
        registerField(QStringLiteral("memoryTBps"), memory, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("intraNodeGBps"), intra, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("interNodeGbps"), inter, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("interBusGBps"), interBus, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("periodMonths"), period);
        registerField(QStringLiteral("prepaymentPct"), prepay, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("premiumPct"), premium, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("allocationPct"), allocation, "value", SIGNAL(valueChanged(double)));
        registerField(QStringLiteral("noticeDays"), notice);
        registerField(QStringLiteral("auditCooperation"), audit);
        registerField(QStringLiteral("deletionDays"), deletion);

        auto *who = new QFormLayout;
        who->addRow(tr("&Name:"), name);
        who->addRow(tr("&Provider:"), provider);
        who->addRow(tr("Country / &region:"), region);
        auto *hardware = new QFormLayout;
        hardware->addRow(tr("&GPU model:"), gpu);
        hardware->addRow(tr("GPUs per &node:"), gpus);
        hardware->addRow(tr("&Interconnect:"), interconnect);
        hardware->addRow(tr("GPU &memory bandwidth:"), memory);
        hardware->addRow(tr("All-reduce bus bandwidth in a node:"), intra);
        hardware->addRow(tr("Network per node:"), inter);
        hardware->addRow(tr("All-reduce bus bandwidth across nodes:"), interBus);
        auto *terms = new QFormLayout;
        terms->addRow(tr("Contract &period:"), period);
        terms->addRow(tr("Prepayment:"), prepay);
        terms->addRow(tr("Premium over list price:"), premium);
        terms->addRow(tr("Guaranteed allocation:"), allocation);
        terms->addRow(tr("Termination notice:"), notice);
        terms->addRow(QString(), audit);
        terms->addRow(tr("Data deleted within:"), deletion);
        auto *columns = new QHBoxLayout;
        auto *left = new QVBoxLayout;
        left->addLayout(who);
        left->addSpacing(8);
        left->addWidget(wrapLabel(tr("<b>Promised per node</b>"), this));
        left->addLayout(hardware);
        auto *right = new QVBoxLayout;
        right->addWidget(wrapLabel(tr("<b>Contract terms</b>"), this));
        right->addLayout(terms);
        right->addStretch(1);
        columns->addLayout(left, 1);
        columns->addLayout(right, 1);
        auto *layout = new QVBoxLayout(this);
        layout->addLayout(columns);
    }

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override
    {
        const QString name = field(QStringLiteral("name")).toString().trimmed();
        const auto all = m_wizard->console()->inventory().clusters();
        if (all.ok()) {
            for (const ClusterRecord &c : all.value()) {
                if (c.name == name && c.id != m_wizard->clusterId()) {
                    QMessageBox::warning(this, title(), tr("A cluster named %1 already exists.").arg(name));
                    return false;
                }
            }
        }
        m_wizard->saveDraft();
        return true;
    }

private:
    OnboardingWizard *m_wizard;
};

// ---- Bastion chain -----------------------------------------------------------------------------------

class ChainInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit ChainInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Bastion Chain"));
        setSubTitle(tr("The jump hosts in front of the nodes, in connection order: the first is reached "
                       "directly, each next one through the one before. Leave empty when the nodes are "
                       "reached directly."));
        m_jumps = new QPlainTextEdit(this);
        m_jumps->setPlaceholderText(
            tr("one [user@]host[:port] per line, e.g.\nops@jump.example.net\nbastion-2:2222"));
        m_jumps->setTabChangesFocus(true);
        registerField(QStringLiteral("jumps"), m_jumps, "plainText", SIGNAL(textChanged()));
        m_hosts = new QComboBox(this);
        m_hosts->setMinimumContentsLength(24);
        auto *use = new QPushButton(tr("&Use Its Chain"), this);
        use->setToolTip(tr("The jump hosts in front of the chosen host (its ProxyJump), without the host"));
        connect(use, &QPushButton::clicked, this, [this] { useConfigHost(false); });
        auto *through = new QPushButton(tr("&Jump Through It"), this);
        through->setToolTip(tr("The chosen host as the last jump host, after its own ProxyJump chain"));
        connect(through, &QPushButton::clicked, this, [this] { useConfigHost(true); });
        m_state = wrapLabel(QString(), this);
        connect(m_jumps, &QPlainTextEdit::textChanged, this, &ChainInfoPage::check);
        auto *fromConfig = new QHBoxLayout;
        fromConfig->addWidget(new QLabel(tr("From ~/.ssh/config:"), this));
        fromConfig->addWidget(m_hosts, 1);
        fromConfig->addWidget(use);
        fromConfig->addWidget(through);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_jumps, 1);
        layout->addLayout(fromConfig);
        layout->addWidget(m_state);
    }

    void initializePage() override
    {
        m_hosts->clear();
        m_wizard->reloadSshConfig();
        if (const ssh::SshConfig *config = m_wizard->sshConfig())
            m_hosts->addItems(config->aliases());
        m_hosts->setEnabled(m_hosts->count() > 0);
        check();
    }

    bool isComplete() const override { return m_ok; }

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override
    {
        m_wizard->saveDraft();
        return true;
    }

private:
    void check()
    {
        const auto jumps = m_wizard->resolveJumps(m_jumps->toPlainText());
        m_ok = jumps.ok();
        QStringList hops;
        if (jumps.ok()) {
            for (const ssh::Endpoint &e : jumps.value()) {
                QString where =
                    e.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + e.host + QLatin1Char(']') : e.host;
                if (e.port != 22)
                    where += QLatin1Char(':') + QString::number(e.port);
                if (!e.user.isEmpty())
                    where = e.user + QLatin1Char('@') + where;
                hops << (e.label.isEmpty() ? where : tr("%1 (%2)").arg(e.label, where));
            }
        }
        m_state->setText(!jumps.ok()        ? jumps.error()
                         : jumps->isEmpty() ? tr("No jump host: the nodes are reached directly.")
                                            : tr("%n jump host(s): %1", nullptr, int(jumps->size()))
                                                  .arg(hops.join(QStringLiteral(" → "))));
        emit completeChanged();
    }

    // "Use Its Chain": the jump hosts in front of the chosen host (its ProxyJump chain), not the host
    // itself: pick a node or login node of the cluster. "Jump Through It": that chain and then the host, for
    // a bastion whose alias is in the config.
    void useConfigHost(bool throughIt)
    {
        const ssh::SshConfig *config = m_wizard->sshConfig();
        if (!config)
            return;
        const QString alias = m_hosts->currentText();
        const auto chain = config->resolveWithChain(alias);
        if (!chain.ok()) {
            m_state->setText(chain.error());
            return;
        }
        QList<ssh::SshHost> hops = chain->chain;
        if (throughIt)
            hops << chain->host;
        if (hops.isEmpty()) {
            m_jumps->clear();
            m_state->setText(tr("%1 has no ProxyJump: it is reached directly. To go through %1, use Jump "
                                "Through It.")
                                 .arg(alias));
            return;
        }
        const QStringList aliases = config->aliases();
        QStringList lines;
        for (const ssh::SshHost &h : std::as_const(hops)) {
            // The alias when it alone gives this hop (its name in the cluster), else the resolved address.
            const auto own = config->resolve(h.alias);
            if (aliases.contains(h.alias) && own.ok() && own->hostName == h.hostName && own->port == h.port &&
                own->user == h.user) {
                lines << h.alias;
                continue;
            }
            QString spec = h.hostName.contains(QLatin1Char(':'))
                               ? QLatin1Char('[') + h.hostName + QLatin1Char(']')
                               : h.hostName;
            if (!h.user.isEmpty())
                spec = h.user + QLatin1Char('@') + spec;
            if (h.port != 22)
                spec += QLatin1Char(':') + QString::number(h.port);
            lines << spec;
        }
        m_jumps->setPlainText(lines.join(QLatin1Char('\n')));
    }

    OnboardingWizard *m_wizard;
    QPlainTextEdit *m_jumps;
    QComboBox *m_hosts;
    QLabel *m_state;
    bool m_ok = true;
};

// ---- Nodes -------------------------------------------------------------------------------------------

class NodesInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit NodesInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Nodes"));
        setSubTitle(
            tr("One node per line as \"[name] [user@]host[:port]\"; names and hosts may be hostlist "
               "expressions such as gpu[001-128] or r[1-2]n[01-08], and a[1-3,7]-ib (text after the brackets "
               "is a ClusterGate extension the scheduler itself refuses). Or ask the scheduler on a login "
               "node."));
        m_nodes = new QPlainTextEdit(this);
        m_nodes->setPlaceholderText(tr("gpu[001-016]\nlogin1 ops@10.0.0.5"));
        m_nodes->setTabChangesFocus(true);
        registerField(QStringLiteral("nodes"), m_nodes, "plainText", SIGNAL(textChanged()));
        m_user = new QLineEdit(this);
        m_user->setPlaceholderText(tr("the local user"));
        registerField(QStringLiteral("user"), m_user);
        m_state = wrapLabel(QString(), this);
        m_discover = new QPushButton(tr("&Discover from the Scheduler…"), this);
        m_discover->setToolTip(
            tr("Asks the scheduler on a login node, through the bastion chain, for its nodes and adds them"));
        connect(m_discover, &QPushButton::clicked, this, &NodesInfoPage::discover);
        connect(m_nodes, &QPlainTextEdit::textChanged, this, &NodesInfoPage::check);
        connect(m_user, &QLineEdit::textChanged, this, &NodesInfoPage::check);
        auto *form = new QFormLayout;
        form->addRow(tr("Default &user:"), m_user);
        auto *buttons = new QHBoxLayout;
        buttons->addWidget(m_discover);
        buttons->addStretch(1);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_nodes, 1);
        layout->addLayout(form);
        layout->addLayout(buttons);
        layout->addWidget(m_state);
    }

    void initializePage() override { check(); }
    bool isComplete() const override { return m_count > 0; }

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override
    {
        m_wizard->saveDraft();
        return true;
    }

private:
    void check()
    {
        const auto nodes = OnboardingWizard::parseNodes(m_nodes->toPlainText(), m_user->text().trimmed());
        m_count = nodes.ok() ? int(nodes->size()) : 0;
        if (!nodes.ok())
            m_state->setText(nodes.error());
        else if (nodes->isEmpty())
            m_state->setText(tr("No nodes yet."));
        else
            m_state->setText(tr("%n node(s): %1", nullptr, m_count)
                                 .arg(QFontMetrics(m_state->font())
                                          .elidedText(NodeList::compressedNames(nodes.value()),
                                                      Qt::ElideMiddle, qMax(200, m_state->width() - 80))));
        emit completeChanged();
    }

    void discover()
    {
        bool ok = false;
        const QString login =
            QInputDialog::getText(this, tr("Discover Nodes"),
                                  tr("Login node ([user@]host[:port]), reached through the chain:"),
                                  QLineEdit::Normal, QString(), &ok)
                .trimmed();
        if (!ok || login.isEmpty())
            return;
        const auto jumps = m_wizard->resolveJumps(field(QStringLiteral("jumps")).toString());
        const auto target = ClusterDialog::parseJumps(login);
        if (!jumps.ok() || !target.ok() || target->size() != 1) {
            m_state->setText(jumps.ok() ? (target.ok() ? tr("one login node, please") : target.error())
                                        : jumps.error());
            return;
        }
        ssh::ChainPlan plan;
        plan.jumps = jumps.value();
        plan.target = target->first();
        const QStringList keys =
            field(QStringLiteral("identityFiles")).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QString user = m_user->text().trimmed();
        for (ssh::Endpoint *e : [&] {
                 QList<ssh::Endpoint *> all;
                 for (ssh::Endpoint &j : plan.jumps)
                     all << &j;
                 all << &plan.target;
                 return all;
             }()) {
            QStringList ids = keys;
            for (const QString &f : std::as_const(e->identityFiles)) {
                if (!ids.contains(f))
                    ids << f;
            }
            e->identityFiles = ids;
            if (e->user.isEmpty())
                e->user = user;
        }
        ssh::SessionOptions base;
        base.knownHostsFile = m_wizard->options().knownHostsFile;
        base.useAgent = m_wizard->options().useAgent;
        m_discover->setEnabled(false);
        m_state->setText(tr("Asking the scheduler on %1…").arg(login));
        auto *ask = new services::SchedulerNodes(m_wizard->console()->hub(), this);
        connect(ask, &services::SchedulerNodes::listed, this,
                [this, ask](const QList<jobs::NodeStatus> &nodes, const QString &error) {
                    ask->deleteLater();
                    m_discover->setEnabled(true);
                    if (!error.isEmpty()) {
                        m_state->setText(error);
                        return;
                    }
                    QStringList names;
                    for (const jobs::NodeStatus &n : nodes)
                        names << n.name;
                    QString text = m_nodes->toPlainText().trimmed();
                    if (!text.isEmpty())
                        text += QLatin1Char('\n');
                    m_nodes->setPlainText(text + names.join(QLatin1Char('\n')));
                });
        ask->ask(plan, base);
    }

    OnboardingWizard *m_wizard;
    QPlainTextEdit *m_nodes;
    QLineEdit *m_user;
    QLabel *m_state;
    QPushButton *m_discover;
    int m_count = 0;
};

// ---- Credentials -------------------------------------------------------------------------------------

class CredentialsInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit CredentialsInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Credentials"));
        setSubTitle(
            tr("The key files tried on every hop and node (ssh-agent keys are tried first when an agent "
               "runs). Passphrases, passwords and one-time codes are asked when needed and can be kept "
               "in the system keychain; nothing secret is written anywhere else."));
        m_keys = new QPlainTextEdit(this);
        m_keys->setPlaceholderText(tr("one private key file per line, e.g. ~/.ssh/id_ed25519"));
        m_keys->setTabChangesFocus(true);
        registerField(QStringLiteral("identityFiles"), m_keys, "plainText", SIGNAL(textChanged()));
        auto *add = new QPushButton(tr("&Add Key File…"), this);
        connect(add, &QPushButton::clicked, this, [this] {
            const QString file = QFileDialog::getOpenFileName(this, tr("Private Key"),
                                                              QDir::home().filePath(QStringLiteral(".ssh")));
            if (!file.isEmpty())
                m_keys->appendPlainText(file);
        });
        m_keychain = wrapLabel(QString(), this);
        m_state = wrapLabel(QString(), this);
        auto *buttons = new QHBoxLayout;
        buttons->addWidget(add);
        buttons->addStretch(1);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_keys, 1);
        layout->addLayout(buttons);
        layout->addWidget(m_keychain);
        layout->addWidget(m_state);
    }

    void initializePage() override
    {
        services::Console *c = m_wizard->console();
        m_keychain->setText(
            c->keychainAvailable()
                ? tr("Keychain: available.")
                : tr("Keychain: not available (%1); secrets are asked every time.")
                      .arg(c->keychainProblem().isEmpty() ? tr("not checked yet") : c->keychainProblem()));
    }

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override
    {
        for (const QString &line : m_keys->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            QString path = line.trimmed();
            if (path.startsWith(QLatin1String("~/")))
                path = QDir::home().filePath(path.mid(2));
            if (!QFileInfo(path).isReadable()) {
                m_state->setText(tr("Cannot read the key file %1.").arg(line.trimmed()));
                return false;
            }
        }
        // From here on the cluster exists in the inventory: host keys and deployment work on it.
        const Status saved = m_wizard->saveCluster();
        m_state->setText(saved.ok() ? QString() : saved.error());
        m_wizard->saveDraft();
        return saved.ok();
    }

private:
    OnboardingWizard *m_wizard;
    QPlainTextEdit *m_keys;
    QLabel *m_keychain;
    QLabel *m_state;
};

// ---- Host keys ---------------------------------------------------------------------------------------

class HostKeysInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit HostKeysInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Host Keys"));
        setSubTitle(
            tr("Every host key the bastions and nodes offer, in one table. Compare the fingerprints with the "
               "list the provider sent (Export CSV), tick the ones that match and accept them. A changed "
               "key is never accepted here: that node stops with the warning, the others go on."));
        m_check =
            new services::ConnectivityCheck(&wizard->console()->ssh(), &wizard->console()->inventory(), this);
        m_table = new QTableView(this);
        m_table->verticalHeader()->hide();
        m_table->horizontalHeader()->setStretchLastSection(true);
        m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_table->setAccessibleName(tr("Host keys to review"));
        m_progress = new QProgressBar(this);
        m_state = wrapLabel(QString(), this);
        m_selectNew = new QPushButton(tr("Select All &New"), this);
        m_accept = new QPushButton(tr("&Accept Selected"), this);
        m_export = new QPushButton(tr("E&xport CSV…"), this);
        m_rescan = new QPushButton(tr("&Scan Again"), this);
        m_tasks = wizard->options().tasks;
        m_cancelScan = new QPushButton(tr("&Cancel Scan"), this);
        m_cancelScan->setObjectName(QStringLiteral("CancelScan"));
        connect(m_cancelScan, &QPushButton::clicked, this, [this] { m_check->cancel(); });
        connect(m_selectNew, &QPushButton::clicked, this, [this] {
            if (m_model)
                m_model->checkAllNew();
        });
        connect(m_accept, &QPushButton::clicked, this, &HostKeysInfoPage::acceptSelected);
        connect(m_export, &QPushButton::clicked, this, [this] {
            const QString path = QFileDialog::getSaveFileName(
                this, tr("Export Host Keys"), QStringLiteral("host-keys.csv"), tr("CSV files (*.csv)"));
            if (path.isEmpty() || !m_model)
                return;
            HostKeyReviewDialog dialog(m_rows);
            QString error;
            if (!dialog.exportCsv(path, &error))
                QMessageBox::warning(this, tr("Export Host Keys"), error);
        });
        connect(m_rescan, &QPushButton::clicked, this, &HostKeysInfoPage::scan);
        connect(m_check, &services::ConnectivityCheck::progress, this, [this](int done, int total) {
            m_progress->setRange(0, total);
            m_progress->setValue(done);
            if (m_task && m_tasks)
                m_tasks->setProgress(m_task, done, total);
        });
        // The table fills as hops answer: a bastion's key first, the nodes' keys behind it as soon as it
        // is accepted (accepting during the scan checks those nodes again at once).
        connect(m_check, &services::ConnectivityCheck::hostKeyOffered, this, [this](const HostKeyRow &) {
            m_rows = withAccepted(m_check->refusedSoFar());
            showRows();
        });
        connect(m_check, &services::ConnectivityCheck::hostKeysToReview, this,
                [this](const QList<HostKeyRow> &rows) {
                    m_rows = withAccepted(rows);
                    showRows();
                });
        connect(m_check, &services::ConnectivityCheck::nodeChecked, this,
                [this](qint64, const QString &node, bool ok, const QString &text) {
                    // Only a node's latest word counts: a retry replaces the one before.
                    if (ok)
                        m_failures.remove(node);
                    else
                        m_failures[node] = text;
                });
        connect(m_check, &services::ConnectivityCheck::finished, this, [this](int ok, int failed) {
            m_scanning = false;
            m_reachable = ok;
            if (m_task && m_tasks)
                m_tasks->finish(m_task, ok > 0, tr("%1 of %2 node(s) reached").arg(ok).arg(ok + failed));
            m_task = 0;
            if (m_rows.isEmpty()) {
                m_rows = m_accepted;
                showRows();
            }
            m_state->setText(
                failureText() +
                tr("%1 of %2 node(s) reached with verified host keys; %3 not.")
                    .arg(ok)
                    .arg(ok + failed)
                    .arg(failed) +
                (m_model && m_model->newCount() > 0
                     ? QLatin1Char(' ') + tr("%n new key(s) to review.", nullptr, m_model->newCount())
                     : QString()) +
                (m_model && m_model->blockedCount() > 0
                     ? QLatin1Char(' ') +
                           tr("%n changed key(s): those hosts are stopped.", nullptr, m_model->blockedCount())
                     : QString()));
            updateButtons();
            emit completeChanged();
        });
        auto *buttons = new QHBoxLayout;
        buttons->addWidget(m_selectNew);
        buttons->addWidget(m_accept);
        buttons->addWidget(m_export);
        buttons->addStretch(1);
        buttons->addWidget(m_rescan);
        buttons->addWidget(m_cancelScan);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_table, 1);
        layout->addWidget(m_progress);
        layout->addWidget(m_state);
        layout->addLayout(buttons);
    }

    void initializePage() override { scan(); }
    ~HostKeysInfoPage() override
    {
        if (m_task && m_tasks)
            m_tasks->finish(m_task, false, tr("The onboarding was closed."));
    }

    void cleanupPage() override { m_check->cancel(); }
    bool isComplete() const override { return !m_scanning && m_reachable > 0; }

    HostKeyReviewModel *model() const { return m_model; }
    bool scanning() const { return m_scanning; }
    int reachable() const { return m_reachable; }

    void scan()
    {
        if (m_scanning)
            return;
        // The keys accepted so far stay listed (as known), so that the reviewed list can still be exported.
        m_rows = m_accepted;
        showRows();
        m_failures.clear();
        m_reachable = 0;
        QString error;
        m_scanning = m_check->start(m_wizard->clusterId(), m_wizard->options().knownHostsFile, &error);
        m_state->setText(m_scanning ? tr("Reaching every node through the chain…") : error);
        if (m_scanning && m_tasks)
            m_task = m_tasks->start(
                services::TaskKind::Scan,
                tr("Scan host keys of %1").arg(field(QStringLiteral("name")).toString().trimmed()),
                [check = QPointer<services::ConnectivityCheck>(m_check)] {
                    if (check)
                        check->cancel();
                });
        updateButtons();
        emit completeChanged();
    }

    // Records the ticked new keys in known_hosts and scans again (keys of the bastions open the way to
    // the nodes behind them).
    int acceptSelected()
    {
        if (!m_model)
            return 0;
        int recorded = 0;
        const QString file = m_wizard->options().knownHostsFile;
        const QString cluster = field(QStringLiteral("name")).toString().trimmed();
        for (const HostKeyRow &r : m_model->checkedRows()) {
            // The known_hosts line and its audit row, together.
            if (auto st = m_wizard->console()->inventory().recordHostKey(
                    cluster, r.address, r.port, r.offered, {},
                    [&] { return ssh::KnownHosts::append(file, r.address, r.port, r.offered); });
                !st) {
                m_state->setText(st.error());
                return recorded;
            }
            HostKeyRow accepted = r;
            accepted.match = ssh::KnownHosts::Match::Known;
            accepted.recorded = {r.offered};
            m_accepted = withoutHost(m_accepted, r.address, r.port);
            m_accepted << accepted;
            ++recorded;
            if (m_scanning)
                m_check->retryBehind(r.address, r.port);
        }
        if (recorded == 0)
            return 0;
        if (m_scanning) {
            // The scan goes on: the nodes stopped at the accepted hosts are on their way again.
            m_rows = withAccepted(m_check->refusedSoFar());
            showRows();
        } else {
            scan();
        }
        return recorded;
    }

private:
    static QList<HostKeyRow> withoutHost(const QList<HostKeyRow> &rows, const QString &address, quint16 port)
    {
        QList<HostKeyRow> out;
        for (const HostKeyRow &r : rows) {
            if (r.address != address || r.port != port)
                out << r;
        }
        return out;
    }

    // The rows a scan offers for review, then the keys accepted earlier that it no longer lists.
    QList<HostKeyRow> withAccepted(const QList<HostKeyRow> &rows) const
    {
        QList<HostKeyRow> out = rows;
        for (const HostKeyRow &a : m_accepted) {
            if (withoutHost(rows, a.address, a.port).size() == rows.size())
                out << a;
        }
        return out;
    }

    // Why nodes were not reached, one line per reason (a dead bastion is one line, not one per node),
    // each node under its latest reason only.
    QString failureText() const
    {
        QMap<QString, QStringList> byReason;
        for (auto it = m_failures.cbegin(); it != m_failures.cend(); ++it)
            byReason[it.value()] << it.key();
        QStringList lines;
        for (auto it = byReason.cbegin(); it != byReason.cend(); ++it) {
            QStringList nodes = it.value();
            const int more = int(nodes.size()) - 3;
            if (more > 0) {
                nodes.erase(nodes.begin() + 3, nodes.end());
                nodes << tr("%n more", nullptr, more);
            }
            lines << tr("Not reached: %1: %2").arg(nodes.join(QStringLiteral(", ")), it.key());
        }
        return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }

    void showRows()
    {
        auto *old = m_model;
        m_model = new HostKeyReviewModel(m_rows, this);
        // Ticks survive the table filling up while the scan goes on.
        if (old) {
            for (const HostKeyRow &c : old->checkedRows()) {
                for (int r = 0; r < m_model->rowCount(); ++r) {
                    const HostKeyRow &n = m_model->row(r);
                    if (n.address == c.address && n.port == c.port && n.offered == c.offered)
                        m_model->setChecked(r, true);
                }
            }
        }
        connect(m_model, &HostKeyReviewModel::checkedChanged, this, [this] { updateButtons(); });
        m_table->setModel(m_model);
        m_table->resizeColumnsToContents();
        delete old;
        updateButtons();
    }

    void updateButtons()
    {
        const bool rows = m_model && m_model->rowCount() > 0;
        m_selectNew->setEnabled(rows && m_model->newCount() > 0);
        m_accept->setEnabled(rows && m_model->checkedCount() > 0);
        m_export->setEnabled(rows);
        m_rescan->setEnabled(!m_scanning);
        m_cancelScan->setEnabled(m_scanning);
    }

    OnboardingWizard *m_wizard;
    services::ConnectivityCheck *m_check;
    QTableView *m_table;
    QProgressBar *m_progress;
    QLabel *m_state;
    QPushButton *m_selectNew;
    QPushButton *m_accept;
    QPushButton *m_export;
    QPushButton *m_rescan;
    QPushButton *m_cancelScan;
    QPointer<services::TaskList> m_tasks;
    quint64 m_task = 0;
    HostKeyReviewModel *m_model = nullptr;
    QList<HostKeyRow> m_rows;
    QList<HostKeyRow> m_accepted;      // recorded in known_hosts on this page
    QMap<QString, QString> m_failures; // node -> its latest reason
    bool m_scanning = false;
    int m_reachable = 0;
};

// ---- Agent deployment --------------------------------------------------------------------------------

class DeployInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit DeployInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Agent Deployment"));
        setSubTitle(tr(
            "The bundled agent goes to every node into a per-user directory (no root), only where the "
            "node's copy differs, is verified, and starts streaming telemetry over the bastion connection."));
        m_table = new QTableWidget(0, 4, this);
        m_table->setHorizontalHeaderLabels({tr("Node"), tr("State"), tr("Details"), QString()});
        m_table->verticalHeader()->hide();
        m_table->horizontalHeader()->setStretchLastSection(true);
        m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_table->setAccessibleName(tr("Deployment per node"));
        m_progress = new QProgressBar(this);
        m_state = wrapLabel(QString(), this);
        m_retryAll = new QPushButton(tr("&Retry All"), this);
        m_retryAll->setObjectName(QStringLiteral("RetryAll"));
        m_retryAll->setToolTip(tr("Deploy again on every node that stopped, was refused or was not reached"));
        m_retryAll->setEnabled(false);
        connect(m_retryAll, &QPushButton::clicked, this, [this] { retry({}); });
        auto *row = new QHBoxLayout;
        row->addWidget(m_state, 1);
        row->addWidget(m_retryAll);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_table, 1);
        layout->addWidget(m_progress);
        layout->addLayout(row);
    }

    // Deploys again on `nodes` (empty: every node that is not streaming).
    void retry(const QStringList &nodes)
    {
        if (!m_fleet)
            return;
        if (const Status st = m_fleet->start(m_wizard->console()->inventory(), fleetOptions(), nodes); !st)
            m_state->setText(st.error());
    }

    void initializePage() override
    {
        QString error;
        m_fleet = m_wizard->console()->startFleet(m_wizard->clusterId(), fleetOptions(), &error);
        if (!m_fleet) {
            m_state->setText(error);
            return;
        }
        connect(m_fleet, &services::ClusterFleet::nodeChanged, this, &DeployInfoPage::update,
                Qt::UniqueConnection);
        update();
    }

    bool isComplete() const override
    {
        return m_fleet && m_fleet->settledCount() == int(m_fleet->nodes().size()) &&
               m_fleet->streamingCount() > 0;
    }

private:
    FleetOptions fleetOptions() const
    {
        FleetOptions o;
        o.base.knownHostsFile = m_wizard->options().knownHostsFile;
        o.base.useAgent = m_wizard->options().useAgent;
        o.base.timeoutMs = 60000;
        o.localAgent =
            m_wizard->options().localAgent.isEmpty() ? locateAgent().path : m_wizard->options().localAgent;
        o.intervalMs = m_wizard->options().fleetIntervalMs;
        return o;
    }

    void update()
    {
        const QStringList nodes = m_fleet->nodes();
        m_table->setRowCount(int(nodes.size()));
        for (int i = 0; i < nodes.size(); ++i) {
            const services::ClusterFleet::NodeStatus s = m_fleet->status(nodes.at(i));
            QString details = s.reason;
            if (details.isEmpty() && !s.agentVersion.isEmpty())
                details = (s.pushed ? tr("pushed, %1") : tr("already there, %1")).arg(s.agentVersion);
            const QStringList cells{nodes.at(i), FleetSession::stateName(s.state), details};
            for (int c = 0; c < 3; ++c) {
                auto *item = m_table->item(i, c);
                if (!item) {
                    item = new QTableWidgetItem;
                    m_table->setItem(i, c, item);
                }
                item->setText(cells.at(c));
                const bool bad = s.state == FleetNodeState::HostKeyChanged ||
                                 s.state == FleetNodeState::Refused || s.state == FleetNodeState::Unreachable;
                item->setForeground(bad ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::Text));
            }
            auto *retryNode = qobject_cast<QPushButton *>(m_table->cellWidget(i, 3));
            if (!retryNode) {
                retryNode = new QPushButton(tr("Retry"), m_table);
                retryNode->setObjectName(QStringLiteral("Retry:") + nodes.at(i));
                connect(retryNode, &QPushButton::clicked, this,
                        [this, node = nodes.at(i)] { retry({node}); });
                m_table->setCellWidget(i, 3, retryNode);
            }
            retryNode->setEnabled(services::ClusterFleet::isSettled(s.state) &&
                                  s.state != FleetNodeState::Streaming &&
                                  s.state != FleetNodeState::HostKeyChanged);
        }
        bool anyToRetry = false;
        for (const QString &n : nodes) {
            const FleetNodeState st = m_fleet->status(n).state;
            anyToRetry =
                anyToRetry || (services::ClusterFleet::isSettled(st) && st != FleetNodeState::Streaming &&
                               st != FleetNodeState::HostKeyChanged);
        }
        m_retryAll->setEnabled(anyToRetry);
        m_progress->setRange(0, int(nodes.size()));
        m_progress->setValue(m_fleet->settledCount());
        m_state->setText(tr("%1 of %2 node(s) streaming.").arg(m_fleet->streamingCount()).arg(nodes.size()));
        emit completeChanged();
    }

    OnboardingWizard *m_wizard;
    QTableWidget *m_table;
    QProgressBar *m_progress;
    QLabel *m_state;
    QPushButton *m_retryAll;
    services::ClusterFleet *m_fleet = nullptr;
};

// ---- L0 connectivity checks --------------------------------------------------------------------------

class ChecksInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit ChecksInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("L0 Connectivity"));
        setSubTitle(
            tr("Every node reached through the chain with a verified host key and an authenticated login, "
               "and NOT reachable directly from this machine: the management plane must not be exposed."));
        m_table = new QTableWidget(0, 4, this);
        m_table->setHorizontalHeaderLabels(
            {tr("Node"), tr("Through the chain"), tr("Host key"), tr("Not reachable directly")});
        m_table->verticalHeader()->hide();
        // Long reasons must not squeeze a heading: headings wrap, and no column is narrower than its heading.
        m_table->horizontalHeader()->setDefaultAlignment(
            Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | int(Qt::TextWordWrap)));
        m_table->setWordWrap(true);
        m_table->horizontalHeader()->setStretchLastSection(true);
        m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_table->setAccessibleName(tr("L0 checks per node"));
        m_state = wrapLabel(QString(), this);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_table, 1);
        layout->addWidget(m_state);
    }

    void initializePage() override
    {
        qDeleteAll(m_probes);
        m_probes.clear();
        m_direct.clear();
        const auto nodes = m_wizard->console()->inventory().nodes(m_wizard->clusterId());
        const auto cluster = m_wizard->console()->inventory().cluster(m_wizard->clusterId());
        m_nodes = nodes.ok() ? nodes.value() : QList<NodeRecord>{};
        m_direct.fill(-1, m_nodes.size()); // -1 probing, 1 pass (not reachable), 0 fail (reachable)
        for (int i = 0; i < m_nodes.size(); ++i) {
            // With no jump host the node is meant to be reached directly: nothing to prove.
            if (cluster.ok() && cluster->jumps.isEmpty()) {
                m_direct[i] = 2;
                continue;
            }
            auto *socket = new QTcpSocket(this);
            m_probes << socket;
            const auto settle = [this, i, socket](int verdict) {
                if (m_direct.value(i) != -1)
                    return;
                m_direct[i] = verdict;
                socket->abort();
                update();
            };
            connect(socket, &QTcpSocket::connected, this, [settle] { settle(0); });
            connect(socket, &QTcpSocket::errorOccurred, this, [settle] { settle(1); });
            QTimer::singleShot(3000, socket, [settle] { settle(1); });
            socket->connectToHost(m_nodes.at(i).endpoint.host, m_nodes.at(i).endpoint.port);
        }
        update();
    }

    bool isComplete() const override { return !m_direct.contains(-1); }

    int passed() const { return m_passed; }
    int failed() const { return int(m_nodes.size()) - m_passed; }

private:
    void update()
    {
        services::ClusterFleet *fleet = m_wizard->fleet();
        m_table->setRowCount(int(m_nodes.size()));
        m_passed = 0;
        for (int i = 0; i < m_nodes.size(); ++i) {
            const QString &name = m_nodes.at(i).name;
            const services::ClusterFleet::NodeStatus s =
                fleet ? fleet->status(name) : services::ClusterFleet::NodeStatus{};
            const bool reached = s.state == FleetNodeState::Streaming;
            // The host key is known to be right only once the node answered with it: a login (streaming,
            // deploying, restarting) or a refusal after the key exchange (authentication).
            const bool keyRefused = s.state == FleetNodeState::HostKeyChanged ||
                                    (s.state == FleetNodeState::Refused &&
                                     s.reason.contains(QLatin1String("host key"), Qt::CaseInsensitive));
            const bool keyChecked = reached || s.state == FleetNodeState::Deploying ||
                                    s.state == FleetNodeState::Restarting ||
                                    (s.state == FleetNodeState::Refused && !keyRefused);
            const bool keyOk = keyChecked && !keyRefused;
            const QString why = s.reason.isEmpty() ? FleetSession::stateName(s.state) : s.reason;
            const int direct = m_direct.value(i);
            const QStringList cells{
                name,
                reached
                    ? tr("pass")
                    : tr("fail: %1").arg(s.reason.isEmpty() ? FleetSession::stateName(s.state) : s.reason),
                keyRefused   ? tr("fail: %1").arg(why)
                : keyChecked ? tr("pass")
                             : tr("not reached: %1").arg(why),
                direct == -1  ? tr("probing…")
                : direct == 2 ? tr("not applicable (no bastion)")
                : direct == 1 ? tr("pass")
                              : tr("fail: %1:%2 answers from here")
                                    .arg(m_nodes.at(i).endpoint.host)
                                    .arg(m_nodes.at(i).endpoint.port)};
            for (int c = 0; c < 4; ++c) {
                auto *item = m_table->item(i, c);
                if (!item) {
                    item = new QTableWidgetItem;
                    m_table->setItem(i, c, item);
                }
                item->setText(cells.at(c));
                item->setToolTip(cells.at(c));
                const bool bad =
                    cells.at(c).startsWith(tr("fail")) || cells.at(c).startsWith(tr("not reached"));
                item->setForeground(bad ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::Text));
            }
            if (reached && keyOk && direct != 0 && direct != -1)
                ++m_passed;
        }
        m_table->resizeColumnsToContents();
        const QFontMetrics fm(m_table->horizontalHeader()->font());
        for (int c = 0; c < m_table->columnCount(); ++c) {
            const QString heading = m_table->horizontalHeaderItem(c)->text();
            const int least = fm.horizontalAdvance(heading) + 2 * fm.averageCharWidth() + 8;
            if (m_table->columnWidth(c) > 3 * least && c < m_table->columnCount() - 1)
                m_table->setColumnWidth(c, 3 * least); // a long reason is in the tooltip
            if (m_table->columnWidth(c) < least)
                m_table->setColumnWidth(c, least);
        }
        m_table->resizeRowsToContents();
        m_state->setText(tr("L0: %1 of %2 node(s) pass.").arg(m_passed).arg(m_nodes.size()));
        emit completeChanged();
    }

    OnboardingWizard *m_wizard;
    QTableWidget *m_table;
    QLabel *m_state;
    QList<NodeRecord> m_nodes;
    QList<int> m_direct;
    QList<QTcpSocket *> m_probes;
    int m_passed = 0;
};

// ---- Summary -----------------------------------------------------------------------------------------

class SummaryInfoPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit SummaryInfoPage(OnboardingWizard *wizard) : m_wizard(wizard)
    {
        setTitle(tr("Summary"));
        m_text = wrapLabel(QString(), this);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_text);
        layout->addStretch(1);
    }

    void initializePage() override
    {
        services::ClusterFleet *fleet = m_wizard->fleet();
        const int nodes = fleet ? int(fleet->nodes().size()) : 0;
        const int streaming = fleet ? fleet->streamingCount() : 0;
        QStringList lines;
        lines << tr("Cluster <b>%1</b> (%2, %3) is in the inventory.")
                     .arg(field(QStringLiteral("name")).toString().toHtmlEscaped(),
                          field(QStringLiteral("provider")).toString().toHtmlEscaped(),
                          field(QStringLiteral("region")).toString().toHtmlEscaped());
        lines << tr("%1 of %2 node(s) stream telemetry; View > Fleet shows them live.")
                     .arg(streaming)
                     .arg(nodes);
        if (streaming < nodes)
            lines << tr(
                "The others are listed with their reason on the deployment step; they keep being retried.");
        lines << tr(
            "Next: the validation checklists (L1 link … L6 fault drills) against the promises entered on the "
            "first step.");
        m_text->setText(lines.join(QStringLiteral("<br><br>")));
    }

private:
    OnboardingWizard *m_wizard;
    QLabel *m_text;
};

// ---- The wizard --------------------------------------------------------------------------------------

OnboardingWizard::OnboardingWizard(services::Console *console, OnboardingOptions options, QWidget *parent)
    : QWizard(parent), m_console(console), m_options(std::move(options))
{
    setWindowTitle(tr("Onboard Cluster"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    if (m_options.knownHostsFile.isEmpty())
        m_options.knownHostsFile = QDir::home().filePath(QStringLiteral(".ssh/known_hosts"));
    reloadSshConfig();
    setPage(ClusterPage, new ClusterInfoPage(this));
    setPage(ChainPage, new ChainInfoPage(this));
    setPage(NodesPage, new NodesInfoPage(this));
    setPage(CredentialsPage, new CredentialsInfoPage(this));
    setPage(HostKeysPage, new HostKeysInfoPage(this));
    setPage(DeployPage, new DeployInfoPage(this));
    setPage(ChecksPage, new ChecksInfoPage(this));
    setPage(SummaryPage, new SummaryInfoPage(this));
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (!m_loading && id >= 0 && !m_closed)
            saveDraft();
    });
    restoreDialogGeometry(this, QStringLiteral("onboardingWizard"), QSize(980, 640));
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
