// SPDX-License-Identifier: GPL-3.0-or-later
// Resolving a host from the parsed config as `ssh -G` does: one pass over the entries in order per
// destination (two with Match final), Match lines ClusterGate cannot evaluate tried both ways, ProxyJump
// chains as ssh builds them.
#include "ssh/ssh_config_p.h"

#include <algorithm>

namespace cg::ssh {

using namespace config;

namespace {

// What the command line of a jump ssh sets before the config is read (-l, -p, -J), so it wins.
struct Overrides
{
    QString user;
    quint16 port = 0;
    std::optional<QStringList> jump;
};

struct Failure
{
    QString message;
    Location at;
};

struct Resolution
{
    enum class Proxy { Unset, None, Jump, Command };

    std::optional<QString> hostName;
    Location hostNameAt;
    std::optional<QString> user;
    std::optional<quint16> port;
    QStringList identityFiles; // "none" included: it stops ssh's default keys
    Proxy proxy = Proxy::Unset;
    QStringList jump;
    Location proxyAt;
    std::optional<QString> canonicalize;
    Location canonicalizeAt;
    bool named = false; // a Host line naming the alias literally applied
    Location namedAt;
    std::optional<Failure> refused; // the first line that refuses this host
};

// Match criteria ClusterGate cannot evaluate (exec, localnetwork, an unreadable line) are tried both
// ways: the n-th one met takes bit n of `mask`. A host is imported only if every way gives the same.
struct Decisions
{
    quint32 mask = 0;
    int used = 0;
    Location first;
    QString firstWhy;
};

class Resolver
{
public:
    explicit Resolver(const SshConfig::Data &d) : m_d(d) {}

    static constexpr int kMaxUndecided = 8; // 256 resolutions of one host at most

    // One reading of the config, as ssh's read_config_file() for one destination: `name` is what Host
    // lines match (the alias; the final host name in the final pass), `original` what originalhost matches.
    void collect(Resolution &r, const QString &name, const QString &original, bool finalPass,
                 Decisions &decisions, bool *wantFinal) const
    {
        bool active = true;      // lines before the first Host line apply to every host
        bool neverMatch = false; // inside a file included where no block applied
        Location block;
        struct Saved
        {
            bool active;
            bool neverMatch;
            Location block;
        };
        std::vector<Saved> saved;
        for (const Entry &e : m_d.entries) {
            const Location here{e.file, e.line};
            switch (e.kind) {
            case Kind::Host:
                active = !neverMatch && hostMatches(e.values, name);
                if (active) {
                    block = here;
                    if (!r.named && e.values.contains(name)) {
                        r.named = true;
                        r.namedAt = here;
                    }
                }
                break;
            case Kind::Match: {
                const bool matched = match(e, r, original, finalPass, decisions, wantFinal);
                active = !neverMatch && matched;
                if (active)
                    block = here;
                break;
            }
            case Kind::IncludeBegin:
                saved.push_back({active, neverMatch, block});
                neverMatch = neverMatch || !active;
                break;
            case Kind::IncludeEnd:
                if (!saved.empty()) {
                    active = saved.back().active;
                    neverMatch = saved.back().neverMatch;
                    block = saved.back().block;
                    saved.pop_back();
                }
                break;
            case Kind::Refuse:
                if ((active || e.global) && !r.refused)
                    r.refused = Failure{e.values.first(), here};
                break;
            default:
                if (active)
                    apply(r, e, block.file >= 0 ? block : here);
            }
        }
    }

