import {
  IconBook,
  IconBriefcase,
  IconDownload,
  IconFileText,
  IconFlask,
  IconHelmet,
  IconLeaf,
  IconMoodSad,
  IconPresentation,
  IconTruckDelivery,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';

/** The spec's icon names (admin §2.9) drawn with Tabler icons; an unknown name gets a document. */
const ICONES = {
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
} as const;

/** A theme's or type's icon, decorative (its title names it). */
export function MaterialIcone({ icone, size = 28 }: { icone: string; size?: number }) {
  const Icone = ICONES[icone as keyof typeof ICONES] ?? IconFileText;
  return <Icone size={size} aria-hidden stroke={1.6} />;
}
