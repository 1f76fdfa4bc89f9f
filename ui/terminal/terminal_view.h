// SPDX-License-Identifier: GPL-3.0-or-later
// Draws a terminal screen model (core/terminal) in a monospace font: colours (16/256/true), bold, italic,
// underline, double-width cells, cursor, a selection, search hits, and the scrollback (wheel, scroll bar).
// Keys, pastes and mouse events become the bytes the remote expects (input() carries them); the view never
// writes anywhere itself. Redraws are coalesced to one per frame whatever the rate of output.
#pragma once

#include <QElapsedTimer>
#include <QFont>
#include <QHash>
#include <QPoint>
#include <QPointF>
#include <QRawFont>
#include <QTimer>
#include <QWidget>

#include <array>
#include <functional>
#include <vector>

class QScrollBar;

namespace cg::terminal {
class TerminalScreen;
struct DrawCell;
} // namespace cg::terminal

namespace cg::ui {

class TerminalView : public QWidget
{
    Q_OBJECT

public:
    explicit TerminalView(QWidget *parent = nullptr);
    // The screen drawn (not owned); null: nothing.
    void setScreen(terminal::TerminalScreen *screen);
    terminal::TerminalScreen *screen() const { return m_screen; }
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    // The screen changed: redraw what is damaged, at most once per frame.
    void screenChanged();

    void zoomIn();
    void zoomOut();
    int fontPointSize() const { return m_font.pointSize(); }
    QSize cellSize() const { return m_cell; }
    // Rows and columns that fit the widget now.
    QSize gridSize() const;

    QString selectedText() const;
    void selectAll();
    void copySelection();
    void pasteClipboard();
    // Finds `text` (case-insensitive) in the scrollback and the screen, from the last hit on; scrolls to it
    // and highlights it. False when absent.
    bool find(const QString &text, bool backwards = true);
    // Lines scrolled back from the live screen (0: live).
    int scrollOffset() const { return m_scroll; }
    void setScrollOffset(int lines);

    // Paint time of the last frames (ms), for the benchmark.
    const QList<double> &frameTimesMs() const { return m_frameTimes; }
    void clearFrameTimes() { m_frameTimes.clear(); }

signals:
    void input(const QByteArray &bytes);
    // The remote rang the bell.
    void bell();
    // The grid size changed (rows, cols).
    void gridResized(int rows, int cols);

protected:
    // Keys typed into a focused terminal are the shell's (Space, Ctrl+E, Ctrl+K, Ctrl+N, Delete, F-keys...),
    // not the window's shortcuts; only Ctrl+Shift combinations and Ctrl+Tab stay with the window.
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void inputMethodEvent(QInputMethodEvent *event) override;

private:
    void applyFont();
    void updateScrollBar();
    void flush();
    // Absolute line numbers: 0 is the oldest scrollback line; the screen starts at scrollbackSize().
    int lineAt(int y) const;
    QPoint cellAt(const QPoint &pos) const; // (col, absolute line)
    int screenRowOf(int absoluteLine) const;
    bool selected(int absLine, int col) const;
    // The glyph of `u` in the face `style` (0 regular, 1 bold, 2 italic, 3 bold italic); 0: not in that font
    // (drawn as text, with the font's fallbacks).
    quint32 glyphOf(int style, char32_t u);
    const QFont &fontOf(int style) const;

    terminal::TerminalScreen *m_screen = nullptr;
    QFont m_font;
    QFont m_boldFont, m_italicFont, m_boldItalicFont;
    std::vector<terminal::DrawCell> m_rowCells; // one row's cells, reused by each paint
    QString m_runText;
    // Narrow glyphs are drawn at their cells' positions (one glyph run per look), never at the font's own
    // advance: a run drawn as a string crept right of the grid by the advance's fraction of a pixel per
    // glyph and covered the cells after it (the space before CJK text). No shaping per frame either.
    std::array<QRawFont, 4> m_raw;
    std::array<std::array<quint32, 128>, 4> m_ascii{};
    std::array<QHash<char32_t, quint32>, 4> m_glyphs;
    std::array<qreal, 4> m_narrowAdvance{};
    QHash<char32_t, qreal> m_wideAdvance; // wide glyphs' advance in the regular face, for centring
    QList<quint32> m_runGlyphs;
    QList<QPointF> m_runPositions;
    QSize m_cell{8, 16};
    int m_ascent = 12;
    QScrollBar *m_bar;
    QTimer m_frame;
    bool m_dirty = false;
    bool m_readOnly = false;
    int m_scroll = 0;
    QPoint m_selStart{-1, -1}; // (col, absolute line)
    QPoint m_selEnd{-1, -1};
    bool m_selecting = false;
    QPoint m_hitStart{-1, -1};
    int m_hitLength = 0;
    QList<double> m_frameTimes;
};

} // namespace cg::ui
