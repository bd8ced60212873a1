import { z } from '../common/zod.ts';
import { upperNameSchema } from '../common/names.ts';

/** The four kinds of toggle (SPEC.md §3 "Toggle"). */
export const TOGGLE_TYPES = ['SIMPLE', 'DATE', 'VARIABLE', 'PATTERN'] as const;
export const toggleTypeSchema = z.enum(TOGGLE_TYPES);
export type ToggleType = z.infer<typeof toggleTypeSchema>;

/** The lower-case path segment of each kind: /feature-toggle/api/v1/toggle/{simple|date|variable|pattern}. */
export const TOGGLE_PATH_SEGMENTS = ['simple', 'date', 'variable', 'pattern'] as const;
export const togglePathSegmentSchema = z.enum(TOGGLE_PATH_SEGMENTS);
export type TogglePathSegment = z.infer<typeof togglePathSegmentSchema>;

export const toPathSegment = (type: ToggleType): TogglePathSegment => type.toLowerCase() as TogglePathSegment;
export const toToggleType = (segment: TogglePathSegment): ToggleType => segment.toUpperCase() as ToggleType;

export const TOGGLE_PATTERN_MAX_LENGTH = 256;
export const TOGGLE_VARIABLES_MAX = 500;
export const TOGGLE_VARIABLE_MAX_LENGTH = 256;

export const toggleNameSchema = upperNameSchema;

export const simpleToggleBodySchema = z.object({ toggleName: toggleNameSchema, enabled: z.boolean() });
export type SimpleToggleBody = z.infer<typeof simpleToggleBodySchema>;

/** Any ISO 8601 date-time with an offset; the server stores and answers it in UTC. */
export const dateToggleBodySchema = z.object({
  toggleName: toggleNameSchema,
  toggleDate: z.iso.datetime({ offset: true, message: 'Date input not valid.' }),
});
export type DateToggleBody = z.infer<typeof dateToggleBodySchema>;

/** Empty names are dropped by the server (SPEC.md §5); at least one must remain. */
export const variableToggleBodySchema = z.object({
  toggleName: toggleNameSchema,
  variables: z
    .array(
      z
        .string()
        .max(TOGGLE_VARIABLE_MAX_LENGTH, `A variable name has at most ${TOGGLE_VARIABLE_MAX_LENGTH} characters`),
    )
    .max(TOGGLE_VARIABLES_MAX, `At most ${TOGGLE_VARIABLES_MAX} variable names`),
});
export type VariableToggleBody = z.infer<typeof variableToggleBodySchema>;

/** A regular expression in the safe subset of docs/feature-toggles.md; checked by the server at save. */
export const patternToggleBodySchema = z.object({
  toggleName: toggleNameSchema,
  togglePattern: z
    .string()
    .min(1, 'Pattern is required')
    .max(TOGGLE_PATTERN_MAX_LENGTH, `Pattern has at most ${TOGGLE_PATTERN_MAX_LENGTH} characters`),
});
export type PatternToggleBody = z.infer<typeof patternToggleBodySchema>;

export interface ToggleBodies {
  SIMPLE: SimpleToggleBody;
  DATE: DateToggleBody;
  VARIABLE: VariableToggleBody;
  PATTERN: PatternToggleBody;
}

// The kinds whose state the list and the detail answer alike.
const simpleStateSchema = z.object({ toggleName: z.string(), toggleType: z.literal('SIMPLE'), enabled: z.boolean() });
const dateStateSchema = z.object({ toggleName: z.string(), toggleType: z.literal('DATE'), toggleDate: z.string() });
const patternStateSchema = z.object({
  toggleName: z.string(),
  toggleType: z.literal('PATTERN'),
  togglePattern: z.string(),
});

export const toggleSummarySchema = z.object({ toggleName: z.string(), toggleType: toggleTypeSchema });
export type ToggleSummary = z.infer<typeof toggleSummarySchema>;

/** How many variable names a list row carries: enough to recognise the toggle, however long its list. */
export const LIST_VARIABLES_SHOWN = 3;

/**
 * One row of the list: SPEC's toggleName and toggleType, plus the state of the kind so the console's State column
 * needs no request per row. Same field names as the detail, except the count and the first few variable names in
 * place of the whole list.
 */
export const toggleListItemSchema = z.discriminatedUnion('toggleType', [
  simpleStateSchema,
  dateStateSchema,
  z.object({
    toggleName: z.string(),
    toggleType: z.literal('VARIABLE'),
    variableCount: z.number().int().min(0),
    firstVariables: z.array(z.string()).max(LIST_VARIABLES_SHOWN),
  }),
  patternStateSchema,
]);
export type ToggleListItem = z.infer<typeof toggleListItemSchema>;

export const toggleListSchema = z.object({ toggles: z.array(toggleListItemSchema) });
export type ToggleList = z.infer<typeof toggleListSchema>;

export const toggleDetailSchema = z.discriminatedUnion('toggleType', [
  simpleStateSchema,
  dateStateSchema,
  z.object({ toggleName: z.string(), toggleType: z.literal('VARIABLE'), variables: z.array(z.string()) }),
  patternStateSchema,
]);
export type ToggleDetail = z.infer<typeof toggleDetailSchema>;

export const toggleKeyParamsSchema = z.object({
  toggleType: togglePathSegmentSchema,
  toggleName: z.string().min(1).max(200),
});
export type ToggleKeyParams = z.infer<typeof toggleKeyParamsSchema>;

export const toggleNameParamsSchema = z.object({ toggleName: z.string().min(1).max(200) });

/** Display name of a kind in messages: 'Simple', 'Date', 'Variable', 'Pattern'. */
export const toggleTypeLabel = (type: ToggleType): string => type.charAt(0) + type.slice(1).toLowerCase();
