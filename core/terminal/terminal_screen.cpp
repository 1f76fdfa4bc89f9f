// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminal_screen.h"

#include <QList>

#include <vterm.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <type_traits>

namespace cg::terminal {

namespace {

// A scrollback cell: half the size of libvterm's (the first code point only; a cell's further code points,
// combining marks, are kept beside the line), because a 5,000-line ring is written faster than caches hold
// it, and the bytes written are what a flood of scrolling costs. libvterm (patch 0107) exports a line that
// scrolls off in this form, so that a line is converted once and copied in one piece: ch, the first code
// point (0: blank; 0xffffffff: the right half of a wide one); all of libvterm's attributes, so that a line
// popped back on resize is the same; more, 0: no further code points, n: SbLine::more[n - 1].
using SbCell = VTermScreenCompactCell;
static_assert(sizeof(SbCell) == 20, "a scrollback cell is 20 bytes");
static_assert(std::is_trivially_copyable_v<SbCell>, "a scrollback line is copied in one piece");

struct SbLine
{
    std::vector<SbCell> cells;
    std::vector<std::array<uint32_t, VTERM_MAX_CHARS_PER_CELL - 1>> more;

    void assign(const VTermScreenCell *in, int n)
    {
        cells.resize(std::size_t(n));
        more.clear();
        for (int i = 0; i < n; ++i) {
            const VTermScreenCell &c = in[i];
            SbCell &o = cells[std::size_t(i)];
            o.ch = c.chars[0];
            o.attrs = c.attrs;
            o.fg = c.fg;
            o.bg = c.bg;
            o.width = uint8_t(c.width);
            o.unused = 0;
            o.more = 0;
            if (c.chars[0] != 0 && c.chars[0] != 0xffffffffu && c.chars[1] != 0 &&
                more.size() < std::numeric_limits<uint16_t>::max()) {
                std::array<uint32_t, VTERM_MAX_CHARS_PER_CELL - 1> rest{};
                for (int k = 1; k < VTERM_MAX_CHARS_PER_CELL && c.chars[k]; ++k)
                    rest[std::size_t(k - 1)] = c.chars[k];
                more.push_back(rest);
                o.more = uint16_t(more.size());
            }
        }
    }
    // libvterm's compact export (during its callback): the cells copied as they are, and the further code
    // points of those that have them (more == 1 there) looked up.
    void assignCompact(const VTermScreen *screen, const SbCell *in, int n, int withMore, int cols)
    {
        if (int(cells.capacity()) < cols)
            cells.reserve(std::size_t(cols));
        cells.assign(in, in + n);
        more.clear();
        for (int i = 0; i < n && withMore > 0; ++i) {
            SbCell &o = cells[std::size_t(i)];
            if (!o.more)
                continue;
            o.more = 0;
            --withMore;
            if (more.size() >= std::numeric_limits<uint16_t>::max())
                continue;
            uint32_t chars[VTERM_MAX_CHARS_PER_CELL];
            vterm_screen_sb_pushline_chars(screen, i, chars);
            std::array<uint32_t, VTERM_MAX_CHARS_PER_CELL - 1> rest{};
            for (int k = 1; k < VTERM_MAX_CHARS_PER_CELL; ++k)
                rest[std::size_t(k - 1)] = chars[k];
            more.push_back(rest);
            o.more = uint16_t(more.size());
        }
    }
    VTermScreenCell expand(int i) const
    {
        const SbCell &c = cells[std::size_t(i)];
        VTermScreenCell out;
        std::memset(&out, 0, sizeof out);
        out.chars[0] = c.ch;
        if (c.more) {
            const auto &rest = more[std::size_t(c.more - 1)];
            for (int k = 1; k < VTERM_MAX_CHARS_PER_CELL; ++k)
                out.chars[k] = rest[std::size_t(k - 1)];
        }
        out.width = char(c.width);
        out.attrs = c.attrs;
        out.fg = c.fg;
        out.bg = c.bg;
        return out;
    }
};

} // namespace

struct TerminalScreen::Impl
{
    TerminalScreen *q = nullptr;
    VTerm *vt = nullptr;
    VTermScreen *screen = nullptr;
    // Scrollback: a ring of lines (slots reused, so a flood allocates nothing).
    std::vector<SbLine> ring;
    int head = 0; // the next slot to fill
    int count = 0;
    QByteArray output; // bytes the emulator wants to send (keys, answers)
    std::function<void(const char *, std::size_t)> outputHandler;
    bool collecting = false; // key(), text(), paste(): the bytes are returned instead
    QByteArray titleParts;   // the title so far (libvterm hands it over in fragments)
    // The cells the cursor was in since the last takeDamage(), as rows and columns from..to (from > to:
    // none): kept as numbers, because the cursor moves after nearly every piece of text.
    int cursorTop = 1, cursorBottom = 0, cursorLeft = 1, cursorRight = 0;

