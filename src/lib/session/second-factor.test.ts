import * as z from 'zod/mini';
import {
  formatRecoveryCode,
  recoveryCodeSchema,
  secondFactorFormSchema,
  toSecondFactor,
  twoStepSignInSchema,
} from './second-factor';

const recovery = (typed: string) => ({ useRecoveryCode: true, code: '', recoveryCode: typed });

describe('the second factor form', () => {
  it('takes a recovery code typed as shown and sends it as the contract says', () => {
    for (const typed of ['92xeq-x3mat', '92XEQ-X3MAT', ' 92xeq x3mat ', '92xeqx3mat']) {
      expect(z.safeParse(secondFactorFormSchema, recovery(typed)).success).toBe(true);
      const sent = { challenge: 'c', ...toSecondFactor(recovery(typed)) };
      expect(sent).toEqual({ challenge: 'c', recoveryCode: '92xeqx3mat' });
      // What docs/openapi.json requires of the body (`^[a-z0-9]{10}$`).
      expect(z.safeParse(twoStepSignInSchema, sent).success).toBe(true);
    }
  });

  it('refuses what is not a recovery code, by its field', () => {
    const result = z.safeParse(secondFactorFormSchema, recovery('92xeq-x3ma'));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['recoveryCode'],
        message: 'auth.errors.recoveryCodeFormat',
      }),
    ]);
  });

  it('sends the app code without the space people type in it', () => {
    expect(toSecondFactor({ useRecoveryCode: false, code: '123 456', recoveryCode: '' })).toEqual({
      code: '123456',
    });
  });

  it('shows a code in two groups, and the API takes neither the dash nor capitals', () => {
    expect(formatRecoveryCode('92xeqx3mat')).toBe('92xeq-x3mat');
    expect(z.safeParse(recoveryCodeSchema, '92xeq-x3mat').success).toBe(false);
    expect(z.safeParse(recoveryCodeSchema, '92XEQX3MAT').success).toBe(false);
    expect(z.safeParse(recoveryCodeSchema, '92xeqx3mat').success).toBe(true);
  });
});
