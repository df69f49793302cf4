// A stand-in for the inference process (dist/llm/host.js) that hangs on one task: a score task whose
// resume starts with "STUCK" never reaches the real host, and neither does its cancellation — as a
// task stuck in native code would behave. Every other message goes to the real host.
process.once('message', async (init) => {
  const stuck = new Set();
  const on = process.on.bind(process);
  process.on = (event, listener) =>
    event !== 'message'
      ? on(event, listener)
      : on(event, (message) => {
          if (
            message.type === 'task' &&
            message.task.kind === 'score' &&
            message.task.app.resumeText.startsWith('STUCK')
          )
            stuck.add(message.id);
          else if (!(message.type === 'cancel' && stuck.has(message.id))) listener(message);
        });
  await import(new URL('../../dist/llm/host.js', import.meta.url).href);
  process.emit('message', init);
});
