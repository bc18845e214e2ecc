import type { Type } from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
import { Messages } from '@daneshsara/domain';

/** What a delete (and other bodiless writes) answer. */
export const done = (id: number) => ({ id, detail: Messages.SUCCESS, message: Messages.SUCCESS });

/**
 * The body parameter at `index` is of class `dto`. Nest's pipes (the global ValidationPipe and the
 * body-shape check, with their Persian messages) and the OpenAPI document read a parameter's class
 * from `design:paramtypes`, which a controller factory's generic parameter leaves as `Object`
 * (nothing would be validated). Runs after TypeScript has written that metadata.
 */
export const BodyOf =
  (dto: Type, index: number): MethodDecorator =>
  (target, key) => {
    const types = [...((Reflect.getMetadata(PARAMTYPES_METADATA, target, key) as unknown[] | undefined) ?? [])];
    types[index] = dto;
    Reflect.defineMetadata(PARAMTYPES_METADATA, types, target, key);
  };

const none: MethodDecorator = () => undefined;
/** `decorator` when `on`, else nothing: a factory's optional route. */
export const when = (on: boolean, decorator: MethodDecorator): MethodDecorator => (on ? decorator : none);
