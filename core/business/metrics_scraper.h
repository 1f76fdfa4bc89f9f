// SPDX-License-Identifier: GPL-3.0-or-later
// One bounded scrape of a Prometheus text endpoint over HTTP/1.1 (a local port, usually the port forward's
// end of the jump chain): at most maxBytes read and timeoutMs spent, whatever the server sends; the body is
// parsed with the same bounds (PromText). Blocking: for the CLI and worker threads.
#pragma once

#include "business/prom_text.h"
#include "common/result.h"

#include <QCoreApplication>
#include <QString>

namespace cg::business {

struct ScrapeTarget
{
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 0;
    QString path = QStringLiteral("/metrics");
    int timeoutMs = 10000;
    PromLimits limits;
};

struct Scrape
{
    PromParse parse;
    int httpStatus = 0;
    qint64 bytes = 0;
    bool bodyCut = false; // the server sent more than limits.maxBytes
};

class MetricsScraper
{
    Q_DECLARE_TR_FUNCTIONS(cg::business::MetricsScraper)

public:
    static Result<Scrape> scrape(const ScrapeTarget &target);
    // The HTTP response's body (Content-Length, chunked or up to the close); exposed for tests.
    static Result<QByteArray> body(const QByteArray &response, int *status);
};

} // namespace cg::business
