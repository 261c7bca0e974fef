import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

interface MaskedInputProps extends Omit<InputBaseProps, 'onChange'> {
  id?: string;
  /** react-imask pattern: 0 is a digit (999.999.999-99 is written 000.000.000-00). */
  mask: string;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  name?: string;
}

/** A Mantine input that formats as the user types (CPF, CNPJ, cell phone, state registration). */
export function MaskedInput({ mask, value, onChange, inputMode = 'numeric', ...props }: MaskedInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={mask}
      value={value ?? ''}
      inputMode={inputMode}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}

/** The spec's masks written for react-imask. */
export const MASKS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  celular: '(00)00000-0000',
} as const;
