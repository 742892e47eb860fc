/** `savings`: What a year costs with a competitor and with us, one card per team size. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const savings = z
  .object({
    type: z.literal('savings'),
    ...heading,
    them: z.string().min(2).describe("The competitor's name."),
    items: z
      .array(
        z
          .object({
            title: z.string().min(2).describe('The team, such as 5 agentes.'),
            theirs: z.string().min(1).describe("The competitor's yearly cost."),
            ours: z.string().min(1).describe('Our yearly cost.'),
            badge: z.string().min(2).describe('The saving, such as 67% de economia.'),
          })
          .strict(),
      )
      .min(1)
      .max(6),
  })
  .strict();
