import { Anchor } from '@mantine/core';
import { messageParts } from './chat-format';

/** A message as text: links become safe links (http and https only), nothing is HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Anchor
            // Parts never move: the index is a stable key here.
            // oxlint-disable-next-line react/no-array-index-key
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            c="inherit"
            underline="always"
          >
            {part.href}
          </Anchor>
        ),
      )}
    </>
  );
}
