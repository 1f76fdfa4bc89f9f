// SPDX-License-Identifier: GPL-3.0-or-later
// Slurm hostlist expressions, read exactly as Slurm 22.05's src/common/hostlist.c reads them (`scontrol show
// hostnames`), and node lists compressed back as `scontrol show hostlist` prints them.
//
// Grammar (both dialects): hosts are separated by ',', ' ' or '\t' (not inside brackets); a name may hold
// bracket groups `[1-3,07]`. With several groups, Slurm's order holds: the last group varies fastest, then
// the first, the second, ... and the one before the last slowest (`a[1-2]b[3-4]c[5-6]` gives a1b3c5 a1b3c6
// a2b3c5 a2b3c6 a1b4c5 ...). A range keeps the width of its lower bound (`[01-3]` -> 01 02 03, `[1-03]` ->
// 1 2 3); numbers are 64-bit. Slurm's limits: at most 65,536 hosts in one range and in one group before the
// last, at most 65,536 ranges between one pair of brackets.
//
// Dialect::Slurm is for what Slurm itself prints (NodeList=, sinfo): everything Slurm accepts, expanded the
// same way. Dialect::Typed is for node names a person types (wizard, cluster editor, CLI): the same grammar,
// but Slurm's lenient readings of typos (an unclosed '[', "[ 1]", "[+1]", "[1-]") are refused, and one
// extension is accepted: text after the last group (`a[1-3]-ib`), which Slurm refuses.
//
// Both refuse, with the column: what Slurm refuses, a number Slurm would silently wrap (>= 2^64 - 1), a name
// with more than Limits::maxGroups bracket groups, and more than Limits::maxHosts hosts or
// Limits::maxChars characters in all (ClusterGate's bounds on memory; Slurm has none). The parse is
// iterative and linear in the input; nothing recurses on it.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace cg {

// Consecutive hosts with one prefix, as Slurm keeps them: prefix + lo..hi zero-padded to `width`, or a
// single name without a number.
struct HostRange
{
    QString prefix;
    quint64 lo = 0;
    quint64 hi = 0;
    int width = 0;
    bool single = false;

    quint64 count() const { return single ? 1 : hi - lo + 1; }
};

class Hostlist
{
    Q_DECLARE_TR_FUNCTIONS(cg::Hostlist)

public:
    static constexpr int kMaxHosts = 100000;

    enum class Dialect { Slurm, Typed };

    struct Limits
    {
        qint64 maxHosts = kMaxHosts;
        int maxGroups = 64;                 // bracket groups in one name
        qint64 maxChars = 64 * 1024 * 1024; // characters of all host names together
    };

    static Result<Hostlist> parse(const QString &expression, Dialect dialect, const Limits &limits);
    // text[from, to) only, with columns counted from the start of `text` (a part of a longer line).
    static Result<Hostlist> parse(const QString &text, qsizetype from, qsizetype to, Dialect dialect,
                                  const Limits &limits);
    static Result<Hostlist> parse(const QString &expression, Dialect dialect = Dialect::Typed)
    {
        return parse(expression, dialect, Limits{});
    }
    // The hosts in this order, merged into ranges as Slurm's hostlist_push_host does.
    static Hostlist fromHosts(const QStringList &hosts);

    qint64 count() const { return m_count; }
    bool isEmpty() const { return m_count == 0; }
    const QList<HostRange> &ranges() const { return m_ranges; }
    // Every host, in Slurm's order, duplicates kept.
    QStringList hosts() const;
    // The expression `scontrol show hostlist` prints for this list (no sorting, duplicates kept).
    QString ranged() const;

    // Shorthands. expand(): Typed dialect; expandSlurm(): Slurm dialect; an empty expression is no host.
    static Result<QStringList> expand(const QString &expression, int maxHosts = kMaxHosts);
    static Result<QStringList> expandSlurm(const QString &expression, int maxHosts = kMaxHosts);
    // Typed, one expression per line; blank lines and `#` comments skipped; errors name the line too.
    static Result<QStringList> expandLines(const QString &text, int maxHosts = kMaxHosts);
    // `scontrol show hostlist` of these names.
    static QString compress(const QStringList &hosts) { return fromHosts(hosts).ranged(); }

private:
    friend struct HostlistBuilder;
    QList<HostRange> m_ranges;
    qint64 m_count = 0;
};

} // namespace cg
