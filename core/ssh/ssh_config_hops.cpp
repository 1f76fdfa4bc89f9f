// SPDX-License-Identifier: GPL-3.0-or-later
// Hop specs ([user@]host[:port], ssh:// URIs) and resolving an alias through the installed OpenSSH.
#include "ssh/ssh_config.h"
#include "ssh/ssh_config_p.h"

#include "common/logging.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>

namespace cg::ssh {

using namespace config;

Result<HopSpec> parseHopSpec(const QString &spec)
{
    using R = Result<HopSpec>;
    if (spec.isEmpty())
        return R::failure(SshConfig::tr("empty jump host"));
    if (hasSpaceOrControl(spec))
        return R::failure(SshConfig::tr("jump host \"%1\" contains spaces or control characters").arg(spec));

    QString rest = spec;
    const bool uri = rest.startsWith(QStringLiteral("ssh://"));
    if (uri) {
        rest = rest.mid(6);
        const qsizetype slash = rest.indexOf(u'/');
        if (slash >= 0) {
            if (slash != rest.size() - 1)
                return R::failure(SshConfig::tr("jump host \"%1\": an ssh:// URI has no path").arg(spec));
            rest.chop(1);
        }
    }
    HopSpec hop;
    const qsizetype at = rest.lastIndexOf(u'@');
    if (at >= 0) {
        hop.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (hop.user.isEmpty())
            return R::failure(SshConfig::tr("jump host \"%1\" has an empty user name before @").arg(spec));
        if (!std::all_of(hop.user.begin(), hop.user.end(), isUserCharacter))
            return R::failure(SshConfig::tr("jump host \"%1\": bad character in user name").arg(spec));
    }

    QString port;
    bool hasPort = false;
    if (rest.startsWith(u'[')) {
        const qsizetype close = rest.indexOf(u']');
        if (close < 0)
            return R::failure(SshConfig::tr("jump host \"%1\": missing ] after the address").arg(spec));
        hop.host = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(u':'))
                return R::failure(SshConfig::tr("jump host \"%1\": expected :port after ]").arg(spec));
            port = after.mid(1);
            hasPort = true;
        }
        const bool address =
            hop.host.contains(u':') && std::all_of(hop.host.begin(), hop.host.end(), [](QChar c) {
                return isHostNameCharacter(c) || c == u':' || c == u'%';
            });
        if (!hop.host.isEmpty() && !address)
            return R::failure(
                SshConfig::tr("jump host \"%1\": [%2] is not an IPv6 address").arg(spec, hop.host));
    } else {
        const qsizetype colon = rest.indexOf(u':');
        if (colon >= 0) {
            port = rest.mid(colon + 1);
            hasPort = true;
            rest.truncate(colon);
        }
        hop.host = rest;
        for (QChar c : std::as_const(hop.host)) {
            if (!isHostNameCharacter(c))
                return R::failure(
                    SshConfig::tr("jump host \"%1\": bad character '%2' in host name").arg(spec, c));
        }
        if (hop.host.startsWith(u'-'))
            return R::failure(SshConfig::tr("jump host \"%1\": a host name cannot start with '-'").arg(spec));
    }
    if (hop.host.isEmpty())
        return R::failure(SshConfig::tr("jump host \"%1\" has no host name").arg(spec));
    if (hasPort) {
        const auto value = parsePort(port);
        if (!value)
            return R::failure(
                SshConfig::tr("jump host \"%1\": bad port \"%2\" (ports are 1 to 65535)").arg(spec, port));
        hop.port = *value;
    }
    return hop;
}

