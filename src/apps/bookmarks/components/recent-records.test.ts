import type { RecordHit } from '../api/record-search-schemas';
import {
  clearRecentRecords,
  readRecentRecords,
  RECENT_LIMIT,
  rememberRecord,
} from './recent-records';

const hit = (id: number): RecordHit => ({
  id: String(id),
  title: `Invoice #${id}`,
  subtitle: '',
  link: `/apps/invoices/preview/${id}`,
});

beforeEach(() => window.localStorage.clear());

describe('recent records', () => {
  it('keeps each account’s own, newest first, once each, at most RECENT_LIMIT', () => {
    rememberRecord('invoice', hit(1), 1);
    rememberRecord('invoice', hit(2), 1);
    rememberRecord('invoice', hit(1), 1);
    expect(readRecentRecords(1).map((entry) => entry.hit.id)).toEqual(['1', '2']);
    // Another account on the same browser sees none of them, and keeps its own.
    expect(readRecentRecords(2)).toEqual([]);
    rememberRecord('user', { ...hit(7), link: '/apps/users/7' }, 2);
    expect(readRecentRecords(1)).toHaveLength(2);
    for (let id = 10; id < 20; id += 1) rememberRecord('invoice', hit(id), 1);
    expect(readRecentRecords(1)).toHaveLength(RECENT_LIMIT);
    clearRecentRecords(1);
    expect(readRecentRecords(1)).toEqual([]);
    expect(readRecentRecords(2)).toHaveLength(1);
  });

  it('drops what storage holds that is not a record with an app path', () => {
    window.localStorage.setItem('search.recent.1', '{not json');
    expect(readRecentRecords(1)).toEqual([]);
    window.localStorage.setItem(
      'search.recent.1',
      JSON.stringify([
        { kind: 'invoice', hit: { ...hit(1), link: '//evil.example/x' } },
        { kind: 'invoice', hit: hit(2) },
      ]),
    );
    expect(readRecentRecords(1).map((entry) => entry.hit.id)).toEqual(['2']);
    window.localStorage.setItem('search.recent.1', JSON.stringify([{ kind: 'nope', hit: hit(3) }]));
    expect(readRecentRecords(1)).toEqual([]);
  });
});
