import { EXTERNAL_ID_PATTERN } from '@rubric/contracts';
import type { AppContext, AuthInfo, HttpRequest, TenantInfo } from '../context.js';
import { ensureTenant } from '../modules/tenants/service.js';
import { ApiError } from '../errors/api-error.js';

/** Validates `X-Tenant-Id` and resolves (creating on first use) the tenant in the key's partner and environment. */
export function resolveTenant(ctx: AppContext, auth: AuthInfo, req: HttpRequest): TenantInfo {
  const externalId = req.headers['x-tenant-id'];
  if (externalId === undefined || externalId === '')
    throw new ApiError('VALIDATION_ERROR', 'The X-Tenant-Id header is required.', [
      { field: 'header:X-Tenant-Id', code: 'required', message: 'X-Tenant-Id is required' },
    ]);
  if (typeof externalId !== 'string' || !EXTERNAL_ID_PATTERN.test(externalId))
    throw new ApiError('VALIDATION_ERROR', 'The X-Tenant-Id header is invalid.', [
      {
        field: 'header:X-Tenant-Id',
        code: 'invalid_format',
        message: 'must be 1–255 characters of A–Z, a–z, 0–9 and . _ : @ -',
      },
    ]);
  return ensureTenant(ctx, auth, externalId);
}
