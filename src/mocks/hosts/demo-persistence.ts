import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { DB_FORMAT_VERSION, fromSnapshot, seededRows } from '@/mocks/db/database';
import { getDemoSession, restoreDemoDatabase } from '@/mocks/db/sessions';
import { applySegments, startRecording, takeChanges } from '@/mocks/db/table-store';
import { tables as tableDefinitions, type TableName } from '@/mocks/db/tables';
import { seedNames } from '@/mocks/seed/seed-context';
import type { MockClock } from '@/mocks/lib/clock';
import { clockNow } from '@/mocks/lib/clock';

export interface DemoPersistence {
  /**
   * Restores the saved demo database: the snapshot with the journal folded in. Files it cannot
   * use are moved aside (never overwritten) with a warning. True when saved data was restored.
   */
  load(): boolean;
  /**
   * Makes every change of the demo database durable before the answer goes out: the rows written
   * since the last call (noted by the database as they were written) are appended to the journal
   * and fsync'd. Throws when it cannot, so the caller answers with an error instead of
   * acknowledging a write that would be lost.
   */
  persist(): void;
  /** Writes the whole database as the snapshot and empties the journal. */
  compact(): void;
  /** Compacts and releases the journal file; `persist` reopens it if called again. */
  close(): void;
}

export interface DemoPersistenceOptions {
  /** Compact once the journal holds this many bytes, or the snapshot's size if larger. */
  compactAfterBytes?: number;
  /** Where warnings go (tests capture them). */
  warn?: (message: string) => void;
}

type SavedTables = Partial<Record<TableName, unknown>>;

/**
 * One journal line: the rows one write changed, as segments of each changed table
 * (`takeChanges` in src/mocks/db/table-store.ts), or, in lines written before rows were noted,
 * the changed tables whole (`tables`).
 */
interface JournalEntry {
  version: number;
  seed: string;
  clock: string;
  tables: SavedTables;
  changes: Partial<Record<TableName, unknown>>;
}

const tableNames = Object.keys(tableDefinitions) as TableName[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEntry(line: string): JournalEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const tables = value.tables ?? {};
  const changes = value.changes ?? {};
  if (!isRecord(tables) || !isRecord(changes)) return null;
  if (typeof value.version !== 'number' || typeof value.seed !== 'string') return null;
  if (typeof value.clock !== 'string') return null;
  return { version: value.version, seed: value.seed, clock: value.clock, tables, changes };
}

/**
 * Folds one line's changes into the tables as replayed so far (a table the snapshot lacks starts
 * from the seed's rows). False when a change does not fit the rows it was made over.
 */
function replayChanges(saved: SavedTables, entry: JournalEntry): boolean {
  Object.assign(saved, entry.tables);
  const seed = seedNames.find((name) => name === entry.seed);
  for (const name of tableNames) {
    if (!(name in entry.changes)) continue;
    const current = saved[name] ?? (seed ? seededRows(seed, name) : undefined);
    if (!Array.isArray(current)) return false;
    const next = applySegments(current, entry.changes[name]);
    if (!next) return false;
    saved[name] = next;
  }
  return true;
}

