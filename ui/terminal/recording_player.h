// SPDX-License-Identifier: GPL-3.0-or-later
// Plays an asciicast v2 recording in a terminal view: play/pause, seek (slider), speed 1-20x, search in the
// recorded text (jumps to the first output that contains it after the current position), and the
// recording's markers listed. The file is parsed with the bounded reader; a bad file is an error shown, not
// a crash.
#pragma once

#include "common/result.h"
#include "terminal/asciicast.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;

namespace cg::terminal {
class TerminalScreen;
}

namespace cg::ui {

class TerminalView;

class RecordingPlayer : public QWidget
{
    Q_OBJECT

public:
    explicit RecordingPlayer(QWidget *parent = nullptr);
    ~RecordingPlayer() override;

    Status load(const QString &path);
    Status load(const terminal::Asciicast &cast);
    void play();
    void pause();
    bool isPlaying() const { return m_timer.isActive(); }
    // Shows the screen as it was at `seconds`.
    void seek(double seconds);
    double position() const { return m_position; }
    double duration() const { return m_cast.duration(); }
    void setSpeed(int times); // 1-20
    int speed() const { return m_speed; }
    // The time of the first output event at or after the position whose text contains `text`
    // (case-insensitive), seeked to; -1 when none.
    double find(const QString &text);
    terminal::TerminalScreen *screen() const { return m_screen.get(); }
    TerminalView *view() const { return m_view; }

signals:
    void positionChanged(double seconds);

private:
    void tick();
    void applyUpTo(double seconds);
    void resetScreen();

    terminal::Asciicast m_cast;
    std::unique_ptr<terminal::TerminalScreen> m_screen;
    TerminalView *m_view;
    QPushButton *m_playPause;
    QSlider *m_slider;
    QSpinBox *m_speedBox;
    QLineEdit *m_search;
    QComboBox *m_markers;
    QLabel *m_time;
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_position = 0;
    qsizetype m_next = 0;   // the next event to apply
    qsizetype m_found = -1; // the event the last find() stopped at: the next find goes on after it
    int m_speed = 1;
};

} // namespace cg::ui
