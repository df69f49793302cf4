import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '@rubric/db';
import type { Command } from 'commander';
import type { Config } from '../config.js';
import { verifyAuditChain } from '../modules/audit/index.js';
import { CliError, type CliIo } from './errors.js';

/** The columns of an exported event: every field the hash covers, so that an export can be verified on its own. */
const EXPORT_SELECT = `SELECT seq, id, at, type, actor_type AS actorType, actor_id AS actorId, partner_id AS partnerId,
  environment, tenant_id AS tenantId, job_external_id AS jobId, application_id AS applicationId,
  scoring_job_id AS scoringJobId, data, prev_hash AS prevHash, hash
  FROM audit_events WHERE at >= ? AND at < ? ORDER BY seq`;

interface ExportRow {
  seq: number;
  id: string;
  at: number;
  type: string;
  actorType: string;
  actorId: string;
  partnerId: string | null;
  environment: string | null;
  tenantId: string | null;
  jobId: string | null;
  applicationId: string | null;
  scoringJobId: string | null;
  data: string;
  prevHash: string;
  hash: string;
}

function parseTime(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new CliError(`${option} is not a date or ISO 8601 timestamp: ${value}`);
  return ms;
}

/** `rubric audit verify` and `rubric audit export`: read-only, safe beside the running server. */
export function registerAuditCommands(program: Command, config: Config, io: CliIo): void {
  const audit = program.command('audit').description('the hash-chained audit trail');

  audit
    .command('verify')
    .description(
      'recompute every audit event’s hash in order; exit 0 with the number checked, exit 1 naming the first seq that does not hold',
    )
    .action(() => {
      const database = openDatabase(config.dataDir);
      try {
        const verdict = verifyAuditChain(database.sqlite);
        if (!verdict.ok)
          throw new CliError(
            `audit trail broken at seq ${verdict.seq}: ${verdict.reason} (${verdict.checked} events before it verified)`,
          );
        io.out(`${verdict.checked} events verified`);
        // The head, to record elsewhere: the chain proves nothing was changed or removed before it, not after.
        if (verdict.last)
          io.err(`first seq ${verdict.first}, last seq ${verdict.last.seq}, head hash ${verdict.last.hash}`);
      } finally {
        database.close();
      }
    });

  audit
    .command('export')
    .description('write the audit events of [--from, --to) as NDJSON, oldest first, to stdout or --out')
    .option('--from <time>', 'first instant included (ISO 8601 or a date); default: the beginning')
    .option('--to <time>', 'first instant excluded; default: now')
    .option('--out <file>', 'write to this new file (mode 0600) instead of stdout')
    .action((opts: { from?: string; to?: string; out?: string }) => {
      const from = parseTime(opts.from, '--from', 0);
      const to = parseTime(opts.to, '--to', Number.MAX_SAFE_INTEGER);
      if (from >= to) throw new CliError('--from must be before --to');
      const target = opts.out === undefined ? null : resolve(opts.out);
      if (target && existsSync(target)) throw new CliError(`${target} already exists; export to a new file`);
      const database = openDatabase(config.dataDir, { readonly: true });
      const fd = target ? openSync(target, 'wx', 0o600) : null;
      let count = 0;
      try {
        for (const row of database.sqlite.prepare(EXPORT_SELECT).iterate(from, to) as IterableIterator<ExportRow>) {
          const line = JSON.stringify({
            seq: row.seq,
            id: row.id,
            at: new Date(row.at).toISOString(),
            type: row.type,
            actor: { type: row.actorType, id: row.actorId },
            partnerId: row.partnerId,
            environment: row.environment,
            tenantId: row.tenantId,
            jobId: row.jobId,
            applicationId: row.applicationId,
            scoringJobId: row.scoringJobId,
            data: JSON.parse(row.data) as unknown,
            prevHash: row.prevHash,
            hash: row.hash,
          });
          if (fd === null) io.out(line);
          else writeSync(fd, `${line}\n`);
          count++;
        }
      } finally {
        if (fd !== null) closeSync(fd);
        database.close();
      }
      if (target) io.out(target);
      io.err(`exported ${count} events`);
    });
}
