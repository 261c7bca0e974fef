import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { categoryBackground, readableTextColor } from '@/lib/category-colors';

/**
 * The category tag in the category's own colour, with black or white text for contrast. It shows
 * the short name; a long description, when given, is its tooltip and is read after the name.
 */
export function CategoryTag({
  nome,
  cor,
  descricao,
}: {
  nome: string;
  cor: string | null | undefined;
  descricao?: string | null;
}) {
  const background = categoryBackground(cor);
  const extra = descricao && descricao !== nome ? descricao : null;
  const badge = (
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
      {extra && <VisuallyHidden>{` (${extra})`}</VisuallyHidden>}
    </Badge>
  );
  return extra ? (
    <Tooltip label={extra} multiline maw={280} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
