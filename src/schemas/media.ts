/**
 * Where uploaded files live, under public/: images of any page, blog covers, and the audio
 * sections' recordings. The studio uploads there (cms/config.ts) and checks each file
 * (cms/validate.ts); the build optimises the images of the first two
 * (integrations/optimise-uploads.ts).
 */
export const MEDIA_FOLDERS = {
  uploads: 'public/uploads',
  covers: 'public/blog',
  audio: 'public/audio',
} as const satisfies Record<string, string>;
