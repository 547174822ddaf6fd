import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';

type UserDetailsListProps = {
  items: readonly { label: string; value: ReactNode }[];
  /** `vertical` puts each label above its value, for a narrow card. */
  orientation?: 'horizontal' | 'vertical';
};

/** Label–value pairs of a user (a `<dl>`). Long values (emails) wrap instead of overflowing. */
export function UserDetailsList({ items, orientation = 'horizontal' }: UserDetailsListProps) {
  return (
    <DataList labelWidth="8rem" gap="xs" orientation={orientation}>
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          {/* Stretched under a label above it, so the value starts where the label does (the right
              edge, right to left). */}
          <DataList.ItemValue
            style={{
              overflowWrap: 'anywhere',
              alignSelf: orientation === 'vertical' ? 'stretch' : undefined,
            }}
          >
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
