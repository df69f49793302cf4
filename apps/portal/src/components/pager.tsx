import { useCallback, useState } from 'react';
import { Button } from './button';

/**
 * Server pagination is cursor-based and forward-only; the stack of cursors already visited is kept
 * here so that "Previous" works too. A new filter (the `resetKey`) starts over at the first page.
 */
export function useCursorPager(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: string[] }>({ key: resetKey, stack: [] });
  const stack = state.key === resetKey ? state.stack : [];
  const cursor = stack[stack.length - 1];
  const next = useCallback((c: string) => setState({ key: resetKey, stack: [...stack, c] }), [resetKey, stack]);
  const previous = useCallback(() => setState({ key: resetKey, stack: stack.slice(0, -1) }), [resetKey, stack]);
  return { cursor, page: stack.length + 1, next, previous, hasPrevious: stack.length > 0 };
}

export function Pager({
  pager,
  nextCursor,
  count,
  busy,
}: {
  pager: ReturnType<typeof useCursorPager>;
  nextCursor: string | null;
  count: number;
  busy?: boolean;
}) {
  return (
    <nav className="pager" aria-label="Pagination">
      <span className="muted">
        Page {pager.page} · {count} shown
      </span>
      <div className="row-sm">
        <Button size="sm" onClick={pager.previous} disabled={!pager.hasPrevious || busy}>
          ← Previous
        </Button>
        <Button size="sm" onClick={() => nextCursor && pager.next(nextCursor)} disabled={!nextCursor || busy}>
          Next →
        </Button>
      </div>
    </nav>
  );
}
