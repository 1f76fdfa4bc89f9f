// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocol/job_description.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace cg::proto {

namespace {

bool nameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

} // namespace

bool validJobName(std::string_view name)
{
    if (name.empty() || name.size() > 64 || !nameChar(name.front()))
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return nameChar(c) || c == '.' || c == '_' || c == '-'; });
}

bool validEnvName(std::string_view name)
{
    if (name.empty() || name.size() > 128 || (name.front() >= '0' && name.front() <= '9'))
        return false;
    if (!std::all_of(name.begin(), name.end(), [](char c) { return nameChar(c) || c == '_'; }))
        return false;
    return name.substr(0, 3) != "CG_" && name != "CUDA_VISIBLE_DEVICES" && name != "SLURM_RESTART_COUNT";
}

bool parseJobDescription(std::string_view text, JobDescription &out, std::string &error)
{
    out = {};
    if (text.size() > kMaxDescriptionBytes) {
        error = "the job description is larger than " + std::to_string(kMaxDescriptionBytes) + " bytes";
        return false;
    }
    const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "the job description is not a JSON object";
        return false;
    }
    const auto proto = j.find("protocol");
    if (proto == j.end() || !proto->is_number_integer() || proto->get<std::int64_t>() != kJobProtocol) {
        error = "the job description does not say protocol " + std::to_string(kJobProtocol);
        return false;
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        static const char *const known[] = {"protocol", "id",      "script",    "env",       "workdir",
                                            "gpus",     "restart", "timeLimit", "warnBefore"};
        if (std::none_of(std::begin(known), std::end(known), [&](const char *k) { return it.key() == k; })) {
            error = "the job description has an unknown field";
            return false;
        }
    }
    const auto id = j.find("id");
    if (id == j.end() || !id->is_string() || !validJobName(id->get_ref<const std::string &>())) {
        error = "the job id must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit";
        return false;
    }
    out.id = id->get<std::string>();
    const auto script = j.find("script");
    if (script == j.end() || !script->is_string() || script->get_ref<const std::string &>().empty() ||
        script->get_ref<const std::string &>().size() > kMaxScriptBytes ||
        script->get_ref<const std::string &>().find('\0') != std::string::npos) {
        error = "the job's script must be non-empty text of at most " + std::to_string(kMaxScriptBytes) +
                " bytes";
        return false;
    }
    out.script = script->get<std::string>();
    if (const auto env = j.find("env"); env != j.end()) {
        if (!env->is_object() || env->size() > kMaxEnvEntries) {
            error = "env must be an object of at most " + std::to_string(kMaxEnvEntries) + " variables";
            return false;
        }
        for (auto it = env->begin(); it != env->end(); ++it) {
            if (!validEnvName(it.key())) {
                error = "env: '" + it.key().substr(0, 64) + "' is not a variable name a job may set";
                return false;
            }
            if (!it->is_string() || it->get_ref<const std::string &>().size() > kMaxEnvValueBytes ||
                it->get_ref<const std::string &>().find('\0') != std::string::npos) {
                error = "env: the value of " + it.key() + " must be text of at most " +
                        std::to_string(kMaxEnvValueBytes) + " bytes";
                return false;
            }
            out.env.emplace_back(it.key(), it->get<std::string>());
        }
    }
    if (const auto wd = j.find("workdir"); wd != j.end()) {
        if (!wd->is_string()) {
            error = "workdir must be a path";
            return false;
        }
        const std::string &w = wd->get_ref<const std::string &>();
        if (!w.empty() &&
            (w.front() != '/' || w.size() > kMaxPathBytes || w.find('\0') != std::string::npos)) {
            error = "workdir must be an absolute path of at most " + std::to_string(kMaxPathBytes) + " bytes";
            return false;
        }
        out.workdir = w;
    }
    if (const auto gpus = j.find("gpus"); gpus != j.end()) {
        if (!gpus->is_array() || gpus->size() > kMaxGpus) {
            error = "gpus must be a list of at most " + std::to_string(kMaxGpus) + " indices";
            return false;
        }
        for (const auto &g : *gpus) {
            if (!g.is_number_unsigned() || g.get<std::uint64_t>() > kMaxGpuIndex) {
                error = "gpus must hold GPU indices from 0 to " + std::to_string(kMaxGpuIndex);
                return false;
            }
            const auto index = std::uint32_t(g.get<std::uint64_t>());
            if (std::find(out.gpus.begin(), out.gpus.end(), index) != out.gpus.end()) {
                error = "gpus names GPU " + std::to_string(index) + " twice";
                return false;
            }
            out.gpus.push_back(index);
        }
    }
    if (const auto restart = j.find("restart"); restart != j.end()) {
        if (!restart->is_number_unsigned() || restart->get<std::uint64_t>() > 999999) {
            error = "restart must be a count from 0 to 999999";
            return false;
        }
        out.restart = std::uint32_t(restart->get<std::uint64_t>());
    }
    for (const auto &[key, field] :
         {std::pair<const char *, std::uint32_t *>{"timeLimit", &out.timeLimit},
          std::pair<const char *, std::uint32_t *>{"warnBefore", &out.warnBefore}}) {
        const auto v = j.find(key);
        if (v == j.end())
            continue;
        if (!v->is_number_unsigned() || v->get<std::uint64_t>() > 315360000u) {
            error = std::string(key) + " must be seconds from 0 to 315360000";
            return false;
        }
        *field = std::uint32_t(v->get<std::uint64_t>());
    }
    return true;
}

std::string encodeJobDescription(const JobDescription &d)
{
    nlohmann::json j;
    j["protocol"] = kJobProtocol;
    j["id"] = d.id;
    j["script"] = d.script;
    nlohmann::json env = nlohmann::json::object();
    for (const auto &[k, v] : d.env)
        env[k] = v;
    j["env"] = env;
    if (!d.workdir.empty())
        j["workdir"] = d.workdir;
    j["gpus"] = d.gpus;
    if (d.restart > 0)
        j["restart"] = d.restart;
    if (d.timeLimit > 0)
        j["timeLimit"] = d.timeLimit;
    if (d.warnBefore > 0)
        j["warnBefore"] = d.warnBefore;
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace cg::proto
