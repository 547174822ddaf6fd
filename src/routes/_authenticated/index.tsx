import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: async ({ context }) => {
    // Loaded on demand: the registry (every app's manifest and icon) stays out of the entry chunk
    // that the sign-in page also downloads.
    const { homePath } = await import('@/app/home-path');
    throw redirect({ to: homePath(context.ability), replace: true });
  },
});
