import { Avatar, Group, Text } from '@mantine/core';
import classes from './presence.module.css';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Tooltip } from '@/components/overlays/tooltip';
import type { PresenceResource, PresentUser } from '@/lib/presence/presence-schemas';
import { usePresence } from '@/lib/presence/use-presence';

/** The record a presence part is about, and whether it is its edit form's. */
export interface PresenceProps {
  resource: PresenceResource;
  id: number;
  editing?: boolean;
}

/** At most this many faces; the rest is a count. */
const FACES = 3;

function names(language: string, users: readonly PresentUser[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    users.map((user) => user.fullName),
  );
}

/**
 * The others viewing the record, as a small group of faces (an outlined face: editing it), named
 * for a screen reader and in a tooltip on hover or focus ("Also here: Jane Doe (editing)").
 */
function PresenceAvatars({ resource, id }: PresenceProps) {
  const { t, i18n } = useTranslation();
  const others = usePresence(resource, id);
  if (others.length === 0) return null;
  const label = t('presence.alsoHere', {
    names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      others.map((user) =>
        user.editing ? t('presence.userEditing', { name: user.fullName }) : user.fullName,
      ),
    ),
  });
  const hidden = others.length - FACES;
  // A list named with everyone there, focusable so that the tooltip shows from the keyboard too.
  return (
    <Tooltip label={label} withinPortal multiline maw={280}>
      <Avatar.Group component="ul" aria-label={label} tabIndex={0} spacing="xs" m={0} p={0}>
        {others.slice(0, FACES).map((user) => (
          <li key={user.id} className={classes.face}>
            <UserAvatar
              name={user.fullName}
              src={user.avatar}
              size={30}
              aria-hidden
              data-editing={user.editing || undefined}
            />
          </li>
        ))}
        {hidden > 0 ? (
          <li className={classes.face} aria-hidden>
            <Avatar size={30}>+{hidden}</Avatar>
          </li>
        ) : null}
      </Avatar.Group>
    </Tooltip>
  );
}

/**
 * In an edit form: tells the API the tab edits the record, and says who else does ("Jane Doe is
 * also editing this."), before anyone saves.
 */
function PresenceEditing({ resource, id }: PresenceProps) {
  const { t, i18n } = useTranslation();
  const editors = usePresence(resource, id, true).filter((user) => user.editing);
  return (
    <output className={classes.editing}>
      {editors.length > 0 ? (
        <Group gap={6} wrap="nowrap">
          {/* The text in the body's colour (contrast); the pencil marks it, as the faces' outline. */}
          <IconPencil size={16} aria-hidden color="var(--mantine-color-orange-text)" />
          <Text size="sm">
            <bdi>{names(i18n.language, editors)}</bdi>{' '}
            {t('presence.alsoEditing', { count: editors.length })}
          </Text>
        </Group>
      ) : null}
    </output>
  );
}

/** The faces, or in an edit form (`editing`) who else edits. */
export function PresencePart(props: PresenceProps) {
  return props.editing ? <PresenceEditing {...props} /> : <PresenceAvatars {...props} />;
}
