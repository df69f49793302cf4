import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { ProblemMessage } from './states';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Destructive actions ask once, say what will happen, and keep the dialog open on failure to show why. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          {/* For a destructive action the safe choice has the focus, so that Enter does no harm. */}
          <Button onClick={onClose} disabled={busy} data-autofocus={danger || undefined}>
            Cancel
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            busy={busy}
            onClick={onConfirm}
            data-autofocus={!danger || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack-sm">
        {children}
        {error ? <ProblemMessage error={error} /> : null}
      </div>
    </Dialog>
  );
}
