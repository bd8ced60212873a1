import { z } from './zod.ts';

/** A/B test and toggle names: uppercase letters and underscores (SPEC.md §5, §9). */
export const NAME_PATTERN = /^[A-Z_]+$/;
export const NAME_MAX_LENGTH = 64;

export const upperNameSchema = z
  .string()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .regex(NAME_PATTERN, 'Only uppercase letters and underscores are allowed');
