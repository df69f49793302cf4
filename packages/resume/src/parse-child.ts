// Entry of a parse process (forked by parse-processes.ts). One task at a time: the supervisor sends the
// next only after the answer. The process dies with its parent's IPC channel, so it never outlives it.
import { parseDocument } from './parse-document.js';
import type { ChildReply, ChildRequest } from './parse-protocol.js';

process.on('message', (msg: ChildRequest) => {
  void parseDocument({ ...msg.task, bytes: toUint8(msg.task.bytes) }).then((outcome) => {
    const reply: ChildReply = { id: msg.id, outcome };
    process.send?.(reply);
  });
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });

function toUint8(bytes: Uint8Array): Uint8Array {
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes as ArrayLike<number>);
}
