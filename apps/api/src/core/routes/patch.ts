import type { Type } from '@nestjs/common';
import { getMetadataStorage, ValidateIf, ValidationTypes } from 'class-validator';
import { BodyOf } from './index';

/**
 * The one meaning of PATCH (docs/api.md "PATCH"): the sent fields are laid over the row's current
 * form and the result is saved exactly as a PUT of the whole form would be. So a field left out
 * keeps its value, a sent one is checked by the PUT form's own rules, and every rule of the save
 * (permissions, 404, 409, cross-field checks) is the PUT's.
 */

const partials = new WeakMap<Type, Type>();

/** The DTO's fields (inherited ones too): what its class-validator rules name. */
export function formFields(dto: Type): string[] {
  return [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName))];
}

/**
 * The PUT form with every field optional: a field that is sent is checked by the same rules (types,
 * lengths, `null` only where the form takes it; an unknown field is still refused), a field left
 * out is not checked. A subclass, so the transforms, `@Nullable()` and the OpenAPI schema carry over.
 */
export function partialOf<D>(dto: Type<D>): Type<Partial<D>> {
  const known = partials.get(dto);
  if (known) return known as Type<Partial<D>>;
  const Partial = class extends (dto as Type<object>) {};
  Object.defineProperty(Partial, 'name', { value: `Partial${dto.name}` });
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  for (const field of formFields(dto)) {
    // A field the form already lets be left out keeps its own condition (class-validator lets a
    // subclass's condition replace an inherited one, and `@IsOptional()` also skips `null`).
    const optional = metas.some((m) => m.propertyName === field && m.type === ValidationTypes.CONDITIONAL_VALIDATION);
    if (!optional) ValidateIf((_o, value) => value !== undefined)(Partial.prototype, field);
  }
  partials.set(dto, Partial);
  return Partial as Type<Partial<D>>;
}

/** The body parameter at `index` is a PATCH of `dto`: validated by `partialOf(dto)`. */
export const PatchOf = (dto: Type, index: number): MethodDecorator => BodyOf(partialOf(dto), index);

/**
 * The whole form a PATCH stands for: `current` (the row as its form: its detail answer, unless the
 * resource says otherwise), read to the DTO's fields, with the sent fields over it.
 */
export function patched<D>(dto: Type<D>, current: object, sent: Partial<D>): D {
  const now = current as Record<string, unknown>;
  const form: Record<string, unknown> = {};
  for (const field of formFields(dto)) if (field in now) form[field] = now[field];
  for (const [field, value] of Object.entries(sent as object)) if (value !== undefined) form[field] = value;
  return form as D;
}
