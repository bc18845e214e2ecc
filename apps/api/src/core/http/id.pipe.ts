import { Param, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { toLatinDigits } from '@daneshsara/domain';
import { notFound } from './errors';

/** The path parameters that name a row: `id`, `owner`, and every `…Id` (`userId`). */
const ROW_PARAM = /^(id|owner|[a-z]+Id)$/;

/** The row id a path segment names, or a 404 when it is not a positive integer. */
export function pathId(value: unknown): number {
  const text = toLatinDigits(String(value));
  if (!/^\d{1,15}$/.test(text)) throw notFound();
  const n = Number(text);
  if (n < 1 || !Number.isSafeInteger(n)) throw notFound();
  return n;
}

/** A path id that isn't a positive integer names no row: 404, like an unknown id. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    return pathId(value);
  }
}

/**
 * Global: every row parameter of every route (nested ones included) is checked the same way,
 * so a route that forgot `IdParam` still answers 404 to `/abc` instead of treating it as "none".
 */
export class PathIdPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param' || !metadata.data || !ROW_PARAM.test(metadata.data)) return value;
    pathId(value);
    return value;
  }
}

export const IdParam = (name = 'id') => Param(name, new IdPipe());
