import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { ErrorReply } from '../../../shared/api/replySchemas';
import { PinRefusalReply } from '../../../shared/api/securePinContract';
import { recordAccess } from '../../db/repositories/accessLogRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { granted, type Outcome } from '../../services/refusal';
import { checkExportPin, type ExportPinRefusal } from '../../services/yourData/exportPinCheck';

/** The query of both exports: the secure pin, when the person has one. */
export const ExportQuery = Type.Object(
  {
    [SECURE_PIN_PARAMETER]: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: "The person's secure pin: required when they have one.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Every reply of an export but its file. */
export const exportRefusals = {
  400: ErrorReply,
  403: PinRefusalReply,
  429: PinRefusalReply,
  ...signInRequired.responses,
};

type ExportStart = Outcome<{ userId: number }, ExportPinRefusal>;

/**
 * The start both exports share: the pin checked (the export holds the pin-gated profiles too),
 * then the export logged before a byte is sent, so the file's own access log lists it.
 */
export async function startExport(
  app: FastifyInstance,
  request: FastifyRequest,
  securePin: string | undefined,
): Promise<ExportStart> {
  const db = app.deps.database.db;
  const userId = signedIn(request).user.id;
  const pin = await checkExportPin(db, userId, securePin);
  if (pin.refused) return pin;
  await recordAccess(db, {
    readerUserId: userId,
    readerKind: 'self',
    subjectUserId: userId,
    action: 'export',
    profile: null,
  });
  return granted({ userId });
}
