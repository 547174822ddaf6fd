import { useEffect, useRef, useState } from 'react';
import { useAfterPause } from './use-after-pause';

export type UrlTextOptions<Value> = {
  /** How long typing pauses before the value goes to the URL. */
  delayMs: number;
  /** The value a text stands for in the URL. Keep it stable (a module-level function). */
  toValue: (text: string) => Value;
  /** The text a value from the URL shows as. Keep it stable. */
  toText: (value: Value) => string;
  /**
   * Whether the URL's value is still the one this field sent; when not, it changed elsewhere
   * (Back, a link, Clear filters) and the field follows it. Keep it stable.
   */
  isSent: (value: Value, sent: Value) => boolean;
  /**
   * The first keystroke after a pause goes to the URL at once; the keystrokes that follow it
   * closer than `delayMs` wait for the pause (a search: the list answers the first letter
   * without waiting, and a quick burst is one request, not one a letter).
   */
  leading?: boolean;
};

/**
 * A text field whose value lives in the URL (a search, a column filter). The text is local state,
 * so typing never waits for the router or the network; the URL follows after a pause in typing,
 * or at once with `flush` (Enter, a clear button). When the URL changes elsewhere the field shows
 * it and drops what was still waiting to be sent, which would otherwise undo that navigation.
 */
export function useUrlText<Value>(
  value: Value,
  onChange: (value: Value) => void,
  { delayMs, toValue, toText, isSent, leading = false }: UrlTextOptions<Value>,
) {
  const [text, setText] = useState(() => toText(value));
  // The last value sent: the URL catching up with it never undoes typing.
  const sent = useRef(value);
  const lastTypedAt = useRef(Number.NEGATIVE_INFINITY);
  const send = (next: string) => {
    const nextValue = toValue(next);
    if (Object.is(nextValue, sent.current)) return;
    sent.current = nextValue;
    onChange(nextValue);
  };
  const commit = useAfterPause(send, delayMs);

  useEffect(() => {
    if (!isSent(value, sent.current)) {
      sent.current = value;
      commit.cancel();
      setText(toText(value));
    }
  }, [value, commit, isSent, toText]);

  return {
    text,
    /** The user typed: shown at once, sent after the pause (or at once: `leading`). */
    type: (next: string) => {
      setText(next);
      const now = performance.now();
      const burstStarts = now - lastTypedAt.current >= delayMs;
      lastTypedAt.current = now;
      if (leading && burstStarts) {
        commit.cancel();
        send(next);
      } else {
        commit.schedule(next);
      }
    },
    /** Sends what is waiting now. */
    flush: commit.flush,
  };
}
