// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminal_view.h"

#include "terminal/terminal_screen.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace cg::ui {

using terminal::CellColor;
using terminal::DrawCell;
using terminal::TerminalCell;
using terminal::TerminalScreen;

namespace {

QRgb xtermColor(int i)
{
    static const QRgb base[16] = {0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd,
                                  0x00cdcd, 0xe5e5e5, 0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00,
                                  0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff};
    if (i < 16)
        return base[i];
    if (i < 232) {
        const int c = i - 16;
        const auto level = [](int v) { return v == 0 ? 0 : 55 + v * 40; };
        return qRgb(level(c / 36), level((c / 6) % 6), level(c % 6));
    }
    const int g = 8 + (i - 232) * 10;
    return qRgb(g, g, g);
}

const QColor kDefaultFg(0xe5, 0xe5, 0xe5);
const QColor kDefaultBg(0x1e, 0x1e, 0x1e);

QColor colorOf(const CellColor &c, bool fg, bool bold)
{
    switch (c.kind) {
    case CellColor::Default:
        return fg ? kDefaultFg : kDefaultBg;
    case CellColor::Indexed:
        // Bold brightens the eight basic colours, as xterm does.
        return QColor(xtermColor(fg && bold && c.index < 8 ? c.index + 8 : c.index));
    case CellColor::Rgb:
        return QColor(QRgb(c.rgb));
    }
    return fg ? kDefaultFg : kDefaultBg;
}

TerminalScreen::Key keyOf(int qtKey, int *function)
{
    *function = 0;
    switch (qtKey) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return TerminalScreen::KeyEnter;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return TerminalScreen::KeyTab;
    case Qt::Key_Backspace:
        return TerminalScreen::KeyBackspace;
    case Qt::Key_Escape:
        return TerminalScreen::KeyEscape;
    case Qt::Key_Up:
        return TerminalScreen::KeyUp;
    case Qt::Key_Down:
        return TerminalScreen::KeyDown;
    case Qt::Key_Left:
        return TerminalScreen::KeyLeft;
    case Qt::Key_Right:
        return TerminalScreen::KeyRight;
    case Qt::Key_Insert:
        return TerminalScreen::KeyInsert;
    case Qt::Key_Delete:
        return TerminalScreen::KeyDelete;
    case Qt::Key_Home:
        return TerminalScreen::KeyHome;
    case Qt::Key_End:
        return TerminalScreen::KeyEnd;
    case Qt::Key_PageUp:
        return TerminalScreen::KeyPageUp;
    case Qt::Key_PageDown:
        return TerminalScreen::KeyPageDown;
    default:
        break;
    }
    if (qtKey >= Qt::Key_F1 && qtKey <= Qt::Key_F12) {
        *function = qtKey - Qt::Key_F1 + 1;
        return TerminalScreen::KeyF1;
    }
    return TerminalScreen::KeyNone;
}

int modsOf(Qt::KeyboardModifiers m)
{
    int out = TerminalScreen::ModNone;
    if (m & Qt::ShiftModifier)
        out |= TerminalScreen::ModShift;
    if (m & Qt::AltModifier)
        out |= TerminalScreen::ModAlt;
    if (m & Qt::ControlModifier)
        out |= TerminalScreen::ModCtrl;
    return out;
}

} // namespace

TerminalView::TerminalView(QWidget *parent) : QWidget(parent), m_bar(new QScrollBar(Qt::Vertical, this))
{
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAttribute(Qt::WA_InputMethodEnabled);
    setMouseTracking(false);
    m_font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_font.setStyleHint(QFont::Monospace);
    m_font.setFixedPitch(true);
    if (m_font.pointSize() <= 0)
        m_font.setPointSize(11);
    applyFont();
    m_frame.setSingleShot(true);
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, &TerminalView::flush);
    connect(m_bar, &QScrollBar::valueChanged, this, [this](int v) {
        if (!m_screen)
            return;
        m_scroll = m_screen->scrollbackSize() - v;
        update();
    });
}

void TerminalView::setScreen(terminal::TerminalScreen *screen)
{
    m_screen = screen;
    m_scroll = 0;
    m_selStart = m_selEnd = QPoint(-1, -1);
    updateScrollBar();
    update();
}

