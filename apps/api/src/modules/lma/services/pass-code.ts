import { randomInt } from 'node:crypto';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '@daneshsara/domain';
import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent } from 'typeorm';
import { Registration } from '../entities/lma.entities';

/** A fresh pass code: 10 characters drawn from the 31-letter alphabet by the system's CSPRNG. */
export function newPassCode(): string {
  let code = '';
  for (let i = 0; i < PASS_CODE_LENGTH; i++) code += PASS_CODE_ALPHABET[randomInt(PASS_CODE_ALPHABET.length)];
  return code;
}

/**
 * Every registration is born with its entry pass code (issue 28), in the statement that inserts it,
 * whoever inserts it (a learner, staff, the seed): so reading a pass is a plain read (a GET never
 * writes) and the code never changes. The unique index keeps codes apart (a clash is one in 10^14).
 */
@EventSubscriber()
export class RegistrationPassSubscriber implements EntitySubscriberInterface<Registration> {
  listenTo() {
    return Registration;
  }

  beforeInsert(event: InsertEvent<Registration>): void {
    if (event.entity && !event.entity.pass_code) event.entity.pass_code = newPassCode();
  }
}
