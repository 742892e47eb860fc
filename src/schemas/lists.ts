/**
 * The lists of content/*.yaml: each file is `items:` and one entry per item, each with an
 * `id` (lower case and hyphens) that names it. The content collections (content.config.ts)
 * and the editors' studio (cms/) read these schemas.
 */
import { z } from 'astro/zod';

const id = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens.')
  .describe('Names the item.');

export const moduleSchema = z.object({
  id,
  name: z.string().min(2),
  subtitle: z.string().min(5),
  description: z.string().min(30),
  features: z.array(z.string().min(3)).length(6),
  order: z.number().int(),
  main: z.boolean().default(false),
  page: z.string().optional().describe('Slug of its product page, when it has one.'),
});

export const testimonialSchema = z.object({
  id,
  rating: z.number().int().min(1).max(5),
  quote: z.string().min(20),
  initials: z.string().min(1).max(3),
  person: z.string().min(2),
  role: z.string().min(2),
  pages: z.array(z.string().min(2)).min(1).describe('Page keys where the testimonial shows.'),
});

export const jobSchema = z.object({
  id,
  title: z.string().min(3),
  area: z.string().min(2),
  place: z.string().min(2),
  summary: z.string().min(20),
});

export const episodeSchema = z.object({
  id,
  title: z.string().min(5),
  description: z.string().min(20),
  duration: z.number().int().positive().describe('Minutes.'),
  date: z.coerce.date(),
  host: z.string().min(2),
  video: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('The id of its video in content/videos.yaml.'),
  category: z.string().min(2),
  featured: z.boolean().default(false),
});

export const partnerTierSchema = z.object({
  id,
  name: z.string().min(2),
  description: z.string().min(10),
  benefits: z.array(z.string().min(3)).min(1),
});

export const communitySchema = z.object({
  id,
  name: z.string().min(2),
  description: z.string().min(10),
  members: z.string().min(1),
  url: z.url(),
});

/** Each list: its file, and what an item holds. */
export const LISTS = {
  modules: { file: 'content/modules.yaml', schema: moduleSchema },
  testimonials: { file: 'content/testimonials.yaml', schema: testimonialSchema },
  jobs: { file: 'content/jobs.yaml', schema: jobSchema },
  episodes: { file: 'content/episodes.yaml', schema: episodeSchema },
  partnerTiers: { file: 'content/partner-tiers.yaml', schema: partnerTierSchema },
  communities: { file: 'content/communities.yaml', schema: communitySchema },
} as const;
