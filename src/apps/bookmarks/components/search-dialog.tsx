import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  CloseButton,
  Group,
  Kbd,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { Modal } from '@/components/overlays/modal';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppManifest } from '@/components/layout/nav-types';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { BookmarkIcon } from './bookmark-icon';
import { searchSuggestions, type SearchItem, type SearchSectionKey } from './search-suggestions';
import { useNavigationBookmarks } from './use-navigation-bookmarks';

type SearchDialogProps = {
  /** The app registry: the search offers only pages of the menu the user sees. */
  manifests: readonly AppManifest[];
  opened: boolean;
  onClose: () => void;
  /** The keys typed since the opening, before the input had focus (`NavbarSearch`). */
  takeTyped: () => string;
};

/** The search dialog, loaded on its first opening (the navbar's button is all that loads before). */
export function SearchDialog({ opened, onClose, manifests, takeTyped }: SearchDialogProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" yOffset="10vh" fullScreen={narrow}>
      <Modal.Overlay />
      {/* No Modal.Body: it would become the dialog's description, read out in full. */}
      <Modal.Content aria-label={t('search.label')}>
        {/* Mounted with the dialog's content, so every opening starts with an empty query. */}
        <SearchPanel manifests={manifests} onClose={onClose} takeTyped={takeTyped} />
      </Modal.Content>
    </Modal.Root>
  );
}

type Column = 'open' | 'star';

/**
 * A combobox whose popup is a grid rather than a listbox: each row holds the page and its star
 * button, and an option may not contain a button (axe `nested-interactive`). Focus stays in the
 * input; arrows move the active cell (aria-activedescendant), as in the WAI-ARIA combobox with
 * grid popup.
 */
