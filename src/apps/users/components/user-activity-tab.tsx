import { useTranslation } from 'react-i18next';
import { ActivityTimeline } from '@/components/audit-log/activity-timeline';
import { AnchorLink } from '@/components/navigation/links';
import type { User } from '../api/user-schemas';

/** The Activity tab: what the user did last, and a link to all of it in the audit log. */
export function UserActivityTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <ActivityTimeline
      userId={user.id}
      label={t('auditLog.activity.label', { name: user.fullName })}
      footer={
        <AnchorLink to="/audit-log" search={{ userId: user.id }} fz="sm" w="fit-content">
          {t('auditLog.activity.viewAll', { name: user.fullName })}
        </AnchorLink>
      }
    />
  );
}
