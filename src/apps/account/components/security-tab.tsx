import { Stack } from '@mantine/core';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/**
 * The Security tab: one section per concern, each its own Paper with its own heading, so a later
 * section (two-step sign-in) slots in between the password and the sessions.
 */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <PasswordSection />
      <SessionsSection />
    </Stack>
  );
}