    // match_cfg_line() of OpenSSH 9.2.
    bool match(const Entry &e, const Resolution &r, const QString &original, bool finalPass,
               Decisions &decisions, bool *wantFinal) const
    {
        const QString host =
            finalPass ? *r.hostName
                      : (r.hostName ? expandTokens(*r.hostName, TokenValues{original, {}, {}, {}, {}, {}})
                                    : original);
        const QString remoteUser = r.user.value_or(m_d.localUser);
        bool result = true;
        for (const Criterion &c : e.criteria) {
            bool value = false;
            if (c.attribute == u"all") {
                value = true;
            } else if (c.attribute == u"canonical" || c.attribute == u"final") {
                if (c.attribute == u"final" && wantFinal && !c.negated)
                    *wantFinal = true;
                value = finalPass;
            } else if (c.attribute == u"host") {
                value = patternList(asciiLower(host), c.argument, true);
            } else if (c.attribute == u"originalhost") {
                value = patternList(asciiLower(original), c.argument, true);
            } else if (c.attribute == u"user") {
                value = patternList(remoteUser, c.argument, false);
            } else if (c.attribute == u"localuser") {
                value = patternList(m_d.localUser, c.argument, false);
            } else {
                // exec (skipped by ssh once an earlier criterion failed), localnetwork, unreadable.
                if (!result)
                    continue;
                const int bit = decisions.used++;
                if (bit == 0) {
                    decisions.first = {e.file, e.line};
                    decisions.firstWhy = c.attribute == u"unreadable"
                                             ? c.argument
                                             : QStringLiteral("Match %1 %2").arg(c.attribute, c.argument);
                }
                value = bit < 32 && (decisions.mask >> bit) & 1u;
            }
            if (c.negated)
                value = !value;
            if (!value)
                result = false;
        }
        return result;
    }

    // match_pattern_list(): comma-separated patterns, a matching negated one wins.
    static bool patternList(const QString &s, const QString &list, bool lower)
    {
        bool positive = false;
        for (const QString &item : list.split(u',')) {
            const bool negated = item.startsWith(u'!');
            QString p = negated ? item.mid(1) : item;
            if (lower)
                p = asciiLower(p);
            if (matchPattern(s, p)) {
                if (negated)
                    return false;
                positive = true;
            }
        }
        return positive;
    }

    // Both passes of ssh's configuration reading for one destination under one set of decisions.
    Resolution resolveOnce(const QString &alias, const Overrides &overrides, Decisions &decisions) const
    {
        Resolution r;
        if (!overrides.user.isEmpty())
            r.user = overrides.user;
        if (overrides.port != 0)
            r.port = overrides.port;
        if (overrides.jump) {
            r.proxy = overrides.jump->isEmpty() ? Resolution::Proxy::None : Resolution::Proxy::Jump;
            r.jump = *overrides.jump;
        }
        bool wantFinal = false;
        collect(r, alias, alias, false, decisions, &wantFinal);
        const bool canonicalize = r.canonicalize && *r.canonicalize != u"no" && *r.canonicalize != u"false";
        if (canonicalize && !r.refused)
            r.refused = Failure{SshConfig::tr("CanonicalizeHostname %1 needs DNS canonicalisation, which "
                                              "ClusterGate does not do; set CanonicalizeHostname no")
                                    .arg(*r.canonicalize),
                                r.canonicalizeAt};
        if (wantFinal) {
            // The final pass matches Host lines against the host name resolved so far.
            const QString hostName = asciiLower(
                r.hostName ? expandTokens(*r.hostName, TokenValues{alias, {}, {}, {}, {}, {}}) : alias);
            r.hostName = hostName;
            collect(r, hostName, alias, true, decisions, nullptr);
        }
        return r;
    }

    SshHost build(const QString &alias, const Resolution &r) const
    {
        SshHost h;
        h.alias = alias;
        TokenValues t;
        t.alias = alias;
        t.host = alias;
        h.hostName = asciiLower(r.hostName ? expandTokens(*r.hostName, t) : alias);
        h.user = r.user.value_or(QString());
        h.port = r.port.value_or(quint16(22));
        t.host = h.hostName;
        t.port = QString::number(h.port);
        t.remoteUser = h.user.isEmpty() ? m_d.localUser : h.user;
        t.localUser = m_d.localUser;
        t.home = m_d.homeDir;
        for (const QString &file : r.identityFiles) {
            h.rawIdentityFiles << file;
            if (file.compare(u"none", Qt::CaseInsensitive) == 0) {
                h.noDefaultIdentities = true;
                continue;
            }
            const QString path = expandTokens(expandTilde(file, m_d.homeDir).value_or(file), t);
            h.identityFiles << expandEnvironment(path);
        }
        if (r.proxy == Resolution::Proxy::Jump) {
            for (const QString &hop : r.jump)
                h.proxyJump << expandTokens(hop, t);
        }
        h.definedAt = m_d.where(r.hostName ? r.hostNameAt : r.named ? r.namedAt : Location{});
        return h;
    }

