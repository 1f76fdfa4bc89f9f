// SPDX-License-Identifier: GPL-3.0-or-later
// The titles and descriptions of the shipped checklists (resources/checklists/*.yaml), for translation:
// a checklist is data, so its words are listed here for lupdate and looked up when shown. Checklists of
// one's own show as written. tst_validation_checklist fails when a shipped text is missing here.
#include "validation/checklist.h"

#include <QCoreApplication>

namespace cg::validation {

namespace {

const char *const kShippedTexts[] = {
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Connectivity"),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "Every hop reachable and authenticated with a verified host key, every node reached through the "
        "chain, the nodes not reachable directly, and privileged commands refused."),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Jump hosts up, authenticated, host keys verified"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Every node reached through the chain"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText",
                      "Nodes not reachable directly (TCP connect from here fails)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Privileged command refused (sudo -n true)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Link"),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "Console-to-node RTT and jitter over the SSH channel, node-to-node throughput and RTT with the "
        "agent's link probe, TCP retransmits, path MTU and a large transfer through the tunnel."),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Console to node RTT and jitter over SSH"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText",
                      "Node to node throughput, RTT and retransmits (agent link probe)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Path MTU between nodes"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Large transfer through the tunnel, SHA-256 verified"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Single GPU"),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "Health, memory bandwidth, GEMM with its precision check and burn, against the baseline. The console "
        "runs the agent's benchmarks on every node (results recorded earlier and given with --results are "
        "judged instead). The baseline \"contract\" is the one of the contract's GPU model (H100 or H200 "
        "SXM); name a baseline file instead for other GPUs."),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText",
                      "GPU health (driver, ECC, XID, throttling, PCIe, NVLink)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "GPU memory bandwidth vs baseline"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "GEMM throughput and precision vs baseline"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Burn (sustained load, throttling)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Interconnect"),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "NCCL collectives inside a node and across nodes, against the baseline and the contract. Across "
        "nodes the console gets NCCL's unique id from the first node and hands it to every node."),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "NCCL all-reduce inside each node vs baseline"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "NCCL all-reduce across the nodes vs baseline"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Inference"),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "Step load (30/60/100/120 % of the target QPS) against an OpenAI-compatible streaming endpoint "
        "through an SSH port forward; TTFT, TPOT, latency percentiles, errors, achieved QPS."),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "Service self-check, then step load (TTFT p99 <= 1200 ms, error rate <= 0.5 % at 100 %)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Training"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText",
                      "The preemption and resume drill of a training job; no lost steps."),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText",
                      "Preemption and resume drill (no step repeated, at most one interval lost)"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Operations"),
    QT_TRANSLATE_NOOP(
        "cg::validation::ChecklistText",
        "Fault injection (kill an agent, drain a node, cut a link); the console notices and recovers."),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Agent killed, noticed and restarted"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText", "Node drained with scontrol, noticed and resumed"),
    QT_TRANSLATE_NOOP("cg::validation::ChecklistText",
                      "Link to the first hop cut and healed, noticed and recovered"),
};

} // namespace

QStringList Checklists::shippedTexts()
{
    QStringList texts;
    for (const char *t : kShippedTexts)
        texts << QString::fromUtf8(t);
    return texts;
}

QString Checklists::display(const QString &text)
{
    if (text.isEmpty())
        return text;
    const QByteArray source = text.toUtf8();
    return QCoreApplication::translate("cg::validation::ChecklistText", source.constData());
}

} // namespace cg::validation
