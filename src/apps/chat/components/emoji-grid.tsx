import { UnstyledButton } from '@mantine/core';
import classes from '../pages/chat-page.module.css';

/**
 * A small built-in set, in a module of its own that the composer loads when the picker first
 * opens. Each button's name is the emoji itself: screen readers say its name in the user's
 * language, so no translations are needed.
 */
// prettier-ignore
export const emojis = [
  '😀', '😂', '🙂', '😉', '😊', '😍', '🤔', '😎',
  '😅', '😢', '😮', '😴', '🙄', '😬', '🤗', '🥳',
  '👍', '👎', '👏', '🙏', '👋', '💪', '🤝', '✌️',
  '❤️', '🔥', '🎉', '✅', '❌', '⭐', '☕', '🚀',
] as const;

/** The picker's grid: a click (or Enter) inserts the emoji. */
export default function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div className={classes.emojiGrid}>
      {emojis.map((emoji) => (
        <UnstyledButton
          key={emoji}
          className={classes.emoji}
          data-emoji
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </UnstyledButton>
      ))}
    </div>
  );
}
