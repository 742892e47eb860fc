/**
 * Videos as a visitor plays them: every page with video cards (found in the build) opens
 * the modal, and each way of closing it (✕, backdrop, Escape) closes it for good, at phone
 * and desktop width; a recorded video plays with Portuguese captions; a thumbnail that
 * fails shows the favicon.
 */
import { captionChunks } from '../../src/schemas/videos.ts';
import { contentVideos } from '../fixtures/content.ts';
import { expect, type Page, test } from './fixtures.ts';
import { builtPagesWith } from './helpers.ts';

const videos = new Map(contentVideos().map(({ id, video }) => [id, video]));
const modalPages = builtPagesWith('data-play="modal"');
const inlinePages = builtPagesWith('data-play="inline"');

test('pages with videos exist', () => {
  expect(modalPages.length).toBeGreaterThan(0);
  expect(inlinePages.length).toBeGreaterThan(0);
});

async function openFirstCard(page: Page) {
  const card = page.locator('button[data-play="modal"]').first();
  const title = await card.getAttribute('data-video-title');
  await card.click();
  const dialog = page.getByRole('dialog', { name: title ?? '' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveCount(1);
  return { card, dialog };
}

for (const path of modalPages) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: the video modal closes by ✕, backdrop and Escape, and stays closed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const modal = page.locator('#video-modal');
      const closes: [string, () => Promise<void>][] = [
        ['✕', () => modal.getByRole('button', { name: 'Fechar vídeo' }).click()],
        ['backdrop', () => page.mouse.click(4, 4)],
        ['Escape', () => page.keyboard.press('Escape')],
      ];
      for (const [how, close] of closes) {
        const { card } = await openFirstCard(page);
        await close();
        await expect(modal, how).toBeHidden();
        // Closing cleared the video; nothing reopened it with an empty player.
        await expect(modal.locator('video, iframe'), how).toHaveCount(0);
        await expect(modal, how).not.toHaveAttribute('data-playing');
        await expect(card, how).toBeFocused();
      }
    });
  }
}

test('a recorded video plays with its Portuguese captions', async ({ page }) => {
  const path = inlinePages[0] ?? '/';
  await page.goto(path);
  const button = page.locator('button[data-play="inline"]').first();
  const id = (await button.getAttribute('data-video-id')) ?? '';
  await button.click();
  const video = page.locator('[data-embed-frame] video');
  await expect(video).toHaveCount(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  // The captions file loads after the video starts: wait for its cues, not for a time.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
    .toBeGreaterThan(0);
  const cues = await video.evaluate((v: HTMLVideoElement) => {
    const track = v.textTracks[0];
    if (!track) return { mode: 'none', language: '', texts: [] as string[] };
    return {
      mode: track.mode,
      language: track.language,
      texts: [...(track.cues ?? [])].map((c) => (c as VTTCue).text),
    };
  });
  expect(cues.mode).toBe('showing');
  expect(cues.language).toBe('pt-BR');
  const expected = videos.get(id)?.scenes.flatMap((scene) => captionChunks(scene.narration));
  expect(cues.texts).toEqual(expected);
});

test('a thumbnail that fails to load shows the favicon instead', async ({ page }) => {
  const path = modalPages[0] ?? '/';
  await page.route('**/video/*.jpg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(path);
  const thumbnail = page.locator('button[data-play="modal"] img').first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('src', '/favicon.svg');
});
