// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate-agent job`: jobs run on a node without a scheduler, shared by the agent and the console's
// SSH-hosts and local backends (core/jobs/ssh_hosts_backend.h).
//
// Protocol 1 (the console names the version it speaks; an agent that does not speak it exits with status 2
// before reading anything):
//   job start --protocol 1 [--dir D] [--host H]     stdin: one JSON job description (below, at most
//                                                   kMaxDescriptionBytes); starts it detached, prints one
//                                                   JSON status line
//   job status --protocol 1 [--dir D] [--host H] [ID...]   one JSON status line per job (all: every job)
//   job cancel --protocol 1 [--dir D] [--host H] [--grace S] ID   TERM to the job's process group, KILL
//                                                   after S seconds (default 10); one JSON status line
//   job logs --protocol 1 [--dir D] [--host H] ID --offset N [--limit B] [--follow]
//                                                   the log's bytes from N (at most B, default 1 MiB);
//                                                   --follow keeps writing until the job has ended
//   job gpus --protocol 1 [--dir D] [--host H] [--declared 0,1,..]   the GPUs free for a new job (NVML
//                                                   where present, else the declared ones), as JSON
// Jobs live in D/jobs/H/ID (D: $XDG_CACHE_HOME/clustergate or ~/.cache/clustergate; H: the host's name
// as the console knows it, so that nodes sharing a home directory keep their jobs apart).
//
// The description: {"protocol":1, "id":"train-7-0", "script":"#!/bin/bash ...", "env":{"K":"V"},
// "workdir":"/abs/path" (optional), "gpus":[0,1], "restart":0 (optional: the first run's restart count),
// "timeLimit":600, "warnBefore":120 (optional)}. The script runs as `bash SCRIPT` in its own session with
// CUDA_VISIBLE_DEVICES set to the GPUs, CG_JOB_ID, CG_JOB_DIR and CG_RESTART_COUNT (also as
// SLURM_RESTART_COUNT, which the checkpoint wrapper reads). A script that creates $CG_JOB_DIR/requeue and
// exits is run again with the count one higher (the wrapper's requeue), unless the job was cancelled.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cg::proto {

constexpr int kJobProtocol = 1;
constexpr int kJobUnsupported = 2; // usage error or another protocol: nothing was read or started
constexpr int kJobNotFound = 3;    // no job by that id on this host
constexpr int kJobConflict = 4;    // a job by that id exists already

constexpr std::size_t kMaxDescriptionBytes = 4u << 20;
constexpr std::size_t kMaxScriptBytes = 2u << 20;
constexpr std::size_t kMaxEnvEntries = 256;
constexpr std::size_t kMaxEnvValueBytes = 64u << 10;
constexpr std::size_t kMaxPathBytes = 4096;
constexpr std::size_t kMaxGpus = 64;
constexpr std::uint32_t kMaxGpuIndex = 1023;

struct JobDescription
{
    std::string id;
    std::string script;
    std::vector<std::pair<std::string, std::string>> env; // in order, names unique
    std::string workdir;                                  // empty: the job's directory
    std::vector<std::uint32_t> gpus;                      // unique
    // The restart count of the first run (a job the console moved from a lost host).
    std::uint32_t restart = 0;
    // Seconds a run may take (0: no limit). As Slurm's --time with --signal=B:USR1@warnBefore: the script's
    // shell gets SIGUSR1 warnBefore seconds before, the whole group SIGTERM at the limit and SIGKILL 30 s
    // later.
    std::uint32_t timeLimit = 0;
    std::uint32_t warnBefore = 0;
};

// A job id or host name: 1-64 of [A-Za-z0-9._-], starting with a letter or digit (no '/', never "..").
bool validJobName(std::string_view name);
// An environment variable name the description may set (not CG_* or CUDA_VISIBLE_DEVICES: the runner's).
bool validEnvName(std::string_view name);

// Reads a description; false with `error` saying what is wrong (nothing of `out` is to be used then).
bool parseJobDescription(std::string_view text, JobDescription &out, std::string &error);
// The JSON the agent reads (one line).
std::string encodeJobDescription(const JobDescription &d);

} // namespace cg::proto
