import { describe, expect, it } from 'vitest';
import { emptyRegistration, toRegisterBody, validateRegistration } from './registerForm';

const complete = {
  email: ' sean@example.ie ',
  first_name: 'Seán',
  last_name: 'Murphy',
  gender: 'Male',
  height: '1.82',
  mass: '78.5',
  date_of_birth: '1988-09-30',
  fitness_type: 'sedentary',
  password: 'secret12',
  confirmPassword: 'secret12',
};

function messages(values: typeof complete) {
  return Object.fromEntries(
    Object.entries(validateRegistration(values, '2026-06-01')).filter(([, message]) => message),
  );
}

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(messages(complete)).toEqual({});
  });

  it('requires every field of an empty form', () => {
    expect(messages(emptyRegistration)).toEqual({
      email: 'This field is required',
      first_name: 'This field is required',
      last_name: 'This field is required',
      gender: 'This field is required',
      height: 'This field is required',
      mass: 'This field is required',
      date_of_birth: 'This field is required',
      fitness_type: 'This field is required',
      password: 'This field is required',
    });
  });

  it('uses the messages of docs/product.md', () => {
    expect(
      messages({ ...complete, email: 'sean@', password: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      email: 'Email address not valid',
      password: 'Password should be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a date of birth in the future, an unmasked height and a zero mass', () => {
    expect(
      messages({ ...complete, date_of_birth: '2026-06-02', height: '1.8', mass: '0' }),
    ).toEqual({
      date_of_birth: 'Date of birth cannot be in the future',
      height: 'Enter your height in metres: one digit, a dot and two digits, e.g. 1.75',
      mass: 'Enter your mass in kilograms, greater than 0',
    });
  });
});

describe('toRegisterBody', () => {
  it('sends mass as a number, trims the text and leaves confirmPassword out', () => {
    expect(toRegisterBody(complete, 'Europe/Dublin')).toEqual({
      email: 'sean@example.ie',
      first_name: 'Seán',
      last_name: 'Murphy',
      gender: 'Male',
      height: '1.82',
      mass: 78.5,
      date_of_birth: '1988-09-30',
      fitness_type: 'sedentary',
      time_zone: 'Europe/Dublin',
      password: 'secret12',
    });
  });

  it('leaves the time zone out when the browser names none, for the server to choose', () => {
    expect(toRegisterBody(complete, undefined)).not.toHaveProperty('time_zone');
  });
});
