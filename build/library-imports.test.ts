import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { libraryModulesOf } from './library-imports.ts';

describe('libraryModulesOf', () => {
  it("resolves Mantine's and Tabler's named imports to the modules that define them", () => {
    const modules = libraryModulesOf(`
      import { Table, Badge as StatusBadge, type MantineSize } from '@mantine/core';
      import type { ButtonProps } from '@mantine/core';
      import { IconTrash } from '@tabler/icons-react';
      import { useDebouncedCallback } from '@mantine/hooks';
      import { Link } from '@tanstack/react-router';
    `);
    expect(modules.map((file) => file.split('node_modules/')[1])).toEqual([
      '@mantine/core/esm/components/Table/Table.mjs',
      '@mantine/core/esm/components/Badge/Badge.mjs',
      '@tabler/icons-react/dist/esm/icons/IconTrash.mjs',
    ]);
    for (const file of modules) expect(existsSync(file)).toBe(true);
  });

  it('finds nothing in a module that imports neither library', () => {
    expect(libraryModulesOf(`import { useState } from 'react';`)).toEqual([]);
  });
});