function SearchPanel({ manifests, onClose, takeTyped }: Omit<SearchDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const navigate = useNavigate();
  const baseId = useId();
  const gridId = `${baseId}-grid`;
  const cellId = (id: number, column: Column) => `${baseId}-${id}-${column}`;

  const { query, suggestions } = useNavigationBookmarks(manifests);
  const toggleBookmark = useToggleBookmark();
  const [value, setValue] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const [column, setColumn] = useState<Column>('open');

  // The bookmarks as they were when the dialog opened: starring a page while browsing keeps it
  // where it is instead of moving it into the bookmarks section under the pointer.
  const [pinned, setPinned] = useState<ReadonlySet<number> | null>(null);
  if (pinned === null && query.data) {
    setPinned(new Set(suggestions.filter((s) => s.isBookmarked).map((s) => s.id)));
  }

  // Filtering a few dozen titles locally is instant: typing never waits for the network.
  const items: SearchItem[] = suggestions.map((suggestion) => ({
    suggestion,
    title: t(suggestion.titleKey, { defaultValue: suggestion.title }),
  }));
  const sections = searchSuggestions(items, value, { pinned: pinned ?? undefined });
  const rows = sections.flatMap((section) => section.items);
  // The first row is active by default, so Enter opens the best match at once.
  const active = rows.find((row) => row.suggestion.id === activeId) ?? rows[0];
  const activeCell = active ? cellId(active.suggestion.id, column) : undefined;

  useEffect(() => {
    if (activeCell) document.getElementById(activeCell)?.scrollIntoView({ block: 'nearest' });
  }, [activeCell]);

  const openPage = (item: SearchItem) => {
    onClose();
    void navigate({ to: item.suggestion.link });
  };
  const toggle = (item: SearchItem) => toggleBookmark.mutate(item.suggestion.id);

  const moveRow = (step: 1 | -1) => {
    if (rows.length === 0) return;
    const index = active ? rows.indexOf(active) : -1;
    const next = rows[(index + step + rows.length) % rows.length];
    if (next) setActiveId(next.suggestion.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const nextCellKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previousCellKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const input = event.currentTarget;
    const caretAtEnd =
      input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        moveRow(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (!active) return;
        event.preventDefault();
        if (column === 'star') toggle(active);
        else openPage(active);
        break;
      case nextCellKey:
        // Only once the caret has nowhere to go, so arrows still edit the query.
        if (active && column === 'open' && caretAtEnd) {
          event.preventDefault();
          setColumn('star');
        }
        break;
      case previousCellKey:
        if (column === 'star') {
          event.preventDefault();
          setColumn('open');
        }
        break;
    }
  };

  const hover = (item: SearchItem, cell: Column) => {
    if (item !== active) setActiveId(item.suggestion.id);
    if (cell !== column) setColumn(cell);
  };

  const expanded = rows.length > 0;
  const sectionTitle = (key: SearchSectionKey) =>
    key === 'bookmarks' ? t('bookmarks.title') : t(`nav.groups.${key}`);

  return (
    <Stack gap={0}>
      <Box
        p="sm"
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <TextInput
          data-autofocus
          size="md"
          variant="unstyled"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setActiveId(null);
            setColumn('open');
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            const typed = takeTyped();
            if (typed) setValue((current) => current + typed);
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          // The rule would have a <select> here, not seeing that TextInput renders an <input>:
          // an <input role="combobox"> is ARIA 1.2's editable combobox, which a <select> is not.
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="grid"
          aria-expanded={expanded}
          aria-controls={gridId}
          aria-activedescendant={expanded ? activeCell : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={<CloseButton aria-label={t('search.close')} onClick={onClose} />}
        />
      </Box>

      {expanded ? (
        // Table elements give the grid its rows and cells; a gap between cells needs `separate`.
        <Box
          component="table"
          role="grid"
          id={gridId}
          aria-label={t('search.results')}
          w="100%"
          p="xs"
          style={{ borderCollapse: 'separate', borderSpacing: '0 2px', tableLayout: 'fixed' }}
        >
          {sections.map((section) => (
            <tbody key={section.key} aria-label={sectionTitle(section.key)}>
              {/* Hidden from assistive technology: the row group carries the same name. */}
              <tr aria-hidden>
                <Text
                  component="td"
                  colSpan={2}
                  fz="xs"
                  fw={600}
                  tt="uppercase"
                  c="dimmed"
                  px="sm"
                  pt="sm"
                  pb={4}
                >
                  {sectionTitle(section.key)}
                </Text>
              </tr>
              {section.items.map((item) => {
                const { id, isBookmarked } = item.suggestion;
                const isActive = item === active;
                const cellStyle = (cell: Column) => ({
                  borderRadius: 'var(--mantine-radius-md)',
                  backgroundColor:
                    isActive && column === cell ? 'var(--mantine-color-default-hover)' : undefined,
                });
                return (
                  <tr key={id}>
                    <td
                      id={cellId(id, 'open')}
                      aria-selected={isActive && column === 'open' ? true : undefined}
                      style={cellStyle('open')}
                      onMouseMove={() => hover(item, 'open')}
                    >
                      <UnstyledButton
                        component={Link}
                        to={item.suggestion.link}
                        tabIndex={-1}
                        onClick={onClose}
                        display="flex"
                        w="100%"
                        px="sm"
                        py={8}
                        style={{ alignItems: 'center', gap: 'var(--mantine-spacing-sm)' }}
                      >
                        <BookmarkIcon name={item.suggestion.icon} size={18} />
                        <Text span fz="sm" truncate>
                          {item.title}
                        </Text>
                      </UnstyledButton>
                    </td>
                    <td
                      id={cellId(id, 'star')}
                      aria-selected={isActive && column === 'star' ? true : undefined}
                      style={{ ...cellStyle('star'), width: '2.75rem' }}
                      onMouseMove={() => hover(item, 'star')}
                    >
                      <ActionIcon
                        variant="subtle"
                        color={isBookmarked ? 'yellow' : 'gray'}
                        size="lg"
                        mx={4}
                        tabIndex={-1}
                        aria-pressed={isBookmarked}
                        aria-label={t(isBookmarked ? 'bookmarks.remove' : 'bookmarks.add')}
                        // Keeps focus, and so the arrow keys, in the search field.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => toggle(item)}
                      >
                        {isBookmarked ? (
                          <IconStarFilled size={18} aria-hidden />
                        ) : (
                          <IconStar size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </Box>
      ) : (
        <SearchStatus query={value} loading={query.isPending} failed={query.isError}>
          {query.isError ? (
            <Button variant="light" size="xs" onClick={() => void query.refetch()}>
              {t('common.actions.retry')}
            </Button>
          ) : null}
        </SearchStatus>
      )}

      <Group
        gap="md"
        px="md"
        py="xs"
        visibleFrom="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Hint keys={['↑', '↓']} label={t('search.hints.navigate')} />
        <Hint keys={['↵']} label={t('search.hints.open')} />
        <Hint keys={['Esc']} label={t('search.hints.close')} />
      </Group>
    </Stack>
  );
}

function SearchStatus({
  query,
  loading,
  failed,
  children,
}: {
  query: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  let message = t('search.noPages');
  if (loading) message = t('common.loading');
  else if (failed) message = t('search.loadError');
  else if (query.trim() !== '') message = t('search.noResults', { query: query.trim() });
  return (
    <Stack align="center" gap="sm" py="xl" px="md">
      <Text component="output" c="dimmed" ta="center">
        {message}
      </Text>
      {children}
    </Stack>
  );
}

function Hint({ keys, label }: { keys: string[]; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" aria-hidden>
      {keys.map((key) => (
        <Kbd key={key} size="xs">
          {key}
        </Kbd>
      ))}
      <Text span fz="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
