/** Account and session paths (docs/product.md#accounts-and-sessions, docs/api.md), with their trailing slashes. */
export const accountEndpoints = {
  login: '/v2/user/login/',
  createUser: '/v2/user/create-user/',
  /** The automatic login after registering (docs/product.md#accounts-and-sessions) uses this older path. */
  loginAfterRegister: '/user/login-user/',
  changePassword: '/v2/user/change-user-password/',
  sendPasswordResetEmail: '/v2/user/send-password-reset-email/',
  updateProfile: '/user/update-profile/',
  /** An addition to the product's calls: ends the session server-side (docs/api.md). */
  logout: '/v2/user/logout/',
  /**
   * An addition to the product's calls (docs/api.md): the person is active in the browser
   * (docs/product.md#accounts-and-sessions: key presses,
   * pointer moves, a running workout or a call), so the session's hour starts again. The
   * browser sends it at most once a minute; API calls alone say nothing of activity.
   */
  sessionActivity: '/v2/user/session-activity/',
  profiles: '/v2/profiles/',
  /**
   * The routes of the profile pages, for a visitor who is not signed in (the profiles
   * themselves need a session): a visitor at one is sent to log in, elsewhere they see Not
   * Found. An addition to the product's calls (docs/api.md); docs/product.md#routes-and-navigation
   * lists these paths as signed-in.
   */
  profileRoutes: '/api/profile-routes/',
  /** The secure pin of the medical and laboratory data (docs/product.md#secure-pin). */
  generateSecurePin: '/v2/user/generate-secure-pin/',
  verifySecurePin: '/v2/user/verify-secure-pin/',
  resetSecurePin: '/v2/user/reset-secure-pin/',
} as const;

/** The scheme word of the Authorization header: `Authorization: Motus <token>`. */
export const AUTH_SCHEME = 'Motus';
