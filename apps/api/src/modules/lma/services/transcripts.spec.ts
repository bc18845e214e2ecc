import { describe, expect, it } from 'vitest';
import { computeResult, type ResultInput } from './transcripts.service';

const base: ResultInput = {
  attended: 8,
  total: 10,
  attendanceWeight: 30,
  highestTestScore: 15,
  verifiedAssignments: 3,
  mandatoryAssignments: 3,
  previousConditional: false,
  marks: { clean: 12, conditional: 10, special: 14 },
  overriddenFinal: null,
};

describe('transcript result', () => {
  it('weights attendance and the best test: 8/10 × 20 × 30% + 15 × 70% = 4.8 + 10.5', () => {
    expect(computeResult(base)).toEqual({ attendance_score: 4.8, final_score: 15.3, status: 'CLEAN_PASSED' });
  });
  it('passes conditionally between the two marks and fails below', () => {
    expect(computeResult({ ...base, highestTestScore: 9 }).status).toBe('CONDITIONAL_PASSED');
    expect(computeResult({ ...base, highestTestScore: 5 }).status).toBe('FAILED');
  });
  it('fails with too few verified assignments whatever the score', () => {
    expect(computeResult({ ...base, highestTestScore: 20, verifiedAssignments: 2 }).status).toBe('FAILED');
  });
  it('fails with an unmet mandatory project', () => {
    expect(computeResult({ ...base, highestTestScore: 20, unmetMandatoryProject: true }).status).toBe('FAILED');
  });
  it('a previous conditional pass needs the special mark', () => {
    expect(computeResult({ ...base, previousConditional: true }).status).toBe('CLEAN_PASSED');
    expect(computeResult({ ...base, previousConditional: true, highestTestScore: 12 }).status).toBe('FAILED_DUE_TO_PRE_CONDITIONAL');
  });
  it('an overridden final score decides', () => {
    expect(computeResult({ ...base, overriddenFinal: 11 })).toMatchObject({ final_score: 11, status: 'CONDITIONAL_PASSED' });
  });
  it('no sessions held: attendance 0', () => {
    expect(computeResult({ ...base, total: 0, attended: 0 }).attendance_score).toBe(0);
  });
});
