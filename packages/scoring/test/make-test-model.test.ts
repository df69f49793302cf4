import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readGgufFileInfo } from 'node-llama-cpp';
import { describe, expect, it } from 'vitest';
import { writeTinyModel } from './support/tiny-model.js';

describe('make-test-model (our GGUF writer)', () => {
  it('writes the same bytes every time (fixed seed)', () => {
    const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(sha(writeTinyModel().modelFile)).toBe(sha(writeTinyModel().modelFile));
  });

  it('writes a GGUF v3 llama model with an SPM vocabulary, byte tokens and a ChatML template', async () => {
    const info = await readGgufFileInfo(writeTinyModel().modelFile);
    expect(info.version).toBe(3);
    const meta = info.metadata;
    expect(meta.general.architecture).toBe('llama');
    expect(meta.tokenizer.ggml.model).toBe('llama');
    const tokens = meta.tokenizer.ggml.tokens ?? [];
    expect(tokens.slice(0, 4)).toEqual(['<unk>', '<s>', '</s>', '<0x00>']);
    expect(tokens[258]).toBe('<0xFF>');
    expect(tokens).toContain('<|im_start|>');
    expect(tokens).toContain('<|im_end|>');
    expect(meta.tokenizer.chat_template).toContain('<|im_start|>');
    expect(info.tensorInfo?.find((t) => t.name === 'token_embd.weight')?.dimensions).toEqual([64, tokens.length]);
  });
});
