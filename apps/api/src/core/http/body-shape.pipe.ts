import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { FieldValidationException, nonFieldError, type FieldErrors } from './errors';
import { isNullable } from './nullable';

/** Set (not enumerable) on a body made from multipart/form-data: its fields are text. */
export const MULTIPART = Symbol('multipart');

const NOT_AN_OBJECT = 'بدنه درخواست باید یک شیء (فیلدها و مقدارهایشان) باشد.';
const NOT_NULL = 'این فیلد نمی‌تواند خالی (null) باشد؛ برای تغییر ندادن آن را نفرستید.';
const REQUIRED = 'این فیلد الزامی است.';
const NOT_A_LIST = 'باید فهرست باشد.';

interface FieldShape {
  optional: boolean;
  array: boolean;
}

const shapes = new WeakMap<Function, Map<string, FieldShape>>();

/** What the DTO's class-validator rules say about each field (inherited ones included). */
function shapeOf(dto: Function): Map<string, FieldShape> {
  let shape = shapes.get(dto);
  if (shape) return shape;
  shape = new Map();
  for (const m of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const f = shape.get(m.propertyName) ?? { optional: false, array: false };
    if (m.type === 'conditionalValidation') f.optional = true;
    if (m.name === 'isArray') f.array = true;
    shape.set(m.propertyName, f);
  }
  shapes.set(dto, shape);
  return shape;
}

const PLAIN = new Set<unknown>([Object, String, Number, Boolean, Array]);

/**
 * Global, before validation: a DTO body must be an object (JSON `null`, a list or a bare value is
 * refused instead of read as an empty form); `null` is taken only by a field marked `@Nullable()`
 * (it clears it); a field declared as a list takes a list, except from multipart, where one value
 * of a repeatable field arrives alone.
 */
export class BodyShapePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const dto = metadata.metatype;
    if (metadata.type !== 'body' || metadata.data || !dto || PLAIN.has(dto)) return value;
    if (value === undefined) return value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw nonFieldError(NOT_AN_OBJECT);
    }
    const multipart = (value as { [MULTIPART]?: boolean })[MULTIPART] === true;
    const shape = shapeOf(dto);
    const errors: FieldErrors = {};
    for (const [key, v] of Object.entries(value)) {
      const field = shape.get(key);
      if (!field) continue;
      if (v === null && !isNullable(dto, key)) errors[key] = [field.optional ? NOT_NULL : REQUIRED];
      else if (field.array && !multipart && v !== null && !Array.isArray(v)) errors[key] = [NOT_A_LIST];
    }
    if (Object.keys(errors).length) throw new FieldValidationException(errors);
    return value;
  }
}
