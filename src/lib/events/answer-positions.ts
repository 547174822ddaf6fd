/**
 * The live stream's position each read's answer was made at (its `Live-Event-Position`), by the
 * answer the query cache holds: a `changed` event raised before that position is already in the
 * answer (the write came first), so the list it names need not be fetched again. The tab's own
 * write is the usual case: its list is refetched once the write is answered, and the write's own
 * `changed` event, often arriving after that refetch, changes nothing on screen.
 */
const positions = new WeakMap<object, string>();

/** Keeps the position `answer` was made at (a read's parsed answer). */
export function noteAnswerPosition(answer: unknown, position: string | null): void {
  if (position !== null && typeof answer === 'object' && answer !== null) {
    positions.set(answer, position);
  }
}

/**
 * The data a query keeps for a new answer (`structuralSharing`: the parts equal to the previous
 * data are the previous objects, the root too when nothing changed) takes the answer's position.
 */
export function keepAnswerPosition<T>(answer: unknown, kept: T): T {
  const position =
    typeof answer === 'object' && answer !== null ? positions.get(answer) : undefined;
  noteAnswerPosition(kept, position ?? null);
  return kept;
}

/** An event id or a position: the server's log (a restart starts another) and the count in it. */
function parse(position: string): { log: string; count: number } | null {
  const match = /^(.+)-(\d+)$/.exec(position);
  return match?.[1] && match[2] ? { log: match[1], count: Number(match[2]) } : null;
}

/** Whether `answer` was made after the event `eventId` was raised, so it holds what it told. */
export function answerHolds(answer: unknown, eventId: string): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const kept = positions.get(answer);
  const made = kept === undefined ? null : parse(kept);
  const event = parse(eventId);
  return made !== null && event !== null && made.log === event.log && made.count >= event.count;
}
