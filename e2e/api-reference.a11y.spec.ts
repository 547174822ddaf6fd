import { expect, forEachLook, test } from './fixtures';

// The API reference page (api-reference.html): Scalar's renderer follows the dark skin alone and
// is never mirrored, so its looks are the two skins, left to right.
forEachLook(
  ({ skin }) => {
    // Scalar's own faults are mended as it renders (src/api-reference/api-reference.ts).
    test(`the API reference, ${skin} skin`, async ({ page, expectAccessible }) => {
      // axe reads the whole reference, every operation of the API: thousands of nodes.
      test.slow();
      await page.goto('/api-reference.html');
      // Scalar's bundle is megabytes: its first render can take a while on a busy machine.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await expectAccessible('API reference');
    });
  },
  [
    { skin: 'light', direction: 'ltr' },
    { skin: 'dark', direction: 'ltr' },
  ],
);