    void cursorCovers(int row, int col)
    {
        if (cursorTop > cursorBottom) {
            cursorTop = cursorBottom = row;
            cursorLeft = cursorRight = col;
            return;
        }
        cursorTop = std::min(cursorTop, row);
        cursorBottom = std::max(cursorBottom, row);
        cursorLeft = std::min(cursorLeft, col);
        cursorRight = std::max(cursorRight, col);
    }

    static int damage(VTermRect r, void *user)
    {
        auto *d = static_cast<Impl *>(user);
        const QRect rect(r.start_col, r.start_row, r.end_col - r.start_col, r.end_row - r.start_row);
        d->q->m_damage = d->q->m_damage.isNull() ? rect : d->q->m_damage.united(rect);
        return 1;
    }
    static int moveCursor(VTermPos pos, VTermPos old, int visible, void *user)
    {
        auto *d = static_cast<Impl *>(user);
        d->q->m_cursorRow = pos.row;
        d->q->m_cursorCol = pos.col;
        d->q->m_cursorVisible = visible != 0;
        d->cursorCovers(old.row, old.col);
        d->cursorCovers(pos.row, pos.col);
        return 1;
    }
    static int setTermProp(VTermProp prop, VTermValue *val, void *user)
    {
        auto *d = static_cast<Impl *>(user);
        TerminalScreen *q = d->q;
        switch (prop) {
        case VTERM_PROP_CURSORVISIBLE:
            q->m_cursorVisible = val->boolean != 0;
            break;
        case VTERM_PROP_ALTSCREEN:
            q->m_altScreen = val->boolean != 0;
            q->m_damage = QRect(0, 0, q->m_cols, q->m_rows);
            break;
        case VTERM_PROP_TITLE: {
            // libvterm 0.3 hands the title over in fragments; a title past 4 KiB is cut there.
            constexpr qsizetype kMaxTitleBytes = 4096;
            if (val->string.initial)
                d->titleParts.clear();
            if (val->string.str && d->titleParts.size() < kMaxTitleBytes)
                d->titleParts.append(
                    val->string.str,
                    std::min<qsizetype>(qsizetype(val->string.len), kMaxTitleBytes - d->titleParts.size()));
            if (val->string.final)
                q->m_title = sanitizeTitle(d->titleParts);
            break;
        }
        case VTERM_PROP_REVERSE:
            q->m_reverse = val->boolean != 0;
            q->m_damage = QRect(0, 0, q->m_cols, q->m_rows);
            break;
        case VTERM_PROP_MOUSE:
            q->m_mouse = MouseMode(std::clamp(val->number, 0, 3));
            break;
        default:
            break;
        }
        return 1;
    }
    static int bell(void *user)
    {
        static_cast<Impl *>(user)->q->m_bell = true;
        return 1;
    }
    static int pushLine(int cols, const VTermScreenCell *cells, void *user)
    {
        auto *d = static_cast<Impl *>(user);
        const int cap = d->q->m_sbCapacity;
        if (cap <= 0)
            return 1;
        // Trailing blanks are not kept.
        int n = cols;
        while (n > 0 && cells[n - 1].chars[0] == 0 && VTERM_COLOR_IS_DEFAULT_BG(&cells[n - 1].bg))
            --n;
        d->ring[std::size_t(d->head)].assign(cells, n);
        d->head = (d->head + 1) % cap;
        d->count = std::min(d->count + 1, cap);
        ++d->q->m_scrolled;
        return 1;
    }
    // The same as pushLine, from libvterm's compact export (the trailing blanks already left off).
    static int pushLineCompact(int cols, int count, const VTermScreenCompactCell *cells, int withMore,
                               void *user)
    {
        auto *d = static_cast<Impl *>(user);
        const int cap = d->q->m_sbCapacity;
        if (cap <= 0)
            return 1;
        d->ring[std::size_t(d->head)].assignCompact(d->screen, cells, count, withMore, cols);
        d->head = (d->head + 1) % cap;
        d->count = std::min(d->count + 1, cap);
        ++d->q->m_scrolled;
        return 1;
    }
    static int popLine(int cols, VTermScreenCell *cells, void *user)
    {
        auto *d = static_cast<Impl *>(user);
        const int cap = d->q->m_sbCapacity;
        if (d->count == 0)
            return 0;
        d->head = (d->head - 1 + cap) % cap;
        --d->count;
        const SbLine &slot = d->ring[std::size_t(d->head)];
        const int n = std::min(cols, int(slot.cells.size()));
        for (int i = 0; i < n; ++i)
            cells[i] = slot.expand(i);
        VTermScreenCell blank;
        std::memset(&blank, 0, sizeof blank);
        blank.width = 1;
        vterm_state_get_default_colors(vterm_obtain_state(d->vt), &blank.fg, &blank.bg);
        for (int i = n; i < cols; ++i)
            cells[i] = blank;
        return 1;
    }
    // CSI 3 J (`clear` sends it): the scrollback is emptied, as xterm does.
    static int clearScrollback(void *user)
    {
        auto *d = static_cast<Impl *>(user);
        d->head = 0;
        d->count = 0;
        return 1;
    }
    static void onOutput(const char *s, std::size_t len, void *user)
    {
        auto *d = static_cast<Impl *>(user);
        if (d->collecting || !d->outputHandler)
            d->output.append(s, qsizetype(len));
        else
            d->outputHandler(s, len);
    }
};

namespace {

const VTermScreenCallbacks kCallbacks = {
    &TerminalScreen::Impl::damage,
    nullptr, // moverect: turned into damage by libvterm
    &TerminalScreen::Impl::moveCursor,
    &TerminalScreen::Impl::setTermProp,
    &TerminalScreen::Impl::bell,
    nullptr, // resize
    &TerminalScreen::Impl::pushLine,
    &TerminalScreen::Impl::popLine,
    &TerminalScreen::Impl::clearScrollback,
};

CellColor toColor(const VTermColor &c, bool fg)
{
    CellColor out;
    if (fg ? VTERM_COLOR_IS_DEFAULT_FG(&c) : VTERM_COLOR_IS_DEFAULT_BG(&c))
        return out;
    if (VTERM_COLOR_IS_INDEXED(&c)) {
        out.kind = CellColor::Indexed;
        out.index = c.indexed.idx;
    } else {
        out.kind = CellColor::Rgb;
        out.rgb = (quint32(c.rgb.red) << 16) | (quint32(c.rgb.green) << 8) | quint32(c.rgb.blue);
    }
    return out;
}

TerminalCell toCell(const VTermScreenCell &c)
{
    TerminalCell out;
    if (c.chars[0] == 0xffffffffu) {
        out.width = 0; // the right half of a wide character
    } else {
        for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL && c.chars[i]; ++i) {
            const char32_t ch = c.chars[i];
            out.text += QString::fromUcs4(&ch, 1);
        }
        out.width = c.width == 2 ? 2 : 1;
    }
    out.fg = toColor(c.fg, true);
    out.bg = toColor(c.bg, false);
    out.bold = c.attrs.bold;
    out.italic = c.attrs.italic;
    out.underline = int(c.attrs.underline);
    out.reverse = c.attrs.reverse;
    out.strike = c.attrs.strike;
    out.blink = c.attrs.blink;
    return out;
}

DrawCell toDrawCell(const VTermScreenCell &c)
{
    DrawCell out;
    if (c.chars[0] == 0xffffffffu) {
        out.width = 0;
    } else {
        for (int i = 0; i < DrawCell::kMaxChars && i < VTERM_MAX_CHARS_PER_CELL && c.chars[i]; ++i)
            out.chars[i] = char32_t(c.chars[i]);
        out.width = c.width == 2 ? 2 : 1;
    }
    out.fg = toColor(c.fg, true);
    out.bg = toColor(c.bg, false);
    out.bold = c.attrs.bold;
    out.italic = c.attrs.italic;
    out.underline = int(c.attrs.underline);
    out.reverse = c.attrs.reverse;
    out.strike = c.attrs.strike;
    out.blink = c.attrs.blink;
    return out;
}

VTermModifier toMod(int m)
{
    int out = VTERM_MOD_NONE;
    if (m & TerminalScreen::ModShift)
        out |= VTERM_MOD_SHIFT;
    if (m & TerminalScreen::ModAlt)
        out |= VTERM_MOD_ALT;
    if (m & TerminalScreen::ModCtrl)
        out |= VTERM_MOD_CTRL;
    return VTermModifier(out);
}

} // namespace

