/** Health checks for supervisors and load balancers: no sign-in, no personal data. */
export const healthEndpoints = {
  /** The process answers. */
  live: '/healthz',
  /** The database answers too: the server can serve requests. */
  ready: '/readyz',
} as const;