    static QString expandEnvironment(const QString &path)
    {
        QString out;
        qsizetype i = 0;
        while (i < path.size()) {
            const qsizetype open = path.indexOf(QStringLiteral("${"), i);
            const qsizetype close = open < 0 ? -1 : path.indexOf(u'}', open);
            if (open < 0 || close < 0) {
                out += path.mid(i);
                break;
            }
            out += path.mid(i, open - i);
            out += qEnvironmentVariable(path.mid(open + 2, close - open - 2).toLatin1().constData());
            i = close + 1;
        }
        return out;
    }

    bool hostOnce(const QString &alias, const Overrides &overrides, Decisions &decisions, SshHost *out,
                  Resolution *res, Failure *f) const
    {
        *res = resolveOnce(alias, overrides, decisions);
        if (res->refused) {
            *f = {SshConfig::tr("%1 refused: %2 (%3)")
                      .arg(alias, res->refused->message, m_d.where(res->refused->at)),
                  res->refused->at};
            return false;
        }
        if (res->proxy == Resolution::Proxy::Command) {
            *f = {SshConfig::tr("%1 uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead")
                      .arg(alias),
                  res->proxyAt};
            return false;
        }
        for (const QString &file : std::as_const(res->identityFiles)) {
            for (qsizetype i = file.indexOf(QStringLiteral("${")); i >= 0;
                 i = file.indexOf(QStringLiteral("${"), i + 2)) {
                const qsizetype close = file.indexOf(u'}', i);
                const QString name = file.mid(i + 2, close - i - 2);
                if (!qEnvironmentVariableIsSet(name.toLatin1().constData())) {
                    *f = {SshConfig::tr("%1: IdentityFile %2 names ${%3}, which is not set")
                              .arg(alias, file, name),
                          {}};
                    return false;
                }
            }
        }
        *out = build(alias, *res);
        return true;
    }

    bool host(const QString &alias, const Overrides &overrides, SshHost *out, Resolution *res,
              Failure *f) const
    {
        if (alias.isEmpty() || hasSpaceOrControl(alias) || alias.startsWith(u'-')) {
            *f = {SshConfig::tr("\"%1\" is not a host name").arg(alias), {}};
            return false;
        }
        Decisions first;
        const bool ok = hostOnce(alias, overrides, first, out, res, f);
        if (first.used == 0)
            return ok;
        // Some Match could not be evaluated: the host is imported only if it makes no difference.
        const auto undecided = [&](const QString &why) {
            *f = {SshConfig::tr("%1 refused: %2 (%3) cannot be evaluated by ClusterGate and %4; resolve "
                                "it with OpenSSH (ssh -G) or write a Host block for it")
                      .arg(alias, first.firstWhy, m_d.where(first.first), why),
                  first.first};
            return false;
        };
        if (first.used > kMaxUndecided)
            return undecided(SshConfig::tr("more than %1 such lines apply").arg(kMaxUndecided));
        const QString key = ok ? outcomeKey(*out) : QString();
        int bits = first.used;
        for (quint32 mask = 1; mask < (quint32(1) << bits); ++mask) {
            Decisions d;
            d.mask = mask;
            SshHost other;
            Resolution otherRes;
            Failure otherFailure;
            const bool otherOk = hostOnce(alias, overrides, d, &other, &otherRes, &otherFailure);
            if (d.used > kMaxUndecided)
                return undecided(SshConfig::tr("more than %1 such lines apply").arg(kMaxUndecided));
            bits = std::max(bits, d.used);
            if (otherOk != ok || (ok && outcomeKey(other) != key))
                return undecided(SshConfig::tr("it changes how this host is reached"));
        }
        return ok;
    }

