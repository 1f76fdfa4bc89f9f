// SPDX-License-Identifier: GPL-3.0-or-later
// Dates are shown with the whole year, in date edits and in text (an approval's end, a destruction's day,
// when a job started or an alert fired): the locale's short format writes "1/3/27", which reads as two
// different days in two countries and leaves the century to guess.
#pragma once

#include <QDate>
#include <QDateEdit>
#include <QDateTime>
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

// A day, as the locale writes it short but with the whole year ("1/3/2027", "2027/1/3").
inline QString shownDate(const QDate &day)
{
    return day.isValid() ? QLocale().toString(day, fullYearDateFormat()) : QString();
}

// A moment in local time: the day as above and the locale's short time ("1/3/2027 6:05 PM").
inline QString shownDateTime(const QDateTime &at)
{
    const QLocale locale;
    return at.isValid() ? locale.toString(at.toLocalTime(), fullYearDateFormat(locale) + QLatin1Char(' ') +
                                                                locale.timeFormat(QLocale::ShortFormat))
                        : QString();
}

} // namespace cg::ui
