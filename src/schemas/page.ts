/**
 * The front matter of the site's pages. A product or sector page (content/products,
 * content/sectors) carries its names for menus, cards and metadata and its sections; a
 * company page (content/pages) carries its sections only, its address and names being its
 * page key's (src/config/routes.ts).
 */
import { z } from 'astro/zod';
import { publicImage } from './blog.ts';
import { icon } from './sections/fields.ts';
import { sectionSchema } from './sections/index.ts';

/** Front matter shared by product and sector pages. */
export const contentPageSchema = z
  .object({
    slug: z.string().optional().describe('URL segment; the file name when omitted.'),
    title: z.string().min(2).max(60).describe("Page label: the document title is 'GVP.Digital - {title}'."),
    subtitle: z.string().min(5).max(120).describe('One sentence on what it is, for cards and structured data.'),
    menuLabel: z.string().optional().describe('Label in menus when it differs from the title.'),
    tagline: z.string().min(5).max(80).describe('One line under the name in the menus.'),
    description: z.string().min(15).max(160).describe('Meta description.'),
    features: z.array(z.string().min(3)).min(3).max(6).describe('Key features, for cards and structured data.'),
    icon: icon.default('sparkles'),
    image: publicImage.optional().describe('Share image: site-relative path (a file in public/) or absolute URL.'),
    order: z.number().int().describe('Position in menus and lists.'),
    theme: z.enum(['blue', 'yellow']).default('blue'),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();

export type ContentPage = z.infer<typeof contentPageSchema>;

/** Front matter of a company page, content/pages/<page key>.md. */
export const companyPageSchema = z
  .object({ sections: z.array(sectionSchema).min(1).describe('The page from top to bottom.') })
  .strict();

export type CompanyPage = z.infer<typeof companyPageSchema>;
