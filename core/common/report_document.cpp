// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/report_document.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextFormat>
#include <QTextFrame>
#include <QTextObjectInterface>

#include <algorithm>
#include <cmath>

namespace cg::report {

namespace {

constexpr QChar kWordJoiner(0x2060); // no line break here (and invisible to pdftotext and search)
constexpr QChar kBreak(0x200B);      // a line may break here
constexpr int kLongToken = 40;

bool isHex(const QString &s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) {
        return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
               (c >= QLatin1Char('a') && c <= QLatin1Char('f')) ||
               (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
    });
}

// One whitespace-free token of a cell, ready to be escaped.
QString token(const QString &t)
{
    QString out;
    out.reserve(t.size() + t.size() / 4);
    if (t.size() > 32 && isHex(t)) {
        for (qsizetype i = 0; i < t.size(); i += 16)
            out += (i ? QStringLiteral(" ") : QString()) + t.mid(i, 16);
        return out;
    }
    const bool longToken = t.size() > kLongToken;
    int run = 0; // characters since the last place a line may break
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i);
        out += c;
        if (i + 1 == t.size())
            continue;
        if (c.isLetterOrNumber()) {
            // A long token's run of 16 letters and digits (a hash, base64 inside JSON) may break too.
            if (longToken && ++run == 16) {
                out += kBreak;
                run = 0;
            }
            continue;
        }
        const bool separator = c == QLatin1Char(',') || c == QLatin1Char(';') || c == QLatin1Char(':') ||
                               c == QLatin1Char('/') || c == QLatin1Char('=') || c == QLatin1Char('&');
        // Line breaking (UAX #14) would break after a hyphen or a slash: a word of a cell holds together,
        // a long token (JSON, a path) breaks after its separators only.
        if (longToken && separator) {
            out += kBreak;
            run = 0;
        } else {
            out += kWordJoiner;
        }
    }
    return out;
}

QString compactNumber(double v)
{
    const double a = std::abs(v);
    if (a >= 100 || a == 0)
        return QString::number(v, 'f', 0);
    if (a >= 10)
        return QString::number(v, 'f', 1);
    if (a >= 1)
        return QString::number(v, 'f', 2);
    return QString::number(v, 'g', 3);
}

double niceStep(double range, int ticks)
{
    if (range <= 0)
        return 1;
    const double raw = range / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / mag;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * mag;
}

const QList<QColor> kPalette{QColor(0x15, 0x65, 0xc0), QColor(0x6a, 0x1b, 0x9a), QColor(0x00, 0x83, 0x8f),
                             QColor(0xad, 0x14, 0x57)};

// Paints one chart into `rect` of any paint device (the PDF when printing). Sizes are shares of the
// rectangle, so that the chart reads the same at any resolution.
class ChartPainter
{
public:
    ChartPainter(QPainter *p, const QRectF &rect, const Chart &c) : m_p(p), m_rect(rect), m_c(c)
    {
        m_u = rect.width() / 1000.0;
        m_font = QFont(QStringLiteral("DejaVu Sans"));
        m_font.setStyleStrategy(QFont::PreferNoShaping);
        m_font.setPixelSize(std::max(1, int(16 * m_u)));
    }

    void paint()
    {
        m_p->save();
        m_p->setRenderHint(QPainter::Antialiasing);
        m_p->setClipRect(m_rect);
        m_p->fillRect(m_rect, Qt::white);
        QFont bold = m_font;
        bold.setBold(true);
        bold.setPixelSize(std::max(1, int(19 * m_u)));
        m_p->setFont(bold);
        m_p->setPen(Qt::black);
        m_p->drawText(QRectF(m_rect.left(), m_rect.top(), m_rect.width(), 30 * m_u), Qt::AlignCenter,
                      m_c.title);
        m_p->setFont(m_font);
        const bool rotated = m_c.kind == Chart::Bars && m_c.categories.size() > 6;
        m_plot = QRectF(m_rect.left() + 95 * m_u, m_rect.top() + 40 * m_u, m_rect.width() - 165 * m_u,
                        m_rect.height() - (rotated ? 150 : 95) * m_u);
        switch (m_c.kind) {
        case Chart::Bars:
            bars(rotated);
            break;
        case Chart::Lines:
            lines();
            break;
        case Chart::Histogram:
            histogram();
            break;
        }
        m_p->setPen(QPen(QColor(0x75, 0x75, 0x75), 1.5 * m_u));
        m_p->setBrush(Qt::NoBrush);
        m_p->drawRect(m_plot);
        m_p->restore();
    }

private:
    QPainter *m_p;
    QRectF m_rect;
    const Chart &m_c;
    QRectF m_plot;
    double m_u = 1;
    QFont m_font;
    double m_yMax = 1;

