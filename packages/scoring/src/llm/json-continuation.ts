// What the output schema forces next. Our schemas leave the model few real choices (a verdict, a
// line number, free text in a few strings); everything between them — keys, quotes, commas,
// brackets — is fixed. `forcedContinuation` reads the JSON generated so far against the schema
// and returns the text that must follow before the next real choice, so that the token predictor
// (json-predictor.ts) can have it evaluated in one batch instead of one decode step per token.
//
// Only a prediction: speculative evaluation checks every predicted token against the model's own
// greedy choice and the grammar, so a wrong guess costs a little time, never a different output.
// Handles the subset our schemas use (output-schemas.ts): objects with all properties required in
// order, arrays with minItems/maxItems, strings with maxLength, and enums of strings or numbers.
import type { JsonSchema } from '../output-schemas.js';

/** Where matching stopped: the value is complete at `pos`, or the text ended inside it with `forced` next. */
type Step = { done: true; pos: number } | { done: false; forced: string };

const WHITESPACE = /[ \t\n\r]/u;

function skipWhitespace(text: string, pos: number): number {
  let at = pos;
  while (at < text.length && WHITESPACE.test(text[at] ?? '')) at++;
  return at;
}

/** Thrown when the text does not follow the schema (a prediction is then simply not made). */
class Mismatch extends Error {}

/** Matches a fixed literal at `pos`: consumed, or (text ended inside it) the rest is forced. */
function literal(text: string, pos: number, value: string): Step {
  const rest = text.slice(pos, pos + value.length);
  if (rest === value) return { done: true, pos: pos + value.length };
  if (pos + rest.length === text.length && value.startsWith(rest))
    return { done: false, forced: value.slice(rest.length) };
  throw new Mismatch();
}

function commonPrefix(values: readonly string[]): string {
  if (values.length === 0) return '';
  let prefix = values[0] ?? '';
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

function matchEnum(values: readonly unknown[], text: string, pos: number): Step {
  const encodings = values.map((v) => JSON.stringify(v));
  const rest = text.slice(pos);
  // A value followed by more text: the longest encoding that the text continues past (12 over 1).
  const complete = encodings
    .filter((e) => rest.startsWith(e) && rest.length > e.length)
    .sort((a, b) => b.length - a.length);
  const open = encodings.filter((e) => e.startsWith(rest));
  if (open.length > 0) {
    // The text ends inside (or exactly at the end of) a value: forced only if every open value agrees.
    if (open.some((e) => e === rest))
      return open.length === 1 ? { done: true, pos: text.length } : { done: false, forced: '' };
    return { done: false, forced: commonPrefix(open.map((e) => e.slice(rest.length))) };
  }
  const best = complete[0];
  if (best === undefined) throw new Mismatch();
  return { done: true, pos: pos + best.length };
}

function matchString(schema: JsonSchema, text: string, pos: number): Step {
  const open = literal(text, pos, '"');
  if (!open.done) return open;
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : Infinity;
  let length = 0;
  for (let at = open.pos; at < text.length; at++) {
    const ch = text[at];
    if (ch === '"') return { done: true, pos: at + 1 };
    if (ch === '\\') at++;
    length++;
  }
  // Inside the string: free text, unless it is full and only the closing quote may follow.
  return { done: false, forced: length >= maxLength ? '"' : '' };
}

function matchArray(schema: JsonSchema, text: string, pos: number): Step {
  const items = (schema['items'] ?? {}) as JsonSchema;
  const minItems = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
  const maxItems = typeof schema['maxItems'] === 'number' ? schema['maxItems'] : Infinity;
  const open = literal(text, pos, '[');
  if (!open.done) return open;
  let at = open.pos;
  for (let count = 0; ; count++) {
    at = skipWhitespace(text, at);
    if (count > 0) {
      // After an item: ',' while items are missing, ']' when full, else the model chooses.
      if (at === text.length) return { done: false, forced: count < minItems ? ',' : count >= maxItems ? ']' : '' };
      if (text[at] === ']') return { done: true, pos: at + 1 };
      const comma = literal(text, at, ',');
      if (!comma.done) return comma;
      at = skipWhitespace(text, comma.pos);
    } else if (at === text.length) {
      if (minItems > 0) return match(items, text, at);
      return { done: false, forced: maxItems === 0 ? ']' : '' };
    } else if (text[at] === ']') {
      return { done: true, pos: at + 1 };
    }
    const item = match(items, text, at);
    if (!item.done) return item;
    at = item.pos;
  }
}

function matchObject(schema: JsonSchema, text: string, pos: number): Step {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const open = literal(text, pos, '{');
  if (!open.done) return open;
  let at = open.pos;
  let first = true;
  for (const [key, value] of Object.entries(properties)) {
    at = skipWhitespace(text, at);
    if (!first) {
      const comma = literal(text, at, ',');
      if (!comma.done) return comma;
      at = skipWhitespace(text, comma.pos);
    }
    first = false;
    const name = literal(text, at, JSON.stringify(key));
    if (!name.done) return name;
    at = skipWhitespace(text, name.pos);
    const colon = literal(text, at, ':');
    if (!colon.done) return colon;
    const matched = match(value, text, skipWhitespace(text, colon.pos));
    if (!matched.done) return matched;
    at = matched.pos;
  }
  return literal(text, skipWhitespace(text, at), '}');
}

function match(schema: JsonSchema, text: string, pos: number): Step {
  if (Array.isArray(schema['enum'])) return matchEnum(schema['enum'] as unknown[], text, pos);
  switch (schema['type']) {
    case 'object':
      return matchObject(schema, text, pos);
    case 'array':
      return matchArray(schema, text, pos);
    case 'string':
      return matchString(schema, text, pos);
    default:
      return { done: false, forced: '' };
  }
}

/**
 * The text the schema forces after `generated` (compact JSON, no whitespace), up to the next point
 * where the model has a choice; '' when the model chooses next, the value is complete, or the
 * text does not follow the schema.
 */
export function forcedContinuation(schema: JsonSchema, generated: string, maxLength = 64): string {
  let forced = '';
  try {
    while (forced.length < maxLength) {
      const step = match(schema, `${generated}${forced}`, skipWhitespace(`${generated}${forced}`, 0));
      if (step.done || step.forced.length === 0) break;
      forced += step.forced;
    }
  } catch (err) {
    if (!(err instanceof Mismatch)) throw err;
  }
  return forced.slice(0, maxLength);
}
