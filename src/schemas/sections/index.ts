/**
 * The section types every content page (product, sector and company pages) lists under
 * `sections:`, one file per type.
 * One discriminated union on `type`, so a wrong or missing field fails the build naming the
 * file and the field. The components that draw each type are mapped in
 * components/sections/SectionList.astro; docs/editors.md shows an example of each.
 */
import { z } from 'astro/zod';
import { accordion } from './accordion.ts';
import { audio } from './audio.ts';
import { banner } from './banner.ts';
import { channels } from './channels.ts';
import { chatDemo } from './chat-demo.ts';
import { communities } from './communities.ts';
import { comparison } from './comparison.ts';
import { conformance } from './conformance.ts';
import { connections } from './connections.ts';
import { cta } from './cta.ts';
import { demoRequest } from './demo-request.ts';
import { episodes } from './episodes.ts';
import { faq } from './faq.ts';
import { features } from './features.ts';
import { form } from './form.ts';
import { hero } from './hero.ts';
import { integrations } from './integrations.ts';
import { jobs } from './jobs.ts';
import { limitations } from './limitations.ts';
import { logos } from './logos.ts';
import { metrics } from './metrics.ts';
import { modules } from './modules.ts';
import { newsletter } from './newsletter.ts';
import { notes } from './notes.ts';
import { partnerTiers } from './partner-tiers.ts';
import { phone } from './phone.ts';
import { pills } from './pills.ts';
import { playlist } from './playlist.ts';
import { practices } from './practices.ts';
import { results } from './results.ts';
import { roles } from './roles.ts';
import { savings } from './savings.ts';
import { screenshots } from './screenshots.ts';
import { sectorCards } from './sector-cards.ts';
import { split } from './split.ts';
import { steps } from './steps.ts';
import { subprocessors } from './subprocessors.ts';
import { testimonials } from './testimonials.ts';
import { tiles } from './tiles.ts';
import { timeline } from './timeline.ts';
import { tracks } from './tracks.ts';
import { versus } from './versus.ts';
import { video } from './video.ts';
import { videoCards } from './video-cards.ts';

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
  tiles,
  banner,
  split,
  testimonials,
  episodes,
  videoCards,
  demoRequest,
  timeline,
  jobs,
  form,
  tracks,
  communities,
  newsletter,
  pills,
  partnerTiers,
  modules,
  sectorCards,
  playlist,
  conformance,
  notes,
  limitations,
  practices,
  subprocessors,
  roles,
  versus,
  savings,
  cta,
]);

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type HeroSection = SectionOf<'hero'>;
