import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShell {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? hintId : undefined}
        {...input}
      />
      {(error || hint) && (
        <span id={hintId} className={error ? 'field-error' : 'field-hint'}>
          {error ?? hint}
        </span>
      )}
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? hintId : undefined}
        {...select}
      >
        {children}
      </select>
      {(error || hint) && (
        <span id={hintId} className={error ? 'field-error' : 'field-hint'}>
          {error ?? hint}
        </span>
      )}
    </div>
  );
}

export type FilterOption = string | { value: string; label: string };

/**
 * A list filter: "any" (the empty value) first, then the options. One component for every screen's
 * toolbar, so the filters look and behave the same everywhere.
 */
export function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  options,
  ...select
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  anyLabel: string;
  options: readonly FilterOption[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <SelectField label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...select}>
      <option value="">{anyLabel}</option>
      {options.map((o) => {
        const { value: v, label: l } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={v} value={v}>
            {l}
          </option>
        );
      })}
    </SelectField>
  );
}
