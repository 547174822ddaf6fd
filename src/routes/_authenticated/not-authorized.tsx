import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/components/feedback/not-authorized-page';

// Inside the signed-in layout: only a signed-in user is ever sent here (a signed-out one goes to
// the sign-in page first), and the menu stays to go somewhere they may open.
export const Route = createFileRoute('/_authenticated/not-authorized')({
  component: NotAuthorizedPage,
});
