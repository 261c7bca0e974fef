import { Badge } from '@mantine/core';
import { categoryBackground, readableTextColor } from '@/lib/category-colors';

/** The category tag in the category's own colour, with black or white text for contrast. */
export function CategoryTag({ nome, cor }: { nome: string; cor: string | null | undefined }) {
  const background = categoryBackground(cor);
  return (
    <Badge
      size="lg"
      radius="sm"
      variant="filled"
      styles={{
        root: { backgroundColor: background, color: readableTextColor(background), maxWidth: '100%' },
        label: { textTransform: 'none', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' },
      }}
    >
      {nome}
    </Badge>
  );
}
