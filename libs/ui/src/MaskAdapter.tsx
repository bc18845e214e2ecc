import { forwardRef, type InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { toLatinDigits, toPersianDigits } from '@daneshsara/domain';

/** A digit slot of the mask takes a Persian digit; typed Latin or Arabic ones become Persian. */
const PERSIAN_DIGIT = { '0': /[۰-۹]/ };
const toPersian = (chars: string): string => toPersianDigits(toLatinDigits(chars));

export type MaskAdapterProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  maskPattern: string;
  unmask: boolean;
  value: string;
  onChange: (event: { target: { name?: string; value: string } }) => void;
};

/**
 * MUI's inputComponent slot around react-imask (the integration MUI's docs show). Loaded on
 * demand by MaskedInput, so the input-mask library stays out of every app's first load.
 */
const MaskAdapter = forwardRef<HTMLInputElement, MaskAdapterProps>(function MaskAdapter(
  { maskPattern, unmask, value, onChange, name, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      name={name}
      mask={maskPattern}
      definitions={PERSIAN_DIGIT}
      prepareChar={toPersian}
      unmask={unmask}
      value={value}
      inputRef={ref}
      onAccept={(next: string) => {
        if (next !== value) onChange({ target: { name, value: next } });
      }}
    />
  );
});

export default MaskAdapter;
