import { buildAdminOpenApiDocument, buildOpenApiDocument } from '@rubric/contracts';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Conformance of real responses to the OpenAPI document the server serves: the status is documented for the
 * operation the request matched, the documented headers are present (and valid), the content type is the
 * documented one and the body validates against its schema (JSON Schema 2020-12, Ajv). The test harness and the
 * client tests run every `/v1` response they receive through `assertConforms`, so a mismatch fails the test
 * that made the request.
 */

type Json = Record<string, unknown>;
interface HeaderSpec {
  required?: boolean;
  schema?: { type?: string; enum?: string[] };
}
interface ResponseSpec {
  headers?: Record<string, HeaderSpec | { $ref: string }>;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, ResponseSpec | { $ref: string }>;
}
type OpenApiDocument = Json & {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseSpec>; headers: Record<string, HeaderSpec> };
};

export interface ObservedResponse {
  method: string;
  /** Path with query, as requested (`/v1/jobs/j/criteria?x=1`). */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

export class ConformanceError extends Error {
  override name = 'ConformanceError';
}

// ajv-formats is CommonJS: under NodeNext its default import is `module.exports`, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface PathEntry {
  template: string;
  regex: RegExp;
  params: number;
  item: Record<string, Operation>;
}

export class ConformanceChecker {
  private readonly ajv: Ajv2020;
  private readonly paths: PathEntry[];
  private readonly validators = new Map<string, ValidateFunction>();