TerminalScreen::TerminalScreen(int rows, int cols, int scrollbackLines)
    : d(std::make_unique<Impl>()), m_rows(std::clamp(rows, 1, kMaxRows)),
      m_cols(std::clamp(cols, 1, kMaxCols)), m_sbCapacity(std::clamp(scrollbackLines, 0, 1000000))
{
    d->q = this;
    d->ring.resize(std::size_t(m_sbCapacity));
    d->vt = vterm_new(m_rows, m_cols);
    vterm_set_utf8(d->vt, 1);
    vterm_output_set_callback(d->vt, &Impl::onOutput, d.get());
    d->screen = vterm_obtain_screen(d->vt);
    vterm_screen_set_callbacks(d->screen, &kCallbacks, d.get());
    vterm_screen_set_sb_pushline_compact(d->screen, &Impl::pushLineCompact);
    vterm_screen_set_damage_merge(d->screen, VTERM_DAMAGE_SCROLL);
    vterm_screen_enable_altscreen(d->screen, 1);
    vterm_screen_reset(d->screen, 1);
    m_damage = QRect();
}

TerminalScreen::~TerminalScreen()
{
    vterm_free(d->vt);
}

void TerminalScreen::feed(const char *data, std::size_t size)
{
    if (size == 0)
        return;
    vterm_input_write(d->vt, data, size);
    vterm_screen_flush_damage(d->screen);
}

