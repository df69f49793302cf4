import type { LibraryCriterionResponse, ListLibraryCriteriaResponse } from '@rubric/contracts';
import { describe, expect, it } from 'vitest';
import { findPartnerByName } from '../src/modules/partners/service.js';
import { adminSession, type ApiClient, expectProblem, useTestServer } from './harness.js';

// Webhook URLs in the admin case resolve to a public address without real DNS.
const server = await useTestServer({ resolver: async () => [{ address: '93.184.215.14', family: 4 }] });
const api = server.client('unicode', 'tenant-u');

const LIB = '/v1/criteria-library';

/** Sends raw bytes, as a client with a broken encoder would. */
async function postBytes(path: string, body: Buffer, client = api) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${client.key}`,
      'X-Tenant-Id': client.tenant ?? '',
      'Content-Type': 'application/json',
    },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as unknown };
}

const library = async (client: ApiClient) => (await client.get<ListLibraryCriteriaResponse>(LIB)).body.criteria;

describe('invalid UTF-16 in a JSON string → 400 VALIDATION_ERROR naming the field, nothing stored', () => {
  it('a library criterion "x\\ud800" (JSON.stringify writes the escape) → 400 naming text', async () => {
    const client = api.withTenant('tenant-lone');
    const raw = JSON.stringify({ text: 'x\ud800' });
    expect(raw).toContain('\\ud800');
    const problem = expectProblem(await client.post(LIB, undefined, { raw }), 400, 'VALIDATION_ERROR');
    expect(problem.details).toEqual([{ field: 'text', code: 'invalid_unicode', message: expect.any(String) }]);
    expect(await library(client)).toEqual([]);
  });

  it('names nested fields (criteria[1].text), several at once, a lone low surrogate and a key', async () => {
    const client = api.withTenant('tenant-nested');
    const criteria = [
      { text: 'Go', importance: 'MUST_HAVE' },
      { text: 'Rust \udc00', importance: 'NICE_TO_HAVE' },
    ];
    const put = expectProblem(await client.put('/v1/jobs/j/criteria', { criteria }), 400, 'VALIDATION_ERROR');
    expect(put.details?.map((d) => d.field)).toEqual(['criteria[1].text']);
    expectProblem(await client.get('/v1/jobs/j/criteria/versions/current'), 404, 'CRITERIA_NOT_FOUND');

    const two = expectProblem(
      await client.post(LIB, { text: 'a\ud83d', category: '\ude00b' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(two.details?.map((d) => d.field)).toEqual(['text', 'category']);
    const key = expectProblem(await client.post(LIB, { text: 'ok', ['x\ud800']: 1 }), 400, 'VALIDATION_ERROR');
    expect(key.details?.map((d) => d.field)).toEqual(['x\ufffd']);
    expect(await library(client)).toEqual([]);
  });

  it('bytes that are not UTF-8 inside a string → 400 naming that field; outside strings → 400 naming body', async () => {
    const client = api.withTenant('tenant-bytes');
    for (const bad of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"text":"Kotlin '), Buffer.from(bad), Buffer.from('"}')]);
      const r = await postBytes(LIB, body, client);
      const problem = expectProblem({ ...r, body: r.body }, 400, 'VALIDATION_ERROR') as { details?: unknown[] };
      expect(problem.details).toEqual([{ field: 'text', code: 'invalid_unicode', message: expect.any(String) }]);
    }
    const outside = await postBytes(
      LIB,
      Buffer.concat([Buffer.from('{"text":"x"'), Buffer.from([0xff]), Buffer.from('}')]),
      client,
    );
    expect(expectProblem(outside, 400, 'VALIDATION_ERROR').details).toEqual([
      { field: 'body', code: 'invalid_utf8', message: 'the body is not valid UTF-8 (first bad byte at offset 11)' },
    ]);
    expect(await library(client)).toEqual([]);
  });

  it('well-formed text passes untouched: pairs, raw or escaped, a literal U+FFFD, a BOM', async () => {
    const client = api.withTenant('tenant-fine');
    const text = 'Go 😀 \ud83d\ude80 \ufffd é';
    const escaped = await client.post<LibraryCriterionResponse>(LIB, undefined, {
      raw: `{"text":"Go \\ud83d\\ude00 \\ud83d\\ude80 \\ufffd \\u00e9"}`,
    });
    expect(escaped.status).toBe(201);
    expect(escaped.body.criterion.text).toBe(text);
    const withBom = await postBytes(
      LIB,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ text }))]),
      client,
    );
    expect(withBom.status).toBe(201);
    expect((await library(client)).map((c) => c.text)).toEqual([text, text]);
  });

  it('a declared charset other than UTF-8 → 415; bodies nested deeper than 64 levels → 400 before parsing', async () => {
    const utf16 = await api.post(LIB, undefined, {
      raw: JSON.stringify({ text: 'x' }),
      contentType: 'application/json; charset=utf-16le',
    });
    expectProblem(utf16, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const deep = await api.post(LIB, undefined, { raw: `{"text":${'['.repeat(500_000)}${']'.repeat(500_000)}}` });
    expect(expectProblem(deep, 400, 'VALIDATION_ERROR').details?.[0]).toMatchObject({
      field: 'body',
      code: 'too_deep',
    });
  });

  it('the admin API answers the same way (a webhook endpoint description)', async () => {
    const admin = await adminSession(server);
    server.createKey('unicode-admin');
    const partner = findPartnerByName(server.rubric.ctx, 'unicode-admin');
    const path = `/partners/${partner?.id}/webhook-endpoints?environment=test`;
    const problem = expectProblem(
      await admin.post(path, { url: 'https://hooks.public.test/x', description: 'Ops \ud800' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(problem.details?.map((d) => d.field)).toEqual(['description']);
    expect((await admin.get<{ endpoints: unknown[] }>(path)).body.endpoints).toEqual([]);
    // The same request with well-formed text is accepted: the refusal above was the surrogate's alone.
    expect((await admin.post(path, { url: 'https://hooks.public.test/x', description: 'Ops 😀' })).status).toBe(201);
  });
});
