import type { AttachmentInput, Message } from '../api/chat-schemas';
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
  /** The files' names and sizes (none: empty). */
  attachments: readonly AttachmentInput[];
  /** ISO; empty while sending (the server dates it). */
  time: string;
  senderId: number;
  state:
    | { kind: 'stored'; id: number; feedback: Message['feedback'] }
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
      attachments: message.attachments ?? [],
      time: message.time,
      senderId: message.senderId,
      day: dayOf(message.time),
      state: { kind: 'stored', id: message.id, feedback: message.feedback } as const,
    })),
    ...outgoing.map((item) => ({
      key: `o${item.mutationId}`,
      message: item.message,
      attachments: item.attachments ?? [],
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

/** A message found by the search in the conversation: its key and the row that holds it. */
export type SearchMatch = { key: string; rowIndex: number };

/** The text as the search compares it: case and accents aside ("resume" finds "Résumé"). */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The messages whose text (or a file's name) holds `query`, oldest first, with the row of the
 * virtual list each is in (to scroll there). A blank query finds nothing.
 */
export function searchMatches(rows: readonly HistoryRow[], query: string): SearchMatch[] {
  const needle = searchable(query.trim());
  if (needle === '') return [];
  const matches: SearchMatch[] = [];
  rows.forEach((row, rowIndex) => {
    if (row.kind !== 'group') return;
    for (const message of row.messages) {
      const texts = [message.message, ...message.attachments.map((file) => file.fileName)];
      if (texts.some((text) => searchable(text).includes(needle))) {
        matches.push({ key: message.key, rowIndex });
      }
    }
  });
  return matches;
}

/**
 * Splits text around the places that match `query` (compared as `searchMatches` does), so they
 * can be marked: each folded character remembers where it came from in the text.
 */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const needle = searchable(query.trim());
  if (needle === '') return [{ text, match: false }];
  let haystack = '';
  const origin: number[] = [];
  let position = 0;
  for (const char of text) {
    for (const folded of searchable(char)) {
      haystack += folded;
      origin.push(position);
    }
    position += char.length;
  }
  const at = (index: number) => origin[index] ?? text.length;
  const parts: { text: string; match: boolean }[] = [];
  let index = 0;
  for (
    let found = haystack.indexOf(needle);
    found !== -1;
    found = haystack.indexOf(needle, index)
  ) {
    const end = found + needle.length;
    if (found > index) parts.push({ text: text.slice(at(index), at(found)), match: false });
    parts.push({ text: text.slice(at(found), at(end)), match: true });
    index = end;
  }
  if (at(index) < text.length) parts.push({ text: text.slice(at(index)), match: false });
  return parts;
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
