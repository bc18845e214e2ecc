import { Param, type PipeTransform } from '@nestjs/common';
import { toLatinDigits } from '@daneshsara/domain';
import { notFound } from './errors';

/** A path id that isn't a positive integer names no row: 404, like an unknown id. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const text = toLatinDigits(String(value));
    if (!/^\d{1,15}$/.test(text)) throw notFound();
    const n = Number(text);
    if (n < 1 || !Number.isSafeInteger(n)) throw notFound();
    return n;
  }
}

export const IdParam = (name = 'id') => Param(name, new IdPipe());
