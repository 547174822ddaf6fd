import { Secret, TOTP } from 'otpauth';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  type SecondFactor,
} from '@/lib/session/second-factor';
import type { TwoStepRecord } from '@/mocks/db/auth-tables';
import type { Database } from '@/mocks/db/tables';
import { throwHttpError } from './http-errors';

/**
 * Two-step sign-in's codes: TOTP (RFC 6238) as every authenticator app makes them, SHA-1, six
 * digits, a new code every 30 seconds. They follow real time, not the mock's clock, as tokens do:
 * the phone that scanned the QR code knows no other.
 */
const PERIOD_S = 30;
/** Codes of the step before and after are accepted too: a phone's clock drifts a little. */
const WINDOW = 1;
const ISSUER = 'Admin Dashboard';

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

const stepAt = (now: number) => Math.floor(now / 1000 / PERIOD_S);

/** A new secret, in base32 as people type it into an app (20 random bytes, 32 characters). */
export function newTwoStepSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an app reads from the QR code. */
export function twoStepUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The code of one time step. */
function codeAt(secret: string, step: number): string {
  return totp(secret).generate({ timestamp: step * PERIOD_S * 1000 });
}

/** The time step a code belongs to, within the drift window around now; null when none. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const current = stepAt(now);
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    if (codeAt(secret, step) === code) return step;
  }
  return null;
}

/**
 * A code for `secret` that would be accepted now and for longest: the one the authenticator shows
 * now, or the next step's when that one was used (the mock's control API hands it to QA, so that
 * a flow never gets a used one). Never the previous step's, which a flow could type too late.
 */
export function nextAcceptedCode(secret: string, lastUsedStep: number): string | null {
  const current = stepAt(Date.now());
  for (let step = current; step <= current + WINDOW; step += 1) {
    if (step > lastUsedStep) return codeAt(secret, step);
  }
  return null;
}

/**
 * Ten one-time recovery codes as the API gives and takes them (`a1b2c3d4e5`; the screen shows
 * `a1b2c-3d4e5`), from an alphabet without look-alikes.
 */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  });
}

/** The user's two-step row, when they have one. */
export function twoStepOf(db: Database, userId: number): TwoStepRecord | undefined {
  return db.twoStep.find((row) => row.userId === userId);
}

/** Whether the user must give a second factor to sign in. */
export function hasTwoStep(db: Database, userId: number): boolean {
  return Boolean(twoStepOf(db, userId)?.secret);
}

export type FactorCheck = 'accepted' | 'wrong' | 'used';

/**
 * A refused factor's message, by the field it came in: an app code used already is one of a time
 * step that passed (wait for the next), a spent recovery code is gone for good (use another).
 */
export const twoStepErrorKeys = {
  code: { wrong: 'auth.errors.wrongCode', used: 'auth.errors.codeUsed' },
  recoveryCode: { wrong: 'auth.errors.wrongRecoveryCode', used: 'auth.errors.recoveryCodeUsed' },
} as const;

/** Refuses a second factor that was not accepted: a 400 with the error on the field it came in. */
export function refuseFactor(check: 'wrong' | 'used', factor: SecondFactor): never {
  const field = 'code' in factor ? 'code' : 'recoveryCode';
  const key = twoStepErrorKeys[field][check];
  throwHttpError(400, key, { [field]: [key] });
}

/**
 * Checks an app code against `secret`: accepted (and remembered, so it is never accepted again),
 * used (a code of a step already accepted), or wrong.
 */
export function checkAppCode(record: TwoStepRecord, secret: string, code: string): FactorCheck {
  const step = stepOf(secret, code);
  if (step === null) return 'wrong';
  if (step <= record.lastUsedStep) return 'used';
  record.lastUsedStep = step;
  return 'accepted';
}

/** Checks a second factor of a user with two-step on; a recovery code is spent when accepted. */
export function checkSecondFactor(record: TwoStepRecord, factor: SecondFactor): FactorCheck {
  if ('code' in factor) {
    return record.secret ? checkAppCode(record, record.secret, factor.code) : 'wrong';
  }
  // Codes kept by an older mock (a saved demo database) were stored with their dash.
  const index = record.recoveryCodes.map(normaliseRecoveryCode).indexOf(factor.recoveryCode);
  if (index === -1) {
    const used = record.usedRecoveryCodes.map(normaliseRecoveryCode);
    return used.includes(factor.recoveryCode) ? 'used' : 'wrong';
  }
  record.recoveryCodes.splice(index, 1);
  record.usedRecoveryCodes.push(factor.recoveryCode);
  return 'accepted';
}
