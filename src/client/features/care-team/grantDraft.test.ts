import { describe, expect, it } from 'vitest';
import {
  draftOfRow,
  everyAreaDraft,
  grantChoice,
  grantErrors,
  grantProblem,
  toggleArea,
} from './grantDraft';
import { sharingTexts } from './sharingTexts';

const options = [
  { id: 'vitals', title: 'Vitals Profile' },
  { id: 'medical', title: 'Medical Profile' },
  { id: 'workout', title: 'Workout' },
];
const today = '2026-11-26';

describe('a grant being chosen', () => {
  it('starts with every area ticked and no end date, or as the grant stands', () => {
    expect(everyAreaDraft(options)).toEqual({
      profiles: ['vitals', 'medical', 'workout'],
      expiresOn: '',
    });
    expect(draftOfRow({ profiles: ['medical'], expires_on: '2026-12-31' })).toEqual({
      profiles: ['medical'],
      expiresOn: '2026-12-31',
    });
    expect(draftOfRow({ profiles: [], expires_on: null })).toEqual({ profiles: [], expiresOn: '' });
  });

  it('ticks and unticks, and sends the areas in the order they were shown', () => {
    const draft = toggleArea(toggleArea(everyAreaDraft(options), 'vitals'), 'vitals');
    expect(draft.profiles).toEqual(['medical', 'workout', 'vitals']);
    expect(grantChoice(draft, options)).toEqual({
      profiles: ['vitals', 'medical', 'workout'],
      expires_on: null,
    });
    expect(
      grantChoice({ profiles: ['workout', 'gone'], expiresOn: '2027-01-31' }, options),
    ).toEqual({ profiles: ['workout'], expires_on: '2027-01-31' });
  });

  it('refuses no area at all, and an end date before today or typed in part', () => {
    expect(grantProblem({ profiles: [], expiresOn: '' }, today)).toEqual({
      field: 'areas',
      message: sharingTexts.chooseAnArea,
    });
    expect(grantProblem({ profiles: ['vitals'], expiresOn: '2026-11-25' }, today)).toEqual({
      field: 'until',
      message: sharingTexts.untilInPast,
    });
    expect(
      grantProblem({ profiles: ['vitals'], expiresOn: '', untilIncomplete: true }, today),
    ).toEqual({ field: 'until', message: sharingTexts.untilNotADate });
    expect(grantProblem({ profiles: ['vitals'], expiresOn: '2026-02-30' }, today)?.field).toBe(
      'until',
    );
    expect(grantProblem({ profiles: ['vitals'], expiresOn: today }, today)).toBeUndefined();
    expect(grantProblem({ profiles: ['vitals'], expiresOn: '' }, today)).toBeUndefined();
  });

  it('names the problem by the control that says it', () => {
    expect(grantErrors({ profiles: [], expiresOn: '' }, today)).toEqual({
      areas: sharingTexts.chooseAnArea,
    });
    expect(grantErrors({ profiles: ['vitals'], expiresOn: '2026-11-25' }, today)).toEqual({
      until: sharingTexts.untilInPast,
    });
    expect(grantErrors({ profiles: ['vitals'], expiresOn: '' }, today)).toEqual({});
  });
});
