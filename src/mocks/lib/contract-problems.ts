import type { MockSession } from '@/mocks/db/sessions';

/** The most a session keeps: a flow that breaks the contract in a loop still says so, briefly. */
const MAX_PROBLEMS = 200;

const problemsBySession = new WeakMap<MockSession, string[]>();

/**
 * What the end-to-end server found outside the contract in a session's requests and answers
 * (src/mocks/hosts/contract-watch.ts); QA's fixtures read it after each test.
 */
export function recordContractProblems(session: MockSession, problems: readonly string[]): void {
  if (problems.length === 0) return;
  const list = problemsBySession.get(session) ?? [];
  for (const problem of problems) {
    if (list.length < MAX_PROBLEMS && !list.includes(problem)) list.push(problem);
  }
  problemsBySession.set(session, list);
}

export function contractProblemsOf(session: MockSession): readonly string[] {
  return problemsBySession.get(session) ?? [];
}