    double yAt(double v) const { return m_plot.bottom() - v / m_yMax * m_plot.height(); }

    // The y axis from 0 to a little above the highest of `highest` and every horizontal reference.
    void yAxis(double highest, bool withReferences)
    {
        if (withReferences) {
            for (const ReferenceLine &r : m_c.references)
                highest = std::max(highest, r.value);
        }
        const double step = niceStep(std::max(highest, 1e-12) * 1.1, 5);
        m_yMax = std::ceil(highest * 1.1 / step) * step;
        if (m_yMax <= 0)
            m_yMax = step;
        m_p->setFont(m_font);
        for (double v = 0; v <= m_yMax + step / 2; v += step) {
            const double y = yAt(v);
            m_p->setPen(QPen(QColor(0xe0, 0xe0, 0xe0), 1 * m_u));
            m_p->drawLine(QPointF(m_plot.left(), y), QPointF(m_plot.right(), y));
            m_p->setPen(Qt::black);
            m_p->drawText(QRectF(m_rect.left(), y - 12 * m_u, 88 * m_u, 24 * m_u),
                          Qt::AlignRight | Qt::AlignVCenter, compactNumber(v));
        }
        m_p->save();
        m_p->translate(m_rect.left() + 12 * m_u, m_plot.center().y());
        m_p->rotate(-90);
        m_p->drawText(QRectF(-m_plot.height() / 2, -12 * m_u, m_plot.height(), 24 * m_u), Qt::AlignCenter,
                      m_c.yLabel);
        m_p->restore();
    }

    void xLabel()
    {
        m_p->setPen(Qt::black);
        m_p->drawText(QRectF(m_plot.left(), m_rect.bottom() - 28 * m_u, m_plot.width(), 26 * m_u),
                      Qt::AlignCenter, m_c.xLabel);
    }

    // Lines across the plot, each labelled above it on the right; a line close below the one before it
    // is labelled on the left, below itself (or above the line before where there is no room), so that
    // the labels of close thresholds do not overlap.
    void horizontalReferences()
    {
        QList<ReferenceLine> lines = m_c.references;
        std::stable_sort(lines.begin(), lines.end(),
                         [](const auto &a, const auto &b) { return a.value > b.value; });
        double previous = -1e9;
        bool shifted = false;
        for (const ReferenceLine &r : std::as_const(lines)) {
            const double y = yAt(r.value);
            shifted = !shifted && y - previous < 26 * m_u;
            const double above = shifted ? previous : y; // no room below: above the line before, on the left
            previous = y;
            QPen pen(r.colour, 3 * m_u);
            if (r.dashed)
                pen.setStyle(Qt::DashLine);
            m_p->setPen(pen);
            m_p->drawLine(QPointF(m_plot.left(), y), QPointF(m_plot.right(), y));
            m_p->setPen(r.colour);
            const bool below = shifted && y + 26 * m_u < m_plot.bottom();
            m_p->drawText(QRectF(m_plot.left() + 8 * m_u, below ? y + 3 * m_u : above - 24 * m_u,
                                 m_plot.width() - 16 * m_u, 22 * m_u),
                          (shifted ? Qt::AlignLeft : Qt::AlignRight) |
                              (below ? Qt::AlignTop : Qt::AlignBottom),
                          r.label);
        }
    }

