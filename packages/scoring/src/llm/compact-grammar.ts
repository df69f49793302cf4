// Compact JSON output: node-llama-cpp's JSON-schema grammar lets the model put whitespace (new
// lines, indentation, spaces after ':') between tokens. Every such token is a decode step that
// carries nothing. This rewrites the library's GBNF so that whitespace outside strings is not
// allowed: the output is the compact JSON the prompt shows. Tests check the rewrite still finds
// what it rewrites (json-structure.test.ts), so a change in the library's GBNF cannot pass unnoticed.

/** Whitespace rules of the library's GBNF: `whitespace-…` (nothing) and `comma-whitespace-…` (a comma). */
const WHITESPACE_RULE = /^((comma-)?whitespace-[\w-]+) ::= .*$/gmu;
/** The optional space after a key's colon. */
const SPACE_AFTER_COLON = /":" \[ \]\?/gu;

export function compactJsonGrammar(gbnf: string): string {
  return gbnf
    .replace(WHITESPACE_RULE, (_line, name: string, comma: string | undefined) =>
      comma ? `${name} ::= ","` : `${name} ::= ""`,
    )
    .replace(SPACE_AFTER_COLON, '":"');
}
