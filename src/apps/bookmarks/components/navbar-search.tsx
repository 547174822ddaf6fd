import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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
 * What the user types between opening the search and its input taking focus: the dialog's code
 * loads on the first opening, and Mantine's focus trap moves focus after its transition, so keys
 * typed at once went to the page ("Imran" became "mran"). They are kept here, and the input takes
 * them (`takeTyped`) when it gets focus. Escape in that time closes.
 */
function useEarlyTyping(opened: boolean, close: () => void): () => string {
  const typed = useRef('');
  useEffect(() => {
    typed.current = '';
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || target.closest('input, textarea, select'))
      ) {
        return;
      }
      if (event.key === 'Escape') close();
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if ([...event.key].length === 1) typed.current += event.key;
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [opened, close]);
  return useCallback(() => {
    const text = typed.current;
    typed.current = '';
    return text;
  }, []);
}

type SearchShortcutsProps = NavbarSearchProps & {
  /** The layout, given the function that opens the search (for the navbar's button). */
  children: (open: () => void) => ReactNode;
};

/**
 * The search's keys and its dialog, around the whole signed-in layout. Ctrl+K (⌘K) toggles it
 * from anywhere, `/` opens it unless the user is typing in a field. Bound here rather than by the
 * navbar's button, which renders after the page's content (`AfterContent`): the keys work from
 * the layout's first paint, and what is typed before the dialog's code arrives is kept.
 */
export function SearchShortcuts({ manifests, children }: SearchShortcutsProps) {
  const [wanted, setWanted] = useState(false);
  const [opened, { open, close, toggle }] = useDisclosure(false, {
    onOpen: () => setWanted(true),
  });
  const takeTyped = useEarlyTyping(opened, close);
  // Ctrl+K also works from inside a field (browsers would otherwise focus their own search bar).
  useHotkeys([['mod+K', toggle]], []);
  // `/` needs Shift on some layouts (German: Shift+7), so both forms open the search.
  useHotkeys([
    ['/', open],
    ['shift+/', open],
  ]);

  return (
    <>
      {children(open)}
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog
            opened={opened}
            onClose={close}
            manifests={manifests}
            takeTyped={takeTyped}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The navbar's search button; `SearchShortcuts` holds the dialog and its keys. */
export function NavbarSearch({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const os = useOs();
  const apple = os === 'macos' || os === 'ios';

  return (
    <Button
      variant="default"
      radius="xl"
      px="sm"
      flex="none"
      onClick={onOpen}
      aria-label={t('search.open')}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      data-navbar-search
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        <Kbd size="xs" data-navbar-wide>
          {apple ? '⌘' : t('search.keys.ctrl')} K
        </Kbd>
      }
    >
      <Text span fz="sm" c="dimmed" mx={4} data-navbar-wide>
        {t('search.open')}
      </Text>
    </Button>
  );
}
