// Writes the OpenAPI documents the server serves into the folder given as the first argument (for the linters).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAdminOpenApiDocument, buildOpenApiDocument } from '../../packages/contracts/src/index.js';

const out = process.argv[2];
if (!out) throw new Error('usage: write-documents.ts <folder>');
mkdirSync(out, { recursive: true });
const publicBaseUrl = 'https://rubric.example.org';
writeFileSync(join(out, 'partner.json'), JSON.stringify(buildOpenApiDocument({ publicBaseUrl }), null, 2));
writeFileSync(join(out, 'admin.json'), JSON.stringify(buildAdminOpenApiDocument({ publicBaseUrl }), null, 2));
