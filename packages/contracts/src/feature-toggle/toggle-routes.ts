import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import {
  dateToggleBodySchema,
  patternToggleBodySchema,
  simpleToggleBodySchema,
  toggleDetailSchema,
  toggleKeyParamsSchema,
  toggleListSchema,
  toggleNameParamsSchema,
  variableToggleBodySchema,
} from './toggle.ts';

const BASE = '/feature-toggle/api/v1/toggle';

export const listTogglesRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/all`,
  response: toggleListSchema,
  summary: "List the customer's feature toggles",
});

export const getToggleRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/:toggleType/:toggleName`,
  params: toggleKeyParamsSchema,
  response: toggleDetailSchema,
  summary: 'Current values of one toggle',
});

export const deleteToggleRoute = defineRoute({
  method: 'DELETE',
  path: `${BASE}/:toggleType/:toggleName`,
  params: toggleKeyParamsSchema,
  response: messageResponseSchema,
  summary: 'Delete a toggle',
});

export const createToggleRoutes = {
  SIMPLE: defineRoute({
    method: 'POST',
    path: `${BASE}/simple`,
    body: simpleToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Create a simple toggle',
  }),
  DATE: defineRoute({
    method: 'POST',
    path: `${BASE}/date`,
    body: dateToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Create a date toggle',
  }),
  VARIABLE: defineRoute({
    method: 'POST',
    path: `${BASE}/variable`,
    body: variableToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Create a variable toggle',
  }),
  PATTERN: defineRoute({
    method: 'POST',
    path: `${BASE}/pattern`,
    body: patternToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Create a pattern toggle',
  }),
} as const;

export const updateToggleRoutes = {
  SIMPLE: defineRoute({
    method: 'PUT',
    path: `${BASE}/simple/:toggleName`,
    params: toggleNameParamsSchema,
    body: simpleToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Update a simple toggle',
  }),
  DATE: defineRoute({
    method: 'PUT',
    path: `${BASE}/date/:toggleName`,
    params: toggleNameParamsSchema,
    body: dateToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Update a date toggle',
  }),
  VARIABLE: defineRoute({
    method: 'PUT',
    path: `${BASE}/variable/:toggleName`,
    params: toggleNameParamsSchema,
    body: variableToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Update a variable toggle',
  }),
  PATTERN: defineRoute({
    method: 'PUT',
    path: `${BASE}/pattern/:toggleName`,
    params: toggleNameParamsSchema,
    body: patternToggleBodySchema,
    response: messageResponseSchema,
    summary: 'Update a pattern toggle',
  }),
} as const;
