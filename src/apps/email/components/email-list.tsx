import { useRef } from 'react';
import { ActionIcon, Avatar, Badge, Checkbox, Text } from '@mantine/core';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Email } from '../api/email-schemas';
import { labelColors, showsRecipients } from './email-format';
import { formatListTime } from '@/lib/i18n/formats';
import { withoutEventHandlers } from '@/lib/html/event-handlers';
import { useRowWindow } from './row-window';
import classes from '../pages/email-page.module.css';
import type { IntentHandlers } from '@/components/lazy/use-preload-intent';

const ROW_HEIGHT = 76;

type EmailListProps = {
  emails: readonly Email[];
  today: string;
  selected: ReadonlySet<number>;
  openId: number | undefined;
  onToggle: (id: number) => void;
  onOpen: (id: number) => void;
  /** The row's intent handlers: what opening it needs starts before the click. */
  intentOf: (id: number) => IntentHandlers;
  onStar: (email: Email) => void;
};

/** The view's mails, windowed: only the rows in sight are in the page. */
export function EmailList({
  emails,
  today,
  selected,
  openId,
  onToggle,
  onOpen,
  intentOf,
  onStar,
}: EmailListProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useRowWindow(scroller, emails.length, ROW_HEIGHT);

  return (
    <div ref={scroller} className={classes.listScroller}>
      <ul
        className={classes.rows}
        style={{ height: rows.totalHeight }}
        aria-label={t('email.list.label')}
      >
        {emails.slice(rows.start, rows.end).map((email, offset) => {
          const isSelected = selected.has(email.id);
          const person = rowPerson(email, t);
          return (
            <li
              key={email.id}
              className={classes.row}
              style={{
                transform: `translateY(${(rows.start + offset) * ROW_HEIGHT}px)`,
                height: ROW_HEIGHT,
              }}
              data-unread={email.isRead ? undefined : true}
              data-open={openId === email.id ? true : undefined}
              data-selected={isSelected ? true : undefined}
              data-email-id={email.id}
            >
              <Checkbox
                size="xs"
                checked={isSelected}
                onChange={() => onToggle(email.id)}
                aria-label={t('email.list.select', {
                  subject: email.subject || t('email.noSubject'),
                })}
              />
              <ActionIcon
                variant="subtle"
                color={email.isStarred ? 'yellow' : 'gray'}
                size="sm"
                aria-label={t('email.actions.star')}
                aria-pressed={email.isStarred}
                onClick={() => onStar(email)}
              >
                {email.isStarred ? (
                  <IconStarFilled size={16} aria-hidden />
                ) : (
                  <IconStar size={16} aria-hidden />
                )}
              </ActionIcon>
              <button
                type="button"
                className={classes.rowButton}
                onClick={() => onOpen(email.id)}
                {...intentOf(email.id)}
                aria-current={openId === email.id ? 'true' : undefined}
              >
                <Avatar name={person.avatar} color="initials" size={34} aria-hidden />
                <span className={classes.rowText}>
                  <span className={classes.rowTop}>
                    <Text span className={classes.rowName} fw={email.isRead ? 500 : 700} dir="auto">
                      {person.name}
                    </Text>
                    {email.attachments.length > 0 && (
                      <>
                        <IconPaperclip size={14} aria-hidden />
                        <span className="visually-hidden">{t('email.list.hasAttachments')}</span>
                      </>
                    )}
                    <Text span fz="xs" c="dimmed" className={classes.rowTime}>
                      {formatListTime(email.time, today, i18n.language)}
                    </Text>
                  </span>
                  <span className={classes.rowTop}>
                    <Text
                      span
                      fz="sm"
                      fw={email.isRead ? 400 : 700}
                      className={classes.rowSubject}
                      dir="auto"
                    >
                      {email.subject || t('email.noSubject')}
                    </Text>
                    {email.labels.map((label) => (
                      <Badge
                        key={label}
                        size="xs"
                        variant="light"
                        color={labelColors.get(label)}
                        className={classes.rowLabel}
                      >
                        {t(`email.labels.${label}`)}
                      </Badge>
                    ))}
                  </span>
                  <Text span fz="xs" c="dimmed" className={classes.ellipsis} dir="auto">
                    {previewOf(email.message)}
                  </Text>
                </span>
                {!email.isRead && <span className="visually-hidden">{t('email.list.unread')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Who a row names: the sender, or, for the user's own mails, the recipients ("To: Jane Roe, Bob
 * Smith"), whose first one gives the avatar.
 */
function rowPerson(email: Email, t: TFunction): { name: string; avatar: string } {
  if (!showsRecipients(email)) return { name: email.from.name, avatar: email.from.name };
  const people = [...email.to, ...email.cc, ...email.bcc];
  const names = people.map((person) => person.name || person.email).join(', ');
  return {
    name: names ? t('email.list.to', { names }) : t('email.list.noRecipients'),
    avatar: people[0]?.name ?? '',
  };
}

/** The body's first words as text (never markup): tags dropped, entities decoded by the parser. */
function previewOf(html: string): string {
  // An inert document: nothing in it runs or loads. Blocks end with a space, scripts go.
  const spaced = html.replace(/<\/(p|div|li|h\d|tr)>|<br\s*\/?>/gi, ' $&');
  // Without handlers, which the page's CSP would report even here (event-handlers.ts).
  const body = new DOMParser().parseFromString(withoutEventHandlers(spaced), 'text/html').body;
  for (const element of body.querySelectorAll('script, style')) element.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, 140);
}
