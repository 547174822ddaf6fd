// Loaded with the product form only (its drawer's lazy part): @hello-pangea/dnd and the picture
// resizing weigh on no list.
import { useState } from 'react';
import { ActionIcon, Badge, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '@/components/sortable/move-item';
import { SortableList } from '@/components/sortable/sortable-list';
import { resizeImage, type ImageProblem } from '@/lib/images/resize-image';
import {
  MAX_PRODUCT_IMAGE_CHARS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_SIZE,
} from '@/lib/ecommerce/ecommerce-values';
import { useSortableAnnouncements } from './use-sortable-announcements';

type ProductImagesFieldProps = {
  value: string[];
  onChange: (images: string[]) => void;
  error?: string | null;
};

/** Ids that follow each picture as it moves (the same picture twice gets two). */
function dragIds(images: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return images.map((src) => {
    const key = `${src.length}-${src.slice(-32)}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}-${count}`;
  });
}

/**
 * The product's pictures: uploaded from disk (resized here, in the browser), the first is the
 * cover. They are reordered by their grip, with the mouse or the keyboard (space to lift, the
 * arrows, space to drop: each step announced), or by the move buttons; a picture can be removed.
 */
export function ProductImagesField({ value, onChange, error }: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [reading, setReading] = useState(false);
  const room = MAX_PRODUCT_IMAGES - value.length;
  const ids = dragIds(value);
  const announcements = useSortableAnnouncements();

  const upload = async (files: File[]) => {
    setProblem(null);
    setReading(true);
    const added: string[] = [];
    for (const file of files.slice(0, room)) {
      const result = await resizeImage(file, {
        size: PRODUCT_IMAGE_SIZE,
        shape: 'fit',
        maxChars: MAX_PRODUCT_IMAGE_CHARS,
        quality: 0.82,
      });
      if ('problem' in result) setProblem(result.problem);
      else added.push(result.dataUrl);
    }
    setReading(false);
    if (added.length > 0) onChange([...value, ...added]);
  };

  const nameOf = (index: number) => t('ecommerce.catalog.form.picture', { number: index + 1 });
  const errorText = problem ? t(`ecommerce.catalog.imageProblems.${problem}`) : error;
  return (
    <Input.Wrapper
      label={t('ecommerce.catalog.fields.images')}
      description={t('ecommerce.catalog.form.imagesHint', { count: MAX_PRODUCT_IMAGES })}
      error={errorText}
      required
    >
      <Stack gap="xs" mt={4}>
        {value.length > 0 ? (
          <SortableList
            listId="product-images"
            label={t('ecommerce.catalog.fields.images')}
            items={value}
            itemId={(_src, index) => ids[index] ?? ''}
            itemName={(_src, index) => nameOf(index)}
            gripLabel={(name) => t('ecommerce.catalog.form.movePicture', { name })}
            announcements={announcements}
            onMove={({ from, to }) => onChange(moveItem(value, from, to))}
            density="compact"
          >
            {(src, index) => {
              const name = nameOf(index);
              return (
                <>
                  <Image src={src} alt={name} w={56} h={56} radius="sm" fit="cover" />
                  {index === 0 ? (
                    <Badge variant="light">{t('ecommerce.catalog.form.cover')}</Badge>
                  ) : null}
                  <Group gap={4} ms="auto" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={index === 0}
                      aria-label={t('ecommerce.catalog.form.moveEarlier', { name })}
                      onClick={() => onChange(moveItem(value, index, index - 1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={index === value.length - 1}
                      aria-label={t('ecommerce.catalog.form.moveLater', { name })}
                      onClick={() => onChange(moveItem(value, index, index + 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('ecommerce.catalog.form.removePicture', { name })}
                      onClick={() => onChange(value.filter((_, other) => other !== index))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </>
              );
            }}
          </SortableList>
        ) : null}
        {room > 0 ? (
          <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={reading}
                leftSection={<IconUpload size={16} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('ecommerce.catalog.form.upload')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
