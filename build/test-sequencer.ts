import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that asks for node's environment (`// @vitest-environment node`, at its top). */
export function runsInNode(source: string): boolean {
  return /^\s*\/\/ @vitest-environment node\b/m.test(source.slice(0, 400));
}

/**
 * Vitest's own order (the last failed and the slowest first), with the files of one environment
 * together: jsdom's, then node's. A worker runs the files of one environment only, so a file of
 * the other starts a worker anew, which loads React, Mantine, the contract and the mock again:
 * mixed, the suite started 55 workers for 162 files.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The rule takes any `.sort(` for Array#sort; this is vitest's sequencer (async, no array
    // mutated), so it must stay off for this one line.
    // oxlint-disable-next-line unicorn/no-array-sort
    const sorted = await super.sort(files);
    const inNode = new Set(
      sorted.filter((file) => runsInNode(readFileSync(file.moduleId, 'utf8'))),
    );
    return [...sorted.filter((file) => !inNode.has(file)), ...inNode];
  }
}