    static QString outcomeKey(const SshHost &h)
    {
        return QStringList{h.hostName,
                           h.user,
                           QString::number(h.port),
                           h.identityFiles.join(u'\n'),
                           h.noDefaultIdentities ? QStringLiteral("1") : QStringLiteral("0"),
                           h.proxyJump.join(u',')}
            .join(QChar(0));
    }

    // ssh reaches the last hop of "h1,...,hk" with `-J h1,...,h(k-1)`, recursively, so every hop is
    // looked up under its own name, the later hops' own ProxyJump is overridden by the list, and only
    // h1's own ProxyJump applies: chain(T) = chain(h1) + [h1, ..., hk].
    bool chain(const SshHost &target, const Resolution &targetRes, const QStringList &path,
               QList<SshHost> *out, Failure *f) const
    {
        out->clear();
        if (target.proxyJump.isEmpty())
            return true;
        if (path.size() > SshConfig::kMaxJumpHops || target.proxyJump.size() > SshConfig::kMaxJumpHops) {
            *f = {tooLong(path), targetRes.proxyAt};
            return false;
        }
        QList<HopSpec> specs;
        for (const QString &hop : target.proxyJump) {
            const auto spec = parseHopSpec(hop);
            if (!spec) {
                *f = {target.alias.isEmpty()
                          ? spec.error()
                          : SshConfig::tr("%1: bad ProxyJump: %2").arg(target.alias, spec.error()),
                      targetRes.proxyAt};
                return false;
            }
            specs << spec.value();
        }
        if (!target.alias.isEmpty() && jumpLoop(target, specs.last(), targetRes.proxyAt, f))
            return false;
        // Only the first hop is resolved with its own ProxyJump (the later ones get the list before them
        // as -J), so a loop is the same ssh invocation (host, -l, -p) coming back as a first hop.
        const QString firstKey = invocation(specs.first().user, specs.first().host, specs.first().port);
        if (path.contains(firstKey)) {
            QStringList names;
            for (const QString &key : path + QStringList{firstKey})
                names << key.section(QChar(1), 1, 1);
            *f = {SshConfig::tr("ProxyJump loop: %1").arg(names.join(QStringLiteral(" -> "))),
                  targetRes.proxyAt};
            return false;
        }
        QList<SshHost> hops;
        Resolution firstRes;
        for (qsizetype i = 0; i < specs.size(); ++i) {
            Overrides o;
            o.user = specs[i].user;
            o.port = specs[i].port;
            if (i > 0)
                o.jump = target.proxyJump.mid(0, i);
            SshHost hop;
            Resolution hopRes;
            if (!host(specs[i].host, o, &hop, &hopRes, f)) {
                if (f->at.file < 0)
                    f->at = targetRes.proxyAt;
                return false;
            }
            if (i == 0)
                firstRes = hopRes;
            if (i > 0 && jumpLoop(hop, specs[i - 1], targetRes.proxyAt, f))
                return false;
            hops << hop;
        }
        QList<SshHost> before;
        if (!chain(hops.first(), firstRes, path + QStringList{firstKey}, &before, f))
            return false;
        *out = before + hops;
        if (out->size() > SshConfig::kMaxJumpHops) {
            *f = {tooLong(path), targetRes.proxyAt};
            return false;
        }
        return true;
    }

    bool withChain(const QString &alias, ImportedHost *out, Failure *f) const
    {
        Resolution res;
        if (!host(alias, {}, &out->host, &res, f)) {
            if (f->at.file < 0)
                f->at = res.namedAt;
            return false;
        }
        if (!chain(out->host, res, {invocation({}, alias, 0)}, &out->chain, f)) {
            if (f->at.file < 0)
                f->at = res.namedAt;
            return false;
        }
        return true;
    }

    // ssh's own check (ssh.c, before it runs the jump): the last jump host, as written, is the host name
    // this destination resolved to, with the same port and user: every hop would jump through itself.
    bool jumpLoop(const SshHost &h, const HopSpec &last, Location at, Failure *f) const
    {
        const QString user = h.user.isEmpty() ? m_d.localUser : h.user;
        if (last.host != h.hostName || (last.port ? last.port : 22) != h.port ||
            (!last.user.isEmpty() && last.user != user))
            return false;
        *f = {SshConfig::tr("%1: jump host loop via %2 (its HostName is its own jump host)")
                  .arg(h.alias.isEmpty() ? h.hostName : h.alias, last.host),
              at};
        return true;
    }

private:
    static QString invocation(const QString &user, const QString &host, quint16 port)
    {
        return user + QChar(1) + host + QChar(1) + QString::number(port);
    }

