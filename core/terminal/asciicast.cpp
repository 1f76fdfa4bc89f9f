// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/asciicast.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace cg::terminal {

namespace {

// The texts of this file, under one context that lupdate and the runtime agree on.
struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(cg::terminal::Asciicast)
};

} // namespace

QString Asciicast::output() const
{
    QString out;
    for (const AsciicastEvent &e : events)
        if (e.type == 'o')
            out += e.data;
    return out;
}

Result<Asciicast> parseAsciicast(const QByteArray &data, const AsciicastLimits &limits)
{
    using R = Result<Asciicast>;
    Asciicast cast;
    qsizetype pos = 0;
    int lineNo = 0;
    bool haveHeader = false;
    while (pos < data.size()) {
        qsizetype end = data.indexOf('\n', pos);
        if (end < 0)
            end = data.size();
        ++lineNo;
        if (end - pos > limits.maxLineBytes)
            return R::failure(
                Texts::tr("line %1 is longer than %2 bytes").arg(lineNo).arg(limits.maxLineBytes));
        const QByteArray line = data.mid(pos, end - pos).trimmed();
        pos = end + 1;
        if (line.isEmpty())
            continue;
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
        if (pe.error != QJsonParseError::NoError)
            return R::failure(Texts::tr("line %1 is not JSON: %2").arg(lineNo).arg(pe.errorString()));
        if (!haveHeader) {
            if (!doc.isObject())
                return R::failure(Texts::tr("line %1: the header must be a JSON object").arg(lineNo));
            const QJsonObject h = doc.object();
            if (h.value(QLatin1String("version")).toInt(-1) != 2)
                return R::failure(Texts::tr("line %1: not asciicast version 2").arg(lineNo));
            const int w = h.value(QLatin1String("width")).toInt(-1);
            const int hh = h.value(QLatin1String("height")).toInt(-1);
            if (w < 1 || hh < 1 || w > limits.maxSide || hh > limits.maxSide)
                return R::failure(Texts::tr("line %1: width and height must be between 1 and %2")
                                      .arg(lineNo)
                                      .arg(limits.maxSide));
            cast.header.width = w;
            cast.header.height = hh;
            const double ts = h.value(QLatin1String("timestamp")).toDouble(0);
            cast.header.timestamp = std::isfinite(ts) && ts >= 0 && ts < 1e12 ? qint64(ts) : 0;
            cast.header.term =
                h.value(QLatin1String("env")).toObject().value(QLatin1String("TERM")).toString();
            cast.header.title = h.value(QLatin1String("title")).toString();
            haveHeader = true;
            continue;
        }
        if (!doc.isArray())
            return R::failure(Texts::tr("line %1: an event must be a JSON array").arg(lineNo));
        const QJsonArray a = doc.array();
        if (a.size() != 3 || !a.at(0).isDouble() || !a.at(1).isString() || !a.at(2).isString())
            return R::failure(Texts::tr("line %1: an event is [time, type, data]").arg(lineNo));
        const double t = a.at(0).toDouble();
        if (!std::isfinite(t) || t < 0)
            return R::failure(
                Texts::tr("line %1: the time must be a number of seconds, 0 or more").arg(lineNo));
        const QString type = a.at(1).toString();
        if (type.size() != 1 || !QStringLiteral("oirm").contains(type))
            return R::failure(Texts::tr("line %1: unknown event type \"%2\"").arg(lineNo).arg(type.left(16)));
        if (cast.events.size() >= limits.maxEvents)
            return R::failure(Texts::tr("more than %1 events").arg(limits.maxEvents));
        cast.events.append(AsciicastEvent{t, char(type.at(0).unicode()), a.at(2).toString()});
    }
    if (!haveHeader)
        return R::failure(Texts::tr("empty file: no asciicast header"));
    return cast;
}

Result<Asciicast> readAsciicastFile(const QString &path, const AsciicastLimits &limits)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<Asciicast>::failure(Texts::tr("cannot read %1: %2").arg(path, f.errorString()));
    if (f.size() > qint64(limits.maxLineBytes) * 64)
        return Result<Asciicast>::failure(
            Texts::tr("%1 is too large to load (%2 bytes)").arg(path).arg(f.size()));
    return parseAsciicast(f.readAll(), limits);
}

AsciicastWriter::AsciicastWriter() = default;

