/** Build time: the videos of content/videos.yaml as the pages play them (schemas/videos.ts). */

import { getEntry } from 'astro:content';
import { existsSync } from 'node:fs';
import { site } from '../config/site.ts';
import { type Playable, playableFrom } from '../schemas/videos.ts';

/** The video `id` of content/videos.yaml, ready to play; throws when its files are missing. */
export async function playable(id: string): Promise<Playable> {
  const entry = await getEntry('videos', id);
  if (!entry) throw new Error(`There is no video "${id}" in content/videos.yaml.`);
  return playableFrom(id, entry.data, site.videoService, (file) => existsSync(`public${file}`));
}
