import type { Static } from 'typebox';
import type {
  ChangePasswordBody,
  LoginBody,
  LoginReply,
  RegisterBody,
} from '../../shared/api/accountContract';
import { accountEndpoints, AUTH_SCHEME } from '../../shared/api/accountEndpoints';
import type { ErrorReply, SuccessMessageReply } from '../../shared/api/replySchemas';
import { baseApi } from '../api/baseApi';

type MessageReply = Static<typeof SuccessMessageReply>;

/**
 * The account calls of docs/product.md#accounts-and-sessions. Replies are typed as the success shape
 * or the error shape: a caller checks `status` before trusting the rest.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply | ErrorReply, LoginBody>({
      query: (body) => ({ url: accountEndpoints.login, method: 'POST', body }),
    }),
    /** The automatic login after registering, on the older path (docs/api.md). */
    loginAfterRegister: build.mutation<LoginReply | ErrorReply, LoginBody>({
      query: (body) => ({ url: accountEndpoints.loginAfterRegister, method: 'POST', body }),
    }),
    createUser: build.mutation<MessageReply | ErrorReply, RegisterBody>({
      query: (body) => ({ url: accountEndpoints.createUser, method: 'POST', body }),
    }),
    changePassword: build.mutation<MessageReply | ErrorReply, ChangePasswordBody>({
      query: (body) => ({ url: accountEndpoints.changePassword, method: 'POST', body }),
    }),
    sendPasswordResetEmail: build.mutation<MessageReply | ErrorReply, { email: string }>({
      query: (body) => ({ url: accountEndpoints.sendPasswordResetEmail, method: 'POST', body }),
    }),
    /**
     * Ends the session on the server. The token is passed in because the user is cleared
     * from the store at the same moment, before the request is prepared.
     */
    /** The person is active in the browser: the session's hour starts again (docs/product.md#accounts-and-sessions). */
    sessionActivity: build.mutation<MessageReply | ErrorReply, undefined>({
      query: () => ({ url: accountEndpoints.sessionActivity, method: 'POST' }),
    }),
    logout: build.mutation<unknown, string>({
      query: (token) => ({
        url: accountEndpoints.logout,
        method: 'POST',
        headers: { Authorization: `${AUTH_SCHEME} ${token}` },
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginAfterRegisterMutation,
  useCreateUserMutation,
  useChangePasswordMutation,
  useSendPasswordResetEmailMutation,
  useLogoutMutation,
} = authApi;