Result<SshHost> resolveWithOpenSsh(const QString &alias, const QString &configFile)
{
    using R = Result<SshHost>;
    if (alias.isEmpty() || hasSpaceOrControl(alias) || alias.startsWith(u'-'))
        return R::failure(SshConfig::tr("\"%1\" is not a host name").arg(alias));
    const QString ssh = QStandardPaths::findExecutable(QStringLiteral("ssh"));
    if (ssh.isEmpty())
        return R::failure(
            SshConfig::tr("OpenSSH is not installed (no ssh program found in PATH); it is needed "
                          "to resolve hosts from Match blocks"));
    QStringList args{QStringLiteral("-G")};
    if (!configFile.isEmpty())
        args << QStringLiteral("-F") << configFile;
    args << QStringLiteral("--") << alias;

    QProcess process;
    process.setStandardInputFile(QProcess::nullDevice());
    qCDebug(lcSsh) << "running" << ssh << args;
    process.start(ssh, args);
    if (!process.waitForStarted(5000))
        return R::failure(SshConfig::tr("Cannot run %1: %2").arg(ssh, process.errorString()));
    // Only Match exec can make this slow; ssh -G itself opens no connection.
    if (!process.waitForFinished(15000)) {
        process.kill();
        process.waitForFinished(1000);
        return R::failure(SshConfig::tr("ssh -G %1 did not finish within 15 seconds").arg(alias));
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QStringList errors;
        for (const QString &line : QString::fromUtf8(process.readAllStandardError()).split(u'\n')) {
            if (!line.trimmed().isEmpty() && !line.startsWith(QStringLiteral("Pseudo-terminal")))
                errors << line.trimmed();
        }
        return R::failure(
            SshConfig::tr("ssh -G %1 failed: %2").arg(alias, errors.join(QStringLiteral("; "))));
    }

    SshHost host;
    host.alias = alias;
    QStringList rawIdentities;
    QString rawJump;
    QString proxyCommand;
    for (const QString &line : QString::fromUtf8(process.readAllStandardOutput()).split(u'\n')) {
        const qsizetype space = line.indexOf(u' ');
        if (space <= 0)
            continue;
        const QString key = line.left(space);
        const QString value = line.mid(space + 1);
        if (key == u"hostname") {
            host.hostName = value;
        } else if (key == u"user") {
            host.user = value;
        } else if (key == u"port") {
            host.port = parsePort(value).value_or(quint16(22));
        } else if (key == u"identityfile") {
            rawIdentities << value;
        } else if (key == u"proxyjump") {
            rawJump = value;
        } else if (key == u"proxycommand") {
            proxyCommand = value;
        }
    }
    if (!proxyCommand.isEmpty() && proxyCommand != u"none")
        return R::failure(
            SshConfig::tr("%1 uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead")
                .arg(alias));

    // ssh prints its built-in list when the config names no key; that means "not set" here.
    const QStringList defaults{QStringLiteral("~/.ssh/id_rsa"),        QStringLiteral("~/.ssh/id_ecdsa"),
                               QStringLiteral("~/.ssh/id_ecdsa_sk"),   QStringLiteral("~/.ssh/id_ed25519"),
                               QStringLiteral("~/.ssh/id_ed25519_sk"), QStringLiteral("~/.ssh/id_xmss"),
                               QStringLiteral("~/.ssh/id_dsa")};
    if (rawIdentities == defaults)
        rawIdentities.clear();
    TokenValues t;
    t.host = host.hostName;
    t.alias = alias;
    t.port = QString::number(host.port);
    t.remoteUser = host.user;
    t.localUser = currentUser();
    t.home = QDir::homePath();
    host.rawIdentityFiles = rawIdentities;
    for (const QString &file : std::as_const(rawIdentities)) {
        if (file.compare(u"none", Qt::CaseInsensitive) == 0)
            host.noDefaultIdentities = true;
        else
            host.identityFiles << expandTokens(expandTilde(file, t.home).value_or(file), t);
    }
    if (!rawJump.isEmpty()) {
        for (const QString &hop : rawJump.split(u','))
            host.proxyJump << expandTokens(hop, t);
    }
    return host;
}

} // namespace cg::ssh
