import { useState, type FormEvent } from 'react';

/**
 * The draft of a search form: free-text fields change the draft and apply on submit (Enter or Search), so
 * typing does not fire a query per key; selects change the draft and apply at once; clear empties both.
 */
export function useDraftSearch<T extends object>(applied: T, onApply: (next: T) => void) {
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch }));
  const selectAndApply = (patch: Partial<T>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onApply(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({} as T);
    onApply({} as T);
  };
  return { draft, set, selectAndApply, submit, clear };
}
