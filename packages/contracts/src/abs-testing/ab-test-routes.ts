import { z } from '../common/zod.ts';
import { defineRoute } from '../common/route.ts';
import { messageResponseSchema } from '../common/errors.ts';
import { abTestBodySchema, abTestDetailSchema, abTestListItemSchema, abTestNameParamsSchema } from './ab-test.ts';

const BASE = '/abs-testing/api/v1';

export const listAbTestsRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/ab-tests`,
  response: z.array(abTestListItemSchema),
  summary: 'List the A/B tests of the signed-in customer',
});

export const getAbTestRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/ab-test/:abTestName`,
  params: abTestNameParamsSchema,
  response: abTestDetailSchema,
  summary: 'One A/B test with its variants',
});

export const createAbTestRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/ab-test`,
  body: abTestBodySchema,
  response: messageResponseSchema,
  summary: 'Create an A/B test (enabled)',
});

export const updateAbTestRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/ab-test/:abTestName`,
  params: abTestNameParamsSchema,
  body: abTestBodySchema,
  response: messageResponseSchema,
  summary: 'Replace the name and variants of an A/B test; existing assignments never move',
});

export const enableAbTestRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/ab-test/:abTestName/enable`,
  params: abTestNameParamsSchema,
  response: messageResponseSchema,
  summary: 'Enable an A/B test',
});

export const disableAbTestRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/ab-test/:abTestName/disable`,
  params: abTestNameParamsSchema,
  response: messageResponseSchema,
  summary: 'Disable an A/B test (get-or-assign then answers variantName null)',
});

export const deleteAbTestRoute = defineRoute({
  method: 'DELETE',
  path: `${BASE}/ab-test/:abTestName`,
  params: abTestNameParamsSchema,
  response: messageResponseSchema,
  summary: 'Delete an A/B test and its assignments',
});
