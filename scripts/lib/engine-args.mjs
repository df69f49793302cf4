// Command-line options shared by the drill and the evaluation harness: which engine to score with.
//   --engine sandbox (default) | llm | openai | name-sensitive
//   llm:    --model FILE (a .gguf; or --models-dir DIR to take the first one) --threads N --context N --max-tokens N --gpu
//   openai: --base-url URL --llm-model NAME (env LLM_BASE_URL, LLM_MODEL, LLM_API_KEY)
import { basename, dirname, resolve } from 'node:path';

export const ENGINE_OPTIONS = {
  engine: { type: 'string', default: 'sandbox' },
  model: { type: 'string' },
  'models-dir': { type: 'string' },
  threads: { type: 'string', default: '1' },
  context: { type: 'string', default: '4096' },
  'max-tokens': { type: 'string' },
  gpu: { type: 'boolean', default: false },
  'base-url': { type: 'string' },
  'llm-model': { type: 'string' },
};

export async function engineFromArgs(scoring, values, log = (line) => console.error(line)) {
  const kind = values.engine;
  switch (kind) {
    case 'sandbox':
      return scoring.createEngine('sandbox');
    case 'name-sensitive':
      log('engine: name-sensitive (a deliberately biased sandbox, to show that the drill detects bias)');
      return new scoring.NameSensitiveEngine();
    case 'llm': {
      if (!values.model && !values['models-dir'])
        throw new Error('--engine llm needs --model FILE.gguf (or --models-dir DIR)');
      const file = values.model ? resolve(values.model) : null;
      const engine = scoring.createEngine('llm', {
        modelsDir: file ? dirname(file) : resolve(values['models-dir']),
        modelFile: file ? basename(file) : null,
        threads: Number(values.threads),
        contextSize: Number(values.context),
        sequences: 1,
        flashAttention: 'auto',
        prefixReuse: true,
        gpu: values.gpu ? 'auto' : false,
        ...(values['max-tokens'] ? { maxOutputTokens: Number(values['max-tokens']) } : {}),
      });
      await engine.start();
      const info = engine.info();
      if (!info.loaded) {
        await engine.close();
        throw new Error(`the llm engine did not load: ${info.error}`);
      }
      return engine;
    }
    case 'openai': {
      const baseUrl = values['base-url'] ?? process.env.LLM_BASE_URL;
      const model = values['llm-model'] ?? process.env.LLM_MODEL;
      if (!baseUrl || !model)
        throw new Error('--engine openai needs --base-url and --llm-model (or LLM_BASE_URL and LLM_MODEL)');
      return scoring.createEngine('openai', { baseUrl, model, apiKey: process.env.LLM_API_KEY ?? null });
    }
    default:
      throw new Error(`unknown engine "${kind}" (sandbox, llm, openai, name-sensitive)`);
  }
}
