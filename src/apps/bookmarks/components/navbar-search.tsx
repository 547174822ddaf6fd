import { lazy, Suspense, useState } from 'react';
import { Button, Kbd, Text } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppManifest } from '@/components/layout/nav-types';

// The dialog (its grid, the bookmarks query and toggling) loads on the first opening.
const SearchDialog = lazy(() =>
  import('./search-dialog').then((module) => ({ default: module.SearchDialog })),
);

type NavbarSearchProps = {
  /** The app registry: the search offers only pages of the menu the user sees. */
  manifests: readonly AppManifest[];
};

/**
 * The navbar's search button and its dialog. Ctrl+K (⌘K) toggles it from anywhere, `/` opens it
 * unless the user is typing in a field.
 */
export function NavbarSearch({ manifests }: NavbarSearchProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [opened, { open, close, toggle }] = useDisclosure(false, {
    onOpen: () => setWanted(true),
  });
  const os = useOs();
  const apple = os === 'macos' || os === 'ios';
  // Ctrl+K also works from inside a field (browsers would otherwise focus their own search bar).
  useHotkeys([['mod+K', toggle]], []);
  // `/` needs Shift on some layouts (German: Shift+7), so both forms open the search.
  useHotkeys([
    ['/', open],
    ['shift+/', open],
  ]);

  return (
    <>
      <Button
        variant="default"
        radius="xl"
        px="sm"
        flex="none"
        onClick={open}
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm">
            {apple ? '⌘' : t('search.keys.ctrl')} K
          </Kbd>
        }
      >
        <Text span fz="sm" c="dimmed" visibleFrom="sm" mx={4}>
          {t('search.open')}
        </Text>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={close} manifests={manifests} />
        </Suspense>
      ) : null}
    </>
  );
}
