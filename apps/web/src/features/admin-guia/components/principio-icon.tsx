import {
  IconBriefcase,
  IconBuildingCommunity,
  IconLeaf,
  IconLink,
  type IconProps,
  IconUsers,
} from '@tabler/icons-react';
import { principioColor } from '@/components/charts/principio-color';

// The producer side's icons per principle code (features/desempenho), kept in step by hand: features
// never import each other.
const ICONS = { 1: IconBriefcase, 2: IconBuildingCommunity, 3: IconUsers, 4: IconLeaf, 5: IconLink } as const;

/** The principle's icon in its fixed colour (decorative: the title names the principle). */
export function PrincipioIcon({ codigo, size = 32, ...props }: { codigo: number } & IconProps) {
  const Icon = ICONS[codigo as keyof typeof ICONS] ?? IconLeaf;
  return <Icon size={size} color={principioColor(codigo)} aria-hidden {...props} />;
}
