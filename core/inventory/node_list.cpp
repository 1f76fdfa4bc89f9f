// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/node_list.h"

#include "inventory/hostlist.h"
#include "ssh/ssh_config.h"

#include <QSet>

namespace cg {

namespace {

struct Span
{
    qsizetype from = 0;
    qsizetype to = 0;
    bool empty() const { return to <= from; }
};

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\r' || c == u'\v' || c == u'\f';
}

// White space splits a line, except inside brackets (as in Slurm: `a[1, 2]` is one word).
QList<Span> wordsOf(const QString &line, qsizetype to)
{
    QList<Span> out;
    int depth = 0;
    qsizetype start = -1;
    for (qsizetype i = 0; i < to; ++i) {
        const QChar c = line.at(i);
        if (start < 0) {
            if (isBlank(c))
                continue;
            start = i;
        }
        if (c == u'[')
            ++depth;
        else if (c == u']' && depth > 0)
            --depth;
        else if (isBlank(c) && depth == 0) {
            out << Span{start, i};
            start = -1;
        }
    }
    if (start >= 0)
        out << Span{start, to};
    return out;
}

bool hasList(const QString &line, Span s)
{
    const QStringView v = QStringView(line).mid(s.from, s.to - s.from);
    return v.contains(u'[') || v.contains(u',');
}

ssh::Endpoint endpointOf(const ssh::HopSpec &hop, quint16 defaultPort)
{
    ssh::Endpoint e;
    e.host = hop.host;
    e.user = hop.user;
    e.port = hop.port == 0 ? defaultPort : hop.port;
    return e;
}

} // namespace

Result<QList<NodeRecord>> NodeList::parse(const QString &text, const QString &defaultUser,
                                          const QString &what, quint16 defaultPort)
{
    using R = Result<QList<NodeRecord>>;
    const auto where = [&what](int line) {
        return what.isEmpty() ? tr("line %1").arg(line) : tr("%1, line %2").arg(what).arg(line);
    };
    QList<NodeRecord> out;
    QSet<QString> names;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const int number = i + 1;
        const qsizetype hash = line.indexOf(u'#');
        const QList<Span> words = wordsOf(line, hash < 0 ? line.size() : hash);
        if (words.isEmpty())
            continue;
        if (words.size() > 2)
            return R::failure(
                tr("%1: expected \"[name] [user@]host[:port]\", found %n word(s)", nullptr, int(words.size()))
                    .arg(where(number)));
        Hostlist::Limits limits;
        limits.maxHosts = kMaxNodes - out.size();

        // The endpoint word: user@ and :port around a host or a hostlist of hosts.
        const Span spec = words.last();
        const qsizetype at = QStringView(line).mid(spec.from, spec.to - spec.from).lastIndexOf(u'@');
        const qsizetype hostFrom = at < 0 ? spec.from : spec.from + at + 1;
        Span host{hostFrom, spec.to};
        const QStringView hostText = QStringView(line).mid(host.from, host.to - host.from);
        const bool ipv6 = hostText.startsWith(u'[') &&
                          hostText.left(qMax<qsizetype>(0, hostText.indexOf(u']'))).contains(u':');
        const qsizetype colon = hostText.lastIndexOf(u':');
        if (!ipv6 && colon >= 0 && colon > hostText.lastIndexOf(u']'))
            host.to = host.from + colon;
        QList<ssh::Endpoint> endpoints;
        if (ipv6 || !hasList(line, host)) {
            const auto hop = ssh::parseHopSpec(line.mid(spec.from, spec.to - spec.from));
            if (!hop)
                return R::failure(tr("%1: %2").arg(where(number), hop.error()));
            endpoints << endpointOf(hop.value(), defaultPort);
        } else {
            const auto hosts = Hostlist::parse(line, host.from, host.to, Hostlist::Dialect::Typed, limits);
            if (!hosts)
                return R::failure(tr("%1, %2").arg(where(number), hosts.error()));
            const QString user = line.mid(spec.from, host.from - spec.from);
            const QString port = line.mid(host.to, spec.to - host.to);
            for (const QString &h : hosts->hosts()) {
                const auto hop = ssh::parseHopSpec(user + h + port);
                if (!hop)
                    return R::failure(tr("%1: %2").arg(where(number), hop.error()));
                endpoints << endpointOf(hop.value(), defaultPort);
            }
        }

        QStringList nodeNames;
        if (words.size() == 2) {
            const Span name = words.first();
            if (hasList(line, name)) {
                const auto list = Hostlist::parse(line, name.from, name.to, Hostlist::Dialect::Typed, limits);
                if (!list)
                    return R::failure(tr("%1, %2").arg(where(number), list.error()));
                nodeNames = list->hosts();
            } else {
                nodeNames << line.mid(name.from, name.to - name.from);
            }
            if (nodeNames.size() != endpoints.size() && endpoints.size() > 1)
                return R::failure(tr("%1: %2 names for %3 hosts")
                                      .arg(where(number))
                                      .arg(nodeNames.size())
                                      .arg(endpoints.size()));
        } else {
            for (const ssh::Endpoint &e : std::as_const(endpoints))
                nodeNames << e.host;
        }
        if (out.size() + nodeNames.size() > kMaxNodes)
            return R::failure(tr("%1: more than %2 nodes").arg(where(number)).arg(kMaxNodes));
        for (qsizetype k = 0; k < nodeNames.size(); ++k) {
            NodeRecord n;
            n.name = nodeNames.at(k);
            n.endpoint = endpoints.size() == 1 ? endpoints.first() : endpoints.at(k);
            if (n.endpoint.user.isEmpty())
                n.endpoint.user = defaultUser;
            n.endpoint.label = n.name;
            if (names.contains(n.name))
                return R::failure(tr("%1: %2 is listed twice").arg(where(number), n.name));
            names.insert(n.name);
            out << n;
        }
    }
    return out;
}