void TerminalView::applyFont()
{
    const QFontMetrics fm(m_font);
    m_cell = QSize(std::max(1, fm.horizontalAdvance(QLatin1Char('M'))), std::max(1, fm.height()));
    m_ascent = fm.ascent();
    m_boldFont = m_font;
    m_boldFont.setBold(true);
    m_italicFont = m_font;
    m_italicFont.setItalic(true);
    m_boldItalicFont = m_boldFont;
    m_boldItalicFont.setItalic(true);
    for (int style = 0; style < 4; ++style) {
        m_raw[std::size_t(style)] = QRawFont::fromFont(fontOf(style));
        m_glyphs[std::size_t(style)].clear();
        std::array<quint32, 128> &ascii = m_ascii[std::size_t(style)];
        ascii.fill(0);
        if (!m_raw[std::size_t(style)].isValid())
            continue;
        QChar chars[128];
        for (int u = 0; u < 128; ++u)
            chars[u] = QChar(char16_t(u));
        int n = 128;
        if (!m_raw[std::size_t(style)].glyphIndexesForChars(chars, 128, ascii.data(), &n) || n != 128)
            ascii.fill(0);
        for (int u = 0; u <= 0x20; ++u)
            ascii[std::size_t(u)] = 0; // controls and blanks: nothing to draw
        ascii[0x7f] = 0;
        const QList<QPointF> m =
            m_raw[std::size_t(style)].advancesForGlyphIndexes(QList<quint32>{ascii['M']});
        m_narrowAdvance[std::size_t(style)] = m.isEmpty() ? 0 : m.first().x();
    }
    m_wideAdvance.clear();
    update();
}

const QFont &TerminalView::fontOf(int style) const
{
    switch (style) {
    case 1:
        return m_boldFont;
    case 2:
        return m_italicFont;
    case 3:
        return m_boldItalicFont;
    default:
        return m_font;
    }
}

quint32 TerminalView::glyphOf(int style, char32_t u)
{
    if (u < 128)
        return m_ascii[std::size_t(style)][std::size_t(u)];
    QHash<char32_t, quint32> &cache = m_glyphs[std::size_t(style)];
    const auto it = cache.constFind(u);
    if (it != cache.constEnd())
        return *it;
    quint32 glyph = 0;
    const QRawFont &raw = m_raw[std::size_t(style)];
    if (raw.isValid() && cache.size() < 4096) {
        QChar chars[2];
        int len = 1;
        if (QChar::requiresSurrogates(u)) {
            chars[0] = QChar(QChar::highSurrogate(u));
            chars[1] = QChar(QChar::lowSurrogate(u));
            len = 2;
        } else {
            chars[0] = QChar(char16_t(u));
        }
        quint32 glyphs[2] = {0, 0};
        int n = 2;
        // Only a glyph as wide as a cell belongs on the grid; anything else is drawn as text.
        if (raw.supportsCharacter(uint(u)) && raw.glyphIndexesForChars(chars, len, glyphs, &n) && n == 1) {
            const QList<QPointF> adv = raw.advancesForGlyphIndexes(QList<quint32>{glyphs[0]});
            if (!adv.isEmpty() && qAbs(adv.first().x() - m_narrowAdvance[std::size_t(style)]) < 0.5)
                glyph = glyphs[0];
        }
    }
    if (cache.size() < 4096)
        cache.insert(u, glyph);
    return glyph;
}

QSize TerminalView::gridSize() const
{
    const int w = std::max(1, width() - m_bar->sizeHint().width());
    return QSize(std::clamp(w / m_cell.width(), 1, TerminalScreen::kMaxCols),
                 std::clamp(height() / m_cell.height(), 1, TerminalScreen::kMaxRows));
}

void TerminalView::zoomIn()
{
    m_font.setPointSize(std::min(72, m_font.pointSize() + 1));
    applyFont();
    const QSize g = gridSize();
    emit gridResized(g.height(), g.width());
}

void TerminalView::zoomOut()
{
    m_font.setPointSize(std::max(5, m_font.pointSize() - 1));
    applyFont();
    const QSize g = gridSize();
    emit gridResized(g.height(), g.width());
}

void TerminalView::screenChanged()
{
    m_dirty = true;
    if (!m_frame.isActive())
        m_frame.start();
}