void TerminalScreen::resize(int rows, int cols)
{
    rows = std::clamp(rows, 1, kMaxRows);
    cols = std::clamp(cols, 1, kMaxCols);
    if (rows == m_rows && cols == m_cols)
        return;
    m_rows = rows;
    m_cols = cols;
    vterm_set_size(d->vt, rows, cols);
    vterm_screen_flush_damage(d->screen);
    m_damage = QRect(0, 0, cols, rows);
}

TerminalCell TerminalScreen::cell(int row, int col) const
{
    if (col < 0 || col >= m_cols)
        return {};
    if (row >= 0) {
        if (row >= m_rows)
            return {};
        VTermScreenCell c;
        if (!vterm_screen_get_cell(d->screen, VTermPos{row, col}, &c))
            return {};
        return toCell(c);
    }
    const int back = -row; // 1: the newest scrollback line
    if (back > d->count)
        return {};
    const int slot = (d->head - back + m_sbCapacity * 2) % m_sbCapacity;
    const SbLine &line = d->ring[std::size_t(slot)];
    if (col >= int(line.cells.size()))
        return {};
    return toCell(line.expand(col));
}

void TerminalScreen::rowCells(int row, std::vector<DrawCell> &out) const
{
    out.assign(std::size_t(m_cols), DrawCell());
    if (row >= m_rows)
        return;
    if (row >= 0) {
        VTermScreenCell c;
        for (int col = 0; col < m_cols; ++col) {
            if (vterm_screen_get_cell(d->screen, VTermPos{row, col}, &c))
                out[std::size_t(col)] = toDrawCell(c);
        }
        return;
    }
    const int back = -row;
    if (back > d->count)
        return;
    const int slot = (d->head - back + m_sbCapacity * 2) % m_sbCapacity;
    const SbLine &line = d->ring[std::size_t(slot)];
    const int n = std::min(m_cols, int(line.cells.size()));
    for (int col = 0; col < n; ++col)
        out[std::size_t(col)] = toDrawCell(line.expand(col));
}

QString TerminalScreen::lineText(int row) const
{
    QString out;
    for (int c = 0; c < m_cols; ++c) {
        const TerminalCell cl = cell(row, c);
        if (cl.width == 0)
            continue;
        out += cl.text.isEmpty() ? QStringLiteral(" ") : cl.text;
    }
    while (out.endsWith(QLatin1Char(' ')))
        out.chop(1);
    return out;
}

int TerminalScreen::scrollbackSize() const
{
    return d->count;
}

QString TerminalScreen::sanitizeTitle(const QByteArray &utf8)
{
    const QString in = QString::fromUtf8(utf8.left(kMaxTitle * 4));
    QString out;
    out.reserve(in.size());
    for (const QChar ch : in) {
        const char16_t u = ch.unicode();
        // C0, DEL, C1, and the bidirectional overrides that could make a title read as something else.
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) ||
            (u >= 0x2066 && u <= 0x2069))
            continue;
        out += ch;
    }
    return out.left(kMaxTitle);
}

QRect TerminalScreen::takeDamage()
{
    if (d->cursorTop <= d->cursorBottom) {
        const QRect cursor(d->cursorLeft, d->cursorTop, d->cursorRight - d->cursorLeft + 1,
                           d->cursorBottom - d->cursorTop + 1);
        m_damage = m_damage.isNull() ? cursor : m_damage.united(cursor);
        d->cursorTop = 1;
        d->cursorBottom = 0;
    }
    const QRect r = m_damage.intersected(QRect(0, 0, m_cols, m_rows));
    m_damage = QRect();
    return r;
}

