/** What the person reads about writes kept on the device (docs/product.md#working-offline). */
export const outboxTexts = {
  waitingToBeSent: 'Waiting to be sent',
  /** The header's words: on a phone's width only the first part shows (the rest is read out). */
  waitingCountShown: (count: number) => `${count} waiting`,
  waitingCountRest: ' to be sent',
  notAccepted: 'Not accepted:',
  refusedWithoutWords: 'The server did not accept it.',
  keptOnDevice: 'Saved on this device. It will be sent when Motus is online.',
  notKept:
    'This reading was not kept: this device has no room left to keep it until Motus is online. It is still in the form.',
  discard: 'Discard',
  discardQuestion: (title: string) =>
    `Discard ${title}? It has not reached Motus and will be lost.`,
  sendNow: 'Send now',
  listTitle: 'Waiting to be sent',
  listIntro:
    'Kept on this device until Motus is online. Each is sent once, as soon as a network is there.',
  nothingWaiting: 'Everything you saved has reached Motus.',
} as const;
