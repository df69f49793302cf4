import { Button } from './button';

/** The end of a search form: submit applies the draft filter, Clear empties the draft and applies that. */
export function SearchActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="toolbar-actions">
      <Button type="submit" variant="primary">
        Search
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
