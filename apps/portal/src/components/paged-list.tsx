import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePartners } from '../api/partners';
import { ENVIRONMENTS } from '../lib/enums';
import { FilterSelect } from './field';
import { Card } from './page';
import { Pager, type useCursorPager } from './pager';
import { EmptyState, ErrorState, Loading } from './states';

/**
 * The portal's lists (scoring jobs, deletion requests, webhook deliveries) share one shape: a toolbar of
 * filters kept in the URL, then a card with the loading, error and empty states, the table and the pager.
 */

/** Filters kept in the URL's query, so that a filtered list can be linked and survives a reload. */
export function useSearchFilter() {
  const [params, setParams] = useSearchParams();
  /** Sets (or, when empty, removes) one parameter; `clears` are removed with it (a partner's endpoint). */
  const set = (key: string, value: string | undefined, clears: readonly string[] = []) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        for (const k of clears) next.delete(k);
        return next;
      },
      { replace: true },
    );
  /** Replaces every parameter with the filter's set values. */
  const replace = (filter: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(filter)) if (v) next.set(k, v);
    setParams(next, { replace: true });
  };
  return { params, set, replace, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

export function PartnerFilter({ value, onChange }: { value: string | undefined; onChange: (v: string) => void }) {
  const partners = usePartners();
  return (
    <FilterSelect
      label="Partner"
      value={value}
      onChange={onChange}
      anyLabel="All partners"
      options={(partners.data?.partners ?? []).map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

export function EnvironmentFilter({ value, onChange }: { value: string | undefined; onChange: (v: string) => void }) {
  return <FilterSelect label="Environment" value={value} onChange={onChange} anyLabel="Both" options={ENVIRONMENTS} />;
}

export function StatusFilter({
  value,
  onChange,
  options,
}: {
  value: string | undefined;
  onChange: (v: string) => void;
  options: readonly string[];
}) {
  return <FilterSelect label="Status" value={value} onChange={onChange} anyLabel="Any status" options={options} />;
}

/** A page of a list: its states, the table (`head` and one `row` per item) and the pager. */
export function PagedTable<D, T>({
  label,
  query,
  pager,
  items,
  nextCursor,
  empty,
  head,
  row,
}: {
  /** The table's accessible name. */
  label: string;
  query: UseQueryResult<D>;
  pager: ReturnType<typeof useCursorPager>;
  items: (data: D) => readonly T[];
  nextCursor: (data: D) => string | null;
  /** What an empty page says: the title and the hint of its EmptyState. */
  empty: { title: string; hint: ReactNode };
  head: ReactNode;
  row: (item: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Card>
        <Loading />
      </Card>
    );
  if (!query.data)
    return (
      <Card>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  const list = items(query.data);
  return (
    <Card>
      {list.length === 0 ? (
        <EmptyState title={empty.title}>{empty.hint}</EmptyState>
      ) : (
        <>
          {/* A failed refetch keeps the last page on screen, with the error above it. */}
          {query.error ? <ErrorState error={query.error} /> : null}
          <div className="table-wrap">
            <table className="table table-hover" aria-label={label} aria-busy={query.isFetching}>
              <thead>{head}</thead>
              <tbody>{list.map(row)}</tbody>
            </table>
          </div>
          <Pager pager={pager} nextCursor={nextCursor(query.data)} count={list.length} busy={query.isFetching} />
        </>
      )}
    </Card>
  );
}
