import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

export interface SchemaFormProps {
  /** A JSON schema; a string field's `format` may name a SPEC check or mask (date, time, card…). */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  onChange?: (data: Record<string, unknown>) => void;
  onSubmit?: (data: Record<string, unknown>) => void;
  submitLabel?: string;
  disabled?: boolean;
  /** Check each field when it is left (default), as well as on submit. */
  liveValidate?: boolean;
}

const Impl = /* @__PURE__ */ lazy(() => import('./SchemaFormImpl'));

/**
 * A form drawn from a JSON schema by react-jsonschema-form's MUI theme, in Persian: the named
 * checks of SPEC section 5 judge fields whose `format` names one (with their Persian messages),
 * mask formats draw their masks with Persian digits, and AJV's own messages are Persian too.
 * The form library is loaded on first use. Used by the storefront's /form-generator and meant for
 * the content page editor's widget options.
 */
export function SchemaForm(props: SchemaFormProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="در حال بارگذاری فرم" />
        </Box>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
