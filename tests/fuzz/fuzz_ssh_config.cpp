// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the ssh config parser, Include handling and ProxyJump chain resolution. Include reads a
// fake file system, never the real one: ".../self" is the input again (to exercise loops), paths naming
// "missing" cannot be read, anything else is a small fixed config that includes "self" back.
#include "ssh/ssh_config.h"

#include <cstdint>
#include <cstdlib>

namespace {

const QByteArray kIncluded = "Host inc-*\n  HostName %h.example\n  ProxyJump inc-b,root@inc-c:2200\n"
                             "Host inc-b\n  ProxyJump inc-a\n  IdentityFile ~/.ssh/%r-%h\nInclude self\n";

void check(bool ok)
{
    if (!ok)
        std::abort();
}

void checkHost(const cg::ssh::SshHost &h)
{
    check(!h.alias.isEmpty());
    check(h.port != 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cg::ssh;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));

    SshConfigOptions options;
    options.homeDir = QStringLiteral("/home/fuzz");
    options.localUser = QStringLiteral("fuzz");
    options.maxIncludedFiles = 8; // loops and the limits are reached just the same, and runs stay fast
    options.readFile = [&input](const QString &path) -> std::optional<QByteArray> {
        if (path.endsWith(QStringLiteral("/self")))
            return input;
        if (path.contains(QStringLiteral("missing")))
            return std::nullopt;
        return kIncluded;
    };
    options.glob = [](const QString &pattern) {
        if (!pattern.contains(u'*'))
            return QStringList{pattern};
        return QStringList{QString(pattern).replace(u'*', u'1'), QString(pattern).replace(u'*', u'2')};
    };

    const SshConfig config = SshConfig::parse(input, QStringLiteral("/home/fuzz/.ssh/config"), options);
    for (const SshConfigIssue &issue : config.issues()) {
        check(!issue.message.isEmpty());
        check(issue.line > 0);
    }

    QStringList names = config.aliases();
    // Resolution costs a pass over every line per hop: a few dozen names is plenty.
    if (names.size() > 24)
        names.erase(names.begin() + 24, names.end());
    names << QStringLiteral("x") << QStringLiteral("inc-a") << QStringLiteral("h200-001") << QString()
          << QStringLiteral("-oProxyCommand=x") << QStringLiteral("*") << QStringLiteral("a b");
    for (const QString &name : std::as_const(names)) {
        const auto host = config.resolve(name);
        const auto imported = config.resolveWithChain(name);
        if (imported) {
            // A chain is only built on top of a host that resolves, and to the same destination.
            check(host.ok());
            check(imported->host.hostName == host->hostName);
            check(imported->chain.size() <= SshConfig::kMaxJumpHops);
            check(imported->chain.isEmpty() == host->proxyJump.isEmpty());
            checkHost(imported->host);
            for (const SshHost &hop : imported->chain)
                checkHost(hop);
        } else {
            check(!imported.error().isEmpty());
        }
    }
    if (config.aliases().size() <= 24) {
        QList<SshConfigIssue> skipped;
        const auto hosts = config.importAll(&skipped);
        check(hosts.size() + skipped.size() == config.aliases().size());
    }

    // The same hop syntax comes from --jump on the command line.
    const QList<QByteArray> lines = input.split('\n');
    if (!lines.isEmpty()) {
        const auto jumps = config.resolveJumpList(QString::fromUtf8(lines.first()).split(u','));
        if (jumps)
            check(!jumps->isEmpty() && jumps->size() <= SshConfig::kMaxJumpHops);
    }
    for (qsizetype i = 0; i < lines.size() && i < 16; ++i) {
        const auto hop = parseHopSpec(QString::fromUtf8(lines[i]));
        if (hop) {
            check(!hop->host.isEmpty());
            check(!hop->host.contains(u' '));
        }
    }
    return 0;
}
