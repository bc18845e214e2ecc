import { NamedChecks, type MaskName, type NamedCheck } from '@daneshsara/domain';
import { MaskedInput } from '@daneshsara/ui';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  type InputProps,
  type Validator,
} from 'react-admin';

export type MaskedTextInputProps = Pick<
  InputProps,
  'source' | 'label' | 'helperText' | 'defaultValue' | 'disabled' | 'readOnly'
> & {
  /** SPEC section 5's mask drawn while typing (`Masks` of libs/domain). */
  mask: MaskName;
  /** SPEC section 5's named check, with its Persian message (`NamedChecks` of libs/domain). */
  check: NamedCheck;
  /** More rules (required(), …), run before the named check. */
  validate?: Validator | Validator[];
  /** What the form keeps: the bare Latin digits (a mobile, a card) or the masked text (a date). */
  emit?: 'digits' | 'masked';
};

/** A react-admin validator from a named check: undefined when valid, else its Persian message. */
export function namedCheck(check: NamedCheck): Validator {
  return (value) => {
    const result = NamedChecks[check](typeof value === 'string' ? value : '');
    return result === true ? undefined : result;
  };
}

/**
 * A react-admin input over libs/ui's MaskedInput: a mobile, a card number, an IBAN or a Jalali
 * date typed by hand gets its mask (Persian digits on screen, Latin ones in the form) and the
 * named check's Persian message when it is wrong.
 */
export function MaskedTextInput({
  mask,
  check,
  validate,
  emit = 'digits',
  ...props
}: MaskedTextInputProps) {
  const resource = useResourceContext();
  const rules = [
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
    namedCheck(check),
  ];
  const { id, field, fieldState, isRequired } = useInput({ ...props, validate: rules });
  const error = fieldState.error?.message;
  return (
    <MaskedInput
      id={id}
      name={field.name}
      mask={mask}
      emit={emit}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      className={`ra-input ra-input-${props.source}`}
      label={
        <FieldTitle
          label={props.label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      }
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={props.helperText} />}
      slotProps={{ htmlInput: { readOnly: props.readOnly } }}
    />
  );
}
