import type { MaterialDeApoio } from '@guia/shared';
import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { abrirArquivo } from '../lib/abrir-arquivo';

/** 'Acessar': a link opens in a new window (noopener); a stored file is fetched with the session and shown in one. */
export function AcessarMaterial({ material }: { material: MaterialDeApoio }) {
  const { t } = useTranslation('materiais');
  const label = t('acessarMaterial', { titulo: material.titulo });
  const common = {
    variant: 'outline',
    color: 'pasture.8',
    rightSection: <IconExternalLink size={16} aria-hidden />,
    'aria-label': label,
  } as const;
  if (material.tipo === 'link') {
    return (
      <Button component="a" href={material.url} target="_blank" rel="noopener noreferrer" {...common}>
        {t('acessar')}
      </Button>
    );
  }
  return (
    <Button onClick={() => void abrirArquivo(material.url, material.nomearquivo)} {...common}>
      {t('acessar')}
    </Button>
  );
}
