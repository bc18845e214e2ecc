import { applyDecorators } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const NULLABLE = Symbol('nullable');

/**
 * A field a client may leave out or send as `null` to clear it (its type says `| null`).
 * `@IsOptional()` alone means "may be left out": a `null` there is refused (see body-shape.pipe).
 */
export function Nullable(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    JSONSchema({ nullable: true } as never) as PropertyDecorator,
    (target: object, key: string | symbol) => Reflect.defineMetadata(NULLABLE, true, target, key),
  );
}

export function isNullable(target: Function, key: string): boolean {
  return Reflect.getMetadata(NULLABLE, target.prototype as object, key) === true;
}
