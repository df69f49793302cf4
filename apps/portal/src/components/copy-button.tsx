import { useEffect, useState } from 'react';
import { Button } from './button';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  // Plain http on a LAN address is not a secure context: fall back to a selected, off-screen textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'offscreen';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function CopyButton({
  text,
  label = 'Copy',
  size = 'sm',
}: {
  text: string;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <Button
      size={size}
      onClick={() =>
        copyText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
    >
      <span aria-live="polite">
        {state === 'copied' ? 'Copied ✓' : state === 'failed' ? 'Copy failed — select it' : label}
      </span>
    </Button>
  );
}

/** A secret or key in monospace, selectable in one click, with its copy button. */
export function SecretValue({ value, label }: { value: string; label: string }) {
  return (
    <div className="secret">
      <code
        className="secret-value"
        aria-label={label}
        tabIndex={0}
        onFocus={(e) => window.getSelection()?.selectAllChildren(e.currentTarget)}
      >
        {value}
      </code>
      <CopyButton text={value} />
    </div>
  );
}
