import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Text,
  Title,
} from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconCornerUpLeftDouble,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconPhoto,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { TooltipIconButton } from '@/components/overlays/tooltip-icon-button';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import type { Email, EmailAddress } from '../api/email-schemas';
import type { EmailLabel, MoveTarget } from '../api/email-values';
import { useEmail } from '../api/get-email';
import { usePrefetchNeighbours } from '../api/paginate-email';
import type { EmailViewParams } from '../email-search';
import type { ReplyKind } from './compose-values';
import { fullTime, labelColors } from './email-format';
import { LabelMenu, MoveMenu } from './mail-menus';
import { sanitizeMail } from './sanitize-mail';
import { AttachmentName } from './attachment-name';
import classes from '../pages/email-page.module.css';

type MailViewProps = {
  id: number;
  view: EmailViewParams;
  onClose: () => void;
  onMove: (id: number, dir: 'previous' | 'next') => void;
  onMarkRead: (id: number) => void;
  onStar: (email: Email) => void;
  onReply: (email: Email, kind: ReplyKind) => void;
  /** The open mail's own actions, the bulk bar's writes on this one mail. */
  actions: MailActions;
};

export type MailActions = {
  /** Marks the mail unread and returns to the list (staying would read it again). */
  markUnread: (email: Email) => void;
  moveTo: (email: Email, folder: MoveTarget) => void;
  label: (email: Email, label: EmailLabel, action: 'add' | 'remove') => void;
  /** To Trash, undoable. */
  delete: (email: Email) => void;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The open mail: header, people, labels, attachments and the sanitized body; previous/next. */
export function MailView({
  id,
  view,
  onClose,
  onMove,
  onMarkRead,
  onStar,
  onReply,
  actions,
}: MailViewProps) {
  const { t, i18n } = useTranslation();
  const query = useEmail(id, view);
  const answer = query.data;
  usePrefetchNeighbours(answer, view);

  // Opening a mail marks it read, once per opening: marking it unread again is not undone.
  const unreadId = answer && !answer.email.isRead ? answer.email.id : undefined;
  const markedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unreadId === undefined || markedId.current === unreadId) return;
    markedId.current = unreadId;
    onMarkRead(unreadId);
  }, [unreadId, onMarkRead]);

  const hasPrevious = answer?.hasPreviousMail ?? false;
  const hasNext = answer?.hasNextMail ?? false;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target) || event.altKey || event.ctrlKey) return;
      // A dialog or an open menu (the toolbar's) takes the keys, Escape first.
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      if (event.key === 'Escape') onClose();
      else if ((event.key === 'j' || event.key === 'ArrowDown') && hasNext) onMove(id, 'next');
      else if ((event.key === 'k' || event.key === 'ArrowUp') && hasPrevious)
        onMove(id, 'previous');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [id, hasNext, hasPrevious, onClose, onMove]);

  if (!answer) {
    return query.error ? (
      <LoadError
        title={t('email.errors.mailFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Center className={classes.empty}>
        <Spinner label={t('email.loading')} />
      </Center>
    );
  }
  const { email } = answer;
  const subject = email.subject || t('email.noSubject');

  return (
    <article className={classes.mail} aria-labelledby="email-subject">
      <header className={classes.mailHeader}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('email.view.back')}
          onClick={onClose}
        >
          <IconArrowLeft size={20} aria-hidden className={classes.mirrored} />
        </ActionIcon>
        <Title order={2} fz="lg" id="email-subject" className={classes.mailSubject} dir="auto">
          {subject}
        </Title>
        <Group gap={4} wrap="nowrap">
          <TooltipIconButton
            label={t('email.view.previous')}
            disabled={!hasPrevious}
            onClick={() => onMove(id, 'previous')}
          >
            <IconChevronLeft size={20} aria-hidden className={classes.mirrored} />
          </TooltipIconButton>
          <TooltipIconButton
            label={t('email.view.next')}
            disabled={!hasNext}
            onClick={() => onMove(id, 'next')}
          >
            <IconChevronRight size={20} aria-hidden className={classes.mirrored} />
          </TooltipIconButton>
        </Group>
      </header>
      <div className={classes.mailActions} role="toolbar" aria-label={t('email.view.actions')}>
        <TooltipIconButton
          label={t('email.actions.star')}
          aria-pressed={email.isStarred}
          color={email.isStarred ? 'yellow' : 'gray'}
          onClick={() => onStar(email)}
        >
          {email.isStarred ? (
            <IconStarFilled size={18} aria-hidden />
          ) : (
            <IconStar size={18} aria-hidden />
          )}
        </TooltipIconButton>
        <TooltipIconButton
          label={t('email.bulk.markUnread')}
          onClick={() => actions.markUnread(email)}
        >
          <IconMail size={18} aria-hidden />
        </TooltipIconButton>
        <MoveMenu from={email.folder} onMove={(folder) => actions.moveTo(email, folder)} />
        <LabelMenu
          has={(name) => email.labels.includes(name)}
          onLabel={(name, action) => actions.label(email, name, action)}
        />
        {email.folder !== 'trash' && (
          <TooltipIconButton label={t('email.view.delete')} onClick={() => actions.delete(email)}>
            <IconTrash size={18} aria-hidden />
          </TooltipIconButton>
        )}
      </div>
      <div className={classes.mailBody}>
        <Group gap="xs">
          {email.labels.map((label) => (
            <Badge key={label} variant="light" color={labelColors.get(label)}>
              {t(`email.labels.${label}`)}
            </Badge>
          ))}
        </Group>
        <div className={classes.mailPeople}>
          <Avatar name={email.from.name} color="initials" aria-hidden />
          <div className={classes.mailPeopleText}>
            <Text fw={600} dir="auto">
              {email.from.name}{' '}
              <Text span c="dimmed" fz="sm">
                &lt;{email.from.email}&gt;
              </Text>
            </Text>
            <People label={t('email.view.to')} people={email.to} />
            {email.cc.length > 0 && <People label={t('email.view.cc')} people={email.cc} />}
            {email.bcc.length > 0 && <People label={t('email.view.bcc')} people={email.bcc} />}
            <Text fz="sm" c="dimmed">
              {fullTime(email.time, i18n.language)}
            </Text>
          </div>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onReply(email, 'reply')}
          >
            {t('email.actions.reply')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCornerUpLeftDouble size={16} aria-hidden />}
            onClick={() => onReply(email, 'replyAll')}
          >
            {t('email.actions.replyAll')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowForwardUp size={16} aria-hidden />}
            onClick={() => onReply(email, 'forward')}
          >
            {t('email.actions.forward')}
          </Button>
        </Group>
        <MailBody key={email.id} html={email.message} />
        {email.attachments.length > 0 && (
          <section aria-label={t('email.view.attachments')}>
            <Text fw={600} fz="sm">
              {t('email.view.attachments')}
            </Text>
            <ul className={classes.attachments}>
              {email.attachments.map((file) => (
                <li key={file.fileName}>
                  <AttachmentName file={file} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

function People({ label, people }: { label: string; people: readonly EmailAddress[] }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" c="dimmed">
      {label}
      {t('common.labelSeparator')}
      <bdi>{people.map((person) => `${person.name} <${person.email}>`).join(', ')}</bdi>
    </Text>
  );
}

/** The body, cleaned by DOMPurify; remote images wait for the user. */
function MailBody({ html }: { html: string }) {
  const { t } = useTranslation();
  const [showImages, setShowImages] = useState(false);
  const clean = useMemo(() => sanitizeMail(html, showImages), [html, showImages]);
  return (
    <>
      {clean.blockedImages > 0 && (
        <Alert variant="light" color="gray" icon={<IconPhoto size={18} aria-hidden />}>
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{t('email.view.imagesBlocked')}</Text>
            <Button size="xs" variant="default" onClick={() => setShowImages(true)}>
              {t('email.view.showImages')}
            </Button>
          </Group>
        </Alert>
      )}
      <div
        className={classes.mailHtml}
        dir="auto"
        data-testid="email-body"
        // Sanitized by DOMPurify just above: no script, handler or javascript: link survives.
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </>
  );
}