QString NodeList::text(const QList<NodeRecord> &nodes)
{
    QStringList lines;
    for (const NodeRecord &n : nodes) {
        const ssh::Endpoint &e = n.endpoint;
        const QString host = e.host.contains(u':') ? u'[' + e.host + u']' : e.host;
        QString spec = e.user.isEmpty() ? host : e.user + u'@' + host;
        if (e.port != 22 || host != e.host)
            spec += u':' + QString::number(e.port);
        lines << (n.name == e.host ? spec : n.name + u' ' + spec);
    }
    return lines.join(u'\n');
}

QString NodeList::compressedNames(const QList<NodeRecord> &nodes)
{
    QStringList names;
    names.reserve(nodes.size());
    for (const NodeRecord &n : nodes)
        names << n.name;
    return Hostlist::compress(names);
}

Result<QList<ssh::Endpoint>> NodeList::parseJumps(const QString &text, const QString &defaultUser,
                                                  const QString &what, quint16 defaultPort)
{
    using R = Result<QList<ssh::Endpoint>>;
    const QString label = what.isEmpty() ? tr("Jump hosts") : what;
    QList<ssh::Endpoint> out;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        const qsizetype hash = line.indexOf(u'#');
        if (hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        for (const QString &part : line.split(u',')) {
            const QString spec = part.trimmed();
            const auto hop = spec.isEmpty()
                                 ? Result<ssh::HopSpec>::failure(tr("an empty hop between two commas"))
                                 : ssh::parseHopSpec(spec);
            if (!hop.ok())
                return R::failure(tr("%1, line %2: %3").arg(label).arg(i + 1).arg(hop.error()));
            if (out.size() >= ssh::SshConfig::kMaxJumpHops)
                return R::failure(tr("%1, line %2: more than %3 jump hosts")
                                      .arg(label)
                                      .arg(i + 1)
                                      .arg(ssh::SshConfig::kMaxJumpHops));
            ssh::Endpoint e = endpointOf(hop.value(), defaultPort);
            if (e.user.isEmpty())
                e.user = defaultUser;
            out << e;
        }
    }
    return out;
}

QString NodeList::jumpsText(const QList<ssh::Endpoint> &jumps)
{
    QStringList lines;
    for (const ssh::Endpoint &e : jumps) {
        QString host = e.host.contains(u':') ? u'[' + e.host + u']' : e.host;
        QString s = e.user.isEmpty() ? host : e.user + u'@' + host;
        if (e.port != 22 || host != e.host)
            s += u':' + QString::number(e.port);
        lines << s;
    }
    return lines.join(u'\n');
}

} // namespace cg
