import { schemaText, type JsonSchema } from './schema-text.ts';

/**
 * The body of the API reference at /docs, written once from the app's OpenAPI document: a table of contents, then each
 * tag as a section and each operation with its method, path, summary, parameters and schemas (issue 23, point 4).
 * Everything taken from the document is escaped.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Content {
  [mediaType: string]: { schema?: JsonSchema };
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  info?: { title?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type?: string; scheme?: string; bearerFormat?: string }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const UNTAGGED = 'other';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Entry {
  id: string;
  method: string;
  path: string;
  operation: Operation;
}

function byTag(document: OpenApiDocument): Map<string, Entry[]> {
  const tags = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const entry = { id: `op-${method}-${slug(path)}`, method, path, operation };
      tags.set(tag, [...(tags.get(tag) ?? []), entry]);
    }
  }
  return tags;
}

/** The error envelope of ARCHITECTURE.md §4 is the same on every route: described once, linked from each answer. */
function isErrorEnvelope(schema: JsonSchema | undefined): boolean {
  return ['status', 'message', 'validationErrors'].every((key) => schema?.properties?.[key]);
}

const method = (name: string) => `<span class="docs-method docs-method-${name}">${name.toUpperCase()}</span>`;
// A schema wider than the screen scrolls in its box; tabindex lets the keyboard scroll it too (WCAG 2.1.1).
const code = (schema: JsonSchema) =>
  `<pre class="docs-schema" tabindex="0"><code>${escapeHtml(schemaText(schema))}</code></pre>`;

function authOf(operation: Operation, document: OpenApiDocument): string {
  const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (names.length === 0) return 'none';
  const labelOf = (name: string) => {
    const scheme = document.components?.securitySchemes?.[name];
    if (scheme?.scheme === 'bearer') return `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    if (scheme?.scheme === 'basic') return 'HTTP Basic (client id and secret)';
    return name;
  };
  return escapeHtml(names.map(labelOf).join(' or '));
}

function parametersOf(parameters: Parameter[] | undefined): string {
  if (!parameters?.length) return '';
  // A description column only when some parameter has one: zod schemas here rarely carry them.
  const described = parameters.some((parameter) => parameter.description);
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? '' : ' <span class="docs-muted">optional</span>'}</td>` +
      `<td>${escapeHtml(parameter.in)}</td><td><code>${escapeHtml(schemaText(parameter.schema ?? {}))}</code></td>` +
      (described ? `<td>${escapeHtml(parameter.description ?? '')}</td>` : '') +
      '</tr>',
  );
  return (
    '<h4>Parameters</h4><div class="docs-table"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th>' +
    `<th scope="col">Type</th>${described ? '<th scope="col">Description</th>' : ''}</tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></div>`
  );
}

function contentOf(content: Content | undefined): string {
  return Object.entries(content ?? {})
    .map(
      ([mediaType, { schema }]) =>
        `<p class="docs-media">${escapeHtml(mediaType)}</p>${schema && !isErrorEnvelope(schema) ? code(schema) : ''}` +
        (isErrorEnvelope(schema) ? '<p>The <a href="#errors">error envelope</a>.</p>' : ''),
    )
    .join('');
}

function responsesOf(responses: Operation['responses']): string {
  const items = Object.entries(responses ?? {}).map(([status, response]) => {
    const description = response.description && response.description !== 'Default Response' ? response.description : '';
    return (
      `<li><p><strong>${escapeHtml(status)}</strong>${description ? ` ${escapeHtml(description)}` : ''}</p>` +
      `${contentOf(response.content)}</li>`
    );
  });
  return items.length > 0 ? `<h4>Responses</h4><ul class="docs-responses">${items.join('')}</ul>` : '';
}

function operationHtml(entry: Entry, document: OpenApiDocument): string {
  const { operation } = entry;
  const body = operation.requestBody?.content
    ? `<h4>Request body${operation.requestBody.required ? '' : ' (optional)'}</h4>${contentOf(operation.requestBody.content)}`
    : '';
  return (
    `<article class="docs-op" id="${entry.id}" aria-labelledby="${entry.id}-title">` +
    `<h3 id="${entry.id}-title"><a href="#${entry.id}">${method(entry.method)} <code>${escapeHtml(entry.path)}</code></a></h3>` +
    (operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : '') +
    (operation.description ? `<p>${escapeHtml(operation.description)}</p>` : '') +
    `<p class="docs-muted">Authentication: ${authOf(operation, document)}</p>` +
    parametersOf(operation.parameters) +
    body +
    responsesOf(operation.responses) +
    '</article>'
  );
}

function contentsHtml(tags: Map<string, Entry[]>): string {
  const items = [...tags].map(
    ([tag, entries]) =>
      `<li><a href="#tag-${slug(tag)}">${escapeHtml(tag)}</a><ul>` +
      entries
        .map((entry) => `<li><a href="#${entry.id}">${method(entry.method)} ${escapeHtml(entry.path)}</a></li>`)
        .join('') +
      '</ul></li>',
  );
  return (
    '<nav class="docs-toc" aria-labelledby="contents-title"><h2 id="contents-title">Contents</h2><ul>' +
    '<li><a href="#errors">Errors</a></li>' +
    `${items.join('')}</ul></nav>`
  );
}

function errorsHtml(document: OpenApiDocument): string {
  const envelope = Object.values(document.paths ?? {})
    .flatMap((item) => Object.values(item))
    .flatMap((operation) => Object.values(operation.responses ?? {}))
    .flatMap((response) => Object.values(response.content ?? {}))
    .find((content) => isErrorEnvelope(content.schema))?.schema;
  return (
    '<section class="docs-section" id="errors" aria-labelledby="errors-title"><h2 id="errors-title">Errors</h2>' +
    '<p>Every failed request is answered with its HTTP status and this body (OAuth 2.0 and OFREP answer in their ' +
    'own protocol&#39;s shape).</p>' +
    (envelope ? code(envelope) : '') +
    '</section>'
  );
}

/** Table of contents and sections; the page (docs-page.ts) puts them in the site's frame. */
export function referenceHtml(document: OpenApiDocument): string {
  const tags = byTag(document);
  const sections = [...tags].map(
    ([tag, entries]) =>
      `<section class="docs-section" id="tag-${slug(tag)}" aria-labelledby="tag-${slug(tag)}-title">` +
      `<h2 id="tag-${slug(tag)}-title">${escapeHtml(tag)}</h2>` +
      entries.map((entry) => operationHtml(entry, document)).join('') +
      '</section>',
  );
  return `<div class="docs-layout">${contentsHtml(tags)}<div class="docs-content">${errorsHtml(document)}${sections.join('')}</div></div>`;
}
