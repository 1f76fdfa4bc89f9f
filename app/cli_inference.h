// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate inference status|watch|add|remove|list`: an inference service's business layer from its own
// Prometheus metrics (vLLM, SGLang, TGI), read directly or through the jump chain with a port forward, and
// the service baseline's verdict on each window.
#pragma once

#include <QStringList>

namespace cg::cli {

class CliRoot;

// words[0] == "inference". 0 when every window met the baseline (or none was given), 1 when one did not or
// the endpoint served nothing usable, 2 for usage errors, 4 interrupted, 255 when it could not be reached.
int inferenceCommand(const QStringList &words, CliRoot &root);
// `inference add|remove|list`: the services kept in the profile (cli_inference_services.cpp).
int inferenceServicesCommand(const QStringList &words);

} // namespace cg::cli
