import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { IRAN_PROVINCES } from '@daneshsara/domain';
import { useMemo } from 'react';

const PROVINCE_NAMES = IRAN_PROVINCES.map((p) => p.name);

interface ProvinceCityFieldsProps {
  idPrefix: string;
  provinceLabel: string;
  cityLabel: string;
  province: string;
  city: string;
  onProvinceChange: (value: string) => void;
  onCityChange: (value: string) => void;
  provinceError?: string;
  cityError?: string;
}

/**
 * Province from the 31 provinces, then a city of that province; the city list holds the main
 * cities only, so any other city may be typed in.
 */
export function ProvinceCityFields(props: ProvinceCityFieldsProps) {
  const cities = useMemo(
    () => IRAN_PROVINCES.find((p) => p.name === props.province)?.cities ?? [],
    [props.province],
  );

  return (
    <>
      <Autocomplete
        id={`${props.idPrefix}-province`}
        options={PROVINCE_NAMES}
        value={props.province || null}
        onChange={(_, next) => {
          props.onProvinceChange(next ?? '');
          const nextCities = IRAN_PROVINCES.find((p) => p.name === next)?.cities ?? [];
          if (!nextCities.includes(props.city)) props.onCityChange('');
        }}
        noOptionsText="استانی با این نام یافت نشد"
        renderInput={(params) => (
          <TextField
            {...params}
            label={props.provinceLabel}
            placeholder="انتخاب استان"
            error={!!props.provinceError}
            helperText={props.provinceError}
          />
        )}
      />
      <Autocomplete
        id={`${props.idPrefix}-city`}
        freeSolo
        options={cities}
        value={props.city || null}
        inputValue={props.city}
        onInputChange={(_, next) => props.onCityChange(next)}
        onChange={(_, next) => props.onCityChange(next ?? '')}
        disabled={!props.province}
        renderInput={(params) => (
          <TextField
            {...params}
            label={props.cityLabel}
            placeholder={props.province ? 'انتخاب یا نوشتن شهر' : 'ابتدا استان را انتخاب کنید'}
            error={!!props.cityError}
            helperText={props.cityError}
          />
        )}
      />
    </>
  );
}
