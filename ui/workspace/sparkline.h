// SPDX-License-Identifier: GPL-3.0-or-later
// A sparkline: the last minutes of one figure as a small line under its name and latest value, for the
// Overview's cards. Points are appended as they are read (one per refresh); gaps (NaN) break the line.
#pragma once

#include <QWidget>

#include <vector>

namespace cg::ui {

class Sparkline : public QWidget
{
    Q_OBJECT

public:
    explicit Sparkline(const QString &name, const QString &unit, QWidget *parent = nullptr);

    // Appends one reading (NaN: none this time); the oldest beyond capacity() falls off.
    void addPoint(double value);
    // Replaces the points (oldest first), e.g. the history a store already holds.
    void setPoints(const std::vector<double> &values);
    // A fixed top of the scale (100 for a percentage); 0: the highest point shown.
    void setFixedMaximum(double maximum) { m_fixedMax = maximum; }
    int pointCount() const;
    const std::vector<double> &points() const { return m_points; }
    double last() const;
    static constexpr int capacity() { return 120; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString valueText() const;

    QString m_name;
    QString m_unit;
    double m_fixedMax = 0;
    std::vector<double> m_points;
};

} // namespace cg::ui
