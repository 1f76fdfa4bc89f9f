// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the bundled libvterm's fast paths (patch 0102: row rotation on scroll, runs of ASCII text,
// blank fills) against its own per-cell paths (vterm_screen_enable_fast_paths(0)), as the remote side's
// bytes reach the terminal. The first three bytes give the screen's size and where the rest is cut and the
// screen resized; both screens must then show the same cells and cursor and have pushed the same lines
// to the scrollback, and neither may crash (patches 0100, 0101, 0103). The same again with patch 0107's
// compact scrollback export (as TerminalScreen takes it) against the per-cell one, both keeping lines
// without their trailing blanks with the default background.
#include <vterm.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <vector>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

struct Term
{
    VTerm *vt;
    VTermScreen *screen;
    std::deque<std::vector<VTermScreenCell>> pushed;
    bool compact;

    static int onPush(int cols, const VTermScreenCell *cells, void *user)
    {
        auto *t = static_cast<Term *>(user);
        int n = cols;
        while (t->compact && n > 0 && cells[n - 1].chars[0] == 0 &&
               VTERM_COLOR_IS_DEFAULT_BG(&cells[n - 1].bg))
            --n;
        t->pushed.emplace_back(cells, cells + n);
        if (t->pushed.size() > 64)
            t->pushed.pop_front();
        return 1;
    }
    static int onPushCompact(int cols, int count, const VTermScreenCompactCell *cells, int withMore,
                             void *user)
    {
        auto *t = static_cast<Term *>(user);
        check(count >= 0 && count <= cols);
        std::vector<VTermScreenCell> line(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            VTermScreenCell &o = line[std::size_t(i)];
            std::memset(&o, 0, sizeof o);
            const VTermScreenCompactCell &c = cells[i];
            o.chars[0] = c.ch;
            if (c.more) {
                uint32_t chars[VTERM_MAX_CHARS_PER_CELL];
                check(vterm_screen_sb_pushline_chars(t->screen, i, chars) > 1 && chars[0] == c.ch);
                std::copy(chars, chars + VTERM_MAX_CHARS_PER_CELL, o.chars);
            }
            o.width = char(c.width);
            o.attrs = c.attrs;
            o.fg = c.fg;
            o.bg = c.bg;
        }
        check(std::count_if(cells, cells + count,
                            [](const VTermScreenCompactCell &c) { return c.more != 0; }) == withMore);
        t->pushed.push_back(std::move(line));
        if (t->pushed.size() > 64)
            t->pushed.pop_front();
        return 1;
    }
    static int onPop(int cols, VTermScreenCell *cells, void *user)
    {
        auto *t = static_cast<Term *>(user);
        if (t->pushed.empty())
            return 0;
        const std::vector<VTermScreenCell> &line = t->pushed.back();
        for (int i = 0; i < cols; ++i) {
            if (i < int(line.size())) {
                cells[i] = line[std::size_t(i)];
            } else {
                std::memset(&cells[i], 0, sizeof cells[i]);
                cells[i].width = 1;
                vterm_state_get_default_colors(vterm_obtain_state(t->vt), &cells[i].fg, &cells[i].bg);
            }
        }
        t->pushed.pop_back();
        return 1;
    }

    Term(int rows, int cols, bool fast, bool compactExport) : compact(compactExport)
    {
        static const VTermScreenCallbacks callbacks = {
            nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, &onPush, &onPop, nullptr,
        };
        vt = vterm_new(rows, cols);
        vterm_set_utf8(vt, 1);
        screen = vterm_obtain_screen(vt);
        vterm_screen_set_callbacks(screen, &callbacks, this);
        vterm_screen_set_damage_merge(screen, VTERM_DAMAGE_SCROLL);
        vterm_screen_enable_altscreen(screen, 1);
        vterm_screen_enable_fast_paths(screen, fast ? 1 : 0);
        if (compact)
            vterm_screen_set_sb_pushline_compact(screen, &onPushCompact);
        vterm_screen_reset(screen, 1);
    }
    ~Term() { vterm_free(vt); }
    Term(const Term &) = delete;
    Term &operator=(const Term &) = delete;
};

void sameCell(const VTermScreenCell &a, const VTermScreenCell &b)
{
    for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL; ++i) {
        check(a.chars[i] == b.chars[i]);
        if (!a.chars[i] || a.chars[i] == 0xffffffffu)
            break;
    }
    check(a.width == b.width);
    check(a.attrs.bold == b.attrs.bold && a.attrs.underline == b.attrs.underline &&
          a.attrs.italic == b.attrs.italic && a.attrs.blink == b.attrs.blink &&
          a.attrs.reverse == b.attrs.reverse && a.attrs.conceal == b.attrs.conceal &&
          a.attrs.strike == b.attrs.strike && a.attrs.font == b.attrs.font && a.attrs.dwl == b.attrs.dwl &&
          a.attrs.dhl == b.attrs.dhl && a.attrs.small == b.attrs.small &&
          a.attrs.baseline == b.attrs.baseline);
    check(a.fg.type == b.fg.type && vterm_color_is_equal(&a.fg, &b.fg));
    check(a.bg.type == b.bg.type && vterm_color_is_equal(&a.bg, &b.bg));
}

void same(Term &fast, Term &slow)
{
    int rows = 0, cols = 0;
    vterm_get_size(fast.vt, &rows, &cols);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            VTermScreenCell a, b;
            check(vterm_screen_get_cell(fast.screen, VTermPos{r, c}, &a) == 1);
            check(vterm_screen_get_cell(slow.screen, VTermPos{r, c}, &b) == 1);
            sameCell(a, b);
        }
    }
    VTermPos pa, pb;
    vterm_state_get_cursorpos(vterm_obtain_state(fast.vt), &pa);
    vterm_state_get_cursorpos(vterm_obtain_state(slow.vt), &pb);
    check(pa.row == pb.row && pa.col == pb.col);
    check(pa.row >= 0 && pa.row < rows && pa.col >= 0 && pa.col < cols);
    check(fast.pushed.size() == slow.pushed.size());
    for (std::size_t l = 0; l < fast.pushed.size(); ++l) {
        check(fast.pushed[l].size() == slow.pushed[l].size());
        for (std::size_t c = 0; c < fast.pushed[l].size(); ++c)
            sameCell(fast.pushed[l][c], slow.pushed[l][c]);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 3)
        return 0;
    const int rows = 1 + data[0] % 40;
    const int cols = 1 + data[1] % 120;
    const std::size_t cut = 3 + (size - 3) * data[2] / 256;
    const auto *text = reinterpret_cast<const char *>(data);
    for (const bool compact : {false, true}) {
        Term fast(rows, cols, true, compact);
        Term slow(rows, cols, false, compact);
        vterm_input_write(fast.vt, text + 3, cut - 3);
        vterm_input_write(slow.vt, text + 3, cut - 3);
        same(fast, slow);
        // Resized between the two parts: smaller or larger in each direction.
        const int rows2 = std::max(1, (data[2] & 1) ? rows / 2 : rows + 7);
        const int cols2 = std::max(1, (data[2] & 2) ? cols / 2 : cols + 13);
        vterm_set_size(fast.vt, rows2, cols2);
        vterm_set_size(slow.vt, rows2, cols2);
        same(fast, slow);
        vterm_input_write(fast.vt, text + cut, size - cut);
        vterm_input_write(slow.vt, text + cut, size - cut);
        same(fast, slow);
    }
    return 0;
}
