import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Toasts } from '../../ui/feedback/toasts';
import {
  FormValidatorSourceContext,
  type FormValidatorSource,
} from '../dialog/formValidators/formValidatorSource';
import { createEngineTestStore } from './engineTestStore';
import { inProcessFormValidators } from './inProcessFormValidators';

/**
 * Renders an engine part with a fresh store, a router (pages link and keep the tab in the
 * address), the toast container the app shell mounts and the Add Data validators compiled
 * in process (there is no server to import them from), or those of `validators`.
 */
export function renderWithEngineStore(
  element: ReactElement,
  path = '/',
  validators: FormValidatorSource = inProcessFormValidators,
) {
  const store = createEngineTestStore();
  const view = render(
    <Provider store={store}>
      <FormValidatorSourceContext value={validators}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </FormValidatorSourceContext>
      <Toasts />
    </Provider>,
  );
  return { ...view, store };
}
