import { useEffect, useState } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import { errorMessage } from '@/lib/http/api-error';
import { refreshTokens } from '@/lib/session/auth-client';
import { session } from '@/lib/session/session';
import { verifyEmail } from '../api/verify-email';
import { AuthLayout, BackToSignIn } from '../components/auth-layout';
import { featureServed } from '@/lib/features/feature-served';

const route = getRouteApi('/(auth)/verify-email');

type Verification =
  { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; error: unknown };

/**
 * The page a verification mail links to (`/verify-email?token=…`): it verifies at once and says
 * how it went; a link that cannot be used says why and where to ask for a new one (My account).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const [state, setState] = useState<Verification>(() =>
    token ? { status: 'verifying' } : { status: 'failed', error: null },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyEmail(token)
      // Signed in, the account's data is refreshed with the tokens: a new address now in force
      // shows in the navbar's menu at once. Not being able to refresh takes nothing from this page.
      .then(() => (session.get() ? refreshTokens().catch(() => undefined) : undefined))
      .then(
        () => current && setState({ status: 'verified' }),
        (error: unknown) => current && setState({ status: 'failed', error }),
      );
    return () => {
      current = false;
    };
  }, [token]);
  const signedIn = session.get() !== null;

  return (
    <AuthLayout
      title={t('auth.verify.title')}
      subtitle={t('auth.verify.subtitle')}
      footer={
        signedIn && featureServed('account') ? (
          <AnchorLink to="/account">{t('auth.verify.toAccount')}</AnchorLink>
        ) : signedIn ? (
          <AnchorLink to="/">{t('common.actions.backHome')}</AnchorLink>
        ) : (
          <BackToSignIn />
        )
      }
    >
      {state.status === 'verifying' ? (
        <Skeleton h={60} aria-hidden />
      ) : state.status === 'verified' ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="alert">
          {t('auth.verify.done')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <bdi>
            {state.error ? errorMessage(state.error, t) : t('auth.errors.verifyLinkInvalid')}
          </bdi>
        </Alert>
      )}
    </AuthLayout>
  );
}
