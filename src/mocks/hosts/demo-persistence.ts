import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromSnapshot, toSnapshot } from '../db/database.ts';
import { getDemoSession, restoreDemoDatabase } from '../db/sessions.ts';
import { clockNow } from '../lib/clock.ts';

export interface DemoPersistence {
  /** Loads the saved demo database; false when there is none or it is stale or invalid. */
  load(): boolean;
  /** Saves soon; many writes in a burst cost one file write. */
  scheduleSave(): void;
  /** Saves now if a save is pending. */
  flush(): void;
}

/** Keeps the demo database in `<dataDir>/demo.json` so that edits survive a server restart. */
export function createDemoPersistence(dataDir: string, debounceMs = 300): DemoPersistence {
  const file = join(dataDir, 'demo.json');
  let timer: ReturnType<typeof setTimeout> | null = null;

  const save = () => {
    timer = null;
    const session = getDemoSession();
    try {
      mkdirSync(dataDir, { recursive: true });
      // Write then rename, so a crash mid-write never leaves a truncated file.
      writeFileSync(
        `${file}.tmp`,
        JSON.stringify(toSnapshot(session.db, session.seed, clockNow(session.clock))),
      );
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      console.warn(`[mock-api] could not save ${file}:`, error);
    }
  };

  return {
    load() {
      let raw: string;
      try {
        raw = readFileSync(file, 'utf8');
      } catch {
        return false;
      }
      let restored: ReturnType<typeof fromSnapshot> = null;
      try {
        restored = fromSnapshot(JSON.parse(raw));
      } catch {
        restored = null;
      }
      if (!restored) {
        console.warn(`[mock-api] ignoring ${file}: unreadable or from another format version`);
        return false;
      }
      restoreDemoDatabase(restored.db, restored.seed, restored.clockAt);
      return true;
    },
    scheduleSave() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(save, debounceMs);
    },
    flush() {
      if (!timer) return;
      clearTimeout(timer);
      save();
    },
  };
}
