// A stand-in for the inference process (dist/llm/host.js) whose GPU backend dies at its first
// evaluation, as node-llama-cpp's prebuilt CUDA binary does on a driver older than its CUDA. Asked to
// run on the CPU, it is the real host.
process.once('message', async (message) => {
  if (message.type === 'init' && message.options.gpu !== false) {
    process.send({ type: 'warming', gpu: 'cuda' }, () => process.kill(process.pid, 'SIGKILL'));
    return;
  }
  await import(new URL('../../dist/llm/host.js', import.meta.url).href);
  process.emit('message', message);
});