    void bars(bool rotated)
    {
        double highest = 0;
        for (double v : m_c.values)
            highest = std::max(highest, v);
        yAxis(highest, true);
        const int n = int(m_c.values.size());
        const double slot = m_plot.width() / std::max(1, n);
        for (int i = 0; i < n; ++i) {
            const double v = m_c.values.at(i);
            const QRectF bar(m_plot.left() + slot * (i + 0.15), yAt(v), slot * 0.7, m_plot.bottom() - yAt(v));
            m_p->setPen(Qt::NoPen);
            m_p->setBrush(i < m_c.colours.size() ? m_c.colours.at(i) : kPalette.first());
            m_p->drawRect(bar);
            m_p->setPen(Qt::black);
            m_p->drawText(QRectF(bar.left() - slot * 0.15, bar.top() - 22 * m_u, slot, 20 * m_u),
                          Qt::AlignHCenter | Qt::AlignBottom, compactNumber(v));
            const QString label = m_c.categories.value(i);
            if (rotated) {
                m_p->save();
                m_p->translate(bar.center().x(), m_plot.bottom() + 6 * m_u);
                m_p->rotate(-40);
                m_p->drawText(QRectF(-150 * m_u, -10 * m_u, 150 * m_u, 20 * m_u),
                              Qt::AlignRight | Qt::AlignVCenter, label);
                m_p->restore();
            } else {
                m_p->drawText(QRectF(m_plot.left() + slot * i, m_plot.bottom() + 4 * m_u, slot, 40 * m_u),
                              Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, label);
            }
        }
        horizontalReferences();
        xLabel();
    }

    void lines()
    {
        double highest = 0, xMin = 0, xMax = 0;
        bool first = true;
        QList<double> xs;
        const auto xv = [&](double x) { return m_c.logX ? std::log2(std::max(x, 1e-12)) : x; };
        for (const QList<QPointF> &l : m_c.lines) {
            for (const QPointF &pt : l) {
                highest = std::max(highest, pt.y());
                const double x = xv(pt.x());
                xMin = first ? x : std::min(xMin, x);
                xMax = first ? x : std::max(xMax, x);
                first = false;
                if (!xs.contains(pt.x()))
                    xs << pt.x();
            }
        }
        if (xMax <= xMin)
            xMax = xMin + 1;
        yAxis(highest, true);
        const auto xAt = [&](double x) {
            return m_plot.left() + 20 * m_u + (xv(x) - xMin) / (xMax - xMin) * (m_plot.width() - 40 * m_u);
        };
        std::sort(xs.begin(), xs.end());
        const int every = std::max(1, int(std::ceil(xs.size() / 10.0)));
        m_p->setPen(Qt::black);
        for (int i = 0; i < xs.size(); i += every) {
            const double x = xAt(xs.at(i));
            m_p->drawLine(QPointF(x, m_plot.bottom()), QPointF(x, m_plot.bottom() + 6 * m_u));
            m_p->drawText(QRectF(x - 60 * m_u, m_plot.bottom() + 8 * m_u, 120 * m_u, 22 * m_u),
                          Qt::AlignHCenter | Qt::AlignTop,
                          m_c.logX ? byteSize(xs.at(i)) : compactNumber(xs.at(i)));
        }
        horizontalReferences();
        for (int i = 0; i < m_c.lines.size(); ++i) {
            const QColor colour = kPalette.at(i % kPalette.size());
            QPolygonF poly;
            for (const QPointF &pt : m_c.lines.at(i))
                poly << QPointF(xAt(pt.x()), yAt(pt.y()));
            m_p->setPen(QPen(colour, 3.5 * m_u));
            m_p->setBrush(Qt::NoBrush);
            m_p->drawPolyline(poly);
            m_p->setBrush(colour);
            for (const QPointF &pt : poly)
                m_p->drawEllipse(pt, 5 * m_u, 5 * m_u);
            // The legend, top left inside the plot.
            const QRectF key(m_plot.left() + 14 * m_u, m_plot.top() + (10 + 24 * i) * m_u, 30 * m_u, 4 * m_u);
            m_p->fillRect(key, colour);
            m_p->setPen(Qt::black);
            m_p->drawText(QRectF(key.right() + 8 * m_u, key.center().y() - 11 * m_u, 500 * m_u, 22 * m_u),
                          Qt::AlignLeft | Qt::AlignVCenter, m_c.lineNames.value(i));
        }
        xLabel();
    }

