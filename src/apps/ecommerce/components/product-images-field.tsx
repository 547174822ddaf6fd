import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resizeImage, type ImageProblem } from '@/lib/images/resize-image';
import {
  MAX_PRODUCT_IMAGE_CHARS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_SIZE,
} from '../api/ecommerce-values';

type ProductImagesFieldProps = {
  value: string[];
  onChange: (images: string[]) => void;
  error?: string | null;
};

/**
 * The product's pictures: uploaded from disk (resized here, in the browser), the first is the
 * cover; a picture can be made the cover or removed. Buttons rather than a drag, so the keyboard
 * does everything the mouse does.
 */
export function ProductImagesField({ value, onChange, error }: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [reading, setReading] = useState(false);
  const room = MAX_PRODUCT_IMAGES - value.length;

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
          <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {value.map((src, index) => {
              const name = t('ecommerce.catalog.form.picture', { number: index + 1 });
              return (
                <Stack key={`${index}-${src.slice(-24)}`} gap={4} component="li" align="center">
                  <Image src={src} alt={name} w={88} h={88} radius="sm" fit="cover" />
                  {index === 0 ? (
                    <Text size="xs" fw={600}>
                      {t('ecommerce.catalog.form.cover')}
                    </Text>
                  ) : null}
                  <Group gap={4}>
                    {index > 0 ? (
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('ecommerce.catalog.form.makeCover', { name })}
                        onClick={() =>
                          onChange([src, ...value.filter((_, other) => other !== index)])
                        }
                      >
                        <IconPhotoStar size={16} aria-hidden />
                      </ActionIcon>
                    ) : null}
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
                </Stack>
              );
            })}
          </Group>
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