AsciicastWriter::~AsciicastWriter()
{
    if (m_file.isOpen())
        (void)close(); // best effort: the owner closes explicitly to learn the outcome
}

Status AsciicastWriter::open(const QString &path, const AsciicastHeader &header, qint64 maxBytes)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return Status::failure(Texts::tr("cannot create the recording %1: %2")
                                   .arg(path, QString::fromLocal8Bit(strerror(errno))));
    if (!m_file.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Status::failure(
            Texts::tr("cannot create the recording %1: %2").arg(path, m_file.errorString()));
    }
    m_path = path;
    m_max = maxBytes;
    QJsonObject h{{QStringLiteral("version"), 2},
                  {QStringLiteral("width"), header.width},
                  {QStringLiteral("height"), header.height},
                  {QStringLiteral("timestamp"), header.timestamp},
                  {QStringLiteral("env"), QJsonObject{{QStringLiteral("TERM"), header.term}}}};
    if (!header.title.isEmpty())
        h.insert(QStringLiteral("title"), header.title);
    writeRaw(QJsonDocument(h).toJson(QJsonDocument::Compact) + '\n');
    if (m_failed)
        return Status::failure(m_error);
    return Ok{};
}

void AsciicastWriter::appendJsonString(QByteArray &out, const QByteArray &utf8)
{
    static const char hex[] = "0123456789abcdef";
    out.reserve(out.size() + utf8.size() + 2);
    out += '"';
    const char *p = utf8.constData();
    const char *e = p + utf8.size();
    const char *run = p;
    for (; p < e; ++p) {
        const unsigned char c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(run, p - run);
        run = p + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default: {
            const char u[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            out.append(u, 6);
        }
        }
    }
    out.append(run, p - run);
    out += '"';
}

void AsciicastWriter::event(double seconds, char type, const QByteArray &utf8)
{
    if (!m_file.isOpen() || m_truncated || m_failed)
        return;
    m_line.clear();
    m_line += '[';
    m_line += QByteArray::number(std::max(0.0, seconds), 'f', 6);
    m_line += ", \"";
    m_line += type;
    m_line += "\", ";
    appendJsonString(m_line, utf8);
    m_line += "]\n";
    if (m_written + m_line.size() > m_max) {
        m_truncated = true;
        QByteArray mark = "[" + QByteArray::number(std::max(0.0, seconds), 'f', 6) + ", \"m\", ";
        appendJsonString(mark, "recording size limit reached");
        mark += "]\n";
        writeRaw(mark);
        return;
    }
    writeRaw(m_line);
}

void AsciicastWriter::output(double seconds, const char *data, std::size_t size)
{
    const QString text = m_outDecoder.decode(QByteArrayView(data, qsizetype(size)));
    if (!text.isEmpty())
        event(seconds, 'o', text.toUtf8());
}

void AsciicastWriter::input(double seconds, const QByteArray &data)
{
    const QString text = m_inDecoder.decode(data);
    if (!text.isEmpty())
        event(seconds, 'i', text.toUtf8());
}

void AsciicastWriter::resize(double seconds, int cols, int rows)
{
    event(seconds, 'r', QByteArray::number(cols) + 'x' + QByteArray::number(rows));
}

void AsciicastWriter::marker(double seconds, const QString &label)
{
    event(seconds, 'm', label.toUtf8());
}

void AsciicastWriter::writeRaw(const QByteArray &bytes)
{
    if (m_failed)
        return;
    if (m_file.write(bytes) != bytes.size()) {
        m_failed = true;
        m_error = Texts::tr("cannot write the recording %1: %2").arg(m_path, m_file.errorString());
        return;
    }
    m_hash.addData(bytes);
    m_written += bytes.size();
}

Status AsciicastWriter::close()
{
    if (!m_file.isOpen())
        return m_failed ? Status::failure(m_error) : Status(Ok{});
    // A sequence cut off at the very end is written as what it is: invalid.
    const QString rest = m_outDecoder.decode(QByteArrayView());
    (void)rest;
    if (!m_file.flush() && !m_failed) {
        m_failed = true;
        m_error = Texts::tr("cannot write the recording %1: %2").arg(m_path, m_file.errorString());
    }
    ::fsync(m_file.handle());
    m_file.close();
    m_sha256Hex = m_hash.result().toHex();
    if (m_failed)
        return Status::failure(m_error);
    return Ok{};
}

} // namespace cg::terminal