/** Writes all of `text` (a write may take less than it was given); returns the bytes written. */
function writeAll(fd: number, text: string): number {
  const bytes = Buffer.from(text);
  let written = 0;
  while (written < bytes.byteLength) written += writeSync(fd, bytes, written);
  return bytes.byteLength;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Keeps the demo database in `<dataDir>/demo.json` (a snapshot) plus `<dataDir>/demo.journal`
 * (one line per acknowledged write, holding the rows it changed), so that no answered write is
 * lost to Ctrl+C, SIGTERM or kill -9. A full snapshot per write would cost 7-10 ms on the default
 * seed and 50-75 ms on `large` (docs/running.md); a journal line costs what the write changed
 * plus a small append: the database notes each row as it is written.
 */
export function createDemoPersistence(
  dataDir: string,
  options: DemoPersistenceOptions = {},
): DemoPersistence {
  const snapshotFile = join(dataDir, 'demo.json');
  const journalFile = join(dataDir, 'demo.journal');
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const minCompactBytes = options.compactAfterBytes ?? 1024 * 1024;

  // The database, seed and clock on disk: the journal records the changes of this database only.
  let savedDb: object | null = null;
  let savedSeed: string | null = null;
  let savedClock: MockClock | null = null;
  let journalFd: number | null = null;
  let journalBytes = 0;
  let snapshotBytes = 0;
  let compactTimer: ReturnType<typeof setTimeout> | null = null;
  // Set while an append is under way, and left set when it failed: appending after a partial line
  // would garble both, and the changes it held were already taken, so a snapshot must follow.
  let journalTorn = false;

  const setAside = (file: string, why: string) => {
    const target = `${file}.${stamp()}.bak`;
    renameSync(file, target);
    warn(
      `[mock-api] ${file} ${why}: moved to ${target}. The demo database starts from the seed; ` +
        'the .bak file is kept for you to inspect or delete (docs/running.md).',
    );
  };

  const fsyncDir = () => {
    // Makes the rename itself durable; some platforms cannot open a directory, which is harmless.
    try {
      const fd = openSync(dataDir, 'r');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      // Best effort only.
    }
  };

  const remember = () => {
    const session = getDemoSession();
    // What is on disk is the database as it is now: only the writes from here on are journaled.
    startRecording(session.db);
    savedDb = session.db;
    savedSeed = session.seed;
    savedClock = session.clock;
  };

  const openJournal = (): number => {
    if (journalFd !== null) return journalFd;
    mkdirSync(dataDir, { recursive: true });
    journalFd = openSync(journalFile, 'a');
    return journalFd;
  };

  const compact = () => {
    if (compactTimer) clearTimeout(compactTimer);
    compactTimer = null;
    const session = getDemoSession();
    // The DatabaseSnapshot shape, assembled from the tables' strings.
    const tables = tableNames.map(
      (name) => `${JSON.stringify(name)}:${JSON.stringify(session.db[name])}`,
    );
    const snapshot =
      `{"version":${DB_FORMAT_VERSION},"seed":${JSON.stringify(session.seed)},` +
      `"savedAt":${JSON.stringify(new Date().toISOString())},` +
      `"clock":${JSON.stringify(new Date(clockNow(session.clock)).toISOString())},` +
      `"tables":{${tables.join(',')}}}`;
    mkdirSync(dataDir, { recursive: true });
    // Write, fsync, then rename: a crash at any point leaves the old or the new snapshot whole.
    const fd = openSync(`${snapshotFile}.tmp`, 'w');
    try {
      snapshotBytes = writeAll(fd, snapshot);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(`${snapshotFile}.tmp`, snapshotFile);
    // Only now may the journal go: replaying it over the new snapshot would be harmless anyway,
    // since each line replaces whole tables.
    if (journalFd !== null) closeSync(journalFd);
    journalFd = openSync(journalFile, 'w');
    fsyncSync(journalFd);
    fsyncDir();
    journalBytes = 0;
    journalTorn = false;
    remember();
  };

  const scheduleCompaction = () => {
    if (compactTimer || journalBytes < Math.max(minCompactBytes, snapshotBytes)) return;
    // After the answer, not before it: the journal already holds the write.
    compactTimer = setTimeout(() => {
      compactTimer = null;
      try {
        compact();
      } catch (error) {
        warn(`[mock-api] could not compact ${snapshotFile}: ${String(error)}`);
      }
    }, 0);
    compactTimer.unref();
  };

  return {
    load() {
      let base: Record<string, unknown> | null = null;
      if (existsSync(snapshotFile)) {
        let value: unknown = null;
        try {
          value = JSON.parse(readFileSync(snapshotFile, 'utf8'));
        } catch {
          value = null;
        }
        if (!isRecord(value)) {
          setAside(snapshotFile, 'is not readable JSON');
          if (existsSync(journalFile)) setAside(journalFile, 'belongs to that snapshot');
        } else if (value.version !== DB_FORMAT_VERSION) {
          // No migration exists between format versions (database.ts says what each changed).
          setAside(
            snapshotFile,
            `is from format version ${String(value.version)} and this server reads version ${DB_FORMAT_VERSION}`,
          );
          if (existsSync(journalFile)) setAside(journalFile, 'belongs to that snapshot');
        } else {
          base = value;
        }
      }

      const tables: SavedTables = isRecord(base?.tables) ? { ...base.tables } : {};
      let seed: unknown = base?.seed;
      let clock: unknown = base?.clock;
      let replayed = 0;
      if (existsSync(journalFile)) {
        const text = readFileSync(journalFile, 'utf8');
        const lines = text.split('\n');
        // The last piece has no newline: a write cut short by a crash, never acknowledged.
        lines.pop();
        let broken: string | null = null;
        for (const [index, line] of lines.entries()) {
          const entry = parseEntry(line);
          if (!entry || entry.version !== DB_FORMAT_VERSION) {
            broken = entry
              ? `has a line from format version ${entry.version} (line ${index + 1})`
              : `has an unreadable line (line ${index + 1})`;
            break;
          }
          if (!replayChanges(tables, entry)) {
            broken = `has a change that does not fit the rows before it (line ${index + 1})`;
            break;
          }
          seed = entry.seed;
          clock = entry.clock;
          replayed += 1;
        }
        if (broken) {
          // The lines before it are used; the file is kept whole for whoever wants the rest.
          const target = `${journalFile}.${stamp()}.bak`;
          renameSync(journalFile, target);
          warn(
            `[mock-api] ${journalFile} ${broken}: moved to ${target}; the ${replayed} lines ` +
              'before it were restored, the rest is only in the .bak file (docs/running.md).',
          );
        }
      }
      if (!base && replayed === 0) {
        remember();
        return false;
      }

      const restored = fromSnapshot({ version: DB_FORMAT_VERSION, seed, clock, tables });
      if (!restored) {
        if (existsSync(snapshotFile)) {
          setAside(snapshotFile, 'holds rows that do not pass the current schemas');
        }
        if (existsSync(journalFile)) setAside(journalFile, 'belongs to that snapshot');
        remember();
        return false;
      }
      restoreDemoDatabase(restored.db, restored.seed, restored.clockAt);
      if (replayed > 0 || existsSync(journalFile)) compact();
      else {
        snapshotBytes = readFileSync(snapshotFile).byteLength;
        remember();
      }
      return true;
    },

    persist() {
      const session = getDemoSession();
      if (session.db !== savedDb || session.seed !== savedSeed || journalTorn) {
        // A reset swaps the whole database: one snapshot is cheaper than journaling every table.
        compact();
        return;
      }
      // The rows written since the last line, noted by the database as the handlers wrote them.
      const changes = takeChanges(session.db);
      if (changes.size === 0 && session.clock === savedClock) return;
      const changed = [...changes].map(([name, segments]) => `${JSON.stringify(name)}:${segments}`);
      const clock = new Date(clockNow(session.clock)).toISOString();
      const line =
        `{"version":${DB_FORMAT_VERSION},"seed":${JSON.stringify(session.seed)},` +
        `"clock":${JSON.stringify(clock)},"changes":{${changed.join(',')}}}\n`;
      // Taken changes exist only in this line until it is written: if anything below throws, the
      // next call writes a whole snapshot instead.
      journalTorn = true;
      const fd = openJournal();
      journalBytes += writeAll(fd, line);
      fsyncSync(fd);
      journalTorn = false;
      savedClock = session.clock;
      scheduleCompaction();
    },

    compact,

    close() {
      if (compactTimer) clearTimeout(compactTimer);
      compactTimer = null;
      if (journalBytes > 0) compact();
      if (journalFd !== null) closeSync(journalFd);
      journalFd = null;
    },
  };
}
