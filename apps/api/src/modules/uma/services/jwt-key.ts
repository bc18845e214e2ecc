import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../../../config/config';

const keys = new WeakMap<AppConfig, KeyObject>();

/** The HS256 signing key as a KeyObject, built once per configuration. */
export function jwtKey(config: AppConfig): KeyObject {
  let key = keys.get(config);
  if (!key) {
    key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
    keys.set(config, key);
  }
  return key;
}
