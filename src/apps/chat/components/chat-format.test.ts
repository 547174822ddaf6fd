import type { Message } from '../api/chat-schemas';
import type { OutgoingMessage } from '../api/send-chat-message';
import {
  highlightParts,
  historyDayLabel,
  historyRows,
  isSendable,
  messageParts,
  searchMatches,
} from './chat-format';

const message = (id: number, senderId: number, time: string): Message => ({
  id,
  message: `m${id}`,
  time,
  senderId,
  feedback: { isSent: true, isDelivered: true, isSeen: false },
});

describe('historyRows', () => {
  it('puts a separator before each day and groups runs of one sender', () => {
    const rows = historyRows(
      [
        message(1, 1, '2026-10-31T10:00:00Z'),
        message(2, 1, '2026-10-31T10:01:00Z'),
        message(3, 5, '2026-10-31T10:02:00Z'),
        message(4, 5, '2026-11-01T08:00:00Z'),
      ],
      [],
      1,
      '2026-11-01',
    );
    expect(rows.map((row) => (row.kind === 'day' ? row.day : row.messages.length))).toEqual([
      '2026-10-31',
      2,
      1,
      '2026-11-01',
      1,
    ]);
  });

  it('adds messages not yet stored last, as the user’s, on today', () => {
    const outgoing: OutgoingMessage[] = [
      {
        contact: 5,
        message: 'sending',
        sentAt: '',
        mutationId: 7,
        status: 'pending',
        attachments: [{ fileName: 'a.txt', size: 3 }],
      },
      { contact: 5, message: 'failed', sentAt: '', mutationId: 8, status: 'error' },
    ];
    const rows = historyRows([message(1, 1, '2026-11-01T08:00:00Z')], outgoing, 1, '2026-11-01');
    const last = rows.at(-1);
    expect(rows).toHaveLength(2);
    expect(last?.kind === 'group' && last.messages.map((shown) => shown.state.kind)).toEqual([
      'stored',
      'pending',
      'failed',
    ]);
  });
});

describe('messageParts', () => {
  it('makes http(s) links, without trailing punctuation', () => {
    expect(messageParts('See https://example.com/notes. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/notes' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('leaves markup and other schemes as text', () => {
    expect(messageParts('<img src=x onerror=alert(1)> javascript:alert(1)')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> javascript:alert(1)' },
    ]);
  });
});

describe('historyDayLabel and isSendable', () => {
  const words = { today: 'Today', yesterday: 'Yesterday' };
  it('says today, yesterday, or the date in the language', () => {
    expect(historyDayLabel('2026-11-01', '2026-11-01', 'en', words)).toBe('Today');
    expect(historyDayLabel('2026-10-31', '2026-11-01', 'en', words)).toBe('Yesterday');
    expect(historyDayLabel('2026-10-20', '2026-11-01', 'fr', words)).toBe('mardi 20 octobre 2026');
  });

  it('refuses blank text', () => {
    expect(isSendable(' \n\t')).toBe(false);
    expect(isSendable(' a ')).toBe(true);
  });
});

const said = (id: number, senderId: number, text: string, fileName?: string): Message => ({
  ...message(id, senderId, `2026-10-${10 + id}T10:00:00Z`),
  message: text,
  ...(fileName && { attachments: [{ fileName, size: 1, url: '' }] }),
});

describe('searchMatches and highlightParts', () => {
  const rows = historyRows(
    [
      said(1, 1, 'The Résumé is ready'),
      said(2, 5, 'Which resume?'),
      said(3, 5, 'Never mind'),
      said(4, 1, '', 'resume-final.pdf'),
    ],
    [],
    1,
    '2026-11-01',
  );

  it('finds the messages (and file names) holding the text, oldest first, with their rows', () => {
    const found = searchMatches(rows, '  RESUME ');
    expect(found.map((match) => match.key)).toEqual(['m1', 'm2', 'm4']);
    // Each on its own day here: a day row, then the message's group.
    expect(found.map((match) => match.rowIndex)).toEqual([1, 3, 7]);
    expect(searchMatches(rows, ' ')).toEqual([]);
    expect(searchMatches(rows, 'nothing like it')).toEqual([]);
  });

  it('marks each place the text is found, accents and case aside, as written', () => {
    expect(highlightParts('The Résumé, the resume', 'resume')).toEqual([
      { text: 'The ', match: false },
      { text: 'Résumé', match: true },
      { text: ', the ', match: false },
      { text: 'resume', match: true },
    ]);
    expect(highlightParts('Hello', '')).toEqual([{ text: 'Hello', match: false }]);
  });
});
