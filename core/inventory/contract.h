// SPDX-License-Identifier: GPL-3.0-or-later
// What the provider promised for a rented cluster: the hardware per node, the interconnect and the
// bandwidths validation later compares with, and the contract's terms (period, prepayment and premium,
// allocation share, termination notice, audit cooperation, deletion of data after the end) with its price
// (per GPU-hour, in a currency; optionally per GPU model). Kept with the cluster in the inventory as JSON;
// every figure is optional (0: not promised).
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

namespace cg {

struct ClusterContract
{
    // Hardware and performance promises.
    QString gpuModel; // "H100 SXM", "H200", ...
    int gpusPerNode = 0;
    QString interconnect;        // "NVLink + InfiniBand NDR", ...
    double memoryTBps = 0;       // GPU memory bandwidth per GPU
    double intraNodeGBps = 0;    // NCCL all-reduce bus bandwidth inside a node
    double interNodeGbps = 0;    // network between nodes, per node
    double interNodeBusGBps = 0; // NCCL all-reduce bus bandwidth across nodes
    // Terms.
    int periodMonths = 0;
    double prepaymentShare = 0; // 0..1 of the whole price paid up front
    double premiumShare = 0;    // 0..1 surcharge over the list price
    double allocationShare = 0; // 0..1 of the nodes guaranteed to us
    int terminationNoticeDays = 0;
    bool auditCooperation = false; // the provider cooperates with audits
    int deletionDays = 0;          // data deleted (with evidence) within this many days of the end
    QString notes;
    // Price: the list price of one GPU-hour (before the premium above), in `currency` (ISO 4217 code).
    double gpuHourPrice = 0;              // 0: the contract names no price
    QString currency;                     // empty: USD
    QMap<QString, double> gpuModelPrices; // GPU model -> price of its GPU-hour, where they differ

    // The GPU-hour price of `model` (the contract's GPU model when empty): its own, else gpuHourPrice; 0
    // none.
    double gpuHourPriceOf(const QString &model = {}) const;

    bool isEmpty() const;
    QJsonObject toJson() const;
    // Unknown keys are kept out; values of the wrong type or range are errors naming the key.
    static Result<ClusterContract> fromJson(const QJsonObject &json);
    // What is wrong, one line per problem, for people; empty when it is fine.
    QStringList problems() const;
};

bool operator==(const ClusterContract &a, const ClusterContract &b);

} // namespace cg
