import type { Message } from '../api/chat-schemas';
import type { OutgoingMessage } from '../api/send-chat-message';
import { historyDayLabel, historyRows, isSendable, messageParts } from './chat-format';

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
      { contact: 5, message: 'sending', sentAt: '', mutationId: 7, status: 'pending' },
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
