#!/usr/bin/env bash
# On a GPU host with no registry access, from the repository root with .gpu/ carried (scripts/gpu/pack.sh):
# unpacks Node and the scoring package's runtime, then builds node-llama-cpp's CUDA binary for the H100/H200
# (sm_90) from the llama.cpp source it ships. The CMake options go into the local build's name, so
# scripts/gpu/bench.sh sets the same ones to find it. An empty .git marks the pruned source as checked out.
set -euo pipefail
t0=$SECONDS
mkdir -p /opt/n && tar -C /opt/n -xJf .gpu/node.tar.xz
export PATH=/opt/n/node/bin:$PATH npm_config_nodedir=/opt/n/node
tar -xJf .gpu/nm.tar.xz
mkdir -p node_modules/@rubric
ln -sfn ../../packages/scoring node_modules/@rubric/scoring
ln -sfn ../../packages/contracts node_modules/@rubric/contracts
tar -C node_modules/node-llama-cpp/llama -xJf .gpu/llama-src.tar.xz
mkdir -p node_modules/node-llama-cpp/llama/llama.cpp/.git
echo "unpacked in $((SECONDS-t0)) s"; node --version; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; nvcc --version | tail -2; cmake --version | head -1; nproc
cd node_modules/node-llama-cpp
export NODE_LLAMA_CPP_CMAKE_OPTION_CMAKE_CUDA_ARCHITECTURES=90
export NODE_LLAMA_CPP_CMAKE_OPTION_GGML_NATIVE=ON
export CMAKE_BUILD_PARALLEL_LEVEL=16
node dist/cli/cli.js source build --gpu cuda --noUsageExample 2>&1 | tail -25
ls llama/localBuilds/*/Release/ 2>/dev/null | head
echo "setup done in $((SECONDS-t0)) s"
