import { Skeleton, Stack } from '@mantine/core';

/** A form's place while its code loads: one grey bar a field, hidden from assistive technology. */
export function FieldsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="md" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={56} />
      ))}
    </Stack>
  );
}
