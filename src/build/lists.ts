/**
 * A list of content/*.yaml in the order its file (and the studio) gives it. Astro's collections
 * come back sorted by id, which showed /parceiros' tiers, /communities' communities and the
 * jobs and testimonials in alphabetical order instead of the one the editors wrote.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { readFileSync } from 'node:fs';
import { readYaml } from '../contracts/front-matter.ts';
import { LISTS } from '../schemas/lists.ts';

type ListName = 'jobs' | 'communities' | 'testimonials' | 'partnerTiers';

export async function inFileOrder<N extends ListName>(name: N): Promise<CollectionEntry<N>[]> {
  const items = readYaml(readFileSync(LISTS[name].file, 'utf8')).items as { id: string }[];
  const position = new Map(items.map((item, index) => [item.id, index]));
  const entries = (await getCollection(name)) as CollectionEntry<N>[];
  return entries.toSorted((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
