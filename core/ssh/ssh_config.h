// SPDX-License-Identifier: GPL-3.0-or-later
// The OpenSSH client configuration (~/.ssh/config) as ClusterGate imports it: the hosts a user already
// reaches with `ssh alias`, resolved the way OpenSSH 9.2's `ssh -G alias` resolves them (first value wins,
// Host patterns, Match host/user/originalhost/localuser/all/final, Include, ProxyJump chains), without
// running ssh. Fail closed: a line that decides where or through what a host is reached and cannot be
// honoured (a bad Port or ProxyJump, ProxyCommand, CanonicalizeHostname, HostKeyAlias, a Match exec that
// would change the host) refuses that host, naming the file and line; a file ssh refuses as a whole (an
// unknown keyword, a recursive Include) refuses every host; it never falls back to a direct connection or
// port 22. Only QtCore is used, so the parser can be fuzzed on its own.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace cg::ssh {

// A line that was skipped or a host that was left out of the import, and why (translated).
struct SshConfigIssue
{
    QString file;
    int line = 0;
    QString message;
    bool notImported = false; // a host or a block is missing from the import (Match, ProxyCommand, loops)
};

// One destination, resolved as `ssh -G alias` would resolve it.
struct SshHost
{
    QString alias;    // the name asked for, as given
    QString hostName; // HostName with %-tokens expanded, lowercased like ssh does; default: alias
    QString user;     // empty: not set (the local user is used)
    quint16 port = 22;
    QStringList identityFiles;        // ~, %-tokens and ${VAR} expanded, in the order given; "none" left out
    QStringList rawIdentityFiles;     // as written (what `ssh -G` prints), duplicates dropped as ssh does
    bool noDefaultIdentities = false; // "IdentityFile none": ssh's default keys are not tried
    QStringList proxyJump;            // hop specs as written ([user@]host[:port], ssh://...); empty: direct
    QString definedAt;                // "file:line" of the Host block that gave HostName (or named the alias)
};

// A host and the jump hosts in front of it, in connection order: chain.first() is reached over TCP.
struct ImportedHost
{
    SshHost host;
    QList<SshHost> chain;
};

// One entry of a ProxyJump list or of --jump: "[user@]host[:port]", "[user@][v6addr]:port" or
// "ssh://[user@]host[:port]". Unset parts are taken from the config for that host.
struct HopSpec
{
    QString user;     // empty: not given
    QString host;     // a config alias or a host name / address (IPv6 without brackets)
    quint16 port = 0; // 0: not given
};

struct SshConfigOptions
{
    QString homeDir;   // for ~, %d and relative Include paths (~/.ssh/...); empty: the user's home as ssh
                       // takes it (the password database, not $HOME)
    QString localUser; // for %u and the %r default; empty: the current user
    // Reads one file; std::nullopt when it cannot be read. Empty: read the real file.
    std::function<std::optional<QByteArray>(const QString &path)> readFile;
    // Expands an Include pattern to existing files, sorted. Empty: glob the real file system.
    std::function<QStringList(const QString &globPattern)> glob;
    int maxIncludeDepth = 16;   // as OpenSSH's READCONF_MAX_DEPTH
    int maxIncludedFiles = 256; // in all (OpenSSH has no such limit): stops an Include graph that fans out
};

// A parsed ssh config. A bad value is reported in issues() and refuses only the hosts its block applies
// to, so one bad line does not cost the user the rest of the import; what ssh refuses wherever it stands
// (a keyword it does not know, an Include that recurses or nests too deep, a Match it cannot parse)
// refuses every host, naming the file, the line and the reason, as ssh refuses the whole file.
class SshConfig
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::SshConfig)

public:
    static constexpr int kMaxJumpHops = 16;

    SshConfig();

    static SshConfig parse(const QByteArray &text, const QString &fileName, const SshConfigOptions &options);
    // A missing or unreadable file is an error naming it.
    static Result<SshConfig> load(const QString &path, const SshConfigOptions &options);

    // Names given on Host lines (no wildcards, no negations) that such a block applies to, in file order.
    QStringList aliases() const;
    Result<SshHost> resolve(const QString &alias) const;
    // The host and its jump hosts, as ssh would chain them; loops and chains over kMaxJumpHops are errors.
    Result<ImportedHost> resolveWithChain(const QString &alias) const;
    // The hosts `ssh -J hop1,...,hopN` passes through, in connection order (the first hop's own chain
    // first); each hop is looked up in this config under its own name, as for ProxyJump.
    Result<QList<SshHost>> resolveJumpList(const QStringList &hopSpecs) const;
    // Every alias; the ones that cannot be imported become issues with notImported set.
    QList<ImportedHost> importAll(QList<SshConfigIssue> *skipped) const;
    QList<SshConfigIssue> issues() const;
    bool hasMatchBlocks() const;

    struct Data; // defined in the .cpp; named here only so its helpers can use it

private:
    std::shared_ptr<const Data> m_d;
};

// Resolves through the installed OpenSSH: `ssh -G [-F configFile] alias` (prints the resolved options,
// opens no connection; note that it does run `Match exec` commands, as ssh would). For configs with Match
// blocks. user is always set (ssh fills in the local user); identityFiles stays empty when only ssh's
// defaults apply. An error says so when OpenSSH is not installed.
Result<SshHost> resolveWithOpenSsh(const QString &alias, const QString &configFile = {});

// Checks and splits one hop spec; the error names what is wrong (empty host, bad port, spaces, ...).
Result<HopSpec> parseHopSpec(const QString &spec);

} // namespace cg::ssh
