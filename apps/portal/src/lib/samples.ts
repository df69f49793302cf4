// The playground's starting payloads: the same samples the server's playground sends (from the
// contracts), so a change of an event's shape cannot leave the portal with a sample the server refuses.
export { sampleWebhookEvent as samplePayload } from '@rubric/contracts';
