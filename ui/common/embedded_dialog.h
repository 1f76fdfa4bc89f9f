// SPDX-License-Identifier: GPL-3.0-or-later
// A feature dialog shown inside the workspace instead of as a window of its own: no window frame, no
// Close button (its tab closes it); Escape, which would hide it, leaves it shown.
#pragma once

#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>

namespace cg::ui {

inline void embedDialog(QDialog *dialog, bool stayShown)
{
    dialog->setWindowFlags(Qt::Widget);
    dialog->setModal(false);
    for (QDialogButtonBox *box : dialog->findChildren<QDialogButtonBox *>(Qt::FindDirectChildrenOnly)) {
        QPushButton *close = box->button(QDialogButtonBox::Close);
        if (close)
            close->hide();
        if (close && box->buttons().size() == 1)
            box->hide();
    }
    if (stayShown)
        QObject::connect(dialog, &QDialog::finished, dialog, [dialog] { dialog->setVisible(true); });
}

} // namespace cg::ui
