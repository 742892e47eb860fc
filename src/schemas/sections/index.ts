/**
 * The section types a product or sector page lists under `sections:`, one file per type.
 * One discriminated union on `type`, so a wrong or missing field fails the build naming the
 * file and the field. The components that draw each type are mapped in
 * components/sections/SectionList.astro; docs/editors.md shows an example of each.
 */
import { z } from 'astro/zod';
import { accordion } from './accordion.ts';
import { audio } from './audio.ts';
import { channels } from './channels.ts';
import { chatDemo } from './chat-demo.ts';
import { comparison } from './comparison.ts';
import { connections } from './connections.ts';
import { cta } from './cta.ts';
import { faq } from './faq.ts';
import { features } from './features.ts';
import { hero } from './hero.ts';
import { integrations } from './integrations.ts';
import { logos } from './logos.ts';
import { metrics } from './metrics.ts';
import { phone } from './phone.ts';
import { results } from './results.ts';
import { screenshots } from './screenshots.ts';
import { steps } from './steps.ts';
import { video } from './video.ts';

export { type Action, actionSchema, type ChatScript, chatScriptSchema } from './fields.ts';

export const sectionSchema = z.discriminatedUnion('type', [
  hero,
  metrics,
  logos,
  features,
  screenshots,
  audio,
  video,
  comparison,
  channels,
  connections,
  steps,
  chatDemo,
  accordion,
  phone,
  faq,
  integrations,
  results,
  cta,
]);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type HeroSection = SectionOf<'hero'>;