void TerminalView::flush()
{
    if (!m_screen || !m_dirty)
        return;
    m_dirty = false;
    if (m_screen->takeBell())
        emit bell();
    const int scrolled = m_screen->takeScrolled();
    const QRect damage = m_screen->takeDamage();
    if (scrolled > 0 && m_scroll > 0)
        m_scroll =
            std::min(m_scroll + scrolled, m_screen->scrollbackSize()); // a reader scrolled back stays put
    updateScrollBar();
    if (m_scroll > 0 && scrolled == 0)
        return; // the live screen is not shown
    if (scrolled > 0 || m_scroll > 0) {
        update();
    } else if (!damage.isNull()) {
        update(QRect(damage.x() * m_cell.width(), damage.y() * m_cell.height(),
                     damage.width() * m_cell.width(), damage.height() * m_cell.height()));
    }
}

void TerminalView::updateScrollBar()
{
    const int sb = m_screen ? m_screen->scrollbackSize() : 0;
    const QSignalBlocker block(m_bar);
    m_bar->setRange(0, sb);
    m_bar->setPageStep(m_screen ? m_screen->rows() : 24);
    m_bar->setValue(sb - m_scroll);
}

void TerminalView::setScrollOffset(int lines)
{
    if (!m_screen)
        return;
    m_scroll = std::clamp(lines, 0, m_screen->scrollbackSize());
    updateScrollBar();
    update();
}

int TerminalView::lineAt(int y) const
{
    const int sb = m_screen ? m_screen->scrollbackSize() : 0;
    return sb - m_scroll + std::max(0, y) / m_cell.height();
}

QPoint TerminalView::cellAt(const QPoint &pos) const
{
    const int cols = m_screen ? m_screen->cols() : 1;
    return QPoint(std::clamp(pos.x() / m_cell.width(), 0, cols - 1), lineAt(pos.y()));
}

int TerminalView::screenRowOf(int absoluteLine) const
{
    return absoluteLine - (m_screen ? m_screen->scrollbackSize() : 0);
}

bool TerminalView::selected(int absLine, int col) const
{
    if (m_selStart.y() < 0 || m_selStart == m_selEnd)
        return false;
    QPoint a = m_selStart, b = m_selEnd;
    if (b.y() < a.y() || (b.y() == a.y() && b.x() < a.x()))
        std::swap(a, b);
    if (absLine < a.y() || absLine > b.y())
        return false;
    if (absLine == a.y() && col < a.x())
        return false;
    if (absLine == b.y() && col >= b.x())
        return false;
    return true;
}

