#!/usr/bin/env bash
# bench:llm-sequences on the 8B-shaped test model with the CUDA build of scripts/gpu/setup.sh.
# SEQS=1,4,16 (default) picks the sequence counts; the table is also written to $OUT/bench-8b.txt.
set -uo pipefail
export PATH=/opt/n/node/bin:$PATH NODE_LLAMA_CPP_CMAKE_OPTION_CMAKE_CUDA_ARCHITECTURES=90 NODE_LLAMA_CPP_CMAKE_OPTION_GGML_NATIVE=ON
t0=$SECONDS
node -e "import('node-llama-cpp').then(async m=>{const l=await m.getLlama({build:'never',gpu:'cuda'});console.log('gpu',l.gpu,(await l.getGpuDeviceNames()).join(','))})" 2>&1 | tail -3
BENCH_SIZE=8b BENCH_SEQUENCES=${SEQS:-1,4,16} BENCH_ROUNDS=2 node scripts/bench/llm-sequences.mjs 2>&1 | tee "${OUT:-.}/bench-8b.txt"
echo "bench done in $((SECONDS-t0)) s"
