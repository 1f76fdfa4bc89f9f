// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal screen model on libvterm: SGR attributes and colours land in the cells, double-width
// characters take two cells, the alternate screen comes and goes, the scrollback ring stays at its bound,
// titles lose their control characters, damage covers what changed, pastes are bracketed only when the
// remote asked, and any bytes (invalid UTF-8, cut-off escapes) leave a usable screen.
#include "terminal/terminal_screen.h"

#include <QRandomGenerator>
#include <QtTest>

using cg::terminal::CellColor;
using cg::terminal::TerminalCell;
using cg::terminal::TerminalScreen;

class TestTerminalScreen : public QObject
{
    Q_OBJECT

private slots:
    // Issue 33 (CJK on screen): the transport cuts output anywhere. Cut at every byte, a line of text with
    // CJK, an emoji and a combining mark reads the same as fed whole (a character split after text in the
    // same write came out as two U+FFFD: patch 0109).
    void utf8SplitAnywhere_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("prompt") << QByteArray("\x1b[1;32mroot@gpu01\x1b[0m:~# echo \xe4\xbd\xa0\xe5\xa5\xbd");
        QTest::newRow("text") << QByteArray("ab\xe4\xbd\xa0 \xf0\x9f\x99\x82 e\xcc\x81 \xe5\xa5\xbd");
        QTest::newRow("cjk only") << QByteArray("\xe4\xbd\xa0\xe5\xa5\xbd");
    }
    void utf8SplitAnywhere()
    {
        QFETCH(QByteArray, input);
        TerminalScreen whole(4, 80);
        whole.feed(input);
        const QString expected = whole.lineText(0);
        QVERIFY(!expected.contains(QChar(0xfffd)));
        for (int cut = 1; cut < input.size(); ++cut) {
            for (bool fast : {false, true}) {
                TerminalScreen s(4, 80);
                s.feed(input.left(cut));
                if (fast) {
                    s.feed(input.mid(cut));
                } else {
                    for (char c : input.mid(cut))
                        s.feed(&c, 1);
                }
                QVERIFY2(s.lineText(0) == expected,
                         qPrintable(QStringLiteral("cut at %1: '%2', expected '%3'")
                                        .arg(cut)
                                        .arg(s.lineText(0), expected)));
            }
        }
    }

    void sgrAttributes_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("bold");
        QTest::addColumn<bool>("italic");
        QTest::addColumn<int>("underline");
        QTest::addColumn<int>("fgKind");
        QTest::addColumn<int>("fgIndex");
        QTest::addColumn<quint32>("fgRgb");
        QTest::newRow("plain") << QByteArray("X") << false << false << 0 << int(CellColor::Default) << 0
                               << 0u;
        QTest::newRow("bold") << QByteArray("\x1b[1mX") << true << false << 0 << int(CellColor::Default) << 0
                              << 0u;
        QTest::newRow("italic+underline")
            << QByteArray("\x1b[3;4mX") << false << true << 1 << int(CellColor::Default) << 0 << 0u;
        QTest::newRow("red") << QByteArray("\x1b[31mX") << false << false << 0 << int(CellColor::Indexed) << 1
                             << 0u;
        QTest::newRow("256") << QByteArray("\x1b[38;5;202mX") << false << false << 0
                             << int(CellColor::Indexed) << 202 << 0u;
        QTest::newRow("truecolor") << QByteArray("\x1b[1;38;2;18;52;86mX") << true << false << 0
                                   << int(CellColor::Rgb) << 0 << 0x123456u;
        QTest::newRow("reset") << QByteArray("\x1b[1;31m\x1b[0mX") << false << false << 0
                               << int(CellColor::Default) << 0 << 0u;
    }
    void sgrAttributes()
    {
        QFETCH(QByteArray, input);
        TerminalScreen s(24, 80);
        s.feed(input);
        const TerminalCell c = s.cell(0, 0);
        QCOMPARE(c.text, QStringLiteral("X"));
        QFETCH(bool, bold);
        QFETCH(bool, italic);
        QFETCH(int, underline);
        QFETCH(int, fgKind);
        QCOMPARE(c.bold, bold);
        QCOMPARE(c.italic, italic);
        QCOMPARE(c.underline, underline);
        QCOMPARE(int(c.fg.kind), fgKind);
        if (fgKind == CellColor::Indexed) {
            QFETCH(int, fgIndex);
            QCOMPARE(int(c.fg.index), fgIndex);
        }
        if (fgKind == CellColor::Rgb) {
            QFETCH(quint32, fgRgb);
            QCOMPARE(c.fg.rgb, fgRgb);
        }
    }

    void doubleWidth()
    {
        TerminalScreen s(5, 20);
        s.feed(QStringLiteral("中文a").toUtf8());
        QCOMPARE(s.cell(0, 0).text, QStringLiteral("中"));
        QCOMPARE(s.cell(0, 0).width, 2);
        QCOMPARE(s.cell(0, 1).width, 0);
        QCOMPARE(s.cell(0, 2).text, QStringLiteral("文"));
        QCOMPARE(s.cell(0, 4).text, QStringLiteral("a"));
        QCOMPARE(s.cursorCol(), 5);
        QCOMPARE(s.lineText(0), QStringLiteral("中文a"));
    }

    void alternateScreen()
    {
        TerminalScreen s(5, 20);
        s.feed("main");
        QVERIFY(!s.altScreen());
        s.feed("\x1b[?1049h\x1b[Hfull");
        QVERIFY(s.altScreen());
        QCOMPARE(s.lineText(0), QStringLiteral("full"));
        s.feed("\x1b[?1049l");
        QVERIFY(!s.altScreen());
        QCOMPARE(s.lineText(0), QStringLiteral("main"));
    }

    void scrollbackIsBounded()
    {
        TerminalScreen s(4, 10, 100);
        QByteArray lines;
        for (int i = 0; i < 1000; ++i)
            lines += "line" + QByteArray::number(i) + "\r\n";
        s.feed(lines);
        QCOMPARE(s.scrollbackSize(), 100);
        // The screen shows the last three lines and the empty one; the newest scrolled line is above them.
        QCOMPARE(s.lineText(0), QStringLiteral("line997"));
        QCOMPARE(s.lineText(-1), QStringLiteral("line996"));
        QCOMPARE(s.lineText(-100), QStringLiteral("line897"));
        QCOMPARE(s.lineText(-101), QString());
    }

    // CSI 3 J (what `clear` sends after its screen clear) empties the scrollback, as in xterm.
    void eraseScrollback()
    {
        TerminalScreen s(4, 10, 100);
        for (int i = 0; i < 20; ++i)
            s.feed("line" + QByteArray::number(i) + "\r\n");
        QCOMPARE(s.scrollbackSize(), 17);
        s.feed("\x1b[H\x1b[2J\x1b[3J");
        QCOMPARE(s.scrollbackSize(), 0);
        QCOMPARE(s.lineText(-1), QString());
        s.feed("a\r\nb\r\nc\r\nd\r\ne");
        QCOMPARE(s.scrollbackSize(), 1);
        QCOMPARE(s.lineText(-1), QStringLiteral("a"));
    }

    // A title split across reads (libvterm hands it over in fragments) is the whole title; a huge one is cut.
    void titleAcrossReads()
    {
        TerminalScreen s(5, 20);
        s.feed("\x1b]2;first ");
        s.feed("half");
        s.feed(" done\x07");
        QCOMPARE(s.title(), QStringLiteral("first half done"));
        s.feed("\x1b]0;" + QByteArray(100000, 'x') + "\x07");
        QCOMPARE(s.title().size(), TerminalScreen::kMaxTitle);
        s.feed("\x1b]2;short\x07");
        QCOMPARE(s.title(), QStringLiteral("short"));
    }

    void titleSanitised()
    {
        TerminalScreen s(5, 20);
        s.feed("\x1b]2;ok\x07title\x1b\\");
        // BEL ends the OSC: the title is "ok", the rest is text.
        QCOMPARE(s.title(), QStringLiteral("ok"));
        s.feed(QByteArray("\x1b]2;a\x01\x1b"
                          "b\xc2\x9b"
                          "c\xe2\x80\xae"
                          "d\x9c",
                          17));
        QVERIFY2(!s.title().contains(QChar(0x01)) && !s.title().contains(QChar(0x9b)) &&
                     !s.title().contains(QChar(0x202e)),
                 qPrintable(s.title()));
        QCOMPARE(TerminalScreen::sanitizeTitle("x\x1b[31my\x7fz\n"), QStringLiteral("x[31myz"));
        QCOMPARE(TerminalScreen::sanitizeTitle(QByteArray(5000, 'a')).size(), TerminalScreen::kMaxTitle);
    }

    void damageCoversChanges()
    {
        TerminalScreen s(10, 40);
        (void)s.takeDamage();
        s.feed("\x1b[5;10Habc");
        const QRect d = s.takeDamage();
        QVERIFY2(
            d.contains(QRect(9, 4, 3, 1)),
            qPrintable(QStringLiteral("%1,%2 %3x%4").arg(d.x()).arg(d.y()).arg(d.width()).arg(d.height())));
        QVERIFY(s.takeDamage().isNull());
    }

    // Cursor moves alone (no text) damage the cell it left and the cell it went to, once per takeDamage().
    void damageCoversTheCursorsCells()
    {
        TerminalScreen s(10, 40);
        s.feed("\x1b[2;3H");
        (void)s.takeDamage();
        s.feed("\x1b[5;9H\x1b[8;30H");
        const QRect d = s.takeDamage();
        QVERIFY(d.contains(QPoint(2, 1)));
        QVERIFY(d.contains(QPoint(8, 4)));
        QVERIFY(d.contains(QPoint(29, 7)));
        QVERIFY(s.takeDamage().isNull());
        s.feed("\x1b[8;30H"); // where it is already
        QVERIFY(s.takeDamage().isNull());
    }

    void bracketedPasteAndMouse()
    {
        TerminalScreen s(5, 20);
        QCOMPARE(s.paste(QStringLiteral("ls\nx")), QByteArray("ls\rx"));
        s.feed("\x1b[?2004h");
        QCOMPARE(s.paste(QStringLiteral("a\x1b[201~b")), QByteArray("\x1b[200~a[201~b\x1b[201~"));
        QCOMPARE(s.mouseMode(), TerminalScreen::MouseOff);
        QVERIFY(s.mouse(1, 1, 1, true).isEmpty());
        s.feed("\x1b[?1000h\x1b[?1006h");
        QCOMPARE(s.mouseMode(), TerminalScreen::MouseClick);
        QCOMPARE(s.mouse(2, 3, 1, true), QByteArray("\x1b[<0;4;3M"));
        QCOMPARE(s.key(TerminalScreen::KeyUp), QByteArray("\x1b[A"));
        QCOMPARE(s.text(QStringLiteral("é")), QStringLiteral("é").toUtf8());
    }

    // A clipboard cannot end a bracketed paste early: the marker split around a second one
    // ("ESC[20" + "ESC[201~" + "1~") survived a one-pass removal of the marker and closed the bracket,
    // and what followed ran as typed. No ESC or other control reaches the remote but tab and CR.
    void bracketedPasteCannotBeClosedFromInside_data()
    {
        QTest::addColumn<QString>("clipboard");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("nested marker") << QStringLiteral("echo safe\x1b[20\x1b[201~1~rm -rf ~\n")
                                       << QByteArray("echo safe[20[201~1~rm -rf ~\r");
        QTest::newRow("plain marker") << QStringLiteral("a\x1b[201~b") << QByteArray("a[201~b");
        QTest::newRow("C0 and DEL") << QStringLiteral("a\x03\x04\x1a\x7f\x00"
                                                      "b\tc\r\nd")
                                    << QByteArray("ab\tc\rd");
        QTest::newRow("C1 CSI") << QStringLiteral("a\u009b201~b") << QByteArray("a201~b");
        QTest::newRow("text kept") << QStringLiteral("é ü 中") << QStringLiteral("é ü 中").toUtf8();
    }
    void bracketedPasteCannotBeClosedFromInside()
    {
        QFETCH(QString, clipboard);
        QFETCH(QByteArray, body);
        TerminalScreen s(5, 20);
        s.feed("\x1b[?2004h");
        const QByteArray sent = s.paste(clipboard);
        QCOMPARE(sent, QByteArray("\x1b[200~") + body + QByteArray("\x1b[201~"));
        QCOMPARE(sent.count("\x1b"), 2);
        QCOMPARE(s.paste(clipboard).indexOf("\x1b[201~"), sent.size() - 6);
    }

    void answersGoToTheOutputHandler()
    {
        TerminalScreen s(5, 20);
        QByteArray answered;
        s.setOutputHandler([&](const char *p, std::size_t n) { answered.append(p, qsizetype(n)); });
        s.feed("\x1b[3;4H\x1b[6n");
        QCOMPARE(answered, QByteArray("\x1b[3;4R"));
    }

    void bellAndResize()
    {
        TerminalScreen s(5, 20);
        s.feed("\a");
        QVERIFY(s.takeBell());
        QVERIFY(!s.takeBell());
        s.resize(30, 100);
        QCOMPARE(s.rows(), 30);
        QCOMPARE(s.cols(), 100);
        s.resize(0, 100000);
        QCOMPARE(s.rows(), 1);
        QCOMPARE(s.cols(), TerminalScreen::kMaxCols);
    }

    // The two libvterm 0.3.3 faults the ASan run found (patches 0100 and 0101 in core/third_party/libvterm):
    // a cursor saved before the screen got smaller and restored after it, and a wide glyph on a one-column
    // screen.
    void restoredCursorAndWideGlyphStayOnScreen()
    {
        TerminalScreen s(40, 100);
        s.feed("\x1b[35;90H\x1b"
               "7"); // DECSC at row 35, column 90
        s.resize(10, 20);
        s.feed("\x1b"
               "8x\tY\r\n"); // DECRC, then text and a tab where the cursor is
        QVERIFY(s.cursorRow() < 10 && s.cursorCol() < 20);
        TerminalScreen narrow(3, 1);
        narrow.feed("\xe4\xb8\xad\xe6\x96\x87ok"); // 中文ok: each wide glyph alone on its line
        narrow.feed("\x1b[H\x1b[2Jz");
        QCOMPARE(narrow.lineText(0), QStringLiteral("z"));
    }

    // Scrolling rotates libvterm's rows (patch 0102): many more lines than the ring holds, and lines longer
    // than the screen, keep their order and text across the ring's wrap.
    void scrollbackAcrossTheRingBoundary()
    {
        TerminalScreen s(5, 12, 7);
        for (int i = 0; i < 53; ++i)
            s.feed("l" + QByteArray::number(i) + (i % 5 == 0 ? QByteArray(14, 'x') : QByteArray()) + "\r\n");
        QCOMPARE(s.scrollbackSize(), 7);
        // 53 lines, every fifth wrapped onto a second row, and the cursor on an empty last row.
        QCOMPARE(s.lineText(3), QStringLiteral("l52"));
        QCOMPARE(s.lineText(2), QStringLiteral("l51"));
        QCOMPARE(s.lineText(1), QStringLiteral("xxxxx"));
        QCOMPARE(s.lineText(0), QStringLiteral("l50xxxxxxxxx"));
        QCOMPARE(s.lineText(-1), QStringLiteral("l49"));
        QCOMPARE(s.lineText(-4), QStringLiteral("l46"));
        QCOMPARE(s.lineText(-5), QStringLiteral("xxxxx"));
        QCOMPARE(s.lineText(-6), QStringLiteral("l45xxxxxxxxx"));
        QCOMPARE(s.lineText(-7), QStringLiteral("l44"));
        QCOMPARE(s.lineText(-8), QString());
    }

    // Double-width characters keep both halves through scrolls, in the screen and in the scrollback.
    void wideGlyphsAcrossAScroll()
    {
        TerminalScreen s(3, 10, 10);
        s.feed(QStringLiteral("中文ab\r\n训练\r\nx\r\ny\r\n").toUtf8());
        QCOMPARE(s.lineText(-2), QStringLiteral("中文ab"));
        QCOMPARE(s.cell(-2, 0).width, 2);
        QCOMPARE(s.cell(-2, 1).width, 0);
        QCOMPARE(s.cell(-2, 2).text, QStringLiteral("文"));
        QCOMPARE(s.lineText(-1), QStringLiteral("训练"));
        QCOMPARE(s.lineText(0), QStringLiteral("x"));
        QCOMPARE(s.lineText(1), QStringLiteral("y"));
        // A wide glyph that does not fit at the end of a row wraps whole, then scrolls with its row.
        s.feed(QStringLiteral("123456789中\r\nz\r\n").toUtf8());
        QCOMPARE(s.lineText(-2), QStringLiteral("y"));
        QCOMPARE(s.lineText(-1), QStringLiteral("123456789"));
        QCOMPARE(s.lineText(0), QStringLiteral("中"));
        QCOMPARE(s.cell(0, 0).width, 2);
        QCOMPARE(s.cell(0, 1).width, 0);
        QCOMPARE(s.lineText(1), QStringLiteral("z"));
    }

    // A scroll region (DECSTBM) moves only its rows; the lines above and below stay, and lines scrolled
    // out of a region that does not start at the top do not go to the scrollback.
    void scrollRegionWithTheRing()
    {
        TerminalScreen s(6, 10, 20);
        s.feed("top\r\n\x1b[6;1Hbottom\x1b[2;5r\x1b[2;1H");
        for (int i = 0; i < 9; ++i)
            s.feed("r" + QByteArray::number(i) + "\r\n");
        QCOMPARE(s.lineText(0), QStringLiteral("top"));
        QCOMPARE(s.lineText(1), QStringLiteral("r6"));
        QCOMPARE(s.lineText(2), QStringLiteral("r7"));
        QCOMPARE(s.lineText(3), QStringLiteral("r8"));
        QCOMPARE(s.lineText(4), QString());
        QCOMPARE(s.lineText(5), QStringLiteral("bottom"));
        QCOMPARE(s.scrollbackSize(), 0);
        // Reverse index at the region's top scrolls it down; the full screen again pushes lines out.
        s.feed("\x1b[2;1H\x1bMnew");
        QCOMPARE(s.lineText(1), QStringLiteral("new"));
        QCOMPARE(s.lineText(2), QStringLiteral("r6"));
        QCOMPARE(s.lineText(5), QStringLiteral("bottom"));
        s.feed("\x1b[r\x1b[6;1H\r\n\r\n");
        QCOMPARE(s.scrollbackSize(), 2);
        QCOMPARE(s.lineText(-2), QStringLiteral("top"));
        QCOMPARE(s.lineText(-1), QStringLiteral("new"));
        QCOMPARE(s.lineText(3), QStringLiteral("bottom"));
    }

    // Resizes after the rows were rotated many times: the text stays in order, a smaller screen pushes its
    // top lines into the scrollback, and a taller one takes them back.
    void resizeAfterManyScrolls()
    {
        TerminalScreen s(4, 20, 100);
        for (int i = 0; i < 1003; ++i)
            s.feed("n" + QByteArray::number(i) + "\r\n");
        s.feed("end");
        QCOMPARE(s.lineText(3), QStringLiteral("end"));
        QCOMPARE(s.lineText(0), QStringLiteral("n1000"));
        s.resize(2, 20);
        QCOMPARE(s.lineText(0), QStringLiteral("n1002"));
        QCOMPARE(s.lineText(1), QStringLiteral("end"));
        QCOMPARE(s.lineText(-1), QStringLiteral("n1001"));
        s.resize(6, 30);
        QCOMPARE(s.lineText(5), QStringLiteral("end"));
        QCOMPARE(s.lineText(0), QStringLiteral("n998"));
        QCOMPARE(s.lineText(-1), QStringLiteral("n997"));
        s.feed("\r\nmore");
        QCOMPARE(s.lineText(5), QStringLiteral("more"));
        QCOMPARE(s.lineText(0), QStringLiteral("n999"));
        QCOMPARE(s.cursorRow(), 5);
        QCOMPARE(s.cursorCol(), 4);
    }

    // The scrollback keeps lines compactly (the first code point in the cell, combining marks beside the
    // line): colours, attributes, wide glyphs and combining marks come back the same in cell() and when a
    // taller screen takes the lines back.
    void scrollbackKeepsWhatCellsHold()
    {
        TerminalScreen s(2, 20, 10);
        s.feed(QStringLiteral(
                   "\x1b[1;3;4;38;5;202;48;2;1;2;3mx\x1b[0m a\u0301\u0327 中\x1b[9ms\x1b[0m\r\nnext\r\n")
                   .toUtf8());
        QCOMPARE(s.scrollbackSize(), 1);
        const auto check = [&s](int row) {
            const TerminalCell x = s.cell(row, 0);
            QCOMPARE(x.text, QStringLiteral("x"));
            QVERIFY(x.bold && x.italic);
            QCOMPARE(x.underline, 1);
            QCOMPARE(int(x.fg.kind), int(CellColor::Indexed));
            QCOMPARE(int(x.fg.index), 202);
            QCOMPARE(int(x.bg.kind), int(CellColor::Rgb));
            QCOMPARE(x.bg.rgb, 0x010203u);
            QCOMPARE(s.cell(row, 2).text, QStringLiteral("a\u0301\u0327"));
            QCOMPARE(s.cell(row, 4).width, 2);
            QCOMPARE(s.cell(row, 4).text, QStringLiteral("中"));
            QCOMPARE(s.cell(row, 5).width, 0);
            QVERIFY(s.cell(row, 6).strike);
            QCOMPARE(s.lineText(row), QStringLiteral("x a\u0301\u0327 中s"));
        };
        check(-1);
        s.resize(4, 20);
        QCOMPARE(s.scrollbackSize(), 0);
        check(0);
        QCOMPARE(s.lineText(1), QStringLiteral("next"));
    }

    // rowCells (what the view draws) says what cell() says, for screen and scrollback rows.
    void rowCellsMatchCells()
    {
        TerminalScreen s(4, 16, 10);
        s.feed(QStringLiteral(
                   "\x1b[1;31mred\x1b[0m 中\x1b[4;38;2;1;2;3mrgb\x1b[0m e\u0301\r\n\x1b[7mrev\x1b[0m\r\n"
                   "a\r\nb\r\nc")
                   .toUtf8());
        std::vector<cg::terminal::DrawCell> cells;
        for (int row = -2; row < 4; ++row) {
            s.rowCells(row, cells);
            QCOMPARE(int(cells.size()), s.cols());
            for (int col = 0; col < s.cols(); ++col) {
                const TerminalCell c = s.cell(row, col);
                const cg::terminal::DrawCell &d = cells[std::size_t(col)];
                QString text;
                for (int i = 0; i < cg::terminal::DrawCell::kMaxChars && d.chars[i]; ++i)
                    text += QString::fromUcs4(&d.chars[i], 1);
                QCOMPARE(text, c.text);
                QCOMPARE(d.width, c.width);
                QVERIFY(d.fg == c.fg && d.bg == c.bg);
                QCOMPARE(d.bold, c.bold);
                QCOMPARE(d.italic, c.italic);
                QCOMPARE(d.underline, c.underline);
                QCOMPARE(d.reverse, c.reverse);
            }
        }
        QCOMPARE(s.scrollbackSize(), 1);
        s.rowCells(-1, cells);
        QCOMPARE(cells[0].chars[0], U'r');
        QVERIFY(cells[0].bold);
        QCOMPARE(cells[4].width, 2);
        QCOMPARE(cells[5].width, 0);
        QCOMPARE(cells[6].underline, 1);
        QCOMPARE(cells[10].chars[0], U'e');
        QCOMPARE(cells[10].chars[1], U'\u0301');
        s.rowCells(0, cells);
        QVERIFY(cells[0].reverse);
        s.rowCells(-2, cells); // beyond the scrollback: blank
        QCOMPARE(cells[0].chars[0], U'\0');
    }

    // C1 controls sent as UTF-8 (patch 0103): libvterm 0.3.3 moved the cursor left for each, off the screen
    // at column 0, and the next erase (EL) wrote through a null cell; on a double-width line of a
    // one-column screen the cursor went to column -1 after any CSI.
    void utf8ControlsKeepTheCursorOnScreen()
    {
        TerminalScreen s(5, 20);
        s.feed("\xc2\x85\xc2\x85\x1b[K\x1b[4hab\xc2\x9b\x1b[P");
        QVERIFY(s.cursorCol() >= 0);
        QCOMPARE(s.cursorCol(), 5); // each control one cell, "ab" in insert mode
        TerminalScreen narrow(3, 1);
        narrow.feed("\x1b#6\x1b[5D\x1b[4hx\x1b[K");
        QCOMPARE(narrow.cursorCol(), 0);
        // ASCII text wrapping onto a line 0 columns wide (patch 0102 once looped there without end)
        narrow.feed("\x1b[4l\x1b[2;1H\x1b#6\x1b[Habc\r\n");
        QCOMPARE(narrow.lineText(-1), QStringLiteral("a"));
        QCOMPARE(narrow.lineText(0), QStringLiteral("b")); // in column 0 of the line 0 columns wide
        QCOMPARE(narrow.lineText(1), QStringLiteral("c"));
        QCOMPARE(narrow.cursorRow(), 2);
        QCOMPARE(narrow.cursorCol(), 0);
        narrow.feed("\x1b[H\x1b#5z"); // row 0 single-width again, then text on it
        QCOMPARE(narrow.lineText(0), QStringLiteral("z"));
    }

    // Scroll margins that a smaller screen cuts to nothing (patch 0104): libvterm 0.3.3 kept the top margin
    // below the new bottom, and the next scroll moved a negative number of line infos (found by the
    // fuzz_vterm_paths target under ASan).
    void marginsAfterAShrinkingResize()
    {
        TerminalScreen s(10, 30, 10);
        s.feed("\x1b[8;9r\x1b[?69h\x1b[25;28s\x1b[9;1Hx\r\n");
        s.resize(5, 20);
        s.feed("\x1bM\x1b[2L\x1b[3M\x1b[S\x1b[2T\x1b[4@\x1b[2P");
        for (int i = 0; i < 8; ++i)
            s.feed("line " + QByteArray::number(i) + "\r\n");
        s.feed("\x1b[?69lend");
        QCOMPARE(s.lineText(4), QStringLiteral("end"));
        QCOMPARE(s.lineText(3), QStringLiteral("line 7"));
        QVERIFY(s.scrollbackSize() > 0);
    }

    // Twenty-digit CSI arguments (patch 0105) saturate: the cursor goes to the last row and column, as
    // for any argument past the screen, instead of where an overflowed number pointed.
    void hugeCsiArgumentsSaturate()
    {
        TerminalScreen s(5, 20);
        s.feed("\x1b[99999999999999999999;99999999999999999999Hx");
        QCOMPARE(s.cursorRow(), 4);
        QCOMPARE(s.lineText(4), QStringLiteral("                   x"));
        s.feed("\x1b[H\x1b[24444444444444444444Cy");
        QCOMPARE(s.lineText(0), QStringLiteral("                   y"));
    }

    // More than 16 CSI arguments (patch 0106): libvterm 0.3.3 stored each one after the last, past its
    // array of 16 and on through the heap (found by fuzz_vterm_paths under UBSan; ASan: heap overflow).
    void manyCsiArgumentsStayInBounds()
    {
        TerminalScreen s(5, 20);
        s.feed("\x1b[" + QByteArray(100000, ';') + "m" +
               "\x1b[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19H");
        s.feed("\x1b[H\x1b[31mX");
        const TerminalCell c = s.cell(0, 0);
        QCOMPARE(c.text, QStringLiteral("X"));
        QCOMPARE(int(c.fg.kind), int(CellColor::Indexed));
        QCOMPARE(int(c.fg.index), 1);
    }

    // REP after a glyph of no width (patch 0110): a combining mark at the start of the output, then
    // `CSI b`, hung the terminal for good (found by fuzz_vterm_paths). It repeats nothing; REP after a
    // character still repeats it.
    void repeatOfAZeroWidthGlyphEnds()
    {
        TerminalScreen s(5, 20);
        s.feed("\xcc\x81\x1b[5b");
        s.feed("\x1b[2;1Hab\x1b[3b");
        QCOMPARE(s.lineText(1), QStringLiteral("abbbb"));
        QCOMPARE(s.cursorRow(), 1);
    }

    // Random bytes, invalid UTF-8 and escapes cut anywhere: the screen stays usable.
    void anyBytes()
    {
        TerminalScreen s(24, 80, 50);
        QRandomGenerator rng(42);
        for (int i = 0; i < 200; ++i) {
            QByteArray b(int(rng.bounded(1, 4096)), Qt::Uninitialized);
            for (char &c : b)
                c = char(rng.bounded(256));
            s.feed(b);
            if (i % 17 == 0)
                s.resize(int(rng.bounded(1, 60)), int(rng.bounded(1, 200)));
        }
        s.feed("\x1b[?1049l\x1b"
               "c\x1b[H\x1b[2Jok");
        QCOMPARE(s.lineText(0), QStringLiteral("ok"));
        QVERIFY(s.scrollbackSize() <= 50);
    }
};

QTEST_APPLESS_MAIN(TestTerminalScreen)
#include "tst_terminal_screen.moc"
