import { screen, waitFor, type Matcher } from '@testing-library/react';

/**
 * Waits for a toast with this text to be shown. sonner adds a toast to the page hidden and shows
 * it a moment later, so `findByText` alone can find it while it is still hidden (a test that
 * passes on a quiet machine fails when vitest runs files in parallel).
 */
export async function expectToast(text: Matcher): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
