import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useAppForm } from '@/components/forms/use-app-form';
import { PageHeader } from '@/components/layout/page-header';
import { useMockStatus } from '../api/get-mock-status';
import {
  useExpireTokens,
  useQueueFailure,
  useResetMockApi,
  useSetLatency,
} from '../api/mock-controls';
import {
  failFormSchema,
  failMethods,
  latencyFormSchema,
  seedNames,
  type FailForm,
  type LatencyForm,
  type MockStatus,
} from '../api/mock-api-schemas';
import { dateTimeFormat } from '@/lib/i18n/formats';
import { SectionCard } from '@/components/layout/section-card';

function ResetSection() {
  const { t } = useTranslation();
  const reset = useResetMockApi();
  const [seed, setSeed] = useState<MockStatus['seed']>('default');
  const [confirming, setConfirming] = useState(false);
  return (
    <SectionCard title={t('mockApi.reset.title')}>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('mockApi.reset.text')}
      </Text>
      <Group>
        <SegmentedControl
          aria-label={t('mockApi.reset.seed')}
          value={seed}
          onChange={(value) => setSeed(value as MockStatus['seed'])}
          data={seedNames.map((name) => ({ value: name, label: t(`mockApi.seeds.${name}`) }))}
        />
        <Button color="red" onClick={() => setConfirming(true)}>
          {t('mockApi.reset.submit')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('mockApi.reset.confirmTitle')}
        confirmLabel={t('mockApi.reset.submit')}
        loading={reset.isPending}
        onConfirm={() => reset.mutate(seed, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {t('mockApi.reset.confirmText', { seed: t(`mockApi.seeds.${seed}`) })}
      </ConfirmDialog>
    </SectionCard>
  );
}

function LatencySection({ latencyMs }: { latencyMs: number }) {
  const { t } = useTranslation();
  const setLatency = useSetLatency();
  const form = useAppForm<LatencyForm>(latencyFormSchema, { initialValues: { ms: latencyMs } });
  return (
    <SectionCard title={t('mockApi.latency.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ ms }) =>
          setLatency.mutate(ms, { onError: (error) => form.setApiErrors(error) }),
        )}
      >
        <Group align="flex-end">
          <NumberInput
            label={t('mockApi.latency.label')}
            suffix=" ms"
            min={0}
            max={10_000}
            step={50}
            allowDecimal={false}
            {...form.getInputProps('ms')}
          />
          <Button type="submit" loading={setLatency.isPending}>
            {t('common.actions.apply')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

function FailSection() {
  const { t } = useTranslation();
  const queueFailure = useQueueFailure();
  const form = useAppForm<FailForm>(failFormSchema, {
    initialValues: { path: '/api/bookmarks/data', method: '', status: 500, count: 1 },
  });
  return (
    <SectionCard title={t('mockApi.fail.title')}>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('mockApi.fail.text')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          queueFailure.mutate(values, { onError: (error) => form.setApiErrors(error) }),
        )}
      >
        <Stack gap="sm">
          <TextInput label={t('mockApi.fail.path')} required {...form.getInputProps('path')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} className="field-row">
            <NativeSelect
              label={t('mockApi.fail.method')}
              data={[
                { value: '', label: t('mockApi.fail.anyMethod') },
                ...failMethods.map((method) => ({ value: method, label: method })),
              ]}
              {...form.getInputProps('method')}
            />
            <NumberInput
              label={t('mockApi.fail.status')}
              min={400}
              max={599}
              allowDecimal={false}
              {...form.getInputProps('status')}
            />
            <NumberInput
              label={t('mockApi.fail.count')}
              min={1}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('count')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={queueFailure.isPending}>
              {t('mockApi.fail.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

function ExpireSection() {
  const { t } = useTranslation();
  const expire = useExpireTokens();
  return (
    <SectionCard title={t('mockApi.expire.title')}>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('mockApi.expire.text')}
      </Text>
      <Group>
        <Button variant="light" onClick={() => expire.mutate(false)} loading={expire.isPending}>
          {t('mockApi.expire.access')}
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={() => expire.mutate(true)}
          loading={expire.isPending}
        >
          {t('mockApi.expire.all')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/** The API reference page: a page of its own, outside the dashboard (docs/api-reference.md). */
const apiReferenceUrl = `${import.meta.env.BASE_URL}api-reference.html`;

function ReferenceSection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('mockApi.reference.title')}>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('mockApi.reference.text')}
      </Text>
      <Group>
        <Button component="a" href={apiReferenceUrl} variant="light">
          {t('mockApi.reference.api')}
        </Button>
        <Button component="a" href={`${apiReferenceUrl}?doc=mock-control`} variant="light">
          {t('mockApi.reference.control')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/** The QA control panel of the mock API: the same switches as `/__mock/*` (docs/qa-guide.md). */
export function MockApiPage() {
  const { t, i18n } = useTranslation();
  const { data: status } = useMockStatus();
  return (
    <Stack gap="lg">
      <PageHeader title={t('mockApi.title')} subtitle={t('mockApi.subtitle')} />
      <SectionCard title={t('mockApi.status.title')}>
        <Group gap="xl" mb="sm">
          <Text fz="sm" component="div">
            {t('mockApi.status.session')}
            {t('common.labelSeparator')}
            <Badge variant="light">{status.session}</Badge>
          </Text>
          <Text fz="sm">
            {t('mockApi.status.seed')}
            {t('common.labelSeparator')}
            <b>{t(`mockApi.seeds.${status.seed}`)}</b>
          </Text>
          <Text fz="sm">
            {t('mockApi.status.latency')}
            {t('common.labelSeparator')}
            <b>{status.latencyMs} ms</b>
          </Text>
          <Text fz="sm">
            {t('mockApi.status.clock')}
            {t('common.labelSeparator')}
            <b>
              <time dateTime={status.clock.now}>
                {dateTimeFormat(i18n.resolvedLanguage, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(status.clock.now))}
              </time>
            </b>
            {status.clock.frozen ? ` (${t('mockApi.status.clockFrozen')})` : null}
          </Text>
        </Group>
        {status.failures.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('mockApi.status.noFailures')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mockApi.fail.path')}</Table.Th>
                <Table.Th>{t('mockApi.fail.method')}</Table.Th>
                <Table.Th>{t('mockApi.fail.status')}</Table.Th>
                <Table.Th>{t('mockApi.status.remaining')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.failures.map((failure, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{failure.path}</Table.Td>
                  <Table.Td>{failure.method ?? t('mockApi.fail.anyMethod')}</Table.Td>
                  <Table.Td>{failure.status}</Table.Td>
                  <Table.Td>{failure.remaining}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </SectionCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ResetSection />
        <LatencySection latencyMs={status.latencyMs} />
        <FailSection />
        <ExpireSection />
      </SimpleGrid>
      <ReferenceSection />
    </Stack>
  );
}
