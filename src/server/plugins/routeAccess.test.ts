import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRouteAccess, routeAccessMessages } from './routeAccess';

/** An app with the route-access check and an authenticate that lets everyone in. */
function appWithAccessCheck() {
  const app = Fastify();
  app.decorate('authenticate', () => Promise.resolve(undefined));
  installRouteAccess(app);
  return app;
}

describe('the route-access check at start', () => {
  it('lists a signed-in route with its access, sign-in among its onRequest hooks', async () => {
    const app = appWithAccessCheck();
    app.get('/mine/', { onRequest: app.authenticate, config: { access: 'own' } }, () => 'ok');
    app.get('/open/', () => 'ok');
    await app.ready();
    expect(app.routeAccess).toContainEqual({ method: 'GET', url: '/mine/', access: 'own' });
    expect(app.routeAccess.map((entry) => entry.url)).not.toContain('/open/');
    await app.close();
  });

  it('refuses to start with sign-in in a hook after the body is read, saying where it goes', () => {
    const app = appWithAccessCheck();
    expect(() =>
      app.post('/late/', { preHandler: app.authenticate, config: { access: 'write' } }, () => 'ok'),
    ).toThrow(routeAccessMessages.authenticateLate('POST', '/late/', 'preHandler'));
  });

  it('refuses sign-in in preParsing as well, naming the first stage it is in', () => {
    const app = appWithAccessCheck();
    const hooks = { preParsing: app.authenticate, preHandler: app.authenticate };
    expect(() =>
      app.put('/parsing/', { ...hooks, config: { access: 'write' } }, () => 'ok'),
    ).toThrow(routeAccessMessages.authenticateLate('PUT', '/parsing/', 'preParsing'));
  });

  it('refuses to start with a signed-in route that does not say what it does with data', () => {
    const app = appWithAccessCheck();
    expect(() => app.get('/silent/', { onRequest: app.authenticate }, () => 'ok')).toThrow(
      routeAccessMessages.undeclared('GET', '/silent/'),
    );
  });
});
