// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a PDF report the way its readers' tools do (poppler-utils): text with pdftotext (-layout, or
// -bbox for where each word is), pages as PNG with pdftoppm; and the checks the report tests share:
// no word of a table cell split across lines, colours present in a chart's area.
#pragma once

#include <QFile>
#include <QHash>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>

namespace cg::test {

inline QByteArray poppler(const QString &tool, const QStringList &args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

// The text of pages first..last (0: from the start / to the end), as `pdftotext -layout` lays it out.
inline QString pdfText(const QString &pdf, int first = 0, int last = 0, bool layout = true)
{
    QStringList args;
    if (layout)
        args << QStringLiteral("-layout");
    if (first)
        args << QStringLiteral("-f") << QString::number(first);
    if (last)
        args << QStringLiteral("-l") << QString::number(last);
    args << pdf << QStringLiteral("-");
    return QString::fromUtf8(poppler(QStringLiteral("pdftotext"), args));
}

inline int pdfPages(const QString &pdf)
{
    const QString info = QString::fromUtf8(poppler(QStringLiteral("pdfinfo"), {pdf}));
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

// Page `page` rendered by pdftoppm at `dpi`.
inline QImage pdfPage(const QString &pdf, int page, int dpi)
{
    QTemporaryDir dir;
    const QString prefix = dir.filePath(QStringLiteral("page"));
    poppler(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QString::number(dpi),
                                         QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                         QString::number(page), QStringLiteral("-singlefile"), pdf, prefix});
    return QImage(prefix + QStringLiteral(".png"));
}

struct PdfWord
{
    QString text;
    QRectF box; // in PDF points from the page's top left
};

// Every word of page `page` with its box (pdftotext -bbox).
inline QList<PdfWord> pdfWords(const QString &pdf, int page)
{
    const QString html =
        QString::fromUtf8(poppler(QStringLiteral("pdftotext"),
                                  {QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(page),
                                   QStringLiteral("-l"), QString::number(page), pdf, QStringLiteral("-")}));
    static const QRegularExpression word(QStringLiteral(
        "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">([^<]*)</word>"));
    QList<PdfWord> out;
    for (auto it = word.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        out << PdfWord{m.captured(5)
                           .replace(QStringLiteral("&amp;"), QStringLiteral("&"))
                           .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
                           .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
                           .replace(QStringLiteral("&quot;"), QStringLiteral("\"")),
                       QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                              QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()))};
    }
    return out;
}

// The whitespace-separated tokens of `text` with how often each occurs.
inline QHash<QString, int> tokenCounts(const QString &text)
{
    QHash<QString, int> counts;
    QString clean = text;
    clean.remove(QChar(0x200B)).remove(QChar(0x2060));
    for (const QString &t : clean.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        ++counts[t];
    return counts;
}

// The first word of `cells` (words of at most 40 characters: longer tokens may break after a separator)
// that the PDF's text holds fewer times whole than the cells do: a word split across lines. Empty: none.
inline QString splitWord(const QStringList &cells, const QString &pdfText)
{
    const QHash<QString, int> inPdf = tokenCounts(pdfText);
    QHash<QString, int> wanted;
    for (const QString &c : cells) {
        for (const QString &w : c.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
            if (w.size() <= 40)
                ++wanted[w];
        }
    }
    for (auto it = wanted.begin(); it != wanted.end(); ++it) {
        if (inPdf.value(it.key()) < it.value())
            return QStringLiteral("'%1': %2 time(s) in the cells, %3 whole in the PDF")
                .arg(it.key())
                .arg(it.value())
                .arg(inPdf.value(it.key()));
    }
    return {};
}

inline bool near(QRgb p, const QColor &c, int tolerance)
{
    return std::abs(qRed(p) - c.red()) <= tolerance && std::abs(qGreen(p) - c.green()) <= tolerance &&
           std::abs(qBlue(p) - c.blue()) <= tolerance;
}

// Pixels of `image` within `area` that are `colour` (give or take `tolerance` per channel).
inline int pixelsOf(const QImage &image, const QRect &area, const QColor &colour, int tolerance = 40)
{
    int n = 0;
    const QRect a = area.intersected(image.rect());
    for (int y = a.top(); y <= a.bottom(); ++y) {
        for (int x = a.left(); x <= a.right(); ++x)
            n += near(image.pixel(x, y), colour, tolerance);
    }
    return n;
}

// The longest horizontal run of `colour` pixels in `area` (a line drawn across a chart).
inline int longestRun(const QImage &image, const QRect &area, const QColor &colour, int tolerance = 40)
{
    int best = 0;
    const QRect a = area.intersected(image.rect());
    for (int y = a.top(); y <= a.bottom(); ++y) {
        int run = 0, gaps = 0;
        for (int x = a.left(); x <= a.right(); ++x) {
            if (near(image.pixel(x, y), colour, tolerance)) {
                ++run;
                gaps = 0;
            } else if (run > 0 && ++gaps > 6) { // a dashed line has gaps
                run = 0;
                gaps = 0;
            }
            best = std::max(best, run);
        }
    }
    return best;
}

} // namespace cg::test
