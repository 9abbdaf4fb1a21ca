import { describe, expect, it } from 'vitest';
import { serverFailureMessage } from './serverFailureMessage';

const errorReply = {
  status: 'error',
  message: 'Incorrect email or password',
  details: { details: ['Incorrect email or password'] },
};

describe('serverFailureMessage', () => {
  it('reads details.details[0] from a rejected call', () => {
    expect(serverFailureMessage({ status: 401, data: errorReply })).toBe(
      'Incorrect email or password',
    );
  });

  it('reads it from a reply whose status is not success', () => {
    expect(serverFailureMessage(errorReply)).toBe('Incorrect email or password');
  });

  it('falls back to message when details are missing', () => {
    expect(serverFailureMessage({ status: 400, data: { status: 'error', message: 'Bad' } })).toBe(
      'Bad',
    );
  });

  it('has nothing to say about network failures or foreign replies', () => {
    expect(serverFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(serverFailureMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBeUndefined();
    expect(serverFailureMessage({ status: 'success', message: 'ok' })).toBeUndefined();
    expect(serverFailureMessage(undefined)).toBeUndefined();
  });
});
