import {
  isNamedCheck,
  Masks,
  NamedChecks,
  type MaskName,
  type NamedCheck,
} from '@daneshsara/domain';
import Form from '@rjsf/mui';
import type {
  FormValidation,
  RJSFSchema,
  UiSchema,
  WidgetProps,
  RegistryWidgetsType,
} from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { MaskedInput } from '../MaskedInput';
import { persianErrors, translateFa } from './persian';
import type { SchemaFormProps } from './SchemaForm';

type Data = Record<string, unknown>;

/** Every named check is a JSON-schema format; AJV lets them through, the named checks judge. */
const validator = customizeValidator({
  customFormats: Object.fromEntries(
    Object.keys(NamedChecks).map((name) => [name, () => true] as const),
  ),
});

const isMask = (format: unknown): format is MaskName =>
  typeof format === 'string' && Object.prototype.hasOwnProperty.call(Masks, format);

/** A string field: a mask's format draws the mask (Persian digits), anything else MUI's input. */
function TextWidget(props: WidgetProps) {
  const { schema, registry } = props;
  if (!isMask(schema.format)) {
    const { BaseInputTemplate } = registry.templates;
    return <BaseInputTemplate {...props} />;
  }
  const mask = schema.format;
  const errors = props.rawErrors ?? [];
  return (
    <MaskedInput
      id={props.id}
      name={props.name}
      mask={mask}
      emit={mask === 'card' || mask === 'iban' || mask === 'mobile' ? 'digits' : 'masked'}
      label={props.label}
      required={props.required}
      disabled={props.disabled || props.readonly}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(v) => props.onChange(v === '' ? props.options.emptyValue : v)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      error={errors.length > 0}
    />
  );
}

// rjsf draws format date and time with the browser's Gregorian pickers: ours are Jalali masks.
const widgets: RegistryWidgetsType = {
  TextWidget,
  DateWidget: TextWidget,
  DateTimeWidget: TextWidget,
  TimeWidget: TextWidget,
};

/** Runs the named check of each field whose format names one, at any depth. */
function checkFormats(schema: RJSFSchema, data: unknown, errors: FormValidation): void {
  if (!schema || typeof schema !== 'object') return;
  if (
    typeof schema.format === 'string' &&
    isNamedCheck(schema.format) &&
    typeof data === 'string'
  ) {
    const result = NamedChecks[schema.format as NamedCheck](data);
    if (result !== true) errors.addError(result);
  }
  const props = schema.properties;
  if (props && data && typeof data === 'object') {
    for (const [key, child] of Object.entries(props)) {
      const sub = (errors as unknown as Record<string, FormValidation>)[key];
      if (sub && typeof child === 'object')
        checkFormats(child as RJSFSchema, (data as Data)[key], sub);
    }
  }
}

export default function SchemaFormImpl({
  schema,
  uiSchema,
  formData,
  onChange,
  onSubmit,
  submitLabel = 'ثبت',
  disabled,
  liveValidate = true,
}: SchemaFormProps) {
  const ui: UiSchema = {
    ...uiSchema,
    'ui:submitButtonOptions': {
      submitText: submitLabel,
      ...(uiSchema?.['ui:submitButtonOptions'] as object | undefined),
    },
  };
  // A changed schema is a new form (the schema editor of /form-generator redraws it as typed).
  const key = useMemo(() => JSON.stringify(schema), [schema]);
  return (
    <Form
      key={key}
      schema={schema}
      uiSchema={ui}
      formData={formData}
      validator={validator}
      widgets={widgets}
      disabled={disabled}
      liveValidate={liveValidate ? 'onBlur' : undefined}
      showErrorList={false}
      noHtml5Validate
      translateString={translateFa}
      transformErrors={persianErrors}
      customValidate={(data, errors) => {
        checkFormats(schema, data, errors);
        return errors;
      }}
      onChange={(e) => onChange?.(e.formData as Data)}
      onSubmit={(e) => onSubmit?.(e.formData as Data)}
    />
  );
}
