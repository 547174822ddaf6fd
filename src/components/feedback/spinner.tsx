import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is loading. Mantine's Loader is a `<span>`, which may not carry a name
 * (axe: aria-prohibited-attr): the spinner is decoration, and a status (`<output>`) says the label.
 */
export function Spinner({ label, ...props }: Omit<LoaderProps, 'aria-label'> & { label: string }) {
  return (
    <>
      <Loader aria-hidden {...props} />
      <output className="visually-hidden">{label}</output>
    </>
  );
}
