// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/recording_player.h"

#include "terminal/terminal_screen.h"
#include "terminal/terminal_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cg::ui {

RecordingPlayer::RecordingPlayer(QWidget *parent) : QWidget(parent), m_view(new TerminalView(this))
{
    m_view->setReadOnly(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    auto *controls = new QHBoxLayout;
    m_playPause = new QPushButton(tr("Play"), this);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, 0);
    m_time = new QLabel(this);
    m_speedBox = new QSpinBox(this);
    m_speedBox->setRange(1, 20);
    m_speedBox->setSuffix(tr("×"));
    m_speedBox->setToolTip(tr("Playback speed"));
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Find in the recording"));
    m_markers = new QComboBox(this);
    m_markers->setToolTip(tr("Markers"));
    controls->addWidget(m_playPause);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_time);
    controls->addWidget(m_speedBox);
    controls->addWidget(m_search);
    controls->addWidget(m_markers);
    layout->addLayout(controls);
    m_timer.setInterval(16);
    connect(&m_timer, &QTimer::timeout, this, &RecordingPlayer::tick);
    connect(m_playPause, &QPushButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(m_slider, &QSlider::sliderMoved, this, [this](int ms) { seek(ms / 1000.0); });
    connect(m_speedBox, &QSpinBox::valueChanged, this, [this](int v) { setSpeed(v); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const double at = find(m_search->text());
        m_search->setStyleSheet(at < 0 ? QStringLiteral("background:#5c1e1e;") : QString());
    });
    connect(m_markers, &QComboBox::activated, this, [this](int i) {
        const double t = m_markers->itemData(i).toDouble();
        if (t >= 0)
            seek(t);
    });
    resetScreen();
}

RecordingPlayer::~RecordingPlayer() = default;

Status RecordingPlayer::load(const QString &path)
{
    const Result<terminal::Asciicast> cast = terminal::readAsciicastFile(path);
    if (!cast.ok())
        return Status::failure(cast.error());
    return load(cast.value());
}

Status RecordingPlayer::load(const terminal::Asciicast &cast)
{
    pause();
    m_cast = cast;
    m_markers->clear();
    m_markers->addItem(tr("Markers"), -1.0);
    for (const terminal::AsciicastEvent &e : m_cast.events)
        if (e.type == 'm')
            m_markers->addItem(QStringLiteral("%1 s: %2").arg(e.time, 0, 'f', 1).arg(e.data.left(60)),
                               e.time);
    m_slider->setRange(0, int(std::min(m_cast.duration() * 1000, 2e9)));
    seek(0);
    return Ok{};
}

void RecordingPlayer::resetScreen()
{
    m_screen = std::make_unique<terminal::TerminalScreen>(m_cast.header.height, m_cast.header.width, 5000);
    m_view->setScreen(m_screen.get());
    m_next = 0;
    m_position = 0;
}

void RecordingPlayer::applyUpTo(double seconds)
{
    bool changed = false;
    while (m_next < m_cast.events.size() && m_cast.events.at(m_next).time <= seconds) {
        const terminal::AsciicastEvent &e = m_cast.events.at(m_next++);
        if (e.type == 'o') {
            m_screen->feed(e.data.toUtf8());
            changed = true;
        } else if (e.type == 'r') {
            const QStringList wh = e.data.split(QLatin1Char('x'));
            if (wh.size() == 2) {
                m_screen->resize(wh.at(1).toInt(), wh.at(0).toInt());
                changed = true;
            }
        }
    }
    m_position = seconds;
    if (changed)
        m_view->screenChanged();
    const QSignalBlocker block(m_slider);
    m_slider->setValue(int(std::min(seconds * 1000, 2e9)));
    m_time->setText(QStringLiteral("%1 / %2 s").arg(seconds, 0, 'f', 1).arg(m_cast.duration(), 0, 'f', 1));
    emit positionChanged(seconds);
}

void RecordingPlayer::play()
{
    if (m_position >= m_cast.duration())
        seek(0);
    m_clock.start();
    m_timer.start();
    m_playPause->setText(tr("Pause"));
}

void RecordingPlayer::pause()
{
    m_timer.stop();
    m_playPause->setText(tr("Play"));
}

void RecordingPlayer::tick()
{
    const double dt = double(m_clock.restart()) / 1000.0 * m_speed;
    applyUpTo(std::min(m_position + dt, m_cast.duration()));
    if (m_position >= m_cast.duration())
        pause();
}

void RecordingPlayer::seek(double seconds)
{
    seconds = std::clamp(seconds, 0.0, m_cast.duration());
    if (seconds < m_position || m_next == 0) {
        resetScreen();
        m_view->screenChanged();
    }
    applyUpTo(seconds);
}

void RecordingPlayer::setSpeed(int times)
{
    m_speed = std::clamp(times, 1, 20);
    const QSignalBlocker block(m_speedBox);
    m_speedBox->setValue(m_speed);
}

double RecordingPlayer::find(const QString &text)
{
    if (text.isEmpty())
        return -1;
    // From the first event at or after the position (an event at the very start counts: its time may be
    // 0, the position a seek to 0 leaves), or after the last hit when the position is still that hit's.
    const auto &events = m_cast.events;
    qsizetype start = 0;
    while (start < events.size() && events.at(start).time < m_position)
        ++start;
    if (m_found >= start && m_found < events.size() && events.at(m_found).time == m_position)
        start = m_found + 1;
    // Text can straddle events: search a window of the current event and the one before.
    QString previous;
    for (qsizetype i = start - 1; i >= 0; --i) {
        if (events.at(i).type == 'o') {
            previous = events.at(i).data;
            break;
        }
    }
    for (qsizetype i = start; i < events.size(); ++i) {
        const terminal::AsciicastEvent &e = events.at(i);
        if (e.type != 'o')
            continue;
        if ((previous.right(text.size()) + e.data).contains(text, Qt::CaseInsensitive)) {
            pause();
            seek(e.time);
            m_found = i;
            m_view->find(text, true);
            return e.time;
        }
        previous = e.data;
    }
    return -1;
}

} // namespace cg::ui
