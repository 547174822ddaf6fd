import { Stack } from '@mantine/core';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';

/**
 * The Security tab: one section per concern, each its own Paper with its own heading, so a later
 * section slots in where it belongs.
 */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <PasswordSection />
      <TwoStepSection />
      <SessionsSection />
    </Stack>
  );
}