void TerminalView::paintEvent(QPaintEvent *event)
{
    QElapsedTimer t;
    t.start();
    QPainter p(this);
    p.fillRect(event->rect(), kDefaultBg);
    if (!m_screen)
        return;
    const int cw = m_cell.width(), ch = m_cell.height();
    const int rows = m_screen->rows(), cols = m_screen->cols();
    const int firstRow = std::max(0, event->rect().top() / ch);
    const int lastRow = std::min(rows - 1, event->rect().bottom() / ch);
    const int firstCol = std::max(0, event->rect().left() / cw);
    const int lastCol = std::min(cols - 1, event->rect().right() / cw);
    const int sb = m_screen->scrollbackSize();
    const bool globalReverse = m_screen->reverseVideo();
    std::vector<DrawCell> &cells = m_rowCells;
    QString &text = m_runText;
    const auto cluster = [&text](const DrawCell &cell) {
        text.resize(0);
        for (int i = 0; i < DrawCell::kMaxChars && cell.chars[i]; ++i) {
            const char32_t u = cell.chars[i];
            if (QChar::requiresSurrogates(u)) {
                text += QChar(QChar::highSurrogate(u));
                text += QChar(QChar::lowSurrogate(u));
            } else {
                text += QChar(char16_t(u));
            }
        }
    };
    QList<quint32> &glyphs = m_runGlyphs;
    QList<QPointF> &positions = m_runPositions;
    for (int vr = firstRow; vr <= lastRow; ++vr) {
        const int abs = sb - m_scroll + vr;
        const int row = abs - sb;
        const int y = vr * ch;
        const qreal baseline = y + m_ascent;
        m_screen->rowCells(row, cells);
        const bool hitRow = m_hitLength > 0 && abs == m_hitStart.y();
        // Runs of cells with the same look: one background, one glyph run at the cells' own positions.
        int c = firstCol;
        while (c <= lastCol) {
            const DrawCell &cell = cells[std::size_t(c)];
            if (cell.width == 0) {
                ++c;
                continue;
            }
            const bool inv = cell.reverse != globalReverse;
            const bool sel = selected(abs, c);
            const bool hit = hitRow && c >= m_hitStart.x() && c < m_hitStart.x() + m_hitLength;
            QColor fg = colorOf(cell.fg, true, cell.bold);
            QColor bg = colorOf(cell.bg, false, false);
            if (inv)
                std::swap(fg, bg);
            if (sel)
                std::swap(fg, bg);
            if (hit)
                bg = QColor(0xb0, 0x80, 0x00);
            const int style = (cell.bold ? 1 : 0) + (cell.italic ? 2 : 0);
            int next = c + cell.width;
            if (cell.width == 1 && !hitRow) {
                while (next <= lastCol) {
                    const DrawCell &n = cells[std::size_t(next)];
                    if (n.width != 1 || !n.sameLook(cell) || selected(abs, next) != sel)
                        break;
                    ++next;
                }
            }
            const int span = next - c;
            const QRect r(c * cw, y, span * cw, ch);
            if (bg != kDefaultBg)
                p.fillRect(r, bg);
            bool penSet = false;
            const auto usePen = [&] {
                if (!penSet) {
                    p.setPen(fg);
                    p.setFont(fontOf(style));
                    penSet = true;
                }
            };
            if (cell.width == 2) {
                if (cell.chars[0] && cell.chars[0] != U' ') {
                    usePen();
                    cluster(cell);
                    auto adv = m_wideAdvance.constFind(cell.chars[0]);
                    if (adv == m_wideAdvance.constEnd() || cell.chars[1])
                        adv = m_wideAdvance.insert(cell.chars[0],
                                                   QFontMetricsF(m_font).horizontalAdvance(text));
                    // Centred in its two cells, never left of them (a wider fallback glyph runs right).
                    p.drawText(QPointF(c * cw + std::max<qreal>(0, (2 * cw - *adv) / 2), baseline), text);
                }
            } else {
                glyphs.resize(0);
                positions.resize(0);
                for (int k = c; k < next; ++k) {
                    const DrawCell &n = cells[std::size_t(k)];
                    if (!n.chars[0] || n.chars[0] == U' ')
                        continue;
                    const quint32 g = n.chars[1] ? 0 : glyphOf(style, n.chars[0]);
                    if (g) {
                        glyphs.append(g);
                        positions.append(QPointF(k * cw, baseline));
                        continue;
                    }
                    usePen(); // not in the font (or with combining marks): as text, in its cell
                    cluster(n);
                    p.drawText(QPointF(k * cw, baseline), text);
                }
                if (!glyphs.isEmpty()) {
                    usePen();
                    QGlyphRun run;
                    run.setRawFont(m_raw[std::size_t(style)]);
                    run.setGlyphIndexes(glyphs);
                    run.setPositions(positions);
                    p.drawGlyphRun(QPointF(0, 0), run);
                }
            }
            if (cell.underline) {
                p.setPen(fg);
                p.drawLine(r.left(), y + ch - 2, r.right(), y + ch - 2);
                if (cell.underline == 2)
                    p.drawLine(r.left(), y + ch - 4, r.right(), y + ch - 4);
            }
            if (cell.strike) {
                p.setPen(fg);
                p.drawLine(r.left(), y + ch / 2, r.right(), y + ch / 2);
            }
            c = next;
        }
    }
    if (m_scroll == 0 && m_screen->cursorVisible()) {
        const QRect cur(m_screen->cursorCol() * cw, m_screen->cursorRow() * ch, cw, ch);
        if (cur.intersects(event->rect())) {
            p.setPen(kDefaultFg);
            if (hasFocus())
                p.fillRect(cur, QColor(0xe5, 0xe5, 0xe5, 0x90));
            else
                p.drawRect(cur.adjusted(0, 0, -1, -1));
        }
    }
    m_frameTimes.append(double(t.nsecsElapsed()) / 1e6);
    if (m_frameTimes.size() > 100000)
        m_frameTimes.remove(0, 50000);
}

