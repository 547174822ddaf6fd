import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePath } from '@/app/app-registry';

export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: homePath(context.ability), replace: true });
  },
});
