// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/icons.h"

#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmapCache>
#include <QSvgRenderer>

namespace cg::ui {

namespace {

struct IconFile
{
    IconId id;
    const char *file;
};

constexpr IconFile kFiles[] = {
    {IconId::Overview, "overview"},
    {IconId::Fleet, "fleet"},
    {IconId::Clusters, "clusters"},
    {IconId::Terminals, "terminals"},
    {IconId::Jobs, "jobs"},
    {IconId::Validation, "validation"},
    {IconId::Compliance, "compliance"},
    {IconId::Audit, "audit"},
    {IconId::Planning, "planning"},
    {IconId::Alerts, "alerts"},
    {IconId::Transfers, "transfers"},
    {IconId::Node, "node"},
    {IconId::Pause, "pause"},
    {IconId::ZoomIn, "zoom-in"},
    {IconId::ZoomOut, "zoom-out"},
    {IconId::Add, "add"},
    {IconId::Import, "import"},
    {IconId::Help, "help"},
    {IconId::Tasks, "tasks"},
    {IconId::Search, "search"},
    {IconId::StateOk, "state-ok"},
    {IconId::StateWarning, "state-warning"},
    {IconId::StateError, "state-error"},
};

// A monochrome SVG drawn in one colour: the palette's (text, or highlighted text when selected, dimmed
// when disabled) or a fixed state colour. Rendered at the device's pixel size, cached per colour.
class SymbolicEngine : public QIconEngine
{
public:
    SymbolicEngine(const QString &path, QColor fixed) : m_path(path), m_fixed(fixed) {}

    QIconEngine *clone() const override { return new SymbolicEngine(m_path, m_fixed); }
    QString key() const override { return QStringLiteral("cg-symbolic"); }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap pm = render(rect.size(), dpr, mode, state);
        painter->drawPixmap(rect, pm);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return render(size, 1.0, mode, state);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        return render(size, scale, mode, state);
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }

private:
    QColor colour(QIcon::Mode mode) const
    {
        const QPalette pal = QGuiApplication::palette();
        QColor c = m_fixed.isValid()         ? m_fixed
                   : mode == QIcon::Selected ? pal.color(QPalette::Active, QPalette::HighlightedText)
                                             : pal.color(QPalette::Active, QPalette::WindowText);
        if (mode == QIcon::Disabled)
            c.setAlphaF(0.4f);
        return c;
    }

    QPixmap render(const QSize &size, qreal dpr, QIcon::Mode mode, QIcon::State)
    {
        const QColor c = colour(mode);
        const QSize px = size * dpr;
        const QString cacheKey = QStringLiteral("cg-icon:%1:%2x%3:%4")
                                     .arg(m_path)
                                     .arg(px.width())
                                     .arg(px.height())
                                     .arg(c.rgba(), 8, 16);
        QPixmap pm;
        if (!QPixmapCache::find(cacheKey, &pm)) {
            QImage img(px, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::transparent);
            QSvgRenderer svg(m_path);
            {
                QPainter p(&img);
                svg.render(&p, QRectF(QPointF(0, 0), QSizeF(px)));
                // Keep the drawing's shape (its alpha), in the wanted colour.
                p.setCompositionMode(QPainter::CompositionMode_SourceIn);
                p.fillRect(img.rect(), c);
            }
            pm = QPixmap::fromImage(img);
            QPixmapCache::insert(cacheKey, pm);
        }
        pm.setDevicePixelRatio(dpr);
        return pm;
    }

    QString m_path;
    QColor m_fixed;
};

} // namespace

QString iconPath(IconId id)
{
    for (const IconFile &f : kFiles) {
        if (f.id == id)
            return QStringLiteral(":/icons/%1.svg").arg(QLatin1String(f.file));
    }
    return {};
}

QIcon icon(IconId id)
{
    QColor fixed;
    switch (id) {
    case IconId::StateOk:
        fixed = QColor(0x2e, 0x7d, 0x32);
        break;
    case IconId::StateWarning:
        fixed = QColor(0xc7, 0x7c, 0x02);
        break;
    case IconId::StateError:
        fixed = QColor(0xc6, 0x28, 0x28);
        break;
    default:
        break;
    }
    return QIcon(new SymbolicEngine(iconPath(id), fixed));
}

QIcon areaIcon(const QString &viewKey)
{
    static const QHash<QString, IconId> areas{
        {QStringLiteral("overview"), IconId::Overview},
        {QStringLiteral("fleet"), IconId::Fleet},
        {QStringLiteral("clusters"), IconId::Clusters},
        {QStringLiteral("terminals"), IconId::Terminals},
        {QStringLiteral("terminal"), IconId::Terminals},
        {QStringLiteral("jobs"), IconId::Jobs},
        {QStringLiteral("job"), IconId::Jobs},
        {QStringLiteral("validation"), IconId::Validation},
        {QStringLiteral("compliance"), IconId::Compliance},
        {QStringLiteral("audit"), IconId::Audit},
        {QStringLiteral("planning"), IconId::Planning},
        {QStringLiteral("alerts"), IconId::Alerts},
        {QStringLiteral("transfers"), IconId::Transfers},
        {QStringLiteral("node"), IconId::Node},
    };
    const auto it = areas.constFind(viewKey.section(QLatin1Char(':'), 0, 0));
    return it == areas.cend() ? QIcon() : icon(*it);
}

} // namespace cg::ui
