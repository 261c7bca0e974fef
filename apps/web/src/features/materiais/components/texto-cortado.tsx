import { cortarTexto } from '@guia/shared';
import { Text, type TextProps, Tooltip, VisuallyHidden } from '@mantine/core';

interface TextoCortadoProps extends TextProps {
  texto: string;
  max: number;
  component?: 'p' | 'span' | 'h2' | 'h3';
}

/**
 * A card text cropped at `max` characters with an ellipsis (spec §9). When cropped, the whole text
 * is in a tooltip that opens on hover, focus and touch, and is what screen readers read (a hidden
 * copy: a paragraph may not carry an aria-label, axe aria-prohibited-attr).
 */
export function TextoCortado({ texto, max, component = 'p', ...props }: TextoCortadoProps) {
  const cortado = cortarTexto(texto, max);
  if (cortado === texto.trim()) {
    return (
      <Text component={component} {...props}>
        {texto}
      </Text>
    );
  }
  return (
    <Tooltip label={texto} multiline maw={320} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Text component={component} tabIndex={0} {...props}>
        <span aria-hidden>{cortado}</span>
        <VisuallyHidden>{texto}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
