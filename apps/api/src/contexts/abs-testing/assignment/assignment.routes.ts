import type { FastifyInstance } from 'fastify';
import { getOrAssignRoute } from '@app/contracts/abs-testing/assignment';
import { addRoute } from '../../../platform/http/route.ts';
import { requireMachine, type MachineTokenRevocations } from '../../../platform/auth/guards.ts';
import type { TokenService } from '../../../platform/auth/tokens.ts';
import type { AssignmentService } from './assignment.service.ts';

/** The documented machine API (SPEC §7), registered without a prefix. */
export function registerAssignmentRoutes(
  app: FastifyInstance,
  tokens: TokenService,
  revocations: MachineTokenRevocations,
  service: AssignmentService,
  now: () => number = Date.now,
) {
  addRoute(
    app,
    getOrAssignRoute,
    {
      preHandler: requireMachine(tokens, 'abs-testing', revocations, now),
      tags: ['abs-testing'],
      security: 'bearer',
      trustedResponse: true,
    },
    async ({ request, body: { abTestName, userId } }) => ({
      abTestName,
      userId,
      variantName: await service.getOrAssign(request.customerId!, abTestName, userId),
    }),
  );
}
