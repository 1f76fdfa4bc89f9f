// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/http_request.h"

#include <algorithm>
#include <cctype>

namespace cg::exporting {

namespace {

bool isTokenChar(unsigned char c)
{
    // RFC 9110 tchar
    static constexpr std::string_view kExtra = "!#$%&'*+-.^_`|~";
    return std::isalnum(c) || kExtra.find(char(c)) != std::string_view::npos;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool hasControl(std::string_view s)
{
    return std::any_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\t') || u == 0x7f;
    });
}

} // namespace

std::string HttpRequest::header(std::string_view lowerName) const
{
    for (const auto &[name, value] : headers) {
        if (name == lowerName)
            return value;
    }
    return {};
}

HttpRequestParser::State HttpRequestParser::fail(int status, std::string reason)
{
    m_state = State::Error;
    m_errorStatus = status;
    m_errorReason = std::move(reason);
    m_buffer.clear();
    return m_state;
}

HttpRequestParser::State HttpRequestParser::feed(std::string_view bytes)
{
    if (m_state != State::NeedMore)
        return m_state;
    // Only as much as can still fit (plus the terminator being searched for), so a flood costs nothing.
    const std::size_t room = m_maxBytes + 4 - std::min(m_buffer.size(), m_maxBytes + 4);
    const std::size_t before = m_buffer.size();
    m_buffer.append(bytes.substr(0, room));
    // Search from a little before the new bytes: the terminator may straddle two reads.
    const std::size_t from = before >= 3 ? before - 3 : 0;
    const std::size_t end = m_buffer.find("\r\n\r\n", from);
    if (end == std::string::npos) {
        if (m_buffer.size() > m_maxBytes)
            return fail(431, "request header too large");
        return m_state;
    }
    if (end + 4 > m_maxBytes + 4 || end > m_maxBytes)
        return fail(431, "request header too large");
    const std::string head = m_buffer.substr(0, end);
    m_buffer.clear();
    return parseHead(head);
}

HttpRequestParser::State HttpRequestParser::parseHead(std::string_view head)
{
    // Request line: METHOD SP TARGET SP VERSION
    std::size_t eol = head.find("\r\n");
    const std::string_view line = head.substr(0, eol);
    const std::size_t sp1 = line.find(' ');
    const std::size_t sp2 = sp1 == std::string_view::npos ? sp1 : line.find(' ', sp1 + 1);
    if (sp1 == std::string_view::npos || sp2 == std::string_view::npos ||
        line.find(' ', sp2 + 1) != std::string_view::npos)
        return fail(400, "malformed request line");
    const std::string_view method = line.substr(0, sp1);
    const std::string_view target = line.substr(sp1 + 1, sp2 - sp1 - 1);
    const std::string_view version = line.substr(sp2 + 1);
    if (method.empty() || method.size() > 16 ||
        !std::all_of(method.begin(), method.end(), [](char c) { return isTokenChar((unsigned char)c); }))
        return fail(400, "malformed method");
    if (target.empty() || target.front() != '/' || hasControl(target) ||
        target.find_first_of(" \t") != std::string_view::npos)
        return fail(400, "malformed request target");
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return fail(505, "HTTP version not supported");
    m_request.method = std::string(method);
    m_request.target = std::string(target);
    m_request.path = std::string(target.substr(0, target.find('?')));
    m_request.version = std::string(version);

    std::string_view rest = eol == std::string_view::npos ? std::string_view() : head.substr(eol + 2);
    while (!rest.empty()) {
        eol = rest.find("\r\n");
        const std::string_view h = rest.substr(0, eol);
        rest = eol == std::string_view::npos ? std::string_view() : rest.substr(eol + 2);
        if (h.empty())
            return fail(400, "empty header line");
        if (h.front() == ' ' || h.front() == '\t')
            return fail(400, "obsolete header folding");
        const std::size_t colon = h.find(':');
        if (colon == 0 || colon == std::string_view::npos)
            return fail(400, "malformed header");
        const std::string_view name = h.substr(0, colon);
        if (!std::all_of(name.begin(), name.end(), [](char c) { return isTokenChar((unsigned char)c); }))
            return fail(400, "malformed header name");
        const std::string_view value = trim(h.substr(colon + 1));
        if (hasControl(value))
            return fail(400, "control character in a header");
        if (m_request.headers.size() >= m_maxHeaders)
            return fail(431, "too many headers");
        std::string lower(name);
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        m_request.headers.emplace_back(std::move(lower), std::string(value));
    }
    // A body is not accepted: /metrics is read with GET or HEAD only.
    const std::string length = m_request.header("content-length");
    if (!m_request.header("transfer-encoding").empty() || (!length.empty() && length != "0"))
        return fail(413, "a request body is not accepted");
    if (m_request.version == "HTTP/1.1" && m_request.header("host").empty())
        return fail(400, "missing Host header");
    m_state = State::Complete;
    return m_state;
}

} // namespace cg::exporting
