/**
 * A JSON Schema (as zod emits it into the OpenAPI document) written out as a short TypeScript-like type, for the API
 * reference at /docs: `{ name: string  // 1–100 characters }`. Plain text: the page escapes it.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  nullable?: boolean;
  description?: string;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
const INDENT = '  ';

function bound(word: string, value: number | undefined, exclusive: boolean | number | undefined, symbol: string) {
  if (typeof exclusive === 'number') return `${symbol} ${exclusive}`;
  if (value === undefined || Math.abs(value) === SAFE_INTEGER) return undefined;
  return exclusive === true ? `${symbol} ${value}` : `${word} ${value}`;
}

/** Limits and notes of one schema, as the comment after its type. */
function notesOf(schema: JsonSchema): string[] {
  const notes = [
    bound('min', schema.minimum, schema.exclusiveMinimum, '>'),
    bound('max', schema.maximum, schema.exclusiveMaximum, '<'),
    schema.minLength !== undefined ? `min length ${schema.minLength}` : undefined,
    schema.maxLength !== undefined ? `max length ${schema.maxLength}` : undefined,
    schema.minItems !== undefined ? `min ${schema.minItems} items` : undefined,
    schema.maxItems !== undefined ? `max ${schema.maxItems} items` : undefined,
    // A format (uuid, email, date-time) says what its generated pattern would spell out.
    schema.pattern !== undefined && !schema.format ? `pattern ${schema.pattern}` : undefined,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : undefined,
    schema.description,
  ];
  return notes.filter((note): note is string => Boolean(note));
}

function union(parts: JsonSchema[], depth: number, glue: string): string {
  return [...new Set(parts.map((part) => typeOf(part, depth)))].join(glue);
}

function objectOf(schema: JsonSchema, depth: number): string {
  const entries = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (entries.length === 0) return typeof extra === 'object' ? `Record<string, ${typeOf(extra, depth)}>` : 'object';
  const pad = INDENT.repeat(depth + 1);
  const required = new Set(schema.required ?? []);
  const lines = entries.map(([name, property]) => {
    const notes = notesOf(property);
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    const line = `${pad}${key}${required.has(name) ? '' : '?'}: ${typeOf(property, depth + 1)}`;
    return notes.length > 0 ? `${line}  // ${notes.join(', ')}` : line;
  });
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

function typeOf(schema: JsonSchema, depth: number): string {
  const base = baseTypeOf(schema, depth);
  return schema.nullable && !base.endsWith('| null') ? `${base} | null` : base;
}

function baseTypeOf(schema: JsonSchema, depth: number): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return union(schema.anyOf, depth, ' | ');
  if (schema.oneOf) return union(schema.oneOf, depth, ' | ');
  if (schema.allOf) return union(schema.allOf, depth, ' & ');
  if (Array.isArray(schema.type))
    return union(
      schema.type.map((type) => ({ ...schema, type })),
      depth,
      ' | ',
    );
  if (schema.type === 'object' || schema.properties) return objectOf(schema, depth);
  if (schema.type === 'array') {
    const item = schema.items ? typeOf(schema.items, depth) : 'unknown';
    return /^[\w"]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
  }
  if (schema.type === 'string' && schema.format) return `string<${schema.format}>`;
  return schema.type ?? 'unknown';
}

/** The schema as a type, with the top level's own limits as a trailing comment. */
export function schemaText(schema: JsonSchema): string {
  const notes = notesOf(schema);
  const text = typeOf(schema, 0);
  return notes.length > 0 ? `${text}  // ${notes.join(', ')}` : text;
}
