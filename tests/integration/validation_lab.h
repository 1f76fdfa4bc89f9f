// SPDX-License-Identifier: GPL-3.0-or-later
// What the validation tests share about netlab: a checklist with the standard L0/L1 checks at lab sizes
// (the lab logs in as root, so root logins are allowed there; the privileged command must still be
// refused), and the lab cluster: bastion1, then two nodes (198.18.4.10 and .11, both the node namespace).
#pragma once

#include "netlab/netlab.h"

#include "inventory/inventory.h"
#include "validation/checks.h"

namespace cg::test {

inline QByteArray labChecklist(const QByteArray &throughputFloor = "contract.interNodeGbps * 1000 * 0.9")
{
    return R"(checklist: lab
levels:
  - id: L0
    title: Connectivity
    checks:
      - {id: hops, kind: ssh.hops, title: "Jump hosts up, authenticated, host keys verified"}
      - {id: nodes, kind: ssh.nodes, title: "Every node reached through the chain"}
      - id: not_direct
        kind: net.not_direct
        title: "Nodes not reachable directly"
        params: {timeout_ms: 1500}
        expect:
          - {figure: nodes_directly_reachable, op: "==", value: "0"}
      - id: least_privilege
        kind: ssh.least_privilege
        title: "Privileged command refused"
        params: {allow_root: true}
  - id: L1
    title: Link
    checks:
      - id: console_rtt
        kind: link.console_rtt
        title: "Console to node RTT and jitter over SSH"
        params: {seconds: 3, interval_ms: 100}
        expect:
          - {figure: rtt_ms_p99, op: "<=", value: "400"}
          - {figure: echoes_lost, op: "==", value: "0"}
      - id: node_to_node
        kind: link.node_to_node
        title: "Node to node throughput, RTT and retransmits"
        params: {seconds: 2, streams: 2}
        expect:
          - {figure: throughput_mbps, op: ">=", value: ")" +
           throughputFloor + R"(", otherwise: 100}
          - {figure: rtt_ms_p99, op: "<=", value: "50"}
      - id: path_mtu
        kind: link.path_mtu
        title: "Path MTU between nodes"
        required: false
        expect:
          - {figure: path_mtu, op: ">=", value: "1400"}
      - id: large_transfer
        kind: link.large_transfer
        title: "Large transfer through the tunnel"
        params: {size_mb: 16}
        expect:
          - {figure: sha256_match, op: "==", value: "1"}
  - id: L2
    title: Single GPU
    checks:
      - id: membw
        kind: bench.baseline
        title: "GPU memory bandwidth vs baseline"
        params: {benchmarks: [membw], baseline: h200-sxm}
)";
}

inline ClusterRecord labCluster(const NetLab &lab)
{
    ClusterRecord c;
    c.name = QStringLiteral("lab");
    c.provider = QStringLiteral("netlab");
    c.region = QStringLiteral("CN");
    ssh::Endpoint bastion;
    bastion.host = lab.value("BASTION1");
    bastion.user = QStringLiteral("root");
    bastion.label = QStringLiteral("bastion1");
    c.jumps << bastion;
    c.identityFiles << lab.file(QStringLiteral("id_ed25519"));
    c.contract.gpuModel = QStringLiteral("H200");
    c.contract.interNodeGbps = 1; // 900 Mbit/s between nodes
    return c;
}

inline QList<NodeRecord> labNodes()
{
    QList<NodeRecord> nodes;
    for (int i = 0; i < 2; ++i) {
        NodeRecord n;
        n.name = QStringLiteral("gpu0%1").arg(i + 1);
        n.endpoint.host = QStringLiteral("198.18.4.%1").arg(10 + i);
        n.endpoint.user = QStringLiteral("root");
        nodes << n;
    }
    return nodes;
}

inline validation::ValidationTarget labTarget(const NetLab &lab)
{
    validation::ValidationTarget t;
    t.cluster = labCluster(lab);
    t.base.knownHostsFile = lab.file(QStringLiteral("known_hosts"));
    t.localAgent = QStringLiteral(CLUSTERGATE_AGENT_BINARY);
    for (const NodeRecord &n : labNodes()) {
        validation::TargetNode tn;
        tn.name = n.name;
        tn.plan.jumps = t.cluster.jumps;
        tn.plan.jumps.first().identityFiles = t.cluster.identityFiles;
        tn.plan.target = n.endpoint;
        tn.plan.target.identityFiles = t.cluster.identityFiles;
        t.nodes << tn;
    }
    return t;
}

} // namespace cg::test
