import { MATERIAL_ICONES, type MaterialIcone } from '@guia/shared';
import { Group, Select, type SelectProps, Text } from '@mantine/core';
import {
  type Icon,
  IconBook,
  IconBriefcase,
  IconDownload,
  IconFlask,
  IconHelmet,
  IconLeaf,
  IconMoodSad,
  IconPresentation,
  IconTruckDelivery,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Each of the spec's icon names drawn as a Tabler icon. */
export const ICONES: Record<MaterialIcone, Icon> = {
  'icn-download': IconDownload,
  'icn-principio-1': IconBriefcase,
  'icn-principio-2': IconUsersGroup,
  'icn-principio-3': IconHelmet,
  'icn-principio-4': IconLeaf,
  'icn-principio-5': IconTruckDelivery,
  'icn-video': IconVideo,
  'icn-conteudo-cientifico': IconFlask,
  'icn-cartilha': IconBook,
  'icn-apresentacao': IconPresentation,
  'icn-boi-triste': IconMoodSad,
};

/** A theme's or type's icon; decorative beside its title. */
export function MaterialIconeView({ icone, size = 22 }: { icone: string; size?: number }) {
  const Componente = ICONES[icone as MaterialIcone] ?? IconBook;
  return <Componente size={size} aria-hidden stroke={1.6} />;
}

/** The icon field of the theme and type forms: the spec's list, each option drawn with its icon. */
export function IconeSelect(props: Omit<SelectProps, 'data' | 'renderOption'>) {
  const { t } = useTranslation('admin-materiais');
  const data = MATERIAL_ICONES.map((icone) => ({ value: icone, label: t(`icones.${icone}`) }));
  const atual = props.value as MaterialIcone | null | undefined;
  return (
    <Select
      {...props}
      data={data}
      allowDeselect={false}
      leftSection={atual ? <MaterialIconeView icone={atual} size={18} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <MaterialIconeView icone={option.value} size={18} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
