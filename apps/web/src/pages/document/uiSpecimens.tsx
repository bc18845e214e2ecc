import Stack from '@mui/material/Stack';
import { MaskedInput } from '@daneshsara/ui/MaskedInput';
import { SchemaForm, type SchemaFormProps } from '@daneshsara/ui/schemaForm/SchemaForm';
import { NamedChecks } from '@daneshsara/domain';
import { useState } from 'react';
import { LONG_TEXT, Specimen, State } from './Specimen';

const SMALL_SCHEMA: SchemaFormProps['schema'] = {
  type: 'object',
  required: ['date'],
  properties: {
    date: { type: 'string', title: 'تاریخ (شمسی)', format: 'date' },
    color: { type: 'string', title: 'رنگ', format: 'hexColor' },
  },
};

function MaskedStates() {
  const [card, setCard] = useState('6037991234567893');
  const [date, setDate] = useState('1403/13/40');
  const dateCheck = NamedChecks.date(date);
  return (
    <>
      <State label="خالی">
        <MaskedInput label="شماره همراه" mask="mobile" value="" onChange={() => undefined} />
      </State>
      <State label="ارقام فارسی">
        <MaskedInput label="شماره کارت" mask="card" value={card} onChange={setCard} />
      </State>
      <State label="خطا">
        <MaskedInput
          label="تاریخ"
          mask="date"
          emit="masked"
          value={date}
          onChange={setDate}
          error={dateCheck !== true}
          helperText={dateCheck === true ? ' ' : dateCheck}
        />
      </State>
      <State label="غیرفعال">
        <MaskedInput
          label="شماره شبا"
          mask="iban"
          value="062960000000100324200001"
          onChange={() => undefined}
          disabled
        />
      </State>
      <State label="متن بلند فارسی" wide>
        <MaskedInput
          label={LONG_TEXT}
          mask="time"
          emit="masked"
          value="0930"
          onChange={() => undefined}
        />
      </State>
    </>
  );
}

/** The components of libs/ui, shared by the storefront and the console. */
export function UiSpecimens() {
  return (
    <Stack spacing={2.5}>
      <Specimen
        name="MaskedInput"
        file="libs/ui/src/MaskedInput.tsx"
        text="فیلد ماسک‌دار SPEC بخش ۵ (تاریخ، ساعت، تلفن، کارت، شبا، همراه) با react-imask؛ ارقام فارسی نشان می‌دهد و لاتین تحویل می‌دهد."
      >
        <MaskedStates />
      </Specimen>
      <Specimen
        name="SchemaForm"
        file="libs/ui/src/schemaForm/SchemaForm.tsx"
        text="فرمی از شِمای JSON با react-jsonschema-form؛ format فیلدها بررسی‌های نام‌دار و ماسک‌ها را به کار می‌گیرد."
      >
        <State label="بارگذاری و سپس فرم">
          <SchemaForm schema={SMALL_SCHEMA} liveValidate />
        </State>
        <State label="غیرفعال">
          <SchemaForm
            schema={SMALL_SCHEMA}
            formData={{ date: '1403/01/15', color: '#0f5e63' }}
            disabled
          />
        </State>
      </Specimen>
    </Stack>
  );
}
