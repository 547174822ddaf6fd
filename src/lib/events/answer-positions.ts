/**
 * The live stream's position each read's answer was made at (its `Live-Event-Position`), by the
 * answer the query cache holds: a `changed` event raised before that position is already in the
 * answer (the write came first), so the list it names need not be fetched again. The tab's own
 * write is the usual case: its list is refetched once the write is answered, and the write's own
 * `changed` event, often arriving after that refetch, changes nothing on screen. Compared with
 * the events' ids by the live connection (`answerHolds`, src/app/live-connection.ts).
 */
const positions = new WeakMap<object, string>();

/** Keeps the position `answer` was made at (a read's parsed answer). */
export function noteAnswerPosition(answer: unknown, position: string | null | undefined): void {
  if (position && answer instanceof Object) positions.set(answer, position);
}

/** The position `answer` was made at, if it is a read's answer. */
export function answerPositionOf(answer: unknown): string | undefined {
  return answer instanceof Object ? positions.get(answer) : undefined;
}

/**
 * The data a query keeps for a new answer (`structuralSharing`: the parts equal to the previous
 * data are the previous objects, the root too when nothing changed) takes the answer's position.
 */
export function keepAnswerPosition<T>(answer: unknown, kept: T): T {
  noteAnswerPosition(kept, answerPositionOf(answer));
  return kept;
}
