import type { CreateWebhookEndpointRequest, WebhookEndpoint, WebhookEventType } from '@rubric/contracts';
import { useState, type FormEvent } from 'react';
import { ApiProblem } from '../api/client';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/field';
import { ProblemMessage } from '../components/states';
import { WEBHOOK_EVENT_TYPES } from '../lib/contracts';

const EVENT_HELP: Record<WebhookEventType, string> = {
  'score.completed': 'a scoring job finished with a score',
  'score.failed': 'a scoring job failed for good',
  'batch.completed': 'every job of a batch has finished',
  'review.recorded': 'a person agreed with, overrode or disregarded a score',
};

interface EndpointFormProps {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  error: unknown;
  onSubmit: (input: CreateWebhookEndpointRequest) => void;
  onClose: () => void;
}

function urlProblem(url: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'Use an https:// URL.';
    if (u.protocol === 'http:') return undefined; // allowed by the server only for private addresses in development; it says so if not
  } catch {
    return 'Not a valid URL.';
  }
  return undefined;
}

/** Create and edit share one form; the server has the last word on the URL (https, private networks). */
export function EndpointFormDialog({ open, endpoint, busy, error, onSubmit, onClose }: EndpointFormProps) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? [...WEBHOOK_EVENT_TYPES]);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const problem = error instanceof ApiProblem ? error : null;
  const localUrlError = urlProblem(url.trim());
  const toggle = (e: WebhookEventType) =>
    setEvents((list) => (list.includes(e) ? list.filter((x) => x !== e) : [...list, e]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (localUrlError || events.length === 0) return;
    onSubmit({ url: url.trim(), description: description.trim() || null, events, enabled });
  };
  return (
    <Dialog open={open} onClose={onClose} title={endpoint ? 'Edit webhook endpoint' : 'New webhook endpoint'} size="md">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="Endpoint URL"
          name="url"
          type="url"
          required
          data-autofocus
          placeholder="https://example.com/webhooks/rubric"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={localUrlError ?? problem?.fieldError('url')}
          hint="https:// — plain http:// only to private addresses when the server allows private networks."
        />
        <TextField
          label="Description (optional)"
          name="description"
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={problem?.fieldError('description')}
        />
        <fieldset className="fieldset">
          <legend>Events</legend>
          {WEBHOOK_EVENT_TYPES.map((ev) => (
            <label key={ev} className="check">
              <input type="checkbox" checked={events.includes(ev)} onChange={() => toggle(ev)} />
              <span>
                <code>{ev}</code> <span className="muted small">— {EVENT_HELP[ev]}</span>
              </span>
            </label>
          ))}
          {events.length === 0 && <span className="field-error">Subscribe to at least one event.</span>}
        </fieldset>
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>
            Enabled{' '}
            <span className="muted small">
              — a disabled endpoint keeps its deliveries pending until it is enabled again
            </span>
          </span>
        </label>
        {error ? <ProblemMessage error={error} /> : null}
        <div className="dialog-footer">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={busy} disabled={!url.trim() || events.length === 0}>
            {endpoint ? 'Save changes' : 'Create endpoint'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
