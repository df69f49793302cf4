import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The lint rule that keeps self-identified demographics out of scoring, run on snippets placed where scoring code lives. */
async function messagesOf(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => m.message);
}

const SCORING_FILES = [
  'apps/server/src/modules/scoring/x.ts',
  'apps/server/src/background/x.ts',
  'apps/server/src/modules/engines/x.ts',
  'packages/scoring/src/x.ts',
];

describe('no demographics in scoring code (eslint.config.js)', () => {
  const forbidden = [
    "import { DemographicsService } from '../demographics/service.js';\nvoid DemographicsService;",
    "import { DemographicsService } from '../../modules/demographics/service.js';\nvoid DemographicsService;",
    "import { biasAuditReport } from '../bias-audit/service.js';\nvoid biasAuditReport;",
    "import { applicationDemographics } from '../../../packages/db/src/schema/application-demographics.js';\nvoid applicationDemographics;",
    "import { schema } from '@rubric/db';\nexport const t = schema.applicationDemographics;",
    "import { schema } from '@rubric/db';\nconst { applicationDemographics } = schema;\nvoid applicationDemographics;",
    "import { sql } from '@rubric/db';\nexport const q = sql`SELECT sex FROM application_demographics`;",
    "export const q = 'SELECT * FROM application_demographics';",
  ];

  it.each(SCORING_FILES)(
    'refuses every way in from %s',
    async (file) => {
      for (const code of forbidden) expect(await messagesOf(code, file), code).not.toEqual([]);
    },
    60_000,
  );

  it('leaves the same code alone outside scoring (the report and deletion may read the table)', async () => {
    for (const code of forbidden.slice(4))
      expect(await messagesOf(code, 'apps/server/src/modules/bias-audit/x.ts')).toEqual([]);
  }, 60_000);
});
