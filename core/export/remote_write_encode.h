// SPDX-License-Identifier: GPL-3.0-or-later
// Prometheus remote-write 1.0 on the wire: a WriteRequest protobuf (prompb: timeseries = 1 {labels = 1
// {name = 1, value = 2}, samples = 2 {value = 1 (double), timestamp = 2 (int64 ms)}}), encoded by hand (the
// schema is four small messages; libprotobuf and its generated code would be the larger part), then
// snappy-compressed in the block format the spec asks for.
#pragma once

#include "export/metric_registry.h"

#include <QByteArray>

#include <deque>
#include <vector>

namespace cg::exporting {

// A series' labels as repeated protobuf Label messages (TimeSeries field 1), sorted by name as the spec
// requires.
QByteArray encodeLabels(Labels labels);
// One TimeSeries per sample, in the order given.
QByteArray encodeWriteRequest(const std::vector<SeriesSample> &samples);
// The same for [first, last) of a queue, without copying the samples out first.
QByteArray encodeWriteRequest(std::deque<SeriesSample>::const_iterator first,
                              std::deque<SeriesSample>::const_iterator last);
QByteArray snappyCompress(const QByteArray &raw);
// For tests: the inverse (empty on damaged input).
QByteArray snappyUncompress(const QByteArray &compressed);

} // namespace cg::exporting
