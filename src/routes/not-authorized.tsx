import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/components/feedback/not-authorized-page';

export const Route = createFileRoute('/not-authorized')({
  component: NotAuthorizedPage,
});
