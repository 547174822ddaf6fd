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
import {
  IconCalendarEvent,
  IconChecklist,
  IconFileInvoice,
  IconLock,
  IconMail,
  IconMessageCircle,
  IconPackage,
  IconSearch,
  IconShoppingBag,
  IconStar,
  IconStarFilled,
  IconUser,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/i18n/formats';
import type { AppManifest } from '@/components/layout/nav-types';
import type { RecordHit, RecordKind } from '../api/record-search-schemas';
import { useRecordSearch } from '../api/search-records';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { AppIcon } from '@/components/layout/app-icons';
import { clearRecentRecords, rememberRecord, useRecentRecords } from './recent-records';
import { searchSuggestions, type SearchItem, type SearchSectionKey } from './search-suggestions';
import { featureServed } from '@/lib/features/feature-served';
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

/** A row of the results: a page (with its star), or a record found or opened lately. */
type Row = { key: string } & (
  | { page: SearchItem; record?: undefined }
  | { page?: undefined; record: RecordHit; kind: RecordKind }
);

const RECORD_ICONS: Record<RecordKind, typeof IconSearch> = {
  user: IconUser,
  invoice: IconFileInvoice,
  mail: IconMail,
  contact: IconMessageCircle,
  product: IconShoppingBag,
  order: IconPackage,
  task: IconChecklist,
  event: IconCalendarEvent,
  permission: IconLock,
};

/**
 * A combobox whose popup is a grid rather than a listbox: each row holds the page and its star
 * button, and an option may not contain a button (axe `nested-interactive`). Focus stays in the
 * input; arrows move the active cell (aria-activedescendant), as in the WAI-ARIA combobox with
 * grid popup.
 */
function SearchPanel({ manifests, onClose, takeTyped }: Omit<SearchDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const { dir } = useDirection();
  const navigate = useNavigate();
  const baseId = useId();
  const gridId = `${baseId}-grid`;
  const cellId = (key: string, column: Column) => `${baseId}-${key}-${column}`;

  const { query, suggestions, withStars, inMenu } = useNavigationBookmarks(manifests);
  const toggleBookmark = useToggleBookmark();
  const [value, setValue] = useState('');
  // Records are asked for only where the backend serves the search (config.json's `features`),
  // and only those that open a page of the user's menu are shown.
  const searchesRecords = featureServed('search');
  const found = useRecordSearch(searchesRecords ? value : '');
  const records = {
    ...found,
    groups: found.groups
      .map((group) => ({ ...group, hits: group.hits.filter((hit) => inMenu(hit.link)) }))
      .filter((group) => group.hits.length > 0),
  };
  // While the box is empty, the records the user opened lately come first.
  const recentRecords = useRecentRecords();
  const recent = value.trim() === '' ? recentRecords.filter(({ hit }) => inMenu(hit.link)) : [];
  const [activeId, setActiveId] = useState<string | null>(null);
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
  // Pages first, then the records found, one row each; only a page's row has a star.
  const rows: Row[] = [
    ...recent.map(({ kind, hit }): Row => ({ key: `recent-${kind}-${hit.id}`, record: hit, kind })),
    ...sections.flatMap((section) =>
      section.items.map((item): Row => ({ key: `page-${item.suggestion.id}`, page: item })),
    ),
    ...records.groups.flatMap((group) =>
      group.hits.map((hit): Row => ({
        key: `${group.kind}-${hit.id}`,
        record: hit,
        kind: group.kind,
      })),
    ),
  ];
  // The first row is active by default, so Enter opens the best match at once.
  const active = rows.find((row) => row.key === activeId) ?? rows[0];
  const activeColumn = active?.page ? column : 'open';
  const activeCell = active ? cellId(active.key, activeColumn) : undefined;

  useEffect(() => {
    if (activeCell) document.getElementById(activeCell)?.scrollIntoView({ block: 'nearest' });
  }, [activeCell]);

  const openRow = (row: Row) => {
    onClose();
    if (row.record) rememberRecord(row.kind, row.record);
    // A record's link carries its search (`/apps/email?emailId=12`).
    void navigate(row.page ? { to: row.page.suggestion.link } : { href: row.record.link });
  };
  const toggle = (item: SearchItem) => toggleBookmark.mutate(item.suggestion.id);

  const moveRow = (step: 1 | -1) => {
    if (rows.length === 0) return;
    const index = active ? rows.indexOf(active) : -1;
    const next = rows[(index + step + rows.length) % rows.length];
    if (next) setActiveId(next.key);
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
        if (active.page && column === 'star') toggle(active.page);
        else openRow(active);
        break;
      case nextCellKey:
        // Only once the caret has nowhere to go, so arrows still edit the query.
        if (withStars && active?.page && column === 'open' && caretAtEnd) {
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

  const hover = (row: Row, cell: Column) => {
    if (row !== active) setActiveId(row.key);
    if (cell !== column) setColumn(cell);
  };
  const cellStyle = (row: Row, cell: Column) => ({
    borderRadius: 'var(--mantine-radius-md)',
    backgroundColor:
      row === active && activeColumn === cell ? 'var(--mantine-color-default-hover)' : undefined,
  });
  const rowOf = (key: string) => rows.find((row) => row.key === key);

  /**
   * A record's row: its kind's icon, its title and subtitle as stored (text, in `bdi`), and its
   * day in the user's language.
   */
  const recordRow = (row: Row) => {
    if (!row.record) return null;
    const hit = row.record;
    const Icon = RECORD_ICONS[row.kind];
    const subtitle = [hit.subtitle, hit.day ? formatDay(hit.day, i18n.resolvedLanguage) : '']
      .filter(Boolean)
      .join(' · ');
    return (
      <tr key={row.key}>
        <td
          id={cellId(row.key, 'open')}
          colSpan={2}
          aria-selected={row === active ? true : undefined}
          style={cellStyle(row, 'open')}
          onMouseMove={() => hover(row, 'open')}
        >
          <UnstyledButton
            component="a"
            href={hit.link}
            tabIndex={-1}
            onClick={(event) => {
              event.preventDefault();
              openRow(row);
            }}
            display="flex"
            w="100%"
            px="sm"
            py={6}
            style={{ alignItems: 'center', gap: 'var(--mantine-spacing-sm)' }}
          >
            <Icon size={18} aria-hidden />
            <Box miw={0} ta="start">
              <Text fz="sm" truncate>
                <bdi>{hit.title}</bdi>
              </Text>
              {subtitle ? (
                <Text fz="xs" c="dimmed" truncate>
                  <bdi>{subtitle}</bdi>
                </Text>
              ) : null}
            </Box>
          </UnstyledButton>
        </td>
      </tr>
    );
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
          placeholder={t(searchesRecords ? 'search.placeholder' : 'search.placeholderPages')}
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

      {/* Next to the list it clears, and after the box in the tab order. */}
      {recent.length > 0 ? (
        <Group justify="flex-end" px="sm" pt="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => clearRecentRecords()}>
            {t('search.recent.clear')}
          </Button>
        </Group>
      ) : null}
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
          {recent.length > 0 ? (
            <tbody aria-label={t('search.recent.title')}>
              <SectionHeader>{t('search.recent.title')}</SectionHeader>
              {recent.map(({ kind, hit }) => {
                const row = rowOf(`recent-${kind}-${hit.id}`);
                return row ? recordRow(row) : null;
              })}
            </tbody>
          ) : null}
          {sections.map((section) => (
            <tbody key={section.key} aria-label={sectionTitle(section.key)}>
              <SectionHeader>{sectionTitle(section.key)}</SectionHeader>
              {section.items.map((item) => {
                const { isBookmarked } = item.suggestion;
                const row = rowOf(`page-${item.suggestion.id}`);
                if (!row) return null;
                const isActive = row === active;
                return (
                  <tr key={row.key}>
                    <td
                      id={cellId(row.key, 'open')}
                      colSpan={withStars ? undefined : 2}
                      aria-selected={isActive && activeColumn === 'open' ? true : undefined}
                      style={cellStyle(row, 'open')}
                      onMouseMove={() => hover(row, 'open')}
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
                        <AppIcon name={item.suggestion.icon} size={18} />
                        <Text span fz="sm" truncate>
                          {item.title}
                        </Text>
                      </UnstyledButton>
                    </td>
                    {withStars ? (
                      <td
                        id={cellId(row.key, 'star')}
                        aria-selected={isActive && activeColumn === 'star' ? true : undefined}
                        style={{ ...cellStyle(row, 'star'), width: '2.75rem' }}
                        onMouseMove={() => hover(row, 'star')}
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
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          ))}
          {records.groups.map((group) => (
            <tbody key={group.kind} aria-label={t(`search.records.${group.kind}`)}>
              <SectionHeader>
                {t(`search.records.${group.kind}`)}
                {group.total > group.hits.length ? ` · ${group.hits.length}/${group.total}` : ''}
              </SectionHeader>
              {group.hits.map((hit) => {
                const row = rowOf(`${group.kind}-${hit.id}`);
                return row ? recordRow(row) : null;
              })}
            </tbody>
          ))}
        </Box>
      ) : (
        <SearchStatus
          query={value}
          loading={(withStars && query.isPending) || records.pending}
          failed={query.isError}
        >
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

/**
 * A row group's heading row: hidden from assistive technology, the row group carrying the same
 * name (`aria-label`).
 */
function SectionHeader({ children }: { children: ReactNode }) {
  return (
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
        {children}
      </Text>
    </tr>
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
