import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Discord's own OpenAPI 3.1 description of API v10 (MIT), vendored beside the package.
const DOCUMENT_URL = new URL('../openapi/openapi.json', import.meta.url);

interface ResponseObject {
  $ref?: string;
  headers?: Record<string, { $ref?: string; schema?: { type?: string } }>;
  content?: Record<string, { schema?: object }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: {
    schemas: Record<string, object>;
    responses: Record<string, ResponseObject>;
    headers: Record<string, { schema?: { type?: string } }>;
  };
}

let cachedDocument: OpenApiDocument | undefined;

/** Parsed once per test file: the document is 1.2 MB. */
export function openApiDocument(): OpenApiDocument {
  cachedDocument ??= JSON.parse(readFileSync(DOCUMENT_URL, 'utf8')) as OpenApiDocument;
  return cachedDocument;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
// A message nonce: a string of at most 25 characters (the schema's maxLength), any content.
ajv.addFormat('nonce', true);
const validators = new Map<string, ValidateFunction>();

function resolveComponent<T>(ref: string, section: 'responses' | 'headers'): T {
  const name = ref.replace(`#/components/${section}/`, '');
  const found = openApiDocument().components[section][name];
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found as T;
}

/** Names of every `#/components/schemas/*` the schema reaches, transitively. */
function reachableSchemas(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) reachableSchemas(item, found);
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!found.has(name)) {
          found.add(name);
          reachableSchemas(openApiDocument().components.schemas[name], found);
        }
      } else reachableSchemas(value, found);
    }
  }
  return found;
}

/** Compiles only the part of the document this schema needs, keeping `#/components/...` refs valid. */
function compile(key: string, schema: object): ValidateFunction {
  const cached = validators.get(key);
  if (cached) return cached;
  const schemas = openApiDocument().components.schemas;
  const components = {
    schemas: Object.fromEntries([...reachableSchemas(schema)].map((name) => [name, schemas[name]])),
  };
  const validate = ajv.compile({ ...schema, components });
  validators.set(key, validate);
  return validate;
}

/** The documented response for a status: exact code first, then the "4XX" range, then default. */
export function documentedResponse(path: string, method: string, status: number): ResponseObject | undefined {
  const operation = openApiDocument().paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in Discord's OpenAPI document`);
  const response =
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses.default;
  return response?.$ref ? resolveComponent<ResponseObject>(response.$ref, 'responses') : response;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Problems with an answer against the document (empty when it conforms). */
export function checkAgainstDocument(path: string, method: string, answer: Answer): string[] {
  const response = documentedResponse(path, method, answer.statusCode);
  if (!response) return [`status ${answer.statusCode} is not documented for ${method} ${path}`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const type = (
      header.$ref ? resolveComponent<{ schema?: { type?: string } }>(header.$ref, 'headers') : header
    ).schema?.type;
    const value = answer.headers[name.toLowerCase()];
    if (typeof value !== 'string') problems.push(`missing header ${name}`);
    else if (type === 'integer' && !/^-?\d+$/.test(value))
      problems.push(`header ${name}=${value} is not an integer`);
    else if (type === 'number' && !Number.isFinite(Number(value)))
      problems.push(`header ${name}=${value} is not a number`);
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema) {
    if (answer.body.length > 0) problems.push('the document says no body, but one was sent');
    return problems;
  }
  const validate = compile(`${method} ${path} ${answer.statusCode}`, schema);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, `body is not JSON: ${answer.body.slice(0, 200)}`];
  }
  if (!validate(body))
    problems.push(
      ...(validate.errors ?? []).map(
        (e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      ),
    );
  return problems;
}

/** Validates an answer against a schema that is not in the document (the OAuth2 token endpoints). */
export function checkAgainstSchema(key: string, schema: object, body: unknown): string[] {
  const validate = compile(key, schema);
  return validate(body)
    ? []
    : (validate.errors ?? []).map(
        (e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      );
}
