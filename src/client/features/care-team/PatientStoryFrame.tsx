import { useState, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '../../app/store';
import { exampleDoctor } from './patientExamples';

export interface PatientStoryFrameProps {
  /** The address the story opens, e.g. /patients/12. */
  path: string;
  /** The route pattern the page is mounted at, so it reads its parameters as in the app. */
  route: string;
  page: ReactElement;
}

/** A story's doctor signed in, at a patient page's address, as the app's router mounts it. */
export function PatientStoryFrame({ path, route, page }: PatientStoryFrameProps) {
  // One store for the story's life, not one per render.
  const [store] = useState(() => createAppStore({ session: { user: exampleDoctor } }));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}
