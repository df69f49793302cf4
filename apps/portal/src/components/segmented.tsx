/** A radio group drawn as a segmented control: arrow keys move between options, as radios do. */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (v: T) => void;
}) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o} className={o === value ? 'segment segment-on' : 'segment'}>
          <input type="radio" name={label} value={o} checked={o === value} onChange={() => onChange(o)} />
          {o}
        </label>
      ))}
    </div>
  );
}