    void histogram()
    {
        QList<double> v = m_c.values;
        std::sort(v.begin(), v.end());
        double lo = v.isEmpty() ? 0 : v.first(), hi = v.isEmpty() ? 1 : v.last();
        for (const ReferenceLine &r : m_c.references)
            hi = std::max(hi, r.value);
        if (hi <= lo)
            hi = lo + 1;
        const double step = niceStep(hi - lo, 6);
        lo = std::floor(lo / step) * step;
        hi = std::ceil(hi / step) * step;
        const int bins = std::clamp(int(std::sqrt(double(v.size())) * 2), 8, 40);
        const double width = (hi - lo) / bins;
        QList<int> counts(bins, 0);
        for (double x : std::as_const(v))
            ++counts[std::clamp(int((x - lo) / width), 0, bins - 1)];
        yAxis(*std::max_element(counts.begin(), counts.end()), false);
        const auto xAt = [&](double x) { return m_plot.left() + (x - lo) / (hi - lo) * m_plot.width(); };
        m_p->setPen(QPen(Qt::white, 1 * m_u));
        m_p->setBrush(kPalette.first());
        for (int i = 0; i < bins; ++i) {
            if (counts.at(i))
                m_p->drawRect(QRectF(QPointF(xAt(lo + i * width), yAt(counts.at(i))),
                                     QPointF(xAt(lo + (i + 1) * width), m_plot.bottom())));
        }
        m_p->setPen(Qt::black);
        for (double x = lo; x <= hi + step / 2; x += step) {
            m_p->drawLine(QPointF(xAt(x), m_plot.bottom()), QPointF(xAt(x), m_plot.bottom() + 6 * m_u));
            m_p->drawText(QRectF(xAt(x) - 60 * m_u, m_plot.bottom() + 8 * m_u, 120 * m_u, 22 * m_u),
                          Qt::AlignHCenter | Qt::AlignTop, compactNumber(x));
        }
        for (int i = 0; i < m_c.references.size(); ++i) {
            const ReferenceLine &r = m_c.references.at(i);
            const double x = xAt(r.value);
            QPen pen(r.colour, 3 * m_u);
            if (r.dashed)
                pen.setStyle(Qt::DashLine);
            m_p->setPen(pen);
            m_p->drawLine(QPointF(x, m_plot.top()), QPointF(x, m_plot.bottom()));
            m_p->setPen(r.colour);
            const bool left = x > m_plot.center().x();
            m_p->drawText(QRectF(left ? x - 408 * m_u : x + 8 * m_u, m_plot.top() + (6 + 22 * i) * m_u,
                                 400 * m_u, 22 * m_u),
                          (left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, r.label);
        }
        xLabel();
    }
};

// Draws the report's charts where its HTML has <img src="chart:N">, as vectors on the page.
class ChartHandler : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    explicit ChartHandler(const QList<Chart> &charts) : m_charts(charts) {}

    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &format) override
    {
        const Chart *c = chart(format);
        // The width of the text: the page less the root frame's margins (print() adds its own).
        const QTextFrameFormat frame = doc->rootFrame()->frameFormat();
        const double page = doc->pageSize().width() > 0 ? doc->pageSize().width()
                            : doc->textWidth() > 0      ? doc->textWidth()
                                                        : 800;
        double w = page - frame.leftMargin() - frame.rightMargin() - 2 * (frame.padding() + frame.border());
        w = std::max(10.0, w - 4);
        return QSizeF(w, w * (c ? c->aspect : 0.1));
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        if (const Chart *c = chart(format))
            ChartPainter(painter, rect, *c).paint();
    }

private:
    QList<Chart> m_charts;

    const Chart *chart(const QTextFormat &format) const
    {
        const QString name = format.toImageFormat().name();
        if (!name.startsWith(QLatin1String("chart:")))
            return nullptr;
        bool ok = false;
        const int i = name.mid(6).toInt(&ok);
        return ok && i >= 0 && i < m_charts.size() ? &m_charts.at(i) : nullptr;
    }
};

} // namespace

