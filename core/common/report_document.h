// SPDX-License-Identifier: GPL-3.0-or-later
// What the PDF reports share: a verdict line, tables whose headers repeat on every page and whose cells
// wrap only between words, and charts painted with QPainter straight into the PDF (vectors, not images).
// A report is HTML for QTextDocument; a chart is an <img src="chart:N"> whose drawing is the N-th Chart.
// Needs QtGui (QPdfWriter, QTextDocument) and a QGuiApplication when printing; no widgets.
#pragma once

#include "common/result.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPageLayout>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace cg::report {

// The text of a cell as HTML: a word never breaks inside (a hyphen holds its word together). A token
// longer than 40 characters (JSON, a path) may break after a separator (, ; : / = &) and after every 16
// letters or digits in a row (a hash, base64 inside JSON); a hex string of more than 32 digits shows in
// groups of 16.
QString cellHtml(const QString &text);

struct TableCell
{
    QString text;
    QString colour; // "#c62828", or empty
    bool bold = false;
    int rowSpan = 1; // the rows below leave this column out
    int colSpan = 1;
};

// A table with a header row (<thead>: repeated at the top of every page the table runs onto). `widths`:
// the columns' shares of the text width in percent, as a hint (a column still widens to its longest word).
QString tableHtml(const QStringList &headers, const QList<QList<TableCell>> &rows,
                  const QList<int> &widths = {});
QString tableHtml(const QStringList &headers, const QList<QStringList> &rows, const QList<int> &widths = {});

// The one-line verdict a report opens with, in the colour of its outcome.
QString verdictHtml(const QString &verdict, const QString &colour);

struct ReferenceLine
{
    QString label; // "contract 400 GB/s"
    double value = 0;
    QColor colour;
    bool dashed = false;
};

struct Chart
{
    enum Kind {
        Bars,      // one bar per category (per GPU), reference lines across
        Lines,     // x against y, x on a log2 axis when logX (message sizes)
        Histogram, // the distribution of `values`, with markers at the reference lines
    };
    Kind kind = Bars;
    QString title;
    QString xLabel;
    QString yLabel; // with the unit: "GB/s"
    QStringList categories;
    QList<double> values;        // Bars: one per category; Histogram: the samples
    QList<QColor> colours;       // Bars: per bar (empty: one colour)
    QList<QList<QPointF>> lines; // Lines
    QStringList lineNames;
    bool logX = false;
    QList<ReferenceLine> references;
    double aspect = 0.34; // height / width
};

// "8 B", "64 KiB", "8 GiB": byte sizes the way nccl-tests users read them.
QString byteSize(double bytes);

// Prints `html` to a PDF at `path` (A4, 12 mm margins), drawing `charts` where the HTML names them.
// Text is DejaVu Sans 7 pt without ligatures, so that pdftotext and search find every word as typed.
Status printPdf(const QString &html, const QList<Chart> &charts, const QString &path, const QString &title,
                QPageLayout::Orientation orientation);

// The HTML that places chart `index` (its width is the text width, its height the chart's aspect).
QString chartHtml(int index);

} // namespace cg::report