void TerminalView::resizeEvent(QResizeEvent *)
{
    const int bw = m_bar->sizeHint().width();
    m_bar->setGeometry(width() - bw, 0, bw, height());
    const QSize g = gridSize();
    emit gridResized(g.height(), g.width());
}

bool TerminalView::focusNextPrevChild(bool)
{
    return false; // Tab belongs to the shell
}

bool TerminalView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *k = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers m = k->modifiers();
        const bool ctrl = m & Qt::ControlModifier;
        const bool ctrlShift = ctrl && (m & Qt::ShiftModifier);
        const int key = k->key();
        bool mine = false;
        if (ctrlShift)
            mine = key == Qt::Key_C || key == Qt::Key_V; // copy and paste here; the rest is the window's
        else if (ctrl && (key == Qt::Key_Tab || key == Qt::Key_Backtab))
            mine = false;
        else if (m_screen && !m_readOnly)
            mine = true;
        else // a read-only screen (the player) keeps only its own keys: zoom and scrolling
            mine = (ctrl && (key == Qt::Key_Equal || key == Qt::Key_Plus || key == Qt::Key_Minus)) ||
                   ((m & Qt::ShiftModifier) && (key == Qt::Key_PageUp || key == Qt::Key_PageDown));
        if (mine) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void TerminalView::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers m = event->modifiers();
    const int key = event->key();
    const bool ctrl = m & Qt::ControlModifier;
    const bool shift = m & Qt::ShiftModifier;
    if (ctrl && shift && key == Qt::Key_C) {
        copySelection();
        return;
    }
    if (ctrl && shift && key == Qt::Key_V) {
        pasteClipboard();
        return;
    }
    if (ctrl && (key == Qt::Key_Equal || key == Qt::Key_Plus)) {
        zoomIn();
        return;
    }
    if (ctrl && key == Qt::Key_Minus) {
        zoomOut();
        return;
    }
    if (shift && (key == Qt::Key_PageUp || key == Qt::Key_PageDown) && m_screen) {
        setScrollOffset(m_scroll + (key == Qt::Key_PageUp ? 1 : -1) * m_screen->rows());
        return;
    }
    if (!m_screen || m_readOnly)
        return;
    int function = 0;
    const TerminalScreen::Key k = keyOf(key, &function);
    QByteArray bytes;
    if (k != TerminalScreen::KeyNone) {
        bytes = m_screen->key(k, modsOf(m), function);
    } else if (ctrl && key >= Qt::Key_A && key <= Qt::Key_Z) {
        bytes = m_screen->text(QString(QChar(char16_t('a' + (key - Qt::Key_A)))), modsOf(m));
    } else if (!event->text().isEmpty()) {
        bytes = m_screen->text(event->text(), modsOf(m & Qt::AltModifier));
    }
    if (!bytes.isEmpty()) {
        if (m_scroll != 0)
            setScrollOffset(0);
        emit input(bytes);
    }
}

void TerminalView::inputMethodEvent(QInputMethodEvent *event)
{
    if (m_screen && !m_readOnly && !event->commitString().isEmpty())
        emit input(m_screen->text(event->commitString()));
    event->accept();
}

void TerminalView::mousePressEvent(QMouseEvent *event)
{
    setFocus();
    if (!m_screen)
        return;
    const QPoint pos = event->position().toPoint();
    if (!m_readOnly && m_screen->mouseMode() != TerminalScreen::MouseOff &&
        !(event->modifiers() & Qt::ShiftModifier) && m_scroll == 0) {
        const int button = event->button() == Qt::LeftButton     ? 1
                           : event->button() == Qt::MiddleButton ? 2
                                                                 : 3;
        emit input(m_screen->mouse(pos.y() / m_cell.height(), pos.x() / m_cell.width(), button, true,
                                   modsOf(event->modifiers())));
        return;
    }
    if (event->button() == Qt::MiddleButton) {
        const QString text = QGuiApplication::clipboard()->text(QClipboard::Selection);
        if (!text.isEmpty() && !m_readOnly)
            emit input(m_screen->paste(text));
        return;
    }
    m_selStart = m_selEnd = cellAt(pos);
    m_selecting = true;
    update();
}

