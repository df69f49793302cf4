export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** A redirect that may not be followed; `message` says why. */
export class RedirectRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedirectRefusedError';
  }
}

/**
 * Where a redirect leads, resolved against the current URL; only to `https:`, so a redirect never downgrades
 * the connection. The caller checks the next hop's host again (`refusedLiteralHost`, and the guarded lookup on
 * connecting). Callers that must not follow redirects at all (webhook delivery) simply never call this.
 */
export function redirectTarget(current: URL, location: string | string[] | undefined): URL {
  const value = Array.isArray(location) ? location[0] : location;
  if (!value) throw new RedirectRefusedError('redirect without a Location header');
  let next: URL;
  try {
    next = new URL(value, current);
  } catch {
    throw new RedirectRefusedError('redirect to an invalid URL');
  }
  if (next.protocol !== 'https:') throw new RedirectRefusedError(`redirect to a non-https URL (${next.protocol})`);
  return next;
}
