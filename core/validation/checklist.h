// SPDX-License-Identifier: GPL-3.0-or-later
// Validation checklists: levels L0..L6 and their checks as YAML (resources/checklists/*.yaml): what each
// check runs (its kind and parameters) and what its figures must reach. A threshold is a number or an
// expression over the cluster's contract promises ("contract.interNodeGbps * 1000 * 0.9"); a promise the
// contract does not make (0) falls back to `otherwise:` or leaves the figure without a threshold.
#pragma once

#include "common/result.h"
#include "inventory/contract.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantMap>

#include <optional>

namespace cg::validation {

// One figure a check must reach: "rtt_ms_p99 <= 300".
struct Expectation
{
    QString figure;
    QString op = QStringLiteral(">="); // >=, <=, >, <, ==
    QString value;                     // a number or an expression over contract.*
    std::optional<double> otherwise;   // when the expression names a promise the contract does not make
    QString unit;
    QString origin; // "standard.yaml:42"
};

struct CheckDef
{
    QString id;    // unique in its level
    QString kind;  // what runs it: "ssh.hops", "link.node_to_node", "bench.baseline", "pending", ...
    QString title; // for people
    QVariantMap params;
    QList<Expectation> expect;
    bool required = true; // a required check that did not run keeps its level from passing
    QString origin;

    int intParam(const QString &key, int fallback) const;
    double doubleParam(const QString &key, double fallback) const;
    QString stringParam(const QString &key, const QString &fallback = {}) const;
    QStringList listParam(const QString &key) const;
};

struct LevelDef
{
    QString id; // "L0".."L6"
    QString title;
    QString description;
    QList<CheckDef> checks;
};

struct Checklist
{
    QString name;
    QString source;
    QList<LevelDef> levels; // in order: each gates the next

    int indexOf(const QString &levelId) const;
    const LevelDef *level(const QString &levelId) const;
};

// What a threshold came to for one cluster.
struct ResolvedThreshold
{
    bool has = false; // false: nothing to compare with (the promise is not made, no fallback)
    double value = 0;
    QString explanation; // "900 (contract.interNodeGbps 1 * 1000 * 0.9)"
};

class Checklists
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::Checklists)

public:
    // Parses one checklist file; errors name the source, line and column.
    static Result<Checklist> parse(const QByteArray &yaml, const QString &source);
    // A shipped checklist (":/checklists/NAME.yaml") by name, or a file path.
    static Result<Checklist> load(const QString &nameOrPath);
    static QStringList builtinNames();
    // A shipped checklist's title or description in the reader's language (others as written), and
    // every such text (checklist_text.cpp).
    static QString display(const QString &text);
    static QStringList shippedTexts();

    // Evaluates a threshold expression: numbers, contract.FIELD, + - * / and parentheses.
    static Result<ResolvedThreshold> resolve(const Expectation &e, const ClusterContract &contract);
    // "L0-L2", "L1", "L0,L3", "all" into level ids of `list`, in the checklist's order.
    static Result<QStringList> levelRange(const Checklist &list, const QString &spec);
};

bool compareFigure(double value, const QString &op, double threshold);

} // namespace cg::validation
