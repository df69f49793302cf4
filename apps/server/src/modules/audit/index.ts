// The audit trail's one owner: append (inside the caller's transaction), verify, cut by retention.
// docs/audit-trail.md says what is recorded and how the chain is formed.
export { appendAuditEvent, type AppendedAuditEvent } from './append.js';
export { verifyAuditChain, type AuditChainVerdict } from './verify.js';
export { cutAuditPrefix, type AuditCut } from './retention.js';
export { canonicalJson, chainHash, digestOf, sha256Hex, CHAIN_FORM, GENESIS_HASH } from './chain.js';
export {
  SYSTEM_ACTORS,
  type AuditActor,
  type AuditActorType,
  type AuditEventData,
  type AuditEventInput,
  type AuditEventType,
  type AuditScope,
  type AuditSubject,
  type Sha256,
} from './catalogue.js';
export { partnerKeyScope, type ActingScope } from './acting.js';
export { criteriaDigest, engineInputDigest, textDigest, verdictsDigest } from './digests.js';
