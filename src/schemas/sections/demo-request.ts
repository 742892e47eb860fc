/** `demo-request`: The demo request on a dark band: its heading beside a short form that Gê takes over. */
import { z } from 'astro/zod';
import { heading } from './fields.ts';

export const demoRequest = z.object({ type: z.literal('demo-request'), ...heading }).strict();
