import { ADMIN_OPERATIONS } from './admin-operations.js';
import {
  ADMIN_OPEN_BODY_LIMIT,
  AdminSessionResponse,
  AdminSetupRequest,
  AdminSetupStatusResponse,
  AdminSignInRequest,
} from './admin.js';
import { ADMIN_READ_ERRORS } from './route-errors.js';
import { NO_BODY, NO_PARAMS, NO_QUERY } from './route-types.js';
import { z } from './zod.js';

const OPEN_BODY_ERRORS = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** The OpenAPI document itself, as a JSON object (its own schema is OpenAPI 3.1's). */
export const AdminOpenApiDocument = z.looseObject({ openapi: z.string() });

/** Sign-in, sign-out, the current session and first-run setup (open), and the admin document (session). */
export const ADMIN_SESSION_ROUTES = [
  {
    operationId: 'signIn',
    ...ADMIN_OPERATIONS.signIn,
    tag: 'Session',
    summary: 'Sign in',
    description:
      'Sets the `rubric_session` cookie (httpOnly, SameSite=Strict) and answers the CSRF token that every later mutation sends in `X-CSRF-Token`. Failed attempts are throttled per address and per account (429 with Retry-After).',
    access: 'open',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: AdminSignInRequest,
    bodyLimit: ADMIN_OPEN_BODY_LIMIT,
    success: { status: 201, schema: AdminSessionResponse, description: 'Signed in.' },
    errors: OPEN_BODY_ERRORS,
  },
  {
    operationId: 'getAdminSession',
    ...ADMIN_OPERATIONS.getAdminSession,
    tag: 'Session',
    summary: 'Read the current session',
    description: 'The signed-in administrator and the session’s CSRF token; 401 when signed out.',
    access: 'open',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: AdminSessionResponse, description: 'The session.' },
    errors: ADMIN_READ_ERRORS,
  },
  {
    operationId: 'signOut',
    ...ADMIN_OPERATIONS.signOut,
    tag: 'Session',
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie; when a session is open, its `X-CSRF-Token` is required.',
    access: 'open',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 204, schema: NO_BODY, description: 'Signed out (also when no session was open).' },
    errors: ['VALIDATION_ERROR', 'FORBIDDEN', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'],
  },
  {
    operationId: 'getSetupStatus',
    ...ADMIN_OPERATIONS.getSetupStatus,
    tag: 'Session',
    summary: 'Whether first-run setup is needed',
    description: '`needsSetup` is true while no administrator exists.',
    access: 'open',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: AdminSetupStatusResponse, description: 'The setup status.' },
    errors: ['VALIDATION_ERROR', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'],
  },
  {
    operationId: 'completeSetup',
    ...ADMIN_OPERATIONS.completeSetup,
    tag: 'Session',
    summary: 'Create the first administrator',
    description:
      'With the one-time setup token from the server log of the latest start; signs the new administrator in. 409 once an administrator exists.',
    access: 'open',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: AdminSetupRequest,
    bodyLimit: ADMIN_OPEN_BODY_LIMIT,
    success: { status: 201, schema: AdminSessionResponse, description: 'Set up and signed in.' },
    errors: [...OPEN_BODY_ERRORS, 'CONFLICT'],
  },
  {
    operationId: 'getAdminOpenApiDocument',
    ...ADMIN_OPERATIONS.getAdminOpenApiDocument,
    tag: 'Operations',
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of the admin API, for signed-in administrators.',
    access: 'session',
    params: NO_PARAMS,
    query: NO_QUERY,
    body: NO_BODY,
    success: { status: 200, schema: AdminOpenApiDocument, description: 'The OpenAPI 3.1 document.' },
    errors: ADMIN_READ_ERRORS,
  },
] as const;
