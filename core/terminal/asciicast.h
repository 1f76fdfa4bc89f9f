// SPDX-License-Identifier: GPL-3.0-or-later
// asciicast v2 (https://docs.asciinema.org/manual/asciicast/v2/): a header line (JSON object: version 2,
// width, height, timestamp, env.TERM) and one event per line ([time, "o"|"i"|"r"|"m", data]). The writer
// turns the raw bytes of a session into UTF-8 as asciinema's recorder does (a sequence split across
// chunks is joined, invalid bytes become U+FFFD), hashes every byte it writes, and stops at a size bound.
// The reader takes any bytes and either gives the events or says which line is wrong.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringDecoder>

namespace cg::terminal {

struct AsciicastHeader
{
    int width = 80;
    int height = 24;
    qint64 timestamp = 0; // Unix seconds
    QString term = QStringLiteral("xterm-256color");
    QString title;
};

struct AsciicastEvent
{
    double time = 0;
    char type = 'o';
    QString data;
};

struct Asciicast
{
    AsciicastHeader header;
    QList<AsciicastEvent> events;
    // The "o" events' data, concatenated: what `asciinema cat` prints.
    QString output() const;
    double duration() const { return events.isEmpty() ? 0 : events.constLast().time; }
};

struct AsciicastLimits
{
    qsizetype maxLineBytes = 16 << 20;
    qsizetype maxEvents = 20'000'000;
    int maxSide = 10000; // width and height
};

// Any bytes in; a clear error (with the line number) out.
Result<Asciicast> parseAsciicast(const QByteArray &data, const AsciicastLimits &limits = {});
Result<Asciicast> readAsciicastFile(const QString &path, const AsciicastLimits &limits = {});

class AsciicastWriter
{
public:
    AsciicastWriter();
    ~AsciicastWriter();
    AsciicastWriter(const AsciicastWriter &) = delete;
    AsciicastWriter &operator=(const AsciicastWriter &) = delete;

    // Creates `path` (mode 0600; refuses to overwrite) and writes the header. `maxBytes`: the file stops
    // growing beyond this (the last event is a marker saying so).
    Status open(const QString &path, const AsciicastHeader &header, qint64 maxBytes = qint64(1) << 30);
    bool isOpen() const { return m_file.isOpen(); }
    // `seconds` since the start.
    void output(double seconds, const char *data, std::size_t size);
    void input(double seconds, const QByteArray &data);
    void resize(double seconds, int cols, int rows);
    void marker(double seconds, const QString &label);
    // Flushes and closes; false (with the reason) when a write failed on the way.
    Status close();

    qint64 bytesWritten() const { return m_written; }
    QByteArray sha256Hex() const { return m_sha256Hex; } // after close()
    bool truncated() const { return m_truncated; }
    QString path() const { return m_path; }

    // "text" as a JSON string literal (quotes included), UTF-8.
    static void appendJsonString(QByteArray &out, const QByteArray &utf8);

private:
    void event(double seconds, char type, const QByteArray &utf8);
    void writeRaw(const QByteArray &bytes);

    QFile m_file;
    QString m_path;
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    QStringDecoder m_outDecoder{QStringDecoder::Utf8};
    QStringDecoder m_inDecoder{QStringDecoder::Utf8};
    qint64 m_written = 0;
    qint64 m_max = 0;
    bool m_truncated = false;
    bool m_failed = false;
    QString m_error;
    QByteArray m_sha256Hex;
    QByteArray m_line;
};

} // namespace cg::terminal
