// SPDX-License-Identifier: GPL-3.0-or-later
// Waits of minutes on the namespaced lab. QTRY_VERIFY*_WITH_TIMEOUT, on failing, waits twice its
// timeout again to report when the condition would have held; with a wait of two minutes that passes
// QtTest's five-minute watchdog, which then ends the test with a stack dump instead of the message that
// says what never happened. These wait once and fail with the message.
#pragma once

#include <QDeadlineTimer>
#include <QtTest>

#define CG_LAB_WAIT2(expr, message, timeoutMs)                                                               \
    do {                                                                                                     \
        const QDeadlineTimer cgLabDeadline(timeoutMs);                                                       \
        while (!(expr) && !cgLabDeadline.hasExpired())                                                       \
            QTest::qWait(50);                                                                                \
        QVERIFY2((expr), message);                                                                           \
    } while (false)

#define CG_LAB_WAIT(expr, timeoutMs) CG_LAB_WAIT2(expr, "", timeoutMs)
