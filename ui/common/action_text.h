// SPDX-License-Identifier: GPL-3.0-or-later
// An action's text without its mnemonic, for places that show it as a label (toolbar buttons, the
// keyboard shortcuts list). Translations that keep the English mnemonic key write it as "(&I)" after the
// text ("放大(&I)"); Qt's own stripping removes only the "&" and would show "放大(I)".
#pragma once

#include <QRegularExpression>
#include <QString>

namespace cg::ui {

inline QString plainActionText(QString text)
{
    static const QRegularExpression cjkMnemonic(QStringLiteral("\\s*[(（]&[^&\\s][)）]"));
    static const QRegularExpression ampersand(QStringLiteral("&(?!&)"));
    text.remove(cjkMnemonic);
    text.remove(ampersand);
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    text.remove(QStringLiteral("…"));
    return text.trimmed();
}

} // namespace cg::ui