  /** `scope`: the path prefix this document answers for (`/v1/`, or `/admin/api/` for the admin document). */
  constructor(
    readonly document: OpenApiDocument,
    private readonly scope = { prefix: '/v1/', skip: ['/v1/openapi.json'] },
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: 'openapi.json' });
    this.paths = Object.entries(document.paths)
      .map(([template, item]) => ({
        template,
        item,
        params: (template.match(/\{/g) ?? []).length,
        regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      }))
      // A literal segment wins over a parameter (`versions/current` before `versions/{id}`).
      .sort((a, b) => a.params - b.params);
  }

  /** Throws a ConformanceError naming every way the response departs from the document. */
  check(observed: ObservedResponse): void {
    const path = observed.path.split('?')[0] ?? '';
    if (!path.startsWith(this.scope.prefix) || this.scope.skip.includes(path)) return;
    // HEAD is answered as GET without a body.
    const head = observed.method.toUpperCase() === 'HEAD';
    const method = head ? 'get' : observed.method.toLowerCase();
    const where = `${observed.method} ${path} → ${observed.status}`;
    // The router is not strict: `/criteria/` is `/criteria` (one slash: `/criteria//` is no route).
    const routed = path.length > 1 ? path.replace(/\/$/, '') : path;
    const entry = this.paths.find((p) => p.regex.test(routed));
    let response: ResponseSpec | undefined;
    let pointer: string;
    let label: string;
    if (!entry || !METHODS.includes(method) || !entry.item[method]) {
      // No operation matched: the document's answers to such requests. Authentication comes first (401),
      // and a path that cannot be decoded is a 400.
      const expected = entry ? 405 : 404;
      const name =
        observed.status === 401
          ? 'Unauthorized'
          : observed.status === 400
            ? 'ValidationError'
            : entry
              ? 'MethodNotAllowed'
              : 'NotFound';
      if (![401, 400, expected].includes(observed.status))
        throw new ConformanceError(`${where}: matches no operation, so it must answer ${expected}, 400 or 401`);
      response = this.document.components.responses[name];
      pointer = `#/components/responses/${name}`;
      label = name;
    } else {
      const operation = entry.item[method]!; // checked just above
      const documented = operation.responses[String(observed.status)];
      if (!documented)
        throw new ConformanceError(
          `${where}: status ${observed.status} is not documented for ${operation.operationId} (documented: ${Object.keys(operation.responses).join(', ')})`,
        );
      pointer = `#/paths/${escapePointer(entry.template)}/${method}/responses/${observed.status}`;
      if ('$ref' in documented) {
        pointer = documented.$ref;
        response = this.resolve<ResponseSpec>(documented.$ref);
      } else response = documented;
      label = `${operation.operationId} ${observed.status}`;
    }
    if (!response) throw new ConformanceError(`${where}: ${pointer} is missing from the document`);
    const problems = [
      ...this.headerProblems(response, observed.headers),
      ...(head ? [] : this.bodyProblems(response, pointer, observed)),
    ];
    if (problems.length)
      throw new ConformanceError(
        `${where} does not conform to the document (${label}):\n  - ${problems.join('\n  - ')}\n  body: ${observed.text.slice(0, 400)}`,
      );
  }

  private headerProblems(response: ResponseSpec, headers: Headers): string[] {
    const problems: string[] = [];
    for (const [name, specOrRef] of Object.entries(response.headers ?? {})) {
      const spec = '$ref' in specOrRef ? this.resolve<HeaderSpec>(specOrRef.$ref) : specOrRef;
      const value = headers.get(name);
      if (value === null) {
        if (spec?.required) problems.push(`header ${name} is required but absent`);
        continue;
      }
      if (spec?.schema?.enum && !spec.schema.enum.includes(value))
        problems.push(`header ${name}: "${value}" is not one of ${spec.schema.enum.join(', ')}`);
      if (spec?.schema?.type === 'integer' && !/^-?\d+$/.test(value))
        problems.push(`header ${name}: "${value}" is not an integer`);
    }
    return problems;
  }

  private bodyProblems(response: ResponseSpec, pointer: string, observed: ObservedResponse): string[] {
    const content = response.content;
    if (!content) return observed.text === '' ? [] : [`a body was sent where the document has none`];
    const mediaType = (observed.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const media = content[mediaType];
    if (!media) return [`content type "${mediaType}" is not documented (${Object.keys(content).join(', ')})`];
    // A text representation (text/csv) is documented as a string: any text is one.
    if (!/json$/.test(mediaType)) return [];
    let body: unknown;
    try {
      body = JSON.parse(observed.text);
    } catch {
      return ['the body is not JSON'];
    }
    if (media.schema === undefined) return [];
    const schemaPointer = `${pointer}/content/${escapePointer(mediaType)}/schema`;
    const validate = this.validatorFor(schemaPointer);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message ?? 'is invalid'} (${e.schemaPath})`);
  }

  /** Compiles the root document once (every later response schema is a reference into it). */
  precompile(): void {
    this.validatorFor('#/components/schemas/Problem');
  }

  private validatorFor(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  private resolve<T>(ref: string): T | undefined {
    let node: unknown = this.document;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as T | undefined;
  }
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

let shared: ConformanceChecker | undefined;

/**
 * Builds the checker and compiles the document's schemas now (about a second): the harness calls it when it
 * loads, before any server starts, so that no test's keep-alive connection sits idle while it happens.
 */
export function warmConformance(): void {
  partnerConformance().precompile();
  adminConformance().precompile();
}

/** The checker of the partner document, built once per test process (compiling schemas takes a moment). */
export function partnerConformance(): ConformanceChecker {
  shared ??= new ConformanceChecker(
    buildOpenApiDocument({ publicBaseUrl: 'http://rubric.test' }) as unknown as OpenApiDocument,
  );
  return shared;
}

export function assertConforms(observed: ObservedResponse): void {
  partnerConformance().check(observed);
}

let admin: ConformanceChecker | undefined;

/** The checker of the admin document (`/admin/api`), built once per test process. */
export function adminConformance(): ConformanceChecker {
  admin ??= new ConformanceChecker(
    buildAdminOpenApiDocument({ publicBaseUrl: 'http://rubric.test' }) as unknown as OpenApiDocument,
    { prefix: '/admin/api/', skip: [] },
  );
  return admin;
}

/** Every admin response a test receives through the harness's AdminClient goes through this. */
export function assertAdminConforms(observed: ObservedResponse): void {
  adminConformance().check(observed);
}

/**
 * A fetch that checks every `/v1` response it returns against the document (for `RubricClient` in tests). The
 * body is read from a clone, so the caller still reads the original.
 */
export function conformingFetch(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    try {
      assertConforms({
        method,
        path: `${url.pathname}${url.search}`,
        status: res.status,
        headers: res.headers,
        text: await res.clone().text(),
      });
    } catch (err) {
      // Also kept aside: a client may treat a throwing fetch as a network error and retry.
      if (err instanceof ConformanceError) violations.push(err.message);
      throw err;
    }
    return res;
  };
}

const violations: string[] = [];

/** The conformance failures `conformingFetch` saw since the last call (tests assert none after each test). */
export function takeConformanceViolations(): string[] {
  return violations.splice(0);
}
