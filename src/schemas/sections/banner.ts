/** `banner`: One sentence and one button on a narrow accent band (the home page's invitation to partners). */
import { z } from 'astro/zod';
import { actionSchema, text } from './fields.ts';

export const banner = z.object({ type: z.literal('banner'), text, action: actionSchema }).strict();
