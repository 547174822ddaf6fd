import { useId, type ReactNode } from 'react';
import {
  Group,
  Input,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import classes from './customizer.module.css';

/** A titled group of settings; the heading names the region for screen readers. */
export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} id={id} className={classes.heading}>
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

export type Option<T extends string> = { value: T; label: string; preview?: ReactNode };

type ChoiceProps<T extends string> = {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
};

/** Narrows the string a Mantine control reports back to one of the options. */
function pick<T extends string>(options: readonly Option<T>[], next: string): T | undefined {
  return options.find((option) => option.value === next)?.value;
}

/** Two or three short options side by side (a radio group). */
export function SegmentedChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceProps<T>) {
  const id = useId();
  return (
    // A div label (no form control to point at) styled like the other inputs' labels.
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id }}>
      <SegmentedControl
        mt={6}
        fullWidth
        size="sm"
        aria-labelledby={id}
        value={value}
        data={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(next) => {
          const picked = pick(options, next);
          if (picked) onChange(picked);
        }}
      />
    </Input.Wrapper>
  );
}

/** Options as radio cards in two columns: room for long labels and a small preview. */
export function CardChoice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        const picked = pick(options, next);
        if (picked) onChange(picked);
      }}
    >
      <SimpleGrid cols={2} spacing="xs" mt={6}>
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} className={classes.card}>
            {option.preview}
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator size="xs" />
              <Text fz="sm" lh={1.3}>
                {option.label}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
