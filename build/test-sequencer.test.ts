// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runsInNode } from './test-sequencer';

describe('runsInNode', () => {
  it('knows a file by the environment it asks for at its top, as vitest does', () => {
    expect(runsInNode('// @vitest-environment node\nimport x from "y";\n')).toBe(true);
    expect(runsInNode('import { render } from "@testing-library/react";\n')).toBe(false);
    // Said further down (a comment about another file) is not asked for.
    expect(runsInNode(`${'\n'.repeat(40)}// @vitest-environment node\n`.padStart(600, ' '))).toBe(
      false,
    );
  });

  it('reads this very file as one that runs in node', () => {
    expect(runsInNode(readFileSync(new URL(import.meta.url), 'utf8'))).toBe(true);
  });
});
