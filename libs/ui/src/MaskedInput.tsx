import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, lazy, Suspense } from 'react';
import {
  Masks,
  toImaskPattern,
  toLatinDigits,
  toPersianDigits,
  type MaskName,
} from '@daneshsara/domain';
import type { MaskAdapterProps } from './MaskAdapter';

const LazyMaskAdapter = /* @__PURE__ */ lazy(() => import('./MaskAdapter'));

/** Until the mask library has loaded, a plain input shows the value (and takes the ref). */
const MaskSlot = /* @__PURE__ */ forwardRef<HTMLInputElement, MaskAdapterProps>(
  function MaskSlot(props, ref) {
    const { maskPattern: _pattern, unmask: _unmask, onChange, ...rest } = props;
    return (
      <Suspense
        fallback={<input {...rest} ref={ref} onChange={(e) => onChange({ target: e.target })} />}
      >
        <LazyMaskAdapter {...props} ref={ref} />
      </Suspense>
    );
  },
);

export type MaskedInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** One of SPEC section 5's masks (`Masks` of libs/domain). */
  mask: MaskName;
  /** Latin digits: only the digits (`emit="digits"`) or the whole masked text (`"masked"`). */
  value: string;
  onChange: (value: string) => void;
  /** `digits` (default) for numbers sent bare (card, IBAN, mobile); `masked` for a date or time. */
  emit?: 'digits' | 'masked';
};

/**
 * A text field that draws a SPEC mask while it is typed (card `#### #### #### ####`, date
 * `####/##/##`, ...), shows Persian digits, accepts Persian, Arabic or Latin ones and hands back
 * Latin ones. Shared by the storefront and the console.
 */
export function MaskedInput({
  mask,
  value,
  onChange,
  emit = 'digits',
  slotProps,
  ...props
}: MaskedInputProps) {
  const input = typeof slotProps?.input === 'object' ? slotProps.input : {};
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...props}
      value={toPersianDigits(value ?? '')}
      onChange={(e) => onChange(toLatinDigits(e.target.value))}
      slotProps={{
        ...slotProps,
        input: { ...input, inputComponent: MaskSlot as never },
        htmlInput: {
          inputMode: 'numeric',
          dir: 'ltr',
          autoComplete: 'off',
          placeholder: toPersianDigits(Masks[mask].replace(/#/g, '0')),
          ...htmlInput,
          maskPattern: toImaskPattern(Masks[mask]),
          unmask: emit === 'digits',
          style: { direction: 'ltr', textAlign: 'right', ...htmlInput.style },
        },
      }}
    />
  );
}