bool TerminalScreen::takeBell()
{
    const bool b = m_bell;
    m_bell = false;
    return b;
}

int TerminalScreen::takeScrolled()
{
    const int n = m_scrolled;
    m_scrolled = 0;
    return n;
}

void TerminalScreen::setOutputHandler(std::function<void(const char *, std::size_t)> handler)
{
    d->outputHandler = std::move(handler);
}

QByteArray TerminalScreen::takeOutput()
{
    QByteArray out;
    out.swap(d->output);
    d->collecting = false;
    return out;
}

QByteArray TerminalScreen::key(Key key, int modifiers, int functionNumber)
{
    VTermKey k = VTERM_KEY_NONE;
    switch (key) {
    case KeyNone:
        return {};
    case KeyEnter:
        k = VTERM_KEY_ENTER;
        break;
    case KeyTab:
        k = VTERM_KEY_TAB;
        break;
    case KeyBackspace:
        k = VTERM_KEY_BACKSPACE;
        break;
    case KeyEscape:
        k = VTERM_KEY_ESCAPE;
        break;
    case KeyUp:
        k = VTERM_KEY_UP;
        break;
    case KeyDown:
        k = VTERM_KEY_DOWN;
        break;
    case KeyLeft:
        k = VTERM_KEY_LEFT;
        break;
    case KeyRight:
        k = VTERM_KEY_RIGHT;
        break;
    case KeyInsert:
        k = VTERM_KEY_INS;
        break;
    case KeyDelete:
        k = VTERM_KEY_DEL;
        break;
    case KeyHome:
        k = VTERM_KEY_HOME;
        break;
    case KeyEnd:
        k = VTERM_KEY_END;
        break;
    case KeyPageUp:
        k = VTERM_KEY_PAGEUP;
        break;
    case KeyPageDown:
        k = VTERM_KEY_PAGEDOWN;
        break;
    case KeyF1:
        k = VTermKey(VTERM_KEY_FUNCTION(std::clamp(functionNumber, 1, 12)));
        break;
    }
    d->collecting = true;
    vterm_keyboard_key(d->vt, k, toMod(modifiers));
    return takeOutput();
}

QByteArray TerminalScreen::text(const QString &typed, int modifiers)
{
    d->collecting = true;
    for (const char32_t ch : typed.toUcs4())
        vterm_keyboard_unichar(d->vt, ch, toMod(modifiers));
    return takeOutput();
}

QString TerminalScreen::pasteBody(const QString &pasted)
{
    // Line ends as a typed Enter. Every other control character goes: without ESC no end-of-paste
    // marker can be spelled, however it is split or nested ("ESC[20ESC[201~1~" loses both ESCs, where
    // removing the marker alone would leave a new one behind), and the rest would act on the remote's
    // line editor as keys do. C1 controls (U+0080..U+009F) go too: a remote reading 8-bit controls takes
    // U+009B for CSI.
    QString body;
    body.reserve(pasted.size());
    for (qsizetype i = 0; i < pasted.size(); ++i) {
        const char16_t c = pasted[i].unicode();
        if (c == u'\r' || c == u'\n') {
            body += QLatin1Char('\r');
            if (c == u'\r' && i + 1 < pasted.size() && pasted[i + 1] == u'\n')
                ++i;
        } else if (c == u'\t' || (c >= 0x20 && c != 0x7f && (c < 0x80 || c > 0x9f))) {
            body += pasted[i];
        }
    }
    return body;
}

QByteArray TerminalScreen::paste(const QString &pasted)
{
    d->collecting = true;
    vterm_keyboard_start_paste(d->vt);
    QByteArray out = takeOutput();
    out += pasteBody(pasted).toUtf8();
    d->collecting = true;
    vterm_keyboard_end_paste(d->vt);
    out += takeOutput();
    return out;
}

QByteArray TerminalScreen::mouse(int row, int col, int button, bool pressed, int modifiers)
{
    if (m_mouse == MouseOff)
        return {};
    d->collecting = true;
    vterm_mouse_move(d->vt, std::clamp(row, 0, m_rows - 1), std::clamp(col, 0, m_cols - 1), toMod(modifiers));
    if (button > 0)
        vterm_mouse_button(d->vt, button, pressed, toMod(modifiers));
    return takeOutput();
}

} // namespace cg::terminal
