import { Anchor } from '@mantine/core';
import { highlightParts, messageParts } from './chat-format';

/**
 * A message as text: links become safe links (http and https only), nothing is HTML. What the
 * conversation's search found (`highlight`) is marked.
 */
export function MessageText({ text, highlight = '' }: { text: string; highlight?: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.kind === 'text' ? (
          highlightParts(part.text, highlight).map((piece, pieceIndex) =>
            piece.match ? (
              // Parts never move: the indexes are stable keys here.
              // oxlint-disable-next-line react/no-array-index-key
              <mark key={`${index}-${pieceIndex}`}>{piece.text}</mark>
            ) : (
              piece.text
            ),
          )
        ) : (
          <Anchor
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
