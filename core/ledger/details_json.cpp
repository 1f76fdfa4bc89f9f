// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/details_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QVariant>

#include <charconv>
#include <string_view>
#include <unordered_set>

namespace cg::ledger {

namespace {

// Qt's writer (qjsonwriter.cpp) escapes '"', '\\' and the C0 controls (\b \f \n \r \t by name, others as
// \u00XX) and writes everything else as UTF-8. A lone surrogate it writes as \uXXXX: such strings are left
// to Qt.
bool appendEscaped(std::string &out, const QString &s)
{
    static constexpr char hex[] = "0123456789abcdef";
    const char16_t *p = reinterpret_cast<const char16_t *>(s.constData());
    const char16_t *const end = p + s.size();
    while (p != end) {
        const char16_t u = *p++;
        if (u < 0x80) {
            if (u >= 0x20 && u != '"' && u != '\\') {
                out.push_back(char(u));
                continue;
            }
            out.push_back('\\');
            switch (u) {
            case '"':
                out.push_back('"');
                break;
            case '\\':
                out.push_back('\\');
                break;
            case 0x08:
                out.push_back('b');
                break;
            case 0x0c:
                out.push_back('f');
                break;
            case 0x0a:
                out.push_back('n');
                break;
            case 0x0d:
                out.push_back('r');
                break;
            case 0x09:
                out.push_back('t');
                break;
            default:
                out.append("u00", 3);
                out.push_back(hex[u >> 4]);
                out.push_back(hex[u & 0xf]);
            }
        } else if (!appendUtf8Unit(out, --p, end)) {
            return false;
        }
    }
    return true;
}

// Walks the whole object even after something Qt writes its own way (a double, a lone surrogate): the
// secret check still covers every key, and the caller then has Qt write the text.
struct Writer
{
    std::string &out;
    QString secret;
    bool exact = true;

    void value(const QJsonValue &v, bool checkKeys)
    {
        switch (v.type()) {
        case QJsonValue::Null:
            out.append("null", 4);
            return;
        case QJsonValue::Bool:
            v.toBool() ? out.append("true", 4) : out.append("false", 5);
            return;
        case QJsonValue::Double: {
            // An integer is kept as one (QCborValue::Integer) and written in decimal; a double has Qt's
            // shortest round-trip form, which is Qt's to write.
            const QVariant x = v.toVariant();
            if (x.typeId() != QMetaType::LongLong) {
                exact = false;
                return;
            }
            char digits[24];
            const auto r = std::to_chars(digits, digits + sizeof digits, x.toLongLong());
            out.append(digits, std::size_t(r.ptr - digits));
            return;
        }
        case QJsonValue::String:
            out.push_back('"');
            exact = appendEscaped(out, v.toString()) && exact;
            out.push_back('"');
            return;
        case QJsonValue::Array: {
            // Objects inside arrays are checked as every other object.
            out.push_back('[');
            bool first = true;
            for (const QJsonValue &e : v.toArray()) {
                if (!first)
                    out.push_back(',');
                first = false;
                value(e, checkKeys);
            }
            out.push_back(']');
            return;
        }
        case QJsonValue::Object:
            object(v.toObject(), checkKeys);
            return;
        case QJsonValue::Undefined:
            exact = false;
            return;
        }
        exact = false;
    }

    void object(const QJsonObject &o, bool checkKeys)
    {
        out.push_back('{');
        bool first = true;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!first)
                out.push_back(',');
            first = false;
            const QString key = it.key();
            out.push_back('"');
            const std::size_t at = out.size();
            exact = appendEscaped(out, key) && exact;
            if (checkKeys && secret.isEmpty() && looksLikeSecretCached(std::string_view(out).substr(at), key))
                secret = key;
            out.append("\":", 2);
            value(it.value(), checkKeys);
        }
        out.push_back('}');
    }

    // Events repeat the same few keys: a key once found harmless is not matched again.
    static bool looksLikeSecretCached(std::string_view escaped, const QString &key)
    {
        thread_local std::unordered_set<std::string> harmless;
        std::string k(escaped);
        if (harmless.count(k))
            return false;
        if (looksLikeSecret(key))
            return true;
        if (harmless.size() < 4096)
            harmless.insert(std::move(k));
        return false;
    }
};

} // namespace

bool looksLikeSecret(const QString &key)
{
    // The key's words (snake_case, kebab-case, camelCase, dotted), lower-cased: "apiToken" and "api_token"
    // are secrets, "passed", "max_tokens" and "bypass" are not.
    QStringList words;
    QString word;
    for (qsizetype i = 0; i < key.size(); ++i) {
        const QChar c = key.at(i);
        if (!c.isLetterOrNumber()) {
            if (!word.isEmpty())
                words << word;
            word.clear();
            continue;
        }
        const QChar before = i > 0 ? key.at(i - 1) : QChar();
        if (c.isUpper() && !word.isEmpty() &&
            (before.isLower() || before.isDigit() || (i + 1 < key.size() && key.at(i + 1).isLower()))) {
            words << word;
            word.clear();
        }
        word += c.toLower();
    }
    if (!word.isEmpty())
        words << word;
    static const QStringList alone{
        QStringLiteral("password"),   QStringLiteral("passwd"), QStringLiteral("passphrase"),
        QStringLiteral("pass"),       QStringLiteral("pwd"),    QStringLiteral("secret"),
        QStringLiteral("token"),      QStringLiteral("otp"),    QStringLiteral("totp"),
        QStringLiteral("privatekey"), QStringLiteral("apikey"), QStringLiteral("passcode")};
    static const QList<QPair<QString, QString>> pairs{
        {QStringLiteral("private"), QStringLiteral("key")},
        {QStringLiteral("api"), QStringLiteral("key")},
        {QStringLiteral("credential"), QStringLiteral("value")}};
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (alone.contains(words[i]))
            return true;
        for (const auto &[first, second] : pairs)
            if (words[i] == first && i + 1 < words.size() && words[i + 1] == second)
                return true;
    }
    return false;
}

bool appendUtf8(std::string &out, const QString &s)
{
    const char16_t *p = reinterpret_cast<const char16_t *>(s.constData());
    const char16_t *const end = p + s.size();
    const std::size_t start = out.size();
    while (p != end) {
        if (!appendUtf8Unit(out, p, end)) {
            out.resize(start);
            return false;
        }
    }
    return true;
}

QString appendDetailsJson(std::string &out, const QJsonObject &details)
{
    const std::size_t start = out.size();
    Writer w{out, {}};
    w.object(details, true);
    if (w.exact)
        return w.secret;
    out.resize(start);
    const QByteArray qt = QJsonDocument(details).toJson(QJsonDocument::Compact);
    out.append(qt.constData(), std::size_t(qt.size()));
    return w.secret;
}

} // namespace cg::ledger
