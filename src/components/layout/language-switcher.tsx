import { ActionIcon } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/i18n/languages';
import { LanguageFlag } from './language-flag';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <Menu position="bottom-end" withinPortal>
      <Tooltip label={t('layout.language')}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('layout.language')}>
            <IconLanguage size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            leftSection={<LanguageFlag code={language.code} />}
            rightSection={language.code === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language.code === current ? 'true' : undefined}
            onClick={() => void i18n.changeLanguage(language.code)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
