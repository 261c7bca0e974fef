import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

// UF letters, the 7-digit IBGE code, then 32 uppercase letters or digits (spec §5).
const CAR_MASK = 'UU-0000000-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';
// IMaskInput's props are a union over every mask kind that InputBase's polymorphic typing cannot
// narrow: the pattern options are passed as a plain record.
const CAR_MASK_OPTIONS: Record<string, unknown> = {
  mask: CAR_MASK,
  definitions: { U: /[A-Z]/, X: /[A-Z0-9]/ },
  prepareChar: (char: string) => char.toUpperCase(),
};

interface CarInputProps extends Omit<InputBaseProps, 'onChange'> {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** The CAR receipt, formatted and upper-cased as typed or pasted (a receipt copied from SICAR fits). */
export function CarInput({ value, onChange, ...props }: CarInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      {...CAR_MASK_OPTIONS}
      value={value}
      autoComplete="off"
      spellCheck={false}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
