import { ActionIcon, ColorPicker, ColorSwatch, isColorValid, Popover, TextInput } from '@mantine/core';
import { useEyeDropper } from '@mantine/hooks';
import { IconColorPicker } from '@tabler/icons-react';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ColorFieldProps {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  withAsterisk?: boolean;
  placeholder?: string;
  swatches?: string[];
}

/**
 * A hex colour: typed, or chosen in a picker under the field. Unlike Mantine's ColorInput, Escape
 * closes only the open picker (not the modal around it), the picker's sliders are named and the
 * eye-dropper button has a name.
 */
export function ColorField({ label, value = '', onChange, error, swatches, ...props }: ColorFieldProps) {
  const { t } = useTranslation('common');
  const [aberto, setAberto] = useState(false);
  const { supported: conta, open: abrirConta } = useEyeDropper();
  const capturar = async () => {
    const cor = await abrirConta().catch(() => undefined);
    if (cor?.sRGBHex) onChange(cor.sRGBHex);
  };
  return (
    <Popover opened={aberto} onChange={setAberto} position="bottom-start" offset={5} withRoles={false}>
      <Popover.Target>
        <TextInput
          label={label}
          value={value}
          error={error}
          withAsterisk={props.withAsterisk}
          placeholder={props.placeholder}
          autoComplete="off"
          spellCheck={false}
          // Mantine's modal leaves an Escape alone when its target carries this: the picker takes it.
          data-mantine-stop-propagation={aberto ? 'true' : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          onFocus={(e) => {
            setAberto(true);
            props.onFocus?.(e);
          }}
          onClick={() => setAberto(true)}
          onBlur={(e) => {
            setAberto(false);
            props.onBlur?.(e);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && aberto) {
              e.stopPropagation();
              setAberto(false);
            }
          }}
          leftSection={<ColorSwatch color={isColorValid(value) ? value : '#fff'} size={18} aria-hidden />}
          rightSection={
            conta ? (
              <ActionIcon variant="subtle" color="gray" onClick={capturar} aria-label={t('cor.contaGotas')}>
                <IconColorPicker size={18} aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
      </Popover.Target>
      <Popover.Dropdown onMouseDown={(e) => e.preventDefault()}>
        <ColorPicker
          format="hex"
          value={isColorValid(value) ? value : '#ffffff'}
          onChange={onChange}
          swatches={swatches}
          focusable={false}
          saturationLabel={t('cor.saturacao')}
          hueLabel={t('cor.matiz')}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
