import { describe, expect, it } from 'vitest';
import { referenceHtml } from './reference-html.ts';
import { schemaText } from './schema-text.ts';

describe('schemaText', () => {
  it('writes a schema as a readable type, with limits as comments and optional keys marked', () => {
    const text = schemaText({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 64 },
        count: { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
        kind: { enum: ['A', 'B'] },
        tags: { type: 'array', items: { type: 'string' } },
        at: { type: 'string', format: 'date-time', pattern: '^\\d+' },
        extra: { anyOf: [{ type: 'number' }, { type: 'null' }] },
      },
      required: ['name', 'count'],
    });
    expect(text).toBe(
      [
        '{',
        '  name: string  // min length 1, max length 64',
        '  count: integer',
        '  kind?: "A" | "B"',
        '  tags?: string[]',
        '  at?: string<date-time>',
        '  extra?: number | null',
        '}',
      ].join('\n'),
    );
  });
});

describe('referenceHtml', () => {
  it('escapes everything taken from the document', () => {
    const html = referenceHtml({
      paths: {
        '/x/{id}': {
          get: {
            summary: '<script>alert(1)</script>',
            tags: ['a"b'],
            parameters: [{ name: '<id>', in: 'path', required: true, schema: { type: 'string', pattern: '<&>' } }],
            responses: { '200': { content: { 'application/json': { schema: { const: '</pre><img>' } } } } },
          },
        },
      },
    });
    expect(html).not.toMatch(/<script|<img|<id>|a"b/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('id="op-get-x-id"');
  });
});
