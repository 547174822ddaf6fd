import { Suspense, useCallback, useMemo, useState } from 'react';
import { Burger, Button, Center, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { IconMail, IconMailOpened, IconStar, IconTrashX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { Modal } from '@/components/overlays/modal';
import { TooltipIconButton } from '@/components/overlays/tooltip-icon-button';
import { useSession } from '@/lib/session/session';
import { SearchInput } from '@/components/forms/search-input';
import { PageHeader } from '@/components/layout/page-header';
import { SidebarApp } from '@/components/layout/sidebar-app';
import type { Email } from '../api/email-schemas';
import { inView } from '../api/email-rules';
import { LabelMenu, MoveMenu } from '../components/mail-menus';
import { useDeleteEmails } from '../api/delete-emails';
import { useEmptyTrash } from '../api/empty-email-trash';
import { emailQueryOptions } from '../api/get-email';
import { useEmails } from '../api/list-emails';
import { useOpenNeighbour } from '../api/paginate-email';
import { useMoveToTrash, useUpdateEmails } from '../api/update-emails';
import { useUpdateEmailsLabel } from '../api/update-emails-label';
import {
  emptyCompose,
  fromDraft,
  replyTo,
  type ComposeInitial,
  type ReplyKind,
} from '../components/compose-values';
import { EmailList } from '../components/email-list';
import { fullTime } from '../components/email-format';
import { EmailSidebar } from '../components/email-sidebar';
import type { MailActions } from '../components/mail-view';
import { selectedIn, toggleAll, toggleOne, type Selection } from '../components/selection';
import { viewOf, type EmailSearch } from '../email-search';
import classes from './email-page.module.css';

const routeApi = getRouteApi('/_authenticated/apps/email/');

// The editor (tiptap) loads with the composer, the open mail (with DOMPurify) with the first mail:
// the list alone needs neither. The open mail preloads once the list has painted, so that opening
// a mail waits for its data only, and that data starts with the pointer on the row (`startMail`).
// The composer (the editor: 140 KB) preloads on intent (Compose, a draft's row) and once a mail is
// open (Reply is near): evaluated on idle with the list, it was a 25 ms task on a fast machine,
// 100 ms on a phone, in every visit to the inbox.
const Composer = lazyWithPreload(
  () => import('../components/composer'),
  (module) => module.default,
);
const MailView = lazyWithPreload(
  () => import('../components/mail-view'),
  (module) => module.MailView,
);

const viewKeyOf = ({ folder, label, q }: EmailSearch) => JSON.stringify([folder, label, q]);

/**
 * The mail client: folders and labels, the view's list and the open mail side by side; on a
 * phone one pane at a time (the sidebar in a drawer). Folder, label, search and the open mail
 * are in the URL.
 */
export function EmailPage() {
  const { t, i18n } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  // One object per view (not per render): the callbacks that use it keep their identity.
  const view = useMemo(
    () => viewOf({ folder: search.folder, label: search.label, q: search.q }),
    [search.folder, search.label, search.q],
  );
  const viewKey = viewKeyOf(search);
  const list = useEmails(view);
  const [selection, setSelection] = useState<Selection>({ viewKey, ids: new Set() });
  const [navOpened, setNavOpened] = useState(false);
  const [composing, setComposing] = useState<ComposeInitial | null>(null);
  const ownAddress = useOwnAddress();
  const update = useUpdateEmails();
  const moveToTrash = useMoveToTrash();
  const label = useUpdateEmailsLabel();
  const deleteEmails = useDeleteEmails();
  const emptyTrash = useEmptyTrash();
  const [confirming, setConfirming] = useState<'delete' | 'empty' | null>(null);
  const inTrash = search.folder === 'trash' && !search.label;

  const emails = list.data?.emails ?? [];
  const visibleIds = emails.map((email) => email.id);
  const selectedIds = selectedIn(selection, viewKey, visibleIds);
  const selectedSet = new Set(selectedIds);
  const allSelected = emails.length > 0 && selectedIds.length === emails.length;
  const selectedMails = emails.filter((email) => selectedSet.has(email.id));

  const queryClient = useQueryClient();
  const draftOf = (emailId: number) =>
    emails.find((email) => email.id === emailId && email.folder === 'draft');
  // What opening a row needs, started on the pointer's rest, the focus or the press (and at the
  // latest with the click): the mail's answer and the view's code, or the composer for a draft.
  const startMail = (emailId: number) => {
    if (draftOf(emailId)) Composer.preload();
    else {
      MailView.preload();
      void queryClient.prefetchQuery(emailQueryOptions(emailId, view));
    }
  };
  const rowIntent = usePreloadIntent(startMail);
  useIdlePreload(list.data !== undefined, MailView.preload);
  useIdlePreload(search.emailId !== undefined, Composer.preload);
  const composeIntent = usePreloadIntent(Composer.preload)(null);
  const openMail = (emailId: number) => {
    const draft = draftOf(emailId);
    startMail(emailId);
    if (draft) setComposing(fromDraft(draft));
    else void navigate({ search: (prev) => ({ ...prev, emailId }) });
  };
  const reply = (email: Email, kind: ReplyKind) =>
    setComposing(
      replyTo(
        email,
        kind,
        ownAddress,
        t('email.compose.quoteHeader', {
          date: fullTime(email.time, i18n.language),
          name: email.from.name,
        }),
      ),
    );
  const closeMail = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, emailId: undefined }) }),
    [navigate],
  );
  const openNeighbour = useOpenNeighbour(view);
  const moveMail = useCallback(
    (id: number, dir: 'previous' | 'next') => {
      void openNeighbour(id, dir).then((answer) => {
        if (answer) void navigate({ search: (prev) => ({ ...prev, emailId: answer.email.id }) });
      });
    },
    [openNeighbour, navigate],
  );
  const star = (email: Email) =>
    update.mutate({ emailIds: [email.id], dataToUpdate: { isStarred: !email.isStarred } });
  const { mutate: updateEmails } = update;
  const markRead = useCallback(
    (id: number) => updateEmails({ emailIds: [id], dataToUpdate: { isRead: true } }),
    [updateEmails],
  );
  const trashMails = (ids: number[]) =>
    moveToTrash(ids, t('email.notifications.movedToTrash', { count: ids.length }));
  // The open mail's own actions: the bulk bar's writes, on that one mail. What takes it out of
  // the view (Unread too: staying would read it again) returns to the list.
  const mailActions: MailActions = {
    markUnread: (email) => {
      closeMail();
      update.mutate({ emailIds: [email.id], dataToUpdate: { isRead: false } });
    },
    moveTo: (email, folder) => {
      if (!inView({ ...email, folder }, view)) closeMail();
      if (folder === 'trash') trashMails([email.id]);
      else update.mutate({ emailIds: [email.id], dataToUpdate: { folder } });
    },
    label: (email, name, action) => label.mutate({ emailIds: [email.id], label: name, action }),
    delete: (email) => mailActions.moveTo(email, 'trash'),
  };
  const bulk = (dataToUpdate: {
    isRead?: boolean;
    isStarred?: boolean;
    folder?: Email['folder'];
  }) => {
    // To Trash is a delete: undoable through the toast, sent when its time is up.
    if (dataToUpdate.folder === 'trash') trashMails(selectedIds);
    else update.mutate({ emailIds: selectedIds, dataToUpdate });
  };

  const sidebar = list.data && (
    <EmailSidebar
      search={search}
      emailsMeta={list.data.emailsMeta}
      labelsMeta={list.data.labelsMeta}
      onNavigate={() => setNavOpened(false)}
      composeIntent={composeIntent}
      onCompose={() => {
        setNavOpened(false);
        setComposing(emptyCompose);
      }}
    />
  );

  return (
    <Stack gap="lg" className={classes.page}>
      <PageHeader title={t('email.title')} subtitle={t('email.subtitle')} />
      <SidebarApp
        className={classes.layout}
        sidebarClassName={classes.sidebar}
        sidebarLabel={t('email.sidebar.label')}
        sidebar={() => sidebar}
        collapse="none"
        drawer={{ opened: navOpened, onClose: () => setNavOpened(false), size: 'xs' }}
        open={search.emailId !== undefined}
        fallback={
          list.data ? undefined : list.error ? (
            <LoadError
              title={t('email.errors.loadFailed')}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <Center py={64}>
              <Spinner label={t('email.loading')} />
            </Center>
          )
        }
      >
        {list.data && (
          <>
            <section className={classes.listPane} aria-label={t('email.list.section')}>
              <div className={classes.listHead}>
                <Burger
                  className={classes.navToggle}
                  size="sm"
                  opened={navOpened}
                  onClick={() => setNavOpened((opened) => !opened)}
                  aria-label={t('email.sidebar.open')}
                />
                <SearchInput
                  className={classes.search}
                  value={search.q ?? ''}
                  onChange={(q) =>
                    void navigate({ search: (prev) => ({ ...prev, q: q.trim() || undefined }) })
                  }
                  label={t('email.search.label')}
                  placeholder={t('email.search.placeholder')}
                />
              </div>
              <div className={classes.toolbar} role="toolbar" aria-label={t('email.bulk.toolbar')}>
                <Checkbox
                  size="xs"
                  checked={allSelected}
                  indeterminate={selectedIds.length > 0 && !allSelected}
                  disabled={emails.length === 0}
                  onChange={() => setSelection(toggleAll(selection, viewKey, visibleIds))}
                  aria-label={t('email.bulk.selectAll')}
                />
                <Text fz="sm" c="dimmed" className={classes.toolbarCount}>
                  {selectedIds.length > 0
                    ? t('email.bulk.selected', { count: selectedIds.length })
                    : t('email.list.count', { count: emails.length })}
                </Text>
                {selectedIds.length > 0 && (
                  <Group gap={2} wrap="nowrap">
                    <TooltipIconButton
                      label={t('email.bulk.markRead')}
                      onClick={() => bulk({ isRead: true })}
                    >
                      <IconMailOpened size={18} aria-hidden />
                    </TooltipIconButton>
                    <TooltipIconButton
                      label={t('email.bulk.markUnread')}
                      onClick={() => bulk({ isRead: false })}
                    >
                      <IconMail size={18} aria-hidden />
                    </TooltipIconButton>
                    <TooltipIconButton
                      label={t('email.bulk.star')}
                      onClick={() =>
                        bulk({ isStarred: !selectedMails.every((email) => email.isStarred) })
                      }
                    >
                      <IconStar size={18} aria-hidden />
                    </TooltipIconButton>
                    {inTrash && (
                      <TooltipIconButton
                        label={t('email.bulk.deleteForGood')}
                        onClick={() => setConfirming('delete')}
                      >
                        <IconTrashX size={18} aria-hidden />
                      </TooltipIconButton>
                    )}
                    <MoveMenu onMove={(folder) => bulk({ folder })} />
                    <LabelMenu
                      has={(name) => selectedMails.every((email) => email.labels.includes(name))}
                      onLabel={(name, action) =>
                        label.mutate({ emailIds: selectedIds, label: name, action })
                      }
                    />
                  </Group>
                )}
              </div>
              {inTrash && emails.length > 0 && (
                <div className={classes.trashBar}>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrashX size={16} aria-hidden />}
                    onClick={() => setConfirming('empty')}
                  >
                    {t('email.trash.empty')}
                  </Button>
                </div>
              )}
              {emails.length === 0 ? (
                <Center className={classes.empty}>
                  <Text c="dimmed">{t('email.list.empty')}</Text>
                </Center>
              ) : (
                <EmailList
                  emails={emails}
                  today={list.data.today}
                  selected={selectedSet}
                  openId={search.emailId}
                  onToggle={(id) => setSelection(toggleOne(selection, viewKey, id, visibleIds))}
                  onOpen={openMail}
                  intentOf={rowIntent}
                  onStar={star}
                />
              )}
            </section>
            <section className={classes.mailPane} aria-label={t('email.view.section')}>
              {search.emailId === undefined ? (
                <Center className={classes.empty}>
                  <Stack align="center" gap="xs">
                    <IconMail size={48} stroke={1.5} aria-hidden />
                    <Text c="dimmed">{t('email.view.none')}</Text>
                  </Stack>
                </Center>
              ) : (
                <Suspense
                  fallback={
                    <Center className={classes.empty}>
                      <Spinner label={t('email.loading')} />
                    </Center>
                  }
                >
                  <MailView
                    id={search.emailId}
                    view={view}
                    onClose={closeMail}
                    onMove={moveMail}
                    onMarkRead={markRead}
                    onStar={star}
                    onReply={reply}
                    actions={mailActions}
                  />
                </Suspense>
              )}
            </section>
          </>
        )}
      </SidebarApp>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'empty' ? 'email.trash.emptyTitle' : 'email.trash.deleteTitle', {
          count: selectedIds.length,
        })}
        size="sm"
      >
        <Text fz="sm">{t('email.trash.cannotUndo')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('email.trash.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleteEmails.isPending || emptyTrash.isPending}
            onClick={() => {
              const done = { onSettled: () => setConfirming(null) };
              if (confirming === 'empty') emptyTrash.mutate(undefined, done);
              else deleteEmails.mutate(selectedIds, done);
            }}
          >
            {t('email.trash.confirm')}
          </Button>
        </Group>
      </Modal>
      {composing && (
        <Suspense fallback={null}>
          <Composer initial={composing} onClose={() => setComposing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The signed-in user's address: a reply goes to everyone but them. */
function useOwnAddress(): string {
  return useSession()?.userData.email ?? '';
}
