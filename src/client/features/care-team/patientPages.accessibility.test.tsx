import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { exampleDoctor } from './patientExamples';
import { doctorsServer } from './patientTesting';
import { patientRoutinesReply, patientSessionsReply } from './patientWorkoutExamples';

beforeAll(() => {
  document.documentElement.lang = 'en';
});

describe("the doctor's pages of a patient", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    // Once its summary is read: the laboratory grid is the last of it to appear.
    ['/patients/12', 'Laboratory results'],
    ['/patients/12/vitalsprofile', 'Vitals Profile charts'],
    ['/patients/12/medicalprofile', 'Medical Profile records'],
    ['/patients/12/workout', 'Session history'],
  ])('%s passes axe and has one h1', async (path, landmark) => {
    mockApi({
      ...doctorsServer(),
      [workoutPaths.routines]: { body: patientRoutinesReply },
      [careTeamPaths.routineSessions]: { body: patientSessionsReply(1, 2) },
    });
    renderApp(path, exampleDoctor);
    await screen.findByRole('heading', { name: landmark });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const results = await axe.run(document, {
      // jsdom does no layout, so contrast cannot be computed here (the tokens are chosen for AA).
      rules: { 'color-contrast': { enabled: false } },
    });
    const violations = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    expect(violations).toEqual([]);
  });
});
