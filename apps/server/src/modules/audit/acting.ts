import type { Environment } from '@rubric/db';
import type { AuthInfo, TenantInfo } from '../../context.js';
import type { AuditActor } from './catalogue.js';

/** Who acts, and for which (partner, environment, tenant): what a write needs to record its audit event. */
export interface ActingScope {
  tenantId: string;
  partnerId: string;
  environment: Environment;
  actor: AuditActor;
}

/** The acting scope of an authenticated partner request: the actor is the API key, by its prefix. */
export function partnerKeyScope(auth: AuthInfo, tenant: TenantInfo): ActingScope {
  return {
    tenantId: tenant.id,
    partnerId: auth.partnerId,
    environment: auth.environment,
    actor: { type: 'partner_key', id: auth.keyPrefix },
  };
}
