// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms shared by the ledger stores (SQLite and PostgreSQL): a request's form parameters as one JSON
// column, and a LIKE pattern with the user's text taken literally (ESCAPE '\').
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QString>

namespace cg::ledger::detail {

// Empty parameters: a null QString (the column's NULL).
inline QString paramsText(const QMap<QString, QString> &params)
{
    if (params.isEmpty())
        return {};
    QJsonObject o;
    for (auto it = params.begin(); it != params.end(); ++it)
        o.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

inline QMap<QString, QString> paramsFromText(const QString &text)
{
    QMap<QString, QString> out;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

inline QString likePattern(const QString &text)
{
    QString t = text;
    t.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    t.replace(QLatin1Char('%'), QLatin1String("\\%"));
    t.replace(QLatin1Char('_'), QLatin1String("\\_"));
    return t;
}

} // namespace cg::ledger::detail
