// SPDX-License-Identifier: GPL-3.0-or-later
// The HTTP/1.1 request a scraper sends to /metrics, parsed incrementally and bounded: a request line and
// headers of at most `maxBytes` in all, at most `maxHeaders` headers, no body accepted (a GET needs none).
// Plain C++ (no Qt) so that the fuzz target runs it alone. Anything malformed or too big ends in an error
// with the HTTP status to answer; the connection is then closed.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cg::exporting {

struct HttpRequest
{
    std::string method;                                       // "GET", as sent
    std::string target;                                       // "/metrics?x=y", as sent
    std::string path;                                         // "/metrics": the target without its query
    std::string version;                                      // "HTTP/1.1"
    std::vector<std::pair<std::string, std::string>> headers; // names lower-cased, values trimmed

    // The first header of that (lower-case) name, or empty.
    std::string header(std::string_view lowerName) const;
};

class HttpRequestParser
{
public:
    enum class State { NeedMore, Complete, Error };

    explicit HttpRequestParser(std::size_t maxBytes = 8192, std::size_t maxHeaders = 64)
        : m_maxBytes(maxBytes), m_maxHeaders(maxHeaders)
    {
    }

    // Feeds more bytes; returns the state after them. After Complete or Error, further bytes are ignored.
    State feed(std::string_view bytes);
    State state() const { return m_state; }
    const HttpRequest &request() const { return m_request; }
    // For Error: the status to answer (400, 405, 413, 431, 505) and a short reason.
    int errorStatus() const { return m_errorStatus; }
    const std::string &errorReason() const { return m_errorReason; }

private:
    State fail(int status, std::string reason);
    State parseHead(std::string_view head);

    std::size_t m_maxBytes;
    std::size_t m_maxHeaders;
    std::string m_buffer;
    State m_state = State::NeedMore;
    HttpRequest m_request;
    int m_errorStatus = 0;
    std::string m_errorReason;
};

} // namespace cg::exporting
