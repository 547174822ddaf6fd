import { Badge, Button, ColorSwatch, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAlertOctagon,
  IconFile,
  IconInbox,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sidebarLinkClass, sidebarLinkLabelClass } from '@/components/layout/sidebar-app';
import type { IntentHandlers } from '@/components/lazy/use-preload-intent';
import type { EmailsMeta, LabelsMeta } from '../api/email-schemas';
import { emailLabels, emailViews, type EmailView } from '../api/email-values';
import type { EmailSearch } from '../email-search';
import { labelColors } from './email-format';
import classes from '../pages/email-page.module.css';

// The router marks a link current on its own when the URL holds its search (Inbox's, an empty
// one, is in every URL): only the exact URL may, so the sidebar's `aria-current` alone decides
// and exactly one folder or label is current.
const exactMatch = { exact: true } as const;

const folderIcons = new Map<EmailView, typeof IconInbox>([
  ['inbox', IconInbox],
  ['sent', IconSend],
  ['draft', IconFile],
  ['starred', IconStar],
  ['spam', IconAlertOctagon],
  ['trash', IconTrash],
]);

type EmailSidebarProps = {
  search: EmailSearch;
  emailsMeta: EmailsMeta;
  labelsMeta: LabelsMeta;
  onCompose?: () => void;
  /** Loads the composer when the pointer rests on Compose, it takes the focus or is pressed. */
  composeIntent?: IntentHandlers;
  onNavigate?: () => void;
};

/** Compose, the folders with their unread counts and the labels with their colours. */
export function EmailSidebar({
  search,
  emailsMeta,
  labelsMeta,
  onCompose,
  composeIntent,
  onNavigate,
}: EmailSidebarProps) {
  const { t } = useTranslation();
  const currentFolder = search.label ? undefined : (search.folder ?? 'inbox');
  return (
    <div className={classes.sidebarInner}>
      {onCompose && (
        <Button
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onCompose}
          fullWidth
          {...composeIntent}
        >
          {t('email.compose.open')}
        </Button>
      )}
      <nav aria-label={t('email.folders.label')}>
        <ul className={classes.navList}>
          {emailViews.map((folder) => {
            const Icon = folderIcons.get(folder) ?? IconInbox;
            const count = emailsMeta[folder];
            const name = t(`email.folders.${folder}`);
            return (
              <li key={folder}>
                <Link
                  to="/apps/email"
                  search={{ folder: folder === 'inbox' ? undefined : folder, q: search.q }}
                  activeOptions={exactMatch}
                  className={`${sidebarLinkClass} ${classes.navItem}`}
                  aria-current={currentFolder === folder ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon size={18} aria-hidden />
                  <span className={sidebarLinkLabelClass}>{name}</span>
                  <UnreadCount count={count} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Text component="h2" className={classes.navHeading}>
        {t('email.labels.heading')}
      </Text>
      <nav aria-label={t('email.labels.heading')}>
        <ul className={classes.navList}>
          {emailLabels.map((label) => {
            const count = labelsMeta[label];
            return (
              <li key={label}>
                <Link
                  to="/apps/email"
                  search={{ label, q: search.q }}
                  activeOptions={exactMatch}
                  className={`${sidebarLinkClass} ${classes.navItem}`}
                  aria-current={search.label === label ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ColorSwatch
                    size={12}
                    color={`var(--mantine-color-${labelColors.get(label) ?? 'gray'}-filled)`}
                    aria-hidden
                  />
                  <span className={sidebarLinkLabelClass}>{t(`email.labels.${label}`)}</span>
                  <UnreadCount count={count} color={labelColors.get(label)} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** A folder's or a label's unread mails: a badge, said in words to screen readers; none at 0. */
function UnreadCount({ count, color }: { count: number; color?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <Badge size="sm" variant="light" color={color} aria-hidden>
        {count}
      </Badge>
      <VisuallyHidden>{t('email.folders.unread', { count })}</VisuallyHidden>
    </>
  );
}
