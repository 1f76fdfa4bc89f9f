// SPDX-License-Identifier: GPL-3.0-or-later
// Small widgets the onboarding pages share.
#pragma once

#include <QLabel>

namespace cg::ui::onboarding {

// A selectable label that wraps: a page's explanation or state line.
inline QLabel *wrapLabel(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace cg::ui::onboarding
