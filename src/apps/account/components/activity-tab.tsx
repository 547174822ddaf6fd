import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityTimeline } from '@/components/audit-log/activity-timeline';
import { AnchorLink } from '@/components/navigation/links';
import { useAbility } from '@/lib/ability/can';
import { useSession } from '@/lib/session/session';

/**
 * The Activity tab: what the signed-in user did last, from the audit log, which every user may
 * read for their own actions; the whole log is a link away for those who may read all of it.
 */
export function ActivityTab() {
  const { t } = useTranslation();
  const userId = useSession()?.userData.id;
  const canReadLog = useAbility().can('manage', 'AuditLog');
  if (userId === undefined) return null;
  return (
    <ActivityTimeline
      userId={userId}
      label={t('auditLog.activity.yours')}
      header={
        <div>
          <Title order={2} fz="h4" mb="xs">
            {t('auditLog.activity.yours')}
          </Title>
          <Text fz="sm">
            <bdi>{t('auditLog.activity.yoursIntro')}</bdi>
          </Text>
        </div>
      }
      footer={
        canReadLog ? (
          <AnchorLink to="/audit-log" search={{ userId }} fz="sm" w="fit-content">
            {t('auditLog.activity.viewAllYours')}
          </AnchorLink>
        ) : null
      }
    />
  );
}
