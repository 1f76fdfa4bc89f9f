// SPDX-License-Identifier: GPL-3.0-or-later
// The screen of one terminal: libvterm's VT/xterm emulation of the bytes a remote shell sends, kept as
// cells (text, 256 or true colour, bold/italic/underline, double-width), with a bounded scrollback ring,
// the damage since the last redraw, the title (control characters removed) and the modes a view needs
// (alternate screen, mouse reporting, cursor). Keys and pastes become the bytes to send back.
// Not thread-safe: one thread (the view's) owns it.
#pragma once

#include <QByteArray>
#include <QRect>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace cg::terminal {

struct CellColor
{
    enum Kind : quint8 { Default, Indexed, Rgb };
    Kind kind = Default;
    quint8 index = 0; // Indexed: 0-255
    quint32 rgb = 0;  // Rgb: 0xRRGGBB
    bool operator==(const CellColor &o) const
    {
        return kind == o.kind && (kind == Default || (kind == Indexed ? index == o.index : rgb == o.rgb));
    }
};

struct TerminalCell
{
    QString text;  // empty: blank
    int width = 1; // 2: the left half of a double-width character; 0: its right half
    CellColor fg, bg;
    bool bold = false;
    bool italic = false;
    int underline = 0; // 0 none, 1 single, 2 double, 3 curly
    bool reverse = false;
    bool strike = false;
    bool blink = false;
};

// A cell as the view draws it, without allocating: its code points (a base character and combining
// marks, the unused ones 0) and the same look as TerminalCell.
struct DrawCell
{
    static constexpr int kMaxChars = 6;
    char32_t chars[kMaxChars] = {};
    int width = 1; // as TerminalCell::width
    CellColor fg, bg;
    bool bold = false;
    bool italic = false;
    int underline = 0;
    bool reverse = false;
    bool strike = false;
    bool blink = false;
    bool sameLook(const DrawCell &o) const
    {
        return fg == o.fg && bg == o.bg && bold == o.bold && italic == o.italic && underline == o.underline &&
               reverse == o.reverse && strike == o.strike && blink == o.blink;
    }
};

class TerminalScreen
{
public:
    enum MouseMode { MouseOff = 0, MouseClick, MouseDrag, MouseMove };
    static constexpr int kMaxRows = 500;
    static constexpr int kMaxCols = 1000;
    static constexpr int kMaxTitle = 256;

    // `scrollbackLines`: lines kept above the screen (the oldest go first).
    TerminalScreen(int rows, int cols, int scrollbackLines = 5000);
    ~TerminalScreen();
    TerminalScreen(const TerminalScreen &) = delete;
    TerminalScreen &operator=(const TerminalScreen &) = delete;

    // Bytes from the remote side, any size, any content.
    void feed(const char *data, std::size_t size);
    void feed(const QByteArray &data) { feed(data.constData(), std::size_t(data.size())); }
    // Clamped to 1..kMaxRows, 1..kMaxCols.
    void resize(int rows, int cols);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    // row 0..rows()-1: the screen; -1..-scrollbackSize(): scrollback, -1 the newest line.
    TerminalCell cell(int row, int col) const;
    // The cols() cells of a row (rows as for cell(); past a scrollback line's end: blank), into `out`.
    void rowCells(int row, std::vector<DrawCell> &out) const;
    QString lineText(int row) const; // trailing blanks removed
    int scrollbackSize() const;
    int scrollbackCapacity() const { return m_sbCapacity; }

    int cursorRow() const { return m_cursorRow; }
    int cursorCol() const { return m_cursorCol; }
    bool cursorVisible() const { return m_cursorVisible; }
    bool altScreen() const { return m_altScreen; }
    MouseMode mouseMode() const { return m_mouse; }
    bool reverseVideo() const { return m_reverse; }
    QString title() const { return m_title; }
    static QString sanitizeTitle(const QByteArray &utf8);

    // The cells changed since the last call (empty: none), in screen coordinates (x = col, y = row).
    QRect takeDamage();
    // True once per bell since the last call.
    bool takeBell();
    // The scrollback grew (lines pushed) since the last call: how many.
    int takeScrolled();

    // What to send for a key or text typed, a paste (bracketed when the remote asked for it), or a mouse
    // event in the mode the remote asked for: returned, and answers to the remote's queries (cursor
    // position, device attributes) go to the output handler too.
    enum Key {
        KeyNone,
        KeyEnter,
        KeyTab,
        KeyBackspace,
        KeyEscape,
        KeyUp,
        KeyDown,
        KeyLeft,
        KeyRight,
        KeyInsert,
        KeyDelete,
        KeyHome,
        KeyEnd,
        KeyPageUp,
        KeyPageDown,
        KeyF1
    };
    enum Modifier { ModNone = 0, ModShift = 1, ModAlt = 2, ModCtrl = 4 };
    QByteArray key(Key key, int modifiers = ModNone, int functionNumber = 0);
    QByteArray text(const QString &typed, int modifiers = ModNone);
    QByteArray paste(const QString &text);
    // What of a paste is sent between the brackets: line ends as CR, tab kept, every other C0/C1 control
    // and DEL removed (no end-of-paste marker can be smuggled in).
    static QString pasteBody(const QString &pasted);
    QByteArray mouse(int row, int col, int button, bool pressed, int modifiers = ModNone);
    // Answers the emulator sends by itself (device status reports): to be written to the remote.
    void setOutputHandler(std::function<void(const char *, std::size_t)> handler);

    struct Impl;

private:
    friend struct Impl;
    QByteArray takeOutput();
    void syncCursor();

    std::unique_ptr<Impl> d;
    int m_rows;
    int m_cols;
    int m_sbCapacity;
    int m_cursorRow = 0;
    int m_cursorCol = 0;
    bool m_cursorVisible = true;
    bool m_altScreen = false;
    bool m_reverse = false;
    MouseMode m_mouse = MouseOff;
    QString m_title;
    QRect m_damage;
    bool m_bell = false;
    int m_scrolled = 0;
};

} // namespace cg::terminal
