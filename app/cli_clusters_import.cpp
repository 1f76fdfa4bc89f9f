// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate clusters import-ssh-config`: File > Import ssh Config without the window.
#include "cli_clusters_common.h"

#include "inventory/inventory.h"
#include "inventory/ssh_config_import.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>

namespace cg::cli {

namespace {

class ClustersImportCli : public ClustersCliCommon
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::ClustersCli)

public:
    static int importSshConfig(const QStringList &args);
};

int ClustersImportCli::importSshConfig(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Imports the hosts of an OpenSSH client config, as File > Import ssh Config does: hosts behind "
           "the same jump chain become the nodes of one cluster named after the chain."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("file"), tr("The config (default: ~/.ssh/config)."),
                            QStringLiteral("[FILE]"));
    p.addOption({QStringLiteral("openssh"),
                 tr("Resolve every host again with ssh -G, which evaluates Match blocks (and runs Match exec "
                    "commands) as ssh would. Opens no connection.")});
    p.addOption({QStringLiteral("host"),
                 tr("Import only this alias (repeatable; default: every importable one)."),
                 QStringLiteral("ALIAS")});
    p.addOption({QStringLiteral("dry-run"), tr("Show what would be imported; save nothing.")});
    addFormat(p);
    if (const int code = parse(p, args); code >= 0)
        return code;
    if (p.positionalArguments().size() > 1)
        return usageError(tr("clusters import-ssh-config takes at most one file"),
                          helpText(p, QStringLiteral("import-ssh-config")));
    int code = exit_code::kDone;
    const auto json = jsonFormat(p, QStringLiteral("import-ssh-config"), &code);
    if (!json)
        return code;
    const QString path = p.positionalArguments().value(0, SshConfigImport::defaultConfigPath());
    auto scanned = SshConfigImport::scan(path);
    if (!scanned.ok())
        return fail(scanned.error(), kFailed);
    SshImportScan &scan = scanned.value();
    if (p.isSet(QStringLiteral("openssh"))) {
        if (!SshConfigImport::openSshAvailable())
            return fail(tr("--openssh needs OpenSSH (the ssh program); install it or leave --openssh out"),
                        kFailed);
        const std::atomic<bool> cancel{false};
        for (SshImportCandidate &c : scan.hosts)
            c = SshConfigImport::resolveWithOpenSsh(c, scan.path, cancel);
    }
    QStringList wanted = p.values(QStringLiteral("host"));
    QList<ssh::ImportedHost> chosen;
    for (const SshImportCandidate &c : std::as_const(scan.hosts)) {
        if (c.importable && (wanted.isEmpty() || wanted.contains(c.alias)))
            chosen << c.imported;
    }
    // The clusters as importHosts files them: jump hosts of the chosen hosts are hops, not nodes.
    const QHash<QString, QString> names = SshConfigImport::clusterNames(chosen);
    chosen.clear();
    QJsonArray hosts;
    for (const SshImportCandidate &c : std::as_const(scan.hosts)) {
        const bool selected = c.importable && (wanted.isEmpty() || wanted.contains(c.alias));
        if (!c.importable && wanted.contains(c.alias))
            return fail(tr("%1 cannot be imported: %2").arg(c.alias, c.reason), kFailed);
        wanted.removeAll(c.alias);
        if (selected)
            chosen << c.imported;
        QJsonObject h{{QStringLiteral("alias"), c.alias},
                      {QStringLiteral("importable"), c.importable},
                      {QStringLiteral("selected"), selected},
                      {QStringLiteral("defined_at"), c.definedAt},
                      {QStringLiteral("resolved_by_openssh"), c.resolvedByOpenSsh}};
        if (c.importable) {
            QJsonArray chain;
            for (const ssh::SshHost &hop : c.imported.chain)
                chain.append(hop.alias);
            h.insert(QStringLiteral("host"), c.imported.host.hostName);
            h.insert(QStringLiteral("port"), int(c.imported.host.port));
            h.insert(QStringLiteral("user"), c.imported.host.user);
            h.insert(QStringLiteral("jump_hosts"), chain);
            if (names.contains(c.alias))
                h.insert(QStringLiteral("cluster"), names.value(c.alias));
            else
                h.insert(QStringLiteral("jump_host"), true);
        } else {
            h.insert(QStringLiteral("reason"), c.reason);
        }
        hosts.append(h);
    }
    if (!wanted.isEmpty())
        return fail(tr("%1 has no Host %2").arg(scan.path, wanted.join(QStringLiteral(", "))), kFailed);
    if (chosen.isEmpty())
        return fail(tr("no host of %1 can be imported (see the reasons with --dry-run)").arg(scan.path),
                    kFailed);

    int imported = 0;
    if (!p.isSet(QStringLiteral("dry-run"))) {
        services::Profile profile;
        if (const auto failed = openDatabase(profile))
            return *failed;
        Inventory inv(profile.database());
        const auto written = inv.importHosts(chosen);
        if (!written.ok())
            return fail(tr("nothing imported from %1: %2").arg(scan.path, written.error()), kFailed);
        imported = written.value();
    }
    QTextStream out(stdout);
    if (*json) {
        QJsonArray issues;
        for (const ssh::SshConfigIssue &i : std::as_const(scan.issues))
            issues.append(QJsonObject{{QStringLiteral("file"), i.file},
                                      {QStringLiteral("line"), i.line},
                                      {QStringLiteral("message"), i.message},
                                      {QStringLiteral("not_imported"), i.notImported}});
        out << QJsonDocument(QJsonObject{{QStringLiteral("file"), scan.path},
                                         {QStringLiteral("dry_run"), p.isSet(QStringLiteral("dry-run"))},
                                         {QStringLiteral("imported"), imported},
                                         {QStringLiteral("has_match_blocks"), scan.hasMatchBlocks},
                                         {QStringLiteral("hosts"), hosts},
                                         {QStringLiteral("issues"), issues}})
                   .toJson(QJsonDocument::Indented);
        return exit_code::kDone;
    }
    for (const QJsonValue &v : std::as_const(hosts)) {
        const QJsonObject h = v.toObject();
        out << h.value(QStringLiteral("alias")).toString() << '\t';
        if (h.value(QStringLiteral("selected")).toBool() && h.value(QStringLiteral("jump_host")).toBool())
            out << tr("jump host of the others, not a node");
        else if (h.value(QStringLiteral("selected")).toBool())
            out << tr("-> %1").arg(h.value(QStringLiteral("cluster")).toString());
        else if (h.value(QStringLiteral("importable")).toBool())
            out << tr("not chosen");
        else
            out << tr("left out: %1").arg(h.value(QStringLiteral("reason")).toString());
        out << '\n';
    }
    for (const ssh::SshConfigIssue &i : std::as_const(scan.issues)) {
        if (!i.notImported)
            out << tr("%1:%2: %3").arg(i.file).arg(i.line).arg(i.message) << '\n';
    }
    if (scan.hasMatchBlocks && !p.isSet(QStringLiteral("openssh")))
        out << tr("note: the config has Match blocks; add --openssh to resolve hosts as ssh would") << '\n';
    if (p.isSet(QStringLiteral("dry-run")))
        out << tr("dry run: %n host(s) would be imported", nullptr, int(chosen.size())) << Qt::endl;
    else
        out << tr("imported %n host(s) from %1", nullptr, imported).arg(scan.path) << Qt::endl;
    return exit_code::kDone;
}

} // namespace

int clustersImportSshConfig(const QStringList &args)
{
    return ClustersImportCli::importSshConfig(args);
}

} // namespace cg::cli
