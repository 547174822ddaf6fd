// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every default date a screen offers comes from the server's clock (`useServerToday`), never the
 * machine's: this fails when an app or shared code reads the machine's clock, unless it is
 * one of the few uses listed here with why it may.
 */
const allowed = new Map([
  // The time a chat message was sent, shown until the server's copy replaces it.
  ['src/apps/chat/api/send-chat-message.ts', 1],
  ['src/apps/chat/components/conversation.tsx', 1],
  // A payment card's expiry is checked against the real month, as the card's bank does.
  ['src/lib/ecommerce/order-schemas.ts', 1],
  // The copyright year.
  ['src/components/layout/app-footer.tsx', 1],
]);

const machineClock = /new Date\(\s*\)|Date\.now\(\s*\)|dayjs\(\s*\)/g;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('one clock', () => {
  it("no screen reads the machine's clock for a date, beyond the listed exceptions", () => {
    const found = new Map<string, number>();
    for (const file of [
      ...sources('src/apps'),
      ...sources('src/components'),
      ...sources('src/lib'),
    ]) {
      const count = readFileSync(file, 'utf8').match(machineClock)?.length ?? 0;
      if (count > 0) found.set(file.split(path.sep).join('/'), count);
    }
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(allowed));
  });
});