QString cellHtml(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        QStringList words;
        for (const QString &w : line.split(QLatin1Char(' ')))
            words << token(w).toHtmlEscaped();
        lines << words.join(QLatin1Char(' '));
    }
    return lines.join(QStringLiteral("<br/>"));
}

QString tableHtml(const QStringList &headers, const QList<QList<TableCell>> &rows, const QList<int> &widths)
{
    QString h = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                               "style=\"border-collapse: collapse; border-color: #9e9e9e\"><thead><tr>");
    for (qsizetype i = 0; i < headers.size(); ++i)
        h += QStringLiteral("<th bgcolor=\"#eeeeee\" align=\"left\"%1>%2</th>")
                 .arg(i < widths.size() ? QStringLiteral(" width=\"%1%\"").arg(widths.at(i)) : QString(),
                      cellHtml(headers.at(i)));
    h += QStringLiteral("</tr></thead><tbody>");
    for (const QList<TableCell> &r : rows) {
        h += QStringLiteral("<tr>");
        for (const TableCell &c : r) {
            QString text = cellHtml(c.text);
            if (c.bold)
                text = QStringLiteral("<b>%1</b>").arg(text);
            if (!c.colour.isEmpty())
                text = QStringLiteral("<span style=\"color: %1\">%2</span>").arg(c.colour, text);
            QString span;
            if (c.rowSpan > 1)
                span += QStringLiteral(" rowspan=\"%1\"").arg(c.rowSpan);
            if (c.colSpan > 1)
                span += QStringLiteral(" colspan=\"%1\"").arg(c.colSpan);
            h += QStringLiteral("<td%1>%2</td>").arg(span, text);
        }
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</tbody></table>");
    return h;
}

QString tableHtml(const QStringList &headers, const QList<QStringList> &rows, const QList<int> &widths)
{
    QList<QList<TableCell>> cells;
    for (const QStringList &r : rows) {
        QList<TableCell> row;
        for (const QString &c : r)
            row << TableCell{c, {}, false, 1, 1};
        cells << row;
    }
    return tableHtml(headers, cells, widths);
}

QString verdictHtml(const QString &verdict, const QString &colour)
{
    return QStringLiteral("<p style=\"font-size: 12pt; margin-bottom: 6px\"><b><span style=\"color: %1\">"
                          "%2</span></b></p>")
        .arg(colour, verdict.toHtmlEscaped());
}

QString byteSize(double bytes)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (bytes >= 1024 && u < 4) {
        bytes /= 1024;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(QString::number(bytes, 'g', 3), QLatin1String(units[u]));
}

QString chartHtml(int index)
{
    return QStringLiteral("<p><img src=\"chart:%1\"/></p>").arg(index);
}

Status printPdf(const QString &html, const QList<Chart> &charts, const QString &path, const QString &title,
                QPageLayout::Orientation orientation)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return Status::failure(QCoreApplication::translate(
            "cg::report",
            "a PDF report needs fonts, which needs a QGuiApplication (QT_QPA_PLATFORM=offscreen "
            "is enough)"));
    {
        QPdfWriter writer(path);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("ClusterGate"));
        // QTextDocument::print() keeps 2 cm around the text (and puts the page number there).
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF(0, 0, 0, 0),
                                         QPageLayout::Millimeter));
        writer.setResolution(300);
        QTextDocument doc;
        QFont font(QStringLiteral("DejaVu Sans"), 7);
        font.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: pdftotext must find the words
        doc.setDefaultFont(font);
        QTextOption option = doc.defaultTextOption();
        option.setWrapMode(QTextOption::WordWrap); // never inside a word, even in a narrow cell
        doc.setDefaultTextOption(option);
        ChartHandler handler(charts);
        doc.documentLayout()->registerHandler(QTextFormat::ImageObject, &handler);
        doc.setHtml(html);
        doc.print(&writer);
    }
    QFile check(path);
    if (!check.exists() || check.size() == 0)
        return Status::failure(
            QCoreApplication::translate("cg::report", "the PDF %1 could not be written").arg(path));
    return Ok{};
}

} // namespace cg::report

#include "report_document.moc"
