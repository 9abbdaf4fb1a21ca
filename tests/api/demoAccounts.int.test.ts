import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../src/server/services/demoAccounts';
import { logIn } from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('demo accounts', () => {
  it('creates an athlete and a doctor whose printed passwords log in', async () => {
    const accounts = await seedDemoAccounts(testApp.database.db);
    expect(accounts.map((account) => account.role)).toEqual(['athlete', 'doctor']);

    const [athlete, doctor] = await Promise.all(
      accounts.map((account) => logIn(testApp.app, account.email, account.password)),
    );
    expect(athlete).toMatchObject({ email: 'athlete@motus.demo', is_doctor: false });
    expect(doctor).toMatchObject({ email: 'doctor@motus.demo', is_doctor: true });
  });

  it('leaves existing demo accounts alone at the next start', async () => {
    const before = await testApp.database.db.selectFrom('users').select(['id', 'email']).execute();
    const again = await seedDemoAccounts(testApp.database.db);
    const after = await testApp.database.db.selectFrom('users').select(['id', 'email']).execute();
    expect(after).toEqual(before);
    expect(again).toHaveLength(2);
  });
});
