// SPDX-License-Identifier: GPL-3.0-or-later
// A tab widget as large as the page it shows: QStackedLayout sizes to the largest of all its pages, so
// an area of short sub-views scrolled as long as its longest one. Pages not shown ignore their size
// (QStackedLayout skips pages with the Ignored policy), the shown one counts as usual.
#pragma once

#include <QLayout>
#include <QSizePolicy>
#include <QTabWidget>

namespace cg::ui {

inline void sizeToCurrentPage(QTabWidget *tabs)
{
    const auto apply = [tabs](int current) {
        for (int i = 0; i < tabs->count(); ++i) {
            QWidget *page = tabs->widget(i);
            const QSizePolicy::Policy p = i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored;
            page->setSizePolicy(p, p);
        }
        if (QWidget *page = tabs->currentWidget())
            page->updateGeometry();
        tabs->updateGeometry();
    };
    QObject::connect(tabs, &QTabWidget::currentChanged, tabs, apply);
    apply(tabs->currentIndex());
}

} // namespace cg::ui