void TerminalView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_selecting)
        return;
    m_selEnd = cellAt(event->position().toPoint());
    m_selEnd.rx() += 1;
    update();
}

void TerminalView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_screen && !m_readOnly && m_screen->mouseMode() != TerminalScreen::MouseOff && !m_selecting) {
        const QPoint pos = event->position().toPoint();
        const int button = event->button() == Qt::LeftButton     ? 1
                           : event->button() == Qt::MiddleButton ? 2
                                                                 : 3;
        emit input(m_screen->mouse(pos.y() / m_cell.height(), pos.x() / m_cell.width(), button, false,
                                   modsOf(event->modifiers())));
        return;
    }
    m_selecting = false;
    if (!selectedText().isEmpty())
        QGuiApplication::clipboard()->setText(selectedText(), QClipboard::Selection);
}

void TerminalView::wheelEvent(QWheelEvent *event)
{
    if (!m_screen)
        return;
    const int steps = event->angleDelta().y() / 40;
    if (m_screen->altScreen() && !m_readOnly) {
        // Full-screen programs get arrow keys, as other terminals send them.
        const QByteArray k = m_screen->key(steps > 0 ? TerminalScreen::KeyUp : TerminalScreen::KeyDown);
        for (int i = 0; i < std::abs(steps); ++i)
            emit input(k);
        return;
    }
    setScrollOffset(m_scroll + steps);
}

QString TerminalView::selectedText() const
{
    if (!m_screen || m_selStart.y() < 0 || m_selStart == m_selEnd)
        return {};
    QPoint a = m_selStart, b = m_selEnd;
    if (b.y() < a.y() || (b.y() == a.y() && b.x() < a.x()))
        std::swap(a, b);
    QStringList lines;
    for (int abs = a.y(); abs <= b.y(); ++abs) {
        const int row = screenRowOf(abs);
        const int from = abs == a.y() ? a.x() : 0;
        const int to = abs == b.y() ? b.x() : m_screen->cols();
        QString line;
        for (int c = from; c < to; ++c) {
            const TerminalCell cell = m_screen->cell(row, c);
            if (cell.width == 0)
                continue;
            line += cell.text.isEmpty() ? QStringLiteral(" ") : cell.text;
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

void TerminalView::selectAll()
{
    if (!m_screen)
        return;
    m_selStart = QPoint(0, 0);
    m_selEnd = QPoint(m_screen->cols(), m_screen->scrollbackSize() + m_screen->rows() - 1);
    update();
}

void TerminalView::copySelection()
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}

void TerminalView::pasteClipboard()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (m_screen && !m_readOnly && !text.isEmpty())
        emit input(m_screen->paste(text));
}

bool TerminalView::find(const QString &text, bool backwards)
{
    if (!m_screen || text.isEmpty())
        return false;
    const int sb = m_screen->scrollbackSize();
    const int total = sb + m_screen->rows();
    int start = m_hitLength > 0 ? m_hitStart.y() + (backwards ? -1 : 1) : (backwards ? total - 1 : 0);
    for (int i = 0; i < total; ++i) {
        const int abs = ((start + (backwards ? -i : i)) % total + total) % total;
        const QString line = m_screen->lineText(abs - sb);
        const int at = line.indexOf(text, 0, Qt::CaseInsensitive);
        if (at < 0)
            continue;
        // lineText drops the right halves of wide characters: map the index back to a column.
        int col = 0, idx = 0;
        for (int c = 0; c < m_screen->cols() && idx < at; ++c) {
            const TerminalCell cell = m_screen->cell(abs - sb, c);
            if (cell.width == 0)
                continue;
            idx += std::max<int>(1, int(cell.text.size()));
            col = c + cell.width;
        }
        m_hitStart = QPoint(at == 0 ? 0 : col, abs);
        m_hitLength = int(text.size());
        // Show the hit: scrolled so that it is on screen.
        const int row = abs - sb;
        if (row < 0)
            setScrollOffset(-row);
        else
            setScrollOffset(0);
        update();
        return true;
    }
    m_hitLength = 0;
    update();
    return false;
}

} // namespace cg::ui
