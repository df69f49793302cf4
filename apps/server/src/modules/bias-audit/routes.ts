import { biasAuditCsv } from '@rubric/contracts';
import type { HandlersOf } from '../../handler.js';
import { biasAuditReport } from './service.js';
import type { AppContext } from '../../context.js';

export function biasAuditHandlers(ctx: Pick<AppContext, 'db' | 'clock'>): HandlersOf<'getBiasAudit'> {
  return {
    getBiasAudit: ({ tenant, query, mediaType }) => {
      const report = biasAuditReport(ctx, {
        tenantId: tenant.id,
        from: query.from,
        to: query.to,
        jobIds: query.jobId,
        outcome: query.outcome,
        threshold: query.threshold,
      });
      if (mediaType === 'text/csv')
        return {
          status: 200,
          body: report,
          text: { mediaType, content: biasAuditCsv(report) },
          headers: { 'Content-Disposition': 'attachment; filename="bias-audit.csv"' },
        };
      return { status: 200, body: report };
    },
  };
}