    static QString tooLong(const QStringList &path)
    {
        if (path.isEmpty())
            return SshConfig::tr("the jump chain is longer than %1 hops").arg(SshConfig::kMaxJumpHops);
        return SshConfig::tr("the jump chain to %1 is longer than %2 hops")
            .arg(path.first().section(QChar(1), 1, 1), QString::number(SshConfig::kMaxJumpHops));
    }

    // The first value obtained wins, except IdentityFile, which adds up (without duplicates).
    static void apply(Resolution &r, const Entry &e, Location block)
    {
        const Location here{e.file, e.line};
        switch (e.kind) {
        case Kind::HostName:
            if (!r.hostName) {
                r.hostName = e.values.first();
                r.hostNameAt = block;
            }
            break;
        case Kind::User:
            if (!r.user)
                r.user = e.values.first();
            break;
        case Kind::Port:
            if (!r.port)
                r.port = e.port;
            break;
        case Kind::IdentityFile:
            if (!r.identityFiles.contains(e.values.first()))
                r.identityFiles << e.values.first();
            break;
        case Kind::ProxyJump:
            // ProxyJump and ProxyCommand compete: whichever comes first disables the other.
            if (r.proxy == Resolution::Proxy::Unset) {
                r.proxy = e.values.isEmpty() ? Resolution::Proxy::None : Resolution::Proxy::Jump;
                r.jump = e.values;
                r.proxyAt = here;
            }
            break;
        case Kind::ProxyCommand:
            if (r.proxy == Resolution::Proxy::Unset) {
                r.proxy = e.values.isEmpty() ? Resolution::Proxy::None : Resolution::Proxy::Command;
                r.proxyAt = here;
            }
            break;
        case Kind::Canonicalize:
            if (!r.canonicalize) {
                r.canonicalize = e.values.first();
                r.canonicalizeAt = here;
            }
            break;
        default:
            break;
        }
    }

    const SshConfig::Data &m_d;
};

} // namespace

Result<SshHost> SshConfig::resolve(const QString &alias) const
{
    SshHost host;
    Resolution res;
    Failure failure;
    if (!Resolver(*m_d).host(alias, {}, &host, &res, &failure))
        return Result<SshHost>::failure(failure.message);
    return host;
}

Result<ImportedHost> SshConfig::resolveWithChain(const QString &alias) const
{
    ImportedHost imported;
    Failure failure;
    if (!Resolver(*m_d).withChain(alias, &imported, &failure))
        return Result<ImportedHost>::failure(failure.message);
    return imported;
}

Result<QList<SshHost>> SshConfig::resolveJumpList(const QStringList &hopSpecs) const
{
    // The same as the chain of a destination whose ProxyJump is this list.
    SshHost via;
    via.proxyJump = hopSpecs;
    QList<SshHost> hosts;
    Failure failure;
    if (!Resolver(*m_d).chain(via, Resolution{}, {}, &hosts, &failure))
        return Result<QList<SshHost>>::failure(failure.message);
    return hosts;
}

QList<ImportedHost> SshConfig::importAll(QList<SshConfigIssue> *skipped) const
{
    QList<ImportedHost> hosts;
    const Resolver resolver(*m_d);
    for (const QString &alias : aliases()) {
        ImportedHost imported;
        Failure failure;
        if (resolver.withChain(alias, &imported, &failure)) {
            hosts << imported;
        } else if (skipped) {
            const bool known = failure.at.file >= 0 && failure.at.file < m_d->files.size();
            skipped->append({known ? m_d->files[failure.at.file] : QString(), known ? failure.at.line : 0,
                             failure.message, true});
        }
    }
    return hosts;
}

} // namespace cg::ssh
