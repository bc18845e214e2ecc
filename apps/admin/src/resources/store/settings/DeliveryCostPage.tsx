import { toLatinDigits } from '@daneshsara/domain';
import { RialInput } from '../../../inputs/RialInput';
import { SettingKey } from '../api';
import { SettingsCard } from './SettingsCard';

/** The stored Rials (digits) as a number for the Rial input; null when not a number. */
export function deliveryCostToForm(stored: string): number | null {
  const digits = toLatinDigits(stored ?? '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** The form's amount as the API stores it: whole Rials, digits only. */
export function deliveryCostToStored(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.trunc(value)) : '';
}

function validateDeliveryCost(values: Record<string, unknown>) {
  const value = values.value;
  if (value === null || value === undefined || value === '') {
    return { value: 'ra.validation.required' };
  }
  if (typeof value !== 'number' || value < 0 || !Number.isInteger(value)) {
    return { value: 'app.store.checks.price' };
  }
  return {};
}

/** /admin/store/delivery-cost: GET/PUT cma/settings/key/DeliveryCost-post-pishtaz */
export function DeliveryCostPage() {
  return (
    <SettingsCard
      settingKey={SettingKey.DELIVERY_COST}
      title="app.store.settings.delivery_cost.title"
      help="app.store.settings.delivery_cost.help"
      toForm={deliveryCostToForm}
      toStored={deliveryCostToStored}
      validate={validateDeliveryCost}
    >
      <RialInput source="value" label="app.store.settings.delivery_cost.label" />
    </SettingsCard>
  );
}
