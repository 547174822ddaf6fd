import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconFolder, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Menu } from '@/components/overlays/menu';
import {
  emailLabels,
  moveTargets,
  type EmailFolder,
  type EmailLabel,
  type MoveTarget,
} from '../api/email-values';

/** A menu of the mail toolbars: an icon button named `label`, its items below, to the end. */
function ToolbarMenu({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: typeof IconFolder;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** "Move to": the folders mail can be moved to, but the one it is in (`from`, for one mail). */
export function MoveMenu({
  from,
  onMove,
}: {
  from?: EmailFolder;
  onMove: (folder: MoveTarget) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToolbarMenu label={t('email.bulk.move')} icon={IconFolder}>
      {moveTargets
        .filter((folder) => folder !== from)
        .map((folder) => (
          <Menu.Item key={folder} onClick={() => onMove(folder)}>
            {t(`email.folders.${folder}`)}
          </Menu.Item>
        ))}
    </ToolbarMenu>
  );
}

/** "Labels": each label, added, or removed when the mail (every selected mail) has it. */
export function LabelMenu({
  has,
  onLabel,
}: {
  has: (label: EmailLabel) => boolean;
  onLabel: (label: EmailLabel, action: 'add' | 'remove') => void;
}) {
  const { t } = useTranslation();
  return (
    <ToolbarMenu label={t('email.bulk.label')} icon={IconTag}>
      {emailLabels.map((name) => {
        const present = has(name);
        return (
          <Menu.Item key={name} onClick={() => onLabel(name, present ? 'remove' : 'add')}>
            {t(present ? 'email.bulk.removeLabel' : 'email.bulk.addLabel', {
              label: t(`email.labels.${name}`),
            })}
          </Menu.Item>
        );
      })}
    </ToolbarMenu>
  );
}
