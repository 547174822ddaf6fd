import type { Message } from '../api/chat-schemas';
import type { OutgoingMessage } from '../api/send-chat-message';
import { formatDay } from '@/lib/i18n/formats';

// Times are shown in UTC, as the rest of the dashboard: the mock's clock and "today" are UTC.
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an ISO instant (UTC). */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** A day separator of the history: "today", "yesterday" (as given) or the full date. */
export function historyDayLabel(
  day: string,
  today: string,
  language: string,
  words: { today: string; yesterday: string },
): string {
  if (day === today) return words.today;
  if (Date.parse(today) - Date.parse(day) === DAY_MS) return words.yesterday;
  return formatDay(day, language, { dateStyle: 'full' });
}

/** A message as the history shows it: stored, or still on its way, or failed. */
export type ShownMessage = {
  key: string;
  message: string;
  /** ISO; empty while sending (the server dates it). */
  time: string;
  senderId: number;
  state:
    | { kind: 'stored'; feedback: Message['feedback'] }
    | { kind: 'pending' }
    | { kind: 'failed'; outgoing: OutgoingMessage };
};

export type HistoryRow =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'group'; key: string; senderId: number; messages: ShownMessage[] };

/**
 * The history as rows of the virtual list: a separator for each day, then the messages grouped
 * by sender (a run of messages of one sender on one day). Messages not yet stored come last,
 * on `today`.
 */
export function historyRows(
  messages: readonly Message[],
  outgoing: readonly OutgoingMessage[],
  ownId: number,
  today: string,
): HistoryRow[] {
  const shown: (ShownMessage & { day: string })[] = [
    ...messages.map((message) => ({
      key: `m${message.id}`,
      message: message.message,
      time: message.time,
      senderId: message.senderId,
      day: dayOf(message.time),
      state: { kind: 'stored', feedback: message.feedback } as const,
    })),
    ...outgoing.map((item) => ({
      key: `o${item.mutationId}`,
      message: item.message,
      time: '',
      senderId: ownId,
      day: today,
      state:
        item.status === 'error'
          ? ({ kind: 'failed', outgoing: item } as const)
          : ({ kind: 'pending' } as const),
    })),
  ];
  const rows: HistoryRow[] = [];
  let day = '';
  for (const { day: messageDay, ...message } of shown) {
    if (messageDay !== day) {
      day = messageDay;
      rows.push({ kind: 'day', key: `d${day}`, day });
    }
    const last = rows.at(-1);
    if (last?.kind === 'group' && last.senderId === message.senderId) {
      last.messages.push(message);
    } else {
      rows.push({
        kind: 'group',
        key: `g${message.key}`,
        senderId: message.senderId,
        messages: [message],
      });
    }
  }
  return rows;
}

/** Where text has links: http(s) URLs only, so no `javascript:` or other scheme becomes one. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits a message into text and links; the parts are rendered as text nodes and anchors. */
export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let index = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > index) parts.push({ kind: 'text', text: text.slice(index, start) });
    parts.push({ kind: 'link', href: match[0] });
    index = start + match[0].length;
  }
  if (index < text.length) parts.push({ kind: 'text', text: text.slice(index) });
  return parts;
}

/** Whether the text is worth sending: empty or whitespace-only messages are not sent. */
export const isSendable = (text: string) => text.trim() !== '';
