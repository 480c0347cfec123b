import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export is the function under NodeNext resolution.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

interface DocumentedResponse {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
}

/** One answer of the server, as a response hook sees it. */
export interface Answer {
  method: string;
  /** The route's path as Fastify writes it: `/api/names/:id`. */
  route: string;
  status: number;
  contentType: string | undefined;
  headers: Record<string, unknown>;
  /** The body when it is text (JSON is validated); a stream or absent otherwise. */
  body: string | undefined;
  /** No body was sent (a 204, a HEAD request). */
  empty: boolean;
}

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema (`anyOf` with null): ajv reads `nullable` only
 * beside a `type`, and zod writes it beside `$ref`s and unions too.
 */
function withNullAsJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullAsJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, withNullAsJsonSchema(item)]));
  if (nullable === true) return { anyOf: [converted, { type: 'null' }] };
  return nullable === undefined ? converted : { ...converted, nullable };
}

/**
 * The component a response schema is no more than a reference to (`#/components/schemas/Error`, the
 * body of every error): the responses that name it share one compiled validator.
 */
function componentRef(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { $ref, ...rest } = schema as { $ref?: unknown };
  return typeof $ref === 'string' && $ref.startsWith('#/components/') && Object.keys(rest).length === 0
    ? $ref
    : undefined;
}

/** JSON Pointer token (RFC 6901), within a URI fragment. */
const token = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));

/**
 * Checks answers against an OpenAPI document: the status must be declared for the operation,
 * the content type declared for that status (none for a response without a body), and a JSON
 * body must match the declared schema. The document is added to ajv once and each response
 * schema compiled the first time an answer needs it (once per component the responses point at).
 */
export class OpenApiConformance {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: false });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(withNullAsJsonSchema(document) as object, 'openapi');
  }

  /** What is wrong with the answer, or null. */
  check(answer: Answer): string | null {
    const path = answer.route.replace(/:(\w+)/g, '{$1}');
    const method = (answer.method === 'HEAD' ? 'GET' : answer.method).toLowerCase();
    const operation = this.document.paths[path]?.[method];
    if (!operation) return 'the operation is not in the document';
    const declared = operation.responses?.[String(answer.status)];
    if (!declared) return `status ${answer.status} is not declared`;
    const missing = Object.keys(declared.headers ?? {}).find((name) => answer.headers[name] === undefined);
    if (missing) return `no ${missing} header, which the document declares`;
    const media = answer.contentType?.split(';')[0]!.trim().toLowerCase();
    if (!declared.content) {
      return answer.empty ? null : `a body (${media ?? 'no content type'}) where the document declares none`;
    }
    if (answer.empty && answer.method === 'HEAD') return null;
    if (!media || !declared.content[media]) {
      return `content type ${media ?? '(none)'}, the document declares ${Object.keys(declared.content).join(', ')}`;
    }
    if (media !== 'application/json' || answer.body === undefined) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return 'a body that is not JSON';
    }
    const validate = this.validator(
      componentRef(declared.content[media]!.schema) ??
        `#/paths/${token(path)}/${method}/responses/${answer.status}/content/${token(media)}/schema`,
    );
    if (validate(body)) return null;
    const [error] = validate.errors ?? [];
    const where = `${error?.instancePath || '(root)'} ${error?.message ?? ''}`.trim();
    return `body does not match the schema: ${where}: ${answer.body.slice(0, 200)}`;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}
