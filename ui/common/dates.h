// SPDX-License-Identifier: GPL-3.0-or-later
// Dates a record depends on (an approval's end, a destruction's day) are shown with the whole year:
// the locale's short format writes "1/3/27", which reads as two different days in two countries and
// leaves the century to guess.
#pragma once

#include <QDateEdit>
#include <QLocale>

namespace cg::ui {

inline QString fullYearDateFormat(const QLocale &locale = QLocale())
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy")))
        format.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return format;
}

inline void showFullYear(QDateEdit *edit)
{
    edit->setDisplayFormat(fullYearDateFormat(edit->locale()));
}

} // namespace cg::ui
